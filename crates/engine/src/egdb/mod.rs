//! Endgame databases for international draughts and English checkers: the exact result of
//! every position with few pieces, made by our own retrograde analysis ([`generate`]),
//! stored one file per material balance ([`file`]), built or loaded as a set ([`build`]), held
//! in memory packed when large ([`store`]) and probed by the search (`search::tables`).
//!
//! What an entry means: the result with best play under the rules that do not depend on the
//! game's history: a side with no piece or no legal move loses (seed 002 rule 1 and rule 23,
//! seed 004), captures are compulsory (seed 002 rule 10, rule 18's majority in international),
//! and, in the international tables made for the seed's rule 24, a lone king against at most
//! three pieces with a king is a draw at once (seed 002 rule 24). Repetitions, the FMJD move
//! limits (16, 5 and 25 moves), and English's arbiter depend on the game's history: the
//! tables ignore them and give, for wins and losses, the plies to the next conversion (a
//! capture or a crowning, which ends the slice) with best play, so the search can respect
//! the limits (see `search::tables`) and the winner always makes progress.
//!
//! An entry is a byte: [`DRAW`]; a win in `d` plies to conversion (odd); a loss in `d`
//! (even); or, in files, [`CAPTURE`] where the side to move must capture (the probe leaves
//! those to the search, and the generator works them out from the smaller slices).

pub mod build;
pub mod file;
pub mod generate;
pub mod index;
pub mod play;
pub mod store;

use std::collections::HashMap;
use std::sync::RwLock;
use std::sync::atomic::{AtomicU32, Ordering};

use damier_rules::draughts::{Draughts, Rules};
use damier_rules::game::rule24_applies;
use damier_rules::{DrawRule24, Material, Move, Position, Variant};

pub use index::{Layout, MAX_SLICE_PIECES, Placement, Slice};
use store::{Cache, Entries};

/// A drawn entry (also the holes of the index).
pub const DRAW: u8 = 0;
/// In files: the side to move has a capture; the entry is worked out by searching it.
pub const CAPTURE: u8 = u8::MAX;
/// The longest distance an entry keeps exactly (longer ones are stored as this).
pub const MAX_DISTANCE: u32 = 126;

/// An entry, decoded.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Wdl {
    /// The side to move wins; the plies to the next conversion with best play.
    Win(u32),
    Draw,
    /// The side to move loses; the plies to the next conversion with best play (0: it has
    /// no move or no piece).
    Loss(u32),
}

impl Wdl {
    /// The entry byte.
    pub fn encode(self) -> u8 {
        match self {
            Wdl::Win(d) => (2 * d.clamp(1, MAX_DISTANCE + 1) - 1) as u8,
            Wdl::Draw => DRAW,
            Wdl::Loss(d) => (2 * d.min(MAX_DISTANCE) + 2) as u8,
        }
    }

    /// The entry's meaning; `None` for [`CAPTURE`].
    pub fn decode(byte: u8) -> Option<Wdl> {
        match byte {
            DRAW => Some(Wdl::Draw),
            CAPTURE => None,
            b if b % 2 == 1 => Some(Wdl::Win(u32::from(b).div_ceil(2))),
            b => Some(Wdl::Loss(u32::from(b) / 2 - 1)),
        }
    }

    /// The result for the other side after a move that reached this one: a win one ply
    /// further, unless the move was a conversion (`conversion`), which counts one ply.
    pub fn before(self, conversion: bool) -> Wdl {
        let d = |n: u32| if conversion { 1 } else { n + 1 };
        match self {
            Wdl::Win(n) => Wdl::Loss(d(n)),
            Wdl::Draw => Wdl::Draw,
            Wdl::Loss(n) => Wdl::Win(d(n)),
        }
    }

    /// Larger is better for the side to move: the quickest win, the longest loss.
    pub fn rank(self) -> i64 {
        match self {
            Wdl::Win(d) => 1_000_000 - i64::from(d),
            Wdl::Draw => 0,
            Wdl::Loss(d) => -1_000_000 + i64::from(d),
        }
    }
}

/// Which rules a set of tables follows.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Flavour {
    English,
    /// International, under this form of rule 24 (the seed's draws at once; the FMJD form's
    /// move limits are left to the search).
    International(DrawRule24),
}

impl Flavour {
    /// The flavour of a game's tables.
    pub fn of(variant: Variant, rule24: DrawRule24) -> Option<Flavour> {
        match variant {
            Variant::International => Some(Flavour::International(rule24)),
            Variant::English => Some(Flavour::English),
            Variant::Dablot => None,
        }
    }

