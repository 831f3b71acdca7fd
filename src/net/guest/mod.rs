//! A screen that joins a table in another home: it makes its own connect token from the invite's
//! secret (netcode `Secure`: nobody without the invite connects or reads the traffic), carrying
//! its player identity and name inside, sends what its people press, and keeps what the host
//! tells it: the roster, refusals, and each game's per-seat data (`games::driver::news`).

use super::host::{Credentials, TokenData};
use super::invite::{Invite, PROTOCOL_ID};
use super::seal::GuestKeys;
use super::wire::{FromGuest, HostSays, Refusal, Roster, Says, WirePress};
use crate::core::actions::SeatAction;
use crate::core::outcome::FinalOutcome;
use crate::core::setup::Elsewhere;
use crate::core::{MatchSetup, Screen, SeatKind, TablePress};
use crate::input::controllers::{Device, Presses};
use crate::input::faults::{Away, bot_stands_in, seat_back, seat_gone};
use crate::input::owners::Owners;
use crate::phone::PhoneHost;
use crate::phone::claims::{Secret, fresh_secret, parse_secret, secret_text};
use crate::phone::route::{PhonesElsewhere, Routed};
use crate::settings::Settings;
use crate::table::colours::PALETTE;
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

mod door;
mod leave;
mod pause;
mod phones;
mod presses;
mod roster;
mod seats;
mod silence;

pub use door::{identity, join, join_as, join_with_data};
use door::{join_on_start, protocol_mismatch, watch_connection};
pub use leave::leave;
use pause::{forward_hold, mirror_pause};
use phones::{phones_ask_for_seats, route_phones, tell_phones};
use presses::forward_presses;
pub use roster::{HostNonsense, joining_name, roster_nonsense, seat_name, setup_of};
use roster::{hear, leave_on_nonsense};
use seats::{mark_not_yours, pads_ask_for_seats, seat_people, take_offered_seat};

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

/// What `stammtisch join` asks the window to do once it is up (`cli::online` checks its
/// arguments into it).
#[derive(Debug, Clone, Resource)]
pub struct JoinOnStart {
    pub invite: Invite,
    pub name: Option<String>,
    pub watch: bool,
}

/// The guest's reading of the host's news, each game's (`games::driver::news`); a guest that
/// found nonsense leaves after it.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Received;

/// How many card entities a match of the game needs, as the table's host says (a guest's screen
/// has no rules state to count them from).
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub struct CardCount(pub usize);

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
            .after(Received)
            .run_if(resource_exists::<Guesting>),
    );
    // The title's attract table is this screen's own again: seat 0 at the bottom.
    app.add_systems(
        OnEnter(Screen::Title),
        |mut area: ResMut<crate::table::cards::TableArea>| area.0.bottom = 0,
    );
    app.add_systems(
        OnEnter(Screen::Title),
        join_on_start.run_if(resource_exists::<JoinOnStart>),
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
    app.add_observer(protocol_mismatch);
    app.add_systems(
        PreUpdate,
        watch_connection
            .after(hear)
            .run_if(resource_exists::<Guesting>),
    );
    app.add_systems(
        PreUpdate,
        silence::notice_silence
            .after(watch_connection)
            .run_if(resource_exists::<Guesting>),
    );
    // The phones learn what the host's news changed before they are offered seats and shown.
    app.add_systems(
        PreUpdate,
        route_phones
            .after(leave_on_nonsense)
            .after(watch_connection)
            .run_if(resource_exists::<Guesting>.and_then(resource_exists::<PhonesElsewhere>)),
    );
    app.add_systems(
        Update,
        route_phones
            .after(tell_phones)
            .before(Routed)
            .run_if(resource_exists::<Guesting>.and_then(resource_exists::<PhonesElsewhere>)),
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
            .before(crate::table::TableSet::Project)
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
