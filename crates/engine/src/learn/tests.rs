use super::*;
use damier_rules::International;
use damier_rules::draughts::InternationalRules;

fn round_trip<P: Trainable>(fen: &str, bytes_each: usize) {
    let position = P::from_fen(fen).unwrap();
    let s = Sample { position, result: -1, score: -523, first: true };
    let t = Sample { first: false, ..s };
    let mut bytes = Vec::new();
    s.write(&mut bytes).unwrap();
    t.write(&mut bytes).unwrap();
    assert_eq!(bytes.len(), 2 * bytes_each);
    assert_eq!(Sample::<P>::read_all(&mut bytes.as_slice()).unwrap(), vec![s, t]);
    assert!(Sample::<P>::read_all(&mut &bytes[1..]).is_err());
    // A result byte that is no result (2) is refused.
    let mut bad = bytes.clone();
    bad[bytes_each - 3] = 2;
    assert!(Sample::<P>::read_all(&mut bad.as_slice()).is_err());
}

#[test]
fn samples_round_trip_and_truncation_is_an_error() {
    // The draughts format is the one the embedded weights were trained from (27 bytes).
    round_trip::<International>("W:W31,32,K45:B1,2,K10", 27);
    round_trip::<Dablot>("B:WKa1,Pc3,g7:BKk13,Pi11,g9,b12", 40);
    // A Dablot sample with 32 white pieces is no position (a side has 30 at most; a second
    // king of one side is a study position, and reads).
    let mut bytes = Vec::new();
    Sample { position: Dablot::start(), result: 0, score: 0, first: true }.write(&mut bytes).unwrap();
    let white_bits: u32 = bytes[..DABLOT_BOARD].iter().map(|b| b.count_ones()).sum();
    assert_eq!(white_bits, 30);
    // The first two empty points (the middle row) made white.
    let empty: Vec<usize> = (0..72)
        .filter(|p| (bytes[p / 8] | bytes[DABLOT_BOARD + p / 8]) & (1 << (p % 8)) == 0)
        .take(2)
        .collect();
    assert_eq!(empty.len(), 2);
    for p in empty {
        bytes[p / 8] |= 1 << (p % 8);
    }
    assert!(Sample::<Dablot>::read_all(&mut bytes.as_slice()).is_err());
}

#[test]
fn the_target_averages_the_scores_ahead_within_a_game() {
    let sample = |fen: &str, result: i8, score: i16| Sample {
        position: International::from_fen(fen).unwrap(),
        result,
        score,
        first: false,
    };
    let full = "W:W31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50:B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20";
    let fewer = "W:W31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49:B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19";
    let few = "W:W41,42,43,44,45,46,47,48,49,50:B1,2,3,4,5,6,7,8,9,10";
    // Two games White won (a new one starts where the men come back), then one Black won.
    let unmarked = [
        sample(full, 1, 0),
        sample(fewer, 1, 200),
        sample(few, 1, 400),
        sample(full, 1, -400),
        sample(fewer, 1, -400),
        sample(full, -1, 400),
    ];
    // Written without the marks of the games' starts, they are found on reading.
    let mut bytes = Vec::new();
    unmarked.iter().for_each(|s| s.write(&mut bytes).unwrap());
    let samples = Sample::<International>::read_all(&mut bytes.as_slice()).unwrap();
    let starts: Vec<bool> = samples.iter().map(|s| s.first).collect();
    assert_eq!(starts, vec![true, false, false, true, false, true]);
    // Marked data keeps its marks, even where the pieces rise (the ends of the principal
    // variations) or where the result does not change.
    let marked: Vec<_> = [true, false, true, false, false, true]
        .iter()
        .zip(&unmarked)
        .map(|(&first, s)| Sample { first, ..*s })
        .collect();
    let mut bytes = Vec::new();
    marked.iter().for_each(|s| s.write(&mut bytes).unwrap());
    assert_eq!(Sample::<International>::read_all(&mut bytes.as_slice()).unwrap(), marked);
    let k = 200.0;
    let p = |score: f64| sigmoid(score / k);
    let config = |ahead| TrainConfig { epochs: 1, lambda: 0.25, learning_rate: 1.0, l2: 0.0, ahead };
    let expected = |result: f64, scores: &[f64]| {
        (0.25 * result + 0.75 * scores.iter().map(|&s| p(s)).sum::<f64>() / scores.len() as f64) as f32
    };
    // Ahead 0: each sample's own score.
    let own = targets(&samples, k, &config(0));
    assert_eq!(own[1], expected(1.0, &[200.0]));
    // Ahead 2: the mean runs to the end of the game, never into the next one.
    let td = targets(&samples, k, &config(2));
    assert_eq!(td[0], expected(1.0, &[0.0, 200.0, 400.0]));
    assert_eq!(td[1], expected(1.0, &[200.0, 400.0]));
    assert_eq!(td[2], expected(1.0, &[400.0]));
    assert_eq!(td[3], expected(1.0, &[-400.0, -400.0]));
    assert_eq!(td[4], expected(1.0, &[-400.0]));
    assert_eq!(td[5], expected(0.0, &[400.0]));
}

