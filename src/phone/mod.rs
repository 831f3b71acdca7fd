//! Phones as private hands: a small web server inside the game serves a page per seat, sends
//! that seat's view (made from the rules' view of that seat alone) and brings its taps into the
//! table's one stamped input stream as that seat's presses. Shared code: it never names a game;
//! each game says what its phone shows (`TableGame::phone_view`).

pub mod ask;
pub mod claims;
pub mod faults;
pub mod gate;
pub mod http;
pub mod lan;
pub mod marks;
pub mod qr;
pub mod route;
pub mod seating;
pub mod server;
pub mod socket;
pub mod view;

pub use view::{PhoneCard, PhoneKit, PhoneSection, PhoneVerb, PhoneView};

use crate::core::overlay::Overlay;
use crate::core::{PressKind, Screen, Stamp, TableClock, TablePress, Tr};
use bevy::prelude::*;
use server::Server;
use socket::FromPhone;
use stammtisch_rules::{CardId, Seat};
use std::net::Ipv4Addr;

/// Phone taps rank after every key, mouse button and gamepad of their frame, in the order they
/// arrived.
const PHONE_RANKS: u32 = 1 << 24;

/// Whether phones may join, and the address they reach the game at. The lobby opens it with the
/// host's LAN address; without a network it stays closed. Going back to the title closes it.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct PhoneJoining {
    /// The server runs (phones may join and stay).
    pub open: bool,
    /// The address shown to phones (the lobby finds the LAN's; tests use the loopback).
    pub address: Option<Ipv4Addr>,
    /// Why the server did not start (no network, the port taken), in the table's language.
    pub problem: Option<String>,
}

impl PhoneJoining {
    /// Opens joining for the codes shown: the first showing starts the server at the local
    /// network's address (looked for again after a problem, such as no network).
    fn open_for_codes(&mut self) {
        if !self.open || self.problem.is_some() {
            self.open = true;
            if self.address.is_none() || self.problem.is_some() {
                self.address = lan::lan_address();
            }
            self.problem = None;
        }
    }
}

/// Shows the codes (`Overlay::Phones`), or hides them (the phones stay); showing them opens
/// joining.
pub fn toggle_codes(world: &mut World) {
    if Overlay::Phones.toggle(world) {
        world.resource_mut::<PhoneJoining>().open_for_codes();
    }
}

/// Back on the title the phones' table is over, unless this screen waits there for a deal in
/// another home (its phones play there).
fn close_on_the_title(world: &mut World) {
    if world
        .get_resource::<route::PhonesElsewhere>()
        .is_none_or(|e| e.closed)
    {
        world.resource_mut::<PhoneJoining>().open = false;
        Overlay::Phones.close(world);
    }
}

/// The running server and the address of its table.
#[derive(Resource, Debug)]
pub struct PhoneHost {
    pub server: Server,
    /// `http://IP:PORT/t/TOKEN`
    pub base: String,
}

impl PhoneHost {
    /// The page of `seat` (what its QR code says); seats count from 1 there.
    pub fn seat_url(&self, seat: Seat) -> String {
        format!("{}/seat/{}", self.base, seat.0 as usize + 1)
    }
    /// The page that takes any free seat.
    pub fn free_seat_url(&self) -> String {
        format!("{}/seat/new", self.base)
    }
    /// Messages dropped so far (malformed, oversized, for a verb or card the seat has not).
    pub fn dropped(&self) -> u64 {
        self.server
            .shared
            .dropped
            .load(std::sync::atomic::Ordering::Relaxed)
    }
}

/// A phone at a seat.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct PhoneLink {
    /// The last measured round trip (ms).
    pub rtt_ms: Option<f32>,
    /// The verbs its last view offered (a tap names one of them).
    pub verbs: Vec<PhoneVerb>,
}

impl PhoneLink {
    /// The round trip in words: `with_ms` once measured ("Handy 3 ms"), `without` before.
    pub fn round_trip(&self, tr: &Tr, with_ms: &str, without: &str) -> String {
        match self.rtt_ms {
            Some(ms) => {
                let ms = format!("{ms:.0}");
                crate::tr!(tr, with_ms, ms = ms)
            }
            None => crate::tr!(tr, without),
        }
    }
}

/// Which seats have a phone now.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct PhoneSeats(pub Vec<Option<PhoneLink>>);

