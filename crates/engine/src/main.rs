//! `damier-engine`: the command line of Damier's engine (`damier-engine --help`, and
//! `damier-engine COMMAND --help` for each command): perft, moves, go, hub, match, ladder,
//! egdb, bench, book. Bad arguments and bad input (an unknown variant, a FEN that does not read) go to
//! stderr as `damier-engine: ...` with exit status 2.

use std::process::ExitCode;
use std::time::{Duration, Instant};

use clap::{Args, Parser, Subcommand};
use std::sync::Arc;

use damier_engine::bench::BenchConfig;
use damier_engine::book::build::{BuildConfig, build as build_book};
use damier_engine::egdb::build::{Event, Scope, build, build_installed};
use damier_engine::egdb::play::{play_out, won_positions};
use damier_engine::egdb::{Flavour, Slice, install};
use damier_engine::notation::{hub_move_text, line_text};
use damier_engine::referee::{GameRecord, LevelSpec, MatchConfig, PlayerSpec, match_rules, play_match};
use damier_engine::search::MAX_THREADS;
use damier_engine::time::Budget;
use damier_engine::{Evaluate, Level, Searcher, level::think};
use damier_rules::draughts::Draughts;
use damier_rules::{DrawRule24, Game, GameOptions, Position, Variant, with_variant};

/// Damier's engine: international draughts, English checkers and Dablot Prejjesne.
#[derive(Parser)]
#[command(name = "damier-engine", version, arg_required_else_help = true)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Counts the leaf nodes DEPTH plies down: `depth D nodes N time S` for each depth 1..DEPTH.
    Perft {
        #[command(flatten)]
        position: PositionArgs,
        /// Print each root move's count instead (moves in the Hub form).
        #[arg(long)]
        divide: bool,
        /// How many plies down (1 to 64).
        #[arg(value_parser = clap::value_parser!(u32).range(1..=64))]
        depth: u32,
    },
    /// Prints the legal moves: draughts as FROM-TO or FROMxTOxC1xC2... (captured squares
    /// ascending, as in the Hub protocol), Dablot with every landing point.
    Moves {
        #[command(flatten)]
        position: PositionArgs,
    },
    /// Searches a position and prints each iteration and the best move.
    Go {
        #[command(flatten)]
        position: PositionArgs,
        /// 1-6 or beginner, novice, club, strong, expert, master.
        #[arg(long, default_value_t = Level::Master)]
        level: Level,
        /// Threads of the search.
        #[arg(long, default_value_t = 1, value_parser = threads)]
        threads: usize,
        #[command(subcommand)]
        limit: Limit,
    },
    /// Speaks the Hub protocol (version 2) on stdin and stdout.
    Hub,
    /// Plays a match between two players, each opening with both colours.
    Match {
        #[command(flatten)]
        options: MatchArgs,
        /// level:1..6 (options: ',threads=T' searches on T threads, ',book=off' leaves the
        /// opening book out) or hub:COMMAND (a Hub engine, e.g. 'hub:dame hub').
        first: PlayerSpec,
        /// The second player, as the first.
        second: PlayerSpec,
    },
    /// Plays level N against level N-1 for N = 2..6 and prints the table.
    Ladder {
        #[command(flatten)]
        options: MatchArgs,
    },
    /// Builds the endgame databases into DIR (or checks them: slices whose files read back
    /// are loaded, missing or damaged ones solved again), one line per slice.
    Egdb {
        #[command(flatten)]
        tables: TablesArgs,
    },
    /// Builds an opening book: the early positions of a game searched deeply, breadth first
    /// from the start, written as a book file (progress on stderr).
    Book(BookArgs),
    /// Searches fixed positions of each game to a fixed depth (one thread: reproducible node
    /// counts; more: the time to depth of the parallel search).
    Bench {
        /// Plies added to (or taken from) each position's depth.
        #[arg(default_value_t = 0, allow_negative_numbers = true)]
        depth_offset: i32,
        /// Threads of the search.
        #[arg(long, default_value_t = 1, value_parser = threads)]
        threads: usize,
        /// The transposition table's size in MiB.
        #[arg(long, default_value_t = 64, value_parser = clap::value_parser!(u16).range(1..=4096))]
        hash: u16,
        /// Instead of the fixed positions, points of the games of this PDN file (all of one
        /// game), each searched to --depth: a time to depth over many positions.
        #[arg(long, requires = "depth", conflicts_with = "depth_offset")]
        pdn: Option<std::path::PathBuf>,
        /// With --pdn: the depth of every search.
        #[arg(long, requires = "pdn", value_parser = clap::value_parser!(u32).range(1..=60))]
        depth: Option<u32>,
        /// With --pdn: a position after every this many plies of each game.
        #[arg(long, default_value_t = 10, requires = "pdn", value_parser = clap::value_parser!(u32).range(1..))]
        every: u32,
    },
}

