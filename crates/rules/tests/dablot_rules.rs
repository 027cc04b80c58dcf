//! Dablot Prejjesne rules (seed 003, `shared/dablot-rules.md`): one position per rule with its
//! full legal-move list, FEN, perft, and a cross-check of the fast generator against a slow
//! reference written here from the rules sheet alone.

use std::collections::BTreeSet;

use damier_rules::dablot::{self, Dablot, rank};
use damier_rules::{
    Color, Game, GameOptions, Move, Outcome, OutcomeReason, Piece, Position, Role, StudyNote,
};

mod common;

use common::sorted;

fn pos(fen: &str) -> Dablot {
    common::pos(fen)
}

fn moves(fen: &str) -> Vec<String> {
    common::moves::<Dablot>(fen)
}

// ---- one position per rule -----------------------------------------------------------------

#[test]
fn a_lone_piece_on_a_corner_steps_along_eight_lines() {
    // dablot-rules.md "Steps": to an adjacent point along one segment, any direction. A corner
    // has orthogonal lines to corners and diagonal lines to the centres of its squares.
    assert_eq!(
        moves("W:We5:B"),
        sorted(&["e5-c5", "e5-g5", "e5-e3", "e5-e7", "e5-d4", "e5-f4", "e5-d6", "e5-f6"])
    );
    // An edge corner: a7 has no line to the left.
    assert_eq!(moves("W:Wa7:B"), sorted(&["a7-a5", "a7-a9", "a7-c7", "a7-b6", "a7-b8"]));
}

#[test]
fn a_lone_piece_on_a_centre_steps_to_the_four_corners_of_its_square() {
    // "A centre touches only the 4 corners of its own square. No line joins two centres."
    assert_eq!(moves("B:W:BKf6"), sorted(&["f6-e5", "f6-g5", "f6-e7", "f6-g7"]));
    assert_eq!(moves("W:WPb2:B"), sorted(&["b2-a1", "b2-c1", "b2-a3", "b2-c3"]));
}

#[test]
fn a_warrior_cannot_capture_a_prince_or_a_king() {
    // seed 003: "Les guerriers ne peuvent que capturer d'autres guerriers."
    assert_eq!(moves("W:We5:BPe7,Kg5"), sorted(&["e5-c5", "e5-e3", "e5-d4", "e5-f4", "e5-d6", "e5-f6"]));
    // The same warrior does take a warrior (seed 003's third picture: a warrior takes a farmer
    // but not the landowner next to it).
    assert_eq!(moves("W:We5:Be7,Kg5"), sorted(&["e5xe9"]));
}

#[test]
fn a_prince_captures_warriors_and_princes_but_not_the_king() {
    // seed 003: "Les princes ne peuvent capturer que d'autres princes et d'autres guerriers."
    assert_eq!(moves("W:WPe5:Be7,Pg5,Kf6"), sorted(&["e5xe9", "e5xi5"]));
}

#[test]
fn the_king_captures_all_three() {
    // seed 003: "Le Roi peut capturer les rois, les princes et les guerriers." Over the king on
    // f6 to g7 the chain must go on, over e7 or over g5.
    assert_eq!(moves("W:WKe5:Be7,Pg5,Kf6"), sorted(&["e5xe9", "e5xi5", "e5xg7xc7", "e5xg7xg3"]));
    // seed 003's second picture: a black king takes a farmer, then the landowner, then a farmer.
    assert_eq!(moves("B:Wa3,Kb6,d8:BKa1"), sorted(&["a1xa5xc7xe9"]));
}

#[test]
fn the_rank_rule_holds_on_every_jump_of_a_chain() {
    // A warrior takes d6 but may not go on over the prince on b8.
    assert_eq!(moves("W:We5:Bd6,Pb8"), sorted(&["e5xc7"]));
    // A prince may go on over the prince.
    assert_eq!(moves("W:WPe5:Bd6,Pb8"), sorted(&["e5xc7xa9"]));
}

#[test]
fn capture_is_compulsory_with_any_piece() {
    // seed 003 "TOUR DE JEU" 2: "La capture est obligatoire". The a1 piece's steps and the
    // capturing piece's steps are not legal.
    assert_eq!(moves("W:Wa1,e5:Bf6"), sorted(&["e5xg7"]));
    // Both white pieces can capture: either may.
    assert_eq!(moves("W:Wa1,e5:Bf6,c1"), sorted(&["e5xg7", "a1xe1"]));
}

