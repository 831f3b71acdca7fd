//! Tables across homes over real lines: a UDP relay on 127.0.0.1 between host and guests
//! (`support::homes::relay`) plays the home router's NAT and a bad line (delay, jitter, loss,
//! doubles, reordering, a blackout), all on the manual clock. A guest reaches a host opened as
//! the lobby opens it by its public address; a guest of another version is told so on both
//! screens; whole matches end alike on every screen with no press lost or doubled; a silent line
//! pauses the guest's seat and the match goes on after it.

use crate::devices;
use crate::harness::{app, run_until, screen};
use crate::homes::{
    across_homes, across_homes_with, jammerlappen_person, race_at_the_window, race_went,
};
use crate::support::homes::relay::{self, Line, Relay};
use crate::support::homes::{
    bots_and_a_seat_to_take, connected, deal, frame, guest_app, guest_names, guest_of_version,
    host_app, moved, take, until,
};
use bevy::prelude::*;
use stammtisch::core::version::VERSION;
use stammtisch::core::{MatchSetup, Screen};
use stammtisch::games::driver::Match;
use stammtisch::games::schwimmen::SchwimmenTable;
use stammtisch::net::{Guesting, Hosting};
use stammtisch::screens::online::{OnlineAt, OnlinePanel, apply_public, open_online};
use stammtisch::table::pause::{PauseReason, TablePause};
use stammtisch_rules::Seat;

/// The panel's public address field: `text` typed, then "Use"; what it says back.
fn use_public(host: &mut App, text: &str) -> Option<String> {
    host.world_mut().resource_mut::<OnlinePanel>().public_text = text.into();
    apply_public(host.world_mut());
    host.world()
        .resource::<OnlinePanel>()
        .public_problem
        .clone()
}

/// A host opened online as the lobby's "Online öffnen" opens it (on loopback, any port), its
/// public address typed into the panel: a guest behind the relay's NAT dials that public address
/// and joins (on the main of 2026-12-06 every token naming it was refused, "not in host list").
/// Nonsense typed is one line; a new address while a home is connected is refused with words.
#[test]
fn a_guest_through_a_home_router_joins_a_lobby_host_by_its_public_address() {
    let mut host = app();
    run_until(&mut host, 3000, "the host's title", |app| {
        screen(app) == Screen::Title
    });
    *host.world_mut().resource_mut::<MatchSetup>() = bots_and_a_seat_to_take("schwimmen", 3, 3);
    host.insert_resource(OnlineAt {
        ip: std::net::Ipv4Addr::LOCALHOST.into(),
        port: 0,
    });
    open_online(host.world_mut());
    let lan = host.world().resource::<Hosting>().lan;
    let relay = Relay::new(
        lan,
        Line::half_of(40.0, 5.0, 0.0),
        Line::half_of(40.0, 5.0, 0.0),
        7,
    );
    let public = relay.public();
    assert_ne!(public, lan);
    assert_eq!(
        use_public(&mut host, "Fritzbox"),
        Some("Das ist keine Adresse: Schreib sie wie 203.0.113.5 oder 203.0.113.5:27531".into())
    );
    assert_eq!(host.world().resource::<Hosting>().public, None);
    assert_eq!(use_public(&mut host, &format!(" {public} ")), None);
    let hosting = host.world().resource::<Hosting>();
    let invite = hosting.invite.clone();
    assert_eq!(invite.addr, public, "the invite names the public address");
    assert_eq!(hosting.lan_invite().addr, lan, "and the panel the LAN one");
    assert!(hosting.reachable.contains(&public) && hosting.reachable.contains(&lan));
    relay::install(relay);
    let mut kathi = guest_app(&invite, "Kathi");
    until(
        &mut host,
        &mut [&mut kathi],
        600,
        "Kathi at the table",
        |h, g| connected(g[0]) && guest_names(h) == ["Kathi"],
    );
    // The host sees her at the router's mapped port, not at her own socket.
    let mapped = relay::with(|r| r.mapped()).unwrap();
    let client_addrs: Vec<std::net::SocketAddr> = {
        let world = host.world_mut();
        let ids: Vec<u64> = world
            .query::<&bevy_replicon::shared::backend::connected_client::NetworkId>()
            .iter(world)
            .map(|id| id.get())
            .collect();
        let transport = world.resource::<bevy_replicon_renet::netcode::NetcodeServerTransport>();
        ids.iter()
            .filter_map(|id| transport.client_addr(*id))
            .collect()
    };
    assert_eq!(client_addrs, mapped);
    take(&mut kathi, Seat(1), "Kathi");
    until(&mut host, &mut [&mut kathi], 120, "her seat", |_, g| {
        g[0].world().resource::<Guesting>().yours() == [Seat(1)]
    });
    assert_eq!(
        use_public(&mut host, "203.0.113.5"),
        Some(
            "Die Adresse lässt sich nur ändern, solange niemand beigetreten ist: Online \
             schließen und neu öffnen"
                .into()
        )
    );
    assert_eq!(host.world().resource::<Hosting>().invite.addr, public);
    // What an idle table (the lobby, nobody pressing) sends the guest, for the note.
    let before = relay::with(|r| (r.down.bytes, r.now_ms())).unwrap();
    for _ in 0..250 {
        frame(&mut host, &mut [&mut kathi]);
    }
    let after = relay::with(|r| (r.down.bytes, r.now_ms())).unwrap();
    eprintln!(
        "idle lobby: host → guest {:.0} B/s",
        (after.0 - before.0) as f64 / ((after.1 - before.1) / 1000.0)
    );
    relay::uninstall();
}

