//! The endgame databases in the app ([`damier_engine::egdb`]): the first time the master
//! plays international draughts or English checkers, the tables that game needs are loaded
//! from the data folder, or built there when missing or damaged, on a background thread.
//! The side panel shows the progress; the computer plays on without them meanwhile, and
//! probes them as soon as they are installed.

use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU32, AtomicU64, Ordering};

use damier_engine::egdb::Flavour;
use damier_engine::egdb::build::{Event, Scope, build_installed};

/// The slices the app builds: every slice to five pieces (files: English about 33 MB,
/// international about 275 MB a flavour; see the README, "Endgame databases").
pub fn scope(flavour: Flavour) -> Scope {
    match flavour {
        Flavour::English => Scope::new(5, 0),
        Flavour::International(_) => Scope::new(5, 5),
    }
}

/// The most slices solved at a time: solving the largest international slice with its swap
/// takes about 0.6 GB besides the tables (README, "Endgame databases"), so two keep a build
/// under about 1.5 GB.
const BUILD_THREADS: usize = 2;

/// How far one build has gone.
#[derive(Default)]
struct Progress {
    done: AtomicU64,
    total: AtomicU64,
    /// The most pieces of the tables installed so far (0: none yet).
    ready: AtomicU32,
    finished: AtomicBool,
}

/// What the side panel shows of a flavour's tables.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum TablesStatus {
    /// Loading or building: the part of the current stage done, 0 to 1, and the most pieces
    /// of the tables already installed (0: none yet).
    Building(f32, u32),
    /// Installed: the most pieces they hold.
    Ready(u32),
}

/// The stages of a build: the tables of one piece fewer first (a few seconds to load, or
/// minutes to build), installed while the largest slices are still to come; then all.
fn stages(full: Scope) -> Vec<Scope> {
    let smaller = Scope::new(full.pieces.saturating_sub(1), full.kings_only.saturating_sub(1));
    if full.pieces > 2 { vec![smaller, full] } else { vec![full] }
}

/// The builds started, one per flavour, into `dir` (`None`: in memory only).
pub struct TableBuilds {
    dir: Option<PathBuf>,
    /// The slices of each flavour ([`scope`] but in tests).
    scope: fn(Flavour) -> Scope,
    builds: Vec<(Flavour, Arc<Progress>)>,
}

impl TableBuilds {
    pub fn new(dir: Option<PathBuf>) -> TableBuilds {
        TableBuilds::with_scope(dir, scope)
    }

    /// Builds of other slices than the app's (small ones, for tests).
    pub fn with_scope(dir: Option<PathBuf>, scope: fn(Flavour) -> Scope) -> TableBuilds {
        TableBuilds { dir, scope, builds: Vec::new() }
    }

    /// Starts loading or building `flavour`'s tables, unless that has started already,
    /// solving up to `threads` slices at a time (at most [`BUILD_THREADS`]).
    pub fn want(&mut self, flavour: Flavour, threads: usize, repaint: impl Fn() + Send + 'static) {
        if self.builds.iter().any(|(f, _)| *f == flavour) {
            return;
        }
        let threads = threads.clamp(1, BUILD_THREADS);
        let progress = Arc::new(Progress::default());
        self.builds.push((flavour, progress.clone()));
        let dir = self.dir.clone();
        let scope = (self.scope)(flavour);
        let work = move || {
            // Without a folder nothing is kept between the stages: one stage.
            let stages = if dir.is_some() { stages(scope) } else { vec![scope] };
            for stage in stages {
                let mut on = |event: Event| {
                    if let Event::Progress(done, total) = event {
                        progress.total.store(total, Ordering::Relaxed);
                        progress.done.store(done, Ordering::Relaxed);
                        repaint();
                    }
                };
                build_installed(dir.as_deref(), flavour, stage, threads, &mut on);
                progress.ready.store(stage.most_pieces(), Ordering::Relaxed);
            }
            progress.finished.store(true, Ordering::Release);
            repaint();
        };
        // A thread the system cannot start leaves the master without tables, nothing worse.
        let _ = std::thread::Builder::new().name("damier-egdb".to_owned()).spawn(work);
    }

    /// The state of `flavour`'s tables; `None` if never wanted.
    pub fn status(&self, flavour: Flavour) -> Option<TablesStatus> {
        let (_, p) = self.builds.iter().find(|(f, _)| *f == flavour)?;
        if p.finished.load(Ordering::Acquire) {
            return Some(TablesStatus::Ready((self.scope)(flavour).most_pieces()));
        }
        let total = p.total.load(Ordering::Relaxed).max(1);
        let part = p.done.load(Ordering::Relaxed) as f32 / total as f32;
        Some(TablesStatus::Building(part.min(1.0), p.ready.load(Ordering::Relaxed)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use damier_rules::{English, Position};

    fn small(_: Flavour) -> Scope {
        Scope::new(3, 0)
    }

    #[test]
    fn the_tables_of_one_piece_fewer_come_first() {
        assert_eq!(stages(Scope::new(5, 5)), vec![Scope::new(4, 4), Scope::new(5, 5)]);
        assert_eq!(stages(Scope::new(5, 0)), vec![Scope::new(4, 0), Scope::new(5, 0)]);
        assert_eq!(stages(Scope::new(2, 0)), vec![Scope::new(2, 0)]);
    }

    #[test]
    fn tables_are_built_into_the_data_folder_then_installed() {
        let dir = std::env::temp_dir().join(format!("damier-app-egdb-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let mut builds = TableBuilds::with_scope(Some(dir.clone()), small);
        assert_eq!(builds.status(Flavour::English), None);
        builds.want(Flavour::English, 2, || {});
        // Wanted twice, built once.
        builds.want(Flavour::English, 2, || {});
        assert_eq!(builds.builds.len(), 1);
        let mut status = builds.status(Flavour::English);
        while let Some(TablesStatus::Building(part, ready)) = status {
            assert!((0.0..=1.0).contains(&part), "{part}");
            assert!(ready == 0 || ready == 2, "{ready}");
            std::thread::sleep(std::time::Duration::from_millis(20));
            status = builds.status(Flavour::English);
        }
        assert_eq!(status, Some(TablesStatus::Ready(3)));
        let files = std::fs::read_dir(&dir).map(|d| d.count()).unwrap_or(0);
        assert_eq!(files, small(Flavour::English).jobs().iter().flatten().count(), "a file per slice");
        // Two kings against one, White to move: won, and the search's probe sees it.
        let pos = English::from_fen("W:WK1,K2:BK32").expect("fen");
        let won = damier_engine::egdb::probe(&pos, damier_rules::DrawRule24::Seed);
        assert!(matches!(won, Some(damier_engine::egdb::Wdl::Win(_))), "{won:?}");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
