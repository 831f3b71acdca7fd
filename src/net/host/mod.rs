//! The host of a table across homes: the only authority (rules, bots, log stay in its `Match`).
//! It listens with renet netcode in `Secure` mode under the invite's key, knows each guest by the
//! player identity inside its connect token (encrypted, so only the guest and the host know it),
//! seats a guest's people on the seats the host offers, turns their presses into the table's one
//! stamped input stream (stamped when they arrived here), and refuses, then disconnects, a guest
//! that sends garbage or presses for a seat it does not hold. The others play on. It accepts a
//! connect token naming any address it is reached at (every interface, loopback, and the public
//! address a router forwards), and turns away a guest of another version with words on both sides.

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
pub use door::{Credentials, OtherVersion, PROOF_SECS, QUIET_SECS, TokenData};
use door::{Pending, check_versions, farewell, greet, prove, watch_lines};
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
    /// Where it listens (a copy of the transport's socket: a new public address makes a new
    /// transport on it).
    socket: UdpSocket,
    bind: SocketAddr,
    /// The address the local network reaches it at, and the public one when known (`set_public`).
    pub lan: SocketAddr,
    pub public: Option<SocketAddr>,
    /// Every address a connect token may name (netcode refuses a token naming none of them).
    pub reachable: Vec<SocketAddr>,
    /// Homes turned away because they run another version: (name, their version), newest last.
    pub other_versions: Vec<(String, String)>,
    /// Guests whose line has been silent for `QUIET_SECS` (their seats wait for them).
    quiet: Vec<Entity>,
    /// Connections of another version, told so, and since when (s of the App's clock).
    turning_away: Vec<(Entity, f32)>,
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

    /// The invite for people in this home (the LAN address), when it differs from the invite.
    pub fn lan_invite(&self) -> Invite {
        Invite {
            addr: self.lan,
            secret: self.invite.secret,
        }
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

/// **choice**: the most addresses the host accepts tokens for (netcode itself has no limit on
/// the host's list; a guest's token holds at most 32, and it names only the invite's one).
pub const MAX_REACHABLE: usize = 32;

/// Every address a guest may reach a table listening on `bind` (port `port`) at: each interface's
/// address when it listens on all of them (loopback included; IPv6 ones on an IPv6 socket), the
/// bound address otherwise, then `extra` (the invite's, the public one). Link-local IPv6
/// addresses are left out (a token cannot name their scope); no address twice, at most
/// `MAX_REACHABLE`.
pub fn reachable(bind: IpAddr, port: u16, extra: &[SocketAddr]) -> Vec<SocketAddr> {
    let mut ips: Vec<IpAddr> = Vec::new();
    if bind.is_unspecified() {
        let interfaces = if_addrs::get_if_addrs().unwrap_or_default();
        ips.extend(
            interfaces
                .iter()
                .map(|i| i.ip())
                .filter(|ip| ip.is_ipv4() == bind.is_ipv4())
                .filter(|ip| match ip {
                    IpAddr::V6(v6) => !v6.is_unicast_link_local(),
                    IpAddr::V4(_) => true,
                }),
        );
        // Loopback even where the system lists no such interface.
        ips.push(match bind {
            IpAddr::V4(_) => std::net::Ipv4Addr::LOCALHOST.into(),
            IpAddr::V6(_) => std::net::Ipv6Addr::LOCALHOST.into(),
        });
    } else {
        ips.push(bind);
    }
    // The invite's and the public address first: they stay when the list is cut.
    let mut all: Vec<SocketAddr> = extra.to_vec();
    all.extend(ips.into_iter().map(|ip| SocketAddr::new(ip, port)));
    let mut seen = Vec::new();
    all.retain(|a| {
        let new = !seen.contains(a);
        seen.push(*a);
        new
    });
    all.truncate(MAX_REACHABLE);
    all
}

/// The netcode server on `socket` accepting tokens for `addresses`, under `invite`'s key.
fn transport(
    socket: &UdpSocket,
    addresses: Vec<SocketAddr>,
    invite: &Invite,
) -> std::io::Result<NetcodeServerTransport> {
    let current_time = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default();
    let config = ServerConfig {
        current_time,
        max_clients: MAX_GUESTS,
        protocol_id: PROTOCOL_ID,
        public_addresses: addresses,
        authentication: ServerAuthentication::Secure {
            private_key: invite.key(),
        },
    };
    NetcodeServerTransport::new(config, socket.try_clone()?)
}

/// Opens this table online: listens for guests on `bind` (port 0: any free port) and makes the
/// invite with `shown` (the address guests reach this machine at) and the port it got. Tokens
/// naming any address of `reachable` are taken, `shown` among them.
pub fn open(world: &mut World, bind: SocketAddr, shown: IpAddr) -> std::io::Result<Invite> {
    let socket = UdpSocket::bind(bind)?;
    let port = socket.local_addr()?.port();
    let invite = Invite::fresh(SocketAddr::new(shown, port));
    let addresses = reachable(bind.ip(), port, &[invite.addr]);
    let transport = transport(&socket, addresses.clone(), &invite)?;
    let channels = world.resource::<RepliconChannels>();
    let server = RenetServer::new(ConnectionConfig {
        server_channels_config: channels.server_configs(),
        client_channels_config: channels.client_configs(),
        ..Default::default()
    });
    // The invite holds the secret: never in the log.
    info!(
        "the table is open online at port {port}, for {} addresses",
        addresses.len()
    );
    world.insert_resource(server);
    world.insert_resource(transport);
    world.insert_resource(Hosting {
        invite: invite.clone(),
        holders: Vec::new(),
        guests: HashMap::new(),
        pending: HashMap::new(),
        sessions: HashMap::new(),
        closing: false,
        socket,
        bind,
        lan: invite.addr,
        public: None,
        reachable: addresses,
        other_versions: Vec::new(),
        quiet: Vec::new(),
        turning_away: Vec::new(),
    });
    Ok(invite)
}

/// Why a public address was not taken.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PublicError {
    /// Homes are connected: a new address would end their connections.
    HomesConnected,
    /// The table is not open online.
    NotOpen,
}

