//! Static evaluation, one per game, in hundredths of a man, from the side to move's point of
//! view (negamax).
//!
//! Draughts (international and English share one function, with weights per game):
//! - **material**: men and kings ([`DraughtsWeights::MAN`], [`DraughtsWeights::KING`]);
//! - **advancement and tempo**: a man gains a little for each row it has advanced, more in the
//!   last rows, where it threatens to crown;
//! - **centre**: men on the central files control the board;
//! - **back rank**: men kept on their own crowning-guard row while the opponent still has men
//!   (they stop the opponent from crowning); English adds the "bridge" (seed 004 play: squares
//!   1 and 3 for Black, 30 and 32 for White);
//! - **outposts** (international): a man on the opponent's half supported by two men behind it;
//! - **runaway men**: a man whose way to the crowning row no enemy piece can block, when the
//!   opponent has no king to catch it, is scored nearly as a king;
//! - **trading down**: the side ahead in material gains as pieces come off, so it simplifies.
//!
//! Dablot Prejjesne: material by rank (warrior, prince, king: seed 003's rank rule makes higher
//! ranks both stronger and harder to take), mobility (empty points next to each piece), king
//! and prince safety (an enemy of equal or higher rank next to them is a threat; friendly pieces
//! around them are cover), and the ending: a piece ranked above every enemy piece can never be
//! taken, so it is worth more and gains by closing in on the enemy, attacking it and taking away
//! its free points (see the `DABLOT_*` constants; [`Evaluate::evaluate_basic`] leaves these out).
//! The master's Dablot evaluation scales these terms by a learned factor and adds learned
//! features ([`crate::features`], [`dablot_learned`]).

use damier_rules::dablot::{self, POINTS};
use damier_rules::draughts::{Draughts, EnglishRules, Geometry, InternationalRules, Rules};
use damier_rules::{Color, Dablot, DrawRule24, Position};

use crate::egdb::Wdl;
use crate::patterns::{Learned, SCALE_UNIT, WEIGHT_UNIT, Weights, phase};

/// A position the search can evaluate.
pub trait Evaluate: Position {
    /// The score for the side to move, in hundredths of a man.
    fn evaluate(&self) -> i32;

    /// The evaluation without the endgame technique (see [`crate::Level::technique`]): the
    /// same as [`Evaluate::evaluate`] except in Dablot, where it leaves out the ending terms.
    fn evaluate_basic(&self) -> i32 {
        self.evaluate()
    }

    /// The exact result from an endgame table, for the endgame technique: `Some(n)`, the side
    /// to move wins in `n` plies (negative: loses in `-n`); `None` outside the tables (in
    /// draughts, always).
    fn probe(&self) -> Option<i32> {
        None
    }

    /// The installed endgame databases' result ([`crate::egdb`]) for the tables of this form
    /// of rule 24; `None` outside them (always in Dablot).
    fn probe_tables(&self, _rule24: DrawRule24) -> Option<Wdl> {
        None
    }

    /// The side to move has a man one step from crowning with the square free: the search
    /// looks one ply further at such a leaf rather than trusting the evaluation.
    fn can_crown(&self) -> bool {
        false
    }

    /// ProbCut's margin per ply of depth, in hundredths of a man ([`crate::search`]): it
    /// follows the spread of the game's scores, which the learned weights set.
    const PROBCUT_MARGIN: i32 = 5;
}

/// Evaluation weights of one draughts game, in hundredths of a man.
pub trait DraughtsWeights: Rules {
    const MAN: i32;
    const KING: i32;
    /// Bonus for a man by rows advanced from its own back row (index 0 = back row).
    const ADVANCE: &'static [i32];
    /// Bonus for a man on one of the central files, on the middle rows.
    const CENTRE: i32;
    /// Bonus for a man still on its back row while the opponent has men.
    const BACK_RANK: i32;
    /// Extra for the two back-row squares that guard the most crowning squares.
    const BRIDGE: i32;
    /// Bonus for a supported man on the opponent's half.
    const OUTPOST: i32;
    /// Bonus for a runaway man (minus [`DraughtsWeights::RUNAWAY_PER_ROW`] per row still to go).
    const RUNAWAY: i32;
    const RUNAWAY_PER_ROW: i32;
    /// Bonus per king on the central squares (kings like open lines).
    const KING_CENTRE: i32;
    /// Per free step of a man (a blocked position loses by having no moves).
    const MOBILITY: i32;
    /// Penalty per man of difference between the left and right halves of the board.
    const BALANCE: i32;
    /// Kings fly (international): a lone king is hard to catch, so a lead against a king
    /// is worth much less with few pieces left ([`drawish`]).
    const DRAWISH_KINGS: bool;
    /// See [`Evaluate::PROBCUT_MARGIN`]. International's learned scores spread three to four
    /// times as wide as Scan 2.0's (whose margin is 5) on the same positions; English keeps
    /// Scan's 5 (Scan plays no English to compare with).
    const PROBCUT_MARGIN: i32;
}

