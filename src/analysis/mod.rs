//! Studying a game: the analysis mode (the engine thinks without end about the position
//! shown and gives its best three lines), the variations made on the board or read from a
//! file ([`tree`]), and the analysis of the whole game ([`review`]), whose evaluation graph
//! and marks go under the move list ([`ui`]).
//!
//! The notes ([`tree::Notes`]) are the game's, kept with it in [`crate::saved::Saved`];
//! what is here lives only while the app runs.
//!
//! The searches run on a worker of their own (the game's computer player keeps its link,
//! [`crate::engine_link`]): the analysis mode asks it for [`LINES`] lines with no limit, and a
//! new position shown stops that search and starts another; the game's analysis asks it for
//! one position at a time. Its answers come back through a channel drained every frame.
//! An added Hub engine may analyse in the mode's place ([`HubAnalyser`]: one line, the
//! protocol has no multi-PV); if it fails, Damier's engine takes over.
//! No egui here beyond the repaint the worker asks for.

pub mod moves;
pub mod review;
pub mod tree;
pub mod ui;

use std::sync::Arc;
use std::sync::mpsc::Receiver;
use std::time::Duration;

use damier_engine::Level;
use damier_engine::hub_client::HubError;
use damier_engine::search::Info;
use damier_engine::time::Budget;
use damier_engine::worker::{Event, Request, Worker};
use damier_rules::{AnyGame, Move};
use eframe::egui;

use review::GameReview;
use tree::{Notes, Place};

use crate::engines::EngineEntry;
use crate::engines::analyser::{AnalyserEvent, HubAnalyser};

/// Lines the analysis mode shows.
pub const LINES: usize = 3;
/// Transposition table of the analysis worker, in MB.
const HASH_MB: usize = 64;
/// Time per position of "Analyse game" unless chosen otherwise, and its range.
pub const DEFAULT_TIME_PER_MOVE: f32 = 0.5;
pub const TIME_PER_MOVE: std::ops::RangeInclusive<f32> = 0.05..=10.0;

/// What the worker is doing for the analysis.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Job {
    Idle,
    /// The analysis mode's endless search of a position: its game's start and moves, and
    /// whether an added engine searches it (`id` is then its serial number).
    Live {
        id: u64,
        start: String,
        moves: Vec<Move>,
        external: bool,
    },
    /// The game's analysis: the search of one position.
    Review {
        id: u64,
    },
}

/// The study state the app holds while it runs.
pub struct Analysis {
    worker: Worker,
    events: Receiver<Event>,
    job: Job,
    /// The analysis mode is on.
    on: bool,
    /// The last lines of the position shown, best first (empty until the first iteration).
    lines: Vec<Info>,
    /// Where the board is when it shows a variation (`None`: on the game's line).
    place: Option<Place>,
    /// The game shown (up to the position on the board), with its history.
    shown: Option<AnyGame>,
    /// The game's analysis, running or done.
    review: Option<GameReview>,
    /// The time per position of the next game analysis, in seconds.
    time_per_move: f32,
    /// What went wrong in the last search, for the status line.
    failure: Option<String>,
    /// The added engine analysing in the mode in place of the worker.
    external: Option<HubAnalyser>,
    /// An added engine that failed while it analysed: its id, and why.
    external_failure: Option<(u32, HubError)>,
    /// Asks for a repaint (the external engine's events).
    repaint: Arc<dyn Fn() + Send + Sync>,
}

/// What changed in a frame's answers that the app must act on.
#[derive(Debug, PartialEq, Eq)]
pub enum Polled {
    Nothing,
    /// The game's analysis has just finished.
    ReviewDone,
}

/// The key of a game's position: its start and its moves.
impl Analysis {
    /// The analysis worker; each of its answers asks `ctx` for a repaint.
    pub fn new(ctx: &egui::Context) -> Analysis {
        let (worker, events) = crate::engine_link::spawn_worker(ctx, HASH_MB);
        Analysis {
            worker,
            events,
            job: Job::Idle,
            on: false,
            lines: Vec::new(),
            place: None,
            shown: None,
            review: None,
            time_per_move: DEFAULT_TIME_PER_MOVE,
            failure: None,
            external: None,
            external_failure: None,
            repaint: {
                let ctx = ctx.clone();
                Arc::new(move || ctx.request_repaint())
            },
        }
    }

