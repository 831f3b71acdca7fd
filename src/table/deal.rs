//! A new deal at the table: every card goes back onto the pile face down and leaves it one by
//! one, in the order the rules dealt them (by what the screen knows of each: an identity or a
//! back's spot, so a deal runs after the projection named this deal's cards).

use super::animate::{CardFace, CardMotion, FlightDelay};
use super::cards::{TableArea, TableCard};
use super::layout::TableSize;
use crate::core::CardKey;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

/// The card entities a deal moves.
pub type DealtCards<'w, 's> = Query<
    'w,
    's,
    (
        Entity,
        &'static TableCard,
        &'static mut Transform,
        &'static mut CardFace,
        &'static mut Sprite,
    ),
>;

/// What a game's redeal takes: the rules' events `E`, the table's size and the cards a deal moves.
#[derive(SystemParam)]
pub struct Redeal<'w, 's, E: Message> {
    events: MessageReader<'w, 's, E>,
    area: Res<'w, TableArea>,
    commands: Commands<'w, 's>,
    cards: DealtCards<'w, 's>,
}

impl<E: Message> Redeal<'_, '_, E> {
    /// Whether one of this frame's events is a deal (`is_deal`).
    pub fn dealt(&mut self, is_deal: impl FnMut(&E) -> bool) -> bool {
        self.events.read().any(is_deal)
    }

    /// Every card back on the pile at `from` (given the table's size) and dealt from there in
    /// `order`, `step` seconds apart (`gather_and_deal`).
    pub fn deal(&mut self, from: impl FnOnce(TableSize) -> Vec2, order: &[CardKey], step: f32) {
        let from = from(self.area.0);
        gather_and_deal(&mut self.commands, &mut self.cards, from, order, step);
    }
}

/// Gathers every card on the pile at `from` and starts them `step` seconds apart in `order`
/// (cards not dealt stay on the pile).
pub fn gather_and_deal(
    commands: &mut Commands,
    cards: &mut DealtCards,
    from: Vec2,
    order: &[CardKey],
    step: f32,
) {
    for (entity, card, mut transform, mut face, mut sprite) in cards.iter_mut() {
        transform.translation = from.extend(2.0);
        transform.rotation = Quat::IDENTITY;
        face.showing_front = false;
        face.flip = None;
        sprite.image = face.back.clone();
        let delay = order
            .iter()
            .position(|&key| key == card.0)
            .map(|i| 0.05 + i as f32 * step)
            .unwrap_or(0.0);
        commands
            .entity(entity)
            .insert(FlightDelay(delay))
            .remove::<CardMotion>();
    }
}
