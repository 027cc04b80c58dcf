//! The pipeline that fits the learned weights ([`crate::patterns`]: the draughts patterns,
//! and Dablot's features, [`crate::features`]) from Damier's own games, the same for every
//! game ([`Trainable`] says how a game stores a position and what the model sees of it):
//!
//! 1. [`selfplay`]: the engine plays itself from random, roughly level openings at a fixed
//!    number of nodes a move; for every move, the position at the end of the search's
//!    principal variation (captures played out) is kept, if quiet, with the game's result
//!    and the search's score; each game's first sample is marked ([`Sample::first`]).
//! 2. [`train`]: logistic regression, `sigmoid(eval / K)` against a target mixing the game's
//!    result and the search's score (optionally the mean of the scores of the next few
//!    searches of the same game, which saw further: [`TrainConfig::ahead`]), by full-batch
//!    Adam over the learned weights and the hand-written evaluation's scale, with L2
//!    regularisation. `K` is first fitted so the hand-written evaluation alone predicts the
//!    results best, which keeps the new evaluation on the scale of the old one (hundredths
//!    of a man).
//!
//! 3. [`relabel`] (optional, between the two): the positions of self-play searched again with
//!    more nodes, for a target that looks deeper than the games did.
//!
//! `damier-learn selfplay`, `label` and `train` run them (`src/bin/damier-learn.rs`).

use std::io::{self, Read, Write};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

use damier_rules::draughts::{Draughts, Geometry};
use damier_rules::{Color, Dablot, Game, GameOptions, PdnGame, Piece, Position, Role};

use crate::eval::{
    DraughtsWeights, Evaluate, dablot_eval, dablot_learned, draughts_features, hand_eval, learned_eval,
};
use crate::features;
use crate::level::{Level, think};
use crate::patterns::{self, Active, Layout, Learned, MAX_WEIGHT, SCALE_UNIT, WEIGHT_UNIT, Weights};
use crate::referee::openings;
use crate::search::Searcher;
use crate::time::Budget;

/// A game the pipeline can train: how a training position is stored, and what the model
/// sees of it (the hand-written score, the phase, the active entries of its weights).
pub trait Trainable: Evaluate {
    /// The game's weights (code, shape, embedded file).
    type Model: Learned;
    /// Bytes of a stored position.
    const BOARD_BYTES: usize;
    /// Stores the position (draughts: White's, Black's and the kings' bitboards, the side
    /// to move left out; Dablot: White's, Black's, the princes' and the kings' 72 bits, 9
    /// bytes each, then the side to move).
    fn pack(&self, out: &mut Vec<u8>);
    /// The position [`Trainable::pack`] stored; `None` if the bytes are no position.
    fn unpack(bytes: &[u8]) -> Option<Self>;
    /// The most pieces the board holds (both sides, at the start).
    const MAX_PIECES: i32;
    /// The hand-written evaluation the model scales, White's point of view.
    fn hand(&self) -> i32;
    /// The pieces on the board, both sides.
    fn pieces(&self) -> i32;
    /// The share of the empty-board weights: 0 with every piece on the board, 1 with none.
    fn empty_share(&self) -> f32 {
        patterns::phase(self.pieces(), Self::MAX_PIECES) as f32 / Self::MAX_PIECES as f32
    }
    /// The entries of the weights the position activates, White's point of view.
    fn active(&self, layout: &Layout, out: &mut Vec<Active>);
    /// The evaluation under `weights`, White's point of view.
    fn learned(&self, weights: &Weights) -> i32;
}

impl<R: DraughtsWeights + Learned> Trainable for Draughts<R> {
    type Model = R;
    const BOARD_BYTES: usize = 24;
    const MAX_PIECES: i32 = 2 * R::MAX_PIECES as i32;

    fn pack(&self, out: &mut Vec<u8>) {
        for bb in self.bitboards() {
            out.extend_from_slice(&bb.to_le_bytes());
        }
    }

    fn unpack(bytes: &[u8]) -> Option<Self> {
        let u64_at = |i: usize| bytes.get(i..i + 8).and_then(|b| b.try_into().ok()).map(u64::from_le_bytes);
        let (white, black, kings) = (u64_at(0)?, u64_at(8)?, u64_at(16)?);
        let pieces: Vec<(u8, Piece)> = (0..Geometry::<R>::SQUARES as u8)
            .filter_map(|sq| {
                let bit = Geometry::<R>::bit(sq);
                let color = if white & bit != 0 { Color::White } else { Color::Black };
                let role = if kings & bit != 0 { Role::King } else { Role::Man };
                ((white | black) & bit != 0).then_some((sq, Piece { color, role }))
            })
            .collect();
        Self::from_pieces(Color::White, &pieces).ok()
    }

