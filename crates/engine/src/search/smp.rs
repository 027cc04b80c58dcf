//! The parallel search (Lazy SMP): helper threads run the same iterative deepening on the
//! same position, sharing only the transposition table with the main thread. They reach
//! positions before it and leave their results in the table, where the main thread finds
//! them. Helpers differ from the main thread and from each other by the depths they skip
//! (each searches a different subset of the iterations, so some run a ply ahead), and their
//! move ordering drifts apart with their own killers and history. The main thread decides
//! when to stop on time, nodes or a stop request, and the helpers stop when it does; with a
//! depth limit, the first thread to complete the iteration at that depth ends the search
//! (every helper searches the limit itself, whichever depths it skips before it). The move
//! played is the main thread's, or a helper's when that helper completed a deeper iteration.
//!
//! One thread runs no helper and touches nothing shared but the table, so a one-thread
//! search stays deterministic.

use std::sync::atomic::Ordering;
use std::sync::{Mutex, PoisonError};

use damier_rules::Game;

use super::{Info, Limits, SearchResult, Searcher};
use crate::eval::Evaluate;

/// The most threads a search runs.
pub const MAX_THREADS: usize = 64;

/// Per helper (cycling): the length of its runs of searched and skipped depths, and where
/// in the cycle it starts.
const SKIP_SIZE: [u32; 20] = [1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4];
const SKIP_PHASE: [u32; 20] = [1, 0, 1, 2, 3, 0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5, 6, 7, 0];

/// Whether helper `helper` leaves out the iteration at `depth` (the first helper searches the
/// odd depths, the second the even ones, the next ones runs of two, three, four depths).
pub(super) fn skips(helper: usize, depth: u32) -> bool {
    let i = helper % SKIP_SIZE.len();
    depth > 1 && !((depth + SKIP_PHASE[i]) / SKIP_SIZE[i]).is_multiple_of(2)
}

impl<P: Evaluate> Searcher<P> {
    /// Searches with `threads` threads (1 to [`MAX_THREADS`]) from the next search on.
    pub fn set_threads(&mut self, threads: usize) {
        self.threads = threads.clamp(1, MAX_THREADS);
    }

    pub fn threads(&self) -> usize {
        self.threads
    }

    /// [`Searcher::search`] with helpers: they start, this thread searches, they stop.
    pub(super) fn search_parallel(
        &mut self,
        game: &Game<P>,
        limits: &Limits,
        on_info: &mut dyn FnMut(&Info),
    ) -> SearchResult {
        self.helpers.truncate(self.threads - 1);
        while self.helpers.len() < self.threads - 1 {
            let mut h = Searcher::with_table(self.tt.clone());
            h.helper = Some(self.helpers.len());
            h.pool_nodes = self.pool_nodes.clone();
            self.helpers.push(h);
        }
        self.pool_nodes.store(0, Ordering::Relaxed);
        self.pool_done.store(false, Ordering::Relaxed);
        // The deepest iteration a helper completed (within the depth asked for).
        let deepest = Mutex::new(None::<Info>);
        let max_depth = limits.depth.unwrap_or(u32::MAX);
        // The helpers search up to the same depth limit (and no further).
        let helper_limits = Limits { depth: limits.depth, ..Limits::default() };
        let mut helpers = std::mem::take(&mut self.helpers);
        let mut result = std::thread::scope(|scope| {
            let mut running = Vec::new();
            for h in helpers.iter_mut() {
                h.technique = self.technique;
                h.tables = self.tables;
                h.stop = self.pool_done.clone();
                let thread = std::thread::Builder::new().name("damier-helper".to_owned());
                let deepest = &deepest;
                let pool_done = self.pool_done.clone();
                let mut keep = move |info: &Info| {
                    let mut d = deepest.lock().unwrap_or_else(PoisonError::into_inner);
                    if d.as_ref().is_none_or(|d| info.depth > d.depth) {
                        *d = Some(info.clone());
                    }
                    // The depth asked for is searched: the first thread there answers.
                    if info.depth >= max_depth {
                        pool_done.store(true, Ordering::Relaxed);
                    }
                };
                let helper_limits = &helper_limits;
                // A helper the system cannot start is only a helper less.
                if let Ok(handle) =
                    thread.spawn_scoped(scope, move || h.iterate(game, helper_limits, &mut keep))
                {
                    running.push(handle);
                }
            }
            let result = self.iterate(game, limits, on_info);
            self.pool_done.store(true, Ordering::Relaxed);
            // A helper that panicked only leaves its share of the table unfilled.
            running.into_iter().for_each(|handle| drop(handle.join()));
            result
        });
        self.helpers = helpers;
        // A helper that finished an iteration deeper than this thread's last one plays its
        // move: its tree is the deeper (the helpers of the odd depths are often a ply ahead).
        // It is reported as the search's last iteration.
        if let Some(info) = deepest.into_inner().unwrap_or_else(PoisonError::into_inner)
            && info.depth > result.depth
            && let Some(&best) = info.pv.first()
        {
            result.best = Some(best);
            result.score = info.score;
            result.depth = info.depth;
            result.pv = info.pv;
            on_info(&Info {
                depth: result.depth,
                score: result.score,
                nodes: result.nodes,
                elapsed: result.elapsed,
                pv: result.pv.clone(),
            });
        }
        result
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_helpers_search_complementary_depths() {
        let searched = |h| (2..=9).filter(|&d| !skips(h, d)).collect::<Vec<u32>>();
        assert_eq!(searched(0), vec![3, 5, 7, 9]);
        assert_eq!(searched(1), vec![2, 4, 6, 8]);
        for h in 0..40 {
            assert!(!skips(h, 1), "every helper searches depth 1");
            assert!((2..=20).any(|d| skips(h, d)), "helper {h} skips some depths");
        }
    }
}
