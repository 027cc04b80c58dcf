//! What the analysis shows: the evaluation bar beside the board, the analysis section of the
//! side panel (the mode's switch; while it is on, the engine that analyses when engines were
//! added, depth,
//! speed and best lines — one for an added engine, whose protocol has no multi-PV —,
//! "Analyse game" with its time per move, progress and Cancel) and, under the move list, the game's evaluation graph with
//! its marked moves. Each reads the [`View`] and answers with [`Command`]s. Every score is
//! written from White's side, as draughts programs do: `+0.40`, White is better.

use damier_engine::search::Info;
use damier_rules::{AnyGame, Color};
use eframe::egui::{self, Color32, Pos2, RichText, Sense, Stroke, WidgetInfo, pos2, vec2};

use super::moves::line_text;
use super::review::{GameReview, Judged, Mark};
use super::{Analysis, TIME_PER_MOVE};
use crate::command::{self, Command};
use crate::i18n::Arg;
use crate::panels::format_score;
use crate::view::View;

/// Width of the evaluation bar.
pub const BAR_WIDTH: f32 = 34.0;
/// Scores drawn beyond this (hundredths) reach the end of the bar or the graph.
const SCALE: f32 = 500.0;
const GRAPH_HEIGHT: f32 = 90.0;
const WHITE_SIDE: Color32 = Color32::from_rgb(246, 240, 226);
const BLACK_SIDE: Color32 = Color32::from_rgb(52, 46, 42);

/// A score from White's side, where the bar or the graph puts it: 0 (all Black) to 1.
fn share(white: i32) -> f32 {
    0.5 + (white as f32 / SCALE).clamp(-1.0, 1.0) / 2.0
}

/// A score of the side to move in `game`, from White's side.
fn for_white(game: &AnyGame, score: i32) -> i32 {
    if game.turn_at(game.moves().len()) == Color::White { score } else { -score }
}

/// The best line's score from White's side, in the position shown.
fn white_score(analysis: &Analysis) -> Option<i32> {
    let shown = analysis.shown()?;
    Some(for_white(shown, analysis.lines().first()?.score))
}

/// The evaluation bar: White's share from the bottom (from the top when Black is at the
/// bottom), the score written on it.
pub fn eval_bar(view: &View, ui: &mut egui::Ui) {
    let size = vec2(BAR_WIDTH, ui.available_height());
    let (rect, response) = ui.allocate_exact_size(size, Sense::hover());
    let score = white_score(view.analysis);
    let white = score.map_or(0.5, share);
    let painter = ui.painter();
    painter.rect_filled(rect, 3.0, BLACK_SIDE);
    let split =
        if view.flipped { rect.top() + rect.height() * white } else { rect.bottom() - rect.height() * white };
    let white_rect = if view.flipped {
        egui::Rect::from_min_max(rect.min, pos2(rect.right(), split))
    } else {
        egui::Rect::from_min_max(pos2(rect.left(), split), rect.max)
    };
    painter.rect_filled(white_rect, 3.0, WHITE_SIDE);
    painter.rect_stroke(rect, 3.0, Stroke::new(1.0, Color32::from_gray(110)), egui::StrokeKind::Inside);
    let text = score.map_or_else(String::new, |w| format_score(view.tr, w));
    let font = egui::FontId::proportional(10.0);
    let color = if white >= 0.5 { BLACK_SIDE } else { WHITE_SIDE };
    let at = if (white >= 0.5) != view.flipped {
        rect.center_bottom() - vec2(0.0, 8.0)
    } else {
        rect.center_top() + vec2(0.0, 8.0)
    };
    painter.text(at, egui::Align2::CENTER_CENTER, &text, font, color);
    let label = view.tr.fmt("analysis-bar", &[("score", Arg::from(&text))]);
    response.widget_info(|| WidgetInfo::labeled(egui::Role::ProgressIndicator, true, &label));
}

/// The analysis section of the side panel.
pub fn section(view: &View, ui: &mut egui::Ui, out: &mut Vec<Command>) {
    let (tr, analysis) = (view.tr, view.analysis);
    ui.horizontal_wrapped(|ui| {
        let key = if analysis.is_on() { "analysis-stop" } else { "analysis-start" };
        let command = Command::ToggleAnalysis;
        if ui.add(command::button(ui.ctx(), tr.get(key), &command).selected(analysis.is_on())).clicked() {
            out.push(command);
        }
        review_controls(view, ui, out);
    });
    if analysis.is_on() {
        if !view.settings.engines.is_empty() {
            engine_choice(view, ui, out);
        }
        lines(view, ui);
    }
}

