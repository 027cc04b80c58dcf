//! The learned part of the evaluation: board patterns (draughts) or features (Dablot,
//! [`crate::features`]) with weights fitted by Damier's own pipeline ([`crate::learn`]:
//! self-play, then logistic regression on the games' results), and the weights files.
//!
//! The board is covered by overlapping 4x4 windows (rows and files starting at even
//! offsets: 16 windows on the 10x10 board, 9 on the 8x8). The 8 dark squares of a window,
//! each empty, a white man or a black man, make a base-3 number, 3^8 = 6,561 entries per
//! window; each entry has two weights, one for a full board and one for an empty one,
//! interpolated by the number of pieces left. Kings count as empty squares here: the
//! hand-written terms of [`crate::eval`] score them (its score enters the model with a learned
//! scale, [`Weights::base_scale`]).
//!
//! One table serves both colours: the board turned half a turn with the colours swapped is
//! the same game, so Black's contribution is White's weight of the turned window, read with
//! the squares in reverse order and the colours swapped, and subtracted. The evaluation of a
//! position and of its colour-swapped mirror are exact opposites by construction. The
//! search reads both weights at once from a folded copy made when the weights are loaded
//! (each window's entry less its turned twin): one memory read per window.
//!
//! The weights are embedded at build time from `weights/<game>.bin` (format in
//! [`Weights::parse`]); a file of the wrong size stops the build, a wrong checksum fails the
//! tests and the first evaluation.

use std::sync::OnceLock;

use damier_rules::Dablot;
use damier_rules::draughts::{EnglishRules, Geometry, InternationalRules, Rules};

/// Entries per window: 3^8.
pub const ENTRIES: usize = 6561;
/// The file's first bytes.
const MAGIC: &[u8; 4] = b"DAMW";
const VERSION: u16 = 1;
/// Header: magic, version, game, window count, entries per window, base scale.
const HEADER: usize = 4 + 2 + 1 + 1 + 4 + 4;
/// Pattern weights are stored in 1/8 of a hundredth of a man.
pub const WEIGHT_UNIT: i32 = 8;
/// The base scale is stored in 1/1024.
pub const SCALE_UNIT: i32 = 1024;

/// The size of a weights file with `tables` tables of `entries` entries.
pub const fn file_size(tables: usize, entries: usize) -> usize {
    HEADER + tables * entries * 2 * 2 + 8
}

/// The windows of one board: for each, the bit (in the rules crate's layout) of the first of
/// its two dark squares on each of its four rows, and the index of the window turned half a
/// turn.
#[derive(Clone, Debug, PartialEq)]
pub struct Windows {
    pub first_bits: Vec<[u8; 4]>,
    pub turned: Vec<usize>,
}

impl Windows {
    pub fn of<R: Rules>() -> Windows {
        let rows = R::ROWS as i32;
        let files = 2 * R::COLS as i32;
        let starts = |n: i32| (0..=n - 4).step_by(2).collect::<Vec<i32>>();
        let (row_starts, file_starts) = (starts(rows), starts(files));
        let mut first_bits = Vec::new();
        let mut turned = Vec::new();
        for &r0 in &row_starts {
            for &c0 in &file_starts {
                let mut bits = [0u8; 4];
                for (k, b) in bits.iter_mut().enumerate() {
                    let r = r0 + k as i32;
                    // The first dark square of row r inside files c0..c0+4.
                    let c = if (r + c0) % 2 == 1 { c0 } else { c0 + 1 };
                    let sq = Geometry::<R>::square_at(r, c).unwrap_or(0);
                    *b = Geometry::<R>::bit(sq).trailing_zeros() as u8;
                }
                first_bits.push(bits);
                let (tr, tc) = (rows - 4 - r0, files - 4 - c0);
                let ri = row_starts.iter().position(|&x| x == tr).unwrap_or(0);
                let ci = file_starts.iter().position(|&x| x == tc).unwrap_or(0);
                turned.push(ri * file_starts.len() + ci);
            }
        }
        Windows { first_bits, turned }
    }

    pub fn len(&self) -> usize {
        self.first_bits.len()
    }

    pub fn is_empty(&self) -> bool {
        self.first_bits.is_empty()
    }

