//! What the app's kittest files share: a fresh folder for a test's files, the app started in
//! one, stepping in real time until the app is done, and clicking by label. (Each test file
//! uses its own part of it.)
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use damier::DamierApp;
use damier::storage::Paths;
use eframe::egui;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

/// A fresh folder for one test's files: `damier-{kind}-test-{name}-{process}` in the
/// system's temporary folder, emptied first and removed with its files when dropped (keep it
/// alive longer than the app that writes there).
pub fn temp_dir(kind: &str, name: &str) -> TestDir {
    let dir = std::env::temp_dir().join(format!("damier-{kind}-test-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a temp dir");
    TestDir(dir)
}

/// A test's folder (see [`temp_dir`]); derefs to its path. (The library's unit tests have
/// their own, `src/storage/tests.rs`, which is crate-private and out of reach here.)
pub struct TestDir(PathBuf);

impl std::ops::Deref for TestDir {
    type Target = Path;

    fn deref(&self) -> &Path {
        &self.0
    }
}

impl Drop for TestDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// The app with its files in `dir` (as they are), in a window of `size`, past its first frames.
pub fn harness_in(dir: &Path, size: egui::Vec2) -> Harness<'static, DamierApp> {
    let paths = Paths::in_dir(dir);
    let mut h = Harness::builder()
        .with_size(size)
        .build_eframe(move |cc| DamierApp::with_paths(&cc.egui_ctx, Some(paths)));
    h.run_steps(3);
    h
}

/// Steps (in real time: the engines think on their own threads) until `done` or `limit`.
pub fn step_until(
    h: &mut Harness<'_, DamierApp>,
    limit: Duration,
    done: impl Fn(&DamierApp) -> bool,
) -> bool {
    let start = Instant::now();
    while start.elapsed() < limit {
        h.step();
        if done(h.state()) {
            h.run_steps(2);
            return true;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    false
}

pub fn click(h: &mut Harness<'_, DamierApp>, label: &str) {
    h.get_by_label(label).click();
    h.run_steps(2);
}
