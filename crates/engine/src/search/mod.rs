//! One search for the three games: iterative deepening, principal variation search
//! (alpha-beta with null windows), a transposition table, capture sequences followed to the end
//! (quiescence), move ordering by hash move, killers and history, late move reductions, and
//! the end-of-game rules of each game applied inside the tree.
//!
//! The game's history and its end rules inside the tree live in [`rules`]; the parallel
//! search (helper threads sharing the table, Lazy SMP) in [`smp`]; the endgame databases'
//! scores in [`tables`].
//!
//! Scores are in hundredths of a man for the side to move. A won game `n` plies away scores
//! `WIN - n`; a draw by rule scores 0.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use damier_rules::{Color, Game, GameOptions, Move, Role};

use crate::eval::Evaluate;
use crate::tt::{Bound, Table};

mod hash;
mod lines;
mod multipv;
mod ordering;
mod rules;
mod smp;
mod tables;
use hash::to_tt;
use ordering::{HISTORY_SIDE, HISTORY_START, late_move_reduction};
use rules::Frame;
pub use smp::MAX_THREADS;

/// The score of a win at the root; a win `n` plies away scores `WIN - n`.
pub const WIN: i32 = 30_000;
const INF: i32 = 31_000;
/// The deepest the tree goes (plies from the root).
pub const MAX_PLY: usize = 120;
/// Scores at least this far from 0 are wins or losses found by the search.
const WIN_BOUND: i32 = WIN - 2 * MAX_PLY as i32;
/// Half the first aspiration window at the root, in hundredths of a man.
const ASPIRATION: i32 = 25;
/// ProbCut (see [`Searcher::alphabeta`]): from this depth, a search at this percentage of
/// the depth against beta plus the game's margin per ply of depth
/// ([`Evaluate::PROBCUT_MARGIN`]).
const PROBCUT_DEPTH: i32 = 3;
const PROBCUT_SHARE: i32 = 40;
const PROBCUT_MIN_PIECES: u32 = 8;
/// A fall of the score between iterations, in hundredths, that gives the move more time.
const UNSURE_DROP: i32 = 30;

/// `Some(n)`: the side to move wins in `n` plies (negative: loses in `-n`).
pub fn win_distance(score: i32) -> Option<i32> {
    if score >= WIN_BOUND {
        Some(WIN - score)
    } else if score <= -WIN_BOUND {
        Some(-(WIN + score))
    } else {
        None
    }
}

/// What may stop a search. Unset fields do not limit it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    /// Deepest iteration, in plies.
    pub depth: Option<u32>,
    /// Nodes (deterministic, unlike time).
    pub nodes: Option<u64>,
    /// Stop at once when this much time has gone.
    pub hard_time: Option<Duration>,
    /// Start no new iteration after this much time.
    pub soft_time: Option<Duration>,
    /// A forced move (one legal move) is searched on to the time limits instead of being
    /// played at once: the search of the position after it fills the table for the next move.
    pub forced_in_full: bool,
}

/// Progress after each completed iteration.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Info {
    pub depth: u32,
    pub score: i32,
    pub nodes: u64,
    pub elapsed: Duration,
    pub pv: Vec<Move>,
}

/// The answer of a search: `best` is `None` only when there is no legal move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult {
    pub best: Option<Move>,
    pub score: i32,
    pub depth: u32,
    pub nodes: u64,
    pub elapsed: Duration,
    pub pv: Vec<Move>,
}

