//! The board widget: the three boards painted with egui's [`egui::Painter`], scaled to the
//! window; moves by drag and drop or by clicks (or AccessKit actions) on squares; animation
//! of played moves; the choice between captures that share their start and end.
//!
//! The widget holds only view state (the picked piece, the drag, the running animation). The
//! game itself comes in through [`BoardInput`] each frame, and moves go out as
//! [`BoardEvent::Play`].

mod geometry;
mod paint;
#[cfg(test)]
mod tests;

use std::time::Duration;

use damier_rules::{Color, Move, Piece, Role, Variant};
use eframe::egui::{self, Id, Key, Painter, Pos2, Rect, Sense, Stroke, Vec2, WidgetInfo, pos2, vec2};

use crate::i18n::Tr;
use geometry::Layout;
use paint::{PieceStyle, theme};

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
    /// Texts of messages and accessibility labels.
    pub tr: &'a Tr,
}

/// What the user did on the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardEvent {
    /// A legal move from [`BoardInput::legal`] to play.
    Play(Move),
    /// Why a pick or a drop was refused, translated, for the status line.
    Message(String),
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

    fn message(&self, key: &str) -> Option<BoardEvent> {
        Some(BoardEvent::Message(self.input.tr.get(key).to_owned()))
    }
}

/// What the pointer did to the squares this frame.
#[derive(Default)]
struct Hits {
    /// The square (or its piece) the primary button is held down on.
    down: Option<u8>,
    /// The square (or its piece) clicked, by the pointer or an AccessKit action.
    clicked: Option<u8>,
}

impl Hits {
    fn note(&mut self, sq: u8, response: &egui::Response) {
        if response.is_pointer_button_down_on() {
            self.down = Some(sq);
        }
        if response.clicked() {
            self.clicked = Some(sq);
        }
    }
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

    /// Drops what the position no longer allows: a finished animation or return, a selection
    /// whose piece cannot move any more, a choice among moves no longer legal.
    fn forget_stale(&mut self, frame: &Frame) {
        if let Some(a) = &mut self.animation {
            let start = *a.start.get_or_insert(frame.now);
            if a.variant != frame.input.variant || frame.now - start >= a.duration {
                self.animation = None;
            }
        }
        if self.returning.as_ref().is_some_and(|r| frame.now - r.start >= RETURN_SECONDS) {
            self.returning = None;
        }
        let legal = frame.input.legal;
        if self.touch_lock.is_some_and(|l| !legal.is_empty() && frame.moves_from(l).next().is_none()) {
            self.touch_lock = None;
        }
        if self.selected.is_some_and(|s| frame.moves_from(s).next().is_none()) {
            self.selected = None;
            self.press = None;
            self.via.clear();
        }
        if self.choice.as_ref().is_some_and(|c| c.iter().any(|m| !legal.contains(m))) {
            self.choice = None;
        }
    }

    fn handle_pointer(
        &mut self,
        ui: &egui::Ui,
        hits: &Hits,
        off_squares: bool,
        frame: &Frame,
    ) -> Option<BoardEvent> {
        let (escape, primary_down, pointer, released_at) = ui.input(|i| {
            let released_at = i.events.iter().rev().find_map(|e| match e {
                egui::Event::PointerButton {
                    pos,
                    button: egui::PointerButton::Primary,
                    pressed: false,
                    ..
                } => Some(*pos),
                _ => None,
            });
            (i.key_pressed(Key::Escape), i.pointer.primary_down(), i.pointer.latest_pos(), released_at)
        });
        if escape {
            self.let_go();
        }
        if self.press.is_none()
            && let Some(sq) = hits.down
        {
            self.press(sq, pointer, frame);
        }
        if primary_down && let Some(pos) = pointer {
            self.follow(pos, frame);
        }
        if let Some(sq) = hits.clicked {
            // A click may come with its press in the same frame, or from AccessKit.
            if self.press.is_none() {
                self.press(sq, None, frame);
            }
            self.release(Some(sq), frame)
        } else if let Some(press) = self.press.as_ref().filter(|_| !primary_down) {
            let at = released_at.or(press.lifted.as_ref().map(|l| l.pos)).or(pointer);
            self.release(at.and_then(|p| frame.layout.square_at(p)), frame)
        } else {
            if off_squares {
                self.let_go();
            }
            None
        }
    }

    /// Escape, or a click beside the squares: leaves the path choice, else puts the piece down.
    fn let_go(&mut self) {
        if self.choice.take().is_none() && self.touch_lock.is_none() {
            self.selected = None;
        }
        self.via.clear();
    }

    /// The primary button went down on `sq`: a piece of the user's that may move is picked up
    /// at once (no drag threshold).
    fn press(&mut self, sq: u8, pointer: Option<Pos2>, frame: &Frame) {
        let was_selected = self.selected == Some(sq);
        let lifted = self.choice.is_none() && self.can_pick(sq, frame).is_ok();
        if lifted {
            self.selected = Some(sq);
            self.via.clear();
            self.returning = None;
            if frame.input.touch_move {
                self.touch_lock = Some(sq);
            }
        }
        let pos = pointer.unwrap_or_else(|| frame.layout.center(sq));
        self.press = Some(Press {
            square: sq,
            was_selected,
            lifted: lifted.then_some(Lift { pos, left_start: false }),
        });
    }

