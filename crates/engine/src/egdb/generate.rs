//! Retrograde analysis of one slice (or a slice and its swap, whose positions lead into
//! each other): every position is first looked at forwards with the rules crate's move
//! generator (no move: lost; a capture, compulsory, or a crowning leaves the slice and is
//! valued from the smaller slices already made); then, level by level, results flow back to
//! the positions one quiet move earlier (un-moves of the side that just moved: a king back
//! along a diagonal, a man one step back), the loser's count of moves not yet known to lose
//! falling to zero. What is left unknown is a draw.

use damier_rules::draughts::{Draughts, Geometry, Rules};
use damier_rules::{Move, Position};

use super::{Layout, Placement, Slice, Tables, Wdl};

/// `left` of a position that is settled from the start (a hole, a capture, or no quiet
/// move leading inside the job).
const SETTLED: u8 = u8::MAX;
/// `left` of a position that must capture (written as [`super::CAPTURE`] in files).
const CAPTURES: u8 = u8::MAX - 1;

/// Per square, the squares along each diagonal (up-left, up-right, down-left, down-right),
/// nearest first.
fn rays<R: Rules>() -> Vec<[Vec<u8>; 4]> {
    (0..Geometry::<R>::SQUARES as u8)
        .map(|s| {
            let (r, c) = Geometry::<R>::coords(s);
            [(-1, -1), (-1, 1), (1, -1), (1, 1)].map(|(dr, dc)| {
                (1..)
                    .map_while(|i| Geometry::<R>::square_at(r + i * dr, c + i * dc))
                    .take(if R::FLYING_KINGS { 64 } else { 1 })
                    .collect()
            })
        })
        .collect()
}

/// What a job is: the slices solved together, where their entries start in one array.
struct Job {
    layouts: Vec<Layout>,
    starts: Vec<u64>,
}

impl Job {
    fn new<R: Rules>(slices: &[Slice]) -> Job {
        let layouts: Vec<Layout> = slices.iter().map(|&s| Layout::new::<R>(s)).collect();
        let mut starts = vec![0];
        for l in &layouts {
            starts.push(starts[starts.len() - 1] + l.entries());
        }
        Job { layouts, starts }
    }

    fn len(&self) -> u64 {
        self.starts[self.layouts.len()]
    }

    /// The index in the job of a placement of one of its slices.
    fn index(&self, p: &Placement) -> Option<u64> {
        let slice = p.slice();
        let i = self.layouts.iter().position(|l| l.slice == slice)?;
        Some(self.starts[i] + self.layouts[i].index(p))
    }

    fn placement(&self, g: u64) -> Option<Placement> {
        let i = self.starts.partition_point(|&s| s <= g) - 1;
        self.layouts[i].placement(g - self.starts[i])
    }
}

/// The forward look at one position: settled (its entry), or open with this many quiet
/// moves inside the job.
enum First {
    Settled(Wdl, bool),
    Open(u8),
}

/// The first look at a position with the move generator.
fn first_look<R: Rules>(
    job: &Job,
    lower: &Tables<R>,
    pos: &Draughts<R>,
    moves: &mut Vec<Move>,
) -> Option<First> {
    pos.generate_moves(moves);
    if moves.is_empty() {
        // Seed 002 rule 23, seed 004: no move loses.
        return Some(First::Settled(Wdl::Loss(0), false));
    }
    if moves[0].is_capture() {
        return Some(First::Settled(lower.best_child(pos, moves)?, true));
    }
    let list = std::mem::take(moves);
    let (mut inside, mut draw_exit, mut best) = (0u8, false, None::<Wdl>);
    for m in &list {
        let mut child = *pos;
        child.play_unchecked(m);
        let p = Placement::of(&child);
        if job.index(&p).is_some() {
            inside += 1;
            continue;
        }
        // A crowning: the child is in a slice with fewer men, made before.
        let v = lower.value(&p, moves)?.before(true);
        draw_exit |= v == Wdl::Draw;
        if best.is_none_or(|b| v.rank() > b.rank()) {
            best = Some(v);
        }
    }
    *moves = list;
    Some(match best {
        Some(w @ Wdl::Win(_)) => First::Settled(w, false),
        _ if inside == 0 => First::Settled(best.unwrap_or(Wdl::Draw), false),
        // A drawing crowning: the position can never be lost; one count that never falls.
        _ => First::Open(inside + u8::from(draw_exit)),
    })
}

