//! The endgame databases: the index against the published count of checkers positions, the
//! tables against an independent exhaustive solver and against the rules' move generator,
//! the file format's checks, and the master converting won database endings.

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::{Arc, OnceLock};

use damier_engine::egdb::build::{Scope, build};
use damier_engine::egdb::play::{play_out, positions, won_positions};
use damier_engine::egdb::{Flavour, Layout, Placement, Slice, Tables, Wdl, file, install};
use damier_rules::draughts::{Draughts, EnglishRules, InternationalRules, Rules};
use damier_rules::game::rule24_applies;
use damier_rules::{Color, DrawRule24, GameOptions, Position};

fn tables<R: Rules>(flavour: Flavour, scope: Scope) -> Tables<R> {
    build::<R>(None, flavour, scope, 1, &mut |_| {})
}

/// English, every slice of up to four pieces, made once for the tests that install them.
fn english_tables() -> Arc<Tables<EnglishRules>> {
    static TABLES: OnceLock<Arc<Tables<EnglishRules>>> = OnceLock::new();
    TABLES.get_or_init(|| Arc::new(tables(Flavour::English, Scope::new(4, 0)))).clone()
}

/// International under the FMJD form of rule 24: every slice of up to three pieces and the
/// kings-only slices of four, made once for the tests that need them.
fn fmjd_tables() -> Arc<Tables<InternationalRules>> {
    static TABLES: OnceLock<Arc<Tables<InternationalRules>>> = OnceLock::new();
    TABLES
        .get_or_init(|| Arc::new(tables(Flavour::International(DrawRule24::Fmjd), Scope::new(3, 4))))
        .clone()
}

/// Valid placements of `n` pieces over every material split (a side may have none), each
/// entry's index read back.
fn placements<R: Rules>(n: u8) -> u64 {
    let mut count = 0;
    for a in 0..=n {
        for b in 0..=n - a {
            for c in 0..=n - a - b {
                let layout = Layout::new::<R>(Slice::new(a, b, c, n - a - b - c));
                for i in 0..layout.entries() {
                    if let Some(p) = layout.placement(i) {
                        assert!(p.position::<R>().is_some(), "entry {i} of {layout:?}");
                        assert_eq!(layout.index(&p), i);
                        count += 1;
                    }
                }
            }
        }
    }
    count
}

/// OEIS A055213 (Schaeffer et al., "Checkers Is Solved"): 120, 6,972, 261,224 and 7,092,774
/// positions of 1 to 4 pieces on the 8x8 board.
#[test]
fn the_english_index_counts_the_published_positions() {
    let published = [120, 6_972, 261_224, 7_092_774];
    for (n, want) in (1..=4).zip(published) {
        assert_eq!(placements::<EnglishRules>(n), want, "{n} pieces");
    }
}

/// `C(n, k)`, computed here apart from the index's own table.
fn choose(n: u64, k: u64) -> u64 {
    if k > n { 0 } else { (0..k).fold(1, |c, i| c * (n - i) / (i + 1)) }
}

/// OEIS A055213 for 5 and 6 pieces: 148,688,232 and 2,503,611,964 positions. Too many to
/// read back one by one, so each material split's entries, as the index lays them out, less
/// its holes (our men and theirs naming one square), counted apart: our men stand on 28
/// squares, 4 of them theirs cannot (their crowning row is our back row) and 24 shared; their
/// men take `c` of the 28 squares of theirs less the shared ones ours hold. Then random
/// entries of every 6-piece slice read back, holes exactly where the men overlap.
#[test]
fn the_english_index_counts_the_published_positions_of_five_and_six_pieces() {
    let disjoint =
        |a: u64, c: u64| (0..=a).map(|i| choose(4, a - i) * choose(24, i) * choose(28 - i, c)).sum::<u64>();
    let mut rng = damier_engine::level::Rng::new(6);
    for (n, want) in [(5u8, 148_688_232u64), (6, 2_503_611_964)] {
        let mut count = 0;
        for a in 0..=n {
            for b in 0..=n - a {
                for c in 0..=n - a - b {
                    let slice = Slice::new(a, b, c, n - a - b - c);
                    let layout = Layout::new::<EnglishRules>(slice);
                    let (a, c) = (u64::from(a), u64::from(c));
                    let men = choose(28, a) * choose(28, c);
                    let holes = (men - disjoint(a, c)) * (layout.entries() / men);
                    count += layout.entries() - holes;
                    if n < 6 {
                        continue;
                    }
                    for _ in 0..500 {
                        let i = rng.below(layout.entries());
                        match layout.placement(i) {
                            Some(p) => {
                                assert!(p.position::<EnglishRules>().is_some(), "entry {i} of {slice:?}");
                                assert_eq!(p.slice(), slice);
                                assert_eq!(layout.index(&p), i, "{slice:?}");
                            }
                            None => assert!(a > 0 && c > 0, "a hole in {slice:?} without men on both sides"),
                        }
                    }
                }
            }
        }
        assert_eq!(count, want, "{n} pieces");
    }
}

