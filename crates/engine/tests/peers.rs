//! Other programs that speak the Hub protocol: pydraughts' Hub client drives our engine, and
//! the referee plays our engine against dame (`dame hub`). Both need Python tools:
//! `pip install pydraughts dame-rs==0.2.0`. Without them these tests fail, saying so.

use std::process::Command;
use std::time::Duration;

use damier_engine::Level;
use damier_engine::referee::{LevelSpec, MatchConfig, PlayerSpec, play_match};
use damier_rules::International;

const INSTALL: &str = "install the peers with: pip install pydraughts dame-rs==0.2.0";

#[test]
fn pydraughts_drives_the_hub_engine() {
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/../../scripts/pydraughts_hub.py");
    let output = Command::new("python3")
        .arg(script)
        .arg(env!("CARGO_BIN_EXE_damier-engine"))
        .output()
        .unwrap_or_else(|e| panic!("cannot run python3 ({e}): install Python 3, then {INSTALL}"));
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        output.status.success(),
        "{script} failed ({}); {INSTALL} if pydraughts is missing\nstdout:\n{stdout}\nstderr:\n{stderr}",
        output.status
    );
    assert!(stdout.contains("pydraughts_hub: ok"), "{stdout}");
}

#[test]
fn a_match_against_dame_finishes_without_forfeits() {
    let probe = Command::new("dame").arg("--version").output();
    match probe {
        Ok(o) if o.status.success() => {}
        Ok(o) => panic!("'dame --version' failed ({}): {INSTALL}", o.status),
        Err(e) => panic!("cannot run dame ({e}): {INSTALL}"),
    }
    let config = MatchConfig {
        games: 2,
        move_time: Duration::from_millis(50),
        nodes: None,
        opening_plies: 2,
        seed: 7,
        max_plies: 150,
        jobs: 2,
        tables: [true; 2],
    };
    let dame = PlayerSpec::Hub("dame hub".to_owned());
    let games = play_match::<International>(
        &config,
        &PlayerSpec::Level(LevelSpec::new(Level::Master)),
        &dame,
        &mut |_| {},
    )
    .unwrap_or_else(|e| panic!("the match against dame did not run: {e}"));
    assert_eq!(games.len(), 2);
    for g in &games {
        assert!(g.forfeit.is_none(), "game {}: {}", g.index + 1, g.reason);
        assert!(!g.reason.is_empty(), "game {} has no result", g.index + 1);
        assert!(g.pdn.result.is_some(), "game {} has no result", g.index + 1);
        assert!(g.plies > config.opening_plies, "game {}: {} plies", g.index + 1, g.plies);
    }
    // Each side had White once.
    assert!(games[0].first_white != games[1].first_white);
}
