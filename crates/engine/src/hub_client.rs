//! A Hub program in its own process, driven as a GUI drives it (`shared/notes/standards.md`,
//! "Hub protocol"): `hub` and its `id`, `param` and `wait` lines, the variant set, `init` and
//! `ready`, then `pos`, `level` and `go think` for each move, answered by `done move=..`;
//! or `level infinite` and `go analyze`, whose `info` lines are read until `stop` (the
//! protocol has no multi-PV: one line at a time). Options (`param` lines) the user changed are
//! sent with `set-param` before `init`.
//! The match referee ([`crate::referee`]) and the app's other engines both play through it.
//!
//! Every way it can go wrong is a [`HubError`]: a program that does not start, ends, stays
//! silent past its time, refuses the position, or answers a move the rules refuse. A program
//! that missed a deadline may still answer an old `go`: it is marked stale
//! ([`HubEngine::is_stale`]) and should be restarted before it plays again.

use std::fmt;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::time::{Duration, Instant};

use damier_rules::{Game, Move, Position, Variant};

use crate::hub::{level_line, parse_args, position_text, quote};
use crate::notation::hub_line_text;
use crate::search::{Info, WIN};
use crate::time::Budget;

/// What went wrong with a Hub program.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HubError {
    /// The program could not be started (the system's reason).
    Start(String),
    /// The program ended, or closed its input, before answering `word`.
    Ended { word: &'static str },
    /// The program no longer reads what it is sent.
    Gone,
    /// No `word` from the program within its time.
    Timeout { word: &'static str },
    /// The program does not offer the variant (no such value of its param `variant`).
    NoVariant(Variant),
    /// The program answered `error` (the line) while starting or to the position it was sent.
    Refused(String),
    /// `done` without a move (the line).
    NoMove(String),
    /// A move the rules do not allow in the position (the move's text, the position's FEN).
    Illegal { text: String, fen: String },
    /// A line that makes no sense (the line): values that cannot be read, such as
    /// `info score=lots`, or a line of play the rules refuse.
    Garbled(String),
}

impl fmt::Display for HubError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HubError::Start(why) => write!(f, "cannot start: {why}"),
            HubError::Ended { word } => write!(f, "the engine ended before '{word}'"),
            HubError::Gone => f.write_str("the engine is gone"),
            HubError::Timeout { word } => write!(f, "no '{word}' from the engine in time"),
            HubError::NoVariant(v) => {
                write!(f, "does not offer the variant {v} (no such value of its param 'variant')")
            }
            HubError::Refused(line) => write!(f, "the engine refused what it was sent ('{line}')"),
            HubError::NoMove(done) => write!(
                f,
                "no move in '{done}' (the engine sees no legal move, or the game as over by its rules)"
            ),
            HubError::Illegal { text, fen } => write!(f, "illegal move '{text}' in {fen}"),
            HubError::Garbled(line) => write!(f, "a line that makes no sense: '{line}'"),
        }
    }
}

impl std::error::Error for HubError {}

/// One `param` line of the program: its name, value and type (`int`, `bool`, `enum`,
/// `string` ...), and the bounds (`min`, `max`) or choices (`values`) it gives.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HubParam {
    pub name: String,
    pub value: String,
    pub kind: String,
    pub min: Option<String>,
    pub max: Option<String>,
    pub values: Vec<String>,
}

/// What the program says of itself in answer to `hub`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HubIntro {
    /// `id name=..` (empty if not given).
    pub name: String,
    pub version: String,
    pub author: String,
    pub params: Vec<HubParam>,
}

