//! Other engines: Hub programs the user added (`Game → Engines…`), remembered in the settings
//! with the options the user chose ([`EngineEntry`], [`EngineOption`]), that can play a side
//! in place of Damier's own engine, or analyse ([`analyser`]).
//!
//! Each program runs behind a thread of its own ([`ExternalEngines`]), driven through the
//! engine crate's Hub client ([`HubEngine`]): the UI thread only sends a job and drains the
//! answers. A program that cannot be started, says nothing sensible, plays an illegal move,
//! ends, or stays silent past its time answers [`EngineEvent::Failed`]; its process is stopped
//! (the thread drops it) and the app lets its own engine play on.

pub mod analyser;
pub mod ui;

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::mpsc::{self, Receiver, Sender};
use std::thread;
use std::time::Duration;

use damier_engine::hub_client::{HubEngine, HubError, HubIntro, HubParam};
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
    /// Its options (`param` lines), with the values the user chose.
    #[serde(default)]
    pub options: Vec<EngineOption>,
}

impl EngineEntry {
    /// The entry for the program at `path` from its introduction.
    pub fn new(id: u32, path: PathBuf, intro: &HubIntro) -> EngineEntry {
        let name = if intro.name.trim().is_empty() {
            path.file_name().map_or_else(|| path.display().to_string(), |n| n.to_string_lossy().into_owned())
        } else {
            intro.name.clone()
        };
        let options = intro.params.iter().map(EngineOption::new).collect();
        EngineEntry { id, path, name, version: intro.version.clone(), author: intro.author.clone(), options }
    }

    /// The options the user changed (name, value): sent with `set-param` when the program
    /// starts.
    pub fn chosen(&self) -> Vec<(String, String)> {
        self.options
            .iter()
            .filter(|o| o.is_editable() && o.value != o.default)
            .map(|o| (o.name.clone(), o.value.clone()))
            .collect()
    }

    /// The option `name`.
    pub fn option(&self, name: &str) -> Option<&EngineOption> {
        self.options.iter().find(|o| o.name == name)
    }
}

/// One of an engine's options, as its `param` line gives it, and the value chosen.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct EngineOption {
    pub name: String,
    /// `int`, `bool`, `enum`, `string`, ... as the program says.
    pub kind: String,
    /// The program's own value.
    pub default: String,
    /// The value chosen (the program's own until the user changes it).
    pub value: String,
    /// An `int`'s bounds, when the program gives them.
    #[serde(default)]
    pub min: Option<i64>,
    #[serde(default)]
    pub max: Option<i64>,
    /// An `enum`'s choices.
    #[serde(default)]
    pub values: Vec<String>,
}

/// Why a value does not suit an option.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionProblem {
    /// Not a whole number.
    NotWhole,
    /// A whole number outside the option's bounds.
    OutOfRange { min: Option<i64>, max: Option<i64> },
    /// Not one of the option's choices.
    NotAChoice,
}

impl EngineOption {
    fn new(p: &HubParam) -> EngineOption {
        let bound = |b: &Option<String>| b.as_deref().and_then(|t| t.trim().parse().ok());
        EngineOption {
            name: p.name.clone(),
            kind: p.kind.clone(),
            default: p.value.clone(),
            value: p.value.clone(),
            min: bound(&p.min),
            max: bound(&p.max),
            values: p.values.clone(),
        }
    }

    /// Whether the user may change it: all but `variant`, which Damier sets for each game.
    pub fn is_editable(&self) -> bool {
        self.name != "variant"
    }

    /// `text` as this option's value, or why it cannot be.
    pub fn check(&self, text: &str) -> Result<String, OptionProblem> {
        let text = text.trim();
        match self.kind.as_str() {
            "int" => {
                let n: i64 = text.parse().map_err(|_| OptionProblem::NotWhole)?;
                let (min, max) = (self.min, self.max);
                if min.is_some_and(|m| n < m) || max.is_some_and(|m| n > m) {
                    return Err(OptionProblem::OutOfRange { min, max });
                }
                Ok(n.to_string())
            }
            "bool" => match text {
                "true" | "false" => Ok(text.to_owned()),
                _ => Err(OptionProblem::NotAChoice),
            },
            "enum" if !self.values.iter().any(|v| v == text) => Err(OptionProblem::NotAChoice),
            _ => Ok(text.to_owned()),
        }
    }
}

/// What the engines' threads tell the app.
#[derive(Debug)]
pub enum EngineEvent {
    /// The program at `path` was started and introduced itself (or could not).
    Probed { path: PathBuf, result: Result<HubIntro, HubError> },
    /// Engine `id` chose `mv` for the job `job`.
    Moved { id: u32, job: u64, mv: Move },
    /// Engine `id` failed at the job `job` and was stopped.
    Failed { id: u32, job: u64, error: HubError },
}

/// A move asked of an engine's thread.
struct Job {
    serial: u64,
    game: AnyGame,
    move_time: Duration,
    /// The options chosen (name, value): a program started with others is started again.
    options: Vec<(String, String)>,
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

