//! A screen that joins a table in another home: it makes its own connect token from the invite's
//! secret (netcode `Secure`: nobody without the invite connects or reads the traffic), carrying
//! its player identity and name inside, sends what its people press, and keeps what the host
//! tells it: the roster, refusals, and each game's per-seat data (`net::news`).

use super::Elsewhere;
use super::host::{Credentials, TokenData};
use super::invite::{Invite, PROTOCOL_ID};
use super::seal::GuestKeys;
use super::wire::{FromGuest, HostSays, Refusal, Roster, Says, WirePress};
use crate::core::{MatchSetup, Screen, SeatKind, TablePress};
use crate::input::SeatAction;
use crate::input::controllers::{Device, Presses};
use crate::input::faults::{Away, bot_stands_in, seat_back, seat_gone};
use crate::input::owners::{Owners, PALETTE};
use crate::phone::PhoneHost;
use crate::phone::claims::{Secret, fresh_secret, parse_secret, secret_text};
use crate::screens::results::FinalOutcome;
use crate::settings::Settings;
use crate::table::pause::{HeldElsewhere, PauseReason, TablePause};
use crate::table::seats::TableSeats;
use bevy::prelude::*;
use bevy_replicon::prelude::*;
use bevy_replicon_renet::netcode::{
    ClientAuthentication, ConnectToken, NetcodeClientTransport, NetcodeDisconnectReason,
};
use bevy_replicon_renet::renet::ConnectionConfig;
use bevy_replicon_renet::{RenetChannelsExt, RenetClient};
use std::net::{Ipv4Addr, Ipv6Addr, SocketAddr, UdpSocket};

/// How long a connect token made from the invite stays good (s): joining takes a moment.
const TOKEN_SECS: u64 = 300;
/// **choice**: seconds the title shows why this screen is back there (the table closed, the
/// line broke, the join failed).
const TITLE_MESSAGE_SECS: f32 = 8.0;
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
    /// The host closed the table (or the connection to it was lost).
    pub closed: bool,
    /// The connection was up once (a later loss is the table gone, not a failed join).
    connected_once: bool,
    /// This screen's desk person (mouse and keyboard) wants a seat, under this name (`None`: it
    /// only watches).
    pub seat_wanted: Option<String>,
    /// Gamepads of this screen whose people want a seat too (they pressed confirm while the
    /// title waited for the deal), with their names, in the order they asked.
    pub pads_wanting: Vec<(Entity, String)>,
    /// Which of this screen's people plays which of the seats the host gave it.
    pub seated: Vec<(Here, stammtisch_rules::Seat)>,
    /// The seat last asked for, and for whom (not asked again while the roster offers it).
    asked: Option<(Here, stammtisch_rules::Seat)>,
    /// Seats phones of this home took from the host's offer, asked for and not yet given.
    phones_asked: Vec<stammtisch_rules::Seat>,
    /// What the host was last told of this home's phones (seats held, seats whose phone left).
    phones_told: Option<PhonesTold>,
    /// This screen's own table before it joined (it comes back when the screen leaves).
    setup_before: MatchSetup,
}

/// Which of this home's seats phones hold, and which of those lost their phone.
type PhonesTold = (Vec<stammtisch_rules::Seat>, Vec<stammtisch_rules::Seat>);

/// One of this screen's people: the desk (its mouse and keyboard) or a gamepad.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Here {
    Desk,
    Pad(Entity),
    /// A phone of this home (its taps come through the phone server, no device here).
    Phone(stammtisch_rules::Seat),
}

impl Guesting {
    /// The next of this screen's people who wants a seat and has none: the desk first, then
    /// the pads in the order they asked.
    fn next_wanting(&self) -> Option<Here> {
        let seated = |who: Here| self.seated.iter().any(|(w, _)| *w == who);
        let desk = (self.seat_wanted.is_some() && !seated(Here::Desk)).then_some(Here::Desk);
        desk.or_else(|| {
            self.pads_wanting
                .iter()
                .map(|(pad, _)| Here::Pad(*pad))
                .find(|&who| !seated(who))
        })
    }

    /// The name `who` takes a seat under.
    fn name_of(&self, who: Here) -> String {
        match who {
            Here::Desk | Here::Phone(_) => self.seat_wanted.clone().unwrap_or_default(),
            Here::Pad(pad) => self
                .pads_wanting
                .iter()
                .find(|(p, _)| *p == pad)
                .map_or_else(String::new, |(_, name)| name.clone()),
        }
    }

