//! Where every square (draughts) or point (Dablot) lies on the screen, and back.

use damier_rules::Variant;
use damier_rules::dablot;
use eframe::egui::{Pos2, Rect, Vec2, pos2, vec2};

/// Files of the Dablot doubled lattice: `x` runs 0..=`DABLOT_X` (files a..k).
pub(crate) const DABLOT_X: u8 = 10;
/// Ranks of the Dablot doubled lattice: `y` runs 0..=`DABLOT_Y` (ranks 1..13), 0 at the bottom.
pub(crate) const DABLOT_Y: u8 = 12;
/// Room around the Dablot lattice, in lattice steps, for the pieces and the frame.
const DABLOT_MARGIN: f32 = 1.45;
/// Width of the frame around a draughts board, as a fraction of the board's side.
const FRAME: f32 = 0.035;

/// The board laid out in a screen rectangle: the geometry of one frame.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Layout {
    variant: Variant,
    /// The board with its frame.
    outer: Rect,
    /// Draughts: the squares. Dablot: the lattice, from point a1 to point k13.
    inner: Rect,
    /// Draughts: the side of a square. Dablot: one lattice step (half a square's side).
    unit: f32,
    flipped: bool,
}

impl Layout {
    /// Fits the board of `variant` in `available`, centred, as large as it goes.
    pub(crate) fn new(variant: Variant, available: Rect, flipped: bool) -> Layout {
        match variant.grid_side() {
            Some(cells) => {
                let side = available.width().min(available.height());
                let outer = Rect::from_center_size(available.center(), Vec2::splat(side));
                let inner = outer.shrink(side * FRAME);
                let unit = inner.width() / f32::from(cells);
                Layout { variant, outer, inner, unit, flipped }
            }
            None => {
                let (w, h) = (f32::from(DABLOT_X), f32::from(DABLOT_Y));
                let unit = (available.width() / (w + 2.0 * DABLOT_MARGIN))
                    .min(available.height() / (h + 2.0 * DABLOT_MARGIN));
                let inner = Rect::from_center_size(available.center(), vec2(w * unit, h * unit));
                let outer = inner.expand(DABLOT_MARGIN * unit);
                Layout { variant, outer, inner, unit, flipped }
            }
        }
    }

    pub(crate) fn variant(&self) -> Variant {
        self.variant
    }

    /// Whether the board is a lattice of points joined by lines (Dablot) rather than a
    /// checkered grid (the rules crate's [`Variant::grid_side`]).
    pub(crate) fn on_lattice(&self) -> bool {
        self.variant.grid_side().is_none()
    }

    /// The height of a board `width` wide: square for a grid, 6:5 for the lattice.
    pub(crate) fn height_for(variant: Variant, width: f32) -> f32 {
        if variant.grid_side().is_none() { width * 1.2 } else { width }
    }

    /// The board with its frame.
    pub(crate) fn outer(&self) -> Rect {
        self.outer
    }

    /// Draughts: the 100 or 64 squares. Dablot: the rectangle of the drawn lines.
    pub(crate) fn inner(&self) -> Rect {
        self.inner
    }

    /// Draughts: a square's side. Dablot: a lattice step, half a square's side.
    pub(crate) fn unit(&self) -> f32 {
        self.unit
    }

    /// How many squares (points) the board has.
    pub(crate) fn squares(&self) -> u8 {
        self.variant.squares() as u8
    }

    /// Squares per row and column of a draughts board (10 or 8; Dablot: 0).
    pub(crate) fn side(&self) -> u8 {
        self.variant.grid_side().unwrap_or(0)
    }

    /// The screen rectangle of the draughts cell at `row`, `col` as White sees the board
    /// (row 0 at the top), turned when the board is flipped.
    pub(crate) fn cell_rect(&self, row: i32, col: i32) -> Rect {
        let last = i32::from(self.side()) - 1;
        let (row, col) = if self.flipped { (last - row, last - col) } else { (row, col) };
        let min = self.inner.min + vec2(col as f32, row as f32) * self.unit;
        Rect::from_min_size(min, Vec2::splat(self.unit))
    }