impl DraughtsWeights for InternationalRules {
    const MAN: i32 = 100;
    const KING: i32 = 320;
    const ADVANCE: &'static [i32] = &[0, 2, 4, 6, 8, 10, 14, 20, 30, 0];
    const CENTRE: i32 = 6;
    const BACK_RANK: i32 = 6;
    const BRIDGE: i32 = 4;
    const OUTPOST: i32 = 10;
    const RUNAWAY: i32 = 220;
    const RUNAWAY_PER_ROW: i32 = 25;
    const KING_CENTRE: i32 = 10;
    const MOBILITY: i32 = 2;
    const BALANCE: i32 = 3;
    const DRAWISH_KINGS: bool = true;
    const PROBCUT_MARGIN: i32 = 15;
}

impl DraughtsWeights for EnglishRules {
    const MAN: i32 = 100;
    const KING: i32 = 145;
    const ADVANCE: &'static [i32] = &[0, 1, 2, 4, 6, 10, 16, 0];
    const CENTRE: i32 = 5;
    const BACK_RANK: i32 = 6;
    const BRIDGE: i32 = 8;
    const OUTPOST: i32 = 0;
    const RUNAWAY: i32 = 40;
    const RUNAWAY_PER_ROW: i32 = 6;
    const KING_CENTRE: i32 = 6;
    const MOBILITY: i32 = 2;
    const BALANCE: i32 = 0;
    const DRAWISH_KINGS: bool = false;
    const PROBCUT_MARGIN: i32 = 5;
}

impl<R: DraughtsWeights + Learned> Evaluate for Draughts<R> {
    const PROBCUT_MARGIN: i32 = R::PROBCUT_MARGIN;

    fn evaluate(&self) -> i32 {
        let white = learned_eval::<R>(self, R::weights());
        if self.turn() == Color::White { white } else { -white }
    }

    fn probe_tables(&self, rule24: DrawRule24) -> Option<Wdl> {
        crate::egdb::probe(self, rule24)
    }

    fn can_crown(&self) -> bool {
        let [white, black, kings] = self.bitboards();
        let c = self.turn().index();
        let men = [white, black][c] & !kings & R::MASKS.advance[c][R::ROWS as usize - 2];
        let empty = R::MASKS.board & !(white | black);
        Geometry::<R>::man_steps(men, self.turn()).iter().any(|&to| to & empty != 0)
    }
}

/// White's score: the hand-written terms scaled by the learned base scale, plus the learned
/// patterns ([`crate::patterns`]).
pub fn learned_eval<R: DraughtsWeights>(pos: &Draughts<R>, w: &Weights) -> i32 {
    let [white, black, kings] = pos.bitboards();
    let max = 2 * R::MAX_PIECES as i32;
    let phase = phase(count(white | black), max);
    let (mut full, mut empty) = w.window_sums::<R>(white & !kings, black & !kings);
    if let Some(base) = w.layout.features_base() {
        draughts_features::<R>(white, black, kings, |index, sign| {
            let e = &w.table[base + index];
            full += sign * i32::from(e[0]);
            empty += sign * i32::from(e[1]);
        });
    }
    let patterns = (full * (max - phase) + empty * phase) / (WEIGHT_UNIT * max);
    let score = draughts_eval::<R>(pos) * w.base_scale / SCALE_UNIT + patterns;
    if R::DRAWISH_KINGS { drawish(score, white, black, kings) } else { score }
}

/// White's score `score` shrunk where flying kings make the lead hard to turn into a win:
/// the side ahead has three pieces or fewer against a king (an eighth), or both sides have
/// as many kings and their men differ by one at most (a half).
fn drawish(score: i32, white: u64, black: u64, kings: u64) -> i32 {
    let (ahead, behind) = if score > 0 { (white, black) } else { (black, white) };
    if behind & kings == 0 {
        return score;
    }
    let (ahead_kings, behind_kings) = (count(ahead & kings), count(behind & kings));
    let (ahead_men, behind_men) = (count(ahead & !kings), count(behind & !kings));
    if count(ahead) <= 3 {
        score / 8
    } else if ahead_kings == behind_kings && (ahead_men - behind_men).abs() <= 1 {
        score / 2
    } else {
        score
    }
}

