//! The look of the board: colours, squares, lines, pieces and marks, all painted with shapes.

use damier_rules::{Color, Piece, PieceNames, Role};
use eframe::egui::{
    Align2, Color32, CornerRadius, FontId, Painter, Pos2, Shape, Stroke, StrokeKind, Vec2, pos2, vec2,
};

use super::geometry::{DABLOT_X, DABLOT_Y, Layout};

/// The colours of the board: warm wood, muted enough for long games.
pub(crate) mod theme {
    use eframe::egui::Color32;

    pub const FRAME: Color32 = Color32::from_rgb(0x5a, 0x3c, 0x25);
    pub const FRAME_EDGE: Color32 = Color32::from_rgb(0x3e, 0x28, 0x18);
    pub const LIGHT: Color32 = Color32::from_rgb(0xec, 0xd8, 0xb3);
    pub const DARK: Color32 = Color32::from_rgb(0xa4, 0x75, 0x4c);
    /// The Dablot board's wood and its drawn lines.
    pub const DABLOT_WOOD: Color32 = Color32::from_rgb(0xe8, 0xd1, 0xa6);
    pub const DABLOT_LINE: Color32 = Color32::from_rgb(0x6e, 0x4b, 0x2e);
    /// Square numbers and point names.
    pub const LABEL_ON_DARK: Color32 = Color32::from_rgba_unmultiplied_const(0xf4, 0xe6, 0xcc, 0xd0);
    pub const LABEL_ON_WOOD: Color32 = Color32::from_rgb(0x7a, 0x5a, 0x3c);
    /// Behind a square number: the dark square's colour, so a ring under it never hides it.
    pub const LABEL_BACKING: Color32 = Color32::from_rgba_unmultiplied_const(0xa4, 0x75, 0x4c, 0xe0);
    pub const LABEL_ON_FRAME: Color32 = Color32::from_rgb(0xe9, 0xd2, 0xae);
    /// Last move: start, path and end.
    pub const LAST_MOVE: Color32 = Color32::from_rgba_unmultiplied_const(0xf2, 0xd0, 0x52, 0x6e);
    pub const LAST_PATH: Color32 = Color32::from_rgba_unmultiplied_const(0xc8, 0x9a, 0x1e, 0xb4);
    /// The suggested move.
    pub const HINT: Color32 = Color32::from_rgba_unmultiplied_const(0x2c, 0x5a, 0x8c, 0xb4);
    /// The picked piece's square.
    pub const SELECTED: Color32 = Color32::from_rgba_unmultiplied_const(0xa8, 0xd0, 0x6a, 0x96);
    /// Ring around the pieces that can move.
    pub const MOVABLE: Color32 = Color32::from_rgba_unmultiplied_const(0xd6, 0xe6, 0x9a, 0xc8);
    /// Marks on the destinations of the picked piece.
    pub const TARGET: Color32 = Color32::from_rgba_unmultiplied_const(0x1f, 0x40, 0x22, 0xa8);
    /// Squares passed over while dragging a capture, or clicked on the way.
    pub const WAYPOINT: Color32 = Color32::from_rgba_unmultiplied_const(0x24, 0x50, 0x74, 0xa0);
    /// One colour per path when several captures end on the same square.
    pub const PATHS: [Color32; 6] = [
        Color32::from_rgb(0xd0, 0x4a, 0x3a),
        Color32::from_rgb(0x2f, 0x7f, 0xc1),
        Color32::from_rgb(0x3c, 0x9a, 0x50),
        Color32::from_rgb(0x9b, 0x59, 0xb6),
        Color32::from_rgb(0xe6, 0x8a, 0x1e),
        Color32::from_rgb(0x1a, 0x9c, 0x9c),
    ];
    pub const SHADOW: Color32 = Color32::from_black_alpha(70);
    pub const WHITE_BODY: Color32 = Color32::from_rgb(0xf5, 0xee, 0xe0);
    pub const WHITE_RIM: Color32 = Color32::from_rgb(0xa8, 0x95, 0x78);
    pub const WHITE_GROOVE: Color32 = Color32::from_rgb(0xd9, 0xcb, 0xb2);
    pub const BLACK_BODY: Color32 = Color32::from_rgb(0x3a, 0x2c, 0x26);
    pub const BLACK_RIM: Color32 = Color32::from_rgb(0x17, 0x10, 0x0d);
    pub const BLACK_GROOVE: Color32 = Color32::from_rgb(0x5a, 0x48, 0x3f);
    pub const GOLD: Color32 = Color32::from_rgb(0xd9, 0xa8, 0x32);
    pub const GOLD_EDGE: Color32 = Color32::from_rgb(0x7a, 0x55, 0x12);
}

