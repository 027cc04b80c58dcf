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
//! - [`hub`]: the Hub protocol (`damier-engine hub`): the session (mod.rs), the protocol's text
//!   (text.rs), its errors as kinds (error.rs);
//! - [`referee`]: plays games between engines (levels, or Hub programs) for matches; who
//!   plays (spec.rs); its errors as kinds.

pub mod bench;
pub mod book;
pub mod egdb;
pub mod endgame;
pub mod eval;
pub mod features;
pub mod hub;
pub mod hub_client;
pub mod judge;
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

/// The command line of one of the crate's programs (`name`), parsed with clap: help and
/// version are printed to stdout and end the program with success; bad arguments are reported
/// on stderr and end it with status 2.
pub fn parse_command_line<T: clap::Parser>(name: &str) -> Result<T, std::process::ExitCode> {
    T::try_parse().map_err(|e| {
        if e.use_stderr() {
            eprint!("{name}: {}", e.render());
            std::process::ExitCode::from(2)
        } else {
            print!("{}", e.render());
            std::process::ExitCode::SUCCESS
        }
    })
}
