//! The app: owns the [`Session`] (the game), the board widget, the settings, and the engine's
//! [`Worker`], which thinks on its own thread and answers through a channel. Nothing slow runs
//! on the UI thread: searches run in the worker, file writes in the storage thread, file
//! dialogs in their own threads; [`DamierApp::logic`] drains their channels every frame.

use std::sync::Arc;
use std::sync::mpsc::{self, Receiver};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use damier_engine::Level;
use damier_engine::search::{Info, SearchResult};
use damier_engine::time::Budget;
use damier_engine::worker::{Engines, Event, Request, Worker};
use damier_rules::game::english_starter;
use damier_rules::{Color, GameOptions, Move, ParseError, Starter, Variant, read_pdn, write_pdn};
use eframe::egui;
use serde::{Deserialize, Serialize};

use crate::board::{BoardEvent, BoardInput, BoardView};
use crate::clock::ClockSettings;
use crate::dialogs::{self, NewGameDialog};
use crate::files::{FileEvent, Files};
use crate::i18n::{Language, Tr};
use crate::model::{Declared, Player, Session, Setup, Tick, record_from_pdn};
use crate::panels;
use crate::settings::{NewGameChoice, Settings, SideChoice};
use crate::storage::{Loaded, Paths, SaveReport, Saver, load_ron, to_ron};

/// Transposition table of the app's engine, in MB.
const HASH_MB: usize = 64;
/// The master's time per move when the game has no clock; the lower levels stop at their
/// depth well before it.
const MOVE_TIME_NO_CLOCK: Duration = Duration::from_secs(3);
/// How long a hint or a draw offer may think.
const ADVICE_TIME: Duration = Duration::from_millis(800);
/// The computer accepts a draw when its own score is at most this (hundredths of a man).
const DRAW_ACCEPT_SCORE: i32 = 20;

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

/// Why the worker is thinking.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Purpose {
    /// The computer's move.
    Move,
    /// A hint for the person to move.
    Hint,
    /// Is a draw fair? (the person offered one)
    DrawOffer,
}

/// A search in flight.
#[derive(Clone, Debug)]
pub struct Thinking {
    pub id: u64,
    pub purpose: Purpose,
    /// The number of plies when it started: a result for another ply is stale.
    pub ply: usize,
    pub info: Option<Info>,
}

/// The app's state.
pub struct DamierApp {
    pub(crate) settings: Settings,
    pub(crate) tr: Tr,
    pub(crate) session: Session,
    pub(crate) board: BoardView,
    worker: Worker,
    events: Receiver<Event>,
    pub(crate) thinking: Option<Thinking>,
    pub(crate) hint: Option<Move>,
    /// The status line's message; `None` shows whose turn it is.
    pub(crate) status: Option<String>,
    pub(crate) new_game: Option<NewGameDialog>,
    pub(crate) show_rules: Option<Variant>,
    pub(crate) show_about: bool,
    /// The result panel was closed for this game.
    pub(crate) result_dismissed: bool,
    /// Two people at one screen: the side that offered a draw, waiting for the other's answer.
    pub(crate) draw_offer: Option<Color>,
    pub(crate) move_entry: String,
    paths: Option<Paths>,
    saver: Saver,
    save_reports: Receiver<SaveReport>,
    files: Files,
    file_events: Receiver<FileEvent>,
    /// Seed for the weaker levels' slips, new each game.
    seed: u64,
    /// egui's time of the last frame (seconds).
    now: f64,
}

fn time_seed() -> u64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map_or(0x5eed, |d| d.as_nanos() as u64)
}

impl DamierApp {
    /// The app with its files in the platform's directories (or `$DAMIER_HOME`).
    pub fn new(cc: &eframe::CreationContext<'_>) -> DamierApp {
        DamierApp::with_paths(&cc.egui_ctx, Paths::from_env_or_platform())
    }