/// A guest saying another version at the door is told the table's and its own, and is back on
/// its title; the host's screen says who could not join and why, and keeps no connection.
#[test]
fn a_guest_of_another_version_is_refused_with_both_versions_on_both_screens() {
    let (mut host, invite) = host_app(bots_and_a_seat_to_take("schwimmen", 3, 5));
    let mut kathi = guest_of_version(&invite, "Kathi", Some("0.0.9"));
    until(
        &mut host,
        &mut [&mut kathi],
        300,
        "Kathi turned away",
        |_, g| !g[0].world().contains_resource::<Guesting>(),
    );
    let told = |app: &App| {
        app.world()
            .resource::<stammtisch::core::Toast>()
            .text
            .clone()
    };
    assert_eq!(
        told(&kathi),
        format!(
            "Der Tisch läuft mit Stammtisch {VERSION}, du hast 0.0.9: Beide brauchen dieselbe Version"
        )
    );
    assert_eq!(
        told(&host),
        format!(
            "Kathi konnte nicht beitreten: Dort läuft Stammtisch 0.0.9, dieser Tisch hat {VERSION}"
        )
    );
    assert_eq!(
        host.world().resource::<Hosting>().other_versions,
        [("Kathi".to_string(), "0.0.9".to_string())]
    );
    for _ in 0..120 {
        frame(&mut host, &mut [&mut kathi]);
    }
    assert_eq!(screen(&kathi), Screen::Title);
    assert!(guest_names(&host).is_empty());
    let transport = host
        .world()
        .resource::<bevy_replicon_renet::netcode::NetcodeServerTransport>();
    assert_eq!(transport.connected_clients(), 0);
}

/// 150 ms round trip, 30 ms jitter, 3 % loss each way (and a few doubles and overtakes).
fn bad_line(seed: u64) {
    relay::plan(
        Line::half_of(150.0, 30.0, 0.03),
        Line::half_of(150.0, 30.0, 0.03),
        seed,
    );
}