    /// The 8 squares of window `w` in `bb` as an 8-bit mask (row by row, left to right).
    #[inline(always)]
    pub fn mask(&self, w: usize, bb: u64) -> usize {
        let b = &self.first_bits[w];
        ((bb >> b[0]) & 3 | ((bb >> b[1]) & 3) << 2 | ((bb >> b[2]) & 3) << 4 | ((bb >> b[3]) & 3) << 6)
            as usize
    }
}

/// Base-3 digits: `TERNARY[m]` is the sum of 3^k over the bits k of `m`.
const TERNARY: [u16; 256] = {
    let mut t = [0u16; 256];
    let mut m = 0;
    while m < 256 {
        let mut k = 0;
        let mut p = 1u16;
        while k < 8 {
            if m >> k & 1 == 1 {
                t[m] += p;
            }
            p *= 3;
            k += 1;
        }
        m += 1;
    }
    t
};

/// One active entry of a position: table `table` at `index`, added (`sign` 1) or subtracted
/// (-1) from White's score (a draughts window's pattern, or one of Dablot's features).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Active {
    pub table: usize,
    pub index: usize,
    pub sign: i32,
}

/// Window `w`'s entry in its own table: the base-3 number of its squares (1 a white man, 2
/// a black man; the first square the lowest digit).
#[inline(always)]
fn own_entry(windows: &Windows, w: usize, white_men: u64, black_men: u64) -> usize {
    TERNARY[windows.mask(w, white_men)] as usize + 2 * TERNARY[windows.mask(w, black_men)] as usize
}

/// The entry in the turned window's table of the squares whose own entry is `own`: Black's
/// view, the squares in reverse order and the colours swapped.
fn turned_entry(own: usize) -> usize {
    let (mut rest, mut turned) = (own, 0);
    for _ in 0..8 {
        let digit = rest % 3;
        rest /= 3;
        // The first square becomes the last: digits are read off in reverse.
        turned = turned * 3 + [0, 2, 1][digit];
    }
    turned
}

/// The pattern entries of a position (men only), White's point of view: two per window.
pub fn active(windows: &Windows, white_men: u64, black_men: u64, out: &mut Vec<Active>) {
    out.clear();
    for w in 0..windows.len() {
        let own = own_entry(windows, w, white_men, black_men);
        let turned = turned_entry(own);
        out.push(Active { table: w, index: own, sign: 1 });
        out.push(Active { table: windows.turned[w], index: turned, sign: -1 });
    }
}

/// The game phase: 0 with every piece on the board, `max` with none.
#[inline(always)]
pub fn phase(pieces: i32, max: i32) -> i32 {
    (max - pieces).clamp(0, max)
}

/// The shape of one game's weights: `tables` tables of `entries` entries each; in draughts
/// one table per window, in Dablot one table of features ([`crate::features`], no windows).
#[derive(Clone, Debug, PartialEq)]
pub struct Layout {
    pub windows: Windows,
    pub tables: usize,
    pub entries: usize,
}

impl Layout {
    /// One table of [`ENTRIES`] patterns per window, then, with `features`, one table of
    /// features ([`crate::eval::draughts_features`]: kings, men, balance, the kings' squares
    /// and reach).
    pub fn windows(windows: Windows, features: bool) -> Layout {
        Layout { tables: windows.len() + usize::from(features), entries: ENTRIES, windows }
    }

    /// The first weight of the draughts features' table (after the windows' tables), if the
    /// layout has one.
    pub fn features_base(&self) -> Option<usize> {
        (self.tables > self.windows.len()).then_some(self.windows.len() * self.entries)
    }

    /// One table of `entries` features, no windows.
    pub fn flat(entries: usize) -> Layout {
        Layout { windows: Windows { first_bits: Vec::new(), turned: Vec::new() }, tables: 1, entries }
    }

