//! The worker as the app uses it: stop in time, cancellation, panics, clocks.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::sync::mpsc::Receiver;
use std::time::{Duration, Instant};

use damier_engine::Level;
use damier_engine::search::{Info, SearchResult};
use damier_engine::time::Budget;
use damier_engine::worker::{Engine, Engines, Event, Request, Worker};
use damier_rules::{AnyGame, Dablot, English, Game, GameOptions, International, Position};

const PATIENCE: Duration = Duration::from_secs(30);

/// Waits for the `Done` of request `id`; fails on a `Failed` of it.
fn done(events: &Receiver<Event>, id: u64) -> (SearchResult, Vec<Info>) {
    let mut infos = Vec::new();
    loop {
        match events.recv_timeout(PATIENCE).expect("the worker answers") {
            Event::Done { id: i, result } if i == id => return (result, infos),
            Event::Failed { id: i, message } if i == id => panic!("request {id} failed: {message}"),
            Event::Progress { id: i, info } if i == id => infos.push(info),
            _ => {}
        }
    }
}

fn start<P: Position>() -> Game<P> {
    Game::new(P::start(), GameOptions::default())
}

#[test]
fn stop_answers_with_a_legal_move_within_50_ms() {
    let (mut worker, events) = Worker::new(16);
    for round in 0..3 {
        let id = worker.think(Request::new(start::<Dablot>().into(), Level::Master, Budget::Infinite));
        std::thread::sleep(Duration::from_millis(100 + 150 * round));
        let asked = Instant::now();
        worker.stop();
        let (result, _) = done(&events, id);
        let waited = asked.elapsed();
        assert!(waited < Duration::from_millis(50), "stop took {waited:?}");
        let m = result.best.expect("a move");
        assert!(Dablot::start().legal_moves().contains(&m));
    }
}

#[test]
fn progress_comes_before_the_move_and_deepens() {
    let (mut worker, events) = Worker::new(16);
    let id = worker.think(Request::new(start::<International>().into(), Level::Master, Budget::Depth(6)));
    let (result, infos) = done(&events, id);
    assert_eq!(infos.iter().map(|i| i.depth).collect::<Vec<_>>(), vec![1, 2, 3, 4, 5, 6]);
    assert_eq!(result.depth, 6);
    assert_eq!(infos.last().map(|i| i.pv.clone()), Some(result.pv.clone()));
}

#[test]
fn a_new_request_cancels_the_old_one() {
    let (mut worker, events) = Worker::new(16);
    let old = worker.think(Request::new(start::<International>().into(), Level::Master, Budget::Infinite));
    std::thread::sleep(Duration::from_millis(50));
    let asked = Instant::now();
    let new = worker.think(Request::new(start::<English>().into(), Level::Club, Budget::Depth(3)));
    assert_ne!(old, new);
    // The old search (endless) ends at once with its best move so far, then the new one runs;
    // "at once" with room for a loaded 2-core machine running the tests in parallel.
    let (old_result, _) = done(&events, old);
    assert!(asked.elapsed() < Duration::from_millis(250));
    assert!(International::start().legal_moves().contains(&old_result.best.expect("old move")));
    let (new_result, _) = done(&events, new);
    assert!(English::start().legal_moves().contains(&new_result.best.expect("new move")));
}

/// An engine that panics on beginner requests (standing in for a bug in the search).
struct Fragile(Engines);

impl Engine for Fragile {
    fn think(
        &mut self,
        request: &Request,
        stop: Arc<AtomicBool>,
        on_info: &mut dyn FnMut(&Info),
    ) -> SearchResult {
        assert!(request.level != Level::Beginner, "simulated bug in the search");
        self.0.think(request, stop, on_info)
    }

    fn new_game(&mut self) {
        self.0.new_game();
    }
}

#[test]
fn a_panic_in_the_search_is_reported_and_the_worker_goes_on() {
    let (tx, events) = std::sync::mpsc::channel();
    let mut worker = Worker::spawn(Fragile(Engines::new(4)), move |e| {
        let _ = tx.send(e);
    });
    let bad = worker.think(Request::new(start::<International>().into(), Level::Beginner, Budget::Depth(2)));
    match events.recv_timeout(PATIENCE).expect("an answer") {
        Event::Failed { id, message } => {
            assert_eq!(id, bad);
            assert!(message.contains("simulated bug in the search"), "{message}");
        }
        other => panic!("expected a failure, got {other:?}"),
    }
    let good = worker.think(Request::new(start::<International>().into(), Level::Club, Budget::Depth(2)));
    let (result, _) = done(&events, good);
    assert!(result.best.is_some());
    assert!(worker.is_alive());
}

/// Plays a whole game on a simulated clock: each side's time goes down by the wall time its
/// move took (as the app's clock would) and up by the increment.
fn play_on_the_clock(game: AnyGame, base: Duration, increment: Duration, plies: usize) {
    let (mut worker, events) = Worker::new(16);
    let mut clocks = [base, base];
    let mut game = game;
    for ply in 0..plies {
        let side = ply % 2;
        let budget = Budget::Clock { remaining: clocks[side], increment, moves_to_go: None };
        let begun = Instant::now();
        let id = worker.think(Request::new(game.clone(), Level::Master, budget));
        let (result, _) = done(&events, id);
        let used = begun.elapsed();
        assert!(used <= clocks[side], "ply {ply}: used {used:?} with {:?} on the clock", clocks[side]);
        clocks[side] = clocks[side] - used + increment;
        let Some(m) = result.best else { break };
        if game.play(&m).is_err() || game.outcome().is_some() {
            break;
        }
    }
}

#[test]
fn never_loses_on_time_with_one_second_plus_increment() {
    play_on_the_clock(start::<International>().into(), Duration::from_secs(1), Duration::ZERO, 80);
    play_on_the_clock(start::<Dablot>().into(), Duration::from_millis(1100), Duration::from_millis(100), 40);
    play_on_the_clock(start::<English>().into(), Duration::from_secs(1), Duration::from_millis(20), 60);
}

#[test]
fn an_analysis_reports_three_lines_per_iteration_and_a_new_position_cancels_it() {
    let (mut worker, events) = Worker::new(16);
    let request = |game: AnyGame| Request::new(game, Level::Master, Budget::Infinite);
    let first = worker.analyse(request(start::<English>().into()), 3);
    let mut iterations = 0;
    while iterations < 3 {
        match events.recv_timeout(PATIENCE).expect("the worker answers") {
            Event::Lines { id, lines } if id == first => {
                assert_eq!(lines.len(), 3, "three lines");
                assert!(lines.windows(2).all(|w| w[0].score >= w[1].score && w[0].pv[0] != w[1].pv[0]));
                iterations += 1;
            }
            Event::Failed { message, .. } => panic!("{message}"),
            _ => {}
        }
    }
    // Another position: the endless analysis stops, and the new one reports its lines.
    let asked = Instant::now();
    let second = worker.analyse(request(start::<International>().into()), 3);
    let (_, _) = done(&events, first);
    assert!(
        asked.elapsed() < Duration::from_millis(500),
        "the old analysis took {:?} to stop",
        asked.elapsed()
    );
    loop {
        match events.recv_timeout(PATIENCE).expect("the worker answers") {
            Event::Lines { id, lines } if id == second => {
                let legal = International::start().legal_moves();
                assert!(lines.iter().all(|l| legal.contains(&l.pv[0])));
                break;
            }
            Event::Failed { message, .. } => panic!("{message}"),
            _ => {}
        }
    }
    worker.stop();
    let (result, _) = done(&events, second);
    assert!(result.best.is_some());
}
