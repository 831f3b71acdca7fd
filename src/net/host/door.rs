//! The host's door: a guest's connect token and credentials, its version, the proof of its home,
//! welcome and farewell (a home that goes away leaves its seats away, and one whose line falls
//! silent has them wait for it).

use super::*;

/// Who a guest is and what it is called, as its screen knows it (the identity is its own
/// secret: it never travels; `TokenData` is what does).
#[derive(Debug, Clone, PartialEq)]
pub struct Credentials {
    pub identity: Secret,
    pub name: String,
}

/// What a guest's connect token carries to the host: its Stammtisch version (first, so that every
/// version reads it: `version_of`), only public keys (its home's, made from its identity, and
/// this connection's fresh one, `net::seal`) and its people's name. Anyone with the invite can
/// read a token; nothing in it opens a seat or a session.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TokenData {
    pub version: String,
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

    /// Only the version a token's user data names (what every version of the table reads).
    pub fn version_of(data: &[u8; 256]) -> Option<String> {
        let (version, _rest): (String, _) = bevy_replicon::postcard::take_from_bytes(data).ok()?;
        let fits = !version.is_empty()
            && version.len() <= MAX_VERSION
            && version.chars().all(|c| c.is_ascii_graphic());
        fits.then_some(version)
    }

    /// The version a token names as a line may show it, whatever it is: printable ASCII only, at
    /// most `MAX_VERSION` characters ("?" for none at all: an empty or unreadable one, or a token
    /// of a version from before tokens named one).
    pub fn version_shown(data: &[u8; 256]) -> String {
        let said: String = match bevy_replicon::postcard::take_from_bytes::<String>(data) {
            Ok((version, _)) => version,
            // Longer than the token, or not UTF-8: what of it is there, after its length.
            Err(_) => {
                let start = (data.iter().position(|b| b & 0x80 == 0)).map_or(data.len(), |i| i + 1);
                String::from_utf8_lossy(&data[start..]).into_owned()
            }
        };
        let shown: String = (said.chars())
            .filter(|c| c.is_ascii_graphic())
            .take(MAX_VERSION)
            .collect();
        match shown.is_empty() {
            true => "?".into(),
            false => shown,
        }
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

/// The longest version a token may name (bytes).
const MAX_VERSION: usize = 32;

/// The host to a guest of another version, before anything else: the table's version (the
/// guest's screen says both). It travels unsealed and before replicon's protocol check (an
/// independent message), so that it reaches a guest whose messages differ.
#[derive(Message, Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct OtherVersion {
    pub table: String,
}

/// **choice**: seconds a guest of another version has to read why before the host ends its
/// connection (its own screen leaves as soon as it read it).
const TURN_AWAY_SECS: f32 = 1.5;

/// A connection whose token names another version than this table's (or none it can read: empty,
/// absurd, longer than the token) is told the table's version and goes; the host's screen says
/// who could not join (by the token's name, or "a guest" if it has none) and why, in one line.
#[allow(clippy::too_many_arguments)]
pub(super) fn check_versions(
    new: Query<(Entity, &NetworkId), Added<ConnectedClient>>,
    transport: Res<NetcodeServerTransport>,
    mut hosting: ResMut<Hosting>,
    ours: Res<crate::core::version::ThisVersion>,
    (time, tr): (Res<Time>, Res<crate::core::Tr>),
    mut toast: ResMut<crate::core::Toast>,
    mut answers: MessageWriter<ToClients<OtherVersion>>,
    mut disconnect: MessageWriter<DisconnectRequest>,
) {
    let now = time.elapsed_secs();
    for (client, id) in &new {
        let Some(data) = transport.user_data(id.get()) else {
            continue;
        };
        let theirs = match TokenData::version_of(&data) {
            Some(theirs) if theirs == ours.0 => continue,
            Some(theirs) => theirs,
            None => TokenData::version_shown(&data),
        };
        let name = TokenData::from_user_data(&data)
            .map(|t| super::super::names::visible(&t.name))
            .filter(|name| !name.is_empty())
            .unwrap_or_else(|| crate::tr!(tr, "net-guest-person"));
        warn!(
            "{name} runs Stammtisch {theirs}, this table {}: turned away",
            ours.0
        );
        toast.show_for(
            crate::tr!(
                tr,
                "net-home-other-version",
                name = name.clone(),
                theirs = theirs.clone(),
                ours = ours.0.clone()
            ),
            now,
            8.0,
        );
        hosting.other_versions.push((name, theirs));
        let keep = hosting.other_versions.len().saturating_sub(4);
        hosting.other_versions.drain(..keep);
        hosting.turning_away.push((client, now));
        answers.write(ToClients {
            targets: SendTargets::Single(ClientId::Client(client)),
            message: OtherVersion {
                table: ours.0.clone(),
            },
        });
    }
    let (gone, stay): (Vec<_>, Vec<_>) = hosting
        .turning_away
        .iter()
        .partition(|(_, since)| now - since > TURN_AWAY_SECS);
    hosting.turning_away = stay;
    for (client, _) in gone {
        disconnect.write(DisconnectRequest { client });
    }
}

