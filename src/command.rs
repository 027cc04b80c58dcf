//! The app's commands: menus, buttons, the board and keyboard shortcuts all produce a
//! [`Command`], and [`crate::app::DamierApp::run`] is the one place that changes the app's
//! state for it. A command's shortcut is named here once; menus and buttons label it with
//! egui's `format_shortcut` (⌘ on macOS, Ctrl elsewhere).

use damier_rules::{Color, Move, Piece, Variant};
use eframe::egui::{self, Key, KeyboardShortcut, Modifiers};

use crate::i18n::{Language, Message};
use crate::model::Player;
use crate::settings::NewGameChoice;

/// Something the user asked for.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// Open the New game dialog.
    NewGameDialog,
    /// Start a game from the New game dialog's choices and its FEN field.
    StartGame {
        choice: NewGameChoice,
        fen: String,
    },
    OpenPdn,
    SavePdn,
    /// A game in progress would be replaced: save it first, then do `then`.
    SaveThen(Replace),
    /// A game in progress would be replaced: do `then` without saving it.
    DiscardThen(Replace),
    /// Copy the position shown to the clipboard as FEN.
    CopyFen,
    /// Copy the game to the clipboard as PDN.
    CopyPdn,
    /// Play on from a FEN or PDN pasted onto the board (Ctrl+V).
    Paste(String),
    /// Open this game (0-based) of the file's games listed.
    OpenPicked(usize),
    Quit,
    /// Turn the current game's board (the next game shows the person's side at the bottom).
    FlipBoard,
    /// View: always White at the bottom.
    WhiteAtBottom(bool),
    ShowLabels(bool),
    Animate(bool),
    /// View: sounds off, or on again.
    ToggleMute,
    AnimationMs(u32),
    SetLanguage(Language),
    /// Play a move on the board (animated).
    Play(Move),
    /// The board refused a pick or a drop: why, for the status line.
    BoardMessage(Message),
    /// Play the move typed in the move field.
    SubmitMoveEntry,
    TakeBack,
    Redo,
    Hint,
    MoveNow,
    OfferDraw,
    /// Two people at one screen: the other side accepts the draw offered.
    AcceptDraw,
    DeclineDraw,
    /// Ask whether to resign.
    Resign,
    /// Resign, confirmed.
    ConfirmResign,
    /// Pause the game, or resume it.
    Pause,
    /// Show the board after this many plies.
    Review(usize),
    ReviewBack,
    ReviewForward,
    /// Back to the current position.
    ReviewEnd,
    ShowRules(Variant),
    /// Open the editor on the position shown.
    SetUpPosition,
    /// A change to the position being set up.
    Edit(Edit),
    /// Close the editor, back to the game.
    CloseEditor,
    /// Start a game from the editor's position (the game in progress saved or discarded
    /// first), and with `analyse`, analyse it.
    PlayFromEditor {
        analyse: bool,
    },
    /// Open the Engines window (the added Hub programs).
    EnginesDialog,
    CloseEngines,
    /// Choose a Hub program to add as an engine (a file dialog).
    AddEngine,
    /// Forget the added engine with this id.
    RemoveEngine(u32),
    /// An added engine's time per move, in milliseconds.
    EngineMoveMs(u32),
    /// The pause between two computers' moves, in milliseconds.
    WatchPauseMs(u32),
    /// A value typed or picked for an added engine's option (checked before it is kept).
    SetEngineOption {
        id: u32,
        name: String,
        value: String,
    },
    /// The engine that analyses in the analysis mode: an added engine's id, or Damier's own.
    AnalysisEngine(Option<u32>),
    /// Analyse the position shown: the analysis mode on ([`crate::analysis`]).
    Analyse,
    /// The analysis mode on or off (A).
    ToggleAnalysis,
    /// Show a position inside the variations (the move list).
    Explore(crate::analysis::tree::Place),
    /// Delete the variation this place is in.
    DeleteVariation(crate::analysis::tree::Place),
    /// Make the variation this place is in the line it leaves (the main line, for a
    /// variation of the game's moves).
    PromoteVariation(crate::analysis::tree::Place),
    /// Analyse every position of the game in the background.
    AnalyseGame,
    CancelGameAnalysis,
    /// The time per position of "Analyse game", in seconds.
    AnalysisTime(f32),
    ShowAbout,
}

/// What replacing the game in progress is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Replace {
    NewGame,
    OpenPdn,
    /// The game or position pasted (Ctrl+V).
    Pasted,
    /// The position set up in the editor ([`Command::PlayFromEditor`]).
    FromEditor {
        analyse: bool,
    },
}

