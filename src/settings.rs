//! What the app remembers between runs: saved as RON in the platform's config directory
//! (see [`crate::storage::Paths`]), written again whenever it changes.

use std::ops::RangeInclusive;

use damier_rules::{DrawRule24, Variant};
use serde::{Deserialize, Serialize};

use crate::clock::ClockSettings;
use crate::i18n::Language;
use crate::problem::OutOfRange;
use crate::storage::{Validate, check_range};

/// The computer's levels, 1 (beginner) to 6 (master).
pub const LEVELS: RangeInclusive<u32> = 1..=6;

/// Threads the computer may search on (the engine's limit).
pub const THREADS: RangeInclusive<u32> = 1..=damier_engine::search::MAX_THREADS as u32;

/// The threads the computer searches on unless told otherwise: every logical core but one
/// (left to the window and the rest of the system), at least one.
pub fn default_threads() -> u32 {
    let cores = std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get);
    u32::try_from(cores.saturating_sub(1)).unwrap_or(1).clamp(*THREADS.start(), *THREADS.end())
}

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
    /// The strict inactivity rule: the game is lost a minute after the warning.
    pub strict_inactivity: bool,
    pub clock: Option<ClockSettings>,
    /// Threads the computer searches on.
    pub threads: u32,
    /// An added engine plays in place of the computer (its id).
    pub engine: Option<u32>,
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
            strict_inactivity: false,
            clock: Some(ClockSettings { minutes: 10.0, increment_s: 5.0 }),
            threads: default_threads(),
            engine: None,
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
    /// View: White at the bottom in every game, instead of the person's side.
    pub white_at_bottom: bool,
    pub new_game: NewGameChoice,
    /// English games started so far: the players take turns to start (seed 004 "Tours").
    pub english_games: u32,
    /// View: no sounds.
    pub mute: bool,
    /// The Hub programs added as engines (Game → Engines…).
    pub engines: Vec<crate::engines::EngineEntry>,
    /// The time an added engine thinks per move, in milliseconds.
    pub engine_move_ms: u32,
    /// The pause between two moves when no person plays (computer against computer), in
    /// milliseconds: the watching speed.
    pub watch_pause_ms: u32,
    /// The added engine that analyses in the analysis mode (its id; `None`: Damier's own).
    pub analyser: Option<u32>,
}

impl Settings {
    /// The time an animation step may take, in milliseconds (the View menu's range).
    pub const ANIMATION_MS: RangeInclusive<u32> = 60..=600;
    /// An added engine's time per move, in milliseconds.
    pub const ENGINE_MOVE_MS: RangeInclusive<u32> = 100..=30_000;
    /// The pause between two computers' moves, in milliseconds.
    pub const WATCH_PAUSE_MS: RangeInclusive<u32> = 0..=5_000;

    /// The added engine `id`.
    pub fn engine(&self, id: u32) -> Option<&crate::engines::EngineEntry> {
        self.engines.iter().find(|e| e.id == id)
    }
}

/// Every value of a settings file within range: the error names the first one that is not.
impl Validate for Settings {
    fn validate(&self) -> Result<(), OutOfRange> {
        check_range("animation_ms", self.animation_ms, Settings::ANIMATION_MS)?;
        if let Some(level) = self.new_game.computer {
            check_range("new_game.computer", level, LEVELS)?;
        }
        check_range("new_game.threads", self.new_game.threads, THREADS)?;
        check_range("engine_move_ms", self.engine_move_ms, Settings::ENGINE_MOVE_MS)?;
        check_range("watch_pause_ms", self.watch_pause_ms, Settings::WATCH_PAUSE_MS)?;
        match &self.new_game.clock {
            Some(clock) => clock.validate().map_err(|e| e.within("new_game.clock.")),
            None => Ok(()),
        }
    }
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            language: Language::English,
            show_labels: false,
            animate: true,
            animation_ms: 180,
            white_at_bottom: false,
            new_game: NewGameChoice::default(),
            english_games: 0,
            mute: false,
            engines: Vec::new(),
            engine_move_ms: 1000,
            watch_pause_ms: 600,
            analyser: None,
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

    #[test]
    fn the_default_threads_leave_a_core_free() {
        let cores = std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get) as u32;
        let threads = default_threads();
        assert!(THREADS.contains(&threads));
        assert_eq!(threads, cores.saturating_sub(1).clamp(1, *THREADS.end()));
        assert_eq!(NewGameChoice::default().threads, threads);
    }

    #[test]
    fn values_out_of_range_are_named() {
        assert_eq!(Settings::default().validate(), Ok(()));
        for (text, named) in [
            ("(animation_ms: 4294967295)", "animation_ms is 4294967295"),
            ("(animation_ms: 0)", "animation_ms is 0"),
            (
                "(new_game: (clock: Some((minutes: 1e300, increment_s: 5.0))))",
                "new_game.clock.minutes is 1e300",
            ),
            (
                "(new_game: (clock: Some((minutes: 10.0, increment_s: inf))))",
                "new_game.clock.increment_s is inf",
            ),
            ("(new_game: (computer: Some(9)))", "new_game.computer is 9"),
            ("(new_game: (threads: 0))", "new_game.threads is 0"),
            ("(new_game: (threads: 1000))", "new_game.threads is 1000"),
        ] {
            let e = crate::storage::parse_ron::<Settings>(text).expect_err(text).to_string();
            assert!(e.contains(named), "{text}: {e}");
        }
        // English games started: any count, and the next one wraps instead of overflowing.
        let many = crate::storage::parse_ron::<Settings>("(english_games: 4294967295)").expect("a count");
        assert_eq!(many.english_games.wrapping_add(1), 0);
    }
}
