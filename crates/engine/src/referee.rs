//! Matches: plays games between two players — a level of this engine, in process, or any Hub
//! program (`dame hub`, `damier-engine hub`) — from varied openings, with the rules crate as
//! the referee.
//!
//! Openings are random legal moves from the start, drawn from a seed, so a match is
//! reproducible; each opening is played twice, the players swapping colours. A player that
//! answers an illegal move, no move, or nothing in time loses the game. A game still going
//! after [`MatchConfig::max_plies`] is adjudicated a draw and marked so.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{self, Receiver};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use damier_rules::{Color, Game, GameOptions, Move, Outcome, OutcomeReason, PdnGame, Position, Variant};

use crate::eval::Evaluate;
use crate::hub::position_text;
use crate::level::{Level, Rng, think};
use crate::notation::hub_move_text;
use crate::search::{Limits, Searcher};
use crate::time::Budget;

/// Who plays: `level:N` (this engine at level N) or `hub:COMMAND` (a Hub program).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayerSpec {
    Level(Level),
    Hub(String),
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
        Err(format!("unknown player '{s}': expected level:N or hub:COMMAND"))
    }
}

impl std::fmt::Display for PlayerSpec {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PlayerSpec::Level(l) => write!(f, "level:{}", l.number()),
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
    pub plies: usize,
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

/// How far from level an opening may be, by a short search (hundredths of a man): random moves
/// often just give a man away, and such an opening decides nothing.
pub const OPENING_BALANCE: i32 = 60;

/// `count` distinct, roughly level openings of `plies` random legal moves each (fewer if the
/// game tree is too small), reproducible from `seed`.
pub fn openings<P: Evaluate>(count: usize, plies: usize, seed: u64) -> Vec<Vec<Move>> {
    let mut rng = Rng::new(seed);
    let mut judge = Searcher::<P>::new(1);
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
    Hub(HubProcess),
}

impl<P: Evaluate> Player<P> {
    fn new(spec: &PlayerSpec, seed: u64) -> Result<Player<P>, String> {
        Ok(match spec {
            PlayerSpec::Level(level) => {
                Player::Level { searcher: Box::new(Searcher::new(32)), level: *level, seed }
            }
            PlayerSpec::Hub(cmd) => Player::Hub(HubProcess::start(cmd, P::VARIANT)?),
        })
    }

    fn new_game(&mut self) -> Result<(), String> {
        match self {
            Player::Level { searcher, .. } => {
                searcher.new_game();
                Ok(())
            }
            Player::Hub(h) => h.send("new-game"),
        }
    }

    /// The player's move, or why it has none.
    fn choose(&mut self, game: &Game<P>, move_time: Duration) -> Result<Move, String> {
        match self {
            Player::Level { searcher, level, seed } => {
                let r = think(searcher, game, *level, Budget::MoveTime(move_time), *seed, &mut |_| {});
                r.best.ok_or_else(|| "no move".to_owned())
            }
            Player::Hub(h) => h.choose(game, move_time),
        }
    }
}

/// A Hub engine in its own process.
struct HubProcess {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

impl HubProcess {
    fn start(command: &str, variant: Variant) -> Result<HubProcess, String> {
        let mut words = command.split_whitespace();
        let program = words.next().ok_or("empty command")?;
        let mut child = Command::new(program)
            .args(words)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("cannot start '{command}': {e}"))?;
        let (Some(stdin), Some(stdout)) = (child.stdin.take(), child.stdout.take()) else {
            return Err(format!("'{command}': no pipes"));
        };
        let (tx, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let mut h = HubProcess { child, stdin, lines };
        h.send("hub")?;
        h.expect("wait", Duration::from_secs(10))?;
        if variant != Variant::International {
            h.send(&format!("set-param name=variant value={}", variant.name().to_ascii_lowercase()))?;
        }
        h.send("init")?;
        h.expect("ready", Duration::from_secs(30))?;
        Ok(h)
    }

    fn send(&mut self, line: &str) -> Result<(), String> {
        writeln!(self.stdin, "{line}")
            .and_then(|()| self.stdin.flush())
            .map_err(|e| format!("engine gone: {e}"))
    }

    /// Reads lines until one starting with `word`; returns it.
    fn expect(&mut self, word: &str, within: Duration) -> Result<String, String> {
        let deadline = std::time::Instant::now() + within;
        loop {
            let left = deadline.saturating_duration_since(std::time::Instant::now());
            let line =
                self.lines.recv_timeout(left).map_err(|_| format!("no '{word}' from the engine in time"))?;
            if line.split_whitespace().next() == Some(word) {
                return Ok(line);
            }
        }
    }

