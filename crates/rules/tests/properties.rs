//! Property tests for the three games through the `Position` trait: random games from the
//! start and from random positions, checking the invariants every position must satisfy, and
//! fuzzing of the FEN and move readers.

use std::collections::HashSet;

use damier_rules::dablot::Dablot;
use damier_rules::position::move_text;
use damier_rules::{
    Color, English, Game, GameOptions, International, Material, Move, OutcomeReason, Piece, Position, Role,
    Variant,
};
use proptest::prelude::*;
use proptest::test_runner::{RngSeed, TestCaseError};

fn key(m: &Move) -> (u8, u8, u128) {
    (m.from(), m.to(), m.captured_set())
}

fn fen_of<P: Position>(p: &P) -> String {
    p.to_fen()
}

/// Every invariant a single position must satisfy.
fn check_position<P: Position>(pos: &P) -> Result<(), TestCaseError> {
    let fen = fen_of(pos);
    prop_assert_eq!(pos.zobrist(), pos.zobrist_from_scratch(), "{}: incremental hash", fen);

    // FEN round trip.
    let back = P::from_fen(&fen).map_err(|e| TestCaseError::fail(format!("{fen}: own FEN refused: {e}")))?;
    prop_assert_eq!(back, *pos, "{}: from_fen(to_fen)", fen);
    prop_assert_eq!(back.zobrist(), pos.zobrist());
    prop_assert_eq!(back.to_fen(), fen.clone());

    let legal = pos.legal_moves();
    let turn = pos.turn();

    // No duplicates: (from, to, captured set) identifies a move.
    let keys: HashSet<_> = legal.iter().map(key).collect();
    prop_assert_eq!(keys.len(), legal.len(), "{}: duplicate moves in {:?}", fen, legal);

    prop_assert_eq!(pos.perft(1), legal.len() as u64, "{}: perft(1)", fen);
    prop_assert_eq!(pos.perft(0), 1);

    // legal_moves_from partitions the moves by start square.
    let mut by_square = 0;
    for s in 0..P::SQUARES as u8 {
        let from_s = pos.legal_moves_from(s);
        prop_assert!(from_s.iter().all(|m| m.from() == s));
        by_square += from_s.len();
    }
    prop_assert_eq!(by_square, legal.len());

    let any_capture = legal.iter().any(Move::is_capture);
    // The quick answers the search relies on agree with the move list.
    prop_assert_eq!(pos.must_capture(), any_capture, "{}: must_capture", fen);
    prop_assert_eq!(pos.has_moves(), !legal.is_empty(), "{}: has_moves", fen);
    let mut perft2 = 0;
    for m in &legal {
        check_move_shape(pos, m, any_capture, &fen)?;
        let text = check_move_text(pos, m, &fen)?;

        // play and play_unchecked agree; counts change as the move says.
        let mut child = *pos;
        child.play_unchecked(m);
        let checked = pos.play(m).map_err(|e| TestCaseError::fail(format!("{fen}: {text}: {}", e)))?;
        prop_assert_eq!(checked, child);
        prop_assert_eq!(child.turn(), turn.opposite());
        check_counts(pos, &child, m)?;
        prop_assert_eq!(child.zobrist(), child.zobrist_from_scratch(), "{}: hash after {}", fen, text);
        perft2 += child.perft(1);
    }
    prop_assert_eq!(pos.perft(2), perft2, "{}: perft(2)", fen);

    // International: every capture takes the same, greatest number of pieces (rule 18).
    if P::VARIANT == Variant::International && any_capture {
        let n = legal[0].captures().len();
        prop_assert!(legal.iter().all(|m| m.captures().len() == n), "{}: majority rule", fen);
    }
    Ok(())
}

