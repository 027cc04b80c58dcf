//! The game as a tree: the main line is the record's moves (the model's [`GameState`]), and
//! beside each of them its annotations and variations, as PDN keeps them ([`PdnMove`]): NAGs,
//! a comment, other moves in its place. [`Notes`] holds them and follows the record; a
//! [`Place`] is a position inside the variations, where the board is while it shows one.
//!
//! [`GameState`]: crate::model::GameState

use damier_rules::{AnyGame, Move, PdnGame, PdnLine, PdnMove, PdnVariation};

/// A variation taken on the way to a position: variation `variation` of the move at index
/// `at` of the line it leaves.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Branch {
    pub at: usize,
    pub variation: usize,
}

/// A position in the tree: the variations taken from the main line, then `ply` moves of the
/// last one (no branch: `ply` moves of the main line).
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Place {
    pub branches: Vec<Branch>,
    pub ply: usize,
}

impl Place {
    /// `ply` moves of the main line.
    pub fn main(ply: usize) -> Place {
        Place { branches: Vec::new(), ply }
    }

    pub fn is_main(&self) -> bool {
        self.branches.is_empty()
    }
}

/// The annotations and variations of a game's moves, and the comment before its first.
#[derive(Clone, Default, PartialEq, Eq, Debug)]
pub struct Notes {
    comment: Option<String>,
    /// The main line: one entry per move of the record, the same moves.
    main: Vec<PdnMove>,
}

impl Notes {
    /// The notes of a game read from PDN.
    pub fn from_pdn(pdn: &PdnGame) -> Notes {
        Notes { comment: pdn.comment.clone(), main: pdn.moves.clone() }
    }

    /// Follows the record: the notes of the moves it still plays are kept, the rest go, its
    /// new moves come without notes.
    pub fn sync(&mut self, moves: &[Move]) {
        let same = self.main.iter().zip(moves).take_while(|(n, m)| n.mv == **m).count();
        self.main.truncate(same);
        self.main.extend(moves[same..].iter().copied().map(PdnMove::new));
    }

    /// Puts the notes into `pdn`, the PDN of the record they follow.
    pub fn write_into(&self, pdn: &mut PdnGame) {
        if self.comment.is_some() {
            pdn.comment.clone_from(&self.comment);
        }
        for (m, note) in pdn.moves.iter_mut().zip(&self.main) {
            if m.mv == note.mv {
                *m = note.clone();
            }
        }
    }

    /// Whether nothing is noted: no comment, NAG or variation anywhere.
    pub fn is_plain(&self) -> bool {
        self.comment.is_none()
            && self.main.iter().all(|m| m.nags.is_empty() && m.comment.is_none() && m.variations.is_empty())
    }

    pub fn comment(&self) -> Option<&str> {
        self.comment.as_deref()
    }

    /// The main line's moves with their notes.
    pub fn main_line(&self) -> &[PdnMove] {
        &self.main
    }

    /// Sets the NAGs and comment of main-line move `ply` (0-based), if it is played.
    pub fn annotate(&mut self, ply: usize, nags: Vec<u8>, comment: Option<String>) {
        if let Some(m) = self.main.get_mut(ply) {
            m.nags = nags;
            m.comment = comment;
        }
    }

    /// The moves of the line reached by `branches` (none: the main line).
    pub fn line(&self, branches: &[Branch]) -> Option<&[PdnMove]> {
        let mut line = self.main.as_slice();
        for b in branches {
            match line.get(b.at)?.variations.get(b.variation)? {
                PdnVariation::Line(l) => line = &l.moves,
                PdnVariation::Text(_) => return None,
            }
        }
        Some(line)
    }

    fn line_mut(&mut self, branches: &[Branch]) -> Option<&mut Vec<PdnMove>> {
        let mut line = &mut self.main;
        for b in branches {
            match line.get_mut(b.at)?.variations.get_mut(b.variation)? {
                PdnVariation::Line(l) => line = &mut l.moves,
                PdnVariation::Text(_) => return None,
            }
        }
        Some(line)
    }

    /// The moves from the start to `place`, if it is in the tree.
    pub fn moves_to(&self, place: &Place) -> Option<Vec<Move>> {
        let mut out = Vec::new();
        for (i, b) in place.branches.iter().enumerate() {
            let line = self.line(&place.branches[..i])?;
            out.extend(line.get(..b.at)?.iter().map(|m| m.mv));
        }
        let line = self.line(&place.branches)?;
        out.extend(line.get(..place.ply)?.iter().map(|m| m.mv));
        Some(out)
    }

    /// The record up to `place`: the game shown there (with its history, for the rules).
    pub fn game_at(&self, record: &AnyGame, place: &Place) -> Option<AnyGame> {
        let moves = self.moves_to(place)?;
        let same = record.moves().iter().zip(&moves).take_while(|(a, b)| a == b).count();
        let mut game = record.clone();
        while game.moves().len() > same {
            game.undo();
        }
        for m in &moves[same..] {
            game.play(m).ok()?;
        }
        Some(game)
    }

