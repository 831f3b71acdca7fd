//! Seat cursors: every seat played by a gamepad (or by the keyboard, once it moves) has a ring in
//! its colour that steps between the places on the table; confirming picks what it rests on,
//! exactly like a mouse click. Several cursors may rest on the same card: their rings nest.

use super::DeskSeats;
use super::controllers::{Device, Press, Presses};
use super::owners::Owners;
use crate::core::Screen;
use crate::core::actions::SeatAction;
use crate::core::{PressKind, Spot, Stamp, TableButton, TableClock, TablePress};
use crate::table::TableSet;
use crate::table::cards::{CardPlace, TableCard};
use crate::table::colours::colour;
use crate::table::hit::Clickable;
use crate::table::privacy::Privacy;
use crate::table::seats::TableSeats;
use bevy::prelude::*;
use bevy::sprite::{BorderRect, SpriteImageMode, TextureSlicer};
use stammtisch_rules::Seat;

/// A seat's cursor on the table.
#[derive(Component, Debug, Clone, Copy, PartialEq)]
pub struct SeatCursor {
    pub device: Device,
    pub seat: Seat,
    pub target: Option<Entity>,
    /// The keyboard's cursor shows only once it was used (a mouse player never sees it).
    pub shown: bool,
    /// Until its player steers, the cursor follows its seat's nearest place (cards are still
    /// flying in at the deal).
    pub steered: bool,
}

/// The ring image, white so each cursor tints it in its seat's colour.
#[derive(Resource, Debug, Clone)]
pub struct CursorRing(pub Handle<Image>);

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, make_ring);
    app.add_systems(
        Update,
        (keep_cursors, home_cursors, steer, peek)
            .chain()
            .in_set(super::SeatInput::Act)
            .after(super::aim::AimSet)
            .run_if(in_state(Screen::Table).and_then(resource_exists::<TableSeats>)),
    );
    app.add_systems(
        Update,
        draw_cursors
            .in_set(TableSet::Present)
            .run_if(in_state(Screen::Table)),
    );
}

const RING: u32 = 48;
const RING_WIDTH: u32 = 6;

fn make_ring(mut commands: Commands, mut images: ResMut<Assets<Image>>) {
    let image = crate::assets::white_mask(RING, RING, |x, y| {
        let edge = x.min(y).min(RING - 1 - x).min(RING - 1 - y);
        if edge < RING_WIDTH { 1.0 } else { 0.0 }
    });
    commands.insert_resource(CursorRing(images.add(image)));
}

/// The seat a device acts for at the table: its own, or (a shared keyboard) the human on turn.
pub fn seat_of_device(
    device: Device,
    owners: &Owners,
    desk: &DeskSeats,
    seats: &TableSeats,
) -> Option<Seat> {
    if seats.attract {
        return None;
    }
    match device {
        Device::Gamepad(_) => owners.seat_of(device).map(|s| Seat(s as u8)),
        Device::Keyboard => desk.keyboard.or_else(|| seats.human_on_turn()),
        Device::Mouse => desk.mouse.or_else(|| seats.human_on_turn()),
    }
}

/// One cursor per gamepad that plays a seat, plus the keyboard's.
fn keep_cursors(
    mut commands: Commands,
    owners: Res<Owners>,
    seats: Res<TableSeats>,
    ring: Option<Res<CursorRing>>,
    cursors: Query<(Entity, &SeatCursor)>,
) {
    let wanted: Vec<(Device, Seat)> = owners
        .0
        .iter()
        .filter(|o| o.device != Device::Mouse && !seats.attract)
        .map(|o| (o.device, Seat(o.seat as u8)))
        .collect();
    for (entity, cursor) in &cursors {
        if !wanted.contains(&(cursor.device, cursor.seat)) {
            commands.entity(entity).despawn();
        }
    }
    for (device, seat) in wanted {
        if cursors
            .iter()
            .any(|(_, c)| c.device == device && c.seat == seat)
        {
            continue;
        }
        commands.spawn((
            Name::new("Seat cursor"),
            SeatCursor {
                device,
                seat,
                target: None,
                shown: matches!(device, Device::Gamepad(_)),
                steered: false,
            },
            DespawnOnExit(Screen::Table),
            Sprite {
                image: ring.as_ref().map(|r| r.0.clone()).unwrap_or_default(),
                color: colour(owners.colour_of(seat.index()).unwrap_or(0)),
                image_mode: SpriteImageMode::Sliced(TextureSlicer {
                    border: BorderRect::all(RING_WIDTH as f32 + 2.0),
                    ..default()
                }),
                ..default()
            },
            Transform::from_xyz(0.0, 0.0, 90.0),
            Visibility::Hidden,
        ));
    }
}

