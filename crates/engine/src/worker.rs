//! The worker the app owns: a thread that thinks about games and answers by messages.
//!
//! ```
//! use std::time::Duration;
//! use damier_engine::worker::{Event, Request, Worker};
//! use damier_engine::{Level, time::Budget};
//! use damier_rules::{AnyGame, Game, GameOptions, International, Position};
//!
//! let (mut worker, events) = Worker::new(16);
//! let game = Game::new(International::start(), GameOptions::default());
//! let id = worker.think(Request::new(AnyGame::from(game), Level::Club, Budget::Depth(2)));
//! loop {
//!     match events.recv_timeout(Duration::from_secs(10)).expect("an answer") {
//!         Event::Done { id: done, result } if done == id => {
//!             assert!(result.best.is_some());
//!             break;
//!         }
//!         Event::Failed { message, .. } => panic!("{message}"),
//!         _ => {}
//!     }
//! }
//! ```
//!
//! - A new request cancels the one before it (its `Done` still comes, with its best move so
//!   far; the app tells them apart by id).
//! - [`Worker::stop`] makes the current search answer with its best move so far; the search
//!   looks at the stop flag every 1024 nodes, far within 50 ms.
//! - A panic inside a search is caught and reported as [`Event::Failed`]; the worker goes on.

use std::any::Any;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, Sender};
use std::thread::JoinHandle;

use damier_rules::{AnyGame, Game, Variant, with_game};

use crate::eval::Evaluate;
use crate::level::{Level, think};
use crate::search::{Info, SearchResult, Searcher};
use crate::time::Budget;

/// "Think about this game under these limits."
#[derive(Clone, Debug)]
pub struct Request {
    pub game: AnyGame,
    pub level: Level,
    pub budget: Budget,
    /// Makes the weaker levels' deliberate slips (and the opening book's choices) reproducible.
    pub seed: u64,
    /// Threads of the search (1: the reproducible one-thread search).
    pub threads: usize,
    /// Whether the level plays from the opening book ([`crate::book`]).
    pub book: bool,
    /// Whether a fixed time per move is spent in full on a forced move
    /// ([`Searcher::set_forced_in_full`]): on for a Hub engine in a match, off in the app.
    pub forced_in_full: bool,
}

impl Request {
    /// A request on one thread, with the book; a forced move is played at once.
    pub fn new(game: AnyGame, level: Level, budget: Budget) -> Request {
        Request { game, level, budget, seed: 0, threads: 1, book: true, forced_in_full: false }
    }
}

/// What the worker reports, tagged with the id [`Worker::think`] returned.
#[derive(Clone, Debug)]
pub enum Event {
    /// An iteration finished.
    Progress { id: u64, info: Info },
    /// An iteration of an analysis ([`Worker::analyse`]) finished: its lines, best first.
    Lines { id: u64, lines: Vec<Info> },
    /// The search ended (its limits, a stop, or a newer request): the move to play.
    Done { id: u64, result: SearchResult },
    /// The search failed (a panic inside it); the worker is still usable.
    Failed { id: u64, message: String },
}

/// What actually searches; [`Engines`] in the app, something else in tests.
pub trait Engine: Send + 'static {
    fn think(
        &mut self,
        request: &Request,
        stop: Arc<AtomicBool>,
        on_info: &mut dyn FnMut(&Info),
    ) -> SearchResult;
    /// A new game starts: forget what earlier searches learnt.
    fn new_game(&mut self);
    /// Analyses the request's position for its best `lines` moves, calling `on_lines` after
    /// each iteration. By default, one line: [`Engine::think`]'s.
    fn analyse(
        &mut self,
        request: &Request,
        _lines: usize,
        stop: Arc<AtomicBool>,
        on_lines: &mut dyn FnMut(&[Info]),
    ) -> SearchResult {
        self.think(request, stop, &mut |info| on_lines(std::slice::from_ref(info)))
    }
}

/// The real engine: the searcher of the game kind asked for last, created on first use. One
/// transposition table at a time: a request for another game kind replaces the searcher (and
/// frees its table), so the memory held does not grow with the kinds played.
pub struct Engines {
    hash_mb: usize,
    searcher: Option<(Variant, Box<dyn AnySearcher>)>,
}

/// A [`Searcher`] of any game, kept by [`Engines`] with its variant.
trait AnySearcher: Send {
    fn new_game(&mut self);
    fn as_any(&mut self) -> &mut dyn Any;
}

