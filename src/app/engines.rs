//! The added engines in the app: adding one (its program chosen in a dialog, then started on
//! a thread to read its `id` and `param` lines), its options changed (checked, kept in the
//! settings, sent when its program next starts), asking it for its move when it plays a side,
//! and what happens when it fails (the user is told, its program stopped, and Damier's own
//! engine plays on for that side: the game is neither lost nor frozen; as the analyser,
//! Damier's own analyses in its place). Also the pause between two computers' moves, the
//! watching speed.

use super::*;
use damier_engine::hub_client::HubError;

use crate::engines::{EngineEntry, EngineEvent, OptionProblem};

impl DamierApp {
    /// Adds the Hub program at `path` as an engine: it is started on a thread and, once it has
    /// introduced itself, remembered in the settings (or what went wrong is shown).
    pub fn add_engine(&mut self, path: std::path::PathBuf) {
        self.live.engines.probe(path);
    }

    /// Carries out the engines' commands; gives back any other command.
    pub(super) fn run_engines(&mut self, command: Command) -> Option<Command> {
        match command {
            Command::EnginesDialog => self.live.engines_open = true,
            Command::CloseEngines => self.live.engines_open = false,
            Command::AddEngine => self.live.files.choose_program(self.live.tr.get("engines-choose")),
            Command::RemoveEngine(id) => {
                self.live.engines.stop(id);
                self.change_settings(|s| {
                    s.engines.retain(|e| e.id != id);
                    // The New game dialog's opponent is the computer again, and Damier's own
                    // engine the analyser.
                    s.new_game.engine = s.new_game.engine.filter(|&chosen| chosen != id);
                    s.analyser = s.analyser.filter(|&chosen| chosen != id);
                });
            }
            Command::SetEngineOption { id, name, value } => self.set_engine_option(id, &name, &value),
            Command::AnalysisEngine(id) => self.change_settings(|s| s.analyser = id),
            Command::EngineMoveMs(ms) => self.change_settings(|s| s.engine_move_ms = ms),
            Command::WatchPauseMs(ms) => self.change_settings(|s| s.watch_pause_ms = ms),
            other => return Some(other),
        }
        None
    }

    /// Keeps `value` for option `name` of engine `id` if it suits the option (its program
    /// gets it with `set-param` when it next starts); else says why, and keeps what was.
    fn set_engine_option(&mut self, id: u32, name: &str, value: &str) {
        let Some(option) = self.saved.settings.engine(id).and_then(|e| e.option(name)) else { return };
        match option.check(value) {
            Ok(value) => {
                self.live.option_problem = None;
                self.change_settings(|s| {
                    let option = s.engines.iter_mut().filter(|e| e.id == id).flat_map(|e| &mut e.options);
                    for o in option.filter(|o| o.name == name) {
                        o.value.clone_from(&value);
                    }
                });
            }
            Err(problem) => {
                let why = option_problem_message(name, value, &problem);
                self.live.option_problem = Some((id, name.to_owned(), why));
            }
        }
    }

    /// Whether the next move must wait: no person plays and the pause since the last move is
    /// not over (a repaint is asked for when it is).
    pub(super) fn watch_pause(&self, ctx: &egui::Context) -> bool {
        let s = &self.saved.game;
        if !s.is_watched() || s.is_over() {
            return false;
        }
        let pause = f64::from(self.saved.settings.watch_pause_ms) / 1000.0;
        let left = self.live.last_move_at + pause - self.live.now;
        if left > 0.0 {
            ctx.request_repaint_after(Duration::from_secs_f64(left));
        }
        left > 0.0
    }

    /// Asks the added engine for its move when it is its turn.
    pub(super) fn maybe_ask_engine(&mut self) {
        let s = &self.saved.game;
        if s.is_over() || s.is_paused() || self.live.engines.is_asked() {
            return;
        }
        let color = s.turn();
        let Player::Engine(id) = s.player(color) else { return };
        match self.saved.settings.engine(id) {
            Some(entry) => {
                let per_move = Duration::from_millis(u64::from(self.saved.settings.engine_move_ms));
                let move_time = match s.clock_for_turn(self.live.now) {
                    // On a clock: a thirtieth of what is left and most of the increment, within
                    // its time per move.
                    Some((left, increment)) => per_move
                        .min(saturating_seconds(left / 30.0 + increment * 0.8))
                        .max(Duration::from_millis(50)),
                    None => per_move,
                };
                self.live.engines.ask(entry, s.record(), move_time);
            }
            // Removed since the game started: Damier's engine plays that side.
            None => self.take_over(color),
        }
    }