/// A cursor that was not steered yet, or lost its place, rests on the place nearest its own
/// seat (its hand, usually).
fn home_cursors(
    seats: Res<TableSeats>,
    area: Res<crate::table::cards::TableArea>,
    mut cursors: Query<&mut SeatCursor>,
    places: Query<(Entity, &Transform, Option<&CardPlace>), With<Clickable>>,
) {
    let stops = stops(
        places
            .iter()
            .filter(|(_, _, p)| p.is_none_or(|p| p.stop))
            .map(|(e, t, p)| (e, spot(p, t), t.translation.z)),
    );
    for mut cursor in &mut cursors {
        if cursor.steered
            && cursor
                .target
                .is_some_and(|t| stops.iter().any(|s| s.0 == t))
        {
            continue;
        }
        let home =
            crate::table::layout::seat_place(area.0, cursor.seat.index(), seats.len()).anchor;
        let nearest = stops
            .iter()
            .map(|&(e, at)| (e, at.distance(home)))
            .min_by(|a, b| a.1.total_cmp(&b.1))
            .map(|(e, _)| e);
        if cursor.target != nearest {
            cursor.target = nearest;
        }
    }
}

/// The places a cursor stops at: a pile of cards lying on one spot is one stop (its top card).
pub fn stops(places: impl Iterator<Item = (Entity, Vec2, f32)>) -> Vec<(Entity, Vec2)> {
    let mut all: Vec<(Entity, Vec2, f32)> = places.collect();
    // Topmost first, so the first of a pile kept is its top card.
    all.sort_by(|a, b| b.2.total_cmp(&a.2));
    let mut kept: Vec<(Entity, Vec2)> = Vec::new();
    for (entity, at, _) in all {
        if !kept.iter().any(|(_, k)| k.distance(at) < 6.0) {
            kept.push((entity, at));
        }
    }
    kept
}

/// Where a place is: where the rules put it (a card in flight counts at its destination).
fn spot(place: Option<&CardPlace>, transform: &Transform) -> Vec2 {
    place.map_or(transform.translation.truncate(), |p| p.pos)
}

/// The place in `direction` from `from`: within a 60° cone, nearest first, straighter preferred.
pub fn step(from: Vec2, direction: Vec2, places: &[(Entity, Vec2)]) -> Option<Entity> {
    places
        .iter()
        .filter_map(|&(entity, at)| {
            let d = at - from;
            let length = d.length();
            if length < 1.0 {
                return None;
            }
            let cos = d.dot(direction) / length;
            (cos > 0.5).then_some((entity, length * (2.0 - cos)))
        })
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .map(|(entity, _)| entity)
}

