//! Who plays a match: `level:N[,threads=T][,book=on|off]` or `hub:COMMAND`, read from the
//! command line and written back in results.

use std::fmt;

use crate::level::{Level, UnknownLevel};
use crate::search::MAX_THREADS;

/// Who plays: `level:N` (this engine at level N) or `hub:COMMAND` (a Hub program).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayerSpec {
    Level(LevelSpec),
    Hub(String),
}

/// A level of this engine and how it plays: `level:N[,threads=T][,book=on|off]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LevelSpec {
    pub level: Level,
    /// Threads of the search (1 by default).
    pub threads: usize,
    /// Whether it plays from the opening book (on by default).
    pub book: bool,
}

impl LevelSpec {
    /// The level on one thread, with the book.
    pub fn new(level: Level) -> LevelSpec {
        LevelSpec { level, threads: 1, book: true }
    }
}

impl std::str::FromStr for LevelSpec {
    type Err = SpecError;
    fn from_str(s: &str) -> Result<LevelSpec, SpecError> {
        let mut parts = s.split(',');
        let mut spec = LevelSpec::new(parts.next().unwrap_or_default().parse().map_err(SpecError::Level)?);
        for option in parts {
            match option.split_once('=') {
                Some(("threads", n)) => {
                    spec.threads = n
                        .parse()
                        .ok()
                        .filter(|n| (1..=MAX_THREADS).contains(n))
                        .ok_or_else(|| SpecError::Threads { value: n.to_owned() })?;
                }
                Some(("book", "on")) => spec.book = true,
                Some(("book", "off")) => spec.book = false,
                _ => return Err(SpecError::UnknownOption { option: option.to_owned() }),
            }
        }
        Ok(spec)
    }
}

impl fmt::Display for LevelSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "level:{}", self.level.number())?;
        if self.threads > 1 {
            write!(f, ",threads={}", self.threads)?;
        }
        if !self.book {
            f.write_str(",book=off")?;
        }
        Ok(())
    }
}

impl std::str::FromStr for PlayerSpec {
    type Err = SpecError;
    fn from_str(s: &str) -> Result<PlayerSpec, SpecError> {
        if let Some(l) = s.strip_prefix("level:") {
            return Ok(PlayerSpec::Level(l.parse()?));
        }
        if let Some(cmd) = s.strip_prefix("hub:") {
            if cmd.split_whitespace().next().is_none() {
                return Err(SpecError::NoCommand);
            }
            return Ok(PlayerSpec::Hub(cmd.to_owned()));
        }
        Err(SpecError::UnknownPlayer { text: s.to_owned() })
    }
}

impl fmt::Display for PlayerSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayerSpec::Level(l) => l.fmt(f),
            PlayerSpec::Hub(c) => write!(f, "hub:{c}"),
        }
    }
}

/// A player that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SpecError {
    /// `level:` followed by no level.
    Level(UnknownLevel),
    /// `threads=` out of range (the value).
    Threads { value: String },
    /// An option that is none of `threads=N`, `book=on`, `book=off`.
    UnknownOption { option: String },
    /// `hub:` with no command.
    NoCommand,
    /// Neither `level:` nor `hub:`.
    UnknownPlayer { text: String },
}

impl fmt::Display for SpecError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SpecError::Level(e) => e.fmt(f),
            SpecError::Threads { value } => write!(f, "threads={value}: expected 1 to {MAX_THREADS}"),
            SpecError::UnknownOption { option } => {
                write!(f, "unknown option '{option}': expected threads=N, book=on or book=off")
            }
            SpecError::NoCommand => f.write_str("hub: needs a command, e.g. 'hub:dame hub'"),
            SpecError::UnknownPlayer { text } => {
                write!(f, "unknown player '{text}': expected level:N[,threads=T][,book=off] or hub:COMMAND")
            }
        }
    }
}

impl std::error::Error for SpecError {}