/// A few games of self-play at a tiny budget, then a short fit; the fitted model's loss
/// on the held-out share (or on the training samples with none) against the hand-written
/// evaluation's.
fn small_pipeline<P: Trainable>(games: usize, holdout: f64) -> Trained {
    let samples = small_selfplay::<P>(games);
    let train_config = TrainConfig { epochs: 60, lambda: 0.5, learning_rate: 1.0, l2: 0.0, ahead: 0 };
    let trained = train::<P>(&samples, &train_config, holdout, None, &mut |_| {});
    assert!(trained.weights.table.iter().any(|e| e[0] != 0));
    // A fit that starts from these weights starts where this one ended.
    let none = TrainConfig { epochs: 0, ..train_config };
    let again = train::<P>(&samples, &none, holdout, Some(&trained.weights), &mut |_| {});
    assert_eq!(again.weights, trained.weights);
    // ... and reports the given weights' loss, not the hand-written evaluation's.
    let (again, fit) = (&again.held_out, &trained.held_out);
    assert!((again.loss - fit.loss).abs() < 1e-3, "{} v {}", again.loss, fit.loss);
    // The bands of pieces split the held-out samples: ascending, apart, within the board,
    // and their losses average to the whole's.
    let held_out = if holdout > 0.0 {
        samples.len() - (samples.len() as f64 * (1.0 - holdout)) as usize
    } else {
        samples.len()
    };
    let bands = &fit.by_pieces;
    assert_eq!(bands.iter().map(|b| b.samples).sum::<usize>(), held_out);
    assert!(bands.windows(2).all(|w| w[0].pieces.1 < w[1].pieces.0), "{bands:?}");
    assert!(bands.iter().all(|b| 1 <= b.pieces.0 && b.pieces.0 <= b.pieces.1 && b.pieces.1 <= P::MAX_PIECES));
    let mean = |f: fn(&BandLoss) -> f64| {
        bands.iter().map(|b| f(b) * b.samples as f64).sum::<f64>() / held_out as f64
    };
    assert!((mean(|b| b.loss) - fit.loss).abs() < 1e-9, "{bands:?} v {}", fit.loss);
    assert!((mean(|b| b.base_loss) - fit.base_loss).abs() < 1e-9, "{bands:?} v {}", fit.base_loss);
    // Every band counts exactly the held-out samples with its pieces.
    let split = samples.len() - held_out;
    for b in bands {
        let n = samples[split..]
            .iter()
            .filter(|s| (b.pieces.0..=b.pieces.1).contains(&s.position.pieces()))
            .count();
        assert_eq!(n, b.samples, "{b:?}");
    }
    trained
}

/// The samples of a few quick self-play games.
fn small_selfplay<P: Trainable>(games: usize) -> Vec<Sample<P>> {
    let config = SelfPlay { games, nodes: 300, opening_plies: 6, seed: 3, jobs: 2, max_plies: 200 };
    let mut bytes = Vec::new();
    let mut games_seen = 0;
    let written = selfplay::<P>(&config, &mut bytes, &mut |g, _| games_seen = g).unwrap();
    assert_eq!(games_seen, games);
    let samples = Sample::<P>::read_all(&mut bytes.as_slice()).unwrap();
    assert_eq!(samples.len(), written);
    assert!(written > 100, "{written} samples");
    // Each game's first sample is marked.
    assert_eq!(samples.iter().filter(|s| s.first).count(), games);
    samples
}

