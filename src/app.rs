//! The app (being written).

use eframe::egui;

pub struct DamierApp {}

impl DamierApp {
    pub fn new(_cc: &eframe::CreationContext<'_>) -> DamierApp {
        DamierApp {}
    }
}

impl eframe::App for DamierApp {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        ui.label("Damier");
    }
}