    /// Weights (pairs) in all the tables.
    pub fn len(&self) -> usize {
        self.tables * self.entries
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// The weights of one game.
#[derive(Clone, Debug, PartialEq)]
pub struct Weights {
    pub game: u8,
    pub layout: Layout,
    /// Per table, per entry: (full board, empty board) in 1/[`WEIGHT_UNIT`] hundredths.
    pub table: Vec<[i16; 2]>,
    /// The hand-written evaluation's weight, in 1/[`SCALE_UNIT`].
    pub base_scale: i32,
    /// Per window, per pattern of its squares: the window's own entry less the turned
    /// window's entry for the same squares (Black's view), so that the evaluation reads one
    /// entry per window instead of two ([`Weights::window_sums`]).
    folded: Vec<[i16; 2]>,
}

/// Why a weights file was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WeightsError {
    Size {
        expected: usize,
        found: usize,
    },
    Magic,
    Version(u16),
    Game {
        expected: u8,
        found: u8,
    },
    Tables {
        expected: usize,
        found: usize,
    },
    Entries {
        expected: usize,
        found: usize,
    },
    Checksum,
    /// A weight beyond ±[`MAX_WEIGHT`] (the value).
    Range(i16),
}

/// The largest weight a file may hold: a window's entry less its turned twin then fits in
/// an `i16`.
pub const MAX_WEIGHT: i16 = 16_000;

impl std::fmt::Display for WeightsError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            WeightsError::Size { expected, found } => {
                write!(f, "weights file of {found} bytes, expected {expected}")
            }
            WeightsError::Magic => f.write_str("not a Damier weights file (magic)"),
            WeightsError::Version(v) => write!(f, "weights file version {v}, expected {VERSION}"),
            WeightsError::Game { expected, found } => {
                write!(f, "weights file for game {found}, expected {expected}")
            }
            WeightsError::Tables { expected, found } => {
                write!(f, "weights file with {found} tables, expected {expected}")
            }
            WeightsError::Entries { expected, found } => {
                write!(f, "weights file with {found} entries a table, expected {expected}")
            }
            WeightsError::Checksum => f.write_str("weights file checksum mismatch"),
            WeightsError::Range(v) => write!(f, "weight {v} in the weights file, beyond ±{MAX_WEIGHT}"),
        }
    }
}

/// FNV-1a, 64 bits.
pub fn checksum(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, &b| (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3))
}

impl Weights {
    /// Zero pattern weights and a base scale of one: exactly the hand-written evaluation.
    pub fn neutral(game: u8, layout: Layout) -> Weights {
        let table = vec![[0i16; 2]; layout.len()];
        Weights::new(game, layout, table, SCALE_UNIT)
            .unwrap_or_else(|_| unreachable!("zero weights are in range"))
    }

    /// Weights from their tables (`layout.len()` pairs, each within ±[`MAX_WEIGHT`]).
    pub fn new(
        game: u8,
        layout: Layout,
        table: Vec<[i16; 2]>,
        base_scale: i32,
    ) -> Result<Weights, WeightsError> {
        if let Some(&v) = table.iter().flatten().find(|v| v.unsigned_abs() > MAX_WEIGHT.unsigned_abs()) {
            return Err(WeightsError::Range(v));
        }
        let w = &layout.windows;
        let mut folded = Vec::with_capacity(w.len() * ENTRIES);
        for i in 0..w.len() {
            for own in 0..ENTRIES {
                let turned = turned_entry(own);
                let (a, b) = (table[i * ENTRIES + own], table[w.turned[i] * ENTRIES + turned]);
                // Within ±2 * MAX_WEIGHT, which an i16 holds.
                folded.push([a[0] - b[0], a[1] - b[1]]);
            }
        }
        Ok(Weights { game, layout, table, base_scale, folded })
    }

    /// Reads a weights file: `DAMW`, version (u16), game (u8: 0 international, 1 English,
    /// 2 Dablot), table count (u8), entries per table (u32), base scale (i32), then per table
    /// and entry two i16 (full board, empty board), then the FNV-1a checksum (u64) of all the
    /// bytes before it; little-endian throughout.
    pub fn parse(bytes: &[u8], game: u8, layout: Layout) -> Result<Weights, WeightsError> {
        let expected = file_size(layout.tables, layout.entries);
        if bytes.len() != expected {
            return Err(WeightsError::Size { expected, found: bytes.len() });
        }
        let (body, sum) = bytes.split_at(expected - 8);
        let mut sum_bytes = [0u8; 8];
        sum_bytes.copy_from_slice(sum);
        if checksum(body) != u64::from_le_bytes(sum_bytes) {
            return Err(WeightsError::Checksum);
        }
        if &body[0..4] != MAGIC {
            return Err(WeightsError::Magic);
        }
        let version = u16::from_le_bytes([body[4], body[5]]);
        if version != VERSION {
            return Err(WeightsError::Version(version));
        }
        if body[6] != game {
            return Err(WeightsError::Game { expected: game, found: body[6] });
        }
        if body[7] as usize != layout.tables {
            return Err(WeightsError::Tables { expected: layout.tables, found: body[7] as usize });
        }
        let entries = u32::from_le_bytes([body[8], body[9], body[10], body[11]]) as usize;
        if entries != layout.entries {
            return Err(WeightsError::Entries { expected: layout.entries, found: entries });
        }
        let base_scale = i32::from_le_bytes([body[12], body[13], body[14], body[15]]);
        let table = body[HEADER..]
            .chunks_exact(4)
            .map(|c| [i16::from_le_bytes([c[0], c[1]]), i16::from_le_bytes([c[2], c[3]])])
            .collect();
        Weights::new(game, layout, table, base_scale)
    }

