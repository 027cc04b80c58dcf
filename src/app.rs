//! The app: what it saves ([`Saved`]: the settings and the game) apart from what it holds
//! only while it runs (`Live`: the engine link, the files, the dialogs, the board widget's
//! state). Each frame the panels, the dialogs, the board and the keyboard produce
//! [`Command`]s and [`DamierApp::run`] carries them out: the one place that changes the app's
//! state.
//! Nothing slow runs on the UI thread: searches run in the engine's worker, file writes in the
//! storage thread, file dialogs in their own threads; [`DamierApp::logic`](eframe::App::logic)
//! drains their channels every frame.

use std::sync::Arc;
use std::sync::mpsc::Receiver;
use std::time::Duration;

use damier_engine::Level;
use damier_engine::egdb::Flavour;
use damier_engine::search::SearchResult;
use damier_engine::time::Budget;
use damier_rules::{AnyGame, Color, Move, write_pdn};
use eframe::egui;

use crate::board::{BoardEvent, BoardInput, BoardView};
use crate::clock::saturating_seconds;
use crate::command::{Command, Replace};
use crate::dialogs::{self, Confirm, Dialogs, NewGameDialog};
use crate::engine_link::{Answer, EngineLink, Purpose, Thinking, time_seed};
use crate::files::{self, FileEvent, Files, InFile, OpenedGame};
use crate::i18n::{Arg, Language, Tr};
use crate::model::{Declared, GameState, Paused, Player, Setup, Tick};
use crate::panels;
use crate::saved::{Saved, Store};
use crate::settings::NewGameChoice;
use crate::sound::{Sound, SoundError, Sounds};
use crate::storage::Paths;
use crate::tables::{TableBuilds, TablesStatus};
use crate::view::View;

/// The master's time per move when the game has no clock; the lower levels stop at their
/// depth well before it.
const MOVE_TIME_NO_CLOCK: Duration = Duration::from_secs(3);
/// How long a hint may think.
const ADVICE_TIME: Duration = Duration::from_millis(800);
/// How long the computer weighs a draw offer: a real search, not a glance.
const DRAW_OFFER_TIME: Duration = Duration::from_secs(2);
/// The computer accepts a draw when its own score is at most this (hundredths of a man).
const DRAW_ACCEPT_SCORE: i32 = 20;
/// The computer refuses a draw before this many plies (move 20), unless the rules end it.
const DRAW_OFFER_FROM_PLY: usize = 38;

/// The app's state: what is saved apart from what only lives while the app runs.
pub struct DamierApp {
    /// What is saved: the settings and the game.
    saved: Saved,
    /// Everything else.
    live: Live,
}

/// What the app holds only while it runs: the translations, the engine link, the channels of
/// the storage and file threads, the board widget's and the dialogs' state, messages.
struct Live {
    tr: Tr,
    engine: EngineLink,
    store: Store,
    files: Files,
    file_events: Receiver<FileEvent>,
    board: BoardView,
    dialogs: Dialogs,
    /// The typed move's text.
    move_entry: String,
    /// The computer's suggestion, shown on the board.
    hint: Option<Move>,
    /// The status line's message; `None` shows whose turn it is.
    status: Option<String>,
    /// Two people at one screen: the side that offered a draw, waiting for the other's answer.
    draw_offer: Option<Color>,
    /// A draw offered while the computer thinks about its move: its move's search answers.
    draw_offered: bool,
    /// The current game's board is turned from its usual way (F).
    flip: bool,
    /// The inactivity warning shown over the board: the side warned and, with the strict
    /// rule, the seconds left.
    warning: Option<(Color, Option<u64>)>,
    /// What to do once the game in progress is saved (Save in the Save / Discard prompt).
    after_save: Option<Replace>,
    /// A game or position pasted, waiting for the answer to Save / Discard / Cancel.
    pasted: Option<OpenedGame>,
    /// The file and place the game on the board was opened from or last saved to: saving
    /// there again replaces it, keeping the file's other games.
    in_file: Option<InFile>,
    /// egui's time of the last frame (seconds).
    now: f64,
    /// The endgame databases loaded or built in the background.
    tables: TableBuilds,
    sounds: Sounds,
    /// The person to move had under ten seconds left at the last frame.
    short_of_time: bool,
}

