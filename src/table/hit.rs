//! Hit-testing: the topmost clickable thing under the pointer (the mouse) or a cursor; the
//! input layer turns a hit into a stamped pick.

use bevy::prelude::*;

/// Something a player may pick on the table (a card, a pile, a row of a board). Its hit area is
/// its sprite's rectangle.
#[derive(Component, Debug, Clone, Copy, Default)]
pub struct Clickable;

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
