//! "Analyse game": every position of the game searched in turn (one search at a time on the
//! analysis worker, a set time each), then each move judged by how much it lost against the
//! best move: an inaccuracy (`?!`, NAG 6), a mistake (`?`, NAG 2) or a blunder (`??`, NAG 4).
//!
//! A move's loss is the score before it less the score after it, both from the mover's side,
//! in hundredths of a man, each first held within ±[`DECIDED`] (a side already winning by
//! that much that stays so has lost nothing). The thresholds per game ([`Thresholds::of`]):
//!
//! | game          | `?!` | `?`  | `??` |
//! |---------------|------|------|------|
//! | international | 40   | 100  | 250  |
//! | English       | 35   | 80   | 200  |
//! | Dablot        | 50   | 120  | 300  |
//!
//! English men are fewer (12) and each worth more of the game than an international man (20);
//! Dablot's 30 pieces a side and its slower battles make its scores move further for less.

use std::time::Duration;

use damier_rules::{AnyGame, Color, Move};

/// Scores beyond this (hundredths, either way) are taken as decided.
pub const DECIDED: i32 = 1000;

pub use damier_engine::judge::Thresholds;

/// How bad a move was.
#[derive(Clone, Copy, PartialEq, Eq, Debug, PartialOrd, Ord)]
pub enum Mark {
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Mark {
    /// Its NAG: `?!` 6, `?` 2, `??` 4.
    pub fn nag(self) -> u8 {
        match self {
            Mark::Inaccuracy => 6,
            Mark::Mistake => 2,
            Mark::Blunder => 4,
        }
    }

    /// The NAGs of move quality (`!`, `?`, `!!`, `??`, `!?`, `?!`): a new judgement replaces them.
    pub fn is_quality_nag(nag: u8) -> bool {
        (1..=6).contains(&nag)
    }
}

/// A position's search: its score from White's side, and the best move.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Scored {
    pub white: i32,
    pub best: Option<Move>,
}

/// A move judged: its index in the game, the mark, the better move and the score of the
/// position before it (from White's side, as the analysis writes every score).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Judged {
    pub ply: usize,
    pub mark: Mark,
    pub better: Move,
    pub white: i32,
}

/// The analysis of a whole game, running or done.
pub struct GameReview {
    /// The game as it was when the analysis started.
    game: AnyGame,
    pub time_per_move: Duration,
    /// Per position, from the start to the end: its search, once done.
    scores: Vec<Scored>,
}

impl GameReview {
    pub fn new(game: AnyGame, time_per_move: Duration) -> GameReview {
        GameReview { game, time_per_move, scores: Vec::new() }
    }

    pub fn game(&self) -> &AnyGame {
        &self.game
    }

    /// Positions in the game: one more than its moves.
    pub fn positions(&self) -> usize {
        self.game.moves().len() + 1
    }

    /// The share of the positions searched, 0 to 1.
    pub fn progress(&self) -> f32 {
        self.scores.len() as f32 / self.positions() as f32
    }

    pub fn is_done(&self) -> bool {
        self.scores.len() == self.positions()
    }

    /// The next position to search: the game up to it, and its ply.
    pub fn next_position(&self) -> Option<(AnyGame, usize)> {
        let ply = self.scores.len();
        (ply < self.positions()).then(|| (up_to(&self.game, ply), ply))
    }

    /// The search of the next position: its score for the side to move there.
    pub fn record(&mut self, score: i32, best: Option<Move>) {
        let ply = self.scores.len();
        if ply < self.positions() {
            let white = if self.game.turn_at(ply) == Color::White { score } else { -score };
            self.scores.push(Scored { white, best });
        }
    }

    /// The scores searched so far, from White's side, position by position.
    pub fn scores(&self) -> &[Scored] {
        &self.scores
    }