/// Shortcuts that work even while a text field has the keyboard or a dialog is open.
const GLOBAL: [Command; 3] = [Command::NewGameDialog, Command::TakeBack, Command::Redo];
/// Shortcuts of the board, off while a text field has the keyboard or a dialog is open.
const BOARD: [Command; 8] = [
    Command::FlipBoard,
    Command::ToggleAnalysis,
    Command::ToggleMute,
    Command::Hint,
    Command::Pause,
    Command::ReviewBack,
    Command::ReviewForward,
    Command::ReviewEnd,
];

impl Command {
    /// The command's keyboard shortcut, if it has one.
    pub fn shortcut(&self) -> Option<KeyboardShortcut> {
        let (modifiers, key) = match self {
            Command::NewGameDialog => (Modifiers::COMMAND, Key::N),
            Command::TakeBack => (Modifiers::COMMAND, Key::Z),
            Command::Redo => (Modifiers::COMMAND, Key::Y),
            Command::ToggleAnalysis => (Modifiers::NONE, Key::A),
            Command::FlipBoard => (Modifiers::NONE, Key::F),
            Command::Hint => (Modifiers::NONE, Key::H),
            Command::Pause => (Modifiers::NONE, Key::P),
            Command::ToggleMute => (Modifiers::NONE, Key::M),
            Command::ReviewEnd => (Modifiers::NONE, Key::End),
            Command::ReviewBack => (Modifiers::NONE, Key::ArrowLeft),
            Command::ReviewForward => (Modifiers::NONE, Key::ArrowRight),
            _ => return None,
        };
        Some(KeyboardShortcut::new(modifiers, key))
    }

    /// The commands whose shortcuts were pressed this frame; the board's (and a paste onto
    /// the board) only when `board_keys` (no text field has the keyboard, no dialog is open).
    pub fn from_keyboard(ctx: &egui::Context, board_keys: impl FnOnce() -> bool) -> Vec<Command> {
        let mut pressed: Vec<Command> = GLOBAL.into_iter().filter(|c| consume(ctx, c)).collect();
        if board_keys() {
            pressed.extend(BOARD.into_iter().filter(|c| consume(ctx, c)));
            ctx.input(|i| {
                pressed.extend(i.events.iter().filter_map(|e| match e {
                    egui::Event::Paste(text) => Some(Command::Paste(text.clone())),
                    _ => None,
                }));
            });
        }
        pressed
    }
}

fn consume(ctx: &egui::Context, command: &Command) -> bool {
    command.shortcut().is_some_and(|s| ctx.input_mut(|i| i.consume_shortcut(&s)))
}

/// A button labelled `text` showing `command`'s shortcut, if it has one, as the platform
/// writes it (`Ctrl+Z`, `⌘Z`).
pub fn button(ctx: &egui::Context, text: String, command: &Command) -> egui::Button<'static> {
    let button = egui::Button::new(text);
    match command.shortcut() {
        Some(shortcut) => button.shortcut_text(ctx.format_shortcut(&shortcut)),
        None => button,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shortcuts_are_distinct_and_labelled_by_egui() {
        let all: Vec<Command> = GLOBAL.into_iter().chain(BOARD).collect();
        let shortcuts: Vec<KeyboardShortcut> = all.iter().filter_map(Command::shortcut).collect();
        assert_eq!(shortcuts.len(), all.len(), "every listed command has a shortcut");
        for (i, a) in shortcuts.iter().enumerate() {
            assert!(shortcuts[i + 1..].iter().all(|b| b != a), "{a:?} twice");
        }
        assert_eq!(Command::Resign.shortcut(), None);
        let ctx = egui::Context::default();
        assert_eq!(ctx.format_shortcut(&Command::FlipBoard.shortcut().expect("F")), "F");
        let undo = ctx.format_shortcut(&Command::TakeBack.shortcut().expect("Ctrl+Z"));
        assert!(undo == "Ctrl+Z" || undo == "⌘Z", "{undo}");
    }
}

/// One change to the position being set up, or to who plays from it.
#[derive(Clone, Debug, PartialEq)]
pub enum Edit {
    /// Put the palette's piece on a square (a piece there is replaced).
    Place(u8),
    /// Put this piece on a square (dropped from the palette).
    PlacePiece(u8, Piece),
    /// Take the piece off a square (right-click, or dragged off the board).
    Remove(u8),
    /// Move a piece from one square to another (dragged).
    Move {
        from: u8,
        to: u8,
    },
    /// The palette's piece kind.
    Brush(Piece),
    /// Take every piece off.
    Clear,
    /// The game's start position.
    StartPosition,
    /// Another game: its start position.
    Variant(Variant),
    Turn(Color),
    Flip,
    /// The FEN field's text changed: read it, and show it on the board if it reads.
    Fen(String),
    /// Who plays a side from here.
    Player(Color, Player),
}