impl HubIntro {
    fn read(lines: &[String]) -> HubIntro {
        let mut intro = HubIntro::default();
        for line in lines {
            let Some((word, rest)) = line.trim().split_once(' ') else { continue };
            let args = parse_args(rest);
            let arg =
                |key: &str| args.iter().find(|(k, _)| k == key).map_or_else(String::new, |(_, v)| v.clone());
            match word {
                "id" => {
                    for (key, field) in [
                        ("name", &mut intro.name),
                        ("version", &mut intro.version),
                        ("author", &mut intro.author),
                    ] {
                        if args.iter().any(|(k, _)| k == key) {
                            *field = arg(key);
                        }
                    }
                }
                "param" => {
                    let given = |key: &str| args.iter().any(|(k, _)| k == key).then(|| arg(key));
                    intro.params.push(HubParam {
                        name: arg("name"),
                        value: arg("value"),
                        kind: arg("type"),
                        min: given("min"),
                        max: given("max"),
                        values: arg("values").split_whitespace().map(str::to_owned).collect(),
                    });
                }
                _ => {}
            }
        }
        intro
    }

    /// Whether the program's param `variant` offers `variant` (international needs none).
    fn offers(lines: &[String], variant: Variant) -> bool {
        lines.iter().any(|l| {
            l.starts_with("param ")
                && l.contains("name=variant")
                && l.split(['"', ' ', '=']).any(|w| w == variant.name())
        })
    }
}

/// A Hub program running in its own process.
pub struct HubEngine {
    program: String,
    args: Vec<String>,
    variant: Variant,
    /// The options set before `init` (name, value).
    params: Vec<(String, String)>,
    handshake: Duration,
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
    intro: HubIntro,
    stale: bool,
    /// While it analyses: when it last said anything, and when it was pinged since.
    heard: Instant,
    pinged: Option<Instant>,
}

/// What a program that analyses said ([`HubEngine::analysis_line`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Analysed {
    /// Its best line so far.
    Info(Info),
    /// It ended its search by itself (`done`: the game is over for it).
    Done,
    /// Nothing that changes what is shown.
    Nothing,
}

/// A program that analyses is pinged after this long without a word ...
const PING_AFTER: Duration = Duration::from_secs(2);
/// ... and hangs if it then says nothing for this long.
const PONG_WITHIN: Duration = Duration::from_secs(3);
/// The time a program has to answer `stop` with `done`.
const STOP_WITHIN: Duration = Duration::from_secs(2);

impl HubEngine {
    /// Starts `program` with `args`, introduces itself, sets `variant` and waits for `ready`;
    /// each answer may take up to `handshake`.
    pub fn start(
        program: &str,
        args: &[String],
        variant: Variant,
        handshake: Duration,
    ) -> Result<HubEngine, HubError> {
        HubEngine::start_with(program, args, variant, &[], handshake)
    }

