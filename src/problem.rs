//! What can go wrong with a file, a paste or a position, as kinds with their data: the status
//! line words each kind in the chosen language ([`crate::i18n::Tr::problem`]); `Display` gives
//! the English that logs and tests read.

use std::fmt;
use std::io;
use std::path::{Path, PathBuf};

use damier_rules::{ParseError, PdnError, ReplayError, Variant};

/// What the system said when a file operation failed: its kind, its error number and its
/// (English) text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IoCause {
    pub kind: io::ErrorKind,
    /// The operating system's error number, when there is one.
    pub code: Option<i32>,
    /// The system's message, as Rust gives it.
    pub text: String,
}

impl From<&io::Error> for IoCause {
    fn from(e: &io::Error) -> IoCause {
        IoCause { kind: e.kind(), code: e.raw_os_error(), text: e.to_string() }
    }
}

impl From<io::Error> for IoCause {
    fn from(e: io::Error) -> IoCause {
        IoCause::from(&e)
    }
}

impl fmt::Display for IoCause {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

/// A file operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileOp {
    Open,
    Read,
    Create,
    Write,
    CreateFolder,
    FollowLink,
}

impl FileOp {
    /// The verb, in English.
    fn verb(self) -> &'static str {
        match self {
            FileOp::Open => "open",
            FileOp::Read => "read",
            FileOp::Create => "create",
            FileOp::Write => "write",
            FileOp::CreateFolder => "create the folder",
            FileOp::FollowLink => "follow the link",
        }
    }

    /// The `$op` selector of the catalogues.
    pub fn selector(self) -> &'static str {
        match self {
            FileOp::Open => "open",
            FileOp::Read => "read",
            FileOp::Create => "create",
            FileOp::Write => "write",
            FileOp::CreateFolder => "create-folder",
            FileOp::FollowLink => "follow-link",
        }
    }
}

/// A value of a settings or saved-game file outside the range the app accepts: the field's
/// name, its value and the range, as the file writes them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OutOfRange {
    pub field: String,
    pub value: String,
    pub min: String,
    pub max: String,
}

impl OutOfRange {
    /// The same value, its field inside `outer` (`new_game.clock.` + `minutes`).
    pub fn within(self, outer: &str) -> OutOfRange {
        OutOfRange { field: format!("{outer}{}", self.field), ..self }
    }
}

impl fmt::Display for OutOfRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} is {}, out of the range {} to {}", self.field, self.value, self.min, self.max)
    }
}

/// A settings or saved-game text that is not what the app reads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RonError {
    /// It does not parse at `line` and `column` (1-based); `detail`: RON's words.
    Syntax { line: usize, column: usize, detail: String },
    /// It parses, with a value out of range.
    OutOfRange(OutOfRange),
}

impl From<OutOfRange> for RonError {
    fn from(value: OutOfRange) -> RonError {
        RonError::OutOfRange(value)
    }
}

impl fmt::Display for RonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RonError::Syntax { line, column, detail } => write!(f, "line {line}, column {column}: {detail}"),
            RonError::OutOfRange(value) => value.fmt(f),
        }
    }
}

impl std::error::Error for RonError {}

