//! PDN files through the platform's native file dialogs, off the UI thread.
//!
//! [`Files::open_pdn`] and [`Files::save_pdn`] return at once: the dialog is created on the
//! calling (UI) thread, as some platforms require, and awaited on a thread of its own, which
//! then reads or writes the file (an opened file's games are read and replayed there too,
//! [`OpenedGame`]) and sends one [`FileEvent`] per request through the channel given by
//! [`Files::new`], calling the notify closure after each.
//!
//! On Linux and the BSDs the dialog comes from the XDG desktop portal, with `zenity` as rfd's
//! fallback. Where neither is available (a headless machine, a desktop without a portal), rfd
//! returns no file within a few milliseconds, exactly as if the user had closed the dialog. So
//! there, "no file" sooner than [`NO_DIALOG_WITHIN`] after the request is taken to mean that no
//! dialog could be shown and is reported as [`FileEvent::Failed`] with an explanation; later, it
//! is [`FileEvent::Cancelled`]. (Nobody closes a dialog within a quarter of a second of asking
//! for it; the worst a false guess can do is show that message once.)

use std::fs;
use std::io::Read;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{self, Receiver, Sender};
use std::thread;
use std::time::{Duration, Instant};

use damier_rules::{AnyGame, Color, GameOptions, PdnGame, PdnReader, Variant};

use crate::i18n::Tr;
use crate::problem::{FileOp, Problem};
use crate::storage::{line_column, write_atomic};

/// The largest PDN file [`Files::open_pdn`] reads: 10 MB (a PDN game is a few kilobytes; a
/// database of a thousand games fits many times over).
pub const MAX_PDN_BYTES: u64 = 10 * 1024 * 1024;

/// What became of one [`Files::open_pdn`] or [`Files::save_pdn`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FileEvent {
    /// The user chose a file of one game, read and replayed.
    Opened {
        /// The file chosen.
        path: PathBuf,
        game: Box<OpenedGame>,
    },
    /// The user chose a file of several games: each read and replayed, for the user to pick.
    OpenedMany {
        /// The file chosen.
        path: PathBuf,
        games: Vec<OpenedGame>,
    },
    /// The user chose where to save and the file was written, its other games kept.
    Saved {
        /// The file written and where the game is in it now.
        at: InFile,
        /// How many games the file holds now.
        games: usize,
    },
    /// The user chose a program (to add as an engine).
    ProgramChosen(PathBuf),
    /// The dialog was closed without a choice.
    Cancelled,
    /// The file could not be read or written, or the dialog could not be run.
    Failed {
        /// The file chosen, when the dialog got that far.
        path: Option<PathBuf>,
        /// What went wrong, with the path and the cause.
        error: Problem,
    },
}

/// A game of a PDN file, read and replayed on the file thread (a file of up to
/// [`MAX_PDN_BYTES`] takes too long to read on the UI thread).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpenedGame {
    /// The game as the file writes it: tags, start position, moves.
    pub pdn: PdnGame,
    /// The game replayed.
    pub record: AnyGame,
    /// Its place among the file's games, counted from 0, games that do not read included (0
    /// for a paste).
    pub index: usize,
}

/// Where the game on the board came from, or was last saved: saving into that file again
/// replaces that game and keeps the others.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct InFile {
    pub path: PathBuf,
    /// The game's place in the file, counted from 0 as [`PdnReader`] counts them.
    pub game: usize,
    /// The game's tags as the file holds them: the game there is replaced only while it still
    /// has them (into a file changed since, the game is added instead).
    pub tags: Vec<(String, String)>,
}

/// `time` as a PDN date, `YYYY.MM.DD` (UTC; `????.??.??` before 1970).
pub fn pdn_date(time: std::time::SystemTime) -> String {
    let Ok(since) = time.duration_since(std::time::UNIX_EPOCH) else { return "????.??.??".to_owned() };
    // Days to a civil date (Howard Hinnant's algorithm), in whole days since 1970-01-01.
    let z = i64::try_from(since.as_secs() / 86_400).unwrap_or(0) + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}.{month:02}.{day:02}")
}