#[test]
fn a_chain_mixes_orthogonal_and_diagonal_jumps_and_goes_to_the_end() {
    // a1 over c1 (right), over f2 (diagonal), over g5 (up), over f8 (diagonal): the chain may
    // not stop early ("il faut cependant capturer jusqu'au bout").
    assert_eq!(moves("W:Wa1:Bc1,f2,g5,f8"), sorted(&["a1xe1xg3xg7xe9"]));
    // A centre piece jumps over corners into the next square: j2 over i3, then h4 over g5.
    assert_eq!(moves("W:Wj2:Bi3,g5"), sorted(&["j2xh4xf6"]));
    let p = pos("W:Wa1:Bc1,f2,g5,f8");
    let m = p.legal_moves()[0];
    assert_eq!(m.captures().len(), 4);
    let after = p.play(&m).map(|q| q.to_fen());
    assert_eq!(after, Ok("B:We9:B".to_string()));
}

#[test]
fn free_choice_between_a_short_and_a_long_chain() {
    // seed 003: "on n'est pas obligé d'effectuer la plus longue": one capture and two are both
    // legal.
    assert_eq!(moves("W:We5:Bd6,f4,h2"), sorted(&["e5xc7", "e5xg3xi1"]));
}

#[test]
fn two_routes_with_the_same_start_end_and_captured_set_are_one_move() {
    // Round the square a1-e1-e5-a5 either way: start and end a1 (the start point is empty once
    // the piece has left), the same four pieces. One move.
    let fen = "W:Wa1:Bc1,e3,c5,a3";
    let list = moves(fen);
    assert_eq!(list.len(), 1, "{list:?}");
    assert!(list[0] == "a1xe1xe5xa5xa1" || list[0] == "a1xa5xe5xe1xa1", "{list:?}");
    // Both routes name that move, and playing it leaves only the white piece, back on a1.
    let p = pos(fen);
    let one = p.parse_move("a1xe1xe5xa5xa1");
    let other = p.parse_move("a1xa5xe5xe1xa1");
    assert!(one.is_ok() && one == other, "{one:?} {other:?}");
    if let Ok(m) = one {
        assert_eq!(p.play(&m).map(|q| q.to_fen()), Ok("B:Wa1:B".to_string()));
    }
    // Start and end apart: k11 over k9 to k7, then round j6, i7, j8 either way back to k7
    // (k7-i5-i9-k7 or k7-i9-i5-k7): one move. Or from k7 over i7 to g7, a shorter chain.
    let list = moves("W:Wk11:Bj6,i7,j8,k9");
    assert_eq!(list.len(), 2, "{list:?}");
    assert_eq!(list[0], "k11xk7xg7");
    assert!(list[1] == "k11xk7xi5xi9xk7" || list[1] == "k11xk7xi9xi5xk7", "{list:?}");
}

#[test]
fn steps_and_captures_by_the_black_side() {
    // Black moves alike; the black warrior on e9 must take e7.
    assert_eq!(moves("B:We7:Be9,a13"), sorted(&["e9xe5"]));
    assert_eq!(moves("B:W:Ba13"), sorted(&["a13-a11", "a13-c13", "a13-b12"]));
}

#[test]
fn no_legal_move_when_blocked_or_without_pieces() {
    // seed 003: a player with no pieces, or all blocked, has lost: no legal move here.
    assert!(pos("W:W:Be5").legal_moves().is_empty());
    // White a1 is hemmed in by black warriors on c1, a3 and b2, and cannot take them: the
    // points behind them are black too.
    assert!(pos("W:Wa1:Bc1,a3,b2,e1,a5,c3").legal_moves().is_empty());
}

// ---- start, perft, FEN ---------------------------------------------------------------------

