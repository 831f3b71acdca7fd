//! Nothing of a table across homes stays behind (issue 43): after the host closes, a guest
//! leaves or the host is killed, every screen's World holds the resources a fresh window holds,
//! and a local Jammerlappen deal on the former guest and on the host plays from raw keys as in a
//! new window (own hand face up, Keep among its verbs, no round trip on a plate, the lobby's game
//! the one the settings remember, no person of the other home left in the host's lobby). A killed
//! host is noticed at netcode's timeout.

use crate::devices;
use crate::harness::{app, run_until, screen};
use crate::support::homes::{join, take, until};
use bevy::prelude::*;
use bevy_replicon::prelude::{ClientState, ConnectedClient, ServerState};
use stammtisch::core::memory::SeatMemory;
use stammtisch::core::{LobbyMemory, MatchSetup, Screen, SeatKind};
use stammtisch::games::driver::{Match, Sight};
use stammtisch::games::jammerlappen::JammerlappenTable;
use stammtisch::input::owners::Owners;
use stammtisch::net::{Guesting, Hosting, guest, host};
use stammtisch::table::seats::TableSeats;
use stammtisch_rules::Seat;
use stammtisch_rules::bots::Level;
use stammtisch_rules::games::jammerlappen::Action;
use std::collections::BTreeSet;

/// The World's resources by type name.
fn resources(app: &App) -> BTreeSet<String> {
    app.world()
        .iter_resources()
        .map(|(info, _)| info.name().to_string())
        .collect()
}

/// What `after` holds that `before` did not, and the other way round.
fn differ(before: &BTreeSet<String>, after: &BTreeSet<String>) -> (Vec<String>, Vec<String>) {
    (
        after.difference(before).cloned().collect(),
        before.difference(after).cloned().collect(),
    )
}

/// A screen on its title that remembers a Jammerlappen table for three with `person` at seat 0
/// (as if it had dealt one before), and its resources there.
fn remembering_screen(person: &str) -> (App, BTreeSet<String>) {
    let mut screen_app = app();
    run_until(&mut screen_app, 3000, "a title screen", |app| {
        screen(app) == Screen::Title
    });
    let own = MatchSetup::against_bots("jammerlappen", 3, Level::Easy, person, 4);
    screen_app
        .world_mut()
        .resource_mut::<stammtisch::settings::Settings>()
        .last_lobby = Some(LobbyMemory::of(&own));
    let fresh = resources(&screen_app);
    (screen_app, fresh)
}

/// The host's screen (remembering its own table), in its lobby with Jammerlappen for three and
/// the table open online, and Kathi's screen (remembering hers) holding seat 1; the host deals
/// from its lobby (Enter on "Deal"), and both play until Kathi's screen shows her seat's hand
/// and the other home's round trips. With each screen's resources on its fresh title.
fn jammerlappen_across_homes() -> (App, App, BTreeSet<String>, BTreeSet<String>) {
    let (mut host, host_fresh) = remembering_screen("Hostperson");
    host.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Lobby);
    run_until(&mut host, 10, "the host's lobby", |app| {
        screen(app) == Screen::Lobby
    });
    let invite = host::open(
        host.world_mut(),
        "127.0.0.1:0".parse().unwrap(),
        "127.0.0.1".parse().unwrap(),
    )
    .expect("the host opens on loopback");
    let (mut kathi, kathi_fresh) = remembering_screen("Kathi");
    join(&mut kathi, &invite, "Kathi", None);
    until(&mut host, &mut [&mut kathi], 300, "the roster", |_, g| {
        g[0].world().resource::<Guesting>().roster.is_some()
    });
    take(&mut kathi, Seat(1), "Kathi");
    until(
        &mut host,
        &mut [&mut kathi],
        60,
        "the seat taken",
        |h, _| h.world().resource::<Hosting>().remote_seats() == [Seat(1)],
    );
    devices::key(&mut host, KeyCode::Enter);
    until(
        &mut host,
        &mut [&mut kathi],
        600,
        "Kathi's hand and the round trips on her screen",
        |h, g| {
            screen(h) == Screen::Table
                && g[0]
                    .world()
                    .get_resource::<Sight<JammerlappenTable>>()
                    .is_some_and(|s| s.held == [Seat(1)] && s.view(Seat(1)).is_some())
                && g[0]
                    .world()
                    .get_resource::<TableSeats>()
                    .is_some_and(|s| s.round_trips.iter().any(Option::is_some))
        },
    );
    // The host remembers the seat Kathi's home holds as the lobby's bot (a killed host's lobby
    // brought her back as a person sharing its mouse).
    let memory = host
        .world()
        .resource::<stammtisch::settings::Settings>()
        .last_lobby
        .clone()
        .expect("the dealt table remembered");
    assert!(
        matches!(memory.seats[0], SeatMemory::Human { .. })
            && matches!(memory.seats[1], SeatMemory::Bot { .. }),
        "{:?}",
        memory.seats
    );
    (host, kathi, host_fresh, kathi_fresh)
}