/// The tags saying who played White and Black: [`HUMAN`] or [`PROGRAM`].
pub const PLAYER_TYPE_TAGS: [&str; 2] = ["WhiteType", "BlackType"];
/// A side played by a person, in [`PLAYER_TYPE_TAGS`].
pub const HUMAN: &str = "human";
/// A side played by a program, in [`PLAYER_TYPE_TAGS`].
pub const PROGRAM: &str = "program";

/// The most games of one file listed to pick from.
pub const MAX_GAMES_LISTED: usize = 1000;

/// The most text a paste may hold (a long PDN game is a few tens of kilobytes).
const MAX_PASTE_BYTES: usize = 1 << 20;

impl OpenedGame {
    /// A pasted position or game: a FEN of `variant` (or of another game), else a PDN game.
    pub fn from_paste(text: &str, variant: Variant, options: GameOptions) -> Result<OpenedGame, Problem> {
        if text.len() > MAX_PASTE_BYTES {
            return Err(Problem::PasteTooLong { kib: MAX_PASTE_BYTES / 1024 });
        }
        let text = text.trim();
        let games = std::iter::once(variant).chain(Variant::ALL.into_iter().filter(|&v| v != variant));
        for v in games {
            if let Ok(record) = AnyGame::from_fen(v, options, text) {
                let pdn = PdnGame {
                    variant: v,
                    tags: Vec::new(),
                    start_fen: Some(text.to_owned()),
                    comment: None,
                    moves: Vec::new(),
                    result: None,
                };
                return Ok(OpenedGame { pdn, record, index: 0 });
            }
        }
        OpenedGame::read(text, options)
    }

    /// Every game of the PDN `text` (at most [`MAX_GAMES_LISTED`]), replayed under `options`;
    /// a game that does not read or replay is left out, an error only when none does.
    pub fn read_all(text: &str, options: GameOptions) -> Result<Vec<OpenedGame>, Problem> {
        let mut games = Vec::new();
        let mut first_error = None;
        for (index, pdn) in PdnReader::new(text).take(MAX_GAMES_LISTED).enumerate() {
            let read = pdn.map_err(Problem::Pdn).and_then(|pdn| {
                let record = AnyGame::from_pdn(&pdn, options).map_err(Problem::Replay)?;
                Ok(OpenedGame { pdn, record, index })
            });
            match read {
                Ok(game) => games.push(game),
                Err(e) => {
                    first_error.get_or_insert(e);
                }
            }
        }
        if games.is_empty() {
            return Err(first_error.unwrap_or(Problem::NoGame));
        }
        Ok(games)
    }

    /// A tag's value (`Event`, `Date`, `White`, `Black`), empty when the file has none.
    pub fn tag(&self, name: &str) -> &str {
        self.pdn.tags.iter().find(|(n, _)| n.eq_ignore_ascii_case(name)).map_or("", |(_, v)| v.as_str())
    }

    /// The side the person played, where the file says so: one side `human` and the other
    /// `program` in its `WhiteType` and `BlackType` tags (PGN's convention, which saving
    /// follows).
    pub fn person(&self) -> Option<Color> {
        let kind = |tag: &str| self.tag(tag).to_ascii_lowercase();
        match (kind(PLAYER_TYPE_TAGS[0]).as_str(), kind(PLAYER_TYPE_TAGS[1]).as_str()) {
            (HUMAN, PROGRAM) => Some(Color::White),
            (PROGRAM, HUMAN) => Some(Color::Black),
            _ => None,
        }
    }

    /// The first game of the PDN `text`, replayed under `options`.
    pub fn read(text: &str, options: GameOptions) -> Result<OpenedGame, Problem> {
        let pdn = PdnReader::new(text).next().ok_or(Problem::NoGame)?.map_err(Problem::Pdn)?;
        let record = AnyGame::from_pdn(&pdn, options).map_err(Problem::Replay)?;
        Ok(OpenedGame { pdn, record, index: 0 })
    }
}

/// A game's place in a file and the tags it must still have there to be replaced ([`InFile`]).
type Place<'a> = (usize, &'a [(String, String)]);

