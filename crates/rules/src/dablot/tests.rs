use super::*;

/// The jumps of `p` straight from the definition (dablot-rules.md "Jumps"): `q` adjacent
/// to `p`, `r = 2q - p` a point adjacent to `q`.
fn jumps_by_definition(p: usize) -> Vec<(u8, u8)> {
    let (px, py) = xy(p);
    let mut out = Vec::new();
    for q in Bits(ADJACENT[p]) {
        let (qx, qy) = xy(q as usize);
        if let Some(r) = at_xy(2 * qx - px, 2 * qy - py)
            && ADJACENT[q as usize] & bit(r as u8) != 0
        {
            out.push((q, r as u8));
        }
    }
    out.sort_unstable();
    out
}

fn point(name: &str) -> usize {
    Dablot::parse_square(name).map(usize::from).unwrap_or(usize::MAX)
}

#[test]
fn numbering_follows_the_sheet() {
    for (name, index) in [("a1", 0), ("k1", 5), ("b2", 6), ("j2", 10), ("a3", 11), ("j6", 32), ("k7", 38)] {
        assert_eq!(point(name), index, "{name}");
    }
    assert_eq!((point("a7"), point("b8"), point("k13")), (33, 39, 71));
    for p in 0..POINTS as u8 {
        assert_eq!(Dablot::parse_square(&Dablot::square_name(p)), Some(p));
        let (x, y) = xy(p as usize);
        assert_eq!(at_xy(x, y), Some(p as usize));
        // Corners: files a c e g i k on odd ranks; centres: b d f h j on even ranks.
        assert_eq!(x % 2, y % 2);
    }
    for bad in ["b1", "a2", "k2", "a0", "a14", "l1", "a01", "A1", "a", "", "1", "a1x", "é1"] {
        assert_eq!(Dablot::parse_square(bad), None, "{bad}");
    }
}

#[test]
fn there_are_191_segments_and_no_forbidden_lines() {
    let ends: u32 = ADJACENT.iter().map(|a| a.count_ones()).sum();
    assert_eq!(ends, 2 * 191);
    for (p, &adjacent) in ADJACENT.iter().enumerate() {
        let (px, py) = xy(p);
        for q in Bits(adjacent) {
            assert!(ADJACENT[q as usize] & bit(p as u8) != 0, "adjacency is symmetric");
            let (qx, qy) = xy(q as usize);
            let (dx, dy) = ((qx - px).abs(), (qy - py).abs());
            let corner_corner = px % 2 == 0 && qx % 2 == 0;
            if corner_corner {
                assert!((dx, dy) == (2, 0) || (dx, dy) == (0, 2), "corner-corner lines are orthogonal");
            } else {
                assert!(px % 2 != qx % 2, "no line joins two centres");
                assert_eq!((dx, dy), (1, 1), "corner-centre lines are diagonal");
            }
        }
    }
    let corners = (0..POINTS).filter(|&p| xy(p).0 % 2 == 0).count();
    assert_eq!(corners, 42);
}

#[test]
fn jump_table_matches_the_definition_and_a_hand_count() {
    let mut total = 0;
    for (p, j) in JUMPS.iter().enumerate() {
        let mut table = j.list[..j.len as usize].to_vec();
        table.sort_unstable();
        assert_eq!(table, jumps_by_definition(p), "point {}", Dablot::square_name(p as u8));
        total += j.len as usize;
    }
    // Hand count: a1 over c1, a3 and b2; b2 only over c3 to d4; c1 right, up and both
    // diagonals; e5 in all eight directions; the centre f6 over its four corners; a7 right,
    // up, down and two diagonals; j2 only over i3 to h4.
    for (name, n) in [("a1", 3), ("b2", 1), ("c1", 4), ("e5", 8), ("f6", 4), ("a7", 5), ("j2", 1)] {
        assert_eq!(JUMPS[point(name)].len, n, "{name}");
    }
    // Rows: 7 x 4 x 2 orthogonal, columns 6 x 5 x 2, across each square 30 x 4, and
    // centre over corner into the next square at the 20 inner corners, 4 each.
    assert_eq!(total, 56 + 60 + 120 + 80);
}

#[test]
fn shifts_agree_with_the_adjacency_table() {
    for p in 0..POINTS as u8 {
        let by_shift = (0..8).fold(0u128, |acc, d| acc | shift(bit(p), d));
        assert_eq!(by_shift, ADJACENT[p as usize], "point {}", Dablot::square_name(p));
        for d in 0..8 {
            let there = shift(bit(p), d);
            assert_eq!(shift(there, d ^ 1), if there != 0 { bit(p) } else { 0 });
        }
    }
}

#[test]
fn start_position_and_hash() {
    let s = Dablot::start();
    let at = |name: &str| s.piece_at(point(name) as u8);
    assert_eq!(at("j6"), Some(Piece { color: Color::White, role: Role::Prince }));
    assert_eq!(at("k7"), Some(Piece { color: Color::White, role: Role::King }));
    assert_eq!(at("b8"), Some(Piece { color: Color::Black, role: Role::Prince }));
    assert_eq!(at("a7"), Some(Piece { color: Color::Black, role: Role::King }));
    for empty in ["b6", "d6", "f6", "h6", "c7", "e7", "g7", "i7", "d8", "f8", "h8", "j8"] {
        assert_eq!(at(empty), None, "{empty}");
    }
    let m = s.material();
    assert_eq!((m.men, m.princes, m.kings), ([28, 28], [1, 1], [1, 1]));
    assert_eq!(s.zobrist(), s.zobrist_from_scratch());
    assert_ne!(s.zobrist(), 0);
    assert_eq!([rank(Role::Man), rank(Role::Prince), rank(Role::King)], [0, 1, 2]);
    assert_eq!(std::mem::size_of::<Dablot>(), 80);
}