/// The game and the position a command works on.
#[derive(Args)]
struct PositionArgs {
    /// international, english or dablot.
    #[arg(short, long, default_value_t = Variant::International)]
    variant: Variant,
    /// The position (PDN FEN); the start position if not given.
    #[arg(long)]
    fen: Option<String>,
}

/// Which endgame databases `egdb` builds.
#[derive(Args)]
struct TablesArgs {
    /// international or english.
    #[arg(short, long, default_value_t = Variant::English)]
    variant: Variant,
    /// Every slice of up to this many pieces (2 to 6 in English, 2 to 5 in international).
    #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u32).range(2..=6))]
    pieces: u32,
    /// Also the slices of kings only up to this many pieces (up to 6 in English, 5 in
    /// international).
    #[arg(long, default_value_t = 0, value_parser = clap::value_parser!(u32).range(0..=6))]
    kings_only: u32,
    /// International: the tables for the seed's rule 24, the FMJD form's, or both.
    #[arg(long, default_value = "both", value_parser = ["seed", "fmjd", "both"])]
    rule24: String,
    /// Where the files go.
    #[arg(long)]
    dir: std::path::PathBuf,
    /// Slices solved at a time (those of the same pieces and men do not depend on each other).
    #[arg(long, default_value_t = 1, value_parser = threads)]
    jobs: usize,
    /// Then check this many random entries of every slice against the rules' moves (each
    /// must equal the best of its children's entries, and be marked "capture pending" exactly
    /// where a capture is); a disagreement is an error.
    #[arg(long, default_value_t = 0)]
    check: usize,
    /// Then play out random positions of this slice (four digits: our men, our kings, their
    /// men, their kings, e.g. 0301) that the tables call won, master against master.
    #[arg(long)]
    play: Option<String>,
    /// With --play: how many positions.
    #[arg(long, default_value_t = 100)]
    games: usize,
    /// With --play: only positions won within this many plies of conversion.
    #[arg(long, default_value_t = 255)]
    within: u32,
    /// With --play: nodes a move.
    #[arg(long, default_value_t = 100_000)]
    nodes: u64,
    /// With --play: the masters play without the tables (to compare).
    #[arg(long)]
    without: bool,
}

/// The settings of `book` (see `damier_engine::book::build`).
#[derive(Args)]
struct BookArgs {
    /// international, english or dablot.
    #[arg(short, long, default_value_t = Variant::International)]
    variant: Variant,
    /// Depth of each position's search, in plies.
    #[arg(long, default_value_t = 16)]
    depth: u32,
    /// The most positions in the book.
    #[arg(long, default_value_t = 2000)]
    positions: usize,
    /// Moves kept within this many hundredths of a man of the best.
    #[arg(long, default_value_t = 10)]
    margin: u16,
    /// Every move is followed in the positions fewer plies than this from the start.
    #[arg(long, default_value_t = 2)]
    full_plies: usize,
    /// No book position further than this many plies from the start.
    #[arg(long, default_value_t = 40)]
    max_plies: usize,
    /// Positions searched at a time (one thread each).
    #[arg(long, default_value_t = 1)]
    jobs: usize,
    /// The file to write (the embedded books are crates/engine/book/GAME.bin).
    #[arg(long)]
    out: String,
}

/// How long `go` searches.
#[derive(Subcommand)]
enum Limit {
    /// To this depth.
    Depth { plies: u32 },
    /// For this many seconds.
    Time {
        #[arg(value_parser = seconds)]
        seconds: Duration,
    },
    /// For this many nodes.
    Nodes { nodes: u64 },
}