    /// The most pieces its tables go to: six in English (2.5 G entries, 23 minutes on two
    /// cores); five in international, whose 6-piece slices hold 47.9 G entries (the largest
    /// 2.36 G, beyond a desktop's memory while it is solved).
    pub fn most_pieces(self) -> u32 {
        match self {
            Flavour::English => MAX_SLICE_PIECES,
            Flavour::International(_) => 5,
        }
    }

    /// The name in file names and on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Flavour::English => "english",
            Flavour::International(DrawRule24::Seed) => "international-seed",
            Flavour::International(DrawRule24::Fmjd) => "international-fmjd",
        }
    }

    pub fn code(self) -> u8 {
        match self {
            Flavour::English => 0,
            Flavour::International(DrawRule24::Seed) => 1,
            Flavour::International(DrawRule24::Fmjd) => 2,
        }
    }

    /// Seed 002 rule 24 as the seed writes it: this material is a draw at once.
    pub fn drawn_at_once(self, slice: Slice) -> bool {
        let material = Material {
            men: [u32::from(slice.us_men), u32::from(slice.them_men)],
            princes: [0, 0],
            kings: [u32::from(slice.us_kings), u32::from(slice.them_kings)],
        };
        self == Flavour::International(DrawRule24::Seed) && rule24_applies(&material)
    }
}

/// The tables of one flavour: an entry per position of each slice present (large slices
/// packed, [`store`]).
pub struct Tables<R: Rules> {
    pub flavour: Flavour,
    slices: HashMap<Slice, (Layout, Entries)>,
    /// The packed slices' recently unpacked blocks.
    cache: Cache,
    _rules: std::marker::PhantomData<R>,
}

impl<R: Rules> Tables<R> {
    pub fn new(flavour: Flavour) -> Self {
        Tables { flavour, slices: HashMap::new(), cache: Cache::default(), _rules: std::marker::PhantomData }
    }

    /// A slice's entries, a byte each (packed if large).
    pub fn insert(&mut self, slice: Slice, entries: Vec<u8>) {
        self.insert_entries(slice, Entries::from_raw(entries));
    }

    pub fn insert_entries(&mut self, slice: Slice, entries: Entries) {
        self.slices.insert(slice, (Layout::new::<R>(slice), entries));
    }

    /// Bytes of memory the entries take, and that the packed slices' cache can take.
    pub fn memory(&self) -> (u64, u64) {
        let packed = self.slices.values().any(|(_, e)| matches!(e, Entries::Packed(_)));
        (self.slices.values().map(|(_, e)| e.memory()).sum(), if packed { Cache::BYTES } else { 0 })
    }

