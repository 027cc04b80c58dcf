use damier_rules::notation::parse_hub_move;
use damier_rules::pdn::MAX_MOVES;
use damier_rules::{Dablot, English, International, Position};

use super::*;
use crate::search::WIN;

#[test]
fn arguments_with_quotes_and_bare_keys() {
    let a = parse_args("pos=Wbbb moves=\"32-28 19-23\" start");
    assert_eq!(
        a,
        vec![
            ("pos".to_owned(), "Wbbb".to_owned()),
            ("moves".to_owned(), "32-28 19-23".to_owned()),
            ("start".to_owned(), String::new())
        ]
    );
    assert_eq!(parse_args("think"), vec![("think".to_owned(), String::new())]);
}

#[test]
fn position_strings_round_trip() {
    let p = International::start();
    let s = position_text(&p);
    assert_eq!(s, format!("W{}{}{}", "b".repeat(20), "e".repeat(10), "w".repeat(20)));
    assert_eq!(parse_position::<International>(&s), Ok(p));
    let d = Dablot::start();
    assert_eq!(parse_position::<Dablot>(&position_text(&d)), Ok(d));
    let e = English::start();
    assert_eq!(parse_position::<English>(&position_text(&e)), Ok(e));
    assert!(parse_position::<International>("Wbbb").is_err());
    assert!(parse_position::<International>(&format!("X{}", "e".repeat(50))).is_err());
}

#[test]
fn scores_as_clients_read_them() {
    assert_eq!(score_text(123), "1.23");
    assert_eq!(score_text(-5), "-0.05");
    assert_eq!(score_text(WIN - 3), "99.97");
    assert_eq!(score_text(-(WIN - 4)), "-99.96");
}

#[test]
fn clock_levels_add_the_increment() {
    let args = parse_args("time=10 inc=2 moves=20");
    assert_eq!(
        level_budget(&args),
        Ok(Some(Budget::Clock {
            remaining: Duration::from_secs(12),
            increment: Duration::from_secs(2),
            moves_to_go: Some(20)
        }))
    );
    assert_eq!(
        level_budget(&parse_args("move-time=0.3")),
        Ok(Some(Budget::MoveTime(Duration::from_millis(300))))
    );
    assert_eq!(level_budget(&parse_args("depth=7")), Ok(Some(Budget::Depth(7))));
    assert_eq!(level_budget(&parse_args("bogus=1")), Ok(None));
}

#[test]
fn level_lines_read_back_as_their_budget() {
    let clock = |moves_to_go| Budget::Clock {
        remaining: Duration::from_millis(12_500),
        increment: Duration::from_millis(2_250),
        moves_to_go,
    };
    for budget in [
        Budget::Depth(9),
        Budget::Nodes(4000),
        Budget::MoveTime(Duration::from_millis(300)),
        clock(None),
        clock(Some(20)),
        Budget::Infinite,
    ] {
        let line = level_line(&budget);
        let args = line.strip_prefix("level ").expect("a level command");
        assert_eq!(level_budget(&parse_args(args)), Ok(Some(budget)), "{line}");
    }
}

#[test]
fn quoted_values_never_hold_a_quote() {
    assert_eq!(quote("32-28"), "32-28");
    assert_eq!(quote("a b"), "\"a b\"");
    assert_eq!(quote(""), "\"\"");
    assert_eq!(quote("the move '1\"x' is bad"), "\"the move '1'x' is bad\"");
}

#[test]
fn a_failed_search_still_answers_a_legal_move() {
    let (tx, _rx) = mpsc::channel();
    let mut session = Session::new(tx);
    session.searching = Some(Searching { id: 7, ponder_budget: None, deadline: None, last: None });
    let mut out = Vec::new();
    session.event(Event::Failed { id: 7, message: "a bug".to_owned() }, &mut out).expect("written");
    let out = String::from_utf8(out).expect("UTF-8");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 2, "{out}");
    assert_eq!(lines[0], "error message=\"a bug\"");
    let mv = lines[1].strip_prefix("done move=").expect("a done line");
    assert!(parse_hub_move(&International::start(), mv).is_some(), "{out}");
    assert!(session.searching.is_none());
}

#[test]
fn a_move_list_longer_than_any_game_is_an_error() {
    let shuffle = ["50-44", "1-7", "44-50", "7-1"].repeat(MAX_MOVES / 4 + 1).join(" ");
    let error = game_from::<International>("start", &shuffle, GameOptions::default()).expect_err("too long");
    assert_eq!(error, CommandError::TooManyMoves);
    assert!(error.to_string().starts_with("more than"), "{error}");
}

#[test]
fn bad_level_values_are_errors_that_name_the_key() {
    for (line, key, value, expected) in [
        ("depth=-5", "depth", "-5", Expected::Positive),
        ("depth=0", "depth", "0", Expected::Positive),
        ("nodes=x", "nodes", "x", Expected::Positive),
        ("move-time=-1", "move-time", "-1", Expected::Seconds),
        ("move-time=1e300", "move-time", "1e300", Expected::Seconds),
        ("move-time=inf", "move-time", "inf", Expected::Seconds),
        ("move-time=NaN", "move-time", "NaN", Expected::Seconds),
        ("time=10 inc=-2", "inc", "-2", Expected::Seconds),
        ("time=1e20", "time", "1e20", Expected::Seconds),
        ("time=10 moves=-1", "moves", "-1", Expected::Whole),
    ] {
        let error = level_budget(&parse_args(line)).expect_err(line);
        let (key, value) = (key.to_owned(), value.to_owned());
        assert_eq!(error, CommandError::LevelValue { key, value, expected }, "{line}");
        assert!(error.to_string().starts_with(&format!("level {line}")) || line.contains(' '), "{error}");
    }
}

#[test]
fn the_longest_clock_is_taken_and_longer_is_an_error() {
    let longest = Duration::from_secs(1_000_000_000);
    assert_eq!(
        level_budget(&parse_args("time=1e9 inc=1e9")),
        Ok(Some(Budget::Clock { remaining: longest * 2, increment: longest, moves_to_go: None }))
    );
    let error = level_budget(&parse_args("time=1e19 inc=1e19")).expect_err("too long");
    assert_eq!(error.to_string(), "level time=1e19: expected seconds, 0 to 1000000000", "{error}");
}