    fn hand(&self) -> i32 {
        let [white, black, kings] = self.bitboards();
        hand_eval::<R>(white, black, kings)
    }

    fn pieces(&self) -> i32 {
        let [white, black, _] = self.bitboards();
        (white | black).count_ones() as i32
    }

    fn active(&self, layout: &Layout, out: &mut Vec<Active>) {
        let [white, black, kings] = self.bitboards();
        patterns::active(&layout.windows, white & !kings, black & !kings, out);
        if layout.features_base().is_some() {
            let table = layout.windows.len();
            draughts_features::<R>(white, black, kings, |index, sign| {
                out.push(Active { table, index, sign })
            });
        }
    }

    fn learned(&self, weights: &Weights) -> i32 {
        learned_eval::<R>(self, weights)
    }
}

/// Bytes of one Dablot bitboard on disk (72 points).
const DABLOT_BOARD: usize = 9;

impl Trainable for Dablot {
    type Model = Dablot;
    const BOARD_BYTES: usize = 4 * DABLOT_BOARD + 1;
    const MAX_PIECES: i32 = features::MAX_PIECES;

    fn pack(&self, out: &mut Vec<u8>) {
        for bb in self.bitboards() {
            out.extend_from_slice(&bb.to_le_bytes()[..DABLOT_BOARD]);
        }
        out.push(u8::from(self.turn() == Color::Black));
    }

    fn unpack(bytes: &[u8]) -> Option<Self> {
        let board = |i: usize| {
            let mut b = [0u8; 16];
            b[..DABLOT_BOARD].copy_from_slice(bytes.get(i * DABLOT_BOARD..(i + 1) * DABLOT_BOARD)?);
            Some(u128::from_le_bytes(b))
        };
        let (white, black, princes, kings) = (board(0)?, board(1)?, board(2)?, board(3)?);
        let turn = match bytes.get(4 * DABLOT_BOARD)? {
            0 => Color::White,
            1 => Color::Black,
            _ => return None,
        };
        let pieces: Vec<(u8, Piece)> = (0..damier_rules::dablot::POINTS as u8)
            .filter_map(|p| {
                let bit = 1u128 << p;
                let color = if white & bit != 0 { Color::White } else { Color::Black };
                let role = if princes & bit != 0 {
                    Role::Prince
                } else if kings & bit != 0 {
                    Role::King
                } else {
                    Role::Man
                };
                ((white | black) & bit != 0).then_some((p, Piece { color, role }))
            })
            .collect();
        Dablot::from_pieces(turn, &pieces).ok()
    }

    fn hand(&self) -> i32 {
        dablot_eval(self, true)
    }

    fn pieces(&self) -> i32 {
        let [white, black, _, _] = self.bitboards();
        (white | black).count_ones() as i32
    }

    fn active(&self, _layout: &Layout, out: &mut Vec<Active>) {
        out.clear();
        features::for_each(self, &mut |index, sign| out.push(Active { table: 0, index, sign }));
    }

    fn learned(&self, weights: &Weights) -> i32 {
        dablot_learned(self, weights)
    }
}

/// One training position (the game's result and the search's score from White's side).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sample<P> {
    pub position: P,
    /// 1 White won, 0 draw, -1 Black won.
    pub result: i8,
    /// The search's score for White, in hundredths (wins clamped to ±[`SCORE_CLAMP`]).
    pub score: i16,
    /// The first sample of its game.
    pub first: bool,
}

/// On disk, a game's first sample has this added to its result byte (so 3, 4 or 5). Files
/// written before the mark have none: [`Sample::read_all`] then finds the games' starts
/// from the positions ([`NEW_GAME_RISE`]).
const FIRST_MARK: i8 = 4;

/// Search scores are clamped to this many hundredths.
pub const SCORE_CLAMP: i32 = 2000;
/// Self-play adjudicates a win once the search has scored one side at least this far ahead
/// (hundredths) ...
pub const ADJUDICATE_SCORE: i32 = 300;
/// ... on this many plies in a row.
pub const ADJUDICATE_PLIES: usize = 8;
impl<P: Trainable> Sample<P> {
    /// Bytes per sample on disk: the position, the result (i8, plus 4 on a
    /// game's first sample), the score (i16 LE).
    pub const BYTES: usize = P::BOARD_BYTES + 3;

