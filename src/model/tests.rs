use super::*;

fn setup(variant: Variant, white: Player, black: Player) -> Setup {
    Setup { inactivity: true, strict_inactivity: true, ..Setup::plain(variant, [white, black]) }
}

fn play_text(s: &mut GameState, text: &str) {
    play_at(s, text, 0.0);
}

fn play_at(s: &mut GameState, text: &str, now: f64) {
    let m = s.record().parse_move(text).expect("a legal move");
    s.play(&m, now).expect("legal");
}

#[test]
fn english_colours_alternate_against_the_computer_and_the_person_starts_the_first_game() {
    let choice = NewGameChoice { variant: Variant::English, computer: Some(3), ..NewGameChoice::default() };
    let first = Setup::from_choice(&choice, 1, 0);
    assert_eq!(first.players, [Player::Computer(3), Player::Human], "the person plays Black, who starts");
    let second = Setup::from_choice(&choice, 2, 0);
    assert_eq!(second.players, [Player::Human, Player::Computer(3)]);
    let two = NewGameChoice { computer: None, side: SideChoice::Black, ..choice };
    assert_eq!(Setup::from_choice(&two, 1, 0).players, [Player::Human, Player::Human]);
    let game = GameState::new(first, 0.0).expect("start");
    assert!(game.against_computer());
    assert_eq!(game.human_color(), Color::Black);
}

#[test]
fn take_back_undoes_a_full_turn_against_the_computer_and_redo_replays_it() {
    let mut s = GameState::new(setup(Variant::International, Player::Human, Player::Computer(3)), 0.0)
        .expect("start position");
    play_text(&mut s, "32-28");
    play_text(&mut s, "19-23");
    assert_eq!(s.human_to_move(), Some(Color::White));
    assert!(s.can_take_back());
    assert_eq!(s.take_back(1.0), 2);
    assert_eq!(s.len(), 0);
    assert_eq!(s.human_to_move(), Some(Color::White));
    assert!(s.can_redo());
    assert_eq!(s.redo(2.0), 2);
    assert_eq!(s.len(), 2);
    assert_eq!(s.record().move_text(1), "19-23");
    // A different move forgets the redo list.
    s.take_back(3.0);
    play_text(&mut s, "31-27");
    assert!(!s.can_redo());
}

#[test]
fn take_back_between_two_people_is_one_move_and_nothing_before_the_first() {
    let mut s = GameState::new(setup(Variant::English, Player::Human, Player::Human), 0.0).expect("start");
    assert!(!s.can_take_back());
    assert_eq!(s.take_back(0.0), 0);
    play_text(&mut s, "11-15");
    play_text(&mut s, "22-18");
    assert_eq!(s.take_back(0.0), 1);
    assert_eq!(s.len(), 1);
}

#[test]
fn the_computer_moving_first_is_not_taken_back_alone() {
    let mut s = GameState::new(setup(Variant::International, Player::Computer(2), Player::Human), 0.0)
        .expect("start");
    play_text(&mut s, "32-28");
    assert!(!s.can_take_back(), "only the computer's move was played");
    play_text(&mut s, "19-23");
    play_text(&mut s, "28x19");
    assert_eq!(s.take_back(0.0), 2);
    assert_eq!(s.len(), 1);
    assert_eq!(s.human_to_move(), Some(Color::Black));
}

#[test]
fn review_shows_earlier_positions_and_blocks_moves() {
    let mut s = GameState::new(setup(Variant::Dablot, Player::Human, Player::Human), 0.0).expect("start");
    let first = s.record().legal_moves()[0];
    s.play(&first, 0.0).expect("legal");
    s.review(0);
    assert!(s.is_reviewing());
    assert_eq!(s.shown_ply(), 0);
    assert!(s.user_moves().is_empty());
    assert_eq!(s.record().pieces_at(0), s.record().pieces_at(0));
    assert_ne!(s.record().pieces_at(0), s.record().pieces_at(1));
    // A move played meanwhile (the computer's) keeps the review where it is.
    let reply = s.record().legal_moves()[0];
    s.play(&reply, 0.0).expect("legal");
    assert_eq!(s.shown_ply(), 0);
    s.review_step(1);
    assert_eq!(s.shown_ply(), 1);
    s.review_step(1);
    assert!(!s.is_reviewing());
    s.review_step(-5);
    assert_eq!(s.shown_ply(), 0);
}

