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

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use damier_rules::{
    Color, DrawRule24, Game, GameOptions, Move, Outcome, OutcomeReason, PdnGame, Position, Variant,
};

use crate::eval::Evaluate;
use crate::hub_client::HubEngine;
use crate::level::{Level, Rng, think};
use crate::search::{Limits, MAX_THREADS, Searcher};
use crate::time::Budget;

/// Who plays: `level:N` (this engine at level N) or `hub:COMMAND` (a Hub program).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayerSpec {
    Level(LevelSpec),
    Hub(String),
}

/// A level of this engine and how it plays: `level:N[,threads=T][,book=on|off]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LevelSpec {
    pub level: Level,
    /// Threads of the search (1 by default).
    pub threads: usize,
    /// Whether it plays from the opening book (on by default).
    pub book: bool,
}

impl LevelSpec {
    /// The level on one thread, with the book.
    pub fn new(level: Level) -> LevelSpec {
        LevelSpec { level, threads: 1, book: true }
    }
}

impl std::str::FromStr for LevelSpec {
    type Err = String;
    fn from_str(s: &str) -> Result<LevelSpec, String> {
        let mut parts = s.split(',');
        let mut spec = LevelSpec::new(parts.next().unwrap_or_default().parse()?);
        for option in parts {
            match option.split_once('=') {
                Some(("threads", n)) => {
                    spec.threads = n
                        .parse()
                        .ok()
                        .filter(|n| (1..=MAX_THREADS).contains(n))
                        .ok_or_else(|| format!("threads={n}: expected 1 to {MAX_THREADS}"))?;
                }
                Some(("book", "on")) => spec.book = true,
                Some(("book", "off")) => spec.book = false,
                _ => {
                    return Err(format!(
                        "unknown option '{option}': expected threads=N, book=on or book=off"
                    ));
                }
            }
        }
        Ok(spec)
    }
}

impl std::fmt::Display for LevelSpec {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "level:{}", self.level.number())?;
        if self.threads > 1 {
            write!(f, ",threads={}", self.threads)?;
        }
        if !self.book {
            f.write_str(",book=off")?;
        }
        Ok(())
    }
}

impl std::str::FromStr for PlayerSpec {
    type Err = String;
    fn from_str(s: &str) -> Result<PlayerSpec, String> {
        if let Some(l) = s.strip_prefix("level:") {
            return Ok(PlayerSpec::Level(l.parse()?));
        }
        if let Some(cmd) = s.strip_prefix("hub:") {
            if cmd.split_whitespace().next().is_none() {
                return Err("hub: needs a command, e.g. 'hub:dame hub'".to_owned());
            }
            return Ok(PlayerSpec::Hub(cmd.to_owned()));
        }
        Err(format!("unknown player '{s}': expected level:N[,threads=T][,book=off] or hub:COMMAND"))
    }
}

impl std::fmt::Display for PlayerSpec {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PlayerSpec::Level(l) => l.fmt(f),
            PlayerSpec::Hub(c) => write!(f, "hub:{c}"),
        }
    }
}

#[derive(Clone, Debug)]
pub struct MatchConfig {
    pub games: usize,
    /// Time per move for every player.
    pub move_time: Duration,
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
    pub message: String,
}

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
    Level { searcher: Box<Searcher<P>>, level: Level, seed: u64 },
    Hub(HubEngine),
}

impl<P: Evaluate> Player<P> {
    fn new(spec: &PlayerSpec, seed: u64) -> Result<Player<P>, String> {
        Ok(match spec {
            PlayerSpec::Level(spec) => {
                let mut searcher = Box::new(Searcher::new(32));
                searcher.set_threads(spec.threads);
                searcher.set_book(spec.book);
                Player::Level { searcher, level: spec.level, seed }
            }
            PlayerSpec::Hub(cmd) => Player::Hub(start_hub(cmd, P::VARIANT)?),
        })
    }

    fn new_game(&mut self) -> Result<(), String> {
        match self {
            Player::Level { searcher, .. } => {
                searcher.new_game();
                Ok(())
            }
            Player::Hub(h) => {
                if h.is_stale() {
                    h.restart().map_err(|e| e.to_string())?;
                }
                h.send("new-game").map_err(|e| e.to_string())
            }
        }
    }

