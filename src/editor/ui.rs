//! The editor's side panel (the game, the palette, clear, start position, flip, the side to
//! move, the FEN field, what is wrong, who plays, Play and Analyse) and its board. Both read
//! the [`Editor`] and answer with [`Command`]s.

use damier_rules::{Color, Variant};
use eframe::egui::{self, RichText};

use super::{Edit, Editor};
use crate::board::{SetupInput, setup_board, swatch};
use crate::command::Command;
use crate::i18n::Arg;
use crate::model::Player;
use crate::settings::LEVELS;
use crate::theme;
use crate::view::View;

/// The editor's board in the central panel.
pub fn board(view: &View, editor: &Editor, ui: &mut egui::Ui) -> Option<Command> {
    let input = SetupInput {
        variant: editor.variant(),
        pieces: editor.pieces(),
        flipped: editor.flipped(),
        show_labels: view.settings.show_labels,
        tr: view.tr,
    };
    setup_board(ui, &input).map(Command::Edit)
}

/// The editor's side panel.
pub fn panel(view: &View, editor: &Editor, ui: &mut egui::Ui, out: &mut Vec<Command>) {
    egui::Panel::right("editor").resizable(true).default_size(320.0).size_range(260.0..=480.0).show(
        ui,
        |ui| {
            egui::ScrollArea::vertical().auto_shrink([false, false]).show(ui, |ui| {
                ui.add_space(6.0);
                ui.heading(view.tr.get("editor-title"));
                games(view, editor, ui, out);
                ui.add_space(4.0);
                palette(view, editor, ui, out);
                ui.add_space(4.0);
                ui.horizontal_wrapped(|ui| {
                    for (id, edit) in [
                        ("editor-clear", Edit::Clear),
                        ("editor-start", Edit::StartPosition),
                        ("editor-flip", Edit::Flip),
                    ] {
                        if ui.button(view.tr.get(id)).clicked() {
                            out.push(Command::Edit(edit));
                        }
                    }
                });
                turn(view, editor, ui, out);
                fen(view, editor, ui, out);
                ui.separator();
                verdict(view, editor, ui);
                ui.separator();
                players(view, editor, ui, out);
                ui.add_space(6.0);
                actions(view, editor, ui, out);
            });
        },
    );
}

fn games(view: &View, editor: &Editor, ui: &mut egui::Ui, out: &mut Vec<Command>) {
    ui.horizontal_wrapped(|ui| {
        for variant in Variant::ALL {
            if ui.selectable_label(editor.variant() == variant, view.tr.game_name(variant)).clicked()
                && editor.variant() != variant
            {
                out.push(Command::Edit(Edit::Variant(variant)));
            }
        }
    });
}

fn palette(view: &View, editor: &Editor, ui: &mut egui::Ui, out: &mut Vec<Command>) {
    ui.label(RichText::new(view.tr.get("editor-palette")).weak());
    ui.horizontal_wrapped(|ui| {
        for piece in editor.palette() {
            let response = swatch(ui, editor.variant(), piece, editor.brush() == piece, view.tr);
            if response.clicked() {
                out.push(Command::Edit(Edit::Brush(piece)));
            }
        }
    });
}

fn turn(view: &View, editor: &Editor, ui: &mut egui::Ui, out: &mut Vec<Command>) {
    ui.horizontal(|ui| {
        ui.label(view.tr.get("editor-to-move"));
        for color in [Color::White, Color::Black] {
            if ui.radio(editor.turn() == color, view.color_name(color)).clicked() && editor.turn() != color {
                out.push(Command::Edit(Edit::Turn(color)));
            }
        }
    });
}

fn fen(view: &View, editor: &Editor, ui: &mut egui::Ui, out: &mut Vec<Command>) {
    ui.label(view.tr.get("editor-fen"));
    let mut text = editor.fen().to_owned();
    let field =
        egui::TextEdit::multiline(&mut text).desired_rows(2).desired_width(f32::INFINITY).code_editor();
    let response = ui.add(field);
    if response.changed() {
        out.push(Command::Edit(Edit::Fen(text)));
    }
    if let Some(error) = editor.fen_error() {
        let error = view.tr.parse_error(error);
        let text = view.tr.fmt("editor-fen-error", &[("error", Arg::from(error))]);
        ui.label(RichText::new(text).color(theme::ACCENT));
    }
}

/// What is wrong, one line per problem, or that the position can be played (with the notes
/// of a study position).
fn verdict(view: &View, editor: &Editor, ui: &mut egui::Ui) {
    let (problems, notes) = editor.check();
    if problems.is_empty() && editor.fen_error().is_none() {
        ui.label(RichText::new(view.tr.get("editor-ready")).strong());
    } else if !problems.is_empty() {
        ui.label(RichText::new(view.tr.get("editor-problems")).strong().color(theme::ACCENT));
    }
    for problem in &problems {
        ui.label(RichText::new(view.tr.position_error(problem)).color(theme::ACCENT));
    }
    for note in &notes {
        ui.label(view.tr.study_note(note));
    }
}

/// Who plays each side from here: a person, or the computer at a level.
fn players(view: &View, editor: &Editor, ui: &mut egui::Ui, out: &mut Vec<Command>) {
    for color in [Color::White, Color::Black] {
        ui.horizontal(|ui| {
            ui.label(view.color_name(color));
            let current = editor.player(color);
            egui::ComboBox::from_id_salt(("editor-player", color.index()))
                .selected_text(player_name(view, current))
                .width(180.0)
                .height(480.0)
                .show_ui(ui, |ui| {
                    for player in player_choices(view) {
                        if ui.selectable_label(player == current, player_name(view, player)).clicked() {
                            out.push(Command::Edit(Edit::Player(color, player)));
                        }
                    }
                });
        });
    }
}

/// A person, the computer at each level, each added engine.
fn player_choices(view: &View) -> Vec<Player> {
    let engines = view.settings.engines.iter().map(|e| Player::Engine(e.id));
    std::iter::once(Player::Human).chain(LEVELS.map(Player::Computer)).chain(engines).collect()
}

fn player_name(view: &View, player: Player) -> String {
    match player {
        Player::Human => view.tr.get("editor-person"),
        Player::Computer(level) => view.tr.fmt("panel-computer", &[("level", Arg::from(level))]),
        Player::Engine(id) => view.engine_name(id),
    }
}

fn actions(view: &View, editor: &Editor, ui: &mut egui::Ui, out: &mut Vec<Command>) {
    let playable = editor.game(Default::default()).is_some();
    ui.horizontal_wrapped(|ui| {
        let play = egui::Button::new(RichText::new(view.tr.get("editor-play")).strong());
        if ui.add_enabled(playable, play).clicked() {
            out.push(Command::PlayFromEditor { analyse: false });
        }
        if ui.add_enabled(playable, egui::Button::new(view.tr.get("editor-analyse"))).clicked() {
            out.push(Command::PlayFromEditor { analyse: true });
        }
        if ui.button(view.tr.get("editor-close")).clicked() {
            out.push(Command::CloseEditor);
        }
    });
}
