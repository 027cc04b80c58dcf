//! Matches: plays games between two players — a level of this engine, in process, or any Hub
//! program (`dame hub`, `damier-engine hub`) — from varied openings, with the rules crate as
//! the referee.
//!
//! Openings are random legal moves from the start, drawn from a seed, so a match is
//! reproducible; each opening is played twice, the players swapping colours. A player that
//! answers an illegal move, no move, or nothing in time loses the game, and so does a Hub
//! program that refuses the position it is sent (`error` before its `done`): its move was
//! chosen in another position. Such games carry a [`Forfeit`]. A game still going after
//! [`MatchConfig::max_plies`] is adjudicated a draw and marked so.
//!
//! Rules: see [`match_rules`]. Hub programs apply the FMJD draw rules (25 king moves each, 16
//! and 5 moves against a lone king) and refuse a position past them (dame answers
//! `error message="illegal move .."` and keeps its previous position), so games with a Hub
//! program are played under those rules.

mod spec;
#[cfg(test)]
mod tests;

use std::fmt;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use damier_rules::{
    Color, DrawRule24, Game, GameOptions, Move, Outcome, OutcomeReason, PdnGame, Position, Variant,
};

use crate::eval::Evaluate;
use crate::hub_client::{HubEngine, HubError};
use crate::level::{Level, Rng, think};
use crate::search::{Limits, Searcher};
use crate::time::Budget;

pub use self::spec::{LevelSpec, PlayerSpec, SpecError};

#[derive(Clone, Debug)]
pub struct MatchConfig {
    pub games: usize,
    /// Time per move for every player.
    pub move_time: Duration,
    /// Nodes per move for every player in place of the move time: a match that measures
    /// the players' judgement whatever the machine's load (a Hub engine is sent
    /// `level nodes=N`; the book, which answers timed moves only, is left out).
    pub nodes: Option<u64>,
    /// Random plies played from the start before the players take over.
    pub opening_plies: usize,
    pub seed: u64,
    pub max_plies: usize,
    /// Games played at the same time.
    pub jobs: usize,
    /// Whether each player (first, second) probes the installed endgame databases.
    pub tables: [bool; 2],
}

/// A game lost by a player's failure rather than on the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Forfeit {
    /// The side that forfeited.
    pub color: Color,
    /// Whether it was the first player of [`play_match`].
    pub first: bool,
    /// What went wrong: an illegal move, no move, no answer in time, a refused position.
    pub failure: Failure,
}

/// Why a player forfeited a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Failure {
    /// A level of this engine found no move (a bug: the game is not over).
    NoMove,
    /// A Hub program's illegal move, missing move, silence or refusal.
    Hub(HubError),
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Failure::NoMove => f.write_str("no move"),
            Failure::Hub(e) => e.fmt(f),
        }
    }
}

/// Why a match could not be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MatchError {
    /// No opening could be drawn (the game tree is too small for the plies asked).
    NoOpening,
    /// `hub:` with only spaces.
    EmptyCommand,
    /// A Hub program could not be started (its command, why).
    Start { command: String, error: HubError },
    /// A Hub program failed between games.
    Hub(HubError),
    /// An opening move refused (a bug: the openings are drawn from the legal moves).
    Opening(damier_rules::IllegalMove),
    /// The referee refused a move its rules found legal (a bug).
    Referee(damier_rules::IllegalMove),
}

impl fmt::Display for MatchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MatchError::NoOpening => f.write_str("no opening could be drawn"),
            MatchError::EmptyCommand => f.write_str("empty command"),
            MatchError::Start { command, error } => write!(f, "'{command}': {error}"),
            MatchError::Hub(e) => e.fmt(f),
            MatchError::Opening(e) => e.fmt(f),
            MatchError::Referee(e) => write!(f, "referee: {e}"),
        }
    }
}

impl std::error::Error for MatchError {}

/// One finished game.
#[derive(Clone, Debug)]
pub struct GameRecord {
    pub index: usize,
    /// The opening in standard notation.
    pub opening: Vec<String>,
    /// The first player had White.
    pub first_white: bool,
    /// `None`: a draw.
    pub winner: Option<Color>,
    /// Why the game ended, in words.
    pub reason: String,
    /// Set when a player forfeited (the other side won).
    pub forfeit: Option<Forfeit>,
    pub plies: usize,
    /// The game with `White`, `Black`, `Round` and `Termination` tags.
    pub pdn: PdnGame,
}

impl GameRecord {
    /// Points of the first player: 1, 0.5 or 0.
    pub fn first_points(&self) -> f64 {
        match self.winner {
            None => 0.5,
            Some(c) => f64::from(u8::from((c == Color::White) == self.first_white)),
        }
    }
}

/// The rules a match between `first` and `second` is played under: the FMJD draw rules when
/// a Hub program plays (Hub programs apply them, and refuse a position that goes on past
/// them), the app's default rules between levels of this engine.
pub fn match_rules(first: &PlayerSpec, second: &PlayerSpec) -> GameOptions {
    let hub = |p: &PlayerSpec| matches!(p, PlayerSpec::Hub(_));
    if hub(first) || hub(second) { GameOptions { rule24: DrawRule24::Fmjd } } else { GameOptions::default() }
}

