//! The table's light shows where the game is: a soft glow under the cards a person may take now,
//! a pool of lamp light at the seats that may act, a ripple where a slap lands, and the felt's
//! slow breathing. The driver says what to light (`TableLight`); this draws the card glow and
//! keeps the moving parts, which the felt's shader shows (`felt.rs`).

use super::cards::TableCard;
use crate::settings::Settings;
use bevy::image::Image;
use bevy::prelude::*;
use stammtisch_rules::{CardId, Millis, Seat};

/// What the table lights now. The game's driver writes `glowing` and `lit`; a slap starts a
/// ripple; this module moves the rest each frame.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct TableLight {
    /// The cards a click or the cursor would take now for a person at this screen who may act.
    pub glowing: Vec<CardId>,
    /// The seats lit by a pool of lamp light (they may act now).
    pub lit: Vec<Seat>,
    /// The seat count of the table (where the seats sit).
    pub seats: usize,
    /// A round is over (its summary is up): the light warms.
    pub warm: bool,
    /// A ripple running through the felt, if one does.
    pub ripple: Option<Ripple>,
    /// The felt's breathing light now (0 when still): a slow swell of the centre's brightness.
    pub breath: f32,
    /// A slap or throw-in just landed on this card, with this strength (the next frame starts
    /// its ripple).
    pub pending_impact: Option<(CardId, f32)>,
    /// Cards whose race was just lost (the next frame makes them shudder).
    pub pending_shudder: Vec<CardId>,
}

/// A ripple from the point of impact: where (table coordinates), its age in seconds, its strength
/// (0..=1, from the race's margin).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Ripple {
    pub at: Vec2,
    pub age: f32,
    pub strength: f32,
}

/// How long a ripple runs through the felt.
pub const RIPPLE_SECS: f32 = 1.4;
/// How long a lost race's card shudders.
pub const SHUDDER_SECS: f32 = 0.4;

impl TableLight {
    /// A slap or throw-in landed on `card` with this strength (ripples only with motion on).
    pub fn impact(&mut self, card: CardId, strength: f32) {
        self.pending_impact = Some((card, strength.clamp(0.15, 1.0)));
    }

    /// A race for these cards was lost by `margin_ms`: they shudder, and the closer the race,
    /// the stronger the winner's ripple.
    pub fn race_lost(&mut self, cards: Vec<CardId>, margin_ms: Millis) {
        let strength = (1.0 - margin_ms as f32 / 800.0).clamp(0.3, 1.0);
        if let Some(ripple) = &mut self.ripple {
            ripple.strength = ripple.strength.max(strength);
        }
        if let Some((_, s)) = &mut self.pending_impact {
            *s = s.max(strength);
        }
        self.pending_shudder.extend(cards);
    }
}

/// Whether the card is under the glow now (the driver's list, kept on the card for its halo).
#[derive(Component, Debug, Default, Clone, Copy, PartialEq)]
pub struct Glow(pub bool);

/// A card that lost its race shudders for a moment (seconds left).
#[derive(Component, Debug, Default, Clone, Copy, PartialEq)]
pub struct Shudder(pub f32);

/// The soft light under a card.
#[derive(Component, Debug)]
pub struct Halo;

/// A card's shadow on the felt: it grows and falls further while the card is lifted or flies.
#[derive(Component, Debug)]
pub struct CardShadow;

/// The glow's picture: a soft-edged card shape, made once.
#[derive(Resource, Debug, Clone)]
pub struct HaloImage(pub Handle<Image>);

/// The halo's colour: warm lamp light.
const HALO: Color = Color::srgba(1.0, 0.86, 0.42, 0.85);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<TableLight>();
    app.add_systems(Startup, make_halo);
    app.add_systems(
        OnEnter(crate::core::Screen::Table),
        |mut light: ResMut<TableLight>| *light = TableLight::default(),
    );
    app.add_systems(
        Update,
        (
            add_halos,
            start_ripple,
            move_light,
            show_glow,
            cast_shadows,
            shudder,
        )
            .chain()
            .in_set(super::TableSet::Animate)
            .after(super::animate::fly),
    );
}