    /// Where `m` played at `place` leads, except at the end of the main line (the record
    /// grows there, not the notes): the line's next move if it is `m`, else the variation of
    /// that move that starts with `m` (a new one if none does). At the end of a variation,
    /// `m` is added to it.
    pub fn play(&mut self, place: &Place, m: Move) -> Option<Place> {
        let ply = place.ply;
        let line = self.line_mut(&place.branches)?;
        if ply == line.len() {
            if place.is_main() {
                return None;
            }
            line.push(PdnMove::new(m));
            return Some(Place { branches: place.branches.clone(), ply: ply + 1 });
        }
        let next = line.get_mut(ply)?;
        if next.mv == m {
            return Some(Place { branches: place.branches.clone(), ply: ply + 1 });
        }
        let starts_with_m = |v: &PdnVariation| matches!(v, PdnVariation::Line(l) if l.moves.first().is_some_and(|f| f.mv == m));
        let variation = next.variations.iter().position(starts_with_m).unwrap_or_else(|| {
            let line = PdnLine { comment: None, moves: vec![PdnMove::new(m)] };
            next.variations.push(PdnVariation::Line(line));
            next.variations.len() - 1
        });
        let mut branches = place.branches.clone();
        branches.push(Branch { at: ply, variation });
        Some(Place { branches, ply: 1 })
    }

    /// One move back from `place`: out of a variation at its first move.
    pub fn back(&self, place: &Place) -> Place {
        let mut p = place.clone();
        if p.ply > 1 || p.is_main() {
            p.ply = p.ply.saturating_sub(1);
        } else if let Some(b) = p.branches.pop() {
            p.ply = b.at;
        }
        p
    }

    /// One move forward from `place` along its line, if there is one.
    pub fn forward(&self, place: &Place) -> Place {
        let len = self.line(&place.branches).map_or(0, <[PdnMove]>::len);
        Place { branches: place.branches.clone(), ply: (place.ply + 1).min(len) }
    }

    /// Makes the variation `place` is in (its last branch) the line it leaves, from the move
    /// it replaces on: that line's moves from there become the first variation of the
    /// promoted move, followed by the other variations there (the replaced move's, then the
    /// promoted move's own). Nothing is lost: the variation's opening comment goes after the
    /// move before it, or, at a line's first move, opens the line that gave way. Returns where
    /// `place` is in the tree then.
    pub fn promote(&mut self, place: &Place) -> Option<Place> {
        let (b, parent) = place.branches.split_last()?;
        let line = self.line_mut(parent)?;
        let variations = &mut line.get_mut(b.at)?.variations;
        if !matches!(variations.get(b.variation), Some(PdnVariation::Line(l)) if !l.moves.is_empty()) {
            return None;
        }
        let PdnVariation::Line(promoted) = variations.remove(b.variation) else { return None };
        let mut replaced = line.split_off(b.at);
        let others = std::mem::take(&mut replaced[0].variations);
        let mut moves = promoted.moves;
        let mut lead = None;
        match (promoted.comment, b.at.checked_sub(1).and_then(|i| line.get_mut(i))) {
            (Some(c), Some(before)) => {
                before.comment =
                    Some(before.comment.take().map_or_else(|| c.clone(), |old| format!("{old} {c}")));
            }
            (comment, _) => lead = comment,
        }
        let own = std::mem::take(&mut moves[0].variations);
        let mut alternatives = vec![PdnVariation::Line(PdnLine { comment: lead, moves: replaced })];
        alternatives.extend(others);
        alternatives.extend(own);
        moves[0].variations = alternatives;
        line.extend(moves);
        Some(Place { branches: parent.to_vec(), ply: b.at + place.ply })
    }

    /// Deletes the variation `place` is in (its last branch); returns where it started.
    pub fn delete(&mut self, place: &Place) -> Option<Place> {
        let (b, parent) = place.branches.split_last()?;
        let line = self.line_mut(parent)?;
        let variations = &mut line.get_mut(b.at)?.variations;
        (b.variation < variations.len()).then(|| variations.remove(b.variation))?;
        Some(Place { branches: parent.to_vec(), ply: b.at })
    }
}

#[cfg(test)]
mod tests {
    use damier_rules::{GameOptions, Variant, read_pdn, write_pdn};

    use super::*;

    fn game(moves: &[&str]) -> AnyGame {
        let mut g = AnyGame::start(Variant::International, GameOptions::default());
        for text in moves {
            let m = g.parse_move(text).expect("legal");
            g.play(&m).expect("legal");
        }
        g
    }

    fn mv(g: &AnyGame, text: &str) -> Move {
        g.parse_move(text).expect("legal")
    }

