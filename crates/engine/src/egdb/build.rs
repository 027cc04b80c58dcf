//! A set of tables: which slices ([`Scope`]), in the order they depend on each other
//! (fewer pieces first, then fewer men: captures and crownings lead to slices made before),
//! each loaded from its file when the file checks out, else solved and written.

use std::path::Path;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use damier_rules::draughts::{EnglishRules, InternationalRules, Rules};

use super::file::{self, Loaded, Refused, Stats};
use super::generate::solve;
use super::store::{Entries, Packed};
use super::{Flavour, Layout, MAX_SLICE_PIECES, Slice, Tables, install};

/// Which slices: all of up to `pieces` pieces, and the kings-only ones of up to
/// `kings_only` pieces.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Scope {
    pub pieces: u32,
    pub kings_only: u32,
}

impl Scope {
    pub fn new(pieces: u32, kings_only: u32) -> Scope {
        Scope { pieces: pieces.min(MAX_SLICE_PIECES), kings_only: kings_only.min(MAX_SLICE_PIECES) }
    }

    /// The most pieces a slice of the scope holds.
    pub fn most_pieces(self) -> u32 {
        self.pieces.max(self.kings_only)
    }

    fn wants(self, s: Slice) -> bool {
        s.pieces() <= self.pieces || (s.kings_only() && s.pieces() <= self.kings_only)
    }

    /// The jobs in order: each a slice, with its swap where that differs.
    pub fn jobs(self) -> Vec<Vec<Slice>> {
        let top = self.most_pieces() as u8;
        let mut jobs = Vec::new();
        for a in 0..=top {
            for b in 0..=top - a {
                for c in 0..=top - a - b {
                    for d in 0..=top - a - b - c {
                        let s = Slice::new(a, b, c, d);
                        if a + b == 0 || c + d == 0 || !self.wants(s) || s.swapped() < s {
                            continue;
                        }
                        jobs.push(if s.swapped() == s { vec![s] } else { vec![s, s.swapped()] });
                    }
                }
            }
        }
        jobs.sort_by_key(|j| (j[0].pieces(), j[0].men(), j[0]));
        jobs
    }

    /// Entries over all slices (for progress).
    pub fn entries<R: Rules>(self) -> u64 {
        self.jobs().iter().flatten().map(|&s| Layout::new::<R>(s).entries()).sum()
    }
}

/// What happened to one slice.
#[derive(Clone, Debug)]
pub struct SliceReport {
    pub slice: Slice,
    pub entries: u64,
    /// Wins, draws, losses and capture entries (holes count as draws).
    pub counts: [u64; 4],
    /// The longest distance to conversion stored.
    pub longest: u32,
    /// Bytes it takes in memory (packed if large).
    pub memory: u64,
    /// Size of its file, if written or read.
    pub file_bytes: Option<u64>,
    /// Seconds spent solving it (with its swap), or `None` when read from its file.
    pub solved_in: Option<f64>,
    /// Why its file was not used, when it was solved.
    pub refused: Option<String>,
}

/// What a build tells as it goes.
pub enum Event<'a> {
    /// Entries done out of the total (solving counts each entry twice).
    Progress(u64, u64),
    Slice(&'a SliceReport),
}

fn report(slice: Slice, entries: &Entries, stats: Stats) -> SliceReport {
    SliceReport {
        slice,
        entries: entries.len(),
        counts: stats.counts,
        longest: stats.longest,
        memory: entries.memory(),
        file_bytes: None,
        solved_in: None,
        refused: None,
    }
}

/// Writes a slice's file (packing a small slice's entries for it); its size, if written.
fn save(dir: Option<&Path>, flavour: Flavour, slice: Slice, entries: &Entries, stats: &Stats) -> Option<u64> {
    let dir = dir?;
    let packed;
    let p = match entries {
        Entries::Packed(p) => p,
        Entries::Plain(raw) => {
            packed = Packed::pack(raw);
            &packed
        }
    };
    file::save(dir, flavour, slice, p, stats).ok()
}