impl PhoneSeats {
    pub fn get(&self, seat: Seat) -> Option<&PhoneLink> {
        self.0.get(seat.index()).and_then(|l| l.as_ref())
    }
    pub fn has(&self, seat: Seat) -> bool {
        self.get(seat).is_some()
    }
    fn slot(&mut self, seat: Seat) -> &mut Option<PhoneLink> {
        if self.0.len() <= seat.index() {
            self.0.resize(seat.index() + 1, None);
        }
        &mut self.0[seat.index()]
    }
    /// The seats with a phone.
    pub fn seats(&self) -> impl Iterator<Item = Seat> + '_ {
        (0..self.0.len())
            .filter(|&i| self.0[i].is_some())
            .map(|i| Seat(i as u8))
    }
}

/// A phone joined or left this frame (the faults and the lobby listen).
#[derive(Message, Debug, Clone, Copy, PartialEq)]
pub enum PhoneChange {
    /// A phone asked for any free seat and took this one (before it joins it).
    Took(Seat),
    Joined(Seat),
    Left(Seat),
}

/// This frame's taps, in the order they arrived.
#[derive(Resource, Debug, Default, Clone)]
struct Inbox(Vec<(Seat, FromPhone)>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PhoneJoining>();
    app.init_resource::<PhoneSeats>();
    app.init_resource::<Inbox>();
    app.add_message::<PhoneChange>();
    app.add_systems(OnEnter(Screen::Title), close_on_the_title);
    app.add_systems(
        PreUpdate,
        (follow_joining, receive)
            .chain()
            .after(crate::input::arrivals::ArrivalSet),
    );
    app.add_systems(
        Update,
        taps.in_set(crate::input::SeatInput::Act)
            .run_if(in_state(Screen::Table).and_then(resource_exists::<PhoneHost>)),
    );
    app.add_systems(Update, server_words.run_if(resource_exists::<PhoneHost>));
    app.add_systems(
        Update,
        waiting_view
            .in_set(route::Routed)
            .run_if(resource_exists::<PhoneHost>.and_then(not(in_state(Screen::Table)))),
    );
    app.add_plugins((
        ask::plugin,
        faults::plugin,
        seating::plugin,
        marks::plugin,
        route::plugin,
    ));
}

/// Starts the server when joining opens, stops it when it closes.
fn follow_joining(
    mut joining: ResMut<PhoneJoining>,
    host: Option<Res<PhoneHost>>,
    settings: Res<crate::settings::Settings>,
    tr: Res<Tr>,
    mut phones: ResMut<PhoneSeats>,
    mut commands: Commands,
) {
    match (joining.open, host.is_some()) {
        (true, false) if joining.problem.is_none() => {
            let Some(ip) = joining.address else {
                joining.problem = Some(crate::tr!(tr, "phone-no-network"));
                return;
            };
            match Server::start(settings.phone_port, crate::assets::root().join("assets")) {
                Ok(server) => {
                    let base = format!(
                        "http://{ip}:{}/t/{}",
                        server.addr.port(),
                        server.shared.token
                    );
                    // The address holds the table's token: never in the log.
                    info!("phones join at port {}", server.addr.port());
                    commands.insert_resource(PhoneHost { server, base });
                }
                Err(e) => {
                    warn!("the phone server can't start: {e}");
                    joining.problem = Some(crate::tr!(
                        tr,
                        "phone-port-taken",
                        port = settings.phone_port.to_string()
                    ));
                }
            }
        }
        (false, true) => {
            commands.remove_resource::<PhoneHost>();
            phones.0.clear();
            joining.problem = None;
        }
        _ => {}
    }
}

/// What the phones did since the last frame: joins, leaves and round trips update the seats;
/// taps wait in the inbox for the table.
fn receive(
    host: Option<Res<PhoneHost>>,
    mut phones: ResMut<PhoneSeats>,
    mut inbox: ResMut<Inbox>,
    mut changes: MessageWriter<PhoneChange>,
) {
    inbox.0.clear();
    let Some(host) = host else { return };
    let Ok(from) = host.server.from_phones.lock() else {
        return;
    };
    while let Ok((seat, what)) = from.try_recv() {
        let seat = Seat(seat);
        match what {
            FromPhone::Took => {
                changes.write(PhoneChange::Took(seat));
            }
            FromPhone::Joined => {
                *phones.slot(seat) = Some(PhoneLink::default());
                changes.write(PhoneChange::Joined(seat));
            }
            FromPhone::Left => {
                *phones.slot(seat) = None;
                changes.write(PhoneChange::Left(seat));
            }
            FromPhone::Rtt(ms) => {
                if let Some(link) = phones.slot(seat) {
                    link.rtt_ms = Some(ms);
                }
            }
            tap => inbox.0.push((seat, tap)),
        }
    }
}