/// How far from level an opening may be, by a short search (hundredths of a man): random moves
/// often just give a man away, and such an opening decides nothing.
pub const OPENING_BALANCE: i32 = 60;

/// `count` distinct, roughly level openings of `plies` random legal moves each (fewer if the
/// game tree is too small), reproducible from `seed`.
pub fn openings<P: Evaluate>(count: usize, plies: usize, seed: u64) -> Vec<Vec<Move>> {
    let mut rng = Rng::new(seed);
    let mut judge = Searcher::<P>::new(1);
    // The plain evaluation judges the openings (the ending terms cannot matter four plies
    // in), so the openings stay those of the earlier ladders.
    judge.set_technique(false);
    let mut out: Vec<Vec<Move>> = Vec::new();
    let mut tries = 0;
    while out.len() < count && tries < count * 100 {
        tries += 1;
        let mut pos = P::start();
        let mut line = Vec::new();
        for _ in 0..plies {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            let m = moves[rng.below(moves.len() as u64) as usize];
            pos.play_unchecked(&m);
            line.push(m);
        }
        let mut game = Game::new(P::start(), GameOptions::default());
        for m in &line {
            if game.play(m).is_err() {
                break;
            }
        }
        let mut level =
            || judge.search(&game, &Limits { depth: Some(6), ..Limits::default() }, &mut |_| {}).score.abs();
        if !out.contains(&line) && game.outcome().is_none() && level() <= OPENING_BALANCE {
            out.push(line);
        }
    }
    out
}

/// A player's side of one game.
enum Player<P: Evaluate> {
    Level {
        searcher: Box<Searcher<P>>,
        level: Level,
        seed: u64,
    },
    /// Boxed, as the searcher is: the two kinds are moved about at one small size.
    Hub(Box<HubEngine>),
}

impl<P: Evaluate> Player<P> {
    fn new(spec: &PlayerSpec, seed: u64) -> Result<Player<P>, MatchError> {
        Ok(match spec {
            PlayerSpec::Level(spec) => {
                let mut searcher = Box::new(Searcher::new(64));
                searcher.set_threads(spec.threads);
                searcher.set_book(spec.book);
                // A match's time per move is the player's own, forced moves included.
                searcher.set_forced_in_full(true);
                Player::Level { searcher, level: spec.level, seed }
            }
            PlayerSpec::Hub(cmd) => Player::Hub(Box::new(start_hub(cmd, P::VARIANT)?)),
        })
    }

    fn new_game(&mut self) -> Result<(), MatchError> {
        match self {
            Player::Level { searcher, .. } => {
                searcher.new_game();
                Ok(())
            }
            Player::Hub(h) => {
                if h.is_stale() {
                    h.restart().map_err(MatchError::Hub)?;
                }
                h.send("new-game").map_err(MatchError::Hub)
            }
        }
    }

    /// The player's move, or why it has none.
    fn choose(&mut self, game: &Game<P>, config: &MatchConfig) -> Result<Move, Failure> {
        let budget = config.nodes.map_or(Budget::MoveTime(config.move_time), Budget::Nodes);
        match self {
            Player::Level { searcher, level, seed } => {
                let r = think(searcher, game, *level, budget, *seed, &mut |_| {});
                r.best.ok_or(Failure::NoMove)
            }
            Player::Hub(h) => {
                let patience = match config.nodes {
                    Some(_) => NODES_PATIENCE,
                    None => config.move_time * 10 + Duration::from_secs(5),
                };
                h.choose(game, &budget, patience).map_err(Failure::Hub)
            }
        }
    }
}

/// How long a Hub engine searching a node count may take before it has failed.
const NODES_PATIENCE: Duration = Duration::from_secs(60);
/// How long a Hub program may take to answer `hub` and `init`.
const HANDSHAKE: Duration = Duration::from_secs(30);

/// Starts the Hub program `command` (its words: the program, then its arguments).
fn start_hub(command: &str, variant: Variant) -> Result<HubEngine, MatchError> {
    let mut words = command.split_whitespace().map(str::to_owned);
    let program = words.next().ok_or(MatchError::EmptyCommand)?;
    let args: Vec<String> = words.collect();
    HubEngine::start(&program, &args, variant, HANDSHAKE)
        .map_err(|error| MatchError::Start { command: command.to_owned(), error })
}

/// The players of a game and what they are: the first player's first.
struct Seats<'a, P: Evaluate> {
    players: &'a mut [Player<P>; 2],
    specs: [&'a PlayerSpec; 2],
}