/// A card shape with soft edges, white (the sprite's colour tints it).
fn make_halo(mut commands: Commands, mut images: ResMut<Assets<Image>>) {
    let (w, h) = (40u32, 56u32);
    let image = crate::assets::white_mask(w, h, |x, y| {
        // Distance inside the edge, in pixels; the glow fades out over the outer 9.
        let dx = (x as f32 + 0.5).min(w as f32 - x as f32 - 0.5);
        let dy = (y as f32 + 0.5).min(h as f32 - y as f32 - 0.5);
        let t = (dx.min(dy) / 9.0).clamp(0.0, 1.0);
        t * t * (3.0 - 2.0 * t)
    });
    commands.insert_resource(HaloImage(images.add(image)));
}

/// The halo a card carries (hidden until it glows), a little larger than the card, just under it.
pub fn halo(image: &HaloImage, card: Vec2) -> impl Bundle {
    (
        Name::new("Halo"),
        Halo,
        Sprite {
            image: image.0.clone(),
            color: HALO,
            custom_size: Some(card * Vec2::new(1.22, 1.17)),
            ..default()
        },
        Transform::from_xyz(0.0, 0.0, -0.004),
        Visibility::Hidden,
    )
}

/// Every new card gets its halo (hidden) and its glow mark.
fn add_halos(
    mut commands: Commands,
    image: Option<Res<HaloImage>>,
    cards: Query<(Entity, &Sprite), Added<TableCard>>,
) {
    let Some(image) = image else { return };
    for (entity, sprite) in &cards {
        let size = sprite.custom_size.unwrap_or(Vec2::new(60.0, 90.0));
        commands
            .entity(entity)
            .insert(Glow(false))
            .with_child(halo(&image, size))
            .with_child((
                Name::new("Shadow"),
                CardShadow,
                Sprite {
                    image: image.0.clone(),
                    color: Color::srgba(0.0, 0.0, 0.0, SHADOW_ALPHA),
                    custom_size: Some(size * 1.06),
                    ..default()
                },
                Transform::from_xyz(SHADOW_OFFSET.x, SHADOW_OFFSET.y, -0.006),
            ));
    }
}

/// A slap landed: the ripple starts where its card lies; a lost race's cards shudder.
fn start_ripple(
    settings: Res<Settings>,
    mut commands: Commands,
    mut light: ResMut<TableLight>,
    cards: Query<(Entity, &TableCard, &super::cards::CardPlace)>,
) {
    if !light.pending_shudder.is_empty() {
        let lost = std::mem::take(&mut light.pending_shudder);
        if !settings.reduced_motion {
            for (entity, _, _) in cards
                .iter()
                .filter(|(_, c, _)| c.id().is_some_and(|id| lost.contains(&id)))
            {
                commands.entity(entity).insert(Shudder(SHUDDER_SECS));
            }
        }
    }
    let Some((card, strength)) = light.pending_impact.take() else {
        return;
    };
    if settings.reduced_motion {
        return;
    }
    if let Some((_, _, place)) = cards.iter().find(|(_, c, _)| c.id() == Some(card)) {
        light.ripple = Some(Ripple {
            at: place.pos,
            age: 0.0,
            strength,
        });
    }
}

/// The moving light: ripples age and end, the felt breathes (all still with reduced motion).
fn move_light(time: Res<Time>, settings: Res<Settings>, mut light: ResMut<TableLight>) {
    let dt = time.delta_secs();
    let ripple = light
        .ripple
        .map(|r| Ripple {
            age: r.age + dt,
            ..r
        })
        .filter(|r| r.age < RIPPLE_SECS && !settings.reduced_motion);
    let breath = if settings.reduced_motion {
        0.0
    } else {
        (time.elapsed_secs() * std::f32::consts::TAU / 9.0).sin()
    };
    if light.ripple != ripple {
        light.ripple = ripple;
    }
    if light.breath != breath {
        light.breath = breath;
    }
}

