//! What a box laid over the table would hide: the cards (where they lie or land), the name
//! plates and whatever else a game marks `KeepClear` (an avatar) under a window rectangle. The attract banner and the table's message slot both pick
//! the place that hides least, so they share this one measure.

use crate::table::cards::{CardPlace, TableArea, TableCard};
use crate::table::seats::SeatPlate;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::egui;

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
        ),
        With<SeatPlate>,
    >,
}

impl FeltUnder<'_, '_> {
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

    /// Where the cards (where they lie or land), plates and things kept clear are (window
    /// pixels, y down).
    pub fn rects(&self) -> impl Iterator<Item = egui::Rect> + '_ {
        let size = self.area.0;
        let card = size.card_size();
        self.cards
            .iter()
            .map(move |c| crate::table::layout::card_rect(c.pos, c.angle, card * c.scale))
            .chain(self.plates.iter().filter_map(|(layout, anchor, at)| {
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