/// The settings of `match` and `ladder`.
#[derive(Args)]
struct MatchArgs {
    /// international, english or dablot.
    #[arg(short, long, default_value_t = Variant::International)]
    variant: Variant,
    /// Games per match (each opening is played twice, colours swapped).
    #[arg(long, default_value_t = 40)]
    games: usize,
    /// Seconds per move.
    #[arg(long, value_parser = seconds, default_value = "0.3")]
    move_time: Duration,
    /// Nodes per move for every player in place of the move time (the same games whatever
    /// the machine's load; Hub engines are sent `level nodes=N`; no opening book).
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..))]
    nodes: Option<u64>,
    /// Random legal plies from the start that make each opening.
    #[arg(long, default_value_t = 4)]
    opening_plies: usize,
    /// Seed of the openings.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Games played at a time.
    #[arg(long, default_value_t = 1)]
    jobs: usize,
    /// Plies after which a game still going is adjudicated a draw.
    #[arg(long, default_value_t = 300)]
    max_plies: usize,
    /// Write the games to this PDN file.
    #[arg(long)]
    pdn: Option<String>,
    /// Endgame databases: load them from this folder (building what is missing) for the
    /// levels to probe (the master does).
    #[arg(long)]
    egdb: Option<std::path::PathBuf>,
    /// With --egdb: every slice of up to this many pieces (2 to 6 in English, 2 to 5 in
    /// international).
    #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u32).range(2..=6))]
    egdb_pieces: u32,
    /// With --egdb: also the kings-only slices of up to this many pieces.
    #[arg(long, default_value_t = 0, value_parser = clap::value_parser!(u32).range(0..=6))]
    egdb_kings: u32,
    /// With --egdb: which players probe them.
    #[arg(long, default_value = "both", value_parser = ["both", "first", "second"])]
    egdb_for: String,
}

/// A positive number of seconds.
fn seconds(text: &str) -> Result<Duration, String> {
    text.parse::<f64>()
        .ok()
        .filter(|s| *s > 0.0)
        .and_then(|s| Duration::try_from_secs_f64(s).ok())
        .ok_or_else(|| format!("'{text}' is not a number of seconds"))
}

/// A number of search threads, 1 to [`MAX_THREADS`].
fn threads(text: &str) -> Result<usize, String> {
    text.parse::<usize>()
        .ok()
        .filter(|n| (1..=MAX_THREADS).contains(n))
        .ok_or_else(|| format!("'{text}' is not a number of threads (1 to {MAX_THREADS})"))
}

fn position<P: Position>(fen: Option<&str>) -> Result<P, String> {
    match fen {
        None => Ok(P::start()),
        Some(f) => P::from_fen(f).map_err(|e| format!("bad FEN '{f}': {e}")),
    }
}

fn perft<P: Position>(fen: Option<&str>, depth: u32, divide: bool) -> Result<(), String> {
    let pos: P = position(fen)?;
    if divide {
        let mut total = 0;
        for m in pos.legal_moves() {
            let mut child = pos;
            child.play_unchecked(&m);
            let n = if depth > 1 { child.perft(depth - 1) } else { 1 };
            total += n;
            println!("{} {n}", hub_move_text(&pos, &m));
        }
        println!("total {total}");
        return Ok(());
    }
    for d in 1..=depth {
        let t = Instant::now();
        let nodes = pos.perft(d);
        println!("depth {d} nodes {nodes} time {:.3}", t.elapsed().as_secs_f64());
    }
    Ok(())
}

fn moves<P: Position>(fen: Option<&str>) -> Result<(), String> {
    let pos: P = position(fen)?;
    for m in pos.legal_moves() {
        println!("{}", hub_move_text(&pos, &m));
    }
    Ok(())
}

fn go<P: Evaluate>(fen: Option<&str>, level: Level, threads: usize, limit: &Limit) -> Result<(), String> {
    let pos: P = position(fen)?;
    let budget = match *limit {
        Limit::Depth { plies } => Budget::Depth(plies),
        Limit::Time { seconds } => Budget::MoveTime(seconds),
        Limit::Nodes { nodes } => Budget::Nodes(nodes),
    };
    let game = Game::new(pos, GameOptions::default());
    let mut searcher = Searcher::<P>::new(64);
    searcher.set_threads(threads);
    let result = think(&mut searcher, &game, level, budget, 0, &mut |info| {
        let pv = line_text(&pos, &info.pv);
        println!(
            "depth {} score {} nodes {} time {:.3} pv {}",
            info.depth,
            info.score,
            info.nodes,
            info.elapsed.as_secs_f64(),
            pv.join(" ")
        );
    });
    match result.best {
        Some(m) => println!("best {}", pos.move_to_string(&m)),
        None => println!("best none"),
    }
    Ok(())
}

