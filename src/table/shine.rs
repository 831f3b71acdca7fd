//! A shine sweeps across a card as it turns face up: a soft diagonal band of light, a window
//! sliding over a wider picture (`Sprite::rect`), so the band stays inside the card with no
//! shader of its own. Reduced motion leaves it out.

use super::animate::CardFace;
use super::cards::TableCard;
use crate::settings::Settings;
use bevy::prelude::*;

/// How long the band takes to cross a card.
pub const SHINE_SECS: f32 = 0.45;

/// A card's shine (a child of the card): how far the band has crossed it (0..1), while it runs.
#[derive(Component, Debug, Default, Clone, Copy, PartialEq)]
pub struct Shine {
    /// The band's way across the card, 0 at the left edge to 1 past the right; `None` when still.
    pub progress: Option<f32>,
    /// The card showed its front last frame (a shine starts when it turns up).
    was_front: bool,
}

/// The band's picture: three card widths wide, the band across its middle.
#[derive(Resource, Debug, Clone)]
struct ShineImage(Handle<Image>);

/// The picture's size in pixels (one card is `W` × `H` of it).
const W: u32 = 40;
const H: u32 = 56;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, make_image);
    app.add_systems(
        Update,
        (add_shines, sweep)
            .chain()
            .in_set(super::TableSet::Animate)
            .after(super::animate::flip),
    );
}

/// A soft band leaning right, brightest at its middle line.
fn make_image(mut commands: Commands, mut images: ResMut<Assets<Image>>) {
    let image = crate::assets::white_mask(3 * W, H, |x, y| {
        let lean = (y as f32 - H as f32 / 2.0) * 0.36;
        let off = (x as f32 + 0.5 - 1.5 * W as f32 + lean) / (0.14 * W as f32);
        0.55 * (-off * off).exp()
    });
    commands.insert_resource(ShineImage(images.add(image)));
}

/// Every new card gets its shine, still and hidden.
fn add_shines(
    mut commands: Commands,
    image: Option<Res<ShineImage>>,
    cards: Query<(Entity, &Sprite, &CardFace), Added<TableCard>>,
) {
    let Some(image) = image else { return };
    for (entity, sprite, face) in &cards {
        commands.entity(entity).with_child((
            Name::new("Shine"),
            Shine {
                progress: None,
                was_front: face.showing_front,
            },
            Sprite {
                image: image.0.clone(),
                custom_size: sprite.custom_size,
                rect: Some(window(0.0)),
                ..default()
            },
            Transform::from_xyz(0.0, 0.0, 0.003),
            Visibility::Hidden,
        ));
    }
}

/// The part of the band's picture a card shows at `progress`: the band enters at the left edge
/// and leaves past the right one.
fn window(progress: f32) -> Rect {
    let x = (2.0 - 2.0 * progress) * W as f32;
    Rect::new(x, 0.0, x + W as f32, H as f32)
}

/// A card that turned face up starts its shine; a running one crosses the card and ends.
fn sweep(
    time: Res<Time>,
    settings: Res<Settings>,
    cards: Query<(&CardFace, &Sprite, &Children), (With<TableCard>, Without<Shine>)>,
    mut shines: Query<(&mut Shine, &mut Sprite, &mut Visibility)>,
) {
    let step = time.delta_secs() / SHINE_SECS;
    for (face, card_sprite, children) in &cards {
        for child in children.iter() {
            let Ok((mut shine, mut sprite, mut visibility)) = shines.get_mut(child) else {
                continue;
            };
            if shine.was_front != face.showing_front {
                shine.was_front = face.showing_front;
                if face.showing_front && !settings.reduced_motion {
                    shine.progress = Some(0.0);
                }
            }
            let Some(progress) = shine.progress else {
                continue;
            };
            let next = progress + step;
            if next >= 1.0 || settings.reduced_motion || !face.showing_front {
                shine.progress = None;
                *visibility = Visibility::Hidden;
                continue;
            }
            shine.progress = Some(next);
            sprite.rect = Some(window(next));
            sprite.custom_size = card_sprite.custom_size;
            *visibility = Visibility::Inherited;
        }
    }
}