    pub fn write(&self, out: &mut impl Write) -> io::Result<()> {
        let mut bytes = Vec::with_capacity(Self::BYTES);
        self.position.pack(&mut bytes);
        bytes.push((self.result + if self.first { FIRST_MARK } else { 0 }) as u8);
        bytes.extend_from_slice(&self.score.to_le_bytes());
        out.write_all(&bytes)
    }

    /// Reads samples until the end of `input`; a truncated last record, a stored position
    /// that is none or a result that is none is an error. The first sample starts a game.
    pub fn read_all(input: &mut impl Read) -> io::Result<Vec<Sample<P>>> {
        let mut bytes = Vec::new();
        input.read_to_end(&mut bytes)?;
        let size = Self::BYTES;
        let invalid = |text: String| io::Error::new(io::ErrorKind::InvalidData, text);
        if bytes.len() % size != 0 {
            return Err(invalid(format!(
                "{} bytes is not a whole number of {size}-byte samples",
                bytes.len()
            )));
        }
        let mut samples = bytes
            .chunks_exact(size)
            .enumerate()
            .map(|(i, c)| {
                let position = P::unpack(c).ok_or_else(|| invalid(format!("sample {i} is no position")))?;
                let n = P::BOARD_BYTES;
                let (result, first) = match c[n] as i8 {
                    r @ -1..=1 => (r, false),
                    r if (FIRST_MARK - 1..=FIRST_MARK + 1).contains(&r) => (r - FIRST_MARK, true),
                    r => return Err(invalid(format!("sample {i} has no result ({r})"))),
                };
                Ok(Sample { position, result, score: i16::from_le_bytes([c[n + 1], c[n + 2]]), first })
            })
            .collect::<io::Result<Vec<_>>>()?;
        if !samples.iter().any(|s| s.first) {
            mark_game_starts(&mut samples);
        }
        if let Some(s) = samples.first_mut() {
            s.first = true;
        }
        Ok(samples)
    }
}

/// Self-play settings.
#[derive(Clone, Copy, Debug)]
pub struct SelfPlay {
    pub games: usize,
    pub nodes: u64,
    pub opening_plies: usize,
    pub seed: u64,
    pub jobs: usize,
    pub max_plies: usize,
}

/// One game of self-play from `opening`: its quiet positions with the result.
fn play_one<P: Trainable>(
    searcher: &mut Searcher<P>,
    opening: &[damier_rules::Move],
    config: &SelfPlay,
) -> Vec<Sample<P>> {
    let mut game = Game::new(P::start(), GameOptions::default());
    for m in opening {
        if game.play(m).is_err() {
            return Vec::new();
        }
    }
    searcher.new_game();
    let mut kept: Vec<Sample<P>> = Vec::new();
    // Adjudication: a side the search has scored as far ahead for several moves in a row
    // wins (the fixed-node searches often fail to convert such endings, and a draw would
    // teach that material does not count).
    let mut ahead = (Color::White, 0usize);
    let mut adjudicated = None;
    while game.outcome().is_none() && game.moves().len() < config.max_plies {
        let pos = *game.position();
        let result = think(searcher, &game, Level::Master, Budget::Nodes(config.nodes), 0, &mut |_| {});
        let Some(best) = result.best else { break };
        // The end of the principal variation is where the search applied the evaluation:
        // the captures and forced replies are played out there, so its static score means
        // what the search's score means.
        let mut leaf = pos;
        for m in &result.pv {
            if !leaf.legal_moves().contains(m) {
                break;
            }
            leaf.play_unchecked(m);
        }
        if !leaf.must_capture() && leaf.has_moves() {
            let score = result.score.clamp(-SCORE_CLAMP, SCORE_CLAMP);
            let white_score = if pos.turn() == Color::White { score } else { -score };
            kept.push(Sample {
                position: leaf,
                result: 0,
                score: white_score as i16,
                first: kept.is_empty(),
            });
        }
        if result.score.abs() >= ADJUDICATE_SCORE {
            let leader = if result.score > 0 { pos.turn() } else { pos.turn().opposite() };
            ahead = if ahead.0 == leader { (leader, ahead.1 + 1) } else { (leader, 1) };
            if ahead.1 >= ADJUDICATE_PLIES {
                adjudicated = Some(leader);
                break;
            }
        } else {
            ahead.1 = 0;
        }
        if game.play(&best).is_err() {
            break;
        }
    }
    let result = match adjudicated.or_else(|| game.outcome().and_then(|o| o.winner)) {
        Some(Color::White) => 1,
        Some(Color::Black) => -1,
        None => 0,
    };
    kept.into_iter().map(|s| Sample { result, ..s }).collect()
}

