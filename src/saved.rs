//! What the app keeps between runs, apart from what it only holds while it runs: [`Saved`]
//! is the settings, the game and its notes; [`Store`] reads them at start and writes them (on
//! the storage thread) whenever they change. The game is written as a [`SavedGame`]: its
//! set-up, its moves in PDN with their comments, NAGs and variations, the clocks and any
//! declared result.

use std::path::PathBuf;
use std::sync::mpsc::Receiver;
use std::time::Duration;

use damier_rules::{AnyGame, PdnReader, write_pdn};
use eframe::egui;
use serde::{Deserialize, Serialize};

use crate::analysis::tree::Notes;
use crate::clock::ClockSettings;
use crate::files::InFile;
use crate::model::{Declared, GameState, Player, Setup};
use crate::problem::{OutOfRange, Problem};
use crate::settings::{LEVELS, Settings};
use crate::storage::{Loaded, Paths, SaveReport, Saver, Validate, check_range, load_ron, set_aside, to_ron};

/// The game as the autosave keeps it.
#[derive(Serialize, Deserialize)]
pub struct SavedGame {
    pub setup: Setup,
    /// The moves (and start position) in PDN.
    pub pdn: String,
    /// Clock times left, White then Black.
    pub clocks: Option<[f64; 2]>,
    pub declared: Option<Declared>,
    /// The PDN file the game was opened from or last saved into, and its place there: Save
    /// proposes that file again and replaces the game in it (absent in older files).
    #[serde(default)]
    pub in_file: Option<InFile>,
}

/// Every value of a saved game within range (the moves are checked when they replay): the
/// error names the first one that is not.
impl Validate for SavedGame {
    fn validate(&self) -> Result<(), OutOfRange> {
        for (player, side) in self.setup.players.iter().zip(["white", "black"]) {
            if let Player::Computer(level) = *player {
                check_range(&format!("setup.players ({side})"), level, LEVELS)?;
            }
        }
        if let Some(clock) = &self.setup.clock {
            clock.validate().map_err(|e| e.within("setup.clock."))?;
        }
        for (left, side) in self.clocks.iter().flatten().zip(["white", "black"]) {
            check_range(&format!("clocks ({side})"), *left, ClockSettings::REMAINING_S)?;
        }
        Ok(())
    }
}

impl SavedGame {
    /// The game of `game`, with its `notes`, at `now`.
    pub fn of(game: &GameState, notes: &Notes, now: f64) -> SavedGame {
        let mut pdn = game.record().to_pdn(Vec::new());
        notes.write_into(&mut pdn);
        SavedGame {
            setup: game.setup().clone(),
            pdn: write_pdn(&[pdn]),
            clocks: game.clock_state(now),
            declared: game.declared(),
            in_file: None,
        }
    }

    /// The game again, its clocks running from `now`.
    pub fn restore(&self, now: f64) -> Result<GameState, Problem> {
        self.restore_with_notes(now).map(|(game, _)| game)
    }

    /// The game again, its clocks running from `now`, and its notes.
    pub fn restore_with_notes(&self, now: f64) -> Result<(GameState, Notes), Problem> {
        let pdn = PdnReader::new(&self.pdn).next().ok_or(Problem::SavedGameEmpty)?.map_err(Problem::Pdn)?;
        if pdn.variant != self.setup.variant {
            return Err(Problem::SavedGameVariant { moves: pdn.variant, setup: self.setup.variant });
        }
        let record = AnyGame::from_pdn(&pdn, self.setup.options).map_err(Problem::Replay)?;
        let mut game = GameState::with_record(self.setup.clone(), record, now);
        if let Some(clocks) = self.clocks {
            game.set_clock_state(clocks, now);
        }
        game.restore_declared(self.declared, now);
        Ok((game, Notes::from_pdn(&pdn)))
    }
}

/// What is saved: the settings, the game and its notes.
pub struct Saved {
    pub settings: Settings,
    pub game: GameState,
    /// The game's comments, NAGs and variations.
    pub notes: Notes,
}

/// A file that could not be read at start: the translation key of the message (which names
/// the backup when there is one), the error, and where the bad file was kept.
pub struct Recovered {
    pub key: &'static str,
    pub error: Problem,
    pub backup: Option<PathBuf>,
}