const START_FEN: &str = "W:Wa1,c1,e1,g1,i1,k1,b2,d2,f2,h2,j2,a3,c3,e3,g3,i3,k3,b4,d4,f4,h4,j4,a5,c5,e5,g5,i5,k5,Pj6,Kk7:BKa7,Pb8,a9,c9,e9,g9,i9,k9,b10,d10,f10,h10,j10,a11,c11,e11,g11,i11,k11,b12,d12,f12,h12,j12,a13,c13,e13,g13,i13,k13";

#[test]
fn start_position_fen_round_trips() {
    let s = Dablot::start();
    assert_eq!(s.to_fen(), START_FEN);
    assert_eq!(Dablot::from_fen(START_FEN), Ok(s));
    assert_eq!(pos(&s.to_fen()).zobrist(), s.zobrist());
    // Any order, spaces, a trailing dot.
    let shuffled = "W:WKk7, Pj6, a1,c1,e1,g1,i1,k1,b2,d2,f2,h2,j2,a3,c3,e3,g3,i3,k3,b4,d4,f4,h4,j4,a5,c5,e5,g5,i5,k5:Bk13,i13,g13,e13,c13,a13,j12,h12,f12,d12,b12,k11,i11,g11,e11,c11,a11,j10,h10,f10,d10,b10,k9,i9,g9,e9,c9,a9,Pb8,Ka7.";
    assert_eq!(Dablot::from_fen(shuffled), Ok(s));
    assert_eq!(s.turn(), Color::White);
    // An endgame FEN: sides may lack prince or king, or be empty.
    for fen in ["B:WKe5:BKf6", "W:W:Ba13", "W:Wc1,Pb2:B", "B:W:B"] {
        assert_eq!(pos(fen).to_fen(), fen);
    }
}

#[test]
fn perft_from_the_start() {
    // dablot-rules.md "Sanity figures".
    let s = Dablot::start();
    assert_eq!((1..=3).map(|d| s.perft(d)).collect::<Vec<_>>(), vec![15, 155, 1941]);
    assert_eq!(s.perft(0), 1);
    // The 15 first moves: the front warriors step into the empty row 6 and rank 7, the prince
    // and king step to the empty points beside them.
    assert_eq!(
        moves(START_FEN),
        sorted(&[
            "a5-b6", "c5-b6", "c5-d6", "e5-d6", "e5-f6", "g5-f6", "g5-h6", "i5-h6", "c5-c7", "e5-e7",
            "g5-g7", "i5-i7", "j6-i7", "k7-i7", "k7-j8",
        ])
    );
}

#[test]
fn invalid_fens_are_rejected_with_a_message() {
    let err = |fen: &str| match Dablot::from_fen(fen) {
        Ok(p) => panic!("{fen} was accepted as {}", p.to_fen()),
        Err(e) => e.message(),
    };
    assert!(err("W:Wb1:B").contains("'b1' is not a square of dablot"), "{}", err("W:Wb1:B"));
    assert!(err("W:Wa2:B").contains("'a2'"));
    assert!(err("W:Wa15:B").contains("'a15'"));
    assert!(err("W:We5:Be5").contains("two pieces"));
    // 31 pieces a side; 29 warriors.
    let names: Vec<String> = (0..31).map(Dablot::square_name).collect();
    assert!(err(&format!("W:W{}:B", names.join(","))).contains("at most 30"));
    assert!(err(&format!("W:W{}:B", names[..29].join(","))).contains("at most 28"));
    // 28 warriors, a prince and a king are fine.
    assert!(
        Dablot::from_fen(&format!("W:W{},P{},K{}:B", names[..28].join(","), names[28], names[29])).is_ok()
    );
}

/// The position the issue used to check the rank rule: Black has two princes and two kings.
const STUDY_FEN: &str = "W:Wc5,Pi9,Ka13:Bc7,Pd6,Ke5,Pi11,Kh10,j8,k1";

