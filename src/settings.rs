//! What the app remembers between runs: saved as RON in the platform's config directory
//! (see [`crate::storage::Paths`]), written again whenever it changes.

use damier_rules::{DrawRule24, Variant};
use serde::{Deserialize, Serialize};

use crate::clock::ClockSettings;
use crate::i18n::Language;

/// The side the person chooses in the New game dialog.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub enum SideChoice {
    #[default]
    White,
    Black,
    /// Drawn by lot at the start of each game.
    ByLot,
}

/// The New game dialog's choices, kept for the next game.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
#[serde(default)]
pub struct NewGameChoice {
    pub variant: Variant,
    pub side: SideChoice,
    /// `None`: two people at one screen; `Some(level)`: the computer at level 1..=6.
    pub computer: Option<u32>,
    pub rule24: DrawRule24,
    pub touch_move: bool,
    pub inactivity: bool,
    pub clock: Option<ClockSettings>,
}

impl Default for NewGameChoice {
    fn default() -> NewGameChoice {
        NewGameChoice {
            variant: Variant::International,
            side: SideChoice::White,
            computer: Some(3),
            rule24: DrawRule24::Seed,
            touch_move: false,
            inactivity: true,
            clock: Some(ClockSettings { minutes: 10.0, increment_s: 5.0 }),
        }
    }
}

/// All the settings.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    pub language: Language,
    /// Square numbers (draughts) and point names (Dablot) on the board.
    pub show_labels: bool,
    pub animate: bool,
    /// Time a move's animation takes per step, in milliseconds.
    pub animation_ms: u32,
    pub flipped: bool,
    pub new_game: NewGameChoice,
    /// English games started so far: the players take turns to start (seed 004 "Tours").
    pub english_games: u32,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            language: Language::English,
            show_labels: false,
            animate: true,
            animation_ms: 180,
            flipped: false,
            new_game: NewGameChoice::default(),
            english_games: 0,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_round_trip_through_ron_and_missing_fields_take_defaults() {
        let mut s = Settings { language: Language::Walloon, show_labels: true, ..Settings::default() };
        s.new_game.variant = Variant::Dablot;
        s.new_game.computer = None;
        let text = ron::ser::to_string_pretty(&s, ron::ser::PrettyConfig::default()).expect("serializes");
        let back: Settings = ron::from_str(&text).expect("reads back");
        assert_eq!(back, s);
        let partial: Settings = ron::from_str("(language: Croatian)").expect("partial file");
        assert_eq!(partial.language, Language::Croatian);
        assert_eq!(partial.new_game, NewGameChoice::default());
    }
}
