//! The Engines window: the Hub programs added, each with its name, version, author, program
//! and options (its `param` lines), Add and Remove, and the time an engine thinks per move.

use eframe::egui::{self, RichText};

use crate::command::Command;
use crate::i18n::{Arg, numbers};
use crate::settings::Settings;
use crate::view::View;

pub fn window(view: &View, ctx: &egui::Context, area: egui::Rect, out: &mut Vec<Command>) {
    let tr = view.tr;
    let mut open = true;
    egui::Window::new(tr.get("engines-title"))
        .id(egui::Id::unique("engines-window"))
        .open(&mut open)
        .collapsible(false)
        .constrain_to(area)
        .default_pos(area.min + egui::vec2(16.0, 16.0))
        .default_size([520.0, 420.0])
        .show(ctx, |ui| {
            ui.label(RichText::new(tr.get("engines-about")).weak());
            ui.add_space(4.0);
            if view.settings.engines.is_empty() {
                ui.label(tr.get("engines-none"));
            }
            egui::ScrollArea::vertical().max_height(300.0).show(ui, |ui| {
                for entry in &view.settings.engines {
                    egui::Frame::group(ui.style()).show(ui, |ui| {
                        ui.set_width(ui.available_width());
                        ui.horizontal(|ui| {
                            ui.label(RichText::new(&entry.name).strong());
                            ui.label(RichText::new(&entry.version).weak());
                            let remove = tr.fmt("engines-remove", &[("name", Arg::from(&entry.name))]);
                            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                                if ui.button(remove).clicked() {
                                    out.push(Command::RemoveEngine(entry.id));
                                }
                            });
                        });
                        if !entry.author.is_empty() {
                            ui.label(tr.fmt("engines-author", &[("author", Arg::from(&entry.author))]));
                        }
                        ui.label(RichText::new(entry.path.display().to_string()).monospace().small());
                        for (name, value, kind) in &entry.params {
                            ui.label(format!("{name} = {value} ({kind})"));
                        }
                    });
                }
            });
            ui.add_space(6.0);
            ui.horizontal(|ui| {
                if ui.add_enabled(!view.files_busy, egui::Button::new(tr.get("engines-add"))).clicked() {
                    out.push(Command::AddEngine);
                }
            });
            ui.horizontal(|ui| {
                ui.label(tr.get("engines-move-time"));
                let mut ms = view.settings.engine_move_ms;
                let slider = egui::Slider::new(&mut ms, Settings::ENGINE_MOVE_MS)
                    .logarithmic(true)
                    .custom_formatter(|v, _| {
                        tr.fmt("engines-seconds", &[("s", Arg::from(tr.decimal(v / 1000.0, 1)))])
                    })
                    .custom_parser(|text| numbers::parse(text).map(|s| s * 1000.0));
                if ui.add(slider).changed() {
                    out.push(Command::EngineMoveMs(ms));
                }
            });
        });
    if !open {
        out.push(Command::CloseEngines);
    }
}

/// The engines' part of the side panel: why an added engine was stopped in this game, and
/// the watching speed while no person plays (the pause between moves).
pub fn side_panel(view: &View, ui: &mut egui::Ui, out: &mut Vec<Command>) {
    if let Some(notice) = view.engine_notice {
        ui.label(RichText::new(notice).color(crate::theme::ACCENT));
    }
    if !view.game.is_watched() || view.game.is_over() {
        return;
    }
    let tr = view.tr;
    ui.horizontal(|ui| {
        ui.label(tr.get("watch-pause"));
        let mut ms = view.settings.watch_pause_ms;
        let slider = egui::Slider::new(&mut ms, Settings::WATCH_PAUSE_MS)
            .custom_formatter(|v, _| {
                tr.fmt("engines-seconds", &[("s", Arg::from(tr.decimal(v / 1000.0, 1)))])
            })
            .custom_parser(|text| numbers::parse(text).map(|s| s * 1000.0));
        if ui.add(slider).changed() {
            out.push(Command::WatchPauseMs(ms));
        }
    });
}
