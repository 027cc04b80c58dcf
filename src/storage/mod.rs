//! Settings and autosave files: where they live, how they are read and written.
//!
//! * [`Paths`] says where Damier keeps its files (the platform's config and data folders, or
//!   one folder named by `$DAMIER_HOME`).
//! * [`load_ron`] reads a RON file and never fails the app: a file that cannot be read or
//!   parsed, or holds a value out of range ([`Validate`]), is moved aside to `<name>.bak` and
//!   reported as [`Loaded::Recovered`], so the app starts with its defaults and can tell the
//!   user what happened and which value was wrong.
//! * [`write_atomic`] replaces a file in one step (temporary file in the same folder, rename,
//!   fsync), so a crash mid-write leaves either the old file or the new one, never half of one.
//! * [`Saver`] does those writes on a background thread, so the UI thread never waits on the
//!   disk; it reports each write through a channel. The new file is in place (renamed) as soon
//!   as it is written; the fsync that makes it survive a power cut follows on a second thread
//!   (and in [`Saver::flush`], at exit), so a slow disk never holds the next write back: a
//!   process killed right after a move loses at most the write in flight.

use std::collections::VecDeque;
use std::fs;
use std::io::{self, Write};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::{Path, PathBuf};
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError};
use std::thread;
use std::time::{Duration, Instant};

use crate::problem::{FileOp, OutOfRange, Problem, RonError};

/// The environment variable that, when set to a folder, makes Damier keep all its files there
/// instead of in the platform's folders (for tests, portable installs and debugging).
pub const HOME_ENV: &str = "DAMIER_HOME";

/// Where Damier keeps its files.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Paths {
    /// The folder of the settings file.
    pub config_dir: PathBuf,
    /// The folder of the autosaved game.
    pub data_dir: PathBuf,
}

impl Paths {
    /// The platform's folders for Damier (`directories::ProjectDirs::from("org", "Damier",
    /// "Damier")`), or `None` where the platform has none (no home directory).
    pub fn platform() -> Option<Paths> {
        let dirs = directories::ProjectDirs::from("org", "Damier", "Damier")?;
        Some(Paths { config_dir: dirs.config_dir().to_path_buf(), data_dir: dirs.data_dir().to_path_buf() })
    }

    /// Every file in the one folder `dir`.
    pub fn in_dir(dir: &Path) -> Paths {
        Paths { config_dir: dir.to_path_buf(), data_dir: dir.to_path_buf() }
    }

    /// The folder named by `$DAMIER_HOME` when it is set and not empty, otherwise the platform's
    /// folders ([`Paths::platform`]); `None` when neither is available.
    pub fn from_env_or_platform() -> Option<Paths> {
        Paths::from_home(std::env::var_os(HOME_ENV))
    }

    /// [`Paths::from_env_or_platform`] with the variable's value given.
    fn from_home(home: Option<std::ffi::OsString>) -> Option<Paths> {
        match home {
            Some(dir) if !dir.is_empty() => Some(Paths::in_dir(Path::new(&dir))),
            _ => Paths::platform(),
        }
    }

    /// `config_dir/settings.ron`.
    pub fn settings_file(&self) -> PathBuf {
        self.config_dir.join("settings.ron")
    }

    /// `data_dir/autosave.ron`.
    pub fn autosave_file(&self) -> PathBuf {
        self.data_dir.join("autosave.ron")
    }
}

/// What reading a file gave.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Loaded<T> {
    /// There is no file (first start): use the defaults, say nothing.
    Missing,
    /// The file was read.
    Ok(T),
    /// The file could not be read or parsed: use the defaults and tell the user `error`.
    Recovered {
        /// What went wrong, with the file's path (and the line and column of a parse error).
        error: Problem,
        /// Where the bad file was moved (`<name>.bak` beside it), or `None` if even moving it
        /// failed (it is then still at its path and will be overwritten by the next save).
        backup: Option<PathBuf>,
    },
}

/// A value read from a file, checked once it is parsed: every number within the range the app
/// can live with. The error names the field, its value and the range.
pub trait Validate {
    fn validate(&self) -> Result<(), OutOfRange>;
}

