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
pub(crate) mod tests {
    use super::*;
    use serde::{Deserialize, Serialize};
    use std::sync::atomic::{AtomicUsize, Ordering};

    /// A fresh folder under the system's temp folder, removed when dropped.
    pub(crate) struct TestDir(pub(crate) PathBuf);

    impl TestDir {
        pub(crate) fn new(name: &str) -> TestDir {
            static COUNT: AtomicUsize = AtomicUsize::new(0);
            let dir = std::env::temp_dir().join(format!(
                "damier-test-{name}-{}-{}",
                std::process::id(),
                COUNT.fetch_add(1, Ordering::Relaxed)
            ));
            let _ = fs::remove_dir_all(&dir);
            fs::create_dir_all(&dir).expect("create the test folder");
            TestDir(dir)
        }

        pub(crate) fn join(&self, name: &str) -> PathBuf {
            self.0.join(name)
        }

        /// The names in the folder, sorted.
        pub(crate) fn names(&self) -> Vec<String> {
            let mut names: Vec<String> = fs::read_dir(&self.0)
                .expect("list the test folder")
                .map(|e| e.expect("list the test folder").file_name().to_string_lossy().into_owned())
                .collect();
            names.sort();
            names
        }
    }

    impl Drop for TestDir {
        fn drop(&mut self) {
            let _ = fs::remove_dir_all(&self.0);
        }
    }

    #[derive(Debug, PartialEq, Serialize, Deserialize)]
    struct Settings {
        volume: u8,
        name: String,
        flipped: bool,
    }

    impl Validate for Settings {
        fn validate(&self) -> Result<(), OutOfRange> {
            check_range("volume", self.volume, 0..=10)
        }
    }

    fn sample() -> Settings {
        Settings { volume: 7, name: "Ada".into(), flipped: true }
    }

    #[test]
    fn paths_in_dir_and_file_names() {
        let paths = Paths::in_dir(Path::new("/x/y"));
        assert_eq!(paths.settings_file(), Path::new("/x/y/settings.ron"));
        assert_eq!(paths.autosave_file(), Path::new("/x/y/autosave.ron"));
        if let Some(p) = Paths::platform() {
            assert!(p.settings_file().ends_with("settings.ron"));
            assert!(p.autosave_file().ends_with("autosave.ron"));
        }
    }

    #[test]
    fn damier_home_overrides_the_platform_folders() {
        let home = Paths::from_home(Some("/tmp/damier-home".into()));
        assert_eq!(home, Some(Paths::in_dir(Path::new("/tmp/damier-home"))));
        assert_eq!(Paths::from_home(Some("".into())), Paths::platform());
        assert_eq!(Paths::from_home(None), Paths::platform());
    }

    #[cfg(unix)]
    #[test]
    fn write_atomic_through_a_symlink_keeps_the_link() {
        let dir = TestDir::new("symlink");
        let real = dir.join("real.ron");
        let link = dir.join("settings.ron");
        fs::write(&real, "old").expect("write");
        std::os::unix::fs::symlink(&real, &link).expect("symlink");
        write_atomic(&link, "new").expect("write");
        assert!(fs::symlink_metadata(&link).expect("stat").file_type().is_symlink());
        assert_eq!(fs::read_to_string(&real).expect("read"), "new");
        assert_eq!(dir.names(), ["real.ron", "settings.ron"]);
    }

    #[test]
    fn flush_without_a_limit() {
        let dir = TestDir::new("flushmax");
        let (saver, _reports, _calls) = counting_saver();
        saver.save(dir.join("a"), "a".into());
        assert!(saver.flush(Duration::MAX));
        assert_eq!(fs::read_to_string(dir.join("a")).expect("read"), "a");
    }

    #[test]
    fn load_missing_file() {
        let dir = TestDir::new("missing");
        let loaded: Loaded<Settings> = load_ron(&dir.join("settings.ron"));
        assert_eq!(loaded, Loaded::Missing);
        assert!(dir.names().is_empty(), "nothing is created");
    }

