//! The game and the settings kept: the autosave and settings files, PDN files saved and
//! opened (their dialogs run off the UI thread, see [`crate::files`]).

use super::*;

impl DamierApp {
    /// Opens the PDN file at `path` (`damier FILE.pdn`) as Game → Open PDN opens the chosen
    /// file: read on the file thread; the game, or what is wrong with the file, comes back as
    /// a file event.
    pub fn open_file(&mut self, path: std::path::PathBuf) {
        self.live.files.open_path(path, self.saved.game.setup().options);
    }

    /// Saves the game into the PDN file at `path` without a dialog, as Save does into the
    /// file chosen in its dialog.
    pub fn save_file(&mut self, path: std::path::PathBuf) {
        self.live.files.save_path(path, self.pdn_text(), self.live.in_file.clone());
    }

    pub(super) fn save_settings(&mut self) {
        if let Err(error) = self.live.store.save_settings(&self.saved.settings) {
            self.live.status = Some(Message::Problem(error));
        }
    }

    pub(super) fn autosave(&mut self) {
        let (game, in_file) = ((&self.saved.game, &self.saved.notes), self.live.in_file.as_ref());
        if let Err(error) = self.live.store.save_game(game, in_file, self.live.now) {
            self.live.status = Some(Message::Problem(error));
        }
    }

    /// The game and the settings written out as the app closes.
    pub(super) fn save_on_exit(&mut self) {
        self.autosave();
        self.live.store.flush();
    }

    /// The game as PDN, with the players' names and kinds.
    pub(super) fn pdn_text(&self) -> String {
        let view = self.view();
        let mut tags = vec![
            ("Event".to_owned(), "Damier".to_owned()),
            ("Date".to_owned(), crate::files::pdn_date(std::time::SystemTime::now())),
            ("White".to_owned(), view.pdn_name(Color::White)),
            ("Black".to_owned(), view.pdn_name(Color::Black)),
        ];
        // Who played which side, so that opening the game again gives the person theirs.
        for (color, tag) in [Color::White, Color::Black].into_iter().zip(files::PLAYER_TYPE_TAGS) {
            let kind = match self.saved.game.player(color) {
                Player::Human => files::HUMAN,
                Player::Computer(_) | Player::Engine(_) => files::PROGRAM,
            };
            tags.push((tag.to_owned(), kind.to_owned()));
        }
        let mut pdn = self.saved.game.record().to_pdn(tags);
        self.saved.notes.write_into(&mut pdn);
        write_pdn(&[pdn])
    }

    pub(super) fn save_pdn(&mut self) {
        let text = self.pdn_text();
        let name = format!("damier-{}.pdn", self.saved.game.variant().name());
        self.live.files.save_pdn(name, text, self.live.in_file.clone(), &self.live.tr);
    }

    pub(super) fn on_file_event(&mut self, event: FileEvent) {
        let shown = |path: &std::path::Path| path.display().to_string();
        let status = match event {
            FileEvent::Opened { path, game } => {
                let status = Message::new("status-opened").arg("path", shown(&path));
                self.open_from(path, *game);
                status
            }
            FileEvent::OpenedMany { path, games } => {
                let status = Message::new("status-opened").arg("path", shown(&path));
                self.live.dialogs.pick = Some((path, games));
                status
            }
            FileEvent::Saved { at, games } => {
                let status = if games > 1 {
                    Message::new("status-saved-among")
                        .arg("path", shown(&at.path))
                        .arg("game", at.game + 1)
                        .arg("games", games)
                } else {
                    Message::new("status-saved").arg("path", shown(&at.path))
                };
                self.live.in_file = Some(at);
                self.autosave();
                if let Some(what) = self.live.after_save.take() {
                    self.replace(what);
                }
                status
            }
            FileEvent::ProgramChosen(path) => {
                self.add_engine(path);
                return;
            }
            FileEvent::Cancelled => {
                self.live.after_save = None;
                return;
            }
            FileEvent::Failed { path, error } => {
                self.live.after_save = None;
                let error = Message::Problem(error);
                match path {
                    Some(path) => {
                        Message::new("status-file-error").arg("path", shown(&path)).said("error", error)
                    }
                    None => Message::new("status-file-dialog-error").said("error", error),
                }
            }
        };
        self.live.status = Some(status);
    }

    /// Plays on from game `opened` of the file at `path`; saving there again replaces it.
    pub(super) fn open_from(&mut self, path: std::path::PathBuf, opened: OpenedGame) {
        let (game, tags) = (opened.index, opened.pdn.tags.clone());
        self.open_game(opened);
        self.live.in_file = Some(InFile { path, game, tags });
        self.autosave();
    }

    /// Plays on from a game read from a file: the person takes the side the file says they
    /// played ([`OpenedGame::person`]), else the side to move, the computer (if the New game
    /// choices have one) the other; no clock.
    pub fn open_game(&mut self, opened: OpenedGame) {
        let person = opened.person();
        let OpenedGame { pdn, record, .. } = opened;
        let opened_tag = |pdn: &damier_rules::PdnGame, name: &str| {
            pdn.tags
                .iter()
                .find(|(n, _)| n.eq_ignore_ascii_case(name))
                .map_or_else(String::new, |(_, v)| v.clone())
        };
        let current = self.saved.game.setup();
        let options = record.options();
        let turn = record.turn_at(record.moves().len());
        let computer = self.saved.settings.new_game.computer.map_or(Player::Human, Player::Computer);
        let mut players = [Player::Human; 2];
        players[person.unwrap_or(turn).opposite().index()] = computer;
        let setup = Setup {
            variant: pdn.variant,
            players,
            options,
            touch_move: current.touch_move,
            inactivity: current.inactivity,
            strict_inactivity: current.strict_inactivity,
            clock: None,
            fen: pdn.start_fen.clone(),
            // The file's players keep their names, and are written back on saving.
            names: ["White", "Black"].map(|tag| opened_tag(&pdn, tag)),
        };
        let notes = crate::analysis::tree::Notes::from_pdn(&pdn);
        self.replace_session(GameState::with_record(setup, record, self.live.now));
        // The file's comments, NAGs and variations come with it.
        self.analysis_new_game(notes);
    }
}