    /// What this home's phone server offers its phones: this home's seats (a phone takes one
    /// by its address) and, before the deal, the seats the host offers that nobody here asked
    /// for yet (a phone asking for any free seat takes one, and this screen asks the host).
    pub fn phone_offer(&self) -> crate::phone::claims::Offer {
        let Some(roster) = &self.roster else {
            return Default::default();
        };
        let free = (0..roster.seats.len())
            .filter(|_| !roster.at_table)
            .filter(|&i| {
                let seat = &roster.seats[i];
                let asked = self.asked.is_some_and(|(_, s)| s.index() == i)
                    || self.phones_asked.iter().any(|s| s.index() == i);
                seat.bot && !seat.remote && !seat.yours && !asked
            })
            .map(|i| i as u8)
            .collect();
        crate::phone::claims::Offer {
            seats: roster.seats.len(),
            people: self.yours().iter().map(|s| s.0).collect(),
            free,
            ..Default::default()
        }
    }

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
    // The token names this home and this connection by public keys only (`net::seal`).
    let keys = GuestKeys::new(invite.key(), &credentials.identity);
    let (home, fresh) = keys.named();
    let token = TokenData {
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
    Ok(())
}

/// Leaves the table (the host pauses this screen's seats, then a bot plays them).
pub fn leave(world: &mut World) {
    // This screen's own table comes back, as it was before it joined.
    if let Some(guesting) = world.remove_resource::<Guesting>() {
        world.insert_resource(guesting.setup_before);
    }
    world.remove_resource::<GuestKeys>();
    world.remove_resource::<crate::games::driver::start::CardCount>();
    // This home's phones played at that table: their server closes with it.
    *world.resource_mut::<crate::phone::PhoneJoining>() = Default::default();
    // The desk is this screen's own again, as on a fresh start.
    world.insert_resource(Owners::default());
    world
        .resource_mut::<crate::table::cards::TableArea>()
        .0
        .bottom = 0;
    world.remove_resource::<Elsewhere>();
    if let Some(mut transport) = world.remove_resource::<NetcodeClientTransport>() {
        transport.disconnect();
        if let Some(mut client) = world.remove_resource::<RenetClient>() {
            let _ = transport.send_packets(&mut client);
        }
    }
    world.remove_resource::<RenetClient>();
}

/// This screen leaves the table and is back on a title of its own, which says `said` for
/// `TITLE_MESSAGE_SECS` (the table closed, the line broke, the join failed, the host sent
/// nonsense): nothing of that table stays behind.
fn leave_saying(said: String) -> impl FnOnce(&mut World) + Send + 'static {
    move |world: &mut World| {
        let now = world.resource::<Time>().elapsed_secs();
        world
            .resource_mut::<crate::core::Toast>()
            .show_for(said, now, TITLE_MESSAGE_SECS);
        leave(world);
        world.resource_mut::<NextState<Screen>>().set(Screen::Title);
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<HostNonsense>();
    app.add_systems(
        PreUpdate,
        hear.after(super::seal::Opened)
            .run_if(resource_exists::<Guesting>),
    );
    app.add_systems(
        PreUpdate,
        leave_on_nonsense
            .after(hear)
            .after(crate::net::news::Received)
            .run_if(resource_exists::<Guesting>),
    );
    // The title's attract table is this screen's own again: seat 0 at the bottom.
    app.add_systems(
        OnEnter(Screen::Title),
        |mut area: ResMut<crate::table::cards::TableArea>| area.0.bottom = 0,
    );
    app.add_systems(
        OnEnter(Screen::Title),
        join_on_start.run_if(resource_exists::<crate::cli::online::JoinOnStart>),
    );
    app.add_systems(
        Update,
        (
            pads_ask_for_seats.run_if(in_state(Screen::Title)),
            phones_ask_for_seats,
            take_offered_seat,
            tell_phones,
        )
            .chain()
            .after(crate::input::controllers::ControllerSet)
            .run_if(resource_exists::<Guesting>.and_then(in_state(ClientState::Connected))),
    );
    app.add_systems(
        Update,
        seat_people
            .in_set(crate::input::SeatInput::Assign)
            .run_if(resource_exists::<Guesting>),
    );
    app.add_systems(
        PreUpdate,
        watch_connection
            .after(hear)
            .run_if(resource_exists::<Guesting>),
    );
    app.add_systems(
        Update,
        mark_not_yours
            .run_if(resource_exists::<Guesting>.and_then(resource_exists::<TableSeats>))
            .before(crate::table::TableSet::Project),
    );
    app.add_systems(
        Update,
        forward_presses
            .after(crate::input::SeatInput::Act)
            .run_if(resource_exists::<Guesting>.and_then(in_state(ClientState::Connected))),
    );
    app.add_systems(
        Update,
        (mirror_pause, forward_hold)
            .chain()
            .in_set(crate::input::SeatInput::Assign)
            .run_if(
                resource_exists::<Guesting>
                    .and_then(resource_exists::<TableSeats>)
                    .and_then(in_state(Screen::Table)),
            ),
    );
}

/// A seat's name on this screen: a person of another home still named by a language's word for
/// "you" (the host's person who never chose a name) is the host here, not "you".
pub fn seat_name(seat: &super::wire::RosterSeat, tr: &crate::core::Tr) -> String {
    let default = crate::core::setup::OWN_DEFAULT_NAMES.contains(&seat.name.as_str());
    match default && !seat.yours && !seat.bot {
        true => crate::tr!(tr, "net-host-person"),
        false => seat.name.clone(),
    }
}

/// The name this screen's person joins under: theirs, or, while it is still a language's word
/// for "you", "Gast" (that word would name the wrong person on the other screens).
pub fn joining_name(name: &str, tr: &crate::core::Tr) -> String {
    let name = name.trim();
    match name.is_empty() || crate::core::setup::OWN_DEFAULT_NAMES.contains(&name) {
        true => crate::tr!(tr, "net-guest-person"),
        false => name.to_string(),
    }
}

/// The table this screen draws, as the roster says it: the game and who sits where (the rules'
/// options and the seed stay with the host; a guest's screen needs neither).
pub fn setup_of(roster: &Roster, tr: &crate::core::Tr) -> MatchSetup {
    MatchSetup {
        game: roster.game.clone(),
        seats: roster
            .seats
            .iter()
            .map(|seat| match seat.bot {
                true => SeatKind::Bot {
                    name: seat.name.clone(),
                    level: stammtisch_rules::bots::Level::Easy,
                },
                false => SeatKind::Human {
                    name: seat_name(seat, tr),
                },
            })
            .collect(),
        options: Default::default(),
        carry: Default::default(),
        seed: 0,
        attract: false,
        autopilot: false,
    }
}

/// The host sent what cannot be (a roster of more seats than any game has, a game the table does
/// not know, a card count beyond a deck, seats out of range): the guest says so and leaves.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct HostNonsense(pub &'static str);

/// Why a roster cannot be what a host of this table sends, if it cannot.
pub fn roster_nonsense(roster: &Roster, games: &crate::core::TableGames) -> Option<&'static str> {
    if games.find(&roster.game).is_none() {
        return Some("a game this table does not know");
    }
    let seats = roster.seats.len();
    let out = |s: &stammtisch_rules::Seat| s.index() >= seats;
    if seats > most_seats(games) {
        Some("more seats than the game has")
    } else if roster.pause.held.iter().flatten().any(out)
        || roster.pause.away.iter().any(|a| out(&a.seat))
    {
        Some("a seat the table does not have")
    } else {
        None
    }
}

