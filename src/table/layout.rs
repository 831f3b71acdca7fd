//! Where things sit on the table: seats around an oval for 2 to 10 players, at any window size.
//! Pure functions of the window size, so the picture follows every resize.

use bevy::prelude::*;

/// The drawable area in world units (the camera shows one unit per logical pixel, origin centred).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TableSize {
    pub width: f32,
    pub height: f32,
    /// The seat drawn at the bottom, nearest the screen's people: seat 0 on one screen, a
    /// guest's own seat on a screen in another home (every seat turns round the table with it).
    pub bottom: u8,
}

impl TableSize {
    /// A window never lays out smaller than this, so a window resized to nothing stays sane.
    pub const MIN: TableSize = TableSize {
        width: 320.0,
        height: 240.0,
        bottom: 0,
    };

    /// `pos` moved inside the window for a thing reaching `half` from it each way (at the middle
    /// when the window is narrower than the thing).
    pub fn keep_inside(self, pos: Vec2, half: Vec2) -> Vec2 {
        let margin = Vec2::new(
            (self.width * 0.5 - half.x).max(0.0),
            (self.height * 0.5 - half.y).max(0.0),
        );
        pos.clamp(-margin, margin)
    }

    /// The seat drawn at the bottom of this screen: the one whose hand is drawn big when a
    /// person here holds it.
    pub fn bottom_seat(self) -> stammtisch_rules::Seat {
        stammtisch_rules::Seat(self.bottom)
    }

    pub fn from_window(width: f32, height: f32) -> Self {
        TableSize {
            width: width.max(Self::MIN.width),
            height: height.max(Self::MIN.height),
            bottom: 0,
        }
    }

    /// Half-axes of the felt oval.
    pub fn oval(self) -> Vec2 {
        Vec2::new(self.width * 0.46, self.height * 0.40)
    }

    /// The height of a card on the table.
    pub fn card_height(self) -> f32 {
        (self.height * 0.17).min(self.width * 0.12).max(40.0)
    }

    /// A rectangle in window pixels (origin top left, y down) in table units (origin centred,
    /// y up), and `rect_to_window` back: where egui's boxes meet the felt's things.
    pub fn rect_from_window(self, r: Rect) -> Rect {
        let flip = |p: Vec2| Vec2::new(p.x - self.width / 2.0, self.height / 2.0 - p.y);
        Rect::from_corners(flip(r.min), flip(r.max))
    }

    pub fn rect_to_window(self, r: Rect) -> Rect {
        let flip = |p: Vec2| Vec2::new(p.x + self.width / 2.0, self.height / 2.0 - p.y);
        Rect::from_corners(flip(r.min), flip(r.max))
    }

    pub fn card_size(self) -> Vec2 {
        let h = self.card_height();
        Vec2::new(h * 5.0 / 7.0, h)
    }
}

/// One seat's place: its anchor on the oval's rim and the angle that faces the centre.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SeatPlace {
    pub anchor: Vec2,
    /// Rotation of the seat's cards so they face the centre (0 for the bottom seat).
    pub facing: f32,
    /// Unit vector from the seat towards the centre.
    pub inward: Vec2,
}

/// Seat `i` of `n`: seat `size.bottom` (0 unless a guest's) at the bottom, then clockwise on screen (to the left of the player at the bottom, play goes on).
pub fn seat_place(size: TableSize, i: usize, n: usize) -> SeatPlace {
    seat_place_between(size, i as f32, n.max(1) as f32)
}

/// `seat_place` for a fractional index: a place on the same rim between two seats (a seat that
/// shifts its chair to make room).
pub fn seat_place_between(size: TableSize, i: f32, n: f32) -> SeatPlace {
    let oval = size.oval() * Vec2::new(0.86, 0.80);
    let i = (i - f32::from(size.bottom)).rem_euclid(n);
    let angle = -std::f32::consts::FRAC_PI_2 - std::f32::consts::TAU * i / n;
    let anchor = Vec2::new(oval.x * angle.cos(), oval.y * angle.sin());
    let inward = (-anchor).normalize_or(Vec2::Y);
    let facing = inward.to_angle() - std::f32::consts::FRAC_PI_2;
    SeatPlace {
        anchor,
        facing,
        inward,
    }
}

/// Position and rotation of card `k` of `count` fanned in a seat's hand; `spread` scales the fan.
pub fn hand_slot(seat: SeatPlace, k: usize, count: usize, card: Vec2, spread: f32) -> (Vec2, f32) {
    fan_slot(seat, k as f32 - (count as f32 - 1.0) / 2.0, card, spread)
}

/// A card `offset` places from the middle of a held fan (fractional: a closed-up fan turns and
/// bows only as much as its width, so a big hand stays low in front of its seat).
pub fn fan_slot(seat: SeatPlace, offset: f32, card: Vec2, spread: f32) -> (Vec2, f32) {
    // Left to right as the seat sees it, so each card lies on the one before, as in a held fan.
    let along = Vec2::new(seat.inward.y, -seat.inward.x);
    let pos = seat.anchor
        + along * offset * card.x * 0.62 * spread
        + seat.inward * offset.abs() * -card.y * 0.04;
    (pos, seat.facing - offset * 0.10)
}

