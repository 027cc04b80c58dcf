//! What the panels and dialogs read: a [`View`] of the app's state for one frame, and the
//! words it is shown in (the status line, the players' names). Panels and dialogs never change
//! the app: they answer with [`crate::command::Command`]s.

use damier_rules::{Color, Variant};

use crate::engine_link::{Purpose, Thinking};
use crate::i18n::Tr;
use crate::model::{GameState, Player};
use crate::settings::Settings;

/// The app's state as the panels and dialogs see it during one frame.
pub struct View<'a> {
    pub tr: &'a Tr,
    pub game: &'a GameState,
    pub settings: &'a Settings,
    /// The search in flight.
    pub thinking: Option<&'a Thinking>,
    /// The status line's message; `None` shows whose turn it is.
    pub status: Option<&'a str>,
    /// Two people at one screen: the side that offered a draw, waiting for the other's answer.
    pub draw_offer: Option<Color>,
    /// A file dialog is open (Open and Save wait for it).
    pub files_busy: bool,
    /// The board is still animating the last move.
    pub animating: bool,
    /// egui's time at the start of this frame, in seconds: the clocks' time.
    pub now: f64,
}

impl View<'_> {
    /// Whether the computer is thinking about its own move.
    pub fn computer_thinking(&self) -> bool {
        self.thinking.is_some_and(|t| t.purpose == Purpose::Move)
    }

    pub fn color_name(&self, color: Color) -> String {
        color_name(self.tr, color)
    }

    /// "You", "Player" or "Computer (Club)".
    pub fn player_name(&self, color: Color) -> String {
        match self.game.player(color) {
            Player::Human if self.game.against_computer() => self.tr.get("panel.you").to_owned(),
            Player::Human => self.tr.get("panel.player").to_owned(),
            Player::Computer(n) => {
                format!("{} ({})", self.tr.get("panel.computer"), self.tr.get(&format!("level.{n}")))
            }
        }
    }

    /// The status line: the last message, or whose turn it is.
    pub fn status_text(&self) -> String {
        if let Some(text) = self.status {
            return text.to_owned();
        }
        let s = self.game;
        if s.is_over() {
            return self.tr.get("status.game_over").to_owned();
        }
        if s.is_reviewing() {
            return self.tr.fmt("status.review", &[("n", &s.shown_ply().to_string())]);
        }
        if self.computer_thinking() {
            // The depth and score change several times a second: they are in the side panel,
            // not in the status line a screen reader reads out.
            return self.tr.get("status.thinking").to_owned();
        }
        let color = self.color_name(s.turn());
        if s.against_computer() && s.human_to_move().is_some() {
            self.tr.fmt("status.your_move", &[("color", &color)])
        } else {
            self.tr.fmt("status.to_move", &[("color", &color)])
        }
    }
}

/// "White" or "Black" in the chosen language.
pub fn color_name(tr: &Tr, color: Color) -> String {
    tr.get(if color == Color::White { "color.white" } else { "color.black" }).to_owned()
}

/// The translation key of a game's name: `game.` and the variant's name.
pub fn game_key(v: Variant) -> String {
    format!("game.{}", v.name())
}