/// A searcher for one game kind; keep it between moves of a game (the table helps the next
/// search) and call [`Searcher::new_game`] when a new game starts.
pub struct Searcher<P: Evaluate> {
    tt: Arc<Table>,
    frames: Vec<Frame>,
    moves: Vec<Vec<Move>>,
    /// Per ply: (ordering score, index in the generated list) of each move.
    order: Vec<Vec<(i32, u16)>>,
    killers: [[u16; 2]; MAX_PLY + 1],
    history: Vec<i32>,
    pv: Vec<Vec<Move>>,
    root_best: Option<(i32, Vec<Move>)>,
    nodes: u64,
    stop: Arc<AtomicBool>,
    start: Instant,
    limits: Limits,
    aborted: bool,
    options: GameOptions,
    /// Index in `frames` of the searched position.
    root: usize,
    /// The endgame technique: [`Evaluate::evaluate`] rather than [`Evaluate::evaluate_basic`],
    /// the endgame tables ([`Evaluate::probe`]), and, in Dablot, a position seen once before
    /// the root not taken as a draw yet.
    technique: bool,
    /// Whether [`crate::level::think`] plays from the opening book (off by default).
    book: bool,
    /// Whether [`crate::level::think`] spends a fixed time per move in full on a forced move
    /// ([`Limits::forced_in_full`]; off by default).
    forced_in_full: bool,
    /// Threads of the search, this one included (see [`smp`]).
    threads: usize,
    /// The helper threads' searchers, kept between searches.
    helpers: Vec<Searcher<P>>,
    /// `Some(i)`: this searcher is helper `i` of another.
    helper: Option<usize>,
    /// Nodes searched by the helpers in the current search (counted in steps of 1024).
    pool_nodes: Arc<AtomicU64>,
    /// Set when the parallel search is over ([`smp`]): this (main) thread finished, and the
    /// helpers stop; or a helper completed the iteration at the depth limit, and this thread
    /// stops.
    pool_done: Arc<AtomicBool>,
    /// Probe the endgame databases installed ([`crate::egdb`]) with the technique.
    tables: bool,
    _pos: std::marker::PhantomData<P>,
}

impl<P: Evaluate> Searcher<P> {
    /// A searcher with a table of `hash_mb` MiB.
    pub fn new(hash_mb: usize) -> Self {
        Searcher::with_table(Arc::new(Table::new(hash_mb)))
    }

    /// A searcher on a table shared with others (the threads of a parallel search).
    fn with_table(tt: Arc<Table>) -> Self {
        Searcher {
            tt,
            frames: Vec::with_capacity(1024),
            moves: (0..=MAX_PLY).map(|_| Vec::with_capacity(64)).collect(),
            order: (0..=MAX_PLY).map(|_| Vec::with_capacity(64)).collect(),
            killers: [[u16::MAX; 2]; MAX_PLY + 1],
            history: vec![HISTORY_START; 2 * HISTORY_SIDE],
            pv: (0..=MAX_PLY).map(|_| Vec::with_capacity(MAX_PLY)).collect(),
            root_best: None,
            nodes: 0,
            stop: Arc::new(AtomicBool::new(false)),
            start: Instant::now(),
            limits: Limits::default(),
            aborted: false,
            options: GameOptions::default(),
            root: 0,
            technique: true,
            book: false,
            forced_in_full: false,
            threads: 1,
            helpers: Vec::new(),
            helper: None,
            pool_nodes: Arc::new(AtomicU64::new(0)),
            pool_done: Arc::new(AtomicBool::new(false)),
            tables: true,
            _pos: std::marker::PhantomData,
        }
    }

    /// Plays with or without the endgame technique (on by default; see
    /// [`crate::Level::technique`]).
    pub fn set_technique(&mut self, on: bool) {
        self.technique = on;
    }

    /// Lets [`crate::level::think`] play from the opening book ([`crate::book`]), or not.
    pub fn set_book(&mut self, on: bool) {
        self.book = on;
    }

    pub fn uses_book(&self) -> bool {
        self.book
    }

    /// With a fixed time per move, lets [`crate::level::think`] search a forced move for the
    /// whole time (a match, where the time is the engine's own), or play it at once (the app,
    /// where a person waits; the default).
    pub fn set_forced_in_full(&mut self, on: bool) {
        self.forced_in_full = on;
    }

    pub fn spends_forced_in_full(&self) -> bool {
        self.forced_in_full
    }

    /// Probes the installed endgame databases or not (on by default, with the technique).
    pub fn set_tables(&mut self, on: bool) {
        self.tables = on;
    }

    /// Setting `stop` makes a running search return its best move so far.
    pub fn set_stop(&mut self, stop: Arc<AtomicBool>) {
        self.stop = stop;
    }

    /// Forgets what earlier searches learnt, so the next search is reproducible.
    pub fn new_game(&mut self) {
        self.tt.clear();
        self.forget_ordering();
        self.helpers.iter_mut().for_each(Searcher::forget_ordering);
    }

    fn forget_ordering(&mut self) {
        self.history.fill(HISTORY_START);
        self.killers = [[u16::MAX; 2]; MAX_PLY + 1];
    }

    /// Searches the game's current position within `limits`, calling `on_info` after each
    /// iteration. The game's history counts for repetitions and the draw rules. With more
    /// than one thread ([`Searcher::set_threads`]) helpers search beside this thread.
    pub fn search(
        &mut self,
        game: &Game<P>,
        limits: &Limits,
        on_info: &mut dyn FnMut(&Info),
    ) -> SearchResult {
        self.tt.new_search();
        if self.threads > 1 {
            self.search_parallel(game, limits, on_info)
        } else {
            self.iterate(game, limits, on_info)
        }
    }