#[test]
fn each_evaluation_is_also_measured_at_its_own_k() {
    let samples = small_selfplay::<International>(6);
    let layout = InternationalRules::layout();
    // Measuring only: no epoch, the results as targets, every sample held out.
    let measure = TrainConfig { epochs: 0, lambda: 1.0, learning_rate: 1.0, l2: 0.0, ahead: 0 };
    let measured = |w: &Weights| train::<International>(&samples, &measure, 0.0, Some(w), &mut |_| {});
    // The hand-written evaluation as the model: the same K, the same losses.
    let neutral = measured(&Weights::neutral(InternationalRules::GAME, layout.clone()));
    let c = &neutral.calibrated;
    assert_eq!(c.k.0, c.k.1);
    assert!((c.loss - c.base_loss).abs() < 1e-12, "{} v {}", c.loss, c.base_loss);
    let fit = &neutral.held_out;
    assert!((c.base_loss - fit.base_loss).abs() < 1e-12, "{} v {}", c.base_loss, fit.base_loss);
    // Twice its scores: worse at the hand-written evaluation's K, the same at its own, twice
    // as large (within the grid's step of 10).
    let doubled =
        Weights::new(InternationalRules::GAME, layout.clone(), vec![[0; 2]; layout.len()], 2 * SCALE_UNIT)
            .unwrap();
    let twice = measured(&doubled);
    let fit = &twice.held_out;
    assert!(fit.loss > fit.base_loss + 1e-4, "{} v {}", fit.loss, fit.base_loss);
    let c = &twice.calibrated;
    assert!((c.k.1 - 2.0 * c.k.0).abs() <= 10.0, "{:?}", c.k);
    assert!((c.loss - c.base_loss).abs() < 1e-3, "{} v {}", c.loss, c.base_loss);
    // The calibrated bands split the samples, and average to the whole.
    let n = samples.len() as f64;
    assert_eq!(c.by_pieces.iter().map(|b| b.samples).sum::<usize>(), samples.len());
    let mean = c.by_pieces.iter().map(|b| b.loss * b.samples as f64).sum::<f64>() / n;
    assert!((mean - c.loss).abs() < 1e-9, "{mean} v {}", c.loss);
}

#[test]
fn a_small_pipeline_learns_something() {
    // With no held-out part, the "held-out" loss is the training loss.
    let trained = small_pipeline::<International>(6, 0.0);
    let fit = &trained.held_out;
    assert!(fit.loss < fit.base_loss, "{} >= {}", fit.loss, fit.base_loss);
    assert_eq!(trained.weights.layout, InternationalRules::layout());
}

#[test]
fn a_small_dablot_pipeline_predicts_held_out_games_better() {
    let trained = small_pipeline::<Dablot>(8, 0.25);
    let fit = &trained.held_out;
    assert!(fit.loss < fit.base_loss, "{} >= {}", fit.loss, fit.base_loss);
    assert_eq!(trained.weights.game, 2);
    let parsed = Weights::parse(&trained.weights.to_bytes(), 2, Dablot::layout());
    assert_eq!(parsed.as_ref(), Ok(&trained.weights));
}