/// A legal move's shape: from an own piece to an empty square, taking enemy pieces once each,
/// a capture whenever one is possible.
fn check_move_shape<P: Position>(
    pos: &P,
    m: &Move,
    any_capture: bool,
    fen: &str,
) -> Result<(), TestCaseError> {
    let turn = pos.turn();
    let mover = pos.piece_at(m.from());
    prop_assert!(mover.is_some_and(|p| p.color == turn), "{}: {:?} starts on no own piece", fen, m);
    prop_assert!(m.to() == m.from() || pos.piece_at(m.to()).is_none(), "{}: {:?} lands on a piece", fen, m);
    let caps = m.captures();
    prop_assert_eq!(
        caps.len(),
        m.captured_set().count_ones() as usize,
        "{}: {:?} takes a piece twice",
        fen,
        m
    );
    for &c in caps {
        prop_assert!(
            pos.piece_at(c).is_some_and(|p| p.color != turn),
            "{}: {:?} takes {} which is no enemy piece",
            fen,
            m,
            c
        );
    }
    if m.is_capture() {
        prop_assert_eq!(m.landings().len(), caps.len());
    }
    // Capture is compulsory in all three games.
    prop_assert_eq!(m.is_capture(), any_capture, "{}: quiet move {:?} beside a capture", fen, m);

    Ok(())
}

/// The text of a legal move reads back as that move, short and long forms; returns the short.
fn check_move_text<P: Position>(pos: &P, m: &Move, fen: &str) -> Result<String, TestCaseError> {
    let text = pos.move_to_string(m);
    let parsed = pos.parse_move(&text).map_err(|e| TestCaseError::fail(format!("{fen}: {text}: {e}")))?;
    prop_assert_eq!(parsed, *m, "{}: {} read back", fen, text);
    if m.is_capture() {
        let long = move_text::<P>(m, true);
        let parsed = pos.parse_move(&long).map_err(|e| TestCaseError::fail(format!("{fen}: {long}: {e}")))?;
        prop_assert_eq!(parsed, *m, "{}: {} read back", fen, long);
    }

    Ok(text)
}

/// Piece counts after `m`: the mover keeps all its pieces, the opponent loses exactly
/// `m.captures().len()`, nobody gains one, and kings never turn back into men.
fn check_counts<P: Position>(before: &P, after: &P, m: &Move) -> Result<(), TestCaseError> {
    let us = before.turn();
    let them = us.opposite();
    let (b, a): (Material, Material) = (before.material(), after.material());
    prop_assert_eq!(a.total(us), b.total(us), "{:?}: the mover lost or gained pieces", m);
    prop_assert_eq!(a.total(them) + m.captures().len() as u32, b.total(them), "{:?}: captured count", m);
    prop_assert!(a.kings[us.index()] >= b.kings[us.index()], "{:?}: a king was lost", m);
    if P::VARIANT != Variant::Dablot {
        prop_assert!(a.kings[us.index()] <= b.kings[us.index()] + 1, "{:?}: two crowns in one move", m);
        // The moved piece is where the move ends, everything it took is gone.
        prop_assert_eq!(after.piece_at(m.to()).map(|p| p.color), Some(us));
        for &c in m.captures() {
            prop_assert_eq!(after.piece_at(c), None);
        }
    }
    Ok(())
}

/// Plays random legal moves (`choices` pick them) from `start`, checking every position, until
/// the game ends or the choices run out.
fn random_game<P: Position>(start: P, choices: &[u32]) -> Result<usize, TestCaseError> {
    let mut game = Game::new(start, GameOptions::default());
    check_position(game.position())?;
    for (ply, &c) in choices.iter().enumerate() {
        let pos = *game.position();
        let legal = pos.legal_moves();
        if let Some(o) = game.outcome() {
            if legal.is_empty() {
                prop_assert_eq!(o.winner, Some(pos.turn().opposite()));
                let reason_ok = matches!(o.reason, OutcomeReason::NoPieces | OutcomeReason::Blocked);
                prop_assert!(reason_ok, "{:?}", o);
            }
            return Ok(ply);
        }
        prop_assert!(!legal.is_empty(), "{}: no move but no outcome", pos.to_fen());
        let m = legal[c as usize % legal.len()];
        game.play(&m).map_err(|e| TestCaseError::fail(format!("{}: {:?}: {}", pos.to_fen(), m, e)))?;
        let next = *game.position();
        check_position(&next)?;
        // A position read from its FEN plays on the same.
        let reread = P::from_fen(&next.to_fen()).expect("a written FEN reads back");
        prop_assert_eq!(reread.legal_moves().len(), next.legal_moves().len());
    }
    Ok(choices.len())
}

