//! The Hub protocol, version 2 (Scan's protocol), engine side: `damier-engine hub`.
//!
//! ```text
//! GUI: hub                       engine: id name=damier-engine version=.. author=..
//!                                        param name=.. value=.. type=.. ...  then  wait
//! GUI: set-param name=N value=V  (variant, rules, level, hash, threads, book)
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
//! Scores are in men with two decimals; a win in `n` plies is `100 - n/100` (99.97), as
//! Hub clients expect.

use std::io::{BufRead, Write};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::time::{Duration, Instant};

use damier_rules::notation::parse_hub_move;
use damier_rules::pdn::MAX_MOVES;
use damier_rules::{
    AnyGame, Color, DrawRule24, Game, GameOptions, Piece, Position, Role, Variant, with_game, with_variant,
};

use crate::level::Level;
use crate::notation::hub_line_text;
use crate::search::{Info, MAX_THREADS, SearchResult, WIN, win_distance};
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

/// The `key=value` words of a Hub line (values may be quoted), in order.
pub(crate) fn parse_args(text: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut rest = text.trim_start();
    while !rest.is_empty() {
        let (key, after) = match rest.find(['=', ' ']) {
            Some(i) if rest.as_bytes()[i] == b'=' => (&rest[..i], &rest[i + 1..]),
            Some(i) => (&rest[..i], &rest[i..]),
            None => (rest, ""),
        };
        let (value, after) = if let Some(q) = after.strip_prefix('"') {
            match q.find('"') {
                Some(end) => (&q[..end], &q[end + 1..]),
                None => (q, ""),
            }
        } else if after.starts_with(' ') || after.is_empty() {
            ("", after)
        } else {
            let end = after.find(' ').unwrap_or(after.len());
            (&after[..end], &after[end..])
        };
        out.push((key.to_owned(), value.to_owned()));
        rest = after.trim_start();
    }
    out
}

/// A `level` value: `key=value` read as `T` and checked by `ok`; the error names the key and
/// says what it must be.
fn level_value<T: std::str::FromStr>(
    key: &str,
    value: &str,
    what: &str,
    ok: impl Fn(&T) -> bool,
) -> Result<T, String> {
    value.parse::<T>().ok().filter(ok).ok_or_else(|| format!("level {key}={value}: expected {what}"))
}

/// The longest time `level` takes, in seconds: far beyond any game, far below what the time
/// arithmetic of a move's budget could overflow.
pub const MAX_SECONDS: f64 = 1e9;

/// A `level` time in seconds, 0 to [`MAX_SECONDS`].
fn seconds(key: &str, value: &str) -> Result<Duration, String> {
    let what = format!("seconds, 0 to {MAX_SECONDS}");
    let s: f64 = level_value(key, value, &what, |s: &f64| (0.0..=MAX_SECONDS).contains(s))?;
    Ok(Duration::from_secs_f64(s))
}

/// A value as the protocol writes it: in quotes when it holds a space; a quote inside (from
/// an echoed input) becomes `'`, since a Hub value cannot hold one.
fn quote(s: &str) -> String {
    let s = s.replace('"', "'");
    if s.contains(' ') || s.is_empty() { format!("\"{s}\"") } else { s }
}

/// A score as Hub clients read it: men with two decimals; wins as `100 - plies/100`.
pub fn score_text(score: i32) -> String {
    let centi = match win_distance(score) {
        Some(n) if n >= 0 => 10_000 - n,
        Some(n) => -10_000 - n,
        None => score.clamp(-WIN / 4, WIN / 4),
    };
    format!("{:.2}", f64::from(centi) / 100.0)
}