/// Square masks the draughts evaluation uses, in the rules crate's bit layout
/// ([`Geometry::bit`]), computed at compile time for each board. Index 0 is White, 1 Black.
struct Masks {
    /// `advance[c][n]`: the squares where a man of colour `c` has advanced `n` rows.
    advance: [[u64; 10]; 2],
    /// Central files (all but the two outer ones on each side) of the middle rows.
    centre: u64,
    /// Each colour's own back row.
    back: [u64; 2],
    /// The bridge squares of each colour's back row.
    bridge: [u64; 2],
    /// By bit: the two squares diagonally behind a square (towards the colour's own side).
    behind: [[u64; 64]; 2],
    /// By bit: every square a man there must pass or that an enemy could block from, up to
    /// the crowning row (the widening cone ahead of it).
    cone: [[u64; 64]; 2],
    /// Squares where a man is at most half the board from crowning (runaway candidates).
    late: [u64; 2],
    /// The opponent's half (outpost squares).
    far_half: [u64; 2],
    /// Every square of the board.
    board: u64,
    /// The left half of the board (files a-e on the 10x10 board).
    left: u64,
    /// By bit: the 0-based square number.
    square: [u8; 64],
}

const fn masks<R: Rules>() -> Masks {
    let rows = R::ROWS as i32;
    let files = 2 * R::COLS as i32;
    let mut m = Masks {
        advance: [[0; 10]; 2],
        centre: 0,
        back: [0; 2],
        bridge: [0; 2],
        behind: [[0; 64]; 2],
        cone: [[0; 64]; 2],
        late: [0; 2],
        far_half: [0; 2],
        board: 0,
        left: 0,
        square: [0; 64],
    };
    let mut sq = 0;
    while sq < Geometry::<R>::SQUARES as u8 {
        let (row, col) = Geometry::<R>::coords(sq);
        let bit = Geometry::<R>::bit(sq);
        let index = bit.trailing_zeros() as usize;
        if col >= 2 && col < files - 2 && row >= 2 && row < rows - 2 {
            m.centre |= bit;
        }
        m.board |= bit;
        m.square[index] = sq;
        if col < files / 2 {
            m.left |= bit;
        }
        let mut c = 0;
        while c < 2 {
            // White (c = 0) moves up the board (towards row 0).
            let forward = if c == 0 { -1 } else { 1 };
            let adv = if c == 0 { rows - 1 - row } else { row };
            m.advance[c][adv as usize] |= bit;
            if adv == 0 {
                m.back[c] |= bit;
                let bridge = if c == 0 { col == 2 || col == 6 } else { col == files - 3 || col == files - 7 };
                if bridge {
                    m.bridge[c] |= bit;
                }
            }
            if adv >= rows / 2 {
                m.far_half[c] |= bit;
            }
            let to_go = rows - 1 - adv;
            if to_go < rows / 2 {
                m.late[c] |= bit;
            }
            let mut dc = -1;
            while dc <= 1 {
                if let Some(b) = Geometry::<R>::square_at(row - forward, col + dc) {
                    m.behind[c][index] |= Geometry::<R>::bit(b);
                }
                dc += 2;
            }
            let mut k = 1;
            while k <= to_go {
                let mut cc = col - k;
                while cc <= col + k {
                    if let Some(b) = Geometry::<R>::square_at(row + forward * k, cc) {
                        m.cone[c][index] |= Geometry::<R>::bit(b);
                    }
                    cc += 1;
                }
                k += 1;
            }
            c += 1;
        }
        sq += 1;
    }
    m
}

/// The masks of each board, built once at compile time.
trait BoardMasks {
    const MASKS: Masks;
}

impl<R: Rules> BoardMasks for R {
    const MASKS: Masks = masks::<R>();
}

fn count(bb: u64) -> i32 {
    bb.count_ones() as i32
}

