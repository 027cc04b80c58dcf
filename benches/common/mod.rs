//! What the app's benchmarks share: a game of the master against itself.

use damier::clock::ClockSettings;
use damier::model::{Player, Setup};
use damier_rules::Variant;

/// The master (level 6) against itself in `variant` on `clock`, with the default rules and
/// no inactivity rule.
pub fn masters(variant: Variant, clock: ClockSettings) -> Setup {
    Setup { clock: Some(clock), ..Setup::plain(variant, [Player::Computer(6); 2]) }
}
