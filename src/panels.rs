//! The panels around the board: the menu bar, the side panel (players and clocks, the
//! computer's thinking, the buttons, the move list, typed moves) and the status line.

use damier_rules::{Color, Variant};
use eframe::egui::{self, Align, RichText};

use crate::app::{DamierApp, Purpose};
use crate::clock::format_clock;
use crate::dialogs::NewGameDialog;
use crate::i18n::Language;
use crate::theme;

/// The status line: the last message, or whose turn it is.
pub fn status_text(app: &DamierApp) -> String {
    if let Some(text) = &app.status {
        return text.clone();
    }
    let s = &app.session;
    if s.is_over() {
        return app.tr.get("status.game_over").to_owned();
    }
    if s.is_reviewing() {
        return app.tr.fmt("status.review", &[("n", &s.shown_ply().to_string())]);
    }
    if app.thinking.as_ref().is_some_and(|t| t.purpose == Purpose::Move) {
        // The depth and score change several times a second: they are in the side panel, not
        // in the status line a screen reader reads out.
        return app.tr.get("status.thinking").to_owned();
    }
    let color = app.color_name(s.turn());
    if app.against_computer() && s.human_to_move().is_some() {
        app.tr.fmt("status.your_move", &[("color", &color)])
    } else {
        app.tr.fmt("status.to_move", &[("color", &color)])
    }
}

/// A score in men, from the side to move's view: `+1.25`.
fn format_score(score: i32) -> String {
    if score.abs() >= 29_000 {
        return if score > 0 { "+∞".to_owned() } else { "−∞".to_owned() };
    }
    format!("{:+.2}", f64::from(score) / 100.0)
}

pub fn menu_bar(app: &mut DamierApp, ui: &mut egui::Ui) {
    egui::Panel::top("menu").show(ui, |ui| {
        egui::MenuBar::new().ui(ui, |ui| {
            let title = app.tr.get("menu.game").to_owned();
            ui.menu_button(title, |ui| {
                if ui.add(egui::Button::new(app.tr.get("menu.new")).shortcut_text("Ctrl+N")).clicked() {
                    app.new_game = Some(NewGameDialog::new(&app.settings.new_game));
                    ui.close();
                }
                let busy = app.files_busy();
                if ui.add_enabled(!busy, egui::Button::new(app.tr.get("menu.open"))).clicked() {
                    app.open_pdn();
                    ui.close();
                }
                if ui.add_enabled(!busy, egui::Button::new(app.tr.get("menu.save"))).clicked() {
                    app.save_pdn();
                    ui.close();
                }
                if ui.button(app.tr.get("menu.copy_fen")).clicked() {
                    app.copy_fen(ui.ctx());
                    ui.close();
                }
                ui.separator();
                if ui.button(app.tr.get("menu.quit")).clicked() {
                    ui.ctx().send_viewport_cmd(egui::ViewportCommand::Close);
                }
            });
            let title = app.tr.get("menu.view").to_owned();
            ui.menu_button(title, |ui| {
                let mut changed = false;
                if ui.add(egui::Button::new(app.tr.get("view.flip")).shortcut_text("F")).clicked() {
                    app.settings.flipped = !app.settings.flipped;
                    changed = true;
                }
                changed |= ui.checkbox(&mut app.settings.show_labels, app.tr.get("view.labels")).changed();
                changed |= ui.checkbox(&mut app.settings.animate, app.tr.get("view.animate")).changed();
                ui.add_enabled_ui(app.settings.animate, |ui| {
                    ui.label(app.tr.get("view.animation_speed"));
                    changed |= ui
                        .add(egui::Slider::new(&mut app.settings.animation_ms, 60..=600).suffix(" ms"))
                        .changed();
                });
                ui.separator();
                ui.label(app.tr.get("view.language"));
                for lang in Language::ALL {
                    if ui.radio(app.settings.language == lang, lang.native_name()).clicked() {
                        app.set_language(lang);
                    }
                }
                if changed {
                    app.save_settings();
                }
            });
            let title = app.tr.get("menu.help").to_owned();
            ui.menu_button(title, |ui| {
                for v in Variant::ALL {
                    let label = format!("{} — {}", app.tr.get("help.rules"), app.tr.get(game_key(v)));
                    if ui.button(label).clicked() {
                        app.show_rules = Some(v);
                        ui.close();
                    }
                }
                if ui.button(app.tr.get("help.about")).clicked() {
                    app.show_about = true;
                    ui.close();
                }
            });
        });
    });
}

/// The translation key of a game's name.
pub fn game_key(v: Variant) -> &'static str {
    match v {
        Variant::International => "game.international",
        Variant::English => "game.english",
        Variant::Dablot => "game.dablot",
    }
}

pub fn status_bar(app: &mut DamierApp, ui: &mut egui::Ui) {
    egui::Panel::bottom("status").show(ui, |ui| {
        ui.horizontal(|ui| {
            let text = status_text(app);
            let response = ui.add(egui::Label::new(RichText::new(&text).strong()).truncate());
            // The status line is a live region: screen readers read it out when it changes.
            ui.ctx().accesskit_node_builder(response.id, |node| {
                node.set_live(egui::accesskit::Live::Polite);
            });
        });
    });
}