    #[test]
    fn round_trip_through_to_ron_write_atomic_and_load_ron() {
        let dir = TestDir::new("roundtrip");
        let path = dir.join("settings.ron");
        let text = to_ron(&sample()).expect("encode");
        assert!(text.contains('\n'), "pretty RON: {text}");
        write_atomic(&path, &text).expect("write");
        assert_eq!(load_ron::<Settings>(&path), Loaded::Ok(sample()));
        assert_eq!(dir.names(), ["settings.ron"], "no .tmp left");
    }

    /// Loads `bytes` from a file and checks it is recovered: moved to `.bak` with its bytes.
    fn assert_recovered(bytes: &[u8], error_has: &[&str]) {
        let dir = TestDir::new("corrupt");
        let path = dir.join("settings.ron");
        fs::write(&path, bytes).expect("write the test file");
        let Loaded::Recovered { error, backup } = load_ron::<Settings>(&path) else {
            panic!("{bytes:?} should not load");
        };
        let error = error.to_string();
        let bak = dir.join("settings.ron.bak");
        assert_eq!(backup.as_deref(), Some(bak.as_path()));
        assert!(!path.exists(), "the bad file is moved away");
        assert_eq!(fs::read(&bak).expect("read the .bak"), bytes);
        assert!(error.contains(&*path.to_string_lossy()), "{error}");
        for part in error_has {
            assert!(error.contains(part), "{error:?} should contain {part:?}");
        }
    }

    #[test]
    fn load_garbage_is_recovered() {
        assert_recovered(b"this is not RON at all {{{", &["line 1, column"]);
    }

    #[test]
    fn load_truncated_is_recovered() {
        let full = to_ron(&sample()).expect("encode");
        let cut = &full.as_bytes()[..full.len() / 2];
        assert_recovered(cut, &["line "]);
    }

    #[test]
    fn load_wrong_types_is_recovered_with_line_and_column() {
        assert_recovered(
            b"(\n    volume: \"loud\",\n    name: \"Ada\",\n    flipped: true,\n)",
            &["line 2, column"],
        );
    }

    #[test]
    fn load_empty_and_not_utf8_are_recovered() {
        assert_recovered(b"", &[]);
        assert_recovered(b"(name: \"\xff\xfe\")", &["not UTF-8", "line 1, column 9"]);
    }

    #[test]
    fn a_value_out_of_range_is_recovered_and_named() {
        assert_recovered(b"(volume: 200, name: \"Ada\", flipped: true)", &["volume is 200", "0 to 10"]);
    }

    #[test]
    fn a_byte_order_mark_is_read() {
        let dir = TestDir::new("bom");
        let path = dir.join("settings.ron");
        fs::write(&path, format!("\u{feff}{}", to_ron(&sample()).expect("encodes"))).expect("write");
        assert_eq!(load_ron::<Settings>(&path), Loaded::Ok(sample()));
    }

    #[test]
    fn a_leftover_tmp_file_is_removed_at_load() {
        let dir = TestDir::new("tmp-left");
        write_atomic(&dir.join("settings.ron"), &to_ron(&sample()).expect("encodes")).expect("write");
        fs::write(dir.join("settings.ron.tmp"), "(volume: 3, na").expect("write");
        assert_eq!(load_ron::<Settings>(&dir.join("settings.ron")), Loaded::Ok(sample()));
        assert_eq!(dir.names(), ["settings.ron"]);
        fs::write(dir.join("autosave.ron.tmp"), "half").expect("write");
        assert_eq!(load_ron::<Settings>(&dir.join("autosave.ron")), Loaded::Missing);
        assert_eq!(dir.names(), ["settings.ron"]);
    }

    /// The child's side of [`a_killed_process_loses_at_most_the_write_in_flight`]: saves
    /// 1, 2, 3... to the file named by the variable, one every 50 ms (a brisk game), saying each
    /// number once its save is queued.
    const KILL_CHILD: &str = "DAMIER_KILL_TEST_FILE";

