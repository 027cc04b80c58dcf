//! The Engines window: the Hub programs added, each with its name, version, author, program
//! and options (its `param` lines: a number or text field, a checkbox, a list of choices, each
//! value checked before it is kept), Add and Remove, and the time an engine thinks per move.

use eframe::egui::{self, RichText};

use super::EngineOption;
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
                        egui::Grid::new(("engine-options", entry.id)).num_columns(3).show(ui, |ui| {
                            for option in &entry.options {
                                option_row(view, ui, entry.id, option, out);
                            }
                        });
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

/// One option of engine `id`, a row of the options' grid: its name, a field to change it and,
/// for a number, its bounds; under it, why the last value given was refused.
fn option_row(view: &View, ui: &mut egui::Ui, id: u32, option: &EngineOption, out: &mut Vec<Command>) {
    let set = |value: String| Command::SetEngineOption { id, name: option.name.clone(), value };
    let problem = view.option_problem.filter(|(engine, name, _)| *engine == id && *name == option.name);
    let label = ui.label(&option.name).id;
    match option.kind.as_str() {
        _ if !option.is_editable() => {
            ui.label(RichText::new(&option.value).weak());
        }
        "bool" => {
            let mut on = option.value == "true";
            if ui.add(egui::Checkbox::without_text(&mut on)).labelled_by(label).changed() {
                out.push(set(on.to_string()));
            }
        }
        "enum" if !option.values.is_empty() => {
            let combo = egui::ComboBox::from_id_salt(("engine-option", id, &option.name))
                .selected_text(&option.value)
                .show_ui(ui, |ui| {
                    for value in &option.values {
                        let picked = ui.selectable_label(*value == option.value, value).clicked();
                        if picked && *value != option.value {
                            out.push(set(value.clone()));
                        }
                    }
                });
            combo.response.labelled_by(label);
        }
        _ => {
            if let Some(value) = text_field(ui, label, id, option, problem.is_some()) {
                out.push(set(value));
            }
        }
    }
    match (option.min, option.max) {
        (Some(min), Some(max)) => {
            let bounds =
                view.tr.fmt("engines-option-bounds", &[("min", Arg::from(min)), ("max", Arg::from(max))]);
            ui.label(RichText::new(bounds).weak());
        }
        _ => {
            ui.label("");
        }
    }
    ui.end_row();
    if let Some((_, _, why)) = problem {
        ui.label("");
        ui.label(RichText::new(view.tr.message(why)).color(crate::theme::ACCENT));
        ui.end_row();
    }
}

/// An option's text field: what is typed is kept while it has the keyboard, and after it if
/// it was refused (`refused`); the value typed when it leaves the field, if it changed.
fn text_field(
    ui: &mut egui::Ui,
    label: egui::Id,
    id: u32,
    option: &EngineOption,
    refused: bool,
) -> Option<String> {
    let key = ui.make_persistent_id(("engine-option-text", id, &option.name));
    let mut text = ui.data(|d| d.get_temp::<String>(key)).unwrap_or_else(|| option.value.clone());
    let response = ui.add(egui::TextEdit::singleline(&mut text).desired_width(120.0)).labelled_by(label);
    let typed = (response.lost_focus() && text.trim() != option.value).then(|| text.clone());
    if response.has_focus() || response.lost_focus() || refused {
        ui.data_mut(|d| d.insert_temp(key, text));
    } else {
        ui.data_mut(|d| d.remove::<String>(key));
    }
    typed
}

/// The engines' part of the side panel: why an added engine was stopped in this game, and
/// the watching speed while no person plays (the pause between moves).
pub fn side_panel(view: &View, ui: &mut egui::Ui, out: &mut Vec<Command>) {
    if let Some(notice) = view.engine_notice {
        ui.label(RichText::new(view.tr.message(notice)).color(crate::theme::ACCENT));
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