impl MatchArgs {
    fn config(&self) -> MatchConfig {
        MatchConfig {
            games: self.games,
            move_time: self.move_time,
            nodes: self.nodes,
            opening_plies: self.opening_plies,
            seed: self.seed,
            max_plies: self.max_plies,
            jobs: self.jobs.max(1),
            tables: [self.egdb_for != "second", self.egdb_for != "first"],
        }
    }

    /// Loads (or builds) and installs the databases the match's rules need.
    fn install_tables(&self, rules: GameOptions) -> Result<(), String> {
        let Some(dir) = &self.egdb else { return Ok(()) };
        let Some(flavour) = Flavour::of(self.variant, rules.rule24) else { return Ok(()) };
        let start = Instant::now();
        let scope = tables_scope(flavour, self.egdb_pieces, self.egdb_kings)?;
        build_installed(Some(dir), flavour, scope, self.jobs, &mut |_| {});
        eprintln!("endgame databases ready in {:.1} s", start.elapsed().as_secs_f64());
        Ok(())
    }
}

/// Prints one line per game (unless `quiet`) and the score; returns the first player's points.
fn run_match<P: Evaluate>(
    args: &MatchArgs,
    first: &PlayerSpec,
    second: &PlayerSpec,
    quiet: bool,
) -> Result<f64, String> {
    args.install_tables(match_rules(first, second))?;
    let games = play_match::<P>(&args.config(), first, second, &mut |g| {
        if !quiet {
            let (w, b) = if g.first_white { (first, second) } else { (second, first) };
            println!(
                "game {:>3}  opening {:<24} white {w}  black {b}  {}  {} plies  {}",
                g.index + 1,
                g.opening.join(" "),
                g.pdn.result.map_or("*", |r| P::VARIANT.pdn_result(r)),
                g.plies,
                g.reason
            );
        }
    })
    .map_err(|e| e.to_string())?;
    let points: f64 = games.iter().map(GameRecord::first_points).sum();
    let wins = games.iter().filter(|g| g.first_points() == 1.0).count();
    let losses = games.iter().filter(|g| g.first_points() == 0.0).count();
    let draws = games.len() - wins - losses;
    let budget = match args.nodes {
        Some(n) => format!("{n} nodes a move"),
        None => format!("move time {:.2} s", args.move_time.as_secs_f64()),
    };
    println!(
        "{} {first} vs {second}: {points} / {} ({:.1}%)  +{wins} ={draws} -{losses}  {budget}",
        P::VARIANT,
        games.len(),
        100.0 * points / games.len().max(1) as f64,
    );
    if let Some(path) = &args.pdn {
        let pdn: Vec<_> = games.iter().map(|g| g.pdn.clone()).collect();
        std::fs::write(path, damier_rules::write_pdn(&pdn))
            .map_err(|e| format!("cannot write {path}: {e}"))?;
    }
    Ok(points)
}

/// Level N against level N-1 for every N: the ladder table.
fn ladder<P: Evaluate>(args: &MatchArgs) -> Result<(), String> {
    let mut rows = Vec::new();
    for pair in Level::ALL.windows(2) {
        let (weak, strong) =
            (PlayerSpec::Level(LevelSpec::new(pair[0])), PlayerSpec::Level(LevelSpec::new(pair[1])));
        let points = run_match::<P>(args, &strong, &weak, true)?;
        rows.push((pair[1], pair[0], points));
    }
    println!("| {} | stronger | weaker | score | % |", P::VARIANT);
    println!("|---|---|---|---|---|");
    for (strong, weak, points) in rows {
        println!(
            "| | {} {strong} | {} {weak} | {points} / {} | {:.1} |",
            strong.number(),
            weak.number(),
            args.games,
            100.0 * points / args.games.max(1) as f64
        );
    }
    Ok(())
}

fn bench(config: &BenchConfig) -> Result<(), String> {
    print_bench_header();
    for (game, lines) in damier_engine::bench::run(config)? {
        print_bench_lines(game, &lines, config);
    }
    Ok(())
}

/// `bench --pdn`: the positions every `every` plies of the file's games, searched to `depth`.
fn bench_pdn(path: &std::path::Path, depth: u32, every: u32, config: &BenchConfig) -> Result<(), String> {
    let (variant, games) = damier_engine::bench::read_pdn_file(path)?;
    print_bench_header();
    with_variant!(variant, P => {
        let positions = damier_engine::bench::pdn_positions::<P>(&games, every as usize)
            .map_err(|e| format!("{}: {e}", path.display()))?;
        if positions.is_empty() {
            return Err(format!("{}: no game reaches {every} plies", path.display()));
        }
        let lines = damier_engine::bench::search_all(&positions, depth, config);
        print_bench_lines(P::VARIANT.name(), &lines, config);
    });
    Ok(())
}