impl Recovered {
    /// What to tell about the settings (`game` false) or the saved game that could not be read.
    fn new(game: bool, error: Problem, backup: Option<PathBuf>) -> Recovered {
        let key = match (game, backup.is_some()) {
            (false, true) => "status-settings-recovered",
            (false, false) => "status-settings-reset",
            (true, true) => "status-autosave-recovered",
            (true, false) => "status-autosave-reset",
        };
        Recovered { key, error, backup }
    }
}

/// Where the settings and the game are saved, and the thread that writes them.
pub struct Store {
    /// `None`: nothing is saved.
    paths: Option<Paths>,
    saver: Saver,
    reports: Receiver<SaveReport>,
    /// The files whose last write failed, with the error.
    failing: Vec<(PathBuf, Problem)>,
}

impl Store {
    /// The store of `paths`; each finished write asks `ctx` for a repaint.
    pub fn new(ctx: &egui::Context, paths: Option<Paths>) -> Store {
        let repaint = ctx.clone();
        let (saver, reports) = Saver::spawn(Box::new(move || repaint.request_repaint()));
        Store { paths, saver, reports, failing: Vec::new() }
    }

    /// The saved settings, or the defaults; true at the first start (no settings file yet).
    pub fn load_settings(&self, recovered: &mut Vec<Recovered>) -> (Settings, bool) {
        match self.paths.as_ref().map(|p| load_ron::<Settings>(&p.settings_file())) {
            Some(Loaded::Ok(s)) => (s, false),
            Some(Loaded::Recovered { error, backup }) => {
                recovered.push(Recovered::new(false, error, backup));
                (Settings::default(), false)
            }
            Some(Loaded::Missing) | None => (Settings::default(), true),
        }
    }

    /// The saved game, if there is one that replays, and the file it belongs to; a bad one is
    /// kept beside as `.bak`.
    pub fn load_game(
        &self,
        now: f64,
        recovered: &mut Vec<Recovered>,
    ) -> Option<(GameState, Notes, Option<InFile>)> {
        let path = self.paths.as_ref()?.autosave_file();
        let loaded = match load_ron::<SavedGame>(&path) {
            Loaded::Ok(saved) => match saved.restore_with_notes(now) {
                Ok((game, notes)) => return Some((game, notes, saved.in_file)),
                Err(why) => set_aside(&path, Problem::NotReplayed { path: path.clone(), why: Box::new(why) }),
            },
            other => other,
        };
        if let Loaded::Recovered { error, backup } = loaded {
            recovered.push(Recovered::new(true, error, backup));
        }
        None
    }

    /// Writes the settings (on the storage thread).
    pub fn save_settings(&self, settings: &Settings) -> Result<(), Problem> {
        let Some(paths) = &self.paths else { return Ok(()) };
        self.saver.save(paths.settings_file(), to_ron(settings)?);
        Ok(())
    }

    /// Writes the game with its notes at `now`, and the file it belongs to (on the storage
    /// thread).
    pub fn save_game(
        &self,
        (game, notes): (&GameState, &Notes),
        in_file: Option<&InFile>,
        now: f64,
    ) -> Result<(), Problem> {
        let Some(paths) = &self.paths else { return Ok(()) };
        let saved = SavedGame { in_file: in_file.cloned(), ..SavedGame::of(game, notes, now) };
        self.saver.save(paths.autosave_file(), to_ron(&saved)?);
        Ok(())
    }

    /// Waits for the writes asked for so far (when the app closes).
    pub fn flush(&self) {
        self.saver.flush(Duration::from_secs(2));
    }

    /// When a write has failed since the last call: every file whose last write failed (the
    /// settings and the game may both fail), with the error; otherwise nothing.
    pub fn failures(&mut self) -> Vec<(PathBuf, Problem)> {
        let mut failed = false;
        for report in self.reports.try_iter() {
            let (path, error) = match report {
                SaveReport::Saved(path) => (path, None),
                SaveReport::Failed { path, error } => (path, Some(error)),
            };
            self.failing.retain(|(p, _)| *p != path);
            if let Some(error) = error {
                self.failing.push((path, error));
                failed = true;
            }
        }
        if failed { self.failing.clone() } else { Vec::new() }
    }
}
