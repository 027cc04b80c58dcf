//! Where each position of an endgame slice lives in its table.
//!
//! A position is stored from the point of view of the side to move ("us"), turned so that we
//! play up the board as White does: a position with Black to move is rotated half a turn and
//! its colours swapped (the rules are the same seen from either side: seed 002 rule 7 and
//! rule 8, seed 004), which halves the tables. A slice is one material balance ([`Slice`]).
//!
//! The index of a placement: our men, then their men, each group a combination of squares
//! (the combinatorial number system) over the squares a man may stand on (never its own
//! crowning row, seed 002 rule 8); then our kings among the squares the men left free, then
//! theirs among those still free. Our men and theirs may name the same square: those few
//! indices are holes ([`Layout::placement`] answers `None`) and hold a draw.

use damier_rules::draughts::{Draughts, Geometry, Rules};
use damier_rules::{Color, Position};

/// Most pieces in any slice: English's tables go to six pieces, international's to five
/// (`Flavour::most_pieces`).
pub const MAX_SLICE_PIECES: u32 = 6;

/// One material balance: our men and kings (the side to move), their men and kings.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Slice {
    pub us_men: u8,
    pub us_kings: u8,
    pub them_men: u8,
    pub them_kings: u8,
}

impl Slice {
    pub const fn new(us_men: u8, us_kings: u8, them_men: u8, them_kings: u8) -> Slice {
        Slice { us_men, us_kings, them_men, them_kings }
    }

    pub fn pieces(self) -> u32 {
        u32::from(self.us_men + self.us_kings + self.them_men + self.them_kings)
    }

    pub fn men(self) -> u32 {
        u32::from(self.us_men + self.them_men)
    }

    /// The slice of the positions one move later or earlier: the other side to move.
    pub fn swapped(self) -> Slice {
        Slice::new(self.them_men, self.them_kings, self.us_men, self.us_kings)
    }

    pub fn kings_only(self) -> bool {
        self.men() == 0
    }

    /// Four digits: our men, our kings, their men, their kings (`0201`: two kings against one).
    pub fn name(self) -> String {
        format!("{}{}{}{}", self.us_men, self.us_kings, self.them_men, self.them_kings)
    }
}

/// A position in the tables' orientation: masks over 0-based squares (bit `s` for square
/// `s`), we to move, playing up the board (towards square 0) as White does.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Placement {
    pub us_men: u64,
    pub us_kings: u64,
    pub them_men: u64,
    pub them_kings: u64,
}

/// The mask with square `s` moved to `squares - 1 - s` (half a turn of the board).
fn rotate(mask: u64, squares: u32) -> u64 {
    mask.reverse_bits() >> (64 - squares)
}

impl Placement {
    pub fn slice(&self) -> Slice {
        let n = |m: u64| m.count_ones() as u8;
        Slice::new(n(self.us_men), n(self.us_kings), n(self.them_men), n(self.them_kings))
    }

    /// The same position seen by the other side (who would move next), turned half a turn.
    pub fn flipped<R: Rules>(&self) -> Placement {
        let n = R::COLS * R::ROWS;
        Placement {
            us_men: rotate(self.them_men, n),
            us_kings: rotate(self.them_kings, n),
            them_men: rotate(self.us_men, n),
            them_kings: rotate(self.us_kings, n),
        }
    }

    /// A rules position in the tables' orientation.
    pub fn of<R: Rules>(pos: &Draughts<R>) -> Placement {
        let [white, black, kings] = pos.square_masks();
        let seen = Placement {
            us_men: white & !kings,
            us_kings: white & kings,
            them_men: black & !kings,
            them_kings: black & kings,
        };
        if pos.turn() == Color::White { seen } else { seen.flipped::<R>() }
    }

    /// The rules position, White (we) to move; `None` if the pieces overlap or a man stands
    /// on its crowning row.
    pub fn position<R: Rules>(&self) -> Option<Draughts<R>> {
        let (us, them) = (self.us_men | self.us_kings, self.them_men | self.them_kings);
        if self.us_men & self.us_kings != 0 || self.them_men & self.them_kings != 0 {
            return None;
        }
        Draughts::<R>::from_square_masks(Color::White, us, them, self.us_kings | self.them_kings)
    }
}

/// Binomial coefficients `C(n, k)` for `n <= 64`, `k <= MAX_SLICE_PIECES`.
fn binomial(n: u32, k: u32) -> u64 {
    const K: usize = MAX_SLICE_PIECES as usize + 1;
    static TABLE: std::sync::OnceLock<Vec<[u64; K]>> = std::sync::OnceLock::new();
    let t = TABLE.get_or_init(|| {
        let mut t = vec![[0u64; K]; 65];
        for (n, row) in t.iter_mut().enumerate() {
            row[0] = 1;
            for k in 1..K {
                // C(n, k) = C(n, k - 1) * (n - k + 1) / k, exact at every step.
                row[k] = row[k - 1] * (n as u64 + 1).saturating_sub(k as u64) / k as u64;
            }
        }
        t
    });
    if n > 64 || k > MAX_SLICE_PIECES { 0 } else { t[n as usize][k as usize] }
}