/// The board itself: frame, squares or lines, and optional labels (under the pieces).
pub(crate) fn board(painter: &Painter, layout: &Layout, labels: bool) {
    let outer = layout.outer();
    let round = CornerRadius::same((layout.unit() * 0.15).clamp(2.0, 10.0) as u8);
    painter.rect_filled(outer.translate(vec2(0.0, layout.unit() * 0.06)), round, theme::SHADOW);
    painter.rect(outer, round, theme::FRAME, Stroke::new(1.0, theme::FRAME_EDGE), StrokeKind::Inside);
    if layout.on_lattice() {
        dablot_board(painter, layout, labels);
    } else {
        draughts_board(painter, layout);
    }
}

fn draughts_board(painter: &Painter, layout: &Layout) {
    let inner = layout.inner();
    painter.rect_filled(inner, 0, theme::LIGHT);
    for sq in 0..layout.squares() {
        painter.rect_filled(layout.hit_rect(sq), 0, theme::DARK);
    }
    painter.rect_stroke(inner, 0, Stroke::new(1.0, theme::FRAME_EDGE), StrokeKind::Outside);
}

fn dablot_board(painter: &Painter, layout: &Layout, labels: bool) {
    let inner = layout.inner();
    let step = layout.unit();
    painter.rect_filled(inner.expand(step * 0.8), CornerRadius::same(4), theme::DABLOT_WOOD);
    let line = Stroke::new((step * 0.05).max(1.0), theme::DABLOT_LINE);
    // Horizontal and vertical lines through the corners.
    for y in (0..=DABLOT_Y).step_by(2) {
        painter.line_segment([layout.lattice_pos(0, y), layout.lattice_pos(DABLOT_X, y)], line);
    }
    for x in (0..=DABLOT_X).step_by(2) {
        painter.line_segment([layout.lattice_pos(x, 0), layout.lattice_pos(x, DABLOT_Y)], line);
    }
    // Both diagonals of every square.
    for y in (0..DABLOT_Y).step_by(2) {
        for x in (0..DABLOT_X).step_by(2) {
            painter.line_segment([layout.lattice_pos(x, y), layout.lattice_pos(x + 2, y + 2)], line);
            painter.line_segment([layout.lattice_pos(x + 2, y), layout.lattice_pos(x, y + 2)], line);
        }
    }
    for p in 0..layout.squares() {
        painter.circle_filled(layout.center(p), step * 0.09, theme::DABLOT_LINE);
    }
    if labels {
        // Files and ranks along the frame, read from the side the board is seen from.
        let font = FontId::proportional(step * 0.42);
        let edge = step * 1.12;
        for x in 0..=DABLOT_X {
            let file = char::from(b'a' + x).to_string();
            let (bottom, top) = (layout.lattice_pos(x, 0), layout.lattice_pos(x, DABLOT_Y));
            let (low, high) = if bottom.y > top.y { (bottom, top) } else { (top, bottom) };
            painter.text(
                low + vec2(0.0, edge),
                Align2::CENTER_CENTER,
                &file,
                font.clone(),
                theme::LABEL_ON_FRAME,
            );
            painter.text(
                high - vec2(0.0, edge),
                Align2::CENTER_CENTER,
                file,
                font.clone(),
                theme::LABEL_ON_FRAME,
            );
        }
        for y in 0..=DABLOT_Y {
            let rank = (y + 1).to_string();
            let (left, right) = (layout.lattice_pos(0, y), layout.lattice_pos(DABLOT_X, y));
            let (west, east) = if left.x < right.x { (left, right) } else { (right, left) };
            painter.text(
                west - vec2(edge, 0.0),
                Align2::CENTER_CENTER,
                &rank,
                font.clone(),
                theme::LABEL_ON_FRAME,
            );
            painter.text(
                east + vec2(edge, 0.0),
                Align2::CENTER_CENTER,
                rank,
                font.clone(),
                theme::LABEL_ON_FRAME,
            );
        }
    }
}

