//! The last table dealt: remembered in the settings when it is dealt, back when the lobby opens.

use crate::core::{MatchSetup, SeatKind, TableGames};
use crate::input::controllers::Device;
use crate::input::owners::Owners;
use bevy::prelude::*;

/// The last table dealt comes back (when it still fits the table); pads that sat down on the
/// way here keep their seats.
pub(super) fn restore(
    settings: Res<crate::settings::Settings>,
    games: Res<TableGames>,
    mut setup: ResMut<MatchSetup>,
    mut owners: ResMut<Owners>,
) {
    let remembered = settings
        .last_lobby
        .as_ref()
        .and_then(|memory| memory.fitting(&games, crate::settings::NAME_CHARS));
    let Some((game, seats, options)) = remembered else {
        return;
    };
    let pads: Vec<(usize, SeatKind)> = (0..setup.seats.len())
        .filter(|&i| {
            owners
                .devices_of(i)
                .any(|d| matches!(d, Device::Gamepad(_)))
        })
        .map(|i| (i, setup.seats[i].clone()))
        .collect();
    setup.game = game;
    setup.options = options;
    setup.seats = seats;
    for (i, seat) in pads {
        if let Some(at) = setup.seats.get_mut(i) {
            *at = seat;
        }
    }
    owners.keep_valid(&setup);
}

/// What the lobby remembers of a table about to be dealt: the setup (a seat another home holds
/// as the lobby's bot: opened again without that home, it was a person sharing the mouse), and
/// the name of the person at the desk (the first person without a gamepad) as the player's name.
pub(super) fn remember(
    setup: &MatchSetup,
    remote: &[stammtisch_rules::Seat],
    owners: &Owners,
    settings: &mut ResMut<crate::settings::Settings>,
) {
    let mut kept = setup.clone();
    for seat in remote {
        if let Some(at) = kept.seats.get_mut(seat.index()) {
            *at = super::bot_for(seat.index());
        }
    }
    let memory = Some(crate::core::LobbyMemory::of(&kept));
    if settings.last_lobby != memory {
        settings.last_lobby = memory;
    }
    let desk = setup.seats.iter().enumerate().find(|(i, s)| {
        s.is_human()
            && !owners
                .devices_of(*i)
                .any(|d| matches!(d, Device::Gamepad(_)))
    });
    if let Some((_, seat)) = desk
        && !seat.name().is_empty()
        && settings.player_name != seat.name()
    {
        settings.player_name = seat.name().to_string();
    }
}