    #[test]
    fn moves_off_the_line_make_variations_that_are_written_and_read_back() {
        let record = game(&["32-28", "19-23", "28x19", "14x23"]);
        let mut notes = Notes::default();
        notes.sync(record.moves());
        // After 32-28, Black plays 18-22 instead of 19-23: a variation of move 1.
        let after_one = game(&["32-28"]);
        let place = notes.play(&Place::main(1), mv(&after_one, "18-22")).expect("in the tree");
        assert_eq!(place, Place { branches: vec![Branch { at: 1, variation: 0 }], ply: 1 });
        // The same move again goes into the same variation; the main move stays the main move.
        assert_eq!(notes.play(&Place::main(1), mv(&after_one, "18-22")), Some(place.clone()));
        assert_eq!(notes.play(&Place::main(1), mv(&after_one, "19-23")), Some(Place::main(2)));
        // The variation goes on.
        let shown = notes.game_at(&record, &place).expect("replays");
        assert_eq!(shown.moves().len(), 2);
        let deeper = notes.play(&place, mv(&shown, "37-32")).expect("in the tree");
        assert_eq!(deeper.ply, 2);
        assert_eq!(notes.back(&deeper), place);
        assert_eq!(notes.back(&place), Place::main(1), "out of the variation at its first move");
        assert_eq!(notes.forward(&place), deeper);
        assert_eq!(notes.forward(&deeper), deeper, "the variation's last move");
        // Written into the record's PDN and read back: the same tree.
        let mut pdn = record.to_pdn(Vec::new());
        notes.write_into(&mut pdn);
        let text = write_pdn(std::slice::from_ref(&pdn));
        assert!(text.contains("(1... 18-22 2. 37-32)"), "{text}");
        let read = read_pdn(&text).remove(0).expect("reads");
        assert_eq!(Notes::from_pdn(&read), notes);
        assert!(!notes.is_plain());
        // Deleting it leaves the main line as it was.
        assert_eq!(notes.delete(&deeper), Some(Place::main(1)));
        assert!(notes.is_plain());
    }

    #[test]
    fn a_promoted_variation_becomes_the_line_it_left_and_the_line_its_first_variation() {
        let record = game(&["32-28", "19-23", "28x19", "14x23"]);
        let mut notes = Notes::default();
        notes.sync(record.moves());
        let after_one = game(&["32-28"]);
        let other = notes.play(&Place::main(1), mv(&after_one, "18-22")).expect("in the tree");
        notes.play(&Place::main(1), mv(&after_one, "17-21")).expect("in the tree");
        let deeper = notes.play(&other, mv(&game(&["32-28", "18-22"]), "37-32")).expect("in the tree");
        notes.annotate(1, vec![2], Some("weak".to_owned()));
        // 18-22 (and 37-32 after it) in place of 19-23 and what followed it.
        assert_eq!(notes.promote(&deeper), Some(Place::main(3)));
        let main: Vec<Move> = notes.main_line().iter().map(|m| m.mv).collect();
        let promoted = game(&["32-28", "18-22", "37-32"]);
        assert_eq!(main, promoted.moves());
        let branch = |variation| vec![Branch { at: 1, variation }];
        let old = notes.line(&branch(0)).expect("the old line, first");
        assert_eq!(old.iter().map(|m| m.mv).collect::<Vec<_>>(), &record.moves()[1..]);
        assert_eq!((old[0].nags.as_slice(), old[0].comment.as_deref()), ([2].as_slice(), Some("weak")));
        let kept = notes.line(&branch(1)).expect("the other variation after it");
        assert_eq!(kept[0].mv, mv(&after_one, "17-21"));
        assert!(notes.line(&branch(2)).is_none());
        // Written: the promoted line is the main line, the old one in parentheses.
        let mut pdn = promoted.to_pdn(Vec::new());
        notes.write_into(&mut pdn);
        let text = write_pdn(std::slice::from_ref(&pdn));
        assert!(
            text.contains("1. 32-28 18-22 (1... 19-23 $2 {weak} 2. 28x19 14x23) (1... 17-21) 2. 37-32"),
            "{text}"
        );
        // Promoted back: the first tree again, the variations in their new order.
        assert_eq!(notes.promote(&Place { branches: branch(0), ply: 3 }), Some(Place::main(4)));
        let main: Vec<Move> = notes.main_line().iter().map(|m| m.mv).collect();
        assert_eq!(main, record.moves());
        assert_eq!(notes.line(&branch(0)).map(<[PdnMove]>::len), Some(2), "18-22 37-32");
        // The main line is no variation.
        assert_eq!(notes.promote(&Place::main(2)), None);
    }

    #[test]
    fn the_notes_follow_the_record() {
        let record = game(&["32-28", "17-21", "31-27"]);
        let mut notes = Notes::default();
        notes.sync(record.moves());
        notes.annotate(1, vec![2], Some("weak".to_owned()));
        notes.annotate(2, vec![1], None);
        // Taken back to one move and another played: the notes of the move kept stay.
        let other = game(&["32-28", "17-21", "33-29"]);
        notes.sync(other.moves());
        assert_eq!(notes.main_line()[1].nags, [2]);
        assert!(notes.main_line()[2].nags.is_empty());
        assert_eq!(notes.main_line().len(), 3);
        notes.sync(&other.moves()[..1]);
        assert_eq!(notes.main_line().len(), 1);
        assert!(notes.line(&[Branch { at: 0, variation: 0 }]).is_none());
    }
}