    /// The app with its files in `paths` (`None`: nothing is saved).
    pub fn with_paths(ctx: &egui::Context, paths: Option<Paths>) -> DamierApp {
        crate::theme::apply(ctx);
        let now = ctx.input(|i| i.time);
        let mut messages = Vec::new();
        let settings = match paths.as_ref().map(|p| load_ron::<Settings>(&p.settings_file())) {
            Some(Loaded::Ok(s)) => s,
            Some(Loaded::Recovered { error, backup }) => {
                messages.push(("status.settings_recovered", error, backup));
                Settings::default()
            }
            Some(Loaded::Missing) | None => Settings::default(),
        };
        let tr = Tr::new(settings.language);

        let repaint = ctx.clone();
        let (tx, events) = mpsc::channel();
        let worker = Worker::spawn(Engines::new(HASH_MB), move |event| {
            // The app may be gone when a search ends; nothing to do then.
            let _ = tx.send(event);
            repaint.request_repaint();
        });
        let repaint = ctx.clone();
        let (saver, save_reports) = Saver::spawn(Box::new(move || repaint.request_repaint()));
        let repaint = ctx.clone();
        let (files, file_events) = Files::new(Arc::new(move || repaint.request_repaint()));

        let default_setup = setup_from_choice(&settings.new_game, &settings, time_seed());
        let mut restored = None;
        if let Some(p) = &paths {
            match load_ron::<SavedGame>(&p.autosave_file()) {
                Loaded::Ok(saved) => match restore(&saved, now) {
                    Ok(session) => restored = Some(session),
                    Err(error) => {
                        let backup = p.autosave_file().with_extension("ron.bak");
                        let kept = std::fs::rename(p.autosave_file(), &backup).ok().map(|_| backup);
                        messages.push(("status.autosave_recovered", error, kept));
                    }
                },
                Loaded::Recovered { error, backup } => {
                    messages.push(("status.autosave_recovered", error, backup))
                }
                Loaded::Missing => {}
            }
        }
        let was_restored = restored.is_some();
        let session = match restored {
            Some(s) => s,
            // The dialog's choices never carry a FEN: the start position always exists.
            None => {
                let record = crate::model::start_record(default_setup.variant, default_setup.options);
                Session::with_record(default_setup, record, now)
            }
        };
        let status = messages
            .into_iter()
            .map(|(key, error, backup)| {
                let backup = backup.map_or_else(|| "-".to_owned(), |b| b.display().to_string());
                tr.fmt(key, &[("error", &error), ("backup", &backup)])
            })
            .reduce(|a, b| format!("{a} {b}"))
            .or_else(|| was_restored.then(|| tr.get("status.restored").to_owned()));
        let mut app = DamierApp {
            settings,
            tr,
            session,
            board: BoardView::default(),
            worker,
            events,
            thinking: None,
            hint: None,
            status,
            new_game: None,
            show_rules: None,
            show_about: false,
            result_dismissed: false,
            draw_offer: None,
            move_entry: String::new(),
            paths,
            saver,
            save_reports,
            files,
            file_events,
            seed: time_seed(),
            now,
        };
        app.result_dismissed = app.session.is_over();
        app
    }

    /// egui's time at the start of this frame, in seconds: the clocks' time.
    pub(crate) fn now(&self) -> f64 {
        self.now
    }

    /// The game being played.
    pub fn session(&self) -> &Session {
        &self.session
    }

    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// The status line as shown.
    pub fn status_text(&self) -> String {
        panels::status_text(self)
    }

    /// Whether the worker is searching.
    pub fn is_thinking(&self) -> bool {
        self.thinking.is_some()
    }

    /// Starts a game (the New game dialog, a test, a position set up from FEN).
    pub fn start_game(&mut self, setup: Setup) {
        let now = self.now;
        match Session::new(setup, now) {
            Ok(session) => self.replace_session(session),
            Err(error) => self.status = Some(self.tr.fmt("status.fen_error", &[("error", &error)])),
        }
    }

    fn replace_session(&mut self, session: Session) {
        self.cancel_thinking();
        self.worker.new_game();
        self.session = session;
        self.seed = time_seed();
        self.history_changed();
    }

    /// Starts a game from the New game dialog's choices (English colours alternate).
    pub fn start_from_choice(&mut self, choice: NewGameChoice, fen: Option<String>) {
        if choice.variant == Variant::English && choice.computer.is_some() {
            self.settings.english_games += 1;
        }
        self.settings.new_game = choice.clone();
        self.save_settings();
        let mut setup = setup_from_choice(&choice, &self.settings, time_seed());
        setup.fen = fen.filter(|f| !f.trim().is_empty());
        self.start_game(setup);
    }

    pub(crate) fn set_language(&mut self, language: Language) {
        if self.settings.language != language {
            self.settings.language = language;
            self.tr = Tr::new(language);
            self.save_settings();
        }
    }