/// Cards glow as the driver says; their halos follow.
fn show_glow(
    light: Res<TableLight>,
    time: Res<Time>,
    settings: Res<Settings>,
    mut cards: Query<(&TableCard, &mut Glow, &Children, &Sprite), Without<Halo>>,
    mut halos: Query<(&mut Visibility, &mut Sprite), With<Halo>>,
) {
    // A soft pulse, still with reduced motion.
    let pulse = if settings.reduced_motion {
        0.85
    } else {
        0.75 + 0.2 * (time.elapsed_secs() * 2.4).sin()
    };
    for (card, mut glow, children, card_sprite) in &mut cards {
        let on = card.id().is_some_and(|id| light.glowing.contains(&id));
        if glow.0 != on {
            glow.0 = on;
        }
        for child in children.iter() {
            if let Ok((mut visibility, mut sprite)) = halos.get_mut(child) {
                let want = if on {
                    Visibility::Inherited
                } else {
                    Visibility::Hidden
                };
                visibility.set_if_neq(want);
                if on {
                    sprite.color = HALO.with_alpha(pulse);
                    sprite.custom_size = card_sprite.custom_size.map(|s| s * Vec2::new(1.22, 1.17));
                }
            }
        }
    }
}

/// The shadow's resting offset (light from the upper left) and darkness.
const SHADOW_OFFSET: Vec2 = Vec2::new(3.0, -4.0);
const SHADOW_ALPHA: f32 = 0.28;

/// A lifted card's shadow lies further off and softer; a flying card's most at the top of its arc.
fn cast_shadows(
    time: Res<Time>,
    cards: Query<
        (
            &super::cards::CardPlace,
            Option<&super::animate::CardMotion>,
            &Children,
            &Sprite,
        ),
        (With<TableCard>, Without<CardShadow>),
    >,
    mut shadows: Query<(&mut Transform, &mut Sprite), With<CardShadow>>,
) {
    let now = time.elapsed_secs();
    for (place, motion, children, card_sprite) in &cards {
        let flight = motion.map_or(0.0, |m| {
            let t = ((now - m.start) / m.duration.max(0.001)).clamp(0.0, 1.0);
            (t * std::f32::consts::PI).sin() * (0.5 + m.arc)
        });
        let height = if place.lifted { 0.6 } else { 0.0 } + flight;
        for child in children.iter() {
            let Ok((mut transform, mut sprite)) = shadows.get_mut(child) else {
                continue;
            };
            let offset = SHADOW_OFFSET * (1.0 + height * 2.5);
            if transform.translation.truncate() != offset {
                transform.translation = offset.extend(-0.006);
            }
            let size = card_sprite.custom_size.map(|s| s * (1.06 + 0.08 * height));
            if sprite.custom_size != size {
                sprite.custom_size = size;
                sprite.color = Color::srgba(0.0, 0.0, 0.0, SHADOW_ALPHA - 0.08 * height.min(1.0));
            }
        }
    }
}

/// A lost race's card trembles on its place and settles (not with reduced motion).
fn shudder(
    time: Res<Time>,
    settings: Res<Settings>,
    mut commands: Commands,
    mut cards: Query<(
        Entity,
        &mut Shudder,
        &mut Transform,
        &super::cards::CardPlace,
    )>,
) {
    let t = time.elapsed_secs();
    for (entity, mut shudder, mut transform, place) in &mut cards {
        shudder.0 -= time.delta_secs();
        let wobble = if shudder.0 <= 0.0 || settings.reduced_motion {
            commands.entity(entity).remove::<Shudder>();
            0.0
        } else {
            (t * 60.0).sin() * 0.08 * shudder.0 / SHUDDER_SECS
        };
        transform.rotation = Quat::from_rotation_z(place.angle + wobble);
    }
}
