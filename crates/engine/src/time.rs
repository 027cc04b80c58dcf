//! How long to think: a move's budget from a fixed time per move or from a clock.

use std::time::Duration;

use crate::search::Limits;

/// What the caller allows for one move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Budget {
    /// Search to this depth, however long it takes.
    Depth(u32),
    /// Search this many nodes (reproducible).
    Nodes(u64),
    /// Use this much time for the move.
    MoveTime(Duration),
    /// A chess clock: time left for the side to move, the increment it gains after the move,
    /// and optionally the moves to play before the next time control.
    Clock { remaining: Duration, increment: Duration, moves_to_go: Option<u32> },
    /// Until stopped.
    Infinite,
}

/// Time kept back from the clock for the moves' overhead (process, channels, drawing).
pub const SAFETY: Duration = Duration::from_millis(60);
/// Moves a game is assumed to still last when the clock does not say.
const MOVES_LEFT: u32 = 30;

impl Budget {
    /// The search limits this budget gives.
    pub fn limits(self) -> Limits {
        match self {
            Budget::Depth(d) => Limits { depth: Some(d), ..Limits::default() },
            Budget::Nodes(n) => Limits { nodes: Some(n), ..Limits::default() },
            Budget::MoveTime(t) => {
                // The whole time: an iteration cut short still gives the best move it has
                // searched to the end.
                Limits { hard_time: Some(t), soft_time: Some(t), ..Limits::default() }
            }
            Budget::Clock { remaining, increment, moves_to_go } => {
                let (soft, hard) = allot(remaining, increment, moves_to_go);
                Limits { soft_time: Some(soft), hard_time: Some(hard), ..Limits::default() }
            }
            Budget::Infinite => Limits::default(),
        }
    }
}

/// Soft and hard time for one move from a clock. The hard limit never exceeds what is left
/// after the safety margin, and with at least one second plus the increment on the clock, it
/// leaves more than half of the clock for the rest of the game. The arithmetic saturates, so
/// any durations (a clock of 10^19 s from a protocol line) give an answer, never a panic.
pub fn allot(remaining: Duration, increment: Duration, moves_to_go: Option<u32>) -> (Duration, Duration) {
    let usable = remaining.saturating_sub(SAFETY);
    if usable.is_zero() {
        let panic_time = remaining / 10;
        return (panic_time / 2, panic_time);
    }
    let moves = moves_to_go.unwrap_or(MOVES_LEFT).clamp(1, MOVES_LEFT);
    let from_increment = increment.saturating_mul(3) / 4;
    let share = (usable / moves).saturating_add(from_increment);
    let hard = share
        .saturating_mul(3)
        .min((usable.saturating_mul(2) / 5).saturating_add(from_increment))
        .min(usable);
    let soft = (share.saturating_mul(3) / 5).min(hard);
    (soft, hard)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn never_spends_more_than_the_clock_allows() {
        for ms in [0u64, 10, 59, 60, 100, 500, 1000, 1500, 10_000, 60_000, 600_000] {
            for inc in [0u64, 100, 2000] {
                for mtg in [None, Some(1), Some(5), Some(40)] {
                    let remaining = Duration::from_millis(ms);
                    let (soft, hard) = allot(remaining, Duration::from_millis(inc), mtg);
                    assert!(soft <= hard, "{ms} {inc} {mtg:?}");
                    assert!(
                        hard <= remaining.saturating_sub(SAFETY).max(remaining / 10),
                        "{ms} {inc} {mtg:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn huge_clocks_and_move_times_saturate_instead_of_panicking() {
        let huge = Duration::from_secs_f64(1e19);
        for (remaining, increment) in [(huge, huge), (Duration::MAX, Duration::MAX), (huge, Duration::ZERO)] {
            for mtg in [None, Some(1), Some(u32::MAX)] {
                let (soft, hard) = allot(remaining, increment, mtg);
                assert!(soft <= hard && hard <= remaining, "{remaining:?} {increment:?} {mtg:?}");
                assert!(hard > Duration::from_secs(1_000_000), "a huge clock gives a long think");
            }
        }
        let limits = Budget::MoveTime(Duration::MAX).limits();
        assert_eq!(limits.hard_time, Some(Duration::MAX));
        assert!(limits.soft_time.is_some_and(|s| s > Duration::from_secs(1 << 40)));
    }

    #[test]
    fn a_longer_clock_gives_more_time() {
        let a = allot(Duration::from_secs(10), Duration::ZERO, None).1;
        let b = allot(Duration::from_secs(100), Duration::ZERO, None).1;
        assert!(b > a);
        let with_inc = allot(Duration::from_secs(10), Duration::from_secs(1), None).1;
        assert!(with_inc > a);
    }
}