    pub(crate) fn save_settings(&mut self) {
        let Some(paths) = &self.paths else { return };
        match to_ron(&self.settings) {
            Ok(text) => self.saver.save(paths.settings_file(), text),
            Err(error) => self.status = Some(error),
        }
    }

    fn autosave(&mut self) {
        let Some(paths) = &self.paths else { return };
        let saved = SavedGame {
            setup: self.session.setup().clone(),
            pdn: write_pdn(&[self.session.record().to_pdn(Vec::new())]),
            clocks: self.session.clock_state(self.now),
            declared: self.session.declared(),
        };
        match to_ron(&saved) {
            Ok(text) => self.saver.save(paths.autosave_file(), text),
            Err(error) => self.status = Some(error),
        }
    }

    /// Plays a move of the person's (board, typed) or the computer's, animating it when asked.
    pub(crate) fn play(&mut self, m: Move, animate: bool) {
        let before = self.session.record().pieces_at(self.session.len());
        match self.session.play(&m, self.now) {
            Ok(()) => {
                if animate && !self.session.is_reviewing() {
                    let step = if self.settings.animate {
                        Duration::from_millis(u64::from(self.settings.animation_ms))
                    } else {
                        Duration::ZERO
                    };
                    self.board.animate(self.session.variant(), before, m, step);
                }
                self.hint = None;
                self.status = None;
                self.draw_offer = None;
                if self.thinking.as_ref().is_some_and(|t| t.purpose != Purpose::Move) {
                    self.cancel_thinking();
                }
                self.autosave();
            }
            Err(e) => self.status = Some(e.message),
        }
    }

    pub(crate) fn take_back(&mut self) {
        self.cancel_thinking();
        if self.session.take_back(self.now) > 0 {
            self.history_changed();
        }
    }

    pub(crate) fn redo(&mut self) {
        self.cancel_thinking();
        if self.session.redo(self.now) > 0 {
            self.history_changed();
        }
    }

    /// Moves were taken back or replayed, or another game started: what was shown for the
    /// old position goes, and the game is saved.
    fn history_changed(&mut self) {
        self.board.cancel();
        self.hint = None;
        self.status = None;
        self.draw_offer = None;
        self.result_dismissed = false;
        self.autosave();
    }

    pub(crate) fn resign(&mut self) {
        let color = self.session.human_to_move().unwrap_or_else(|| self.human_color());
        self.cancel_thinking();
        self.session.declare(Declared::Resignation(color), self.now);
        self.autosave();
    }

    /// The person's colour against the computer (the side to move between two people).
    pub(crate) fn human_color(&self) -> Color {
        [Color::White, Color::Black]
            .into_iter()
            .find(|&c| {
                self.session.player(c) == Player::Human && self.session.player(c.opposite()) != Player::Human
            })
            .unwrap_or_else(|| self.session.turn())
    }

    pub(crate) fn against_computer(&self) -> bool {
        [Color::White, Color::Black].iter().any(|&c| self.session.player(c) != Player::Human)
    }

    pub(crate) fn offer_draw(&mut self) {
        if self.session.is_over() {
            return;
        }
        if !self.against_computer() {
            self.draw_offer = Some(self.session.turn());
            return;
        }
        // The computer is thinking about its move: judge from its own latest score.
        if let Some(t) = &self.thinking
            && t.purpose == Purpose::Move
            && let Some(info) = &t.info
        {
            let score = info.score;
            self.answer_draw_offer(score);
            return;
        }
        self.think(Purpose::DrawOffer, Level::Master, Budget::MoveTime(ADVICE_TIME));
    }

    /// `score`: the computer's own view of the position.
    fn answer_draw_offer(&mut self, score: i32) {
        if score <= DRAW_ACCEPT_SCORE {
            self.cancel_thinking();
            self.session.declare(Declared::Agreement, self.now);
            self.autosave();
        } else {
            self.status = Some(self.tr.get("status.draw_declined").to_owned());
        }
    }

    pub(crate) fn accept_draw(&mut self) {
        self.draw_offer = None;
        self.session.declare(Declared::Agreement, self.now);
        self.autosave();
    }

    pub(crate) fn hint(&mut self) {
        if self.session.human_to_move().is_some() {
            self.think(Purpose::Hint, Level::Master, Budget::MoveTime(ADVICE_TIME));
        }
    }

