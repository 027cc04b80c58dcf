//! The move list of a game with notes: the main line, each move's NAGs as signs (`?!`) and its
//! comment, and its variations indented in parentheses under it, nested as deep as they go.
//! Every move is a button that shows its position: the main line's by [`Command::Review`], a
//! variation's by [`Command::Explore`]; `×` deletes a variation, and a right-click on a
//! variation's move offers to make it the main line ([`Command::PromoteVariation`]) or to
//! delete it. Also the moves of a line in
//! numbered notation ([`line_text`]) for the analysis's lines and marks.

use damier_rules::{AnyGame, Move, PdnLine, PdnMove, PdnVariation};
use eframe::egui::{self, Align, RichText};

use super::tree::{Branch, Place};
use crate::command::Command;
use crate::view::View;

/// The number of the move about to be played in `game`, and whether the first mover plays it.
fn number_of(game: &AnyGame) -> (usize, bool) {
    let plies = game.moves().len();
    let first = game.variant().first_mover();
    let offset = usize::from(game.turn_at(0) != first);
    ((plies + offset) / 2 + 1, game.turn_at(plies) == first)
}

/// The number written before the next move of `game`: `12.` for the first mover, `12...` for
/// the other at the start of a line (`starts`), nothing otherwise.
fn number_before(game: &AnyGame, starts: bool) -> Option<String> {
    match number_of(game) {
        (n, true) => Some(format!("{n}.")),
        (n, false) if starts => Some(format!("{n}...")),
        _ => None,
    }
}

/// `m`, legal in `game`, with its number: `12. 32-28`, or `12... 19-23` when `starts`.
pub fn numbered_move(game: &AnyGame, m: Move, starts: bool) -> String {
    let text = game.move_text_of(&m);
    number_before(game, starts).map_or(text.clone(), |n| format!("{n} {text}"))
}

/// The moves of `line` from the position of `game`, numbered: `12... 19-23 13. 32-28`.
pub fn line_text(game: &AnyGame, line: &[Move]) -> String {
    let mut g = game.clone();
    let mut words = Vec::new();
    for (i, m) in line.iter().enumerate() {
        words.push(numbered_move(&g, *m, i == 0));
        if g.play(m).is_err() {
            break;
        }
    }
    words.join(" ")
}

/// The signs of NAGs 1 to 6, `$n` for the others.
fn nag_text(nag: u8) -> String {
    match nag {
        1 => "!".to_owned(),
        2 => "?".to_owned(),
        3 => "!!".to_owned(),
        4 => "??".to_owned(),
        5 => "!?".to_owned(),
        6 => "?!".to_owned(),
        n => format!(" ${n}"),
    }
}

/// The move list with the notes and variations.
pub fn list(view: &View, ui: &mut egui::Ui, out: &mut Vec<Command>) {
    let record = view.game.record();
    let Ok(mut start) = AnyGame::from_fen(record.variant(), record.options(), &record.fen_at(0)) else {
        return;
    };
    let notes = view.notes;
    let current = match view.analysis.place() {
        Some(place) => place.clone(),
        None => Place::main(view.game.shown_ply()),
    };
    let following = view.analysis.place().is_some() || view.game.is_reviewing();
    let mut walk = Walk { view, out, current, following, branches: Vec::new() };
    egui::ScrollArea::vertical().id_salt("move-tree").auto_shrink([false, false]).stick_to_bottom(true).show(
        ui,
        |ui| {
            if let Some(c) = notes.comment() {
                ui.label(RichText::new(c).italics().weak());
            }
            walk.line(ui, &mut start, notes.main_line(), None);
        },
    );
}

/// The walk over the tree as it is drawn.
struct Walk<'a, 'v> {
    view: &'a View<'v>,
    out: &'a mut Vec<Command>,
    /// The place shown, highlighted.
    current: Place,
    /// Whether to scroll to it (an earlier position is shown).
    following: bool,
    /// The variations taken to the line being drawn.
    branches: Vec<Branch>,
}

