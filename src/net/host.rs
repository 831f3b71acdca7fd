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

/// **choice**: how many homes may join one table (each brings its people).
pub const MAX_GUESTS: usize = 8;
/// A guest's presses rank after the frame's own devices and phones, in the order they arrived.
const GUEST_RANKS: u32 = 1 << 25;
/// The longest name a guest's person may bring (characters).
pub const MAX_NAME: usize = 24;

/// Who a guest is and what it is called, as its screen knows it (the identity is its own
/// secret: it never travels; `TokenData` is what does).
#[derive(Debug, Clone, PartialEq)]
pub struct Credentials {
    pub identity: Secret,
    pub name: String,
}

/// What a guest's connect token carries to the host: only public keys (its home's, made from
/// its identity, and this connection's fresh one, `net::seal`) and its people's name. Anyone
/// with the invite can read a token; nothing in it opens a seat or a session.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TokenData {
    pub home: HomeId,
    pub fresh: [u8; 32],
    pub name: String,
}

impl TokenData {
    /// The token's user data (postcard, zero-padded).
    pub fn to_user_data(&self) -> Option<[u8; 256]> {
        let mut data = [0u8; 256];
        let short = TokenData {
            name: self.name.chars().take(MAX_NAME).collect(),
            ..self.clone()
        };
        bevy_replicon::postcard::to_slice(&short, &mut data).ok()?;
        Some(data)
    }

    /// The token data in a token's user data (`None`: none, or no name).
    pub fn from_user_data(data: &[u8; 256]) -> Option<TokenData> {
        let (token, _rest): (TokenData, _) = bevy_replicon::postcard::take_from_bytes(data).ok()?;
        let name = token.name.trim();
        if name.is_empty() || name.chars().count() > MAX_NAME || name.chars().any(char::is_control)
        {
            return None;
        }
        Some(token)
    }
}

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

