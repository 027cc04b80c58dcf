//! `damier-engine bench`: a fixed set of positions per game searched to a fixed depth, on
//! one thread by default (the node counts are then reproducible); prints nodes, time and
//! nodes per second. With more threads, the times are the time to depth of the parallel
//! search. The positions are the start and
//! three points of one self-play game per game kind, written as the moves from the start;
//! or, for a time to depth over many positions, points of the games of a PDN file
//! ([`pdn_positions`]).

use std::time::Duration;

use damier_rules::{
    Dablot, DrawRule24, English, Game, GameOptions, International, PdnGame, Position, Variant,
};

use crate::eval::Evaluate;
use crate::search::{Limits, Searcher};

/// A game kind's bench: search depth, and positions as move lists from the start.
struct Suite {
    depth: u32,
    lines: [&'static str; 4],
}

const INTERNATIONAL: Suite = Suite {
    depth: 14,
    lines: [
        "",
        "34-29 18-23 29x18 13x22 31-27 22x31 36x27 17-22 27x18 12x23 40-34 11-17 32-28 23x32 37x28 20-24",
        "34-29 18-23 29x18 13x22 31-27 22x31 36x27 17-22 27x18 12x23 40-34 11-17 32-28 23x32 37x28 20-24 \
         42-37 9-13 37-32 8-12 41-37 12-18 37-31 7-11 45-40 15-20 34-29 17-22 28x17 11x22",
        "34-29 18-23 29x18 13x22 31-27 22x31 36x27 17-22 27x18 12x23 40-34 11-17 32-28 23x32 37x28 20-24 \
         42-37 9-13 37-32 8-12 41-37 12-18 37-31 7-11 45-40 15-20 34-29 17-22 28x17 11x22 32-28 3-9 28x17 \
         18-23 29x18 13x11 31-27 9-13 38-32 10-15 33-28 11-17 40-34 13-18 43-38 18-23 39-33 6-11 44-40 17-21",
    ],
};

const ENGLISH: Suite = Suite {
    depth: 16,
    lines: [
        "",
        "11-15 21-17 10-14 17x10 7x14 23-18 14x23 27x11 8x15 24-19 15x24 28x19 9-14 26-23 6-10 22-18",
        "11-15 21-17 10-14 17x10 7x14 23-18 14x23 27x11 8x15 24-19 15x24 28x19 9-14 26-23 6-10 22-18 4-8 \
         18x9 5x14 25-22 8-11 22-18 1-5 18x9 5x14 29-25 11-15 32-28 15x24 28x19",
        "11-15 21-17 10-14 17x10 7x14 23-18 14x23 27x11 8x15 24-19 15x24 28x19 9-14 26-23 6-10 22-18 4-8 \
         18x9 5x14 25-22 8-11 22-18 1-5 18x9 5x14 29-25 11-15 32-28 15x24 28x19 14-17 25-22 17x26 31x22 \
         3-8 22-18 8-11 30-25 11-16 25-21 16-20 18-14 10x17 21x14 20-24 23-18 24-27 14-10 27-31 19-15",
    ],
};

const DABLOT: Suite = Suite {
    depth: 9,
    lines: [
        "",
        "a5-b6 c9-d8 a3-a5 a7xa3 b6-a7 a9xa5 e5-f6 a5xe5xg7 f4-e5 a3xc5 e5-d6 c5xe7 i5-i7 i9xi5xe5 \
         d4xf6xh8 g9xi7",
        "a5-b6 c9-d8 a3-a5 a7xa3 b6-a7 a9xa5 e5-f6 a5xe5xg7 f4-e5 a3xc5 e5-d6 c5xe7 i5-i7 i9xi5xe5 \
         d4xf6xh8 g9xi7 k7xg7xc7xa9 g11-g9 e3-e5 i11-i9 a9-c9 d8-e7 c3-c5 e7xe3 e1xe5 i13-i11 k5-k7 k9xk5 \
         k3xk7 h10-g11",
        "a5-b6 c9-d8 a3-a5 a7xa3 b6-a7 a9xa5 e5-f6 a5xe5xg7 f4-e5 a3xc5 e5-d6 c5xe7 i5-i7 i9xi5xe5 \
         d4xf6xh8 g9xi7 k7xg7xc7xa9 g11-g9 e3-e5 i11-i9 a9-c9 d8-e7 c3-c5 e7xe3 e1xe5 i13-i11 k5-k7 k9xk5 \
         k3xk7 h10-g11 j2-k3 e9-e7 e5xe9 d10xf8 g3-f4 e11-e9 j6-i7 e9-e7 b2-a3 f8-e9 f4-e5 e7xe3 d2xf4 \
         e9-e7 i7-g7 e7-e9 g7-f8 i11-h10 f8xd10 i9-i7",
    ],
};

/// One searched position.
pub struct BenchLine {
    pub fen: String,
    pub depth: u32,
    /// All threads' nodes.
    pub nodes: u64,
    /// The main thread's nodes (all of them on one thread).
    pub main_nodes: u64,
    pub time: Duration,
}

fn suite<P: Evaluate>(s: &Suite, config: &BenchConfig) -> Result<Vec<BenchLine>, String> {
    let mut games = Vec::new();
    for line in s.lines {
        let mut game = Game::new(P::start(), GameOptions::default());
        for m in line.split_whitespace() {
            game.play_text(m).map_err(|e| format!("bench line of {}: {m}: {e}", P::VARIANT))?;
        }
        games.push(game);
    }
    Ok(search_all(&games, (s.depth as i32 + config.depth_offset).max(1) as u32, config))
}

/// The games of the PDN file at `path` and the kind of game they all are; a file that cannot be
/// read, holds no game or games of two kinds is an error that names it.
pub fn read_pdn_file(path: &std::path::Path) -> Result<(Variant, Vec<PdnGame>), String> {
    let shown = path.display();
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read {shown}: {e}"))?;
    let games = damier_rules::read_pdn(&text)
        .into_iter()
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| format!("{shown}: {e}"))?;
    let Some(variant) = games.first().map(|g| g.variant) else {
        return Err(format!("{shown}: no game in the file"));
    };
    if let Some(n) = games.iter().position(|g| g.variant != variant) {
        return Err(format!("{shown}: game {} is not {variant} as game 1 is", n + 1));
    }
    Ok((variant, games))
}