    /// [`HubEngine::start`], and `params` (name, value) sent with `set-param` before `init`.
    pub fn start_with(
        program: &str,
        args: &[String],
        variant: Variant,
        params: &[(String, String)],
        handshake: Duration,
    ) -> Result<HubEngine, HubError> {
        let mut child = Command::new(program)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| HubError::Start(e.to_string()))?;
        let (Some(stdin), Some(stdout)) = (child.stdin.take(), child.stdout.take()) else {
            let _ = child.kill();
            let _ = child.wait();
            return Err(HubError::Start("no pipes".to_owned()));
        };
        let (tx, lines) = mpsc::channel();
        let reader = std::thread::Builder::new().name("hub-engine-output".into()).spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        if let Err(e) = reader {
            let _ = child.kill();
            let _ = child.wait();
            return Err(HubError::Start(format!("no thread to read the engine: {e}")));
        }
        let mut h = HubEngine {
            program: program.to_owned(),
            args: args.to_vec(),
            variant,
            params: params.to_vec(),
            handshake,
            child,
            stdin,
            lines,
            intro: HubIntro::default(),
            stale: false,
            heard: Instant::now(),
            pinged: None,
        };
        h.send("hub")?;
        let (_, intro) = h.expect("wait", handshake)?;
        h.intro = HubIntro::read(&intro);
        if variant != Variant::International {
            if !HubIntro::offers(&intro, variant) {
                return Err(HubError::NoVariant(variant));
            }
            h.send(&format!("set-param name=variant value={}", variant.name()))?;
        }
        for (name, value) in params {
            h.send(&format!("set-param name={} value={}", quote(name), quote(value)))?;
        }
        h.send("init")?;
        let (_, answers) = h.expect("ready", handshake)?;
        if let Some(e) = answers.iter().find(|l| is_error(l)) {
            return Err(HubError::Refused(e.clone()));
        }
        Ok(h)
    }

    /// What the program said of itself.
    pub fn intro(&self) -> &HubIntro {
        &self.intro
    }

    /// Whether the program missed a deadline and may still answer an old `go`.
    pub fn is_stale(&self) -> bool {
        self.stale
    }

    /// A fresh process in place of this one.
    pub fn restart(&mut self) -> Result<(), HubError> {
        *self = HubEngine::start_with(&self.program, &self.args, self.variant, &self.params, self.handshake)?;
        Ok(())
    }

    /// Sends one line.
    pub fn send(&mut self, line: &str) -> Result<(), HubError> {
        writeln!(self.stdin, "{line}").and_then(|()| self.stdin.flush()).map_err(|_| HubError::Gone)
    }

    /// Reads lines until one starting with `word`; returns it and the lines before it.
    fn expect(&mut self, word: &'static str, within: Duration) -> Result<(String, Vec<String>), HubError> {
        let deadline = Instant::now() + within;
        let mut before = Vec::new();
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            let line = self.lines.recv_timeout(left).map_err(|e| match e {
                mpsc::RecvTimeoutError::Timeout => HubError::Timeout { word },
                mpsc::RecvTimeoutError::Disconnected => HubError::Ended { word },
            })?;
            if line.split_whitespace().next() == Some(word) {
                return Ok((line, before));
            }
            before.push(line);
        }
    }

    /// The program's move in `game`'s position, searched under `budget` (sent as a `level`
    /// command); no answer within `deadline` stops it (and, if it still does not answer,
    /// marks it stale).
    pub fn choose<P: Position>(
        &mut self,
        game: &Game<P>,
        budget: &Budget,
        deadline: Duration,
    ) -> Result<Move, HubError> {
        self.send_position(game)?;
        self.send(&level_line(budget))?;
        self.send("go think")?;
        let (done, before) = match self.expect("done", deadline) {
            Ok(answer) => answer,
            Err(e) => {
                // Make it answer now, or replace it before it plays again.
                let answered = self.send("stop").is_ok() && self.expect("done", STOP_WITHIN).is_ok();
                self.stale = !answered;
                return Err(e);
            }
        };
        // An `error` before `done` answers `pos` or `level`: the engine searched another
        // position (dame keeps its previous one) or under other limits.
        if let Some(e) = before.iter().find(|l| is_error(l)) {
            return Err(HubError::Refused(e.clone()));
        }
        let text = done
            .split_whitespace()
            .find_map(|w| w.strip_prefix("move="))
            .filter(|t| !t.is_empty())
            .ok_or_else(|| HubError::NoMove(done.clone()))?;
        let pos = game.position();
        damier_rules::notation::parse_hub_move(pos, text)
            .or_else(|| pos.parse_move(text).ok())
            .ok_or_else(|| HubError::Illegal { text: text.to_owned(), fen: pos.to_fen() })
    }

    /// Sends `game` as its start and moves.
    fn send_position<P: Position>(&mut self, game: &Game<P>) -> Result<(), HubError> {
        let moves = hub_line_text(game.start(), game.moves());
        let start = position_text(game.start());
        if moves.is_empty() {
            self.send(&format!("pos pos={start}"))
        } else {
            self.send(&format!("pos pos={start} moves=\"{}\"", moves.join(" ")))
        }
    }

    /// Starts analysing `game`'s position without end (`level infinite`, `go analyze`); read
    /// its lines with [`HubEngine::analysis_line`], end it with [`HubEngine::stop_analysis`].
    pub fn analyse<P: Position>(&mut self, game: &Game<P>) -> Result<(), HubError> {
        self.send_position(game)?;
        self.send(&level_line(&Budget::Infinite))?;
        self.send("go analyze")?;
        (self.heard, self.pinged) = (Instant::now(), None);
        Ok(())
    }

    /// The next thing the program says while it analyses `game`'s position, waiting up to
    /// `wait`. A program silent for a while is pinged; one that does not answer the ping
    /// either hangs ([`HubError::Timeout`]). A line whose values cannot be read, or a line of
    /// play the rules refuse, is nonsense ([`HubError::Garbled`]).
    pub fn analysis_line<P: Position>(
        &mut self,
        game: &Game<P>,
        wait: Duration,
    ) -> Result<Analysed, HubError> {
        let line = match self.lines.recv_timeout(wait) {
            Ok(line) => line,
            Err(mpsc::RecvTimeoutError::Disconnected) => return Err(HubError::Ended { word: "info" }),
            Err(mpsc::RecvTimeoutError::Timeout) => {
                match self.pinged {
                    Some(at) if at.elapsed() > PONG_WITHIN => {
                        self.stale = true;
                        return Err(HubError::Timeout { word: "pong" });
                    }
                    None if self.heard.elapsed() > PING_AFTER => {
                        self.send("ping")?;
                        self.pinged = Some(Instant::now());
                    }
                    _ => {}
                }
                return Ok(Analysed::Nothing);
            }
        };
        (self.heard, self.pinged) = (Instant::now(), None);
        let (word, rest) = line.trim().split_once(' ').unwrap_or((line.trim(), ""));
        match word {
            "info" => read_info(game.position(), rest, &line)
                .map(|info| info.map_or(Analysed::Nothing, Analysed::Info)),
            "done" => Ok(Analysed::Done),
            "error" => Err(HubError::Refused(line.clone())),
            _ => Ok(Analysed::Nothing),
        }
    }

    /// Stops the analysis: `stop`, answered by `done` within a short time (else the program
    /// hangs, and is marked stale).
    pub fn stop_analysis(&mut self) -> Result<(), HubError> {
        self.send("stop")?;
        let answered = self.expect("done", STOP_WITHIN).map(drop);
        self.stale = answered.is_err();
        answered
    }
}