/// The score of one colour's pieces (see the module documentation); `men`, `kings` are that
/// colour's, `enemy` all the opponent's pieces.
fn side_score<R: DraughtsWeights>(c: usize, men: u64, kings: u64, enemy: u64, enemy_men: u64) -> i32 {
    let m = &R::MASKS;
    let mut score = R::MAN * count(men) + R::KING * count(kings);
    // Steps of the men, in the rules crate's layout.
    let empty = m.board & !(men | kings | enemy);
    let color = if c == 0 { Color::White } else { Color::Black };
    let moves: i32 = Geometry::<R>::man_steps(men, color).iter().map(|&to| count(to & empty)).sum();
    score += R::MOBILITY * moves;
    score -= R::BALANCE * (count(men & m.left) - count(men & !m.left)).abs();
    for (n, &w) in R::ADVANCE.iter().enumerate() {
        score += w * count(men & m.advance[c][n]);
    }
    score += R::CENTRE * count(men & m.centre) + R::KING_CENTRE * count(kings & m.centre);
    if enemy_men != 0 {
        score += R::BACK_RANK * count(men & m.back[c]) + R::BRIDGE * count(men & m.bridge[c]);
    }
    if R::OUTPOST != 0 {
        let mut outposts = men & m.far_half[c];
        while outposts != 0 {
            let i = outposts.trailing_zeros() as usize;
            outposts &= outposts - 1;
            if m.behind[c][i] & men == m.behind[c][i] && m.behind[c][i].count_ones() == 2 {
                score += R::OUTPOST;
            }
        }
    }
    // Runaway: no enemy piece in the cone ahead, and no enemy king that could catch it.
    if enemy & !enemy_men == 0 {
        let mut late = men & m.late[c];
        while late != 0 {
            let i = late.trailing_zeros() as usize;
            late &= late - 1;
            if m.cone[c][i] & enemy == 0 {
                let to_go = (0..R::ROWS as usize)
                    .find(|&n| m.advance[c][n] & (1 << i) != 0)
                    .map_or(0, |adv| R::ROWS as i32 - 1 - adv as i32);
                score += R::RUNAWAY - R::RUNAWAY_PER_ROW * to_go;
            }
        }
    }
    score
}

/// Entries of the draughts features' table ([`crate::patterns::Layout::windows`]), each a
/// per-colour fact whose weight the pipeline fits: the number of kings (up to 4), of men,
/// the men's left-right imbalance (up to 10), holding kings while the opponent has none,
/// each king's square, and the empty squares the kings reach (up to 31).
const F_KINGS: usize = 0;
const F_MEN: usize = 8;
const F_BALANCE: usize = 32;
const F_SOLE_KINGS: usize = 48;
const F_KING_SQUARE: usize = 64;
const F_KING_REACH: usize = 128;

/// Calls `visit(entry, sign)` for each feature of the position ([`F_KINGS`] and the rest):
/// White's with sign 1, Black's with sign -1, Black's read on the board turned half a turn
/// (the same table serves both colours, as for the windows).
#[inline(always)]
pub fn draughts_features<R: DraughtsWeights>(
    white: u64,
    black: u64,
    kings: u64,
    mut visit: impl FnMut(usize, i32),
) {
    let m = &R::MASKS;
    for (c, own, other, sign) in [(0, white, black, 1), (1, black, white, -1)] {
        let (own_kings, men) = (own & kings, own & !kings);
        visit(F_KINGS + count(own_kings).min(4) as usize, sign);
        visit(F_MEN + count(men) as usize, sign);
        visit(F_BALANCE + (count(men & m.left) - count(men & !m.left)).unsigned_abs().min(10) as usize, sign);
        if own_kings == 0 {
            continue;
        }
        if other & kings == 0 {
            visit(F_SOLE_KINGS, sign);
        }
        let mut k = own_kings;
        while k != 0 {
            let square = usize::from(m.square[k.trailing_zeros() as usize]);
            k &= k - 1;
            let seen = if c == 0 { square } else { Geometry::<R>::SQUARES as usize - 1 - square };
            visit(F_KING_SQUARE + seen, sign);
        }
        visit(F_KING_REACH + king_reach::<R>(own_kings, white | black).min(31) as usize, sign);
    }
}

/// The empty squares the kings `kings` can move to.
fn king_reach<R: DraughtsWeights>(kings: u64, occupied: u64) -> u32 {
    count(Geometry::<R>::king_targets(kings, R::MASKS.board & !occupied)) as u32
}

/// The hand-written draughts evaluation, White's point of view.
pub fn draughts_eval<R: DraughtsWeights>(pos: &Draughts<R>) -> i32 {
    let [white, black, kings] = pos.bitboards();
    hand_eval::<R>(white, black, kings)
}

/// [`draughts_eval`] from the bitboards of [`Draughts::bitboards`].
pub fn hand_eval<R: DraughtsWeights>(white: u64, black: u64, kings: u64) -> i32 {
    let (wm, bm) = (white & !kings, black & !kings);
    let w = side_score::<R>(0, wm, white & kings, black, bm);
    let b = side_score::<R>(1, bm, black & kings, white, wm);
    let total = count(white | black);
    let diff = w - b;
    // Trading down: the side ahead gains up to a fifth of its lead as the board empties.
    let max_total = 2 * R::MAX_PIECES as i32;
    diff + diff * (max_total - total) / (5 * max_total)
}