impl<P: Evaluate> AnySearcher for Searcher<P> {
    fn new_game(&mut self) {
        Searcher::new_game(self);
    }

    fn as_any(&mut self) -> &mut dyn Any {
        self
    }
}

impl Engines {
    pub fn new(hash_mb: usize) -> Engines {
        Engines { hash_mb, searcher: None }
    }

    /// The searcher kept for `P`, made on first use, ready for `request`.
    fn searcher<P: Evaluate>(&mut self, request: &Request, stop: Arc<AtomicBool>) -> &mut Searcher<P> {
        let hash_mb = self.hash_mb;
        if self.searcher.as_ref().is_none_or(|(variant, _)| *variant != P::VARIANT) {
            // The old searcher goes first, so two tables are never held at once.
            self.searcher = None;
            self.searcher = Some((P::VARIANT, Box::new(Searcher::<P>::new(hash_mb))));
        }
        let searcher =
            match self.searcher.as_mut().and_then(|(_, s)| s.as_any().downcast_mut::<Searcher<P>>()) {
                Some(searcher) => searcher,
                // The searcher kept is this variant's (made just above if it was not).
                None => unreachable!("the searcher kept for {} is of another game", P::VARIANT),
            };
        searcher.set_stop(stop);
        searcher.set_threads(request.threads);
        searcher.set_book(request.book);
        searcher.set_forced_in_full(request.forced_in_full);
        searcher
    }

    fn run<P: Evaluate>(
        &mut self,
        game: &Game<P>,
        request: &Request,
        stop: Arc<AtomicBool>,
        on_info: &mut dyn FnMut(&Info),
    ) -> SearchResult {
        let searcher = self.searcher::<P>(request, stop);
        think(searcher, game, request.level, request.budget, request.seed, on_info)
    }

    /// Analysis: the level's technique, no book, no slips, one thread.
    fn run_analysis<P: Evaluate>(
        &mut self,
        game: &Game<P>,
        (request, lines): (&Request, usize),
        stop: Arc<AtomicBool>,
        on_lines: &mut dyn FnMut(&[Info]),
    ) -> SearchResult {
        let searcher = self.searcher::<P>(request, stop);
        searcher.set_technique(request.level.technique());
        searcher.analyse(game, &request.budget.limits(), lines, on_lines)
    }
}

impl Engine for Engines {
    fn think(
        &mut self,
        request: &Request,
        stop: Arc<AtomicBool>,
        on_info: &mut dyn FnMut(&Info),
    ) -> SearchResult {
        with_game!(&request.game, g => self.run(g, request, stop, on_info))
    }

    fn new_game(&mut self) {
        if let Some((_, searcher)) = &mut self.searcher {
            searcher.new_game();
        }
    }

    fn analyse(
        &mut self,
        request: &Request,
        lines: usize,
        stop: Arc<AtomicBool>,
        on_lines: &mut dyn FnMut(&[Info]),
    ) -> SearchResult {
        with_game!(&request.game, g => self.run_analysis(g, (request, lines), stop, on_lines))
    }
}

enum Job {
    /// `lines`: `Some(n)` analyses for `n` lines ([`Engine::analyse`]).
    Think {
        id: u64,
        request: Box<Request>,
        stop: Arc<AtomicBool>,
        lines: Option<usize>,
    },
    NewGame,
}

/// The app's handle on the thinking thread. Dropping it stops the search and ends the thread.
pub struct Worker {
    jobs: Option<Sender<Job>>,
    current: Option<Arc<AtomicBool>>,
    next_id: u64,
    thread: Option<JoinHandle<()>>,
}

impl Worker {
    /// A worker with the real engine (`hash_mb` MiB of table per game kind); events arrive
    /// on the returned receiver.
    pub fn new(hash_mb: usize) -> (Worker, Receiver<Event>) {
        let (tx, rx) = mpsc::channel();
        let worker = Worker::spawn(Engines::new(hash_mb), move |e| {
            let _ = tx.send(e);
        });
        (worker, rx)
    }