    /// The file [`Weights::parse`] reads.
    pub fn to_bytes(&self) -> Vec<u8> {
        let layout = &self.layout;
        let mut out = Vec::with_capacity(file_size(layout.tables, layout.entries));
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(&VERSION.to_le_bytes());
        out.push(self.game);
        out.push(layout.tables as u8);
        out.extend_from_slice(&(layout.entries as u32).to_le_bytes());
        out.extend_from_slice(&self.base_scale.to_le_bytes());
        for [a, b] in &self.table {
            out.extend_from_slice(&a.to_le_bytes());
            out.extend_from_slice(&b.to_le_bytes());
        }
        let sum = checksum(&out);
        out.extend_from_slice(&sum.to_le_bytes());
        out
    }

    /// The windows' weights summed: (full board, empty board), White's point of view, on
    /// the board of `R` (the weights' windows are `Windows::of::<R>()`). The windows' entries
    /// are read a band of four rows at a time ([`Bands`]).
    #[inline(always)]
    pub fn window_sums<R: Rules>(&self, white_men: u64, black_men: u64) -> (i32, i32) {
        let t = &<R as BoardBands>::BANDS;
        let cols = R::COLS as usize;
        let row_mask = (1u64 << cols) - 1;
        let bands = (R::ROWS as usize - 2) / 2;
        debug_assert_eq!(self.layout.windows.len(), bands * (cols - 1), "weights of another board");
        let (mut full, mut empty) = (0i32, 0i32);
        for band in 0..bands {
            let mut packed = 0u64;
            for k in 0..4 {
                let bit = t.row_bit[2 * band + k];
                packed += t.lanes[k][((white_men >> bit) & row_mask) as usize]
                    + 2 * t.lanes[k][((black_men >> bit) & row_mask) as usize];
            }
            for j in 0..cols - 1 {
                let window = band * (cols - 1) + j;
                let e = &self.folded[window * ENTRIES + ((packed >> (16 * j)) & 0xffff) as usize];
                full += i32::from(e[0]);
                empty += i32::from(e[1]);
            }
        }
        (full, empty)
    }
}

/// The windows of a board by bands: the windows whose rows start on row `2b` make band `b`,
/// and window `j` of a band covers squares `j` and `j + 1` of each of its four rows (the
/// first two dark squares of files `2j..2j + 4`). A window's entry is the sum over its rows
/// `k` of `9^k` times the base-3 value of its two squares there, so one table per `k`,
/// indexed by a row's squares, gives every window of the band its share at once: four
/// 16-bit lanes in a `u64` (an entry is below 3^8 = 6,561, so lanes never carry).
struct Bands {
    /// Per row: the bit of its first square.
    row_bit: [u8; 10],
    /// `lanes[k][v]`: the row pattern `v` (bit `i` for square `i` of the row) as row `k` of
    /// the band's windows, lane `j` for window `j`.
    lanes: [[u64; 32]; 4],
}

const fn bands<R: Rules>() -> Bands {
    let cols = R::COLS as usize;
    let mut t = Bands { row_bit: [0; 10], lanes: [[0; 32]; 4] };
    let mut r = 0;
    while r < R::ROWS as usize {
        t.row_bit[r] = Geometry::<R>::bit((r * cols) as u8).trailing_zeros() as u8;
        r += 1;
    }
    let mut k = 0;
    let mut nine = 1u64;
    while k < 4 {
        let mut v = 0;
        while v < 1 << cols {
            let mut j = 0;
            while j + 1 < cols {
                // Square j is the window's lower digit on this row, square j + 1 the upper.
                let digits = (v >> j & 1) + 3 * (v >> (j + 1) & 1);
                t.lanes[k][v] += (nine * digits as u64) << (16 * j);
                j += 1;
            }
            v += 1;
        }
        nine *= 9;
        k += 1;
    }
    t
}

