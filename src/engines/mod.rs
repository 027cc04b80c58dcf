//! Other engines: Hub programs the user added (`Game → Engines…`), remembered in the settings
//! ([`EngineEntry`]), that can play a side in place of Damier's own engine.
//!
//! Each program runs behind a thread of its own ([`ExternalEngines`]), driven through the
//! engine crate's Hub client ([`HubEngine`]): the UI thread only sends a job and drains the
//! answers. A program that cannot be started, says nothing sensible, plays an illegal move,
//! ends, or stays silent past its time answers [`EngineEvent::Failed`]; its process is stopped
//! (the thread drops it) and the app lets its own engine play on.

pub mod ui;

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::mpsc::{self, Receiver, Sender};
use std::thread;
use std::time::Duration;

use damier_engine::hub_client::{HubEngine, HubError, HubIntro};
use damier_engine::time::Budget;
use damier_rules::{AnyGame, Move, Variant, with_game};
use serde::{Deserialize, Serialize};

use crate::i18n::{self, Arg, Tr};

/// How long a program may take to introduce itself and to be ready.
const HANDSHAKE: Duration = Duration::from_secs(10);
/// Time a program may take beyond its time per move before it is stopped.
const GRACE: Duration = Duration::from_secs(2);

/// An engine the user added: its program and what it said of itself.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct EngineEntry {
    /// Stays the same while the engine is kept (games name their engine by it).
    pub id: u32,
    pub path: PathBuf,
    /// `id name=..`, or the program's file name if it gives none.
    pub name: String,
    #[serde(default)]
    pub version: String,
    #[serde(default)]
    pub author: String,
    /// Its `param` lines: name, value, type.
    #[serde(default)]
    pub params: Vec<(String, String, String)>,
}

impl EngineEntry {
    /// The entry for the program at `path` from its introduction.
    pub fn new(id: u32, path: PathBuf, intro: &HubIntro) -> EngineEntry {
        let name = if intro.name.trim().is_empty() {
            path.file_name().map_or_else(|| path.display().to_string(), |n| n.to_string_lossy().into_owned())
        } else {
            intro.name.clone()
        };
        let params = intro.params.iter().map(|p| (p.name.clone(), p.value.clone(), p.kind.clone())).collect();
        EngineEntry { id, path, name, version: intro.version.clone(), author: intro.author.clone(), params }
    }
}

/// What the engines' threads tell the app.
#[derive(Debug)]
pub enum EngineEvent {
    /// The program at `path` was started and introduced itself (or could not).
    Probed { path: PathBuf, result: Result<HubIntro, HubError> },
    /// Engine `id` chose `mv` for the job `job`.
    Moved { id: u32, job: u64, mv: Move },
    /// Engine `id` failed and was stopped.
    /// Engine `id` failed at the job `job` and was stopped.
    Failed { id: u32, job: u64, error: HubError },
}

/// A move asked of an engine's thread.
struct Job {
    serial: u64,
    game: AnyGame,
    move_time: Duration,
}

/// The threads of the engines in use, and the move asked for.
pub struct ExternalEngines {
    threads: HashMap<u32, Sender<Job>>,
    events_in: Sender<EngineEvent>,
    events: Receiver<EngineEvent>,
    notify: Arc<dyn Fn() + Send + Sync>,
    /// The engine asked for a move, and the job's serial number.
    asked: Option<(u32, u64)>,
    /// The serial number of the next job.
    next_job: u64,
}

impl ExternalEngines {
    /// No engine running yet; `notify` is called after each event (a repaint).
    pub fn new(notify: Arc<dyn Fn() + Send + Sync>) -> ExternalEngines {
        let (events_in, events) = mpsc::channel();
        ExternalEngines { threads: HashMap::new(), events_in, events, notify, asked: None, next_job: 0 }
    }

    /// Starts the program at `path` on a thread to read its `id` and `param` lines, then
    /// stops it: [`EngineEvent::Probed`].
    pub fn probe(&self, path: PathBuf) {
        let send = self.sender();
        let shown = path.clone();
        let spawned = spawn("damier-engine-probe", move || {
            let result = HubEngine::start(&program(&path), &[], Variant::International, HANDSHAKE)
                .map(|engine| engine.intro().clone());
            send(EngineEvent::Probed { path, result });
        });
        if let Err(why) = spawned {
            (self.sender())(EngineEvent::Probed { path: shown, result: Err(why) });
        }
    }