/// Checks that `value` (the field `name`) is a number within `range`; NaN is not.
pub fn check_range<T: PartialOrd + std::fmt::Debug>(
    name: &str,
    value: T,
    range: std::ops::RangeInclusive<T>,
) -> Result<(), OutOfRange> {
    if range.contains(&value) {
        Ok(())
    } else {
        Err(OutOfRange {
            field: name.to_owned(),
            value: format!("{value:?}"),
            min: format!("{:?}", range.start()),
            max: format!("{:?}", range.end()),
        })
    }
}

/// `path` with `suffix` added to its file name: `settings.ron` → `settings.ron.bak`.
fn with_suffix(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.file_name().unwrap_or(path.as_os_str()).to_os_string();
    name.push(suffix);
    path.with_file_name(name)
}

/// Reads RON from `path` into `T`, at start.
///
/// First removes `<file name>.tmp`, left beside it by a write that was killed. A missing file
/// gives [`Loaded::Missing`]. A file that cannot be read (not UTF-8, a folder, no permission) or
/// parsed, or whose value fails [`Validate`], is set aside ([`set_aside`]); the error names the
/// path and, for a parse error, the line and column, for a value out of range the field. A
/// UTF-8 byte order mark (Notepad writes one) is skipped.
pub fn load_ron<T: serde::de::DeserializeOwned + Validate>(path: &Path) -> Loaded<T> {
    // Best effort: a leftover that cannot be removed is replaced by the next write.
    let _ = fs::remove_file(with_suffix(path, ".tmp"));
    let error = match fs::read(path) {
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Loaded::Missing,
        Err(e) => Problem::io(FileOp::Read, path, e),
        Ok(bytes) => match String::from_utf8(bytes) {
            Err(e) => {
                let (line, column) = line_column(e.as_bytes(), e.utf8_error().valid_up_to());
                Problem::NotUtf8 { path: path.to_path_buf(), line, column }
            }
            Ok(text) => match parse_ron::<T>(&text) {
                Ok(value) => return Loaded::Ok(value),
                Err(error) => Problem::Ron { path: path.to_path_buf(), error },
            },
        },
    };
    set_aside(path, error)
}

/// Parses RON text (after a byte order mark, if any) into `T` and validates it; the error
/// gives the line and column of a parse error, or the value out of range.
pub fn parse_ron<T: serde::de::DeserializeOwned + Validate>(text: &str) -> Result<T, RonError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let value = ron::from_str::<T>(text).map_err(|e| RonError::Syntax {
        line: e.span.start.line,
        column: e.span.start.col,
        detail: e.code.to_string(),
    })?;
    value.validate()?;
    Ok(value)
}

/// A file that holds something unusable (`error` says what): renamed to `<file name>.bak`
/// beside it (replacing an older `.bak`), so that the next start does not meet it again, and
/// reported as [`Loaded::Recovered`]. When even the rename fails, the error says so too.
pub fn set_aside<T>(path: &Path, error: Problem) -> Loaded<T> {
    let bak = with_suffix(path, ".bak");
    match move_aside(path, &bak) {
        Ok(()) => Loaded::Recovered { error, backup: Some(bak) },
        Err(e) => Loaded::Recovered {
            error: Problem::NotMovedAside { problem: Box::new(error), backup: bak, cause: e.into() },
            backup: None,
        },
    }
}

/// Renames `path` to `bak`, first removing an older `bak` file (or empty folder) that would
/// stop the rename.
fn move_aside(path: &Path, bak: &Path) -> io::Result<()> {
    match fs::symlink_metadata(bak) {
        Ok(meta) if meta.is_dir() => fs::remove_dir(bak)?,
        // A plain rename replaces a file on Unix and Windows alike, but a file cannot be
        // replaced by a folder (the case of a folder where the file should be).
        Ok(_) => fs::remove_file(bak)?,
        Err(_) => {}
    }
    fs::rename(path, bak)
}