    /// Iterative deepening on this thread.
    fn iterate(&mut self, game: &Game<P>, limits: &Limits, on_info: &mut dyn FnMut(&Info)) -> SearchResult {
        self.start = Instant::now();
        self.limits = *limits;
        self.nodes = 0;
        self.aborted = false;
        self.root_best = None;
        self.options = game.options();
        self.load_history(game);
        let root = *game.position();
        let legal = root.legal_moves();
        let mut result = SearchResult {
            best: legal.first().copied(),
            score: if legal.is_empty() { -WIN } else { 0 },
            depth: 0,
            nodes: 0,
            elapsed: Duration::ZERO,
            pv: legal.first().copied().into_iter().collect(),
        };
        if legal.is_empty() {
            return result;
        }
        let max_depth = limits.depth.unwrap_or(MAX_PLY as u32 - 20).clamp(1, MAX_PLY as u32 - 20);
        for depth in 1..=max_depth {
            // A helper searches the depth limit itself, whichever depths it skips.
            if depth < max_depth && self.helper.is_some_and(|h| smp::skips(h, depth)) {
                continue;
            }
            let (last_best, last_score) = (result.best, result.score);
            let score = self.aspiration(&root, depth, result.score);
            if let Some((s, pv)) = self.root_best.take() {
                // A move found in an unfinished iteration was searched to the end: keep it.
                result.best = pv.first().copied();
                result.score = if self.aborted { s } else { score };
                result.pv = pv;
            }
            if self.aborted {
                break;
            }
            result.depth = depth;
            result.nodes = self.all_nodes();
            result.elapsed = self.start.elapsed();
            on_info(&Info {
                depth,
                score: result.score,
                nodes: result.nodes,
                elapsed: result.elapsed,
                pv: result.pv.clone(),
            });
            let unsure = depth >= 5 && (result.best != last_best || result.score < last_score - UNSURE_DROP);
            // The soft limit doubles (up to the hard one) while the search is unsure: the best
            // move just changed or the score fell.
            let soft_time = limits.soft_time.map(|t| {
                let longer = if unsure { t.saturating_mul(2) } else { t };
                limits.hard_time.map_or(longer, |h| longer.min(h))
            });
            let timed = limits.soft_time.is_some() || limits.hard_time.is_some();
            let out_of_time = soft_time.is_some_and(|t| self.start.elapsed() >= t);
            let decided = win_distance(score).is_some_and(|n| n.unsigned_abs() <= depth);
            let forced = legal.len() == 1 && !limits.forced_in_full;
            if out_of_time || (timed && (forced || decided)) {
                break;
            }
        }
        result.nodes = self.all_nodes();
        result.elapsed = self.start.elapsed();
        result
    }

    /// The root search of one iteration: first in a narrow window around the last score,
    /// widened on each failure (aspiration windows); the first iterations use a full window.
    fn aspiration(&mut self, root: &P, depth: u32, last: i32) -> i32 {
        if depth < 5 || win_distance(last).is_some() {
            return self.alphabeta(root, depth as i32, -INF, INF, 0, true);
        }
        let mut delta = ASPIRATION;
        let (mut lo, mut hi) = (last - delta, last + delta);
        loop {
            let score = self.alphabeta(root, depth as i32, lo, hi, 0, true);
            if self.aborted {
                return score;
            }
            if score <= lo {
                lo = (lo - delta).max(-INF);
            } else if score >= hi {
                hi = (hi + delta).min(INF);
            } else {
                return score;
            }
            delta *= 3;
        }
    }

    /// The exact score of every root move at `depth` (for the weaker levels' choice).
    pub fn score_root_moves(&mut self, game: &Game<P>, depth: u32) -> Vec<(Move, i32)> {
        self.limits = Limits::default();
        self.aborted = false;
        self.options = game.options();
        self.load_history(game);
        let root = *game.position();
        let mut out = Vec::new();
        for m in root.legal_moves() {
            let mut child = root;
            child.play_unchecked(&m);
            self.push(&root, &m, &child);
            let s = -self.alphabeta(&child, depth as i32 - 1, -INF, INF, 1, true);
            self.frames.pop();
            out.push((m, s));
        }
        out
    }

    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// The nodes of the current search, the helpers' included.
    fn all_nodes(&self) -> u64 {
        self.nodes + if self.helper.is_none() { self.pool_nodes.load(Ordering::Relaxed) } else { 0 }
    }