    /// The screen position of a Dablot lattice point `(x, y)` (`y` 0 at the bottom).
    pub(crate) fn lattice_pos(&self, x: u8, y: u8) -> Pos2 {
        let (x, y) = if self.flipped { (DABLOT_X - x, DABLOT_Y - y) } else { (x, y) };
        pos2(self.inner.left() + f32::from(x) * self.unit, self.inner.bottom() - f32::from(y) * self.unit)
    }

    /// The centre of a square or point.
    pub(crate) fn center(&self, sq: u8) -> Pos2 {
        match self.variant.grid_coords(sq) {
            Some((row, col)) => self.cell_rect(row, col).center(),
            None => {
                let (x, y) = dablot::coords(sq).unwrap_or((0, 0));
                self.lattice_pos(x, y)
            }
        }
    }

    /// The area that answers the pointer for a square (the whole square) or point (a square
    /// of one lattice step around it: the areas of neighbouring points touch, never overlap).
    pub(crate) fn hit_rect(&self, sq: u8) -> Rect {
        Rect::from_center_size(self.center(sq), Vec2::splat(self.unit))
    }

    /// The radius of a draughts piece, or of a Dablot warrior (princes and kings are larger).
    pub(crate) fn piece_radius(&self) -> f32 {
        if self.on_lattice() { self.unit * 0.42 } else { self.unit * 0.4 }
    }

    /// The square (point) under `pos`, if any: draughts, the playable square containing it;
    /// Dablot, the nearest point within one lattice step.
    pub(crate) fn square_at(&self, pos: Pos2) -> Option<u8> {
        match self.variant.grid_side() {
            None => self.point_near(pos),
            Some(_) => {
                let rel = (pos - self.inner.min) / self.unit;
                if !(0.0..f32::from(self.side())).contains(&rel.x)
                    || !(0.0..f32::from(self.side())).contains(&rel.y)
                {
                    return None;
                }
                let last = i32::from(self.side()) - 1;
                let (row, col) = (rel.y as i32, rel.x as i32);
                let (row, col) = if self.flipped { (last - row, last - col) } else { (row, col) };
                self.variant.grid_square_at(row, col)
            }
        }
    }

