//! How much a move may lose before a game's review marks it (`?!`, `?`, `??`): a fact of the
//! engine's evaluation scale in each game (hundredths of a man; a Dablot warrior is a man, its
//! prince and king weigh more, so its marks sit higher), kept beside the engine rather than
//! in the app, which only asks.

use damier_rules::Variant;

/// The losses, in hundredths of a man, from which a move is an inaccuracy, a mistake, a
/// blunder.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Thresholds {
    pub inaccuracy: i32,
    pub mistake: i32,
    pub blunder: i32,
}

impl Thresholds {
    pub fn of(variant: Variant) -> Thresholds {
        let (inaccuracy, mistake, blunder) = match variant {
            Variant::International => (40, 100, 250),
            Variant::English => (35, 80, 200),
            Variant::Dablot => (50, 120, 300),
        };
        Thresholds { inaccuracy, mistake, blunder }
    }
}
