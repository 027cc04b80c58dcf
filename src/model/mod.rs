//! The game the app owns: the record of moves (any of the three games), who plays each side,
//! the clocks, review and take-back. No egui here: the view reads this state and calls its
//! methods; time comes in as seconds (`now`) so tests can drive it.

use damier_engine::Level;
use damier_rules::{
    AnyGame, Color, GameOptions, IllegalMove, Move, Outcome, OutcomeReason, ParseError, Starter, Variant,
    english_starter,
};
use serde::{Deserialize, Serialize};

use crate::clock::{Clock, ClockSettings, Inactivity};
use crate::settings::{NewGameChoice, SideChoice};

/// A person with less than this many seconds on a running clock is warned (a sound).
pub const LOW_TIME_S: f64 = 10.0;

/// Who plays a side.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub enum Player {
    Human,
    /// The computer at a level 1 (beginner) to 6 (master).
    Computer(u32),
    /// An engine the user added (its [`crate::engines::EngineEntry::id`]).
    Engine(u32),
}

impl Player {
    /// The engine level of a computer player.
    pub fn level(self) -> Option<Level> {
        match self {
            Player::Human => None,
            Player::Computer(n) => Some(Level::from_number(n).unwrap_or(Level::Master)),
            Player::Engine(_) => None,
        }
    }
}

/// Everything needed to start a game.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct Setup {
    pub variant: Variant,
    /// `players[Color::index()]`.
    pub players: [Player; 2],
    pub options: GameOptions,
    pub touch_move: bool,
    /// Seed 004's inactivity rule: a warning after 5 minutes without a move.
    pub inactivity: bool,
    /// The strict form of the inactivity rule: the game is lost a minute after the warning
    /// (seed 004 lists it among the strict rules that are not imposed: off by default).
    #[serde(default)]
    pub strict_inactivity: bool,
    pub clock: Option<ClockSettings>,
    /// A position to start from (FEN), instead of the start position.
    pub fen: Option<String>,
    /// The players' names from an opened file, White then Black (empty: none given).
    #[serde(default)]
    pub names: [String; 2],
}

impl Setup {
    /// A game of `variant` between `players` from the start position under the default
    /// rules: no clock, no touch-move, no inactivity rule, no names.
    pub fn plain(variant: Variant, players: [Player; 2]) -> Setup {
        Setup {
            variant,
            players,
            options: GameOptions::default(),
            touch_move: false,
            inactivity: false,
            strict_inactivity: false,
            clock: None,
            fen: None,
            names: Default::default(),
        }
    }

    /// The players, options and clock of a new game from the New game dialog's choices;
    /// `english_games` is the number of English games started against the computer, this one
    /// included, and `lot` decides the side when the person chose "by lot".
    pub fn from_choice(choice: &NewGameChoice, english_games: u32, lot: u64) -> Setup {
        let computer = match (choice.computer, choice.engine) {
            (Some(_), Some(id)) => Player::Engine(id),
            (level, _) => level.map_or(Player::Human, Player::Computer),
        };
        let human_color = if choice.variant.starts_alternate() && choice.computer.is_some() {
            // Seed 004 "Tours": the players take turns to start, the visitor (the person)
            // first; the starter plays the side that moves first.
            match english_starter(english_games.max(1)) {
                Starter::Visitor => choice.variant.first_mover(),
                Starter::Host => choice.variant.first_mover().opposite(),
            }
        } else {
            match choice.side {
                SideChoice::White => Color::White,
                SideChoice::Black => Color::Black,
                SideChoice::ByLot => {
                    if lot.rotate_right(17) & 1 == 0 {
                        Color::White
                    } else {
                        Color::Black
                    }
                }
            }
        };
        let mut players = [Player::Human; 2];
        players[human_color.opposite().index()] = computer;
        Setup {
            variant: choice.variant,
            players,
            options: GameOptions { rule24: choice.rule24 },
            touch_move: choice.touch_move,
            inactivity: choice.inactivity,
            strict_inactivity: choice.inactivity && choice.strict_inactivity,
            clock: choice.clock.filter(|c| c.minutes > 0.0),
            fen: None,
            names: Default::default(),
        }
    }
}

