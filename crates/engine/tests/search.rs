//! Behaviour of the search that must never break, checked against an independent brute-force
//! solver on positions drawn from seeded random games (the same positions on every run).

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use damier_engine::level::{Level, Rng, think};
use damier_engine::search::{Limits, Searcher, WIN, win_distance};
use damier_engine::time::Budget;
use damier_engine::{Evaluate, Info};
use damier_rules::{
    Color, Dablot, DrawRule24, English, Game, GameOptions, International, Move, Position, Variant,
};

/// Plain negamax over the legal moves, no pruning: `Some(n)` if the side to move forces a win
/// (the opponent without pieces or moves) within `depth` plies, `n` the shortest such.
fn forced_win<P: Position>(pos: &P, depth: u32) -> Option<u32> {
    let moves = pos.legal_moves();
    if moves.is_empty() || depth == 0 {
        return None;
    }
    moves
        .iter()
        .filter_map(|m| {
            let mut child = *pos;
            child.play_unchecked(m);
            forced_loss(&child, depth - 1).map(|n| n + 1)
        })
        .min()
}

/// `Some(n)`: the side to move loses at the latest after `n` plies, whatever it plays.
fn forced_loss<P: Position>(pos: &P, depth: u32) -> Option<u32> {
    let moves = pos.legal_moves();
    if moves.is_empty() {
        return Some(0);
    }
    if depth == 0 {
        return None;
    }
    let mut worst = 0;
    for m in &moves {
        let mut child = *pos;
        child.play_unchecked(m);
        worst = worst.max(forced_win(&child, depth - 1)? + 1);
    }
    Some(worst)
}

fn pieces<P: Position>(pos: &P) -> u32 {
    let m = pos.material();
    m.total(Color::White) + m.total(Color::Black)
}

/// Positions from random games once at most `max_pieces` are left (seeded).
fn random_positions<P: Position>(seed: u64, count: usize, max_pieces: u32) -> Vec<P> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::new();
    while out.len() < count {
        let mut pos = P::start();
        for _ in 0..400 {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            pos.play_unchecked(&moves[rng.below(moves.len() as u64) as usize]);
            if pieces(&pos) <= max_pieces && !pos.legal_moves().is_empty() {
                out.push(pos);
                break;
            }
        }
    }
    out
}

fn search<P: Evaluate>(pos: &P, depth: u32, threads: usize) -> (Option<Move>, i32) {
    let game = Game::new(*pos, GameOptions::default());
    let mut s = Searcher::<P>::new(4);
    s.set_threads(threads);
    let r = s.search(&game, &Limits { depth: Some(depth), ..Limits::default() }, &mut |_| {});
    (r.best, r.score)
}

/// Every forced win within 5 plies that the solver finds, the search finds too, with the same
/// distance, and its move keeps the win (searching on `threads` threads).
fn finds_forced_wins<P: Evaluate>(seed: u64, max_pieces: u32, wanted: usize, threads: usize) {
    let mut found = 0;
    let mut rng_seed = seed;
    while found < wanted {
        rng_seed += 1;
        for pos in random_positions::<P>(rng_seed, 40, max_pieces) {
            let Some(n) = forced_win(&pos, 5) else { continue };
            if n < 3 {
                continue; // not a combination, just a capture
            }
            let (best, score) = search(&pos, 7, threads);
            assert_eq!(win_distance(score), Some(n as i32), "{} wins in {n}: score {score}", pos.to_fen());
            let best = best.expect("a move");
            let after = pos.play(&best).expect("legal");
            assert_eq!(forced_loss(&after, n - 1), Some(n - 1), "{}: {best:?} lets the win go", pos.to_fen());
            found += 1;
        }
    }
}

#[test]
fn international_forced_wins_are_found() {
    finds_forced_wins::<International>(10, 7, 5, 1);
}

#[test]
fn helper_threads_find_the_same_forced_wins() {
    finds_forced_wins::<International>(10, 7, 5, 3);
    finds_forced_wins::<English>(20, 6, 5, 2);
}

#[test]
fn english_forced_wins_are_found() {
    finds_forced_wins::<English>(20, 6, 5, 1);
}

