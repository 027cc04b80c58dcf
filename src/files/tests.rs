use super::*;
use crate::storage::tests::TestDir;

/// A file of three games, the second one broken, with a comment before the first.
const THREE: &str = "{ my club }\n[Event \"one\"]\n1. 32-28 *\n\n[Event \"two\"]\n1. 99-98 *\n\n[Event \"three\"]\n1. 31-27 *\n";

#[test]
fn the_person_is_the_human_side_against_a_program_only() {
    let person = |kinds: &str| {
        let text = format!("{kinds}1. 32-28 *");
        OpenedGame::read(&text, GameOptions::default()).expect("a game").person()
    };
    assert_eq!(person("[WhiteType \"Program\"][BlackType \"human\"]"), Some(Color::Black));
    assert_eq!(person("[WhiteType \"human\"][BlackType \"program\"]"), Some(Color::White));
    assert_eq!(person("[WhiteType \"human\"][BlackType \"human\"]"), None);
    assert_eq!(person("[BlackType \"human\"]"), None);
    assert_eq!(person(""), None);
}

#[test]
fn the_save_dialog_proposes_the_file_the_game_came_from() {
    let from = InFile { path: PathBuf::from("/home/ada/club.pdn"), game: 2, tags: Vec::new() };
    assert_eq!(proposed(Some(&from), "damier.pdn"), (Some(Path::new("/home/ada")), "club.pdn".to_owned()));
    assert_eq!(proposed(None, "a/b.pdn"), (None, "a_b.pdn".to_owned()));
}

fn event(name: &str) -> Vec<(String, String)> {
    vec![("Event".to_owned(), name.to_owned())]
}

#[test]
fn a_game_put_back_replaces_itself_and_keeps_the_others_as_written() {
    let game = "[Event \"new\"]\n1. 34-30 *\n";
    let (text, at, count) = put_game(THREE, game, Some((0, &event("one"))));
    assert_eq!((at, count), (0, 3));
    assert_eq!(
        text,
        "{ my club }\n[Event \"new\"]\n1. 34-30 *\n\n[Event \"two\"]\n1. 99-98 *\n\n[Event \"three\"]\n1. 31-27 *\n"
    );
    let (last, at, _) = put_game(THREE, game, Some((2, &event("three"))));
    assert_eq!(at, 2);
    assert!(last.ends_with("[Event \"two\"]\n1. 99-98 *\n\n[Event \"new\"]\n1. 34-30 *\n"), "{last}");
}

#[test]
fn a_game_from_elsewhere_or_a_changed_file_is_added_after_the_last() {
    let game = "[Event \"new\"]\n1. 34-30 *\n";
    let (one, three) = (event("one"), event("three"));
    // Not in the file, past its end, another game there now, a game there that does not read.
    for replace in [None, Some((3, &three[..])), Some((0, &three[..])), Some((1, &one[..]))] {
        let (text, at, count) = put_game(THREE, game, replace);
        assert_eq!((at, count), (3, 4), "{replace:?}");
        assert_eq!(text, format!("{}\n\n{game}", THREE.trim_end()));
    }
    assert_eq!(put_game(" \n", game, None), (game.to_owned(), 0, 1), "a blank file is replaced");
}

#[test]
fn saving_into_a_file_never_loses_its_games_and_leaves_a_bad_file_alone() {
    let dir = TestDir::new("save-into");
    let path = dir.join("club.pdn");
    let game = "[Event \"new\"]\n1. 34-30 *\n";
    let at = |game: usize| InFile { path: path.clone(), game, tags: event("new") };
    assert_eq!(save_into(path.clone(), game, None), FileEvent::Saved { at: at(0), games: 1 });
    assert_eq!(fs::read_to_string(&path).expect("written"), game);
    fs::write(&path, THREE).expect("write");
    let from = InFile { path: dir.join(".").join("club.pdn"), game: 2, tags: event("three") };
    let event_ = save_game(path.clone(), game, Some(from));
    assert_eq!(event_, FileEvent::Saved { at: at(2), games: 3 }, "the same file, by another path");
    let from = InFile { path: dir.join("other.pdn"), game: 0, tags: event("one") };
    let event_ = save_game(path.clone(), game, Some(from));
    assert_eq!(event_, FileEvent::Saved { at: at(3), games: 4 }, "another file's game is added");
    let text = fs::read_to_string(&path).expect("written");
    assert_eq!(text.matches("[Event").count(), 4);
    assert!(text.starts_with("{ my club }\n[Event \"one\"]") && text.contains("99-98"), "{text}");
    let binary = dir.join("binary.pdn");
    fs::write(&binary, b"\xff\xfe").expect("write");
    assert!(matches!(save_into(binary.clone(), game, None), FileEvent::Failed { .. }));
    assert_eq!(fs::read(&binary).expect("kept"), b"\xff\xfe");
}