/// `game` (one PDN game, as [`damier_rules::write_pdn`] writes it) put into the PDN text
/// `file`: in place of the file's game at `replace` when it is there with the same tags, else
/// after the last game; the rest of the file is kept as written. Returns the new text, the
/// game's place and the number of games.
fn put_game(file: &str, game: &str, replace: Option<Place<'_>>) -> (String, usize, usize) {
    let mut reader = PdnReader::new(file);
    let mut games = Vec::new();
    while let Some(read) = reader.next() {
        games.push((reader.last_start(), read.ok().map(|g| g.tags)));
    }
    let count = games.len();
    let still_there = |&(i, tags): &Place<'_>| games.get(i).is_some_and(|(_, t)| t.as_deref() == Some(tags));
    match replace.filter(still_there).map(|(i, _)| i) {
        Some(i) => {
            let before = file.get(..games[i].0).unwrap_or_default();
            let after = games.get(i + 1).and_then(|&(end, _)| file.get(end..)).unwrap_or_default();
            let gap = if after.is_empty() { "" } else { "\n" };
            (format!("{before}{game}{gap}{after}"), i, count)
        }
        None if file.trim().is_empty() => (game.to_owned(), 0, 1),
        None => (format!("{}\n\n{game}", file.trim_end()), count, count + 1),
    }
}

/// Writes `game` into the PDN file at `path`: a new file, or the existing one with `game` put
/// in by [`put_game`] (replacing game `replace`, else added): its other games are never lost.
/// A file that cannot be read is left alone.
fn save_into(path: PathBuf, game: &str, replace: Option<Place<'_>>) -> FileEvent {
    let existing = match read_text_file(&path, MAX_PDN_BYTES) {
        Ok(text) => Some(text),
        Err(Problem::Io { cause, .. }) if cause.kind == std::io::ErrorKind::NotFound => None,
        Err(error) => return FileEvent::Failed { path: Some(path), error },
    };
    let (text, index, games) = match existing {
        Some(file) => put_game(&file, game, replace),
        None => (game.to_owned(), 0, 1),
    };
    let tags = PdnReader::new(game).next().and_then(Result::ok).map(|g| g.tags).unwrap_or_default();
    match write_atomic(&path, &text) {
        Ok(()) => FileEvent::Saved { at: InFile { path, game: index, tags }, games },
        Err(error) => FileEvent::Failed { path: Some(path), error },
    }
}

/// Opens and saves PDN files through native dialogs without blocking the caller.
pub struct Files {
    events: Sender<FileEvent>,
    notify: Arc<dyn Fn() + Send + Sync>,
    /// Dialogs started and not yet reported.
    open_dialogs: Arc<AtomicUsize>,
}

impl Files {
    /// A file dialog runner and the channel of its events; `notify` is called after each event
    /// is sent (the app passes a closure calling egui's `ctx.request_repaint()`).
    pub fn new(notify: Arc<dyn Fn() + Send + Sync>) -> (Files, Receiver<FileEvent>) {
        let (events, receiver) = mpsc::channel();
        let files = Files { events, notify, open_dialogs: Arc::new(AtomicUsize::new(0)) };
        (files, receiver)
    }

    /// Whether a dialog started here has not yet sent its event (the app may grey out its
    /// Open and Save commands meanwhile: nothing stops a second dialog otherwise).
    pub fn is_busy(&self) -> bool {
        self.open_dialogs.load(Ordering::SeqCst) > 0
    }

    /// Shows an Open dialog for PDN files; the chosen file is read (at most [`MAX_PDN_BYTES`],
    /// UTF-8), its games read and replayed under `options` ([`OpenedGame::read_all`]), all on
    /// the dialog's thread, and sent as [`FileEvent::Opened`] (one game),
    /// [`FileEvent::OpenedMany`] (several), or [`FileEvent::Cancelled`] /
    /// [`FileEvent::Failed`]. Returns at once. The dialog speaks `tr`'s language.
    pub fn open_pdn(&self, options: GameOptions, tr: &Tr) {
        let dialog = pdn_dialog(tr).set_title(tr.get("dialog-open-title")).pick_file();
        self.ask("damier-open-pdn", dialog, move |path| open_game(path, options));
    }

    /// Reads the PDN file at `path` (given on the command line, `damier FILE.pdn`) as
    /// [`Files::open_pdn`] reads the chosen file, on a thread of its own, and sends
    /// [`FileEvent::Opened`] or [`FileEvent::Failed`]. Returns at once.
    pub fn open_path(&self, path: PathBuf, options: GameOptions) {
        self.run("damier-open-file", async move { open_game(path, options) });
    }