#[test]
fn dablot_forced_wins_are_found() {
    finds_forced_wins::<Dablot>(30, 7, 3, 1);
}

/// Material (king 3) after capture sequences are played out: the side to move's view.
fn material_after_captures<P: Position>(pos: &P) -> i32 {
    let moves = pos.legal_moves();
    // Hundredths of a man; a king is worth about three men in international draughts, a
    // little more than one in English checkers; Dablot's prince and king by their rank.
    let king = match P::VARIANT {
        Variant::International => 300,
        Variant::English => 150,
        Variant::Dablot => 380,
    };
    let value = |p: &P, c: Color| {
        let m = p.material();
        (100 * m.men[c.index()] + 240 * m.princes[c.index()] + king * m.kings[c.index()]) as i32
    };
    if moves.first().is_some_and(Move::is_capture) {
        return moves
            .iter()
            .map(|m| {
                let mut c = *pos;
                c.play_unchecked(m);
                -material_after_captures(&c)
            })
            .max()
            .unwrap_or(0);
    }
    value(pos, pos.turn()) - value(pos, pos.turn().opposite())
}

/// What a move keeps after the opponent's best capture reply (and recaptures), looking
/// `plies` quiet plies further (0: the captures only).
fn safety<P: Position>(pos: &P, m: &Move, plies: u32) -> i32 {
    let mut child = *pos;
    child.play_unchecked(m);
    -material_line(&child, plies)
}

fn material_line<P: Position>(pos: &P, plies: u32) -> i32 {
    let moves = pos.legal_moves();
    if moves.first().is_some_and(Move::is_capture) {
        // Captures are followed to the end, whatever the plies left.
        return moves.iter().map(|m| safety(pos, m, plies)).max().unwrap_or(0);
    }
    if plies == 0 || moves.is_empty() {
        return material_after_captures(pos);
    }
    moves.iter().map(|m| safety(pos, m, plies - 1)).max().unwrap_or(0)
}

/// From level 3 on, in a quiet position without kings where some moves leave a piece to be taken and others
/// keep everything (still so three plies later), the engine keeps its pieces.
fn keeps_pieces_safe<P: Evaluate>(seed: u64, max_pieces: u32, wanted: usize) {
    let mut checked = 0;
    let mut s = seed;
    while checked < wanted {
        s += 1;
        for pos in random_positions::<P>(s, 30, max_pieces) {
            let moves = pos.legal_moves();
            // Draughts kings make every position tactical; Dablot's king is there from the start.
            let kings = P::VARIANT != Variant::Dablot && pos.material().kings != [0, 0];
            if moves.first().is_none_or(Move::is_capture) || forced_win(&pos, 3).is_some() || kings {
                continue;
            }
            let now: Vec<i32> = moves.iter().map(|m| safety(&pos, m, 0)).collect();
            let later: Vec<i32> = moves.iter().map(|m| safety(&pos, m, 3)).collect();
            // The material balance now; `material_after_captures` of a quiet position.
            let best = material_after_captures(&pos);
            // Some moves keep the balance (still three plies on), at least one hangs a piece,
            // and no move wins anything (then "safe" would not be the point).
            let robust = now.iter().zip(&later).any(|(&a, &b)| a == best && b == best);
            let gains = now.iter().chain(&later).any(|&a| a > best);
            let hangs = now.iter().zip(&later).any(|(&a, &b)| a <= best - 100 && b <= best - 100);
            if !robust || gains || !hangs {
                continue;
            }
            for level in [Level::Club, Level::Strong, Level::Expert, Level::Master] {
                let game = Game::new(pos, GameOptions::default());
                let mut searcher = Searcher::<P>::new(4);
                // Four plies, so that the deeper levels' sacrifices (which this test cannot
                // judge) stay out of it: what is checked is that no level from 3 on slips.
                let budget = Budget::Depth(4);
                let r = think(&mut searcher, &game, level, budget, 7, &mut |_| {});
                let m = r.best.expect("a move");
                // A sacrifice is fine if the material comes back within three plies.
                assert!(
                    safety(&pos, &m, 0) > best - 100 || safety(&pos, &m, 3) > best - 100,
                    "{} level {level}: {} leaves a piece en prise ({} < {best}), score {}",
                    pos.to_fen(),
                    pos.move_to_string(&m),
                    safety(&pos, &m, 0),
                    r.score
                );
            }
            checked += 1;
        }
    }
}