/// A whole Schwimmen match (the host's autopilot plays every seat) over the bad line, a guest
/// seated and one watching: every screen ends on the host's result. The relay counts what the
/// host sent the homes.
#[test]
fn a_schwimmen_match_over_a_bad_line_ends_alike_on_every_screen() {
    bad_line(31);
    across_homes::<SchwimmenTable>("schwimmen", 3, 4, 60_000);
    let relay = relay::uninstall().expect("the relay was in front of the host");
    let secs = relay.now_ms() / 1000.0;
    assert!(
        relay.down.dropped > 0 && relay.up.dropped > 0,
        "the line lost datagrams"
    );
    // Two homes (the seated guest and the watcher): host → guest per home.
    eprintln!(
        "schwimmen over a bad line: {:.0} s, host → each guest {:.0} B/s, each guest → host {:.0} \
         B/s, lost {} + {}, doubled {} + {}",
        secs,
        relay.down.bytes as f64 / secs / 2.0,
        relay.up.bytes as f64 / secs / 2.0,
        relay.down.dropped,
        relay.up.dropped,
        relay.down.doubled,
        relay.up.doubled
    );
}

/// A whole Jammerlappen match (races: throw-ins) over the bad line, a person pressing at each
/// screen: every screen ends alike, and every press the guest sent reached the host once.
#[test]
fn a_jammerlappen_match_over_a_bad_line_loses_and_doubles_no_press() {
    use stammtisch::games::jammerlappen::JammerlappenTable;
    bad_line(32);
    across_homes_with::<JammerlappenTable>("jammerlappen", 3, 4, 60_000, Some(jammerlappen_person));
    let presses = relay::presses();
    relay::uninstall();
    assert!(presses.sent >= 3, "{presses:?}");
    assert_eq!(presses.heard, presses.sent, "no press lost or doubled");
}

/// The other three games play whole matches over the same bad line (their autopilots, a guest
/// seated and one watching): every screen ends on the host's result, and what each screen
/// presents is the same up to language and seats (`support::present`).
#[test]
fn ziege_gorillas_and_gaemsh_matches_over_a_bad_line_end_alike_on_every_screen() {
    use stammtisch::games::{gaemsh::GaemshTable, gorillas::GorillasTable, ziege::ZiegeTable};
    let mut lost = (0, 0);
    for (seed, game) in [(33, "ziege"), (34, "gorillas"), (35, "gaemsh")] {
        bad_line(seed);
        match game {
            "ziege" => across_homes::<ZiegeTable>(game, 3, 4, 60_000),
            "gorillas" => across_homes::<GorillasTable>(game, 4, 4, 60_000),
            _ => across_homes::<GaemshTable>(game, 4, 4, 60_000),
        }
        let relay = relay::uninstall().expect("the relay was in front of the host");
        lost = (lost.0 + relay.down.dropped, lost.1 + relay.up.dropped);
    }
    assert!(
        lost.0 > 0 && lost.1 > 0,
        "the lines lost datagrams: {lost:?}"
    );
}

