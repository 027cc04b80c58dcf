//! Time and memory of reading adversarial PDN files: `cargo bench -p damier-rules --bench
//! pdn_read [MB]` (or `scripts/pdn-bench.sh`). Each shape is built in memory at the size asked
//! (10 MB by default), then read twice: every game with `PdnReader` (none kept), and with
//! `read_pdn` (at most `MAX_GAMES` kept). Each line gives the games, the seconds and seconds
//! per MB of the whole read, and the process's peak memory during each read (Linux: the peak
//! resident size, reset before each read; it includes the text itself and what the process
//! holds from earlier shapes) with, in parentheses, how much it grew during the read. Every
//! shape must read in under 1 s per MB, or the program exits with status 1.

use std::time::Instant;

use damier_rules::{PdnReader, read_pdn};

/// Repeats `unit` until the text holds `bytes` bytes, after `head`, then adds `tail`.
fn repeat(head: &str, unit: &str, tail: &str, bytes: usize) -> String {
    let mut s = String::with_capacity(bytes + unit.len() + tail.len());
    s.push_str(head);
    while s.len() < bytes {
        s.push_str(unit);
    }
    s.push_str(tail);
    s
}

/// The shapes of issue 11, and a few more of the same kind.
fn shapes(bytes: usize) -> Vec<(&'static str, String)> {
    vec![
        (
            "games each with an unclosed '('",
            repeat("", "[Event \"g\"]\n1. 32-28 (18-23 2. 33-29\n", "", bytes),
        ),
        ("one unclosed '(' then games", repeat("1. 32-28 (18-23\n", "1. 32-28 (18-23) 18-23 *\n", "", bytes)),
        ("nested '(' without ')'", repeat("1. 32-28 ", "(", "", bytes)),
        ("games each with an unclosed '{'", repeat("", "[Event \"g\"]\n1. 32-28 {note\n", "", bytes)),
        ("empty games '* '", repeat("", "* ", "", bytes)),
        ("a FEN tag of ranges", repeat("[FEN \"W:W", "31-50,", "\"]\n1. 32-28 *\n", bytes)),
        ("an unterminated FEN tag", repeat("[FEN \"W:W", "31-50,", "", bytes)),
        ("one long word", repeat("1. ", "32-28x", " *\n", bytes)),
        ("comments", repeat("1. 32-28 ", "{a} ", "*\n", bytes)),
    ]
}

/// The process's peak resident memory in MiB (Linux), and a way to reset it.
fn peak_mib() -> Option<f64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kib: f64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib / 1024.0)
}

fn reset_peak() {
    // "5" resets the peak resident size (Linux 4.0 and later); elsewhere nothing happens.
    let _ = std::fs::write("/proc/self/clear_refs", "5");
}

/// Runs `read`, giving its result, its seconds, and the process's peak memory during it
/// with how much of it came during it (MiB).
fn measure<T>(read: impl FnOnce() -> T) -> (T, f64, Option<(f64, f64)>) {
    reset_peak();
    let base = peak_mib();
    let start = Instant::now();
    let out = read();
    let secs = start.elapsed().as_secs_f64();
    (out, secs, peak_mib().zip(base).map(|(p, b)| (p, p - b)))
}

fn mib(m: Option<(f64, f64)>) -> String {
    m.map_or_else(|| "-".to_owned(), |(peak, added)| format!("{peak:.0} (+{added:.1})"))
}

fn main() {
    let mb: f64 = std::env::args().skip(1).find_map(|a| a.parse().ok()).unwrap_or(10.0);
    let bytes = (mb * 1e6) as usize;
    println!(
        "{:<34} {:>5} {:>8} {:>7} {:>6} {:>12} {:>14}",
        "shape", "MB", "games", "s", "s/MB", "peak MiB", "read_pdn MiB"
    );
    let mut slow = false;
    for (name, text) in shapes(bytes) {
        let size = text.len() as f64 / 1e6;
        let (games, secs, peak) = measure(|| PdnReader::new(&text).count());
        let (kept, _, kept_peak) = measure(|| read_pdn(&text));
        drop(kept);
        println!(
            "{name:<34} {size:>5.1} {games:>8} {secs:>7.3} {:>6.3} {:>12} {:>14}",
            secs / size,
            mib(peak),
            mib(kept_peak)
        );
        slow |= secs / size >= 1.0;
    }
    if slow {
        eprintln!("reading is slower than 1 s per MB");
        std::process::exit(1);
    }
}