/// The positions of `games` (all of `P`'s game) after every `every` plies (`every` > 0), not
/// the start and not once a game is over, each with the moves that led to it
/// ([`game_positions`]). Errors name the game (1-based) whose moves do not replay.
pub fn pdn_positions<P: Position>(games: &[PdnGame], every: usize) -> Result<Vec<Game<P>>, String> {
    let mut out = Vec::new();
    for (n, pdn) in games.iter().enumerate() {
        out.extend(game_positions::<P>(pdn, every).map_err(|e| format!("game {}: {e}", n + 1))?);
    }
    Ok(out)
}

/// The positions of one game as [`pdn_positions`] takes them. The game is replayed once, under
/// the first form of international rule 24 its moves fit (a match against a Hub program plays
/// the FMJD form), and its earlier positions are reached by taking moves back.
pub fn game_positions<P: Position>(pdn: &PdnGame, every: usize) -> Result<Vec<Game<P>>, String> {
    let every = every.max(1);
    let mut game = pdn
        .to_game::<P>(GameOptions::default())
        .or_else(|_| pdn.to_game::<P>(GameOptions { rule24: DrawRule24::Fmjd }))
        .map_err(|e| e.to_string())?;
    let mut out = Vec::new();
    loop {
        let ply = game.moves().len();
        if ply > 0 && ply % every == 0 && game.outcome().is_none() {
            out.push(game.clone());
        }
        if game.undo().is_none() {
            break;
        }
    }
    out.reverse();
    Ok(out)
}