    /// The lifted piece follows the pointer and notes the squares it passes over.
    fn follow(&mut self, pos: Pos2, frame: &Frame) {
        let Some(press) = &mut self.press else { return };
        let Some(lift) = &mut press.lifted else { return };
        lift.pos = pos;
        if let Some(sq) = frame.layout.square_at(pos).filter(|&sq| sq != press.square) {
            lift.left_start = true;
            if !self.via.contains(&sq) {
                self.via.push(sq);
            }
        }
    }

    /// The primary button went up over `target` (`None`: off the board).
    fn release(&mut self, target: Option<u8>, frame: &Frame) -> Option<BoardEvent> {
        let press = self.press.take()?;
        match press.lifted {
            Some(lift) if target == Some(press.square) => {
                if lift.left_start {
                    self.slide_back(press.square, lift.pos, frame.now);
                } else if press.was_selected && self.touch_lock.is_none() {
                    // A second click on the picked piece puts it down.
                    self.selected = None;
                    self.via.clear();
                }
                None
            }
            Some(lift) => {
                let event = target.and_then(|to| self.aim_at(press.square, to, true, frame));
                if !matches!(event, Some(BoardEvent::Play(_))) {
                    self.slide_back(press.square, lift.pos, frame.now);
                }
                event
            }
            None if target == Some(press.square) => self.click(press.square, frame),
            None => None,
        }
    }

    fn slide_back(&mut self, square: u8, from: Pos2, now: f64) {
        self.returning = Some(Return { square, from, start: now });
    }

    /// A click on `sq` that picked nothing up.
    fn click(&mut self, sq: u8, frame: &Frame) -> Option<BoardEvent> {
        if let Some(candidates) = self.choice.take() {
            let chosen =
                exactly_one((0..candidates.len()).filter(|&i| own_landings(i, &candidates).any(|l| l == sq)));
            return chosen.map(|i| self.play(candidates[i], false));
        }
        match self.selected {
            Some(from) if frame.piece(sq).map(|p| p.color) != frame.mover() => {
                self.aim_at(from, sq, false, frame)
            }
            _ => self.can_pick(sq, frame).err().flatten().map(BoardEvent::Message),
        }
    }

    /// Whether the user may pick up the piece on `sq`, else why not (`None`: say nothing).
    fn can_pick(&self, sq: u8, frame: &Frame) -> Result<(), Option<String>> {
        let tr = frame.input.tr;
        let say = |key: &str| Err(Some(tr.get(key).to_owned()));
        let Some(mover) = frame.mover() else {
            return if frame.piece(sq).is_some() { say("status.not_your_turn") } else { Err(None) };
        };
        if frame.piece(sq).is_none_or(|p| p.color != mover) {
            return say("status.no_piece");
        }
        if self.touch_lock.is_some_and(|l| l != sq) {
            return say("status.touch_move");
        }
        if frame.moves_from(sq).next().is_some() {
            return Ok(());
        }
        let most = frame.input.legal.iter().map(|m| m.captures().len()).max().unwrap_or(0);
        say(match most {
            0 => "status.cannot_move",
            // A piece that could take fewer than the most is refused by the majority rule.
            2.. if frame.input.variant.majority_capture() => "status.capture_majority",
            _ => "status.capture_compulsory",
        })
    }

    /// The piece on `from` is dropped (or the user clicked) on `to`.
    fn aim_at(&mut self, from: u8, to: u8, dragged: bool, frame: &Frame) -> Option<BoardEvent> {
        if from == to {
            return None;
        }
        let ends_here = |m: &&Move| m.to() == to;
        let mut candidates = frame.moves_from(from).filter(ends_here);
        match (candidates.next(), candidates.next()) {
            (Some(&m), None) => Some(self.play(m, dragged)),
            (Some(_), Some(_)) => {
                let candidates: Vec<Move> = frame.moves_from(from).filter(ends_here).copied().collect();
                if let Some(m) = resolve(&candidates, &self.via) {
                    return Some(self.play(m, dragged));
                }
                self.choice = Some(candidates);
                frame.message("status.choose_path")
            }
            (None, _) => {
                let on_the_way = frame.moves_from(from).any(|m| way(m).contains(&to));
                if !dragged && on_the_way {
                    // A landing square clicked on the way: it tells the captures apart.
                    if !self.via.contains(&to) {
                        self.via.push(to);
                    }
                    return None;
                }
                let capture = frame.moves_from(from).any(Move::is_capture);
                let text = format!(
                    "{}{}{}",
                    frame.input.variant.square_name(from),
                    if capture { 'x' } else { '-' },
                    frame.input.variant.square_name(to)
                );
                Some(BoardEvent::Message(
                    frame.input.tr.fmt("status.illegal_destination", &[("move", &text)]),
                ))
            }
        }
    }

