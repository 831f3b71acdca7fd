//! The host of a table across homes: the only authority (rules, bots, log stay in its `Match`).
//! It listens with renet netcode in `Secure` mode under the invite's key, knows each guest by the
//! player identity inside its connect token (encrypted, so only the guest and the host know it),
//! seats a guest's people on the seats the host offers, turns their presses into the table's one
//! stamped input stream (stamped when they arrived here), and refuses, then disconnects, a guest
//! that sends garbage or presses for a seat it does not hold. The others play on.

use super::invite::{Invite, PROTOCOL_ID};
use super::limits::{GuestLimits, HomeNote};
use super::seal::{Handshake, HomeId, Session, Sessions};
use super::wire::{
    AwaySeat, FromGuest, GuestBytes, HostSays, Refusal, Roster, RosterPause, RosterSeat, Says,
};
use crate::core::{MatchSetup, Screen, SeatKind, Stamp, TableClock, TablePress};
use crate::input::faults::{Away, seat_back, seat_gone};
use crate::phone::claims::Secret;
use crate::table::pause::{HeldElsewhere, PauseReason, TablePause};
use crate::table::seats::TableSeats;
use bevy::prelude::*;
use bevy_replicon::prelude::*;
use bevy_replicon::shared::backend::connected_client::NetworkId;
use bevy_replicon_renet::netcode::{NetcodeServerTransport, ServerAuthentication, ServerConfig};
use bevy_replicon_renet::renet::ConnectionConfig;
use bevy_replicon_renet::{RenetChannelsExt, RenetServer};
use serde::{Deserialize, Serialize};
use stammtisch_rules::Seat;
use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr, UdpSocket};

mod close;
mod door;
mod pause;
mod presses;
mod roster;
mod seats;

use close::end_hosting;
pub use door::{Credentials, PROOF_SECS, TokenData};
use door::{Pending, farewell, greet, prove};
use presses::listen;
use roster::{name_holders, tell_lost_races, tell_results, tell_roster};
use seats::{bot_seat, mark_remote};

/// **choice**: how many homes may join one table (each brings its people).
pub const MAX_GUESTS: usize = 8;
/// A guest's presses rank after the frame's own devices and phones, in the order they arrived.
const GUEST_RANKS: u32 = 1 << 25;
/// The longest name a guest's person may bring (characters).
pub const MAX_NAME: usize = 24;

/// A home connected to this table.
#[derive(Debug, Clone, PartialEq)]
pub struct Guest {
    /// Its home, proven (`net::seal`).
    pub identity: HomeId,
    pub name: String,
    /// Its seats that phones in its home hold (their data goes apart from its screen's).
    pub phones: Vec<Seat>,
    /// Those of them whose phone went away.
    pub phones_away: Vec<Seat>,
}

/// This table is open online: the invite, who holds which seat and the homes connected now.
#[derive(Resource, Debug)]
pub struct Hosting {
    pub invite: Invite,
    /// Per seat, the home that holds it (kept while it is away).
    holders: Vec<Option<HomeId>>,
    /// The homes connected now that proved who they are, by their connection's entity.
    guests: HashMap<Entity, Guest>,
    /// Connections that named a home and have not proven it yet (`net::seal`).
    pending: HashMap<Entity, Pending>,
    /// The session keys of every connection that has them (proven, pending, or replaced and
    /// about to go).
    sessions: Sessions,
    /// The table closes at the end of this frame, once every home was told.
    closing: bool,
}

impl Hosting {
    /// The seats the home with `identity` holds.
    pub fn seats_of(&self, identity: &HomeId) -> Vec<Seat> {
        (0..self.holders.len())
            .filter(|&i| self.holders[i].as_ref() == Some(identity))
            .map(|i| Seat(i as u8))
            .collect()
    }

    /// The seats any home holds (connected or away).
    pub fn remote_seats(&self) -> Vec<Seat> {
        (0..self.holders.len())
            .filter(|&i| self.holders[i].is_some())
            .map(|i| Seat(i as u8))
            .collect()
    }

    /// The homes connected now.
    pub fn guests(&self) -> impl Iterator<Item = (Entity, &Guest)> {
        self.guests.iter().map(|(e, g)| (*e, g))
    }

    /// The seats the home on connection `client` holds.
    pub fn seats_of_client(&self, client: Entity) -> Vec<Seat> {
        self.guests
            .get(&client)
            .map_or_else(Vec::new, |g| self.seats_of(&g.identity))
    }

    /// Whether a home that holds `seat` is connected now.
    pub fn connected(&self, seat: Seat) -> bool {
        let Some(Some(holder)) = self.holders.get(seat.index()) else {
            return false;
        };
        self.guests.values().any(|g| &g.identity == holder)
    }

    /// The round trip (ms) of the home holding `seat`, while it is connected.
    pub fn round_trip(&self, seat: Seat, stats: &Query<&ConnectedClientStats>) -> Option<u32> {
        let holder = self.holders.get(seat.index()).copied().flatten()?;
        let (client, _) = self.guests().find(|(_, g)| g.identity == holder)?;
        let rtt = stats.get(client).ok()?.rtt;
        Some((rtt * 1000.0).round() as u32)
    }

    /// Every connection with session keys, to seal for.
    pub fn sessions_mut(&mut self) -> impl Iterator<Item = (Entity, &mut Session)> {
        self.sessions.iter_mut().map(|(e, s)| (*e, s))
    }