/// Five seconds with nothing on the line mid-match: the host's table pauses for the guest's
/// seat (as for an unplugged pad), the guest stays connected, and after it the seat is back and
/// the match goes on.
#[test]
fn a_five_second_blackout_pauses_the_guest_s_seat_and_the_match_goes_on() {
    let mut setup = bots_and_a_seat_to_take("schwimmen", 3, 9);
    setup.autopilot = true;
    relay::plan(
        Line::half_of(60.0, 10.0, 0.0),
        Line::half_of(60.0, 10.0, 0.0),
        9,
    );
    let (mut host, invite) = host_app(setup);
    // Bots at their usual pace: the match outlasts the blackout.
    host.world_mut()
        .resource_mut::<stammtisch::settings::Settings>()
        .bot_pace = 1.0;
    let mut kathi = guest_app(&invite, "Kathi");
    until(&mut host, &mut [&mut kathi], 300, "the roster", |_, g| {
        g[0].world().resource::<Guesting>().roster.is_some()
    });
    take(&mut kathi, Seat(1), "Kathi");
    until(&mut host, &mut [&mut kathi], 120, "the seat", |h, _| {
        h.world().resource::<Hosting>().remote_seats() == [Seat(1)]
    });
    deal(&mut host);
    let log_len = |host: &App| {
        host.world()
            .get_resource::<Match<SchwimmenTable>>()
            .map_or(0, |m| m.log.entries.len())
    };
    until(&mut host, &mut [&mut kathi], 1500, "a few moves", |h, g| {
        screen(g[0]) == Screen::Table && log_len(h) > 6
    });
    let paused = |host: &App| {
        host.world()
            .resource::<TablePause>()
            .reasons
            .contains(&PauseReason::Reconnect(Seat(1)))
    };
    assert!(!paused(&host));
    relay::with(|r| r.black_out(5000.0));
    let start = relay::with(|r| r.now_ms()).unwrap();
    until(
        &mut host,
        &mut [&mut kathi],
        200,
        "the seat paused",
        |h, _| paused(h),
    );
    let waited = relay::with(|r| r.now_ms()).unwrap() - start;
    assert!(waited < 3000.0, "paused after {waited} ms");
    let at_pause = log_len(&host);
    // The rest of the blackout: the table waits.
    while relay::with(|r| r.now_ms()).unwrap() - start < 5000.0 {
        frame(&mut host, &mut [&mut kathi]);
        assert!(paused(&host), "paused all through the blackout");
    }
    assert_eq!(
        log_len(&host),
        at_pause,
        "nothing moved while the seat was paused"
    );
    until(
        &mut host,
        &mut [&mut kathi],
        180,
        "the seat back",
        |h, _| !paused(h),
    );
    assert!(connected(&kathi) && kathi.world().contains_resource::<Guesting>());
    for _ in 0..2400 {
        frame(&mut host, &mut [&mut kathi]);
        if log_len(&host) > at_pause + 3 {
            break;
        }
    }
    assert!(
        log_len(&host) > at_pause + 3,
        "the match goes on: {} moves since, host paused for {:?}, on {:?}, seats away {:?}",
        log_len(&host) - at_pause,
        host.world().resource::<TablePause>().reasons,
        screen(&host),
        host.world()
            .resource::<stammtisch::table::seats::TableSeats>()
            .away
    );
    let seat1 = host
        .world()
        .resource::<Match<SchwimmenTable>>()
        .log
        .entries
        .iter();
    assert!(seat1.filter(|e| moved(e, Seat(1))).count() > 0);
    assert_eq!(screen(&kathi), Screen::Table);
    relay::uninstall();
}

/// A throw-in race over a line of 100 ms one way: the guest's person throws in (Space) a few
/// frames before the host's person takes the pot (T), and loses, because the host's key reached
/// the host first; with a lead longer than the line, the guest's throw-in wins. Arrival at the
/// host decides, not the moment of the press.
#[test]
fn over_a_line_a_race_goes_to_the_press_that_reached_the_host_first() {
    let line = Line {
        delay_ms: 100.0,
        ..Line::PERFECT
    };
    // 100 ms is a little over six frames of 16 ms.
    for lead in [3, 12] {
        relay::plan(line, line, 5);
        let (mut host, mut guest, thrower, turn) = race_at_the_window();
        devices::key_down(&mut guest, KeyCode::Space);
        for _ in 0..lead {
            frame(&mut host, &mut [&mut guest]);
        }
        devices::key_down(&mut host, KeyCode::KeyT);
        for _ in 0..30 {
            frame(&mut host, &mut [&mut guest]);
        }
        devices::key_up(&mut host, KeyCode::KeyT);
        devices::key_up(&mut guest, KeyCode::Space);
        assert_eq!(
            race_went(&host, thrower, turn),
            (lead > 7, lead <= 7),
            "a lead of {lead} frames"
        );
        relay::uninstall();
    }
}