    fn play(&mut self, m: Move, dragged: bool) -> BoardEvent {
        self.selected = None;
        self.via.clear();
        self.press = None;
        self.choice = None;
        self.touch_lock = None;
        self.returning = None;
        self.dropped = dragged.then_some(m);
        BoardEvent::Play(m)
    }

    /// The list of the captures to choose from, beside the board.
    fn path_list(&self, ui: &egui::Ui, id: Id, frame: &Frame) -> Option<Move> {
        let candidates = self.choice.as_ref()?;
        let end = frame.layout.hit_rect(candidates.first()?.to());
        let mut chosen = None;
        egui::Area::new(id.with("paths"))
            .order(egui::Order::Foreground)
            // Beside the board, level with the end square: the paths drawn on the board stay
            // visible (kept on screen when the board fills the window).
            .fixed_pos(pos2(frame.layout.outer().right() + 8.0, end.top()))
            .constrain_to(ui.ctx().content_rect())
            .show(ui.ctx(), |ui| {
                egui::Frame::popup(ui.style()).show(ui, |ui| {
                    ui.label(frame.input.tr.get("board.paths"));
                    for (i, m) in candidates.iter().enumerate() {
                        ui.horizontal(|ui| {
                            let (swatch, _) = ui.allocate_exact_size(Vec2::splat(20.0), Sense::hover());
                            paint::badge(ui.painter(), swatch.center(), 9.0, path_colour(i), i + 1);
                            if ui.button(frame.input.variant.move_text(m, true)).clicked() {
                                chosen = Some(*m);
                            }
                        });
                    }
                });
            });
        chosen
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
            paint::labels(painter, layout, occupied, |sq| variant.square_name(sq));
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

/// Registers one AccessKit button per square (point) and one per piece, and reads the pointer.
fn register_squares(ui: &egui::Ui, id: Id, frame: &Frame) -> Hits {
    let (layout, input) = (&frame.layout, frame.input);
    let variant = layout.variant();
    let sense = Sense::click_and_drag();
    let mut hits = Hits::default();
    for sq in 0..layout.squares() {
        let square = ui.interact(layout.hit_rect(sq), id.with(("square", sq)), sense);
        square.widget_info(|| {
            WidgetInfo::labeled(egui::Role::Button, true, square_label(input.tr, variant, sq))
        });
        hits.note(sq, &square);
        if let Some(piece) = frame.piece(sq) {
            let area = Rect::from_center_size(
                layout.center(sq),
                Vec2::splat(paint::piece_radius(layout, piece.role) * 1.6),
            );
            let response = ui.interact(area.intersect(layout.hit_rect(sq)), id.with(("piece", sq)), sense);
            response.widget_info(|| {
                WidgetInfo::labeled(egui::Role::Button, true, piece_label(input.tr, variant, piece, sq))
            });
            hits.note(sq, &response);
        }
    }
    hits
}

/// The squares a capture lands on before its end.
fn way(m: &Move) -> &[u8] {
    let landings = m.landings();
    &landings[..landings.len() - 1]
}

/// The landing squares of `candidates[i]` before its end that no other candidate lands on.
fn own_landings(i: usize, candidates: &[Move]) -> impl Iterator<Item = u8> + '_ {
    way(&candidates[i])
        .iter()
        .copied()
        .filter(move |l| candidates.iter().enumerate().all(|(j, o)| j == i || !way(o).contains(l)))
}

/// The one capture among `candidates` (same start and end) that the squares `via` point to:
/// the only one whose own landings were all passed over, else the only one with any of them
/// passed over. `None` when that does not settle it: never guess.
fn resolve(candidates: &[Move], via: &[u8]) -> Option<Move> {
    let all = (0..candidates.len()).filter(|&i| {
        let mut own = own_landings(i, candidates).peekable();
        own.peek().is_some() && own.all(|l| via.contains(&l))
    });
    let any = (0..candidates.len()).filter(|&i| own_landings(i, candidates).any(|l| via.contains(&l)));
    exactly_one(all).or_else(|| exactly_one(any)).map(|i| candidates[i])
}

fn exactly_one<T>(mut items: impl Iterator<Item = T>) -> Option<T> {
    match (items.next(), items.next()) {
        (Some(item), None) => Some(item),
        _ => None,
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
    let key = if variant == Variant::Dablot { "a11y.point" } else { "a11y.square" };
    tr.fmt(key, &[("square", &variant.square_name(sq))])
}

/// "White king on 23".
fn piece_label(tr: &Tr, variant: Variant, piece: Piece, sq: u8) -> String {
    let colour = match piece.color {
        Color::White => "color.white",
        Color::Black => "color.black",
    };
    let role = match (variant, piece.role) {
        (Variant::Dablot, Role::Man) => "piece.warrior",
        (Variant::Dablot, Role::Prince) => "piece.prince",
        (Variant::Dablot, Role::King) => "piece.dablot_king",
        (_, Role::King) => "piece.king",
        (_, _) => "piece.man",
    };
    tr.fmt(
        "a11y.piece",
        &[("color", tr.get(colour)), ("piece", tr.get(role)), ("square", &variant.square_name(sq))],
    )
}