#[test]
fn a_study_position_with_two_princes_and_two_kings_reads_with_notes_and_keeps_the_rank_rule() {
    let p = pos(STUDY_FEN);
    assert_eq!(p.to_fen(), "W:Wc5,Pi9,Ka13:Bk1,Ke5,Pd6,c7,j8,Kh10,Pi11");
    let pieces: Vec<Option<Piece>> = (0..72).map(|sq| p.piece_at(sq)).collect();
    let (problems, notes) = damier_rules::Variant::Dablot.check_setup(&pieces);
    assert_eq!(problems, []);
    assert_eq!(
        notes,
        [
            StudyNote::Princes { color: Color::Black, count: 2 },
            StudyNote::Kings { color: Color::Black, count: 2 }
        ]
    );
    // seed 003 "TOUR DE JEU" 2: each piece takes only enemies of its rank or lower, whichever
    // prince or king it is.
    assert_eq!(moves(STUDY_FEN), sorted(&["c5xc9", "i9xi13", "i9xk7"]));
    let mut black = p;
    black.play_unchecked(&p.parse_move("c5xc9").expect("legal"));
    for m in black.legal_moves() {
        let taker = rank(black.piece_at(m.from()).expect("a piece").role);
        for &c in m.captures() {
            assert!(rank(black.piece_at(c).expect("a piece").role) <= taker, "{}", black.move_to_string(&m));
        }
    }
}

#[test]
fn from_pieces_checks_its_input() {
    let w = |role| Piece { color: Color::White, role };
    assert!(Dablot::from_pieces(Color::White, &[(72, w(Role::Man))]).is_err());
    assert!(Dablot::from_pieces(Color::White, &[(3, w(Role::Man)), (3, w(Role::King))]).is_err());
    let p = Dablot::from_pieces(Color::Black, &[(3, w(Role::Prince))]);
    assert_eq!(p.map(|p| p.to_fen()), Ok("B:WPg1:B".to_string()));
}

#[test]
fn no_panic_on_odd_text() {
    let s = Dablot::start();
    for fen in [
        "",
        ":",
        "X:W:B",
        "W:Wz9",
        "W:WK",
        "W:WP",
        "W:Wa1-c1",
        "W:W1-50:B",
        "W:Wé1:B",
        "W:WKé1:B",
        "W:Wa99999999999999999999:B",
        "W:W,,:B",
        "W:Wa1:Wc1",
        "W::",
        "W:WKK:B",
        "W:WPK a1:B",
        "W:Wk0",
    ] {
        let r = Dablot::from_fen(fen);
        assert!(r.as_ref().is_err_and(|e| !e.message().is_empty()), "{fen}: {r:?}");
    }
    // Empty boards are positions (the side to move has lost).
    for fen in ["W", "W:W", "B:B:W"] {
        assert_eq!(Dablot::from_fen(fen).map(|p| p.legal_moves().len()), Ok(0), "{fen}");
    }
    for text in
        ["", "-", "x", "a5-", "a5-b6-", "e5-g7", "k5-k7", "é-1", "k13-z99", "a5--b6", "a1xa1", "Kk7-j8"]
    {
        assert!(s.parse_move(text).is_err(), "{text}");
    }
    assert_eq!(s.parse_move("a5-b6").map(|m| s.move_to_string(&m)), Ok("a5-b6".to_string()));
    assert_eq!(Dablot::square_name(200), "?200");
    assert_eq!(s.piece_at(72), None);
    assert_eq!(s.jumped_between(200, 3, 200), None);
}

#[test]
fn jumped_between_follows_lines() {
    let p = pos("W:We5:Bf6,e7,g5,d4");
    let name = |s: Option<u8>| s.map(Dablot::square_name);
    let at = |n: &str| Dablot::parse_square(n).unwrap_or(u8::MAX);
    assert_eq!(name(p.jumped_between(at("e5"), at("g7"), at("e5"))), Some("f6".into()));
    assert_eq!(name(p.jumped_between(at("e5"), at("e9"), at("e5"))), Some("e7".into()));
    assert_eq!(name(p.jumped_between(at("e5"), at("i5"), at("e5"))), Some("g5".into()));
    assert_eq!(name(p.jumped_between(at("e5"), at("c3"), at("e5"))), Some("d4".into()));
    // Empty between, or not on a jump line.
    assert_eq!(p.jumped_between(at("e5"), at("a5"), at("e5")), None);
    assert_eq!(p.jumped_between(at("e5"), at("g9"), at("e5")), None);
}