#[allow(clippy::too_many_arguments)]
fn steer(
    clock: Res<TableClock>,
    presses: Res<Presses>,
    owners: Res<Owners>,
    desk: Res<DeskSeats>,
    seats: Res<TableSeats>,
    mut privacy: ResMut<Privacy>,
    mut cursors: Query<&mut SeatCursor>,
    places: Query<
        (
            Entity,
            &Transform,
            Option<&CardPlace>,
            Option<&TableCard>,
            Option<&Spot>,
        ),
        With<Clickable>,
    >,
    mut table_presses: MessageWriter<TablePress>,
    pause: Option<Res<crate::table::pause::TablePause>>,
) {
    // Nothing pressed, nothing to steer: the stops are only worked out for a press. While the
    // table is paused (the menu, a lost controller, the window in the background) no cursor
    // moves, no verb and no pick is sent.
    let paused = pause.is_some_and(|p| p.is_paused());
    if paused || presses.0.is_empty() {
        return;
    }
    let all = stops(
        places
            .iter()
            .filter(|(_, _, p, _, _)| p.is_none_or(|p| p.stop))
            .map(|(e, t, p, _, _)| (e, spot(p, t), t.translation.z)),
    );
    // Reading order for the shoulders: top to bottom, left to right.
    let mut ordered = all.clone();
    ordered.sort_by(|a, b| {
        (-(a.1.y / 40.0).round(), a.1.x)
            .partial_cmp(&(-(b.1.y / 40.0).round(), b.1.x))
            .unwrap()
    });
    for Press {
        device,
        action,
        order,
    } in presses.0.iter().copied()
    {
        let Some(seat) = seat_of_device(device, &owners, &desk, &seats) else {
            continue;
        };
        // Inputs of one frame keep their arrival order in their stamps.
        let stamp = Stamp::new(clock.now, order);
        let cursor = cursors
            .iter_mut()
            .find(|c| c.device == device && (c.seat == seat || device == Device::Keyboard));
        let button = match action {
            SeatAction::Act1 => Some(TableButton::Act1),
            SeatAction::Act2 => Some(TableButton::Act2),
            SeatAction::Act3 => Some(TableButton::Act3),
            _ => None,
        };
        if let Some(button) = button {
            table_presses.write(TablePress {
                seat: Some(seat),
                what: PressKind::Button(button),
                stamp,
            });
            continue;
        }
        if action == SeatAction::Confirm && privacy.gate_for(&seats) == Some(seat) {
            // Behind the pass gate, the first confirm only shows the hand.
            privacy.gate_open = Some(seat);
            continue;
        }
        let Some(mut cursor) = cursor else { continue };
        cursor.seat = seat;
        cursor.steered |= matches!(
            action,
            SeatAction::Up
                | SeatAction::Down
                | SeatAction::Left
                | SeatAction::Right
                | SeatAction::Next
                | SeatAction::Prev
        );
        let valid = cursor.target.filter(|t| all.iter().any(|(e, _)| e == t));
        let from = valid
            .and_then(|t| all.iter().find(|(e, _)| *e == t))
            .map_or(Vec2::new(0.0, -1000.0), |(_, at)| *at);
        let direction = match action {
            _ if valid.is_none() => None,
            SeatAction::Up => Some(Vec2::Y),
            SeatAction::Down => Some(Vec2::NEG_Y),
            SeatAction::Left => Some(Vec2::NEG_X),
            SeatAction::Right => Some(Vec2::X),
            _ => None,
        };
        if let Some(direction) = direction {
            cursor.shown = true;
            cursor.target = step(from, direction, &all).or(valid);
            continue;
        }
        match action {
            SeatAction::Next | SeatAction::Prev => {
                cursor.shown = true;
                let at = valid.and_then(|t| ordered.iter().position(|(e, _)| *e == t));
                let n = ordered.len();
                if n > 0 {
                    let next = match (at, action) {
                        (None, _) => 0,
                        (Some(i), SeatAction::Next) => (i + 1) % n,
                        (Some(i), _) => (i + n - 1) % n,
                    };
                    cursor.target = Some(ordered[next].0);
                }
            }
            SeatAction::Confirm if cursor.shown => {
                if let Some(entity) = valid {
                    let (key, spot) = places
                        .get(entity)
                        .map(|(_, _, _, c, s)| (c.map(|c| c.0), s.copied()))
                        .unwrap_or_default();
                    table_presses.write(TablePress {
                        seat: Some(seat),
                        what: PressKind::Pick {
                            card: key.and_then(|k| k.id()),
                            key,
                            spot,
                            by: None,
                        },
                        stamp,
                    });
                }
            }
            _ => {}
        }
    }
}

