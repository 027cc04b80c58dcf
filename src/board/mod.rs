//! The board widget: the three boards painted with egui's [`egui::Painter`], scaled to the
//! window; moves by drag and drop or by clicks (or AccessKit actions) on squares; animation
//! of played moves; the choice between captures that share their start and end.
//!
//! The widget holds only view state (the picked piece, the drag, the running animation). The
//! game itself comes in through [`BoardInput`] each frame, and moves go out as
//! [`BoardEvent::Play`].

mod geometry;
mod input;
mod paint;
mod setup;
#[cfg(test)]
mod tests;

use std::time::Duration;

use damier_rules::{Color, Move, Piece, PieceNames, Role, Variant};
use eframe::egui::{self, Id, Key, Painter, Pos2, Rect, Sense, Stroke, Vec2, WidgetInfo, pos2, vec2};

use crate::i18n::{self, Arg, Message, Tr};
use geometry::Layout;
use input::{own_landings, register_squares, way};
use paint::{PieceStyle, theme};
pub use setup::{SetupInput, setup_board, swatch};

/// Seconds a piece dropped on a wrong square takes to slide back.
const RETURN_SECONDS: f64 = 0.15;
/// Share of a capture's animation spent travelling; the captured pieces fade in the rest.
const TRAVEL_SHARE: f32 = 0.7;

/// What the board shows and lets the user do this frame.
pub struct BoardInput<'a> {
    /// The game, which decides the board drawn.
    pub variant: Variant,
    /// The piece on each square (draughts) or point (Dablot), indexed like the rules crate.
    pub pieces: &'a [Option<Piece>],
    /// The moves the user may make now; empty when it is not the user's turn.
    pub legal: &'a [Move],
    /// The move that led to the position shown, highlighted (start, path, end).
    pub last_move: Option<&'a Move>,
    /// A suggested move, shown as a path in its own colour.
    pub hint: Option<&'a Move>,
    /// Turns the board by 180° (Black at the bottom for draughts).
    pub flipped: bool,
    /// Square numbers (draughts) or point names (Dablot).
    pub show_labels: bool,
    /// Once a movable piece is picked up it must be the one moved.
    pub touch_move: bool,
    /// The words of the accessibility labels.
    pub tr: &'a Tr,
}

/// What the user did on the board.
#[derive(Clone, Debug, PartialEq)]
pub enum BoardEvent {
    /// A legal move from [`BoardInput::legal`] to play.
    Play(Move),
    /// Why a pick or a drop was refused, for the status line.
    Message(Message),
}

/// The board widget's view state; keep one per window and call [`BoardView::show`] each frame.
#[derive(Default)]
pub struct BoardView {
    /// The picked piece's square.
    selected: Option<u8>,
    /// Squares passed over while dragging, or landing squares clicked on the way: they tell
    /// apart captures that share start and end.
    via: Vec<u8>,
    /// The pointer press in progress.
    press: Option<Press>,
    /// A piece dropped on a wrong square, sliding back.
    returning: Option<Return>,
    /// Several captures end on the chosen square; the user picks one.
    choice: Option<Vec<Move>>,
    /// Touch-move: the piece that must move.
    touch_lock: Option<u8>,
    animation: Option<Animation>,
    /// The move just played by drag and drop, shown at its end until the app plays it.
    dropped: Option<Move>,
}

struct Press {
    square: u8,
    /// The square was already selected before this press (a second click lets go of it).
    was_selected: bool,
    /// The piece picked up by this press, following the pointer.
    lifted: Option<Lift>,
}

struct Lift {
    pos: Pos2,
    /// The pointer has left the piece's square.
    left_start: bool,
}

struct Return {
    square: u8,
    from: Pos2,
    start: f64,
}

struct Animation {
    variant: Variant,
    before: Vec<Option<Piece>>,
    mv: Move,
    duration: f64,
    /// Set by the first frame drawn.
    start: Option<f64>,
    /// False when the piece is already where the user dropped it: only the captures fade.
    travel: bool,
}

impl Animation {
    fn progress(&self, now: f64) -> f32 {
        self.start.map_or(0.0, |s| ((now - s) / self.duration).clamp(0.0, 1.0) as f32)
    }

