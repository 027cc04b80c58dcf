//! The app: what it saves ([`Saved`]: the settings and the game) apart from what it holds
//! only while it runs (`Live`: the engine link, the files, the dialogs, the board widget's
//! state). Each frame the panels, the dialogs, the board and the keyboard produce
//! [`Command`]s and [`DamierApp::run`] carries them out: the one place that changes the app's
//! state.
//! Nothing slow runs on the UI thread: searches run in the engine's worker, file writes in the
//! storage thread, file dialogs in their own threads, sounds on the sound thread;
//! [`DamierApp::logic`](eframe::App::logic) drains their channels every frame.
//!
//! Here: the state, its construction, the frame (panels, board, dialogs in turn). The
//! commands carried out are in `run`, what arrives between them (the engine's answers, the
//! clocks, failures, file events) in `background`, the files kept (autosave, settings, PDN) in
//! `persist`.

mod analysing;
mod background;
mod editing;
mod engines;
mod persist;
mod run;

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
use crate::i18n::{Arg, Language, Message, Tr};
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
    /// The status line's message, worded when shown; `None` shows whose turn it is.
    status: Option<Message>,
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
    /// The position being set up, while the editor is open.
    editor: Option<crate::editor::Editor>,
    /// The added engines' threads.
    engines: crate::engines::ExternalEngines,
    /// The Engines window is open.
    engines_open: bool,
    /// egui's time when the last move was played (seconds).
    last_move_at: f64,
    /// Why an added engine was stopped in this game, kept in the side panel.
    engine_notice: Option<Message>,
    /// The engine option whose value was refused (engine id, option name) and why.
    option_problem: Option<(u32, String, Message)>,
    /// The analysis mode, the game's notes and variations, the game's analysis.
    analysis: crate::analysis::Analysis,
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
        crate::startup::mark("settings read");
        let tr = Tr::new(settings.language);
        crate::startup::mark("translations read");
        let repaint = ctx.clone();
        let (files, file_events) = Files::new(Arc::new(move || repaint.request_repaint()));

        let (restored, notes, in_file) = match store.load_game(now, &mut recovered) {
            Some((game, notes, in_file)) => (Some(game), notes, in_file),
            None => (None, crate::analysis::tree::Notes::default(), None),
        };
        let was_restored = restored.is_some();
        let mut game = restored.unwrap_or_else(|| new_game(&settings, first_start, now));
        if was_restored {
            // A restored game waits for Resume.
            game.set_paused(now, |p| p.by_user = true);
        }
        crate::startup::mark("game restored or made");
        let status = start_status(recovered, was_restored);
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
            in_file,
            now,
            tables,
            sounds: Sounds::none(),
            short_of_time: false,
            editor: None,
            engines: crate::engines::ExternalEngines::new({
                let repaint = ctx.clone();
                Arc::new(move || repaint.request_repaint())
            }),
            engines_open: false,
            last_move_at: now,
            engine_notice: None,
            option_problem: None,
            analysis: crate::analysis::Analysis::new(ctx),
        };
        let mut app = DamierApp { saved: Saved { settings, game, notes }, live };
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

    /// The state as the panels and dialogs see it this frame.
    fn view(&self) -> View<'_> {
        View {
            tr: &self.live.tr,
            analysis: &self.live.analysis,
            notes: &self.saved.notes,
            game: &self.saved.game,
            settings: &self.saved.settings,
            thinking: self.live.engine.thinking(),
            status: self.live.status.as_ref(),
            draw_offer: self.live.draw_offer,
            files_busy: self.live.files.is_busy(),
            animating: self.live.board.is_animating(),
            flipped: self.flipped(),
            warning: self.live.warning,
            now: self.live.now,
            tables: self.tables_status(),
            engine_notice: self.live.engine_notice.as_ref(),
            option_problem: self.live.option_problem.as_ref(),
        }
    }

    /// Whether the board shows Black at the bottom: the person's side (White between two
    /// people, or always White when View asks), turned by F for this game.
    fn flipped(&self) -> bool {
        let bottom =
            if self.saved.settings.white_at_bottom { Color::White } else { self.saved.game.bottom_color() };
        (bottom == Color::Black) != self.live.flip
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
        let (pieces, last, legal) = self.board_position();
        let hint = self.live.hint.filter(|_| !s.is_reviewing());
        let input = BoardInput {
            variant: s.variant(),
            pieces: &pieces,
            legal: &legal,
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
            BoardEvent::Message(message) => Some(Command::BoardMessage(message)),
        }
    }
}

