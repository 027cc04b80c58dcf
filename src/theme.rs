//! The app's look: a calm light theme with warm wood tones around the board.

use std::sync::{Arc, OnceLock};

use damier_rules::Color;
use eframe::egui::{self, Color32, FontData, FontDefinitions, FontFamily, Stroke};

use crate::packed::{self, packed};

/// Warnings, low clocks, messages.
pub const ACCENT: Color32 = Color32::from_rgb(176, 58, 46);
/// The clock of the side to move.
pub const ACTIVE_FILL: Color32 = Color32::from_rgb(232, 219, 190);
const BACKGROUND: Color32 = Color32::from_rgb(246, 242, 234);
const PANEL: Color32 = Color32::from_rgb(240, 234, 222);

/// Sets the theme and the fonts on `ctx`.
pub fn apply(ctx: &egui::Context) {
    install_fonts(ctx);
    crate::startup::mark("fonts inflated");
    ctx.set_visuals(egui::Visuals::light());
    ctx.global_style_mut(|style| {
        style.visuals.panel_fill = PANEL;
        style.visuals.window_fill = BACKGROUND;
        style.visuals.extreme_bg_color = Color32::from_rgb(252, 250, 246);
        style.visuals.faint_bg_color = Color32::from_rgb(234, 228, 216);
        style.visuals.selection.bg_fill = Color32::from_rgb(214, 190, 140);
        style.visuals.selection.stroke = Stroke::new(1.0, Color32::from_rgb(90, 60, 20));
        style.spacing.item_spacing = egui::vec2(8.0, 6.0);
        style.spacing.button_padding = egui::vec2(8.0, 4.0);
    });
}

/// The fonts the app ships (assets/fonts, with their licences and how they were made), in
/// egui's `default_fonts` order: Ubuntu Light for the text; Hack, cut to the Latin characters,
/// for the monospaced text (clocks, moves, engine lines), then Ubuntu Light for what it lacks.
/// Not egui's third, a font of five logos the app does not show. Embedded deflated (build.rs),
/// inflated once per process.
pub fn fonts() -> FontDefinitions {
    static FONTS: OnceLock<FontDefinitions> = OnceLock::new();
    FONTS
        .get_or_init(|| {
            let mut fonts = FontDefinitions::empty();
            let files: [(&str, &[u8]); 2] =
                [("Ubuntu-Light", packed!("Ubuntu-Light.ttf")), ("Hack", packed!("Hack-Regular-Latin.ttf"))];
            for (name, font) in files {
                fonts
                    .font_data
                    .insert(name.to_owned(), Arc::new(FontData::from_owned(packed::inflate(font))));
            }
            fonts.families.insert(FontFamily::Proportional, vec!["Ubuntu-Light".to_owned()]);
            fonts.families.insert(FontFamily::Monospace, vec!["Hack".to_owned(), "Ubuntu-Light".to_owned()]);
            fonts
        })
        .clone()
}

/// Gives `ctx` the app's [`fonts`]; egui has none of its own in this build. Before the first
/// text of a pass (a test's UI calls it first), they serve that pass already.
pub fn install_fonts(ctx: &egui::Context) {
    ctx.set_fonts(fonts());
}

/// A small disc in a side's colour (players' names, clocks).
pub fn paint_side_disc(painter: &egui::Painter, center: egui::Pos2, radius: f32, color: Color) {
    let (fill, stroke) = match color {
        Color::White => (Color32::from_rgb(250, 246, 236), Color32::from_rgb(120, 110, 95)),
        Color::Black => (Color32::from_rgb(40, 36, 34), Color32::from_rgb(10, 10, 10)),
    };
    painter.circle(center, radius, fill, Stroke::new(1.0, stroke));
}
