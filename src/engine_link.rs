//! The app's link to the engine: the [`Worker`] thinking on its own thread, the channel of
//! its answers, and the one search in flight ([`Thinking`]). No egui here beyond the repaint
//! the worker asks for when it answers.

use std::sync::mpsc::{self, Receiver};
use std::time::{SystemTime, UNIX_EPOCH};

use damier_engine::Level;
use damier_engine::search::{Info, SearchResult};
use damier_engine::time::Budget;
use damier_engine::worker::{Engines, Event, Request, Worker};
use damier_rules::AnyGame;
use eframe::egui;

/// Transposition table of the app's engine, in MB.
const HASH_MB: usize = 64;

/// Why the worker is thinking.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Purpose {
    /// The computer's move.
    Move,
    /// A hint for the person to move.
    Hint,
    /// Is a draw fair? (the person offered one)
    DrawOffer,
}

/// A search in flight.
#[derive(Clone, Debug)]
pub struct Thinking {
    pub id: u64,
    pub purpose: Purpose,
    /// The number of plies when it started: a result for another ply is stale.
    pub ply: usize,
    pub info: Option<Info>,
}

/// How a search in flight ended.
pub enum Answer {
    Done(Thinking, SearchResult),
    Failed(String),
}

/// The worker, its events and the search in flight.
pub struct EngineLink {
    worker: Worker,
    events: Receiver<Event>,
    thinking: Option<Thinking>,
    /// Seed for the weaker levels' slips, new each game.
    seed: u64,
}

/// A number that changes from run to run (the seed of the slips, the side drawn by lot).
pub fn time_seed() -> u64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map_or(0x5eed, |d| d.as_nanos() as u64)
}

/// A worker with the real engine (`hash_mb` MiB of table per game kind), whose events come on
/// the returned channel, each asking `ctx` for a repaint.
pub fn spawn_worker(ctx: &egui::Context, hash_mb: usize) -> (Worker, Receiver<Event>) {
    let repaint = ctx.clone();
    let (tx, events) = mpsc::channel();
    let worker = Worker::spawn(Engines::new(hash_mb), move |event| {
        // The app may be gone when a search ends; nothing to do then.
        let _ = tx.send(event);
        repaint.request_repaint();
    });
    (worker, events)
}

impl EngineLink {
    /// Starts the worker; each of its answers asks `ctx` for a repaint.
    pub fn new(ctx: &egui::Context) -> EngineLink {
        let (worker, events) = spawn_worker(ctx, HASH_MB);
        EngineLink { worker, events, thinking: None, seed: time_seed() }
    }

    /// The search in flight.
    pub fn thinking(&self) -> Option<&Thinking> {
        self.thinking.as_ref()
    }

    /// Whether a search for `purpose` is in flight.
    pub fn is_thinking_for(&self, purpose: Purpose) -> bool {
        self.thinking.as_ref().is_some_and(|t| t.purpose == purpose)
    }

    /// Starts thinking about `game` on `threads` threads (cancelling the search before).
    pub fn think(
        &mut self,
        game: &AnyGame,
        purpose: Purpose,
        (level, threads): (Level, usize),
        budget: Budget,
    ) {
        let ply = game.moves().len();
        // A forced move is played at once: a person is waiting (`Request::new`).
        let request = Request { seed: self.seed, threads, ..Request::new(game.clone(), level, budget) };
        let id = self.worker.think(request);
        self.thinking = Some(Thinking { id, purpose, ply, info: None });
    }

    /// Forgets the search in flight and stops it.
    pub fn cancel(&mut self) {
        if self.thinking.take().is_some() {
            self.worker.stop();
        }
    }

    /// Makes the search in flight answer now with its best move so far.
    pub fn move_now(&mut self) {
        if self.thinking.is_some() {
            self.worker.stop();
        }
    }

    /// Another game: the engine forgets what it learnt, the slips get a new seed.
    pub fn new_game(&mut self) {
        self.cancel();
        self.worker.new_game();
        self.seed = time_seed();
    }

    /// Drains the worker's events: progress is kept in [`Thinking::info`]; the answers to the
    /// search in flight are returned (those of cancelled searches are dropped).
    pub fn poll(&mut self) -> Vec<Answer> {
        let mut answers = Vec::new();
        while let Ok(event) = self.events.try_recv() {
            match event {
                Event::Progress { id, info } => {
                    if let Some(t) = self.thinking.as_mut().filter(|t| t.id == id) {
                        t.info = Some(info);
                    }
                }
                // The link asks for no analysis (see crate::analysis).
                Event::Lines { .. } => {}
                Event::Done { id, result } => {
                    if let Some(t) = self.thinking.take_if(|t| t.id == id) {
                        answers.push(Answer::Done(t, result));
                    }
                }
                Event::Failed { id, message } => {
                    if self.thinking.take_if(|t| t.id == id).is_some() {
                        answers.push(Answer::Failed(message));
                    }
                }
            }
        }
        answers
    }
}