/// Plays `config.games` games on `config.jobs` threads and writes their samples to `out` as
/// games end; `progress` is called with (games done, samples written).
pub fn selfplay<P: Trainable>(
    config: &SelfPlay,
    out: &mut (dyn Write + Send),
    progress: &mut (dyn FnMut(usize, usize) + Send),
) -> io::Result<usize> {
    let lines = openings::<P>(config.games, config.opening_plies, config.seed);
    if lines.is_empty() {
        return Err(io::Error::other("no opening could be drawn"));
    }
    let sink = Mutex::new((out, progress, 0usize, 0usize, None::<io::Error>));
    on_jobs::<P>(config.jobs, config.games, &|searcher, i| {
        let samples = play_one::<P>(searcher, &lines[i % lines.len()], config);
        let Ok(mut guard) = sink.lock() else { return false };
        let (out, progress, games, written, error) = &mut *guard;
        if error.is_some() {
            return false;
        }
        for s in &samples {
            if let Err(e) = s.write(out) {
                *error = Some(e);
                break;
            }
        }
        *games += 1;
        *written += samples.len();
        progress(*games, *written);
        true
    });
    let (out, _, _, written, error) =
        sink.into_inner().map_err(|_| io::Error::other("a self-play thread panicked"))?;
    if let Some(e) = error {
        return Err(e);
    }
    out.flush()?;
    Ok(written)
}

/// Runs `work(searcher, i)` for every `i` below `count`, taken in order by `jobs` threads
/// with a searcher each; a thread stops early when `work` returns false.
fn on_jobs<P: Trainable>(jobs: usize, count: usize, work: &(dyn Fn(&mut Searcher<P>, usize) -> bool + Sync)) {
    let next = AtomicUsize::new(0);
    std::thread::scope(|scope| {
        for _ in 0..jobs.max(1) {
            scope.spawn(|| {
                let mut searcher = Searcher::<P>::new(16);
                loop {
                    let i = next.fetch_add(1, Ordering::SeqCst);
                    if i >= count || !work(&mut searcher, i) {
                        break;
                    }
                }
            });
        }
    });
}

/// Relabelling settings ([`relabel`]).
#[derive(Clone, Copy, Debug)]
pub struct Relabel {
    /// Nodes of each new search.
    pub nodes: u64,
    /// Every `every`-th sample is searched again (1: all of them).
    pub every: usize,
    pub jobs: usize,
}

/// The positions of every `config.every`-th sample searched again with `config.nodes`
/// nodes (deeper than the self-play that found them), with the new score in place of the
/// old one and the game's result kept. A stored sample keeps no side to move (the
/// evaluation does not depend on it), so each position is searched twice, with each side to
/// move, and its new score is the mean of the two, from White's side. Each search starts
/// from a cleared searcher, so the scores depend only on the settings, not on the jobs. A
/// relabelled sample stands alone (it is marked as its game's first): its score is already
/// the deeper look that [`TrainConfig::ahead`] would average over later searches.
/// `progress` is called with (samples done, samples to do).
pub fn relabel<P: Trainable>(
    samples: &[Sample<P>],
    config: &Relabel,
    progress: &mut (dyn FnMut(usize, usize) + Send),
) -> Vec<Sample<P>> {
    let chosen: Vec<&Sample<P>> = samples.iter().step_by(config.every.max(1)).collect();
    let done = Mutex::new((vec![None; chosen.len()], 0usize, progress));
    on_jobs::<P>(config.jobs, chosen.len(), &|searcher, i| {
        let s = chosen[i];
        let scores: Vec<i32> = [Color::White, Color::Black]
            .into_iter()
            .filter_map(|turn| searched_score(searcher, &s.position, turn, config.nodes))
            .collect();
        // A stored sample is a position with White to move, so one search at least.
        let score = match scores.len() {
            0 => s.score,
            n => (scores.iter().sum::<i32>() / n as i32) as i16,
        };
        let Ok(mut guard) = done.lock() else { return false };
        let (out, count, progress) = &mut *guard;
        out[i] = Some(Sample { score, first: true, ..*s });
        *count += 1;
        progress(*count, chosen.len());
        true
    });
    let (out, _, _) = done.into_inner().unwrap_or_else(std::sync::PoisonError::into_inner);
    out.into_iter().flatten().collect()
}