    /// How far along its path the moving piece is, 0 to 1.
    fn travelled(&self, t: f32) -> f32 {
        match (self.travel, self.mv.is_capture()) {
            (false, _) => 1.0,
            (true, false) => t,
            (true, true) => (t / TRAVEL_SHARE).min(1.0),
        }
    }

    /// The opacity of the `index`th captured piece: they vanish one after another, in capture
    /// order, once the moving piece has arrived.
    fn capture_alpha(&self, index: usize, t: f32) -> f32 {
        let start = if self.travel { TRAVEL_SHARE } else { 0.0 };
        let fading = ((t - start) / (1.0 - start)).clamp(0.0, 1.0) * self.mv.captures().len() as f32;
        (1.0 - (fading - index as f32)).clamp(0.0, 1.0)
    }
}

/// One frame's inputs, shared by the event handlers.
struct Frame<'a, 'b> {
    input: &'a BoardInput<'b>,
    layout: Layout,
    now: f64,
}

impl Frame<'_, '_> {
    fn piece(&self, sq: u8) -> Option<Piece> {
        self.input.pieces.get(usize::from(sq)).copied().flatten()
    }

    /// The colour of the side the user moves, while it is the user's turn.
    fn mover(&self) -> Option<Color> {
        self.input.legal.first().and_then(|m| self.piece(m.from())).map(|p| p.color)
    }

    fn moves_from(&self, from: u8) -> impl Iterator<Item = &Move> {
        self.input.legal.iter().filter(move |m| m.from() == from)
    }
}

/// A still picture of `pieces` on `variant`'s board, `width` points wide, White at the bottom,
/// with the square numbers (draughts) or point names (Dablot): the rules window's start
/// positions. Painted as the board is; `label` is what a screen reader says of it.
pub fn diagram(ui: &mut egui::Ui, variant: Variant, pieces: &[Option<Piece>], width: f32, label: &str) {
    let height = Layout::height_for(variant, width);
    let (rect, response) = ui.allocate_exact_size(vec2(width, height), Sense::hover());
    response.widget_info(|| WidgetInfo::labeled(egui::Role::Image, true, label));
    let layout = Layout::new(variant, rect, false);
    let painter = ui.painter_at(rect);
    paint::board(&painter, &layout, true);
    for (sq, piece) in (0..layout.squares()).zip(pieces).filter_map(|(sq, p)| p.map(|p| (sq, p))) {
        paint::piece(&painter, &layout, layout.center(sq), piece, PieceStyle::RESTING);
    }
    let occupied = |sq: u8| pieces.get(usize::from(sq)).is_some_and(Option::is_some);
    // The playing board's numbers would be a few pixels high here.
    let scale = if layout.on_lattice() { 1.0 } else { 2.0 };
    paint::labels(&painter, &layout, scale, occupied, |sq| variant.square_name(sq));
}

impl BoardView {
    /// Shows the board in the space left in `ui` (square, or 5:6 for Dablot, centred) and
    /// handles the pointer. Returns the move played or a message about a refused one.
    pub fn show(&mut self, ui: &mut egui::Ui, input: &BoardInput<'_>) -> Option<BoardEvent> {
        let available = ui.available_size();
        let width = if available.x.is_finite() { available.x.max(64.0) } else { 480.0 };
        let height = if available.y.is_finite() { available.y.max(64.0) } else { width };
        let (rect, background) = ui.allocate_exact_size(vec2(width, height), Sense::click_and_drag());
        let frame = Frame {
            input,
            layout: Layout::new(input.variant, rect, input.flipped),
            now: ui.input(|i| i.time),
        };
        // A move dropped last frame is on the board by now.
        self.dropped = None;
        self.forget_stale(&frame);
        let id = ui.make_persistent_id("damier-board");
        let hits = register_squares(ui, id, &frame);
        let mut event = if self.animation.is_none() {
            self.handle_pointer(ui, &hits, background.clicked(), &frame)
        } else {
            None
        };
        let painter = ui.painter_at(rect);
        self.paint(&painter, &frame);
        if let Some(m) = self.path_list(ui, id, &frame) {
            event = Some(self.play(m, false));
        }
        if self.animation.is_some() || self.returning.is_some() {
            ui.ctx().request_repaint();
        }
        event
    }

