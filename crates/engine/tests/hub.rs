//! Hub protocol transcripts against the real binary (`damier-engine hub`): lines in, lines
//! out, as a GUI sees them. A reader thread feeds a channel, so a hung engine fails a test
//! (with the transcript so far) instead of hanging it. Searches are depth-limited or stopped,
//! so the whole file runs in a few seconds.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, ExitStatus, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

use damier_rules::notation::parse_hub_move;
use damier_rules::{Dablot, English, International, Move, Position};

/// Longest wait for an answer that should come at once (generous: CI machines are slow).
const PROMPT: Duration = Duration::from_secs(10);

/// A running `damier-engine hub` and everything it has said.
struct Hub {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
    transcript: Vec<String>,
}

impl Hub {
    fn start() -> Hub {
        let mut child = Command::new(env!("CARGO_BIN_EXE_damier-engine"))
            .arg("hub")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("the binary starts");
        let stdout = child.stdout.take().expect("piped stdout");
        let (tx, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let stdin = child.stdin.take();
        Hub { child, stdin, lines, transcript: Vec::new() }
    }

    fn send(&mut self, line: &str) {
        self.send_bytes(line.as_bytes());
    }

    /// Sends one line of raw bytes (a line need not be UTF-8).
    fn send_bytes(&mut self, line: &[u8]) {
        self.transcript.push(format!("> {}", String::from_utf8_lossy(line)));
        let stdin = self.stdin.as_mut().expect("stdin still open");
        stdin
            .write_all(line)
            .and_then(|()| stdin.write_all(b"\n"))
            .and_then(|()| stdin.flush())
            .expect("the engine reads its input");
    }

    fn fail(&self, why: &str) -> ! {
        panic!("{why}\ntranscript:\n{}", self.transcript.join("\n"));
    }

    /// The next line within `within`, or `None`.
    fn next(&mut self, within: Duration) -> Option<String> {
        match self.lines.recv_timeout(within) {
            Ok(line) => {
                self.transcript.push(format!("< {line}"));
                Some(line)
            }
            Err(RecvTimeoutError::Timeout | RecvTimeoutError::Disconnected) => None,
        }
    }

    /// Lines up to and including the first whose command is `word`.
    fn until(&mut self, word: &str, within: Duration) -> Vec<String> {
        let deadline = Instant::now() + within;
        let mut out = Vec::new();
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            let Some(line) = self.next(left) else {
                self.fail(&format!("no '{word}' within {within:?}"));
            };
            let done = command(&line) == word;
            out.push(line);
            if done {
                return out;
            }
        }
    }

    /// Everything said within `period` (to check that nothing more comes).
    fn quiet(&mut self, period: Duration) -> Vec<String> {
        let deadline = Instant::now() + period;
        let mut out = Vec::new();
        while let Some(line) = self.next(deadline.saturating_duration_since(Instant::now())) {
            out.push(line);
        }
        out
    }

    /// `hub` then `init`, checking only that they are answered.
    fn ready() -> Hub {
        let mut h = Hub::start();
        h.send("hub");
        h.until("wait", PROMPT);
        h.send("init");
        h.until("ready", PROMPT);
        h
    }

    /// Closes the input and waits for the process to end.
    fn finish(mut self) -> (ExitStatus, Vec<String>) {
        self.stdin = None;
        let deadline = Instant::now() + PROMPT;
        loop {
            match self.child.try_wait().expect("the engine's status") {
                Some(status) => {
                    let rest = self.quiet(Duration::from_millis(100));
                    return (status, rest);
                }
                None if Instant::now() > deadline => {
                    let _ = self.child.kill();
                    self.fail("the engine did not end after the end of its input");
                }
                None => std::thread::sleep(Duration::from_millis(10)),
            }
        }
    }
}