fn print_bench_header() {
    println!("{:<14} {:>5} {:>12} {:>9} {:>8}  position", "game", "depth", "nodes", "time s", "Mn/s");
}

fn print_bench_lines(game: &str, lines: &[damier_engine::bench::BenchLine], config: &BenchConfig) {
    let (mut nodes, mut main_nodes, mut secs) = (0, 0, 0.0);
    for l in lines {
        let t = l.time.as_secs_f64();
        println!(
            "{game:<14} {:>5} {:>12} {t:>9.3} {:>8.2}  {}",
            l.depth,
            l.nodes,
            l.nodes as f64 / t / 1e6,
            l.fen
        );
        nodes += l.nodes;
        main_nodes += l.main_nodes;
        secs += t;
    }
    let rate = nodes as f64 / secs / 1e6;
    // With helpers, the main thread's share: the work the shared table saved it.
    let main = if config.threads > 1 { format!(" (main thread {main_nodes})") } else { String::new() };
    println!("{game:<14} {:>5} {nodes:>12} {secs:>9.3} {rate:>8.2}  total{main}", "");
}

/// The slices of up to `pieces` pieces and of kings only up to `kings_only`, if the flavour's
/// tables go that far.
fn tables_scope(flavour: Flavour, pieces: u32, kings_only: u32) -> Result<Scope, String> {
    let most = flavour.most_pieces();
    if pieces.max(kings_only) > most {
        return Err(format!("{} endgame tables go to {most} pieces at most", flavour.name()));
    }
    Ok(Scope::new(pieces, kings_only))
}

/// Builds one flavour's tables, printing progress (every tenth) and a line per slice; then
/// plays out the slice asked for with `--play`.
fn build_tables<R: damier_rules::draughts::Rules>(args: &TablesArgs, flavour: Flavour) -> Result<(), String>
where
    Draughts<R>: Evaluate,
{
    let scope = tables_scope(flavour, args.pieces, args.kings_only)?;
    let start = Instant::now();
    let mut tenth = 0;
    let mut bytes = 0;
    let tables = build::<R>(Some(&args.dir), flavour, scope, args.jobs, &mut |event| match event {
        Event::Progress(done, total) => {
            let now = done * 10 / total.max(1);
            if now > tenth {
                tenth = now;
                eprintln!("{} {}% ({:.0} s)", flavour.name(), now * 10, start.elapsed().as_secs_f64());
            }
        }
        Event::Slice(r) => {
            bytes += r.file_bytes.unwrap_or(0);
            let [w, d, l, c] = r.counts;
            let how = r.solved_in.map_or("read from its file".to_owned(), |s| format!("solved in {s:.1} s"));
            println!(
                "{} {}  entries {}  wins {w} draws {d} losses {l} captures {c}  longest {}  memory {} bytes  file {} bytes  {how}{}",
                flavour.name(),
                r.slice.name(),
                r.entries,
                r.longest,
                r.memory,
                r.file_bytes.map_or("-".to_owned(), |b| b.to_string()),
                r.refused.as_ref().map_or(String::new(), |why| format!(" ({why})"))
            );
        }
    });
    let (memory, cache) = tables.memory();
    println!(
        "{} total {bytes} bytes of files, {memory} bytes in memory (and a cache of {cache}), in {:.1} s",
        flavour.name(),
        start.elapsed().as_secs_f64()
    );
    if args.check > 0 {
        let start = Instant::now();
        let slices = tables.slices().count();
        let checked = tables.check(args.check, 1).map_err(|e| format!("{}: {e}", flavour.name()))?;
        println!(
            "{} checked {checked} entries in {slices} slices against the moves: all agree ({:.1} s)",
            flavour.name(),
            start.elapsed().as_secs_f64()
        );
    }
    let Some(name) = &args.play else { return Ok(()) };
    let digits: Vec<u8> = name.bytes().filter(u8::is_ascii_digit).map(|b| b - b'0').collect();
    let &[a, b, c, d] = digits.as_slice() else {
        return Err(format!("--play {name}: four digits, e.g. 0301"));
    };
    let slice = Slice::new(a, b, c, d);
    let tables = Arc::new(tables);
    install(tables.clone());
    let rules = GameOptions {
        rule24: match flavour {
            Flavour::International(r) => r,
            Flavour::English => DrawRule24::Seed,
        },
    };
    let positions = won_positions(&tables, slice, args.within, args.games, 1);
    let (mut won, mut plies, mut longest) = (0, 0, 0);
    for pos in &positions {
        let (winner, n) = play_out(*pos, rules, !args.without, args.nodes, 400);
        if winner == Some(pos.turn()) {
            won += 1;
        } else {
            println!("not won: {}", pos.to_fen());
        }
        plies += n;
        longest = longest.max(n);
    }
    println!(
        "{} {}: {} positions won within {} plies of conversion, {won} won by the master {} the tables ({} nodes a move); plies to the end: average {:.1}, longest {longest}",
        flavour.name(),
        slice.name(),
        positions.len(),
        args.within,
        if args.without { "without" } else { "with" },
        args.nodes,
        plies as f64 / positions.len().max(1) as f64
    );
    Ok(())
}

