//! The dialogs: New game, the result panel, the rules window and About. Which are open, and
//! what is typed in them, is [`Dialogs`]; what they ask the app to do comes back as
//! [`Command`]s.

use std::path::PathBuf;

use damier_rules::{Color, DrawRule24, Starter, Variant, english_starter};
use eframe::egui::{self, RichText};

use crate::clock::ClockSettings;
use crate::command::{Command, Replace};
use crate::engines::EngineEntry;
use crate::files::OpenedGame;
use crate::i18n::kinds::result_id;
use crate::i18n::{self, Arg, Tr, numbers};
use crate::settings::{LEVELS, NewGameChoice, Settings, SideChoice, default_threads};
use crate::view::View;
use damier_rules::{AnyGame, GameOptions};

/// The New game dialog's width, the same whatever is chosen.
const NEW_GAME_WIDTH: f32 = 520.0;
/// The New game dialog's height besides its choices: the title, the buttons, the margins.
const NEW_GAME_FRAME_HEIGHT: f32 = 140.0;
/// The New game dialog's label column, and the space beside and below each row.
const NEW_GAME_LABEL_WIDTH: f32 = 230.0;
const NEW_GAME_COLUMN_GAP: f32 = 16.0;
const NEW_GAME_ROW_GAP: f32 = 10.0;

/// The dialogs' state: which are open, and what is typed in them.
#[derive(Default)]
pub struct Dialogs {
    pub new_game: Option<NewGameDialog>,
    /// The rules window, showing this game's rules.
    pub rules: Option<Variant>,
    pub about: bool,
    /// A question before something that cannot be undone.
    pub confirm: Option<Confirm>,
    /// The games of a file opened (the file, its games), to pick one from.
    pub pick: Option<(PathBuf, Vec<OpenedGame>)>,
    /// The result panel was closed for this game.
    pub result_dismissed: bool,
}

/// What is asked before it is done.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Confirm {
    /// A game in progress would be replaced: Save / Discard / Cancel.
    Replace(Replace),
    /// Resign?
    Resign,
}

/// The New game dialog's state while it is open.
#[derive(Clone, Debug)]
pub struct NewGameDialog {
    pub choice: NewGameChoice,
    /// The clock's settings while "No clock" is ticked, so unticking brings them back.
    pub clock: ClockSettings,
    /// A position to start from, in FEN (empty: the start position).
    pub fen: String,
}

impl NewGameDialog {
    pub fn new(choice: &NewGameChoice) -> NewGameDialog {
        NewGameDialog {
            choice: choice.clone(),
            clock: choice.clock.unwrap_or(ClockSettings { minutes: 10.0, increment_s: 5.0 }),
            fen: String::new(),
        }
    }
}

/// Shows whichever dialogs are open; windows stay within `area` (below the menu bar).
pub fn show(
    view: &View,
    dialogs: &mut Dialogs,
    area: egui::Rect,
    ctx: &egui::Context,
    out: &mut Vec<Command>,
) {
    new_game(view, dialogs, ctx, out);
    // The result comes after an answered question's frame, not under the click that answered it.
    result(view, dialogs, ctx, out);
    confirm(view, dialogs, ctx, out);
    pick_game(view, dialogs, ctx, out);
    rules(view, dialogs, area, ctx);
    about(view, dialogs, area, ctx);
}

fn new_game(view: &View, dialogs: &mut Dialogs, ctx: &egui::Context, out: &mut Vec<Command>) {
    let Some(dialog) = dialogs.new_game.as_mut() else { return };
    let tr = view.tr;
    let mut start = false;
    let mut cancel = false;
    let modal = egui::Modal::new(egui::Id::unique("new-game")).show(ctx, |ui| {
        // One size whatever is chosen: rows that do not apply are greyed, never removed, so
        // the next click lands where it was aimed.
        ui.set_width(NEW_GAME_WIDTH);
        ui.heading(tr.get("new-title"));
        ui.add_space(6.0);
        // In a window too low for the whole dialog (the smallest is 480 points high), the
        // choices scroll between the title and the buttons, which stay in view. Only then: a
        // scroll area takes frames to find its size, and the dialog must not move as it opens.
        let measured = egui::Id::unique("new-game-body-height");
        let room = ctx.content_rect().height() - NEW_GAME_FRAME_HEIGHT;
        let needed = ctx.data(|d| d.get_temp::<f32>(measured));
        let mut body =
            |ui: &mut egui::Ui| ui.vertical(|ui| new_game_body(tr, view, dialog, ui)).response.rect.height();
        let height = if needed.is_some_and(|h| h > room) {
            egui::ScrollArea::vertical()
                .max_height(room.max(120.0))
                .auto_shrink([false, true])
                .show(ui, body)
                .inner
        } else {
            body(ui)
        };
        if needed != Some(height) {
            // Laid out again before it is shown, when it must scroll: drawn at its final size.
            ctx.data_mut(|d| d.insert_temp(measured, height));
            if height > room {
                ctx.request_discard("the New game dialog scrolls");
            }
        }
        ui.add_space(8.0);
        ui.horizontal(|ui| {
            if ui.button(RichText::new(tr.get("new-start")).strong()).clicked() {
                start = true;
            }
            if ui.button(tr.get("dialog-cancel")).clicked() {
                cancel = true;
            }
        });
    });
    if modal.should_close() {
        cancel = true;
    }
    if start {
        out.push(Command::StartGame { choice: dialog.choice.clone(), fen: dialog.fen.clone() });
        dialogs.new_game = None;
    } else if cancel {
        dialogs.new_game = None;
    }
}