/// The combinatorial index of ascending ranks.
fn rank_index(ranks: &[u32]) -> u64 {
    ranks.iter().enumerate().map(|(i, &r)| binomial(r, i as u32 + 1)).sum()
}

/// The ascending ranks of combination `index` of `k` elements (the inverse of [`rank_index`]).
fn index_ranks(mut index: u64, k: u32, out: &mut [u32; 8]) {
    let mut top = 64u32;
    for i in (1..=k).rev() {
        let mut r = i - 1;
        while r + 1 < top && binomial(r + 1, i) <= index {
            r += 1;
        }
        index -= binomial(r, i);
        out[i as usize - 1] = r;
        top = r;
    }
}

/// The ranks of the squares of `mask` among the squares not in `taken`.
fn free_ranks(mask: u64, taken: u64, out: &mut [u32; 8]) -> usize {
    let mut m = mask;
    let mut n = 0;
    while m != 0 {
        let s = m.trailing_zeros();
        out[n] = s - (taken & ((1u64 << s) - 1)).count_ones();
        n += 1;
        m &= m - 1;
    }
    n
}

/// The squares of ascending ranks among the squares not in `taken`.
fn ranked_squares(ranks: &[u32], taken: u64) -> u64 {
    let mut out = 0u64;
    let (mut square, mut rank) = (0u32, 0u32);
    for &r in ranks {
        loop {
            if taken >> square & 1 == 0 {
                if rank == r {
                    break;
                }
                rank += 1;
            }
            square += 1;
        }
        out |= 1u64 << square;
        square += 1;
        rank += 1;
    }
    out
}

/// The index arithmetic of one slice on one board.
#[derive(Clone, Copy, Debug)]
pub struct Layout {
    pub slice: Slice,
    squares: u32,
    cols: u32,
    /// Sizes of the four groups: our men, their men, our kings, their kings.
    sizes: [u64; 4],
}

impl Layout {
    pub fn new<R: Rules>(slice: Slice) -> Layout {
        let (squares, cols) = (Geometry::<R>::SQUARES, R::COLS);
        let s = slice;
        let men = u32::from(s.us_men + s.them_men);
        let sizes = [
            binomial(squares - cols, u32::from(s.us_men)),
            binomial(squares - cols, u32::from(s.them_men)),
            binomial(squares - men, u32::from(s.us_kings)),
            binomial(squares - men - u32::from(s.us_kings), u32::from(s.them_kings)),
        ];
        Layout { slice, squares, cols, sizes }
    }

    /// Entries in the table (holes included).
    pub fn entries(&self) -> u64 {
        self.sizes.iter().product()
    }

    /// The entry of a placement of this slice.
    pub fn index(&self, p: &Placement) -> u64 {
        let mut r = [0u32; 8];
        // Our men stand below the top row: rank = square - cols.
        let n = free_ranks(p.us_men >> self.cols, 0, &mut r);
        let um = rank_index(&r[..n]);
        let n = free_ranks(p.them_men, 0, &mut r);
        let tm = rank_index(&r[..n]);
        let men = p.us_men | p.them_men;
        let n = free_ranks(p.us_kings, men, &mut r);
        let uk = rank_index(&r[..n]);
        let n = free_ranks(p.them_kings, men | p.us_kings, &mut r);
        let tk = rank_index(&r[..n]);
        ((um * self.sizes[1] + tm) * self.sizes[2] + uk) * self.sizes[3] + tk
    }

    /// The placement of an entry; `None` for a hole (our men and theirs on one square).
    pub fn placement(&self, index: u64) -> Option<Placement> {
        let s = self.slice;
        let tk = index % self.sizes[3];
        let rest = index / self.sizes[3];
        let uk = rest % self.sizes[2];
        let rest = rest / self.sizes[2];
        let (um, tm) = (rest / self.sizes[1], rest % self.sizes[1]);
        let mut r = [0u32; 8];
        let k = u32::from(s.us_men);
        index_ranks(um, k, &mut r);
        let us_men = ranked_squares(&r[..k as usize], 0) << self.cols;
        let k = u32::from(s.them_men);
        index_ranks(tm, k, &mut r);
        let them_men = ranked_squares(&r[..k as usize], 0);
        if us_men & them_men != 0 {
            return None;
        }
        let men = us_men | them_men;
        let k = u32::from(s.us_kings);
        index_ranks(uk, k, &mut r);
        let us_kings = ranked_squares(&r[..k as usize], men);
        let k = u32::from(s.them_kings);
        index_ranks(tk, k, &mut r);
        let them_kings = ranked_squares(&r[..k as usize], men | us_kings);
        debug_assert!((us_men | them_men | us_kings | them_kings) >> self.squares == 0);
        Some(Placement { us_men, us_kings, them_men, them_kings })
    }
}