fn egdb(args: &TablesArgs) -> Result<(), String> {
    use damier_rules::draughts::{EnglishRules, InternationalRules};
    match args.variant {
        Variant::English => build_tables::<EnglishRules>(args, Flavour::English)?,
        Variant::International => {
            for (name, rule) in [("seed", DrawRule24::Seed), ("fmjd", DrawRule24::Fmjd)] {
                if args.rule24 == name || args.rule24 == "both" {
                    build_tables::<InternationalRules>(args, Flavour::International(rule))?;
                }
            }
        }
        Variant::Dablot => return Err("Dablot has its own table, built in memory".to_owned()),
    }
    Ok(())
}

fn make_book<P: Evaluate>(args: &BookArgs) -> Result<(), String> {
    let config = BuildConfig {
        depth: args.depth,
        positions: args.positions,
        margin: i32::from(args.margin),
        full_plies: args.full_plies,
        max_plies: args.max_plies,
        jobs: args.jobs.max(1),
        hash_mb: 32,
    };
    let book = build_book::<P>(&config, &mut |p| {
        let secs = p.elapsed.as_secs_f64();
        let left = secs / p.done.max(1) as f64 * args.positions.saturating_sub(p.done) as f64;
        eprint!(
            "\rply {:>2}: {:>5} / {:<5}  positions {:>6} / {}  {:>6.0} s  (at most {:.0} s more)   ",
            p.ply, p.at_ply.0, p.at_ply.1, p.done, args.positions, secs, left
        );
    })?;
    eprintln!();
    let bytes = book.to_bytes(P::VARIANT);
    std::fs::write(&args.out, &bytes).map_err(|e| format!("cannot write {}: {e}", args.out))?;
    println!(
        "{}: {} positions, depth {}, {} bytes written to {}",
        P::VARIANT,
        book.len(),
        args.depth,
        bytes.len(),
        args.out
    );
    Ok(())
}

fn run(command: Command) -> Result<(), String> {
    match command {
        Command::Perft { position, divide, depth } => {
            with_variant!(position.variant, P => perft::<P>(position.fen.as_deref(), depth, divide))
        }
        Command::Moves { position } => {
            with_variant!(position.variant, P => moves::<P>(position.fen.as_deref()))
        }
        Command::Go { position, level, threads, limit } => {
            with_variant!(position.variant, P => go::<P>(position.fen.as_deref(), level, threads, &limit))
        }
        Command::Hub => {
            let stdin = std::io::BufReader::new(std::io::stdin());
            damier_engine::hub::run(stdin, std::io::stdout().lock()).map_err(|e| format!("hub: {e}"))
        }
        Command::Match { options, first, second } => {
            with_variant!(options.variant, P => run_match::<P>(&options, &first, &second, false).map(|_| ()))
        }
        Command::Ladder { options } => with_variant!(options.variant, P => ladder::<P>(&options)),
        Command::Egdb { tables } => egdb(&tables),
        Command::Bench { depth_offset, threads, hash, pdn, depth, every } => {
            let config = BenchConfig { depth_offset, threads, hash_mb: usize::from(hash) };
            match (pdn, depth) {
                (Some(path), Some(depth)) => bench_pdn(&path, depth, every, &config),
                _ => bench(&config),
            }
        }
        Command::Book(args) => with_variant!(args.variant, P => make_book::<P>(&args)),
    }
}

fn main() -> ExitCode {
    let cli: Cli = match damier_engine::parse_command_line("damier-engine") {
        Ok(cli) => cli,
        Err(code) => return code,
    };
    match run(cli.command) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("damier-engine: {e}");
            ExitCode::from(2)
        }
    }
}