/// The engine that analyses in the mode: Damier's own, or an added one.
fn engine_choice(view: &View, ui: &mut egui::Ui, out: &mut Vec<Command>) {
    let (tr, settings) = (view.tr, view.settings);
    let chosen = settings.analyser.and_then(|id| settings.engine(id));
    let own = tr.get("analysis-engine-own");
    ui.horizontal(|ui| {
        let label = ui.label(tr.get("analysis-engine")).id;
        let combo = egui::ComboBox::from_id_salt("analyser-choice")
            .selected_text(chosen.map_or_else(|| own.clone(), |e| e.name.clone()))
            .show_ui(ui, |ui| {
                if ui.selectable_label(chosen.is_none(), &own).clicked() {
                    out.push(Command::AnalysisEngine(None));
                }
                for entry in &settings.engines {
                    if ui.selectable_label(chosen.is_some_and(|c| c.id == entry.id), &entry.name).clicked() {
                        out.push(Command::AnalysisEngine(Some(entry.id)));
                    }
                }
            });
        combo.response.labelled_by(label);
    });
}

/// "Analyse game" and its time per move, or its progress and Cancel while it runs.
fn review_controls(view: &View, ui: &mut egui::Ui, out: &mut Vec<Command>) {
    let (tr, analysis) = (view.tr, view.analysis);
    if let Some(review) = analysis.review().filter(|r| !r.is_done()) {
        ui.add(egui::ProgressBar::new(review.progress()).desired_width(110.0).show_percentage());
        if ui.button(tr.get("analysis-cancel")).clicked() {
            out.push(Command::CancelGameAnalysis);
        }
        return;
    }
    let enabled = !view.game.is_empty();
    if ui.add_enabled(enabled, egui::Button::new(tr.get("analysis-game"))).clicked() {
        out.push(Command::AnalyseGame);
    }
    let mut seconds = analysis.time_per_move();
    let slider = egui::Slider::new(&mut seconds, TIME_PER_MOVE)
        .logarithmic(true)
        .custom_formatter(|v, _| tr.fmt("analysis-time", &[("seconds", Arg::from(tr.decimal(v, 2)))]));
    if ui.add(slider).on_hover_text(tr.get("analysis-time-help")).changed() {
        out.push(Command::AnalysisTime(seconds));
    }
}

/// Depth, speed and the best lines of the position shown, one row each (cut to the panel's
/// width, whole on hover), in rows kept while a new position is searched: what is under them
/// does not jump.
fn lines(view: &View, ui: &mut egui::Ui) {
    let (tr, analysis) = (view.tr, view.analysis);
    let header = match analysis.lines().first() {
        Some(first) => {
            let secs = first.elapsed.as_secs_f64();
            // Thousands of nodes a second.
            let speed = if secs > 0.0 { (first.nodes as f64 / secs / 1000.0) as u64 } else { 0 };
            tr.fmt("analysis-depth", &[("depth", Arg::from(first.depth)), ("speed", Arg::from(speed))])
        }
        None => tr.get("status-thinking"),
    };
    ui.horizontal(|ui| {
        // The spinner's room is kept when it is hidden: the rows below never move.
        ui.add_visible(analysis.is_searching(), egui::Spinner::new());
        ui.label(RichText::new(header).weak());
    });
    let shown = analysis.shown();
    // An added engine gives one line: the second row says so.
    let engine = analysis.engine().map(|id| view.engine_name(id));
    for i in 0..super::LINES {
        match (shown, analysis.lines().get(i), &engine) {
            (Some(shown), Some(info), _) => line(view, shown, info, ui),
            (_, None, Some(name)) if i == 1 => {
                ui.label(RichText::new(tr.fmt("analysis-one-line", &[("name", Arg::from(name))])).weak());
            }
            _ => {
                ui.label(RichText::new(" ").monospace());
            }
        }
    }
}

fn line(view: &View, shown: &AnyGame, info: &Info, ui: &mut egui::Ui) {
    ui.horizontal(|ui| {
        let score = format_score(view.tr, for_white(shown, info.score));
        ui.label(RichText::new(score).monospace().strong());
        ui.add(egui::Label::new(RichText::new(line_text(shown, &info.pv)).monospace()).truncate());
    });
}

/// Under the move list: the game's evaluation graph and its marked moves, once analysed.
pub fn graph_panel(view: &View, ui: &mut egui::Ui, out: &mut Vec<Command>) {
    let Some(review) = view.analysis.review().filter(|r| !r.scores().is_empty()) else { return };
    egui::Panel::bottom("game-graph").show(ui, |ui| {
        ui.add_space(4.0);
        graph(view, review, ui, out);
        if review.is_done() {
            marks(view, review, ui, out);
        }
    });
}