    /// Asks the engine `entry` for its move in `game`, thinking `move_time`.
    pub fn ask(&mut self, entry: &EngineEntry, game: &AnyGame, move_time: Duration) {
        let (id, path) = (entry.id, entry.path.as_path());
        let serial = self.next_job;
        self.next_job += 1;
        let job = Job { serial, game: game.clone(), move_time, options: entry.chosen() };
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

/// A program started for a game kind with options (name, value), kept between jobs.
struct Running {
    variant: Variant,
    options: Vec<(String, String)>,
    hub: HubEngine,
}

impl Running {
    /// The program at `path` for `variant` with `options`: `running` itself if it is that
    /// already and answered in time so far, else a fresh process (the old one quits first).
    fn ensure<'a>(
        running: &'a mut Option<Running>,
        path: &Path,
        variant: Variant,
        options: &[(String, String)],
    ) -> Result<&'a mut HubEngine, HubError> {
        let fresh = running
            .as_ref()
            .is_some_and(|r| r.variant == variant && r.options == options && !r.hub.is_stale());
        if !fresh {
            drop(running.take());
            let hub = HubEngine::start_with(&program(path), &[], variant, options, HANDSHAKE)?;
            *running = Some(Running { variant, options: options.to_vec(), hub });
        }
        running.as_mut().map(|r| &mut r.hub).ok_or(HubError::Gone)
    }
}

/// An engine's thread: starts the program for the game's variant and options (again if they
/// change or it missed a deadline), answers each job, and on the first failure reports it
/// and ends, which stops the program.
fn run_engine(id: u32, path: &Path, jobs: &Receiver<Job>, send: &impl Fn(EngineEvent)) {
    let mut engine: Option<Running> = None;
    while let Ok(Job { serial, game, move_time, options }) = jobs.recv() {
        let hub = match Running::ensure(&mut engine, path, game.variant(), &options) {
            Ok(hub) => hub,
            Err(error) => return send(EngineEvent::Failed { id, job: serial, error }),
        };
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
        HubError::Garbled(line) => tr.fmt("engine-error-garbled", &[("line", Arg::from(line.clone()))]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn option(kind: &str, min: Option<&str>, max: Option<&str>, values: &[&str]) -> EngineOption {
        EngineOption::new(&HubParam {
            name: "o".into(),
            value: "1".into(),
            kind: kind.into(),
            min: min.map(str::to_owned),
            max: max.map(str::to_owned),
            values: values.iter().map(|v| (*v).to_owned()).collect(),
        })
    }

    #[test]
    fn option_values_are_checked_against_their_kind_bounds_and_choices() {
        let hash = option("int", Some("1"), Some("64"), &[]);
        assert_eq!(hash.check(" 32 "), Ok("32".to_owned()));
        assert_eq!(hash.check("65"), Err(OptionProblem::OutOfRange { min: Some(1), max: Some(64) }));
        assert_eq!(hash.check("0"), Err(OptionProblem::OutOfRange { min: Some(1), max: Some(64) }));
        assert_eq!(hash.check("3.5"), Err(OptionProblem::NotWhole));
        let unbounded = option("int", None, Some("many"), &[]);
        assert_eq!((unbounded.min, unbounded.max), (None, None), "a bound that is no number is none");
        assert_eq!(unbounded.check("-7"), Ok("-7".to_owned()));
        let ponder = option("bool", None, None, &[]);
        assert_eq!(ponder.check("true"), Ok("true".to_owned()));
        assert_eq!(ponder.check("yes"), Err(OptionProblem::NotAChoice));
        let style = option("enum", None, None, &["solid", "sharp"]);
        assert_eq!(style.check("sharp"), Ok("sharp".to_owned()));
        assert_eq!(style.check("wild"), Err(OptionProblem::NotAChoice));
        assert_eq!(option("string", None, None, &[]).check("book.bin"), Ok("book.bin".to_owned()));
    }

    #[test]
    fn only_changed_options_other_than_the_variant_are_sent() {
        let intro = HubIntro {
            name: "E".into(),
            params: vec![
                HubParam {
                    name: "variant".into(),
                    value: "normal".into(),
                    kind: "enum".into(),
                    ..HubParam::default()
                },
                HubParam {
                    name: "hash".into(),
                    value: "16".into(),
                    kind: "int".into(),
                    ..HubParam::default()
                },
                HubParam {
                    name: "book".into(),
                    value: "true".into(),
                    kind: "bool".into(),
                    ..HubParam::default()
                },
            ],
            ..HubIntro::default()
        };
        let mut entry = EngineEntry::new(1, PathBuf::from("e"), &intro);
        assert!(entry.chosen().is_empty());
        entry.options[0].value = "english".into();
        entry.options[1].value = "32".into();
        assert_eq!(entry.chosen(), [("hash".to_owned(), "32".to_owned())]);
        assert!(!entry.options[0].is_editable());
    }
}
