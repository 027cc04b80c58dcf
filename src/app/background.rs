//! What arrives between the user's commands, drained before every frame: the engine's
//! answers, the clocks and the inactivity rule, failed writes, the sound thread's failure,
//! the dialogs that pause a game, the endgame databases.

use super::*;

impl DamierApp {
    pub(super) fn think(&mut self, purpose: Purpose, level: Level, budget: Budget) {
        let threads = self.saved.settings.new_game.threads as usize;
        self.live.engine.think(self.saved.game.record(), purpose, (level, threads), budget);
    }

    /// Starts the computer's search when it is its turn.
    pub(super) fn maybe_start_computer(&mut self) {
        if self.live.engine.thinking().is_some() {
            return;
        }
        let s = &self.saved.game;
        let Some(level) = s.computer_to_move() else { return };
        let budget = match s.clock_for_turn(self.live.now) {
            Some((remaining, increment)) => Budget::Clock {
                remaining: saturating_seconds(remaining),
                increment: saturating_seconds(increment),
                moves_to_go: None,
            },
            None => Budget::MoveTime(MOVE_TIME_NO_CLOCK),
        };
        self.think(Purpose::Move, level, budget);
    }

    pub(super) fn on_search_done(&mut self, thinking: Thinking, result: SearchResult) {
        let s = &self.saved.game;
        if thinking.ply != s.len() {
            return;
        }
        match thinking.purpose {
            Purpose::Move => {
                if s.computer_to_move().is_none() {
                    return;
                }
                // The search scored the position for the computer, to move.
                let offered = std::mem::take(&mut self.live.draw_offered);
                if offered && result.score <= DRAW_ACCEPT_SCORE {
                    self.live.engine.cancel();
                    self.declare(Declared::Agreement);
                    return;
                }
                if let Some(m) = result.best {
                    self.play(m, true);
                }
                if offered {
                    self.live.status = Some(Message::new("status-draw-declined"));
                }
            }
            Purpose::Hint => {
                if let Some(m) = result.best {
                    let text = s.record().move_text_of(&m);
                    self.live.hint = Some(m);
                    self.live.status = Some(Message::new("status-hint").arg("move", text));
                }
            }
            Purpose::DrawOffer => {
                // The search scored the position for the person to move.
                self.answer_draw_offer(-result.score);
            }
        }
    }

    /// Drains the channels and moves time on. Runs before every frame.
    pub(super) fn update_state(&mut self, ctx: &egui::Context) {
        self.live.now = ctx.input(|i| i.time);
        for answer in self.live.engine.poll() {
            match answer {
                Answer::Done(thinking, result) => self.on_search_done(thinking, result),
                Answer::Failed(message) => {
                    self.live.status = Some(Message::new("status-engine-error").arg("error", message));
                }
            }
        }
        if let Some(error) = self.live.sounds.failure() {
            let key = match error {
                SoundError::NoDevice => "status-no-sound-device",
                SoundError::Unsupported | SoundError::Stream => "status-sound-failed",
            };
            // Said beside whatever the status line says (a restored game, a file set aside).
            self.live.status =
                Message::joined(self.live.status.take().into_iter().chain([Message::new(key)]), " — ");
        }
        // Every failed write is shown (the settings and the game may both fail).
        let failures = self.live.store.failures().into_iter().map(|(path, error)| {
            Message::new("status-file-error")
                .arg("path", path.display().to_string())
                .said("error", Message::Problem(error))
        });
        if let Some(failures) = Message::joined(failures, " ") {
            self.live.status = Some(failures);
        }
        while let Ok(event) = self.live.file_events.try_recv() {
            self.on_file_event(event);
        }
        self.pause_for_dialogs();
        self.update_analysis();
        self.tick(ctx);
        if self.saved.game.is_over() && self.live.engine.is_thinking_for(Purpose::Move) {
            self.live.engine.cancel();
        }
        self.on_engine_events();
        // Two computers watched: each move waits for the pause the speed sets.
        if !self.watch_pause(ctx) {
            self.maybe_start_computer();
            self.maybe_ask_engine();
        }
        self.want_tables(ctx);
        if let Some(wait) = self.saved.game.next_tick_in(self.live.now) {
            let wait = saturating_seconds(wait).clamp(Duration::from_millis(20), Duration::from_secs(60));
            ctx.request_repaint_after(wait);
        }
        if ctx.input(|i| i.viewport().close_requested()) {
            self.autosave();
            self.live.store.flush();
        }
    }

    /// The master's first game of international draughts or English checkers loads, or
    /// builds, that game's endgame databases in the background.
    pub(super) fn want_tables(&mut self, ctx: &egui::Context) {
        let setup = self.saved.game.setup();
        let master = Player::Computer(Level::Master.number());
        let Some(flavour) = Flavour::of(setup.variant, setup.options.rule24) else { return };
        if setup.players.contains(&master) {
            let repaint = ctx.clone();
            let threads = self.saved.settings.new_game.threads as usize;
            self.live
                .tables
                .want(flavour, threads, move || repaint.request_repaint_after(Duration::from_millis(250)));
        }
    }

    /// What the side panel shows of the current game's endgame databases.
    pub fn tables_status(&self) -> Option<TablesStatus> {
        let setup = self.saved.game.setup();
        self.live.tables.status(Flavour::of(setup.variant, setup.options.rule24)?)
    }

    /// Moves the clocks and the inactivity rule on to now.
    pub(super) fn tick(&mut self, ctx: &egui::Context) {
        let warning = match self.saved.game.tick(self.live.now) {
            Tick::Nothing => None,
            Tick::InactivityWarning { color, seconds } => Some((color, seconds)),
            Tick::Ended(_) => {
                self.live.engine.cancel();
                self.sound(Sound::GameEnd);
                self.autosave();
                None
            }
        };
        if warning.is_some() && self.live.warning.is_none() {
            // Impossible to miss: the banner over the board, the window asks for attention,
            // and a sound.
            ctx.send_viewport_cmd(egui::ViewportCommand::RequestUserAttention(
                egui::UserAttentionType::Critical,
            ));
            self.sound(Sound::Warning);
        }
        self.live.warning = warning;
        let short = self.saved.game.person_short_of_time(self.live.now);
        if short && !self.live.short_of_time {
            self.sound(Sound::LowTime);
        }
        self.live.short_of_time = short;
    }

    /// Dialogs pause a game against the computer while they are open.
    pub(super) fn pause_for_dialogs(&mut self) {
        let d = &self.live.dialogs;
        let open = d.new_game.is_some()
            || d.rules.is_some()
            || d.confirm.is_some()
            || d.pick.is_some()
            || self.live.engines_open
            || self.live.files.is_busy();
        // The analysis mode stops the game too (the clocks, the computer's moves).
        let by_dialog = (open && self.saved.game.against_computer()) || self.live.analysis.is_on();
        if by_dialog != self.saved.game.is_paused_by_dialog() {
            let now = self.live.now;
            self.saved.game.set_paused(now, |p: &mut Paused| p.by_dialog = by_dialog);
            if by_dialog {
                self.live.engine.cancel();
            }
        }
    }
}