/// The New game dialog's choices: the rows of [`new_game_rows`], the English note, the rules
/// options, the FEN.
fn new_game_body(tr: &Tr, view: &View, dialog: &mut NewGameDialog, ui: &mut egui::Ui) {
    new_game_rows(tr, view.settings, dialog, ui);
    let c = &mut dialog.choice;
    english_note(tr, view.settings.english_games, c, ui);
    ui.checkbox(&mut c.touch_move, tr.get("new-touch-move"));
    ui.checkbox(&mut c.inactivity, tr.get("new-inactivity"));
    ui.indent("strict", |ui| {
        ui.add_enabled(
            c.inactivity,
            egui::Checkbox::new(&mut c.strict_inactivity, tr.get("new-strict-inactivity")),
        )
    });
    let start_fen = AnyGame::start(c.variant, GameOptions::default()).fen_at(0);
    ui.horizontal(|ui| {
        // "FEN" is the notation's name in every language; what to type is said on hover.
        let hint = tr.get("new-fen-hint");
        ui.label("FEN").on_hover_text(&hint);
        ui.add(egui::TextEdit::singleline(&mut dialog.fen).desired_width(360.0).hint_text(start_fen))
            .on_hover_text(hint);
    });
}

/// A row of the New game dialog: `label` in the left column (wrapped there), the controls
/// beside it, both from the top. Laid out in one pass from this frame alone (unlike egui's
/// grid, which places a row's label by the row's height in the frame before): the dialog is
/// drawn right from its first frame.
fn row(ui: &mut egui::Ui, label: String, add: impl FnOnce(&mut egui::Ui)) {
    let spacing = ui.spacing().item_spacing;
    // The label's first line level with the first control's text.
    let pad = ((ui.spacing().interact_size.y - ui.text_style_height(&egui::TextStyle::Body)) / 2.0).max(0.0);
    ui.horizontal_top(|ui| {
        ui.allocate_ui_with_layout(
            egui::vec2(NEW_GAME_LABEL_WIDTH, 0.0),
            egui::Layout::top_down(egui::Align::Min),
            |ui| {
                ui.set_width(NEW_GAME_LABEL_WIDTH);
                ui.add_space(pad);
                ui.add(egui::Label::new(label).wrap());
            },
        );
        ui.add_space(NEW_GAME_COLUMN_GAP - spacing.x);
        ui.vertical(add);
    });
    ui.add_space(NEW_GAME_ROW_GAP - spacing.y);
}