fn play_game<P: Evaluate>(
    index: usize,
    opening: &[Move],
    seats: &mut Seats<'_, P>,
    rules: GameOptions,
    config: &MatchConfig,
) -> Result<GameRecord, MatchError> {
    let first_white = index.is_multiple_of(2);
    let mut game = Game::new(P::start(), rules);
    let mut opening_text = Vec::new();
    for m in opening {
        opening_text.push(game.position().move_to_string(m));
        game.play(m).map_err(MatchError::Opening)?;
    }
    for p in seats.players.iter_mut() {
        p.new_game()?;
    }
    let (white, black) =
        if first_white { (seats.specs[0], seats.specs[1]) } else { (seats.specs[1], seats.specs[0]) };
    let tags = vec![
        ("White".to_owned(), white.to_string()),
        ("Black".to_owned(), black.to_string()),
        ("Round".to_owned(), (index + 1).to_string()),
    ];
    let mut adjudicated = false;
    while game.outcome().is_none() {
        if game.moves().len() >= config.max_plies {
            adjudicated = true;
            break;
        }
        let turn = game.position().turn();
        let who = usize::from((turn == Color::White) != first_white);
        match seats.players[who].choose(&game, config) {
            Ok(m) => game.play(&m).map_err(MatchError::Referee)?,
            Err(failure) => {
                // The player forfeits: illegal move, no answer, a refused position, a crash.
                game.declare(Outcome { winner: Some(turn.opposite()), reason: OutcomeReason::Resignation });
                let reason = format!("forfeit by {turn} ({}): {failure}", seats.specs[who]);
                let mut r = record(index, opening_text, first_white, &game, reason, tags);
                r.forfeit = Some(Forfeit { color: turn, first: who == 0, failure });
                return Ok(r);
            }
        }
    }
    let (winner, reason) = match game.outcome() {
        Some(o) => (o.winner, o.to_string()),
        None if adjudicated => (None, format!("adjudicated a draw after {} plies", config.max_plies)),
        None => (None, String::new()),
    };
    let mut r = record(index, opening_text, first_white, &game, reason, tags);
    r.winner = winner;
    Ok(r)
}

fn record<P: Position>(
    index: usize,
    opening: Vec<String>,
    first_white: bool,
    game: &Game<P>,
    reason: String,
    mut tags: Vec<(String, String)>,
) -> GameRecord {
    let winner = game.outcome().and_then(|o| o.winner);
    tags.push(("Termination".to_owned(), reason.clone()));
    let mut pdn = PdnGame::from_game(game, tags);
    pdn.result = Some(winner);
    GameRecord { index, opening, first_white, winner, reason, forfeit: None, plies: game.moves().len(), pdn }
}

/// Plays the match, `config.jobs` games at a time, under [`match_rules`], calling `on_game`
/// as each game ends (in the order they end). Returns the games in order.
pub fn play_match<P: Evaluate>(
    config: &MatchConfig,
    first: &PlayerSpec,
    second: &PlayerSpec,
    on_game: &mut dyn FnMut(&GameRecord),
) -> Result<Vec<GameRecord>, MatchError> {
    let lines = openings::<P>(config.games.div_ceil(2), config.opening_plies, config.seed);
    if lines.is_empty() {
        return Err(MatchError::NoOpening);
    }
    let next = Arc::new(AtomicUsize::new(0));
    let (tx, rx) = mpsc::channel::<Result<GameRecord, MatchError>>();
    let lines = Arc::new(lines);
    let rules = match_rules(first, second);
    let error = Arc::new(Mutex::new(None::<MatchError>));
    std::thread::scope(|scope| {
        for job in 0..config.jobs.max(1) {
            let (next, tx, lines) = (next.clone(), tx.clone(), lines.clone());
            scope.spawn(move || {
                let seed = config.seed ^ (job as u64) << 32;
                let players =
                    Player::<P>::new(first, seed).and_then(|a| Ok([a, Player::<P>::new(second, !seed)?]));
                let mut players = match players {
                    Ok(p) => p,
                    Err(e) => {
                        let _ = tx.send(Err(e));
                        return;
                    }
                };
                for (player, on) in players.iter_mut().zip(config.tables) {
                    if let Player::Level { searcher, .. } = player {
                        searcher.set_tables(on);
                    }
                }
                let mut seats = Seats { players: &mut players, specs: [first, second] };
                loop {
                    let i = next.fetch_add(1, Ordering::SeqCst);
                    if i >= config.games {
                        break;
                    }
                    let opening = &lines[(i / 2) % lines.len()];
                    if tx.send(play_game(i, opening, &mut seats, rules, config)).is_err() {
                        break;
                    }
                }
            });
        }
        drop(tx);
        let mut games = Vec::new();
        for r in rx {
            match r {
                Ok(g) => {
                    on_game(&g);
                    games.push(g);
                }
                Err(e) => {
                    next.store(usize::MAX / 2, Ordering::SeqCst);
                    if let Ok(mut slot) = error.lock() {
                        slot.get_or_insert(e);
                    }
                }
            }
        }
        games.sort_by_key(|g| g.index);
        match error.lock().ok().and_then(|mut e| e.take()) {
            Some(e) => Err(e),
            None => Ok(games),
        }
    })
}
