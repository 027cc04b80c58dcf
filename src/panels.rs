//! The panels around the board: the menu bar, the side panel (players and clocks, the
//! computer's thinking, the buttons, the move list, typed moves) and the status line. They read
//! a [`View`] and answer with [`Command`]s; only the typed move's text is theirs to edit.

use damier_rules::{Color, Variant};
use eframe::egui::{self, Align, RichText};

use crate::clock::format_clock;
use crate::command::{self, Command};
use crate::engine_link::Purpose;
use crate::i18n::{self, Arg, Language, Tr, numbers};
use crate::settings::Settings;
use crate::tables::TablesStatus;
use crate::theme;
use crate::view::View;

/// A score in men, from the side to move's view, in the language's form: `+1.25`, `+1,25`.
pub fn format_score(tr: &Tr, score: i32) -> String {
    if score.abs() >= 29_000 {
        return if score > 0 { "+∞".to_owned() } else { "−∞".to_owned() };
    }
    tr.signed(f64::from(score) / 100.0, 2)
}

pub fn menu_bar(view: &View, ui: &mut egui::Ui, out: &mut Vec<Command>) {
    let tr = view.tr;
    egui::Panel::top("menu").show(ui, |ui| {
        egui::MenuBar::new().ui(ui, |ui| {
            ui.menu_button(tr.get("menu-game"), |ui| {
                let busy = view.files_busy;
                let items = [
                    ("menu-new", Command::NewGameDialog, true),
                    ("menu-open", Command::OpenPdn, !busy),
                    ("menu-save", Command::SavePdn, !busy),
                    ("menu-copy-fen", Command::CopyFen, true),
                    ("menu-copy-pdn", Command::CopyPdn, true),
                    ("menu-setup", Command::SetUpPosition, true),
                    ("menu-engines", Command::EnginesDialog, true),
                ];
                for (key, command, enabled) in items {
                    if ui.add_enabled(enabled, command::button(ui.ctx(), tr.get(key), &command)).clicked() {
                        out.push(command);
                        ui.close();
                    }
                }
                ui.separator();
                if ui.button(tr.get("menu-quit")).clicked() {
                    out.push(Command::Quit);
                }
            });
            ui.menu_button(tr.get("menu-view"), |ui| view_menu(view, ui, out));
            ui.menu_button(tr.get("menu-help"), |ui| {
                for v in Variant::ALL {
                    let label = tr.fmt("help-rules", &[("game", i18n::game(v))]);
                    if ui.button(label).clicked() {
                        out.push(Command::ShowRules(v));
                        ui.close();
                    }
                }
                if ui.button(tr.get("help-about")).clicked() {
                    out.push(Command::ShowAbout);
                    ui.close();
                }
            });
        });
    });
}

fn view_menu(view: &View, ui: &mut egui::Ui, out: &mut Vec<Command>) {
    let (tr, settings) = (view.tr, view.settings);
    if ui.add(command::button(ui.ctx(), tr.get("view-flip"), &Command::FlipBoard)).clicked() {
        out.push(Command::FlipBoard);
    }
    let mut white = settings.white_at_bottom;
    if ui.checkbox(&mut white, tr.get("view-white-at-bottom")).changed() {
        out.push(Command::WhiteAtBottom(white));
    }
    let mut labels = settings.show_labels;
    if ui.checkbox(&mut labels, tr.get("view-labels")).changed() {
        out.push(Command::ShowLabels(labels));
    }
    let mut animate = settings.animate;
    if ui.checkbox(&mut animate, tr.get("view-animate")).changed() {
        out.push(Command::Animate(animate));
    }
    let mut mute = settings.mute;
    let shortcut = Command::ToggleMute.shortcut().map(|s| ui.ctx().format_shortcut(&s)).unwrap_or_default();
    if ui.checkbox(&mut mute, tr.get("view-mute")).on_hover_text(shortcut).changed() {
        out.push(Command::ToggleMute);
    }
    ui.add_enabled_ui(settings.animate, |ui| {
        ui.label(tr.get("view-animation-speed"));
        let mut ms = settings.animation_ms;
        let slider = egui::Slider::new(&mut ms, Settings::ANIMATION_MS)
            .custom_formatter(|v, _| tr.fmt("view-animation-ms", &[("ms", Arg::from(v))]))
            .custom_parser(|text| numbers::parse(text.trim_end_matches(|c: char| !c.is_ascii_digit())));
        if ui.add(slider).changed() {
            out.push(Command::AnimationMs(ms));
        }
    });
    ui.separator();
    ui.label(tr.get("view-language"));
    for lang in Language::ALL {
        if ui.radio(settings.language == lang, lang.native_name()).clicked() {
            out.push(Command::SetLanguage(lang));
        }
    }
}