    #[test]
    fn a_killed_process_loses_at_most_the_write_in_flight() {
        if let Some(path) = std::env::var_os(KILL_CHILD) {
            let (saver, _reports) = Saver::spawn(Box::new(|| {}));
            for n in 1u32.. {
                saver.save(PathBuf::from(&path), n.to_string());
                println!("saved {n}");
                thread::sleep(Duration::from_millis(50));
            }
        }
        use std::io::BufRead;
        let dir = TestDir::new("kill");
        let file = dir.join("autosave.ron");
        for kill_after in [3u32, 10, 25] {
            let mut child = std::process::Command::new(std::env::current_exe().expect("the test binary"))
                .args(["storage::tests::a_killed_process_loses_at_most_the_write_in_flight", "--exact"])
                .args(["--nocapture", "--test-threads=1"])
                .env(KILL_CHILD, &file)
                .stdout(std::process::Stdio::piped())
                .spawn()
                .expect("the child starts");
            let out = std::io::BufReader::new(child.stdout.take().expect("piped"));
            let said = out
                .lines()
                .map_while(Result::ok)
                .filter_map(|l| l.strip_prefix("saved ").and_then(|n| n.parse::<u32>().ok()))
                .find(|&n| n == kill_after);
            child.kill().expect("kill -9");
            let _ = child.wait();
            assert_eq!(said, Some(kill_after), "the child ran");
            let kept: u32 = fs::read_to_string(&file).expect("a file").parse().expect("never a corrupt file");
            assert!(kept + 1 >= kill_after, "killed after queuing {kill_after}, found {kept}");
        }
    }

    #[test]
    fn a_slow_disk_flush_never_holds_the_next_save_back() {
        // Each sync takes a second: with the flush before the rename, the second save would
        // wait for the first one's.
        fn slow_sync(_: &Path) {
            thread::sleep(Duration::from_secs(1));
        }
        let dir = TestDir::new("slow-sync");
        let file = dir.join("autosave.ron");
        let (saver, _reports) = Saver::spawn_syncing(Box::new(|| {}), slow_sync);
        let start = Instant::now();
        for n in ["1", "2", "3"] {
            saver.save(file.clone(), n.to_owned());
            while fs::read_to_string(&file).ok().as_deref() != Some(n) {
                assert!(start.elapsed() < Duration::from_millis(900), "save {n} waited for a sync");
                thread::sleep(Duration::from_millis(1));
            }
        }
    }

    #[test]
    fn range_checks_name_the_field_and_refuse_nan() {
        assert_eq!(check_range("x", 5.0, 0.0..=10.0), Ok(()));
        let e =
            check_range("clock minutes", f64::NAN, 1.0..=90.0).expect_err("NaN is out of range").to_string();
        assert!(e.contains("clock minutes is NaN"), "{e}");
        assert!(check_range("x", f64::INFINITY, 0.0..=10.0).is_err());
        assert!(
            check_range("animation_ms", u32::MAX, 60..=600)
                .is_err_and(|e| e.to_string().contains("4294967295"))
        );
    }

    #[test]
    fn recovery_replaces_an_older_backup() {
        let dir = TestDir::new("oldbak");
        let path = dir.join("settings.ron");
        fs::write(dir.join("settings.ron.bak"), "old").expect("write");
        fs::write(&path, "new garbage").expect("write");
        assert!(matches!(load_ron::<Settings>(&path), Loaded::Recovered { backup: Some(_), .. }));
        assert_eq!(fs::read_to_string(dir.join("settings.ron.bak")).expect("read"), "new garbage");
        assert_eq!(dir.names(), ["settings.ron.bak"]);
    }

    #[test]
    fn a_folder_where_the_file_should_be_is_recovered() {
        let dir = TestDir::new("isdir");
        let path = dir.join("settings.ron");
        fs::create_dir(&path).expect("mkdir");
        fs::write(path.join("inside"), "x").expect("write");
        let Loaded::Recovered { error, backup } = load_ron::<Settings>(&path) else {
            panic!("a folder should not load");
        };
        assert!(error.to_string().contains(&*path.to_string_lossy()), "{error}");
        // The folder is moved aside, so the next save can write the file.
        assert_eq!(backup, Some(dir.join("settings.ron.bak")));
        assert!(dir.join("settings.ron.bak/inside").exists());
        write_atomic(&path, &to_ron(&sample()).expect("encode")).expect("write");
        assert_eq!(load_ron::<Settings>(&path), Loaded::Ok(sample()));
    }