/// Samples from recorded games (a match's PDN, all of `P`'s game), to measure or fit the
/// evaluation on other games than self-play's: each quiet position after a ply (the side to
/// move has no capture; as [`crate::bench::game_positions`] takes them, so not a position in
/// which the game is over), with its game's result, searched with [`relabel`] (`config`) for its
/// score. Games without a result are left out. Errors name the game (1-based) whose moves do
/// not replay.
pub fn import<P: Trainable>(
    games: &[PdnGame],
    config: &Relabel,
    progress: &mut (dyn FnMut(usize, usize) + Send),
) -> Result<Vec<Sample<P>>, String> {
    let mut samples = Vec::new();
    for (n, pdn) in games.iter().enumerate() {
        let result = match pdn.result {
            Some(Some(Color::White)) => 1,
            Some(Some(Color::Black)) => -1,
            Some(None) => 0,
            None => continue,
        };
        let positions =
            crate::bench::game_positions::<P>(pdn, 1).map_err(|e| format!("game {}: {e}", n + 1))?;
        samples.extend(positions.iter().map(Game::position).filter(|p| !p.must_capture()).map(|&position| {
            // The score is the search's, below.
            Sample { position, result, score: 0, first: true }
        }));
    }
    Ok(relabel(&samples, config, progress))
}

/// The score, from White's side, of a search of `position`'s pieces with `turn` to move
/// from a cleared searcher; `None` if those pieces make no position with that side to move.
fn searched_score<P: Trainable>(
    searcher: &mut Searcher<P>,
    position: &P,
    turn: Color,
    nodes: u64,
) -> Option<i32> {
    let pieces: Vec<(u8, Piece)> =
        (0..P::SQUARES as u8).filter_map(|sq| position.piece_at(sq).map(|p| (sq, p))).collect();
    let turned = P::from_pieces(turn, &pieces).ok()?;
    searcher.new_game();
    let game = Game::new(turned, GameOptions::default());
    let found = think(searcher, &game, Level::Master, Budget::Nodes(nodes), 0, &mut |_| {});
    let score = found.score.clamp(-SCORE_CLAMP, SCORE_CLAMP);
    Some(if turn == Color::White { score } else { -score })
}

/// Training settings.
#[derive(Clone, Copy, Debug)]
pub struct TrainConfig {
    pub epochs: usize,
    /// Weight of the game result in the target (the rest is the search score).
    pub lambda: f64,
    pub learning_rate: f64,
    /// L2 penalty per pattern weight (per hundredth squared, per sample).
    pub l2: f64,
    /// The score part of the target is the mean over the sample and up to this many samples
    /// after it in its game (later searches of the same game, which saw further: a
    /// temporal-difference target); 0 takes the sample's own score.
    pub ahead: usize,
}

/// The training targets: `lambda` of the game's result (0 to 1, White's view) and the rest
/// the search's score as a probability (`sigmoid(score / k)`), averaged over the sample and
/// the next `ahead` samples of its game.
fn targets<P: Trainable>(samples: &[Sample<P>], k: f64, config: &TrainConfig) -> Vec<f32> {
    let searched: Vec<f64> = samples.iter().map(|s| sigmoid(f64::from(s.score) / k)).collect();
    (0..samples.len())
        .map(|i| {
            let last = samples.len().min(i + 1 + config.ahead);
            let end = (i + 1..last).find(|&j| samples[j].first).unwrap_or(last);
            let mean = searched[i..end].iter().sum::<f64>() / (end - i) as f64;
            let result = (f64::from(samples[i].result) + 1.0) / 2.0;
            (config.lambda * result + (1.0 - config.lambda) * mean) as f32
        })
        .collect()
}

/// A rise of the pieces on the board from one sample to the next by more than this share of a
/// full board (international: 5 pieces or more) starts a new game ([`mark_game_starts`]).
const NEW_GAME_RISE: f32 = 0.12;

/// Marks where each game's samples start in data written without the marks: self-play writes
/// a game's samples together, in order. A sample starts a new game when its result differs
/// from the previous one's, or when the board holds many more pieces than in the previous
/// sample ([`NEW_GAME_RISE`]): the samples are the ends of principal variations, so their
/// pieces can rise by a few from one move to the next within a game, but not by more. The
/// rule also cuts some games in pieces, which only shortens a [`TrainConfig::ahead`] mean.
fn mark_game_starts<P: Trainable>(samples: &mut [Sample<P>]) {
    for i in 1..samples.len() {
        let (a, b) = (&samples[i - 1], &samples[i]);
        samples[i].first =
            a.result != b.result || b.position.empty_share() < a.position.empty_share() - NEW_GAME_RISE;
    }
}