    fn holder_slot(&mut self, seat: Seat) -> &mut Option<HomeId> {
        if self.holders.len() <= seat.index() {
            self.holders.resize(seat.index() + 1, None);
        }
        &mut self.holders[seat.index()]
    }
}

/// Opens this table online: listens for guests on `bind` (port 0: any free port) and makes the
/// invite with `shown` (the address guests reach this machine at) and the port it got.
pub fn open(world: &mut World, bind: SocketAddr, shown: IpAddr) -> std::io::Result<Invite> {
    let socket = UdpSocket::bind(bind)?;
    let port = socket.local_addr()?.port();
    let invite = Invite::fresh(SocketAddr::new(shown, port));
    let channels = world.resource::<RepliconChannels>();
    let server = RenetServer::new(ConnectionConfig {
        server_channels_config: channels.server_configs(),
        client_channels_config: channels.client_configs(),
        ..Default::default()
    });
    let current_time = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default();
    let config = ServerConfig {
        current_time,
        max_clients: MAX_GUESTS,
        protocol_id: PROTOCOL_ID,
        public_addresses: vec![invite.addr],
        authentication: ServerAuthentication::Secure {
            private_key: invite.key(),
        },
    };
    let transport = NetcodeServerTransport::new(config, socket)?;
    // The invite holds the secret: never in the log.
    info!("the table is open online at port {port}");
    world.insert_resource(server);
    world.insert_resource(transport);
    world.insert_resource(Hosting {
        invite: invite.clone(),
        holders: Vec::new(),
        guests: HashMap::new(),
        pending: HashMap::new(),
        sessions: HashMap::new(),
        closing: false,
    });
    Ok(invite)
}

/// Closes the table for other homes: each is told "table closed" with this frame's packets,
/// then the server says goodbye to every connection and goes (`end_hosting`, at the frame's end).
pub fn close(world: &mut World) {
    let Some(mut hosting) = world.get_resource_mut::<Hosting>() else {
        return;
    };
    if std::mem::replace(&mut hosting.closing, true) {
        return;
    }
    world.write_message(ToClients {
        targets: SendTargets::CLIENTS_ONLY,
        message: HostSays::Closed,
    });
}

/// The App quits this frame: every home's connection ends now, with netcode's farewell packets
/// (the window's close comes in `Last`, after the frame's messages went out).
fn farewell_on_exit(
    exit: MessageReader<AppExit>,
    transport: Option<ResMut<NetcodeServerTransport>>,
    server: Option<ResMut<RenetServer>>,
) {
    if exit.is_empty() {
        return;
    }
    if let (Some(mut transport), Some(mut server)) = (transport, server) {
        info!("the table closes: every home is told");
        transport.disconnect_all(&mut server);
    }
}

/// Tells this home's phones which seats other homes hold here (`phone::route`).
fn route_phones(
    hosting: Option<Res<Hosting>>,
    mut remote: ResMut<crate::phone::route::RemoteSeats>,
) {
    let now = hosting.map_or_else(Vec::new, |h| h.remote_seats());
    if remote.0 != now {
        remote.0 = now;
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<GuestLimits>();
    app.add_message::<HomeNote>();
    app.add_systems(
        PreUpdate,
        (greet, prove, farewell)
            .chain()
            .after(ServerSystems::Receive)
            .run_if(resource_exists::<Hosting>),
    );
    app.add_systems(Last, end_hosting.run_if(resource_exists::<Hosting>));
    app.add_systems(Update, route_phones.before(crate::phone::route::Routed));
    // A host that quits (the window closed, Quit on the title, Ctrl-C on `serve`) says goodbye
    // to every home before it goes: each sees "table closed", not a lost connection 10 s later.
    app.add_systems(
        Last,
        farewell_on_exit
            .after(bevy::window::ExitSystems)
            .run_if(resource_exists::<Hosting>),
    );
    app.add_systems(
        PostUpdate,
        tell_lost_races
            .before(super::seal::Sealing)
            .run_if(resource_exists::<Hosting>),
    );
    app.add_systems(
        OnEnter(Screen::Results),
        tell_results.run_if(resource_exists::<Hosting>),
    );
    app.add_systems(
        Update,
        (
            listen,
            super::limits::end_stale_holds,
            mark_remote,
            name_holders,
            tell_roster,
        )
            .chain()
            .in_set(crate::input::SeatInput::Act)
            .run_if(resource_exists::<Hosting>),
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_token_carries_public_keys_and_a_name_and_garbage_is_nothing() {
        let identity = [7; 16];
        let token = TokenData {
            home: super::super::seal::home_id(&identity),
            fresh: [3; 32],
            name: "Kathi".into(),
        };
        let data = token.to_user_data().unwrap();
        assert_eq!(TokenData::from_user_data(&data), Some(token));
        // The identity itself is nowhere in what travels.
        assert!(!data.windows(16).any(|w| w == identity));
        assert_eq!(TokenData::from_user_data(&[0xff; 256]), None);
        assert_eq!(TokenData::from_user_data(&[0; 256]), None, "no name");
        let long = TokenData {
            home: [1; 32],
            fresh: [2; 32],
            name: "x".repeat(200),
        };
        let back = TokenData::from_user_data(&long.to_user_data().unwrap()).unwrap();
        assert_eq!(back.name.chars().count(), MAX_NAME);
    }
}