/// The 1-based line and column (in characters) of byte `offset` in `bytes`.
pub(crate) fn line_column(bytes: &[u8], offset: usize) -> (usize, usize) {
    let before = &bytes[..offset.min(bytes.len())];
    let line_start = before.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
    let line = 1 + before.iter().filter(|&&b| b == b'\n').count();
    let column = 1 + String::from_utf8_lossy(&before[line_start..]).chars().count();
    (line, column)
}

/// `value` as pretty RON; the error says what could not be encoded.
pub fn to_ron<T: serde::Serialize>(value: &T) -> Result<String, Problem> {
    ron::ser::to_string_pretty(value, ron::ser::PrettyConfig::default())
        .map_err(|e| Problem::Encode(e.to_string()))
}

/// Writes `contents` to `path` atomically and durably: [`replace`], then [`sync`].
pub fn write_atomic(path: &Path, contents: &str) -> Result<(), Problem> {
    let written = replace(path, contents)?;
    sync(&written);
    Ok(())
}

/// Writes `contents` to `path` atomically: creates the parent folder, writes `<name>.tmp` in
/// the same folder and renames it over `path`. A reader (the next start, after a crash or a
/// kill) sees the old file or the new one, never a part of one. Errors name the path and the
/// cause; no `.tmp` is left behind after a failed write. Returns the file written, for
/// [`sync`]: until it is synced, a power cut may lose it (where the file system does not
/// order the data before the rename, as ext4 does); the next start then finds an empty or
/// old file, sets it aside and says so.
///
/// When `path` is a symbolic link (a settings file kept with one's dotfiles), the file it
/// points to is replaced and the link is kept.
pub fn replace(path: &Path, contents: &str) -> Result<PathBuf, Problem> {
    let target;
    let path = match fs::symlink_metadata(path) {
        Ok(meta) if meta.file_type().is_symlink() => {
            target = fs::canonicalize(path).map_err(|e| Problem::io(FileOp::FollowLink, path, e))?;
            target.as_path()
        }
        _ => path,
    };
    let Some(name) = path.file_name() else {
        return Err(Problem::NotAFileName(path.to_path_buf()));
    };
    let dir = match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    };
    fs::create_dir_all(dir).map_err(|e| Problem::io(FileOp::CreateFolder, dir, e))?;
    let mut tmp_name = name.to_os_string();
    tmp_name.push(".tmp");
    let tmp = dir.join(tmp_name);

    let written = (|| {
        let mut file = fs::File::create(&tmp).map_err(|e| Problem::io(FileOp::Create, &tmp, e))?;
        file.write_all(contents.as_bytes()).map_err(|e| Problem::io(FileOp::Write, &tmp, e))?;
        drop(file);
        fs::rename(&tmp, path).map_err(|e| Problem::Rename {
            from: tmp.clone(),
            to: path.to_path_buf(),
            cause: e.into(),
        })
    })();
    if let Err(e) = written {
        // Best effort: the error that matters is the one returned.
        let _ = fs::remove_file(&tmp);
        return Err(e);
    }
    Ok(path.to_path_buf())
}

/// Syncs a file written by [`replace`] and its folder (where the platform allows), so that it
/// survives a power cut. Best effort: the file is already in place.
pub fn sync(path: &Path) {
    if let Ok(file) = fs::File::open(path) {
        let _ = file.sync_all();
    }
    #[cfg(unix)]
    if let Some(dir) = path.parent()
        && let Ok(d) = fs::File::open(if dir.as_os_str().is_empty() { Path::new(".") } else { dir })
    {
        let _ = d.sync_all();
    }
}

/// What became of one write queued on a [`Saver`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveReport {
    /// The file was written.
    Saved(PathBuf),
    /// The file could not be written.
    Failed {
        /// The file that was being written.
        path: PathBuf,
        /// What went wrong, with the path and the cause.
        error: Problem,
    },
}

