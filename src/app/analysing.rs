//! The analysis's commands ([`crate::analysis`]): the mode on and off and its engine (Damier's
//! own or an added one), moves made on the board while it is on (they explore: the game's line
//! goes on at its end, a variation is made or followed anywhere else), going through the
//! variations, promoting one, and the game's analysis with the marks it leaves on the moves.

use damier_rules::Piece;

use super::*;
use crate::analysis::review::Mark;
use crate::analysis::tree::{Notes, Place};
use crate::analysis::{Analysis, Polled};

impl DamierApp {
    /// The analysis: its mode, the game's notes and variations, the game's analysis.
    pub fn analysis(&self) -> &Analysis {
        &self.live.analysis
    }

    /// The game's comments, NAGs and variations.
    pub fn notes(&self) -> &Notes {
        &self.saved.notes
    }

    /// Carries out the analysis's commands, and the moves and steps through the game while
    /// the board shows the analysis's position. Gives back any other command.
    pub(super) fn run_analysis(&mut self, command: Command) -> Option<Command> {
        let exploring = self.live.analysis.place().cloned();
        match (command, exploring) {
            (Command::Analyse, _) => self.set_analysis(true),
            (Command::ToggleAnalysis, _) => self.set_analysis(!self.live.analysis.is_on()),
            (Command::Explore(place), _) => self.explore(Some(place)),
            (Command::DeleteVariation(place), _) => {
                let back = self.saved.notes.delete(&place);
                self.explore(back);
                self.autosave();
            }
            (Command::PromoteVariation(place), _) => self.promote(&place),
            (Command::AnalyseGame, _) => self.live.analysis.start_review(self.saved.game.record()),
            (Command::CancelGameAnalysis, _) => self.live.analysis.cancel_review(),
            (Command::AnalysisTime(seconds), _) => self.live.analysis.set_time_per_move(seconds),
            (Command::Play(m), place) if self.live.analysis.is_on() => return self.explore_move(m, place),
            (Command::SubmitMoveEntry, place) if self.live.analysis.is_on() => {
                return self.explore_typed(place);
            }
            (Command::Review(ply), Some(_)) => {
                self.explore(None);
                return Some(Command::Review(ply));
            }
            (Command::ReviewBack, Some(place)) => self.explore(Some(self.saved.notes.back(&place))),
            (Command::ReviewForward, Some(place)) => {
                self.explore(Some(self.saved.notes.forward(&place)));
            }
            (Command::ReviewEnd, Some(_)) => {
                self.explore(None);
                return Some(Command::ReviewEnd);
            }
            (other, _) => return Some(other),
        }
        None
    }

    /// The analysis mode on or off: on, the game stops (clocks, the computer) and the engine
    /// thinks about the position shown.
    fn set_analysis(&mut self, on: bool) {
        self.live.analysis.set_on(on);
        self.live.hint = None;
        self.live.board.cancel();
        self.pause_for_dialogs();
    }

    /// Shows `place` in the variations (a place on the main line shows the game there).
    fn explore(&mut self, place: Option<Place>) {
        self.live.board.cancel();
        if let Some(ply) = place.as_ref().filter(|p| p.is_main()).map(|p| p.ply) {
            self.saved.game.review(ply);
        } else if let Some(p) = place.as_ref() {
            // The game's line under a variation is shown up to where the variation leaves it.
            if let Some(b) = p.branches.first() {
                self.saved.game.review(b.at);
            }
        }
        self.live.analysis.go_to(place);
    }

    /// Makes the variation `place` is in the line it leaves, and shows the same position
    /// there. A variation of the game's moves becomes the game's line: the record is played
    /// again along it (the clocks and a pause kept as they are).
    fn promote(&mut self, place: &Place) {
        let Some(to) = self.saved.notes.promote(place) else { return };
        if to.is_main() {
            let s = &self.saved.game;
            let now = self.live.now;
            let mut record = crate::analysis::review::up_to(s.record(), 0);
            for m in self.saved.notes.main_line() {
                if record.play(&m.mv).is_err() {
                    break;
                }
            }
            let mut game = GameState::with_record(s.setup().clone(), record, now);
            if let Some(clocks) = s.clock_state(now) {
                game.set_clock_state(clocks, now);
            }
            if s.is_paused_by_user() {
                game.set_paused(now, |p| p.by_user = true);
            }
            self.live.engine.cancel();
            self.live.engines.cancel();
            self.saved.game = game;
            self.pause_for_dialogs();
            self.history_changed();
        }
        self.explore(Some(to));
        self.autosave();
    }