/// A sample ready for the model: the hand-written score, the phase and the pattern entries.
struct Prepared {
    base: f32,
    /// Share of the empty-board weight (0 full board, 1 empty).
    empty: f32,
    target: f32,
    /// The game's result, 0 (lost for White) to 1 (won).
    result: f32,
    /// The pieces on the board, both sides.
    pieces: u8,
    start: usize,
}

fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

/// Cross-entropy of predicting `p` for target `t`.
fn cross_entropy(p: f64, t: f64) -> f64 {
    let p = p.clamp(1e-9, 1.0 - 1e-9);
    -(t * p.ln() + (1.0 - t) * (1.0 - p).ln())
}

/// The samples as the model sees them. Parameters are two per pattern entry (full board,
/// empty board), then the hand-written evaluation's scale.
struct Dataset {
    prepared: Vec<Prepared>,
    /// The samples' entries, from each one's `start` to the next one's: the entry's index,
    /// the top bit set when it is subtracted.
    entries: Vec<u32>,
    scale_index: usize,
}

/// An entry of [`Dataset::entries`]: (pattern entry, sign).
fn entry(raw: u32) -> (usize, f64) {
    ((raw & !(1 << 31)) as usize, if raw >> 31 == 1 { -1.0 } else { 1.0 })
}

impl Dataset {
    fn new<P: Trainable>(samples: &[Sample<P>], layout: &Layout) -> Dataset {
        let mut entries: Vec<u32> = Vec::new();
        let mut prepared = Vec::with_capacity(samples.len());
        let mut active = Vec::new();
        for s in samples {
            let base = s.position.hand() as f32;
            let empty = s.position.empty_share();
            let pieces = u8::try_from(s.position.pieces()).unwrap_or(u8::MAX);
            s.position.active(layout, &mut active);
            let start = entries.len();
            for a in &active {
                let index = (a.table * layout.entries + a.index) as u32;
                entries.push(if a.sign < 0 { index | 1 << 31 } else { index });
            }
            let result = (f32::from(s.result) + 1.0) / 2.0;
            prepared.push(Prepared { base, empty, target: result, result, pieces, start });
        }
        let scale_index = layout.len() * 2;
        Dataset { prepared, entries, scale_index }
    }

    /// The entries of sample `i`.
    fn entries_of(&self, i: usize) -> &[u32] {
        let end = self.prepared.get(i + 1).map_or(self.entries.len(), |p| p.start);
        &self.entries[self.prepared[i].start..end]
    }

    fn eval(&self, theta: &[f64], i: usize) -> f64 {
        let p = &self.prepared[i];
        let mut e = theta[self.scale_index] * f64::from(p.base);
        let w = f64::from(p.empty);
        for &raw in self.entries_of(i) {
            let (i, sign) = entry(raw);
            e += sign * (theta[2 * i] * (1.0 - w) + theta[2 * i + 1] * w);
        }
        e
    }

    /// Loss of sample `i` under the model `theta` (`None`: the hand-written evaluation
    /// alone) against its target, or against its result with `results`.
    fn sample_loss(&self, theta: Option<&[f64]>, k: f64, i: usize, results: bool) -> f64 {
        let p = &self.prepared[i];
        cross_entropy(sigmoid(self.score(theta, i) / k), f64::from(if results { p.result } else { p.target }))
    }

    /// The score of sample `i` under `theta`, or the hand-written evaluation's with `None`.
    fn score(&self, theta: Option<&[f64]>, i: usize) -> f64 {
        theta.map_or(f64::from(self.prepared[i].base), |t| self.eval(t, i))
    }

    /// Mean [`Dataset::sample_loss`] over `range`.
    fn loss(&self, theta: Option<&[f64]>, k: f64, range: std::ops::Range<usize>, results: bool) -> f64 {
        let n = range.len().max(1) as f64;
        range.map(|i| self.sample_loss(theta, k, i, results)).sum::<f64>() / n
    }

    /// The loss over `range` against the targets (against the results with `results`), in
    /// [`BANDS`] bands of pieces on the board (of `max` at most), the bands without a sample
    /// left out; the hand-written evaluation at `k.0`, the model at `k.1`.
    fn loss_by_pieces(
        &self,
        theta: &[f64],
        k: (f64, f64),
        range: std::ops::Range<usize>,
        max: i32,
        results: bool,
    ) -> Vec<BandLoss> {
        let width = (max + BANDS - 1) / BANDS;
        let mut bands: Vec<BandLoss> = (0..BANDS)
            .map(|b| BandLoss {
                pieces: (b * width + 1, ((b + 1) * width).min(max)),
                samples: 0,
                base_loss: 0.0,
                loss: 0.0,
            })
            .collect();
        for i in range {
            let band = ((i32::from(self.prepared[i].pieces) - 1).max(0) / width).min(BANDS - 1);
            let band = &mut bands[band as usize];
            band.samples += 1;
            band.base_loss += self.sample_loss(None, k.0, i, results);
            band.loss += self.sample_loss(Some(theta), k.1, i, results);
        }
        bands.retain(|b| b.samples > 0);
        for b in &mut bands {
            b.base_loss /= b.samples as f64;
            b.loss /= b.samples as f64;
        }
        bands
    }