    /// Drains the engines' events: moves played, engines added, failures handled.
    pub(super) fn on_engine_events(&mut self) {
        for event in self.live.engines.poll() {
            match event {
                EngineEvent::Moved { id, mv, .. } => {
                    // Played only while it is still that engine's turn in a live game.
                    let s = &self.saved.game;
                    if !s.is_over() && !s.is_paused() && s.player(s.turn()) == Player::Engine(id) {
                        self.play(mv, true);
                    }
                }
                EngineEvent::Probed { path, result: Ok(intro) } => {
                    let settings = &self.saved.settings;
                    let id = settings.engines.iter().map(|e| e.id + 1).max().unwrap_or(1);
                    let entry = EngineEntry::new(id, path, &intro);
                    self.live.status = Some(Message::new("status-engine-added").arg("name", &entry.name));
                    self.change_settings(|s| s.engines.push(entry));
                }
                EngineEvent::Probed { path, result: Err(error) } => {
                    let message = Message::new("status-engine-not-added")
                        .arg("path", path.display().to_string())
                        .said("reason", Message::Engine(error));
                    self.live.status = Some(message);
                }
                EngineEvent::Failed { id, error, .. } => self.engine_failed(id, &error),
            }
        }
    }

    /// Engine `id` failed as the analyser (its program is stopped already): Damier's own
    /// engine analyses from now on, and the user is told why.
    pub(super) fn analyser_failed(&mut self, id: u32, error: &HubError) {
        let notice = Message::new("status-analyser-failed")
            .arg("name", self.view().engine_name(id))
            .said("reason", Message::Engine(error.clone()));
        self.live.status = Some(notice.clone());
        self.live.engine_notice = Some(notice);
        self.change_settings(|s| s.analyser = None);
    }

    /// Engine `id` failed (its program is stopped already): the sides it played go to
    /// Damier's own engine, and the user is told why.
    fn engine_failed(&mut self, id: u32, error: &HubError) {
        let name = self.view().engine_name(id);
        let level = self.take_over_level();
        for color in [Color::White, Color::Black] {
            if self.saved.game.player(color) == Player::Engine(id) {
                self.take_over(color);
            }
        }
        let notice = Message::new("status-engine-failed")
            .arg("name", name)
            .said("reason", Message::Engine(error.clone()))
            .arg("level", level);
        self.live.status = Some(notice.clone());
        self.live.engine_notice = Some(notice);
    }

    /// The level Damier's engine plays at in place of a failed engine: the New game dialog's.
    fn take_over_level(&self) -> u32 {
        self.saved.settings.new_game.computer.unwrap_or(3)
    }

    /// Damier's own engine plays `color` from now on.
    fn take_over(&mut self, color: Color) {
        let level = self.take_over_level();
        self.saved.game.set_player(color, Player::Computer(level));
        self.autosave();
    }

    /// The Engines window, while it is open.
    pub(super) fn engines_window(&self, ctx: &egui::Context, area: egui::Rect, out: &mut Vec<Command>) {
        if self.live.engines_open {
            crate::engines::ui::window(&self.view(), ctx, area, out);
        }
    }
}

/// Why `value` does not suit the option `name`.
fn option_problem_message(name: &str, value: &str, problem: &OptionProblem) -> Message {
    let refused = |id| Message::new(id).arg("name", name).arg("value", value);
    match problem {
        OptionProblem::NotWhole => refused("engines-option-whole"),
        OptionProblem::NotAChoice => refused("engines-option-choice"),
        OptionProblem::OutOfRange { min, max } => {
            let bound = |b: &Option<i64>| b.map_or_else(String::new, |n| n.to_string());
            let id = match (min, max) {
                (Some(_), Some(_)) => "engines-option-range",
                (Some(_), None) => "engines-option-min",
                _ => "engines-option-max",
            };
            refused(id).arg("min", bound(min)).arg("max", bound(max))
        }
    }
}