    /// A move on the board in the analysis mode: at the end of the game's line, the game goes
    /// on; elsewhere, the move is followed in the tree (a new variation if it is in none).
    /// Gives back the move to play when it goes on the game's line.
    fn explore_move(&mut self, m: Move, place: Option<Place>) -> Option<Command> {
        let s = &self.saved.game;
        let place = place.unwrap_or_else(|| Place::main(s.shown_ply()));
        if place.is_main() && place.ply == s.len() {
            return Some(Command::Play(m));
        }
        let next = self.saved.notes.play(&place, m);
        if let Some(next) = next {
            self.explore(Some(next));
            self.autosave();
        }
        None
    }

    /// The typed move, in the analysis mode: read in the position shown, then played there
    /// as a move on the board is.
    fn explore_typed(&mut self, place: Option<Place>) -> Option<Command> {
        let text = self.live.move_entry.trim().to_owned();
        let shown = self.live.analysis.shown()?;
        match shown.parse_move(&text) {
            Ok(m) => {
                self.live.move_entry.clear();
                self.explore_move(m, place)
            }
            Err(e) => {
                self.live.status = Some(bad_move_text(&text, e));
                None
            }
        }
    }

    /// What the board shows: the pieces, the last move, and the moves the user may make
    /// (in the analysis mode, any legal move of the position shown).
    pub(super) fn board_position(&self) -> (Vec<Option<Piece>>, Option<Move>, Vec<Move>) {
        let s = &self.saved.game;
        if let Some(shown) = self.live.analysis.shown() {
            let ply = shown.moves().len();
            let legal = if self.live.analysis.is_on() && shown.outcome().is_none() {
                shown.legal_moves()
            } else {
                Vec::new()
            };
            return (shown.pieces_at(ply), shown.moves().last().copied(), legal);
        }
        let (ply, record) = (s.shown_ply(), s.record());
        let last = ply.checked_sub(1).and_then(|p| record.moves().get(p)).copied();
        (record.pieces_at(ply), last, s.user_moves().to_vec())
    }

    /// Drains the analysis's answers and keeps it on the position shown; a finished game
    /// analysis leaves its marks on the moves.
    pub(super) fn update_analysis(&mut self) {
        if self.live.analysis.poll() == Polled::ReviewDone {
            self.mark_moves();
        }
        if let Some(message) = self.live.analysis.take_failure() {
            self.live.status = Some(Message::new("status-engine-error").arg("error", message));
        }
        if let Some((id, error)) = self.live.analysis.take_engine_failure() {
            self.analyser_failed(id, &error);
        }
        // The analyser chosen, while the mode is on: an added engine, or Damier's own.
        let settings = &self.saved.settings;
        let engine =
            settings.analyser.and_then(|id| settings.engine(id)).filter(|_| self.live.analysis.is_on());
        self.live.analysis.use_engine(engine);
        let s = &self.saved.game;
        self.live.analysis.follow(s.record(), &mut self.saved.notes, s.shown_ply());
    }

    /// Puts the game analysis's judgements on the moves: `?!`, `?` or `??` (NAGs 6, 2, 4, in
    /// place of any earlier judgement) and the better move in the comment, unless the move
    /// has a comment already.
    fn mark_moves(&mut self) {
        let Some(review) = self.live.analysis.review() else { return };
        if review.game().moves() != self.saved.game.record().moves() {
            return;
        }
        let view = self.view();
        let judged: Vec<(usize, Mark, String)> = review
            .judge()
            .iter()
            .map(|j| {
                let before = crate::analysis::review::up_to(review.game(), j.ply);
                let better = before.move_text_of(&j.better);
                let score = Arg::from(panels::format_score(&self.live.tr, j.white));
                (
                    j.ply,
                    j.mark,
                    view.tr.fmt("analysis-better", &[("move", Arg::from(better)), ("score", score)]),
                )
            })
            .collect();
        let notes = &mut self.saved.notes;
        for (ply, mark, comment) in judged {
            let Some(m) = notes.main_line().get(ply) else { continue };
            let mut nags: Vec<u8> = m.nags.iter().copied().filter(|&n| !Mark::is_quality_nag(n)).collect();
            nags.insert(0, mark.nag());
            let comment = m.comment.clone().or(Some(comment));
            notes.annotate(ply, nags, comment);
        }
        self.autosave();
    }

    /// The notes of a game just started or opened; the analysis mode goes off (a new game
    /// against the computer is played, not studied).
    pub(super) fn analysis_new_game(&mut self, notes: Notes) {
        self.saved.notes = notes;
        self.live.analysis.new_game();
        self.set_analysis(false);
    }
}