    fn check_limits(&mut self) {
        if self.helper.is_some() {
            self.pool_nodes.fetch_add(1024, Ordering::Relaxed);
        }
        if self.stop.load(Ordering::Relaxed)
            || self.pool_done.load(Ordering::Relaxed)
            || self.limits.nodes.is_some_and(|n| self.nodes >= n)
            || self.limits.hard_time.is_some_and(|t| self.start.elapsed() >= t)
        {
            self.aborted = true;
        }
    }

    /// `prune`: ProbCut may cut this node and its subtree (off inside ProbCut's own searches).
    fn alphabeta(&mut self, pos: &P, depth: i32, alpha: i32, beta: i32, ply: usize, prune: bool) -> i32 {
        self.pv[ply].clear();
        if let Some(s) = self.early_exit(pos, depth, (alpha, beta), ply) {
            return s;
        }
        let key = pos.zobrist();
        let pv_node = beta - alpha > 1;
        let (hash_move, cut) = self.probe_table(key, depth, (alpha, beta), ply, pv_node);
        if let Some(s) = cut {
            return s;
        }
        if prune
            && !pv_node
            && ply > 0
            && depth >= PROBCUT_DEPTH
            && beta.abs() < WIN_BOUND
            && self.crowded()
            && let Some(s) = self.probcut(pos, depth, beta, ply)
        {
            return s;
        }
        let mut moves = std::mem::take(&mut self.moves[ply]);
        pos.generate_moves(&mut moves);
        if moves.is_empty() {
            self.moves[ply] = moves;
            // Seed 002 rule 23: a side that cannot move loses.
            return -(WIN - ply as i32);
        }
        self.order_moves(pos, &moves, ply, hash_move);
        let (best, best_index) = self.search_moves(pos, &moves, depth, (alpha, beta), ply, prune);
        self.moves[ply] = moves;
        if self.aborted {
            return 0;
        }
        if depth > 0 {
            let bound = if best >= beta {
                Bound::Lower
            } else if best > alpha {
                Bound::Exact
            } else {
                Bound::Upper
            };
            self.tt.store(key, depth, to_tt(best, ply), bound, best_index);
        }
        best
    }

    /// The score of a node that needs no move loop: ended by a rule, the search stopped, the
    /// deepest ply, an endgame table, or a quiet position past the horizon.
    fn early_exit(&mut self, pos: &P, depth: i32, window: (i32, i32), ply: usize) -> Option<i32> {
        if ply > 0
            && let Some(s) = self.rule_score(pos, ply)
        {
            return Some(s);
        }
        self.nodes += 1;
        if self.nodes & 1023 == 0 {
            self.check_limits();
        }
        if self.aborted {
            return Some(0);
        }
        if ply >= MAX_PLY {
            return Some(self.evaluate(pos));
        }
        if self.technique
            && ply > 0
            && let Some(n) = pos.probe()
        {
            return Some(if n > 0 { WIN - ply as i32 - n } else { -(WIN - ply as i32 + n) });
        }
        if self.technique
            && self.tables
            && ply > 0
            && let Some(s) = self.table_score(pos, depth)
        {
            return Some(s);
        }
        // Past the horizon, only captures (compulsory) and crowning steps are followed; the
        // quick tests spare listing the moves of the quiet leaves, most of the tree.
        if depth <= 0 && !pos.must_capture() {
            if pos.can_crown() {
                return Some(self.crown_leaf(pos, window, ply));
            }
            // Seed 002 rule 1, seed 002 rule 23, seed 003, seed 004: no piece or no move loses.
            return Some(if pos.has_moves() { self.evaluate(pos) } else { -(WIN - ply as i32) });
        }
        None
    }

    /// A quiet leaf where the side to move can crown a man: the evaluation, or better, one of
    /// the crowning moves followed by the captures that answer it.
    fn crown_leaf(&mut self, pos: &P, (mut alpha, beta): (i32, i32), ply: usize) -> i32 {
        let mut best = self.evaluate(pos);
        if best >= beta {
            return best;
        }
        alpha = alpha.max(best);
        let mut moves = std::mem::take(&mut self.moves[ply]);
        pos.generate_moves(&mut moves);
        for m in &moves {
            let mut child = *pos;
            child.play_unchecked(m);
            if !promotes(pos, &child, m) {
                continue;
            }
            self.push(pos, m, &child);
            let s = -self.alphabeta(&child, 0, -beta, -alpha, ply + 1, false);
            self.frames.pop();
            if self.aborted {
                break;
            }
            if s > best {
                best = s;
                alpha = alpha.max(s);
                if s >= beta {
                    break;
                }
            }
        }
        self.moves[ply] = moves;
        best
    }

