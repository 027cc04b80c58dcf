//! Building the opening book (`damier-engine book`): breadth first from the start, every
//! position searched to a fixed depth for the moves within the margin of the best
//! ([`Searcher::near_best`]). Near the start every legal move is followed (so the positions
//! of short random openings are in the book), further on only the moves kept; a position met
//! again by another order of moves is searched once. The positions are shared out among
//! `jobs` threads, each with a searcher cleared before every position, so the book depends
//! on the settings only, not on the number of jobs.

use std::collections::HashSet;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use damier_rules::{Game, GameOptions, Move};

use super::{Book, BookMove};
use crate::eval::Evaluate;
use crate::search::Searcher;

/// What `damier-engine book` builds.
#[derive(Clone, Debug)]
pub struct BuildConfig {
    /// Depth of each position's search.
    pub depth: u32,
    /// The most positions in the book.
    pub positions: usize,
    /// Moves kept within this many hundredths of a man of the best.
    pub margin: i32,
    /// Every legal move is followed in the positions fewer plies than this from the start.
    pub full_plies: usize,
    /// No book position is further than this from the start.
    pub max_plies: usize,
    /// Threads searching positions at once.
    pub jobs: usize,
    /// Transposition table per thread, MiB.
    pub hash_mb: usize,
}

/// How far the build is.
#[derive(Clone, Debug)]
pub struct Progress {
    /// Plies from the start of the positions being searched.
    pub ply: usize,
    /// Positions searched at this ply, of how many.
    pub at_ply: (usize, usize),
    /// Positions searched in all.
    pub done: usize,
    pub elapsed: Duration,
}

/// A position, as the moves from the start.
type Line = Vec<Move>;

fn replay<P: Evaluate>(line: &[Move]) -> Result<Game<P>, String> {
    let mut game = Game::new(P::start(), GameOptions::default());
    for m in line {
        game.play(m).map_err(|e| format!("book line: {e}"))?;
    }
    Ok(game)
}

/// Builds the book of `P`'s game, calling `progress` after each position.
pub fn build<P: Evaluate>(config: &BuildConfig, progress: &mut dyn FnMut(&Progress)) -> Result<Book, String> {
    let margin = u16::try_from(config.margin).map_err(|_| "the margin must be 0 to 65535".to_owned())?;
    let mut book = Book::new(config.depth.min(u32::from(u8::MAX)) as u8, margin);
    let mut seen = HashSet::from([P::start().zobrist()]);
    let mut level: Vec<Line> = vec![Vec::new()];
    let start = Instant::now();
    for ply in 0..=config.max_plies {
        level.truncate(config.positions.saturating_sub(book.len()));
        if level.is_empty() {
            break;
        }
        let done_before = book.len();
        let results = search_level::<P>(config, &level, &mut |n| {
            let at_ply = (n, level.len());
            progress(&Progress { ply, at_ply, done: done_before + n, elapsed: start.elapsed() });
        })?;
        let mut next = Vec::new();
        for (line, kept) in level.iter().zip(results) {
            let game = replay::<P>(line)?;
            let pos = *game.position();
            let legal = pos.legal_moves();
            let entry: Vec<BookMove> = kept
                .iter()
                .filter_map(|(m, s)| {
                    let index = u8::try_from(legal.iter().position(|x| x == m)?).ok()?;
                    Some(BookMove {
                        index,
                        score: (*s).clamp(-i32::from(i16::MAX), i32::from(i16::MAX)) as i16,
                    })
                })
                .take(usize::from(u8::MAX))
                .collect();
            if entry.is_empty() {
                continue;
            }
            book.insert(pos.zobrist(), entry);
            let follow: Vec<Move> =
                if ply < config.full_plies { legal } else { kept.iter().map(|k| k.0).collect() };
            for m in follow {
                let mut child = pos;
                child.play_unchecked(&m);
                if seen.insert(child.zobrist()) {
                    next.push([line.as_slice(), &[m]].concat());
                }
            }
        }
        level = next;
    }
    Ok(book)
}

/// The kept moves of each line's position, searched by `config.jobs` threads; `on_done` gets
/// the number searched so far.
fn search_level<P: Evaluate>(
    config: &BuildConfig,
    lines: &[Line],
    on_done: &mut dyn FnMut(usize),
) -> Result<Vec<Vec<(Move, i32)>>, String> {
    let next = AtomicUsize::new(0);
    let (tx, rx) = mpsc::channel::<Result<(usize, Vec<(Move, i32)>), String>>();
    std::thread::scope(|scope| {
        let mut workers = Vec::new();
        for _ in 0..config.jobs.max(1) {
            let (tx, next) = (tx.clone(), &next);
            let work = move || {
                let mut searcher = Searcher::<P>::new(config.hash_mb);
                loop {
                    let i = next.fetch_add(1, Ordering::SeqCst);
                    let Some(line) = lines.get(i) else { break };
                    searcher.new_game();
                    let answer = replay::<P>(line)
                        .map(|game| (i, searcher.near_best(&game, config.depth, config.margin)));
                    if tx.send(answer).is_err() {
                        break;
                    }
                }
            };
            if let Ok(handle) =
                std::thread::Builder::new().name("damier-book".to_owned()).spawn_scoped(scope, work)
            {
                workers.push(handle);
            }
        }
        drop(tx);
        if workers.is_empty() {
            return Err("no thread could be started".to_owned());
        }
        let mut out = vec![Vec::new(); lines.len()];
        let mut done = 0;
        for answer in rx {
            let (i, moves) = answer?;
            out[i] = moves;
            done += 1;
            on_done(done);
        }
        if workers.into_iter().any(|w| w.join().is_err()) || done < lines.len() {
            return Err("a book thread failed".to_owned());
        }
        Ok(out)
    })
}
