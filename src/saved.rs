//! What the app keeps between runs, apart from what it only holds while it runs: [`Saved`]
//! is the settings and the game; [`Store`] reads them at start and writes them (on the
//! storage thread) whenever they change. The game is written as a [`SavedGame`]: its set-up,
//! its moves in PDN, the clocks and any declared result.

use std::path::PathBuf;
use std::sync::mpsc::Receiver;
use std::time::Duration;

use damier_rules::{AnyGame, read_pdn, write_pdn};
use eframe::egui;
use serde::{Deserialize, Serialize};

use crate::model::{Declared, GameState, Setup};
use crate::settings::Settings;
use crate::storage::{Loaded, Paths, SaveReport, Saver, load_ron, to_ron};

/// The game as the autosave keeps it.
#[derive(Serialize, Deserialize)]
pub struct SavedGame {
    pub setup: Setup,
    /// The moves (and start position) in PDN.
    pub pdn: String,
    /// Clock times left, White then Black.
    pub clocks: Option<[f64; 2]>,
    pub declared: Option<Declared>,
}

impl SavedGame {
    /// The game of `game` at `now`.
    pub fn of(game: &GameState, now: f64) -> SavedGame {
        SavedGame {
            setup: game.setup().clone(),
            pdn: write_pdn(&[game.record().to_pdn(Vec::new())]),
            clocks: game.clock_state(now),
            declared: game.declared(),
        }
    }

    /// The game again, its clocks running from `now`.
    pub fn restore(&self, now: f64) -> Result<GameState, String> {
        let pdn = read_pdn(&self.pdn)
            .into_iter()
            .next()
            .ok_or("the saved game is empty")?
            .map_err(|e| e.to_string())?;
        if pdn.variant != self.setup.variant {
            return Err(format!("the saved moves are a game of {}, not {}", pdn.variant, self.setup.variant));
        }
        let record = AnyGame::from_pdn(&pdn, self.setup.options)?;
        let mut game = GameState::with_record(self.setup.clone(), record, now);
        if let Some(clocks) = self.clocks {
            game.set_clock_state(clocks, now);
        }
        game.restore_declared(self.declared, now);
        Ok(game)
    }
}

/// What is saved: the settings and the game.
pub struct Saved {
    pub settings: Settings,
    pub game: GameState,
}

/// A file that could not be read at start: the translation key of the message, the error,
/// and where the bad file was kept.
pub struct Recovered {
    pub key: &'static str,
    pub error: String,
    pub backup: Option<PathBuf>,
}

/// Where the settings and the game are saved, and the thread that writes them.
pub struct Store {
    /// `None`: nothing is saved.
    paths: Option<Paths>,
    saver: Saver,
    reports: Receiver<SaveReport>,
}

impl Store {
    /// The store of `paths`; each finished write asks `ctx` for a repaint.
    pub fn new(ctx: &egui::Context, paths: Option<Paths>) -> Store {
        let repaint = ctx.clone();
        let (saver, reports) = Saver::spawn(Box::new(move || repaint.request_repaint()));
        Store { paths, saver, reports }
    }

    /// The saved settings, or the defaults.
    pub fn load_settings(&self, recovered: &mut Vec<Recovered>) -> Settings {
        match self.paths.as_ref().map(|p| load_ron::<Settings>(&p.settings_file())) {
            Some(Loaded::Ok(s)) => s,
            Some(Loaded::Recovered { error, backup }) => {
                recovered.push(Recovered { key: "status.settings_recovered", error, backup });
                Settings::default()
            }
            Some(Loaded::Missing) | None => Settings::default(),
        }
    }

    /// The saved game, if there is one that replays; a bad one is kept beside as `.bak`.
    pub fn load_game(&self, now: f64, recovered: &mut Vec<Recovered>) -> Option<GameState> {
        let path = self.paths.as_ref()?.autosave_file();
        let key = "status.autosave_recovered";
        match load_ron::<SavedGame>(&path) {
            Loaded::Ok(saved) => match saved.restore(now) {
                Ok(game) => Some(game),
                Err(error) => {
                    let backup = path.with_extension("ron.bak");
                    let backup = std::fs::rename(&path, &backup).ok().map(|_| backup);
                    recovered.push(Recovered { key, error, backup });
                    None
                }
            },
            Loaded::Recovered { error, backup } => {
                recovered.push(Recovered { key, error, backup });
                None
            }
            Loaded::Missing => None,
        }
    }

    /// Writes the settings (on the storage thread).
    pub fn save_settings(&self, settings: &Settings) -> Result<(), String> {
        let Some(paths) = &self.paths else { return Ok(()) };
        self.saver.save(paths.settings_file(), to_ron(settings)?);
        Ok(())
    }

    /// Writes the game at `now` (on the storage thread).
    pub fn save_game(&self, game: &GameState, now: f64) -> Result<(), String> {
        let Some(paths) = &self.paths else { return Ok(()) };
        self.saver.save(paths.autosave_file(), to_ron(&SavedGame::of(game, now))?);
        Ok(())
    }

    /// Waits for the writes asked for so far (when the app closes).
    pub fn flush(&self) {
        self.saver.flush(Duration::from_secs(2));
    }

    /// The writes that failed since the last call: the file and the error.
    pub fn failures(&self) -> Vec<(PathBuf, String)> {
        self.reports
            .try_iter()
            .filter_map(|report| match report {
                SaveReport::Failed { path, error } => Some((path, error)),
                _ => None,
            })
            .collect()
    }
}
