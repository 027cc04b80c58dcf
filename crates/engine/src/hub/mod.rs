//! The Hub protocol, version 2 (Scan's protocol), engine side: `damier-engine hub`.
//!
//! ```text
//! GUI: hub                       engine: id name=damier-engine version=.. author=..
//!                                        param name=.. value=.. type=.. ...  then  wait
//! GUI: set-param name=N value=V  (variant, rules, level, hash, threads, book, egdb-dir)
//! GUI: init                      engine: ready
//! GUI: new-game
//! GUI: pos pos=<W|B><squares> [moves="m1 m2 ..."]   or   pos start [moves="..."]
//! GUI: level depth=N | nodes=N | move-time=S | [moves=N] time=S [inc=S] | infinite
//! GUI: go think | go ponder | go analyze
//!                                engine: info depth=.. score=.. nodes=.. time=.. nps=.. pv=".."
//!                                        done move=.. [ponder=..]   (exactly once, also after stop)
//! GUI: ping (any time)           engine: pong
//! GUI: stop | ponder-hit | quit
//! ```
//! Unknown commands and keys are ignored; a command that cannot be carried out (a bad position
//! or move, a `level` value out of range, a line that is not UTF-8) is answered
//! `error message=".."` naming what is wrong, and the session goes on. A move list that goes
//! on after the game is over by our rules is still played: the GUI is the referee.
//!
//! Every limit of `level` holds after `ponder-hit` too: a time limit counts from the hit, a
//! depth or node limit starts the search again under it (the hash table keeps what pondering
//! found). Times are seconds from 0 to [`MAX_SECONDS`] (about 32 years: a clock that never
//! runs out); more, like a negative time, is an error.
//!
//! International draughts is the protocol's own game. The param `variant` (`normal`,
//! `english`, `dablot`) selects another; its position string is the side to move (`W` or `B`)
//! then one letter per square (`w` `b` white/black man, `W` `B` king, `e` empty) in the games'
//! own order: 50 squares for international draughts, 32 for English checkers (square 1 first),
//! 72 points for Dablot (a1, c1, .. k1, b2, .. in index order; `p`/`P` mark a prince, `W`/`B`
//! a king). Moves are written `from-to` and, for draughts captures, `from x to x captured...`;
//! Dablot captures list every landing point (`e1xg3xc3`).
//!
//! The param `rules` (international draughts) is `fmjd` by default: the FMJD draw rules (25
//! king moves each without capture; 16 moves with three pieces, 5 with two or one, against a
//! lone king), which Hub programs and GUIs apply; `seed` is the app's own rule 24 (a lone king
//! against at most three pieces with a king is a draw at once).
//!
//! The param `threads` (1 to [`MAX_THREADS`], default 1) searches on that many threads
//! ([`crate::search`]'s Lazy SMP); `book` (`true` by default) lets the level take its moves
//! from the opening book ([`crate::book`]) when it plays on a clock or a time per move, picking
//! among near-equal moves with a seed drawn at each `new-game`.
//!
//! The param `egdb-dir` (empty by default) names a folder of endgame databases built by
//! `damier-engine egdb --dir` or by the app (its data folder's `egdb`): at `init`, and after
//! it whenever `egdb-dir` is set or the variant or the rules change, the slices for the game
//! and rules in play whose files check out are loaded (about 300 MB and a second or two for
//! international's tables to 5 pieces) and the master probes them. Nothing is built or
//! written; a folder with none of them, or with files that do not check out, is answered
//! `error` and the engine plays on with what it has.
//!
//! Scores are in men with two decimals; a win in `n` plies is `100 - n/100` (99.97), as
//! Hub clients expect.

mod error;
#[cfg(test)]
mod tests;
mod text;

use std::io::{BufRead, Write};
use std::path::PathBuf;
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::time::{Duration, Instant};

use damier_rules::{AnyGame, DrawRule24, GameOptions, Variant, with_game, with_variant};

pub use self::error::{CommandError, Expected};
pub use self::text::{MAX_SECONDS, level_line, parse_position, position_text, score_text};
use self::text::{game_from, level_budget};
pub(crate) use self::text::{parse_args, quote};
use crate::egdb::build::{Scope, open_installed};
use crate::egdb::{Flavour, uninstall_all};
use crate::level::Level;
use crate::notation::hub_line_text;
use crate::search::{Info, MAX_THREADS, SearchResult};
use crate::time::Budget;
use crate::worker::{Event, Worker};

const NAME: &str = "damier-engine";

enum Input {
    /// A line, decoded; `Err` holds it decoded lossily when it was not UTF-8.
    Line(Result<String, String>),
    Event(Event),
    Closed,
}