    /// Animates `mv` from the position `before`: the piece travels landing by landing, then the
    /// captured pieces vanish in capture order. [`Duration::ZERO`] shows the result at once.
    pub fn animate(&mut self, variant: Variant, before: Vec<Option<Piece>>, mv: Move, duration: Duration) {
        // A piece the user dropped is already on its square: only its captures still fade.
        let travel = self.dropped != Some(mv);
        let worth_showing = !duration.is_zero() && (travel || mv.is_capture());
        self.animation = worth_showing.then_some(Animation {
            variant,
            before,
            mv,
            duration: duration.as_secs_f64(),
            start: None,
            travel,
        });
        self.dropped = None;
    }

    /// Forgets the picked piece, the drag, the path choice, the touch-move lock and any
    /// animation (new game, take back).
    pub fn cancel(&mut self) {
        *self = BoardView::default();
    }

    /// Whether a move is being animated (the board shows the position before it until done).
    pub fn is_animating(&self) -> bool {
        self.animation.is_some()
    }

    fn paint(&self, painter: &Painter, frame: &Frame) {
        let (layout, input) = (&frame.layout, frame.input);
        paint::board(painter, layout, input.show_labels);
        let animation = self.animation.as_ref();
        let t = animation.map_or(1.0, |a| a.progress(frame.now));
        let pieces = animation.map_or(input.pieces, |a| &a.before);
        let unit = layout.unit();

        if let Some(m) = input.last_move.filter(|_| animation.is_none()) {
            paint::square_tint(painter, layout, m.from(), theme::LAST_MOVE);
            paint::square_tint(painter, layout, m.to(), theme::LAST_MOVE);
            paint::path(painter, layout, m.from(), m.landings(), Stroke::new(unit * 0.07, theme::LAST_PATH));
        }
        if let Some(m) = input.hint {
            paint::path(painter, layout, m.from(), m.landings(), Stroke::new(unit * 0.1, theme::HINT));
        }
        if let Some(sq) = self.selected {
            paint::square_tint(painter, layout, sq, theme::SELECTED);
        }

        // Which squares hold a piece that can move, and where the picked one may go.
        let interactive = animation.is_none() && self.choice.is_none();
        let mut movable = [false; 128];
        let mut target = [false; 128];
        for m in input.legal.iter().filter(|_| interactive) {
            movable[usize::from(m.from())] = true;
            if self.selected == Some(m.from()) {
                target[usize::from(m.to())] = true;
            }
        }

        // The pieces that stand still; the moving ones come last, on top.
        let lifted = self.press.as_ref().and_then(|p| p.lifted.as_ref().map(|l| (p.square, l.pos)));
        let returning = self.returning.as_ref().map(|r| {
            let k = ((frame.now - r.start) / RETURN_SECONDS).clamp(0.0, 1.0) as f32;
            let ease = 1.0 - (1.0 - k) * (1.0 - k);
            (r.square, r.from + (layout.center(r.square) - r.from) * ease)
        });
        let moving = animation.map(|a| (a.mv.from(), along(layout, &a.mv, a.travelled(t))));
        let dropped = self.dropped.map(|m| (m.from(), layout.center(m.to())));
        let in_flight = [lifted, returning, moving, dropped];
        for (sq, piece) in (0..layout.squares()).zip(pieces).filter_map(|(sq, p)| p.map(|p| (sq, p))) {
            if in_flight.iter().flatten().any(|&(from, _)| from == sq) {
                continue;
            }
            let alpha = animation
                .and_then(|a| a.mv.captures().iter().position(|&c| c == sq).map(|i| a.capture_alpha(i, t)))
                .unwrap_or(1.0);
            let center = layout.center(sq);
            if movable[usize::from(sq)] {
                paint::movable_ring(painter, layout, center, piece.role);
            }
            paint::piece(painter, layout, center, piece, PieceStyle { alpha, lifted: false });
        }
        for sq in (0..layout.squares()).filter(|&sq| target[usize::from(sq)]) {
            paint::target(painter, layout, sq);
        }
        if let Some(from) = self.selected {
            for &sq in self.via.iter().filter(|sq| frame.moves_from(from).any(|m| way(m).contains(sq))) {
                paint::waypoint(painter, layout, sq);
            }
        }
        if let Some(candidates) = &self.choice {
            self.paint_choice(painter, layout, candidates);
        }
        if input.show_labels {
            let variant = layout.variant();
            let occupied = |sq: u8| pieces.get(usize::from(sq)).is_some_and(Option::is_some);
            paint::labels(painter, layout, 1.0, occupied, |sq| variant.square_name(sq));
        }
        for (i, &(from, pos)) in in_flight.iter().enumerate().filter_map(|(i, f)| f.as_ref().map(|f| (i, f)))
        {
            if let Some(piece) = pieces.get(usize::from(from)).copied().flatten() {
                let style = if i == 0 { PieceStyle::LIFTED } else { PieceStyle::RESTING };
                paint::piece(painter, layout, pos, piece, style);
            }
        }
    }