    fn choose<P: Position>(&mut self, game: &Game<P>, move_time: Duration) -> Result<Move, String> {
        let mut pos = *game.start();
        let mut moves = Vec::new();
        for m in game.moves() {
            moves.push(hub_move_text(&pos, m));
            pos.play_unchecked(m);
        }
        let start = position_text(game.start());
        if moves.is_empty() {
            self.send(&format!("pos pos={start}"))?;
        } else {
            self.send(&format!("pos pos={start} moves=\"{}\"", moves.join(" ")))?;
        }
        self.send(&format!("level move-time={:.3}", move_time.as_secs_f64()))?;
        self.send("go think")?;
        let done = self.expect("done", move_time * 10 + Duration::from_secs(5))?;
        let text = done
            .split_whitespace()
            .find_map(|w| w.strip_prefix("move="))
            .ok_or_else(|| format!("no move in '{done}'"))?;
        let pos = game.position();
        damier_rules::notation::parse_hub_move(pos, text)
            .or_else(|| pos.parse_move(text).ok())
            .ok_or_else(|| format!("illegal move '{text}' in {}", pos.to_fen()))
    }
}

impl Drop for HubProcess {
    fn drop(&mut self) {
        let _ = self.send("quit");
        let _ = self.child.wait();
    }
}

fn play_game<P: Evaluate>(
    index: usize,
    opening: &[Move],
    players: &mut [Player<P>; 2],
    config: &MatchConfig,
) -> Result<GameRecord, String> {
    let first_white = index.is_multiple_of(2);
    let mut game = Game::new(P::start(), GameOptions::default());
    let mut opening_text = Vec::new();
    for m in opening {
        opening_text.push(game.position().move_to_string(m));
        game.play(m).map_err(|e| e.message)?;
    }
    for p in players.iter_mut() {
        p.new_game()?;
    }
    let mut adjudicated = false;
    while game.outcome().is_none() {
        if game.moves().len() >= config.max_plies {
            adjudicated = true;
            break;
        }
        let turn = game.position().turn();
        let who = usize::from((turn == Color::White) != first_white);
        match players[who].choose(&game, config.move_time) {
            Ok(m) => game.play(&m).map_err(|e| format!("referee: {}", e.message))?,
            Err(e) => {
                // The player forfeits: illegal move, no answer, or a crash.
                game.declare(Outcome { winner: Some(turn.opposite()), reason: OutcomeReason::Resignation });
                return Ok(record(index, opening_text, first_white, &game, format!("forfeit: {e}")));
            }
        }
    }
    let (winner, reason) = match game.outcome() {
        Some(o) => (o.winner, o.to_string()),
        None if adjudicated => (None, format!("adjudicated a draw after {} plies", config.max_plies)),
        None => (None, String::new()),
    };
    let mut r = record(index, opening_text, first_white, &game, reason);
    r.winner = winner;
    Ok(r)
}

fn record<P: Position>(
    index: usize,
    opening: Vec<String>,
    first_white: bool,
    game: &Game<P>,
    reason: String,
) -> GameRecord {
    let winner = game.outcome().and_then(|o| o.winner);
    let mut pdn = PdnGame::from_game(game, vec![("Round".to_owned(), (index + 1).to_string())]);
    pdn.result = Some(winner);
    GameRecord { index, opening, first_white, winner, reason, plies: game.moves().len(), pdn }
}

/// Plays the match, `config.jobs` games at a time, calling `on_game` as each game ends (in
/// the order they end). Returns the games in order.
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
                loop {
                    let i = next.fetch_add(1, Ordering::SeqCst);
                    if i >= config.games {
                        break;
                    }
                    let opening = &lines[(i / 2) % lines.len()];
                    if tx.send(play_game(i, opening, &mut players, config)).is_err() {
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
        assert_eq!("level:3".parse::<PlayerSpec>(), Ok(PlayerSpec::Level(Level::Club)));
        assert_eq!("hub:dame hub".parse::<PlayerSpec>(), Ok(PlayerSpec::Hub("dame hub".to_owned())));
        assert!("hub:".parse::<PlayerSpec>().is_err());
        assert!("stockfish".parse::<PlayerSpec>().is_err());
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
        };
        let mut seen = 0;
        let games = play_match::<English>(
            &config,
            &PlayerSpec::Level(Level::Club),
            &PlayerSpec::Level(Level::Beginner),
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
