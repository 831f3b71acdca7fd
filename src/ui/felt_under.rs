//! What a box laid over the table would hide: the cards (where they lie or land), the name
//! plates and whatever else a game marks `KeepClear` (an avatar) under a window rectangle. The attract banner and the table's message slot both pick
//! the place that hides least, so they share this one measure; words on the felt (a badge, a
//! name plate) take the first of their places that lies on none of it nor on a box.

use crate::table::cards::{CardPlace, TableArea, TableCard};
use crate::table::seats::SeatPlate;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::egui;
use stammtisch_rules::Seat;

pub use crate::table::layout::KeepClear;

/// The cards, name plates and things kept clear on the felt, to measure what a box would cover.
#[derive(SystemParam)]
pub struct FeltUnder<'w, 's> {
    area: Res<'w, TableArea>,
    cards: Query<'w, 's, &'static CardPlace, With<TableCard>>,
    kept: Query<
        'w,
        's,
        (
            &'static KeepClear,
            &'static GlobalTransform,
            &'static Visibility,
        ),
    >,
    plates: Query<
        'w,
        's,
        (
            &'static bevy::text::TextLayoutInfo,
            Option<&'static bevy::sprite::Anchor>,
            &'static GlobalTransform,
            &'static SeatPlate,
        ),
    >,
    boxes: Option<Res<'w, crate::core::UiRects>>,
}

/// What words on the felt keep off: what a player reads (a badge: face-up cards, plates, what
/// is kept clear, boxes; a pile's backs may lie beneath), or (a seat's name plate) every card,
/// the boxes and the plates of the seats before it: each plate gives way to those before it only,
/// so no two keep swapping places.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Under {
    Readable,
    PlateOf(Seat),
}

/// Letter sizes words on the felt try, largest first, when none of their places is open.
pub const SHRINK: [f32; 3] = [1.0, 0.85, 0.72];

impl FeltUnder<'_, '_> {
    /// The table's size (table units).
    pub fn size(&self) -> crate::table::layout::TableSize {
        self.area.0
    }

    /// The window's size (window pixels).
    pub fn window(&self) -> egui::Vec2 {
        egui::vec2(self.area.0.width, self.area.0.height)
    }

    /// The area of cards, plates and things kept clear under `rect` (window pixels, y down).
    pub fn covered(&self, rect: egui::Rect) -> f32 {
        self.rects()
            .map(|r| {
                let i = r.intersect(rect);
                if i.is_positive() { i.area() } else { 0.0 }
            })
            .sum()
    }

    /// How much of `rect` (table units, y up) lies on what `under` names; edges that share a
    /// pixel or two do not count, so 0 is open felt.
    pub fn open_covered(&self, rect: Rect, under: Under) -> f32 {
        let size = self.area.0;
        let card = size.card_size();
        // A turned card by its own corners: the box around it reaches past them, onto felt
        // beside a side seat's turned row that lies open.
        let words = crate::table::layout::rect_corners(rect);
        let cards = self
            .cards
            .iter()
            .filter(|c| c.face_up || under != Under::Readable)
            .filter(|c| {
                let corners = crate::table::layout::card_corners(c.pos, c.angle, card * c.scale);
                crate::ui::layout_check::depth(&corners, &words) > 2.0
            })
            .map(|c| crate::table::layout::card_rect(c.pos, c.angle, card * c.scale));
        let plates = self
            .plates
            .iter()
            .filter(move |(.., plate)| match under {
                Under::Readable => true,
                Under::PlateOf(seat) => plate.0.index() < seat.index(),
            })
            .filter_map(|(layout, anchor, at, _)| {
                crate::table::layout::text_rect(layout, anchor, at)
            });
        let kept = self
            .kept
            .iter()
            .filter(|(_, _, visible)| under == Under::Readable && **visible != Visibility::Hidden)
            .map(|(kept, at, _)| kept.rect(at));
        let boxes = self
            .boxes
            .iter()
            .flat_map(|b| b.0.iter())
            .map(|r| size.rect_from_window(*r));
        cards
            .chain(plates)
            .chain(kept)
            .chain(boxes)
            .map(|r| {
                let i = r.intersect(rect);
                if i.width() > 2.0 && i.height() > 2.0 {
                    i.width() * i.height()
                } else {
                    0.0
                }
            })
            .sum()
    }

    /// Where words reaching `half` each way from their middle go (table units, y up) and how
    /// large their letters are (a share of their size): the first of `spots` for their half size
    /// (best first, each kept inside the window) that is open felt, trying every spot at each of
    /// `SHRINK`'s sizes in turn; where none is, the one that covers least.
    pub fn first_open<S: IntoIterator<Item = Vec2>>(
        &self,
        spots: impl Fn(Vec2) -> S,
        half: Vec2,
        under: Under,
    ) -> (Vec2, f32) {
        let size = self.area.0;
        let mut least = (f32::INFINITY, Vec2::ZERO, 1.0);
        for scale in SHRINK {
            for spot in spots(half * scale) {
                let at = size.keep_inside(spot, half * scale);
                let covered =
                    self.open_covered(Rect::from_center_half_size(at, half * scale), under);
                if covered <= 0.0 {
                    return (at, scale);
                }
                if covered < least.0 {
                    least = (covered, at, scale);
                }
            }
        }
        (least.1, least.2)
    }