#[test]
fn material_counts_each_rank() {
    let p = pos("W:WKe5,Pc1,a1,a3:BKf6,k13");
    let m = p.material();
    assert_eq!((m.men, m.princes, m.kings), ([2, 1], [1, 0], [1, 1]));
    assert_eq!(m.total(Color::White), 4);
    assert_eq!(rank(Role::King), 2);
    assert_eq!(dablot::neighbours(0).count_ones(), 3);
}

// ---- a slow reference, from the rules sheet alone ------------------------------------------

/// The 72 points as doubled-lattice (x, y), in index order: row by row from the bottom, corners
/// (x, y even) on odd ranks, centres (x, y odd) on even ranks.
fn points() -> Vec<(i32, i32)> {
    let mut v = Vec::new();
    for y in 0..13 {
        let mut x = y % 2;
        while x <= 10 {
            v.push((x, y));
            x += 2;
        }
    }
    v
}

struct Reference {
    xy: Vec<(i32, i32)>,
}

/// A naive board: who stands where, and the side to move.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Board {
    cells: [Option<Piece>; 72],
    turn: Color,
}

type RefMove = (usize, usize, BTreeSet<usize>);

impl Reference {
    fn new() -> Reference {
        Reference { xy: points() }
    }

    fn point(&self, x: i32, y: i32) -> Option<usize> {
        self.xy.iter().position(|&p| p == (x, y))
    }

    /// dablot-rules.md "Lines": corner-corner orthogonally (two units), corner-centre
    /// diagonally (one unit), nothing else.
    fn adjacent(&self, a: usize, b: usize) -> bool {
        let ((ax, ay), (bx, by)) = (self.xy[a], self.xy[b]);
        let (dx, dy) = ((ax - bx).abs(), (ay - by).abs());
        let corner = |x: i32| x % 2 == 0;
        if corner(ax) && corner(bx) {
            (dx, dy) == (2, 0) || (dx, dy) == (0, 2)
        } else {
            corner(ax) != corner(bx) && (dx, dy) == (1, 1)
        }
    }

    fn board(&self, p: &Dablot) -> Board {
        let mut cells = [None; 72];
        for (i, c) in cells.iter_mut().enumerate() {
            *c = p.piece_at(i as u8);
        }
        Board { cells, turn: p.turn() }
    }

    fn chains(
        &self,
        b: &mut Board,
        from: usize,
        at: usize,
        mover: Piece,
        taken: &mut Vec<usize>,
        out: &mut Vec<RefMove>,
    ) {
        let mut more = false;
        for q in 0..72 {
            let Some(victim) = b.cells[q] else { continue };
            if victim.color == mover.color || rank(victim.role) > rank(mover.role) || !self.adjacent(at, q) {
                continue;
            }
            let ((ax, ay), (qx, qy)) = (self.xy[at], self.xy[q]);
            let Some(r) = self.point(2 * qx - ax, 2 * qy - ay) else { continue };
            if !self.adjacent(q, r) || b.cells[r].is_some() {
                continue;
            }
            more = true;
            b.cells[q] = None; // removed at once
            taken.push(q);
            self.chains(b, from, r, mover, taken, out);
            taken.pop();
            b.cells[q] = Some(victim);
        }
        if !more && !taken.is_empty() {
            out.push((from, at, taken.iter().copied().collect()));
        }
    }

    /// Legal moves as (from, to, captured set), each once.
    fn moves(&self, b: &Board) -> BTreeSet<RefMove> {
        let mut captures = Vec::new();
        for from in 0..72 {
            let Some(mover) = b.cells[from].filter(|p| p.color == b.turn) else { continue };
            let mut board = *b;
            board.cells[from] = None;
            self.chains(&mut board, from, from, mover, &mut Vec::new(), &mut captures);
        }
        if !captures.is_empty() {
            return captures.into_iter().collect();
        }
        let mut steps = BTreeSet::new();
        for from in 0..72 {
            if b.cells[from].is_some_and(|p| p.color == b.turn) {
                for to in 0..72 {
                    if b.cells[to].is_none() && self.adjacent(from, to) {
                        steps.insert((from, to, BTreeSet::new()));
                    }
                }
            }
        }
        steps
    }

    fn play(&self, b: &Board, (from, to, taken): &RefMove) -> Board {
        let mut next = *b;
        let piece = next.cells[*from].take();
        for &q in taken {
            next.cells[q] = None;
        }
        next.cells[*to] = piece;
        next.turn = b.turn.opposite();
        next
    }