/// A job solved: each slice's entries, statistics and file size (if written), and the
/// seconds it took.
type Solved = (Vec<(Entries, Stats, Option<u64>)>, f64);

/// Loads or makes every slice of `scope` for `flavour`; `dir` `None` keeps them in memory
/// only. A file that is missing or refused is solved again and rewritten. Up to `threads`
/// jobs are solved at a time: the jobs of the same pieces and men lead only into slices made
/// before them (a capture takes a piece, a crowning a man), so they are solved side by side.
pub fn build<R: Rules>(
    dir: Option<&Path>,
    flavour: Flavour,
    scope: Scope,
    threads: usize,
    on: &mut dyn FnMut(Event),
) -> Tables<R> {
    let mut tables = Tables::<R>::new(flavour);
    let total = 2 * scope.entries::<R>();
    let mut done = 0u64;
    let jobs = scope.jobs();
    let key = |job: &Vec<Slice>| (job[0].pieces(), job[0].men());
    for group in jobs.chunk_by(|a, b| key(a) == key(b)) {
        let (mut unsolved, mut refused): (Vec<Vec<Slice>>, Vec<Vec<Option<String>>>) =
            (Vec::new(), Vec::new());
        for job in group {
            let loaded: Vec<Result<Loaded, Refused>> = match dir {
                Some(d) => load_job::<R>(d, flavour, job),
                None => job.iter().map(|_| Err(Refused::Missing)).collect(),
            };
            if !loaded.iter().all(Result::is_ok) {
                unsolved.push(job.clone());
                refused.push(loaded.iter().map(|l| l.as_ref().err().map(|e| format!("{e:?}"))).collect());
                continue;
            }
            for (&s, l) in job.iter().zip(loaded.into_iter().flatten()) {
                let mut r = report(s, &l.entries, l.stats);
                r.file_bytes = if l.outdated {
                    save(dir, flavour, s, &l.entries, &l.stats)
                } else {
                    dir.and_then(|d| std::fs::metadata(file::path(d, flavour, s)).ok()).map(|m| m.len())
                };
                on(Event::Slice(&r));
                tables.insert_entries(s, l.entries);
            }
            done += 2 * job_entries::<R>(job);
            on(Event::Progress(done, total));
        }
        let base = done;
        let solved = solve_side_by_side(&tables, dir, &unsolved, threads, &mut |d| {
            on(Event::Progress(base + d, total));
        });
        for ((job, refused), result) in unsolved.into_iter().zip(refused).zip(solved) {
            done += 2 * job_entries::<R>(&job);
            // A job missing a slice it needs (the scope's order rules it out) or whose thread
            // failed is left out: the tables answer nothing there.
            let Some((slices, seconds)) = result else { continue };
            for ((s, (entries, stats, file_bytes)), why) in job.into_iter().zip(slices).zip(refused) {
                let mut r = report(s, &entries, stats);
                r.solved_in = Some(seconds);
                r.refused = why;
                r.file_bytes = file_bytes;
                on(Event::Slice(&r));
                tables.insert_entries(s, entries);
            }
        }
        on(Event::Progress(done, total));
    }
    tables
}

/// Each slice of `job` read from its file in `dir`, or why not.
fn load_job<R: Rules>(dir: &Path, flavour: Flavour, job: &[Slice]) -> Vec<Result<Loaded, Refused>> {
    job.iter().map(|&s| file::load(dir, flavour, s, Layout::new::<R>(s).entries())).collect()
}

/// What [`open`] found.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Opened {
    /// Slices read from their files.
    pub loaded: usize,
    /// Slices whose file is there but does not check out (damaged, truncated, another
    /// flavour's or version's).
    pub refused: usize,
}