/// **choice**: seconds without a packet from a guest after which its seats wait for it (the table
/// pauses for them as for an unplugged pad; netcode ends the connection at its own timeout).
pub const QUIET_SECS: f32 = 2.0;

/// A guest whose line fell silent for `QUIET_SECS` (a blackout, a router rebooting) leaves its
/// seats away, and gets them back as soon as its packets come again.
pub(super) fn watch_lines(
    clients: Query<(Entity, &NetworkId), With<AuthorizedClient>>,
    transport: Res<NetcodeServerTransport>,
    mut hosting: ResMut<Hosting>,
    mut seats: Option<ResMut<TableSeats>>,
    (mut away, mut pause): (ResMut<Away>, ResMut<TablePause>),
    time: Res<Time>,
) {
    for (client, id) in &clients {
        let Some(identity) = hosting.guests.get(&client).map(|g| g.identity) else {
            continue;
        };
        let silent = transport
            .time_since_last_received_packet(id.get())
            .is_some_and(|d| d.as_secs_f32() > QUIET_SECS);
        let was = hosting.quiet.contains(&client);
        if silent == was {
            continue;
        }
        info!(
            "the line of {} is {}",
            hosting.guests[&client].name,
            if silent { "silent" } else { "back" }
        );
        match silent {
            true => hosting.quiet.push(client),
            false => hosting.quiet.retain(|c| *c != client),
        }
        let Some(seats) = seats.as_mut() else {
            continue;
        };
        for seat in hosting.seats_of(&identity) {
            match silent {
                true => {
                    seat_gone(seats, &mut away, &mut pause, seat, time.elapsed_secs());
                }
                false => seat_back(seats, &mut away, &mut pause, seat),
            }
        }
    }
    let connected: Vec<Entity> = clients.iter().map(|(e, _)| e).collect();
    hosting.quiet.retain(|c| connected.contains(c));
}

/// A connection that passed netcode (it has the invite) and replicon's protocol check names its
/// home in its token; the host answers with a fresh key of its own, and the connection is that
/// home only once it proves it (`prove`). A token without a home is sent away at once.
pub(super) fn greet(
    new: Query<(Entity, &NetworkId), Added<AuthorizedClient>>,
    transport: Res<NetcodeServerTransport>,
    mut hosting: ResMut<Hosting>,
    (time, ours): (Res<Time>, Res<crate::core::version::ThisVersion>),
    mut answers: MessageWriter<ToClients<Handshake>>,
    mut disconnect: MessageWriter<DisconnectRequest>,
) {
    for (client, id) in &new {
        if hosting.turning_away.iter().any(|(c, _)| *c == client) {
            continue;
        }
        let token = transport
            .user_data(id.get())
            .and_then(|data| TokenData::from_user_data(&data))
            .filter(|token| token.version == ours.0);
        let host_fresh = super::super::seal::fresh_key();
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
            super::super::names::clean_name(&token.name, &taken).ok()
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
                host_fresh: super::super::seal::public(&host_fresh),
            },
        });
    }
}

/// A connection that named a home and has not proven it yet.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct Pending {
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
pub(super) fn prove(
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
        let says = opened.and_then(|bytes| match super::super::wire::read_guest(&bytes) {
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
pub(super) fn welcome(
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
pub(super) fn farewell(
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
