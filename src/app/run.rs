//! Commands carried out: [`DamierApp::run`], the one place that changes the app's state for
//! a [`Command`], and what the commands do to the game (moves, take back, draws, resigning,
//! replacing the game in progress).

use super::*;

impl DamierApp {
    /// Starts a game (the New game dialog, a test, a position set up from FEN).
    pub fn start_game(&mut self, setup: Setup) {
        match GameState::new(setup, self.live.now) {
            Ok(game) => self.replace_session(game),
            Err(error) => {
                let error = Message::Problem(crate::problem::Problem::Fen(error));
                self.live.status = Some(Message::new("status-fen-error").said("error", error));
            }
        }
    }

    pub(super) fn replace_session(&mut self, game: GameState) {
        self.live.engine.new_game();
        self.live.engines.cancel();
        self.saved.game = game;
        self.live.flip = false;
        self.live.in_file = None;
        self.live.engine_notice = None;
        self.analysis_new_game(crate::analysis::tree::Notes::default());
        self.history_changed();
    }

    /// A game with moves played and no result yet: replacing it asks first.
    pub(super) fn in_progress(&self) -> bool {
        let s = &self.saved.game;
        !s.is_over() && !s.is_empty()
    }

    /// Opens the New game dialog or a PDN file, the game in progress saved or discarded.
    pub(super) fn replace(&mut self, what: Replace) {
        match what {
            Replace::NewGame => {
                self.live.dialogs.new_game = Some(NewGameDialog::new(&self.saved.settings.new_game));
            }
            Replace::OpenPdn => self.live.files.open_pdn(self.saved.game.setup().options, &self.live.tr),
            Replace::Pasted => {
                if let Some(opened) = self.live.pasted.take() {
                    self.open_game(opened);
                    self.live.status = Some(Message::new("status-pasted"));
                }
            }
            Replace::FromEditor { analyse } => self.play_from_editor(analyse),
        }
    }

    /// Replaces the game, asking first (Save / Discard / Cancel) when one is in progress.
    pub(super) fn guard(&mut self, what: Replace) {
        if self.in_progress() {
            self.live.dialogs.confirm = Some(Confirm::Replace(what));
        } else {
            self.replace(what);
        }
    }

    /// Carries out a command: the one place the app's state changes.
    pub fn run(&mut self, command: Command, ctx: &egui::Context) {
        let Some(command) = self.run_editing(command).and_then(|c| self.run_engines(c)) else { return };
        let Some(command) = self.run_analysis(command) else { return };
        match command {
            Command::NewGameDialog => self.guard(Replace::NewGame),
            Command::StartGame { choice, fen } => self.start_from_choice(choice, fen),
            Command::OpenPdn => self.guard(Replace::OpenPdn),
            Command::SavePdn => self.save_pdn(),
            Command::SaveThen(what) => {
                self.live.after_save = Some(what);
                self.save_pdn();
            }
            Command::DiscardThen(what) => self.replace(what),
            Command::CopyFen => {
                let s = &self.saved.game;
                ctx.copy_text(s.record().fen_at(s.shown_ply()));
            }
            Command::CopyPdn => ctx.copy_text(self.pdn_text()),
            Command::OpenPicked(index) => self.open_picked(index),
            Command::Paste(text) => self.paste(&text),
            Command::Quit => ctx.send_viewport_cmd(egui::ViewportCommand::Close),
            Command::FlipBoard => self.live.flip = !self.live.flip,
            Command::WhiteAtBottom(on) => {
                self.live.flip = false;
                self.change_settings(|s| s.white_at_bottom = on);
            }
            Command::ShowLabels(on) => self.change_settings(|s| s.show_labels = on),
            Command::Animate(on) => self.change_settings(|s| s.animate = on),
            Command::ToggleMute => self.change_settings(|s| s.mute = !s.mute),
            Command::AnimationMs(ms) => self.change_settings(|s| s.animation_ms = ms),
            Command::SetLanguage(language) => self.set_language(language),
            Command::Play(m) => self.play(m, true),
            Command::BoardMessage(message) => {
                let s = &self.saved.game;
                // Nothing can move when the game is over or an earlier position is shown.
                self.live.status = (!s.is_over() && !s.is_reviewing()).then_some(message);
            }
            Command::SubmitMoveEntry => self.submit_move_entry(),
            Command::TakeBack => self.step_history(GameState::take_back),
            Command::Redo => self.step_history(GameState::redo),
            Command::MoveNow => self.live.engine.move_now(),
            Command::OfferDraw => self.offer_draw(),
            Command::AcceptDraw => {
                self.live.draw_offer = None;
                self.declare(Declared::Agreement);
            }
            Command::DeclineDraw => self.live.draw_offer = None,
            Command::Resign => {
                if !self.saved.game.is_over() {
                    self.live.dialogs.confirm = Some(Confirm::Resign);
                }
            }
            Command::ConfirmResign => self.resign(),
            Command::Review(ply) => self.review(|s| s.review(ply)),
            Command::ReviewBack => self.review(|s| s.review_step(-1)),
            Command::ReviewForward => self.review(|s| s.review_step(1)),
            Command::ReviewEnd => self.review(|s| s.review(s.len())),
            Command::Pause => self.toggle_pause(),
            Command::ShowRules(variant) => self.live.dialogs.rules = Some(variant),
            Command::ShowAbout => self.live.dialogs.about = true,
            // The editor's, carried out by `run_editing`.
            Command::SetUpPosition
            | Command::Edit(_)
            | Command::CloseEditor
            | Command::PlayFromEditor { .. }
            | Command::Hint => {}
            // The engines', carried out by `run_engines`.
            Command::EnginesDialog
            | Command::CloseEngines
            | Command::AddEngine
            | Command::RemoveEngine(_)
            | Command::SetEngineOption { .. }
            | Command::AnalysisEngine(_)
            | Command::EngineMoveMs(_)
            | Command::WatchPauseMs(_) => {}
            // The analysis's, carried out by `run_analysis`.
            Command::Analyse
            | Command::ToggleAnalysis
            | Command::Explore(_)
            | Command::DeleteVariation(_)
            | Command::PromoteVariation(_)
            | Command::AnalyseGame
            | Command::CancelGameAnalysis
            | Command::AnalysisTime(_) => {}
        }
    }