impl Drop for Hub {
    fn drop(&mut self) {
        if let Ok(None) = self.child.try_wait() {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}

/// The command word of a line.
fn command(line: &str) -> &str {
    line.split_whitespace().next().unwrap_or("")
}

/// `key=value` pairs after the command; values may be quoted.
fn args(line: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut rest = line.split_once(' ').map_or("", |(_, r)| r).trim_start();
    while !rest.is_empty() {
        let end = rest.find([' ', '=']).unwrap_or(rest.len());
        let key = rest[..end].to_owned();
        rest = &rest[end..];
        let mut value = String::new();
        if let Some(v) = rest.strip_prefix('=') {
            if let Some(q) = v.strip_prefix('"') {
                let close = q.find('"').expect("a closing quote");
                value = q[..close].to_owned();
                rest = &q[close + 1..];
            } else {
                let end = v.find(' ').unwrap_or(v.len());
                value = v[..end].to_owned();
                rest = &v[end..];
            }
        }
        out.push((key, value));
        rest = rest.trim_start();
    }
    out
}

fn arg(line: &str, key: &str) -> Option<String> {
    args(line).into_iter().find(|(k, _)| k == key).map(|(_, v)| v)
}

/// Plays a Hub move text in `pos`, failing with `context` if it is not legal.
fn play<P: Position>(pos: &P, text: &str, context: &str) -> (Move, P) {
    let m = parse_hub_move(pos, text)
        .or_else(|| pos.parse_move(text).ok())
        .unwrap_or_else(|| panic!("'{text}' is not legal in {} ({context})", pos.to_fen()));
    let next = pos.play(&m).expect("a legal move plays");
    (m, next)
}

/// Checks a search's answer: well-formed `info` lines whose pv is legal from `pos`, then
/// exactly one `done` with a legal move (and a legal ponder move when there is one).
fn check_search<P: Position>(lines: &[String], pos: &P) -> String {
    let (done, infos) = lines.split_last().expect("at least the done line");
    assert_eq!(command(done), "done");
    let mut last_depth = 0;
    for info in infos {
        assert_eq!(command(info), "info", "only info lines before done: {lines:?}");
        let keys: Vec<String> = args(info).into_iter().map(|(k, _)| k).collect();
        assert_eq!(keys, ["depth", "score", "nodes", "time", "nps", "pv"], "{info}");
        let depth: u32 = arg(info, "depth").and_then(|d| d.parse().ok()).expect("depth is a number");
        assert!(depth > last_depth, "depths increase: {lines:?}");
        last_depth = depth;
        let score: f64 = arg(info, "score").and_then(|s| s.parse().ok()).expect("score is a number");
        assert!(score.abs() <= 100.0, "{info}");
        arg(info, "nodes").and_then(|n| n.parse::<u64>().ok()).expect("nodes is a whole number");
        let time: f64 = arg(info, "time").and_then(|t| t.parse().ok()).expect("time is a number");
        let nps: f64 = arg(info, "nps").and_then(|t| t.parse().ok()).expect("nps is a number");
        assert!(time >= 0.0 && nps >= 0.0, "{info}");
        let mut p = *pos;
        for m in arg(info, "pv").expect("a pv").split_whitespace() {
            p = play(&p, m, info).1;
        }
    }
    let keys: Vec<String> = args(done).into_iter().map(|(k, _)| k).collect();
    assert!(keys == ["move"] || keys == ["move", "ponder"], "{done}");
    let best = arg(done, "move").expect("a move");
    let (_, after) = play(pos, &best, done);
    if let Some(ponder) = arg(done, "ponder") {
        play(&after, &ponder, done);
    }
    best
}

fn start_text() -> String {
    format!("W{}{}{}", "b".repeat(20), "e".repeat(10), "w".repeat(20))
}

#[test]
fn handshake_lists_id_and_params_then_waits() {
    let mut h = Hub::start();
    h.send("hub");
    let lines = h.until("wait", PROMPT);
    let (wait, intro) = lines.split_last().expect("lines");
    assert_eq!(wait, "wait");
    assert_eq!(command(&intro[0]), "id", "{lines:?}");
    assert_eq!(arg(&intro[0], "name").as_deref(), Some("damier-engine"));
    assert!(arg(&intro[0], "version").is_some_and(|v| !v.is_empty()), "{}", intro[0]);
    assert!(arg(&intro[0], "author").is_some_and(|v| !v.is_empty()), "{}", intro[0]);
    let params = &intro[1..];
    assert!(!params.is_empty());
    for p in params {
        assert_eq!(command(p), "param", "{lines:?}");
        for key in ["name", "value", "type"] {
            assert!(arg(p, key).is_some(), "{p} lacks {key}");
        }
    }
    let variant =
        params.iter().find(|p| arg(p, "name").as_deref() == Some("variant")).expect("a variant param");
    assert_eq!(arg(variant, "values").as_deref(), Some("normal english dablot"));
    assert!(h.quiet(Duration::from_millis(100)).is_empty(), "nothing after wait");
}

#[test]
fn init_answers_ready_and_ping_pong() {
    let mut h = Hub::start();
    h.send("hub");
    h.until("wait", PROMPT);
    h.send("init");
    assert_eq!(h.until("ready", PROMPT), ["ready"]);
    h.send("ping");
    assert_eq!(h.until("pong", PROMPT), ["pong"]);
}

#[test]
fn a_depth_limited_think_reports_info_and_one_done() {
    let mut h = Hub::ready();
    h.send("pos start");
    h.send("level depth=4");
    h.send("go think");
    let lines = h.until("done", PROMPT);
    assert!(lines.len() >= 5, "an info line per depth: {lines:?}");
    check_search(&lines, &International::start());
    assert_eq!(arg(&lines[lines.len() - 2], "depth").as_deref(), Some("4"), "{lines:?}");
    let more = h.quiet(Duration::from_millis(200));
    assert!(more.is_empty(), "nothing after done: {more:?}");
}

#[test]
fn ping_is_answered_while_searching() {
    let mut h = Hub::ready();
    h.send("pos start");
    h.send("level infinite");
    h.send("go analyze");
    std::thread::sleep(Duration::from_millis(50));
    h.send("ping");
    let lines = h.until("pong", PROMPT);
    assert!(lines.iter().all(|l| command(l) == "info" || l == "pong"), "no done before pong: {lines:?}");
    h.send("stop");
    h.until("done", PROMPT);
}

#[test]
fn stop_ends_an_analysis_with_exactly_one_done_promptly() {
    let mut h = Hub::ready();
    h.send(&format!("pos pos={}", start_text()));
    h.send("go analyze");
    let early = h.quiet(Duration::from_millis(300));
    assert!(early.iter().all(|l| command(l) == "info"), "an analysis runs until stopped: {early:?}");
    let asked = Instant::now();
    h.send("stop");
    let lines = h.until("done", PROMPT);
    let waited = asked.elapsed();
    // The search polls its stop flag every 1024 nodes; 300 ms leaves room for a busy machine.
    assert!(waited < Duration::from_millis(300), "done came {waited:?} after stop");
    let mut all = early;
    all.extend(lines);
    check_search(&all, &International::start());
    h.send("stop");
    let more = h.quiet(Duration::from_millis(300));
    assert!(more.is_empty(), "one done only, also after a second stop: {more:?}");
}

#[test]
fn positions_with_hub_captures_are_accepted() {
    let mut h = Hub::ready();
    let moves = "32-28 19-23 28x19x23";
    h.send(&format!("pos pos={} moves=\"{moves}\"", start_text()));
    h.send("ping");
    assert_eq!(h.until("pong", PROMPT), ["pong"], "no error for a good position");
    let mut pos = International::start();
    for m in moves.split_whitespace() {
        pos = play(&pos, m, moves).1;
    }
    h.send("level depth=3");
    h.send("go think");
    let lines = h.until("done", PROMPT);
    let best = check_search(&lines, &pos);
    // Black must take back (14x23 or 13x24): the engine is really in that position.
    assert!(best.contains('x'), "a capture, not {best}");

    // A king capture in a set-up position, with the captured squares in any order.
    let mut squares = vec!['e'; 50];
    squares[45] = 'W'; // white king on 46
    squares[36] = 'b'; // black men on 37 and 28
    squares[27] = 'b';
    squares[0] = 'b'; // and one on 1
    let text: String = squares.into_iter().collect();
    h.send(&format!("pos pos=W{text} moves=\"46x19x37x28 1-6\""));
    h.send("level depth=2");
    h.send("go think");
    let lines = h.until("done", PROMPT);
    let pos = International::from_fen("W:WK19:B6").expect("a FEN");
    check_search(&lines, &pos);
}

#[test]
fn a_bad_position_is_an_error_and_the_session_goes_on() {
    let mut h = Hub::ready();
    for bad in ["pos pos=Wxyz", "pos pos=X", "pos start moves=\"32-28 32-28\"", "pos start moves=\"31x22\""] {
        h.send(bad);
        h.send("ping");
        let lines = h.until("pong", PROMPT);
        assert_eq!(lines.len(), 2, "one error for '{bad}': {lines:?}");
        assert_eq!(command(&lines[0]), "error", "{lines:?}");
        assert!(arg(&lines[0], "message").is_some_and(|m| !m.is_empty()), "{lines:?}");
    }
    h.send("pos start moves=\"32-28\"");
    h.send("level depth=2");
    h.send("go think");
    let lines = h.until("done", PROMPT);
    let after = International::start().play(&International::start().parse_move("32-28").expect("a move"));
    check_search(&lines, &after.expect("legal"));
}

#[test]
fn moves_after_the_end_by_our_rules_are_still_played() {
    let mut h = Hub::ready();
    // Under the app's rule 24 a lone king against two kings is a draw at once; a GUI playing
    // on (as under the FMJD rules) still gets its position.
    h.send("set-param name=rules value=seed");
    let mut squares = vec!['e'; 50];
    squares[45] = 'W';
    squares[49] = 'W';
    squares[0] = 'B';
    let text: String = squares.into_iter().collect();
    h.send(&format!("pos pos=W{text} moves=\"46-41 1-6 41-46 6-1\""));
    h.send("ping");
    assert_eq!(h.until("pong", PROMPT), ["pong"], "no error");
    h.send("level depth=2");
    h.send("go think");
    let lines = h.until("done", PROMPT);
    check_search(&lines, &International::from_fen("W:WK46,K50:BK1").expect("a FEN"));
    h.send("set-param name=rules value=house");
    h.send("ping");
    let lines = h.until("pong", PROMPT);
    assert_eq!(command(&lines[0]), "error", "{lines:?}");
}

#[test]
fn unknown_commands_and_keys_are_ignored() {
    let mut h = Hub::ready();
    h.send("frobnicate now please");
    h.send("set-param name=no-such-param value=3");
    h.send("level depth=2 colour=blue");
    h.send("ping");
    assert_eq!(h.until("pong", PROMPT), ["pong"]);
    h.send("pos start");
    h.send("go think");
    let lines = h.until("done", PROMPT);
    check_search(&lines, &International::start());
}

#[test]
fn english_and_dablot_through_the_variant_param() {
    let mut h = Hub::ready();
    h.send("set-param name=variant value=english");
    h.send("pos start");
    h.send("level depth=4");
    h.send("go think");
    let lines = h.until("done", PROMPT);
    check_search(&lines, &English::start());

    h.send("set-param name=variant value=dablot");
    h.send("pos start");
    h.send("level depth=3");
    h.send("go think");
    let lines = h.until("done", PROMPT);
    let best = check_search(&lines, &Dablot::start());
    // The answer's move can be sent back in a move list.
    h.send(&format!("pos start moves=\"{best}\""));
    h.send("ping");
    assert_eq!(h.until("pong", PROMPT), ["pong"]);

    h.send("set-param name=variant value=checkers-of-mars");
    h.send("ping");
    let lines = h.until("pong", PROMPT);
    assert_eq!(command(&lines[0]), "error", "{lines:?}");
}

#[test]
fn the_end_of_input_ends_the_process_with_success() {
    let mut h = Hub::ready();
    h.send("ping");
    h.until("pong", PROMPT);
    let (status, rest) = h.finish();
    assert!(status.success(), "{status}");
    assert!(rest.is_empty(), "{rest:?}");
}

#[test]
fn the_end_of_input_during_a_search_still_answers_done() {
    let mut h = Hub::ready();
    h.send("pos start");
    h.send("go analyze");
    std::thread::sleep(Duration::from_millis(100));
    let (status, rest) = h.finish();
    assert!(status.success(), "{status}");
    assert_eq!(rest.iter().filter(|l| command(l) == "done").count(), 1, "{rest:?}");
}

#[test]
fn quit_ends_the_process_with_success() {
    let mut h = Hub::ready();
    h.send("quit");
    let (status, _) = h.finish();
    assert!(status.success(), "{status}");
}

// ---- hardening (issue 11): bad values and odd lines never crash, hang or answer no move ----

/// The first `error` line within [`PROMPT`] (after sending the `ping` that follows it, so a
/// missing error fails at once): its message.
fn error_before_pong(h: &mut Hub) -> String {
    h.send("ping");
    let lines = h.until("pong", PROMPT);
    let errors: Vec<&String> = lines.iter().filter(|l| command(l) == "error").collect();
    if errors.len() != 1 {
        h.fail(&format!("expected one error before pong, got {lines:?}"));
    }
    arg(errors[0], "message").unwrap_or_default()
}

#[test]
fn a_line_that_is_not_utf8_is_an_error_and_the_session_goes_on() {
    let mut h = Hub::ready();
    h.send_bytes(b"\xff");
    let message = error_before_pong(&mut h);
    assert!(message.contains("UTF-8"), "{message}");
    h.send_bytes(b"pos \xfe\xfd start");
    error_before_pong(&mut h);
    h.send("ping");
    assert_eq!(h.until("pong", PROMPT), ["pong"]);
    let (status, _) = h.finish();
    assert!(status.success(), "{status}");
}

#[test]
fn bad_level_values_are_errors_naming_the_parameter_and_keep_the_budget() {
    let mut h = Hub::ready();
    h.send("pos start");
    h.send("level depth=2");
    for (line, key) in [
        ("level depth=-5", "depth=-5"),
        ("level nodes=0", "nodes=0"),
        ("level move-time=-1", "move-time=-1"),
        ("level move-time=1e300", "move-time=1e300"),
        ("level time=inf", "time=inf"),
        ("level time=10 inc=NaN", "inc=NaN"),
    ] {
        h.send(line);
        let message = error_before_pong(&mut h);
        assert!(message.contains(key), "{line}: {message}");
    }
    // The depth-2 budget still holds.
    h.send("go think");
    let lines = h.until("done", PROMPT);
    check_search(&lines, &International::start());
    assert_eq!(arg(&lines[lines.len() - 2], "depth").as_deref(), Some("2"), "{lines:?}");
}

#[test]
fn clocks_beyond_the_longest_are_errors_and_the_session_goes_on() {
    let mut h = Hub::ready();
    for (line, key) in [("level time=1e19 inc=1e19", "time=1e19"), ("level move-time=1e19", "move-time=1e19")]
    {
        h.send(line);
        let message = error_before_pong(&mut h);
        assert!(message.contains(key), "{line}: {message}");
    }
    h.send("pos start");
    h.send("level depth=1");
    h.send("go think");
    let lines = h.until("done", PROMPT);
    check_search(&lines, &International::start());
}

#[test]
fn the_longest_clock_thinks_until_stopped_and_answers_a_legal_move() {
    for level in ["level time=1e9 inc=1e9", "level move-time=1e9"] {
        let mut h = Hub::ready();
        // The book would answer the start at once.
        h.send("set-param name=book value=false");
        h.send("pos start");
        h.send(level);
        h.send("go think");
        let early = h.quiet(Duration::from_millis(300));
        assert!(early.iter().all(|l| command(l) == "info"), "{level}: still thinking: {early:?}");
        h.send("ping");
        h.until("pong", PROMPT);
        h.send("stop");
        let mut all: Vec<String> = early;
        all.extend(h.until("done", PROMPT).into_iter().filter(|l| l != "pong"));
        check_search(&all, &International::start());
        h.send("ping");
        assert_eq!(h.until("pong", PROMPT), ["pong"], "{level}: the engine lives on");
    }
}

#[test]
fn the_longest_move_time_at_a_depth_capped_level_answers_by_itself() {
    let mut h = Hub::ready();
    h.send("set-param name=level value=3");
    h.send("pos start");
    h.send("level move-time=1e9");
    h.send("go think");
    let lines = h.until("done", PROMPT);
    check_search(&lines, &International::start());
}

/// Checks that the last line, a `done`, plays a legal move in the start position.
fn done_is_legal_from_the_start(lines: &[String], context: &str) {
    let best = arg(lines.last().expect("done"), "move").unwrap_or_default();
    play(&International::start(), &best, context);
}

#[test]
fn ponder_hit_honours_depth_and_node_limits() {
    for level in ["level depth=1", "level depth=3", "level nodes=2000"] {
        let mut h = Hub::ready();
        h.send("pos start");
        h.send(level);
        h.send("go ponder");
        let early = h.quiet(Duration::from_millis(200));
        assert!(early.iter().all(|l| command(l) == "info"), "{level}: pondering until the hit: {early:?}");
        h.send("ponder-hit");
        let lines = h.until("done", PROMPT);
        done_is_legal_from_the_start(&lines, level);
        let more = h.quiet(Duration::from_millis(200));
        assert!(more.is_empty(), "{level}: one done only: {more:?}");
    }
}

#[test]
fn ponder_hit_with_the_longest_clock_does_not_crash() {
    let mut h = Hub::ready();
    h.send("pos start");
    h.send("level time=1e9 inc=1e9");
    h.send("go ponder");
    h.send("ponder-hit");
    h.send("ping");
    h.until("pong", PROMPT);
    h.send("stop");
    let lines = h.until("done", PROMPT);
    done_is_legal_from_the_start(&lines, "ponder-hit with the longest clock");
}

#[test]
fn threads_are_a_param_and_a_parallel_search_answers() {
    let mut h = Hub::start();
    h.send("hub");
    let lines = h.until("wait", PROMPT);
    let threads =
        lines.iter().find(|p| arg(p, "name").as_deref() == Some("threads")).expect("a threads param");
    assert_eq!((arg(threads, "value").as_deref(), arg(threads, "min").as_deref()), (Some("1"), Some("1")));
    h.send("init");
    h.until("ready", PROMPT);
    for bad in ["0", "x", "65"] {
        h.send(&format!("set-param name=threads value={bad}"));
        let message = error_before_pong(&mut h);
        assert!(message.contains("threads"), "{bad}: {message}");
    }
    h.send("set-param name=threads value=3");
    h.send("pos start");
    h.send("level depth=6");
    h.send("go think");
    let lines = h.until("done", PROMPT);
    check_search(&lines, &International::start());
    assert_eq!(arg(&lines[lines.len() - 2], "depth").as_deref(), Some("6"), "{lines:?}");
}

#[test]
fn the_book_answers_the_start_on_a_clock_unless_switched_off() {
    let mut h = Hub::ready();
    h.send("pos start");
    h.send("level move-time=1000");
    h.send("go think");
    let lines = h.until("done", PROMPT);
    check_search(&lines, &International::start());
    assert_eq!(arg(&lines[lines.len() - 2], "nodes").as_deref(), Some("0"), "from the book: {lines:?}");
    h.send("set-param name=book value=maybe");
    assert!(error_before_pong(&mut h).contains("book"));
    h.send("set-param name=book value=false");
    h.send("level depth=3");
    h.send("go think");
    let lines = h.until("done", PROMPT);
    assert!(lines.iter().any(|l| arg(l, "nodes").is_some_and(|n| n != "0")), "searched: {lines:?}");
}

#[test]
fn a_forced_move_under_a_move_time_is_searched_beyond_the_first_ply() {
    // After 32-28 19-23 White's only move is 28x19. The time per move is the engine's own, so
    // it searches on (the app's engine plays it at once; see the search tests).
    let mut h = Hub::ready();
    h.send("set-param name=book value=false");
    h.send("pos start moves=\"32-28 19-23\"");
    h.send("level move-time=0.2");
    h.send("go think");
    let lines = h.until("done", PROMPT);
    let answer = arg(&lines[lines.len() - 1], "move").unwrap_or_default();
    assert!(answer.starts_with("28x19"), "the only move: {lines:?}");
    let deepest = lines.iter().filter_map(|l| arg(l, "depth")?.parse::<u32>().ok()).max();
    assert!(deepest.is_some_and(|d| d > 1), "searched beyond the first ply: {lines:?}");
}

/// The score of a depth-2 search of English kings on 14 and 15 against a king on 32, White to
/// move, with the session's endgame tables set up by `before` (sent before `init`) and `after`
/// (sent after it); and the errors answered.
fn two_kings_against_one(before: &[String], after: &[String]) -> (f64, Vec<String>) {
    let mut h = Hub::start();
    h.send("hub");
    h.until("wait", PROMPT);
    h.send("set-param name=variant value=english");
    for line in before {
        h.send(line);
    }
    h.send("init");
    let mut answers = h.until("ready", PROMPT);
    for line in after {
        h.send(line);
    }
    h.send("ping");
    answers.extend(h.until("pong", PROMPT));
    let errors = answers.into_iter().filter(|l| command(l) == "error").collect();
    let squares: String = (1..=32)
        .map(|s| match s {
            14 | 15 => 'W',
            32 => 'B',
            _ => 'e',
        })
        .collect();
    h.send(&format!("pos pos=W{squares}"));
    h.send("level depth=2");
    h.send("go think");
    let lines = h.until("done", PROMPT);
    let score = arg(&lines[lines.len() - 2], "score").and_then(|s| s.parse().ok()).expect("a score");
    (score, errors)
}

#[test]
fn endgame_tables_load_from_their_folder_at_init() {
    use damier_engine::egdb::build::{Scope, build};
    use damier_engine::egdb::{Flavour, Slice, file};
    let dir = std::env::temp_dir().join(format!("damier-hub-egdb-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    build::<damier_rules::draughts::EnglishRules>(
        Some(&dir),
        Flavour::English,
        Scope::new(3, 0),
        1,
        &mut |_| {},
    );
    let set = |d: &std::path::Path| vec![format!("set-param name=egdb-dir value=\"{}\"", d.display())];

    // Without tables a 2-ply search sees a king more; with them, the win.
    let (without, errors) = two_kings_against_one(&[], &[]);
    assert!(errors.is_empty() && without < 50.0, "{without} {errors:?}");
    let (with, errors) = two_kings_against_one(&set(&dir), &[]);
    assert!(errors.is_empty(), "{errors:?}");
    // Table wins read 75.00, the top of the evaluation's range (the Hub clamps them there).
    assert!(with >= 75.0, "a database win: {with}");

    // A folder with none: said, and the engine plays on.
    let (score, errors) = two_kings_against_one(&set(&dir.join("nothing-here")), &[]);
    assert!(score < 50.0, "{score}");
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(
        arg(&errors[0], "message").is_some_and(|m| m.contains("no english endgame tables")),
        "{errors:?}"
    );

    // Set after init: read then; set to nothing: the tables are gone.
    let (score, errors) = two_kings_against_one(&[], &set(&dir));
    assert!(errors.is_empty() && score >= 75.0, "{score} {errors:?}");
    let (score, errors) =
        two_kings_against_one(&set(&dir), &["set-param name=egdb-dir value=\"\"".to_owned()]);
    assert!(errors.is_empty() && score < 50.0, "{score} {errors:?}");

    // A damaged file is left out and said; the others still answer.
    let path = file::path(&dir, Flavour::English, Slice::new(0, 1, 0, 1));
    let bytes = std::fs::read(&path).expect("the 1 king v 1 king file");
    std::fs::write(&path, &bytes[..bytes.len() / 2]).expect("truncated");
    let (score, errors) = two_kings_against_one(&set(&dir), &[]);
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(arg(&errors[0], "message").is_some_and(|m| m.starts_with("1 english table files")), "{errors:?}");
    assert!(score >= 75.0, "the 2 v 1 slice still loads: {score}");
    let _ = std::fs::remove_dir_all(&dir);
}
