//! `damier-engine`: the command line of Damier's engine.
//!
//! ```text
//! damier-engine perft [--variant international|english|dablot] [--fen FEN] [--divide] DEPTH
//! damier-engine moves [--variant V] [--fen FEN]
//! ```
//! Errors (unknown variant, bad FEN or depth) go to stderr with exit code 2.

use std::process::ExitCode;
use std::time::{Duration, Instant};

use damier_engine::notation::{hub_move_text, line_text};
use damier_engine::referee::{GameRecord, MatchConfig, PlayerSpec, play_match};
use damier_engine::time::Budget;
use damier_engine::{Evaluate, Level, Searcher, level::think};
use damier_rules::{Game, GameOptions, Position, Variant, with_variant};

const USAGE: &str = "usage:
  damier-engine perft [--variant international|english|dablot] [--fen FEN] [--divide] DEPTH
  damier-engine moves [--variant international|english|dablot] [--fen FEN]
  damier-engine hub
  damier-engine match [--variant V] [--games N] [--move-time S] [--opening-plies K] [--seed S]
                      [--jobs J] [--max-plies M] [--pdn FILE] PLAYER PLAYER
        PLAYER: level:1..6 or hub:COMMAND (a Hub engine, e.g. 'hub:dame hub')
  damier-engine ladder [same options]   (level N against level N-1, N = 2..6)
  damier-engine bench [DEPTH-OFFSET]    (fixed positions per game, fixed depth, one thread)
  damier-engine go [--variant V] [--fen FEN] [--level 1-6] (depth N | time SECONDS | nodes N)";

struct Args {
    variant: Variant,
    fen: Option<String>,
    divide: bool,
    level: Level,
    /// Match and ladder settings.
    games: usize,
    move_time: Duration,
    opening_plies: usize,
    seed: u64,
    jobs: usize,
    max_plies: usize,
    pdn: Option<String>,
    rest: Vec<String>,
}

/// Options that take a value.
const VALUED: [&str; 11] = [
    "--variant",
    "--fen",
    "--level",
    "--games",
    "--move-time",
    "--opening-plies",
    "--seed",
    "--jobs",
    "--max-plies",
    "--pdn",
    "-v",
];

fn number<T: std::str::FromStr>(name: &str, v: &str) -> Result<T, String> {
    v.parse().map_err(|_| format!("bad value '{v}' for {name}: expected a whole number"))
}

fn parse_args(args: &[String]) -> Result<Args, String> {
    let mut out = Args {
        variant: Variant::International,
        fen: None,
        divide: false,
        level: Level::Master,
        games: 40,
        move_time: Duration::from_millis(300),
        opening_plies: 4,
        seed: 1,
        jobs: 1,
        max_plies: 300,
        pdn: None,
        rest: Vec::new(),
    };
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let (name, inline) = match a.split_once('=') {
            Some((n, v)) if n.starts_with("--") => (n, Some(v.to_owned())),
            _ => (a.as_str(), None),
        };
        if name == "--divide" {
            out.divide = true;
            continue;
        }
        if !name.starts_with('-') {
            out.rest.push(a.clone());
            continue;
        }
        if !VALUED.contains(&name) {
            return Err(format!("unknown option '{name}'"));
        }
        let v = match inline {
            Some(v) => v,
            None => it.next().ok_or_else(|| format!("{name} needs a value"))?.clone(),
        };
        match name {
            "--variant" | "-v" => out.variant = v.parse()?,
            "--fen" => out.fen = Some(v),
            "--level" => out.level = v.parse()?,
            "--games" => out.games = number(name, &v)?,
            "--move-time" => {
                out.move_time = v
                    .parse::<f64>()
                    .ok()
                    .filter(|s| *s > 0.0)
                    .and_then(|s| Duration::try_from_secs_f64(s).ok())
                    .ok_or_else(|| format!("bad value '{v}' for --move-time: expected seconds"))?
            }
            "--opening-plies" => out.opening_plies = number(name, &v)?,
            "--seed" => out.seed = number(name, &v)?,
            "--jobs" => out.jobs = number::<usize>(name, &v)?.max(1),
            "--max-plies" => out.max_plies = number(name, &v)?,
            _ => out.pdn = Some(v),
        }
    }
    Ok(out)
}

fn position<P: Position>(fen: Option<&str>) -> Result<P, String> {
    match fen {
        None => Ok(P::start()),
        Some(f) => P::from_fen(f).map_err(|e| format!("bad FEN '{f}': {e}")),
    }
}