    fn point_near(&self, pos: Pos2) -> Option<u8> {
        let fx = (pos.x - self.inner.left()) / self.unit;
        let fy = (self.inner.bottom() - pos.y) / self.unit;
        let (fx, fy) =
            if self.flipped { (f32::from(DABLOT_X) - fx, f32::from(DABLOT_Y) - fy) } else { (fx, fy) };
        // The nearest corner (even, even) and the nearest centre (odd, odd).
        let corner = (2.0 * (fx / 2.0).round(), 2.0 * (fy / 2.0).round());
        let centre = (2.0 * ((fx - 1.0) / 2.0).round() + 1.0, 2.0 * ((fy - 1.0) / 2.0).round() + 1.0);
        let dist = |(x, y): (f32, f32)| (x - fx).hypot(y - fy);
        let (x, y) = if dist(corner) <= dist(centre) { corner } else { centre };
        if dist((x, y)) > 1.0 || x < 0.0 || y < 0.0 {
            return None;
        }
        dablot::point_at(x as u8, y as u8)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const AREA: Rect = Rect { min: pos2(10.0, 20.0), max: pos2(810.0, 620.0) };

    fn layouts() -> impl Iterator<Item = Layout> {
        Variant::ALL.into_iter().flat_map(|v| [false, true].map(|f| Layout::new(v, AREA, f)))
    }

    #[test]
    fn every_square_round_trips_through_the_screen() {
        for layout in layouts() {
            for sq in 0..layout.squares() {
                let c = layout.center(sq);
                assert!(layout.outer().contains(c), "{layout:?} {sq}");
                assert_eq!(layout.square_at(c), Some(sq), "{layout:?} {sq}");
                // Anywhere inside the square's own area finds it too.
                let r = layout.hit_rect(sq).shrink(0.5);
                for corner in [r.left_top(), r.right_top(), r.left_bottom(), r.right_bottom()] {
                    assert_eq!(layout.square_at(corner), Some(sq), "{layout:?} {sq} {corner:?}");
                }
            }
        }
    }

    #[test]
    fn hit_areas_never_overlap() {
        for layout in layouts() {
            for a in 0..layout.squares() {
                for b in a + 1..layout.squares() {
                    let overlap = layout.hit_rect(a).intersect(layout.hit_rect(b));
                    assert!(overlap.width() <= 0.01 || overlap.height() <= 0.01, "{layout:?} {a} {b}");
                }
            }
        }
    }

    #[test]
    fn boards_are_centred_and_fit() {
        for layout in layouts() {
            assert!(AREA.expand(0.01).contains_rect(layout.outer()), "{layout:?}");
            assert!((layout.outer().center() - AREA.center()).length() < 0.01);
        }
        // Draughts boards are square and as tall as the area.
        let l = Layout::new(Variant::International, AREA, false);
        assert!((l.outer().height() - AREA.height()).abs() < 0.01);
        assert!((l.outer().width() - l.outer().height()).abs() < 0.01);
    }

    #[test]
    fn bottom_left_square_is_dark_and_flipping_turns_the_board() {
        for (variant, side, bottom_left, top_right) in
            [(Variant::International, 10, 45, 4), (Variant::English, 8, 28, 3)]
        {
            let l = Layout::new(variant, AREA, false);
            let cell = l.cell_rect(side - 1, 0);
            assert_eq!(l.square_at(cell.center()), Some(bottom_left), "{variant}");
            // The light square beside it is not playable.
            assert_eq!(l.square_at(cell.center() + vec2(l.unit(), 0.0)), None);
            assert_eq!(variant.grid_coords(0), Some((0, 1)), "square 1 is at the top, second column");
            // Square 1 (index 0) lies in the top row, the highest square in the bottom row.
            assert!(l.center(0).y < l.inner().top() + l.unit());
            assert!(l.center(l.squares() - 1).y > l.inner().bottom() - l.unit());
            // Flipped: the same square is seen from the other side, through the centre.
            let f = Layout::new(variant, AREA, true);
            assert!(
                (f.center(bottom_left) - (l.outer().center() * 2.0 - l.center(bottom_left).to_vec2()))
                    .length()
                    < 0.01
            );
            assert!(f.center(top_right).y > f.inner().bottom() - f.unit());
            let seen = f.center(bottom_left);
            assert!(seen.y < f.inner().top() + f.unit() && seen.x > f.inner().right() - f.unit());
            assert_eq!(f.square_at(seen), Some(bottom_left));
        }
    }

    #[test]
    fn dablot_points_sit_on_the_lattice() {
        let l = Layout::new(Variant::Dablot, AREA, false);
        let step = l.unit();
        // 5 x 6 squares of two steps each: the board keeps its 5:6 shape.
        assert!((l.inner().width() / l.inner().height() - 10.0 / 12.0).abs() < 1e-4);
        for p in 0..72u8 {
            let (x, y) = dablot::coords(p).unwrap_or_else(|| panic!("point {p}"));
            let c = l.center(p);
            assert!((c.x - (l.inner().left() + f32::from(x) * step)).abs() < 0.01);
            assert!((c.y - (l.inner().bottom() - f32::from(y) * step)).abs() < 0.01);
            // Corners have even coordinates, centres odd ones.
            assert_eq!(x % 2, y % 2);
        }
        // a1 is the bottom-left corner, k13 the top-right; flipped they swap.
        let near = |a: Pos2, b: Pos2| (a - b).length() < 0.01;
        assert!(near(l.center(0), l.inner().left_bottom()));
        assert!(near(l.center(71), l.inner().right_top()));
        let f = Layout::new(Variant::Dablot, AREA, true);
        assert!(near(f.center(0), f.inner().right_top()));
        assert_eq!(f.square_at(f.inner().left_bottom()), Some(71));
        // Half a step from a1 still finds it; more than a step outside the lattice finds nothing.
        assert_eq!(l.square_at(l.inner().left_bottom() + vec2(-0.5, 0.2) * step), Some(0));
        assert_eq!(l.square_at(l.inner().left_bottom() + vec2(-1.5, 0.0) * step), None);
        assert_eq!(l.square_at(l.outer().right_top() + vec2(50.0, 0.0)), None);
    }
}