#[test]
fn the_first_game_is_read_and_replayed_off_the_ui_thread() {
    let options = GameOptions::default();
    let text = "[Event \"one\"]\n1. 32-28 19-23 2. 28x19 *\n\n[Event \"two\"]\n1. 31-27 *";
    let game = OpenedGame::read(text, options).expect("reads");
    assert_eq!(game.pdn.tag("Event"), Some("one"));
    assert_eq!(game.record.moves().len(), 3);
    assert_eq!(game.record.move_text(2), "28x19");
    assert_eq!(OpenedGame::read("", options), Err(Problem::NoGame));
    let error = OpenedGame::read("1. 32-29 *", options).expect_err("an illegal move").to_string();
    assert!(error.contains("32-29"), "{error}");
}

#[test]
fn reads_utf8_text_and_drops_a_bom() {
    let dir = TestDir::new("files-read");
    let path = dir.join("game.pdn");
    fs::write(&path, "[Event \"Café\"]\n1. 32-28 *").expect("write");
    assert_eq!(read_text_file(&path, MAX_PDN_BYTES), Ok("[Event \"Café\"]\n1. 32-28 *".into()));
    fs::write(&path, "\u{FEFF}1. 32-28 *").expect("write");
    assert_eq!(read_text_file(&path, MAX_PDN_BYTES), Ok("1. 32-28 *".into()));
}

#[test]
fn a_missing_file_is_a_clear_error() {
    let dir = TestDir::new("files-missing");
    let path = dir.join("nope.pdn");
    let error = read_text_file(&path, MAX_PDN_BYTES).expect_err("missing").to_string();
    assert!(error.contains(&*path.to_string_lossy()), "{error}");
    assert!(error.starts_with("could not open"), "{error}");
}

#[test]
fn a_folder_is_not_a_file() {
    let dir = TestDir::new("files-dir");
    let error = read_text_file(&dir.0, MAX_PDN_BYTES).expect_err("a folder").to_string();
    assert!(error.contains("not a file"), "{error}");
    assert!(error.contains(&*dir.0.to_string_lossy()), "{error}");
}

#[test]
fn too_big_is_refused_at_the_limit() {
    let dir = TestDir::new("files-big");
    let path = dir.join("big.pdn");
    fs::write(&path, vec![b'x'; 2000]).expect("write");
    assert_eq!(read_text_file(&path, 2000).map(|t| t.len()), Ok(2000));
    let error = read_text_file(&path, 1999).expect_err("too big").to_string();
    assert!(error.contains(&*path.to_string_lossy()), "{error}");
    assert!(error.contains("limit"), "{error}");
    let huge = dir.join("huge.pdn");
    let file = fs::File::create(&huge).expect("create");
    file.set_len(MAX_PDN_BYTES + 1).expect("grow");
    let error = read_text_file(&huge, MAX_PDN_BYTES).expect_err("too big").to_string();
    assert!(error.contains("10.0 MB and the limit is 10.0 MB"), "{error}");
}