fn perft<P: Position>(args: &Args) -> Result<(), String> {
    let [depth] = args.rest.as_slice() else {
        return Err("perft needs exactly one DEPTH".to_owned());
    };
    let depth: u32 = depth
        .parse()
        .ok()
        .filter(|d| (1..=64).contains(d))
        .ok_or_else(|| format!("bad depth '{depth}': expected a whole number from 1 to 64"))?;
    let pos: P = position(args.fen.as_deref())?;
    if args.divide {
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

fn moves<P: Position>(args: &Args) -> Result<(), String> {
    if let Some(extra) = args.rest.first() {
        return Err(format!("unexpected argument '{extra}'"));
    }
    let pos: P = position(args.fen.as_deref())?;
    for m in pos.legal_moves() {
        println!("{}", hub_move_text(&pos, &m));
    }
    Ok(())
}

fn go<P: Evaluate>(args: &Args) -> Result<(), String> {
    let pos: P = position(args.fen.as_deref())?;
    let budget = match args.rest.as_slice() {
        [kind, n] if kind == "depth" => Budget::Depth(n.parse().map_err(|_| format!("bad depth '{n}'"))?),
        [kind, n] if kind == "nodes" => {
            Budget::Nodes(n.parse().map_err(|_| format!("bad node count '{n}'"))?)
        }
        [kind, n] if kind == "time" => Budget::MoveTime(
            n.parse::<f64>()
                .ok()
                .and_then(|s| Duration::try_from_secs_f64(s).ok())
                .ok_or_else(|| format!("bad time '{n}'"))?,
        ),
        _ => return Err("go needs 'depth N', 'time SECONDS' or 'nodes N'".to_owned()),
    };
    let game = Game::new(pos, GameOptions::default());
    let mut searcher = Searcher::<P>::new(64);
    let result = think(&mut searcher, &game, args.level, budget, 0, &mut |info| {
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

fn match_config(args: &Args) -> MatchConfig {
    MatchConfig {
        games: args.games,
        move_time: args.move_time,
        opening_plies: args.opening_plies,
        seed: args.seed,
        max_plies: args.max_plies,
        jobs: args.jobs,
    }
}

/// Prints one line per game and the score; returns the first player's points.
fn run_match<P: Evaluate>(
    args: &Args,
    first: &PlayerSpec,
    second: &PlayerSpec,
    quiet: bool,
) -> Result<f64, String> {
    let config = match_config(args);
    let games = play_match::<P>(&config, first, second, &mut |g| {
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
    })?;
    let points: f64 = games.iter().map(GameRecord::first_points).sum();
    let wins = games.iter().filter(|g| g.first_points() == 1.0).count();
    let losses = games.iter().filter(|g| g.first_points() == 0.0).count();
    let draws = games.len() - wins - losses;
    println!(
        "{} {first} vs {second}: {points} / {} ({:.1}%)  +{wins} ={draws} -{losses}  move time {:.2} s",
        P::VARIANT,
        games.len(),
        100.0 * points / games.len().max(1) as f64,
        args.move_time.as_secs_f64()
    );
    if let Some(path) = &args.pdn {
        let pdn: Vec<_> = games.iter().map(|g| g.pdn.clone()).collect();
        std::fs::write(path, damier_rules::write_pdn(&pdn))
            .map_err(|e| format!("cannot write {path}: {e}"))?;
    }
    Ok(points)
}

fn match_cmd<P: Evaluate>(args: &Args) -> Result<(), String> {
    let [first, second] = args.rest.as_slice() else {
        return Err("match needs two players: level:N or hub:COMMAND".to_owned());
    };
    run_match::<P>(args, &first.parse()?, &second.parse()?, false).map(|_| ())
}

/// Level N against level N-1 for every N: the ladder table.
fn ladder<P: Evaluate>(args: &Args) -> Result<(), String> {
    let mut rows = Vec::new();
    for pair in Level::ALL.windows(2) {
        let (weak, strong) = (PlayerSpec::Level(pair[0]), PlayerSpec::Level(pair[1]));
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

fn bench(args: &Args) -> Result<(), String> {
    let offset = match args.rest.as_slice() {
        [] => 0,
        [n] => n.parse().map_err(|_| format!("bad depth offset '{n}'"))?,
        _ => return Err("bench takes at most one DEPTH-OFFSET".to_owned()),
    };
    println!("{:<14} {:>5} {:>12} {:>9} {:>8}  position", "game", "depth", "nodes", "time s", "Mn/s");
    for (game, lines) in damier_engine::bench::run(offset)? {
        let (mut nodes, mut secs) = (0, 0.0);
        for l in &lines {
            let t = l.time.as_secs_f64();
            println!(
                "{game:<14} {:>5} {:>12} {t:>9.3} {:>8.2}  {}",
                l.depth,
                l.nodes,
                l.nodes as f64 / t / 1e6,
                l.fen
            );
            nodes += l.nodes;
            secs += t;
        }
        println!("{game:<14} {:>5} {nodes:>12} {secs:>9.3} {:>8.2}  total", "", nodes as f64 / secs / 1e6);
    }
    Ok(())
}

fn run(argv: &[String]) -> Result<(), String> {
    let Some((cmd, rest)) = argv.split_first() else {
        return Err(USAGE.to_owned());
    };
    let args = parse_args(rest)?;
    macro_rules! dispatch {
        ($f:ident) => {
            with_variant!(args.variant, P => $f::<P>(&args))
        };
    }
    match cmd.as_str() {
        "perft" => dispatch!(perft),
        "moves" => dispatch!(moves),
        "go" => dispatch!(go),
        "match" => dispatch!(match_cmd),
        "ladder" => dispatch!(ladder),
        "bench" => bench(&args),
        "hub" => {
            let stdin = std::io::BufReader::new(std::io::stdin());
            damier_engine::hub::run(stdin, std::io::stdout().lock()).map_err(|e| format!("hub: {e}"))
        }
        "help" | "--help" | "-h" => {
            println!("{USAGE}");
            Ok(())
        }
        other => Err(format!("unknown command '{other}'\n{USAGE}")),
    }
}

fn main() -> ExitCode {
    let argv: Vec<String> = std::env::args().skip(1).collect();
    match run(&argv) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("damier-engine: {e}");
            ExitCode::from(2)
        }
    }
}
