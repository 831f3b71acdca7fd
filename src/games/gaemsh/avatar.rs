//! Every seat's avatar: a friendly round character in its team's colour (hat and jacket), with
//! eyes, mouth and hands, drawn from a few sprites on a soft disc, placed beside its hand where
//! the seating puts it. How it moves is `acting`'s job.

use super::poses::{HEAD_SIZE, Part, rest};
use super::{GaemshSight, team_colour};
use crate::core::Screen;
use crate::games::driver::TableSystems;
use crate::table::TableSet;
use bevy::prelude::*;
use stammtisch_rules::Seat;

/// A seat's avatar (the root: its place and size).
#[derive(Component, Debug)]
pub struct Avatar(pub Seat);

/// One drawn part of an avatar, with its colour at full strength.
#[derive(Component, Debug, Clone, Copy)]
pub struct AvatarPart {
    pub seat: Seat,
    pub part: Part,
    pub colour: Color,
}

/// Where each seat's avatar goes now (the plates write it) and how big it is.
#[derive(Resource, Debug, Default, Clone)]
pub struct AvatarSpots(pub Vec<(Seat, Vec2, f32)>);

/// The soft disc every round part is drawn with.
#[derive(Resource, Debug, Clone)]
pub(super) struct Disc(pub(super) Handle<Image>);

impl Disc {
    /// A sprite of `colour` and `size`: round with the disc, else (headless) square.
    pub(super) fn sprite(disc: Option<&Disc>, colour: Color, size: Vec2) -> Sprite {
        let mut sprite = match disc {
            Some(disc) => Sprite::from_image(disc.0.clone()),
            None => Sprite::default(),
        };
        sprite.custom_size = Some(size);
        sprite.color = colour;
        sprite
    }
}

/// z of the avatars: above the felt, below cards in flight and the plates.
const AVATAR_Z: f32 = 30.0;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<AvatarSpots>();
    app.add_systems(Startup, make_disc);
    super::GaemshTable::on_start(app, spawn_avatars);
    super::GaemshTable::each_frame(app, TableSet::Present, place_avatars);
}

/// A white disc with a soft edge, 64 pixels across.
fn make_disc(mut commands: Commands, images: Option<ResMut<Assets<Image>>>) {
    let Some(mut images) = images else { return };
    const N: u32 = 64;
    let image = crate::assets::white_mask(N, N, |x, y| {
        let d = Vec2::new(x as f32 + 0.5, y as f32 + 0.5).distance(Vec2::splat(N as f32 / 2.0));
        N as f32 / 2.0 - d
    });
    commands.insert_resource(Disc(images.add(image)));
}

const SKIN: Color = Color::srgb(0.98, 0.82, 0.66);

/// A part's look: its size in the avatar's units, colour, whether round, and z among siblings.
fn look(part: Part, team: Color) -> (Vec2, Color, bool, f32) {
    let dark = Color::srgb(0.16, 0.11, 0.09);
    match part {
        Part::Body => (Vec2::new(0.8, 0.56), team, true, 0.0),
        Part::Head => (Vec2::splat(HEAD_SIZE), SKIN, true, 0.1),
        Part::Hat => (Vec2::new(0.6, 0.2), team.darker(0.12), true, 0.05),
        Part::Eye(_) => (Vec2::new(0.14, 0.16), Color::WHITE, true, 0.02),
        Part::Pupil(_) => (Vec2::new(0.075, 0.09), dark, true, 0.03),
        Part::Mouth => (
            Vec2::new(0.16, 0.06),
            Color::srgb(0.55, 0.12, 0.12),
            true,
            0.02,
        ),
        Part::Hand(_) => (Vec2::splat(0.18), SKIN.darker(0.04), true, 0.3),
        Part::Note(_) => (
            Vec2::new(0.15, 0.12),
            Color::srgb(1.0, 0.93, 0.55),
            true,
            0.5,
        ),
        Part::NoteStem(_) => (
            Vec2::new(0.035, 0.2),
            Color::srgb(1.0, 0.93, 0.55),
            false,
            0.5,
        ),
        Part::Puff(_) => (Vec2::splat(0.16), Color::srgb(0.92, 0.92, 0.9), true, 0.45),
        Part::Finger(_) => (Vec2::new(0.065, 0.12), SKIN.darker(0.12), true, 0.35),
    }
}

fn part_bundle(seat: Seat, part: Part, team: Color, disc: Option<&Disc>) -> impl Bundle {
    let (size, colour, round, z) = look(part, team);
    let pose = rest(part);
    let sprite = Disc::sprite(disc.filter(|_| round), colour.with_alpha(pose.alpha), size);
    (
        Name::new("Avatar part"),
        AvatarPart { seat, part, colour },
        sprite,
        Transform::from_translation(pose.pos.extend(z)),
    )
}

fn spawn_avatars(mut commands: Commands, sight: Res<GaemshSight>, disc: Option<Res<Disc>>) {
    let disc = disc.as_deref();
    for seat in Seat::all(sight.public.players) {
        let team = team_colour(sight.public.team_of(seat));
        commands
            .spawn((
                Name::new("Avatar"),
                Avatar(seat),
                // Its box, as the seating keeps it (`seating::avatar_size`): no box stands on it.
                crate::ui::felt_under::KeepClear {
                    centre: Vec2::ZERO,
                    half: Vec2::splat(0.5),
                },
                DespawnOnExit(Screen::Table),
                Transform::from_xyz(0.0, 0.0, AVATAR_Z).with_scale(Vec3::ZERO),
                Visibility::default(),
            ))
            .with_children(|root| {
                for part in Part::ALL {
                    if part == Part::Head {
                        root.spawn(part_bundle(seat, part, team, disc))
                            .with_children(|head| {
                                for on_head in Part::ALL.into_iter().filter(|p| p.on_head()) {
                                    head.spawn(part_bundle(seat, on_head, team, disc));
                                }
                            });
                    } else if !part.on_head() {
                        root.spawn(part_bundle(seat, part, team, disc));
                    }
                }
            });
    }
}

fn place_avatars(spots: Res<AvatarSpots>, mut avatars: Query<(&Avatar, &mut Transform)>) {
    for (avatar, mut transform) in &mut avatars {
        if let Some((_, pos, size)) = spots.0.iter().find(|(s, _, _)| *s == avatar.0) {
            transform.translation = pos.extend(AVATAR_Z);
            transform.scale = Vec3::new(*size, *size, 1.0);
        }
    }
}