// ---- Dablot ---------------------------------------------------------------------------------

/// Material by rank (seed 003: a piece takes only enemies of equal or lower rank).
const DABLOT_VALUE: [i32; 3] = [100, 240, 380];
/// Per empty point next to a piece.
const DABLOT_MOBILITY: i32 = 3;
/// A prince or king next to an enemy that may take it.
const DABLOT_THREAT: [i32; 3] = [0, 60, 90];
/// Per friendly piece next to the prince or king.
const DABLOT_COVER: i32 = 6;
/// Warriors near the middle of the board (points with `x` 2..=8, `y` 3..=9).
const DABLOT_CENTRE: i32 = 4;
/// Per piece that no enemy piece can ever take (its rank is above every enemy's: the king
/// once the enemy king is gone, the prince once the enemy king and prince are gone).
const DABLOT_UNTOUCHABLE: i32 = 60;
/// Per step an untouchable piece is closer to the nearest enemy piece than
/// [`DABLOT_FAR`] steps: it cannot be taken, so it should hunt.
const DABLOT_HUNT: i32 = 5;
/// Steps across the board (no two points are further apart).
const DABLOT_FAR: i32 = 11;
/// Per enemy piece an untouchable piece could jump at once (the enemy must spend its move).
const DABLOT_ATTACK: i32 = 12;
/// Per empty point next to an enemy piece, for a side with an untouchable piece: the
/// enemy cannot pass, so fewer safe moves bring it to zugzwang.
const DABLOT_SQUEEZE: i32 = 3;

/// Board tables the Dablot evaluation uses, built once from the rules crate's geometry.
pub struct DablotTables {
    /// Points with `x` in 2..=8 and `y` in 3..=9: the middle of the board.
    centre: u128,
    /// Per direction: the points that have a neighbour that way, and the index shift to it
    /// (`d ^ 1` is the opposite of `d`).
    pub steps: [(u128, i32); 8],
    /// `within[p][d]`: the points at most `d` steps from `p` (orthogonal steps join corners
    /// two units apart, diagonal ones a corner and a centre one unit apart each way: half the
    /// Manhattan distance in doubled-lattice units, rounded up), so the nearest of a set is
    /// found with a few masks.
    within: [[u128; DABLOT_FAR as usize + 1]; POINTS],
}

pub fn dablot_tables() -> &'static DablotTables {
    static TABLES: std::sync::OnceLock<DablotTables> = std::sync::OnceLock::new();
    TABLES.get_or_init(|| {
        let xy = |p: usize| dablot::coords(p as u8).map_or((0, 0), |(x, y)| (i32::from(x), i32::from(y)));
        let mut t =
            DablotTables { centre: 0, steps: [(0, 0); 8], within: [[0; DABLOT_FAR as usize + 1]; POINTS] };
        // The index shift of each direction (see `damier_rules::dablot`: a pair of rows holds
        // 11 points): right, left, up, down, then the four diagonals.
        for (d, shift) in [1, -1, 11, -11, 6, -6, 5, -5].into_iter().enumerate() {
            let mut from = 0u128;
            for p in 0..POINTS {
                let q = p as i32 + shift;
                if (0..POINTS as i32).contains(&q) && dablot::neighbours(p as u8) & 1 << q != 0 {
                    from |= 1 << p;
                }
            }
            t.steps[d] = (from, shift);
        }
        for p in 0..POINTS {
            let (x, y) = xy(p);
            if (2..=8).contains(&x) && (3..=9).contains(&y) {
                t.centre |= 1 << p;
            }
            for q in 0..POINTS {
                let (u, v) = xy(q);
                let steps = (((x - u).abs() + (y - v).abs() + 1) / 2) as usize;
                for ring in &mut t.within[p][steps.min(DABLOT_FAR as usize)..] {
                    *ring |= 1 << q;
                }
            }
        }
        t
    })
}

fn bits(mut bb: u128) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        (bb != 0).then(|| {
            let p = bb.trailing_zeros() as u8;
            bb &= bb - 1;
            p
        })
    })
}

