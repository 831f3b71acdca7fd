//! Gämsh Alpin on a gamepad beyond its cursor (the table's `input::aim` does the work, this says
//! what): the right trigger with a direction slaps a middle card (left, up, down, right are the
//! middle's slots from left to right), the shoulders choose a hand card (Back drops it) and then
//! a direction swaps it with that middle card, West held opens the gesture wheel, North held the call wheel.

use super::GaemshShown;
use super::input::{
    COUNTER_KEYS, DOUBLE_KEY, GAEMSH_KEY, GESTURE_KEYS, NEW_MIDDLE_KEY, OUT_KEYS, opposing,
};
use super::{GaemshSight, Picks, project::middle_place};
use crate::core::TableButton;
use crate::games::driver::TableSystems;
use crate::input::aim::{PadAim, PadAims, Wheel};
use crate::table::TableSet;
use crate::table::cards::{TableArea, TableCard};
use crate::table::seats::TableSeats;
use bevy::prelude::*;
use stammtisch_rules::Seat;
use stammtisch_rules::games::gaemsh_alpin::{GaemshView, Phase};

/// The middle slot each direction (up, right, down, left) aims at: the cross read left to right.
pub const SLOT_OF_DIRECTION: [usize; 4] = [1, 3, 2, 0];
/// Held with a direction, slaps (the right trigger).
pub const SLAP: TableButton = TableButton::Act3;
/// Held, opens the gesture wheel (West).
pub const GESTURES: TableButton = TableButton::Act1;
/// Held, opens the call wheel (North); tapped, asks for a new middle.
pub const CALLS: TableButton = TableButton::Act2;

/// The gesture wheel: the eight gestures clockwise from up, in their F-key order.
pub fn gesture_wheel() -> Wheel {
    Wheel {
        button: GESTURES,
        keys: GESTURE_KEYS.map(Some),
    }
}

/// The call wheel of `seat` (`public`: the public view): up Gämsh, down Double Gämsh, left
/// Counter Gämsh at the first opposing team and up-left Outgämshed at it, right and up-right the
/// same at the second (with three teams), down-right a new middle.
pub fn call_wheel(public: &GaemshView, seat: Seat) -> Wheel {
    let teams = opposing(public.teams, public.team_of(seat)).len();
    let mut keys = [None; 8];
    keys[0] = Some(GAEMSH_KEY);
    keys[4] = Some(DOUBLE_KEY);
    keys[3] = Some(NEW_MIDDLE_KEY);
    for (i, (counter, out)) in [(6, 7), (2, 1)].into_iter().enumerate().take(teams) {
        keys[counter] = Some(COUNTER_KEYS[i]);
        keys[out] = Some(OUT_KEYS[i]);
    }
    Wheel {
        button: CALLS,
        keys,
    }
}

pub(super) fn plugin(app: &mut App) {
    super::GaemshTable::each_frame(app, TableSet::Present, set_aims);
}

/// What each person's gamepad may aim at now (nothing for a seat the screen does not hold).
fn aim_of(
    sight: &GaemshSight,
    picks: &Picks,
    seat: Seat,
    area: &TableArea,
    entity_of: &impl Fn(stammtisch_rules::CardId) -> Option<Entity>,
) -> PadAim {
    let Some(view) = sight.view(seat) else {
        return PadAim::default();
    };
    match view.phase {
        Phase::Signals if !sight.legal(seat).is_empty() => PadAim {
            wheels: vec![gesture_wheel()],
            ..default()
        },
        Phase::Play => {
            let middle = view.middle;
            let hand = view.hand_cards();
            let picked = picks.pick_of(seat, view);
            let chosen = picked.and_then(|p| hand.iter().position(|&c| c == p));
            PadAim {
                points: SLOT_OF_DIRECTION
                    .map(|slot| middle[slot].map(|_| middle_place(area.0, view.round, slot).0)),
                bare: picked.is_some_and(|p| hand.contains(&p)),
                chord: Some(SLAP),
                shoulders: hand.iter().filter_map(|&c| entity_of(c)).collect(),
                chosen,
                // Back drops the chosen hand card (a pick on it again).
                back: chosen.and_then(|i| entity_of(hand[i])),
                wheels: vec![gesture_wheel(), call_wheel(&sight.public, seat)],
            }
        }
        _ => PadAim::default(),
    }
}

fn set_aims(
    table: Res<GaemshShown>,
    sight: Res<GaemshSight>,
    seats: Res<TableSeats>,
    area: Res<TableArea>,
    cards: Query<(Entity, &TableCard)>,
    mut aims: ResMut<PadAims>,
) {
    let entity_of = |card| {
        cards
            .iter()
            .find(|(_, c)| c.id() == Some(card))
            .map(|(e, _)| e)
    };
    let wanted: Vec<(Seat, PadAim)> = seats
        .human_seats()
        .map(|seat| (seat, aim_of(&sight, &table.local, seat, &area, &entity_of)))
        .collect();
    if aims.0 != wanted {
        aims.0 = wanted;
    }
}