/// The New game dialog's rows: game, opponent, level, the computer's threads, side, rule 24
/// and clock.
fn new_game_rows(tr: &Tr, settings: &Settings, dialog: &mut NewGameDialog, ui: &mut egui::Ui) {
    let english_games = settings.english_games;
    let c = &mut dialog.choice;
    row(ui, tr.get("new-game"), |ui| {
        for v in Variant::ALL {
            ui.radio_value(&mut c.variant, v, tr.game_name(v));
        }
    });
    row(ui, tr.get("new-opponent"), |ui| {
        let mut computer = c.computer.is_some();
        ui.radio_value(&mut computer, true, tr.get("new-computer"));
        ui.radio_value(&mut computer, false, tr.get("new-two-players"));
        if computer != c.computer.is_some() {
            c.computer = computer.then_some(3);
        }
    });
    row(ui, tr.get("new-level"), |ui| level_choice(tr, &settings.engines, c, ui));
    row(ui, tr.get("new-threads"), |ui| {
        let most = default_threads().saturating_add(1).max(c.threads);
        ui.add_enabled(c.computer.is_some(), egui::Slider::new(&mut c.threads, 1..=most));
    });
    row(ui, tr.get("new-side"), |ui| side_choice(english_games, tr, c, ui));
    row(ui, tr.get("new-rule24"), |ui| {
        if !c.variant.has_rule24() {
            ui.disable();
        }
        ui.radio_value(&mut c.rule24, DrawRule24::Seed, tr.get("new-rule24-seed"));
        ui.radio_value(&mut c.rule24, DrawRule24::Fmjd, tr.get("new-rule24-fmjd"));
    });
    row(ui, tr.get("new-clock"), |ui| {
        let mut none = c.clock.is_none();
        ui.checkbox(&mut none, tr.get("new-no-clock"));
        ui.add_enabled(
            !none,
            egui::Slider::new(&mut dialog.clock.minutes, ClockSettings::MINUTES)
                .step_by(1.0)
                .custom_formatter(|v, _| numbers::number(tr.language(), v, 1))
                .custom_parser(numbers::parse)
                .text(tr.get("new-minutes")),
        );
        ui.add_enabled(
            !none,
            egui::Slider::new(&mut dialog.clock.increment_s, ClockSettings::INCREMENT_S)
                .step_by(1.0)
                .custom_formatter(|v, _| numbers::number(tr.language(), v, 0))
                .custom_parser(numbers::parse)
                .text(tr.get("new-increment")),
        );
        c.clock = (!none).then_some(dialog.clock);
    });
}

/// The computer's level, or an added engine in its place.
fn level_choice(tr: &Tr, engines: &[EngineEntry], c: &mut NewGameChoice, ui: &mut egui::Ui) {
    if c.computer.is_none() {
        ui.disable();
    }
    let mut level = c.computer.unwrap_or(3);
    let mut engine = c.engine.filter(|&id| engines.iter().any(|e| e.id == id));
    let selected = match engine.and_then(|id| engines.iter().find(|e| e.id == id)) {
        Some(entry) => entry.name.clone(),
        None => tr.fmt("new-level-item", &[("level", Arg::from(level))]),
    };
    egui::ComboBox::from_id_salt("level").selected_text(selected).height(480.0).show_ui(ui, |ui| {
        for n in LEVELS {
            let item = tr.fmt("new-level-item", &[("level", Arg::from(n))]);
            if ui.selectable_label(engine.is_none() && level == n, item).clicked() {
                (level, engine) = (n, None);
            }
        }
        for entry in engines {
            if ui.selectable_label(engine == Some(entry.id), &entry.name).clicked() {
                engine = Some(entry.id);
            }
        }
    });
    if c.computer.is_some() {
        (c.computer, c.engine) = (Some(level), engine);
    }
}

/// The side the person plays: chosen, or in English against the computer alternating (the
/// radio buttons then show the side, greyed, and [`english_note`] says why).
fn side_choice(english_games: u32, tr: &Tr, c: &mut NewGameChoice, ui: &mut egui::Ui) {
    ui.horizontal(|ui| {
        if c.variant.starts_alternate() && c.computer.is_some() {
            ui.disable();
            // The starter plays Black (seed 004).
            let mut side = match english_starter(english_games.wrapping_add(1)) {
                Starter::Visitor => SideChoice::Black,
                Starter::Host => SideChoice::White,
            };
            side_radios(tr, &mut side, ui);
        } else {
            side_radios(tr, &mut c.side, ui);
        }
    });
}

fn side_radios(tr: &Tr, side: &mut SideChoice, ui: &mut egui::Ui) {
    ui.radio_value(side, SideChoice::White, tr.get("new-side-white"));
    ui.radio_value(side, SideChoice::Black, tr.get("new-side-black"));
    ui.radio_value(side, SideChoice::ByLot, tr.get("new-side-lot"));
}

/// In English against the computer, who starts this game (seed 004: colours alternate game to
/// game, the person starting the first), shown under the grid in a space of its own so the
/// dialog keeps its size.
fn english_note(tr: &Tr, english_games: u32, c: &NewGameChoice, ui: &mut egui::Ui) {
    let height = 2.0 * ui.text_style_height(&egui::TextStyle::Body) + ui.spacing().item_spacing.y;
    let width = ui.available_width();
    ui.allocate_ui_with_layout(egui::vec2(width, height), egui::Layout::top_down(egui::Align::Min), |ui| {
        ui.set_min_size(egui::vec2(width, height));
        if c.variant.starts_alternate() && c.computer.is_some() {
            let n = english_games.wrapping_add(1);
            let key = match english_starter(n) {
                Starter::Visitor => "new-english-you-start",
                Starter::Host => "new-english-computer-starts",
            };
            ui.add(egui::Label::new(RichText::new(tr.fmt(key, &[("n", Arg::from(n))])).weak()).wrap());
        }
    });
}