    /// Opens game `index` of the file's games listed.
    fn open_picked(&mut self, index: usize) {
        if let Some((path, games)) = self.live.dialogs.pick.take()
            && let Some(game) = games.into_iter().nth(index)
        {
            self.open_from(path, game);
        }
    }

    /// Plays on from a FEN or PDN pasted, asking first when a game is in progress.
    fn paste(&mut self, text: &str) {
        let s = &self.saved.game;
        match OpenedGame::from_paste(text, s.variant(), s.setup().options) {
            Ok(opened) => {
                self.live.pasted = Some(opened);
                self.guard(Replace::Pasted);
            }
            Err(error) => {
                let error = Message::Problem(error);
                self.live.status = Some(Message::new("status-paste-error").said("error", error));
            }
        }
    }

    fn set_language(&mut self, language: Language) {
        if self.saved.settings.language != language {
            self.live.tr = Tr::new(language);
            self.change_settings(|s| s.language = language);
        }
    }

    /// Takes back or replays moves (`step` answers how many), the search in flight cancelled.
    fn step_history(&mut self, step: impl FnOnce(&mut GameState, f64) -> usize) {
        self.live.engine.cancel();
        self.live.engines.cancel();
        if step(&mut self.saved.game, self.live.now) > 0 {
            self.history_changed();
        }
    }

    /// Resigns for the person to move (against the computer, the person).
    fn resign(&mut self) {
        let s = &self.saved.game;
        let color = s.human_to_move().unwrap_or_else(|| s.human_color());
        self.live.engine.cancel();
        self.declare(Declared::Resignation(color));
    }

    /// Pauses the game, or resumes it.
    fn toggle_pause(&mut self) {
        // A message about the pause (a restored game) is out of date either way.
        self.live.status = None;
        let now = self.live.now;
        self.saved.game.set_paused(now, |p| p.by_user = !p.by_user);
        if self.saved.game.is_paused() {
            self.live.engine.cancel();
        }
    }

    pub(super) fn change_settings(&mut self, change: impl FnOnce(&mut crate::settings::Settings)) {
        change(&mut self.saved.settings);
        self.save_settings();
    }

    pub(super) fn review(&mut self, step: impl FnOnce(&mut GameState)) {
        step(&mut self.saved.game);
        self.live.board.cancel();
    }

    /// Starts a game from the New game dialog's choices (English colours alternate).
    pub(super) fn start_from_choice(&mut self, choice: NewGameChoice, fen: String) {
        let settings = &mut self.saved.settings;
        if choice.variant.starts_alternate() && choice.computer.is_some() {
            // Only the count's parity matters: wrapping keeps it alternating.
            settings.english_games = settings.english_games.wrapping_add(1);
        }
        settings.new_game = choice.clone();
        self.save_settings();
        let mut setup = Setup::from_choice(&choice, self.saved.settings.english_games, time_seed());
        setup.fen = Some(fen).filter(|f| !f.trim().is_empty());
        self.start_game(setup);
    }