pub fn status_bar(view: &View, ui: &mut egui::Ui) {
    egui::Panel::bottom("status").show(ui, |ui| {
        ui.horizontal(|ui| {
            let text = view.status_text();
            // Wrapped, never cut: a long message (no file dialog, what to install) reads in full.
            let response = ui.add(egui::Label::new(RichText::new(&text).strong()).wrap());
            // The status line is a live region: screen readers read it out when it changes.
            ui.ctx().accesskit_node_builder(response.id, |node| {
                node.set_live(egui::accesskit::Live::Polite);
            });
        });
    });
}

/// The side panel; `move_entry` is the typed move's text.
/// The rows of the move list kept in view however low the window.
const MOVE_LIST_ROWS: f32 = 2.0;

pub fn side_panel(view: &View, move_entry: &mut String, ui: &mut egui::Ui, out: &mut Vec<Command>) {
    egui::Panel::right("side").resizable(true).default_size(300.0).size_range(240.0..=460.0).show(ui, |ui| {
        // The players, the buttons and the notices scroll when the window is too low for them
        // (the smallest window, a long result, a notice, a long language): nothing is cut off,
        // and the typed move's field and a few rows of the move list stay in view.
        let row = ui.spacing().interact_size.y + ui.spacing().item_spacing.y;
        let room = (ui.available_height() - (MOVE_LIST_ROWS + 3.0) * row).max(row);
        egui::ScrollArea::vertical().id_salt("side-top").max_height(room).auto_shrink([false, true]).show(
            ui,
            |ui| {
                ui.add_space(6.0);
                ui.heading(view.tr.game_name(view.game.variant()));
                // The result stays here once its panel is closed.
                if let Some(result) = view.result_text() {
                    ui.label(RichText::new(result).strong().color(theme::ACCENT));
                }
                ui.add_space(4.0);
                clocks(view, ui);
                ui.add_space(6.0);
                thinking(view, ui);
                crate::analysis::ui::section(view, ui, out);
                tables(view, ui);
                buttons(view, ui, out);
                crate::engines::ui::side_panel(view, ui, out);
                draw_offer(view, ui, out);
            },
        );
        ui.separator();
        move_entry_field(view, move_entry, ui, out);
        ui.separator();
        ui.label(RichText::new(view.tr.get("panel-moves")).strong());
        crate::analysis::ui::graph_panel(view, ui, out);
        if view.notes.is_plain() && view.analysis.place().is_none() {
            move_list(view, ui, out);
        } else {
            crate::analysis::moves::list(view, ui, out);
        }
    });
}

fn clocks(view: &View, ui: &mut egui::Ui) {
    let turn = view.game.turn();
    let live = !view.game.is_over();
    // The side at the top of the board first.
    let order = if view.flipped { [Color::White, Color::Black] } else { [Color::Black, Color::White] };
    for color in order {
        let active = live && color == turn;
        let fill = if active { theme::ACTIVE_FILL } else { ui.visuals().faint_bg_color };
        egui::Frame::new().fill(fill).corner_radius(6.0).inner_margin(egui::Margin::symmetric(10, 6)).show(
            ui,
            |ui| {
                ui.set_width(ui.available_width());
                ui.horizontal(|ui| {
                    let (rect, _) = ui.allocate_exact_size(egui::vec2(16.0, 16.0), egui::Sense::hover());
                    theme::paint_side_disc(ui.painter(), rect.center(), 7.0, color);
                    // The clock first, from the right; the names take what is left.
                    ui.with_layout(egui::Layout::right_to_left(Align::Center), |ui| {
                        if let Some(left) = view.game.clock_left(color, view.now) {
                            let low = left < 30.0;
                            let text =
                                RichText::new(format_clock(left, view.tr.language())).monospace().size(24.0);
                            ui.label(if low { text.color(theme::ACCENT) } else { text });
                        }
                        ui.with_layout(egui::Layout::top_down(Align::Min), |ui| {
                            ui.label(RichText::new(view.color_name(color)).strong());
                            ui.add(
                                egui::Label::new(RichText::new(view.player_name(color)).weak()).truncate(),
                            );
                        });
                    });
                });
            },
        );
        ui.add_space(3.0);
    }
}

fn thinking(view: &View, ui: &mut egui::Ui) {
    let Some(t) = view.thinking else { return };
    ui.horizontal(|ui| {
        ui.spinner();
        let text = match (&t.info, t.purpose) {
            (Some(info), Purpose::Move) => view.tr.fmt(
                "status-thinking-info",
                &[("depth", Arg::from(info.depth)), ("score", Arg::from(format_score(view.tr, info.score)))],
            ),
            _ => view.tr.get("status-thinking"),
        };
        ui.label(text);
    });
}

