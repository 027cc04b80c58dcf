//! A fuzz harness on stable Rust (issue 11): a seeded mutation loop over a corpus of real files
//! (`tests/fuzz-corpus/`: games Damier played and wrote as PDN, a settings file and an autosave
//! the app wrote, a Hub session, FENs and moves of the three games), for each reader that
//! meets outside input:
//!
//! - FEN (`AnyGame::from_fen`): never panics; what reads writes back to a FEN that reads the
//!   same.
//! - moves (`AnyGame::parse_move`, the Hub form): never panic; what reads is legal.
//! - PDN (`read_pdn`): never panics; every game read survives write → read.
//! - Hub lines (`hub::run`, as bytes): the session ends at the end of its input, answering
//!   only with the protocol's words.
//! - settings and autosave RON (`storage::parse_ron`, then restoring the game): never panic;
//!   what reads is in range and survives write → read.
//!
//! `cargo test --test fuzz` runs each target for a moment (CI's short pass); set
//! `DAMIER_FUZZ_SECONDS` for longer (per target) and `DAMIER_FUZZ_SEED` for another sequence,
//! and add `-- --nocapture` to see the inputs run and the slowest input of each target. A
//! failure prints the input (escaped) to add to the corpus once fixed.

use std::io::Cursor;
use std::path::Path;
use std::time::{Duration, Instant};

use damier::saved::SavedGame;
use damier::settings::Settings;
use damier::storage::{parse_ron, to_ron};
use damier_rules::notation::parse_hub_move;
use damier_rules::{AnyGame, GameOptions, Position, Variant, read_pdn, with_variant, write_pdn};

/// Tokens that broke readers before, or sit at the edges of ranges.
const TOKENS: &[&str] = &[
    "1e300",
    "1e19",
    "inf",
    "-inf",
    "NaN",
    "-1",
    "0",
    "4294967295",
    "18446744073709551616",
    "(",
    ")",
    "{",
    "}",
    "[",
    "]",
    "\"",
    ";",
    "$",
    "*",
    "x",
    "-",
    ":",
    ",",
    "K",
    "P",
    "\u{feff}",
    "\n",
    " ",
    "\\",
    "é",
    "W",
    "B",
    "1-0",
    "2-0",
    "1/2-1/2",
    "Some(",
    "None",
    "go think",
    "go ponder",
    "ponder-hit",
    "stop",
    "level depth=",
    "level time=",
    "move-time=",
    "nodes=",
    "pos pos=",
    "moves=\"",
];

/// A small deterministic generator (xorshift64*).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A number in `0..n` (`n` > 0).
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// `seed` changed by one to four edits: a byte set, inserted or removed, a stretch removed or
/// repeated, a token inserted, or a piece of `other` spliced in.
fn mutate(rng: &mut Rng, seed: &[u8], other: &[u8]) -> Vec<u8> {
    let mut out = seed.to_vec();
    for _ in 0..1 + rng.below(4) {
        let at = rng.below(out.len() + 1);
        match rng.below(7) {
            0 if at < out.len() => out[at] = rng.next() as u8,
            1 => out.insert(at, rng.next() as u8),
            2 if at < out.len() => {
                out.remove(at);
            }
            3 => {
                let end = (at + rng.below(40)).min(out.len());
                out.drain(at..end);
            }
            4 => {
                let end = (at + rng.below(40)).min(out.len());
                let piece = out[at..end].repeat(1 + rng.below(50));
                out.splice(at..at, piece);
            }
            5 => {
                let token = TOKENS[rng.below(TOKENS.len())].as_bytes();
                out.splice(at..at, token.iter().copied());
            }
            _ if !other.is_empty() => {
                let from = rng.below(other.len());
                let end = (from + rng.below(200)).min(other.len());
                out.splice(at..at, other[from..end].iter().copied());
            }
            _ => {}
        }
    }
    out
}

/// What one target did: inputs run and the slowest.
struct Report {
    target: &'static str,
    inputs: usize,
    slowest: Duration,
    slowest_input: Vec<u8>,
}

/// Runs `check` on mutations of `corpus` for `seconds`; a panic in `check` fails the test
/// with the input that caused it.
fn fuzz(target: &'static str, corpus: &[Vec<u8>], check: impl Fn(&[u8])) -> Report {
    let seconds: f64 = std::env::var("DAMIER_FUZZ_SECONDS").ok().and_then(|s| s.parse().ok()).unwrap_or(0.6);
    let seed: u64 = std::env::var("DAMIER_FUZZ_SEED").ok().and_then(|s| s.parse().ok()).unwrap_or(11);
    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    let mut report = Report { target, inputs: 0, slowest: Duration::ZERO, slowest_input: Vec::new() };
    let start = Instant::now();
    // The corpus itself first, then mutations of it.
    let mut i = 0;
    while i < corpus.len() || start.elapsed().as_secs_f64() < seconds {
        let input = match corpus.get(i) {
            Some(seed) => seed.clone(),
            None => {
                let (seed, other) = (rng.below(corpus.len()), rng.below(corpus.len()));
                mutate(&mut rng, &corpus[seed], &corpus[other])
            }
        };
        i += 1;
        let began = Instant::now();
        if let Err(panic) = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| check(&input))) {
            let why = panic.downcast_ref::<String>().cloned().unwrap_or_default();
            panic!("{target}: failed on {:?}: {why}", String::from_utf8_lossy(&input));
        }
        let took = began.elapsed();
        if took > report.slowest {
            report.slowest = took;
            report.slowest_input = input;
        }
        report.inputs += 1;
    }
    report
}

