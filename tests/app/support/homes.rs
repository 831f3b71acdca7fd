//! Two homes in one test process: a host App open online on loopback and guest Apps joining its
//! invite over renet netcode, frame by frame on the manual clock (the App tests' homes, hostile
//! and cli files and `benches/homes.rs` share this setup). With a relay installed (`relay`), the
//! guests reach the host through a real line instead.

#[path = "relay.rs"]
pub(crate) mod relay;

use crate::harness::{app, run_until, screen};
use bevy::prelude::*;
use bevy_replicon::prelude::ClientState;
use stammtisch::core::{MatchSetup, Screen, SeatKind};
use stammtisch::net::host::Credentials;
use stammtisch::net::wire::{FromGuest, Says};
use stammtisch::net::{Hosting, Invite, guest, host};
use stammtisch_rules::Seat;

/// A host on the title with `setup` chosen, open online on a free loopback port.
pub(crate) fn host_app(setup: MatchSetup) -> (App, Invite) {
    let mut host = app();
    run_until(&mut host, 3000, "the title screen after loading", |app| {
        screen(app) == Screen::Title
    });
    *host.world_mut().resource_mut::<MatchSetup>() = setup;
    let invite = host::open(
        host.world_mut(),
        "127.0.0.1:0".parse().unwrap(),
        "127.0.0.1".parse().unwrap(),
    )
    .expect("the host opens on loopback");
    // Behind a planned relay: the host is told its public address, as its panel is.
    let invite = match relay::front(invite.addr) {
        Some(public) => host::set_public(host.world_mut(), Some(public))
            .expect("a public address while nobody joined"),
        None => invite,
    };
    (host, invite)
}

/// A guest screen (on the title) joining `invite` as `name`, with an identity of its own
/// (through the installed relay, if any).
pub(crate) fn guest_app(invite: &Invite, name: &str) -> App {
    guest_of_version(invite, name, None)
}

/// `guest_app`, saying `version` at the door instead of its own.
pub(crate) fn guest_of_version(invite: &Invite, name: &str, version: Option<&str>) -> App {
    let mut guest = app();
    run_until(&mut guest, 3000, "the guest's title screen", |app| {
        screen(app) == Screen::Title
    });
    join(&mut guest, invite, name, version);
    guest
}

/// The screen `app` joins `invite` as `name` (saying `version` at the door instead of its own,
/// if given), with the identity its settings keep; through the installed relay, if any.
pub(crate) fn join(app: &mut App, invite: &Invite, name: &str, version: Option<&str>) {
    if let Some(version) = version {
        app.insert_resource(stammtisch::core::version::ThisVersion(version.into()));
    }
    let invite = relay::dial(invite);
    let identity = {
        let mut settings = app
            .world_mut()
            .resource_mut::<stammtisch::settings::Settings>();
        guest::identity(&mut settings)
    };
    let credentials = Credentials {
        identity,
        name: name.into(),
    };
    guest::join(app.world_mut(), invite, &credentials).expect("the guest joins");
}

/// One frame of every App, host first (loopback packets are there by the next frame; through a
/// relay, when its line delivers them).
pub(crate) fn frame(host: &mut App, guests: &mut [&mut App]) {
    host.update();
    relay::pump();
    for guest in guests.iter_mut() {
        guest.update();
    }
    relay::pump();
    relay::end_frame(host, guests);
}

pub(crate) fn connected(guest: &App) -> bool {
    *guest.world().resource::<State<ClientState>>().get() == ClientState::Connected
}

pub(crate) fn guest_names(host: &App) -> Vec<String> {
    let mut names: Vec<String> = host
        .world()
        .resource::<Hosting>()
        .guests()
        .map(|(_, g)| g.name.clone())
        .collect();
    names.sort();
    names
}

/// Frames until `done`, failing after `frames`.
pub(crate) fn until(
    host: &mut App,
    guests: &mut [&mut App],
    frames: usize,
    what: &str,
    mut done: impl FnMut(&mut App, &mut [&mut App]) -> bool,
) {
    for _ in 0..frames {
        frame(host, guests);
        if done(host, guests) {
            return;
        }
    }
    panic!("after {frames} frames still waiting for: {what}");
}

/// Whether a log entry is a move of `seat`.
pub(crate) fn moved(entry: &stammtisch_rules::LogEntry, seat: Seat) -> bool {
    matches!(entry, stammtisch_rules::LogEntry::Action { seat: s, .. } if *s == seat)
}

/// The guest's person asks for `seat` under `name`.
pub(crate) fn take(guest: &mut App, seat: Seat, name: &str) {
    says(
        guest,
        Says::Take {
            seat,
            name: name.into(),
        },
    );
}

/// The host deals (its lobby's "deal").
pub(crate) fn deal(host: &mut App) {
    host.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Table);
}

pub(crate) fn says(guest: &mut App, says: Says) {
    guest.world_mut().write_message(FromGuest::Says(says));
}

/// `game` for `players`, bots on every seat (a guest takes one of theirs).
pub(crate) fn bots_and_a_seat_to_take(game: &str, players: usize, seed: u64) -> MatchSetup {
    let mut setup = MatchSetup::against_bots(
        game,
        players,
        stammtisch_rules::bots::Level::Easy,
        "Hostperson",
        seed,
    );
    setup.seats[0] = SeatKind::Bot {
        name: "Anni".into(),
        level: stammtisch_rules::bots::Level::Easy,
    };
    setup
}