/// The screen, back on its title, holds exactly the resources its fresh title held (those any
/// local table leaves aside), its desk is its own and nothing names another home.
fn as_fresh(app: &mut App, fresh: &BTreeSet<String>, who: &str) {
    // What a local table leaves on the title too (a fresh window that played one has them),
    // and bevy_state's note of a state's last change (the client's, from "connected").
    let any_table = ["::TableSeats", "::FinalOutcome"];
    let (more, fewer) = differ(fresh, &resources(app));
    let more: Vec<String> = more
        .into_iter()
        .filter(|r| !any_table.iter().any(|t| r.ends_with(t)))
        .filter(|r| !r.starts_with("bevy_state::state::resources::PreviousState<"))
        .collect();
    assert!(
        more.is_empty() && fewer.is_empty(),
        "{who}'s World after the table across homes: more {more:#?}, fewer {fewer:#?}"
    );
    assert_eq!(
        *app.world().resource::<Owners>(),
        Owners::default(),
        "{who}"
    );
    let homes = app
        .world_mut()
        .query_filtered::<(), With<ConnectedClient>>()
        .iter(app.world())
        .count();
    assert_eq!(homes, 0, "{who} keeps connections of other homes");
    let world = app.world();
    assert_eq!(
        *world.resource::<State<ClientState>>().get(),
        ClientState::Disconnected,
        "{who}"
    );
    assert_eq!(
        *world.resource::<State<ServerState>>().get(),
        ServerState::Stopped,
        "{who}"
    );
    assert!(
        world
            .resource::<stammtisch::phone::route::RemoteSeats>()
            .0
            .is_empty(),
        "{who}"
    );
    assert_eq!(
        app.world()
            .resource::<stammtisch::table::cards::TableArea>()
            .0
            .bottom,
        0,
        "{who}'s table turned back"
    );
}

/// From the title, the lobby (Play) shows the table the settings remember, `person` at seat 0
/// and bots elsewhere; Enter deals it and the person's K keeps: their own hand is face up, Keep
/// is among their verbs, no plate shows a round trip, and the press is a move of seat 0.
fn deals_its_own_jammerlappen(app: &mut App, person: &str) {
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Lobby);
    run_until(app, 10, "the lobby", |app| screen(app) == Screen::Lobby);
    let setup = app.world().resource::<MatchSetup>().clone();
    assert_eq!(setup.game, "jammerlappen", "{person}'s lobby");
    assert_eq!(
        setup.seats[0],
        SeatKind::Human {
            name: person.into()
        }
    );
    assert!(
        setup.seats[1..].iter().all(|s| !s.is_human()),
        "{person}'s lobby keeps no person of the other home: {:?}",
        setup.seats
    );
    devices::key(app, KeyCode::Enter);
    run_until(app, 2000, "the person's exchange", |app| {
        let Some(sight) = app.world().get_resource::<Sight<JammerlappenTable>>() else {
            return false;
        };
        let seats = app.world().resource::<TableSeats>();
        assert_eq!(sight.held, [Seat(0)], "{person}'s screen holds seat 0");
        assert!(sight.view(Seat(0)).is_some(), "{person}'s hand is face up");
        assert!(seats.remote.is_empty(), "{person}: {:?}", seats.remote);
        assert!(
            seats.round_trips.iter().all(Option::is_none),
            "{person}'s plates show round trips {:?}",
            seats.round_trips
        );
        sight.legal(Seat(0)).contains(&Action::Keep)
    });
    devices::key(app, KeyCode::KeyK);
    run_until(app, 30, "the keep", |app| {
        app.world()
            .resource::<Match<JammerlappenTable>>()
            .log
            .entries
            .iter()
            .any(|e| crate::support::homes::moved(e, Seat(0)))
    });
}

/// `app` goes to its title (its pause menu's "Title").
fn to_title(app: &mut App) {
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Title);
}

/// A few frames more for the last packets, then both screens are as fresh and each deals its
/// own Jammerlappen.
fn both_play_on_as_fresh(
    (mut host, mut kathi): (App, App),
    host_fresh: &BTreeSet<String>,
    kathi_fresh: &BTreeSet<String>,
) {
    for _ in 0..5 {
        host.update();
        kathi.update();
    }
    as_fresh(&mut kathi, kathi_fresh, "Kathi");
    as_fresh(&mut host, host_fresh, "the host");
    deals_its_own_jammerlappen(&mut kathi, "Kathi");
    deals_its_own_jammerlappen(&mut host, "Hostperson");
}