/// Searches each of `games`' current positions to `depth` from a fresh table.
pub fn search_all<P: Evaluate>(games: &[Game<P>], depth: u32, config: &BenchConfig) -> Vec<BenchLine> {
    let BenchConfig { threads, hash_mb, .. } = *config;
    let mut out = Vec::new();
    for game in games {
        let mut searcher = Searcher::<P>::new(hash_mb);
        // Clearing writes every slot, so the table's memory is in place before the clock
        // starts: a fresh allocation is otherwise mapped page by page during the search, and
        // threads mapping it at once wait on each other, which no game's later moves do.
        searcher.new_game();
        searcher.set_threads(threads);
        let r = searcher.search(game, &Limits { depth: Some(depth), ..Limits::default() }, &mut |_| {});
        out.push(BenchLine {
            fen: game.position().to_fen(),
            depth,
            nodes: r.nodes,
            main_nodes: searcher.nodes(),
            time: r.elapsed,
        });
    }
    out
}

/// How the bench searches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BenchConfig {
    /// Plies added to (or taken from) each position's set depth.
    pub depth_offset: i32,
    pub threads: usize,
    /// The transposition table's size in MiB (a fresh table per position).
    pub hash_mb: usize,
}

impl Default for BenchConfig {
    fn default() -> Self {
        BenchConfig { depth_offset: 0, threads: 1, hash_mb: 64 }
    }
}

/// Runs the bench of every game.
pub fn run(config: &BenchConfig) -> Result<Vec<(&'static str, Vec<BenchLine>)>, String> {
    Ok(vec![
        ("international", suite::<International>(&INTERNATIONAL, config)?),
        ("english", suite::<English>(&ENGLISH, config)?),
        ("dablot", suite::<Dablot>(&DABLOT, config)?),
    ])
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_bench_line_is_legal_and_searched() {
        for threads in [1, 2] {
            let config = super::BenchConfig { depth_offset: -7, threads, hash_mb: 4 };
            let results = super::run(&config).expect("bench lines are legal");
            assert_eq!(results.len(), 3);
            for (_, lines) in results {
                assert_eq!(lines.len(), 4);
                assert!(lines.iter().all(|l| l.nodes > 0));
            }
        }
    }

    #[test]
    fn one_thread_is_reproducible() {
        let nodes = || -> Vec<u64> {
            let config = super::BenchConfig { depth_offset: -8, ..super::BenchConfig::default() };
            let results = super::run(&config).expect("bench lines are legal");
            results.into_iter().flat_map(|(_, lines)| lines.into_iter().map(|l| l.nodes)).collect()
        };
        assert_eq!(nodes(), nodes());
    }

    #[test]
    fn a_pdn_gives_the_positions_every_n_plies_and_names_a_game_of_another_kind() {
        use damier_rules::{International, Position, read_pdn};
        let text = "[Result \"*\"]\n1. 32-28 19-23 2. 28x19 14x23 3. 33-28 *\n\n\
                    [Result \"*\"]\n1. 32-28 19-23 2. 28x19 *\n\n\
                    [GameType \"21\"]\n1. 11-15 *\n";
        let games: Vec<_> = read_pdn(text).into_iter().map(|g| g.expect("reads")).collect();
        let positions = super::pdn_positions::<International>(&games[..2], 2).expect("replays");
        // Plies 2 and 4 of the first game, ply 2 of the second.
        assert_eq!(positions.len(), 3);
        assert_eq!(positions.iter().map(|g| g.moves().len()).collect::<Vec<_>>(), [2, 4, 2]);
        let mut expected = International::start();
        for m in ["32-28", "19-23", "28x19", "14x23"] {
            expected = expected.play(&expected.parse_move(m).expect("legal")).expect("legal");
        }
        assert_eq!(positions[1].position(), &expected);
        // The third game is English checkers.
        let e = super::pdn_positions::<International>(&games, 1);
        assert!(e.is_err_and(|e| e.starts_with("game 3:")));
        let lines =
            super::search_all(&positions, 2, &super::BenchConfig { hash_mb: 1, ..Default::default() });
        assert_eq!(lines.len(), 3);
        assert!(lines.iter().all(|l| l.depth == 2 && l.nodes > 0));
    }
}