    pub fn is_on(&self) -> bool {
        self.on
    }

    /// Turns the analysis mode on or off; off, the search stops and the board goes back to
    /// the game's line.
    pub fn set_on(&mut self, on: bool) {
        self.on = on;
        if !on {
            self.place = None;
            self.lines.clear();
            self.stop_live();
            // Its thread stops the search and quits the program.
            self.external = None;
        }
    }

    /// Stops the mode's search, the worker's or the added engine's.
    fn stop_live(&mut self) {
        if let Job::Live { external, .. } = self.job {
            if !external {
                self.worker.stop();
            }
            self.job = Job::Idle;
        }
    }

    /// The added engine that analyses in the mode (`None`: Damier's own). Another engine, or
    /// the same with other options, replaces the one running (its program started again).
    pub fn use_engine(&mut self, engine: Option<&EngineEntry>) {
        let same = match (&self.external, engine) {
            (Some(running), Some(entry)) => running.is(entry),
            (None, None) => true,
            _ => false,
        };
        if same {
            return;
        }
        self.stop_live();
        self.lines.clear();
        self.external = engine.map(|entry| HubAnalyser::new(entry, Arc::clone(&self.repaint)));
    }

    /// The added engine analysing, if one is.
    pub fn engine(&self) -> Option<u32> {
        self.external.as_ref().map(HubAnalyser::id)
    }

    /// The added engine that failed while it analysed, and why, once.
    pub fn take_engine_failure(&mut self) -> Option<(u32, HubError)> {
        self.external_failure.take()
    }

    /// Whether the worker is searching for the analysis mode.
    pub fn is_searching(&self) -> bool {
        matches!(self.job, Job::Live { .. })
    }

    /// The last lines of the position shown, best first.
    pub fn lines(&self) -> &[Info] {
        &self.lines
    }

    pub fn place(&self) -> Option<&Place> {
        self.place.as_ref()
    }

    /// The game up to the position shown, when the board shows the analysis's position (the
    /// mode is on, or a variation is shown).
    pub fn shown(&self) -> Option<&AnyGame> {
        self.shown.as_ref().filter(|_| self.on || self.place.is_some())
    }

    pub fn review(&self) -> Option<&GameReview> {
        self.review.as_ref()
    }

    pub fn time_per_move(&self) -> f32 {
        self.time_per_move
    }

    pub fn set_time_per_move(&mut self, seconds: f32) {
        self.time_per_move = seconds.clamp(*TIME_PER_MOVE.start(), *TIME_PER_MOVE.end());
    }

    /// The last search's failure, once.
    pub fn take_failure(&mut self) -> Option<String> {
        self.failure.take()
    }

    /// A new game (played, opened or set up): back on its line, no game analysis.
    pub fn new_game(&mut self) {
        self.cancel_review();
        self.place = None;
        self.shown = None;
        self.lines.clear();
    }

    /// Shows `place` (a variation's position, or the game's line when `None`).
    pub fn go_to(&mut self, place: Option<Place>) {
        self.place = place.filter(|p| !p.is_main());
    }

    /// Follows the game, its notes (kept in step with its moves) and the position shown
    /// (`record` up to `shown_ply` when no variation is shown), and keeps the worker on it: the
    /// mode's endless search of the position shown, or the game's analysis. Runs every frame.
    pub fn follow(&mut self, record: &AnyGame, notes: &mut Notes, shown_ply: usize) {
        notes.sync(record.moves());
        let wanted = match &self.place {
            Some(place) => notes.moves_to(place),
            None => None,
        };
        if self.place.is_some() && wanted.is_none() {
            self.place = None;
        }
        let wanted: Vec<Move> =
            wanted.unwrap_or_else(|| record.moves()[..shown_ply.min(record.moves().len())].to_vec());
        let stale = self
            .shown
            .as_ref()
            .is_none_or(|g| g.moves() != wanted.as_slice() || g.fen_at(0) != record.fen_at(0));
        if stale {
            self.shown = match &self.place {
                Some(place) => notes.game_at(record, place),
                None => Some(review::up_to(record, wanted.len())),
            };
        }
        if self.review.as_ref().is_some_and(|r| !r.is_done()) {
            return;
        }
        let Some(shown) = self.shown.as_ref().filter(|_| self.on) else { return };
        let start = shown.fen_at(0);
        let same = |s: &String, m: &Vec<Move>| *s == start && m.as_slice() == shown.moves();
        if !matches!(&self.job, Job::Live { start, moves, .. } if same(start, moves)) {
            self.lines.clear();
            let (id, external) = match &mut self.external {
                Some(engine) => (engine.analyse(shown), true),
                None => {
                    (self.worker.analyse(analysis_request(shown.clone(), Budget::Infinite), LINES), false)
                }
            };
            self.job = Job::Live { id, start, moves: shown.moves().to_vec(), external };
        }
    }