    pub(crate) fn move_now(&mut self) {
        if self.thinking.is_some() {
            self.worker.stop();
        }
    }

    /// A file dialog is open (Open and Save wait for it).
    pub(crate) fn files_busy(&self) -> bool {
        self.files.is_busy()
    }

    pub(crate) fn open_pdn(&mut self) {
        self.files.open_pdn();
    }

    pub(crate) fn save_pdn(&mut self) {
        let tags = vec![
            ("Event".to_owned(), "Damier".to_owned()),
            ("White".to_owned(), self.player_name(Color::White)),
            ("Black".to_owned(), self.player_name(Color::Black)),
        ];
        let text = write_pdn(&[self.session.record().to_pdn(tags)]);
        let name = format!("damier-{}.pdn", self.session.variant().name());
        self.files.save_pdn(name, text);
    }

    pub(crate) fn player_name(&self, color: Color) -> String {
        match self.session.player(color) {
            Player::Human => {
                if self.against_computer() {
                    self.tr.get("panel.you").to_owned()
                } else {
                    self.tr.get("panel.player").to_owned()
                }
            }
            Player::Computer(n) => {
                format!("{} ({})", self.tr.get("panel.computer"), self.tr.get(&format!("level.{n}")))
            }
        }
    }

    pub(crate) fn copy_fen(&mut self, ctx: &egui::Context) {
        ctx.copy_text(self.session.record().fen_at(self.session.shown_ply()));
    }

    pub(crate) fn submit_move_entry(&mut self) {
        let text = self.move_entry.trim().to_owned();
        if text.is_empty() {
            return;
        }
        if self.session.human_to_move().is_none() {
            self.status = Some(self.tr.get("status.not_your_turn").to_owned());
            return;
        }
        match self.session.record().parse_move(&text) {
            Ok(m) => {
                self.play(m, true);
                self.move_entry.clear();
            }
            Err(ParseError { message: error, .. }) => {
                self.status =
                    Some(self.tr.fmt("status.bad_move_text", &[("text", &text), ("error", &error)]));
            }
        }
    }

    fn think(&mut self, purpose: Purpose, level: Level, budget: Budget) {
        let request = Request { game: self.session.to_any(), level, budget, seed: self.seed };
        let id = self.worker.think(request);
        self.thinking = Some(Thinking { id, purpose, ply: self.session.len(), info: None });
    }

    fn cancel_thinking(&mut self) {
        if self.thinking.take().is_some() {
            self.worker.stop();
        }
    }

    /// Starts the computer's search when it is its turn.
    fn maybe_start_computer(&mut self) {
        if self.thinking.is_some() {
            return;
        }
        let Some(level) = self.session.computer_to_move() else { return };
        let budget = match self.session.clock_for_turn(self.now) {
            Some((remaining, increment)) => Budget::Clock {
                remaining: Duration::from_secs_f64(remaining.max(0.0)),
                increment: Duration::from_secs_f64(increment.max(0.0)),
                moves_to_go: None,
            },
            None => Budget::MoveTime(MOVE_TIME_NO_CLOCK),
        };
        self.think(Purpose::Move, level, budget);
    }