    /// A worker around any engine, calling `sink` with every event (from the worker thread:
    /// an app forwards it to a channel and asks for a repaint).
    pub fn spawn<E: Engine, S: Fn(Event) + Send + 'static>(mut engine: E, sink: S) -> Worker {
        let (jobs, inbox) = mpsc::channel::<Job>();
        let thread = std::thread::Builder::new().name("damier-engine".to_owned()).spawn(move || {
            while let Ok(job) = inbox.recv() {
                match job {
                    Job::NewGame => engine.new_game(),
                    Job::Think { id, request, stop, lines } => {
                        let outcome = catch_unwind(AssertUnwindSafe(|| match lines {
                            None => engine.think(&request, stop, &mut |info| {
                                sink(Event::Progress { id, info: info.clone() })
                            }),
                            Some(n) => engine.analyse(&request, n, stop, &mut |lines| {
                                sink(Event::Lines { id, lines: lines.to_vec() })
                            }),
                        }));
                        match outcome {
                            Ok(result) => sink(Event::Done { id, result }),
                            Err(panic) => {
                                let message = panic
                                    .downcast_ref::<&str>()
                                    .map(|s| (*s).to_owned())
                                    .or_else(|| panic.downcast_ref::<String>().cloned())
                                    .unwrap_or_else(|| "unknown panic".to_owned());
                                sink(Event::Failed { id, message: format!("the engine failed: {message}") });
                            }
                        }
                    }
                }
            }
        });
        match thread {
            Ok(handle) => Worker { jobs: Some(jobs), current: None, next_id: 1, thread: Some(handle) },
            // No thread: every request fails at once with the reason (see `think`).
            Err(_) => Worker { jobs: None, current: None, next_id: 1, thread: None },
        }
    }

    /// Starts thinking about `request`, cancelling the search before it. Returns the id its
    /// events carry.
    pub fn think(&mut self, request: Request) -> u64 {
        self.start(request, None)
    }

    /// Starts analysing `request`'s position for its best `lines` moves (multi-PV), without
    /// the book or the level's slips; its iterations come as [`Event::Lines`]. Cancels the
    /// search before it, as [`Worker::think`] does. Returns the id its events carry.
    pub fn analyse(&mut self, request: Request, lines: usize) -> u64 {
        self.start(request, Some(lines))
    }

    fn start(&mut self, request: Request, lines: Option<usize>) -> u64 {
        self.stop();
        let id = self.next_id;
        self.next_id += 1;
        let stop = Arc::new(AtomicBool::new(false));
        self.current = Some(stop.clone());
        let sent = self
            .jobs
            .as_ref()
            .is_some_and(|j| j.send(Job::Think { id, request: Box::new(request), stop, lines }).is_ok());
        if !sent {
            self.jobs = None;
        }
        id
    }

    /// Whether the thinking thread is running (it can only be missing if the system refused
    /// to start a thread).
    pub fn is_alive(&self) -> bool {
        self.jobs.is_some()
    }

    /// Makes the current search answer now with its best move so far.
    pub fn stop(&mut self) {
        if let Some(flag) = self.current.take() {
            flag.store(true, Ordering::Relaxed);
        }
    }

    /// A new game: the next searches start from a clean table (reproducible).
    pub fn new_game(&mut self) {
        self.stop();
        if let Some(j) = &self.jobs {
            let _ = j.send(Job::NewGame);
        }
    }
}

impl Drop for Worker {
    fn drop(&mut self) {
        self.stop();
        self.jobs = None;
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use damier_rules::{English, GameOptions, International, Position};

    /// The address of the searcher `engines` holds, and its variant.
    fn held(engines: &Engines) -> Option<(Variant, *const ())> {
        engines.searcher.as_ref().map(|(v, s)| (*v, std::ptr::from_ref(&**s).cast::<()>()))
    }

    fn search(engines: &mut Engines, game: AnyGame) {
        let request = Request::new(game, Level::Club, Budget::Depth(2));
        let result = engines.think(&request, Arc::new(AtomicBool::new(false)), &mut |_| {});
        assert!(result.best.is_some());
    }

    #[test]
    fn one_searcher_is_kept_and_reused() {
        let international = || AnyGame::from(Game::new(International::start(), GameOptions::default()));
        let mut engines = Engines::new(1);
        assert_eq!(held(&engines), None);
        search(&mut engines, international());
        let first = held(&engines);
        assert_eq!(first.map(|(v, _)| v), Some(Variant::International));
        engines.new_game();
        search(&mut engines, international());
        assert_eq!(held(&engines), first, "the same searcher (and table) serves the next game");
        search(&mut engines, AnyGame::from(Game::new(English::start(), GameOptions::default())));
        assert_eq!(held(&engines).map(|(v, _)| v), Some(Variant::English), "English's replaces it");
    }
}