    /// The player's move, or why it has none.
    fn choose(&mut self, game: &Game<P>, move_time: Duration) -> Result<Move, String> {
        match self {
            Player::Level { searcher, level, seed } => {
                let r = think(searcher, game, *level, Budget::MoveTime(move_time), *seed, &mut |_| {});
                r.best.ok_or_else(|| "no move".to_owned())
            }
            Player::Hub(h) => {
                h.choose(game, move_time, move_time * 10 + Duration::from_secs(5)).map_err(|e| e.to_string())
            }
        }
    }
}

/// How long a Hub program may take to answer `hub` and `init`.
const HANDSHAKE: Duration = Duration::from_secs(30);

/// Starts the Hub program `command` (its words: the program, then its arguments).
fn start_hub(command: &str, variant: Variant) -> Result<HubEngine, String> {
    let mut words = command.split_whitespace().map(str::to_owned);
    let program = words.next().ok_or("empty command")?;
    let args: Vec<String> = words.collect();
    HubEngine::start(&program, &args, variant, HANDSHAKE).map_err(|e| format!("'{command}': {e}"))
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
) -> Result<GameRecord, String> {
    let first_white = index.is_multiple_of(2);
    let mut game = Game::new(P::start(), rules);
    let mut opening_text = Vec::new();
    for m in opening {
        opening_text.push(game.position().move_to_string(m));
        game.play(m).map_err(|e| e.to_string())?;
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
        match seats.players[who].choose(&game, config.move_time) {
            Ok(m) => game.play(&m).map_err(|e| format!("referee: {e}"))?,
            Err(message) => {
                // The player forfeits: illegal move, no answer, a refused position, a crash.
                game.declare(Outcome { winner: Some(turn.opposite()), reason: OutcomeReason::Resignation });
                let reason = format!("forfeit by {turn} ({}): {message}", seats.specs[who]);
                let mut r = record(index, opening_text, first_white, &game, reason, tags);
                r.forfeit = Some(Forfeit { color: turn, first: who == 0, message });
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
) -> Result<Vec<GameRecord>, String> {
    let lines = openings::<P>(config.games.div_ceil(2), config.opening_plies, config.seed);
    if lines.is_empty() {
        return Err("no opening could be drawn".to_owned());
    }
    let next = Arc::new(AtomicUsize::new(0));
    let (tx, rx) = mpsc::channel::<Result<GameRecord, String>>();
    let lines = Arc::new(lines);
    let rules = match_rules(first, second);
    let error = Arc::new(Mutex::new(None::<String>));
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

#[cfg(test)]
mod tests {
    use super::*;
    use damier_rules::{English, International};

    #[test]
    fn openings_are_reproducible_and_distinct() {
        let a = openings::<International>(10, 4, 1);
        assert_eq!(a, openings::<International>(10, 4, 1));
        assert_eq!(a.len(), 10);
        for (i, x) in a.iter().enumerate() {
            assert!(a[i + 1..].iter().all(|y| y != x));
        }
        assert_ne!(a, openings::<International>(10, 4, 2));
    }

    #[test]
    fn player_specs_parse() {
        assert_eq!("level:3".parse::<PlayerSpec>(), Ok(PlayerSpec::Level(LevelSpec::new(Level::Club))));
        let spec = "level:6,threads=2,book=off".parse::<PlayerSpec>().expect("options");
        assert_eq!(spec, PlayerSpec::Level(LevelSpec { level: Level::Master, threads: 2, book: false }));
        assert_eq!(spec.to_string(), "level:6,threads=2,book=off");
        assert_eq!("level:6,book=on".parse::<PlayerSpec>().map(|p| p.to_string()), Ok("level:6".to_owned()));
        for bad in ["level:6,threads=0", "level:6,threads=x", "level:6,book=maybe", "level:6,fast", "level:9"]
        {
            assert!(bad.parse::<PlayerSpec>().is_err(), "{bad}");
        }
        assert_eq!("hub:dame hub".parse::<PlayerSpec>(), Ok(PlayerSpec::Hub("dame hub".to_owned())));
        assert!("hub:".parse::<PlayerSpec>().is_err());
        assert!("stockfish".parse::<PlayerSpec>().is_err());
    }

    #[test]
    fn hub_programs_play_under_the_fmjd_rules() {
        let hub = PlayerSpec::Hub("dame hub".to_owned());
        let level = PlayerSpec::Level(LevelSpec::new(Level::Club));
        assert_eq!(match_rules(&level, &hub).rule24, DrawRule24::Fmjd);
        assert_eq!(match_rules(&hub, &level).rule24, DrawRule24::Fmjd);
        assert_eq!(match_rules(&level, &level), GameOptions::default());
    }

    /// A Hub program (a shell script) that answers `pos` with `answer_pos` and `go` with
    /// `answer_go`; its games as the first player, with White.
    fn against_a_script(name: &str, answer_pos: &str, answer_go: &str) -> GameRecord {
        let script = std::env::temp_dir().join(format!("damier-referee-{}-{name}.sh", std::process::id()));
        let text = format!(
            "while read -r cmd rest; do\n  case \"$cmd\" in\n    hub) echo 'id name=script'; echo wait;;\n    \
             init) echo ready;;\n    pos) {answer_pos};;\n    go) {answer_go};;\n    quit) exit 0;;\n  esac\ndone\n"
        );
        std::fs::write(&script, text).expect("a temporary script");
        let config = MatchConfig {
            games: 1,
            move_time: Duration::from_millis(20),
            opening_plies: 0,
            seed: 1,
            max_plies: 10,
            jobs: 1,
            tables: [true; 2],
        };
        let first = PlayerSpec::Hub(format!("sh {}", script.display()));
        let games = play_match::<International>(
            &config,
            &first,
            &PlayerSpec::Level(LevelSpec::new(Level::Beginner)),
            &mut |_| {},
        );
        let _ = std::fs::remove_file(&script);
        let mut games = games.expect("the match runs");
        assert_eq!(games.len(), 1);
        games.remove(0)
    }

    #[test]
    fn a_refused_position_is_a_forfeit_even_with_a_legal_move() {
        // dame's answer to a position past the end of the game by its rules: an error, then
        // a move chosen in the position it had before (here a legal one by chance).
        let g = against_a_script(
            "refuses",
            "echo 'error message=\"illegal move 33-39\"'",
            "echo 'done move=32-28'",
        );
        let forfeit = g.forfeit.expect("a forfeit");
        assert_eq!((forfeit.color, forfeit.first), (Color::White, true));
        assert!(forfeit.message.contains("illegal move 33-39"), "{}", forfeit.message);
        assert_eq!(g.winner, Some(Color::Black));
        assert_eq!(g.plies, 0);
        assert!(g.reason.starts_with("forfeit by white (hub:sh "), "{}", g.reason);
        assert_eq!(g.pdn.tag("Black"), Some("level:1"));
        assert_eq!(g.pdn.tag("Termination"), Some(g.reason.as_str()));
    }

    #[test]
    fn an_empty_done_and_an_illegal_move_are_forfeits() {
        let g = against_a_script("empty", ":", "echo done");
        assert!(g.forfeit.is_some_and(|f| f.message.starts_with("no move in 'done'")), "{}", g.reason);
        let g = against_a_script("illegal", ":", "echo 'done move=31-22'");
        assert!(g.forfeit.is_some_and(|f| f.message.starts_with("illegal move '31-22'")), "{}", g.reason);
    }

    #[test]
    fn a_short_match_between_levels_finishes_every_game() {
        let config = MatchConfig {
            games: 4,
            move_time: Duration::from_millis(50),
            opening_plies: 2,
            seed: 3,
            max_plies: 200,
            jobs: 2,
            tables: [true; 2],
        };
        let mut seen = 0;
        let games = play_match::<English>(
            &config,
            &PlayerSpec::Level(LevelSpec { level: Level::Club, threads: 2, book: true }),
            &PlayerSpec::Level(LevelSpec::new(Level::Beginner)),
            &mut |_| seen += 1,
        )
        .expect("match");
        assert_eq!((games.len(), seen), (4, 4));
        assert!(games.iter().all(|g| g.plies >= 2 && !g.reason.is_empty()));
        assert_eq!(games.iter().map(|g| g.index).collect::<Vec<_>>(), vec![0, 1, 2, 3]);
        // Colours alternate and the same opening is played twice.
        assert!(games[0].first_white && !games[1].first_white);
        assert_eq!(games[0].opening, games[1].opening);
    }
}