/// The position string of the protocol (see the module documentation).
pub fn position_text<P: Position>(pos: &P) -> String {
    let mut s = String::with_capacity(P::SQUARES + 1);
    s.push(pos.turn().letter());
    for sq in 0..P::SQUARES as u8 {
        s.push(match pos.piece_at(sq) {
            None => 'e',
            Some(Piece { color: Color::White, role: Role::Man }) => 'w',
            Some(Piece { color: Color::Black, role: Role::Man }) => 'b',
            Some(Piece { color: Color::White, role: Role::Prince }) => 'p',
            Some(Piece { color: Color::Black, role: Role::Prince }) => 'P',
            Some(Piece { color: Color::White, role: Role::King }) => 'W',
            Some(Piece { color: Color::Black, role: Role::King }) => 'B',
        });
    }
    s
}

/// Reads a position string (see the module documentation).
pub fn parse_position<P: Position>(text: &str) -> Result<P, String> {
    let mut chars = text.chars();
    let turn = match chars.next() {
        Some('W' | 'w') => Color::White,
        Some('B' | 'b') => Color::Black,
        _ => return Err(format!("the position '{text}' must start with W or B (the side to move)")),
    };
    let body: Vec<char> = chars.collect();
    if body.len() != P::SQUARES {
        return Err(format!(
            "{} needs {} squares after the side to move, not {}",
            P::VARIANT,
            P::SQUARES,
            body.len()
        ));
    }
    let mut pieces = Vec::new();
    for (sq, c) in body.into_iter().enumerate() {
        let piece = |color, role| Some(Piece { color, role });
        let p = match c {
            'e' | '.' => None,
            'w' => piece(Color::White, Role::Man),
            'b' => piece(Color::Black, Role::Man),
            'W' => piece(Color::White, Role::King),
            'B' => piece(Color::Black, Role::King),
            'p' if P::VARIANT == Variant::Dablot => piece(Color::White, Role::Prince),
            'P' if P::VARIANT == Variant::Dablot => piece(Color::Black, Role::Prince),
            other => return Err(format!("'{other}' at square {} is not one of w b W B e", sq + 1)),
        };
        if let Some(p) = p {
            pieces.push((sq as u8, p));
        }
    }
    P::from_pieces(turn, &pieces).map_err(|e| e.to_string())
}

fn game_from<P: Position>(pos: &str, moves: &str, rules: GameOptions) -> Result<Game<P>, String> {
    // Each move looks back over the game for repetitions: a list of millions would take hours.
    if moves.split_whitespace().nth(MAX_MOVES).is_some() {
        return Err(format!("more than {MAX_MOVES} moves: no game is that long"));
    }
    let start = if pos == "start" { P::start() } else { parse_position::<P>(pos)? };
    let mut game = Game::new(start, rules);
    for text in moves.split_whitespace() {
        let p = *game.position();
        let m = parse_hub_move(&p, text)
            .or_else(|| p.parse_move(text).ok())
            .ok_or_else(|| format!("the move '{text}' is not legal in {}", p.to_fen()))?;
        if game.outcome().is_some() {
            // Over by our rules, but the GUI is the referee: play on from here (the moves
            // before no longer count for repetitions), under the FMJD form of rule 24, since
            // the seed's form ends the game in this very position.
            let mut fmjd = rules;
            fmjd.rule24 = DrawRule24::Fmjd;
            game = Game::new(p, fmjd);
        }
        game.play(&m).map_err(|e| format!("the move '{text}': {e}"))?;
    }
    Ok(game)
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
                    let text = format!("the line '{start}' is not UTF-8 text: ignored");
                    writeln!(out, "error message={}", quote(&text))?;
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
                writeln!(out, "error message={}", quote(&message))?;
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
                writeln!(out, "wait")?;
            }
            "init" => {
                self.worker();
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
                    Err(e) => writeln!(out, "error message={}", quote(&e))?,
                }
            }
            "level" => match level_budget(&args) {
                Ok(Some(b)) => self.budget = b,
                Ok(None) => {}
                Err(e) => writeln!(out, "error message={}", quote(&e))?,
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
                    _ => {
                        return writeln!(
                            out,
                            "error message=\"unknown variant {value}: normal, english or dablot\""
                        );
                    }
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
                _ => writeln!(out, "error message=\"unknown rules {value}: fmjd or seed\"")?,
            },
            "level" => match value.parse::<Level>() {
                Ok(l) => self.level = l,
                Err(e) => writeln!(out, "error message={}", quote(&e))?,
            },
            "hash" => match value.parse::<usize>() {
                Ok(mb) if (1..=4096).contains(&mb) => {
                    self.hash_mb = mb;
                    self.worker = None;
                }
                _ => writeln!(out, "error message=\"hash must be 1 to 4096 (MiB)\"")?,
            },
            "threads" => match value.parse::<usize>() {
                Ok(n) if (1..=MAX_THREADS).contains(&n) => self.threads = n,
                _ => writeln!(out, "error message=\"threads must be 1 to {MAX_THREADS}\"")?,
            },
            "book" => match value {
                "true" => self.book = true,
                "false" => self.book = false,
                _ => writeln!(out, "error message=\"book must be true or false\"")?,
            },
            _ => {}
        }
        Ok(())
    }
}