/// Square numbers (draughts, in the top-left corner of each dark square, over the pieces) or
/// point names (Dablot, under each empty point; the frame shows files and ranks), `scale`
/// times their size on the playing board (a small diagram needs them larger).
pub(crate) fn labels(
    painter: &Painter,
    layout: &Layout,
    scale: f32,
    occupied: impl Fn(u8) -> bool,
    name: impl Fn(u8) -> String,
) {
    if layout.on_lattice() {
        let font = FontId::proportional(layout.unit() * 0.32 * scale);
        for p in (0..layout.squares()).filter(|&p| !occupied(p)) {
            let at = layout.center(p) + vec2(0.0, layout.unit() * 0.14);
            painter.text(at, Align2::CENTER_TOP, name(p), font.clone(), theme::LABEL_ON_WOOD);
        }
    } else {
        // Small, in the very corner, on a backing of the square's colour: the ring of a
        // movable piece passes beside the number, and where they touch both still read.
        let font = FontId::proportional(layout.unit() * 0.17 * scale);
        let pad = layout.unit() * 0.03;
        for sq in 0..layout.squares() {
            let galley = painter.layout_no_wrap(name(sq), font.clone(), theme::LABEL_ON_DARK);
            let at = layout.hit_rect(sq).left_top() + Vec2::splat(pad);
            let backing = eframe::egui::Rect::from_min_size(at, galley.size()).expand(pad * 0.6);
            painter.rect_filled(backing, pad, theme::LABEL_BACKING);
            painter.galley(at, galley, theme::LABEL_ON_DARK);
        }
    }
}

/// Tints a square (draughts) or paints a disc under a point (Dablot).
pub(crate) fn square_tint(painter: &Painter, layout: &Layout, sq: u8, color: Color32) {
    if layout.on_lattice() {
        painter.circle_filled(layout.center(sq), layout.unit() * 0.72, color);
    } else {
        painter.rect_filled(layout.hit_rect(sq), 0, color);
    }
}

/// A line from the start through every landing square.
pub(crate) fn path(painter: &Painter, layout: &Layout, from: u8, landings: &[u8], stroke: Stroke) {
    let mut prev = layout.center(from);
    for &l in landings {
        let next = layout.center(l);
        painter.line_segment([prev, next], stroke);
        painter.circle_filled(next, stroke.width * 0.9, stroke.color);
        prev = next;
    }
}

/// A small numbered badge (choose-path).
pub(crate) fn badge(painter: &Painter, at: Pos2, radius: f32, color: Color32, number: usize) {
    painter.circle(at, radius, color, Stroke::new(1.5, Color32::WHITE));
    painter.text(at, Align2::CENTER_CENTER, number, FontId::proportional(radius * 1.3), Color32::WHITE);
}

/// The radius of a piece: Dablot warriors are small, princes medium, kings large.
pub(crate) fn piece_radius(layout: &Layout, role: Role) -> f32 {
    let base = layout.piece_radius();
    match (layout.variant().piece_names(), role) {
        (PieceNames::WarriorsPrinceKing, Role::Prince) => base * 1.3,
        (PieceNames::WarriorsPrinceKing, Role::King) => base * 1.58,
        _ => base,
    }
}

/// How a piece is shown: `alpha` fades it (captures vanishing), `lifted` raises it (dragged).
#[derive(Clone, Copy)]
pub(crate) struct PieceStyle {
    pub alpha: f32,
    pub lifted: bool,
}

impl PieceStyle {
    pub const RESTING: PieceStyle = PieceStyle { alpha: 1.0, lifted: false };
    pub const LIFTED: PieceStyle = PieceStyle { alpha: 1.0, lifted: true };
}

/// A piece: a turned disc with a groove and a soft shadow; a draughts king is a stack of two
/// with a crown; a Dablot prince bears a diamond, a Dablot king a crown.
pub(crate) fn piece(painter: &Painter, layout: &Layout, center: Pos2, piece: Piece, style: PieceStyle) {
    let r = piece_radius(layout, piece.role);
    let fade = |c: Color32| c.gamma_multiply(style.alpha);
    let (body, rim, groove) = match piece.color {
        Color::White => (theme::WHITE_BODY, theme::WHITE_RIM, theme::WHITE_GROOVE),
        Color::Black => (theme::BLACK_BODY, theme::BLACK_RIM, theme::BLACK_GROOVE),
    };
    let (drop, blur) = if style.lifted { (r * 0.3, 1.18) } else { (r * 0.1, 1.06) };
    painter.circle_filled(center + vec2(0.0, drop), r * blur + 1.0, fade(theme::SHADOW.gamma_multiply(0.45)));
    painter.circle_filled(center + vec2(0.0, drop * 0.7), r * 1.01, fade(theme::SHADOW));
    let rim_stroke = Stroke::new((r * 0.05).max(1.0), fade(rim));
    let double = piece.role == Role::King && layout.variant().piece_names() == PieceNames::MenAndKings;
    let top = if double {
        // The lower man of the stack shows as a rim below the upper one.
        let lower = center + vec2(0.0, r * 0.1);
        painter.circle(lower, r, fade(body), rim_stroke);
        painter.circle_filled(lower, r * 0.98, fade(groove));
        center - vec2(0.0, r * 0.12)
    } else {
        center
    };
    painter.circle(top, r, fade(body), rim_stroke);
    painter.circle_stroke(top, r * 0.74, Stroke::new((r * 0.06).max(1.0), fade(groove)));
    painter.circle_stroke(top, r * 0.84, Stroke::new((r * 0.025).max(0.5), fade(rim).gamma_multiply(0.5)));
    // A soft light from the top left.
    painter.circle_filled(top - vec2(r * 0.3, r * 0.32), r * 0.22, fade(Color32::from_white_alpha(34)));
    match piece.role {
        Role::King => crown(painter, top, r * 0.52, style.alpha),
        Role::Prince => diamond(painter, top, r * 0.4, style.alpha),
        Role::Man => {}
    }
}