/// Results the rules cannot see, declared by the app. Kept apart so they survive a save.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub enum Declared {
    TimeForfeit(Color),
    Inactivity(Color),
    Resignation(Color),
    Agreement,
}

impl Declared {
    pub fn outcome(self) -> Outcome {
        let loses = |c: Color, reason| Outcome { winner: Some(c.opposite()), reason };
        match self {
            Declared::TimeForfeit(c) => loses(c, OutcomeReason::TimeForfeit),
            Declared::Inactivity(c) => loses(c, OutcomeReason::Inactivity),
            Declared::Resignation(c) => loses(c, OutcomeReason::Resignation),
            Declared::Agreement => Outcome { winner: None, reason: OutcomeReason::Agreement },
        }
    }
}

/// What happened when time moved on.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Tick {
    Nothing,
    /// The side to move (a person) has been idle 5 minutes: with the strict rule, `seconds`
    /// left before losing.
    InactivityWarning {
        color: Color,
        seconds: Option<u64>,
    },
    /// The game just ended (flag fall or inactivity).
    Ended(Outcome),
}

/// The app's game: the record, the players, the clocks, the review cursor and the redo list.
pub struct GameState {
    setup: Setup,
    record: AnyGame,
    redo: Vec<Move>,
    review: Option<usize>,
    clock: Option<Clock>,
    inactivity: Inactivity,
    /// The remaining clock times before each move, to put back when moves are taken back.
    clock_marks: Vec<[f64; 2]>,
    /// Stopped: the clocks, the inactivity count and the computer wait.
    paused: Paused,
    declared: Option<Declared>,
    /// What the view asks for every frame, worked out once per change of the record.
    derived: Derived,
}

/// Why the game is stopped: the person paused it, or a dialog is open.
#[derive(Clone, Copy, Default, PartialEq, Eq, Debug)]
pub struct Paused {
    pub by_user: bool,
    pub by_dialog: bool,
}

impl Paused {
    fn any(self) -> bool {
        self.by_user || self.by_dialog
    }
}

/// The outcome, the legal moves and the moves' notation of the current record: asking the
/// rules means generating moves and scanning the history, too much to do several times a
/// frame on the UI thread.
#[derive(Default)]
struct Derived {
    outcome: Option<Outcome>,
    legal: Vec<Move>,
    texts: Vec<String>,
}

impl Derived {
    fn of(record: &AnyGame) -> Derived {
        let texts = (0..record.moves().len()).map(|ply| record.move_text(ply)).collect();
        let mut d = Derived { texts, ..Derived::default() };
        d.refresh(record);
        d
    }

    /// The outcome and legal moves again (the notation of earlier moves does not change).
    fn refresh(&mut self, record: &AnyGame) {
        self.outcome = record.outcome();
        self.legal = if self.outcome.is_some() { Vec::new() } else { record.legal_moves() };
    }
}

impl GameState {
    /// A new game; the clock of the side to move starts at `now` (seconds).
    pub fn new(setup: Setup, now: f64) -> Result<GameState, ParseError> {
        let record = match setup.fen.as_deref() {
            Some(fen) => AnyGame::from_fen(setup.variant, setup.options, fen)?,
            None => AnyGame::start(setup.variant, setup.options),
        };
        Ok(GameState::with_record(setup, record, now))
    }

    /// A game around an existing record (a restored or opened game).
    pub fn with_record(setup: Setup, record: AnyGame, now: f64) -> GameState {
        let clock = setup.clock.map(Clock::new);
        let mut s = GameState {
            setup,
            record,
            redo: Vec::new(),
            review: None,
            clock,
            inactivity: Inactivity::new(now),
            clock_marks: Vec::new(),
            paused: Paused::default(),
            declared: None,
            derived: Derived::default(),
        };
        s.derived = Derived::of(&s.record);
        s.restart_clock(now);
        s
    }

    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    pub fn variant(&self) -> Variant {
        self.setup.variant
    }