impl DamierApp {
    /// The app with its files in the platform's directories (or `$DAMIER_HOME`), speaking the
    /// system's language at its first start.
    pub fn new(cc: &eframe::CreationContext<'_>) -> DamierApp {
        DamierApp::with_paths_and_language(
            &cc.egui_ctx,
            Paths::from_env_or_platform(),
            Language::from_system(),
        )
        .with_sounds(Sounds::system())
    }

    /// The app making its sounds through `sounds` (it starts with none).
    pub fn with_sounds(mut self, sounds: Sounds) -> DamierApp {
        self.live.sounds = sounds;
        self
    }

    /// The app with its files in `paths` (`None`: nothing is saved), in English at its first
    /// start.
    pub fn with_paths(ctx: &egui::Context, paths: Option<Paths>) -> DamierApp {
        DamierApp::with_paths_and_language(ctx, paths, Language::English)
    }

    /// The app with its files in `paths`; at its first start (no settings file yet) it speaks
    /// `first_language`, afterwards the language chosen in View (remembered in the settings).
    pub fn with_paths_and_language(
        ctx: &egui::Context,
        paths: Option<Paths>,
        first_language: Language,
    ) -> DamierApp {
        crate::theme::apply(ctx);
        let now = ctx.input(|i| i.time);
        let tables = TableBuilds::new(paths.as_ref().map(|p| p.data_dir.join("egdb")));
        let store = Store::new(ctx, paths);
        let mut recovered = Vec::new();
        let (mut settings, first_start) = store.load_settings(&mut recovered);
        if first_start {
            settings.language = first_language;
        }
        let tr = Tr::new(settings.language);
        let repaint = ctx.clone();
        let (files, file_events) = Files::new(Arc::new(move || repaint.request_repaint()));

        let (restored, in_file) = store.load_game(now, &mut recovered).unzip();
        let was_restored = restored.is_some();
        let mut game = restored.unwrap_or_else(|| {
            // The dialog's choices never carry a FEN: the start position always exists.
            let mut setup = Setup::from_choice(&settings.new_game, settings.english_games, time_seed());
            if first_start {
                // A new user first looks around and reads the rules: no clock runs.
                setup.clock = None;
            }
            let record = AnyGame::start(setup.variant, setup.options);
            GameState::with_record(setup, record, now)
        });
        if was_restored {
            // A restored game waits for Resume.
            game.set_paused(now, |p| p.by_user = true);
        }
        let status = recovered
            .into_iter()
            .map(|r| {
                // The keys without a backup do not name one.
                let backup = r.backup.map(|b| b.display().to_string()).unwrap_or_default();
                tr.fmt(r.key, &[("error", Arg::from(tr.problem(&r.error))), ("backup", Arg::from(backup))])
            })
            .reduce(|a, b| format!("{a} {b}"))
            .or_else(|| was_restored.then(|| tr.get("status-restored").to_owned()));
        let dialogs = Dialogs { result_dismissed: game.is_over(), ..Dialogs::default() };
        let live = Live {
            tr,
            engine: EngineLink::new(ctx),
            store,
            files,
            file_events,
            board: BoardView::default(),
            dialogs,
            move_entry: String::new(),
            hint: None,
            status,
            draw_offer: None,
            draw_offered: false,
            flip: false,
            warning: None,
            after_save: None,
            pasted: None,
            in_file: in_file.flatten(),
            now,
            tables,
            sounds: Sounds::none(),
            short_of_time: false,
        };
        let mut app = DamierApp { saved: Saved { settings, game }, live };
        if first_start {
            // The next start is not the first: its game is restored, or timed as chosen.
            app.save_settings();
        }
        app
    }

    /// The game being played.
    pub fn game(&self) -> &GameState {
        &self.saved.game
    }

    pub fn settings(&self) -> &crate::settings::Settings {
        &self.saved.settings
    }

    /// The status line as shown.
    pub fn status_text(&self) -> String {
        self.view().status_text()
    }