/// Taps become the seat's presses, stamped now, after the frame's other devices.
fn taps(
    inbox: Res<Inbox>,
    phones: Res<PhoneSeats>,
    host: Res<PhoneHost>,
    clock: Res<TableClock>,
    mut presses: MessageWriter<TablePress>,
) {
    for (rank, (seat, tap)) in inbox.0.iter().enumerate() {
        let what = match tap {
            FromPhone::Card(card) => PressKind::Pick {
                card: Some(CardId(*card)),
                key: Some(crate::core::CardKey::Open(CardId(*card))),
                spot: None,
                by: None,
            },
            FromPhone::Verb(id) => {
                let verb = phones
                    .get(*seat)
                    .and_then(|l| l.verbs.iter().find(|v| v.id == *id));
                match verb {
                    Some(verb) => verb.press,
                    None => {
                        host.server.shared.drop_one();
                        continue;
                    }
                }
            }
            _ => continue,
        };
        presses.write(TablePress {
            seat: Some(*seat),
            what,
            stamp: Stamp::new(clock.now, PHONE_RANKS + rank as u32),
        });
    }
}

/// The words the server sends on its own follow the language.
fn server_words(host: Res<PhoneHost>, tr: Res<Tr>) {
    if !tr.is_changed() && !host.is_added() {
        return;
    }
    if let Ok(mut words) = host.server.shared.words.lock() {
        *words = server::ServerWords {
            seat_taken: crate::tr!(tr, "phone-seat-taken"),
            no_seat: crate::tr!(tr, "phone-no-seat"),
            not_offered: crate::tr!(tr, "phone-not-offered"),
            no_free_seat: crate::tr!(tr, "phone-no-free-seat"),
            wrong_address: crate::tr!(tr, "phone-wrong-address"),
            replaced: crate::tr!(tr, "phone-replaced"),
            handed_over: crate::tr!(tr, "phone-handed-over"),
            at_tv: crate::tr!(tr, "phone-at-tv"),
            asking: crate::tr!(tr, "phone-asking"),
            asked: crate::tr!(tr, "phone-asked"),
            declined: crate::tr!(tr, "phone-declined"),
            too_many: crate::tr!(tr, "phone-too-many-tries"),
        };
    }
}

/// Off the table a phone shows who it plays and waits for the game (made again only when the
/// screen, the phones, the seats or the language changed).
fn waiting_view(
    host: Res<PhoneHost>,
    phones: Res<PhoneSeats>,
    setup: Res<crate::core::MatchSetup>,
    tr: Res<Tr>,
    screen: Res<State<Screen>>,
    elsewhere: Option<Res<route::PhonesElsewhere>>,
) {
    let changed = screen.is_changed() || phones.is_changed() || setup.is_changed();
    let names = elsewhere.as_ref().and_then(|e| e.names.as_ref());
    let guest_news = elsewhere.as_ref().is_some_and(|e| e.is_changed());
    if !(changed || guest_news || tr.is_changed() || host.is_added()) {
        return;
    }
    for seat in phones.seats() {
        // At a guest's screen the seats are the host's, as its roster names them.
        let name = match names {
            Some(names) => names.get(seat.index()).cloned().unwrap_or_default(),
            None => setup
                .seats
                .get(seat.index())
                .map_or_else(String::new, |s| s.name().to_string()),
        };
        let view = PhoneView {
            status: crate::tr!(tr, "phone-waiting", n = seat.0 as usize + 1),
            name,
            ..Default::default()
        };
        publish(&host, seat, &view);
    }
}

/// Sends `view` to the phone of `seat` (the server sends only a changed one).
pub fn publish(host: &PhoneHost, seat: Seat, view: &PhoneView) {
    let text = serde_json::json!({ "view": view }).to_string();
    host.server.shared.publish(seat.index(), &text);
}