/// Save / Discard / Cancel before a game in progress is replaced; Resign? before resigning.
fn confirm(view: &View, dialogs: &mut Dialogs, ctx: &egui::Context, out: &mut Vec<Command>) {
    let Some(question) = dialogs.confirm else { return };
    let tr = view.tr;
    let mut answer = None;
    let mut cancel = false;
    let modal = egui::Modal::new(egui::Id::unique("confirm")).show(ctx, |ui| {
        ui.set_width(380.0);
        let mut button = |ui: &mut egui::Ui, key: &str, strong: bool, command: Option<Command>| {
            let text = if strong { RichText::new(tr.get(key)).strong() } else { RichText::new(tr.get(key)) };
            if ui.button(text).clicked() {
                match command {
                    Some(c) => answer = Some(c),
                    None => cancel = true,
                }
            }
        };
        match question {
            Confirm::Replace(what) => {
                ui.heading(tr.get("confirm-replace-title"));
                ui.label(tr.get("confirm-replace-text"));
                ui.add_space(8.0);
                ui.horizontal(|ui| {
                    button(ui, "confirm-save", true, Some(Command::SaveThen(what)));
                    button(ui, "confirm-discard", false, Some(Command::DiscardThen(what)));
                    button(ui, "dialog-cancel", false, None);
                });
            }
            Confirm::Resign => {
                ui.heading(tr.get("confirm-resign-title"));
                ui.add_space(8.0);
                ui.horizontal(|ui| {
                    button(ui, "confirm-resign", true, Some(Command::ConfirmResign));
                    button(ui, "dialog-cancel", false, None);
                });
            }
        }
    });
    if let Some(command) = answer {
        out.push(command);
        dialogs.confirm = None;
    } else if cancel || modal.should_close() {
        dialogs.confirm = None;
    }
}

/// The widths of the games list's Event, Date, White and Black columns: each as wide as its
/// heading and the games' text allow, the same from the first frame.
const PICK_WIDTHS: [f32; 4] = [140.0, 80.0, 110.0, 110.0];

/// A cell of the games list `width` wide, its text cut with "…" (in full on hover).
fn pick_cell(ui: &mut egui::Ui, text: RichText, width: f32) {
    ui.allocate_ui(egui::vec2(width, ui.spacing().interact_size.y), |ui| {
        ui.set_min_width(width);
        ui.add(egui::Label::new(text).truncate());
    });
}

/// The games of a file: Event, Date, White, Black (the person's side marked where the file
/// says which it was), Result and moves; a click opens one.
fn pick_game(view: &View, dialogs: &mut Dialogs, ctx: &egui::Context, out: &mut Vec<Command>) {
    let Some((_, games)) = &dialogs.pick else { return };
    let tr = view.tr;
    let mut chosen = None;
    let mut cancel = false;
    let modal = egui::Modal::new(egui::Id::unique("pick-game")).show(ctx, |ui| {
        ui.set_width(640.0);
        ui.heading(tr.fmt("pick-title", &[("n", Arg::from(games.len()))]));
        ui.add_space(6.0);
        egui::ScrollArea::vertical().max_height(400.0).show(ui, |ui| {
            egui::Grid::new("pick-grid").num_columns(7).striped(true).spacing([12.0, 6.0]).show(ui, |ui| {
                let headings = [
                    tr.get("pick-event"),
                    tr.get("pick-date"),
                    tr.color_name(Color::White),
                    tr.color_name(Color::Black),
                ];
                ui.label("");
                for (heading, width) in headings.into_iter().zip(PICK_WIDTHS) {
                    pick_cell(ui, RichText::new(heading).strong(), width);
                }
                ui.label(RichText::new(tr.get("pick-result")).strong());
                ui.label(RichText::new(tr.get("pick-moves")).strong());
                ui.end_row();
                let you = tr.get("panel-you");
                for (i, game) in games.iter().enumerate() {
                    if ui.button((i + 1).to_string()).clicked() {
                        chosen = Some(i);
                    }
                    let name = |color: Color, tag: &str| {
                        let name = game.tag(tag);
                        // A game saved here names the person "You" already.
                        if game.person() == Some(color) && name != you {
                            tr.fmt("pick-played-by-you", &[("name", Arg::from(name))])
                        } else {
                            name.to_owned()
                        }
                    };
                    let cells = [
                        game.tag("Event").to_owned(),
                        game.tag("Date").to_owned(),
                        name(Color::White, "White"),
                        name(Color::Black, "Black"),
                    ];
                    for (text, width) in cells.into_iter().zip(PICK_WIDTHS) {
                        pick_cell(ui, RichText::new(text), width);
                    }
                    ui.label(game.pdn.result.map(|winner| tr.get(result_id(winner))).unwrap_or_default());
                    ui.label(game.record.moves().len().div_ceil(2).to_string());
                    ui.end_row();
                }
            });
        });
        ui.add_space(8.0);
        cancel = ui.button(tr.get("dialog-cancel")).clicked();
    });
    if let Some(i) = chosen {
        out.push(Command::OpenPicked(i));
    } else if cancel || modal.should_close() {
        dialogs.pick = None;
    }
}

