//! A Hub program in its own process, driven as a GUI drives it (`shared/notes/standards.md`,
//! "Hub protocol"): `hub` and its `id`, `param` and `wait` lines, the variant set, `init` and
//! `ready`, then `pos`, `level` and `go think` for each move, answered by `done move=..`.
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

use crate::hub::{level_line, parse_args, position_text};
use crate::notation::hub_line_text;
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
        }
    }
}

impl std::error::Error for HubError {}

/// One `param` line of the program: its name, value and type (`int`, `bool`, `enum` ...).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HubParam {
    pub name: String,
    pub value: String,
    pub kind: String,
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
                    intro.params.push(HubParam { name: arg("name"), value: arg("value"), kind: arg("type") })
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
    handshake: Duration,
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
    intro: HubIntro,
    stale: bool,
}

impl HubEngine {
    /// Starts `program` with `args`, introduces itself, sets `variant` and waits for `ready`;
    /// each answer may take up to `handshake`.
    pub fn start(
        program: &str,
        args: &[String],
        variant: Variant,
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
            handshake,
            child,
            stdin,
            lines,
            intro: HubIntro::default(),
            stale: false,
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
        *self = HubEngine::start(&self.program, &self.args, self.variant, self.handshake)?;
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
        let moves = hub_line_text(game.start(), game.moves());
        let start = position_text(game.start());
        if moves.is_empty() {
            self.send(&format!("pos pos={start}"))?;
        } else {
            self.send(&format!("pos pos={start} moves=\"{}\"", moves.join(" ")))?;
        }
        self.send(&level_line(budget))?;
        self.send("go think")?;
        let (done, before) = match self.expect("done", deadline) {
            Ok(answer) => answer,
            Err(e) => {
                // Make it answer now, or replace it before it plays again.
                let answered =
                    self.send("stop").is_ok() && self.expect("done", Duration::from_secs(2)).is_ok();
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
        assert_eq!(
            intro.params[1],
            HubParam { name: "threads".into(), value: "1".into(), kind: "int".into() }
        );
        assert!(!HubIntro::offers(&lines, Variant::English));
        assert!(HubIntro::offers(
            &["param name=variant values=\"normal english\"".to_owned()],
            Variant::English
        ));
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
