//! Other engines through the real app (egui_kittest): small Python scripts in `tests/hub`
//! speak Hub; one plays its scripted moves, the others play an illegal move, hang, crash, or
//! answer nonsense. Each is added as the user adds one, then chosen as Black's player in the
//! editor; a failure is told, the program stopped, and Damier's own engine plays on.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use damier::DamierApp;
use damier::command::Command;
use damier::model::Player;
use damier_rules::Color;
use eframe::egui;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

mod common;

use common::{click, step_until};

fn harness(name: &str) -> Harness<'static, DamierApp> {
    harness_in(&common::temp_dir("engines", name))
}

/// The app with its files in `dir`, as they are.
fn harness_in(dir: &std::path::Path) -> Harness<'static, DamierApp> {
    common::harness_in(dir, egui::vec2(1280.0, 860.0))
}

fn script(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/hub").join(format!("{name}.py"))
}

fn run(h: &mut Harness<'_, DamierApp>, command: Command) {
    let ctx = h.ctx.clone();
    h.state_mut().run(command, &ctx);
    h.run_steps(2);
}

/// Adds the script `name` as an engine and waits until it is in the settings; its id.
fn add(h: &mut Harness<'_, DamierApp>, name: &str) -> u32 {
    let before = h.state().settings().engines.len();
    h.state_mut().add_engine(script(name));
    assert!(step_until(h, Duration::from_secs(20), |app| app.settings().engines.len() > before), "{name}");
    h.state().settings().engines.last().map(|e| e.id).expect("added")
}

/// Starts the international start position from the editor, the person White and the engine
/// named `engine` Black.
fn play_against(h: &mut Harness<'_, DamierApp>, engine: &str) {
    click(h, "Game");
    click(h, "Set up a position…");
    click(h, "Start position");
    h.get_all_by_role(egui::accesskit::Role::ComboBox).nth(1).expect("Black's player").click();
    h.run_steps(3);
    click(h, engine);
    click(h, "Play from here");
    assert!(h.state().editor().is_none());
}

fn person_plays(h: &mut Harness<'_, DamierApp>, from: &str, to: &str) {
    click(h, from);
    click(h, to);
}

#[test]
fn an_added_engine_shows_its_name_and_options_and_plays_as_the_opponent() {
    let mut h = harness("good");
    let id = add(&mut h, "good");
    let entry = h.state().settings().engine(id).expect("remembered").clone();
    assert_eq!((entry.name.as_str(), entry.author.as_str()), ("Scripted good", "Damier tests"));
    click(&mut h, "Game");
    click(&mut h, "Engines…");
    h.get_by_label("Scripted good");
    h.get_by_label("hash = 16 (int)");
    h.get_by_label("By Damier tests");
    assert!(h.state().game().is_paused_by_dialog(), "the window pauses a game against the computer");
    click(&mut h, "Close window");
    assert!(!h.state().game().is_paused_by_dialog());
    play_against(&mut h, "Scripted good");
    assert_eq!(h.state().game().player(Color::Black), Player::Engine(id));
    person_plays(&mut h, "White man on 32", "Square 28");
    assert!(step_until(&mut h, Duration::from_secs(20), |app| app.game().len() == 2));
    assert_eq!(h.state().game().move_text(1), "19-23");
    person_plays(&mut h, "White man on 28", "Square 19");
    assert!(step_until(&mut h, Duration::from_secs(20), |app| app.game().len() == 4));
    assert_eq!(h.state().game().move_text(3), "14x23");
    assert_eq!(h.state().game().player(Color::Black), Player::Engine(id), "still the engine");
    // Remembered: the settings file names it after a restart.
    let dir = std::env::temp_dir().join(format!("damier-engines-test-good-{}", std::process::id()));
    drop(h);
    let mut h = harness_in(&dir);
    assert_eq!(h.state().settings().engine(id), Some(&entry));
    run(&mut h, Command::RemoveEngine(id));
    assert!(h.state().settings().engines.is_empty());
}