/// Writes waiting for the thread, oldest first, at most one per path.
#[derive(Default)]
struct Queue {
    pending: VecDeque<(PathBuf, String)>,
    /// Writes taken off `pending` and not yet reported.
    writing: usize,
    /// Whether the writer thread is running (false when it could not be started or has ended).
    alive: bool,
    /// Set when the [`Saver`] is dropped: the thread writes what is left, then ends.
    closed: bool,
    /// Files put in place since the last [`Saver::flush`], which syncs them.
    written: Vec<PathBuf>,
}

impl Queue {
    /// Queues a write; a write already waiting for the same path is replaced in place (it keeps
    /// its turn, with the newest contents).
    fn push(&mut self, path: PathBuf, contents: String) {
        match self.pending.iter_mut().find(|(p, _)| *p == path) {
            Some(entry) => entry.1 = contents,
            None => self.pending.push_back((path, contents)),
        }
    }

    fn idle(&self) -> bool {
        self.pending.is_empty() && self.writing == 0
    }
}

struct Shared {
    queue: Mutex<Queue>,
    /// Signalled when a write is queued or the saver is dropped.
    work: Condvar,
    /// Signalled when a write is done or the thread ends.
    done: Condvar,
    reports: Sender<SaveReport>,
    notify: Mutex<Box<dyn Fn() + Send>>,
    /// The files written, for the sync thread; a file is synced on the writer's thread when
    /// that thread could not be started.
    syncs: Sender<PathBuf>,
    /// How a file is synced: [`sync`] (a slow stand-in in tests).
    sync: fn(&Path),
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, Queue> {
        // Nothing in the critical sections can panic half-way; a poisoned lock is still usable.
        self.queue.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Writes one file, sends the report and calls `notify`. A panic in `notify` is caught, so
    /// one bad closure cannot kill the writer.
    fn write_and_report(&self, path: PathBuf, contents: &str) {
        let report = match replace(&path, contents) {
            Ok(written) => {
                let mut queue = self.lock();
                if !queue.written.contains(&written) {
                    queue.written.push(written.clone());
                }
                drop(queue);
                if let Err(unsent) = self.syncs.send(written) {
                    (self.sync)(&unsent.0);
                }
                SaveReport::Saved(path)
            }
            Err(error) => SaveReport::Failed { path, error },
        };
        // The app may have dropped the receiver while closing; the write is done either way.
        let _ = self.reports.send(report);
        let notify = self.notify.lock().unwrap_or_else(PoisonError::into_inner);
        let _ = catch_unwind(AssertUnwindSafe(&**notify));
    }

    /// Writes everything queued on the calling thread (used when the writer thread is gone).
    fn drain_here(&self) {
        loop {
            let Some((path, contents)) = self.lock().pending.pop_front() else {
                break;
            };
            self.write_and_report(path, &contents);
        }
        self.done.notify_all();
    }
}

/// Marks the writer thread gone however it ends, so that [`Saver`] falls back to writing itself.
struct AliveGuard(Arc<Shared>);

impl Drop for AliveGuard {
    fn drop(&mut self) {
        let mut queue = self.0.lock();
        queue.alive = false;
        queue.writing = 0;
        drop(queue);
        self.0.done.notify_all();
    }
}

fn writer_loop(shared: &Shared) {
    loop {
        let mut queue = shared.lock();
        let (path, contents) = loop {
            if let Some(job) = queue.pending.pop_front() {
                break job;
            }
            if queue.closed {
                return;
            }
            queue = shared.work.wait(queue).unwrap_or_else(PoisonError::into_inner);
        };
        queue.writing += 1;
        drop(queue);
        shared.write_and_report(path, &contents);
        shared.lock().writing -= 1;
        shared.done.notify_all();
    }
}

/// A background writer thread: the UI thread queues whole files, the thread puts each in place
/// with [`replace`] and reports it through the channel given by [`Saver::spawn`]; a second
/// thread then [`sync`]s it, so that the next write never waits for the disk's flush (a
/// process killed a few milliseconds after a move still finds that move on the next start).
///
/// If the thread cannot be started or has ended (which only a bug could cause: panics in the
/// notify closure are caught), [`Saver::save`] writes on the calling thread instead and still
/// sends its report, so no data is ever dropped silently; that fallback blocks the caller for
/// the duration of the write.
///
/// Dropping the saver lets the thread finish what is queued and end, without waiting for it;
/// call [`Saver::flush`] first when the process is about to exit.
pub struct Saver {
    shared: Arc<Shared>,
}

impl Saver {
    /// Spawns the writer thread; `notify` is called after each report is sent (the app passes a
    /// closure calling egui's `ctx.request_repaint()`).
    pub fn spawn(notify: Box<dyn Fn() + Send>) -> (Saver, Receiver<SaveReport>) {
        Saver::spawn_syncing(notify, sync)
    }