/// What went wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// A file operation on `path` failed.
    Io { op: FileOp, path: PathBuf, cause: IoCause },
    /// Renaming `from` to `to` failed.
    Rename { from: PathBuf, to: PathBuf, cause: IoCause },
    /// `path` is a folder or a device, not a file.
    NotAFile(PathBuf),
    /// `path` names no file (it ends in `..`, or is a root).
    NotAFileName(PathBuf),
    /// The file at `path` is `size` bytes, over the `limit`.
    TooBig { path: PathBuf, size: u64, limit: u64 },
    /// The file at `path` is not UTF-8 text: the first bad byte is at `line` and `column`.
    NotUtf8 { path: PathBuf, line: usize, column: usize },
    /// A settings or saved-game file at `path` that does not parse, or holds a value out of
    /// range.
    Ron { path: PathBuf, error: RonError },
    /// The saved game at `path` does not replay: why.
    NotReplayed { path: PathBuf, why: Box<Problem> },
    /// The saved game holds no moves at all (not even an empty game).
    SavedGameEmpty,
    /// The saved moves are a game of `moves`, the saved setup one of `setup`.
    SavedGameVariant { moves: Variant, setup: Variant },
    /// A bad file (`problem`) that could not be moved to `backup` either.
    NotMovedAside { problem: Box<Problem>, backup: PathBuf, cause: IoCause },
    /// Something could not be written as RON (a bug: `detail` says what).
    Encode(String),
    /// A PDN file or a pasted text with no game in it.
    NoGame,
    /// A game of a PDN file that does not read.
    Pdn(PdnError),
    /// A game read that does not replay.
    Replay(ReplayError),
    /// A position (FEN) that does not read.
    Fen(ParseError),
    /// A pasted text over `kib` KiB.
    PasteTooLong { kib: usize },
    /// No file dialog could be shown (no XDG desktop portal, no zenity).
    NoFileDialog,
    /// The file dialog's thread panicked.
    FileDialogFailed,
    /// No thread could be started for the file dialog.
    NoThread(IoCause),
}

impl Problem {
    /// `cause` of `op` on `path`.
    pub fn io(op: FileOp, path: &Path, cause: impl Into<IoCause>) -> Problem {
        Problem::Io { op, path: path.to_path_buf(), cause: cause.into() }
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Problem::Io { op, path, cause } => {
                write!(f, "could not {} {}: {cause}", op.verb(), path.display())
            }
            Problem::Rename { from, to, cause } => {
                write!(f, "could not rename {} to {}: {cause}", from.display(), to.display())
            }
            Problem::NotAFile(path) => write!(f, "could not read {}: it is not a file", path.display()),
            Problem::NotAFileName(path) => write!(f, "could not write {}: not a file name", path.display()),
            Problem::TooBig { path, size, limit } => write!(
                f,
                "could not read {}: it is {} and the limit is {} (this is not a PDN game)",
                path.display(),
                megabytes(*size),
                megabytes(*limit)
            ),
            Problem::NotUtf8 { path, line, column } => write!(
                f,
                "could not read {}: it is not UTF-8 text (first bad byte at line {line}, column {column}); \
                 save it as UTF-8 and open it again",
                path.display()
            ),
            Problem::Ron { path, error } => write!(f, "could not read {}: {error}", path.display()),
            Problem::NotReplayed { path, why } => write!(f, "could not replay {}: {why}", path.display()),
            Problem::SavedGameEmpty => f.write_str("the saved game is empty"),
            Problem::SavedGameVariant { moves, setup } => {
                write!(f, "the saved moves are a game of {moves}, not {setup}")
            }
            Problem::NotMovedAside { problem, backup, cause } => {
                write!(f, "{problem} (and it could not be moved to {}: {cause})", backup.display())
            }
            Problem::Encode(detail) => write!(f, "could not encode as RON: {detail}"),
            Problem::NoGame => f.write_str("the file holds no game"),
            Problem::Pdn(e) => e.fmt(f),
            Problem::Replay(e) => e.fmt(f),
            Problem::Fen(e) => e.fmt(f),
            Problem::PasteTooLong { kib } => write!(f, "the text is longer than {kib} KiB"),
            Problem::NoFileDialog => f.write_str(
                "no file dialog could be shown: Damier opens its file dialogs through the XDG desktop \
                 portal (install xdg-desktop-portal and a backend such as xdg-desktop-portal-gtk or -kde) \
                 or, failing that, zenity",
            ),
            Problem::FileDialogFailed => f.write_str("the file dialog failed unexpectedly (see the log)"),
            Problem::NoThread(cause) => write!(f, "could not start a thread for the file dialog: {cause}"),
        }
    }
}

impl std::error::Error for Problem {}

/// `bytes` as "12.3 MB" (or "512 bytes" below a kilobyte), in English.
fn megabytes(bytes: u64) -> String {
    if bytes < 1000 { format!("{bytes} bytes") } else { format!("{:.1} MB", bytes as f64 / 1_048_576.0) }
}