    /// Whether the games of a file are listed to pick one from.
    pub fn is_picking_a_game(&self) -> bool {
        self.live.dialogs.pick.is_some()
    }

    /// Whether the worker is searching.
    pub fn is_thinking(&self) -> bool {
        self.live.engine.thinking().is_some()
    }

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

    /// The state as the panels and dialogs see it this frame.
    fn view(&self) -> View<'_> {
        View {
            tr: &self.live.tr,
            game: &self.saved.game,
            settings: &self.saved.settings,
            thinking: self.live.engine.thinking(),
            status: self.live.status.as_deref(),
            draw_offer: self.live.draw_offer,
            files_busy: self.live.files.is_busy(),
            animating: self.live.board.is_animating(),
            flipped: self.flipped(),
            warning: self.live.warning,
            now: self.live.now,
            tables: self.tables_status(),
        }
    }

    /// Starts a game (the New game dialog, a test, a position set up from FEN).
    pub fn start_game(&mut self, setup: Setup) {
        match GameState::new(setup, self.live.now) {
            Ok(game) => self.replace_session(game),
            Err(error) => {
                let error = self.live.tr.parse_error(&error);
                self.live.status = Some(self.live.tr.fmt("status-fen-error", &[("error", Arg::from(error))]))
            }
        }
    }

    fn replace_session(&mut self, game: GameState) {
        self.live.engine.new_game();
        self.saved.game = game;
        self.live.flip = false;
        self.live.in_file = None;
        self.history_changed();
    }

    /// Whether the board shows Black at the bottom: the person's side (White between two
    /// people, or always White when View asks), turned by F for this game.
    fn flipped(&self) -> bool {
        let bottom =
            if self.saved.settings.white_at_bottom { Color::White } else { self.saved.game.bottom_color() };
        (bottom == Color::Black) != self.live.flip
    }

    /// A game with moves played and no result yet: replacing it asks first.
    fn in_progress(&self) -> bool {
        let s = &self.saved.game;
        !s.is_over() && !s.is_empty()
    }

    /// Opens the New game dialog or a PDN file, the game in progress saved or discarded.
    fn replace(&mut self, what: Replace) {
        match what {
            Replace::NewGame => {
                self.live.dialogs.new_game = Some(NewGameDialog::new(&self.saved.settings.new_game));
            }
            Replace::OpenPdn => self.live.files.open_pdn(self.saved.game.setup().options, &self.live.tr),
            Replace::Pasted => {
                if let Some(opened) = self.live.pasted.take() {
                    self.open_game(opened);
                    self.live.status = Some(self.live.tr.get("status-pasted").to_owned());
                }
            }
        }
    }

    /// Replaces the game, asking first (Save / Discard / Cancel) when one is in progress.
    fn guard(&mut self, what: Replace) {
        if self.in_progress() {
            self.live.dialogs.confirm = Some(Confirm::Replace(what));
        } else {
            self.replace(what);
        }
    }

    /// Carries out a command: the one place the app's state changes.
    pub fn run(&mut self, command: Command, ctx: &egui::Context) {
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
            Command::OpenPicked(index) => {
                if let Some((path, games)) = self.live.dialogs.pick.take()
                    && let Some(game) = games.into_iter().nth(index)
                {
                    self.open_from(path, game);
                }
            }
            Command::Paste(text) => {
                let s = &self.saved.game;
                match OpenedGame::from_paste(&text, s.variant(), s.setup().options) {
                    Ok(opened) => {
                        self.live.pasted = Some(opened);
                        self.guard(Replace::Pasted);
                    }
                    Err(error) => {
                        self.live.status = Some(self.live.tr.fmt(
                            "status-paste-error",
                            &[("error", Arg::from(self.live.tr.problem(&error)))],
                        ));
                    }
                }
            }
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
            Command::SetLanguage(language) => {
                if self.saved.settings.language != language {
                    self.live.tr = Tr::new(language);
                    self.change_settings(|s| s.language = language);
                }
            }
            Command::Play(m) => self.play(m, true),
            Command::BoardMessage(text) => {
                let s = &self.saved.game;
                // Nothing can move when the game is over or an earlier position is shown.
                self.live.status = (!s.is_over() && !s.is_reviewing()).then_some(text);
            }
            Command::SubmitMoveEntry => self.submit_move_entry(),
            Command::TakeBack => {
                self.live.engine.cancel();
                if self.saved.game.take_back(self.live.now) > 0 {
                    self.history_changed();
                }
            }
            Command::Redo => {
                self.live.engine.cancel();
                if self.saved.game.redo(self.live.now) > 0 {
                    self.history_changed();
                }
            }
            Command::Hint => {
                if self.saved.game.human_to_move().is_some() {
                    self.think(Purpose::Hint, Level::Master, Budget::MoveTime(ADVICE_TIME));
                }
            }
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
            Command::ConfirmResign => {
                let s = &self.saved.game;
                let color = s.human_to_move().unwrap_or_else(|| s.human_color());
                self.live.engine.cancel();
                self.declare(Declared::Resignation(color));
            }
            Command::Review(ply) => self.review(|s| s.review(ply)),
            Command::ReviewBack => self.review(|s| s.review_step(-1)),
            Command::ReviewForward => self.review(|s| s.review_step(1)),
            Command::ReviewEnd => self.review(|s| s.review(s.len())),
            Command::Pause => {
                // A message about the pause (a restored game) is out of date either way.
                self.live.status = None;
                let now = self.live.now;
                self.saved.game.set_paused(now, |p| p.by_user = !p.by_user);
                if self.saved.game.is_paused() {
                    self.live.engine.cancel();
                }
            }
            Command::ShowRules(variant) => self.live.dialogs.rules = Some(variant),
            Command::ShowAbout => self.live.dialogs.about = true,
        }
    }

    /// Carries out `commands`; the parts of this frame drawn before them show the state before,
    /// so another frame is asked for.
    fn run_all(&mut self, commands: &mut Vec<Command>, ctx: &egui::Context) {
        if commands.is_empty() {
            return;
        }
        for command in commands.drain(..) {
            self.run(command, ctx);
        }
        ctx.request_repaint();
    }

    fn change_settings(&mut self, change: impl FnOnce(&mut crate::settings::Settings)) {
        change(&mut self.saved.settings);
        self.save_settings();
    }

    fn review(&mut self, step: impl FnOnce(&mut GameState)) {
        step(&mut self.saved.game);
        self.live.board.cancel();
    }

    /// Starts a game from the New game dialog's choices (English colours alternate).
    fn start_from_choice(&mut self, choice: NewGameChoice, fen: String) {
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

    fn save_settings(&mut self) {
        if let Err(error) = self.live.store.save_settings(&self.saved.settings) {
            self.live.status = Some(self.live.tr.problem(&error));
        }
    }

    fn autosave(&mut self) {
        let (game, in_file) = (&self.saved.game, self.live.in_file.as_ref());
        if let Err(error) = self.live.store.save_game(game, in_file, self.live.now) {
            self.live.status = Some(self.live.tr.problem(&error));
        }
    }

    /// Plays a move of the person's (board, typed) or the computer's, animating it when asked.
    fn play(&mut self, m: Move, animate: bool) {
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
                self.live.draw_offer = None;
                if self.live.engine.thinking().is_some_and(|t| t.purpose != Purpose::Move) {
                    self.live.engine.cancel();
                }
                self.sound(sound);
                self.autosave();
            }
            Err(e) => self.live.status = Some(e.to_string()),
        }
    }

    /// Moves were taken back or replayed, or another game started: what was shown for the
    /// old position goes, and the game is saved.
    fn history_changed(&mut self) {
        self.live.board.cancel();
        self.live.hint = None;
        self.live.status = None;
        self.live.draw_offer = None;
        self.live.draw_offered = false;
        self.live.dialogs.result_dismissed = false;
        self.autosave();
    }

    /// Ends the game for a reason the rules cannot see, and saves it.
    fn declare(&mut self, declared: Declared) {
        let was_over = self.saved.game.is_over();
        self.saved.game.declare(declared, self.live.now);
        if self.saved.game.is_over() && !was_over {
            self.sound(Sound::GameEnd);
        }
        self.autosave();
    }

    /// Plays `sound` unless View mutes them.
    fn sound(&self, sound: Sound) {
        if !self.saved.settings.mute {
            self.live.sounds.play(sound);
        }
    }

    fn offer_draw(&mut self) {
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
            self.live.status = Some(self.live.tr.get("status-draw-too-early").to_owned());
            return;
        }
        if s.computer_to_move().is_some() {
            // Offered on the computer's turn: the search for its move answers, at full length.
            self.live.draw_offered = true;
            self.live.status = Some(self.live.tr.get("status-draw-offer-pending").to_owned());
            return;
        }
        if s.human_to_move().is_none() {
            return;
        }
        self.think(Purpose::DrawOffer, Level::Master, Budget::MoveTime(DRAW_OFFER_TIME));
    }

    /// `score`: the computer's own view of the position.
    fn answer_draw_offer(&mut self, score: i32) {
        if score <= DRAW_ACCEPT_SCORE {
            self.live.engine.cancel();
            self.declare(Declared::Agreement);
        } else {
            self.live.status = Some(self.live.tr.get("status-draw-declined").to_owned());
        }
    }

    /// The game as PDN, with the players' names and kinds.
    fn pdn_text(&self) -> String {
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
                Player::Computer(_) => files::PROGRAM,
            };
            tags.push((tag.to_owned(), kind.to_owned()));
        }
        write_pdn(&[self.saved.game.record().to_pdn(tags)])
    }

    fn save_pdn(&mut self) {
        let text = self.pdn_text();
        let name = format!("damier-{}.pdn", self.saved.game.variant().name());
        self.live.files.save_pdn(name, text, self.live.in_file.clone(), &self.live.tr);
    }

    fn submit_move_entry(&mut self) {
        let text = self.live.move_entry.trim().to_owned();
        if text.is_empty() {
            return;
        }
        let s = &self.saved.game;
        if s.human_to_move().is_none() {
            self.live.status = Some(self.live.tr.get("status-not-your-turn").to_owned());
            return;
        }
        match s.record().parse_move(&text) {
            Ok(m) => {
                self.play(m, true);
                self.live.move_entry.clear();
            }
            Err(e) => {
                let error = crate::view::move_error_text(&self.live.tr, &e);
                self.live.status = Some(self.live.tr.fmt(
                    "status-bad-move-text",
                    &[("text", Arg::from(&text)), ("error", Arg::from(&error))],
                ));
            }
        }
    }

    fn think(&mut self, purpose: Purpose, level: Level, budget: Budget) {
        let threads = self.saved.settings.new_game.threads as usize;
        self.live.engine.think(self.saved.game.record(), purpose, (level, threads), budget);
    }

    /// Starts the computer's search when it is its turn.
    fn maybe_start_computer(&mut self) {
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

    fn on_search_done(&mut self, thinking: Thinking, result: SearchResult) {
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
                    self.live.status = Some(self.live.tr.get("status-draw-declined").to_owned());
                }
            }
            Purpose::Hint => {
                if let Some(m) = result.best {
                    let text = s.record().move_text_of(&m);
                    self.live.hint = Some(m);
                    self.live.status = Some(self.live.tr.fmt("status-hint", &[("move", Arg::from(&text))]));
                }
            }
            Purpose::DrawOffer => {
                // The search scored the position for the person to move.
                self.answer_draw_offer(-result.score);
            }
        }
    }

    /// Drains the channels and moves time on. Runs before every frame.
    fn update_state(&mut self, ctx: &egui::Context) {
        self.live.now = ctx.input(|i| i.time);
        for answer in self.live.engine.poll() {
            match answer {
                Answer::Done(thinking, result) => self.on_search_done(thinking, result),
                Answer::Failed(message) => {
                    self.live.status =
                        Some(self.live.tr.fmt("status-engine-error", &[("error", Arg::from(&message))]));
                }
            }
        }
        if let Some(error) = self.live.sounds.failure() {
            let key = match error {
                SoundError::NoDevice => "status-no-sound-device",
                SoundError::Unsupported | SoundError::Stream => "status-sound-failed",
            };
            // Said beside whatever the status line says (a restored game, a file set aside).
            let said = self.live.tr.get(key);
            self.live.status =
                Some(self.live.status.take().map_or_else(|| said.to_owned(), |s| format!("{s} — {said}")));
        }
        // Every failed write is shown (the settings and the game may both fail).
        let failures: Vec<String> = self
            .live
            .store
            .failures()
            .into_iter()
            .map(|(path, error)| {
                let path = path.display().to_string();
                self.live.tr.fmt(
                    "status-file-error",
                    &[("path", Arg::from(path)), ("error", Arg::from(self.live.tr.problem(&error)))],
                )
            })
            .collect();
        if !failures.is_empty() {
            self.live.status = Some(failures.join(" "));
        }
        while let Ok(event) = self.live.file_events.try_recv() {
            self.on_file_event(event);
        }
        self.pause_for_dialogs();
        self.tick(ctx);
        if self.saved.game.is_over() && self.live.engine.is_thinking_for(Purpose::Move) {
            self.live.engine.cancel();
        }
        self.maybe_start_computer();
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
    fn want_tables(&mut self, ctx: &egui::Context) {
        let setup = self.saved.game.setup();
        let master = Player::Computer(Level::Master.number());
        let Some(flavour) = Flavour::of(setup.variant, setup.options.rule24) else { return };
        if setup.players.contains(&master) {
            let repaint = ctx.clone();
            self.live.tables.want(flavour, move || repaint.request_repaint_after(Duration::from_millis(250)));
        }
    }

    /// What the side panel shows of the current game's endgame databases.
    fn tables_status(&self) -> Option<TablesStatus> {
        let setup = self.saved.game.setup();
        self.live.tables.status(Flavour::of(setup.variant, setup.options.rule24)?)
    }

    /// Moves the clocks and the inactivity rule on to now.
    fn tick(&mut self, ctx: &egui::Context) {
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
    fn pause_for_dialogs(&mut self) {
        let d = &self.live.dialogs;
        let open = d.new_game.is_some()
            || d.rules.is_some()
            || d.confirm.is_some()
            || d.pick.is_some()
            || self.live.files.is_busy();
        let by_dialog = open && self.saved.game.against_computer();
        if by_dialog != self.saved.game.is_paused_by_dialog() {
            let now = self.live.now;
            self.saved.game.set_paused(now, |p: &mut Paused| p.by_dialog = by_dialog);
            if by_dialog {
                self.live.engine.cancel();
            }
        }
    }

    fn on_file_event(&mut self, event: FileEvent) {
        let tr = self.live.tr;
        let shown = |path: &std::path::Path| Arg::from(path.display().to_string());
        let status = match event {
            FileEvent::Opened { path, game } => {
                let status = tr.fmt("status-opened", &[("path", shown(&path))]);
                self.open_from(path, *game);
                status
            }
            FileEvent::OpenedMany { path, games } => {
                let status = tr.fmt("status-opened", &[("path", shown(&path))]);
                self.live.dialogs.pick = Some((path, games));
                status
            }
            FileEvent::Saved { at, games } => {
                let status = if games > 1 {
                    let (n, of) = (Arg::from(at.game + 1), Arg::from(games));
                    tr.fmt("status-saved-among", &[("path", shown(&at.path)), ("game", n), ("games", of)])
                } else {
                    tr.fmt("status-saved", &[("path", shown(&at.path))])
                };
                self.live.in_file = Some(at);
                self.autosave();
                if let Some(what) = self.live.after_save.take() {
                    self.replace(what);
                }
                status
            }
            FileEvent::Cancelled => {
                self.live.after_save = None;
                return;
            }
            FileEvent::Failed { path, error } => {
                self.live.after_save = None;
                let error = Arg::from(tr.problem(&error));
                match path {
                    Some(path) => tr.fmt("status-file-error", &[("path", shown(&path)), ("error", error)]),
                    None => tr.fmt("status-file-dialog-error", &[("error", error)]),
                }
            }
        };
        self.live.status = Some(status);
    }

    /// Plays on from game `opened` of the file at `path`; saving there again replaces it.
    fn open_from(&mut self, path: std::path::PathBuf, opened: OpenedGame) {
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
        self.replace_session(GameState::with_record(setup, record, self.live.now));
    }

    fn board_ui(&mut self, ui: &mut egui::Ui) -> Option<Command> {
        let view = self.view();
        if let Some(text) = view.warning_text() {
            // Over the board, impossible to miss.
            egui::Frame::new().fill(crate::theme::ACCENT).corner_radius(6.0).inner_margin(8).show(ui, |ui| {
                ui.set_width(ui.available_width());
                ui.label(egui::RichText::new(text).strong().size(18.0).color(egui::Color32::WHITE));
            });
        }
        if self.saved.game.is_paused_by_user() {
            // The board is hidden: a pause is not time to think.
            let center = ui.available_rect_before_wrap().center();
            let text = egui::RichText::new(self.live.tr.get("action-resume")).size(24.0);
            let button = egui::Rect::from_center_size(center, egui::vec2(220.0, 56.0));
            let resume = ui.put(button, egui::Button::new(text)).clicked();
            return resume.then_some(Command::Pause);
        }
        let s = &self.saved.game;
        let settings = &self.saved.settings;
        let ply = s.shown_ply();
        let record = s.record();
        let pieces = record.pieces_at(ply);
        let last = ply.checked_sub(1).and_then(|p| record.moves().get(p)).copied();
        let hint = self.live.hint.filter(|_| !s.is_reviewing());
        let input = BoardInput {
            variant: s.variant(),
            pieces: &pieces,
            legal: s.user_moves(),
            last_move: last.as_ref(),
            hint: hint.as_ref(),
            flipped: self.flipped(),
            show_labels: settings.show_labels,
            touch_move: s.setup().touch_move,
            tr: &self.live.tr,
        };
        match self.live.board.show(ui, &input)? {
            // A dropped piece is already there: the board then only fades the captured pieces.
            BoardEvent::Play(m) => Some(Command::Play(m)),
            BoardEvent::Message(text) => Some(Command::BoardMessage(text)),
        }
    }
}

impl eframe::App for DamierApp {
    fn logic(&mut self, ctx: &egui::Context, _frame: &mut eframe::Frame) {
        self.update_state(ctx);
        let d = &self.live.dialogs;
        let dialog_open = d.new_game.is_some() || d.confirm.is_some() || d.pick.is_some();
        let mut commands = Command::from_keyboard(ctx, || !ctx.egui_wants_keyboard_input() && !dialog_open);
        self.run_all(&mut commands, ctx);
    }

    /// Panels, board and dialogs in turn, each stage's commands carried out before the next
    /// is drawn (a move played on the board shows in this frame's dialogs).
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        let ctx = ui.ctx().clone();
        let mut commands = Vec::new();
        panels::menu_bar(&self.view(), ui, &mut commands);
        self.run_all(&mut commands, &ctx);
        panels::status_bar(&self.view(), ui);
        // The panels and dialogs read the view and edit only their own text and dialog state.
        let mut move_entry = std::mem::take(&mut self.live.move_entry);
        panels::side_panel(&self.view(), &mut move_entry, ui, &mut commands);
        self.live.move_entry = move_entry;
        self.run_all(&mut commands, &ctx);
        let central = egui::CentralPanel::default().show(ui, |ui| self.board_ui(ui));
        commands.extend(central.inner);
        self.run_all(&mut commands, &ctx);
        // Windows open below the menu bar, never over it.
        let mut area = ctx.content_rect();
        area.min.y = central.response.rect.min.y;
        let mut open_dialogs = std::mem::take(&mut self.live.dialogs);
        dialogs::show(&self.view(), &mut open_dialogs, area, &ctx, &mut commands);
        self.live.dialogs = open_dialogs;
        self.run_all(&mut commands, &ctx);
    }

    fn on_exit(&mut self) {
        self.autosave();
        self.live.store.flush();
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