    /// [`Saver::spawn`] with files synced by `sync`.
    fn spawn_syncing(notify: Box<dyn Fn() + Send>, sync: fn(&Path)) -> (Saver, Receiver<SaveReport>) {
        let (reports, receiver) = mpsc::channel();
        let (syncs, to_sync) = mpsc::channel::<PathBuf>();
        // When this thread cannot be started, its receiver is dropped and the writer syncs.
        let _ = thread::Builder::new().name("damier-sync".into()).spawn(move || {
            while let Ok(first) = to_sync.recv() {
                // Files written again while one was syncing need one sync each.
                let mut paths = vec![first];
                for p in to_sync.try_iter() {
                    if !paths.contains(&p) {
                        paths.push(p);
                    }
                }
                paths.iter().for_each(|p| sync(p));
            }
        });
        let shared = Arc::new(Shared {
            queue: Mutex::new(Queue { alive: true, ..Queue::default() }),
            work: Condvar::new(),
            done: Condvar::new(),
            reports,
            notify: Mutex::new(notify),
            syncs,
            sync,
        });
        let guard = AliveGuard(Arc::clone(&shared));
        let spawned = thread::Builder::new().name("damier-saver".into()).spawn(move || {
            writer_loop(&guard.0);
            drop(guard);
        });
        // When the thread cannot be started, the closure (and its guard) is dropped, which
        // marks the saver as having no thread: every save is then written synchronously.
        drop(spawned);
        (Saver { shared }, receiver)
    }

    /// Queues a write of `contents` to `path`; if a write to the same path is still waiting,
    /// it is replaced (only the newest is written). Never waits for the disk while the writer
    /// thread runs (see [`Saver`] for the fallback when it does not).
    pub fn save(&self, path: PathBuf, contents: String) {
        let mut queue = self.shared.lock();
        queue.push(path, contents);
        let alive = queue.alive;
        drop(queue);
        if alive {
            self.shared.work.notify_one();
        } else {
            self.shared.drain_here();
        }
    }

    /// Waits until every queued write is done, at most `timeout`, then syncs the files written
    /// (without waiting for the sync thread); true when all are done. The app calls it once as
    /// the window closes, so the last move is never lost, even to a power cut right after.
    pub fn flush(&self, timeout: Duration) -> bool {
        // No deadline (wait as long as it takes) when `timeout` is too long to add to now.
        let deadline = Instant::now().checked_add(timeout);
        let mut queue = self.shared.lock();
        loop {
            if queue.idle() {
                let written = std::mem::take(&mut queue.written);
                drop(queue);
                written.iter().for_each(|p| (self.shared.sync)(p));
                return true;
            }
            if !queue.alive {
                drop(queue);
                self.shared.drain_here();
                queue = self.shared.lock();
                continue;
            }
            queue = match deadline {
                None => self.shared.done.wait(queue).unwrap_or_else(PoisonError::into_inner),
                Some(deadline) => {
                    let now = Instant::now();
                    if now >= deadline {
                        return false;
                    }
                    self.shared
                        .done
                        .wait_timeout(queue, deadline - now)
                        .unwrap_or_else(PoisonError::into_inner)
                        .0
                }
            };
        }
    }
}

impl Drop for Saver {
    fn drop(&mut self) {
        self.shared.lock().closed = true;
        self.shared.work.notify_all();
    }
}

#[cfg(test)]
pub(crate) mod tests;