/// The budget a `level` command sets (`None` when it names none); every value it gives is
/// checked, and the first bad one is the error, naming it.
fn level_budget(args: &[(String, String)]) -> Result<Option<Budget>, String> {
    let arg = |k: &str| args.iter().find(|(key, _)| key == k).map(|(_, v)| v.as_str());
    let whole = "a whole number, 1 or more";
    let depth = arg("depth").map(|v| level_value("depth", v, whole, |d: &u32| *d >= 1)).transpose()?;
    let nodes = arg("nodes").map(|v| level_value("nodes", v, whole, |n: &u64| *n >= 1)).transpose()?;
    let move_time = arg("move-time").map(|v| seconds("move-time", v)).transpose()?;
    let time = arg("time").map(|v| seconds("time", v)).transpose()?;
    let increment = arg("inc").map(|v| seconds("inc", v)).transpose()?;
    let moves_to_go =
        arg("moves").map(|v| level_value("moves", v, "a whole number", |_: &u32| true)).transpose()?;
    if args.iter().any(|(k, _)| k == "infinite") {
        return Ok(Some(Budget::Infinite));
    }
    let budget = if let Some(d) = depth {
        Budget::Depth(d)
    } else if let Some(n) = nodes {
        Budget::Nodes(n)
    } else if let Some(t) = move_time {
        Budget::MoveTime(t)
    } else if let Some(time) = time {
        let increment = increment.unwrap_or(Duration::ZERO);
        // Hub: the engine adds the increment of the coming move itself.
        Budget::Clock {
            remaining: time.saturating_add(increment),
            increment,
            moves_to_go: moves_to_go.filter(|&n| n > 0),
        }
    } else {
        return Ok(None);
    };
    Ok(Some(budget))
}

#[cfg(test)]
mod tests {
    use super::*;
    use damier_rules::{Dablot, English, International};

    #[test]
    fn arguments_with_quotes_and_bare_keys() {
        let a = parse_args("pos=Wbbb moves=\"32-28 19-23\" start");
        assert_eq!(
            a,
            vec![
                ("pos".to_owned(), "Wbbb".to_owned()),
                ("moves".to_owned(), "32-28 19-23".to_owned()),
                ("start".to_owned(), String::new())
            ]
        );
        assert_eq!(parse_args("think"), vec![("think".to_owned(), String::new())]);
    }

    #[test]
    fn position_strings_round_trip() {
        let p = International::start();
        let s = position_text(&p);
        assert_eq!(s, format!("W{}{}{}", "b".repeat(20), "e".repeat(10), "w".repeat(20)));
        assert_eq!(parse_position::<International>(&s), Ok(p));
        let d = Dablot::start();
        assert_eq!(parse_position::<Dablot>(&position_text(&d)), Ok(d));
        let e = English::start();
        assert_eq!(parse_position::<English>(&position_text(&e)), Ok(e));
        assert!(parse_position::<International>("Wbbb").is_err());
        assert!(parse_position::<International>(&format!("X{}", "e".repeat(50))).is_err());
    }

