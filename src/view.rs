//! What the panels and dialogs read: a [`View`] of the app's state for one frame, and the
//! words it is shown in (the status line, the players' names). Panels and dialogs never change
//! the app: they answer with [`crate::command::Command`]s.

use damier_rules::{Color, IllegalMove, ParseError, ParseErrorKind};

use crate::engine_link::{Purpose, Thinking};
use crate::i18n::{self, Arg, Message, Tr};
use crate::model::{GameState, Player};
use crate::settings::Settings;
use crate::tables::TablesStatus;

/// The app's state as the panels and dialogs see it during one frame.
pub struct View<'a> {
    pub tr: &'a Tr,
    /// The analysis mode, the game's notes and variations, the game's analysis.
    pub analysis: &'a crate::analysis::Analysis,
    /// The game's comments, NAGs and variations.
    pub notes: &'a crate::analysis::tree::Notes,
    pub game: &'a GameState,
    pub settings: &'a Settings,
    /// The search in flight.
    pub thinking: Option<&'a Thinking>,
    /// The status line's message, to be worded; `None` shows whose turn it is.
    pub status: Option<&'a Message>,
    /// Two people at one screen: the side that offered a draw, waiting for the other's answer.
    pub draw_offer: Option<Color>,
    /// A file dialog is open (Open and Save wait for it).
    pub files_busy: bool,
    /// The board is still animating the last move.
    pub animating: bool,
    /// Black at the bottom of the board.
    pub flipped: bool,
    /// The inactivity warning: the side warned and, with the strict rule, the seconds left.
    pub warning: Option<(Color, Option<u64>)>,
    /// egui's time at the start of this frame, in seconds: the clocks' time.
    pub now: f64,
    /// The current game's endgame databases, once the master wanted them.
    pub tables: Option<TablesStatus>,
    /// Why an added engine was stopped in this game.
    pub engine_notice: Option<&'a Message>,
    /// The engine option whose value was refused (engine id, option name) and why.
    pub option_problem: Option<&'a (u32, String, Message)>,
}

impl View<'_> {
    /// Whether the computer is thinking about its own move.
    pub fn computer_thinking(&self) -> bool {
        self.thinking.is_some_and(|t| t.purpose == Purpose::Move)
    }

    pub fn color_name(&self, color: Color) -> String {
        self.tr.color_name(color)
    }

    /// The name a PDN file gave the side, if any, else [`View::player_name`]: what saving writes.
    pub fn pdn_name(&self, color: Color) -> String {
        let named = &self.game.setup().names[color.index()];
        if named.is_empty() { self.player_name(color) } else { named.clone() }
    }

    /// "You", "Player", a person's name from an opened file, or "Computer (Club)".
    pub fn player_name(&self, color: Color) -> String {
        let named = &self.game.setup().names[color.index()];
        if !named.is_empty() && self.game.player(color) == Player::Human {
            return named.clone();
        }
        match self.game.player(color) {
            Player::Human if self.game.against_computer() => self.tr.get("panel-you"),
            Player::Human => self.tr.get("panel-player"),
            Player::Computer(n) => self.tr.fmt("panel-computer", &[("level", Arg::from(n))]),
            Player::Engine(id) => self.engine_name(id),
        }
    }

    /// The name of the added engine `id` ("Engine" if it has been removed).
    pub fn engine_name(&self, id: u32) -> String {
        self.settings.engine(id).map_or_else(|| self.tr.get("engine-unknown"), |e| e.name.clone())
    }

    /// The status line: the last message, or whose turn it is.
    pub fn status_text(&self) -> String {
        if let Some(message) = self.status {
            return self.tr.message(message);
        }
        let s = self.game;
        if let Some(text) = self.result_text() {
            return text;
        }
        if s.is_reviewing() {
            return self.review_text();
        }
        if s.is_paused_by_user() {
            return self.tr.get("status-paused");
        }
        if self.computer_thinking() {
            // The depth and score change several times a second: they are in the side panel,
            // not in the status line a screen reader reads out.
            return self.tr.get("status-thinking");
        }
        let color = [("color", i18n::color(s.turn()))];
        if s.against_computer() && s.player(s.turn()) == Player::Human {
            self.tr.fmt("status-your-move", &color)
        } else {
            self.tr.fmt("status-to-move", &color)
        }
    }
}

impl View<'_> {
    /// The result in words ("Black wins: White resigned"), once the game is over.
    pub fn result_text(&self) -> Option<String> {
        let outcome = self.game.outcome()?;
        Some(self.tr.outcome_line(&outcome))
    }

    /// Which move the board shows under review: "Viewing 2… 20-24 — right arrow or End to return".
    pub fn review_text(&self) -> String {
        let s = self.game;
        let shown = s.shown_ply();
        let Some(ply) = shown.checked_sub(1) else { return self.tr.get("status-review-start") };
        // The first mover's moves are numbered "n.", the other side's "n…".
        let offset = usize::from(s.record().turn_at(0) != s.variant().first_mover());
        let index = ply + offset;
        let number = index / 2 + 1;
        let dots = if index % 2 == 0 { "." } else { "…" };
        let text = format!("{number}{dots} {}", s.move_text(ply));
        self.tr.fmt("status-review", &[("move", Arg::from(text))])
    }

    /// The inactivity warning's banner text.
    pub fn warning_text(&self) -> Option<String> {
        let (color, seconds) = self.warning?;
        let color = ("color", i18n::color(color));
        Some(match seconds {
            Some(seconds) => {
                self.tr.fmt("status-inactivity-strict", &[color, ("seconds", Arg::from(seconds))])
            }
            None => self.tr.fmt("status-inactivity-warning", &[color]),
        })
    }
}

/// Why a typed move was not played: the refusals the board also gives (the capture rules, a
/// piece that cannot move) in the board's words, the others as the rules crate's kind says.
pub fn move_error_text(tr: &Tr, error: &ParseError) -> String {
    let id = match &error.kind {
        ParseErrorKind::Refused { why: Some(IllegalMove::CaptureCompulsory), .. } => {
            "status-capture-compulsory"
        }
        ParseErrorKind::Refused { why: Some(IllegalMove::MajorityCapture { .. }), .. } => {
            "status-capture-majority"
        }
        ParseErrorKind::Refused { why: Some(IllegalMove::PieceCannotMove { .. }), .. } => {
            "status-cannot-move"
        }
        other => return tr.parse_error_kind(other),
    };
    tr.get(id)
}

#[cfg(test)]
mod tests {
    use damier_rules::{GameOptions, Position};

    use super::*;
    use crate::i18n::Language;

    #[test]
    fn a_typed_move_refused_is_told_in_the_chosen_language() {
        let pos = damier_rules::International::from_fen("W:W28,36:B22,33").expect("a position");
        let game = damier_rules::AnyGame::from(damier_rules::Game::new(pos, GameOptions::default()));
        let tr = Tr::new(Language::French);
        let error = game.parse_move("36-31").expect_err("a capture is compulsory");
        assert_eq!(move_error_text(&tr, &error), tr.get("status-capture-compulsory"));
        // Every other refusal too, from its kind: no English in French.
        let error = game.parse_move("99-98").expect_err("no such square");
        assert_eq!(move_error_text(&tr, &error), "« 99 » n'est pas une case des dames internationales");
        assert_ne!(move_error_text(&tr, &error), error.message());
    }
}