    /// Adds the loss gradient over `range` to `grad`; returns the summed loss.
    fn gradient(&self, theta: &[f64], k: f64, range: std::ops::Range<usize>, grad: &mut [f64]) -> f64 {
        let mut total = 0.0;
        for i in range {
            let p = &self.prepared[i];
            let q = sigmoid(self.eval(theta, i) / k);
            total += cross_entropy(q, f64::from(p.target));
            let d = (q - f64::from(p.target)) / k;
            grad[self.scale_index] += d * f64::from(p.base);
            let w = f64::from(p.empty);
            for &raw in self.entries_of(i) {
                let (j, sign) = entry(raw);
                grad[2 * j] += d * sign * (1.0 - w);
                grad[2 * j + 1] += d * sign * w;
            }
        }
        total
    }
}

/// K: the scale (20 to 5000, in steps of 10) at which the scores of `theta` (`None`: the
/// hand-written evaluation) best predict the results of `range`, and the loss there.
fn fit_k(data: &Dataset, theta: Option<&[f64]>, range: std::ops::Range<usize>) -> (f64, f64) {
    let scored: Vec<(f64, f64)> =
        range.map(|i| (data.score(theta, i), f64::from(data.prepared[i].result))).collect();
    let n = scored.len().max(1) as f64;
    let loss = |k: f64| scored.iter().map(|&(e, r)| cross_entropy(sigmoid(e / k), r)).sum::<f64>() / n;
    (2..=500)
        .map(|k| f64::from(k * 10))
        .map(|k| (k, loss(k)))
        .fold((100.0, f64::INFINITY), |best, (k, l)| if l < best.1 { (k, l) } else { best })
}

/// Adam's running moments.
struct Adam {
    m1: Vec<f64>,
    m2: Vec<f64>,
    t: i32,
}

impl Adam {
    const B1: f64 = 0.9;
    const B2: f64 = 0.999;
    const EPS: f64 = 1e-8;

    /// One step on `theta` from the mean gradient `grad`, with L2 on all but the scale.
    fn step(&mut self, theta: &mut [f64], grad: &[f64], lr: f64, l2: f64, scale_index: usize) {
        self.t += 1;
        let (c1, c2) = (1.0 - Self::B1.powi(self.t), 1.0 - Self::B2.powi(self.t));
        for j in 0..theta.len() {
            let reg = if j == scale_index { 0.0 } else { l2 * theta[j] };
            let g = grad[j] + reg;
            self.m1[j] = Self::B1 * self.m1[j] + (1.0 - Self::B1) * g;
            self.m2[j] = Self::B2 * self.m2[j] + (1.0 - Self::B2) * g * g;
            let step = lr * (self.m1[j] / c1) / ((self.m2[j] / c2).sqrt() + Self::EPS);
            // The base scale moves in much smaller units than a pattern weight.
            theta[j] -= if j == scale_index { step / 100.0 } else { step };
        }
    }
}

/// How many bands of pieces on the board [`HeldOut::by_pieces`] breaks the loss into.
const BANDS: i32 = 8;

/// The held-out loss of the positions with a band of pieces on the board.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct BandLoss {
    /// The fewest and the most pieces of the band, both sides together, both included.
    pub pieces: (i32, i32),
    pub samples: usize,
    /// Loss of the hand-written evaluation alone, then of the model.
    pub base_loss: f64,
    pub loss: f64,
}

/// The fitted model and how well it predicts.
pub struct Trained {
    pub weights: Weights,
    /// The held-out samples against the fit's targets, both evaluations at the fit's K.
    pub held_out: HeldOut,
    /// The held-out samples against their results, each evaluation at the K that suits it
    /// there: a model whose scores run larger or smaller than the hand-written evaluation's is
    /// then not judged at the other's scale (as when weights are measured on games they were
    /// not fitted to).
    pub calibrated: HeldOut,
}