    fn perft(&self, b: &Board, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        self.moves(b).iter().map(|m| self.perft(&self.play(b, m), depth - 1)).sum()
    }
}

fn move_keys(p: &Dablot) -> Vec<RefMove> {
    let mut v: Vec<RefMove> = p
        .legal_moves()
        .iter()
        .map(|m: &Move| {
            (m.from() as usize, m.to() as usize, m.captures().iter().map(|&c| c as usize).collect())
        })
        .collect();
    v.sort();
    v
}

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

#[test]
fn reference_geometry_agrees_with_the_names() {
    let r = Reference::new();
    assert_eq!(r.xy.len(), 72);
    for (i, &(x, y)) in r.xy.iter().enumerate() {
        let name = format!("{}{}", (b'a' + x as u8) as char, y + 1);
        assert_eq!(Dablot::square_name(i as u8), name);
        assert_eq!(dablot::coords(i as u8), Some((x as u8, y as u8)));
        assert_eq!(dablot::point_at(x as u8, y as u8), Some(i as u8));
        let adj = (0..72).filter(|&j| r.adjacent(i, j)).fold(0u128, |acc, j| acc | 1u128 << j);
        assert_eq!(dablot::neighbours(i as u8), adj, "{name}");
    }
    assert_eq!((dablot::point_at(1, 0), dablot::point_at(0, 1), dablot::point_at(11, 1)), (None, None, None));
    assert_eq!(dablot::coords(72), None);
    let segments = (0..72).map(|i| (0..i).filter(|&j| r.adjacent(i, j)).count()).sum::<usize>();
    assert_eq!(segments, 191);
}

#[test]
fn perft_agrees_with_the_naive_reference_from_the_start() {
    let r = Reference::new();
    let s = Dablot::start();
    // A few seconds in the optimised test profile.
    for depth in 1..=6 {
        assert_eq!(s.perft(depth), r.perft(&r.board(&s), depth), "depth {depth}");
    }
}

#[test]
fn perft_agrees_with_the_trait_perft_from_the_start() {
    let s = Dablot::start();
    for depth in 1..=7 {
        assert_eq!(s.perft(depth), common::slow_perft(&s, depth), "depth {depth}");
    }
    assert_eq!([4, 5, 6, 7].map(|d| s.perft(d)), [24_834, 348_837, 4_825_734, 71_773_871]);
}

/// Random games from the start and random placements (dense, with princes and kings, so that
/// the rank rule and long chains come up): the fast generator, the trait perft and the
/// reference agree move for move, the Zobrist key stays right and the FEN round-trips.
#[test]
fn random_positions_agree_with_the_reference() {
    let r = Reference::new();
    let mut rng = Rng(0x00DA_B107_2003);
    let mut positions = Vec::new();
    for _ in 0..40 {
        let mut p = Dablot::start();
        for _ in 0..120 {
            positions.push(p);
            let list = p.legal_moves();
            if list.is_empty() {
                break;
            }
            let m = list[rng.below(list.len())];
            let before = p;
            p.play_unchecked(&m);
            assert_eq!(
                p.zobrist(),
                p.zobrist_from_scratch(),
                "{} {}",
                before.to_fen(),
                before.move_to_string(&m)
            );
        }
    }
    for _ in 0..3000 {
        let mut pieces = Vec::new();
        let mut used = [false; 72];
        for color in [Color::White, Color::Black] {
            let n = 1 + rng.below(14);
            for i in 0..n {
                let role = match i {
                    0 if rng.below(2) == 0 => Role::King,
                    1 if rng.below(2) == 0 => Role::Prince,
                    _ => Role::Man,
                };
                let sq = rng.below(72);
                if !std::mem::replace(&mut used[sq], true) {
                    pieces.push((sq as u8, Piece { color, role }));
                }
            }
        }
        let turn = if rng.below(2) == 0 { Color::White } else { Color::Black };
        match Dablot::from_pieces(turn, &pieces) {
            Ok(p) => positions.push(p),
            Err(e) => panic!("{e}"),
        }
    }
    let (mut captures, mut long) = (0, 0);
    for (i, p) in positions.iter().enumerate() {
        let fen = p.to_fen();
        assert_eq!(Dablot::from_fen(&fen), Ok(*p), "{fen}");
        let board = r.board(p);
        let reference: Vec<RefMove> = r.moves(&board).into_iter().collect();
        assert_eq!(move_keys(p), reference, "{fen}");
        captures += reference.iter().filter(|m| !m.2.is_empty()).count();
        long += reference.iter().filter(|m| m.2.len() >= 3).count();
        let depth = if i % 10 == 0 { 3 } else { 2 };
        assert_eq!(p.perft(depth), r.perft(&board, depth), "{fen}");
        assert_eq!(p.perft(depth), common::slow_perft(p, depth), "{fen}");
        // Every listed move reads back from its text. (Skipped: a one-jump capture `g5xe3`
        // when a longer chain also runs from g5 to e3; the shared move reader calls that text
        // ambiguous, see the report of this module.)
        let legal = p.legal_moves();
        for m in &legal {
            let shared = legal.iter().any(|o| o != m && o.from() == m.from() && o.to() == m.to());
            if m.captures().len() == 1 && shared {
                continue;
            }
            assert_eq!(p.parse_move(&p.move_to_string(m)), Ok(*m), "{fen}");
        }
    }
    assert!(captures > 1000 && long > 50, "too few captures tested: {captures}, {long} long");
}

