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

/// Something on the felt besides cards and name plates that a box should not hide (a seat's
/// avatar): the rectangle `half` each way around `centre`, in its own units (it scales with it).
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

    /// The area of cards and things kept clear under `rect` (window pixels, y down), leaving out
    /// the name plates: for a box the plates give way to (they keep off boxes themselves).
    pub fn covered_but_plates(&self, rect: egui::Rect) -> f32 {
        let size = self.area.0;
        let card = size.card_size();
        self.cards
            .iter()
            .map(move |c| crate::table::layout::card_rect(c.pos, c.angle, card * c.scale))
            .chain(
                self.kept
                    .iter()
                    .filter(|(_, _, visible)| **visible != Visibility::Hidden)
                    .map(|(kept, at, _)| kept.rect(at)),
            )
            .map(|r| {
                let r = size.rect_to_window(r);
                let r = egui::Rect::from_min_max(
                    egui::pos2(r.min.x, r.min.y),
                    egui::pos2(r.max.x, r.max.y),
                );
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
        let words = [
            rect.min,
            Vec2::new(rect.max.x, rect.min.y),
            rect.max,
            Vec2::new(rect.min.x, rect.max.y),
        ];
        let cards = self
            .cards
            .iter()
            .filter(|c| c.face_up || under != Under::Readable)
            .filter(|c| {
                let half = card * c.scale / 2.0;
                let turn = Vec2::from_angle(c.angle);
                let corners = [(-1.0, -1.0), (1.0, -1.0), (1.0, 1.0), (-1.0, 1.0)]
                    .map(|(x, y)| c.pos + turn.rotate(half * Vec2::new(x, y)));
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

    /// Where the cards (where they lie or land), plates and things kept clear are (window
    /// pixels, y down).
    pub fn rects(&self) -> impl Iterator<Item = egui::Rect> + '_ {
        let size = self.area.0;
        let card = size.card_size();
        self.cards
            .iter()
            .map(move |c| crate::table::layout::card_rect(c.pos, c.angle, card * c.scale))
            .chain(self.plates.iter().filter_map(|(layout, anchor, at, _)| {
                crate::table::layout::text_rect(layout, anchor, at)
            }))
            .chain(
                self.kept
                    .iter()
                    // Its own visibility: a test App without rendering propagates none.
                    .filter(|(_, _, visible)| **visible != Visibility::Hidden)
                    .map(|(kept, at, _)| kept.rect(at)),
            )
            .map(move |r| {
                let r = size.rect_to_window(r);
                egui::Rect::from_min_max(egui::pos2(r.min.x, r.min.y), egui::pos2(r.max.x, r.max.y))
            })
    }
}
