//! Other engines through the real app (egui_kittest): small Python scripts in `tests/hub`
//! speak Hub; one plays its scripted moves (and gives two lines when it analyses), the others
//! play an illegal move, hang, crash, or answer nonsense. Each is added as the user adds one,
//! then chosen as Black's player in the editor, or as the analyser; a failure is told, the
//! program stopped, and Damier's own engine plays or analyses on. An option changed in the
//! Engines window is checked, kept, and sent to the program (a copy of the good script that
//! writes down what it receives).

use std::path::{Path, PathBuf};
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

/// The app in a fresh folder, with the folder (removed when dropped, after the app).
fn harness(name: &str) -> (Harness<'static, DamierApp>, common::TestDir) {
    let dir = common::temp_dir("engines", name);
    (harness_in(&dir), dir)
}

/// The app with its files in `dir`, as they are.
fn harness_in(dir: &std::path::Path) -> Harness<'static, DamierApp> {
    common::harness_in(dir, egui::vec2(1280.0, 860.0))
}

fn scripts() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/hub")
}

fn script(name: &str) -> PathBuf {
    scripts().join(format!("{name}.py"))
}

/// A script in `dir` that behaves as the good one and writes every line it receives to the
/// file it returns beside it.
fn recorder(dir: &Path) -> (PathBuf, PathBuf) {
    let (path, log) = (dir.join("recorder.py"), dir.join("received.log"));
    let text = format!(
        "#!/usr/bin/env python3\nimport sys\nsys.dont_write_bytecode = True\nsys.path.insert(0, {:?})\n\
         import hub_script\nhub_script.run(\"good\", log={:?})\n",
        scripts().display().to_string(),
        log.display().to_string()
    );
    std::fs::write(&path, text).expect("the script");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).expect("executable");
    }
    (path, log)
}

/// The lines the recorder received so far.
fn received(log: &Path) -> Vec<String> {
    std::fs::read_to_string(log).unwrap_or_default().lines().map(str::to_owned).collect()
}

fn run(h: &mut Harness<'_, DamierApp>, command: Command) {
    let ctx = h.ctx.clone();
    h.state_mut().run(command, &ctx);
    h.run_steps(2);
}

/// Adds the script `name` as an engine and waits until it is in the settings; its id.
fn add(h: &mut Harness<'_, DamierApp>, name: &str) -> u32 {
    add_program(h, script(name))
}

/// Adds the program at `path` as an engine and waits until it is in the settings; its id.
fn add_program(h: &mut Harness<'_, DamierApp>, path: PathBuf) -> u32 {
    let before = h.state().settings().engines.len();
    h.state_mut().add_engine(path.clone());
    let added = step_until(h, Duration::from_secs(20), |app| app.settings().engines.len() > before);
    assert!(added, "{}", path.display());
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
    let (mut h, dir) = harness("good");
    let id = add(&mut h, "good");
    let entry = h.state().settings().engine(id).expect("remembered").clone();
    assert_eq!((entry.name.as_str(), entry.author.as_str()), ("Scripted good", "Damier tests"));
    click(&mut h, "Game");
    click(&mut h, "Engines…");
    h.get_by_label("Scripted good");
    assert_eq!(
        h.get_by_role_and_label(egui::accesskit::Role::TextInput, "hash").value().as_deref(),
        Some("16")
    );
    h.get_by_label("1 to 64");
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
    drop(h);
    let mut h = harness_in(&dir);
    assert_eq!(h.state().settings().engine(id), Some(&entry));
    run(&mut h, Command::RemoveEngine(id));
    assert!(h.state().settings().engines.is_empty());
}

/// The engine `name` fails at its first move: the user is told `why`, its move (if any) is
/// refused, and Damier's engine plays Black on.
fn fails_and_damier_plays_on(name: &str, why: &str) {
    let (mut h, _dir) = harness(name);
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
    let (mut h, _dir) = harness("nonsense");
    for (path, why) in
        [(script("nonsense"), "stopped running"), (script("no-such-engine"), "could not be started")]
    {
        // Its own message: the one before names the other program.
        let named = format!("{} could not be added", path.display());
        h.state_mut().add_engine(path);
        let told = step_until(&mut h, Duration::from_secs(20), |app| app.status_text().contains(&named));
        assert!(told && h.state().status_text().contains(why), "{}", h.state().status_text());
        assert!(h.state().settings().engines.is_empty());
    }
}