/// An `info` line's values (`rest`, the words after `info`) in `pos`: `None` when it gives no
/// score or no line of play (engines also send progress without them).
fn read_info<P: Position>(pos: &P, rest: &str, line: &str) -> Result<Option<Info>, HubError> {
    let args = parse_args(rest);
    let arg = |key: &str| args.iter().find(|(k, _)| k == key).map(|(_, v)| v.as_str());
    let garbled = || HubError::Garbled(line.to_owned());
    let (Some(score), Some(pv)) = (arg("score"), arg("pv")) else { return Ok(None) };
    let men: f64 = score.parse().map_err(|_| garbled())?;
    if !men.is_finite() {
        return Err(garbled());
    }
    let depth = arg("depth").map_or(Ok(0), str::parse).map_err(|_| garbled())?;
    let nodes = arg("nodes").map_or(Ok(0), str::parse).map_err(|_| garbled())?;
    let seconds: f64 = arg("time").map_or(Ok(0.0), str::parse).map_err(|_| garbled())?;
    let elapsed = Duration::try_from_secs_f64(seconds).map_err(|_| garbled())?;
    let mut at = *pos;
    let mut moves = Vec::new();
    for text in pv.split_whitespace() {
        let m = damier_rules::notation::parse_hub_move(&at, text).ok_or_else(garbled)?;
        at = at.play(&m).map_err(|_| garbled())?;
        moves.push(m);
    }
    if moves.is_empty() {
        return Ok(None);
    }
    Ok(Some(Info { depth, score: score_from_men(men), nodes, elapsed, pv: moves }))
}

/// A Hub score (men, the side to move's) in hundredths of a man; `100 - n/100` (99.97) is a
/// win in `n` plies, as [`crate::hub`] writes it.
fn score_from_men(men: f64) -> i32 {
    let centi = (men * 100.0).round().clamp(-10_000.0, 10_000.0) as i32;
    if centi.abs() >= 9_000 {
        let plies = 10_000 - centi.abs();
        centi.signum() * (WIN - plies)
    } else {
        centi
    }
}

