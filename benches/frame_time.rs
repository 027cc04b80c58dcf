//! Frame time of the real app while the computer thinks at full strength.
//!
//! `cargo bench --bench frame_time` drives `DamierApp` through egui_kittest (no GPU): each
//! frame is egui's pass over the whole UI (board, panels, move list, clocks) plus the
//! tessellation eframe would hand to the GPU. The master (level 6) thinks on its worker thread
//! the whole time, on a 10-minute clock, after a few moves of each game so the move list is
//! not empty. Prints median, 95th percentile and worst frame per game.

use std::time::{Duration, Instant};

use damier::DamierApp;
use damier::clock::ClockSettings;
use damier_rules::Variant;
use eframe::egui;
use egui_kittest::Harness;

mod common;

const FRAMES: usize = 600;

fn main() {
    let dir = std::env::temp_dir().join(format!("damier-frame-bench-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let paths = damier::storage::Paths::in_dir(&dir);
    let mut h = Harness::builder()
        .with_size(egui::vec2(1280.0, 860.0))
        .with_step_dt(1.0 / 60.0)
        .build_eframe(move |cc| DamierApp::with_paths(&cc.egui_ctx, Some(paths)));
    println!("frames per game: {FRAMES}, window 1280x860, computer: level 6 (master) on a 10+5 clock");
    println!("{:<15} {:>10} {:>10} {:>10} {:>12}", "game", "median ms", "p95 ms", "max ms", "thinking %");
    for variant in Variant::ALL {
        let setup = common::masters(variant, ClockSettings { minutes: 10.0, increment_s: 5.0 });
        h.state_mut().start_game(setup);
        let mut times = Vec::with_capacity(FRAMES);
        let mut thinking = 0;
        for _ in 0..FRAMES {
            let start = Instant::now();
            h.step();
            let shapes = h.output().shapes.clone();
            let ppp = h.output().pixels_per_point;
            let meshes = h.ctx.tessellate(shapes, ppp);
            std::hint::black_box(meshes);
            times.push(start.elapsed());
            thinking += usize::from(h.state().is_thinking());
            // About 60 frames a second, as a real window would ask for while the clock runs.
            std::thread::sleep(Duration::from_millis(16).saturating_sub(start.elapsed()));
        }
        times.sort();
        let ms = |d: Duration| d.as_secs_f64() * 1e3;
        println!(
            "{:<15} {:>10.3} {:>10.3} {:>10.3} {:>11.0}%  ({} plies played)",
            variant.name(),
            ms(times[FRAMES / 2]),
            ms(times[FRAMES * 95 / 100]),
            ms(times[FRAMES - 1]),
            100.0 * thinking as f64 / FRAMES as f64,
            h.state().game().len(),
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}