/// The most seats any game of the table has.
fn most_seats(games: &crate::core::TableGames) -> usize {
    games.0.iter().map(|g| g.players.1).max().unwrap_or(0)
}

/// News that cannot be: this screen says so (in its language) and leaves the table, back to a
/// title of its own; nothing of them is drawn.
fn leave_on_nonsense(
    mut nonsense: MessageReader<HostNonsense>,
    tr: Res<crate::core::Tr>,
    mut commands: Commands,
) {
    let Some(HostNonsense(why)) = nonsense.read().last().copied() else {
        return;
    };
    warn!("the host sent {why}: this screen leaves the table");
    commands.queue(leave_saying(crate::tr!(tr, "net-host-nonsense")));
}

/// What the host said: the roster (the deal takes this screen to the table, the host's lobby
/// back to the title to wait), a refusal, the results, or that the table closed (back to the
/// title, a screen of its own again).
#[allow(clippy::too_many_arguments)]
fn hear(
    mut heard: MessageReader<HostSays>,
    mut guesting: ResMut<Guesting>,
    screen: Res<State<Screen>>,
    mut setup: ResMut<MatchSetup>,
    mut commands: Commands,
    mut next: ResMut<NextState<Screen>>,
    mut toast: ResMut<crate::core::Toast>,
    tr: Res<crate::core::Tr>,
    time: Res<Time>,
    (games, mut host_nonsense): (Res<crate::core::TableGames>, MessageWriter<HostNonsense>),
) {
    // Where this frame's news take the screen (the results and the roster after them may come in
    // one frame: the results win).
    let mut bound: Option<Screen> = None;
    let mut here = *screen.get();
    for said in heard.read() {
        match said {
            HostSays::Roster(roster) => {
                if let Some(why) = roster_nonsense(roster, &games) {
                    host_nonsense.write(HostNonsense(why));
                    return;
                }
                let mut roster = roster.clone();
                for seat in &mut roster.seats {
                    seat.name = super::names::visible(&seat.name);
                }
                let roster = &roster;
                if roster.at_table && here != Screen::Table && !guesting.closed {
                    *setup = setup_of(roster, &tr);
                    bound = Some(Screen::Table);
                    here = Screen::Table;
                } else if !roster.at_table && here == Screen::Table {
                    bound = Some(Screen::Title);
                    here = Screen::Title;
                }
                guesting.roster = Some(roster.clone());
            }
            HostSays::Refused(refusal) => {
                warn!("the host refused: {refusal:?}");
                guesting.refused = Some(*refusal);
            }
            HostSays::RaceLost(race) => {
                let name = |seat| named(&setup, seat);
                let winner = race.winner.map(name);
                let round_trip = crate::core::words::race_round_trip(
                    |s| {
                        let seats = &guesting.roster.as_ref()?.seats;
                        seats.get(s.index())?.rtt_ms
                    },
                    race.loser,
                    race.winner,
                );
                let said = crate::core::words::race_lost(
                    &tr,
                    &name(race.loser),
                    winner.as_deref(),
                    race.ms,
                    round_trip,
                );
                toast.show(said, time.elapsed_secs());
            }
            HostSays::MoveRefused { seat, why } => {
                let name = |seat| named(&setup, seat);
                let why = crate::core::words::refusal(&tr, why, name);
                let said = crate::tr!(tr, "refused-said", who = name(*seat), why = why);
                toast.show(said, time.elapsed_secs());
            }
            HostSays::Results { outcome, names } => {
                let seats = names.len();
                if seats > most_seats(&games)
                    || outcome.seats.iter().any(|s| s.seat.index() >= seats)
                {
                    host_nonsense.write(HostNonsense("results for seats the table does not have"));
                    return;
                }
                let names: &Vec<String> = &names.iter().map(|n| super::names::visible(n)).collect();
                commands.insert_resource(FinalOutcome {
                    outcome: outcome.clone(),
                    names: names.clone(),
                    headline: None,
                    again: None,
                });
                bound = Some(Screen::Results);
                here = Screen::Results;
            }
            HostSays::Closed | HostSays::Replaced => {
                let words = match said {
                    HostSays::Replaced => "net-replaced",
                    _ => "net-table-closed",
                };
                info!("the table ended for this screen ({words})");
                guesting.closed = true;
                // Nothing of that table stays behind: the next game here plays as in a
                // fresh window.
                commands.queue(leave_saying(crate::tr!(tr, words)));
                bound = Some(Screen::Title);
                here = Screen::Title;
            }
        }
    }
    if let Some(screen) = bound {
        next.set(screen);
    }
}

