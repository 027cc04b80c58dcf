//! `damier-engine`: the computer opponent of Damier for international draughts, English
//! checkers and Dablot Prejjesne. No GUI dependencies.
//!
//! - [`search`]: one iterative-deepening PVS search, generic over the rules crate's
//!   [`damier_rules::Position`];
//! - [`eval`]: an evaluation per game;
//! - [`patterns`]: the learned pattern weights of the draughts evaluation, and the weights
//!   files;
//! - [`features`]: the learned features of the Dablot evaluation;
//! - [`learn`]: self-play and training of the pattern weights (`damier-learn`);
//! - [`endgame`]: the Dablot endgame table (king and prince against a warrior);
//! - [`egdb`]: endgame databases for international and English (retrograde, up to five
//!   pieces), built or loaded, probed by the search;
//! - [`book`]: the opening book, built by our own searches (`damier-engine book`);
//! - [`bench`]: the fixed search benchmark (`damier-engine bench`);
//! - [`level`]: the named difficulty levels;
//! - [`time`]: how much of a clock to spend on a move;
//! - [`worker`]: the background thread the app talks to by messages;
//! - [`hub`]: the Hub protocol (`damier-engine hub`);
//! - [`referee`]: plays games between engines (levels, or Hub programs) for matches.

pub mod bench;
pub mod book;
pub mod egdb;
pub mod endgame;
pub mod eval;
pub mod features;
pub mod hub;
pub mod learn;
pub mod level;
pub mod notation;
pub mod patterns;
pub mod referee;
pub mod search;
pub mod time;
pub mod tt;
pub mod worker;

pub use eval::Evaluate;
pub use level::Level;
pub use search::{Info, Limits, SearchResult, Searcher};