#[test]
fn resignation_and_agreement_end_the_game_and_take_back_reopens_it() {
    let mut s =
        GameState::new(setup(Variant::English, Player::Human, Player::Computer(1)), 0.0).expect("start");
    play_text(&mut s, "11-15");
    play_text(&mut s, "22-18");
    s.declare(Declared::Resignation(Color::Black), 0.0);
    let o = s.outcome().expect("over");
    assert_eq!(o.winner, Some(Color::White));
    assert_eq!(o.reason, OutcomeReason::Resignation);
    assert!(s.user_moves().is_empty());
    s.take_back(0.0);
    assert!(!s.is_over());
    s.declare(Declared::Agreement, 0.0);
    assert_eq!(s.outcome().map(|o| o.winner), Some(None));
}

#[test]
fn the_notation_outcome_and_moves_kept_for_the_view_follow_every_change() {
    let mut s =
        GameState::new(setup(Variant::International, Player::Human, Player::Human), 0.0).expect("start");
    s.declare(Declared::Resignation(Color::White), 0.0);
    assert!(s.is_over() && s.user_moves().is_empty());
    // Nothing to take back, but the resignation goes.
    assert_eq!(s.take_back(0.0), 0);
    assert!(!s.is_over());
    assert_eq!(s.user_moves(), s.record().legal_moves());
    play_text(&mut s, "32-28");
    play_text(&mut s, "19-23");
    play_text(&mut s, "28x19");
    assert_eq!((s.move_text(0), s.move_text(2), s.move_text(3)), ("32-28", "28x19", ""));
    s.take_back(0.0);
    assert_eq!(s.move_text(2), "");
    assert_eq!(s.user_moves(), s.record().legal_moves());
    s.redo(0.0);
    assert_eq!(s.move_text(2), "28x19");
    let opened = GameState::with_record(
        s.setup().clone(),
        AnyGame::from_pdn(&s.record().to_pdn(Vec::new()), GameOptions::default()).expect("replays"),
        0.0,
    );
    assert_eq!(opened.move_text(1), "19-23");
    assert_eq!(opened.user_moves(), s.user_moves());
}

#[test]
fn inactivity_warns_after_five_minutes_and_loses_one_minute_later() {
    let mut s = GameState::new(setup(Variant::International, Player::Human, Player::Computer(3)), 10.0)
        .expect("start");
    assert_eq!(s.tick(10.0 + 299.0), Tick::Nothing);
    assert_eq!(s.tick(10.0 + 300.5), Tick::InactivityWarning { color: Color::White, seconds: Some(60) });
    assert_eq!(s.tick(10.0 + 359.2), Tick::InactivityWarning { color: Color::White, seconds: Some(1) });
    match s.tick(10.0 + 360.0) {
        Tick::Ended(o) => {
            assert_eq!(o.winner, Some(Color::Black));
            assert_eq!(o.reason, OutcomeReason::Inactivity);
        }
        other => panic!("expected the end, got {other:?}"),
    }
    // The computer's own thinking time is never inactivity.
    let mut s = GameState::new(setup(Variant::International, Player::Computer(3), Player::Human), 0.0)
        .expect("start");
    assert_eq!(s.tick(1000.0), Tick::Nothing);
}

#[test]
fn a_move_restarts_the_inactivity_count() {
    let mut s = GameState::new(setup(Variant::English, Player::Human, Player::Human), 0.0).expect("start");
    let m = s.record().parse_move("11-15").expect("legal");
    s.play(&m, 299.0).expect("legal");
    assert_eq!(s.tick(598.0), Tick::Nothing);
    assert!(matches!(s.tick(600.0), Tick::InactivityWarning { color: Color::White, .. }));
}

#[test]
fn a_flag_falls_for_the_side_to_move_once_it_has_moved() {
    let mut st = setup(Variant::International, Player::Human, Player::Human);
    st.clock = Some(ClockSettings { minutes: 1.0, increment_s: 2.0 });
    let mut s = GameState::new(st, 0.0).expect("start");
    // Each side's first move is not timed.
    play_at(&mut s, "32-28", 10.0);
    assert_eq!(s.clock_left(Color::White, 10.0), Some(60.0));
    play_at(&mut s, "19-23", 100.0);
    assert_eq!(s.clock_left(Color::Black, 100.0), Some(60.0));
    assert_eq!(s.clock_left(Color::White, 110.0), Some(50.0), "White's clock runs from its second turn");
    play_at(&mut s, "28x19", 110.0);
    let white = s.clock_left(Color::White, 110.0).expect("clock");
    assert!((white - 52.0).abs() < 1e-9, "60 - 10 + 2 = {white}");
    assert_eq!(s.tick(169.0), Tick::Nothing);
    match s.tick(170.5) {
        Tick::Ended(o) => {
            assert_eq!(o.winner, Some(Color::White));
            assert_eq!(o.reason, OutcomeReason::TimeForfeit);
        }
        other => panic!("expected a flag, got {other:?}"),
    }
    assert_eq!(s.declared(), Some(Declared::TimeForfeit(Color::Black)));
    // Between two people a loss on time is not taken back.
    assert!(!s.can_take_back());
    assert_eq!(s.take_back(171.0), 0);
    assert!(s.is_over());
}