#[test]
fn the_new_game_dialog_offers_an_added_engine_in_place_of_the_computer() {
    let (mut h, _dir) = harness("new-game");
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
    let (mut h, _dir) = harness("stale");
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

/// Picks the analysis section's engine `name`.
fn choose_analyser(h: &mut Harness<'_, DamierApp>, name: &str) {
    h.get_by_role_and_label(egui::accesskit::Role::ComboBox, "Engine").click();
    h.run_steps(3);
    click(h, name);
}

fn start_two_people(h: &mut Harness<'_, DamierApp>) {
    let setup = damier::model::Setup::plain(damier_rules::Variant::International, [Player::Human; 2]);
    h.state_mut().start_game(setup);
    h.run_steps(3);
}

#[test]
fn an_added_engine_analyses_the_position_shown_with_its_one_line_and_stops_with_the_mode() {
    let dir = common::temp_dir("engines", "analyser");
    let mut h = harness_in(&dir);
    let (program, log) = recorder(&dir);
    let id = add_program(&mut h, program);
    start_two_people(&mut h);
    assert!(h.query_by_role_and_label(egui::accesskit::Role::ComboBox, "Engine").is_none(), "with the mode");
    click(&mut h, "Analyse A");
    choose_analyser(&mut h, "Scripted good");
    assert_eq!(h.state().settings().analyser, Some(id), "remembered");
    let deepest = |app: &DamierApp| app.analysis().lines().first().is_some_and(|l| l.depth == 2);
    assert!(step_until(&mut h, Duration::from_secs(20), deepest), "its info lines");
    assert_eq!(h.state().analysis().engine(), Some(id));
    assert_eq!(h.state().analysis().lines().len(), 1, "one line: Hub has no multi-PV");
    assert_eq!(h.state().analysis().lines()[0].score, 12);
    // Shown: its line, its score on the bar, depth and that it gives one line.
    h.get_by_label("1. 32-28 19-23");
    h.get_by_label("Evaluation: +0.12");
    h.get_by_label_contains("Depth 2");
    h.get_by_label("Scripted good gives one line: Hub engines have no multi-PV.");
    // A move on the board: the engine is stopped and analyses the new position (Black's).
    person_plays(&mut h, "White man on 32", "Square 28");
    // Its deepest line (depth 2, +0.12 for Black) for the new position: depth 1 comes first.
    let followed = |app: &DamierApp| {
        deepest(app)
            && app
                .analysis()
                .lines()
                .first()
                .is_some_and(|l| app.game().record().legal_moves().contains(&l.pv[0]))
    };
    assert!(
        step_until(&mut h, Duration::from_secs(20), followed),
        "the analysis follows the move: {} {:?} {:?} {}",
        h.state().game().len(),
        h.state().analysis().lines(),
        received(&log),
        h.state().status_text()
    );
    h.get_by_label("1... 19-23 2. 28x19");
    h.get_by_label("Evaluation: -0.12");
    let lines = received(&log);
    let stop = lines.iter().position(|l| l == "stop").expect("stopped");
    assert!(
        lines[stop..].iter().any(|l| l.starts_with("pos ") && l.contains("moves=\"32-28\"")),
        "{lines:?}"
    );
    assert!(lines.iter().any(|l| l == "level infinite") && lines.iter().any(|l| l == "go analyze"));
    // The mode off: the search is stopped and the program quits.
    key(&mut h, egui::Key::A);
    assert!(h.state().analysis().engine().is_none() && h.state().analysis().lines().is_empty());
    let quit = |_: &DamierApp| received(&log).last().is_some_and(|l| l == "quit");
    assert!(step_until(&mut h, Duration::from_secs(10), quit), "{:?}", received(&log));
    let lines = received(&log);
    assert_eq!(lines[lines.len() - 2], "stop", "{lines:?}");
}

fn key(h: &mut Harness<'_, DamierApp>, key: egui::Key) {
    h.key_press(key);
    h.run_steps(3);
}

/// The engine `name`, analysing, fails: the user is told `why`, and Damier's engine analyses
/// in its place (its three lines).
fn analyser_fails_and_damier_analyses(name: &str, why: &str) {
    let (mut h, _dir) = harness(&format!("analyser-{name}"));
    let id = add(&mut h, name);
    start_two_people(&mut h);
    click(&mut h, "Analyse A");
    choose_analyser(&mut h, &format!("Scripted {name}"));
    assert_eq!(h.state().analysis().engine(), Some(id));
    let told = |app: &DamierApp| app.status_text().contains("was stopped");
    assert!(step_until(&mut h, Duration::from_secs(20), told), "{}", h.state().status_text());
    let status = h.state().status_text();
    assert!(status.contains(why) && status.contains(&format!("Scripted {name}")), "{status}");
    assert!(status.contains("Damier's own engine analyses in its place"), "{status}");
    assert_eq!(h.state().settings().analyser, None, "Damier's engine is the analyser again");
    assert!(h.state().analysis().is_on());
    let three = |app: &DamierApp| app.analysis().lines().len() == 3 && app.analysis().engine().is_none();
    assert!(
        step_until(&mut h, Duration::from_secs(30), three),
        "Damier's engine analyses: {:?} {:?}",
        h.state().analysis().lines(),
        h.state().analysis().engine()
    );
    // Told in the side panel too, and the window stayed live.
    let told = h.get_all_by_label_contains(&format!("Scripted {name} was stopped")).count();
    assert_eq!(told, 2, "the status line and the side panel");
    person_plays(&mut h, "White man on 32", "Square 28");
    assert_eq!(h.state().game().len(), 1);
}

#[test]
fn an_analyser_that_crashes_is_stopped_and_damier_analyses_in_its_place() {
    analyser_fails_and_damier_analyses("crash", "stopped running");
}

#[test]
fn an_analyser_that_hangs_is_stopped_and_damier_analyses_in_its_place() {
    let start = Instant::now();
    analyser_fails_and_damier_analyses("hang", "did not answer in time");
    assert!(start.elapsed() < Duration::from_secs(30), "{:?}", start.elapsed());
}

#[test]
fn an_analyser_that_answers_nonsense_is_stopped_and_damier_analyses_in_its_place() {
    analyser_fails_and_damier_analyses("garbled", "makes no sense (info depth=1 score=lots");
}

/// Types `text` into the option field `name` of the Engines window (what was there replaced)
/// and leaves it with Enter.
fn type_option(h: &mut Harness<'_, DamierApp>, name: &str, text: &str) {
    h.get_by_role_and_label(egui::accesskit::Role::TextInput, name).click();
    h.run_steps(2);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.get_by_role_and_label(egui::accesskit::Role::TextInput, name).type_text(text);
    h.run_steps(2);
    h.key_press(egui::Key::Enter);
    h.run_steps(3);
}

#[test]
fn an_option_out_of_range_is_refused_and_a_good_one_is_kept_and_sent_as_set_param() {
    let dir = common::temp_dir("engines", "options");
    let mut h = harness_in(&dir);
    let (program, log) = recorder(&dir);
    let id = add_program(&mut h, program);
    let hash =
        |app: &DamierApp| app.settings().engine(id).and_then(|e| e.option("hash")).map(|o| o.value.clone());
    click(&mut h, "Game");
    click(&mut h, "Engines…");
    // Out of range: said why, the value kept as it was, what was typed still there.
    type_option(&mut h, "hash", "999");
    h.get_by_label("hash must be between 1 and 64 (not 999); the value was not changed.");
    assert_eq!(hash(h.state()).as_deref(), Some("16"));
    let field = h.get_by_role_and_label(egui::accesskit::Role::TextInput, "hash");
    assert_eq!(field.value().as_deref(), Some("999"));
    type_option(&mut h, "hash", "many");
    h.get_by_label("hash: “many” is not a whole number; the value was not changed.");
    // In range: kept, and written to the settings file.
    type_option(&mut h, "hash", "32");
    assert_eq!(hash(h.state()).as_deref(), Some("32"));
    assert!(h.query_by_label_contains("was not changed").is_none());
    let settings = dir.join("settings.ron");
    let saved = |_: &DamierApp| std::fs::read_to_string(&settings).is_ok_and(|t| t.contains("value: \"32\""));
    assert!(step_until(&mut h, Duration::from_secs(10), saved), "saved in the settings");
    // The variant is Damier's to set: shown, not editable.
    assert!(h.query_by_role_and_label(egui::accesskit::Role::TextInput, "variant").is_none());
    click(&mut h, "Close window");
    // Its next use starts it with the option: set-param before init.
    assert!(received(&log).iter().all(|l| !l.starts_with("set-param")), "none while it was probed");
    start_two_people(&mut h);
    click(&mut h, "Analyse A");
    choose_analyser(&mut h, "Scripted good");
    let engine_lines =
        |app: &DamierApp| app.analysis().engine().is_some() && !app.analysis().lines().is_empty();
    assert!(step_until(&mut h, Duration::from_secs(20), engine_lines));
    let lines = received(&log);
    let set = lines.iter().rposition(|l| l == "set-param name=hash value=32").expect("sent");
    assert_eq!(lines.get(set + 1).map(String::as_str), Some("init"), "{lines:?}");
    // Kept after a restart.
    drop(h);
    let h = harness_in(&dir);
    assert_eq!(hash(h.state()).as_deref(), Some("32"));
}