    /// Asks engine `id` (the program at `path`) for its move in `game`, thinking `move_time`.
    pub fn ask(&mut self, id: u32, path: &Path, game: &AnyGame, move_time: Duration) {
        let serial = self.next_job;
        self.next_job += 1;
        let job = Job { serial, game: game.clone(), move_time };
        let job = match self.threads.get(&id) {
            Some(tx) => tx.send(job).err().map(|mpsc::SendError(job)| job),
            None => Some(job),
        };
        if let Some(job) = job {
            let (tx, rx) = mpsc::channel();
            // A new thread holds the job; it cannot be refused by a channel just made.
            let _ = tx.send(job);
            self.threads.insert(id, tx);
            let (send, path) = (self.sender(), path.to_path_buf());
            if let Err(error) = spawn("damier-engine", move || run_engine(id, &path, &rx, &send)) {
                self.threads.remove(&id);
                (self.sender())(EngineEvent::Failed { id, job: serial, error });
            }
        }
        self.asked = Some((id, serial));
    }

    /// Whether a move is asked of an engine.
    pub fn is_asked(&self) -> bool {
        self.asked.is_some()
    }

    /// Forgets the move asked for (its answer will be dropped).
    pub fn cancel(&mut self) {
        self.asked = None;
    }

    /// Stops engine `id`'s program (its thread ends and quits it).
    pub fn stop(&mut self, id: u32) {
        self.threads.remove(&id);
        if self.asked.is_some_and(|(asked, _)| asked == id) {
            self.asked = None;
        }
    }

    /// The events so far; the answer to the move asked (a move or a failure) is returned
    /// once, the answers to moves no longer asked for are dropped.
    pub fn poll(&mut self) -> Vec<EngineEvent> {
        let mut events = Vec::new();
        while let Ok(event) = self.events.try_recv() {
            match &event {
                EngineEvent::Moved { id, job, .. } => {
                    if self.asked != Some((*id, *job)) {
                        continue;
                    }
                    self.asked = None;
                }
                EngineEvent::Failed { id, job, .. } => {
                    let current = self.asked == Some((*id, *job));
                    // Its thread has ended: a move still asked of it is asked again.
                    self.stop(*id);
                    if !current {
                        continue;
                    }
                }
                EngineEvent::Probed { .. } => {}
            }
            events.push(event);
        }
        events
    }

    fn sender(&self) -> impl Fn(EngineEvent) + Send + 'static {
        let (tx, notify) = (self.events_in.clone(), Arc::clone(&self.notify));
        move |event| {
            // The app may be closing: nothing left to tell.
            if tx.send(event).is_ok() {
                notify();
            }
        }
    }
}

/// The program's path as the Hub client starts it.
fn program(path: &Path) -> String {
    path.to_string_lossy().into_owned()
}

/// Runs `job` on a thread of its own; without one, the failure to say why.
fn spawn(name: &str, job: impl FnOnce() + Send + 'static) -> Result<(), HubError> {
    thread::Builder::new()
        .name(name.to_owned())
        .spawn(job)
        .map(drop)
        .map_err(|e| HubError::Start(format!("no thread for the engine: {e}")))
}

/// An engine's thread: starts the program for the game's variant (again if the variant
/// changes or it missed a deadline), answers each job, and on the first failure reports it
/// and ends, which stops the program.
fn run_engine(id: u32, path: &Path, jobs: &Receiver<Job>, send: &impl Fn(EngineEvent)) {
    let mut engine: Option<(Variant, HubEngine)> = None;
    while let Ok(Job { serial, game, move_time }) = jobs.recv() {
        let variant = game.variant();
        let fresh = engine.as_ref().is_some_and(|(v, e)| *v == variant && !e.is_stale());
        if !fresh {
            // The old process quits before a new one starts.
            drop(engine.take());
            match HubEngine::start(&program(path), &[], variant, HANDSHAKE) {
                Ok(started) => engine = Some((variant, started)),
                Err(error) => return send(EngineEvent::Failed { id, job: serial, error }),
            }
        }
        let Some((_, hub)) = engine.as_mut() else { return };
        let chosen = with_game!(&game, g => hub.choose(g, &Budget::MoveTime(move_time), move_time + GRACE));
        match chosen {
            Ok(mv) => send(EngineEvent::Moved { id, job: serial, mv }),
            Err(error) => return send(EngineEvent::Failed { id, job: serial, error }),
        }
    }
}

/// What went wrong with an engine, in words.
pub fn error_text(tr: &Tr, error: &HubError) -> String {
    match error {
        HubError::Start(why) => tr.fmt("engine-error-start", &[("reason", Arg::from(why.clone()))]),
        HubError::Ended { .. } | HubError::Gone => tr.get("engine-error-ended"),
        HubError::Timeout { .. } => tr.get("engine-error-timeout"),
        HubError::NoVariant(v) => tr.fmt("engine-error-no-variant", &[("game", i18n::game(*v))]),
        HubError::Refused(line) => tr.fmt("engine-error-refused", &[("line", Arg::from(line.clone()))]),
        HubError::NoMove(_) => tr.get("engine-error-no-move"),
        HubError::Illegal { text, .. } => {
            tr.fmt("engine-error-illegal", &[("move", Arg::from(text.clone()))])
        }
    }
}