impl Walk<'_, '_> {
    /// `moves` from the position of `game` (played into it): rows of moves, each ended by a
    /// move with variations, which follow it indented. A variation's line starts with its
    /// `×` and its comment (`lead`).
    fn line(&mut self, ui: &mut egui::Ui, game: &mut AnyGame, moves: &[PdnMove], mut lead: Option<&PdnLine>) {
        let mut i = 0;
        let mut starts = true;
        if moves.is_empty() && lead.is_some() {
            ui.horizontal_wrapped(|ui| self.lead(ui, lead.take()));
        }
        while i < moves.len() {
            // The position before the row's last move and its index, when it has variations.
            let mut branching = None;
            ui.horizontal_wrapped(|ui| {
                self.lead(ui, lead.take());
                while i < moves.len() {
                    let pm = &moves[i];
                    self.move_button(ui, game, pm, i, starts);
                    starts = pm.comment.is_some();
                    if let Some(c) = &pm.comment {
                        ui.label(RichText::new(c).italics().weak());
                    }
                    if !pm.variations.is_empty() {
                        branching = Some((game.clone(), i));
                    }
                    i += 1;
                    if game.play(&pm.mv).is_err() {
                        // A move after the rules ended the game: the rest is not drawn.
                        i = moves.len();
                    }
                    if branching.is_some() {
                        break;
                    }
                }
            });
            if let Some((from, at)) = branching {
                self.variations(ui, &from, &moves[at].variations, at);
                starts = true;
            }
        }
    }

    /// The `×` that deletes the variation being drawn, and its comment.
    fn lead(&mut self, ui: &mut egui::Ui, line: Option<&PdnLine>) {
        let Some(line) = line else { return };
        let delete = ui.small_button("×").on_hover_text(self.view.tr.get("analysis-delete"));
        if delete.clicked() {
            self.out.push(Command::DeleteVariation(Place { branches: self.branches.clone(), ply: 1 }));
        }
        if let Some(c) = &line.comment {
            ui.label(RichText::new(c).italics().weak());
        }
    }

    fn move_button(&mut self, ui: &mut egui::Ui, game: &AnyGame, pm: &PdnMove, index: usize, starts: bool) {
        let mut text = numbered_move(game, pm.mv, starts);
        text.extend(pm.nags.iter().map(|&n| nag_text(n)));
        let place = Place { branches: self.branches.clone(), ply: index + 1 };
        let current = place == self.current;
        let response = ui.add(egui::Button::selectable(current, RichText::new(text).monospace()));
        if !place.is_main() {
            response.context_menu(|ui| {
                let tr = self.view.tr;
                if ui.button(tr.get("analysis-promote")).clicked() {
                    self.out.push(Command::PromoteVariation(place.clone()));
                }
                if ui.button(tr.get("analysis-delete")).clicked() {
                    self.out.push(Command::DeleteVariation(place.clone()));
                }
            });
        }
        if response.clicked() {
            self.out.push(if place.is_main() { Command::Review(place.ply) } else { Command::Explore(place) });
        }
        if current && self.following {
            response.scroll_to_me(Some(Align::Center));
        }
    }

    /// The variations of move `index` of the line being drawn, from `from` (the position
    /// before it), each indented in parentheses with its `×`.
    fn variations(&mut self, ui: &mut egui::Ui, from: &AnyGame, variations: &[PdnVariation], index: usize) {
        ui.indent(("variations", self.branches.len(), index), |ui| {
            for (v, variation) in variations.iter().enumerate() {
                let branch = Branch { at: index, variation: v };
                match variation {
                    PdnVariation::Text(text) => {
                        ui.label(RichText::new(format!("({text})")).monospace().weak());
                    }
                    PdnVariation::Line(line) => {
                        self.branches.push(branch);
                        self.line(ui, &mut from.clone(), &line.moves, Some(line));
                        self.branches.pop();
                    }
                }
            }
        });
    }
}

#[cfg(test)]
mod tests {
    use damier_rules::{GameOptions, Variant};

    use super::*;

    #[test]
    fn lines_are_numbered_from_the_position_they_start_in() {
        let mut game = AnyGame::start(Variant::English, GameOptions::default());
        let line: Vec<Move> = ["11-15", "22-18", "15x22"]
            .iter()
            .map(|t| {
                let m = game.parse_move(t).expect("legal");
                game.play(&m).expect("legal");
                m
            })
            .collect();
        let start = AnyGame::start(Variant::English, GameOptions::default());
        assert_eq!(line_text(&start, &line), "1. 11-15 22-18 2. 15x22");
        let mut after = start.clone();
        after.play(&line[0]).expect("legal");
        assert_eq!(line_text(&after, &line[1..]), "1... 22-18 2. 15x22");
        assert_eq!(nag_text(4), "??");
        assert_eq!(nag_text(14), " $14");
    }
}