/// A random position with the given pieces: `cells[i]` 0/1 white man/king, 2/3 black
/// man/king, anything else empty. Men on their crowning row are made kings; sides are cut to
/// `max` pieces.
fn placement<P: Position>(cells: &[u8], black_to_move: bool, max: usize) -> Option<P> {
    let mut pieces = Vec::new();
    let mut count = [0usize; 2];
    for (i, &c) in cells.iter().enumerate().take(P::SQUARES) {
        let (color, mut role) = match c {
            0 => (Color::White, Role::Man),
            1 => (Color::White, Role::King),
            2 => (Color::Black, Role::Man),
            3 => (Color::Black, Role::King),
            _ => continue,
        };
        if count[color.index()] >= max {
            continue;
        }
        let rows = P::SQUARES / if P::VARIANT == Variant::International { 5 } else { 4 };
        let row_len = P::SQUARES / rows;
        let row = i / row_len;
        if role == Role::Man
            && (color == Color::White && row == 0 || color == Color::Black && row == rows - 1)
        {
            role = Role::King;
        }
        count[color.index()] += 1;
        pieces.push((i as u8, Piece { color, role }));
    }
    let turn = if black_to_move { Color::Black } else { Color::White };
    P::from_pieces(turn, &pieces).ok()
}

/// `cases` cases from a fixed seed, so that a run is reproducible; the environment variables
/// PROPTEST_CASES and PROPTEST_RNG_SEED override both (for longer, different searches).
fn config(cases: u32) -> ProptestConfig {
    let default = ProptestConfig::default();
    let cases = if std::env::var_os("PROPTEST_CASES").is_some() { default.cases } else { cases };
    let rng_seed = if std::env::var_os("PROPTEST_RNG_SEED").is_some() {
        default.rng_seed
    } else {
        RngSeed::Fixed(0xDA41_E500)
    };
    ProptestConfig { cases, rng_seed, failure_persistence: None, ..default }
}

proptest! {
    #![proptest_config(config(500))]

    #[test]
    fn international_random_games_keep_every_invariant(choices in prop::collection::vec(any::<u32>(), 0..150)) {
        random_game(International::start(), &choices)?;
    }

    #[test]
    fn english_random_games_keep_every_invariant(choices in prop::collection::vec(any::<u32>(), 0..150)) {
        random_game(English::start(), &choices)?;
    }

    #[test]
    fn dablot_random_games_keep_every_invariant(choices in prop::collection::vec(any::<u32>(), 0..150)) {
        random_game(Dablot::start(), &choices)?;
    }

    /// From a random reachable position (a random prefix), rebuilt from its FEN, play on.
    #[test]
    fn international_games_go_on_from_a_reachable_position_read_from_fen(
        prefix in prop::collection::vec(any::<u32>(), 0..120),
        rest in prop::collection::vec(any::<u32>(), 0..60),
    ) {
        let mut p = International::start();
        for &c in &prefix {
            let legal = p.legal_moves();
            if legal.is_empty() { break; }
            p.play_unchecked(&legal[c as usize % legal.len()]);
        }
        let q = International::from_fen(&p.to_fen()).unwrap();
        prop_assert_eq!(q, p);
        random_game(q, &rest)?;
    }

    #[test]
    fn english_games_go_on_from_a_reachable_position_read_from_fen(
        prefix in prop::collection::vec(any::<u32>(), 0..120),
        rest in prop::collection::vec(any::<u32>(), 0..60),
    ) {
        let mut p = English::start();
        for &c in &prefix {
            let legal = p.legal_moves();
            if legal.is_empty() { break; }
            p.play_unchecked(&legal[c as usize % legal.len()]);
        }
        let q = English::from_fen(&p.to_fen()).unwrap();
        prop_assert_eq!(q, p);
        random_game(q, &rest)?;
    }

    /// Random placements with many kings exercise flying captures far more than games do.
    #[test]
    fn international_random_placements_keep_every_invariant(
        cells in prop::collection::vec(0u8..14, 50),
        black in any::<bool>(),
        rest in prop::collection::vec(any::<u32>(), 0..40),
    ) {
        let Some(p) = placement::<International>(&cells, black, 12) else { return Ok(()) };
        random_game(p, &rest)?;
    }

    #[test]
    fn english_random_placements_keep_every_invariant(
        cells in prop::collection::vec(0u8..10, 32),
        black in any::<bool>(),
        rest in prop::collection::vec(any::<u32>(), 0..60),
    ) {
        let Some(p) = placement::<English>(&cells, black, 12) else { return Ok(()) };
        random_game(p, &rest)?;
    }
}