    fn on_search_done(&mut self, thinking: Thinking, result: SearchResult) {
        if thinking.ply != self.session.len() {
            return;
        }
        match thinking.purpose {
            Purpose::Move => {
                if let Some(m) = result.best
                    && self.session.computer_to_move().is_some()
                {
                    self.play(m, true);
                }
            }
            Purpose::Hint => {
                if let Some(m) = result.best {
                    let text = self.session.record().move_text_of(&m);
                    self.hint = Some(m);
                    self.status = Some(self.tr.fmt("status.hint", &[("move", &text)]));
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
        self.now = ctx.input(|i| i.time);
        while let Ok(event) = self.events.try_recv() {
            match event {
                Event::Progress { id, info } => {
                    if let Some(t) = self.thinking.as_mut().filter(|t| t.id == id) {
                        t.info = Some(info);
                    }
                }
                Event::Done { id, result } => {
                    if let Some(t) = self.thinking.take_if(|t| t.id == id) {
                        self.on_search_done(t, result);
                    }
                }
                Event::Failed { id, message } => {
                    if self.thinking.take_if(|t| t.id == id).is_some() {
                        self.status = Some(self.tr.fmt("status.engine_error", &[("error", &message)]));
                    }
                }
            }
        }
        while let Ok(report) = self.save_reports.try_recv() {
            if let SaveReport::Failed { path, error } = report {
                let path = path.display().to_string();
                self.status = Some(self.tr.fmt("status.file_error", &[("path", &path), ("error", &error)]));
            }
        }
        while let Ok(event) = self.file_events.try_recv() {
            self.on_file_event(event);
        }
        match self.session.tick(self.now) {
            Tick::Nothing => {}
            Tick::InactivityWarning { color, seconds } => {
                let color = self.color_name(color);
                self.status = Some(self.tr.fmt(
                    "status.inactivity_warning",
                    &[("color", &color), ("seconds", &seconds.to_string())],
                ));
            }
            Tick::Ended(_) => {
                self.cancel_thinking();
                self.autosave();
            }
        }
        if self.session.is_over() && self.thinking.as_ref().is_some_and(|t| t.purpose == Purpose::Move) {
            self.cancel_thinking();
        }
        self.maybe_start_computer();
        if let Some(wait) = self.session.next_tick_in(self.now) {
            ctx.request_repaint_after(Duration::from_secs_f64(wait.clamp(0.02, 60.0)));
        }
        if ctx.input(|i| i.viewport().close_requested()) {
            self.autosave();
            self.saver.flush(Duration::from_secs(2));
        }
    }

    fn on_file_event(&mut self, event: FileEvent) {
        match event {
            FileEvent::Opened { path, text } => match self.open_text(&text) {
                Ok(()) => {
                    self.status = Some(self.tr.fmt("status.opened", &[("path", &path.display().to_string())]))
                }
                Err(error) => {
                    let path = path.display().to_string();
                    self.status =
                        Some(self.tr.fmt("status.file_error", &[("path", &path), ("error", &error)]));
                }
            },
            FileEvent::Saved { path } => {
                self.status = Some(self.tr.fmt("status.saved", &[("path", &path.display().to_string())]))
            }
            FileEvent::Cancelled => {}
            FileEvent::Failed { path, error } => {
                let path = path.map_or_else(|| "-".to_owned(), |p| p.display().to_string());
                self.status = Some(self.tr.fmt("status.file_error", &[("path", &path), ("error", &error)]));
            }
        }
    }

    /// Opens the first game of a PDN text: the person takes the side to move, the computer (if
    /// the current game has one) the other; no clock.
    pub fn open_text(&mut self, text: &str) -> Result<(), String> {
        let pdn =
            read_pdn(text).into_iter().next().ok_or("the file holds no game")?.map_err(|e| e.to_string())?;
        let options = self.session.setup().options;
        let record = record_from_pdn(&pdn, options)?;
        let turn = record.turn_at(record.moves().len());
        let computer = self.settings.new_game.computer.map_or(Player::Human, Player::Computer);
        let mut players = [Player::Human; 2];
        players[turn.opposite().index()] = computer;
        let setup = Setup {
            variant: pdn.variant,
            players,
            options,
            touch_move: self.session.setup().touch_move,
            inactivity: self.session.setup().inactivity,
            clock: None,
            fen: pdn.start_fen.clone(),
        };
        self.replace_session(Session::with_record(setup, record, self.now));
        Ok(())
    }

    pub(crate) fn color_name(&self, color: Color) -> String {
        self.tr.get(if color == Color::White { "color.white" } else { "color.black" }).to_owned()
    }

    fn keyboard(&mut self, ctx: &egui::Context) {
        use egui::{Key, KeyboardShortcut, Modifiers};
        let ctrl = |key| KeyboardShortcut::new(Modifiers::COMMAND, key);
        let (new, undo, redo) = ctx.input_mut(|i| {
            (
                i.consume_shortcut(&ctrl(Key::N)),
                i.consume_shortcut(&ctrl(Key::Z)),
                i.consume_shortcut(&ctrl(Key::Y)),
            )
        });
        if new {
            self.new_game = Some(NewGameDialog::new(&self.settings.new_game));
        }
        if undo {
            self.take_back();
        }
        if redo {
            self.redo();
        }
        if ctx.egui_wants_keyboard_input() || self.new_game.is_some() {
            return;
        }
        let (flip, hint, left, right) = ctx.input(|i| {
            (
                i.key_pressed(Key::F) && i.modifiers.is_none(),
                i.key_pressed(Key::H) && i.modifiers.is_none(),
                i.key_pressed(Key::ArrowLeft),
                i.key_pressed(Key::ArrowRight),
            )
        });
        if flip {
            self.settings.flipped = !self.settings.flipped;
            self.save_settings();
        }
        if hint {
            self.hint();
        }
        if left {
            self.session.review_step(-1);
            self.board.cancel();
        }
        if right {
            self.session.review_step(1);
            self.board.cancel();
        }
    }

    fn board_ui(&mut self, ui: &mut egui::Ui) {
        let ply = self.session.shown_ply();
        let record = self.session.record();
        let pieces = record.pieces_at(ply);
        let legal = self.session.user_moves();
        let last = ply.checked_sub(1).and_then(|p| record.moves().get(p)).copied();
        let hint = self.hint.filter(|_| !self.session.is_reviewing());
        let input = BoardInput {
            variant: self.session.variant(),
            pieces: &pieces,
            legal,
            last_move: last.as_ref(),
            hint: hint.as_ref(),
            flipped: self.settings.flipped,
            show_labels: self.settings.show_labels,
            touch_move: self.session.setup().touch_move,
            tr: &self.tr,
        };
        match self.board.show(ui, &input) {
            // A dropped piece is already there: the board then only fades the captured pieces.
            Some(BoardEvent::Play(m)) => self.play(m, true),
            Some(BoardEvent::Message(_)) if self.session.is_over() || self.session.is_reviewing() => {
                // Nothing can move: say why (the game is over, or an earlier position is shown).
                self.status = None;
            }
            Some(BoardEvent::Message(text)) => self.status = Some(text),
            None => {}
        }
    }
}

/// The players, options and clock of a new game from the dialog's choices.
pub fn setup_from_choice(choice: &NewGameChoice, settings: &Settings, lot: u64) -> Setup {
    let computer = choice.computer.map_or(Player::Human, Player::Computer);
    let human_color = if choice.variant == Variant::English && choice.computer.is_some() {
        // Seed 004 "Tours": the players take turns to start, the visitor (the person) first;
        // the starter plays Black, who moves first.
        match english_starter(settings.english_games.max(1)) {
            Starter::Visitor => Color::Black,
            Starter::Host => Color::White,
        }
    } else {
        match choice.side {
            SideChoice::White => Color::White,
            SideChoice::Black => Color::Black,
            SideChoice::ByLot => {
                if lot.rotate_right(17) & 1 == 0 {
                    Color::White
                } else {
                    Color::Black
                }
            }
        }
    };
    let mut players = [Player::Human; 2];
    players[human_color.opposite().index()] = computer;
    Setup {
        variant: choice.variant,
        players,
        options: GameOptions { rule24: choice.rule24 },
        touch_move: choice.touch_move,
        inactivity: choice.inactivity,
        clock: choice.clock.filter(|c: &ClockSettings| c.minutes > 0.0),
        fen: None,
    }
}

fn restore(saved: &SavedGame, now: f64) -> Result<Session, String> {
    let pdn = read_pdn(&saved.pdn)
        .into_iter()
        .next()
        .ok_or("the saved game is empty")?
        .map_err(|e| e.to_string())?;
    if pdn.variant != saved.setup.variant {
        return Err(format!("the saved moves are a game of {}, not {}", pdn.variant, saved.setup.variant));
    }
    let record = record_from_pdn(&pdn, saved.setup.options)?;
    let mut session = Session::with_record(saved.setup.clone(), record, now);
    if let Some(clocks) = saved.clocks {
        session.set_clock_state(clocks, now);
    }
    session.restore_declared(saved.declared, now);
    Ok(session)
}

impl eframe::App for DamierApp {
    fn logic(&mut self, ctx: &egui::Context, _frame: &mut eframe::Frame) {
        self.update_state(ctx);
        self.keyboard(ctx);
    }

    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        panels::menu_bar(self, ui);
        panels::status_bar(self, ui);
        panels::side_panel(self, ui);
        egui::CentralPanel::default().show(ui, |ui| self.board_ui(ui));
        dialogs::show(self, ui.ctx());
    }

    fn on_exit(&mut self) {
        self.autosave();
        self.saver.flush(Duration::from_secs(2));
    }
}