#[test]
fn international_pieces_are_not_left_en_prise() {
    keeps_pieces_safe::<International>(100, 32, 12);
}

#[test]
fn english_pieces_are_not_left_en_prise() {
    keeps_pieces_safe::<English>(200, 20, 12);
}

#[test]
fn dablot_pieces_are_not_left_en_prise() {
    keeps_pieces_safe::<Dablot>(300, 50, 8);
}

#[test]
fn a_depth_search_is_reproducible() {
    for seed in 0..3 {
        let pos = random_positions::<International>(seed, 1, 30)[0];
        let game = Game::new(pos, GameOptions::default());
        let run = || {
            let mut s = Searcher::<International>::new(8);
            s.search(&game, &Limits { depth: Some(8), ..Limits::default() }, &mut |_| {})
        };
        let (a, b) = (run(), run());
        assert_eq!((a.best, a.score, a.nodes, a.pv), (b.best, b.score, b.nodes, b.pv));
    }
}

#[test]
fn weak_levels_slip_reproducibly_and_strong_ones_never() {
    let game = Game::new(International::start(), GameOptions::default());
    let choices = |level: Level, seed: u64| {
        let mut s = Searcher::<International>::new(4);
        think(&mut s, &game, level, Budget::Infinite, seed, &mut |_| {}).best
    };
    let beginner: Vec<_> = (0..20).map(|seed| choices(Level::Beginner, seed)).collect();
    assert_eq!(beginner, (0..20).map(|seed| choices(Level::Beginner, seed)).collect::<Vec<_>>());
    let distinct = beginner.iter().collect::<std::collections::HashSet<_>>().len();
    assert!(distinct >= 3, "the beginner varies its moves: {distinct}");
    let club: Vec<_> = (0..5).map(|seed| choices(Level::Club, seed)).collect();
    assert!(club.iter().all(|m| *m == club[0]), "level 3 does not slip");
}

/// Plays `line` from the international start; each move must be legal.
fn assert_playable_from_the_start(line: &[Move]) {
    let mut pos = International::start();
    for m in line {
        pos = pos.play(m).expect("the line is legal");
    }
}

#[test]
fn iterations_report_progress_and_deepen() {
    let game = Game::new(International::start(), GameOptions::default());
    let mut s = Searcher::<International>::new(8);
    let mut infos: Vec<Info> = Vec::new();
    let r = s.search(&game, &Limits { depth: Some(7), ..Limits::default() }, &mut |i| infos.push(i.clone()));
    assert_eq!(infos.iter().map(|i| i.depth).collect::<Vec<_>>(), (1..=7).collect::<Vec<_>>());
    assert!(infos.windows(2).all(|w| w[0].nodes <= w[1].nodes));
    assert_eq!(r.pv.first().copied(), r.best);
    // The principal variation is a legal line.
    assert_playable_from_the_start(&r.pv);
}

#[test]
fn two_threads_play_the_deepest_completed_line() {
    // A timed search from the start: the main thread reports its iterations; the answer is
    // at least as deep as the last of them (a helper a ply ahead may give it), and its move
    // heads a line that can be played.
    let game = Game::new(International::start(), GameOptions::default());
    let mut s = Searcher::<International>::new(8);
    s.set_threads(2);
    let limits = Limits { soft_time: Some(Duration::from_millis(300)), ..Limits::default() };
    let mut reported = 0;
    let r = s.search(&game, &limits, &mut |i| reported = i.depth);
    assert!(reported >= 1 && r.depth == reported, "answer depth {} after {reported}", r.depth);
    assert_eq!(r.pv.first(), r.best.as_ref());
    assert_playable_from_the_start(&r.pv);
    // Depth-limited, the search ends at the limit, whichever thread completes it first (the
    // helper of the odd depths often does), and reports that iteration last.
    for depth in 4..=11 {
        let limited = Limits { depth: Some(depth), ..Limits::default() };
        let mut last: Option<Info> = None;
        let r = s.search(&game, &limited, &mut |i| last = Some(i.clone()));
        let last = last.expect("an iteration reported");
        assert_eq!((r.depth, last.depth), (depth, depth));
        assert_eq!((&last.pv, last.score), (&r.pv, r.score));
        assert_playable_from_the_start(&r.pv);
    }
}