    /// Shows a Save dialog proposing the file the game came from (`from`), else
    /// `suggested_name` (characters that cannot be in a file name are replaced); the game `text` is written into the chosen file by [`save_into`]: where
    /// the game came from (`from`) it replaces itself, in any other file of games it is added,
    /// and the outcome sent as [`FileEvent::Saved`], [`FileEvent::Cancelled`] or
    /// [`FileEvent::Failed`]. Returns at once. The dialog speaks `tr`'s language.
    pub fn save_pdn(&self, suggested_name: String, text: String, from: Option<InFile>, tr: &Tr) {
        let (folder, name) = proposed(from.as_ref(), &suggested_name);
        let mut dialog = pdn_dialog(tr).set_title(tr.get("dialog-save-title")).set_file_name(name);
        if let Some(folder) = folder {
            dialog = dialog.set_directory(folder);
        }
        let dialog = dialog.save_file();
        self.ask("damier-save-pdn", dialog, move |path| save_game(path, &text, from));
    }

    /// Writes the game `text` into the PDN file at `path` as [`Files::save_pdn`] writes into the
    /// chosen file, on a thread of its own, and sends [`FileEvent::Saved`] or
    /// [`FileEvent::Failed`]. Returns at once.
    pub fn save_path(&self, path: PathBuf, text: String, from: Option<InFile>) {
        self.run("damier-save-file", async move { save_game(path, &text, from) });
    }

    /// Asks for a program (an engine to add) on its own thread: [`FileEvent::ProgramChosen`].
    pub fn choose_program(&self, title: String) {
        let dialog = rfd::AsyncFileDialog::new().set_title(title).pick_file();
        self.ask("damier-choose-program", dialog, FileEvent::ProgramChosen);
    }

    /// Awaits `dialog` on its own thread; `then` does the work with the chosen path.
    fn ask(
        &self,
        name: &str,
        dialog: impl Future<Output = Option<rfd::FileHandle>> + Send + 'static,
        then: impl FnOnce(PathBuf) -> FileEvent + Send + 'static,
    ) {
        self.run(name, async move {
            let asked = Instant::now();
            match dialog.await {
                None => nothing_chosen(asked.elapsed()),
                Some(handle) => then(handle.path().to_path_buf()),
            }
        });
    }

    fn run(&self, name: &str, job: impl Future<Output = FileEvent> + Send + 'static) {
        let events = self.events.clone();
        let notify = Arc::clone(&self.notify);
        let open_dialogs = Arc::clone(&self.open_dialogs);
        let report = move |event: FileEvent| {
            open_dialogs.fetch_sub(1, Ordering::SeqCst);
            // The receiver is gone only when the app is closing: nothing left to tell.
            let _ = events.send(event);
            let _ = catch_unwind(AssertUnwindSafe(&*notify));
        };
        self.open_dialogs.fetch_add(1, Ordering::SeqCst);
        let spawned = thread::Builder::new().name(name.into()).spawn({
            let report = report.clone();
            move || {
                let event = catch_unwind(AssertUnwindSafe(|| pollster::block_on(job)))
                    .unwrap_or(FileEvent::Failed { path: None, error: Problem::FileDialogFailed });
                report(event);
            }
        });
        if let Err(e) = spawned {
            report(FileEvent::Failed { path: None, error: Problem::NoThread(e.into()) });
        }
    }
}

/// The games of the PDN file at `path`, read and replayed under `options`, as an event.
fn open_game(path: PathBuf, options: GameOptions) -> FileEvent {
    match read_text_file(&path, MAX_PDN_BYTES).and_then(|text| OpenedGame::read_all(&text, options)) {
        Ok(mut games) if games.len() == 1 => match games.pop() {
            Some(game) => FileEvent::Opened { path, game: Box::new(game) },
            None => FileEvent::Failed { path: Some(path), error: Problem::NoGame },
        },
        Ok(games) => FileEvent::OpenedMany { path, games },
        Err(error) => FileEvent::Failed { path: Some(path), error },
    }
}