// ---- a slow reference generator for the two draughts games ------------------------------------

/// The draughts rules written out literally on (row, column) coordinates, independently of the
/// bitboard generator: seed 002 rule 7 to rule 19 (each cited in the generator) for international draughts (men capture backwards,
/// flying kings, majority capture, taken pieces stay on the board until the end and cannot be
/// jumped twice), seed 004 for English checkers (men forwards only, short kings, free choice,
/// crowning ends the move). Squares are numbered row by row from the top-left playing square as
/// White sees the board (standards.md), so row `r` has its first playing square in column 1 if
/// `r` is even, column 0 if odd.
struct Reference {
    size: i32,
    international: bool,
    cells: Vec<Option<Piece>>,
    turn: Color,
}

const DIRS: [(i32, i32); 4] = [(-1, -1), (-1, 1), (1, -1), (1, 1)];

impl Reference {
    fn new<P: Position>(pos: &P) -> Reference {
        let international = P::VARIANT == Variant::International;
        let size = if international { 10 } else { 8 };
        let cells = (0..P::SQUARES as u8).map(|s| pos.piece_at(s)).collect();
        Reference { size, international, cells, turn: pos.turn() }
    }

    fn coords(&self, s: u8) -> (i32, i32) {
        let half = self.size / 2;
        let (r, c) = (s as i32 / half, s as i32 % half);
        (r, 2 * c + if r % 2 == 0 { 1 } else { 0 })
    }

    fn square(&self, (r, c): (i32, i32)) -> Option<u8> {
        let inside = (0..self.size).contains(&r) && (0..self.size).contains(&c) && (r + c) % 2 == 1;
        inside.then(|| (r * (self.size / 2) + c / 2) as u8)
    }

    fn crowning_row(&self, color: Color) -> i32 {
        if color == Color::White { 0 } else { self.size - 1 }
    }

    /// Free for the moving piece: no piece, or the square it started from.
    fn free(&self, s: u8, origin: u8) -> bool {
        s == origin || self.cells[s as usize].is_none()
    }

    fn enemy(&self, s: u8) -> bool {
        self.cells[s as usize].is_some_and(|p| p.color != self.turn)
    }

    fn moves(&self) -> HashSet<(u8, u8, u128)> {
        let mut captures = HashSet::new();
        for s in 0..self.cells.len() as u8 {
            let Some(p) = self.cells[s as usize].filter(|p| p.color == self.turn) else { continue };
            self.capture_from(s, s, p.role == Role::King, 0, 0, &mut captures);
        }
        if !captures.is_empty() {
            if self.international {
                let most = captures.iter().map(|k| k.2.count_ones()).max().expect("a capture");
                captures.retain(|k| k.2.count_ones() == most);
            }
            return captures;
        }
        let mut quiet = HashSet::new();
        let forward = if self.turn == Color::White { -1 } else { 1 };
        for s in 0..self.cells.len() as u8 {
            let Some(p) = self.cells[s as usize].filter(|p| p.color == self.turn) else { continue };
            let (r, c) = self.coords(s);
            for (dr, dc) in DIRS {
                if p.role == Role::Man && dr != forward {
                    continue;
                }
                let mut at = (r + dr, c + dc);
                while let Some(t) = self.square(at).filter(|&t| self.free(t, s)) {
                    quiet.insert((s, t, 0));
                    if !(self.international && p.role == Role::King) {
                        break;
                    }
                    at = (at.0 + dr, at.1 + dc);
                }
            }
        }
        quiet
    }