/// The placements one quiet move of the side not to move earlier (their un-moves), in the
/// tables' orientation (so seen by that side).
fn unmoves<R: Rules>(p: &Placement, rays: &[[Vec<u8>; 4]], out: &mut Vec<Placement>) {
    out.clear();
    let occupied = p.us_men | p.us_kings | p.them_men | p.them_kings;
    let mut kings = p.them_kings;
    while kings != 0 {
        let t = kings.trailing_zeros() as usize;
        kings &= kings - 1;
        for ray in &rays[t] {
            for &s in ray.iter().take_while(|&&s| occupied >> s & 1 == 0) {
                let before = Placement { them_kings: p.them_kings ^ (1 << t) ^ (1 << s), ..*p };
                out.push(before.flipped::<R>());
            }
        }
    }
    // Their men move down the board: they came from the row above (seed 002 rule 7).
    let mut men = p.them_men;
    while men != 0 {
        let t = men.trailing_zeros() as usize;
        men &= men - 1;
        for ray in &rays[t][..2] {
            if let Some(&s) = ray.first().filter(|&&s| occupied >> s & 1 == 0) {
                let before = Placement { them_men: p.them_men ^ (1 << t) ^ (1 << s), ..*p };
                out.push(before.flipped::<R>());
            }
        }
    }
}

/// Progress of a solve: entries looked at so far, out of the job's total (twice: the first
/// look, then the levels).
pub type Progress<'a> = &'a mut dyn FnMut(u64, u64);

/// Solves `slices` (one slice, or a slice and its swap) given the smaller slices in
/// `lower`; returns each slice's entries, with [`super::CAPTURE`] where a capture is pending.
/// `None` if a slice it needs is missing from `lower`.
pub fn solve<R: Rules>(lower: &Tables<R>, slices: &[Slice], progress: Progress) -> Option<Vec<Vec<u8>>> {
    let job = Job::new::<R>(slices);
    let n = job.len();
    assert!(n < u64::from(u32::MAX), "a job of {n} entries is too large for the level lists");
    let mut value = vec![Wdl::Draw.encode(); n as usize];
    let mut left = vec![SETTLED; n as usize];
    let mut levels: Vec<Vec<u32>> = Vec::new();
    let mut moves = Vec::with_capacity(64);
    let drawn = slices.iter().any(|&s| lower.flavour.drawn_at_once(s));
    for g in 0..n {
        if g % (1 << 20) == 0 {
            progress(g, 2 * n);
        }
        let Some(pos) = job.placement(g).and_then(|p| p.position::<R>()) else { continue };
        if drawn {
            continue;
        }
        match first_look(&job, lower, &pos, &mut moves)? {
            First::Settled(w, capture) => {
                value[g as usize] = w.encode();
                left[g as usize] = if capture { CAPTURES } else { SETTLED };
                if let Wdl::Win(d) | Wdl::Loss(d) = w {
                    push(&mut levels, d, g);
                }
            }
            First::Open(count) => left[g as usize] = count,
        }
    }
    let rays = rays::<R>();
    let mut before = Vec::with_capacity(64);
    let mut done = 0u64;
    let mut level = 0;
    while level < levels.len() {
        let list = std::mem::take(&mut levels[level]);
        done += list.len() as u64;
        progress(n + done.min(n), 2 * n);
        for &g in &list {
            let Some(p) = job.placement(u64::from(g)) else { continue };
            let lost = matches!(Wdl::decode(value[g as usize]), Some(Wdl::Loss(_)));
            unmoves::<R>(&p, &rays, &mut before);
            for q in &before {
                let Some(i) = job.index(q) else { continue };
                let i = i as usize;
                if left[i] >= CAPTURES || value[i] != Wdl::Draw.encode() {
                    continue;
                }
                let d = level as u32 + 1;
                if lost {
                    value[i] = Wdl::Win(d).encode();
                    push(&mut levels, d, i as u64);
                } else {
                    left[i] -= 1;
                    if left[i] == 0 {
                        value[i] = Wdl::Loss(d).encode();
                        push(&mut levels, d, i as u64);
                    }
                }
            }
        }
        level += 1;
    }
    progress(2 * n, 2 * n);
    for (v, l) in value.iter_mut().zip(&left) {
        if *l == CAPTURES {
            *v = super::CAPTURE;
        }
    }
    Some(job.starts.windows(2).map(|w| value[w[0] as usize..w[1] as usize].to_vec()).collect())
}

fn push(levels: &mut Vec<Vec<u32>>, d: u32, g: u64) {
    let d = d as usize;
    if levels.len() <= d {
        levels.resize_with(d + 1, Vec::new);
    }
    levels[d].push(g as u32);
}
