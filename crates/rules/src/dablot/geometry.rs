//! The Dablot board's geometry, all computed at compile time (see [`super`]'s "Board"): the
//! doubled-lattice coordinates of the 72 points, the eight line directions as index shifts,
//! adjacency and jumps.

/// Number of points on the board (dablot-rules.md "Board": 42 corners and 30 centres).
pub const POINTS: usize = 72;

pub(super) const BOARD: u128 = (1u128 << POINTS) - 1;

/// Doubled-lattice coordinates `(x, y)` of point `p` (< 72).
pub(super) const fn xy(p: usize) -> (i32, i32) {
    let pair = (p / 11) as i32;
    let r = (p % 11) as i32;
    if r < 6 { (2 * r, 2 * pair) } else { (2 * (r - 6) + 1, 2 * pair + 1) }
}

/// The point at doubled-lattice coordinates `(x, y)`, if there is one.
pub(super) const fn at_xy(x: i32, y: i32) -> Option<usize> {
    if x < 0 || x > 10 || y < 0 || y > 12 || x % 2 != y % 2 {
        return None;
    }
    let base = (y / 2 * 11) as usize;
    if y % 2 == 0 { Some(base + (x / 2) as usize) } else { Some(base + 6 + (x / 2) as usize) }
}

/// The eight directions as doubled-lattice offsets, in opposite pairs (`d ^ 1` is the
/// opposite of `d`): right, left, up, down (corner to corner, two units), then the four
/// diagonals (corner to centre or centre to corner, one unit).
pub(super) const OFFSETS: [(i32, i32); 8] =
    [(2, 0), (-2, 0), (0, 2), (0, -2), (1, 1), (-1, -1), (-1, 1), (1, -1)];

/// The index shift of each direction: the same for every point that has a neighbour that way
/// (checked by `build_dir_masks` at compile time).
pub(super) const SHIFTS: [i32; 8] = [1, -1, 11, -11, 6, -6, 5, -5];

/// The neighbour of `p` in direction `d` along a drawn line (dablot-rules.md "Lines"):
/// orthogonal lines join corners only (no line joins two centres); diagonal lines join a
/// corner to a centre of one of its squares (no diagonal line joins two corners).
pub(super) const fn neighbour(p: usize, d: usize) -> Option<usize> {
    let (x, y) = xy(p);
    let (dx, dy) = OFFSETS[d];
    let orthogonal = dx == 0 || dy == 0;
    if orthogonal && x % 2 == 1 {
        return None;
    }
    at_xy(x + dx, y + dy)
}

/// For each direction, the points that have a neighbour that way.
pub(super) const fn build_dir_masks() -> [u128; 8] {
    let mut masks = [0u128; 8];
    let mut d = 0;
    while d < 8 {
        let mut p = 0;
        while p < POINTS {
            if let Some(q) = neighbour(p, d) {
                assert!(q as i32 == p as i32 + SHIFTS[d], "direction shift is not uniform");
                masks[d] |= 1u128 << p;
            }
            p += 1;
        }
        d += 1;
    }
    masks
}

pub(super) const DIR_MASKS: [u128; 8] = build_dir_masks();

/// The adjacency bitboard of every point (191 segments).
pub(super) const fn build_adjacency() -> [u128; POINTS] {
    let mut adj = [0u128; POINTS];
    let mut p = 0;
    while p < POINTS {
        let mut d = 0;
        while d < 8 {
            if let Some(q) = neighbour(p, d) {
                adj[p] |= 1u128 << q;
            }
            d += 1;
        }
        p += 1;
    }
    adj
}

pub(super) const ADJACENT: [u128; POINTS] = build_adjacency();

/// The jumps from one point: `(q, r)` with `q` adjacent and `r = 2q - p` adjacent to `q`.
#[derive(Clone, Copy)]
pub(super) struct Jumps {
    pub(super) len: u8,
    pub(super) list: [(u8, u8); 8],
}

/// dablot-rules.md "Jumps go straight along one line": from `p` over the adjacent `q` to
/// `r = 2q - p`, where `r` exists and is adjacent to `q`. Going on in the same direction `d`
/// is exactly that: corner-corner-corner, corner-centre-corner, centre-corner-centre.
pub(super) const fn build_jumps() -> [Jumps; POINTS] {
    let mut table = [Jumps { len: 0, list: [(0, 0); 8] }; POINTS];
    let mut p = 0;
    while p < POINTS {
        let mut d = 0;
        while d < 8 {
            if let Some(q) = neighbour(p, d)
                && let Some(r) = neighbour(q, d)
            {
                let n = table[p].len as usize;
                table[p].list[n] = (q as u8, r as u8);
                table[p].len += 1;
            }
            d += 1;
        }
        p += 1;
    }
    table
}

pub(super) const JUMPS: [Jumps; POINTS] = build_jumps();

#[inline(always)]
pub(super) const fn bit(p: u8) -> u128 {
    1u128 << p
}

/// Moves every point of `bb` that has a neighbour in direction `d` onto that neighbour.
#[inline(always)]
pub(super) const fn shift(bb: u128, d: usize) -> u128 {
    let s = SHIFTS[d];
    let from = bb & DIR_MASKS[d];
    if s > 0 { from << s } else { from >> -s }
}

/// Doubled-lattice coordinates `(x, y)` of a point (`x` 0..=10 for files a..k, `y` 0..=12
/// for ranks 1..13), for drawing the board.
pub fn coords(point: u8) -> Option<(u8, u8)> {
    if (point as usize) < POINTS {
        let (x, y) = xy(point as usize);
        Some((x as u8, y as u8))
    } else {
        None
    }
}

/// The point at doubled-lattice coordinates `(x, y)`, if one stands there.
pub fn point_at(x: u8, y: u8) -> Option<u8> {
    at_xy(x as i32, y as i32).map(|p| p as u8)
}

/// The points joined to `point` by a drawn line, as a bitboard (bit `i` for point `i`).
pub fn neighbours(point: u8) -> u128 {
    ADJACENT.get(point as usize).copied().unwrap_or(0)
}

/// The jumps a piece on `point` could make on an empty board: (jumped point, landing point)
/// pairs, straight along one line (dablot-rules.md "Jumps").
pub fn jumps(point: u8) -> &'static [(u8, u8)] {
    JUMPS.get(point as usize).map_or(&[], |j| &j.list[..j.len as usize])
}