/// A seat's name at this screen's table.
fn named(setup: &MatchSetup, seat: stammtisch_rules::Seat) -> String {
    setup
        .seats
        .get(seat.index())
        .map_or_else(String::new, |s| s.name().to_string())
}

/// `stammtisch join`: once the window is up (the art loaded), the invite is joined with this
/// screen's player identity and name; unless it only watches, its person asks for a seat.
fn join_on_start(world: &mut World) {
    let Some(start) = world.remove_resource::<crate::cli::online::JoinOnStart>() else {
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

/// Before the deal, each of this screen's people who wants a seat asks for the first seat the
/// host offers (a bot's), one at a time; a seat the host gives this screen goes to whoever asked
/// for it (a seat its identity held before comes back by itself: to the next who wants one, the
/// desk first).
fn take_offered_seat(
    mut guesting: ResMut<Guesting>,
    phone_host: Option<Res<PhoneHost>>,
    mut out: MessageWriter<FromGuest>,
) {
    let Some(roster) = guesting.roster.clone() else {
        return;
    };
    let yours = guesting.yours();
    guesting.seated.retain(|(_, seat)| yours.contains(seat));
    // A seat a phone asked for that went to another home or person: the phone gives it up.
    let lost: Vec<stammtisch_rules::Seat> = guesting
        .phones_asked
        .iter()
        .copied()
        .filter(|s| {
            !yours.contains(s)
                && roster
                    .seats
                    .get(s.index())
                    .is_none_or(|r| !r.bot || r.remote || roster.at_table)
        })
        .collect();
    for seat in lost {
        guesting.phones_asked.retain(|s| *s != seat);
        if let Some(host) = &phone_host {
            host.server.shared.release(seat.index());
        }
    }
    for seat in yours {
        if guesting.seated.iter().any(|(_, s)| *s == seat) {
            continue;
        }
        if guesting.phones_asked.contains(&seat) {
            guesting.phones_asked.retain(|s| *s != seat);
            guesting.seated.push((Here::Phone(seat), seat));
            continue;
        }
        let who = match guesting.asked {
            Some((who, asked)) if asked == seat => {
                guesting.asked = None;
                who
            }
            _ => guesting.next_wanting().unwrap_or(Here::Desk),
        };
        guesting.seated.push((who, seat));
    }
    if roster.at_table {
        return;
    }
    let offered = |seat: stammtisch_rules::Seat| {
        roster
            .seats
            .get(seat.index())
            .is_some_and(|s| s.bot && !s.remote && !s.yours)
    };
    // Waiting for the host's answer, unless the seat went to someone else meanwhile.
    if let Some((_, seat)) = guesting.asked {
        if offered(seat) {
            return;
        }
        guesting.asked = None;
    }
    let Some(who) = guesting.next_wanting() else {
        return;
    };
    let Some(seat) = (0..roster.seats.len())
        .map(|i| stammtisch_rules::Seat(i as u8))
        .find(|&s| offered(s))
    else {
        return;
    };
    guesting.asked = Some((who, seat));
    let name = guesting.name_of(who);
    out.write(FromGuest::Says(Says::Take { seat, name }));
}

/// A phone of this home took a seat the host offers: this screen asks the host for it, under
/// the phone's name ("Handy 3", as at home).
fn phones_ask_for_seats(
    mut changes: MessageReader<crate::phone::PhoneChange>,
    mut guesting: ResMut<Guesting>,
    mut out: MessageWriter<FromGuest>,
    mut toast: ResMut<crate::core::Toast>,
    tr: Res<crate::core::Tr>,
    time: Res<Time>,
) {
    for change in changes.read() {
        let crate::phone::PhoneChange::Took(seat) = *change else {
            continue;
        };
        if guesting.phones_asked.contains(&seat) || guesting.yours().contains(&seat) {
            continue;
        }
        let name = crate::tr!(tr, "phone-player", n = seat.index() + 1);
        guesting.phones_asked.push(seat);
        toast.show(
            crate::tr!(
                tr,
                "phone-takes-seat",
                who = name.as_str(),
                n = seat.index() + 1
            ),
            time.elapsed_secs(),
        );
        out.write(FromGuest::Says(Says::Take { seat, name }));
    }
}

/// The host learns which of this home's seats its phones hold (and, at the table, whose phone
/// went away) whenever that changes: it sends their data apart, so this screen never draws
/// those hands, and waits for a phone that left as for one at home.
fn tell_phones(
    mut guesting: ResMut<Guesting>,
    held: Res<crate::table::seats::PhoneHeld>,
    phones: Res<crate::phone::PhoneSeats>,
    screen: Res<State<Screen>>,
    mut out: MessageWriter<FromGuest>,
) {
    let ours: Vec<stammtisch_rules::Seat> = guesting
        .yours()
        .into_iter()
        .chain(guesting.phones_asked.iter().copied())
        .collect();
    let held: Vec<stammtisch_rules::Seat> = held
        .0
        .iter()
        .copied()
        .filter(|s| ours.contains(s))
        .collect();
    let away: Vec<stammtisch_rules::Seat> = match *screen.get() == Screen::Table {
        true => held.iter().copied().filter(|s| !phones.has(*s)).collect(),
        false => Vec::new(),
    };
    let told = (held, away);
    if guesting.phones_told.as_ref() != Some(&told) {
        out.write(FromGuest::Says(Says::Phones {
            held: told.0.clone(),
            away: told.1.clone(),
        }));
        guesting.phones_told = Some(told);
    }
}

/// On the title, waiting for the deal: a gamepad's confirm asks for a seat for its person too
/// (named by its colour, as at home); its back gives the seat up again.
fn pads_ask_for_seats(
    presses: Res<Presses>,
    mut guesting: ResMut<Guesting>,
    mut out: MessageWriter<FromGuest>,
    tr: Res<crate::core::Tr>,
) {
    if guesting.roster.as_ref().is_none_or(|r| r.at_table) {
        return;
    }
    for press in &presses.0 {
        let Device::Gamepad(pad) = press.device else {
            continue;
        };
        let wanting = guesting.pads_wanting.iter().any(|(p, _)| *p == pad);
        match press.action {
            SeatAction::Confirm if !wanting => {
                let colour = (1 + guesting.pads_wanting.len()) % PALETTE.len();
                let name = crate::tr!(tr, PALETTE[colour].0);
                guesting.pads_wanting.push((pad, name));
            }
            SeatAction::Back if wanting => {
                guesting.pads_wanting.retain(|(p, _)| *p != pad);
                let mine = guesting.seated.iter().find(|(w, _)| *w == Here::Pad(pad));
                if let Some(&(_, seat)) = mine {
                    guesting.seated.retain(|(w, _)| *w != Here::Pad(pad));
                    out.write(FromGuest::Says(Says::Leave { seat }));
                }
                if guesting.asked.is_some_and(|(w, _)| w == Here::Pad(pad)) {
                    guesting.asked = None;
                }
            }
            _ => {}
        }
    }
}

/// This screen's devices play the seats its people hold: the desk's mouse and keyboard the
/// desk person's, each gamepad its person's; a screen that only watches has no device at any
/// seat (its presses go nowhere).
fn seat_people(guesting: Res<Guesting>, mut owners: ResMut<Owners>) {
    // The table is gone: the desk is this screen's own again.
    if guesting.closed {
        if *owners != Owners::default() {
            *owners = Owners::default();
        }
        return;
    }
    let wanted: Vec<(Device, usize)> = guesting
        .seated
        .iter()
        .flat_map(|&(who, seat)| {
            let devices = match who {
                Here::Desk => vec![Device::Mouse, Device::Keyboard],
                Here::Pad(pad) => vec![Device::Gamepad(pad)],
                Here::Phone(_) => Vec::new(),
            };
            devices.into_iter().map(move |d| (d, seat.index()))
        })
        .collect();
    let same = owners.0.len() == wanted.len()
        && wanted
            .iter()
            .all(|&(device, seat)| owners.seat_of(device) == Some(seat));
    if !same {
        owners.0.clear();
        for (device, seat) in wanted {
            owners.sit(device, seat);
        }
    }
}

/// A connection that was up and ends without the host's "table closed" message: the host quit
/// (netcode's farewell), or its machine went away or the network broke. The table is gone for
/// this screen; it says which and goes back to a title of its own. (A host that is only slow is
/// waited for: netcode gives up after `TIMEOUT_SECS`.)
fn watch_connection(
    state: Res<State<ClientState>>,
    transport: Option<Res<NetcodeClientTransport>>,
    mut guesting: ResMut<Guesting>,
    tr: Res<crate::core::Tr>,
    mut commands: Commands,
) {
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

/// This screen acts only for the seats its people hold at the host: every other seat is
/// another's (the host's people, another home's, a bot).
/// The table turns so that its first seat sits at the bottom, as at home.
fn mark_not_yours(
    guesting: Res<Guesting>,
    mut seats: ResMut<TableSeats>,
    mut area: ResMut<crate::table::cards::TableArea>,
) {
    let yours = guesting.yours();
    let bottom = match guesting.closed {
        true => 0,
        false => yours.first().map_or(0, |s| s.0),
    };
    if area.0.bottom != bottom {
        area.0.bottom = bottom;
    }
    let others: Vec<stammtisch_rules::Seat> = (0..seats.len())
        .map(|i| stammtisch_rules::Seat(i as u8))
        .filter(|seat| !yours.contains(seat))
        .collect();
    if seats.remote != others {
        seats.remote = others;
    }
    // Every other home's round trip, as the host measured it (this screen's own too).
    let round_trips: Vec<Option<u32>> = guesting
        .roster
        .as_ref()
        .map(|r| {
            r.seats
                .iter()
                .map(|s| s.rtt_ms.map(|ms| (ms + 5) / 10 * 10))
                .collect()
        })
        .unwrap_or_default();
    if seats.round_trips != round_trips {
        seats.round_trips = round_trips;
    }
}

/// What this screen's people pressed at the table goes to the host, which decides.
fn forward_presses(
    mut presses: MessageReader<TablePress>,
    screen: Res<State<Screen>>,
    guesting: Res<Guesting>,
    mut out: MessageWriter<FromGuest>,
) {
    for press in presses.read() {
        // A screen that only watches acts for nobody.
        if *screen.get() != Screen::Table || guesting.seated.is_empty() {
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

/// The host's pause, on this screen: a table held at the host or in another home holds here too
/// (its clocks stop, the panel says by whom), and a seat whose person went away there waits
/// here with the host's countdown, until a bot stands in or the person is back.
fn mirror_pause(
    guesting: Res<Guesting>,
    mut seats: ResMut<TableSeats>,
    mut pause: ResMut<TablePause>,
    mut away: ResMut<Away>,
    mut holders: ResMut<HeldElsewhere>,
    settings: Res<Settings>,
    time: Res<Time>,
    tr: Res<crate::core::Tr>,
) {
    let Some(roster) = guesting.roster.as_ref().filter(|r| r.at_table) else {
        return;
    };
    let yours = guesting.yours();
    let names: Vec<String> = roster
        .pause
        .held
        .iter()
        .filter(|seat| seat.is_none_or(|s| !yours.contains(&s)))
        .map(
            |seat| match seat.and_then(|s| roster.seats.get(s.index())) {
                Some(held_by) => seat_name(held_by, &tr),
                None => crate::tr!(tr, "net-host-person"),
            },
        )
        .collect();
    if holders.0 != names {
        holders.0 = names;
    }
    match holders.0.is_empty() {
        true => pause.remove(PauseReason::Elsewhere),
        false => pause.add(PauseReason::Elsewhere),
    }
    let now = time.elapsed_secs();
    for gone in &roster.pause.away {
        let (seat, i) = (gone.seat, gone.seat.index());
        if i >= seats.len() {
            continue;
        }
        seat_gone(&mut seats, &mut away, &mut pause, seat, now);
        // The host's countdown, not this screen's own.
        let since = now + f32::from(gone.secs_left) - settings.reconnect_secs;
        if let Some(entry) = away.0.iter_mut().find(|(s, _)| *s == seat)
            && (entry.1 - since).abs() >= 1.0
        {
            entry.1 = since;
        }
        if gone.stand_in && seats.stand_in[i].is_none() {
            bot_stands_in(&mut seats, &mut pause, seat);
        }
    }
    let back: Vec<stammtisch_rules::Seat> = away
        .0
        .iter()
        .map(|(s, _)| *s)
        .filter(|s| !roster.pause.away.iter().any(|a| a.seat == *s))
        .collect();
    for seat in back {
        seat_back(&mut seats, &mut away, &mut pause, seat);
    }
}

/// This screen's pause menu (or its window going behind others while its person is on turn)
/// holds the table at the host, for every home; while it stays open the hold is renewed now and
/// then (the host ends a hold nobody renews: `limits::HOLD_SECS`).
fn forward_hold(
    guesting: Res<Guesting>,
    pause: Res<TablePause>,
    time: Res<Time>,
    mut out: MessageWriter<FromGuest>,
    mut told: Local<Option<(bool, f32)>>,
) {
    let held = !guesting.yours().is_empty()
        && pause
            .reasons
            .iter()
            .any(|r| matches!(r, PauseReason::Menu | PauseReason::Focus));
    let now = time.elapsed_secs();
    let (was, at) = told.unwrap_or((false, now));
    let renew = held && now - at >= super::limits::HOLD_RENEW_SECS;
    if held != was || renew {
        *told = Some((held, now));
        out.write(FromGuest::Says(Says::Hold(held)));
    }
}