    /// Each candidate capture's path in its own colour, numbered as in the list.
    fn paint_choice(&self, painter: &Painter, layout: &Layout, candidates: &[Move]) {
        let unit = layout.unit();
        let spread = (candidates.len() as f32 - 1.0) / 2.0;
        for (i, m) in candidates.iter().enumerate() {
            let colour = path_colour(i);
            // Paths sharing a segment stay visible side by side.
            let shift = Vec2::splat((i as f32 - spread) * unit * 0.08);
            let stroke = Stroke::new(unit * 0.08, colour);
            let mut prev = layout.center(m.from()) + shift;
            for &l in m.landings() {
                let next = layout.center(l) + shift;
                painter.line_segment([prev, next], stroke);
                prev = next;
            }
            let at = own_landings(i, candidates).next().map_or_else(
                || layout.center(m.from()) + (layout.center(m.landings()[0]) - layout.center(m.from())) * 0.5,
                |l| layout.center(l),
            );
            paint::badge(painter, at + shift, unit * 0.2, colour, i + 1);
        }
    }
}

/// Where the moving piece is when it has gone `share` (0 to 1) of its path's length.
fn along(layout: &Layout, m: &Move, share: f32) -> Pos2 {
    let start = layout.center(m.from());
    let legs = || {
        m.landings().iter().scan(start, |prev, &l| {
            let next = layout.center(l);
            let leg = (*prev, next);
            *prev = next;
            Some(leg)
        })
    };
    let total: f32 = legs().map(|(a, b)| a.distance(b)).sum();
    let mut left = share * total;
    for (a, b) in legs() {
        let length = a.distance(b);
        if left <= length && length > 0.0 {
            return a + (b - a) * (left / length);
        }
        left -= length;
    }
    layout.center(m.to())
}

fn path_colour(i: usize) -> egui::Color32 {
    theme::PATHS[i % theme::PATHS.len()]
}

/// "Square 23" / "Point b2".
fn square_label(tr: &Tr, variant: Variant, sq: u8) -> String {
    let id = if variant.grid_side().is_none() { "a11y-point" } else { "a11y-square" };
    tr.fmt(id, &[("square", Arg::from(variant.square_name(sq)))])
}

/// The `$piece` selector of the catalogues for a piece of `role` in `variant`.
fn piece_kind(variant: Variant, role: Role) -> Arg<'static> {
    Arg::from(match (variant.piece_names(), role) {
        (PieceNames::WarriorsPrinceKing, Role::Man) => "warrior",
        (PieceNames::WarriorsPrinceKing, Role::Prince) => "prince",
        (PieceNames::WarriorsPrinceKing, Role::King) => "dablot-king",
        (PieceNames::MenAndKings, Role::King) => "king",
        (PieceNames::MenAndKings, _) => "man",
    })
}

/// "White king on 23".
fn piece_label(tr: &Tr, variant: Variant, piece: Piece, sq: u8) -> String {
    tr.fmt(
        "a11y-piece",
        &[
            ("color", i18n::color(piece.color)),
            ("piece", piece_kind(variant, piece.role)),
            ("square", Arg::from(variant.square_name(sq))),
        ],
    )
}