    fn capture_from(
        &self,
        origin: u8,
        at: u8,
        king: bool,
        taken: u128,
        jumps: u32,
        out: &mut HashSet<(u8, u8, u128)>,
    ) {
        let (r, c) = self.coords(at);
        let forward = if self.turn == Color::White { -1 } else { 1 };
        let mut more = false;
        for (dr, dc) in DIRS {
            if !king && !self.international && dr != forward {
                continue; // seed 004: men capture forwards only
            }
            let flying = king && self.international;
            // Find the first non-free square along the line.
            let mut k = 1;
            while flying && self.square((r + k * dr, c + k * dc)).is_some_and(|t| self.free(t, origin)) {
                k += 1;
            }
            let Some(over) = self.square((r + k * dr, c + k * dc)) else { continue };
            if over == origin || !self.enemy(over) || taken >> over & 1 != 0 {
                continue;
            }
            let mut j = k + 1;
            while let Some(land) = self.square((r + j * dr, c + j * dc)).filter(|&t| self.free(t, origin)) {
                more = true;
                let now = taken | 1u128 << over;
                let crowned = !king && self.coords(land).0 == self.crowning_row(self.turn);
                if crowned && !self.international {
                    out.insert((origin, land, now)); // seed 004: the crowning ends the move
                } else {
                    self.capture_from(origin, land, king, now, jumps + 1, out);
                }
                if !flying {
                    break;
                }
                j += 1;
            }
        }
        if !more && jumps > 0 {
            out.insert((origin, at, taken));
        }
    }

    /// Checks that `m`'s landings and captures describe a real route, in order.
    fn route_ok(&self, m: &Move) -> bool {
        let mut at = m.from();
        let mut taken = 0u128;
        for (&land, &cap) in m.landings().iter().zip(m.captures()) {
            let ((r0, c0), (r1, c1)) = (self.coords(at), self.coords(land));
            let (dr, dc) = (r1 - r0, c1 - c0);
            if dr.abs() != dc.abs() || dr == 0 {
                return false;
            }
            let (sr, sc) = (dr.signum(), dc.signum());
            let mut seen = None;
            for k in 1..dr.abs() {
                let t = self.square((r0 + k * sr, c0 + k * sc)).expect("a square on the board");
                if !self.free(t, m.from()) {
                    if seen.is_some() {
                        return false;
                    }
                    seen = Some(t);
                }
            }
            if seen != Some(cap) || taken >> cap & 1 != 0 || !self.enemy(cap) || !self.free(land, m.from()) {
                return false;
            }
            taken |= 1u128 << cap;
            at = land;
        }
        true
    }
}

fn check_against_reference<P: Position>(pos: &P) -> Result<(), TestCaseError> {
    let reference = Reference::new(pos);
    let legal = pos.legal_moves();
    let got: HashSet<_> = legal.iter().map(key).collect();
    let want = reference.moves();
    let missing: Vec<_> = want.difference(&got).collect();
    let extra: Vec<_> = got.difference(&want).collect();
    prop_assert!(
        missing.is_empty() && extra.is_empty(),
        "{}: missing {:?}, extra {:?} (0-based from, to, captured bits)",
        pos.to_fen(),
        missing,
        extra
    );
    for m in legal.iter().filter(|m| m.is_capture()) {
        prop_assert!(reference.route_ok(m), "{}: {:?} is not a real route", pos.to_fen(), m);
    }
    Ok(())
}

/// A random game (or walk from a random placement) checked against the reference generator.
fn reference_walk<P: Position>(start: P, choices: &[u32]) -> Result<(), TestCaseError> {
    let mut p = start;
    check_against_reference(&p)?;
    for &c in choices {
        let legal = p.legal_moves();
        if legal.is_empty() {
            break;
        }
        p.play_unchecked(&legal[c as usize % legal.len()]);
        check_against_reference(&p)?;
    }
    Ok(())
}

proptest! {
    #![proptest_config(config(3000))]

    #[test]
    fn international_moves_match_the_reference_in_random_games(choices in prop::collection::vec(any::<u32>(), 0..150)) {
        reference_walk(International::start(), &choices)?;
    }

    #[test]
    fn english_moves_match_the_reference_in_random_games(choices in prop::collection::vec(any::<u32>(), 0..150)) {
        reference_walk(English::start(), &choices)?;
    }

    #[test]
    fn international_moves_match_the_reference_in_random_placements(
        cells in prop::collection::vec(0u8..8, 50),
        black in any::<bool>(),
        choices in prop::collection::vec(any::<u32>(), 0..30),
    ) {
        let Some(p) = placement::<International>(&cells, black, 20) else { return Ok(()) };
        reference_walk(p, &choices)?;
    }

    #[test]
    fn english_moves_match_the_reference_in_random_placements(
        cells in prop::collection::vec(0u8..8, 32),
        black in any::<bool>(),
        choices in prop::collection::vec(any::<u32>(), 0..30),
    ) {
        let Some(p) = placement::<English>(&cells, black, 12) else { return Ok(()) };
        reference_walk(p, &choices)?;
    }
}

