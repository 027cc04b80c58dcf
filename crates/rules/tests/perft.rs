//! Perft tables from `tests/perft.txt`: node counts that pin move generation down.

mod common;

use damier_rules::{Dablot, English, International, Position, Variant};

struct Case {
    id: String,
    variant: Variant,
    fen: Option<String>,
    counts: Vec<(u32, u64)>,
}

fn cases() -> Vec<Case> {
    let text = include_str!("perft.txt");
    let mut out: Vec<Case> = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (key, value) =
            line.split_once(' ').unwrap_or_else(|| panic!("perft.txt line {}: no value", n + 1));
        match key {
            "id" => out.push(Case {
                id: value.to_owned(),
                variant: Variant::International,
                fen: None,
                counts: vec![],
            }),
            "variant" => out.last_mut().expect("variant before id").variant = value.parse().expect("variant"),
            "fen" => out.last_mut().expect("fen before id").fen = Some(value.to_owned()),
            "perft" => {
                let (d, nodes) = value.split_once(' ').expect("perft DEPTH NODES");
                let entry = (d.parse().expect("depth"), nodes.parse().expect("nodes"));
                out.last_mut().expect("perft before id").counts.push(entry);
            }
            other => panic!("perft.txt line {}: unknown key {other}", n + 1),
        }
    }
    out
}

fn check<P: Position>(case: &Case) {
    let pos = match &case.fen {
        Some(f) => P::from_fen(f).unwrap_or_else(|e| panic!("{}: {e}", case.id)),
        None => P::start(),
    };
    if case.fen.is_none() {
        assert_eq!(pos, P::start());
    } else if case.id.ends_with("-start") {
        assert_eq!(pos, P::start(), "{}: the FEN is the start position", case.id);
    }
    for &(depth, nodes) in &case.counts {
        assert_eq!(pos.perft(depth), nodes, "{} depth {depth}", case.id);
    }
}

fn run(variant: Variant) {
    let cases: Vec<Case> = cases().into_iter().filter(|c| c.variant == variant).collect();
    assert!(!cases.is_empty());
    for case in &cases {
        match variant {
            Variant::International => check::<International>(case),
            Variant::English => check::<English>(case),
            Variant::Dablot => check::<Dablot>(case),
        }
    }
}

#[test]
fn international_tables() {
    run(Variant::International);
}

#[test]
fn english_tables() {
    run(Variant::English);
}

#[test]
fn dablot_tables() {
    run(Variant::Dablot);
}

/// The fast perft (bulk counting, lean moves) agrees with the public generator.
#[test]
fn fast_perft_matches_public_move_generation() {
    for case in cases() {
        let depth = 4;
        let (fast, slow) = match case.variant {
            Variant::International => {
                let p = case
                    .fen
                    .as_deref()
                    .map_or(Ok(International::start()), International::from_fen)
                    .expect("fen");
                (p.perft(depth), common::slow_perft(&p, depth))
            }
            Variant::English => {
                let p = case.fen.as_deref().map_or(Ok(English::start()), English::from_fen).expect("fen");
                (p.perft(depth), common::slow_perft(&p, depth))
            }
            Variant::Dablot => {
                let p = case.fen.as_deref().map_or(Ok(Dablot::start()), Dablot::from_fen).expect("fen");
                (p.perft(depth), common::slow_perft(&p, depth))
            }
        };
        assert_eq!(fast, slow, "{}", case.id);
    }
}