#[test]
fn relabelling_searches_every_nth_position_again_and_keeps_the_results() {
    let fens = [
        "W:W28,32,33,37,38,42,43,48:B9,12,13,17,18,19,23",
        // Black to move (the score is written for White).
        "B:W27,31,32,36,37,41,42,46,47:B8,9,12,13,14,17,18,19,23",
        "W:W31,32,33,34,35,36,37,38,39,40:B11,12,13,14,15,16,17,18,19,20",
    ];
    let samples: Vec<Sample<International>> = fens
        .iter()
        .enumerate()
        .map(|(i, fen)| Sample {
            position: International::from_fen(fen).unwrap(),
            result: i as i8 - 1,
            score: 0,
            first: i == 0,
        })
        .collect();
    let config = Relabel { nodes: 3000, every: 2, jobs: 2 };
    let mut calls = Vec::new();
    let mut progress = |done: usize, all: usize| calls.push((done, all));
    let labelled = relabel(&samples, &config, &mut progress);
    assert_eq!(calls.len(), 2);
    assert!(calls.iter().all(|&(_, all)| all == 2));
    // The first and the third sample, in order, each standing alone, positions and results
    // kept.
    assert_eq!(labelled.len(), 2);
    for (s, original) in labelled.iter().zip([&samples[0], &samples[2]]) {
        assert_eq!((s.position, s.result, s.first), (original.position, original.result, true));
        // The mean of the searches with White and with Black to move, from White's side.
        let white_view = |fen: String, sign: i32| {
            let mut searcher = Searcher::<International>::new(16);
            let game = Game::new(International::from_fen(&fen).unwrap(), GameOptions::default());
            let found = think(&mut searcher, &game, Level::Master, Budget::Nodes(3000), 0, &mut |_| {});
            sign * found.score.clamp(-SCORE_CLAMP, SCORE_CLAMP)
        };
        let fen = s.position.to_fen();
        let white = white_view(format!("W{}", &fen[1..]), 1);
        let black = white_view(format!("B{}", &fen[1..]), -1);
        assert_ne!(white, black, "the side to move counts in these positions");
        assert_eq!(i32::from(s.score), (white + black) / 2);
    }
    assert!(labelled.iter().any(|s| s.score != 0), "the old scores (0) were replaced");
    // Run again on one job: the same scores.
    let again = relabel(&samples, &Relabel { jobs: 1, ..config }, &mut |_, _| {});
    assert_eq!(again, labelled);
}

#[test]
fn importing_games_keeps_their_quiet_positions_with_the_results_and_names_a_bad_game() {
    use damier_rules::read_pdn;
    // Game 1, won by White: after 32-28 (ply 1) Black has no capture, after 19-23 White must
    // take, after 28x19 Black must take, after 14x23 (ply 4) White has none, after 33-28 Black
    // can take 23x32. Game 2, drawn: ply 1 only. Game 3 has no result; game 4, English
    // checkers, does not replay in international.
    let text = "[Result \"2-0\"]\n1. 32-28 19-23 2. 28x19 14x23 3. 33-28 2-0\n\n\
                [Result \"1-1\"]\n1. 32-28 19-23 2. 28x19 1-1\n\n\
                [Result \"*\"]\n1. 31-27 *\n\n\
                [GameType \"21\"]\n[Result \"1-0\"]\n1. 11-15 1-0\n";
    let games: Vec<_> = read_pdn(text).into_iter().map(|g| g.expect("reads")).collect();
    let config = Relabel { nodes: 300, every: 1, jobs: 2 };
    let samples = import::<International>(&games[..3], &config, &mut |_, _| {}).expect("replays");
    let after = |moves: &[&str]| {
        let mut p = International::start();
        for m in moves {
            p = p.play(&p.parse_move(m).expect("legal")).expect("legal");
        }
        p
    };
    let expected =
        [(after(&["32-28"]), 1), (after(&["32-28", "19-23", "28x19", "14x23"]), 1), (after(&["32-28"]), 0)];
    assert_eq!(samples.len(), expected.len());
    for (s, (position, result)) in samples.iter().zip(&expected) {
        // Stored as the data files keep positions (draughts: the pieces, White to move).
        assert_eq!(s.position.bitboards(), position.bitboards());
        assert_eq!(s.result, *result);
        assert!(s.first, "each position stands alone");
    }
    // The scores are the searches': every position is level in material, so within a man.
    assert!(
        samples.iter().all(|s| s.score.abs() < 100),
        "{:?}",
        samples.iter().map(|s| s.score).collect::<Vec<_>>()
    );
    let e = import::<International>(&games, &config, &mut |_, _| {}).map(|s| s.len());
    assert!(e.as_ref().is_err_and(|e| e.starts_with("game 4:")), "{e:?}");
}
