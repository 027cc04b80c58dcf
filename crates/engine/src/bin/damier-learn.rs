//! `damier-learn`: reproduces the evaluation's pattern weights from scratch
//! ([`damier_engine::learn`]).
//!
//! ```text
//! damier-learn selfplay [--variant international|english] [--games N] [--nodes N]
//!                       [--opening-plies K] [--seed S] [--jobs J] --out FILE
//! damier-learn train [--variant V] [--epochs N] [--lambda X] [--learning-rate X] [--l2 X]
//!                    [--holdout X] --out WEIGHTS.bin DATA [DATA ...]
//! damier-learn eval [--variant V] --weights WEIGHTS.bin FEN [FEN ...]
//! damier-learn neutral [--variant V] --out WEIGHTS.bin
//! ```
//! `scripts/train-weights` runs the whole pipeline as it made the embedded weights. Errors go
//! to stderr with exit code 2.

use std::fs::File;
use std::io::{BufReader, BufWriter, Write};
use std::process::ExitCode;
use std::time::Instant;

use damier_engine::eval::{DraughtsWeights, draughts_eval, learned_eval};
use damier_engine::learn::{Sample, SelfPlay, TrainConfig, selfplay, train};
use damier_engine::patterns::{Learned, Weights, Windows};
use damier_rules::draughts::{Draughts, EnglishRules, InternationalRules};
use damier_rules::{Color, Position, Variant};

const USAGE: &str = "usage:
  damier-learn selfplay [--variant international|english] [--games N] [--nodes N]
                        [--opening-plies K] [--seed S] [--jobs J] --out FILE
  damier-learn train [--variant V] [--epochs N] [--lambda X] [--learning-rate X] [--l2 X]
                     [--holdout X] --out WEIGHTS.bin DATA [DATA ...]
  damier-learn eval [--variant V] --weights WEIGHTS.bin FEN [FEN ...]
  damier-learn neutral [--variant V] --out WEIGHTS.bin   (the hand-written evaluation alone)";

/// Options as name → value, and the other words.
struct Options {
    values: Vec<(String, String)>,
    rest: Vec<String>,
}

impl Options {
    fn parse(args: &[String], known: &[&str]) -> Result<Options, String> {
        let mut out = Options { values: Vec::new(), rest: Vec::new() };
        let mut it = args.iter();
        while let Some(a) = it.next() {
            if !a.starts_with("--") {
                out.rest.push(a.clone());
                continue;
            }
            let (name, inline) = match a.split_once('=') {
                Some((n, v)) => (n.to_owned(), Some(v.to_owned())),
                None => (a.clone(), None),
            };
            if !known.contains(&name.as_str()) {
                return Err(format!("unknown option '{name}'"));
            }
            let v = match inline {
                Some(v) => v,
                None => it.next().ok_or_else(|| format!("{name} needs a value"))?.clone(),
            };
            out.values.push((name, v));
        }
        Ok(out)
    }

    fn get<T: std::str::FromStr>(&self, name: &str, default: T) -> Result<T, String> {
        match self.values.iter().rev().find(|(n, _)| n == name) {
            Some((_, v)) => v.parse().map_err(|_| format!("bad value '{v}' for {name}")),
            None => Ok(default),
        }
    }

    fn required(&self, name: &str) -> Result<String, String> {
        self.values
            .iter()
            .rev()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.clone())
            .ok_or_else(|| format!("{name} is required"))
    }
}

fn run_selfplay<R: DraughtsWeights + Learned>(o: &Options) -> Result<(), String> {
    let config = SelfPlay {
        games: o.get("--games", 1000)?,
        nodes: o.get("--nodes", 4000)?,
        opening_plies: o.get("--opening-plies", 6)?,
        seed: o.get("--seed", 1)?,
        jobs: o.get("--jobs", 1)?,
        max_plies: 250,
    };
    let path = o.required("--out")?;
    let file = File::create(&path).map_err(|e| format!("cannot create {path}: {e}"))?;
    let mut out = BufWriter::new(file);
    let start = Instant::now();
    let games = config.games;
    let mut progress = move |g: usize, n: usize| {
        if g.is_multiple_of(50) || g == games {
            eprintln!("{g}/{games} games, {n} positions, {:.0} s", start.elapsed().as_secs_f64());
        }
    };
    let written = selfplay::<R>(&config, &mut out, &mut progress).map_err(|e| format!("{path}: {e}"))?;
    eprintln!("wrote {written} positions to {path}");
    Ok(())
}