/// A Hub session's state between commands.
struct Session {
    variant: Variant,
    /// The rules positions are played under (see the module documentation).
    rules: GameOptions,
    level: Level,
    hash_mb: usize,
    /// Threads of the search.
    threads: usize,
    /// Whether the level plays from the opening book.
    book: bool,
    /// The folder of endgame databases (`egdb-dir`).
    egdb_dir: Option<PathBuf>,
    /// The flavours whose tables were looked for in `egdb_dir` (once each).
    tables_for: Vec<Flavour>,
    /// `init` has been received: the tables load as soon as their folder or game changes.
    initialized: bool,
    /// Draws the book's choices among near-equal moves: new at each `new-game`, so two games
    /// differ.
    seed: u64,
    game: AnyGame,
    budget: Budget,
    worker: Option<Worker>,
    inputs: Sender<Input>,
    /// The search in progress: its id, and (pondering) the budget that ponder-hit starts.
    searching: Option<Searching>,
}

struct Searching {
    id: u64,
    ponder_budget: Option<Budget>,
    deadline: Option<Instant>,
    last: Option<Info>,
}

/// Reads Hub commands from `input` until `quit` or the end of input, writing the answers to
/// `output`.
pub fn run<R: BufRead + Send + 'static, W: Write>(input: R, mut output: W) -> std::io::Result<()> {
    let (tx, rx) = mpsc::channel::<Input>();
    let lines = tx.clone();
    std::thread::spawn(move || {
        let mut input = input;
        let mut bytes = Vec::new();
        loop {
            bytes.clear();
            match input.read_until(b'\n', &mut bytes) {
                Ok(0) | Err(_) => break,
                Ok(_) => {}
            }
            let line = String::from_utf8(std::mem::take(&mut bytes))
                .map_err(|e| String::from_utf8_lossy(e.as_bytes()).into_owned());
            if lines.send(Input::Line(line)).is_err() {
                return;
            }
        }
        let _ = lines.send(Input::Closed);
    });
    Session::new(tx).serve(&rx, &mut output)
}

/// A number that differs from run to run.
fn clock_seed() -> u64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_nanos() as u64)
}

/// Answers `error` for a command that cannot be carried out.
fn error<W: Write>(out: &mut W, e: &CommandError) -> std::io::Result<()> {
    writeln!(out, "error message={}", quote(&e.to_string()))
}

fn move_text(game: &AnyGame, line: &[damier_rules::Move]) -> Vec<String> {
    with_game!(game, g => hub_line_text(g.position(), line))
}

impl Session {
    /// A session at its start: international draughts, the master, one second a move.
    fn new(inputs: Sender<Input>) -> Session {
        let rules = GameOptions { rule24: DrawRule24::Fmjd };
        Session {
            variant: Variant::International,
            rules,
            level: Level::Master,
            hash_mb: 64,
            threads: 1,
            book: true,
            egdb_dir: None,
            tables_for: Vec::new(),
            initialized: false,
            seed: clock_seed(),
            game: AnyGame::start(Variant::International, rules),
            budget: Budget::MoveTime(Duration::from_secs(1)),
            worker: None,
            inputs,
            searching: None,
        }
    }

    fn serve<W: Write>(&mut self, rx: &Receiver<Input>, out: &mut W) -> std::io::Result<()> {
        loop {
            let input = match self.searching.as_ref().and_then(|s| s.deadline) {
                Some(deadline) => match rx.recv_timeout(deadline.saturating_duration_since(Instant::now())) {
                    Ok(i) => i,
                    Err(RecvTimeoutError::Timeout) => {
                        self.stop();
                        continue;
                    }
                    Err(RecvTimeoutError::Disconnected) => Input::Closed,
                },
                None => rx.recv().unwrap_or(Input::Closed),
            };
            match input {
                Input::Line(Ok(line)) => {
                    if !self.command(line.trim(), out)? {
                        break;
                    }
                }
                Input::Line(Err(lossy)) => {
                    let start: String = lossy.trim().chars().take(40).collect();
                    error(out, &CommandError::NotUtf8 { start })?;
                }
                Input::Event(e) => self.event(e, out)?,
                Input::Closed => break,
            }
            out.flush()?;
        }
        // Quit: a search in progress still answers (exactly one `done` per `go`).
        self.stop();
        while self.searching.is_some() {
            match rx.recv_timeout(Duration::from_secs(5)) {
                Ok(Input::Event(e)) => self.event(e, out)?,
                Ok(_) => {}
                Err(_) => break,
            }
        }
        out.flush()
    }

    fn worker(&mut self) -> &mut Worker {
        let (hash, inputs) = (self.hash_mb, self.inputs.clone());
        self.worker.get_or_insert_with(|| {
            Worker::spawn(crate::worker::Engines::new(hash), move |e| {
                let _ = inputs.send(Input::Event(e));
            })
        })
    }