#[test]
fn stop_returns_the_best_move_so_far_at_once() {
    for threads in [1, 2] {
        stops_at_once(threads);
    }
}

fn stops_at_once(threads: usize) {
    let stop = Arc::new(AtomicBool::new(false));
    let game = Game::new(Dablot::start(), GameOptions::default());
    let mut s = Searcher::<Dablot>::new(8);
    s.set_threads(threads);
    s.set_stop(stop.clone());
    let flag = stop.clone();
    let stopper = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(300));
        flag.store(true, std::sync::atomic::Ordering::Relaxed);
        Instant::now()
    });
    let r = s.search(&game, &Limits::default(), &mut |_| {});
    let returned = Instant::now();
    let stopped = stopper.join().expect("stopper");
    // Each helper must also reach its next look at the flag, and be scheduled to.
    let allowed = Duration::from_millis(50) * threads as u32;
    assert!(returned.duration_since(stopped) < allowed, "{threads} threads");
    assert!(r.best.is_some() && r.depth >= 1);
    assert!(Dablot::start().legal_moves().contains(&r.best.expect("move")));
}

#[test]
fn the_draw_rules_are_known_inside_the_search() {
    // Seed 002 rule 24: a lone king against two kings is a draw at once.
    let pos = International::from_fen("W:WK46,K50:BK5").expect("fen");
    assert_eq!(search(&pos, 6, 1).1, 0);
    // Dablot: two lone kings.
    let d = Dablot::from_fen("W:WKa1:BKk13").expect("fen");
    assert_eq!(search(&d, 4, 1).1, 0);
    // A position with no legal move is lost.
    let blocked = International::from_fen("B:W41,47:B36").expect("fen");
    let game = Game::new(blocked, GameOptions::default());
    let r = Searcher::<International>::new(1).search(&game, &Limits::default(), &mut |_| {});
    assert_eq!((r.best, r.score), (None, -WIN));
}

#[test]
fn repetition_counts_as_a_draw_in_the_tree() {
    // White is a king and a man up but the game history has repeated: the searcher knows the
    // repetition of the start position is a draw and scores moves toward it so.
    let mut game =
        Game::new(International::from_fen("W:WK47,K49,33,34:BK4,15").expect("fen"), GameOptions::default());
    for text in ["47-42", "4-10", "42-47", "10-4"] {
        game.play_text(text).expect("legal");
    }
    assert_eq!(game.repetitions(), 2);
    let mut s = Searcher::<International>::new(4);
    let r = s.search(&game, &Limits { depth: Some(6), ..Limits::default() }, &mut |_| {});
    let best = r.best.expect("move");
    // The engine, well ahead, does not walk back into the repeated position.
    let mut after = game.clone();
    after.play(&best).expect("legal");
    assert!(r.score > 100, "{}", r.score);
    assert_ne!(game.position().move_to_string(&best), "47-42");
}

#[test]
fn with_the_technique_only_a_third_dablot_repetition_is_a_draw() {
    // White's untouchable king and a warrior against two warriors; the position after
    // "e5-e7" was played once before the root.
    let start = Dablot::from_fen("W:WKe5,c3:Bg13,a13").expect("fen");
    let cycle = ["e5-e7", "a13-a11", "e7-e5", "a11-a13"];
    let score_of_e7 = |cycles: usize, technique: bool| {
        let mut game = Game::new(start, GameOptions::default());
        for text in cycle.iter().cycle().take(4 * cycles) {
            game.play_text(text).expect("legal");
        }
        let mut s = Searcher::<Dablot>::new(4);
        s.set_technique(technique);
        let scored = s.score_root_moves(&game, 3);
        let e7 = scored.iter().find(|(m, _)| game.position().move_to_string(m) == "e5-e7");
        e7.expect("e5-e7 is legal").1
    };
    // Without the technique any repetition is taken as the draw.
    assert_eq!(score_of_e7(1, false), 0);
    // With it, a second occurrence is not a draw yet: the side ahead may go on.
    assert!(score_of_e7(1, true) > 200, "{}", score_of_e7(1, true));
    // A third occurrence is the rule's draw either way.
    assert_eq!(score_of_e7(2, true), 0);
}