    pub fn record(&self) -> &AnyGame {
        &self.record
    }

    pub fn player(&self, color: Color) -> Player {
        self.setup.players[color.index()]
    }

    /// Another player for `color` from now on (an engine that failed replaced).
    pub fn set_player(&mut self, color: Color, player: Player) {
        self.setup.players[color.index()] = player;
    }

    /// Whether no person plays: two computers or engines, watched.
    pub fn is_watched(&self) -> bool {
        !self.setup.players.contains(&Player::Human)
    }

    /// Move `ply` (0-based) in standard notation.
    pub fn move_text(&self, ply: usize) -> &str {
        self.derived.texts.get(ply).map_or("", String::as_str)
    }

    /// Plies played.
    pub fn len(&self) -> usize {
        self.record.moves().len()
    }

    /// True before the first move.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The side to move in the current position.
    pub fn turn(&self) -> Color {
        self.record.turn_at(self.len())
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.derived.outcome
    }

    pub fn is_over(&self) -> bool {
        self.outcome().is_some()
    }

    /// The ply the board shows: the current one, or the one under review.
    pub fn shown_ply(&self) -> usize {
        self.review.unwrap_or(self.len())
    }

    pub fn is_reviewing(&self) -> bool {
        self.review.is_some()
    }

    /// Shows the board after `ply` moves; the last ply ends the review.
    pub fn review(&mut self, ply: usize) {
        self.review = (ply < self.len()).then_some(ply);
    }

    /// Steps the review by `delta` plies (←/→).
    pub fn review_step(&mut self, delta: isize) {
        let target = self.shown_ply().saturating_add_signed(delta).min(self.len());
        self.review(target);
    }

    /// Whether the computer plays one of the sides.
    pub fn against_computer(&self) -> bool {
        self.setup.players.iter().any(|&p| p != Player::Human)
    }

    /// The person's colour against the computer (the side to move between two people).
    pub fn human_color(&self) -> Color {
        [Color::White, Color::Black]
            .into_iter()
            .find(|&c| self.player(c) == Player::Human && self.player(c.opposite()) != Player::Human)
            .unwrap_or_else(|| self.turn())
    }

    /// The side shown at the bottom of the board: the person's against the computer, White
    /// between two people and between two computers.
    pub fn bottom_color(&self) -> Color {
        if self.against_computer() && !self.is_watched() { self.human_color() } else { Color::White }
    }

    /// The person to move, if it is a person's turn in a live game (not under review, not paused).
    pub fn human_to_move(&self) -> Option<Color> {
        let turn = self.turn();
        (!self.is_over() && !self.is_reviewing() && !self.is_paused() && self.player(turn) == Player::Human)
            .then_some(turn)
    }

    /// The computer to move: its level, if it is the computer's turn in a live game not paused.
    pub fn computer_to_move(&self) -> Option<Level> {
        if self.is_over() || self.is_paused() {
            return None;
        }
        self.player(self.turn()).level()
    }

    /// Whether the game is stopped (by the person or an open dialog).
    pub fn is_paused(&self) -> bool {
        self.paused.any()
    }

    /// Whether the person paused the game (the board is hidden).
    pub fn is_paused_by_user(&self) -> bool {
        self.paused.by_user
    }

    /// Whether an open dialog holds the game.
    pub fn is_paused_by_dialog(&self) -> bool {
        self.paused.by_dialog
    }

    /// Stops or restarts the clocks and the inactivity count: `change` sets why the game is
    /// stopped. Time spent paused counts for no one.
    pub fn set_paused(&mut self, now: f64, change: impl FnOnce(&mut Paused)) {
        let was = self.paused.any();
        change(&mut self.paused);
        if self.is_over() {
            self.paused = Paused::default();
        }
        let is = self.paused.any();
        if was == is {
            return;
        }
        if is {
            self.inactivity.pause(now);
            if let Some(clock) = &mut self.clock {
                clock.stop(now);
            }
        } else {
            self.inactivity.resume(now);
            self.run_clock(now);
        }
    }