/// Not a timed assertion: prints the speed of perft (run with `--nocapture`).
#[test]
fn perft_speed_report() {
    let s = Dablot::start();
    let t = std::time::Instant::now();
    let n = s.perft(6);
    let secs = t.elapsed().as_secs_f64();
    println!("dablot perft(6) = {n} in {secs:.3} s: {:.1} M leaves/s", n as f64 / secs / 1e6);
    assert_eq!(n, 4_825_734);
}

fn outcome(fen: &str) -> Option<Outcome> {
    Game::new(pos(fen), GameOptions::default()).outcome()
}

#[test]
fn seed_003_the_game_ends_when_a_side_has_no_piece_or_cannot_move() {
    // seed 003: "La partie se termine quand l'un des joueurs n'a plus de pions ou que tous ses
    // pions sont bloqués. Son adversaire est déclaré vainqueur."
    assert_eq!(
        outcome("B:WKe5:B"),
        Some(Outcome { winner: Some(Color::White), reason: OutcomeReason::NoPieces })
    );
    // The black warrior on a13 touches c13, a11 and b12. The prince on c13 and the king on a11
    // outrank it; the warrior on b12 is backed by c11. No step, no capture.
    assert_eq!(moves("B:WKa11,Pc13,b12,c11:Ba13"), Vec::<String>::new());
    assert_eq!(
        outcome("B:WKa11,Pc13,b12,c11:Ba13"),
        Some(Outcome { winner: Some(Color::White), reason: OutcomeReason::Blocked })
    );
}

#[test]
fn two_lone_kings_draw_at_once() {
    // dablot-rules.md "End of the game": only the two kings left is a draw (an app convention).
    assert_eq!(outcome("W:WKe5:BKk13"), Some(Outcome { winner: None, reason: OutcomeReason::TwoLoneKings }));
    assert_eq!(outcome("W:WKe5:BPk13"), None);
    assert_eq!(outcome("W:WKe5,a1:BKk13"), None);
}

#[test]
fn the_third_repetition_is_a_draw() {
    // dablot-rules.md: the same position with the same side to move for the third time. Warrior
    // steps can be undone in Dablot (here warriors step back and forth), so only captures end
    // the count.
    let mut game = Game::new(pos("W:WKa1,c1:BKk13,i13"), GameOptions::default());
    let shuffle = ["c1-d2", "i13-h12", "d2-c1", "h12-i13"];
    for (ply, text) in shuffle.iter().chain(&shuffle).enumerate() {
        assert_eq!(game.outcome(), None, "ply {ply}");
        game.play_text(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    }
    assert_eq!(game.repetitions(), 3);
    assert_eq!(game.outcome(), Some(Outcome { winner: None, reason: OutcomeReason::Repetition }));
    game.undo();
    assert_eq!(game.outcome(), None);
}