#[test]
fn not_utf8_says_where() {
    let dir = TestDir::new("files-latin1");
    let path = dir.join("latin1.pdn");
    // "Café" in Latin-1 on the second line.
    fs::write(&path, b"[Event \"x\"]\n[Site \"Caf\xe9\"]\n").expect("write");
    let error = read_text_file(&path, MAX_PDN_BYTES).expect_err("not UTF-8").to_string();
    assert!(error.contains(&*path.to_string_lossy()), "{error}");
    assert!(error.contains("not UTF-8"), "{error}");
    assert!(error.contains("line 2, column 11"), "{error}");
}

#[test]
fn suggested_names_are_made_safe() {
    assert_eq!(file_name_from("Ada - Bob.pdn"), "Ada - Bob.pdn");
    assert_eq!(file_name_from("a/b\\c:d.pdn"), "a_b_c_d.pdn");
    assert_eq!(file_name_from("x\0y\n.pdn"), "x_y_.pdn");
    assert_eq!(file_name_from("  "), "game.pdn");
    assert_eq!(file_name_from(".."), "game.pdn");
}

#[test]
fn no_file_at_once_means_no_dialog_where_the_portal_is_used() {
    assert_eq!(nothing_chosen(Duration::from_secs(3)), FileEvent::Cancelled);
    let at_once = nothing_chosen(Duration::from_millis(5));
    if cfg!(target_os = "linux") {
        let FileEvent::Failed { path: None, error } = at_once else {
            panic!("expected a failure, got {at_once:?}");
        };
        assert!(error.to_string().contains("xdg-desktop-portal"), "{error}");
    }
}

#[test]
fn a_file_given_by_path_is_opened_or_its_error_sent() {
    let dir = TestDir::new("files-open-path");
    let (files, events) = Files::new(Arc::new(|| {}));
    let options = GameOptions::default();
    let good = dir.join("good.pdn");
    fs::write(&good, "1. 32-28 19-23 *").expect("write");
    files.open_path(good.clone(), options);
    let event = events.recv_timeout(Duration::from_secs(10)).expect("an event");
    let FileEvent::Opened { path, game } = event else { panic!("expected Opened, got {event:?}") };
    assert_eq!((path, game.record.moves().len()), (good, 2));
    let missing = dir.join("missing.pdn");
    files.open_path(missing.clone(), options);
    let event = events.recv_timeout(Duration::from_secs(10)).expect("an event");
    let FileEvent::Failed { path, error } = event else { panic!("expected Failed, got {event:?}") };
    assert_eq!(path, Some(missing.clone()));
    assert!(error.to_string().contains(&*missing.to_string_lossy()), "{error}");
}

#[test]
fn a_failing_thread_job_still_sends_an_event() {
    let calls = Arc::new(AtomicUsize::new(0));
    let counter = Arc::clone(&calls);
    let (files, events) = Files::new(Arc::new(move || {
        counter.fetch_add(1, Ordering::SeqCst);
    }));
    files.run("test-panic", async { panic!("job panicked (expected)") });
    let event = events.recv_timeout(Duration::from_secs(10)).expect("an event");
    assert!(matches!(event, FileEvent::Failed { path: None, .. }), "{event:?}");
    files.run("test-ok", async { FileEvent::Cancelled });
    let event = events.recv_timeout(Duration::from_secs(10)).expect("an event");
    assert_eq!(event, FileEvent::Cancelled);
    assert!(!files.is_busy());
    // `notify` comes right after the event.
    let deadline = Instant::now() + Duration::from_secs(10);
    while calls.load(Ordering::SeqCst) < 2 {
        assert!(Instant::now() < deadline, "notify was not called");
        thread::yield_now();
    }
    assert_eq!(calls.load(Ordering::SeqCst), 2);
}

#[test]
fn pdn_dates_are_civil_dates() {
    use std::time::{Duration, UNIX_EPOCH};
    assert_eq!(pdn_date(UNIX_EPOCH), "1970.01.01");
    assert_eq!(pdn_date(UNIX_EPOCH + Duration::from_secs(951_782_400)), "2000.02.29");
    assert_eq!(pdn_date(UNIX_EPOCH + Duration::from_secs(1_798_675_200)), "2026.12.31");
    assert_eq!(pdn_date(UNIX_EPOCH - Duration::from_secs(1)), "????.??.??");
}