pub fn side_panel(app: &mut DamierApp, ui: &mut egui::Ui) {
    egui::Panel::right("side").resizable(true).default_size(300.0).size_range(240.0..=460.0).show(ui, |ui| {
        ui.add_space(6.0);
        ui.heading(app.tr.get(game_key(app.session.variant())));
        ui.add_space(4.0);
        clocks(app, ui);
        ui.add_space(6.0);
        thinking(app, ui);
        buttons(app, ui);
        draw_offer(app, ui);
        ui.separator();
        move_entry(app, ui);
        ui.separator();
        ui.label(RichText::new(app.tr.get("panel.moves")).strong());
        move_list(app, ui);
    });
}

fn clocks(app: &mut DamierApp, ui: &mut egui::Ui) {
    let now = app.now();
    let turn = app.session.turn();
    let live = !app.session.is_over();
    // The side at the top of the board first.
    let order =
        if app.settings.flipped { [Color::White, Color::Black] } else { [Color::Black, Color::White] };
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
                        if let Some(left) = app.session.clock_left(color, now) {
                            let low = left < 30.0;
                            let text = RichText::new(format_clock(left)).monospace().size(24.0);
                            ui.label(if low { text.color(theme::ACCENT) } else { text });
                        }
                        ui.with_layout(egui::Layout::top_down(Align::Min), |ui| {
                            ui.label(RichText::new(app.color_name(color)).strong());
                            ui.add(egui::Label::new(RichText::new(app.player_name(color)).weak()).truncate());
                        });
                    });
                });
            },
        );
        ui.add_space(3.0);
    }
}

fn thinking(app: &mut DamierApp, ui: &mut egui::Ui) {
    let Some(t) = &app.thinking else { return };
    ui.horizontal(|ui| {
        ui.spinner();
        let text = match (&t.info, t.purpose) {
            (Some(info), Purpose::Move) => app.tr.fmt(
                "status.thinking_info",
                &[("depth", &info.depth.to_string()), ("score", &format_score(info.score))],
            ),
            _ => app.tr.get("status.thinking").to_owned(),
        };
        ui.label(text);
    });
}

fn buttons(app: &mut DamierApp, ui: &mut egui::Ui) {
    let s = &app.session;
    let live = !s.is_over();
    let can_take_back = s.can_take_back();
    let can_redo = s.can_redo();
    let human_turn = s.human_to_move().is_some();
    let computer_thinking = app.thinking.as_ref().is_some_and(|t| t.purpose == Purpose::Move);
    let against_computer = app.against_computer();
    ui.horizontal_wrapped(|ui| {
        if ui
            .add_enabled(
                can_take_back,
                egui::Button::new(app.tr.get("action.takeback")).shortcut_text("Ctrl+Z"),
            )
            .clicked()
        {
            app.take_back();
        }
        if ui
            .add_enabled(can_redo, egui::Button::new(app.tr.get("action.redo")).shortcut_text("Ctrl+Y"))
            .clicked()
        {
            app.redo();
        }
        if ui
            .add_enabled(live && human_turn, egui::Button::new(app.tr.get("action.hint")).shortcut_text("H"))
            .clicked()
        {
            app.hint();
        }
        if against_computer
            && ui.add_enabled(computer_thinking, egui::Button::new(app.tr.get("action.move_now"))).clicked()
        {
            app.move_now();
        }
        if ui.add(egui::Button::new(app.tr.get("action.flip")).shortcut_text("F")).clicked() {
            app.settings.flipped = !app.settings.flipped;
            app.save_settings();
        }
    });
    ui.horizontal(|ui| {
        if ui.add_enabled(live, egui::Button::new(app.tr.get("action.offer_draw"))).clicked() {
            app.offer_draw();
        }
        if ui.add_enabled(live, egui::Button::new(app.tr.get("action.resign"))).clicked() {
            app.resign();
        }
    });
}

/// Two people at one screen: the other side answers a draw offer.
fn draw_offer(app: &mut DamierApp, ui: &mut egui::Ui) {
    let Some(offered_by) = app.draw_offer else { return };
    let other = app.color_name(offered_by.opposite());
    ui.horizontal_wrapped(|ui| {
        ui.label(format!("{other}: {}?", app.tr.get("action.offer_draw")));
        if ui.button(app.tr.get("result.draw")).clicked() {
            app.accept_draw();
        }
        if ui.button(app.tr.get("cancel")).clicked() {
            app.draw_offer = None;
        }
    });
}

fn move_entry(app: &mut DamierApp, ui: &mut egui::Ui) {
    ui.horizontal(|ui| {
        let edit = egui::TextEdit::singleline(&mut app.move_entry)
            .hint_text(app.tr.fmt("action.enter_move", &[("example", example_move(app.session.variant()))]))
            .desired_width(ui.available_width() - 60.0);
        let response = ui.add(edit);
        let enter = response.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        if ui.button(app.tr.get("action.play")).clicked() || enter {
            app.submit_move_entry();
        }
    });
}

/// A first move of each game, as the move field's example.
fn example_move(variant: Variant) -> &'static str {
    match variant {
        Variant::International => "32-28",
        Variant::English => "11-15",
        Variant::Dablot => "e5-f6",
    }
}

fn move_list(app: &mut DamierApp, ui: &mut egui::Ui) {
    let s = &app.session;
    let record = s.record();
    let plies = s.len();
    let shown = s.shown_ply();
    // The first mover's moves go in the first column: Black in English checkers (seed 004).
    let first_mover = if s.variant() == Variant::English { Color::Black } else { Color::White };
    let offset = usize::from(record.turn_at(0) != first_mover);
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
        app.session.review(ply);
        app.board.cancel();
    }
}
