//! A screen that joins a table in another home: it makes its own connect token from the invite's
//! secret (netcode `Secure`: nobody without the invite connects or reads the traffic), carrying
//! its player identity and name inside, sends what its people press, and keeps what the host
//! tells it: the roster, refusals, and each game's per-seat data (`net::news`).

use super::host::Credentials;
use super::invite::{Invite, PROTOCOL_ID};
use super::wire::{FromGuest, HostSays, Refusal, Roster, Says, WirePress};
use crate::core::{Screen, TablePress};
use crate::phone::claims::{Secret, fresh_secret, parse_secret, secret_text};
use crate::settings::Settings;
use bevy::prelude::*;
use bevy_replicon::prelude::*;
use bevy_replicon_renet::netcode::{ClientAuthentication, ConnectToken, NetcodeClientTransport};
use bevy_replicon_renet::renet::ConnectionConfig;
use bevy_replicon_renet::{RenetChannelsExt, RenetClient};
use std::net::{Ipv4Addr, Ipv6Addr, SocketAddr, UdpSocket};

/// How long a connect token made from the invite stays good (s): joining takes a moment.
const TOKEN_SECS: u64 = 300;
/// Seconds without a packet after which netcode calls the connection lost.
const TIMEOUT_SECS: i32 = 10;

/// This screen is a guest of a table in another home.
#[derive(Resource, Debug)]
pub struct Guesting {
    pub invite: Invite,
    /// Who sits where, as the host last said.
    pub roster: Option<Roster>,
    /// The host's last refusal.
    pub refused: Option<Refusal>,
    /// The host closed the table.
    pub closed: bool,
}

impl Guesting {
    /// The seats this screen's people hold, as the host last said.
    pub fn yours(&self) -> Vec<stammtisch_rules::Seat> {
        self.roster.as_ref().map_or_else(Vec::new, |r| {
            (0..r.seats.len())
                .filter(|&i| r.seats[i].yours)
                .map(|i| stammtisch_rules::Seat(i as u8))
                .collect()
        })
    }
}

/// This screen's player identity, made and kept in the settings on first use.
pub fn identity(settings: &mut Settings) -> Secret {
    if let Some(identity) = settings.player_identity.as_deref().and_then(parse_secret) {
        return identity;
    }
    let identity = fresh_secret();
    settings.player_identity = Some(secret_text(&identity));
    identity
}

/// Joins the table of `invite` as `credentials` (connecting goes on over the next frames).
pub fn join(world: &mut World, invite: Invite, credentials: &Credentials) -> Result<(), String> {
    let user_data = credentials
        .to_user_data()
        .ok_or_else(|| "the name does not fit into the connect token".to_string())?;
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default();
    let client_id = u64::from_le_bytes(fresh_secret()[..8].try_into().unwrap_or_default());
    let token = ConnectToken::generate(
        now,
        PROTOCOL_ID,
        TOKEN_SECS,
        client_id,
        TIMEOUT_SECS,
        vec![invite.addr],
        Some(&user_data),
        &invite.key(),
    )
    .map_err(|e| e.to_string())?;
    let local: SocketAddr = if invite.addr.is_ipv4() {
        (Ipv4Addr::UNSPECIFIED, 0).into()
    } else {
        (Ipv6Addr::UNSPECIFIED, 0).into()
    };
    let socket = UdpSocket::bind(local).map_err(|e| e.to_string())?;
    let transport = NetcodeClientTransport::new(
        now,
        ClientAuthentication::Secure {
            connect_token: token,
        },
        socket,
    )
    .map_err(|e| e.to_string())?;
    let channels = world.resource::<RepliconChannels>();
    let client = RenetClient::new(ConnectionConfig {
        server_channels_config: channels.server_configs(),
        client_channels_config: channels.client_configs(),
        ..Default::default()
    });
    info!("joining a table at {}", invite.addr);
    world.insert_resource(client);
    world.insert_resource(transport);
    world.insert_resource(Guesting {
        invite,
        roster: None,
        refused: None,
        closed: false,
    });
    Ok(())
}

/// Leaves the table (the host pauses this screen's seats, then a bot plays them).
pub fn leave(world: &mut World) {
    world.remove_resource::<Guesting>();
    if let Some(mut transport) = world.remove_resource::<NetcodeClientTransport>() {
        transport.disconnect();
        if let Some(mut client) = world.remove_resource::<RenetClient>() {
            let _ = transport.send_packets(&mut client);
        }
    }
    world.remove_resource::<RenetClient>();
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        PreUpdate,
        hear.after(ClientSystems::Receive)
            .run_if(resource_exists::<Guesting>),
    );
    app.add_systems(
        Update,
        forward_presses
            .after(crate::input::SeatInput::Act)
            .run_if(resource_exists::<Guesting>.and_then(in_state(ClientState::Connected))),
    );
}

/// What the host said: the roster, a refusal, or that the table closed (back to the title).
fn hear(
    mut heard: MessageReader<HostSays>,
    mut guesting: ResMut<Guesting>,
    mut next: ResMut<NextState<Screen>>,
) {
    for said in heard.read() {
        match said {
            HostSays::Roster(roster) => guesting.roster = Some(roster.clone()),
            HostSays::Refused(refusal) => {
                warn!("the host refused: {refusal:?}");
                guesting.refused = Some(*refusal);
            }
            HostSays::Closed => {
                info!("the host closed the table");
                guesting.closed = true;
                next.set(Screen::Title);
            }
        }
    }
}

/// What this screen's people pressed at the table goes to the host, which decides.
fn forward_presses(
    mut presses: MessageReader<TablePress>,
    screen: Res<State<Screen>>,
    mut out: MessageWriter<FromGuest>,
) {
    for press in presses.read() {
        if *screen.get() != Screen::Table {
            continue;
        }
        if let Some(wire) = WirePress::from_press(&press.what) {
            out.write(FromGuest::Says(Says::Press {
                seat: press.seat,
                press: wire,
            }));
        }
    }
}