fn is_error(line: &str) -> bool {
    line.split_whitespace().next() == Some("error")
}

impl Drop for HubEngine {
    fn drop(&mut self) {
        let _ = self.send("quit");
        let deadline = Instant::now() + Duration::from_secs(2);
        while Instant::now() < deadline {
            match self.child.try_wait() {
                Ok(Some(_)) | Err(_) => return,
                Ok(None) => std::thread::sleep(Duration::from_millis(10)),
            }
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_intro_reads_id_and_params_with_quoted_values() {
        let lines = [
            "id name=\"Scan 3\" version=3.1 author=\"Fabien Letouzey\"",
            "param name=variant value=normal type=enum values=\"normal killer bt frisian losing\"",
            "param name=threads value=1 type=int min=1 max=16",
            "something else",
        ]
        .map(str::to_owned);
        let intro = HubIntro::read(&lines);
        assert_eq!((intro.name.as_str(), intro.version.as_str()), ("Scan 3", "3.1"));
        assert_eq!(intro.author, "Fabien Letouzey");
        assert_eq!(intro.params.len(), 2);
        let threads = HubParam {
            name: "threads".into(),
            value: "1".into(),
            kind: "int".into(),
            min: Some("1".into()),
            max: Some("16".into()),
            values: Vec::new(),
        };
        assert_eq!(intro.params[1], threads);
        assert_eq!(intro.params[0].values, ["normal", "killer", "bt", "frisian", "losing"]);
        assert_eq!((intro.params[0].min.as_deref(), intro.params[0].max.as_deref()), (None, None));
        assert!(!HubIntro::offers(&lines, Variant::English));
        assert!(HubIntro::offers(
            &["param name=variant values=\"normal english\"".to_owned()],
            Variant::English
        ));
    }

    #[test]
    fn info_lines_are_read_in_the_position_and_nonsense_is_an_error() {
        use damier_rules::draughts::International;
        let start = International::start();
        let line = "info depth=7 score=-0.25 nodes=1200 time=0.500 nps=0.00 pv=\"32-28 19-23 28x19x23\"";
        let rest = line.trim_start_matches("info ");
        let info = read_info(&start, rest, line).expect("reads").expect("a line");
        assert_eq!((info.depth, info.score, info.nodes), (7, -25, 1200));
        assert_eq!(info.elapsed, Duration::from_millis(500));
        assert_eq!(info.pv.len(), 3);
        assert_eq!(start.move_to_string(&info.pv[0]), "32-28");
        // Progress without a line of play changes nothing shown.
        assert_eq!(read_info(&start, "depth=3 nodes=10", line), Ok(None));
        let garbled = "info score=lots pv=32-28";
        assert_eq!(read_info(&start, "score=lots pv=32-28", garbled), Err(HubError::Garbled(garbled.into())));
        // 33-29 after 32-28: White plays twice.
        let illegal = "info score=0.1 pv=\"32-28 33-29\"";
        let read = read_info(&start, "score=0.1 pv=\"32-28 33-29\"", illegal);
        assert_eq!(read, Err(HubError::Garbled(illegal.into())));
        // Wins as the protocol writes them: 100 less a hundredth a ply.
        assert_eq!(score_from_men(99.97), WIN - 3);
        assert_eq!(score_from_men(-99.96), -(WIN - 4));
        assert_eq!(score_from_men(1.5), 150);
    }

    #[test]
    fn a_program_that_does_not_exist_or_is_silent_is_an_error() {
        let missing =
            HubEngine::start("/nonexistent/hub-engine", &[], Variant::International, Duration::ZERO);
        assert!(matches!(missing, Err(HubError::Start(_))));
        let args = ["-c".to_owned(), "sleep 5".to_owned()];
        let start = Instant::now();
        let silent = HubEngine::start("sh", &args, Variant::International, Duration::from_millis(200));
        assert_eq!(silent.err(), Some(HubError::Timeout { word: "wait" }));
        assert!(start.elapsed() < Duration::from_secs(4), "{:?}", start.elapsed());
    }
}
