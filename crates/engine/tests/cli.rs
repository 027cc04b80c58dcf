//! The command line's exact formats and its errors (other tools read them).

use std::process::{Command, Output};

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_damier-engine")).args(args).output().expect("the binary runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

#[test]
fn perft_prints_one_line_per_depth() {
    let o = run(&["perft", "4"]);
    assert!(o.status.success());
    let lines: Vec<String> = stdout(&o).lines().map(str::to_owned).collect();
    let expected = [9u64, 81, 658, 4265];
    assert_eq!(lines.len(), expected.len());
    for (i, (line, nodes)) in lines.iter().zip(expected).enumerate() {
        let f: Vec<&str> = line.split(' ').collect();
        assert_eq!(f.len(), 6, "{line}");
        assert_eq!(
            (f[0], f[1], f[2], f[3], f[4]),
            ("depth", &*(i + 1).to_string(), "nodes", &*nodes.to_string(), "time")
        );
        assert!(f[5].parse::<f64>().is_ok_and(|t| t >= 0.0), "{line}");
    }
}

#[test]
fn perft_takes_variant_and_fen() {
    let o = run(&["perft", "--variant", "english", "3"]);
    assert!(stdout(&o).lines().last().is_some_and(|l| l.starts_with("depth 3 nodes 302 time ")));
    let o = run(&["perft", "--variant", "dablot", "2"]);
    assert!(stdout(&o).lines().last().is_some_and(|l| l.starts_with("depth 2 nodes 155 time ")));
    let o = run(&["perft", "--fen", "W:B12,13,14,16,18,19,21,23,24,26:W25,27,28,30,32,33,34,35,37,38", "5"]);
    assert!(stdout(&o).lines().last().is_some_and(|l| l.starts_with("depth 5 nodes 215 time ")));
}

#[test]
fn moves_lists_captures_hub_style() {
    // The white man on 28 jumps 23 (landing on 19), then 13 (landing on 8).
    let o = run(&["moves", "--fen", "W:W28:B23,13"]);
    assert!(o.status.success());
    assert_eq!(stdout(&o), "28x8x13x23\n");
    let o = run(&["moves", "--fen", "W:W46:B1"]);
    assert_eq!(stdout(&o), "46-41\n");
}

#[test]
fn moves_of_dablot_list_every_landing() {
    let o = run(&["moves", "--variant", "dablot"]);
    assert!(o.status.success());
    let out = stdout(&o);
    assert_eq!(out.lines().count(), 15);
    assert!(out.lines().all(|l| l.len() >= 5 && l.contains('-')), "{out}");
}

#[test]
fn bad_input_exits_with_code_2() {
    for args in [
        &["perft", "--variant", "chess", "3"][..],
        &["perft", "--fen", "W:W51:B1", "3"],
        &["perft", "--fen", "nonsense", "3"],
        &["perft", "x"],
        &["perft", "0"],
        &["perft"],
        &["moves", "--fen", "W:W1:B2"],
        // International tables go to five pieces, English to six: refused before any file.
        &["egdb", "--variant", "international", "--pieces", "6", "--dir", "no-such-egdb"],
        &["egdb", "--variant", "english", "--pieces", "7", "--dir", "no-such-egdb"],
        &["match", "--egdb", "no-such-egdb", "--egdb-pieces", "6", "level:1", "level:1"],
        &["bench", "--pdn", "no-such-file.pdn", "--depth", "3"],
        // Not a PDN file.
        &["bench", "--pdn", "Cargo.toml", "--depth", "3"],
        &["bench", "--every", "3"],
        &["bench", "--pdn", "x.pdn", "--depth", "3", "2"],
        &["frobnicate"],
        &[],
    ] {
        let o = run(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert!(o.stdout.is_empty(), "{args:?}");
        assert!(String::from_utf8_lossy(&o.stderr).starts_with("damier-engine: "), "{args:?}");
    }
}

#[test]
fn bench_searches_the_positions_of_a_pdn_file() {
    let dir = std::env::temp_dir().join(format!("damier-engine-bench-pdn-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let file = dir.join("games.pdn");
    let path = file.to_str().expect("a UTF-8 path");
    std::fs::write(&file, "1. 32-28 19-23 2. 28x19 14x23 3. 33-28 *\n\n1. 34-29 *\n").expect("written");
    let o = run(&["bench", "--pdn", path, "--depth", "3", "--every", "2", "--threads", "2"]);
    let short = run(&["bench", "--pdn", path, "--depth", "3", "--every", "9"]);
    let _ = std::fs::remove_dir_all(&dir);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let out = stdout(&o);
    // A header, plies 2 and 4 of the first game (the second is one ply long), the total.
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 4, "{out}");
    assert!(lines[1].starts_with("international      3 "), "{out}");
    // After 32-28 19-23 28x19 14x23: White to move, without 32, 28, 19 and 14.
    assert!(lines[2].contains(" W:W31,33,") && lines[2].ends_with(",13,15,16,17,18,20,23"), "{out}");
    assert!(lines[3].contains("total (main thread "), "{out}");
    // No game of the file is nine plies long.
    assert_eq!(short.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&short.stderr).contains("no game reaches 9 plies"));
}

#[test]
fn go_with_a_huge_time_does_not_panic() {
    // Level 3 stops at its depth, so a time of 10^19 s still gives an answer at once.
    let o = run(&["go", "--level", "3", "time", "1e19"]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(stdout(&o).lines().any(|l| l.starts_with("depth ")), "{}", stdout(&o));
    let o = run(&["go", "time", "1e300"]);
    assert_eq!(o.status.code(), Some(2), "{}", String::from_utf8_lossy(&o.stderr));
}

#[test]
fn a_match_at_fixed_nodes_is_the_same_match_every_time() {
    // Both players search 300 nodes a move; the second is this program over the Hub
    // protocol (sent `level nodes=300`), so the games cannot depend on the machine's load.
    let engine = env!("CARGO_BIN_EXE_damier-engine");
    let hub = format!("hub:{engine} hub");
    let args = ["match", "--games", "2", "--nodes", "300", "--max-plies", "60", "level:6", hub.as_str()];
    let (a, b) = (run(&args), run(&args));
    assert!(a.status.success(), "{}", String::from_utf8_lossy(&a.stderr));
    let (a, b) = (stdout(&a), stdout(&b));
    assert_eq!(a, b);
    assert!(a.lines().filter(|l| l.starts_with("game")).count() == 2, "{a}");
    assert!(a.trim_end().ends_with("300 nodes a move"), "{a}");
    assert!(run(&["match", "--nodes", "0", "level:6", "level:5"]).status.code() == Some(2));
}
