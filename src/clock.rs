//! Chess clocks and the inactivity rule. Time is given in seconds (`now`) by the caller
//! (egui's input time in the app, any number in tests), so nothing here reads a real clock.

use std::ops::RangeInclusive;
use std::time::Duration;

use damier_rules::Color;
use serde::{Deserialize, Serialize};

use crate::i18n::Language;
use crate::problem::OutOfRange;
use crate::storage::{Validate, check_range};

/// Seed 004 "Règles strictes": a warning after 5 minutes without a move...
pub const INACTIVITY_WARNING_S: f64 = 5.0 * 60.0;
/// ...and the game is lost if no move follows within the next minute.
pub const INACTIVITY_LOSS_S: f64 = INACTIVITY_WARNING_S + 60.0;

/// A time control: minutes for the game and seconds added after each move (Fischer).
#[derive(Clone, Copy, PartialEq, Debug, Serialize, Deserialize)]
pub struct ClockSettings {
    pub minutes: f64,
    pub increment_s: f64,
}

impl ClockSettings {
    /// The minutes a game may have (the New game dialog's range, and a file's).
    pub const MINUTES: RangeInclusive<f64> = 1.0..=90.0;
    /// The increment a game may have, in seconds.
    pub const INCREMENT_S: RangeInclusive<f64> = 0.0..=30.0;
    /// The most time a saved clock may show, in seconds: a day (the longest game, 90 minutes
    /// and 30 s a move, stays far below it).
    pub const REMAINING_S: RangeInclusive<f64> = 0.0..=86_400.0;
}

impl Validate for ClockSettings {
    fn validate(&self) -> Result<(), OutOfRange> {
        check_range("minutes", self.minutes, ClockSettings::MINUTES)?;
        check_range("increment_s", self.increment_s, ClockSettings::INCREMENT_S)
    }
}

/// Two clocks, one running at a time.
#[derive(Clone, Debug)]
pub struct Clock {
    remaining: [f64; 2],
    increment: f64,
    /// The side whose clock runs, and since when.
    running: Option<(Color, f64)>,
}

impl Clock {
    pub fn new(settings: ClockSettings) -> Clock {
        let start = (settings.minutes * 60.0).max(0.0);
        Clock { remaining: [start; 2], increment: settings.increment_s.max(0.0), running: None }
    }

    /// Starts `color`'s clock at `now` (stopping the other one without increment).
    pub fn start(&mut self, color: Color, now: f64) {
        self.stop_at(now);
        self.running = Some((color, now));
    }

    /// The running side has moved: its clock stops and gains the increment (the caller
    /// starts the other's).
    pub fn press(&mut self, now: f64) {
        if let Some((color, _)) = self.running {
            self.stop_at(now);
            self.remaining[color.index()] += self.increment;
        }
    }

    /// Stops both clocks at `now` (the game is over), keeping the time used.
    pub fn stop(&mut self, now: f64) {
        self.stop_at(now);
    }

    fn stop_at(&mut self, now: f64) {
        if let Some((color, since)) = self.running.take() {
            let left = &mut self.remaining[color.index()];
            *left = (*left - (now - since).max(0.0)).max(0.0);
        }
    }

    /// Seconds left for `color` at `now`.
    pub fn remaining(&self, color: Color, now: f64) -> f64 {
        let base = self.remaining[color.index()];
        match self.running {
            Some((c, since)) if c == color => (base - (now - since).max(0.0)).max(0.0),
            _ => base,
        }
    }

    /// The side whose time has run out, if any.
    pub fn flagged(&self, now: f64) -> Option<Color> {
        let (color, _) = self.running?;
        (self.remaining(color, now) <= 0.0).then_some(color)
    }

    /// Replaces the remaining times (a restored game); stops the clock.
    pub fn set_remaining(&mut self, remaining: [f64; 2]) {
        self.running = None;
        self.remaining = remaining.map(|r| r.max(0.0));
    }

    /// Seconds until the shown time of `turn` changes (tenths under 10 s, seconds above).
    pub fn next_change_in(&self, turn: Color, now: f64) -> f64 {
        let left = self.remaining(turn, now);
        let step = if left < 10.0 { 0.1 } else { 1.0 };
        let into = left % step;
        if into > 1e-6 { into } else { step }
    }
}

/// `seconds` (a clock's time) as a [`Duration`]: NaN and negative values are no time, values
/// too large for a `Duration` (10^300, infinity) the longest one. Never panics, unlike
/// [`Duration::from_secs_f64`].
pub fn saturating_seconds(seconds: f64) -> Duration {
    if seconds.is_nan() || seconds <= 0.0 {
        Duration::ZERO
    } else {
        Duration::try_from_secs_f64(seconds).unwrap_or(Duration::MAX)
    }
}

/// How long the person to move has been idle.
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum Idle {
    Fine,
    /// Warned: `left` seconds before the game is lost.
    Warned {
        left: f64,
    },
    Lost,
}

/// The inactivity rule of seed 004: counts from the start of the turn, not while paused.
#[derive(Clone, Copy, Debug)]
pub struct Inactivity {
    since: f64,
    /// Paused: the idle time counted so far.
    paused: Option<f64>,
}

impl Inactivity {
    pub fn new(now: f64) -> Inactivity {
        Inactivity { since: now, paused: None }
    }

    pub fn restart(&mut self, now: f64) {
        self.since = now;
        if self.paused.is_some() {
            self.paused = Some(0.0);
        }
    }

