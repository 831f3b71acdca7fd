//! Hit-testing: the topmost card under the pointer, and clicks on it as timestamped messages.

use super::cards::TableCard;
use bevy::prelude::*;
use stammtisch_rules::CardId;

/// A card was clicked (left button), with the time the click arrived.
#[derive(Message, Debug, Clone, Copy, PartialEq)]
pub struct CardClicked {
    pub card: CardId,
    pub at_secs: f32,
}

/// The pointer in table coordinates (camera at the origin, one unit per logical pixel).
pub fn pointer_on_table(window: &Window) -> Option<Vec2> {
    let cursor = window.cursor_position()?;
    Some(Vec2::new(
        cursor.x - window.width() / 2.0,
        window.height() / 2.0 - cursor.y,
    ))
}

/// The topmost card whose (rotated) rectangle contains `point`.
pub fn topmost_card<'a>(
    point: Vec2,
    cards: impl Iterator<Item = (&'a TableCard, &'a Transform, &'a Sprite)>,
) -> Option<CardId> {
    cards
        .filter(|(_, transform, sprite)| {
            let size = sprite.custom_size.unwrap_or(Vec2::ONE) * transform.scale.truncate().abs();
            let local = transform.rotation.inverse()
                * (point - transform.translation.truncate()).extend(0.0);
            local.x.abs() <= size.x / 2.0 && local.y.abs() <= size.y / 2.0
        })
        .max_by(|a, b| a.1.translation.z.total_cmp(&b.1.translation.z))
        .map(|(card, _, _)| card.0)
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<CardClicked>();
    app.add_systems(Update, click_cards.in_set(super::TableSet::Collect));
}

fn click_cards(
    time: Res<Time>,
    mouse: Res<ButtonInput<MouseButton>>,
    windows: Query<&Window>,
    cards: Query<(&TableCard, &Transform, &Sprite)>,
    mut clicks: MessageWriter<CardClicked>,
) {
    if !mouse.just_pressed(MouseButton::Left) {
        return;
    }
    let Some(point) = windows.iter().next().and_then(pointer_on_table) else {
        return;
    };
    if let Some(card) = topmost_card(point, cards.iter()) {
        clicks.write(CardClicked {
            card,
            at_secs: time.elapsed_secs(),
        });
    }
}
