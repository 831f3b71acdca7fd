//! The Raging Bull charges: when its slap replaces the middle, a bull thunders across the table,
//! the old middle stays until it is run over and the new one is dealt only behind it.

use super::GaemshSeen;
use super::avatar::Disc;
use crate::core::CardKey;
use crate::core::Screen;
use crate::games::driver::TableSystems;
use crate::table::TableSet;
use crate::table::cards::{CardPlace, Places, TableArea};
use crate::table::layout::{TableSize, stock_place};
use bevy::prelude::*;
use stammtisch_rules::games::gaemsh_alpin::{Event, MiddleWhy};
use stammtisch_rules::{CardId, Millis};

/// Seconds the charge takes from one edge of the window to the other.
pub const CHARGE_SECS: f32 = 1.1;
/// Part of the charge after which the old middle is swept off.
const SWEEP: f32 = 0.45;
/// Part of the charge after which the new middle is dealt.
const DEAL: f32 = 0.55;
/// The bots wait while the bull runs (logical milliseconds).
pub const BULL_PAUSE: Millis = 1100;

/// A charge across the middle, since `since` (seconds of the App's time).
#[derive(Component, Debug, Clone)]
pub struct BullCharge {
    pub since: f32,
    pub discarded: [CardId; 4],
    pub fresh: [CardId; 4],
}

/// One drawn piece of the bull; legs swing by their phase.
#[derive(Component, Debug, Clone, Copy)]
struct BullPiece {
    leg: Option<f32>,
}

pub(super) fn plugin(app: &mut App) {
    super::GaemshTable::each_frame(app, TableSet::Animate, run_charges);
}

/// A Bull's new middle starts a charge (before the projection, which then holds the cards).
pub(super) fn start_charge(
    mut commands: Commands,
    mut events: MessageReader<GaemshSeen>,
    area: Res<TableArea>,
    time: Res<Time>,
    disc: Option<Res<Disc>>,
) {
    for event in events.read() {
        let Event::NewMiddle {
            why: MiddleWhy::Bull,
            discarded,
            middle,
        } = event.0
        else {
            continue;
        };
        let size = area.0.card_height() * 1.5;
        let brown = Color::srgb(0.33, 0.2, 0.12);
        let dark = Color::srgb(0.2, 0.12, 0.07);
        let horn = Color::srgb(0.96, 0.92, 0.8);
        let muzzle = Color::srgb(0.85, 0.6, 0.55);
        // (size, colour, position, angle, z, leg phase) in the bull's own units, facing right:
        // `[w, h, x, y, angle, z]` each.
        let piece = |colour: Color, [w, h, x, y, angle, z]: [f32; 6]| {
            (Vec2::new(w, h), colour, Vec2::new(x, y), angle, z, None)
        };
        let leg = |colour: Color, x: f32, y: f32, z: f32, phase: f32| {
            (
                Vec2::new(0.09, 0.3),
                colour,
                Vec2::new(x, y),
                0.0,
                z,
                Some(phase),
            )
        };
        let pieces: [(Vec2, Color, Vec2, f32, f32, Option<f32>); 11] = [
            leg(dark, -0.28, -0.22, 0.0, 0.0),
            leg(dark, 0.22, -0.22, 0.0, 3.1),
            piece(brown, [1.0, 0.52, 0.0, 0.0, 0.0, 0.1]),
            leg(brown, -0.2, -0.24, 0.2, 3.1),
            leg(brown, 0.3, -0.24, 0.2, 0.0),
            piece(dark, [0.3, 0.05, -0.6, 0.12, 0.5, 0.05]),
            piece(brown, [0.42, 0.36, 0.52, 0.0, -0.3, 0.3]),
            piece(horn, [0.3, 0.06, 0.44, 0.24, 0.9, 0.35]),
            piece(horn, [0.3, 0.06, 0.6, 0.24, -0.9, 0.35]),
            piece(Color::WHITE, [0.07, 0.07, 0.58, 0.06, 0.0, 0.4]),
            piece(muzzle, [0.16, 0.12, 0.7, -0.08, -0.3, 0.4]),
        ];
        commands
            .spawn((
                Name::new("Bull charge"),
                BullCharge {
                    since: time.elapsed_secs(),
                    discarded,
                    fresh: middle,
                },
                DespawnOnExit(Screen::Table),
                Transform::from_xyz(-area.0.width, 0.0, 65.0)
                    .with_scale(Vec3::new(size, size, 1.0)),
                Visibility::default(),
            ))
            .with_children(|bull| {
                for (extent, colour, pos, angle, z, leg) in pieces {
                    // Body, head, eye and muzzle round; legs, tail and horns straight.
                    let round = leg.is_none() && extent.y > 0.06;
                    bull.spawn((
                        Name::new("Bull"),
                        BullPiece { leg },
                        Disc::sprite(disc.as_deref().filter(|_| round), colour, extent),
                        Transform::from_translation(pos.extend(z))
                            .with_rotation(Quat::from_rotation_z(angle)),
                    ));
                }
            });
    }
}

impl BullCharge {
    /// How far the charge is (0..1 and beyond).
    fn progress(&self, now: f32) -> f32 {
        (now - self.since) / CHARGE_SECS
    }

    /// While the bull has not reached them, the old middle stays in its slots and the new one
    /// waits on the stock, face down (cards the screen still draws: a reshuffle may have taken
    /// the old middle into the draw pile, as backs).
    pub fn hold(&self, places: &mut Places, size: TableSize, round: u32, now: f32) {
        let t = self.progress(now);
        if t < SWEEP {
            for (slot, id) in self.discarded.iter().enumerate() {
                let (pos, angle, z) = super::project::middle_place(size, round, slot);
                if let Some(p) = places.get_mut(&CardKey::Open(*id)) {
                    *p = CardPlace::at(pos, angle, z, true);
                }
            }
        }
        if t < DEAL {
            for id in &self.fresh {
                if let Some(p) = places.get_mut(&CardKey::Open(*id)) {
                    *p = CardPlace::at(stock_place(size), 0.02, 4.0, false);
                    p.stop = false;
                }
            }
        }
    }
}

/// The bull runs across at full tilt, bobbing, legs swinging; then it is gone.
fn run_charges(
    mut commands: Commands,
    time: Res<Time>,
    area: Res<TableArea>,
    mut charges: Query<(Entity, &BullCharge, &mut Transform, &Children)>,
    mut pieces: Query<(&BullPiece, &mut Transform), Without<BullCharge>>,
) {
    let now = time.elapsed_secs();
    let reach = area.0.width / 2.0 + area.0.card_height() * 1.6;
    for (entity, charge, mut transform, children) in &mut charges {
        let t = charge.progress(now);
        if t >= 1.0 {
            commands.entity(entity).despawn();
            continue;
        }
        let bob = (t * 40.0).sin().abs() * area.0.card_height() * 0.06;
        transform.translation.x = -reach + 2.0 * reach * t;
        transform.translation.y = area.0.card_height() * 0.1 + bob;
        for child in children.iter() {
            if let Ok((piece, mut leg)) = pieces.get_mut(child)
                && let Some(phase) = piece.leg
            {
                leg.rotation = Quat::from_rotation_z(0.6 * (t * 40.0 + phase).sin());
            }
        }
    }
}
