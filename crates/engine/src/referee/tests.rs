use super::*;
use damier_rules::{English, International};

#[test]
fn openings_are_reproducible_and_distinct() {
    let a = openings::<International>(10, 4, 1);
    assert_eq!(a, openings::<International>(10, 4, 1));
    assert_eq!(a.len(), 10);
    for (i, x) in a.iter().enumerate() {
        assert!(a[i + 1..].iter().all(|y| y != x));
    }
    assert_ne!(a, openings::<International>(10, 4, 2));
}

#[test]
fn player_specs_parse() {
    assert_eq!("level:3".parse::<PlayerSpec>(), Ok(PlayerSpec::Level(LevelSpec::new(Level::Club))));
    let spec = "level:6,threads=2,book=off".parse::<PlayerSpec>().expect("options");
    assert_eq!(spec, PlayerSpec::Level(LevelSpec { level: Level::Master, threads: 2, book: false }));
    assert_eq!(spec.to_string(), "level:6,threads=2,book=off");
    assert_eq!("level:6,book=on".parse::<PlayerSpec>().map(|p| p.to_string()), Ok("level:6".to_owned()));
    let threads = |value: &str| SpecError::Threads { value: value.to_owned() };
    let option = |option: &str| SpecError::UnknownOption { option: option.to_owned() };
    for (bad, error) in [
        ("level:6,threads=0", threads("0")),
        ("level:6,threads=x", threads("x")),
        ("level:6,book=maybe", option("book=maybe")),
        ("level:6,fast", option("fast")),
        ("level:9", SpecError::Level(crate::level::UnknownLevel("9".to_owned()))),
    ] {
        assert_eq!(bad.parse::<PlayerSpec>(), Err(error), "{bad}");
    }
    assert_eq!("hub:dame hub".parse::<PlayerSpec>(), Ok(PlayerSpec::Hub("dame hub".to_owned())));
    assert_eq!("hub:".parse::<PlayerSpec>(), Err(SpecError::NoCommand));
    let stockfish = SpecError::UnknownPlayer { text: "stockfish".to_owned() };
    assert_eq!("stockfish".parse::<PlayerSpec>(), Err(stockfish.clone()));
    assert!(stockfish.to_string().starts_with("unknown player 'stockfish': expected level:N"));
}

#[test]
fn hub_programs_play_under_the_fmjd_rules() {
    let hub = PlayerSpec::Hub("dame hub".to_owned());
    let level = PlayerSpec::Level(LevelSpec::new(Level::Club));
    assert_eq!(match_rules(&level, &hub).rule24, DrawRule24::Fmjd);
    assert_eq!(match_rules(&hub, &level).rule24, DrawRule24::Fmjd);
    assert_eq!(match_rules(&level, &level), GameOptions::default());
}

/// A Hub program (a shell script) that answers `pos` with `answer_pos` and `go` with
/// `answer_go`; its games as the first player, with White.
fn against_a_script(name: &str, answer_pos: &str, answer_go: &str) -> GameRecord {
    let script = std::env::temp_dir().join(format!("damier-referee-{}-{name}.sh", std::process::id()));
    let text = format!(
        "while read -r cmd rest; do\n  case \"$cmd\" in\n    hub) echo 'id name=script'; echo wait;;\n    \
         init) echo ready;;\n    pos) {answer_pos};;\n    go) {answer_go};;\n    quit) exit 0;;\n  esac\ndone\n"
    );
    std::fs::write(&script, text).expect("a temporary script");
    let config = MatchConfig {
        games: 1,
        move_time: Duration::from_millis(20),
        nodes: None,
        opening_plies: 0,
        seed: 1,
        max_plies: 10,
        jobs: 1,
        tables: [true; 2],
    };
    let first = PlayerSpec::Hub(format!("sh {}", script.display()));
    let games = play_match::<International>(
        &config,
        &first,
        &PlayerSpec::Level(LevelSpec::new(Level::Beginner)),
        &mut |_| {},
    );
    let _ = std::fs::remove_file(&script);
    let mut games = games.expect("the match runs");
    assert_eq!(games.len(), 1);
    games.remove(0)
}

#[test]
fn a_refused_position_is_a_forfeit_even_with_a_legal_move() {
    // dame's answer to a position past the end of the game by its rules: an error, then
    // a move chosen in the position it had before (here a legal one by chance).
    let g =
        against_a_script("refuses", "echo 'error message=\"illegal move 33-39\"'", "echo 'done move=32-28'");
    let forfeit = g.forfeit.expect("a forfeit");
    assert_eq!((forfeit.color, forfeit.first), (Color::White, true));
    let refused = |f: &Failure| matches!(f, Failure::Hub(HubError::Refused(line)) if line.contains("illegal move 33-39"));
    assert!(refused(&forfeit.failure), "{}", forfeit.failure);
    assert_eq!(g.winner, Some(Color::Black));
    assert_eq!(g.plies, 0);
    assert!(g.reason.starts_with("forfeit by white (hub:sh "), "{}", g.reason);
    assert_eq!(g.pdn.tag("Black"), Some("level:1"));
    assert_eq!(g.pdn.tag("Termination"), Some(g.reason.as_str()));
}

#[test]
fn an_empty_done_and_an_illegal_move_are_forfeits() {
    let g = against_a_script("empty", ":", "echo done");
    assert!(
        g.forfeit.is_some_and(|f| matches!(f.failure, Failure::Hub(HubError::NoMove(_)))),
        "{}",
        g.reason
    );
    assert!(g.reason.contains("no move in 'done'"), "{}", g.reason);
    let g = against_a_script("illegal", ":", "echo 'done move=31-22'");
    let illegal =
        |f: &Forfeit| matches!(&f.failure, Failure::Hub(HubError::Illegal { text, .. }) if text == "31-22");
    assert!(g.forfeit.as_ref().is_some_and(illegal), "{}", g.reason);
    assert!(g.reason.contains("illegal move '31-22'"), "{}", g.reason);
}

#[test]
fn a_short_match_between_levels_finishes_every_game() {
    let config = MatchConfig {
        games: 4,
        move_time: Duration::from_millis(50),
        nodes: None,
        opening_plies: 2,
        seed: 3,
        max_plies: 200,
        jobs: 2,
        tables: [true; 2],
    };
    let mut seen = 0;
    let games = play_match::<English>(
        &config,
        &PlayerSpec::Level(LevelSpec { level: Level::Club, threads: 2, book: true }),
        &PlayerSpec::Level(LevelSpec::new(Level::Beginner)),
        &mut |_| seen += 1,
    )
    .expect("match");
    assert_eq!((games.len(), seen), (4, 4));
    assert!(games.iter().all(|g| g.plies >= 2 && !g.reason.is_empty()));
    assert_eq!(games.iter().map(|g| g.index).collect::<Vec<_>>(), vec![0, 1, 2, 3]);
    // Colours alternate and the same opening is played twice.
    assert!(games[0].first_white && !games[1].first_white);
    assert_eq!(games[0].opening, games[1].opening);
}
