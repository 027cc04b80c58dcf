use std::collections::HashSet;
use std::time::Duration;

use damier_rules::{Dablot, English, GameOptions, International, Position};

use super::build::{BuildConfig, build};
use super::*;
use crate::level::think;
use crate::search::Searcher;
use crate::time::Budget;

fn small<P: Evaluate>() -> Book {
    let config =
        BuildConfig { depth: 3, positions: 60, margin: 15, full_plies: 1, max_plies: 6, jobs: 2, hash_mb: 1 };
    build::<P>(&config, &mut |_| {}).expect("a small book")
}

/// Walks the book from the start through every legal move of each book position: every
/// position of the book is reached, and every stored move is legal, distinct and best first.
fn walks_from_the_start<P: Evaluate>(book: &Book) {
    let mut seen = HashSet::new();
    let mut queue = vec![P::start()];
    while let Some(pos) = queue.pop() {
        let Some(moves) = book.moves(pos.zobrist()) else { continue };
        if !seen.insert(pos.zobrist()) {
            continue;
        }
        let legal = pos.legal_moves();
        let indices: HashSet<u8> = moves.iter().map(|m| m.index).collect();
        assert_eq!(indices.len(), moves.len(), "{}: a move twice", pos.to_fen());
        assert!(
            moves.iter().all(|m| usize::from(m.index) < legal.len()),
            "{}: an index past the moves",
            pos.to_fen()
        );
        assert!(moves.windows(2).all(|w| w[0].score >= w[1].score), "{}: not best first", pos.to_fen());
        let best = i32::from(moves[0].score);
        assert!(
            moves.iter().all(|m| i32::from(m.score) >= best - i32::from(book.margin)),
            "{}",
            pos.to_fen()
        );
        queue.extend(legal.iter().map(|m| pos.play(m).expect("legal")));
    }
    assert_eq!(seen.len(), book.len(), "every book position is reached from the start");
}

#[test]
fn every_embedded_book_reads_with_its_checksum_and_is_walked_from_the_start() {
    for variant in Variant::ALL {
        let book = Book::parse(file(variant), variant).unwrap_or_else(|e| panic!("{variant}: {e}"));
        assert!(book.depth >= 10, "{variant}: a book of depth {}", book.depth);
        assert!(book.len() >= 100, "{variant}: {} positions", book.len());
        assert_eq!(embedded(variant), Some(&book));
        damier_rules::with_variant!(variant, P => walks_from_the_start::<P>(&book));
        damier_rules::with_variant!(variant, P => assert!(book.moves(P::start().zobrist()).is_some()));
    }
}

#[test]
fn a_built_book_follows_every_move_near_the_start_and_round_trips() {
    let book = small::<International>();
    walks_from_the_start::<International>(&book);
    let start = International::start();
    for m in start.legal_moves() {
        let child = start.play(&m).expect("legal");
        assert!(book.moves(child.zobrist()).is_some(), "every reply to the start is in the book");
    }
    let bytes = book.to_bytes(Variant::International);
    assert_eq!(Book::parse(&bytes, Variant::International), Ok(book.clone()));
    assert_eq!(Book::parse(&bytes, Variant::English), Err(BookError::Game { expected: 1, found: 0 }));
    assert_eq!(small::<International>(), book, "the same settings build the same book");
    walks_from_the_start::<English>(&small::<English>());
    walks_from_the_start::<Dablot>(&small::<Dablot>());
}

#[test]
fn a_damaged_book_does_not_read() {
    let bytes = small::<English>().to_bytes(Variant::English);
    for at in [0, 8, 12, 16, HEADER, bytes.len() - 1] {
        let mut bad = bytes.clone();
        bad[at] ^= 0x40;
        assert!(Book::parse(&bad, Variant::English).is_err(), "a byte changed at {at}");
    }
    for len in [0, 10, HEADER + 5, bytes.len() - 2] {
        assert!(Book::parse(&bytes[..len], Variant::English).is_err(), "cut at {len}");
    }
    let mut longer = bytes.clone();
    longer.push(0);
    assert!(Book::parse(&longer, Variant::English).is_err(), "a byte too many");
}

#[test]
fn the_master_varies_among_near_moves_and_weak_levels_leave_the_book() {
    let book = small::<International>();
    let game = Game::new(International::start(), GameOptions::default());
    let moves = book.moves(International::start().zobrist()).expect("the start");
    let legal = International::start().legal_moves();
    let best = i32::from(moves[0].score);
    let near: HashSet<Move> = moves
        .iter()
        .filter(|m| i32::from(m.score) >= best - PLAY_MARGIN)
        .map(|m| legal[usize::from(m.index)])
        .collect();
    let picked: HashSet<Move> =
        (0..64).map(|seed| choose(&book, &game, Level::Master, seed).expect("a book move").0).collect();
    assert!(picked.is_subset(&near), "only moves within the margin");
    assert_eq!(picked.len().min(2), near.len().min(2), "two or more near moves: more than one is played");
    assert_eq!(choose(&book, &game, Level::Master, 5), choose(&book, &game, Level::Master, 5));
    assert!(choose(&book, &game, Level::Beginner, 5).is_none());
    assert!(choose(&book, &game, Level::Novice, 5).is_none());
    let mut later = game.clone();
    later.play(&legal[0]).expect("legal");
    later.play(&later.position().legal_moves()[0]).expect("legal");
    assert!(choose(&book, &later, Level::Club, 5).is_none(), "the club level leaves the book after 2 plies");
}

#[test]
fn think_plays_from_the_book_when_it_may_and_on_a_clock_only() {
    let game = Game::new(International::start(), GameOptions::default());
    let book = embedded(Variant::International).expect("the embedded book");
    let legal = International::start().legal_moves();
    let in_book: HashSet<Move> = book
        .moves(International::start().zobrist())
        .expect("the start is in the book")
        .iter()
        .map(|m| legal[usize::from(m.index)])
        .collect();
    let mut s = Searcher::<International>::new(1);
    let play =
        |s: &mut Searcher<International>, budget| think(s, &game, Level::Master, budget, 3, &mut |_| {});
    let clock =
        Budget::Clock { remaining: Duration::from_secs(60), increment: Duration::ZERO, moves_to_go: None };
    assert!(play(&mut s, Budget::Depth(2)).nodes > 0, "the book is off by default");
    s.set_book(true);
    let r = play(&mut s, clock);
    assert_eq!(r.nodes, 0, "a book move is not searched");
    assert!(r.best.is_some_and(|m| in_book.contains(&m)));
    assert_eq!(r.pv, r.best.into_iter().collect::<Vec<_>>());
    assert!(play(&mut s, Budget::MoveTime(Duration::from_secs(60))).nodes == 0);
    assert!(play(&mut s, Budget::Depth(2)).nodes > 0, "a search to a depth is analysis");
}