/// The bands of each board, built once at compile time.
trait BoardBands {
    const BANDS: Bands;
}

impl<R: Rules> BoardBands for R {
    const BANDS: Bands = bands::<R>();
}

/// A game with learned weights: the rules of a draughts game, or Dablot.
pub trait Learned {
    /// The game's code in weights files (0 international, 1 English, 2 Dablot).
    const GAME: u8;
    /// The embedded file.
    const FILE: &'static [u8];
    /// The shape of its weights.
    fn layout() -> Layout;
    /// The parsed weights, read once.
    fn weights() -> &'static Weights;
}

fn load<R: Learned>(cell: &'static OnceLock<Weights>) -> &'static Weights {
    cell.get_or_init(|| match Weights::parse(R::FILE, R::GAME, R::layout()) {
        Ok(w) => w,
        // The embedded file is checked by the tests and its size by the build: this is a
        // broken build, not a user's input.
        Err(e) => panic!("embedded evaluation weights for game {}: {e}", R::GAME),
    })
}

impl Learned for InternationalRules {
    const GAME: u8 = 0;
    const FILE: &'static [u8] = include_bytes!("../weights/international.bin");
    fn layout() -> Layout {
        Layout::windows(Windows::of::<Self>(), true)
    }
    fn weights() -> &'static Weights {
        static CELL: OnceLock<Weights> = OnceLock::new();
        load::<Self>(&CELL)
    }
}

impl Learned for EnglishRules {
    const GAME: u8 = 1;
    const FILE: &'static [u8] = include_bytes!("../weights/english.bin");
    fn layout() -> Layout {
        // The features' table lost when fitted on English's round-2 games (README).
        Layout::windows(Windows::of::<Self>(), false)
    }
    fn weights() -> &'static Weights {
        static CELL: OnceLock<Weights> = OnceLock::new();
        load::<Self>(&CELL)
    }
}

impl Learned for Dablot {
    const GAME: u8 = 2;
    const FILE: &'static [u8] = include_bytes!("../weights/dablot.bin");
    fn layout() -> Layout {
        Layout::flat(crate::features::FEATURES)
    }
    fn weights() -> &'static Weights {
        static CELL: OnceLock<Weights> = OnceLock::new();
        load::<Self>(&CELL)
    }
}

// A file of the wrong size stops the build.
const _: () = assert!(InternationalRules::FILE.len() == file_size(16 + 1, ENTRIES));
const _: () = assert!(EnglishRules::FILE.len() == file_size(9, ENTRIES));
const _: () = assert!(Dablot::FILE.len() == file_size(1, crate::features::FEATURES));

#[cfg(test)]
mod tests {
    use super::*;
    use crate::features::FEATURES;

    #[test]
    fn embedded_weights_parse_with_their_checksum() {
        for (bytes, game, layout) in [
            (InternationalRules::FILE, 0, InternationalRules::layout()),
            (EnglishRules::FILE, 1, EnglishRules::layout()),
            (Dablot::FILE, 2, Dablot::layout()),
        ] {
            let w = Weights::parse(bytes, game, layout.clone());
            assert!(w.is_ok(), "{:?}", w.err());
            let mut broken = bytes.to_vec();
            broken[HEADER + 3] ^= 1;
            assert_eq!(Weights::parse(&broken, game, layout.clone()), Err(WeightsError::Checksum));
            assert!(matches!(Weights::parse(&bytes[1..], game, layout), Err(WeightsError::Size { .. })));
        }
        // A file of the right size is still refused for another game or another shape.
        let dablot = Weights::neutral(2, Dablot::layout()).to_bytes();
        assert_eq!(
            Weights::parse(&dablot, 0, Dablot::layout()),
            Err(WeightsError::Game { expected: 0, found: 2 })
        );
        let mut other = Weights::neutral(2, Layout::flat(FEATURES + 1));
        other.table.pop();
        let other = other.to_bytes();
        assert_eq!(other.len(), dablot.len());
        assert_eq!(
            Weights::parse(&other, 2, Dablot::layout()),
            Err(WeightsError::Entries { expected: FEATURES, found: FEATURES + 1 })
        );
    }