fn corpus_file(name: &str) -> Vec<u8> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fuzz-corpus").join(name);
    std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The lines of a corpus file, each an input.
fn corpus_lines(name: &str) -> Vec<Vec<u8>> {
    corpus_file(name).split(|&b| b == b'\n').filter(|l| !l.is_empty()).map(<[u8]>::to_vec).collect()
}

fn variant_named(name: &str) -> Variant {
    match name {
        "english" => Variant::English,
        "dablot" => Variant::Dablot,
        _ => Variant::International,
    }
}

fn check_fen(input: &[u8]) {
    let text = String::from_utf8_lossy(input);
    let (variant, fen) = text.split_once(' ').unwrap_or(("", &text));
    let variant = variant_named(variant);
    if let Ok(game) = AnyGame::from_fen(variant, GameOptions::default(), fen) {
        let written = game.fen_at(0);
        let again =
            AnyGame::from_fen(variant, GameOptions::default(), &written).expect("a written FEN reads");
        assert_eq!(again.fen_at(0), written);
    }
}

fn check_move(input: &[u8]) {
    let text = String::from_utf8_lossy(input);
    let mut words = text.splitn(3, ' ');
    let (variant, fen, mv) =
        (words.next().unwrap_or(""), words.next().unwrap_or(""), words.next().unwrap_or(""));
    let variant = variant_named(variant);
    let game = match fen {
        "start" => AnyGame::start(variant, GameOptions::default()),
        fen => match AnyGame::from_fen(variant, GameOptions::default(), fen) {
            Ok(g) => g,
            Err(_) => return,
        },
    };
    let legal = game.legal_moves();
    if let Ok(m) = game.parse_move(mv) {
        assert!(legal.contains(&m), "{mv} read as an illegal move");
    }
    let hub = with_variant!(variant, P => {
        let pos: P = P::from_fen(&game.fen_at(0)).expect("the game's FEN reads");
        parse_hub_move(&pos, mv)
    });
    if let Some(m) = hub {
        assert!(legal.contains(&m), "{mv} read as an illegal Hub move");
    }
}

fn check_pdn(input: &[u8]) {
    let text = String::from_utf8_lossy(input);
    for game in read_pdn(&text).into_iter().flatten() {
        let written = write_pdn(std::slice::from_ref(&game));
        assert_eq!(read_pdn(&written), vec![Ok(game)], "the round trip of\n{written}");
    }
}

/// The words an engine may answer with.
const HUB_WORDS: [&str; 8] = ["id", "param", "wait", "ready", "pong", "info", "done", "error"];

fn check_hub(input: &[u8]) {
    // A small table for each session, and none of the input may ask for a big one.
    let mut session = b"set-param name=hash value=1\n".to_vec();
    for line in input.split(|&b| b == b'\n') {
        if !line.windows(4).any(|w| w == b"hash") {
            session.extend_from_slice(line);
            session.push(b'\n');
        }
    }
    let mut out = Vec::new();
    damier_engine::hub::run(Cursor::new(session), &mut out).expect("the session ends");
    let out = String::from_utf8(out).expect("the engine writes UTF-8");
    for line in out.lines() {
        let word = line.split(' ').next().unwrap_or("");
        assert!(HUB_WORDS.contains(&word), "the engine said {line:?}");
    }
}

fn check_settings(input: &[u8]) {
    let Ok(text) = std::str::from_utf8(input) else { return };
    if let Ok(settings) = parse_ron::<Settings>(text) {
        let written = to_ron(&settings).expect("encodes");
        assert_eq!(parse_ron::<Settings>(&written), Ok(settings));
    }
}

fn check_autosave(input: &[u8]) {
    let Ok(text) = std::str::from_utf8(input) else { return };
    let Ok(saved) = parse_ron::<SavedGame>(text) else { return };
    if let Ok(game) = saved.restore(0.0) {
        let written = to_ron(&SavedGame::of(&game, &Default::default(), 0.0)).expect("encodes");
        let again = parse_ron::<SavedGame>(&written).expect("a written game reads");
        let back = again.restore(0.0).expect("a written game replays");
        assert_eq!(back.record().moves(), game.record().moves());
    }
}

#[test]
fn every_reader_of_outside_input_survives_mutated_real_files() {
    let pdn: Vec<Vec<u8>> = ["international.pdn", "english.pdn", "dablot.pdn"].map(corpus_file).to_vec();
    let reports = [
        fuzz("FEN", &corpus_lines("fen.txt"), check_fen),
        fuzz("moves", &corpus_lines("moves.txt"), check_move),
        fuzz("PDN", &pdn, check_pdn),
        fuzz("Hub lines", &[corpus_file("hub.txt")], check_hub),
        fuzz("settings RON", &[corpus_file("settings.ron")], check_settings),
        fuzz("autosave RON", &[corpus_file("autosave.ron")], check_autosave),
    ];
    for r in &reports {
        let preview: String = String::from_utf8_lossy(&r.slowest_input).chars().take(60).collect();
        println!(
            "{:<13} {:>7} inputs, slowest {:>8.2} ms ({} bytes: {preview:?})",
            r.target,
            r.inputs,
            r.slowest.as_secs_f64() * 1e3,
            r.slowest_input.len()
        );
        assert!(r.inputs > 0);
        // No input of a few kilobytes may take long: that would be a reader gone quadratic
        // (or a Hub session that does not end with its input).
        assert!(r.slowest < Duration::from_secs(5), "{}: an input took {:?}", r.target, r.slowest);
    }
}
