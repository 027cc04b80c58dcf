//! The board while a position is set up: a click puts the palette's piece on a square, a
//! right-click takes it off; a piece dragged from the palette is put where it is dropped, a
//! piece dragged on the board moves, and one dragged off the board is taken off. Drags carry
//! an [`egui::DragAndDrop`] payload ([`Carried`]), so the palette's swatches ([`swatch`]) and
//! the board's squares speak the same way.

use damier_rules::{Piece, Role, Variant};
use eframe::egui::{self, Id, LayerId, Order, Rect, Response, Sense, Stroke, Vec2, WidgetInfo};

use super::geometry::Layout;
use super::paint::{self, PieceStyle, theme};
use super::{piece_kind, piece_label, square_label};
use crate::command::Edit;
use crate::i18n::{self, Tr};

/// What a drag carries: a piece from the palette, or the piece on a square of the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Carried {
    Palette(Piece),
    Board(u8),
}

/// What the setup board shows this frame.
pub struct SetupInput<'a> {
    pub variant: Variant,
    /// The piece on each square (point).
    pub pieces: &'a [Option<Piece>],
    pub flipped: bool,
    pub show_labels: bool,
    pub tr: &'a Tr,
}

/// Shows the board being set up in the space left in `ui`; returns the change asked for.
pub fn setup_board(ui: &mut egui::Ui, input: &SetupInput<'_>) -> Option<Edit> {
    let (rect, _) = ui.allocate_exact_size(ui.available_size().max(Vec2::splat(64.0)), Sense::hover());
    let layout = Layout::new(input.variant, rect, input.flipped);
    let id = ui.make_persistent_id("damier-setup-board");
    let carried = egui::DragAndDrop::payload::<Carried>(ui.ctx()).map(|c| *c);
    let mut edit = None;
    let mut hovered = None;
    for sq in 0..layout.squares() {
        let piece = input.pieces.get(usize::from(sq)).copied().flatten();
        let response = ui.interact(layout.hit_rect(sq), id.with(sq), Sense::click_and_drag());
        response.widget_info(|| {
            let label = match piece {
                Some(p) => piece_label(input.tr, input.variant, p, sq),
                None => square_label(input.tr, input.variant, sq),
            };
            WidgetInfo::labeled(egui::Role::Button, true, label)
        });
        if piece.is_some() {
            response.dnd_set_drag_payload(Carried::Board(sq));
        }
        if response.contains_pointer() {
            hovered = Some(sq);
        }
        let change = match response.dnd_release_payload::<Carried>().map(|c| *c) {
            Some(Carried::Palette(p)) => Some(Edit::PlacePiece(sq, p)),
            Some(Carried::Board(from)) => Some(Edit::Move { from, to: sq }),
            None if response.clicked() => Some(Edit::Place(sq)),
            None if response.secondary_clicked() => Some(Edit::Remove(sq)),
            None => None,
        };
        edit = edit.or(change);
    }
    let released = ui.input(|i| i.pointer.any_released());
    if let Some(Carried::Board(from)) = carried
        && released
        && edit.is_none()
        && hovered.is_none()
    {
        // Dropped off the board (or between its squares): taken off.
        egui::DragAndDrop::clear_payload(ui.ctx());
        edit = Some(Edit::Remove(from));
    }
    paint_setup(ui, &layout, input, carried.filter(|_| !released), hovered);
    edit
}

fn paint_setup(
    ui: &egui::Ui,
    layout: &Layout,
    input: &SetupInput<'_>,
    carried: Option<Carried>,
    hovered: Option<u8>,
) {
    let painter = ui.painter_at(layout.outer());
    paint::board(&painter, layout, input.show_labels);
    if let (Some(_), Some(sq)) = (carried, hovered) {
        paint::square_tint(&painter, layout, sq, theme::SELECTED);
    }
    for sq in 0..layout.squares() {
        if carried == Some(Carried::Board(sq)) {
            continue;
        }
        if let Some(piece) = input.pieces.get(usize::from(sq)).copied().flatten() {
            paint::piece(&painter, layout, layout.center(sq), piece, PieceStyle::RESTING);
        }
    }
    let piece = match carried {
        Some(Carried::Palette(p)) => Some(p),
        Some(Carried::Board(sq)) => input.pieces.get(usize::from(sq)).copied().flatten(),
        None => None,
    };
    if let (Some(piece), Some(at)) = (piece, ui.ctx().pointer_interact_pos()) {
        // Over everything, wherever the pointer goes.
        let top = ui.ctx().layer_painter(LayerId::new(Order::Tooltip, Id::unique("damier-setup-carried")));
        paint::piece(&top, layout, at, piece, PieceStyle::LIFTED);
        ui.ctx().request_repaint();
    }
}

/// One piece kind of the palette, `size` points square: a click chooses it, a drag puts it on
/// the board. Its label reads "White: king".
pub fn swatch(ui: &mut egui::Ui, variant: Variant, piece: Piece, selected: bool, tr: &Tr) -> Response {
    let size = ui.spacing().interact_size.y * 2.0;
    let (rect, response) = ui.allocate_exact_size(Vec2::splat(size), Sense::click_and_drag());
    let label = tr.fmt(
        "editor-piece",
        &[("color", i18n::color(piece.color)), ("piece", piece_kind(variant, piece.role))],
    );
    response.widget_info(|| WidgetInfo::selected(egui::Role::Button, true, selected, &label));
    response.dnd_set_drag_payload(Carried::Palette(piece));
    let visuals = ui.style().interact_selectable(&response, selected);
    ui.painter().rect(rect, 4.0, visuals.weak_bg_fill, visuals.bg_stroke, egui::StrokeKind::Inside);
    if selected {
        ui.painter().rect_stroke(rect, 4.0, Stroke::new(2.0, theme::GOLD), egui::StrokeKind::Inside);
    }
    paint::piece(ui.painter(), &swatch_layout(variant, rect), rect.center(), piece, PieceStyle::RESTING);
    response.on_hover_text(label)
}

/// A board layout whose largest piece fits in `rect`.
fn swatch_layout(variant: Variant, rect: Rect) -> Layout {
    let probe = 1000.0;
    let big = Layout::new(variant, Rect::from_center_size(rect.center(), Vec2::splat(probe)), false);
    let scale = rect.width() * 0.42 / paint::piece_radius(&big, Role::King);
    Layout::new(variant, Rect::from_center_size(rect.center(), Vec2::splat(probe * scale)), false)
}
