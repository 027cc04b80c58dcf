//! The editor's commands: opening it on the position shown, its changes, and playing or
//! analysing from the position set up ([`crate::editor`]).

use super::*;
use crate::editor::{Edit, Editor};

impl DamierApp {
    /// The position being set up, while the editor is open.
    pub fn editor(&self) -> Option<&Editor> {
        self.live.editor.as_ref()
    }

    /// Carries out the editor's commands; while it is open, a paste is a FEN for it and F
    /// turns its board. Gives back any other command.
    pub(super) fn run_editing(&mut self, command: Command) -> Option<Command> {
        match (command, &mut self.live.editor) {
            (Command::SetUpPosition, _) => self.open_editor(),
            (Command::Edit(edit), Some(editor)) => editor.apply(edit),
            (Command::Paste(text), Some(editor)) => editor.apply(Edit::Fen(text)),
            (Command::FlipBoard, Some(editor)) => editor.apply(Edit::Flip),
            (Command::CloseEditor, _) => self.live.editor = None,
            (Command::PlayFromEditor { analyse }, Some(_)) => self.guard(Replace::FromEditor { analyse }),
            (Command::Hint, _) => self.hint(),
            (Command::Edit(_) | Command::PlayFromEditor { .. }, None) => {}
            (other, _) => return Some(other),
        }
        None
    }

    /// Opens the editor on the position shown, the players as in the game.
    fn open_editor(&mut self) {
        let s = &self.saved.game;
        let (record, ply) = (s.record(), s.shown_ply());
        let players = s.setup().players;
        let mut editor = Editor::new(s.variant(), record.pieces_at(ply), record.turn_at(ply), players);
        if self.flipped() {
            editor.apply(Edit::Flip);
        }
        self.live.editor = Some(editor);
    }

    /// Starts the game set up in the editor and closes it; with `analyse`, between two people
    /// and analysed.
    pub(super) fn play_from_editor(&mut self, analyse: bool) {
        let choice = &self.saved.settings.new_game;
        let Some(mut setup) = self.live.editor.as_ref().and_then(|e| e.setup(choice)) else { return };
        if analyse {
            // The position is studied: nobody moves but the person exploring it.
            setup.players = [Player::Human; 2];
        }
        self.live.editor = None;
        self.start_game(setup);
        if analyse {
            self.run_analysis(Command::Analyse);
        }
    }

    /// The computer's suggestion for the person to move.
    fn hint(&mut self) {
        if self.saved.game.human_to_move().is_some() {
            self.think(Purpose::Hint, Level::Master, Budget::MoveTime(ADVICE_TIME));
        }
    }

    /// The editor's side panel and board in place of the game's, while it is open.
    pub(super) fn editor_side_panel(&self, ui: &mut egui::Ui, out: &mut Vec<Command>) -> bool {
        let Some(editor) = &self.live.editor else { return false };
        crate::editor::ui::panel(&self.view(), editor, ui, out);
        true
    }

    pub(super) fn editor_board(&self, ui: &mut egui::Ui) -> Option<Option<Command>> {
        let editor = self.live.editor.as_ref()?;
        Some(crate::editor::ui::board(&self.view(), editor, ui))
    }
}