/// A gold crown, `s` its half-width.
fn crown(painter: &Painter, c: Pos2, s: f32, alpha: f32) {
    let fill = theme::GOLD.gamma_multiply(alpha);
    let edge = Stroke::new((s * 0.09).max(1.0), theme::GOLD_EDGE.gamma_multiply(alpha));
    let p = |x: f32, y: f32| pos2(c.x + x * s, c.y + y * s);
    // Filled in convex pieces: the band and three points.
    let band = vec![p(-0.9, 0.0), p(0.9, 0.0), p(0.9, 0.5), p(-0.9, 0.5)];
    painter.add(Shape::convex_polygon(band, fill, Stroke::NONE));
    for tri in [
        [p(-0.9, 0.02), p(-0.95, -0.5), p(-0.35, 0.02)],
        [p(-0.45, 0.02), p(0.0, -0.72), p(0.45, 0.02)],
        [p(0.35, 0.02), p(0.95, -0.5), p(0.9, 0.02)],
    ] {
        painter.add(Shape::convex_polygon(tri.to_vec(), fill, Stroke::NONE));
    }
    let outline = vec![
        p(-0.9, 0.5),
        p(-0.95, -0.5),
        p(-0.42, -0.05),
        p(0.0, -0.72),
        p(0.42, -0.05),
        p(0.95, -0.5),
        p(0.9, 0.5),
    ];
    painter.add(Shape::closed_line(outline, edge));
    for tip in [p(-0.95, -0.5), p(0.0, -0.72), p(0.95, -0.5)] {
        painter.circle(tip, s * 0.14, fill, edge);
    }
}

/// A gold diamond, `s` its half-height.
fn diamond(painter: &Painter, c: Pos2, s: f32, alpha: f32) {
    let points = vec![c - vec2(0.0, s), c + vec2(s * 0.7, 0.0), c + vec2(0.0, s), c - vec2(s * 0.7, 0.0)];
    let edge = Stroke::new((s * 0.1).max(1.0), theme::GOLD_EDGE.gamma_multiply(alpha));
    painter.add(Shape::convex_polygon(points, theme::GOLD.gamma_multiply(alpha), edge));
}

/// The ring around a piece that can move.
pub(crate) fn movable_ring(painter: &Painter, layout: &Layout, center: Pos2, role: Role) {
    let r = piece_radius(layout, role);
    painter.circle_stroke(center, r + r * 0.12 + 1.5, Stroke::new((r * 0.09).max(1.5), theme::MOVABLE));
}

/// The mark on a destination: a dot on an empty square; on Dablot's lines a larger one in a
/// light halo, so the lines crossing the point never hide it.
pub(crate) fn target(painter: &Painter, layout: &Layout, sq: u8) {
    let center = layout.center(sq);
    if layout.on_lattice() {
        let r = layout.piece_radius() * 0.55;
        painter.circle_filled(center, r + (r * 0.35).max(2.0), theme::LIGHT);
        painter.circle_filled(center, r, theme::TARGET);
    } else {
        painter.circle_filled(center, layout.piece_radius() * 0.38, theme::TARGET);
    }
}

/// The mark on a square passed over on the way (drag or clicks).
pub(crate) fn waypoint(painter: &Painter, layout: &Layout, sq: u8) {
    let r = layout.piece_radius() * 0.55;
    painter.circle_stroke(layout.center(sq), r, Stroke::new((r * 0.25).max(1.5), theme::WAYPOINT));
}
