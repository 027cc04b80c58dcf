//! The board's input: picking, dragging and dropping pieces, clicks, the touch-move rule and
//! the choice between captures that share their start and end; the AccessKit node of every
//! square and piece.

use super::*;

/// What the pointer did to the squares this frame.
#[derive(Default)]
pub(super) struct Hits {
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
    /// Drops what the position no longer allows: a finished animation or return, a selection
    /// whose piece cannot move any more, a choice among moves no longer legal.
    pub(super) fn forget_stale(&mut self, frame: &Frame) {
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

    pub(super) fn handle_pointer(
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
    fn can_pick(&self, sq: u8, frame: &Frame) -> Result<(), Option<Message>> {
        let say = |key| Err(Some(Message::new(key)));
        let Some(mover) = frame.mover() else {
            return if frame.piece(sq).is_some() { say("status-not-your-turn") } else { Err(None) };
        };
        if frame.piece(sq).is_none_or(|p| p.color != mover) {
            return say("status-no-piece");
        }
        if self.touch_lock.is_some_and(|l| l != sq) {
            return say("status-touch-move");
        }
        if frame.moves_from(sq).next().is_some() {
            return Ok(());
        }
        let most = frame.input.legal.iter().map(|m| m.captures().len()).max().unwrap_or(0);
        say(match most {
            0 => "status-cannot-move",
            // A piece that could take fewer than the most is refused by the majority rule.
            2.. if frame.input.variant.majority_capture() => "status-capture-majority",
            _ => "status-capture-compulsory",
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
                Some(BoardEvent::Message(Message::new("status-choose-path")))
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
                Some(BoardEvent::Message(Message::new("status-illegal-destination").arg("move", text)))
            }
        }
    }

    pub(super) fn play(&mut self, m: Move, dragged: bool) -> BoardEvent {
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
    pub(super) fn path_list(&self, ui: &egui::Ui, id: Id, frame: &Frame) -> Option<Move> {
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
                    ui.label(frame.input.tr.get("board-paths"));
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
}

/// Registers one AccessKit button per square (point) and one per piece, and reads the pointer.
pub(super) fn register_squares(ui: &egui::Ui, id: Id, frame: &Frame) -> Hits {
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
pub(super) fn way(m: &Move) -> &[u8] {
    let landings = m.landings();
    &landings[..landings.len() - 1]
}

/// The landing squares of `candidates[i]` before its end that no other candidate lands on.
pub(super) fn own_landings(i: usize, candidates: &[Move]) -> impl Iterator<Item = u8> + '_ {
    way(&candidates[i])
        .iter()
        .copied()
        .filter(move |l| candidates.iter().enumerate().all(|(j, o)| j == i || !way(o).contains(l)))
}

/// The one capture among `candidates` (same start and end) that the squares `via` point to:
/// the only one whose own landings were all passed over, else the only one with any of them
/// passed over. `None` when that does not settle it: never guess.
pub(super) fn resolve(candidates: &[Move], via: &[u8]) -> Option<Move> {
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
