//! Gamepads at the lobby: a free pad sits down at the next free seat in its own colour, a seated
//! pad leaves, changes colour, moves seats and deals.

use super::LobbyChoice;
use crate::core::actions::SeatAction;
use crate::core::{BOT_NAMES, MatchSetup, SeatKind, TableGames, Toast};
use crate::input::controllers::{Device, Presses};
use crate::input::owners::Owners;
use crate::table::colours::PALETTE;
use bevy::prelude::*;
use stammtisch_rules::bots::Level;

/// At most this many gamepads join a table.
pub const MAX_GAMEPADS: usize = 8;

/// A seat given back to a bot.
pub fn bot_for(seat: usize) -> SeatKind {
    SeatKind::Bot {
        name: BOT_NAMES[seat % BOT_NAMES.len()].into(),
        level: Level::Normal,
    }
}

/// The presses of gamepads: joining, leaving, colours, moving seats, dealing.
#[allow(clippy::too_many_arguments)]
pub(super) fn seat_gamepads(
    presses: Res<Presses>,
    mut setup: ResMut<MatchSetup>,
    mut owners: ResMut<Owners>,
    games: Res<TableGames>,
    mut toast: ResMut<Toast>,
    time: Res<Time>,
    mut choices: MessageWriter<LobbyChoice>,
    howto: Res<crate::screens::howto::HowTo>,
    tr: Res<crate::core::Tr>,
) {
    owners.keep_valid(&setup);
    // The rules page is up: it takes the presses.
    if howto.is_open() {
        return;
    }
    let (_, max) = games.players_of(&setup.game);
    for press in &presses.0 {
        let Device::Gamepad(_) = press.device else {
            continue;
        };
        let now = time.elapsed_secs();
        match (owners.seat_of(press.device), press.action) {
            (None, SeatAction::Confirm | SeatAction::Pause) => {
                let pads = owners
                    .0
                    .iter()
                    .filter(|o| matches!(o.device, Device::Gamepad(_)))
                    .count();
                let free = setup.seats.iter().position(|s| !s.is_human());
                let seat = match free {
                    _ if pads >= MAX_GAMEPADS => None,
                    Some(seat) => Some(seat),
                    None if setup.seats.len() < max => {
                        let bot = bot_for(setup.seats.len());
                        setup.seats.push(bot);
                        Some(setup.seats.len() - 1)
                    }
                    None => None,
                };
                let Some(seat) = seat else {
                    toast.show(crate::tr!(tr, "lobby-table-full"), now);
                    continue;
                };
                owners.sit(press.device, seat);
                let colour = owners.colour_of(seat).unwrap_or(0);
                setup.seats[seat] = SeatKind::Human {
                    name: crate::tr!(tr, PALETTE[colour].0),
                };
                toast.show(
                    crate::tr!(
                        tr,
                        "lobby-sits-down",
                        colour = crate::tr!(tr, PALETTE[colour].0),
                        n = seat + 1
                    ),
                    now,
                );
            }
            (Some(seat), SeatAction::Back) => {
                owners.leave(press.device);
                if owners.devices_of(seat).next().is_none() {
                    setup.seats[seat] = bot_for(seat);
                }
            }
            (Some(seat), SeatAction::Next | SeatAction::Prev) => {
                let old = owners.colour_of(seat).unwrap_or(0);
                let step = if press.action == SeatAction::Next {
                    0
                } else {
                    PALETTE.len() - 2
                };
                let new = owners.free_colour(old + step);
                for owner in owners.0.iter_mut().filter(|o| o.seat == seat) {
                    owner.colour = new;
                }
                // A seat named after its colour keeps matching it.
                if let SeatKind::Human { name } = &mut setup.seats[seat]
                    && *name == crate::tr!(tr, PALETTE[old].0)
                {
                    *name = crate::tr!(tr, PALETTE[new].0);
                }
            }
            (Some(seat), SeatAction::Left | SeatAction::Right) => {
                let n = setup.seats.len();
                let other = if press.action == SeatAction::Right {
                    (seat + 1) % n
                } else {
                    (seat + n - 1) % n
                };
                setup.seats.swap(seat, other);
                owners.swap_seats(seat, other);
            }
            (Some(_), SeatAction::Pause) => {
                choices.write(LobbyChoice::Deal);
            }
            _ => {}
        }
    }
}