    /// ProbCut: at a null-window node with some depth left, a much shallower search that
    /// beats beta by a margin growing with the depth is taken as a cut (fail soft).
    fn probcut(&mut self, pos: &P, depth: i32, beta: i32, ply: usize) -> Option<i32> {
        let margin = P::PROBCUT_MARGIN * depth;
        let raised = beta + margin;
        let shallow = (depth * PROBCUT_SHARE / 100).max(1);
        let s = self.alphabeta(pos, shallow, raised - 1, raised, ply, false);
        if self.aborted {
            return Some(0);
        }
        // A win found by the shallow search is a win.
        (s >= raised).then(|| if s >= WIN_BOUND { s } else { s - margin })
    }

    /// The move loop of a node (moves already ordered): principal variation search with late
    /// move reductions. Returns the best score and the index of its move (`u8::MAX`: none
    /// raised it).
    fn search_moves(
        &mut self,
        pos: &P,
        moves: &[Move],
        depth: i32,
        (mut alpha, beta): (i32, i32),
        ply: usize,
        prune: bool,
    ) -> (i32, u8) {
        // One legal move: it costs nothing to look one ply further.
        let extension = i32::from(moves.len() == 1 && depth > 0);
        let child_depth = if depth > 0 { depth - 1 + extension } else { 0 };
        let mut best = -INF;
        let mut best_index = u8::MAX;
        let alpha0 = alpha;
        let mut best_at = 0;
        for i in 0..moves.len() {
            let index = self.pick(ply, i);
            let m = moves[index];
            let mut child = *pos;
            child.play_unchecked(&m);
            self.push(pos, &m, &child);
            let score = if i == 0 {
                -self.alphabeta(&child, child_depth, -beta, -alpha, ply + 1, prune)
            } else {
                let quiet_late = depth >= 3 && i >= 3 && !m.is_capture() && !self.is_killer(ply, &m);
                let reduction = if quiet_late { late_move_reduction(depth, i) } else { 0 };
                let mut s =
                    -self.alphabeta(&child, child_depth - reduction, -alpha - 1, -alpha, ply + 1, prune);
                if s > alpha && (reduction > 0 || s < beta) && !self.aborted {
                    s = -self.alphabeta(&child, child_depth, -beta, -alpha, ply + 1, prune);
                }
                s
            };
            self.frames.pop();
            if self.aborted {
                return (0, u8::MAX);
            }
            if score > best {
                best = score;
                best_at = i;
                if score > alpha {
                    // Only a move that raised alpha is the node's best move: below alpha the
                    // scores are bounds, and the highest of them names no better move.
                    best_index = u8::try_from(index).unwrap_or(u8::MAX);
                    alpha = score;
                    let (head, tail) = self.pv.split_at_mut(ply + 1);
                    head[ply].clear();
                    head[ply].push(m);
                    head[ply].extend_from_slice(&tail[0]);
                    if ply == 0 {
                        self.root_best = Some((score, self.pv[0].clone()));
                    }
                    if alpha >= beta {
                        if !m.is_capture() {
                            self.remember_killer(ply, &m);
                        }
                        break;
                    }
                }
            }
        }
        if depth > 0 && best > alpha0 {
            self.credit(pos.turn(), moves, ply, best_at);
        }
        (best, best_index)
    }

    /// More than [`PROBCUT_MIN_PIECES`] pieces on the board: ProbCut's shallow searches
    /// miss the long forced lines of the endings.
    fn crowded(&self) -> bool {
        let m = self.frames[self.frames.len() - 1].material;
        m.total(Color::White) + m.total(Color::Black) > PROBCUT_MIN_PIECES
    }

    fn evaluate(&self, pos: &P) -> i32 {
        if self.technique { pos.evaluate() } else { pos.evaluate_basic() }
    }
}

/// A quiet man's move that crowns it.
fn promotes<P: Evaluate>(pos: &P, child: &P, m: &Move) -> bool {
    pos.piece_at(m.from()).is_some_and(|p| p.role == Role::Man)
        && child.piece_at(m.to()).is_some_and(|p| p.role == Role::King)
}
