//! What a table across homes adds to a screen, in one list, and its removal: a guest that leaves
//! (the host closed, the line broke, it was sent away or replaced, or its person chose to) and a
//! host that closes its table are each a screen of their own again, as a fresh window is. Both
//! sides end in `forget_other_homes`; `tests/app/leaving.rs` compares each World afterwards with
//! a fresh window's, so a resource that joining adds and this list forgets fails there.

use super::guest::{CardCount, Guesting};
use super::host::Hosting;
use super::limits::GuestLimits;
use super::seal::GuestKeys;
use crate::core::setup::Elsewhere;
use crate::core::{MatchSetup, SeatKind};
use crate::input::faults::Away;
use crate::phone::route::{PhonesElsewhere, RemoteSeats};
use crate::table::pause::{HeldElsewhere, PauseReason, TablePause};
use crate::table::seats::TableSeats;
use bevy::prelude::*;
use bevy_replicon::prelude::ClientState;
use bevy_replicon_renet::netcode::{NetcodeClientTransport, NetcodeServerTransport};
use bevy_replicon_renet::{RenetClient, RenetServer};
use stammtisch_rules::Seat;

/// Everything a table across homes put into this World, either side, is gone: the connection
/// (a guest's farewell and a server's goodbye to every home go out now), the keys, the roster,
/// the marks of other homes' seats on the table and in its pause, and the seats other homes held
/// (`given_back`) are the lobby's bots again, in the setup and in the table the settings
/// remember (the host's lobby remembered them when it dealt).
pub(super) fn forget_other_homes(world: &mut World, given_back: &[(Seat, SeatKind)]) {
    // The connection, as a guest or as a host.
    if let Some(mut transport) = world.remove_resource::<NetcodeClientTransport>() {
        transport.disconnect();
        if let Some(mut client) = world.remove_resource::<RenetClient>() {
            let _ = transport.send_packets(&mut client);
        }
    }
    if let (Some(mut transport), Some(mut server)) = (
        world.remove_resource::<NetcodeServerTransport>(),
        world.remove_resource::<RenetServer>(),
    ) {
        transport.disconnect_all(&mut server);
    }
    // What only a table across homes has (a guest's, then a host's).
    world.remove_resource::<RenetClient>();
    world.remove_resource::<RenetServer>();
    world.remove_resource::<Guesting>();
    world.remove_resource::<GuestKeys>();
    world.remove_resource::<CardCount>();
    world.remove_resource::<Elsewhere>();
    world.remove_resource::<PhonesElsewhere>();
    world.remove_resource::<Hosting>();
    if world.contains_resource::<GuestLimits>() {
        world.insert_resource(GuestLimits::default());
    }
    // A connection that never came up leaves the client's state at "connecting" (replicon
    // moves it only from "connected").
    if world
        .get_resource::<State<ClientState>>()
        .is_some_and(|s| *s.get() != ClientState::Disconnected)
    {
        world
            .resource_mut::<NextState<ClientState>>()
            .set(ClientState::Disconnected);
    }
    // The marks other homes left on this screen's table (each where this App mode has it).
    if let Some(mut remote) = world.get_resource_mut::<RemoteSeats>() {
        remote.0.clear();
    }
    if let Some(mut seats) = world.get_resource_mut::<TableSeats>() {
        seats.remote.clear();
        seats.round_trips.clear();
        // A table that plays on here (a host closing mid-match): a bot plays those seats.
        for (seat, bot) in given_back {
            let i = seat.index();
            if i < seats.len() {
                seats.kinds[i] = bot.clone();
                seats.stand_in[i] = None;
                seats.away[i] = false;
            }
        }
    }
    if let Some(mut held) = world.get_resource_mut::<HeldElsewhere>() {
        held.0.clear();
    }
    if let Some(mut pause) = world.get_resource_mut::<TablePause>() {
        pause
            .reasons
            .retain(|r| !matches!(r, PauseReason::Elsewhere | PauseReason::Home(_)));
    }
    let back: Vec<Seat> = given_back.iter().map(|(seat, _)| *seat).collect();
    if let Some(mut away) = world.get_resource_mut::<Away>() {
        away.0.retain(|(seat, _)| !back.contains(seat));
    }
    // The seats other homes held are bots again in the setup (the lobby remembers them as bots
    // from the deal on: `screens::lobby::memory::remember`).
    let Some(mut setup) = world.get_resource_mut::<MatchSetup>() else {
        return;
    };
    for (seat, bot) in given_back {
        if let Some(kind) = setup.seats.get_mut(seat.index()) {
            *kind = bot.clone();
        }
    }
}
