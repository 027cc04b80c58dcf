//! `damier-learn`: reproduces the evaluation's learned weights from scratch, for each game
//! ([`damier_engine::learn`]): `selfplay`, `label`, `train`, `eval`, `neutral`; `--help` for each.
//! `scripts/train-weights` runs the whole pipeline as it made the embedded weights. Bad
//! arguments or input go to stderr with exit code 2.

use std::fs::File;
use std::io::{BufReader, BufWriter, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

use clap::{Parser, Subcommand};
use damier_engine::learn::{
    HeldOut, Relabel, Sample, SelfPlay, TrainConfig, Trainable, import, relabel, selfplay, train,
};
use damier_engine::patterns::{Learned, Weights};
use damier_rules::{Color, Dablot, English, International, Variant};

/// Self-play and training of Damier's learned evaluation (international, English, Dablot).
#[derive(Parser)]
#[command(name = "damier-learn", version, arg_required_else_help = true)]
struct Cli {
    /// international, english or dablot.
    #[arg(short, long, global = true, default_value_t = Variant::International)]
    variant: Variant,
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Plays the engine against itself and writes its training positions.
    Selfplay {
        #[arg(long, default_value_t = 1000)]
        games: usize,
        /// Nodes searched per move.
        #[arg(long, default_value_t = 4000)]
        nodes: u64,
        #[arg(long, default_value_t = 6)]
        opening_plies: usize,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Games played at once.
        #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u16).range(1..=256))]
        jobs: u16,
        #[arg(long)]
        out: PathBuf,
    },
    /// Searches the positions of self-play data again, deeper, and writes them with the new
    /// scores (the games' results kept), to train on a deeper look than the games had.
    Label {
        /// Nodes searched per position.
        #[arg(long, default_value_t = 200_000)]
        nodes: u64,
        /// Searches every EVERY-th position (1: all).
        #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..))]
        every: u32,
        /// Positions searched at once.
        #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u16).range(1..=256))]
        jobs: u16,
        #[arg(long)]
        out: PathBuf,
        #[arg(required = true)]
        data: Vec<PathBuf>,
    },
    /// Writes the quiet positions of recorded games (a PDN file, such as a match's), each
    /// searched for its score and stored with its game's result: positions to measure the
    /// evaluation on (`train --epochs 0 --init WEIGHTS`) or to fit on.
    Import {
        /// Nodes searched per position.
        #[arg(long, default_value_t = 200_000)]
        nodes: u64,
        /// Positions searched at once.
        #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u16).range(1..=256))]
        jobs: u16,
        #[arg(long)]
        out: PathBuf,
        #[arg(required = true)]
        pdn: Vec<PathBuf>,
    },
    /// Fits the weights on self-play positions and writes the weights file.
    Train {
        #[arg(long, default_value_t = 200)]
        epochs: usize,
        /// Weight of the game result in the target, 0 to 1 (the rest: the search's score).
        #[arg(long, default_value_t = 0.5, value_parser = unit)]
        lambda: f64,
        #[arg(long, default_value_t = 1.0)]
        learning_rate: f64,
        #[arg(long, default_value_t = 1e-9)]
        l2: f64,
        /// The score part of the target: the mean score of the position's search and of the
        /// next AHEAD searches of its game (0: its own search's score only).
        #[arg(long, default_value_t = 0)]
        ahead: usize,
        /// Share of the positions (the last ones) held out to measure the fit, 0 to 1.
        #[arg(long, default_value_t = 0.05, value_parser = unit)]
        holdout: f64,
        /// A weights file to start from (refining it on new games); without it the fit
        /// starts from scratch.
        #[arg(long)]
        init: Option<PathBuf>,
        #[arg(long)]
        out: PathBuf,
        #[arg(required = true)]
        data: Vec<PathBuf>,
    },
    /// Prints the hand-written and the learned score of positions under a weights file.
    Eval {
        #[arg(long)]
        weights: PathBuf,
        #[arg(required = true)]
        fens: Vec<String>,
    },
    /// Writes the weights file that leaves the hand-written evaluation alone.
    Neutral {
        #[arg(long)]
        out: PathBuf,
    },
}

/// A share in [0, 1].
fn unit(text: &str) -> Result<f64, String> {
    text.parse::<f64>()
        .ok()
        .filter(|x| (0.0..=1.0).contains(x))
        .ok_or_else(|| format!("'{text}' is not a number from 0 to 1"))
}

fn run_selfplay<P: Trainable>(config: &SelfPlay, path: &Path) -> Result<(), String> {
    let shown = path.display();
    let file = File::create(path).map_err(|e| format!("cannot create {shown}: {e}"))?;
    let mut out = BufWriter::new(file);
    let start = Instant::now();
    let games = config.games;
    let mut progress = move |g: usize, n: usize| {
        if g.is_multiple_of(50) || g == games {
            eprintln!("{g}/{games} games, {n} positions, {:.0} s", start.elapsed().as_secs_f64());
        }
    };
    let written = selfplay::<P>(config, &mut out, &mut progress).map_err(|e| format!("{shown}: {e}"))?;
    eprintln!("wrote {written} positions to {shown}");
    Ok(())
}

fn run_label<P: Trainable>(config: &Relabel, data: &[PathBuf], out: &Path) -> Result<(), String> {
    let samples = read_samples::<P>(data)?;
    let labelled = relabel::<P>(&samples, config, &mut search_progress());
    write_samples(&labelled, out)
}

fn run_import<P: Trainable>(config: &Relabel, pdn: &[PathBuf], out: &Path) -> Result<(), String> {
    let mut samples = Vec::new();
    for path in pdn {
        let shown = path.display();
        let (variant, games) = damier_engine::bench::read_pdn_file(path)?;
        if variant != P::VARIANT {
            return Err(format!("{shown}: the games are {variant}, not {}", P::VARIANT));
        }
        let mut read =
            import::<P>(&games, config, &mut search_progress()).map_err(|e| format!("{shown}: {e}"))?;
        eprintln!("{shown}: {} games, {} quiet positions", games.len(), read.len());
        samples.append(&mut read);
    }
    write_samples(&samples, out)
}

/// Progress of searches over many positions, on stderr.
fn search_progress() -> impl FnMut(usize, usize) + Send {
    let start = Instant::now();
    move |done: usize, all: usize| {
        if done.is_multiple_of(1000) || done == all {
            eprintln!("{done}/{all} positions searched, {:.0} s", start.elapsed().as_secs_f64());
        }
    }
}

fn write_samples<P: Trainable>(samples: &[Sample<P>], out: &Path) -> Result<(), String> {
    let mut bytes = Vec::with_capacity(samples.len() * Sample::<P>::BYTES);
    for s in samples {
        s.write(&mut bytes).map_err(|e| e.to_string())?;
    }
    write(out, &bytes)
}

/// The samples of the data files, in order.
fn read_samples<P: Trainable>(data: &[PathBuf]) -> Result<Vec<Sample<P>>, String> {
    let mut samples = Vec::new();
    for path in data {
        let shown = path.display();
        let file = File::open(path).map_err(|e| format!("cannot open {shown}: {e}"))?;
        let mut read =
            Sample::<P>::read_all(&mut BufReader::new(file)).map_err(|e| format!("{shown}: {e}"))?;
        eprintln!("{shown}: {} positions", read.len());
        samples.append(&mut read);
    }
    Ok(samples)
}

fn run_train<P: Trainable>(
    config: &TrainConfig,
    holdout: f64,
    init: Option<&Path>,
    data: &[PathBuf],
    out: &Path,
) -> Result<(), String> {
    let init = init.map(read_weights::<P>).transpose()?;
    let samples = read_samples::<P>(data)?;
    let trained = train::<P>(&samples, config, holdout, init.as_ref(), &mut |line| eprintln!("{line}"));
    print_held_out("held-out loss against the fit's targets", &trained.held_out);
    print_held_out("against the results, each at its own K", &trained.calibrated);
    write(out, &trained.weights.to_bytes())
}

/// How well both evaluations predict the held-out samples, whole and by pieces on the board.
fn print_held_out(title: &str, h: &HeldOut) {
    eprintln!(
        "{title} (K: hand-written {}, model {}): model {:.5}, hand-written {:.5}",
        h.k.0, h.k.1, h.loss, h.base_loss
    );
    eprintln!(" pieces  positions  hand-written    model");
    for band in &h.by_pieces {
        let (lo, hi) = band.pieces;
        eprintln!(
            "{:>7}  {:>9}  {:>12.5}  {:>7.5}",
            format!("{lo}-{hi}"),
            band.samples,
            band.base_loss,
            band.loss
        );
    }
}

fn write(path: &Path, bytes: &[u8]) -> Result<(), String> {
    File::create(path)
        .and_then(|mut f| f.write_all(bytes))
        .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    eprintln!("wrote {} ({} bytes)", path.display(), bytes.len());
    Ok(())
}

/// The weights file at `path`, checked against this game's layout.
fn read_weights<P: Trainable>(path: &Path) -> Result<Weights, String> {
    let bytes = std::fs::read(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    Weights::parse(&bytes, P::Model::GAME, P::Model::layout()).map_err(|e| format!("{}: {e}", path.display()))
}

fn run_eval<P: Trainable>(path: &Path, fens: &[String]) -> Result<(), String> {
    let weights = read_weights::<P>(path)?;
    for fen in fens {
        let pos = P::from_fen(fen).map_err(|e| format!("{fen}: {e}"))?;
        let sign = if pos.turn() == Color::White { 1 } else { -1 };
        let hand = sign * pos.hand();
        let learned = sign * pos.learned(&weights);
        println!("{fen}: hand-written {hand}, learned {learned} (side to move)");
    }
    Ok(())
}

fn run_for<P: Trainable>(command: Command) -> Result<(), String> {
    match command {
        Command::Selfplay { games, nodes, opening_plies, seed, jobs, out } => {
            let config =
                SelfPlay { games, nodes, opening_plies, seed, jobs: usize::from(jobs), max_plies: 250 };
            run_selfplay::<P>(&config, &out)
        }
        Command::Label { nodes, every, jobs, out, data } => {
            let config = Relabel { nodes, every: every as usize, jobs: usize::from(jobs) };
            run_label::<P>(&config, &data, &out)
        }
        Command::Import { nodes, jobs, out, pdn } => {
            let config = Relabel { nodes, every: 1, jobs: usize::from(jobs) };
            run_import::<P>(&config, &pdn, &out)
        }
        Command::Train { epochs, lambda, learning_rate, l2, ahead, holdout, init, out, data } => {
            let config = TrainConfig { epochs, lambda, learning_rate, l2, ahead };
            run_train::<P>(&config, holdout, init.as_deref(), &data, &out)
        }
        Command::Eval { weights, fens } => run_eval::<P>(&weights, &fens),
        Command::Neutral { out } => {
            write(&out, &Weights::neutral(P::Model::GAME, P::Model::layout()).to_bytes())
        }
    }
}

fn main() -> ExitCode {
    let cli: Cli = match damier_engine::parse_command_line("damier-learn") {
        Ok(cli) => cli,
        Err(code) => return code,
    };
    let result = match cli.variant {
        Variant::International => run_for::<International>(cli.command),
        Variant::English => run_for::<English>(cli.command),
        Variant::Dablot => run_for::<Dablot>(cli.command),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("damier-learn: {e}");
            ExitCode::from(2)
        }
    }
}