impl eframe::App for DamierApp {
    fn logic(&mut self, ctx: &egui::Context, _frame: &mut eframe::Frame) {
        crate::startup::frame_begins(ctx);
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
        if !self.editor_side_panel(ui, &mut commands) {
            let mut move_entry = std::mem::take(&mut self.live.move_entry);
            panels::side_panel(&self.view(), &mut move_entry, ui, &mut commands);
            self.live.move_entry = move_entry;
        }
        self.run_all(&mut commands, &ctx);
        if self.live.analysis.is_on() && self.live.editor.is_none() {
            let bar = egui::Panel::left("eval-bar")
                .exact_size(crate::analysis::ui::BAR_WIDTH + 8.0)
                .resizable(false);
            bar.show(ui, |ui| crate::analysis::ui::eval_bar(&self.view(), ui));
        }
        let central = egui::CentralPanel::default()
            .show(ui, |ui| self.editor_board(ui).unwrap_or_else(|| self.board_ui(ui)));
        commands.extend(central.inner);
        self.run_all(&mut commands, &ctx);
        // Windows open below the menu bar, never over it.
        let mut area = ctx.content_rect();
        area.min.y = central.response.rect.min.y;
        let mut open_dialogs = std::mem::take(&mut self.live.dialogs);
        dialogs::show(&self.view(), &mut open_dialogs, area, &ctx, &mut commands);
        self.live.dialogs = open_dialogs;
        self.engines_window(&ctx, area, &mut commands);
        self.run_all(&mut commands, &ctx);
        crate::startup::frame_laid_out(&ctx);
    }

    // eframe passes the OpenGL context where it has glow, the renderer on Linux (Cargo.toml).
    #[cfg(not(any(windows, target_os = "macos")))]
    fn on_exit(&mut self, _gl: Option<&eframe::glow::Context>) {
        self.save_on_exit();
    }

    #[cfg(any(windows, target_os = "macos"))]
    fn on_exit(&mut self) {
        self.save_on_exit();
    }
}

/// The game at a start with none to restore: the New game dialog's choices, untimed at the
/// first start (a new user first looks around and reads the rules).
fn new_game(settings: &crate::settings::Settings, first_start: bool, now: f64) -> GameState {
    // The dialog's choices never carry a FEN: the start position always exists.
    let mut setup = Setup::from_choice(&settings.new_game, settings.english_games, time_seed());
    if first_start {
        setup.clock = None;
    }
    let record = AnyGame::start(setup.variant, setup.options);
    GameState::with_record(setup, record, now)
}

/// Why the typed move `text` was not played.
fn bad_move_text(text: &str, error: damier_rules::ParseError) -> Message {
    Message::new("status-bad-move-text").arg("text", text).said("error", Message::MoveText(error))
}

/// The status line at start: the files that could not be read (and where they were kept),
/// else that the last game was restored.
fn start_status(recovered: Vec<crate::saved::Recovered>, was_restored: bool) -> Option<Message> {
    let files = recovered.into_iter().map(|r| {
        // The keys without a backup do not name one.
        let backup = r.backup.map(|b| b.display().to_string()).unwrap_or_default();
        Message::new(r.key).said("error", Message::Problem(r.error)).arg("backup", backup)
    });
    Message::joined(files, " ").or_else(|| was_restored.then(|| Message::new("status-restored")))
}
