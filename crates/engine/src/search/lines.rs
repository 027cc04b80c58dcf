//! Analysis with several lines (multi-PV): the best `count` root moves, each with its score
//! and principal variation, deepened one ply at a time until the limits or a stop.
//!
//! The root is searched here, not by [`Searcher::alphabeta`]: each iteration goes over the
//! root moves in the order of the last iteration's scores; the first `count` moves get a full
//! window, every later one a null window at the score of the `count`-th line so far, and only
//! a move that beats it is searched again in full and takes its place among the lines (so
//! each line's score is exact). The one-line search ([`Searcher::search`]) is untouched.

use std::cmp::Reverse;
use std::time::{Duration, Instant};

use damier_rules::{Game, Move};

use super::{INF, Info, Limits, SearchResult, Searcher, WIN, win_distance};
use crate::eval::Evaluate;

/// A line of an iteration: its score for the side to move and its moves.
type Line = (i32, Vec<Move>);

impl<P: Evaluate> Searcher<P> {
    /// Searches the game's position for its best `count` moves (at least one) within
    /// `limits`, calling `on_lines` with the lines, best first, after each iteration. The
    /// result is the best line of the last iteration completed.
    pub fn analyse(
        &mut self,
        game: &Game<P>,
        limits: &Limits,
        count: usize,
        on_lines: &mut dyn FnMut(&[Info]),
    ) -> SearchResult {
        self.tt.new_search();
        self.start = Instant::now();
        self.limits = *limits;
        self.nodes = 0;
        self.aborted = false;
        self.options = game.options();
        self.load_history(game);
        let root = *game.position();
        // The root moves with the last iteration's scores, best first.
        let mut scored: Vec<(Move, i32)> = root.legal_moves().into_iter().map(|m| (m, 0)).collect();
        let mut last: Vec<Line> = Vec::new();
        let mut depth_done = 0;
        let max_depth =
            limits.depth.unwrap_or(super::MAX_PLY as u32 - 20).clamp(1, super::MAX_PLY as u32 - 20);
        for depth in 1..=max_depth {
            if scored.is_empty() {
                break;
            }
            let lines = self.root_lines(&root, &mut scored, depth, count.max(1));
            if self.aborted {
                break;
            }
            last = lines;
            depth_done = depth;
            on_lines(&self.infos(&last, depth));
            let decided =
                last.first().and_then(|(s, _)| win_distance(*s)).is_some_and(|n| n.unsigned_abs() <= depth);
            let out_of_time = limits.soft_time.is_some_and(|t| self.start.elapsed() >= t);
            if decided || out_of_time {
                break;
            }
        }
        let best = last.first().cloned();
        SearchResult {
            best: best.as_ref().and_then(|(_, pv)| pv.first().copied()).or(scored.first().map(|&(m, _)| m)),
            score: best.as_ref().map_or(if scored.is_empty() { -WIN } else { 0 }, |(s, _)| *s),
            depth: depth_done,
            nodes: self.nodes,
            elapsed: self.start.elapsed(),
            pv: best.map(|(_, pv)| pv).unwrap_or_default(),
        }
    }

    /// One iteration over the root moves: the best `count` lines at `depth`, best first
    /// (fewer when there are fewer moves). `scored` gets the moves' new scores (a move that
    /// failed low keeps the bound) and is sorted by them for the next iteration.
    fn root_lines(&mut self, root: &P, scored: &mut [(Move, i32)], depth: u32, count: usize) -> Vec<Line> {
        let mut lines: Vec<Line> = Vec::with_capacity(count + 1);
        for entry in scored.iter_mut() {
            let m = entry.0;
            let mut child = *root;
            child.play_unchecked(&m);
            self.push(root, &m, &child);
            let child_depth = depth as i32 - 1;
            let floor = (lines.len() >= count).then(|| lines[count - 1].0);
            let mut score = match floor {
                Some(f) => -self.alphabeta(&child, child_depth, -f - 1, -f, 1, true),
                None => -INF,
            };
            let full = floor.is_none_or(|f| score > f);
            if full && !self.aborted {
                score = -self.alphabeta(&child, child_depth, -INF, INF, 1, true);
            }
            self.frames.pop();
            if self.aborted {
                break;
            }
            entry.1 = score;
            if full {
                let mut pv = vec![m];
                pv.extend_from_slice(&self.pv[1]);
                let at = lines.partition_point(|(s, _)| *s >= score);
                lines.insert(at, (score, pv));
                lines.truncate(count);
            }
        }
        scored.sort_by_key(|&(_, s)| Reverse(s));
        lines
    }