/// Held peek buttons show their seats' private cards on a shared screen.
fn peek(
    controllers: Query<(
        &super::controllers::Controller,
        &leafwing_input_manager::prelude::ActionState<SeatAction>,
    )>,
    owners: Res<Owners>,
    desk: Res<DeskSeats>,
    seats: Res<TableSeats>,
    mut privacy: ResMut<Privacy>,
) {
    let peeking: Vec<Seat> = controllers
        .iter()
        .filter(|(_, state)| state.pressed(&SeatAction::Peek))
        .filter_map(|(c, _)| seat_of_device(c.device, &owners, &desk, &seats))
        .collect();
    if privacy.peeking != peeking {
        privacy.peeking = peeking;
    }
}

/// What a ring can frame: every clickable thing with its place and size.
type Targets<'w, 's> = Query<
    'w,
    's,
    (Entity, &'static Transform, Option<&'static Sprite>),
    (With<Clickable>, Without<SeatCursor>),
>;

/// Rings around their targets; a second cursor on the same place wears a wider ring.
fn draw_cursors(
    mut cursors: Query<(&SeatCursor, &mut Transform, &mut Sprite, &mut Visibility)>,
    targets: Targets,
    owners: Res<Owners>,
) {
    let mut seen: Vec<Entity> = Vec::new();
    for (cursor, mut transform, mut sprite, mut visibility) in &mut cursors {
        let target = cursor
            .target
            .filter(|_| cursor.shown)
            .and_then(|t| targets.get(t).ok().map(|(_, at, s)| (t, (at, s))));
        let Some((entity, (at, target_sprite))) = target else {
            *visibility = Visibility::Hidden;
            continue;
        };
        let nested = seen.iter().filter(|e| **e == entity).count() as f32;
        seen.push(entity);
        let size = target_sprite
            .and_then(|s| s.custom_size)
            .unwrap_or(Vec2::splat(60.0))
            * at.scale.truncate().abs();
        // The ring frames the card's visible part only (a fanned card's uncovered strip), so
        // it never spans two cards.
        let (x0, x1) = visible_strip(entity, at, size, &targets);
        let shown = Vec2::new(x1 - x0, size.y);
        let centre = at.translation.truncate()
            + (at.rotation * Vec3::new((x0 + x1) / 2.0, 0.0, 0.0)).truncate();
        sprite.custom_size = Some(shown + Vec2::splat(14.0 + nested * 14.0));
        sprite.color = colour(owners.colour_of(cursor.seat.index()).unwrap_or(0));
        // Above every card, around the part of it that shows.
        transform.translation = centre.extend(95.0 + nested);
        transform.rotation = at.rotation;
        *visibility = Visibility::Visible;
    }
}

/// The widest uncovered strip of a card along its own x axis (from its centre, in world units),
/// looking at what lies above it: a fanned hand card shows only its edge.
fn visible_strip(entity: Entity, at: &Transform, size: Vec2, things: &Targets) -> (f32, f32) {
    const SAMPLES: usize = 24;
    let half = size.x / 2.0;
    let above: Vec<(&Transform, &Sprite)> = things
        .iter()
        .filter(|(e, t, _)| *e != entity && t.translation.z > at.translation.z)
        .filter_map(|(_, t, s)| s.map(|s| (t, s)))
        .filter(|(t, _)| {
            t.translation.truncate().distance(at.translation.truncate()) < size.length()
        })
        .collect();
    if above.is_empty() {
        return (-half, half);
    }
    let step = size.x / SAMPLES as f32;
    let mut best = (0usize, 0usize);
    let mut run_start = None;
    for i in 0..=SAMPLES {
        let free = i < SAMPLES && {
            let x = -half + (i as f32 + 0.5) * step;
            let point = (at.translation + at.rotation * Vec3::new(x, 0.0, 0.0)).truncate();
            !above
                .iter()
                .any(|(t, s)| crate::table::hit::contains(t, s, point))
        };
        match (free, run_start) {
            (true, None) => run_start = Some(i),
            (false, Some(start)) => {
                if i - start > best.1 - best.0 {
                    best = (start, i);
                }
                run_start = None;
            }
            _ => {}
        }
    }
    if best.1 == best.0 {
        return (-half, half);
    }
    (-half + best.0 as f32 * step, -half + best.1 as f32 * step)
}