/// Empty points next to the pieces of `own`, counted once per piece (the sum over the
/// pieces of their free neighbours), by shifting the whole set one way at a time.
fn dablot_mobility(t: &DablotTables, own: u128, empty: u128) -> i32 {
    t.steps
        .iter()
        .map(|&(from, shift)| {
            let moved = if shift > 0 { (own & from) << shift } else { (own & from) >> -shift };
            (moved & empty).count_ones() as i32
        })
        .sum()
}

/// Enemy pieces (of `prey`) that the piece on `p` could jump now: adjacent, with an empty
/// point straight beyond them on the same line.
fn dablot_attacks(p: u8, prey: u128, empty: u128) -> i32 {
    dablot::jumps(p).iter().filter(|&&(q, r)| prey & 1 << q != 0 && empty & 1 << r != 0).count() as i32
}

/// The hand-written Dablot evaluation, White's point of view; `ending` adds the ending terms
/// (untouchable pieces that hunt and squeeze the enemy).
pub fn dablot_eval(pos: &Dablot, ending: bool) -> i32 {
    let t = dablot_tables();
    let [white, black, princes, kings] = pos.bitboards();
    let empty = ((1u128 << POINTS) - 1) & !(white | black);
    let side = [white, black];
    let mobility = [dablot_mobility(t, white, empty), dablot_mobility(t, black, empty)];
    let mut score = [0i32; 2];
    let mut material = [0i32; 2];
    for c in 0..2 {
        let (own, enemy) = (side[c], side[1 - c]);
        let warriors = own & !princes & !kings;
        material[c] = DABLOT_VALUE[0] * warriors.count_ones() as i32
            + DABLOT_VALUE[1] * (own & princes).count_ones() as i32
            + DABLOT_VALUE[2] * (own & kings).count_ones() as i32;
        score[c] += DABLOT_CENTRE * (warriors & t.centre).count_ones() as i32 + DABLOT_MOBILITY * mobility[c];
        // The prince and the king: threatened by an adjacent enemy of equal or higher rank
        // (seed 003's rank rule), covered by adjacent friends.
        for (rank, mask, takers) in [(1, princes, princes | kings), (2, kings, kings)] {
            for p in bits(own & mask) {
                let near = dablot::neighbours(p);
                if near & enemy & takers != 0 {
                    score[c] -= DABLOT_THREAT[rank];
                }
                score[c] += DABLOT_COVER * (near & own).count_ones().min(4) as i32;
            }
        }
        if !ending {
            continue;
        }
        // Pieces ranked above every enemy piece cannot be taken: they hunt, and the enemy,
        // which can only wait for them, is squeezed.
        let untouchable = if enemy & kings != 0 {
            0
        } else if enemy & princes != 0 {
            own & kings
        } else {
            own & (kings | princes)
        };
        if untouchable != 0 {
            score[c] -= DABLOT_SQUEEZE * mobility[1 - c];
        }
        for p in bits(untouchable) {
            let nearest = t.within[p as usize].iter().position(|&ring| ring & enemy != 0);
            let closer = nearest.map_or(0, |d| DABLOT_FAR - d as i32);
            score[c] +=
                DABLOT_UNTOUCHABLE + DABLOT_HUNT * closer + DABLOT_ATTACK * dablot_attacks(p, enemy, empty);
        }
    }
    material[0] - material[1] + score[0] - score[1]
}

/// White's score in Dablot: the hand-written evaluation with its ending terms, scaled by the
/// learned base scale, plus the learned features ([`crate::features`]).
pub fn dablot_learned(pos: &Dablot, w: &Weights) -> i32 {
    let features = crate::features::score(pos, &w.table) / (WEIGHT_UNIT * crate::features::MAX_PIECES);
    dablot_eval(pos, true) * w.base_scale / SCALE_UNIT + features
}

impl Evaluate for Dablot {
    /// Material by rank, warriors in the centre, mobility, the prince's and the king's safety
    /// (an enemy of equal or higher rank next to them is a threat, friendly pieces around
    /// them are cover); in the ending, untouchable pieces (see [`DABLOT_UNTOUCHABLE`]) hunt
    /// the enemy's pieces and squeeze them.
    /// The master's evaluation: these terms and the ending terms, with the learned features
    /// ([`dablot_learned`]).
    fn evaluate(&self) -> i32 {
        let white = dablot_learned(self, Dablot::weights());
        if self.turn() == Color::White { white } else { -white }
    }

    /// Without the ending terms and the learned features (the levels below the master).
    fn evaluate_basic(&self) -> i32 {
        let white = dablot_eval(self, false);
        if self.turn() == Color::White { white } else { -white }
    }