    fn infos(&self, lines: &[Line], depth: u32) -> Vec<Info> {
        let elapsed: Duration = self.start.elapsed();
        lines
            .iter()
            .map(|(score, pv)| Info { depth, score: *score, nodes: self.nodes, elapsed, pv: pv.clone() })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use damier_rules::{Dablot, English, GameOptions, International, Position};

    use super::*;

    fn lines_of<P: Evaluate>(fen: Option<&str>, depth: u32) -> (Game<P>, Vec<Info>, SearchResult) {
        let start = fen.map_or_else(P::start, |f| P::from_fen(f).expect("a FEN"));
        let game = Game::new(start, GameOptions::default());
        let mut searcher = Searcher::<P>::new(8);
        let mut seen = Vec::new();
        let limits = Limits { depth: Some(depth), ..Limits::default() };
        let result = searcher.analyse(&game, &limits, 3, &mut |l| seen = l.to_vec());
        (game, seen, result)
    }

    /// Three lines, distinct first moves, each line legal move after move, best first; the
    /// result is the first line.
    fn check<P: Evaluate>(fen: Option<&str>, depth: u32) {
        let (game, lines, result) = lines_of::<P>(fen, depth);
        assert_eq!(lines.len(), 3, "three lines");
        let firsts: Vec<Move> = lines.iter().map(|l| l.pv[0]).collect();
        assert!(firsts[0] != firsts[1] && firsts[1] != firsts[2] && firsts[0] != firsts[2], "{firsts:?}");
        assert!(lines.windows(2).all(|w| w[0].score >= w[1].score), "ordered by score");
        for line in &lines {
            assert_eq!(line.depth, depth);
            let mut pos = *game.position();
            for m in &line.pv {
                pos = pos.play(m).expect("every move of a line is legal");
            }
        }
        assert_eq!(result.best, Some(firsts[0]));
        assert_eq!(result.score, lines[0].score);
    }

    #[test]
    fn three_distinct_legal_lines_ordered_by_score_in_each_game() {
        check::<International>(None, 4);
        check::<English>(None, 5);
        check::<Dablot>(None, 3);
    }

    #[test]
    fn the_lines_that_crown_come_first() {
        // White's man on 7 crowns on 1 or 2; any other move (46-41, 50-44, 50-45) lets Black
        // take it (12x1), so both crowning lines come before the first waiting one.
        for depth in 3..=6 {
            let (game, lines, _) = lines_of::<International>(Some("W:W7,46,50:B12,16,18,19,20"), depth);
            assert_eq!(lines.len(), 3);
            let first: Vec<String> = lines.iter().map(|l| game.position().move_to_string(&l.pv[0])).collect();
            assert!(matches!(first[0].as_str(), "7-1" | "7-2"), "depth {depth}: {first:?}");
            assert!(matches!(first[1].as_str(), "7-1" | "7-2"), "depth {depth}: {first:?}");
            assert!(
                lines[1].score > lines[2].score,
                "depth {depth}: {} v {}",
                lines[1].score,
                lines[2].score
            );
        }
    }

    #[test]
    fn fewer_moves_give_fewer_lines_and_a_stop_keeps_the_last_iteration() {
        // One legal move (the capture is compulsory).
        let (_, lines, result) = lines_of::<International>(Some("W:W28:B23"), 3);
        assert_eq!(lines.len(), 1);
        assert!(result.best.is_some());
        let game = Game::new(International::start(), GameOptions::default());
        let mut searcher = Searcher::<International>::new(8);
        let limits = Limits { nodes: Some(20_000), ..Limits::default() };
        let mut iterations = 0;
        let result = searcher.analyse(&game, &limits, 3, &mut |_| iterations += 1);
        assert!(iterations >= 1 && result.depth == iterations, "{iterations} {}", result.depth);
        assert!(result.best.is_some() && !result.pv.is_empty());
    }
}
