//! What the table's light shows, for every game at once: the cards the legal moves of this
//! screen's people would take now glow, the seats that may act are lit (a slap's ripple:
//! `present.rs`).
//! Made from what the screen may see (`Sight`): its people's views and legal moves.

use super::{Shown, Sight, TableGame};
use crate::core::Screen;
use crate::table::TableSet;
use crate::table::light::TableLight;
use crate::table::seats::TableSeats;
use bevy::prelude::*;
use stammtisch_rules::Seat;

pub(super) fn plugin<G: TableGame>(app: &mut App) {
    app.add_systems(
        Update,
        show::<G>.in_set(TableSet::Project).run_if(
            in_state(Screen::Table)
                .and_then(resource_exists::<Shown<G>>)
                .and_then(resource_exists::<Sight<G>>),
        ),
    );
}

/// How long (table ms) the light stays warm after a round's end when nobody has to continue.
const WARM_MS: stammtisch_rules::Millis = 6000;

fn show<G: TableGame>(
    m: Res<Shown<G>>,
    sight: Res<Sight<G>>,
    seats: Option<Res<TableSeats>>,
    mut light: ResMut<TableLight>,
) {
    // This screen's people: the seats it holds that a person plays now (none in the attract
    // mode; a phone's seat is not the screen's).
    let people: Vec<Seat> = match &seats {
        Some(seats) if !m.attract => (sight.held.iter().copied())
            .filter(|&s| seats.is_human(s))
            .collect(),
        _ => Vec::new(),
    };
    let actors = seats.as_ref().map_or_else(Vec::new, |s| s.on_turn.clone());
    let mut glowing = Vec::new();
    for &seat in actors.iter().filter(|s| people.contains(s)) {
        let Some(view) = sight.view(seat) else {
            continue;
        };
        for action in sight.legal(seat) {
            let asked = super::MoveAsked {
                view,
                seat,
                action,
                local: &m.local,
            };
            for card in G::action_cards(asked) {
                if !glowing.contains(&card) {
                    glowing.push(card);
                }
            }
        }
    }
    // One person here: their seat is lit when it may act; a shared screen lights every actor.
    let lit: Vec<Seat> = if people.len() == 1 {
        actors.into_iter().filter(|s| people.contains(s)).collect()
    } else {
        actors
    };
    let count = m.seats.len();
    // A round's summary is up (a person continues, or for a few seconds): the light warms.
    let warm = m.waits_for_person()
        || m.round_over_from
            .is_some_and(|from| m.now >= from && m.now < from.saturating_add(WARM_MS));
    if light.glowing != glowing || light.lit != lit || light.seats != count || light.warm != warm {
        light.glowing = glowing;
        light.lit = lit;
        light.seats = count;
        light.warm = warm;
    }
}