fn graph(view: &View, review: &GameReview, ui: &mut egui::Ui, out: &mut Vec<Command>) {
    let size = vec2(ui.available_width(), GRAPH_HEIGHT);
    let (rect, response) = ui.allocate_exact_size(size, Sense::click());
    let positions = review.positions();
    let x_of = |ply: usize| rect.left() + rect.width() * ply as f32 / (positions.max(2) - 1) as f32;
    let y_of = |white: i32| rect.bottom() - rect.height() * share(white);
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 3.0, BLACK_SIDE);
    let scores = review.scores();
    let points: Vec<Pos2> = scores.iter().enumerate().map(|(i, s)| pos2(x_of(i), y_of(s.white))).collect();
    let mut area = vec![pos2(rect.left(), rect.bottom())];
    area.extend(&points);
    area.push(pos2(points.last().map_or(rect.left(), |p| p.x), rect.bottom()));
    // White's share filled from the bottom, column by column (the shape is not convex), each
    // column a little wider than its step so that no seam shows between them.
    for pair in area.windows(2) {
        let right = pair[1].x + 0.75;
        let quad =
            vec![pair[0], pos2(right, pair[1].y), pos2(right, rect.bottom()), pos2(pair[0].x, rect.bottom())];
        painter.add(egui::Shape::convex_polygon(quad, WHITE_SIDE, Stroke::NONE));
    }
    painter.hline(rect.x_range(), y_of(0), Stroke::new(1.0, Color32::from_gray(140)));
    painter.line(points, Stroke::new(1.5, crate::theme::ACCENT));
    for j in review.judge() {
        painter.circle_filled(pos2(x_of(j.ply + 1), y_of(scores[j.ply + 1].white)), 3.5, mark_color(j.mark));
    }
    let shown = view.game.shown_ply();
    painter.vline(x_of(shown), rect.y_range(), Stroke::new(1.0, Color32::from_rgb(70, 120, 200)));
    let label = view.tr.fmt("analysis-graph", &[("moves", Arg::from(positions - 1))]);
    response.widget_info(|| WidgetInfo::labeled(egui::Role::Image, true, &label));
    if let Some(pointer) = response.interact_pointer_pos().filter(|_| response.clicked()) {
        let t = ((pointer.x - rect.left()) / rect.width()).clamp(0.0, 1.0);
        let ply = (t * (positions - 1) as f32).round() as usize;
        out.push(Command::Review(ply));
    }
}

/// A mark's colour on the graph.
fn mark_color(mark: Mark) -> Color32 {
    match mark {
        Mark::Inaccuracy => Color32::from_rgb(230, 190, 40),
        Mark::Mistake => Color32::from_rgb(235, 130, 30),
        Mark::Blunder => Color32::from_rgb(210, 40, 40),
    }
}

/// A mark's colour in the list, darker: readable on the panel.
fn mark_text_color(mark: Mark) -> Color32 {
    match mark {
        Mark::Inaccuracy => Color32::from_rgb(130, 100, 0),
        Mark::Mistake => Color32::from_rgb(170, 80, 0),
        Mark::Blunder => Color32::from_rgb(170, 20, 20),
    }
}

/// The marked moves, each with the better move: clicking one shows the position it left.
fn marks(view: &View, review: &GameReview, ui: &mut egui::Ui, out: &mut Vec<Command>) {
    let judged = review.judge();
    if judged.is_empty() {
        ui.label(RichText::new(view.tr.get("analysis-no-marks")).weak());
        return;
    }
    egui::ScrollArea::vertical().id_salt("marks-list").max_height(80.0).show(ui, |ui| {
        for j in judged {
            let text = mark_text(view, review.game(), &j);
            if ui
                .add(egui::Button::new(RichText::new(text).color(mark_text_color(j.mark))).frame(false))
                .clicked()
            {
                out.push(Command::Review(j.ply));
            }
        }
    });
}

/// "12... 23-28?? better 17-21 (+0.35)".
pub fn mark_text(view: &View, game: &AnyGame, j: &Judged) -> String {
    let before = super::review::up_to(game, j.ply);
    let played = super::moves::numbered_move(&before, game.moves()[j.ply], true);
    let suffix = match j.mark {
        Mark::Inaccuracy => "?!",
        Mark::Mistake => "?",
        Mark::Blunder => "??",
    };
    view.tr.fmt(
        "analysis-mark",
        &[
            ("move", Arg::from(format!("{played}{suffix}"))),
            ("better", Arg::from(before.move_text_of(&j.better))),
            ("score", Arg::from(format_score(view.tr, j.white))),
        ],
    )
}