    fn stop(&mut self) {
        if let Some(s) = &mut self.searching {
            s.deadline = None;
            if let Some(w) = &mut self.worker {
                w.stop();
            }
        }
    }

    fn event<W: Write>(&mut self, e: Event, out: &mut W) -> std::io::Result<()> {
        let Some(current) = &mut self.searching else { return Ok(()) };
        match e {
            Event::Progress { id, info } if id == current.id => {
                let pv = move_text(&self.game, &info.pv);
                let secs = info.elapsed.as_secs_f64();
                let nps = if secs > 0.0 { info.nodes as f64 / secs / 1e6 } else { 0.0 };
                writeln!(
                    out,
                    "info depth={} score={} nodes={} time={:.3} nps={:.2} pv={}",
                    info.depth,
                    score_text(info.score),
                    info.nodes,
                    secs,
                    nps,
                    quote(&pv.join(" "))
                )?;
                current.last = Some(info);
            }
            Event::Done { id, result } if id == current.id => {
                self.searching = None;
                self.done(&result, out)?;
            }
            Event::Failed { id, message } if id == current.id => {
                // A bug in the search: say so, and still play a legal move (an empty move
                // would tell the GUI there is none).
                self.searching = None;
                error(out, &CommandError::SearchFailed { message })?;
                let fallback = self.game.legal_moves().first().copied();
                let result = SearchResult {
                    best: fallback,
                    score: 0,
                    depth: 0,
                    nodes: 0,
                    elapsed: Duration::ZERO,
                    pv: fallback.into_iter().collect(),
                };
                self.done(&result, out)?;
            }
            _ => {}
        }
        Ok(())
    }

    fn done<W: Write>(&self, result: &SearchResult, out: &mut W) -> std::io::Result<()> {
        let pv = move_text(&self.game, &result.pv);
        match (pv.first(), pv.get(1)) {
            (Some(m), Some(p)) => writeln!(out, "done move={m} ponder={p}"),
            (Some(m), None) => writeln!(out, "done move={m}"),
            // No legal move: an empty move, as Scan answers.
            _ => writeln!(out, "done move="),
        }
    }

    /// Handles one command line; `false` ends the session.
    fn command<W: Write>(&mut self, line: &str, out: &mut W) -> std::io::Result<bool> {
        let (cmd, rest) = line.split_once(' ').unwrap_or((line, ""));
        let args = parse_args(rest);
        let arg = |k: &str| args.iter().find(|(key, _)| key == k).map(|(_, v)| v.as_str());
        // While searching, only these are read (the protocol's rule).
        if self.searching.is_some() && !matches!(cmd, "ping" | "stop" | "ponder-hit" | "quit") {
            return Ok(true);
        }
        match cmd {
            "hub" => {
                writeln!(
                    out,
                    "id name={NAME} version={} author=\"the Damier team\"",
                    env!("CARGO_PKG_VERSION")
                )?;
                writeln!(out, "param name=variant value=normal type=enum values=\"normal english dablot\"")?;
                let rules = match self.rules.rule24 {
                    DrawRule24::Fmjd => "fmjd",
                    DrawRule24::Seed => "seed",
                };
                writeln!(out, "param name=rules value={rules} type=enum values=\"fmjd seed\"")?;
                writeln!(out, "param name=level value={} type=int min=1 max=6", self.level.number())?;
                writeln!(out, "param name=hash value={} type=int min=1 max=4096", self.hash_mb)?;
                writeln!(out, "param name=threads value={} type=int min=1 max={MAX_THREADS}", self.threads)?;
                writeln!(out, "param name=book value={} type=bool", self.book)?;
                let dir = self.egdb_dir.as_ref().map(|d| d.display().to_string()).unwrap_or_default();
                writeln!(out, "param name=egdb-dir value={} type=string", quote(&dir))?;
                writeln!(out, "wait")?;
            }
            "init" => {
                self.worker();
                self.initialized = true;
                self.load_tables(out)?;
                writeln!(out, "ready")?;
            }
            "ping" => writeln!(out, "pong")?,
            "set-param" => self.set_param(arg("name").unwrap_or(""), arg("value").unwrap_or(""), out)?,
            "new-game" => {
                self.seed = clock_seed();
                self.worker().new_game();
            }
            "pos" => {
                let moves = arg("moves").unwrap_or("");
                let pos = if args.iter().any(|(k, _)| k == "start") {
                    "start"
                } else {
                    arg("pos").unwrap_or("start")
                };
                let game = with_variant!(self.variant, P => game_from::<P>(pos, moves, self.rules).map(AnyGame::from));
                match game {
                    Ok(g) => self.game = g,
                    Err(e) => error(out, &e)?,
                }
            }
            "level" => match level_budget(&args) {
                Ok(Some(b)) => self.budget = b,
                Ok(None) => {}
                Err(e) => error(out, &e)?,
            },
            "go" => {
                let ponder = args.iter().any(|(k, _)| k == "ponder" || k == "analyze");
                let budget = if ponder { Budget::Infinite } else { self.budget };
                let id = self.think(budget);
                self.searching = Some(Searching {
                    id,
                    ponder_budget: args.iter().any(|(k, _)| k == "ponder").then_some(self.budget),
                    deadline: None,
                    last: None,
                });
            }
            "ponder-hit" => self.ponder_hit(),
            "stop" => self.stop(),
            "quit" => return Ok(false),
            _ => {}
        }
        Ok(true)
    }