    /// Stops the count at `now`.
    pub fn pause(&mut self, now: f64) {
        if self.paused.is_none() {
            self.paused = Some(now - self.since);
        }
    }

    /// Counts again from `now`, the time idle before the pause kept.
    pub fn resume(&mut self, now: f64) {
        if let Some(idle) = self.paused.take() {
            self.since = now - idle;
        }
    }

    fn idle(&self, now: f64) -> f64 {
        self.paused.unwrap_or(now - self.since)
    }

    pub fn state(&self, now: f64) -> Idle {
        let idle = self.idle(now);
        if idle >= INACTIVITY_LOSS_S {
            Idle::Lost
        } else if idle >= INACTIVITY_WARNING_S {
            Idle::Warned { left: INACTIVITY_LOSS_S - idle }
        } else {
            Idle::Fine
        }
    }

    /// Seconds until the state (or the warning's countdown) changes.
    pub fn next_change_in(&self, now: f64) -> f64 {
        let idle = self.idle(now);
        if idle < INACTIVITY_WARNING_S { INACTIVITY_WARNING_S - idle } else { 1.0 }
    }
}

/// `m:ss`, or `s.t` under ten seconds with `language`'s decimal separator (`9.8`, `9,8`).
pub fn format_clock(seconds: f64, language: Language) -> String {
    let s = seconds.max(0.0);
    if s < 10.0 {
        crate::i18n::numbers::decimal(language, (s * 10.0).floor() / 10.0, 1)
    } else {
        let whole = s.floor() as u64;
        format!("{}:{:02}", whole / 60, whole % 60)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_running_side_loses_time_and_gains_the_increment_when_it_moves() {
        let mut c = Clock::new(ClockSettings { minutes: 5.0, increment_s: 3.0 });
        c.start(Color::White, 100.0);
        assert_eq!(c.remaining(Color::White, 130.0), 270.0);
        assert_eq!(c.remaining(Color::Black, 130.0), 300.0);
        c.press(130.0);
        assert_eq!(c.remaining(Color::Black, 140.0), 300.0, "press starts no clock");
        c.start(Color::Black, 130.0);
        assert_eq!(c.remaining(Color::White, 200.0), 273.0);
        assert_eq!(c.remaining(Color::Black, 200.0), 230.0);
        assert_eq!(c.flagged(200.0), None);
        assert_eq!(c.flagged(430.0), Some(Color::Black));
    }

    #[test]
    fn a_stopped_clock_does_not_run() {
        let mut c = Clock::new(ClockSettings { minutes: 1.0, increment_s: 0.0 });
        c.start(Color::Black, 0.0);
        c.press(10.0);
        c.start(Color::White, 10.0);
        c.stop(12.0);
        assert_eq!(c.remaining(Color::White, 50.0), 58.0);
        assert_eq!(c.flagged(1000.0), None);
        c.set_remaining([5.0, -3.0]);
        assert_eq!(c.remaining(Color::Black, 0.0), 0.0);
    }

    #[test]
    fn inactivity_has_a_warning_then_a_loss() {
        let i = Inactivity::new(0.0);
        assert_eq!(i.state(299.9), Idle::Fine);
        assert_eq!(i.state(330.0), Idle::Warned { left: 30.0 });
        assert_eq!(i.state(360.0), Idle::Lost);
        assert!((i.next_change_in(100.0) - 200.0).abs() < 1e-9);
        // Paused, the count stands still.
        let mut i = Inactivity::new(0.0);
        i.pause(100.0);
        assert_eq!(i.state(1000.0), Idle::Fine);
        i.resume(1000.0);
        assert_eq!(i.state(1199.0), Idle::Fine);
        assert_eq!(i.state(1230.0), Idle::Warned { left: 30.0 });
    }

    #[test]
    fn clock_settings_out_of_range_are_refused() {
        assert_eq!(ClockSettings { minutes: 10.0, increment_s: 5.0 }.validate(), Ok(()));
        for (minutes, increment_s, field) in [
            (1e300, 5.0, "minutes"),
            (f64::NAN, 5.0, "minutes"),
            (0.0, 5.0, "minutes"),
            (10.0, 1e300, "increment_s"),
            (10.0, f64::INFINITY, "increment_s"),
            (10.0, -1.0, "increment_s"),
        ] {
            let e = ClockSettings { minutes, increment_s }.validate().expect_err("out of range").to_string();
            assert!(e.starts_with(field), "{e}");
        }
    }

    #[test]
    fn seconds_never_panic() {
        assert_eq!(saturating_seconds(1.5), Duration::from_millis(1500));
        assert_eq!(saturating_seconds(-3.0), Duration::ZERO);
        assert_eq!(saturating_seconds(f64::NAN), Duration::ZERO);
        assert_eq!(saturating_seconds(f64::INFINITY), Duration::MAX);
        assert_eq!(saturating_seconds(1e300), Duration::MAX);
        assert_eq!(saturating_seconds(1e19), Duration::from_secs(10_000_000_000_000_000_000));
    }

    #[test]
    fn clock_text() {
        assert_eq!(format_clock(754.9, Language::English), "12:34");
        assert_eq!(format_clock(9.87, Language::English), "9.8");
        assert_eq!(format_clock(-1.0, Language::English), "0.0");
        assert_eq!(format_clock(60.0, Language::English), "1:00");
        // A decimal comma in French, Walloon and Croatian.
        assert_eq!(format_clock(9.87, Language::French), "9,8");
        assert_eq!(format_clock(9.87, Language::Croatian), "9,8");
        assert_eq!(format_clock(754.9, Language::Walloon), "12:34");
    }
}