/// The folder and file name a Save dialog proposes: the file the game came from (`from`), so
/// that saving back is one click, else `suggested` made safe ([`file_name_from`]).
fn proposed<'a>(from: Option<&'a InFile>, suggested: &str) -> (Option<&'a Path>, String) {
    match from.and_then(|f| Some((f.path.parent()?, f.path.file_name()?))) {
        Some((folder, name)) => (Some(folder), name.to_string_lossy().into_owned()),
        None => (None, file_name_from(suggested)),
    }
}

/// Saves `game` into the file at `path` ([`save_into`]): in place of the game it came from
/// when that is this file.
fn save_game(path: PathBuf, game: &str, from: Option<InFile>) -> FileEvent {
    let replace = from.as_ref().filter(|f| same_file(&f.path, &path)).map(|f| (f.game, f.tags.as_slice()));
    save_into(path, game, replace)
}

/// Whether two paths name the same file (the same path, or the same file once links and `..`
/// are resolved).
fn same_file(a: &Path, b: &Path) -> bool {
    a == b || matches!((fs::canonicalize(a), fs::canonicalize(b)), (Ok(a), Ok(b)) if a == b)
}

/// Below this time, a dialog that gave no file is taken never to have been shown (only where the
/// dialog comes from the XDG portal or zenity; see the module documentation).
pub const NO_DIALOG_WITHIN: Duration = Duration::from_millis(250);

/// What a dialog that gave no file after `waited` means: the user closed it, or (too fast for
/// that, on Linux and the BSDs) no dialog could be shown.
fn nothing_chosen(waited: Duration) -> FileEvent {
    let portal = cfg!(all(unix, not(target_os = "macos"), not(target_os = "android")));
    if portal && waited < NO_DIALOG_WITHIN {
        FileEvent::Failed { path: None, error: Problem::NoFileDialog }
    } else {
        FileEvent::Cancelled
    }
}

/// A dialog filtering PDN files, with an "All files" filter beside, in `tr`'s language.
fn pdn_dialog(tr: &Tr) -> rfd::AsyncFileDialog {
    rfd::AsyncFileDialog::new()
        .add_filter(tr.get("dialog-filter-pdn"), &["pdn"])
        .add_filter(tr.get("dialog-filter-all"), &["*"])
}

/// `suggested` made safe as a file name: path separators, control characters and characters
/// Windows forbids become `_`; an empty name becomes `game.pdn`.
pub fn file_name_from(suggested: &str) -> String {
    let name: String = suggested
        .trim()
        .chars()
        .map(|c| {
            if c.is_control() || matches!(c, '/' | '\\' | ':' | '*' | '?' | '"' | '<' | '>' | '|') {
                '_'
            } else {
                c
            }
        })
        .collect();
    let name = name.trim_matches(|c: char| c == '.' || c.is_whitespace());
    if name.is_empty() { "game.pdn".into() } else { name.into() }
}

/// Reads the text file at `path`: at most `max_bytes`, UTF-8 (a leading byte order mark is
/// dropped). The error names the path and says what is wrong: missing, not a file, too big, or
/// not UTF-8 (with the line and column of the first bad byte).
pub fn read_text_file(path: &Path, max_bytes: u64) -> Result<String, Problem> {
    let file = fs::File::open(path).map_err(|e| Problem::io(FileOp::Open, path, e))?;
    let meta = file.metadata().map_err(|e| Problem::io(FileOp::Read, path, e))?;
    if !meta.is_file() {
        return Err(Problem::NotAFile(path.to_path_buf()));
    }
    let too_big = |size: u64| Problem::TooBig { path: path.to_path_buf(), size, limit: max_bytes };
    if meta.len() > max_bytes {
        return Err(too_big(meta.len()));
    }
    let mut bytes = Vec::new();
    // The file may grow between the size check and the read: read one byte past the limit.
    file.take(max_bytes.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(|e| Problem::io(FileOp::Read, path, e))?;
    if bytes.len() as u64 > max_bytes {
        return Err(too_big(bytes.len() as u64));
    }
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").map(<[u8]>::to_vec).unwrap_or(bytes);
    String::from_utf8(bytes).map_err(|e| {
        let (line, column) = line_column(e.as_bytes(), e.utf8_error().valid_up_to());
        Problem::NotUtf8 { path: path.to_path_buf(), line, column }
    })
}

#[cfg(test)]
mod tests;
