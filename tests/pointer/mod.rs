//! Pointing at a labelled node and dragging between two points, as a user does (the kittest
//! files that drag pieces).

use damier::DamierApp;
use eframe::egui;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

pub fn center(h: &Harness<'_, DamierApp>, label: &str) -> egui::Pos2 {
    h.get_by_label(label).rect().center()
}

/// Presses at `from`, moves to `to` in six steps and lets go there.
pub fn drag_between(h: &mut Harness<'_, DamierApp>, from: egui::Pos2, to: egui::Pos2) {
    h.drag_at(from);
    h.step();
    for i in 1..=6 {
        h.hover_at(from + (to - from) * (i as f32 / 6.0));
        h.step();
    }
    h.drop_at(to);
    h.run_steps(3);
}
