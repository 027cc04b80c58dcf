//! The app's memory across games against the master.
//!
//! `cargo bench --bench games_memory [-- GAME]` drives the real app (`DamierApp` through
//! egui_kittest: no window and no renderer; scripts/footprint measures the window's share)
//! through ten games (GAME: international, the default, english or dablot) of the master
//! (level 6) against itself, each side on a 15-second clock,
//! at about 60 frames a second as a real window runs while a clock does. It prints the
//! process's resident memory (VmRSS, Linux) at the start, once the master's endgame databases
//! are installed, and after each game. Target (issue 15): after ten games, at most 20 MB more
//! than after the first.
//!
//! International and English: the databases are kept between runs in Cargo's target directory
//! (`CARGO_TARGET_TMPDIR`): the first run builds them (minutes of CPU), later runs load them,
//! as the app does on a person's second start. The games start once they are installed, so
//! that every game has them. Dablot has none.

use std::path::Path;
use std::time::{Duration, Instant};

use damier::DamierApp;
use damier::clock::ClockSettings;
use damier::model::Setup;
use damier::storage::Paths;
use damier::tables::TablesStatus;
use damier_rules::Variant;
use eframe::egui;
use egui_kittest::Harness;

mod common;

const GAMES: usize = 10;
/// A game on 15 s a side lasts a minute at most; a stuck one ends the bench.
const GAME_LIMIT: Duration = Duration::from_secs(120);
const FRAME: Duration = Duration::from_millis(16);

/// The process's resident memory in MB (`None` where /proc is not there).
fn rss_mb() -> Option<f64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    let kb: f64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb / 1024.0)
}

fn rss_text() -> String {
    rss_mb().map_or_else(|| "n/a (no /proc/self/status)".to_owned(), |mb| format!("{mb:.1} MB"))
}

fn master_game(variant: Variant) -> Setup {
    common::masters(variant, ClockSettings { minutes: 0.25, increment_s: 0.0 })
}

/// One frame, paced like a window's. The app's time is the real time since `epoch`, as in a
/// window, however long the frames take on a loaded machine (the engine's clock budget is
/// real time).
fn frame(h: &mut Harness<'_, DamierApp>, epoch: Instant) {
    let start = Instant::now();
    h.input_mut().time = Some(epoch.elapsed().as_secs_f64());
    h.step();
    std::thread::sleep(FRAME.saturating_sub(start.elapsed()));
}

/// Empties `dir` but for its `egdb` folder.
fn clear_but_tables(dir: &Path) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for entry in entries.flatten() {
        if entry.file_name() != "egdb" {
            let path = entry.path();
            let _ = std::fs::remove_dir_all(&path).or_else(|_| std::fs::remove_file(&path));
        }
    }
}

fn main() {
    // `cargo bench` passes `--bench`; the game is the first other argument.
    let variant = match std::env::args().skip(1).find(|a| !a.starts_with('-')) {
        None => Variant::International,
        Some(name) => match name.parse::<Variant>() {
            Ok(variant) => variant,
            Err(_) => {
                eprintln!("games_memory: unknown game {name} (international, english or dablot)");
                std::process::exit(2);
            }
        },
    };
    let data = Path::new(env!("CARGO_TARGET_TMPDIR")).join("games-memory");
    clear_but_tables(&data);
    let config = std::env::temp_dir().join(format!("damier-games-memory-{}", std::process::id()));
    let paths = Paths { config_dir: config.clone(), data_dir: data.clone() };
    let mut h = Harness::builder()
        .with_size(egui::vec2(1280.0, 860.0))
        .build_eframe(move |cc| DamierApp::with_paths(&cc.egui_ctx, Some(paths)));
    let epoch = Instant::now();
    frame(&mut h, epoch);
    println!("{GAMES} games of {}, master v master, 15 s a side", variant.name());
    println!("RSS at the start: {}", rss_text());

    h.state_mut().start_game(master_game(variant));
    // The first frame of a master's game asks for its endgame databases.
    frame(&mut h, epoch);
    let waiting = Instant::now();
    let mut report = waiting + Duration::from_secs(30);
    while matches!(h.state().tables_status(), Some(TablesStatus::Building(..))) {
        frame(&mut h, epoch);
        if Instant::now() >= report {
            report += Duration::from_secs(30);
            println!(
                "  endgame databases after {:.0} s: {:?}",
                waiting.elapsed().as_secs_f64(),
                h.state().tables_status()
            );
        }
    }
    if h.state().tables_status().is_some() {
        println!(
            "RSS with the endgame databases (in {}) installed after {:.0} s: {}",
            data.display(),
            waiting.elapsed().as_secs_f64(),
            rss_text()
        );
    }

    let mut after_first = None;
    for n in 1..=GAMES {
        h.state_mut().start_game(master_game(variant));
        let start = Instant::now();
        while !h.state().game().is_over() {
            assert!(start.elapsed() < GAME_LIMIT, "game {n} did not end within {GAME_LIMIT:?}");
            frame(&mut h, epoch);
        }
        let rss = rss_mb();
        after_first = after_first.or(rss);
        println!(
            "after game {n:>2}: RSS {} ({} plies, {:.0} s, {:?})",
            rss_text(),
            h.state().game().len(),
            start.elapsed().as_secs_f64(),
            h.state().game().outcome()
        );
    }
    if let (Some(first), Some(last)) = (after_first, rss_mb()) {
        println!("growth from game 1 to game {GAMES}: {:+.1} MB (target: at most +20 MB)", last - first);
    }
    let _ = std::fs::remove_dir_all(&config);
}