fn run_train<R: DraughtsWeights + Learned>(o: &Options) -> Result<(), String> {
    let config = TrainConfig {
        epochs: o.get("--epochs", 300)?,
        lambda: o.get("--lambda", 0.5)?,
        learning_rate: o.get("--learning-rate", 1.0)?,
        l2: o.get("--l2", 1e-4)?,
    };
    let holdout: f64 = o.get("--holdout", 0.05)?;
    if !(0.0..1.0).contains(&holdout) || !(0.0..=1.0).contains(&config.lambda) {
        return Err("--holdout must be in [0, 1) and --lambda in [0, 1]".to_owned());
    }
    let out_path = o.required("--out")?;
    if o.rest.is_empty() {
        return Err("no data files".to_owned());
    }
    let mut samples = Vec::new();
    for path in &o.rest {
        let file = File::open(path).map_err(|e| format!("cannot open {path}: {e}"))?;
        let mut read = Sample::read_all(&mut BufReader::new(file)).map_err(|e| format!("{path}: {e}"))?;
        eprintln!("{path}: {} positions", read.len());
        samples.append(&mut read);
    }
    let trained = train::<R>(&samples, &config, holdout, &mut |line| eprintln!("{line}"));
    eprintln!(
        "held-out loss {:.5} against {:.5} for the hand-written evaluation (K = {})",
        trained.loss, trained.base_loss, trained.k
    );
    let bytes = trained.weights.to_bytes();
    File::create(&out_path)
        .and_then(|mut f| f.write_all(&bytes))
        .map_err(|e| format!("cannot write {out_path}: {e}"))?;
    eprintln!("wrote {out_path} ({} bytes)", bytes.len());
    Ok(())
}

/// Prints the hand-written and the learned evaluation of each FEN under a weights file.
fn run_eval<R: DraughtsWeights + Learned>(o: &Options) -> Result<(), String> {
    let path = o.required("--weights")?;
    let bytes = std::fs::read(&path).map_err(|e| format!("cannot read {path}: {e}"))?;
    let weights = Weights::parse(&bytes, R::GAME, Windows::of::<R>()).map_err(|e| format!("{path}: {e}"))?;
    for fen in &o.rest {
        let pos = Draughts::<R>::from_fen(fen).map_err(|e| format!("{fen}: {e}"))?;
        let sign = if pos.turn() == Color::White { 1 } else { -1 };
        let hand = sign * draughts_eval::<R>(&pos);
        let learned = sign * learned_eval::<R>(&pos, &weights);
        println!("{fen}: hand-written {hand}, learned {learned} (side to move)");
    }
    Ok(())
}

/// Writes weights that leave the hand-written evaluation as it is (the start of training).
fn run_neutral<R: Learned>(o: &Options) -> Result<(), String> {
    let path = o.required("--out")?;
    let bytes = Weights::neutral(R::GAME, Windows::of::<R>()).to_bytes();
    std::fs::write(&path, bytes).map_err(|e| format!("cannot write {path}: {e}"))
}

fn run(args: &[String]) -> Result<(), String> {
    let Some((command, rest)) = args.split_first() else {
        return Err("no command".to_owned());
    };
    let known: &[&str] = match command.as_str() {
        "selfplay" => &["--variant", "--games", "--nodes", "--opening-plies", "--seed", "--jobs", "--out"],
        "train" => &["--variant", "--epochs", "--lambda", "--learning-rate", "--l2", "--holdout", "--out"],
        "eval" => &["--variant", "--weights"],
        "neutral" => &["--variant", "--out"],
        other => return Err(format!("unknown command '{other}'")),
    };
    let o = Options::parse(rest, known)?;
    let variant: Variant = o.get("--variant", Variant::International)?;
    match (command.as_str(), variant) {
        ("selfplay", Variant::International) => run_selfplay::<InternationalRules>(&o),
        ("selfplay", Variant::English) => run_selfplay::<EnglishRules>(&o),
        ("train", Variant::International) => run_train::<InternationalRules>(&o),
        ("train", Variant::English) => run_train::<EnglishRules>(&o),
        ("eval", Variant::International) => run_eval::<InternationalRules>(&o),
        ("eval", Variant::English) => run_eval::<EnglishRules>(&o),
        ("neutral", Variant::International) => run_neutral::<InternationalRules>(&o),
        ("neutral", Variant::English) => run_neutral::<EnglishRules>(&o),
        _ => Err("Dablot has no pattern evaluation: international or english".to_owned()),
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("damier-learn: {e}\n{USAGE}");
            ExitCode::from(2)
        }
    }
}
