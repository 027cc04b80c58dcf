//! `damier`: the desktop app. `damier --help` for the command line ([`damier::cli`]).
// Release builds on Windows start without a console window.
#![cfg_attr(not(debug_assertions), windows_subsystem = "windows")]

use std::process::ExitCode;
use std::sync::Arc;

use damier::cli::{self, APP_ID, Invocation};
use eframe::egui;

/// The window icon (scripts/icons makes it from assets/damier.svg).
const ICON_PNG: &[u8] = include_bytes!("../assets/icons/256x256.png");

fn main() -> ExitCode {
    damier::startup::begin();
    let file = match cli::parse(std::env::args_os().skip(1)) {
        Invocation::Run { file } => file,
        Invocation::Print(text) => {
            print!("{text}");
            return ExitCode::SUCCESS;
        }
        Invocation::Usage(message) => {
            eprintln!("{message}");
            return ExitCode::from(2);
        }
    };
    let mut viewport = egui::ViewportBuilder::default()
        .with_title("Damier")
        .with_app_id(APP_ID)
        .with_inner_size([1180.0, 800.0])
        .with_min_inner_size([640.0, 480.0]);
    match eframe::icon_data::from_png_bytes(ICON_PNG) {
        Ok(icon) => viewport = viewport.with_icon(Arc::new(icon)),
        Err(e) => eprintln!("damier: the window icon could not be read: {e}"),
    }
    let options = eframe::NativeOptions { viewport, ..Default::default() };
    damier::startup::mark("window icon read");
    let started = eframe::run_native(
        "Damier",
        options,
        Box::new(|cc| {
            damier::startup::mark("window and OpenGL context made");
            let mut app = damier::DamierApp::new(cc);
            if let Some(path) = file {
                app.open_file(path);
            }
            damier::startup::mark("app made");
            Ok(Box::new(app))
        }),
    );
    match started {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("damier: {e}");
            ExitCode::FAILURE
        }
    }
}
