//! What the app's benchmarks share: a game of the master against itself.

use damier::clock::ClockSettings;
use damier::model::{Player, Setup};
use damier_rules::{GameOptions, Variant};

/// The master (level 6) against itself in `variant` on `clock`, with the default rules and
/// no inactivity rule.
pub fn masters(variant: Variant, clock: ClockSettings) -> Setup {
    Setup {
        variant,
        players: [Player::Computer(6), Player::Computer(6)],
        options: GameOptions::default(),
        touch_move: false,
        inactivity: false,
        strict_inactivity: false,
        clock: Some(clock),
        fen: None,
        names: Default::default(),
    }
}