#[test]
fn take_back_after_a_loss_on_time_against_the_computer_resumes_with_the_clocks_as_then() {
    let mut st = setup(Variant::International, Player::Human, Player::Computer(3));
    st.clock = Some(ClockSettings { minutes: 1.0, increment_s: 0.0 });
    let mut s = GameState::new(st, 0.0).expect("start");
    play_at(&mut s, "32-28", 1.0);
    play_at(&mut s, "19-23", 2.0);
    play_at(&mut s, "28x19", 12.0);
    play_at(&mut s, "14x23", 13.0);
    assert!(matches!(s.tick(80.0), Tick::Ended(_)), "White flags");
    assert!(s.can_take_back());
    assert_eq!(s.take_back(100.0), 2);
    assert!(!s.is_over(), "the result is cleared");
    assert_eq!(s.clock_left(Color::White, 100.0), Some(50.0), "as when 28x19 was played");
    assert_eq!(s.clock_left(Color::White, 101.0), Some(49.0), "and running");
}

#[test]
fn pausing_stops_both_clocks_and_the_inactivity_count() {
    let mut st = setup(Variant::International, Player::Human, Player::Human);
    st.clock = Some(ClockSettings { minutes: 10.0, increment_s: 0.0 });
    let mut s = GameState::new(st, 0.0).expect("start");
    play_at(&mut s, "32-28", 0.0);
    play_at(&mut s, "19-23", 0.0);
    s.set_paused(10.0, |p| p.by_user = true);
    assert!(s.is_paused() && s.user_moves().is_empty());
    assert_eq!(s.tick(2000.0), Tick::Nothing);
    assert_eq!(s.clock_left(Color::White, 2000.0), Some(590.0));
    s.set_paused(2000.0, |p| p.by_user = false);
    assert_eq!(s.clock_left(Color::White, 2005.0), Some(585.0));
    assert_eq!(s.tick(2000.0 + 289.0), Tick::Nothing, "10 s idle before the pause count");
    assert!(matches!(s.tick(2000.0 + 291.0), Tick::InactivityWarning { .. }));
}

#[test]
fn without_the_strict_rule_inactivity_only_warns() {
    let mut st = setup(Variant::English, Player::Computer(2), Player::Human);
    st.strict_inactivity = false;
    let mut s = GameState::new(st, 0.0).expect("start");
    assert_eq!(s.tick(301.0), Tick::InactivityWarning { color: Color::Black, seconds: None });
    assert_eq!(s.tick(5000.0), Tick::InactivityWarning { color: Color::Black, seconds: None });
    assert!(!s.is_over());
}

#[test]
fn typed_moves_are_read_in_standard_notation() {
    let mut s =
        GameState::new(setup(Variant::International, Player::Human, Player::Human), 0.0).expect("start");
    assert!(s.record().parse_move("32-29").is_err());
    let m = s.record().parse_move("32-28").expect("legal");
    s.play(&m, 0.0).expect("legal");
    assert_eq!(s.turn(), Color::Black);
}

#[test]
fn a_game_starts_from_a_fen_and_round_trips_through_pdn() {
    let mut st = setup(Variant::International, Player::Human, Player::Human);
    st.fen = Some("W:W28,K40:B19,23".to_owned());
    let mut s = GameState::new(st.clone(), 0.0).expect("a legal position");
    let m = s.record().legal_moves()[0];
    s.play(&m, 0.0).expect("legal");
    let pdn = s.record().to_pdn(Vec::new());
    let back = AnyGame::from_pdn(&pdn, GameOptions::default()).expect("replays");
    assert_eq!(back.moves(), s.record().moves());
    assert_eq!(back.fen_at(0), s.record().fen_at(0));
    st.fen = Some("W:W99".to_owned());
    assert!(GameState::new(st, 0.0).is_err());
}