/// Loads the slices of `scope` whose files in `dir` check out, solving and writing nothing:
/// for a reader of tables built elsewhere (the Hub engine reading the app's or `egdb`'s
/// folder). The tables answer nothing where a slice is left out; a slice's own entries never
/// depend on another slice, and a capture entry whose children are missing answers nothing.
pub fn open<R: Rules>(dir: &Path, flavour: Flavour, scope: Scope) -> (Tables<R>, Opened) {
    let mut tables = Tables::<R>::new(flavour);
    let mut opened = Opened::default();
    for job in scope.jobs() {
        for (s, l) in job.iter().zip(load_job::<R>(dir, flavour, &job)) {
            match l {
                Ok(l) => {
                    tables.insert_entries(*s, l.entries);
                    opened.loaded += 1;
                }
                // Missing: not built (yet), as a scope of fewer pieces leaves them.
                Err(Refused::Missing) => {}
                Err(_) => opened.refused += 1,
            }
        }
    }
    (tables, opened)
}

/// [`build`] for `flavour`'s rules, then installs the tables for the search to probe (the
/// one place that turns a flavour into its rules to build them).
pub fn build_installed(
    dir: Option<&Path>,
    flavour: Flavour,
    scope: Scope,
    threads: usize,
    on: &mut dyn FnMut(Event),
) {
    match flavour {
        Flavour::English => install(Arc::new(build::<EnglishRules>(dir, flavour, scope, threads, on))),
        Flavour::International(_) => {
            install(Arc::new(build::<InternationalRules>(dir, flavour, scope, threads, on)))
        }
    }
}

/// [`open`] for `flavour`'s rules, then installs what it read, if anything.
pub fn open_installed(dir: &Path, flavour: Flavour, scope: Scope) -> Opened {
    fn read<R: Rules>(dir: &Path, flavour: Flavour, scope: Scope) -> Opened {
        let (tables, opened) = open::<R>(dir, flavour, scope);
        if opened.loaded > 0 {
            install(Arc::new(tables));
        }
        opened
    }
    match flavour {
        Flavour::English => read::<EnglishRules>(dir, flavour, scope),
        Flavour::International(_) => read::<InternationalRules>(dir, flavour, scope),
    }
}

fn job_entries<R: Rules>(job: &[Slice]) -> u64 {
    job.iter().map(|&s| Layout::new::<R>(s).entries()).sum()
}

/// Solves `jobs` (independent of each other) on up to `threads` threads, each job's slices
/// packed and written as soon as solved; `progress` hears the entries done in all of them.
fn solve_side_by_side<R: Rules>(
    tables: &Tables<R>,
    dir: Option<&Path>,
    jobs: &[Vec<Slice>],
    threads: usize,
    progress: &mut dyn FnMut(u64),
) -> Vec<Option<Solved>> {
    if jobs.is_empty() {
        return Vec::new();
    }
    let next = AtomicUsize::new(0);
    let done: Vec<AtomicU64> = jobs.iter().map(|_| AtomicU64::new(0)).collect();
    let results: Vec<Mutex<Option<Solved>>> = jobs.iter().map(|_| Mutex::new(None)).collect();
    let work = || {
        loop {
            let i = next.fetch_add(1, Ordering::Relaxed);
            let Some(job) = jobs.get(i) else { break };
            let start = Instant::now();
            let Some(solved) = solve(tables, job, &mut |d, _| done[i].store(d, Ordering::Relaxed)) else {
                continue;
            };
            let seconds = start.elapsed().as_secs_f64();
            let slices = job
                .iter()
                .zip(solved)
                .map(|(&s, raw)| {
                    let stats = Stats::of(&raw);
                    let entries = Entries::from_raw(raw);
                    let file_bytes = save(dir, tables.flavour, s, &entries, &stats);
                    (entries, stats, file_bytes)
                })
                .collect();
            if let Ok(mut r) = results[i].lock() {
                *r = Some((slices, seconds));
            }
        }
    };
    std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads.clamp(1, jobs.len())).map(|_| scope.spawn(work)).collect();
        while handles.iter().any(|h| !h.is_finished()) {
            std::thread::sleep(Duration::from_millis(50));
            progress(done.iter().map(|d| d.load(Ordering::Relaxed)).sum());
        }
        // A thread that panicked leaves its job unsolved (and, if no other thread is left,
        // the jobs not started); the jobs solved stand.
        handles.into_iter().for_each(|h| drop(h.join()));
    });
    results.into_iter().map(|r| r.into_inner().ok().flatten()).collect()
}