#[test]
fn the_master_plays_with_the_technique_and_the_others_without() {
    assert!(Level::Master.technique());
    assert!(Level::ALL.iter().filter(|l| l.technique()).eq([&Level::Master]));
}

#[test]
fn the_fmjd_king_move_rule_is_known_inside_the_search() {
    // Four kings against two: no rule-24 ending, so only the 25-king-moves rule can draw it
    // (and a lead large enough that the evaluation does not damp it as drawish).
    let start = International::from_fen("B:WK46,K47,K48,K49:BK3,K4").expect("fen");
    let options = GameOptions { rule24: DrawRule24::Fmjd };
    let mut rng = Rng::new(5);
    let game = 'found: loop {
        let mut game = Game::new(start, options);
        while game.moves().len() < 49 {
            let pos = *game.position();
            let quiet: Vec<Move> = pos
                .legal_moves()
                .into_iter()
                .filter(|m| {
                    let next = pos.play(m).expect("legal");
                    !m.is_capture()
                        && !next.legal_moves().iter().any(Move::is_capture)
                        && !game.positions().contains(&next)
                })
                .collect();
            if quiet.is_empty() {
                continue 'found;
            }
            let m = quiet[rng.below(quiet.len() as u64) as usize];
            game.play(&m).expect("legal");
        }
        break game;
    };
    assert_eq!(game.outcome(), None);
    let score = |g: &Game<International>| {
        let mut s = Searcher::<International>::new(4);
        s.search(g, &Limits { depth: Some(1), ..Limits::default() }, &mut |_| {}).score
    };
    // After 49 king plies, any king move is the 50th: a draw under the FMJD rule.
    let fmjd = score(&game);
    let mut seed_rules = Game::new(start, GameOptions::default());
    for m in game.moves() {
        seed_rules.play(m).expect("legal");
    }
    let seed = score(&seed_rules);
    assert_eq!(fmjd, 0, "the 50th king ply draws");
    assert!(seed.abs() > 100, "without the rule a king up counts: {seed}");
}

#[test]
fn a_forced_move_is_played_at_once_unless_the_time_per_move_is_spent_in_full() {
    // After 32-28 19-23 White's only move is 28x19.
    let mut pos = International::start();
    for text in ["32-28", "19-23"] {
        let m = pos.parse_move(text).expect("a legal move");
        pos = pos.play(&m).expect("a legal move");
    }
    let only = pos.legal_moves();
    assert_eq!(only.len(), 1);
    let game = Game::new(pos, GameOptions::default());
    let budget = Budget::MoveTime(Duration::from_millis(200));
    let mut s = Searcher::<International>::new(8);
    let at_once = think(&mut s, &game, Level::Master, budget, 0, &mut |_| {});
    assert_eq!((at_once.best, at_once.depth), (Some(only[0]), 1));
    s.new_game();
    s.set_forced_in_full(true);
    let in_full = think(&mut s, &game, Level::Master, budget, 0, &mut |_| {});
    assert_eq!(in_full.best, Some(only[0]));
    assert!(in_full.depth > 1, "searched on: depth {}", in_full.depth);
    // Other budgets are unchanged: a clock still plays the forced move at once.
    s.new_game();
    let clock =
        Budget::Clock { remaining: Duration::from_secs(60), increment: Duration::ZERO, moves_to_go: None };
    assert_eq!(think(&mut s, &game, Level::Master, clock, 0, &mut |_| {}).depth, 1);
}
