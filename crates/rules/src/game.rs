//! game