/// The last of a closed table: its farewell went out with the frame's packets; now the
/// connections end and the server goes.
fn end_hosting(world: &mut World) {
    if !world.get_resource::<Hosting>().is_some_and(|h| h.closing) {
        return;
    }
    let Some(hosting) = world.remove_resource::<Hosting>() else {
        return;
    };
    // The seats other homes' people took are the lobby's bots again: nothing of them stays in
    // this screen's next table.
    let mut setup = world.resource_mut::<MatchSetup>();
    for seat in hosting.remote_seats() {
        if let Some(kind) = setup.seats.get_mut(seat.index()) {
            *kind = bot_seat(seat.index());
        }
    }
    if let (Some(mut transport), Some(mut server)) = (
        world.remove_resource::<NetcodeServerTransport>(),
        world.remove_resource::<RenetServer>(),
    ) {
        transport.disconnect_all(&mut server);
    }
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

/// A connection that passed netcode (it has the invite) and replicon's protocol check names its
/// home in its token; the host answers with a fresh key of its own, and the connection is that
/// home only once it proves it (`prove`). A token without a home is sent away at once.
fn greet(
    new: Query<(Entity, &NetworkId), Added<AuthorizedClient>>,
    transport: Res<NetcodeServerTransport>,
    mut hosting: ResMut<Hosting>,
    time: Res<Time>,
    mut answers: MessageWriter<ToClients<Handshake>>,
    mut disconnect: MessageWriter<DisconnectRequest>,
) {
    for (client, id) in &new {
        let token = transport
            .user_data(id.get())
            .and_then(|data| TokenData::from_user_data(&data));
        let host_fresh = super::seal::fresh_key();
        let session = token.as_ref().and_then(|token| {
            Session::at_host(
                &hosting.invite.key(),
                &host_fresh,
                &token.home,
                &token.fresh,
            )
        });
        // The name as the table shows it: cleaned, never a word the table uses for its own
        // people, numbered beside another home's same name (`names::clean_name`).
        let name = token.as_ref().and_then(|token| {
            let taken: Vec<String> = hosting
                .guests
                .values()
                .filter(|g| g.identity != token.home)
                .map(|g| g.name.clone())
                .collect();
            super::names::clean_name(&token.name, &taken).ok()
        });
        let (Some(mut token), Some(session), Some(name)) = (token, session, name) else {
            warn!("a connection without a home's keys or a name the table takes was sent away");
            disconnect.write(DisconnectRequest { client });
            continue;
        };
        token.name = name;
        info!(
            "a connection names the home of {}: waiting for its proof",
            token.name
        );
        hosting.sessions.insert(client, session);
        hosting.pending.insert(
            client,
            Pending {
                home: token.home,
                name: token.name,
                since: time.elapsed_secs(),
            },
        );
        answers.write(ToClients {
            targets: SendTargets::Single(ClientId::Client(client)),
            message: Handshake {
                host_fresh: super::seal::public(&host_fresh),
            },
        });
    }
}

/// A connection that named a home and has not proven it yet.
#[derive(Debug, Clone, PartialEq)]
struct Pending {
    home: HomeId,
    name: String,
    /// When it connected (s of the App's clock).
    since: f32,
}

/// **choice**: seconds a connection has to prove its home (a guest does it in one round trip).
pub const PROOF_SECS: f32 = 10.0;

/// What the homes' connections sent, opened with each one's session key: a pending connection
/// whose message opens has proven its home and becomes that home's guest (an older connection
/// of the same home is told it was replaced and goes); one whose message does not open, or that
/// proves nothing in time, goes. A guest's message that does not open is garbage to `listen`.
#[allow(clippy::too_many_arguments)]
fn prove(
    mut sent: MessageReader<FromClient<GuestBytes>>,
    mut heard: MessageWriter<FromClient<FromGuest>>,
    mut hosting: ResMut<Hosting>,
    mut seats: Option<ResMut<TableSeats>>,
    (mut away, mut pause): (ResMut<Away>, ResMut<TablePause>),
    time: Res<Time>,
    mut answers: MessageWriter<ToClients<HostSays>>,
    mut disconnect: MessageWriter<DisconnectRequest>,
) {
    for FromClient { client_id, message } in sent.read() {
        let Some(client) = client_id.entity() else {
            continue;
        };
        let opened = match hosting.sessions.get_mut(&client) {
            Some(session) => session.open(&message.bytes),
            None => continue,
        };
        let says = opened.and_then(|bytes| match super::wire::read_guest(&bytes) {
            FromGuest::Says(says) => Some(says),
            _ => None,
        });
        if let Some(pending) = hosting.pending.remove(&client) {
            let Some(says) = says else {
                warn!(
                    "a connection naming the home of {} could not prove it: sent away",
                    pending.name
                );
                hosting.sessions.remove(&client);
                disconnect.write(DisconnectRequest { client });
                continue;
            };
            welcome(
                &mut hosting,
                client,
                pending,
                seats.as_deref_mut(),
                &mut away,
                &mut pause,
                &mut answers,
                &mut disconnect,
            );
            if says == Says::Proof {
                continue;
            }
            heard.write(FromClient {
                client_id: *client_id,
                message: FromGuest::Says(says),
            });
            continue;
        }
        if !hosting.guests.contains_key(&client) {
            continue;
        }
        let message = match says {
            // A proof once more is nothing to act on.
            Some(Says::Proof) => continue,
            Some(says) => FromGuest::Says(says),
            None => FromGuest::Garbled { bytes: message.len },
        };
        heard.write(FromClient {
            client_id: *client_id,
            message,
        });
    }
    let now = time.elapsed_secs();
    let late: Vec<Entity> = hosting
        .pending
        .iter()
        .filter(|(_, p)| now - p.since > PROOF_SECS)
        .map(|(e, _)| *e)
        .collect();
    for client in late {
        if let Some(pending) = hosting.pending.remove(&client) {
            warn!(
                "a connection naming the home of {} proved nothing in time: sent away",
                pending.name
            );
        }
        hosting.sessions.remove(&client);
        disconnect.write(DisconnectRequest { client });
    }
}

/// A connection that proved its home is that home's guest: one connection per home (an older
/// one is told it was replaced, then goes), and its seats come back.
#[allow(clippy::too_many_arguments)]
fn welcome(
    hosting: &mut Hosting,
    client: Entity,
    pending: Pending,
    seats: Option<&mut TableSeats>,
    away: &mut Away,
    pause: &mut TablePause,
    answers: &mut MessageWriter<ToClients<HostSays>>,
    disconnect: &mut MessageWriter<DisconnectRequest>,
) {
    let older: Vec<Entity> = hosting
        .guests
        .iter()
        .filter(|(_, g)| g.identity == pending.home)
        .map(|(e, _)| *e)
        .collect();
    for old in older {
        hosting.guests.remove(&old);
        info!(
            "{} joined again: its older connection was replaced",
            pending.name
        );
        answers.write(ToClients {
            targets: SendTargets::Single(ClientId::Client(old)),
            message: HostSays::Replaced,
        });
        disconnect.write(DisconnectRequest { client: old });
    }
    info!("{} joined from another home", pending.name);
    if let Some(seats) = seats {
        for seat in hosting.seats_of(&pending.home) {
            seat_back(seats, away, pause, seat);
        }
    }
    hosting.guests.insert(
        client,
        Guest {
            identity: pending.home,
            name: pending.name,
            phones: Vec::new(),
            phones_away: Vec::new(),
        },
    );
}

/// A home that went away leaves its seats away (the table pauses for them like for an unplugged
/// pad; a bot stands in after `reconnect_secs`); its identity still holds them.
fn farewell(
    mut gone: RemovedComponents<ConnectedClient>,
    mut hosting: ResMut<Hosting>,
    mut seats: Option<ResMut<TableSeats>>,
    mut away: ResMut<Away>,
    mut pause: ResMut<TablePause>,
    time: Res<Time>,
) {
    for client in gone.read() {
        hosting.sessions.remove(&client);
        hosting.pending.remove(&client);
        let Some(guest) = hosting.guests.remove(&client) else {
            continue;
        };
        info!("{} went away", guest.name);
        for seat in hosting.seats_of(&guest.identity) {
            pause.remove(PauseReason::Home(seat));
            if let Some(seats) = seats.as_mut() {
                seat_gone(seats, &mut away, &mut pause, seat, time.elapsed_secs());
            }
        }
    }
}

/// What a guest's message came to: nothing wrong, no effect at all (a strike, no answer), or
/// refused (a strike and the refusal).
enum Verdict {
    Fine,
    Useless,
    Refused(Refusal),
}

/// What the homes said this frame: seats taken and given back (before the table), presses
/// (at the table, stamped now, after the frame's own devices), refusals for the rest. A home
/// over its rate, or saying what changes nothing, earns strikes too (`limits`), and one with too
/// many is sent away.
#[allow(clippy::too_many_arguments)]
fn listen(
    mut said: MessageReader<FromClient<FromGuest>>,
    (mut hosting, mut limits): (ResMut<Hosting>, ResMut<GuestLimits>),
    mut setup: ResMut<MatchSetup>,
    mut seats: Option<ResMut<TableSeats>>,
    screen: Res<State<Screen>>,
    (clock, time): (Res<TableClock>, Res<Time>),
    mut pause: ResMut<TablePause>,
    mut away: ResMut<Away>,
    mut presses: MessageWriter<TablePress>,
    mut answers: MessageWriter<ToClients<HostSays>>,
    (mut disconnect, mut notes): (MessageWriter<DisconnectRequest>, MessageWriter<HomeNote>),
) {
    let at_table = *screen.get() == Screen::Table;
    let now = time.elapsed_secs();
    let mut rank = 0;
    limits.keep_only(|client| hosting.guests.contains_key(&client));
    for FromClient { client_id, message } in said.read() {
        let Some(client) = client_id.entity() else {
            continue;
        };
        let Some(identity) = hosting.guests.get(&client).map(|g| g.identity) else {
            continue;
        };
        let held = hosting.seats_of(&identity);
        // Over its rate: not read at all.
        let verdict = if !limits.conduct(client, now).admit(now) {
            Verdict::Useless
        } else {
            match message {
                FromGuest::Says(Says::Press { seat, press }) => {
                    let seat = match seat {
                        Some(seat) => Some(*seat),
                        // A shared mouse or keyboard of the home: its seat that may act now.
                        None => seats
                            .as_ref()
                            .and_then(|s| held.iter().copied().find(|h| s.on_turn.contains(h)))
                            .or(held.first().copied()),
                    };
                    match (seat.filter(|s| held.contains(s)), press.to_press()) {
                        (_, None) => Verdict::Refused(Refusal::Garbled),
                        (None, _) => {
                            Verdict::Refused(Refusal::NotYours(seat.unwrap_or(Seat(u8::MAX))))
                        }
                        // Away from the table a press moves nothing.
                        (Some(_), Some(_)) if !at_table => Verdict::Useless,
                        (Some(seat), Some(what)) => {
                            presses.write(TablePress {
                                seat: Some(seat),
                                what,
                                stamp: Stamp::new(clock.now, GUEST_RANKS + rank),
                            });
                            rank += 1;
                            Verdict::Fine
                        }
                    }
                }
                FromGuest::Says(Says::Hold(held_now)) => match held.first() {
                    // A home's pause menu holds the table for everyone, as a pad's does at home
                    // (until it ends, or runs out unrenewed: `limits::HOLD_SECS`).
                    Some(&seat) => {
                        let changed = if *held_now && at_table {
                            limits.hold(seat, now, &mut pause)
                        } else {
                            limits.release(seat, &mut pause)
                        };
                        if changed {
                            Verdict::Fine
                        } else {
                            Verdict::Useless
                        }
                    }
                    None => Verdict::Refused(Refusal::NotYours(Seat(u8::MAX))),
                },
                FromGuest::Says(Says::Take { seat, name }) => {
                    take(&mut hosting, &mut setup, at_table, identity, *seat, name)
                }
                FromGuest::Says(Says::Phones {
                    held: phones,
                    away: gone,
                }) => {
                    // Only its own seats count (a phone's seat the host just refused is not).
                    let Some(guest) = hosting.guests.get_mut(&client) else {
                        continue;
                    };
                    let was = (guest.phones.clone(), guest.phones_away.clone());
                    let was_away = std::mem::take(&mut guest.phones_away);
                    guest.phones = phones
                        .iter()
                        .filter(|s| held.contains(s))
                        .copied()
                        .collect();
                    guest.phones_away = gone
                        .iter()
                        .filter(|s| guest.phones.contains(s))
                        .copied()
                        .collect();
                    if let (Some(seats), true) = (seats.as_mut(), at_table) {
                        let gone = &guest.phones_away;
                        phones_come_and_go(seats, &mut away, &mut pause, &was_away, gone, now);
                    }
                    if guest.phones == was.0 && guest.phones_away == was.1 {
                        Verdict::Useless
                    } else {
                        Verdict::Fine
                    }
                }
                FromGuest::Says(Says::Leave { seat }) => {
                    if !held.contains(seat) {
                        Verdict::Refused(Refusal::NotYours(*seat))
                    } else {
                        *hosting.holder_slot(*seat) = None;
                        if !at_table && seat.index() < setup.seats.len() {
                            setup.seats[seat.index()] = bot_seat(seat.index());
                        }
                        Verdict::Fine
                    }
                }
                // `prove` takes a proof and never passes one on; a proof once more is of no use.
                FromGuest::Says(Says::Proof) => Verdict::Useless,
                FromGuest::Garbled { .. } | FromGuest::Raw(_) => Verdict::Refused(Refusal::Garbled),
            }
        };
        let refusal = match verdict {
            Verdict::Fine => continue,
            Verdict::Useless => None,
            Verdict::Refused(refusal) => Some(refusal),
        };
        let Some(guest) = hosting.guests.get(&client) else {
            continue;
        };
        if let Some(refusal) = refusal {
            info!("refused {}: {refusal:?}", guest.name);
            notes.write(HomeNote::Refused {
                name: guest.name.clone(),
                refusal,
            });
            answers.write(ToClients {
                targets: SendTargets::Single(*client_id),
                message: HostSays::Refused(refusal),
            });
        }
        if limits.conduct(client, now).strike() {
            warn!(
                "{} kept sending what the table refuses or does not need: disconnected",
                guest.name
            );
            notes.write(HomeNote::SentAway {
                client,
                name: guest.name.clone(),
            });
            hosting.guests.remove(&client);
            disconnect.write(DisconnectRequest { client });
        }
    }
}

/// A phone of a home that went away leaves its seat away (the table waits, then a bot stands
/// in); one that came back takes it again.
fn phones_come_and_go(
    seats: &mut TableSeats,
    away: &mut Away,
    pause: &mut TablePause,
    was: &[Seat],
    now_away: &[Seat],
    now: f32,
) {
    for &seat in now_away.iter().filter(|s| !was.contains(s)) {
        if seat.index() < seats.len() && seat_gone(seats, away, pause, seat, now) {
            warn!(
                "the phone of {} in another home went away",
                seats.name(seat)
            );
        }
    }
    for &seat in was.iter().filter(|s| !now_away.contains(s)) {
        if seat.index() < seats.len() {
            seat_back(seats, away, pause, seat);
        }
    }
}

/// A home's person takes `seat`: before the table is dealt, a bot's seat (it becomes a
/// person's, named as the home says, cleaned: `names::clean_name`). A seat its identity already
/// holds is taken already: the message changes nothing.
fn take(
    hosting: &mut Hosting,
    setup: &mut MatchSetup,
    at_table: bool,
    identity: HomeId,
    seat: Seat,
    name: &str,
) -> Verdict {
    let holder = hosting.holders.get(seat.index()).copied().flatten();
    if holder == Some(identity) {
        return Verdict::Useless;
    }
    let bot = setup.seats.get(seat.index()).is_some_and(|k| !k.is_human());
    if at_table || holder.is_some() || !bot {
        return Verdict::Refused(Refusal::NotOffered(seat));
    }
    let taken: Vec<String> = (setup.seats.iter().enumerate())
        .filter(|&(i, _)| i != seat.index())
        .map(|(_, s)| s.name().to_string())
        .collect();
    let name = match super::names::clean_name(name, &taken) {
        Ok(name) => name,
        Err(why) => return Verdict::Refused(Refusal::Name(why)),
    };
    info!("a guest took seat {}", seat.0 + 1);
    *hosting.holder_slot(seat) = Some(identity);
    setup.seats[seat.index()] = SeatKind::Human { name };
    Verdict::Fine
}

/// The lobby's bot for a seat given back.
fn bot_seat(index: usize) -> SeatKind {
    SeatKind::Bot {
        name: crate::core::BOT_NAMES[index % crate::core::BOT_NAMES.len()].to_string(),
        level: stammtisch_rules::bots::Level::Normal,
    }
}

/// The table knows which seats other homes hold: this screen does not hold them, and its shared
/// mouse and keyboard never act for them.
fn mark_remote(
    hosting: Res<Hosting>,
    seats: Option<ResMut<TableSeats>>,
    stats: Query<&ConnectedClientStats>,
) {
    let Some(mut seats) = seats else { return };
    let remote = hosting.remote_seats();
    if seats.remote != remote {
        seats.remote = remote;
    }
    let round_trips: Vec<Option<u32>> = (0..seats.len())
        .map(|i| {
            let ms = hosting.round_trip(Seat(i as u8), &stats)?;
            Some((ms + 5) / 10 * 10)
        })
        .collect();
    if seats.round_trips != round_trips {
        seats.round_trips = round_trips;
    }
}

/// A race lost, or a move refused, of a seat another home holds is told to that home.
fn tell_lost_races(
    hosting: Res<Hosting>,
    mut lost: MessageReader<crate::core::press::RaceLost>,
    mut refused: MessageReader<crate::core::press::MoveRefused>,
    mut answers: MessageWriter<ToClients<HostSays>>,
) {
    let news = lost
        .read()
        .map(|race| (race.loser, HostSays::RaceLost(*race)))
        .chain(refused.read().map(|r| {
            let said = HostSays::MoveRefused {
                seat: r.seat,
                why: r.why.clone(),
            };
            (r.seat, said)
        }));
    for (seat, said) in news {
        let Some(Some(holder)) = hosting.holders.get(seat.index()) else {
            continue;
        };
        for (client, _) in hosting.guests().filter(|(_, g)| &g.identity == holder) {
            answers.write(ToClients {
                targets: SendTargets::Single(ClientId::Client(client)),
                message: said.clone(),
            });
        }
    }
}

/// Every home learns how the match ended (before the roster says the table is over).
fn tell_results(
    results: Option<Res<crate::screens::results::FinalOutcome>>,
    mut answers: MessageWriter<ToClients<HostSays>>,
) {
    let Some(results) = results else { return };
    answers.write(ToClients {
        targets: SendTargets::CLIENTS_ONLY,
        message: HostSays::Results {
            outcome: results.outcome.clone(),
            names: results.names.clone(),
        },
    });
}

/// Every home learns who sits where whenever it changes (and when it joins).
#[allow(clippy::too_many_arguments)]
fn tell_roster(
    hosting: Res<Hosting>,
    setup: Res<MatchSetup>,
    seats: Option<Res<TableSeats>>,
    screen: Res<State<Screen>>,
    (pause, away, settings, time): (
        Res<TablePause>,
        Res<Away>,
        Res<crate::settings::Settings>,
        Res<Time>,
    ),
    stats: Query<&ConnectedClientStats>,
    mut answers: MessageWriter<ToClients<HostSays>>,
    mut last: Local<HashMap<Entity, Roster>>,
) {
    last.retain(|client, _| hosting.guests.contains_key(client));
    let at_table = *screen.get() == Screen::Table;
    let pause = match (&seats, at_table) {
        (Some(seats), true) => roster_pause(&pause, &away, seats, settings.reconnect_secs, &time),
        _ => RosterPause::default(),
    };
    for (client, guest) in hosting.guests() {
        let yours = hosting.seats_of(&guest.identity);
        let kinds = match (&seats, at_table) {
            (Some(seats), true) => seats.kinds.clone(),
            _ => setup.seats.clone(),
        };
        let roster = Roster {
            game: setup.game.clone(),
            at_table,
            pause: pause.clone(),
            seats: kinds
                .iter()
                .enumerate()
                .map(|(i, kind)| {
                    let seat = Seat(i as u8);
                    let remote = hosting.holders.get(i).copied().flatten().is_some();
                    RosterSeat {
                        name: kind.name().to_string(),
                        bot: seats.as_ref().map_or(!kind.is_human(), |s| {
                            at_table
                                .then(|| s.bot_level(seat).is_some())
                                .unwrap_or(!kind.is_human())
                        }),
                        yours: yours.contains(&seat),
                        remote: remote && !yours.contains(&seat),
                        rtt_ms: hosting.round_trip(seat, &stats),
                    }
                })
                .collect(),
        };
        // The round trip moves a little all the time: only a change of ten ms is news.
        let news = last.get(&client).is_none_or(|old| differs(old, &roster));
        if news {
            answers.write(ToClients {
                targets: SendTargets::Single(ClientId::Client(client)),
                message: HostSays::Roster(roster.clone()),
            });
            last.insert(client, roster);
        }
    }
}

/// Why this table is paused, as the homes are told: who holds it from a menu (the host's own
/// menu or window counts as the host's), and the seats whose person went away.
fn roster_pause(
    pause: &TablePause,
    away: &Away,
    seats: &TableSeats,
    reconnect_secs: f32,
    time: &Time,
) -> RosterPause {
    let mut held: Vec<Option<Seat>> = pause
        .reasons
        .iter()
        .filter_map(|r| match r {
            PauseReason::Home(seat) => Some(Some(*seat)),
            _ => None,
        })
        .collect();
    if pause
        .reasons
        .iter()
        .any(|r| matches!(r, PauseReason::Menu | PauseReason::Focus))
    {
        held.insert(0, None);
    }
    let away = away
        .0
        .iter()
        .map(|&(seat, since)| AwaySeat {
            seat,
            secs_left: (reconnect_secs - (time.elapsed_secs() - since))
                .ceil()
                .max(0.0) as u16,
            stand_in: seats
                .stand_in
                .get(seat.index())
                .is_some_and(|s| s.is_some()),
        })
        .collect();
    RosterPause { held, away }
}

/// The host's pause panel names the people of other homes who hold the table.
fn name_holders(
    pause: Res<TablePause>,
    seats: Option<Res<TableSeats>>,
    mut holders: ResMut<HeldElsewhere>,
) {
    let names: Vec<String> = pause
        .reasons
        .iter()
        .filter_map(|r| match (r, &seats) {
            (PauseReason::Home(seat), Some(seats)) => Some(seats.name(*seat).to_string()),
            _ => None,
        })
        .collect();
    if holders.0 != names {
        holders.0 = names;
    }
}

/// Whether a roster says something new (a round trip only when it moved by 10 ms or more).
fn differs(old: &Roster, new: &Roster) -> bool {
    if old.game != new.game
        || old.at_table != new.at_table
        || old.pause != new.pause
        || old.seats.len() != new.seats.len()
    {
        return true;
    }
    old.seats.iter().zip(&new.seats).any(|(a, b)| {
        let rtt_moved = match (a.rtt_ms, b.rtt_ms) {
            (Some(x), Some(y)) => x.abs_diff(y) >= 10,
            (x, y) => x.is_some() != y.is_some(),
        };
        a.name != b.name
            || a.bot != b.bot
            || a.yours != b.yours
            || a.remote != b.remote
            || rtt_moved
    })
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
