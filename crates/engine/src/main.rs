//! `damier-engine`: the command line of Damier's engine.
//!
//! ```text
//! damier-engine perft [--variant international|english|dablot] [--fen FEN] [--divide] DEPTH
//! damier-engine moves [--variant V] [--fen FEN]
//! ```
//! Errors (unknown variant, bad FEN or depth) go to stderr with exit code 2.

use std::process::ExitCode;
use std::time::Instant;

use damier_rules::{English, International, Position, Variant};

const USAGE: &str = "usage:
  damier-engine perft [--variant international|english|dablot] [--fen FEN] [--divide] DEPTH
  damier-engine moves [--variant international|english|dablot] [--fen FEN]";

struct Args {
    variant: Variant,
    fen: Option<String>,
    divide: bool,
    rest: Vec<String>,
}

fn parse_args(args: &[String]) -> Result<Args, String> {
    let mut out = Args { variant: Variant::International, fen: None, divide: false, rest: Vec::new() };
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--variant" | "-v" => {
                let v = it.next().ok_or("--variant needs a value")?;
                out.variant = v.parse()?;
            }
            "--fen" | "-f" => out.fen = Some(it.next().ok_or("--fen needs a value")?.clone()),
            "--divide" => out.divide = true,
            s if s.starts_with("--variant=") => out.variant = s["--variant=".len()..].parse()?,
            s if s.starts_with("--fen=") => out.fen = Some(s["--fen=".len()..].to_owned()),
            s if s.starts_with("--") => return Err(format!("unknown option '{s}'")),
            _ => out.rest.push(a.clone()),
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
            println!("{} {n}", engine_move_text(&pos, &m));
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
        println!("{}", engine_move_text(&pos, &m));
    }
    Ok(())
}

/// Draughts moves as the Hub protocol writes them (`32-28`, `28x19x23`: from, to, then the
/// captured squares ascending); Dablot with every landing point (`e1xg3xc3`).
fn engine_move_text<P: Position>(pos: &P, m: &damier_rules::Move) -> String {
    if P::VARIANT == Variant::Dablot || !m.is_capture() {
        return pos.move_to_string(m);
    }
    let mut caps = m.captures().to_vec();
    caps.sort_unstable();
    let mut s = format!("{}x{}", P::square_name(m.from()), P::square_name(m.to()));
    for c in caps {
        s.push('x');
        s.push_str(&P::square_name(c));
    }
    s
}

fn run(argv: &[String]) -> Result<(), String> {
    let Some((cmd, rest)) = argv.split_first() else {
        return Err(USAGE.to_owned());
    };
    let args = parse_args(rest)?;
    macro_rules! dispatch {
        ($f:ident) => {
            match args.variant {
                Variant::International => $f::<International>(&args),
                Variant::English => $f::<English>(&args),
                Variant::Dablot => $f::<damier_rules::Dablot>(&args),
            }
        };
    }
    match cmd.as_str() {
        "perft" => dispatch!(perft),
        "moves" => dispatch!(moves),
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
