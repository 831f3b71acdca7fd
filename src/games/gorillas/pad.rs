//! Gussy Gorillas' quick phrases on a gamepad: the right trigger held opens the phrase wheel at
//! the seat (the table's `input::aim` runs it), a direction marks a phrase and releasing shouts
//! it at the seat the pad points at; a tap still shouts "Super Karte!".

use super::GorillasShown;
use super::GorillasSight;
use super::input::TALK_KEYS;
use crate::core::words::phrase_words;
use crate::core::{TableButton, Tr};
use crate::games::driver::TableSystems;
use crate::input::aim::{OpenWheel, OpenWheels, PadAim, PadAims, Wheel};
use crate::table::TableSet;
use crate::table::cards::TableArea;
use crate::table::seats::TableSeats;
use crate::tr;
use bevy::prelude::*;
use bevy_egui::EguiContexts;
use stammtisch_rules::games::gussy_gorillas::{Phase, Talk};
use stammtisch_rules::{Phrased, Seat};

/// Held, opens the phrase wheel (the right trigger); tapped, shouts "Super Karte!".
pub const PHRASES: TableButton = TableButton::Act3;

/// The phrase wheel: the eight phrases clockwise from up, in their F-key order.
pub fn phrase_wheel() -> Wheel {
    Wheel {
        button: PHRASES,
        keys: TALK_KEYS.map(Some),
    }
}

pub(super) fn plugin(app: &mut App) {
    super::GorillasTable::each_frame(app, TableSet::Present, set_aims);
    crate::ui::add_hud::<GorillasSight, _>(app, draw_wheels);
}

/// Every person who still holds a card may shout through the wheel.
fn set_aims(sight: Res<GorillasSight>, seats: Res<TableSeats>, mut aims: ResMut<PadAims>) {
    let playing = matches!(sight.public.phase, Phase::Play);
    let wanted: Vec<(Seat, PadAim)> = seats
        .human_seats()
        .filter(|&seat| playing && sight.public.holds(seat))
        .map(|seat| {
            let aim = PadAim {
                wheels: vec![phrase_wheel()],
                ..default()
            };
            (seat, aim)
        })
        .collect();
    if aims.0 != wanted {
        aims.0 = wanted;
    }
}

fn draw_wheels(
    mut contexts: EguiContexts,
    table: Res<GorillasShown>,
    sight: Res<GorillasSight>,
    wheels: Res<OpenWheels>,
    area: Res<TableArea>,
    tr: Res<Tr>,
) -> Result {
    if wheels.0.is_empty() {
        return Ok(());
    }
    let title = |open: &OpenWheel| match table.local.chosen_by(open.seat) {
        Some(to) => tr!(tr, "gorillas-wheel-at", name = table.name(to)),
        None => tr!(tr, "gorillas-wheel-no-target"),
    };
    let label = |_: &OpenWheel, key| {
        TALK_KEYS
            .iter()
            .position(|k| *k == key)
            .map(|i| phrase_words(&tr, &Talk::ALL[i].phrase(), |_| String::new()))
            .unwrap_or_default()
    };
    let players = sight.public.players;
    crate::ui::wheel::draw_all(contexts.ctx_mut()?, &wheels, &area, players, title, label);
    Ok(())
}