    /// What a box would hide, gathered once for the many spots a panel weighs (window pixels,
    /// y down): what a player reads (face-up cards by their own corners, name plates, what is
    /// kept clear) and the backs (face-down cards: a seat's hand, a pile).
    pub fn beneath(&self) -> Beneath {
        let size = self.area.0;
        let window = Vec2::new(size.width, size.height);
        let card = size.card_size();
        let mut beneath = Beneath::default();
        for c in &self.cards {
            let corners = crate::table::layout::card_corners(c.pos, c.angle, card * c.scale)
                .map(|at| super::boxes::window_point(window, at));
            let quad = Quad::of(corners);
            match c.face_up {
                true => beneath.read.push(quad),
                false => beneath.backs.push(quad),
            }
        }
        for r in self.plates_and_kept() {
            beneath.read.push(Quad::of_rect(size.rect_to_window(r)));
        }
        beneath
    }

    /// Where the plates' words and the things kept clear are (table units).
    fn plates_and_kept(&self) -> impl Iterator<Item = Rect> + '_ {
        self.plates
            .iter()
            .filter_map(|(layout, anchor, at, _)| {
                crate::table::layout::text_rect(layout, anchor, at)
            })
            .chain(
                self.kept
                    .iter()
                    // Its own visibility: a test App without rendering propagates none.
                    .filter(|(_, _, visible)| **visible != Visibility::Hidden)
                    .map(|(kept, at, _)| kept.rect(at)),
            )
    }

    /// Where the cards (where they lie or land), plates and things kept clear are (window
    /// pixels, y down).
    pub fn rects(&self) -> impl Iterator<Item = egui::Rect> + '_ {
        let size = self.area.0;
        let card = size.card_size();
        self.cards
            .iter()
            .map(move |c| crate::table::layout::card_rect(c.pos, c.angle, card * c.scale))
            .chain(self.plates_and_kept())
            .map(move |r| {
                let r = size.rect_to_window(r);
                egui::Rect::from_min_max(egui::pos2(r.min.x, r.min.y), egui::pos2(r.max.x, r.max.y))
            })
    }
}

/// A four-cornered thing on the felt (window pixels, y down): its corners and its bounds.
#[derive(Debug, Clone, Copy)]
pub struct Quad {
    corners: [Vec2; 4],
    bounds: Rect,
}

impl Quad {
    /// A rectangle's four corners.
    pub fn of_rect(r: Rect) -> Self {
        Quad::of(crate::table::layout::rect_corners(r))
    }

    pub fn of(corners: [Vec2; 4]) -> Self {
        let bounds = corners
            .iter()
            .fold(Rect::from_center_size(corners[0], Vec2::ZERO), |r, &c| {
                r.union_point(c)
            });
        Quad { corners, bounds }
    }

    /// How much of it `rect` hides (window pixels): the area of their bounds' overlap, or
    /// nothing where they overlap by no more than `slack` pixels by their own corners (a turned
    /// card beside a box; the layout check's measure).
    fn hidden_by(&self, rect: Rect, corners: &[Vec2; 4], slack: f32) -> f32 {
        let i = self.bounds.intersect(rect);
        if i.width() <= slack || i.height() <= slack {
            return 0.0;
        }
        if super::layout_check::depth(&self.corners, corners) <= slack {
            return 0.0;
        }
        i.width() * i.height()
    }

    /// Whether `rect` hides more of it than a back may lose (`BACK_SHARE`, with a little room
    /// to spare for the check's rounding).
    fn too_much_under(&self, rect: Rect) -> bool {
        let i = self.bounds.intersect(rect);
        !i.is_empty()
            && super::layout_check::share_inside(&self.corners, rect)
                > super::layout_check::BACK_SHARE * 0.8
    }
}

/// What a box would hide on the felt (`FeltUnder::beneath`), with the other boxes added by the
/// panel that weighs its spots.
#[derive(Debug, Clone, Default)]
pub struct Beneath {
    /// What a player reads: face-up cards, plates, what is kept clear, other boxes.
    pub read: Vec<Quad>,
    /// Face-down cards.
    pub backs: Vec<Quad>,
}

impl Beneath {
    /// What a box on `rect` (window pixels) hides: how many things a player reads (a face-up
    /// card, a plate, an avatar, another box, or a back it hides more of than `BACK_SHARE`, so
    /// it can no longer be counted), and how much of them and of the backs (pixels); a sliver of
    /// `slack` pixels counts for nothing.
    pub fn under(&self, rect: Rect, slack: f32) -> (usize, f32, f32) {
        let corners = crate::table::layout::rect_corners(rect);
        let sum = |quads: &[Quad]| -> f32 {
            quads
                .iter()
                .map(|q| q.hidden_by(rect, &corners, slack))
                .sum()
        };
        let hidden = self
            .read
            .iter()
            .filter(|q| q.hidden_by(rect, &corners, slack) > 0.0);
        let uncounted = self.backs.iter().filter(|q| q.too_much_under(rect));
        let things = hidden.count() + uncounted.count();
        (things, sum(&self.read), sum(&self.backs))
    }

    /// Everything's bounds, for spots just beside each.
    pub fn bounds(&self) -> impl Iterator<Item = Rect> + '_ {
        self.read.iter().chain(&self.backs).map(|q| q.bounds)
    }
}