    /// The moves the user may make on the board now (none under review or on the computer's turn).
    pub fn user_moves(&self) -> &[Move] {
        if self.human_to_move().is_some() { &self.derived.legal } else { &[] }
    }

    /// Plays a move (a person's or the computer's) at `now`: presses the clock, forgets the redo
    /// list unless the move is the next one in it.
    pub fn play(&mut self, m: &Move, now: f64) -> Result<(), IllegalMove> {
        let marks = self.clock_state(now);
        self.record.play(m)?;
        self.clock_marks.extend(marks);
        let ply = self.len() - 1;
        self.derived.texts.push(self.record.move_text(ply));
        self.derived.refresh(&self.record);
        if self.redo.last() == Some(m) {
            self.redo.pop();
        } else {
            self.redo.clear();
        }
        // Someone looking back through the game stays where they are (the computer's reply
        // comes while they review); only a person's own move ends the review, and a person
        // cannot move while reviewing.
        if let Some(clock) = &mut self.clock {
            clock.press(now);
        }
        self.inactivity.restart(now);
        self.run_clock(now);
        Ok(())
    }

    /// Takes back a full turn: against the computer, back to the person's previous move;
    /// between two people, one move. Returns the plies taken back. The clocks show the times
    /// they had when the first move taken back was played; a game lost on time or by
    /// inactivity goes on.
    pub fn take_back(&mut self, now: f64) -> usize {
        if self.lost_on_time_between_people() {
            return 0;
        }
        self.review = None;
        self.declared = None;
        let mut undone = 0;
        while let Some(m) = self.record.undo() {
            self.derived.texts.pop();
            self.redo.push(m);
            if let (Some(marks), Some(clock)) = (self.clock_marks.pop(), &mut self.clock) {
                clock.set_remaining(marks);
            }
            undone += 1;
            if self.player(self.turn()) == Player::Human {
                break;
            }
        }
        // Undo also drops a declared result, even with no move to take back.
        self.derived.refresh(&self.record);
        if undone > 0 {
            self.restart_clock(now);
        }
        undone
    }

    /// Plays again what was taken back, up to the person's next turn.
    pub fn redo(&mut self, now: f64) -> usize {
        let mut done = 0;
        while let Some(m) = self.redo.last().copied() {
            if self.play(&m, now).is_err() {
                self.redo.clear();
                break;
            }
            done += 1;
            if self.player(self.turn()) == Player::Human {
                break;
            }
        }
        done
    }

    /// Whether Take back is offered: a move of a person's to take back, and not a game two
    /// people played that one lost on time or by inactivity.
    pub fn can_take_back(&self) -> bool {
        if self.lost_on_time_between_people() {
            return false;
        }
        (0..self.len()).any(|ply| self.player(self.record.turn_at(ply)) == Player::Human)
    }

    fn lost_on_time_between_people(&self) -> bool {
        let on_time = matches!(self.declared, Some(Declared::TimeForfeit(_) | Declared::Inactivity(_)));
        on_time && !self.against_computer()
    }

    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// Ends the game for a reason the rules cannot see.
    pub fn declare(&mut self, declared: Declared, now: f64) {
        if self.is_over() {
            return;
        }
        self.declared = Some(declared);
        self.record.declare(declared.outcome());
        self.derived.refresh(&self.record);
        self.paused = Paused::default();
        if let Some(clock) = &mut self.clock {
            clock.stop(now);
        }
    }

    pub fn declared(&self) -> Option<Declared> {
        self.declared
    }

    /// Time left for `color` at `now`, if the game has a clock.
    pub fn clock_left(&self, color: Color, now: f64) -> Option<f64> {
        self.clock.as_ref().map(|c| c.remaining(color, now))
    }