/// The table is reached from outside at `public` (typed into the panel, or found by the router;
/// `None`: no longer): tokens naming it are taken from now on, and the invite names it (the LAN
/// address otherwise). Netcode's list of addresses is fixed once made, so the listening socket
/// gets a new transport; only while no home is connected (one that is would lose its line).
pub fn set_public(world: &mut World, public: Option<SocketAddr>) -> Result<Invite, PublicError> {
    let Some(hosting) = world.get_resource::<Hosting>() else {
        return Err(PublicError::NotOpen);
    };
    if hosting.public == public {
        return Ok(hosting.invite.clone());
    }
    let connected = world
        .get_resource::<NetcodeServerTransport>()
        .is_some_and(|t| t.connected_clients() > 0);
    if connected || !hosting.guests.is_empty() || !hosting.pending.is_empty() {
        return Err(PublicError::HomesConnected);
    }
    let port = hosting.lan.port();
    let extra: Vec<SocketAddr> = [Some(hosting.lan), public]
        .into_iter()
        .flatten()
        // A router forwarding another outside port: the public address at this port too.
        .chain(public.map(|p| SocketAddr::new(p.ip(), port)))
        .collect();
    let addresses = reachable(hosting.bind.ip(), port, &extra);
    let invite = Invite {
        addr: public.unwrap_or(hosting.lan),
        secret: hosting.invite.secret,
    };
    let Ok(transport) = transport(&hosting.socket, addresses.clone(), &invite) else {
        return Err(PublicError::NotOpen);
    };
    info!(
        "the table takes {} addresses now (public one: {})",
        addresses.len(),
        public.is_some()
    );
    world.insert_resource(transport);
    let mut hosting = world.resource_mut::<Hosting>();
    hosting.public = public;
    hosting.reachable = addresses;
    hosting.invite = invite.clone();
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
        (check_versions, greet, prove, farewell, watch_lines)
            .chain()
            .after(ServerSystems::Receive)
            .run_if(resource_exists::<Hosting>),
    );
    app.add_observer(presses::protocol_again);
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
            presses::show_notes,
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
            version: "0.1.0".into(),
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
        assert_eq!(TokenData::version_of(&data).as_deref(), Some("0.1.0"));
        let long = TokenData {
            version: "9.9.9".into(),
            home: [1; 32],
            fresh: [2; 32],
            name: "x".repeat(200),
        };
        let back = TokenData::from_user_data(&long.to_user_data().unwrap()).unwrap();
        assert_eq!(back.name.chars().count(), MAX_NAME);
    }

    #[test]
    fn a_version_no_table_reads_is_shown_as_far_as_it_goes() {
        let token = |version: &str| TokenData {
            version: version.into(),
            home: [1; 32],
            fresh: [2; 32],
            name: "Mallory".into(),
        };
        let shown = |version: &str| {
            let data = token(version).to_user_data().unwrap();
            (
                TokenData::version_of(&data),
                TokenData::version_shown(&data),
            )
        };
        assert_eq!(shown("9.9.9"), (Some("9.9.9".into()), "9.9.9".into()));
        assert_eq!(shown(""), (None, "?".into()));
        assert_eq!(shown("Ω∞\u{202e}"), (None, "?".into()));
        let absurd = "1.0.0-".to_string() + &"x".repeat(60);
        assert_eq!(shown(&absurd), (None, absurd[..32].to_string()));
        // 10 kB said by a patched token: its length alone is longer than the token.
        let mut data = [b'7'; 256];
        data[..2].copy_from_slice(&[0x90, 0x4e]);
        assert_eq!(TokenData::version_of(&data), None);
        assert_eq!(TokenData::from_user_data(&data), None);
        assert_eq!(TokenData::version_shown(&data), "7".repeat(32));
        assert_eq!(TokenData::version_shown(&[0; 256]), "?");
        assert_eq!(TokenData::version_shown(&[0xff; 256]), "?");
    }

    #[test]
    fn a_table_on_every_address_takes_loopback_the_invite_s_and_the_public_one_once_each() {
        let invite: SocketAddr = "192.168.1.20:5011".parse().unwrap();
        let public: SocketAddr = "203.0.113.5:6000".parse().unwrap();
        let all = reachable(
            std::net::Ipv4Addr::UNSPECIFIED.into(),
            5011,
            &[invite, public, invite],
        );
        assert!(all.contains(&"127.0.0.1:5011".parse().unwrap()), "{all:?}");
        assert!(all.contains(&invite) && all.contains(&public), "{all:?}");
        assert_eq!(all.iter().filter(|a| **a == invite).count(), 1);
        assert!(all.len() <= MAX_REACHABLE);
        // Many extra addresses: the list is cut, the extras kept.
        let many: Vec<SocketAddr> = (1..=40)
            .map(|i| SocketAddr::new([10, 0, 0, i].into(), 5011))
            .collect();
        let cut = reachable("127.0.0.1".parse().unwrap(), 5011, &many);
        assert_eq!(cut.len(), MAX_REACHABLE);
        assert!(cut.contains(&many[0]));
        // Loopback only: nothing but the extras and the bound address.
        let only = reachable("127.0.0.1".parse().unwrap(), 7, &[public]);
        assert_eq!(only, [public, "127.0.0.1:7".parse().unwrap()]);
    }
}