/// The engine `name` fails at its first move: the user is told `why`, its move (if any) is
/// refused, and Damier's engine plays Black on.
fn fails_and_damier_plays_on(name: &str, why: &str) {
    let mut h = harness(name);
    run(&mut h, Command::EngineMoveMs(200));
    let id = add(&mut h, name);
    play_against(&mut h, &format!("Scripted {name}"));
    person_plays(&mut h, "White man on 32", "Square 28");
    // Read at once: Damier's engine may reply within a frame, and its move clears the line.
    let start = Instant::now();
    let mut status = String::new();
    while !status.contains("was stopped") && start.elapsed() < Duration::from_secs(30) {
        h.step();
        status = h.state().status_text();
        std::thread::sleep(Duration::from_millis(10));
    }
    assert!(status.contains(why) && status.contains(&format!("Scripted {name}")), "{status}");
    assert_ne!(h.state().game().player(Color::Black), Player::Engine(id));
    assert!(!h.state().game().is_over(), "not lost");
    let replied = step_until(&mut h, Duration::from_secs(30), |app| app.game().len() == 2);
    assert!(replied, "{name}: Damier's engine plays Black on");
    // Told in the side panel too, for as long as the game lasts.
    h.get_by_label_contains(&format!("Scripted {name} was stopped"));
    assert_ne!(h.state().game().move_text(1), "33-28");
}

#[test]
fn an_engine_that_plays_an_illegal_move_is_stopped_and_damier_plays_on() {
    fails_and_damier_plays_on("illegal", "33-28, which is not a legal move here");
}

#[test]
fn an_engine_that_hangs_past_its_time_is_stopped_and_damier_plays_on() {
    let start = Instant::now();
    fails_and_damier_plays_on("hang", "did not answer in time");
    assert!(start.elapsed() < Duration::from_secs(30), "{:?}", start.elapsed());
}

#[test]
fn an_engine_that_crashes_is_stopped_and_damier_plays_on() {
    fails_and_damier_plays_on("crash", "stopped running");
}

#[test]
fn a_program_that_is_no_hub_engine_or_does_not_start_is_not_added() {
    let mut h = harness("nonsense");
    for (path, why) in
        [(script("nonsense"), "stopped running"), (script("no-such-engine"), "could not be started")]
    {
        h.state_mut().add_engine(path);
        let told = step_until(&mut h, Duration::from_secs(20), |app| {
            app.status_text().contains("could not be added")
        });
        assert!(told && h.state().status_text().contains(why), "{}", h.state().status_text());
        assert!(h.state().settings().engines.is_empty());
    }
}

#[test]
fn the_new_game_dialog_offers_an_added_engine_in_place_of_the_computer() {
    let mut h = harness("new-game");
    let id = add(&mut h, "good");
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::N);
    h.run_steps(3);
    h.get_all_by_role(egui::accesskit::Role::ComboBox).next().expect("the level").click();
    h.run_steps(3);
    click(&mut h, "Scripted good");
    click(&mut h, "Start");
    assert_eq!(h.state().settings().new_game.engine, Some(id), "remembered for the next game");
    assert_eq!(h.state().game().player(Color::Black), Player::Engine(id));
    assert!(h.state().game().clock_settings().is_some(), "on the dialog's clock");
    person_plays(&mut h, "White man on 32", "Square 28");
    assert!(step_until(&mut h, Duration::from_secs(20), |app| app.game().len() == 2));
    assert_eq!(h.state().game().move_text(1), "19-23");
    run(&mut h, Command::RemoveEngine(id));
    assert_eq!(h.state().settings().new_game.engine, None, "the computer again");
}

#[test]
fn an_engine_that_fails_after_its_game_was_replaced_is_not_reported_in_the_next() {
    let mut h = harness("stale");
    run(&mut h, Command::EngineMoveMs(200));
    add(&mut h, "hang");
    play_against(&mut h, "Scripted hang");
    person_plays(&mut h, "White man on 32", "Square 28");
    // A game of two people in its place while the engine is still silent.
    let two_people = damier::model::Setup { players: [Player::Human; 2], ..h.state().game().setup().clone() };
    h.state_mut().start_game(two_people);
    h.run_steps(2);
    // Past the engine's deadline (0.2 s + 2 s) and the stop (2 s).
    let start = Instant::now();
    while start.elapsed() < Duration::from_secs(6) {
        h.step();
        assert!(!h.state().status_text().contains("was stopped"), "{}", h.state().status_text());
        std::thread::sleep(Duration::from_millis(20));
    }
    assert!(h.query_by_label_contains("was stopped").is_none());
    assert_eq!(h.state().game().player(Color::Black), Player::Human);
}