    pub fn clock_settings(&self) -> Option<ClockSettings> {
        self.setup.clock
    }

    /// Moves time on to `now`: a flag falls, the inactivity rule warns or ends the game.
    pub fn tick(&mut self, now: f64) -> Tick {
        if self.is_over() || self.is_paused() {
            return Tick::Nothing;
        }
        let turn = self.turn();
        if let Some(flagged) = self.clock.as_ref().and_then(|c| c.flagged(now)) {
            self.declare(Declared::TimeForfeit(flagged), now);
            return self.outcome().map_or(Tick::Nothing, Tick::Ended);
        }
        if self.setup.inactivity && self.player(turn) == Player::Human {
            match self.inactivity.state(now) {
                crate::clock::Idle::Fine => {}
                crate::clock::Idle::Warned { left } => {
                    let seconds = self.setup.strict_inactivity.then(|| left.ceil() as u64);
                    return Tick::InactivityWarning { color: turn, seconds };
                }
                crate::clock::Idle::Lost if !self.setup.strict_inactivity => {
                    return Tick::InactivityWarning { color: turn, seconds: None };
                }
                crate::clock::Idle::Lost => {
                    self.declare(Declared::Inactivity(turn), now);
                    return self.outcome().map_or(Tick::Nothing, Tick::Ended);
                }
            }
        }
        Tick::Nothing
    }

    /// Seconds until the next moment [`GameState::tick`] or the clock display can change.
    pub fn next_tick_in(&self, now: f64) -> Option<f64> {
        if self.is_over() || self.is_paused() {
            return None;
        }
        let clock = self.clock.as_ref().map(|c| c.next_change_in(self.turn(), now));
        let idle = (self.setup.inactivity && self.player(self.turn()) == Player::Human)
            .then(|| self.inactivity.next_change_in(now));
        match (clock, idle) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }

    /// Whether a person is to move in a live game with under [`LOW_TIME_S`] seconds on the
    /// clock (the low-time sound).
    pub fn person_short_of_time(&self, now: f64) -> bool {
        let turn = self.turn();
        !self.is_over()
            && !self.is_paused()
            && self.player(turn) == Player::Human
            && self.clock_left(turn, now).is_some_and(|left| left < LOW_TIME_S)
    }

    /// Remaining clock time and increment of the side to move, for the engine's budget.
    pub fn clock_for_turn(&self, now: f64) -> Option<(f64, f64)> {
        let settings = self.setup.clock?;
        Some((self.clock_left(self.turn(), now)?, settings.increment_s))
    }

    /// Clocks as saved: remaining seconds per side.
    pub fn clock_state(&self, now: f64) -> Option<[f64; 2]> {
        self.clock.as_ref().map(|c| [c.remaining(Color::White, now), c.remaining(Color::Black, now)])
    }

    /// Restores saved clock times (the running side's clock starts at `now`).
    pub fn set_clock_state(&mut self, remaining: [f64; 2], now: f64) {
        if let Some(clock) = &mut self.clock {
            clock.set_remaining(remaining);
        }
        self.restart_clock(now);
    }

    /// Re-applies a declared result (restoring a saved game).
    pub fn restore_declared(&mut self, declared: Option<Declared>, now: f64) {
        if let Some(d) = declared {
            self.declare(d, now);
        }
    }

    /// Runs the clock of the side to move if it runs now: the game goes on, is not paused, and
    /// that side has made its first move (a side's first move is never timed, as online).
    fn run_clock(&mut self, now: f64) {
        let runs = !self.is_over() && !self.is_paused() && self.len() >= 2;
        let turn = self.turn();
        if let Some(clock) = &mut self.clock {
            if runs { clock.start(turn, now) } else { clock.stop(now) }
        }
    }

    fn restart_clock(&mut self, now: f64) {
        self.inactivity.restart(now);
        self.run_clock(now);
    }
}

#[cfg(test)]
mod tests;