    #[test]
    fn windows_cover_the_board_and_turn_into_each_other() {
        let w = Windows::of::<InternationalRules>();
        assert_eq!(w.len(), 16);
        let mut covered = 0u64;
        for i in 0..w.len() {
            assert_eq!(w.turned[w.turned[i]], i);
            for &b in &w.first_bits[i] {
                covered |= 3 << b;
            }
        }
        let all = (0..50).fold(0u64, |m, s| m | Geometry::<InternationalRules>::bit(s));
        assert_eq!(covered, all);
        let e = Windows::of::<EnglishRules>();
        assert_eq!(e.len(), 9);
        assert_eq!(e.turned[0], 8);
    }

    #[test]
    fn round_trip_and_turned_symmetry() {
        let layout = InternationalRules::layout();
        let table = (0..layout.len()).map(|i| [(i % 97) as i16 - 48, (i % 89) as i16 - 44]).collect();
        let w = Weights::new(0, layout, table, SCALE_UNIT).expect("weights in range");
        let back = Weights::parse(&w.to_bytes(), 0, w.layout.clone());
        assert!(back.as_ref() == Ok(&w), "the weights read back differ");
        // A position and its turned, colour-swapped mirror score exact opposites.
        let sq = |s: &[u8]| s.iter().fold(0u64, |m, &x| m | Geometry::<InternationalRules>::bit(x));
        let (white, black) = (sq(&[30, 31, 33, 40, 44, 47]), sq(&[3, 11, 12, 17, 20]));
        let mirror = |bb: u64| {
            (0..50u8)
                .filter(|&s| bb & Geometry::<InternationalRules>::bit(s) != 0)
                .map(|s| 49 - s)
                .collect::<Vec<_>>()
        };
        let (mw, mb) = (sq(&mirror(black)), sq(&mirror(white)));
        let a = w.window_sums::<InternationalRules>(white, black);
        assert_ne!(a, (0, 0));
        assert_eq!(w.window_sums::<InternationalRules>(mw, mb), (-a.0, -a.1));
        // The folded sums are the sums of the two entries of each window, own less turned.
        let mut active = Vec::new();
        super::active(&w.layout.windows, white, black, &mut active);
        let summed = active.iter().fold((0, 0), |(f, e), x| {
            let entry = w.table[x.table * ENTRIES + x.index];
            (f + x.sign * i32::from(entry[0]), e + x.sign * i32::from(entry[1]))
        });
        assert_eq!(summed, a);
    }

    /// The bands read every window's entry as [`own_entry`] does, square by square.
    fn bands_agree_with_the_windows<R: Rules + Learned>() {
        let layout = R::layout();
        // Distinct weights everywhere (an LCG), so that a wrong entry shows in the sums.
        let mut x = 0x2545_f491_4f6c_dd1du64;
        let mut next = move || {
            x = x.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
            x >> 33
        };
        let table = (0..layout.len()).map(|_| [(next() % 8001) as i16 - 4000, (next() % 8001) as i16 - 4000]);
        let w = Weights::new(R::GAME, layout, table.collect(), SCALE_UNIT).expect("weights in range");
        let squares = Geometry::<R>::SQUARES as u8;
        for _ in 0..2000 {
            let (mut white, mut black) = (0u64, 0u64);
            for s in 0..squares {
                match next() % 3 {
                    1 => white |= Geometry::<R>::bit(s),
                    2 => black |= Geometry::<R>::bit(s),
                    _ => {}
                }
            }
            let windows = &w.layout.windows;
            let expected = (0..windows.len()).fold((0, 0), |(f, e), i| {
                let entry = w.folded[i * ENTRIES + own_entry(windows, i, white, black)];
                (f + i32::from(entry[0]), e + i32::from(entry[1]))
            });
            assert_eq!(w.window_sums::<R>(white, black), expected, "{white:x} {black:x}");
        }
    }

    #[test]
    fn bands_read_the_windows_of_both_boards() {
        bands_agree_with_the_windows::<InternationalRules>();
        bands_agree_with_the_windows::<EnglishRules>();
    }

    #[test]
    fn weights_out_of_range_are_refused() {
        let layout = InternationalRules::layout();
        let mut table = vec![[0i16; 2]; layout.len()];
        table[123][1] = MAX_WEIGHT + 1;
        let w = Weights::new(0, layout, table, SCALE_UNIT);
        assert!(matches!(w, Err(WeightsError::Range(v)) if v == MAX_WEIGHT + 1));
    }
}