/// How well the hand-written evaluation alone, then the model, predict the held-out samples.
pub struct HeldOut {
    /// The hand-written evaluation's K, then the model's.
    pub k: (f64, f64),
    pub base_loss: f64,
    pub loss: f64,
    /// The same two losses by pieces on the board (fewest first): where in the game the
    /// model predicts well or badly.
    pub by_pieces: Vec<BandLoss>,
}

/// Fits the weights on `samples`, holding out the last `holdout` share for validation,
/// starting from `init` (weights fitted before, to be refined on new games, of this game's
/// layout as [`Weights::parse`] checks it) or from none (every pattern weight 0, the
/// hand-written evaluation at its own scale); `progress` receives a line of text now and then.
pub fn train<P: Trainable>(
    samples: &[Sample<P>],
    config: &TrainConfig,
    holdout: f64,
    init: Option<&Weights>,
    progress: &mut dyn FnMut(&str),
) -> Trained {
    let layout = P::Model::layout();
    let mut data = Dataset::new::<P>(samples, &layout);
    let split = ((samples.len() as f64) * (1.0 - holdout)) as usize;
    // Without a held-out part, the training samples measure the fit.
    let validation = if split < samples.len() { split..samples.len() } else { 0..samples.len() };
    let (k, k_loss) = fit_k(&data, None, 0..split);
    progress(&format!("K = {k} (hand-written evaluation: training loss {k_loss:.5})"));
    for (p, t) in data.prepared.iter_mut().zip(targets(samples, k, config)) {
        p.target = t;
    }
    let base_loss = data.loss(None, k, validation.clone(), false);
    let n_params = data.scale_index + 1;
    let mut theta = vec![0f64; n_params];
    theta[data.scale_index] = 1.0;
    // The model's loss so far: the hand-written evaluation's, or the given weights'.
    let mut loss = base_loss;
    if let Some(w) = init {
        for (i, e) in w.table.iter().enumerate() {
            theta[2 * i] = f64::from(e[0]) / f64::from(WEIGHT_UNIT);
            theta[2 * i + 1] = f64::from(e[1]) / f64::from(WEIGHT_UNIT);
        }
        theta[data.scale_index] = f64::from(w.base_scale) / f64::from(SCALE_UNIT);
        loss = data.loss(Some(&theta), k, validation.clone(), false);
        progress(&format!("starting from the given weights: held-out loss {loss:.5}"));
    }
    let mut adam = Adam { m1: vec![0.0; n_params], m2: vec![0.0; n_params], t: 0 };
    let mut grad = vec![0f64; n_params];
    let n = split.max(1) as f64;
    for epoch in 1..=config.epochs {
        grad.fill(0.0);
        let train_loss = data.gradient(&theta, k, 0..split, &mut grad) / n;
        grad.iter_mut().for_each(|g| *g /= n);
        let lr = config.learning_rate * (1.0 - 0.9 * epoch as f64 / config.epochs as f64);
        adam.step(&mut theta, &grad, lr, config.l2, data.scale_index);
        if epoch % 10 == 0 || epoch == config.epochs {
            loss = data.loss(Some(&theta), k, validation.clone(), false);
            progress(&format!(
                "epoch {epoch}/{}: training loss {train_loss:.5}, held-out loss {loss:.5} (hand-written {base_loss:.5}), base scale {:.3}",
                config.epochs, theta[data.scale_index]
            ));
        }
    }
    let by_pieces = data.loss_by_pieces(&theta, (k, k), validation.clone(), P::MAX_PIECES, false);
    let held_out = HeldOut { k: (k, k), base_loss, loss, by_pieces };
    let (base_k, base_k_loss) = fit_k(&data, None, validation.clone());
    let (model_k, model_k_loss) = fit_k(&data, Some(&theta), validation.clone());
    let calibrated = HeldOut {
        k: (base_k, model_k),
        base_loss: base_k_loss,
        loss: model_k_loss,
        by_pieces: data.loss_by_pieces(&theta, (base_k, model_k), validation, P::MAX_PIECES, true),
    };
    let limit = f64::from(MAX_WEIGHT);
    let quantise = |x: f64| (x * f64::from(WEIGHT_UNIT)).round().clamp(-limit, limit) as i16;
    let table = (0..layout.len()).map(|i| [quantise(theta[2 * i]), quantise(theta[2 * i + 1])]).collect();
    let base_scale = (theta[data.scale_index] * f64::from(SCALE_UNIT)).round() as i32;
    let weights = Weights::new(P::Model::GAME, layout, table, base_scale)
        .unwrap_or_else(|e| unreachable!("quantised weights are in range: {e}"));
    Trained { weights, held_out, calibrated }
}

#[cfg(test)]
mod tests;
