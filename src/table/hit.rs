//! Hit-testing: the topmost clickable thing under the pointer, and clicks on it as timestamped
//! messages. A gamepad cursor's confirm writes the same message, so games handle one kind of pick.

use super::cards::TableCard;
use bevy::prelude::*;
use stammtisch_rules::{CardId, Seat};

/// Something a player may pick on the table (a card, a pile, a row of a board). Its hit area is
/// its sprite's rectangle.
#[derive(Component, Debug, Clone, Copy, Default)]
pub struct Clickable;

/// A pick on the table, with the time the input arrived.
#[derive(Message, Debug, Clone, Copy, PartialEq)]
pub struct Clicked {
    pub entity: Entity,
    /// The card picked, if the thing is a card.
    pub card: Option<CardId>,
    /// The seat whose device picked; `None` for a mouse that no seat owns (the game then takes
    /// the human on turn).
    pub seat: Option<Seat>,
    pub at_secs: f32,
}

/// Mouse hit-testing; seat input (cursors, reconnects) runs before it.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct HitSet;

/// The pointer in table coordinates (camera at the origin, one unit per logical pixel).
pub fn pointer_on_table(window: &Window) -> Option<Vec2> {
    let cursor = window.cursor_position()?;
    Some(Vec2::new(
        cursor.x - window.width() / 2.0,
        window.height() / 2.0 - cursor.y,
    ))
}

/// Whether `point` lies in the (rotated, scaled) sprite rectangle.
pub fn contains(transform: &Transform, sprite: &Sprite, point: Vec2) -> bool {
    let size = sprite.custom_size.unwrap_or(Vec2::ONE) * transform.scale.truncate().abs();
    let local =
        transform.rotation.inverse() * (point - transform.translation.truncate()).extend(0.0);
    local.x.abs() <= size.x / 2.0 && local.y.abs() <= size.y / 2.0
}

/// The topmost entity whose rectangle contains `point`.
pub fn topmost<'a>(
    point: Vec2,
    things: impl Iterator<Item = (Entity, &'a Transform, &'a Sprite)>,
) -> Option<Entity> {
    things
        .filter(|(_, transform, sprite)| contains(transform, sprite, point))
        .max_by(|a, b| a.1.translation.z.total_cmp(&b.1.translation.z))
        .map(|(entity, _, _)| entity)
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<Clicked>();
    app.add_systems(
        Update,
        click.in_set(super::TableSet::Collect).in_set(HitSet),
    );
}

fn click(
    time: Res<Time>,
    mouse: Res<ButtonInput<MouseButton>>,
    desk: Res<crate::input::DeskSeats>,
    windows: Query<&Window>,
    things: Query<(Entity, &Transform, &Sprite, Option<&TableCard>), With<Clickable>>,
    mut clicks: MessageWriter<Clicked>,
) {
    if !mouse.just_pressed(MouseButton::Left) {
        return;
    }
    let Some(point) = windows.iter().next().and_then(pointer_on_table) else {
        return;
    };
    let hit = topmost(point, things.iter().map(|(e, t, s, _)| (e, t, s)));
    if let Some(entity) = hit {
        clicks.write(Clicked {
            entity,
            card: things
                .get(entity)
                .ok()
                .and_then(|(_, _, _, c)| c.map(|c| c.0)),
            seat: desk.mouse,
            at_secs: time.elapsed_secs(),
        });
    }
}