// ---- fuzzing the readers -------------------------------------------------------------------------

/// Positions to read moves in: the starts and a few middle games.
fn move_contexts<P: Position>(choices: &[u32]) -> Vec<P> {
    let mut out = vec![P::start()];
    let mut p = P::start();
    for &c in choices {
        let legal = p.legal_moves();
        if legal.is_empty() {
            break;
        }
        p.play_unchecked(&legal[c as usize % legal.len()]);
        out.push(p);
    }
    out
}

fn fuzz_one<P: Position>(text: &str, contexts: &[P]) -> Result<(), TestCaseError> {
    if let Ok(p) = P::from_fen(text) {
        // Whatever is accepted is a valid position that writes and reads back.
        let again = P::from_fen(&p.to_fen()).map_err(|e| TestCaseError::fail(format!("{text:?}: {e}")))?;
        prop_assert_eq!(again, p);
        let m = p.material();
        let max = match P::VARIANT {
            Variant::International => 20,
            Variant::English => 12,
            Variant::Dablot => 30,
        };
        prop_assert!(m.total(Color::White) <= max && m.total(Color::Black) <= max, "{:?}", text);
    }
    for ctx in contexts {
        if let Ok(m) = ctx.parse_move(text) {
            prop_assert!(ctx.legal_moves().contains(&m), "{:?} read as an illegal move {:?}", text, m);
        }
    }
    Ok(())
}

const FEN_ALPHABET: &str = "[WBKPwbkxX0-9a-k:,\\-. ]{0,40}";

proptest! {
    #![proptest_config(config(3000))]

    #[test]
    fn readers_never_panic_on_random_bytes(bytes in prop::collection::vec(any::<u8>(), 0..64)) {
        let text = String::from_utf8_lossy(&bytes);
        fuzz_one::<International>(&text, &[International::start()])?;
        fuzz_one::<English>(&text, &[English::start()])?;
        fuzz_one::<Dablot>(&text, &[Dablot::start()])?;
    }

    #[test]
    fn readers_never_panic_on_strings_of_the_notation_alphabet(
        text in FEN_ALPHABET,
        choices in prop::collection::vec(any::<u32>(), 0..30),
    ) {
        fuzz_one::<International>(&text, &move_contexts::<International>(&choices))?;
        fuzz_one::<English>(&text, &move_contexts::<English>(&choices))?;
        fuzz_one::<Dablot>(&text, &move_contexts::<Dablot>(&choices))?;
    }

    /// FEN-shaped strings reach the deeper checks (ranges, kings, duplicates, counts).
    #[test]
    fn fen_shaped_strings_never_panic(
        turn in "[WBX]",
        white in prop::collection::vec("K?[0-9]{1,2}(-[0-9]{1,2})?", 0..8),
        black in prop::collection::vec("K?[0-9]{1,2}(-[0-9]{1,2})?", 0..8),
    ) {
        let text = format!("{turn}:W{}:B{}", white.join(","), black.join(","));
        fuzz_one::<International>(&text, &[])?;
        fuzz_one::<English>(&text, &[])?;
    }

    /// Move-shaped strings: squares joined by - and x.
    #[test]
    fn move_shaped_strings_never_panic(
        squares in prop::collection::vec(0u32..60, 1..6),
        sep in "[-xX:]",
        choices in prop::collection::vec(any::<u32>(), 0..40),
    ) {
        let text = squares.iter().map(u32::to_string).collect::<Vec<_>>().join(&sep);
        fuzz_one::<International>(&text, &move_contexts::<International>(&choices))?;
        fuzz_one::<English>(&text, &move_contexts::<English>(&choices))?;
    }
}