    /// Every move searched on both sides, judged as the thresholds say.
    pub fn judge(&self) -> Vec<Judged> {
        let thresholds = Thresholds::of(self.game.variant());
        let moves = self.game.moves();
        self.scores
            .windows(2)
            .enumerate()
            .filter_map(|(ply, pair)| {
                let better = pair[0].best.filter(|b| *b != moves[ply])?;
                let side = if self.game.turn_at(ply) == Color::White { 1 } else { -1 };
                let before = (side * pair[0].white).clamp(-DECIDED, DECIDED);
                let after = (side * pair[1].white).clamp(-DECIDED, DECIDED);
                let mark = mark(before - after, thresholds)?;
                Some(Judged { ply, mark, better, white: pair[0].white })
            })
            .collect()
    }
}

fn mark(loss: i32, t: Thresholds) -> Option<Mark> {
    if loss >= t.blunder {
        Some(Mark::Blunder)
    } else if loss >= t.mistake {
        Some(Mark::Mistake)
    } else if loss >= t.inaccuracy {
        Some(Mark::Inaccuracy)
    } else {
        None
    }
}

/// `game` taken back to its first `ply` moves.
pub fn up_to(game: &AnyGame, ply: usize) -> AnyGame {
    let mut g = game.clone();
    while g.moves().len() > ply {
        g.undo();
    }
    g
}

#[cfg(test)]
mod tests {
    use damier_rules::{GameOptions, Variant};

    use super::*;

    fn english(moves: &[&str]) -> AnyGame {
        let mut g = AnyGame::start(Variant::English, GameOptions::default());
        for text in moves {
            let m = g.parse_move(text).expect("legal");
            g.play(&m).expect("legal");
        }
        g
    }

    #[test]
    fn losses_are_marked_by_the_thresholds_and_the_best_move_is_never_marked() {
        let game = english(&["11-15", "22-18", "15x22", "25x18"]);
        let mut review = GameReview::new(game.clone(), Duration::from_millis(10));
        let best = |ply: usize, text: &str| Some(up_to(&game, ply).parse_move(text).expect("legal"));
        // Scores for the side to move, Black first: after 11-15 White stands at +2.60 (a
        // blunder: Black had 0 and 9-13); after 25x18 Black stands at +0.30 where White had
        // +0.40 (a loss of 70, an English inaccuracy); 15x22 was the best move.
        assert_eq!(review.next_position().map(|(_, ply)| ply), Some(0));
        review.record(0, best(0, "9-13"));
        review.record(260, best(1, "22-17"));
        review.record(-260, best(2, "15x22"));
        review.record(40, best(3, "26x17"));
        review.record(30, None);
        assert!(review.is_done() && review.next_position().is_none());
        let whites: Vec<i32> = review.scores().iter().map(|s| s.white).collect();
        assert_eq!(whites, [0, 260, 260, 40, -30], "from White's side");
        let judged = review.judge();
        let marks: Vec<(usize, Mark)> = judged.iter().map(|j| (j.ply, j.mark)).collect();
        assert_eq!(marks, [(0, Mark::Blunder), (3, Mark::Inaccuracy)]);
        assert_eq!(judged[0].white, 0);
        assert_eq!(judged[0].better, best(0, "9-13").expect("a move"));
    }

    #[test]
    fn a_side_that_stays_decided_loses_nothing_and_the_thresholds_differ_by_game() {
        let game = english(&["11-15", "22-18"]);
        let mut review = GameReview::new(game.clone(), Duration::from_millis(10));
        let other = up_to(&game, 0).parse_move("9-13").ok();
        review.record(2000, other);
        review.record(-1500, None);
        review.record(0, None);
        assert!(review.judge().is_empty(), "from +20 men to +15 men is still won");
        let (i, e, d) = (
            Thresholds::of(Variant::International),
            Thresholds::of(Variant::English),
            Thresholds::of(Variant::Dablot),
        );
        assert!(e.mistake < i.mistake && i.mistake < d.mistake);
        assert_eq!(mark(250, i), Some(Mark::Blunder));
        assert_eq!(mark(249, i), Some(Mark::Mistake));
        assert_eq!(mark(39, i), None);
        assert_eq!([Mark::Inaccuracy.nag(), Mark::Mistake.nag(), Mark::Blunder.nag()], [6, 2, 4]);
    }
}