    #[test]
    fn scores_as_clients_read_them() {
        assert_eq!(score_text(123), "1.23");
        assert_eq!(score_text(-5), "-0.05");
        assert_eq!(score_text(WIN - 3), "99.97");
        assert_eq!(score_text(-(WIN - 4)), "-99.96");
    }

    #[test]
    fn clock_levels_add_the_increment() {
        let args = parse_args("time=10 inc=2 moves=20");
        assert_eq!(
            level_budget(&args),
            Ok(Some(Budget::Clock {
                remaining: Duration::from_secs(12),
                increment: Duration::from_secs(2),
                moves_to_go: Some(20)
            }))
        );
        assert_eq!(
            level_budget(&parse_args("move-time=0.3")),
            Ok(Some(Budget::MoveTime(Duration::from_millis(300))))
        );
        assert_eq!(level_budget(&parse_args("depth=7")), Ok(Some(Budget::Depth(7))));
        assert_eq!(level_budget(&parse_args("bogus=1")), Ok(None));
    }

    #[test]
    fn quoted_values_never_hold_a_quote() {
        assert_eq!(quote("32-28"), "32-28");
        assert_eq!(quote("a b"), "\"a b\"");
        assert_eq!(quote(""), "\"\"");
        assert_eq!(quote("the move '1\"x' is bad"), "\"the move '1'x' is bad\"");
    }

    #[test]
    fn a_failed_search_still_answers_a_legal_move() {
        let (tx, _rx) = mpsc::channel();
        let mut session = Session::new(tx);
        session.searching = Some(Searching { id: 7, ponder_budget: None, deadline: None, last: None });
        let mut out = Vec::new();
        session.event(Event::Failed { id: 7, message: "a bug".to_owned() }, &mut out).expect("written");
        let out = String::from_utf8(out).expect("UTF-8");
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines.len(), 2, "{out}");
        assert_eq!(lines[0], "error message=\"a bug\"");
        let mv = lines[1].strip_prefix("done move=").expect("a done line");
        assert!(parse_hub_move(&International::start(), mv).is_some(), "{out}");
        assert!(session.searching.is_none());
    }

    #[test]
    fn a_move_list_longer_than_any_game_is_an_error() {
        let shuffle = ["50-44", "1-7", "44-50", "7-1"].repeat(MAX_MOVES / 4 + 1).join(" ");
        let error =
            game_from::<International>("start", &shuffle, GameOptions::default()).expect_err("too long");
        assert!(error.contains("more than"), "{error}");
    }

    #[test]
    fn bad_level_values_are_errors_that_name_the_key() {
        for (line, key) in [
            ("depth=-5", "depth="),
            ("depth=0", "depth="),
            ("nodes=x", "nodes="),
            ("move-time=-1", "move-time="),
            ("move-time=1e300", "move-time="),
            ("move-time=inf", "move-time="),
            ("move-time=NaN", "move-time="),
            ("time=10 inc=-2", "inc="),
            ("time=1e20", "time="),
            ("time=10 moves=-1", "moves="),
        ] {
            let error = level_budget(&parse_args(line)).expect_err(line);
            assert!(error.contains(key), "{line}: {error}");
        }
    }

    #[test]
    fn the_longest_clock_is_taken_and_longer_is_an_error() {
        let longest = Duration::from_secs(1_000_000_000);
        assert_eq!(
            level_budget(&parse_args("time=1e9 inc=1e9")),
            Ok(Some(Budget::Clock { remaining: longest * 2, increment: longest, moves_to_go: None }))
        );
        let error = level_budget(&parse_args("time=1e19 inc=1e19")).expect_err("too long");
        assert!(error.contains("time=1e19") && error.contains("0 to 1000000000"), "{error}");
    }
}