fn result(view: &View, dialogs: &mut Dialogs, ctx: &egui::Context, out: &mut Vec<Command>) {
    if dialogs.result_dismissed
        || dialogs.new_game.is_some()
        || dialogs.confirm.is_some()
        || dialogs.pick.is_some()
    {
        return;
    }
    let Some(outcome) = view.game.outcome() else { return };
    if view.animating {
        return;
    }
    let tr = view.tr;
    let (title, reason) = tr.outcome(&outcome);
    let mut new_game = false;
    let mut review = false;
    let modal = egui::Modal::new(egui::Id::unique("result")).show(ctx, |ui| {
        ui.set_width(360.0);
        ui.label(RichText::new(tr.get("result-title")).weak());
        ui.heading(RichText::new(&title).size(26.0).strong());
        ui.add_space(4.0);
        ui.label(&reason);
        ui.add_space(10.0);
        ui.horizontal(|ui| {
            new_game = ui.button(RichText::new(tr.get("result-new-game")).strong()).clicked();
            review = ui.button(tr.get("result-review")).clicked();
        });
    });
    if new_game {
        dialogs.result_dismissed = true;
        out.push(Command::NewGameDialog);
    } else if review || modal.should_close() {
        dialogs.result_dismissed = true;
    }
}

fn rules(view: &View, dialogs: &mut Dialogs, area: egui::Rect, ctx: &egui::Context) {
    let Some(variant) = dialogs.rules else { return };
    let tr = view.tr;
    let mut open = true;
    let mut chosen = variant;
    let title = tr.fmt("rules-title", &[("game", i18n::game(variant))]);
    egui::Window::new(title)
        .id(egui::Id::unique("rules-window"))
        .open(&mut open)
        .constrain_to(area)
        .default_pos(area.min + egui::vec2(16.0, 16.0))
        .default_size([560.0, (area.height() - 32.0).clamp(200.0, 620.0)])
        .vscroll(false)
        .show(ctx, |ui| {
            ui.horizontal(|ui| {
                for v in Variant::ALL {
                    ui.selectable_value(&mut chosen, v, tr.game_name(v));
                }
            });
            ui.separator();
            egui::ScrollArea::vertical().auto_shrink([false, false]).show(ui, |ui| {
                crate::rules_view::show_rules(ui, tr.rules(variant), variant, tr);
            });
        });
    dialogs.rules = open.then_some(chosen);
}

fn about(view: &View, dialogs: &mut Dialogs, area: egui::Rect, ctx: &egui::Context) {
    if !dialogs.about {
        return;
    }
    let tr = view.tr;
    let mut open = true;
    egui::Window::new(tr.get("help-about"))
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        .constrain_to(area)
        .default_pos(area.min + egui::vec2(16.0, 16.0))
        .show(ctx, |ui| {
            ui.set_max_width(440.0);
            ui.heading(tr.fmt("about-heading", &[("version", Arg::from(env!("CARGO_PKG_VERSION")))]));
            ui.label(tr.get("about-text"));
            ui.add_space(6.0);
            // The SPDX expression "MIT OR Apache-2.0", its "OR" in words.
            let licence = env!("CARGO_PKG_LICENSE")
                .split(" OR ")
                .map(str::to_owned)
                .reduce(|a, b| tr.fmt("list-or", &[("first", Arg::from(a)), ("second", Arg::from(b))]))
                .unwrap_or_default();
            ui.label(tr.fmt("about-licence", &[("licence", Arg::from(licence))]));
            ui.add_space(6.0);
            ui.label(RichText::new(tr.get("about-sources-title")).strong());
            ui.label(tr.get("about-sources"));
            ui.add_space(6.0);
            ui.label(RichText::new(tr.get("about-credits-title")).strong());
            ui.label(tr.get("about-credits"));
        });
    dialogs.about = open;
}