/// The middle's three places, side by side at the centre.
pub fn middle_slot(size: TableSize, k: usize) -> Vec2 {
    let card = size.card_size();
    Vec2::new((k as f32 - 1.0) * card.x * 1.12, 0.0)
}

/// The stock: left of the middle, a squared-up pile.
pub fn stock_place(size: TableSize) -> Vec2 {
    let card = size.card_size();
    Vec2::new(-card.x * 2.9, card.y * 0.05)
}

/// Cards put aside: right of the middle.
pub fn discard_place(size: TableSize) -> Vec2 {
    let card = size.card_size();
    Vec2::new(card.x * 2.9, card.y * 0.05)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_thing_kept_inside_stays_in_the_window_or_at_its_middle() {
        let size = TableSize::from_window(800.0, 600.0);
        let half = Vec2::new(100.0, 20.0);
        assert_eq!(
            size.keep_inside(Vec2::new(10.0, -5.0), half),
            Vec2::new(10.0, -5.0)
        );
        assert_eq!(
            size.keep_inside(Vec2::new(390.0, -300.0), half),
            Vec2::new(300.0, -280.0)
        );
        // Wider than the window: at its middle.
        assert_eq!(
            size.keep_inside(Vec2::new(50.0, 9.0), Vec2::new(500.0, 20.0))
                .x,
            0.0
        );
    }

    #[test]
    fn seats_lie_on_the_oval_inside_the_window_for_every_count() {
        for (w, h) in [
            (1280.0, 720.0),
            (800.0, 1200.0),
            (0.0, 0.0),
            (3840.0, 2160.0),
        ] {
            let size = TableSize::from_window(w, h);
            for n in 2..=10 {
                let places: Vec<SeatPlace> = (0..n).map(|i| seat_place(size, i, n)).collect();
                assert!(
                    places[0].anchor.y < 0.0 && places[0].anchor.x.abs() < 1e-3,
                    "seat 1 sits at the bottom"
                );
                for p in &places {
                    assert!(
                        p.anchor.x.abs() < size.width / 2.0 && p.anchor.y.abs() < size.height / 2.0
                    );
                }
                for i in 0..n {
                    for j in i + 1..n {
                        assert!(
                            places[i].anchor.distance(places[j].anchor) > size.card_height() * 0.5
                        );
                    }
                }
            }
        }
    }
}

/// The world rectangle a text entity covers (its laid-out glyphs, placed by its anchor), or
/// `None` before its layout; rotation is ignored (table texts stand upright).
pub fn text_rect(
    layout: &bevy::text::TextLayoutInfo,
    anchor: Option<&bevy::sprite::Anchor>,
    at: &GlobalTransform,
) -> Option<Rect> {
    if layout.size == Vec2::ZERO {
        return None;
    }
    let size = layout.size / layout.scale_factor.max(0.01) * at.scale().truncate();
    let anchor = anchor.map_or(Vec2::ZERO, |a| a.0);
    let min = at.translation().truncate() - (anchor + 0.5) * size;
    Some(Rect::from_corners(min, min + size))
}

/// The four corners of a card of `size` at `pos`, turned by `angle`, in order around it.
pub fn card_corners(pos: Vec2, angle: f32, size: Vec2) -> [Vec2; 4] {
    let turn = Vec2::from_angle(angle);
    [(-1.0, -1.0), (1.0, -1.0), (1.0, 1.0), (-1.0, 1.0)]
        .map(|(x, y)| pos + turn.rotate(size / 2.0 * Vec2::new(x, y)))
}

/// The four corners of `r`, in order around it.
pub fn rect_corners(r: Rect) -> [Vec2; 4] {
    [
        r.min,
        Vec2::new(r.max.x, r.min.y),
        r.max,
        Vec2::new(r.min.x, r.max.y),
    ]
}

/// The world rectangle around a card of `size` at `pos`, turned by `angle`.
pub fn card_rect(pos: Vec2, angle: f32, size: Vec2) -> Rect {
    let (sin, cos) = angle.sin_cos();
    let half = Vec2::new(
        (size.x * cos).abs() + (size.y * sin).abs(),
        (size.x * sin).abs() + (size.y * cos).abs(),
    ) / 2.0;
    Rect::from_center_half_size(pos, half)
}

/// Something on the felt besides cards and name plates that a box should not hide, nor a seat's
/// line lie on (a seat's avatar): the rectangle `half` each way around `centre`, in its own units
/// (it scales with it).
#[derive(Component, Debug, Clone, Copy, PartialEq)]
pub struct KeepClear {
    pub centre: Vec2,
    pub half: Vec2,
}

impl KeepClear {
    /// Its rectangle on the table (table units, y up) where `at` puts it (rotation ignored).
    pub fn rect(&self, at: &GlobalTransform) -> Rect {
        let scale = at.scale().truncate().abs();
        Rect::from_center_half_size(
            at.translation().truncate() + self.centre * scale,
            self.half * scale,
        )
    }
}