    /// The slices present.
    pub fn slices(&self) -> impl Iterator<Item = Slice> + '_ {
        self.slices.keys().copied()
    }

    /// The stored entry of a placement (maybe [`CAPTURE`]); `None` outside the tables.
    pub fn entry(&self, p: &Placement) -> Option<u8> {
        let slice = p.slice();
        if slice.us_men + slice.us_kings == 0 {
            return Some(Wdl::Loss(0).encode());
        }
        if self.flavour.drawn_at_once(slice) {
            return Some(DRAW);
        }
        let (layout, entries) = self.slices.get(&slice)?;
        entries.get(layout.index(p), &self.cache)
    }

    /// The result of a placement, captures searched where the entry says [`CAPTURE`];
    /// `None` outside the tables.
    pub fn value(&self, p: &Placement, moves: &mut Vec<Move>) -> Option<Wdl> {
        let e = self.entry(p)?;
        if let Some(w) = Wdl::decode(e) {
            return Some(w);
        }
        let pos = p.position::<R>()?;
        self.best_child(&pos, moves)
    }

    /// The best result over the moves of `pos` (all of them conversions or not, as the
    /// entries of the children say); used for positions that must capture.
    pub fn best_child(&self, pos: &Draughts<R>, moves: &mut Vec<Move>) -> Option<Wdl> {
        pos.generate_moves(moves);
        let list = std::mem::take(moves);
        let mut best = if list.is_empty() { Some(Wdl::Loss(0)) } else { None };
        for m in &list {
            let mut child = *pos;
            child.play_unchecked(m);
            let conversion = m.is_capture() || pos.is_irreversible(m) && child.material() != pos.material();
            let Some(v) = self.value(&Placement::of(&child), moves) else {
                best = None;
                break;
            };
            let v = v.before(conversion);
            if best.is_none_or(|b: Wdl| v.rank() > b.rank()) {
                best = Some(v);
            }
        }
        *moves = list;
        best
    }

    /// Checks `samples` random entries of every slice (fewer where a slice has fewer
    /// positions): each is marked [`CAPTURE`] exactly where the side to move must capture,
    /// and equals the best over the rules' moves of its children's entries (a win one ply
    /// further, a conversion counting one). With the terminal entries right, this pins every
    /// result and distance. Slices drawn at once by the flavour's rule 24 have nothing to
    /// check. Returns the number of entries checked, or the first that disagrees (its FEN
    /// and slice).
    pub fn check(&self, samples: usize, seed: u64) -> Result<u64, String> {
        let mut rng = crate::level::Rng::new(seed);
        let mut moves = Vec::new();
        let mut slices: Vec<Slice> = self.slices().collect();
        slices.sort_by_key(|s| s.name());
        let mut checked = 0;
        for slice in slices.into_iter().filter(|&s| !self.flavour.drawn_at_once(s)) {
            let layout = Layout::new::<R>(slice);
            let mut in_slice = 0;
            for _ in 0..samples.saturating_mul(4) {
                if in_slice == samples {
                    break;
                }
                let Some(p) = layout.placement(rng.below(layout.entries())) else { continue };
                let Some(pos) = p.position::<R>() else { continue };
                in_slice += 1;
                // Marked "capture pending" exactly where the side to move must capture; such an
                // entry's value is its children's by definition, so nothing more to compare.
                let entry = self.entry(&p);
                let marked = entry == Some(CAPTURE);
                if marked != pos.must_capture() {
                    return Err(format!("{} in {}: the capture mark is wrong", pos.to_fen(), slice.name()));
                }
                if marked {
                    continue;
                }
                let stored = entry.and_then(Wdl::decode);
                let best = self.best_child(&pos, &mut moves);
                if stored.is_none() || stored != best {
                    return Err(format!(
                        "{} in {}: stored {stored:?}, its moves give {best:?}",
                        pos.to_fen(),
                        slice.name()
                    ));
                }
            }
            checked += in_slice as u64;
        }
        Ok(checked)
    }

    /// The result of a rules position with this flavour's tables; `None` outside them or
    /// where a capture is pending.
    pub fn probe(&self, pos: &Draughts<R>) -> Option<Wdl> {
        Wdl::decode(self.entry(&Placement::of(pos))?)
    }
}

/// The tables the search probes, by flavour, installed once built or loaded.
static INSTALLED: RwLock<Vec<(Flavour, std::sync::Arc<dyn std::any::Any + Send + Sync>)>> =
    RwLock::new(Vec::new());

/// The most pieces of any installed slice: positions with more are turned away before the
/// lock (the English tables the app builds go to 5 pieces, the flavour's own limit is 6).
static INSTALLED_PIECES: AtomicU32 = AtomicU32::new(0);

/// Makes `tables` the ones the search probes for its flavour.
pub fn install<R: Rules>(tables: std::sync::Arc<Tables<R>>) {
    if let Ok(mut list) = INSTALLED.write() {
        let most = tables.slices.keys().map(|s| s.pieces()).max().unwrap_or(0);
        INSTALLED_PIECES.fetch_max(most, Ordering::Relaxed);
        list.retain(|(f, _)| *f != tables.flavour);
        list.push((tables.flavour, tables));
    }
}

/// Takes every installed table away: the search probes none until others are installed.
pub fn uninstall_all() {
    if let Ok(mut list) = INSTALLED.write() {
        list.clear();
        INSTALLED_PIECES.store(0, Ordering::Relaxed);
    }
}

fn with_installed<R: Rules, T>(flavour: Flavour, f: impl FnOnce(&Tables<R>) -> T) -> Option<T> {
    let list = INSTALLED.read().ok()?;
    let (_, any) = list.iter().find(|(fl, _)| *fl == flavour)?;
    any.downcast_ref::<Tables<R>>().map(f)
}

/// The installed tables' result for a position of at most as many pieces as they go to,
/// with no capture pending; `None` otherwise.
pub fn probe<R: Rules>(pos: &Draughts<R>, rule24: DrawRule24) -> Option<Wdl> {
    let [white, black, _] = pos.bitboards();
    if (white | black).count_ones() > INSTALLED_PIECES.load(Ordering::Relaxed) {
        return None;
    }
    let flavour = Flavour::of(R::VARIANT, rule24)?;
    with_installed::<R, _>(flavour, |t| t.probe(pos)).flatten()
}
