//! `damier`: the desktop app.

fn main() -> eframe::Result {
    let options = eframe::NativeOptions {
        viewport: eframe::egui::ViewportBuilder::default()
            .with_title("Damier")
            .with_inner_size([1180.0, 800.0])
            .with_min_inner_size([640.0, 480.0]),
        ..Default::default()
    };
    eframe::run_native("Damier", options, Box::new(|cc| Ok(Box::new(damier::DamierApp::new(cc)))))
}