    #[test]
    fn a_failed_move_aside_still_recovers() {
        let dir = TestDir::new("nomove");
        let path = dir.join("settings.ron");
        fs::create_dir(&path).expect("mkdir");
        fs::write(path.join("inside"), "x").expect("write");
        // A non-empty folder named like the backup cannot be replaced.
        fs::create_dir(dir.join("settings.ron.bak")).expect("mkdir");
        fs::write(dir.join("settings.ron.bak/keep"), "x").expect("write");
        let Loaded::Recovered { error, backup } = load_ron::<Settings>(&path) else {
            panic!("a folder should not load");
        };
        assert_eq!(backup, None);
        assert!(error.to_string().contains("could not be moved"), "{error}");
        assert!(dir.join("settings.ron.bak/keep").exists(), "nothing deleted");
    }

    #[test]
    fn write_atomic_creates_folders_and_replaces() {
        let dir = TestDir::new("write");
        let path = dir.join("a/b/autosave.ron");
        write_atomic(&path, "first").expect("write");
        assert_eq!(fs::read_to_string(&path).expect("read"), "first");
        write_atomic(&path, "second, longer than the first").expect("write");
        assert_eq!(fs::read_to_string(&path).expect("read"), "second, longer than the first");
        write_atomic(&path, "3").expect("write");
        assert_eq!(fs::read_to_string(&path).expect("read"), "3");
        let names: Vec<_> =
            fs::read_dir(dir.join("a/b")).expect("list").map(|e| e.expect("list").file_name()).collect();
        assert_eq!(names, ["autosave.ron"], "no .tmp left");
    }

    #[test]
    fn write_atomic_fails_when_the_parent_is_a_file() {
        let dir = TestDir::new("parentfile");
        fs::write(dir.join("file"), "x").expect("write");
        let path = dir.join("file/settings.ron");
        let error = write_atomic(&path, "x").expect_err("cannot write under a file");
        let message = error.to_string();
        assert!(message.contains(&*dir.join("file").to_string_lossy()), "{message}");
        assert_eq!(dir.names(), ["file"]);
    }

    #[test]
    fn write_atomic_failure_leaves_the_old_file_and_no_tmp() {
        let dir = TestDir::new("renamefail");
        let path = dir.join("settings.ron");
        // A non-empty folder at the target: the rename fails after the .tmp was written.
        fs::create_dir(&path).expect("mkdir");
        fs::write(path.join("inside"), "x").expect("write");
        let error = write_atomic(&path, "new").expect_err("cannot replace a folder");
        assert!(error.to_string().contains("rename"), "{error}");
        assert_eq!(dir.names(), ["settings.ron"], "no .tmp left");
        assert!(path.join("inside").exists());
    }

    #[test]
    fn queue_coalesces_per_path_and_keeps_order() {
        let mut queue = Queue::default();
        queue.push("a".into(), "a1".into());
        queue.push("b".into(), "b1".into());
        queue.push("a".into(), "a2".into());
        queue.push("a".into(), "a3".into());
        let pending: Vec<_> = queue.pending.iter().cloned().collect();
        assert_eq!(pending, [("a".into(), "a3".into()), ("b".into(), "b1".into())]);
        assert!(!queue.idle());
    }

    fn counting_saver() -> (Saver, Receiver<SaveReport>, Arc<AtomicUsize>) {
        let calls = Arc::new(AtomicUsize::new(0));
        let counter = Arc::clone(&calls);
        let (saver, reports) = Saver::spawn(Box::new(move || {
            counter.fetch_add(1, Ordering::SeqCst);
        }));
        (saver, reports, calls)
    }

    #[test]
    fn saver_ends_with_the_newest_contents() {
        let dir = TestDir::new("saver");
        let path = dir.join("autosave.ron");
        let (saver, reports, calls) = counting_saver();
        for i in 0..200 {
            saver.save(path.clone(), format!("move {i}"));
        }
        assert!(saver.flush(Duration::from_secs(10)));
        assert_eq!(fs::read_to_string(&path).expect("read"), "move 199");
        let reports: Vec<_> = reports.try_iter().collect();
        assert!(!reports.is_empty() && reports.len() <= 200);
        assert!(reports.iter().all(|r| *r == SaveReport::Saved(path.clone())));
        assert_eq!(calls.load(Ordering::SeqCst), reports.len(), "one notify per report");
        assert_eq!(dir.names(), ["autosave.ron"]);
    }