    /// King and prince against a lone warrior ([`crate::endgame`]).
    fn probe(&self) -> Option<i32> {
        crate::endgame::probe(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use damier_rules::{English, International};

    fn mirrored<P: Evaluate>(fen: &str, mirror: &str) {
        let a = P::from_fen(fen).expect("fen");
        let b = P::from_fen(mirror).expect("mirror fen");
        assert_eq!(a.evaluate(), b.evaluate(), "{fen} vs {mirror}");
    }

    #[test]
    fn start_positions_are_level() {
        assert_eq!(International::start().evaluate(), 0);
        assert_eq!(English::start().evaluate(), 0);
        // Dablot's learned features include the side to move (features::TEMPO): the start is
        // worth the same small edge to whichever side is to move, never material.
        let white = Dablot::start();
        let fen = white.to_fen();
        let black = Dablot::from_fen(&format!("B{}", &fen[1..])).expect("the start with Black to move");
        assert_eq!(white.evaluate(), black.evaluate(), "{fen}");
        assert!(white.evaluate().abs() <= 10, "{}", white.evaluate());
    }

    /// The features' entries of a position, with their signs, sorted.
    fn features<R: DraughtsWeights>(pos: &Draughts<R>) -> Vec<(usize, i32)> {
        let [white, black, kings] = pos.bitboards();
        let mut out = Vec::new();
        draughts_features::<R>(white, black, kings, |i, sign| out.push((i, sign)));
        out.sort_unstable();
        out
    }

    #[test]
    fn draughts_features_count_kings_men_balance_and_the_kings_reach() {
        // White: a king in the corner (square 46) whose long diagonal is cut by its own man
        // on 23 (it reaches 41, 37, 32, 28), and men on 23 and 33 (both right of the middle).
        // Black: a lone king on 5, blocked by nothing along 10-14-...-41 but White's 23: it
        // reaches 10, 14, 19 on that line and nothing else from the corner.
        let pos = International::from_fen("W:W23,33,K46:BK5").expect("fen");
        let want = vec![
            (F_KINGS + 1, -1),
            (F_KINGS + 1, 1),
            (F_MEN, -1),
            (F_MEN + 2, 1),
            (F_BALANCE, -1),
            (F_BALANCE + 2, 1),
            // Black's square 5 (index 4) read on the turned board: index 45, like White's 46.
            (F_KING_SQUARE + 45, -1),
            (F_KING_SQUARE + 45, 1),
            (F_KING_REACH + 3, -1),
            (F_KING_REACH + 4, 1),
        ];
        assert_eq!(features(&pos), want);
        // English kings step: a king alone in the middle reaches its four neighbours, and
        // holding the only kings is a feature of its own.
        let pos = English::from_fen("W:WK14,5:B20").expect("fen");
        let f = features(&pos);
        assert!(f.contains(&(F_KING_REACH + 4, 1)), "{f:?}");
        assert!(f.contains(&(F_SOLE_KINGS, 1)), "{f:?}");
        assert!(!f.iter().any(|&(i, s)| i == F_SOLE_KINGS && s == -1), "{f:?}");
    }

    #[test]
    fn colour_mirrored_positions_score_the_same_for_the_side_to_move() {
        // Square s and 51 - s are mirror images through the centre on the 10x10 board.
        mirrored::<International>("W:W28,33,K45:B5,10", "B:B23,18,K6:W46,41");
        mirrored::<International>("W:W28,33,K45,K40:B5,10,K3", "B:B23,18,K6,K11:W46,41,K48");
        mirrored::<English>("B:W21,22,K30:B1,9,10", "W:B12,11,K3:W32,24,23");
    }

    #[test]
    fn material_dominates() {
        // A man up in a small ending: the learned weights (fitted to results, where such
        // endings are often drawn) rate it lower than the hand-written 1.4 men, but clearly up.
        let up = International::from_fen("W:W31,32,33:B1,2").expect("fen");
        assert!(up.evaluate() > 30, "a man up: {}", up.evaluate());
        let king = International::from_fen("W:WK31,32:B1,2,3").expect("fen");
        assert!(king.evaluate() > 50, "a king is worth more than a man: {}", king.evaluate());
        let d = Dablot::from_fen("W:WKk7,a1:Ba13").expect("fen");
        assert!(d.evaluate() > 300);
    }

    #[test]
    fn flying_kings_make_small_leads_drawish() {
        // Three kings against one: rarely a win with flying kings, a won ending in English.
        let three_v_one = International::from_fen("W:WK28,K33,K38:BK5").expect("fen");
        let three = three_v_one.evaluate();
        let four = International::from_fen("W:WK28,K33,K38,K39:BK5").expect("fen").evaluate();
        // Three pieces against a king: an eighth of the lead (four pieces keep all of it).
        assert!(three > 0, "3 kings v 1: {three}");
        assert!(four > 4 * three, "4 kings v 1 {four}, 3 v 1 {three}");
        let bits = three_v_one.bitboards();
        assert_eq!(drawish(800, bits[0], bits[1], bits[2]), 100);
        assert_eq!(drawish(-800, bits[1], bits[0], bits[2]), -100, "Black three v one");
        let english = English::from_fen("W:WK14,K18:BK1").expect("fen").evaluate();
        assert!(english > 150, "English 2 kings v 1: {english}");
        // Equal kings, men one apart: halved, so the side behind scores half its deficit.
        let raw = learned_eval::<InternationalRules>(
            &International::from_fen("W:WK3,31,32,33:BK48,1,2").expect("fen"),
            InternationalRules::weights(),
        );
        let bits = International::from_fen("W:WK3,31,32,33:BK48,1,2").expect("fen").bitboards();
        assert_eq!(drawish(2 * raw.abs(), bits[0], bits[1], bits[2]), raw.abs());
    }

    #[test]
    fn a_man_one_step_from_the_crown_with_the_square_free_can_crown() {
        let can = |fen: &str| International::from_fen(fen).expect("fen").can_crown();
        assert!(can("W:W6:B45"));
        assert!(!can("B:W6:B20"), "White's man, Black to move");
        assert!(!can("W:W7,K1:BK2,45"), "both crowning squares taken");
        assert!(can("W:W7,K1:B45"), "7-2 is free");
        assert!(!can("W:W6,K1:B45"), "6-1 is the only step");
        assert!(can("B:W6:B45"), "Black's man on 45 crowns on 50");
        assert!(!can("W:W11:B45"), "two steps away");
        assert!(!English::from_fen("W:W9:B14").expect("fen").can_crown());
        assert!(English::from_fen("W:W5:B14").expect("fen").can_crown());
    }

    #[test]
    fn runaway_man_is_worth_more_than_a_blocked_one() {
        let runaway = International::from_fen("W:W12,46:B16,45").expect("fen").evaluate();
        let blocked = International::from_fen("W:W12,46:B7,45").expect("fen").evaluate();
        assert!(runaway > blocked + 50, "runaway {runaway} blocked {blocked}");
    }

    #[test]
    fn dablot_mobility_counts_the_free_neighbours_of_every_piece() {
        let t = dablot_tables();
        let mut rng = crate::level::Rng::new(3);
        let mut pos = Dablot::start();
        for _ in 0..120 {
            let [white, black, _, _] = pos.bitboards();
            let empty = ((1u128 << POINTS) - 1) & !(white | black);
            for own in [white, black] {
                let each: u32 = bits(own).map(|p| (dablot::neighbours(p) & empty).count_ones()).sum();
                assert_eq!(dablot_mobility(t, own, empty), each as i32, "{}", pos.to_fen());
            }
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            pos.play_unchecked(&moves[rng.below(moves.len() as u64) as usize]);
        }
    }

    #[test]
    fn an_untouchable_dablot_piece_hunts_and_attacks() {
        // The hand-written terms, with and without the ending (the master adds learned
        // features to the first), for the side to move.
        let score = |fen: &str| {
            let p = Dablot::from_fen(fen).expect("fen");
            let sign = if p.turn() == Color::White { 1 } else { -1 };
            (sign * dablot_eval(&p, true), p.evaluate_basic())
        };
        // The White king cannot be taken (Black has no king): close to the enemy it gains
        // far more with the ending terms than mobility alone gives it.
        let (near, near_basic) = score("W:WKg11,c1:Bg13,a13");
        let (far, far_basic) = score("W:WKe5,c1:Bg13,a13");
        assert!(
            near - far >= near_basic - far_basic + 4 * DABLOT_HUNT,
            "{near} {far} {near_basic} {far_basic}"
        );
        // Attacking a warrior (g11 is empty beyond it) counts too, for the side not to move.
        let (attacks, _) = score("B:WKg7,c1:Bg9,a13");
        let (beside, _) = score("B:WKe7,c1:Bg9,a13");
        assert!(attacks < beside, "{attacks} {beside}");
        // With the enemy king on the board nothing is untouchable: the terms stay out.
        assert_eq!(score("W:WKg9,c1:BKa1,g13").0, score("W:WKg9,c1:BKa1,g13").1);
    }
}
