//! A guest's door: its identity and connect token (with its version), joining (also `stammtisch
//! join`'s), the connection's watch with the reason a join failed, and leaving (back to a title of
//! its own).

use super::roster::joining_name;
use super::*;
use crate::core::version::ThisVersion;
use crate::net::host::OtherVersion;

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
    // The token names this home and this connection by public keys only (`net::seal`).
    let keys = GuestKeys::new(invite.key(), &credentials.identity);
    let (home, fresh) = keys.named();
    let token = TokenData {
        version: world
            .resource::<crate::core::version::ThisVersion>()
            .0
            .clone(),
        home,
        fresh,
        name: credentials.name.clone(),
    };
    join_as(world, invite, keys, &token)
}

/// Joins with these keys and whatever token data it likes: `join`'s way in, and a patched
/// guest's (a test plays one that names another home with it).
pub fn join_as(
    world: &mut World,
    invite: Invite,
    keys: GuestKeys,
    token: &TokenData,
) -> Result<(), String> {
    let user_data = token
        .to_user_data()
        .ok_or_else(|| "the name or the version does not fit into the connect token".to_string())?;
    join_with_data(world, invite, keys, user_data)
}

/// Joins with these keys and a connect token carrying `user_data` as it is (`join_as`'s way in,
/// and a patched guest's whose token no Stammtisch writes).
pub fn join_with_data(
    world: &mut World,
    invite: Invite,
    keys: GuestKeys,
    user_data: [u8; 256],
) -> Result<(), String> {
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
    world.insert_resource(keys);
    world.insert_resource(Guesting {
        invite,
        roster: None,
        refused: None,
        closed: false,
        connected_once: false,
        seat_wanted: None,
        pads_wanting: Vec::new(),
        seated: Vec::new(),
        asked: None,
        phones_asked: Vec::new(),
        phones_told: None,
        setup_before: world.resource::<MatchSetup>().clone(),
    });
    world.insert_resource(Elsewhere);
    world.insert_resource(PhonesElsewhere::default());
    Ok(())
}

/// This screen leaves the table and is back on a title of its own, which says `said` for
/// `TITLE_MESSAGE_SECS` (the table closed, the line broke, the join failed, the host sent
/// nonsense): nothing of that table stays behind.
pub(super) fn leave_saying(said: String) -> impl FnOnce(&mut World) + Send + 'static {
    move |world: &mut World| {
        let now = world.resource::<Time>().elapsed_secs();
        world
            .resource_mut::<crate::core::Toast>()
            .show_for(said, now, TITLE_MESSAGE_SECS);
        leave(world);
        world.resource_mut::<NextState<Screen>>().set(Screen::Title);
    }
}

/// `stammtisch join`: once the window is up (the art loaded), the invite is joined with this
/// screen's player identity and name; unless it only watches, its person asks for a seat.
pub(super) fn join_on_start(world: &mut World) {
    let Some(start) = world.remove_resource::<JoinOnStart>() else {
        return;
    };
    let (identity, name) = {
        let mut settings = world.resource_mut::<Settings>();
        let name = start
            .name
            .clone()
            .filter(|n| !n.trim().is_empty())
            .unwrap_or_else(|| settings.player_name.clone());
        (identity(&mut settings), name)
    };
    let name = {
        let tr = world.resource::<crate::core::Tr>();
        joining_name(&name, tr)
    };
    let credentials = Credentials {
        identity,
        name: name.clone(),
    };
    match join(world, start.invite, &credentials) {
        Ok(()) => {
            if !start.watch {
                world.resource_mut::<Guesting>().seat_wanted = Some(name);
            }
        }
        Err(problem) => {
            error!("cannot join: {problem}");
            let now = world.resource::<Time>().elapsed_secs();
            world
                .resource_mut::<crate::core::Toast>()
                .show_for(problem, now, TITLE_MESSAGE_SECS);
        }
    }
}

/// A connection that was up and ends without the host's "table closed" message: the host quit
/// (netcode's farewell), or its machine went away or the network broke. The table is gone for
/// this screen; it says which and goes back to a title of its own. (A host that is only slow is
/// waited for: netcode gives up after `TIMEOUT_SECS`.)
#[allow(clippy::too_many_arguments)]
pub(super) fn watch_connection(
    state: Res<State<ClientState>>,
    transport: Option<Res<NetcodeClientTransport>>,
    mut guesting: ResMut<Guesting>,
    tr: Res<crate::core::Tr>,
    mut other: MessageReader<OtherVersion>,
    ours: Res<ThisVersion>,
    mut commands: Commands,
) {
    // The table runs another version: this screen says both and leaves (the host turns it
    // away a moment later anyway).
    if let Some(OtherVersion { table }) = other.read().last()
        && !guesting.closed
    {
        warn!("the table runs Stammtisch {table}, this screen {}", ours.0);
        guesting.closed = true;
        commands.queue(leave_saying(crate::tr!(
            tr,
            "net-other-version",
            table = table.clone(),
            yours = ours.0.clone()
        )));
        return;
    }
    let reason = transport.as_ref().and_then(|t| t.disconnect_reason());
    match state.get() {
        ClientState::Connected => guesting.connected_once = true,
        // The join itself failed: nothing answered at that address within netcode's timeout
        // (a wrong address, a port not forwarded, a host gone), or the table refused (full).
        ClientState::Disconnected
            if !guesting.connected_once && !guesting.closed && reason.is_some() =>
        {
            let words = match reason {
                Some(NetcodeDisconnectReason::ConnectionDenied) => "net-join-denied",
                _ => "net-join-unreachable",
            };
            warn!("the join failed: {reason:?}");
            guesting.closed = true;
            let (address, port) = (
                guesting.invite.addr.to_string(),
                guesting.invite.addr.port().to_string(),
            );
            commands.queue(leave_saying(crate::tr!(
                tr,
                words,
                address = address,
                port = port
            )));
        }
        ClientState::Disconnected if guesting.connected_once && !guesting.closed => {
            // The host ended the connection: it quit (or sent this screen away after refusing
            // what it said); otherwise the line broke.
            let by_host = reason == Some(NetcodeDisconnectReason::DisconnectedByServer);
            let words = match (by_host, guesting.refused.is_some()) {
                (true, false) => "net-table-closed",
                (true, true) => "net-sent-away",
                (false, _) => "net-table-lost",
            };
            warn!("the connection to the table ended ({words})");
            guesting.closed = true;
            commands.queue(leave_saying(crate::tr!(tr, words)));
        }
        _ => {}
    }
}

/// The host's replicon found this screen's messages unlike its own (another version whose
/// version word it could not read first): this screen says so with its own version and leaves.
pub(super) fn protocol_mismatch(
    _mismatch: On<ProtocolMismatch>,
    guesting: Option<ResMut<Guesting>>,
    tr: Res<crate::core::Tr>,
    ours: Res<ThisVersion>,
    mut commands: Commands,
) {
    let Some(mut guesting) = guesting.filter(|g| !g.closed) else {
        return;
    };
    warn!("the table's messages differ from this screen's: another version");
    guesting.closed = true;
    commands.queue(leave_saying(crate::tr!(
        tr,
        "net-other-version-unknown",
        yours = ours.0.clone()
    )));
}