    /// Starts analysing the whole of `game`, a position at a time, with the worker: an added
    /// engine analysing in the mode is stopped meanwhile (its program quits; the mode starts
    /// it again once the game's analysis is over).
    pub fn start_review(&mut self, game: &AnyGame) {
        if self.external.take().is_some() {
            self.stop_live();
        }
        let time = Duration::from_secs_f32(self.time_per_move);
        self.review = Some(GameReview::new(game.clone(), time));
        self.next_review_search();
    }

    /// Stops the game's analysis and forgets it.
    pub fn cancel_review(&mut self) {
        if matches!(self.job, Job::Review { .. }) {
            self.worker.stop();
            self.job = Job::Idle;
        }
        self.review = None;
    }

    fn next_review_search(&mut self) {
        let Some((game, _)) = self.review.as_ref().and_then(GameReview::next_position) else {
            self.job = Job::Idle;
            return;
        };
        let time = self.review.as_ref().map_or(Duration::ZERO, |r| r.time_per_move);
        let id = self.worker.think(analysis_request(game, Budget::MoveTime(time)));
        self.job = Job::Review { id };
    }

    /// Drains the worker's answers and the added engine's.
    pub fn poll(&mut self) -> Polled {
        self.poll_engine();
        let mut polled = Polled::Nothing;
        while let Ok(event) = self.events.try_recv() {
            match (event, &self.job) {
                (Event::Lines { id, lines }, Job::Live { id: live, external: false, .. }) if id == *live => {
                    self.lines = lines;
                }
                (Event::Done { id, result }, Job::Review { id: asked }) if id == *asked => {
                    if let Some(review) = &mut self.review {
                        review.record(result.score, result.best);
                        if review.is_done() {
                            polled = Polled::ReviewDone;
                        }
                    }
                    self.next_review_search();
                }
                (Event::Done { id, .. }, Job::Live { id: live, external: false, .. }) if id == *live => {
                    // The search ended by itself (the game decided): its lines stay, and no
                    // new search starts until another position is shown.
                }
                (
                    Event::Failed { id, message },
                    Job::Live { id: asked, external: false, .. } | Job::Review { id: asked },
                ) if id == *asked => {
                    self.failure = Some(message);
                    // A failed mode's search is not started again on the same position.
                    if matches!(self.job, Job::Review { .. }) {
                        self.review = None;
                        self.job = Job::Idle;
                    }
                }
                _ => {}
            }
        }
        polled
    }
}

impl Analysis {
    /// The added engine's lines (one, the newest, for the position searched) and failure:
    /// a failed engine is dropped, and the next frame's [`Analysis::follow`] searches with
    /// the worker.
    fn poll_engine(&mut self) {
        let Some((id, events)) = self.external.as_ref().map(|e| (e.id(), e.poll())) else { return };
        for event in events {
            match event {
                AnalyserEvent::Info { serial, info } => {
                    if matches!(self.job, Job::Live { id, external: true, .. } if id == serial) {
                        self.lines = vec![info];
                    }
                }
                AnalyserEvent::Failed(error) => {
                    self.external_failure = Some((id, error));
                    self.external = None;
                    self.stop_live();
                    self.lines.clear();
                    return;
                }
            }
        }
    }
}

/// The master's search on one thread, without the book or slips.
fn analysis_request(game: AnyGame, budget: Budget) -> Request {
    Request { book: false, ..Request::new(game, Level::Master, budget) }
}