    #[test]
    fn saver_reports_failures_with_the_path() {
        let dir = TestDir::new("saverfail");
        fs::write(dir.join("file"), "x").expect("write");
        let bad = dir.join("file/settings.ron");
        let good = dir.join("settings.ron");
        let (saver, reports, calls) = counting_saver();
        saver.save(bad.clone(), "x".into());
        saver.save(good.clone(), "y".into());
        assert!(saver.flush(Duration::from_secs(10)));
        let reports: Vec<_> = reports.try_iter().collect();
        assert_eq!(reports.len(), 2);
        match &reports[0] {
            SaveReport::Failed { path, error } => {
                assert_eq!(path, &bad);
                assert!(error.to_string().contains(&*dir.join("file").to_string_lossy()), "{error}");
            }
            other => panic!("expected a failure, got {other:?}"),
        }
        assert_eq!(reports[1], SaveReport::Saved(good.clone()));
        assert_eq!(calls.load(Ordering::SeqCst), 2);
    }

    #[test]
    fn flush_with_nothing_queued_returns_at_once() {
        let (saver, _reports, calls) = counting_saver();
        let start = Instant::now();
        assert!(saver.flush(Duration::from_secs(5)));
        assert!(start.elapsed() < Duration::from_secs(1));
        assert_eq!(calls.load(Ordering::SeqCst), 0);
    }

    #[test]
    fn flush_gives_up_after_the_timeout() {
        let dir = TestDir::new("flushtimeout");
        // The notify closure holds the writer up for a while.
        let (saver, _reports) = Saver::spawn(Box::new(|| thread::sleep(Duration::from_millis(500))));
        saver.save(dir.join("a"), "a".into());
        let start = Instant::now();
        assert!(!saver.flush(Duration::from_millis(50)));
        assert!(start.elapsed() < Duration::from_millis(400));
        assert!(saver.flush(Duration::from_secs(10)));
    }

    #[test]
    fn a_panicking_notify_does_not_stop_the_writer() {
        let dir = TestDir::new("panicnotify");
        let (saver, reports) = Saver::spawn(Box::new(|| panic!("notify panicked (expected)")));
        saver.save(dir.join("a"), "1".into());
        assert!(saver.flush(Duration::from_secs(10)));
        saver.save(dir.join("b"), "2".into());
        assert!(saver.flush(Duration::from_secs(10)));
        assert_eq!(reports.try_iter().count(), 2);
        assert_eq!(fs::read_to_string(dir.join("b")).expect("read"), "2");
        assert!(saver.shared.lock().alive);
    }

    #[test]
    fn without_its_thread_the_saver_writes_synchronously() {
        let dir = TestDir::new("dead");
        let (saver, reports, calls) = counting_saver();
        // End the thread the way dropping the saver does, and wait for it to be gone.
        saver.shared.lock().closed = true;
        saver.shared.work.notify_all();
        let deadline = Instant::now() + Duration::from_secs(10);
        while saver.shared.lock().alive {
            assert!(Instant::now() < deadline, "the writer thread did not end");
            thread::sleep(Duration::from_millis(5));
        }
        let path = dir.join("autosave.ron");
        saver.save(path.clone(), "written here".into());
        // Written before `save` returned, and reported like any other write.
        assert_eq!(fs::read_to_string(&path).expect("read"), "written here");
        assert_eq!(reports.try_recv(), Ok(SaveReport::Saved(path)));
        assert_eq!(calls.load(Ordering::SeqCst), 1);
        assert!(saver.flush(Duration::from_millis(10)));
    }

    #[test]
    fn line_column_counts_characters() {
        assert_eq!(line_column(b"abc", 0), (1, 1));
        assert_eq!(line_column(b"ab\ncd", 4), (2, 2));
        assert_eq!(line_column("é\nàb".as_bytes(), 6), (2, 3));
    }
}
