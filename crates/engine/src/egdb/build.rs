//! A set of tables: which slices ([`Scope`]), in the order they depend on each other
//! (fewer pieces first, then fewer men: captures and crownings lead to slices made before),
//! each loaded from its file when the file checks out, else solved and written.

use std::path::Path;
use std::time::Instant;

use damier_rules::draughts::Rules;

use super::file::{self, Refused};
use super::generate::solve;
use super::{Flavour, Layout, MAX_SLICE_PIECES, Slice, Tables, Wdl};

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

    fn wants(self, s: Slice) -> bool {
        s.pieces() <= self.pieces || (s.kings_only() && s.pieces() <= self.kings_only)
    }

    /// The jobs in order: each a slice, with its swap where that differs.
    pub fn jobs(self) -> Vec<Vec<Slice>> {
        let top = self.pieces.max(self.kings_only) as u8;
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

fn report(slice: Slice, entries: &[u8]) -> SliceReport {
    let mut counts = [0u64; 4];
    let mut longest = 0;
    for &e in entries {
        match Wdl::decode(e) {
            Some(Wdl::Win(d)) => {
                counts[0] += 1;
                longest = longest.max(d);
            }
            Some(Wdl::Draw) => counts[1] += 1,
            Some(Wdl::Loss(d)) => {
                counts[2] += 1;
                longest = longest.max(d);
            }
            None => counts[3] += 1,
        }
    }
    SliceReport {
        slice,
        entries: entries.len() as u64,
        counts,
        longest,
        file_bytes: None,
        solved_in: None,
        refused: None,
    }
}

/// Loads or makes every slice of `scope` for `flavour`; `dir` `None` keeps them in memory
/// only. A file that is missing or refused is solved again and rewritten.
pub fn build<R: Rules>(
    dir: Option<&Path>,
    flavour: Flavour,
    scope: Scope,
    on: &mut dyn FnMut(Event),
) -> Tables<R> {
    let mut tables = Tables::<R>::new(flavour);
    let total = 2 * scope.entries::<R>();
    let mut done = 0u64;
    for job in scope.jobs() {
        let sizes: Vec<u64> = job.iter().map(|&s| Layout::new::<R>(s).entries()).collect();
        let loaded: Vec<Result<Vec<u8>, Refused>> = match dir {
            Some(d) => job.iter().zip(&sizes).map(|(&s, &n)| file::load(d, flavour, s, n)).collect(),
            None => job.iter().map(|_| Err(Refused::Missing)).collect(),
        };
        let job_len: u64 = sizes.iter().sum();
        if loaded.iter().all(Result::is_ok) {
            for (&s, entries) in job.iter().zip(loaded.into_iter().flatten()) {
                let mut r = report(s, &entries);
                r.file_bytes =
                    dir.and_then(|d| std::fs::metadata(file::path(d, flavour, s)).ok()).map(|m| m.len());
                on(Event::Slice(&r));
                tables.insert(s, entries);
            }
            done += 2 * job_len;
            on(Event::Progress(done, total));
            continue;
        }
        let refused: Vec<Option<String>> =
            loaded.iter().map(|l| l.as_ref().err().map(|e| format!("{e:?}"))).collect();
        let start = Instant::now();
        let base = done;
        let solved = solve(&tables, &job, &mut |d, _| on(Event::Progress(base + d, total)));
        let Some(solved) = solved else {
            // A slice it needs is missing: the scope's order makes this impossible.
            continue;
        };
        let seconds = start.elapsed().as_secs_f64();
        for ((&s, entries), why) in job.iter().zip(solved).zip(refused) {
            let mut r = report(s, &entries);
            r.solved_in = Some(seconds);
            r.refused = why;
            r.file_bytes = dir.and_then(|d| file::save(d, flavour, s, &entries).ok());
            on(Event::Slice(&r));
            tables.insert(s, entries);
        }
        done += 2 * job_len;
    }
    tables
}
