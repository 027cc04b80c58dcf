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
/// 1, 2, 3... to the file named by the variable, one every 20 ms (a brisk game), saying each
/// number once the saver has reported it written (its sync may still be pending). The kill
/// lands between two writes or during one; either way the file holds a whole number, at
/// least the last one said.
const KILL_CHILD: &str = "DAMIER_KILL_TEST_FILE";

#[test]
fn a_killed_process_loses_at_most_the_write_in_flight() {
    if let Some(path) = std::env::var_os(KILL_CHILD) {
        let (saver, reports) = Saver::spawn(Box::new(|| {}));
        for n in 1u32.. {
            saver.save(PathBuf::from(&path), n.to_string());
            match reports.recv() {
                Ok(SaveReport::Saved(_)) => println!("saved {n}"),
                other => panic!("save {n}: {other:?}"),
            }
            thread::sleep(Duration::from_millis(20));
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
        assert!(kept >= kill_after, "killed after {kill_after} was reported saved, found {kept}");
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
    let e = check_range("clock minutes", f64::NAN, 1.0..=90.0).expect_err("NaN is out of range").to_string();
    assert!(e.contains("clock minutes is NaN"), "{e}");
    assert!(check_range("x", f64::INFINITY, 0.0..=10.0).is_err());
    assert!(
        check_range("animation_ms", u32::MAX, 60..=600).is_err_and(|e| e.to_string().contains("4294967295"))
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