    /// Starts a search of the current game under `budget`; returns its id.
    fn think(&mut self, budget: Budget) -> u64 {
        let mut request = crate::worker::Request::new(self.game.clone(), self.level, budget);
        request.threads = self.threads;
        request.book = self.book;
        // An engine under a GUI's or a match's time per move: the time is its own.
        request.forced_in_full = true;
        request.seed = self.seed;
        self.worker().think(request)
    }

    /// The opponent played the move pondered on: the search goes on under the `level` budget.
    fn ponder_hit(&mut self) {
        let Some(budget) = self.searching.as_mut().and_then(|s| s.ponder_budget.take()) else { return };
        let limits = budget.limits();
        if limits.depth.is_some() || limits.nodes.is_some() {
            // The pondering search counted neither from the hit: search again under the
            // limit; the pondering search's `done` is not for the GUI (its id is replaced).
            let id = self.think(budget);
            if let Some(s) = &mut self.searching {
                s.id = id;
            }
        } else if let Some(s) = &mut self.searching {
            s.deadline = limits.hard_time.and_then(|t| Instant::now().checked_add(t));
        }
    }

    fn set_param<W: Write>(&mut self, name: &str, value: &str, out: &mut W) -> std::io::Result<()> {
        match name {
            "variant" => {
                let v = match value {
                    "normal" | "international" => Variant::International,
                    "english" => Variant::English,
                    "dablot" => Variant::Dablot,
                    _ => return error(out, &CommandError::UnknownVariant { value: value.to_owned() }),
                };
                if v != self.variant {
                    self.variant = v;
                    self.game = AnyGame::start(v, self.rules);
                }
            }
            "rules" => match value {
                // Takes effect with the next `pos`.
                "fmjd" => self.rules.rule24 = DrawRule24::Fmjd,
                "seed" => self.rules.rule24 = DrawRule24::Seed,
                _ => error(out, &CommandError::UnknownRules { value: value.to_owned() })?,
            },
            "level" => match value.parse::<Level>() {
                Ok(l) => self.level = l,
                Err(e) => error(out, &CommandError::Level(e))?,
            },
            "hash" => match value.parse::<usize>() {
                Ok(mb) if (1..=4096).contains(&mb) => {
                    self.hash_mb = mb;
                    self.worker = None;
                }
                _ => error(out, &CommandError::Hash)?,
            },
            "threads" => match value.parse::<usize>() {
                Ok(n) if (1..=MAX_THREADS).contains(&n) => self.threads = n,
                _ => error(out, &CommandError::Threads)?,
            },
            "book" => match value {
                "true" => self.book = true,
                "false" => self.book = false,
                _ => error(out, &CommandError::Book)?,
            },
            // Set again (even to the same folder, whose files may have been rebuilt): read
            // again.
            "egdb-dir" => {
                self.egdb_dir = (!value.is_empty()).then(|| PathBuf::from(value));
                self.tables_for.clear();
                uninstall_all();
            }
            _ => return Ok(()),
        }
        if self.initialized { self.load_tables(out) } else { Ok(()) }
    }

    /// Loads the tables of `egdb-dir` for the variant and rules in play, once per folder and
    /// flavour.
    fn load_tables<W: Write>(&mut self, out: &mut W) -> std::io::Result<()> {
        let Some(dir) = self.egdb_dir.clone() else { return Ok(()) };
        let Some(flavour) = Flavour::of(self.variant, self.rules.rule24) else { return Ok(()) };
        if self.tables_for.contains(&flavour) {
            return Ok(());
        }
        self.tables_for.push(flavour);
        let most = flavour.most_pieces();
        let opened = open_installed(&dir, flavour, Scope::new(most, most));
        let (dir, tables) = (dir.display().to_string(), flavour.name());
        if opened.loaded == 0 {
            error(out, &CommandError::NoTables { dir, tables })?;
        } else if opened.refused > 0 {
            error(out, &CommandError::TablesRefused { dir, tables, refused: opened.refused })?;
        }
        Ok(())
    }
}