    /// Plays a move of the person's (board, typed) or the computer's, animating it when asked.
    pub(super) fn play(&mut self, m: Move, animate: bool) {
        let game = &mut self.saved.game;
        let before = game.record().pieces_at(game.len());
        match game.play(&m, self.live.now) {
            Ok(()) => {
                let sound = move_sound(game, &before, &m);
                if animate && !game.is_reviewing() {
                    let settings = &self.saved.settings;
                    let step = if settings.animate {
                        Duration::from_millis(u64::from(settings.animation_ms))
                    } else {
                        Duration::ZERO
                    };
                    self.live.board.animate(game.variant(), before, m, step);
                }
                self.live.hint = None;
                self.live.status = None;
                self.live.last_move_at = self.live.now;
                self.live.draw_offer = None;
                if self.live.engine.thinking().is_some_and(|t| t.purpose != Purpose::Move) {
                    self.live.engine.cancel();
                }
                self.sound(sound);
                self.autosave();
            }
            Err(e) => self.live.status = Some(Message::IllegalMove(e)),
        }
    }

    /// Moves were taken back or replayed, or another game started: what was shown for the
    /// old position goes, and the game is saved.
    pub(super) fn history_changed(&mut self) {
        self.live.board.cancel();
        self.live.hint = None;
        self.live.status = None;
        self.live.draw_offer = None;
        self.live.draw_offered = false;
        self.live.dialogs.result_dismissed = false;
        self.autosave();
    }

    /// Ends the game for a reason the rules cannot see, and saves it.
    pub(super) fn declare(&mut self, declared: Declared) {
        let was_over = self.saved.game.is_over();
        self.saved.game.declare(declared, self.live.now);
        if self.saved.game.is_over() && !was_over {
            self.sound(Sound::GameEnd);
        }
        self.autosave();
    }

    /// Plays `sound` unless View mutes them.
    pub(super) fn sound(&self, sound: Sound) {
        if !self.saved.settings.mute {
            self.live.sounds.play(sound);
        }
    }

    pub(super) fn offer_draw(&mut self) {
        let s = &self.saved.game;
        if s.is_over() {
            return;
        }
        if !s.against_computer() {
            self.live.draw_offer = Some(s.turn());
            return;
        }
        // Too early: the computer expects more from the game (the rules end drawn games themselves).
        if s.len() < DRAW_OFFER_FROM_PLY {
            self.live.status = Some(Message::new("status-draw-too-early"));
            return;
        }
        if s.computer_to_move().is_some() {
            // Offered on the computer's turn: the search for its move answers, at full length.
            self.live.draw_offered = true;
            self.live.status = Some(Message::new("status-draw-offer-pending"));
            return;
        }
        if s.human_to_move().is_none() {
            return;
        }
        self.think(Purpose::DrawOffer, Level::Master, Budget::MoveTime(DRAW_OFFER_TIME));
    }

    /// `score`: the computer's own view of the position.
    pub(super) fn answer_draw_offer(&mut self, score: i32) {
        if score <= DRAW_ACCEPT_SCORE {
            self.live.engine.cancel();
            self.declare(Declared::Agreement);
        } else {
            self.live.status = Some(Message::new("status-draw-declined"));
        }
    }

    pub(super) fn submit_move_entry(&mut self) {
        let text = self.live.move_entry.trim().to_owned();
        if text.is_empty() {
            return;
        }
        let s = &self.saved.game;
        if s.human_to_move().is_none() {
            self.live.status = Some(Message::new("status-not-your-turn"));
            return;
        }
        match s.record().parse_move(&text) {
            Ok(m) => {
                self.play(m, true);
                self.live.move_entry.clear();
            }
            Err(e) => self.live.status = Some(bad_move_text(&text, e)),
        }
    }
}

/// The sound of move `m` just played in `game`, `before` being the pieces before it: the
/// game's end, a crowning, a capture or a plain move.
fn move_sound(game: &GameState, before: &[Option<damier_rules::Piece>], m: &Move) -> Sound {
    use damier_rules::Role;
    let role = |pieces: &[Option<damier_rules::Piece>], square: u8| {
        pieces.get(usize::from(square)).copied().flatten().map(|p| p.role)
    };
    if game.is_over() {
        Sound::GameEnd
    } else if role(before, m.from()) == Some(Role::Man)
        && role(&game.record().pieces_at(game.len()), m.to()) == Some(Role::King)
    {
        Sound::Crowning
    } else if m.is_capture() {
        Sound::Capture
    } else {
        Sound::Move
    }
}