/// The host closes (its pause menu's "Title"): Kathi's screen says so and is her own again;
/// then each screen deals its own Jammerlappen from raw keys as a fresh window does (on the
/// main of 2026-12-06 the host's lobby brought Kathi back as its own person).
#[test]
fn after_the_host_closes_a_jammerlappen_table_each_screen_deals_its_own_as_a_fresh_window() {
    let (mut host, mut kathi, host_fresh, kathi_fresh) = jammerlappen_across_homes();
    to_title(&mut host);
    until(
        &mut host,
        &mut [&mut kathi],
        60,
        "Kathi on her own title",
        |h, g| {
            screen(g[0]) == Screen::Title
                && !g[0].world().contains_resource::<Guesting>()
                && !h.world().contains_resource::<Hosting>()
        },
    );
    both_play_on_as_fresh((host, kathi), &host_fresh, &kathi_fresh);
}

/// Kathi leaves (her pause menu's "Title") and the host goes back to its title later: nothing of
/// the other home stays on either screen.
#[test]
fn after_a_guest_leaves_a_jammerlappen_table_each_screen_deals_its_own_as_a_fresh_window() {
    let (mut host, mut kathi, host_fresh, kathi_fresh) = jammerlappen_across_homes();
    guest::leave(kathi.world_mut());
    to_title(&mut kathi);
    until(
        &mut host,
        &mut [&mut kathi],
        900,
        "Kathi's seat away at the host",
        |h, _| h.world().resource::<TableSeats>().away[1],
    );
    to_title(&mut host);
    until(
        &mut host,
        &mut [&mut kathi],
        60,
        "the host closed",
        |h, _| !h.world().contains_resource::<Hosting>(),
    );
    both_play_on_as_fresh((host, kathi), &host_fresh, &kathi_fresh);
}

/// A host killed mid-match says nothing: Kathi's screen notices at netcode's timeout (10 s) and
/// tells her within 11 s of table time (17–18 s on the main of 2026-12-06), her screen her own.
#[test]
fn a_killed_host_is_noticed_within_11_seconds_and_the_guest_is_a_fresh_window_again() {
    let (host, mut kathi, _, kathi_fresh) = jammerlappen_across_homes();
    // Killed: its process and socket are gone at once, no farewell.
    drop(host);
    let started = kathi.world().resource::<Time>().elapsed_secs();
    let mut frames = 0;
    while kathi.world().contains_resource::<Guesting>() && frames < 20 * 60 {
        kathi.update();
        frames += 1;
    }
    let took = kathi.world().resource::<Time>().elapsed_secs() - started;
    println!("the killed host noticed after {frames} frames, {took:.2} s of table time");
    assert!(took <= 11.0, "noticed after {took:.2} s");
    kathi.update();
    assert_eq!(screen(&kathi), Screen::Title);
    assert_eq!(
        kathi
            .world()
            .resource::<stammtisch::core::Toast>()
            .text
            .as_str(),
        "Die Verbindung zum Tisch ist abgerissen"
    );
    as_fresh(&mut kathi, &kathi_fresh, "Kathi");
    deals_its_own_jammerlappen(&mut kathi, "Kathi");
}

/// The title's word on why a screen is back there ("the host closed the table") stands on one
/// readable line from the first frame it shows, at the top centre, not one word a line.
#[test]
fn the_title_s_message_after_a_closed_table_stands_on_one_readable_line() {
    let mut title = crate::harness::ui_app(1280, 720);
    run_until(&mut title, 3000, "the title", |app| {
        screen(app) == Screen::Title
    });
    let now = title.world().resource::<Time>().elapsed_secs();
    title
        .world_mut()
        .resource_mut::<stammtisch::core::Toast>()
        .show_for("Der Gastgeber hat den Tisch geschlossen", now, 8.0);
    let (mut shown, mut last) = (0, None);
    for _ in 0..6 {
        title.update();
        let boxes = title.world().resource::<stammtisch::ui::boxes::UiBoxes>();
        let Some(rect) = boxes.named("title-message") else {
            continue;
        };
        shown += 1;
        println!("the title's message at {rect:?}");
        // 39 letters at 20 points: well over 300 pixels on one line, under 80 high.
        assert!(
            rect.width() > 300.0 && rect.height() < 80.0,
            "the message's box {rect:?}"
        );
        last = Some(rect);
    }
    assert!(shown > 0, "the message never showed");
    let rect = last.unwrap();
    assert!(
        (rect.center().x - 640.0).abs() < 20.0,
        "at the top centre: {rect:?}"
    );
}