#[test]
fn the_international_index_reads_back() {
    // One piece: 45 man squares and 50 king squares a side.
    assert_eq!(placements::<InternationalRules>(1), 2 * (45 + 50));
    assert!(placements::<InternationalRules>(3) > 0);
}

/// Win (1), draw (0) or loss (-1) for the side to move of every position of up to `max`
/// pieces (kings only if `kings_only`), by plain iteration over the rules' moves until
/// nothing changes: no index, no un-moves, no distances.
fn exhaustive<R: Rules>(max: usize, kings_only: bool, seed_rule24: bool) -> HashMap<Draughts<R>, i8> {
    let squares = (R::COLS * R::ROWS) as u8;
    let kinds: &[(bool, bool)] = if kings_only {
        &[(true, true), (false, true)]
    } else {
        &[(true, false), (true, true), (false, false), (false, true)]
    };
    let mut all = Vec::new();
    let mut stack = vec![(0u8, 0u64, 0u64, 0u64, 0usize)];
    while let Some((from, w, b, k, n)) = stack.pop() {
        for turn in [Color::White, Color::Black] {
            all.extend(Draughts::<R>::from_square_masks(turn, w, b, k));
        }
        if n == max {
            continue;
        }
        for s in from..squares {
            for &(white, king) in kinds {
                let bit = 1u64 << s;
                let (w, b) = if white { (w | bit, b) } else { (w, b | bit) };
                stack.push((s + 1, w, b, if king { k | bit } else { k }, n + 1));
            }
        }
    }
    let at: HashMap<Draughts<R>, usize> = all.iter().enumerate().map(|(i, p)| (*p, i)).collect();
    let children: Vec<Vec<usize>> = all
        .iter()
        .map(|p| p.legal_moves().iter().map(|m| at[&p.play(m).expect("legal")]).collect())
        .collect();
    let mut value: Vec<Option<i8>> =
        all.iter().map(|p| (seed_rule24 && rule24_applies(&p.material())).then_some(0)).collect();
    loop {
        let mut changed = false;
        for i in 0..all.len() {
            if value[i].is_some() {
                continue;
            }
            let kids = &children[i];
            if kids.iter().any(|&c| value[c] == Some(-1)) {
                value[i] = Some(1);
                changed = true;
            } else if kids.iter().all(|&c| value[c] == Some(1)) {
                value[i] = Some(-1);
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    all.into_iter().zip(value).map(|(p, v)| (p, v.unwrap_or(0))).collect()
}

fn sign(w: Wdl) -> i8 {
    match w {
        Wdl::Win(_) => 1,
        Wdl::Draw => 0,
        Wdl::Loss(_) => -1,
    }
}

/// The tables' result of every position solved agrees; returns how many were lost, drawn
/// and won.
fn agrees<R: Rules>(tables: &Tables<R>, solved: &HashMap<Draughts<R>, i8>) -> [usize; 3] {
    let mut moves = Vec::new();
    let mut seen = [0usize; 3];
    for (pos, &v) in solved {
        if pos.material().total(pos.turn()) == 0 || pos.material().total(pos.turn().opposite()) == 0 {
            continue;
        }
        let w = tables.value(&Placement::of(pos), &mut moves).expect("in the tables");
        assert_eq!(sign(w), v, "{} ({w:?})", pos.to_fen());
        seen[(v + 1) as usize] += 1;
    }
    seen
}

#[test]
fn english_tables_agree_with_an_exhaustive_solver_up_to_three_pieces() {
    let t = tables::<EnglishRules>(Flavour::English, Scope::new(3, 0));
    let seen = agrees(&t, &exhaustive::<EnglishRules>(3, false, false));
    assert!(seen.iter().all(|&n| n > 1000), "losses, draws, wins: {seen:?}");
}

#[test]
fn international_kings_tables_agree_with_an_exhaustive_solver_up_to_three_pieces() {
    for rule in [DrawRule24::Seed, DrawRule24::Fmjd] {
        let t = tables::<InternationalRules>(Flavour::International(rule), Scope::new(2, 3));
        let [lost, drawn, won] =
            agrees(&t, &exhaustive::<InternationalRules>(3, true, rule == DrawRule24::Seed));
        // Seed 002 rule 24 draws every kings-only ending of three pieces at once; without it,
        // two kings catch a lone one now and then.
        match rule {
            DrawRule24::Seed => assert_eq!((lost, won), (0, 0), "{drawn} drawn"),
            DrawRule24::Fmjd => assert!(lost > 0 && won > 0 && drawn > lost, "{lost} {drawn} {won}"),
        }
    }
}

/// Every entry sampled equals the best over the rules' moves of the children's entries
/// ([`Tables::check`]).
fn consistent<R: Rules>(tables: &Tables<R>, samples: usize) {
    match tables.check(samples, 7) {
        Ok(checked) => assert!(checked >= samples as u64, "only {checked} entries checked"),
        Err(e) => panic!("{e}"),
    }
}

#[test]
fn four_piece_tables_agree_with_the_move_generator() {
    consistent(&english_tables(), 500);
    consistent(
        &tables::<InternationalRules>(Flavour::International(DrawRule24::Seed), Scope::new(3, 0)),
        300,
    );
    consistent(&fmjd_tables(), 300);
}

#[test]
fn the_check_finds_a_wrong_entry() {
    let mut t = tables::<EnglishRules>(Flavour::English, Scope::new(3, 0));
    assert!(t.check(200, 3).is_ok());
    // A king against a king, every entry made a win in one: most are draws.
    let slice = Slice::new(0, 1, 0, 1);
    let entries = Layout::new::<EnglishRules>(slice).entries() as usize;
    t.insert(slice, vec![Wdl::Win(1).encode(); entries]);
    let e = t.check(200, 3).expect_err("the damaged slice is found");
    assert!(e.contains(&slice.name()) && e.contains("its moves give"), "{e}");
    // Every entry of a slice marked "capture pending": the quiet positions give it away.
    t.insert(slice, vec![damier_engine::egdb::CAPTURE; entries]);
    let e = t.check(200, 3).expect_err("the false capture marks are found");
    assert!(e.contains("capture mark"), "{e}");
}

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("damier-egdb-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

#[test]
fn tables_solved_on_several_threads_are_the_same_as_on_one() {
    let dir = temp_dir("threads");
    let one = english_tables();
    let mut solved = 0;
    let three = build::<EnglishRules>(Some(&dir), Flavour::English, Scope::new(4, 0), 3, &mut |e| {
        if let damier_engine::egdb::build::Event::Slice(r) = e {
            solved += usize::from(r.solved_in.is_some() && r.file_bytes.is_some());
        }
    });
    let mut slices: Vec<Slice> = one.slices().collect();
    slices.sort_by_key(|s| s.name());
    assert_eq!(solved, slices.len(), "every slice solved and written");
    let mut read_back = three.slices().collect::<Vec<_>>();
    read_back.sort_by_key(|s| s.name());
    assert_eq!(read_back, slices);
    for s in slices {
        let layout = Layout::new::<EnglishRules>(s);
        for i in (0..layout.entries()).step_by(3) {
            let Some(p) = layout.placement(i) else { continue };
            assert_eq!(three.entry(&p), one.entry(&p), "{} entry {i}", s.name());
        }
    }
    // Read again from the files the threads wrote.
    let again = build::<EnglishRules>(Some(&dir), Flavour::English, Scope::new(4, 0), 3, &mut |e| {
        if let damier_engine::egdb::build::Event::Slice(r) = e {
            assert!(r.solved_in.is_none(), "{} solved again", r.slice.name());
        }
    });
    let p = Layout::new::<EnglishRules>(Slice::new(1, 1, 1, 1)).placement(777).expect("placement");
    assert_eq!(again.entry(&p), one.entry(&p));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_damaged_file_is_refused_and_rebuilt() {
    let dir = temp_dir("files");
    let scope = Scope::new(3, 0);
    let first = build::<EnglishRules>(Some(&dir), Flavour::English, scope, 1, &mut |_| {});
    let slice = Slice::new(0, 2, 0, 1);
    let n = Layout::new::<EnglishRules>(slice).entries();
    let path = file::path(&dir, Flavour::English, slice);
    let good = std::fs::read(&path).expect("written");
    assert!(file::decode(good.clone(), Flavour::English, slice, n).is_ok());
    // Truncated, one byte changed, another slice's name, another flavour: all refused.
    assert!(file::decode(good[..good.len() - 1].to_vec(), Flavour::English, slice, n).is_err());
    let mut flipped = good.clone();
    let last = flipped.len() - 3;
    flipped[last] ^= 0x20;
    assert!(file::decode(flipped, Flavour::English, slice, n).is_err());
    assert!(file::decode(good.clone(), Flavour::English, slice.swapped(), n).is_err());
    assert!(file::decode(good.clone(), Flavour::International(DrawRule24::Seed), slice, n).is_err());
    // A truncated file on disk is solved again and rewritten whole.
    std::fs::write(&path, &good[..100]).expect("truncate");
    let mut rebuilt = Vec::new();
    let second = build::<EnglishRules>(Some(&dir), Flavour::English, scope, 1, &mut |e| {
        if let damier_engine::egdb::build::Event::Slice(r) = e
            && r.solved_in.is_some()
        {
            rebuilt.push(r.slice);
        }
    });
    assert!(rebuilt.contains(&slice), "{rebuilt:?}");
    assert!(!rebuilt.contains(&Slice::new(0, 1, 0, 1)), "{rebuilt:?}");
    assert_eq!(std::fs::read(&path).expect("rewritten"), good);
    let p = Layout::new::<EnglishRules>(slice).placement(1234).expect("placement");
    assert_eq!(first.entry(&p), second.entry(&p));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_master_wins_two_kings_against_one_in_english() {
    let t = english_tables();
    install(t.clone());
    let positions = won_positions(&t, Slice::new(0, 2, 0, 1), u32::MAX, 6, 11);
    assert_eq!(positions.len(), 6);
    for pos in positions {
        assert_eq!(
            play_out(pos, GameOptions::default(), true, 20_000, 200).0,
            Some(Color::White),
            "{}",
            pos.to_fen()
        );
    }
}

#[test]
fn the_master_wins_three_kings_against_one_within_the_fmjd_limits() {
    let t = fmjd_tables();
    install(t.clone());
    let rules = GameOptions { rule24: DrawRule24::Fmjd };
    // FMJD rule 24: 16 moves each, 32 plies, to win three kings against one.
    let positions = won_positions(&t, Slice::new(0, 3, 0, 1), 32, 4, 11);
    assert_eq!(positions.len(), 4);
    for pos in positions {
        assert_eq!(play_out(pos, rules, true, 20_000, 60).0, Some(Color::White), "{}", pos.to_fen());
    }
}

/// The side the tables call drawn holds: the master on both sides, the game ends drawn (or is
/// still going) after 120 plies, in English (two kings against two) and in international
/// (three kings against one, FMJD: the lone king on the long diagonal).
#[test]
fn the_master_holds_drawn_endings() {
    let english = english_tables();
    install(english.clone());
    let drawn = positions(&english, Slice::new(0, 2, 0, 2), |w| w == Wdl::Draw, 4, 5);
    assert_eq!(drawn.len(), 4);
    for pos in drawn {
        assert_eq!(play_out(pos, GameOptions::default(), true, 20_000, 120).0, None, "{}", pos.to_fen());
    }
    let t = fmjd_tables();
    install(t.clone());
    let rules = GameOptions { rule24: DrawRule24::Fmjd };
    let drawn = positions(&t, Slice::new(0, 1, 0, 3), |w| w == Wdl::Draw, 4, 5);
    assert_eq!(drawn.len(), 4);
    for pos in drawn {
        assert_eq!(play_out(pos, rules, true, 20_000, 120).0, None, "{}", pos.to_fen());
    }
}