/// The endgame databases' notice: a progress bar while they are built, then what they hold.
fn tables(view: &View, ui: &mut egui::Ui) {
    match view.tables {
        Some(TablesStatus::Building(part, ready)) => {
            if ready > 0 {
                ready_label(view, ui, ready);
            }
            ui.label(RichText::new(view.tr.get("panel-tables-building")).weak());
            ui.add(egui::ProgressBar::new(part).show_percentage());
        }
        Some(TablesStatus::Ready(pieces)) => ready_label(view, ui, pieces),
        None => {}
    }
}

fn ready_label(view: &View, ui: &mut egui::Ui, pieces: u32) {
    ui.label(RichText::new(view.tr.fmt("panel-tables-ready", &[("pieces", Arg::from(pieces))])).weak());
}

fn buttons(view: &View, ui: &mut egui::Ui, out: &mut Vec<Command>) {
    let (s, tr) = (view.game, view.tr);
    let live = !s.is_over();
    let mut add = |ui: &mut egui::Ui, enabled: bool, key: &str, command: Command| {
        if ui.add_enabled(enabled, command::button(ui.ctx(), tr.get(key), &command)).clicked() {
            out.push(command);
        }
    };
    ui.horizontal_wrapped(|ui| {
        add(ui, s.can_take_back(), "action-takeback", Command::TakeBack);
        add(ui, s.can_redo(), "action-redo", Command::Redo);
        add(ui, live && s.human_to_move().is_some(), "action-hint", Command::Hint);
        if s.against_computer() {
            add(ui, view.computer_thinking(), "action-move-now", Command::MoveNow);
        }
        add(ui, true, "action-flip", Command::FlipBoard);
        let pause = if s.is_paused_by_user() { "action-resume" } else { "action-pause" };
        add(ui, live, pause, Command::Pause);
    });
    ui.horizontal(|ui| {
        add(ui, live, "action-offer-draw", Command::OfferDraw);
        add(ui, live, "action-resign", Command::Resign);
    });
}

/// Two people at one screen: the other side answers a draw offer.
fn draw_offer(view: &View, ui: &mut egui::Ui, out: &mut Vec<Command>) {
    let Some(offered_by) = view.draw_offer else { return };
    ui.horizontal_wrapped(|ui| {
        ui.label(view.tr.fmt("draw-offered", &[("color", i18n::color(offered_by))]));
        if ui.button(view.tr.get("draw-accept")).clicked() {
            out.push(Command::AcceptDraw);
        }
        if ui.button(view.tr.get("draw-decline")).clicked() {
            out.push(Command::DeclineDraw);
        }
    });
}

fn move_entry_field(view: &View, text: &mut String, ui: &mut egui::Ui, out: &mut Vec<Command>) {
    ui.horizontal(|ui| {
        let example = view.game.variant().example_move();
        let edit = egui::TextEdit::singleline(text)
            .hint_text(view.tr.fmt("action-enter-move", &[("example", Arg::from(example))]))
            .desired_width(ui.available_width() - 60.0);
        let response = ui.add(edit);
        let enter = response.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        if enter {
            // Typing goes on: a refused move stays in the field to be mended, and the next
            // move can follow (Escape leaves the field).
            response.request_focus();
        }
        if ui.button(view.tr.get("action-play")).clicked() || enter {
            out.push(Command::SubmitMoveEntry);
        }
    });
}

fn move_list(view: &View, ui: &mut egui::Ui, out: &mut Vec<Command>) {
    let s = view.game;
    let record = s.record();
    let plies = s.len();
    let shown = s.shown_ply();
    // The first mover's moves go in the first column.
    let offset = usize::from(record.turn_at(0) != s.variant().first_mover());
    let rows = (plies + offset).div_ceil(2);
    let mut clicked = None;
    let row_height = ui.spacing().interact_size.y;
    egui::ScrollArea::vertical().auto_shrink([false, false]).stick_to_bottom(true).show_rows(
        ui,
        row_height,
        rows,
        |ui, range| {
            egui::Grid::new("move-list").num_columns(3).min_row_height(row_height).striped(true).show(
                ui,
                |ui| {
                    for row in range {
                        ui.label(RichText::new(format!("{}.", row + 1)).monospace().weak());
                        for col in 0..2 {
                            let Some(ply) = (row * 2 + col).checked_sub(offset).filter(|&p| p < plies) else {
                                ui.label(if col == 0 { "…" } else { "" });
                                continue;
                            };
                            let current = ply + 1 == shown;
                            let text = RichText::new(s.move_text(ply)).monospace();
                            let response = ui
                                .add(egui::Button::selectable(current, text).min_size(egui::vec2(92.0, 0.0)));
                            if response.clicked() {
                                clicked = Some(ply + 1);
                            }
                            if current && s.is_reviewing() {
                                response.scroll_to_me(Some(Align::Center));
                            }
                        }
                        ui.end_row();
                    }
                },
            );
        },
    );
    if let Some(ply) = clicked {
        out.push(Command::Review(ply));
    }
}
