//! Phones as private hands, against the real App on its manual clock and the real server: a
//! WebSocket client per phone (a thread of the server answers while the test pumps the App;
//! bounded waits cover only the network, never decide an outcome).

use super::devices::{pad_down, release_all};
use super::harness::{app, run_until, sit_down};
use super::races::{pad_at, race_round, race_table, told_too_late, winner};
use super::ws_client::{Incoming, WsClient};
use bevy::prelude::*;
use stammtisch::core::overlay::Overlay;
use stammtisch::core::{MatchSetup, SeatKind};
use stammtisch::games::schwimmen::SchwimmenMatch;
use stammtisch::phone::{PhoneHost, PhoneJoining, PhoneSeats};
use stammtisch::screens::lobby::LobbyChoice;
use stammtisch::table::pause::{PauseReason, TablePause};
use stammtisch::table::seats::TableSeats;
use stammtisch_rules::bots::Level;
use stammtisch_rules::games::schwimmen::Phase;
use stammtisch_rules::{CardId, Seat};
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::time::{Duration, Instant};

/// The longest the test waits for the network (the server's thread) before it fails.
pub(super) const NETWORK: Duration = Duration::from_secs(5);

/// One phone: a WebSocket client and everything it was sent.
pub(super) struct Phone {
    pub(super) ws: WsClient,
    pub(super) texts: Vec<String>,
    pub(super) closed: bool,
    /// The close frame's status code, once the server closed.
    pub(super) close_code: Option<u16>,
}

impl Phone {
    fn on(ws: WsClient) -> Phone {
        Phone {
            ws,
            texts: Vec::new(),
            closed: false,
            close_code: None,
        }
    }
    /// A phone opening the address of `seat` (from 0) for the first time.
    pub(super) fn join(addr: SocketAddr, token: &str, seat: u8) -> Phone {
        let ws =
            WsClient::connect(addr, &format!("/t/{token}/ws/{}", seat + 1)).expect("the handshake");
        Phone::on(ws)
    }
    /// The seat's own phone coming back with the secret it was given.
    pub(super) fn rejoin(addr: SocketAddr, token: &str, seat: u8, secret: &str) -> Phone {
        let path = format!("/t/{token}/ws/{}?s={secret}", seat + 1);
        Phone::on(WsClient::connect(addr, &path).expect("the handshake"))
    }
    /// The secret the server gave it with its seat.
    pub(super) fn secret(&self) -> Option<String> {
        self.texts.iter().find_map(|t| {
            let v: serde_json::Value = serde_json::from_str(t).ok()?;
            v.get("secret")?.as_str().map(str::to_string)
        })
    }
    /// What it was told when its seat went to another page or phone.
    pub(super) fn gone(&self) -> Option<String> {
        self.texts.iter().find_map(|t| {
            let v: serde_json::Value = serde_json::from_str(t).ok()?;
            v.get("gone")?.as_str().map(str::to_string)
        })
    }
    /// Reads what arrived (answering pings, as the page does).
    pub(super) fn poll(&mut self) {
        while !self.closed {
            match self.ws.read() {
                Ok(Some(Incoming::Text(text))) => {
                    let value: serde_json::Value = serde_json::from_str(&text).unwrap();
                    if let Some(ping) = value.get("ping") {
                        self.send(&serde_json::json!({ "pong": ping }).to_string());
                    }
                    self.texts.push(text.to_string());
                }
                Ok(Some(Incoming::Close(code))) => {
                    self.closed = true;
                    self.close_code = code;
                }
                Err(()) => self.closed = true,
                Ok(Some(Incoming::Other)) => {}
                Ok(None) => return,
            }
        }
    }
    /// A phone opening the table's "any free seat" address.
    pub(super) fn join_free(addr: SocketAddr, token: &str) -> Phone {
        let ws = WsClient::connect(addr, &format!("/t/{token}/ws/new")).expect("the handshake");
        Phone::on(ws)
    }
    /// The seat the server gave it, if it asked for any.
    pub(super) fn given_seat(&self) -> Option<u64> {
        self.texts.iter().find_map(|t| {
            let v: serde_json::Value = serde_json::from_str(t).ok()?;
            v.get("seat")?.as_u64()
        })
    }
    pub(super) fn send(&mut self, text: &str) {
        let _ = self.ws.send_text(text);
    }
    pub(super) fn tap_card(&mut self, card: CardId) {
        self.send(&format!(r#"{{"card": {}}}"#, card.0));
    }
    pub(super) fn tap_verb(&mut self, id: &str) {
        self.send(&format!(r#"{{"verb": "{id}"}}"#));
    }
    /// The last view it was sent.
    pub(super) fn view(&self) -> Option<serde_json::Value> {
        self.texts.iter().rev().find_map(|t| {
            let v: serde_json::Value = serde_json::from_str(t).ok()?;
            v.get("view").cloned()
        })
    }
    pub(super) fn error(&self) -> Option<String> {
        self.texts.iter().find_map(|t| {
            let v: serde_json::Value = serde_json::from_str(t).ok()?;
            v.get("error")?.as_str().map(str::to_string)
        })
    }
    /// Every card id any message showed it.
    pub(super) fn ids_seen(&self) -> Vec<u8> {
        let mut ids = Vec::new();
        for text in &self.texts {
            let v: serde_json::Value = serde_json::from_str(text).unwrap();
            let sections = v["view"]["sections"]
                .as_array()
                .cloned()
                .unwrap_or_default();
            for section in sections {
                for card in section["cards"].as_array().unwrap() {
                    if let Some(id) = card["id"].as_u64() {
                        ids.push(id as u8);
                    }
                }
            }
        }
        ids
    }
    /// The ids of the view's section `title`.
    fn section(&self, title: &str) -> Vec<u8> {
        let view = self.view().unwrap_or_default();
        let sections = view["sections"].as_array().cloned().unwrap_or_default();
        sections
            .iter()
            .find(|s| s["title"] == title)
            .map(|s| {
                s["cards"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .filter_map(|c| c["id"].as_u64().map(|i| i as u8))
                    .collect()
            })
            .unwrap_or_default()
    }
    pub(super) fn close(self) {
        self.ws.close();
    }
}

/// The phone codes lie over the screen.
fn codes_shown(app: &App) -> bool {
    *app.world().resource::<State<Overlay>>().get() == Overlay::Phones
}

/// Opens phone joining on the loopback at any free port; the server's address and token.
pub(super) fn open_phones(app: &mut App) -> (SocketAddr, String) {
    app.world_mut()
        .resource_mut::<stammtisch::settings::Settings>()
        .phone_port = 0;
    *app.world_mut().resource_mut::<PhoneJoining>() = PhoneJoining {
        open: true,
        address: Some(std::net::Ipv4Addr::LOCALHOST),
        problem: None,
    };
    Overlay::Phones.show(app.world_mut());
    run_until(app, 5, "the phone server", |app| {
        app.world().contains_resource::<PhoneHost>()
    });
    let host = app.world().resource::<PhoneHost>();
    let addr = SocketAddr::from(([127, 0, 0, 1], host.server.addr.port()));
    (addr, host.server.shared.token.clone())
}

pub(super) fn host(app: &App) -> &PhoneHost {
    app.world().resource::<PhoneHost>()
}

/// Waits (real time, bounded) until the server holds `seat` for a phone, then lets the table
/// hear of it. A seat a person plays at the TV goes to the phone only once its own device says
/// yes: the device says so (Enter on the desk's keyboard, or the seat's gamepad's A).
pub(super) fn wait_joined(app: &mut App, seat: u8) {
    let start = Instant::now();
    while !host(app).server.shared.taken(seat as usize) {
        assert!(start.elapsed() < NETWORK, "seat {seat} joined in time");
        if host(app).server.shared.asked().contains(&seat) {
            say_at_the_tv(app, seat, true);
        } else {
            std::thread::sleep(Duration::from_millis(1));
        }
    }
    app.update();
    // The table rested while the phone asked: it plays on from the frame after the answer.
    while app
        .world()
        .resource::<TablePause>()
        .reasons
        .contains(&PauseReason::PhoneAsks(Seat(seat)))
    {
        assert!(start.elapsed() < NETWORK, "the table plays on");
        app.update();
    }
    assert!(app.world().resource::<PhoneSeats>().has(Seat(seat)));
}

/// The device of `seat` answers a phone asking for it: yes (Confirm) or no (Back).
pub(super) fn say_at_the_tv(app: &mut App, seat: u8, yes: bool) {
    let devices = stammtisch::phone::ask::answering(
        app.world().resource::<stammtisch::input::owners::Owners>(),
        seat as usize,
    );
    match devices.first() {
        Some(stammtisch::input::controllers::Device::Gamepad(pad)) => {
            let button = if yes {
                GamepadButton::South
            } else {
                GamepadButton::East
            };
            super::devices::press(app, *pad, button);
        }
        _ => super::devices::key(
            app,
            if yes {
                KeyCode::Enter
            } else {
                KeyCode::Backspace
            },
        ),
    }
}

/// A phone that opened `seat`'s address and took it: joined, with its secret and a first view.
pub(super) fn seated(app: &mut App, addr: SocketAddr, token: &str, seat: u8) -> Phone {
    let mut phone = Phone::join(addr, token, seat);
    wait_joined(app, seat);
    pump(
        app,
        &mut [&mut phone],
        300,
        "the seat's secret and a view",
        |_, p| p[0].secret().is_some() && p[0].view().is_some(),
    );
    phone
}

/// Taps the server heard so far.
pub(super) fn heard(app: &App) -> u64 {
    host(app)
        .server
        .shared
        .heard
        .load(std::sync::atomic::Ordering::Relaxed)
}

/// Waits (real time, bounded) until the server heard `n` taps in all, so the next frame
/// takes them.
pub(super) fn wait_heard(app: &App, n: u64) {
    let start = Instant::now();
    while heard(app) < n {
        assert!(start.elapsed() < NETWORK, "the taps reached the server");
        std::thread::sleep(Duration::from_millis(1));
    }
}

/// Frames and phone reads, until `done` holds (at most `frames` frames). Each frame also
/// gives the server's threads a millisecond, so a busy test machine still lets the network
/// keep up with the frames.
pub(super) fn pump(
    app: &mut App,
    phones: &mut [&mut Phone],
    frames: usize,
    what: &str,
    mut done: impl FnMut(&mut App, &mut [&mut Phone]) -> bool,
) {
    for _ in 0..frames {
        app.update();
        for phone in phones.iter_mut() {
            phone.poll();
        }
        if done(app, phones) {
            return;
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    panic!("after {frames} frames still waiting for: {what}");
}

pub(super) fn schwimmen(app: &App) -> &SchwimmenMatch {
    app.world().resource::<SchwimmenMatch>()
}

/// Two people at Schwimmen (and a bot), seed 5.
pub(super) fn two_people() -> App {
    two_people_at(app())
}

/// Two people at Schwimmen (and a bot), seed 5, in `app`.
pub(super) fn two_people_at(mut app: App) -> App {
    let mut setup = MatchSetup::against_bots("schwimmen", 3, Level::Easy, "-", 5);
    setup.seats[0] = SeatKind::Human {
        name: "Anna".into(),
    };
    setup.seats[1] = SeatKind::Human { name: "Ben".into() };
    sit_down(&mut app, setup);
    app
}

#[test]
fn two_phones_each_see_only_their_own_hand() {
    let mut app = two_people();
    let (addr, token) = open_phones(&mut app);
    let mut anna = Phone::join(addr, &token, 0);
    wait_joined(&mut app, 0);
    let mut ben = Phone::join(addr, &token, 1);
    wait_joined(&mut app, 1);
    let hand = |app: &App, seat: u8| -> Vec<u8> {
        let game = &schwimmen(app).game;
        matches!(game.phase(), Phase::Play { .. })
            .then(|| game.hand(Seat(seat)).iter().map(|c| c.0).collect())
            .unwrap_or_default()
    };
    // Play begins (a phone's dealer keeps the packet from the phone); the hands come up.
    to_phone_turn(&mut app, &mut [&mut anna, &mut ben]);
    pump(
        &mut app,
        &mut [&mut anna, &mut ben],
        200,
        "both hands on the phones",
        |app, p| {
            !hand(app, 0).is_empty()
                && p[0].section("Deine Hand") == hand(app, 0)
                && p[1].section("Deine Hand") == hand(app, 1)
        },
    );
    let (anna_hand, ben_hand) = (hand(&app, 0), hand(&app, 1));
    let middle: Vec<u8> = schwimmen(&app)
        .game
        .middle()
        .map(|m| m.iter().map(|c| c.0).collect())
        .unwrap_or_default();
    for (phone, other) in [(&anna, &ben_hand), (&ben, &anna_hand)] {
        let leaked: Vec<_> = phone
            .ids_seen()
            .into_iter()
            .filter(|id| other.contains(id) && !middle.contains(id))
            .collect();
        assert!(
            leaked.is_empty(),
            "a phone saw another seat's cards {leaked:?}"
        );
    }
    // The TV marks both seats' plates with a phone, left of the name.
    let mut marks = app
        .world_mut()
        .query::<(&stammtisch::phone::marks::PhoneMark, &Transform)>();
    let mut marked: Vec<u8> = marks.iter(app.world()).map(|(m, _)| m.0.0).collect();
    marked.sort();
    assert_eq!(marked, vec![0, 1]);
    // The TV shows a phone seat's hand face down.
    let privacy = app
        .world()
        .resource::<stammtisch::table::privacy::Privacy>();
    let seats = app.world().resource::<TableSeats>();
    assert!(!privacy.shows(seats, Seat(0)) && !privacy.shows(seats, Seat(1)));
    let texts = anna.texts.iter().filter(|t| t.starts_with(r#"{"view""#));
    let sizes: Vec<usize> = texts.map(|t| t.len()).collect();
    println!(
        "view updates to one phone: {} bytes each (of {} updates)",
        sizes.iter().sum::<usize>() / sizes.len().max(1),
        sizes.len()
    );
}

/// Plays Schwimmen from the phones alone until `seat`'s phone is on turn in play.
fn to_phone_turn(app: &mut App, phones: &mut [&mut Phone]) -> usize {
    let mut taps = 0;
    for _ in 0..3000 {
        app.update();
        for phone in phones.iter_mut() {
            phone.poll();
        }
        let game = &schwimmen(app).game;
        if let Phase::Play { to_move, .. } = game.phase()
            && to_move.index() < phones.len()
            && phones[to_move.index()].view().is_some_and(|v| {
                v["verbs"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .any(|b| b["id"] == "KeyP" && b["enabled"] == true)
            })
        {
            return to_move.index();
        }
        // The dealer keeps the packet from the phone.
        if let Phase::DealerChoice = game.phase()
            && let dealer = game.dealer().index()
            && dealer < phones.len()
            && phones[dealer].view().is_some_and(|v| {
                v["verbs"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .any(|b| b["id"] == "Space" && b["enabled"] == true)
            })
            && taps == 0
        {
            phones[dealer].tap_verb("Space");
            taps += 1;
        }
    }
    panic!("a phone's seat never came on turn");
}

#[test]
fn a_phone_tap_becomes_the_rules_move_and_a_card_swap_works() {
    let mut app = app();
    let mut setup = MatchSetup::against_bots("schwimmen", 2, Level::Easy, "-", 11);
    setup.seats = vec![
        SeatKind::Human {
            name: "Anna".into(),
        },
        SeatKind::Human { name: "Ben".into() },
    ];
    sit_down(&mut app, setup);
    let (addr, token) = open_phones(&mut app);
    let mut anna = Phone::join(addr, &token, 0);
    wait_joined(&mut app, 0);
    let mut ben = Phone::join(addr, &token, 1);
    wait_joined(&mut app, 1);
    let mut phones = [&mut anna, &mut ben];
    let on_turn = to_phone_turn(&mut app, &mut phones);
    // A swap: a hand card, then a middle card, tapped on the phone.
    let game = &schwimmen(&app).game;
    let (own, middle) = (game.hand(Seat(on_turn as u8))[0], game.middle().unwrap()[2]);
    let moves = schwimmen(&app).moves;
    let started = Instant::now();
    let before = heard(&app);
    phones[on_turn].tap_card(own);
    wait_heard(&app, before + 1);
    app.update();
    phones[on_turn].tap_card(middle);
    pump(&mut app, &mut phones, 200, "the swap applied", |app, _| {
        schwimmen(app).moves > moves
    });
    let game = &schwimmen(&app).game;
    assert!(
        game.hand(Seat(on_turn as u8)).contains(&middle),
        "the middle card came to the hand"
    );
    assert!(game.middle().unwrap().contains(&own));
    // And the phone hears of it: the round trip from a tap to the table's answer on the phone.
    pump(
        &mut app,
        &mut phones,
        500,
        "the new hand on the phone",
        |_, p| p[on_turn].section("Deine Hand").contains(&middle.0),
    );
    println!(
        "two taps to the new hand on the phone: {:?} (App frames included)",
        started.elapsed()
    );
}

#[test]
fn a_phone_and_a_gamepad_racing_the_earlier_wins_either_way() {
    let (seed, moves, thrower, turn) = race_round();
    for phone_first in [true, false] {
        let mut app = race_table(seed, &moves, thrower, turn);
        let (addr, token) = open_phones(&mut app);
        let mut phone = Phone::join(addr, &token, thrower.0);
        wait_joined(&mut app, thrower.0);
        let pad = pad_at(&mut app, turn);
        // The throw-in button is on the phone (its view came with the join's frame).
        phone.poll();
        let offered = app
            .world()
            .resource::<PhoneSeats>()
            .get(thrower)
            .unwrap()
            .verbs
            .clone();
        assert!(
            offered.iter().any(|v| v.id == "Space" && v.enabled),
            "{offered:?}"
        );
        if phone_first {
            phone.tap_verb("Space");
            wait_heard(&app, 1);
            app.update();
            pad_down(&mut app, pad, GamepadButton::West);
            app.update();
        } else {
            pad_down(&mut app, pad, GamepadButton::West);
            app.update();
            phone.tap_verb("Space");
            wait_heard(&app, 1);
            app.update();
        }
        release_all(&mut app, &[], &[(pad, GamepadButton::West)]);
        let expected = if phone_first { "throw-in" } else { "take" };
        assert_eq!(winner(&app, thrower, turn), expected);
        let toast = app
            .world()
            .resource::<stammtisch::core::Toast>()
            .text
            .clone();
        if phone_first {
            // The table moved on to the thrower: the pad's take is no longer the turn's.
            assert!(toast.contains("nicht dran"), "{toast}");
        } else {
            // The tap reached the rules, which refused it with their reason (the take laid the
            // pot's card the throw-in needed): the phone's seat hears why.
            assert!(toast.contains("Einwerfen"), "{toast}");
        }
    }
}

#[test]
fn a_phone_tap_and_a_pad_press_in_one_frame_rank_the_pad_first() {
    // Both reach the table in one frame; neither carries a time of its own that the other
    // shares, so the phone's tap ranks after the frame's keys, clicks and pads (README).
    let (seed, moves, thrower, turn) = race_round();
    let mut app = race_table(seed, &moves, thrower, turn);
    let (addr, token) = open_phones(&mut app);
    let mut phone = Phone::join(addr, &token, thrower.0);
    wait_joined(&mut app, thrower.0);
    let pad = pad_at(&mut app, turn);
    phone.poll();
    phone.tap_verb("Space");
    wait_heard(&app, 1);
    pad_down(&mut app, pad, GamepadButton::West);
    app.update();
    release_all(&mut app, &[], &[(pad, GamepadButton::West)]);
    assert_eq!(winner(&app, thrower, turn), "take");
    assert!(told_too_late(&app, turn));
}

pub(super) fn paused_for(app: &App, seat: Seat) -> bool {
    app.world()
        .resource::<TablePause>()
        .reasons
        .contains(&PauseReason::Reconnect(seat))
}

/// Two people, Anna's phone at seat 1 closed: the table waits for it. The server's address, the
/// token and Anna's secret.
pub(super) fn anna_s_phone_gone(app: &mut App) -> (SocketAddr, String, String) {
    let (addr, token) = open_phones(app);
    let anna = seated(app, addr, &token, 0);
    let secret = anna.secret().unwrap();
    anna.close();
    run_until(app, 600, "the reconnect pause", |app| {
        paused_for(app, Seat(0))
    });
    (addr, token, secret)
}

#[test]
fn a_phone_gone_pauses_the_table_and_reopening_resumes_the_seat() {
    let mut app = two_people();
    let (addr, token, secret) = anna_s_phone_gone(&mut app);
    app.update();
    let mut marks = app
        .world_mut()
        .query::<&stammtisch::phone::marks::PhoneMark>();
    assert_eq!(
        marks.iter(app.world()).count(),
        0,
        "the phone's mark went with it"
    );
    assert!(app.world().resource::<TableSeats>().away[0]);
    // Nobody else takes it while it is away; reopening the page (with the seat's secret) takes
    // the seat back and the table goes on.
    let mut stranger = Phone::join(addr, &token, 0);
    pump(
        &mut app,
        &mut [&mut stranger],
        200,
        "the refusal",
        |_, p| p[0].error().is_some(),
    );
    assert!(stranger.error().unwrap().contains("schon ein Handy"));
    assert!(paused_for(&app, Seat(0)), "still waiting for Anna's phone");
    let mut again = Phone::rejoin(addr, &token, 0, &secret);
    wait_joined(&mut app, 0);
    app.update();
    assert!(!paused_for(&app, Seat(0)));
    assert!(!app.world().resource::<TableSeats>().away[0]);
    pump(&mut app, &mut [&mut again], 100, "a view again", |_, p| {
        p[0].view().is_some()
    });
    // Gone for longer than the reconnect time: a bot plays on.
    app.world_mut()
        .resource_mut::<stammtisch::settings::Settings>()
        .reconnect_secs = 0.4;
    again.close();
    run_until(&mut app, 600, "a bot for the seat", |app| {
        app.world().resource::<TableSeats>().stand_in[0].is_some()
    });
    assert!(!paused_for(&app, Seat(0)));
}

/// A plain HTTP GET as a browser sends it; the status line and the body.
pub(super) fn get(addr: SocketAddr, path: &str) -> (String, String) {
    get_as(addr, path, &addr.to_string())
}

/// A plain HTTP GET naming `host` as the server's; the status line and the body.
pub(super) fn get_as(addr: SocketAddr, path: &str, host: &str) -> (String, String) {
    let mut stream = TcpStream::connect(addr).unwrap();
    stream.set_read_timeout(Some(NETWORK)).unwrap();
    write!(
        stream,
        "GET {path} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n"
    )
    .unwrap();
    let mut answer = String::new();
    let _ = stream.read_to_string(&mut answer);
    let status = answer.lines().next().unwrap_or("").to_string();
    let body = answer.split("\r\n\r\n").nth(1).unwrap_or("").to_string();
    (status, body)
}

#[test]
fn wrong_tokens_taken_seats_and_garbage_are_refused() {
    let mut app = two_people();
    let (addr, token) = open_phones(&mut app);
    // The page and its files, only with the table's token.
    let (status, body) = get(addr, &format!("/t/{token}/seat/0"));
    assert!(
        status.contains("200") && body.contains("phone.js"),
        "{status}"
    );
    assert!(get(addr, "/web/phone.js").0.contains("200"));
    assert!(get(addr, "/cards/french/back.svg").0.contains("200"));
    let (status, body) = get(addr, "/t/0000000000000000/seat/0");
    assert!(
        status.contains("404") && body.contains("Adresse"),
        "{status} {body}"
    );
    assert!(
        get(addr, "/cards/french/..%2F..%2FCargo.toml")
            .0
            .contains("404")
    );
    assert!(
        WsClient::connect(addr, "/t/nottoken/ws/0").is_err_and(|status| status.contains("404")),
        "a wrong token gets no socket"
    );
    // One phone per seat; a seat the table has not.
    let mut anna = Phone::join(addr, &token, 0);
    wait_joined(&mut app, 0);
    for (seat, words) in [(0, "schon ein Handy"), (7, "gibt es am Tisch nicht")] {
        let mut second = Phone::join(addr, &token, seat);
        pump(&mut app, &mut [&mut second], 200, "the refusal", |_, p| {
            p[0].error().is_some()
        });
        assert!(second.error().unwrap().contains(words));
        pump(
            &mut app,
            &mut [&mut second],
            200,
            "the refused socket closed",
            |_, p| p[0].closed,
        );
    }
    // Garbage is dropped and counted; the phone stays connected and the game untouched.
    pump(&mut app, &mut [&mut anna], 100, "a view", |_, p| {
        p[0].view().is_some()
    });
    let before = schwimmen(&app).moves;
    let garbage = [
        "not json".to_string(),
        r#"{"card": 999}"#.to_string(),
        r#"{"card": "ace"}"#.to_string(),
        r#"{"launch": 1}"#.to_string(),
        format!(r#"{{"verb": "{}"}}"#, "x".repeat(10_000)),
        r#"{"verb": "KeyZ"}"#.to_string(),
    ];
    for text in &garbage {
        anna.send(text);
    }
    let _ = anna.ws.send_binary(&[0u8, 159, 146]);
    let start = Instant::now();
    while host(&app).dropped() < garbage.len() as u64 + 1 {
        assert!(
            start.elapsed() < NETWORK,
            "dropped {}",
            host(&app).dropped()
        );
        app.update();
        anna.poll();
    }
    assert_eq!(host(&app).dropped(), garbage.len() as u64 + 1);
    assert_eq!(schwimmen(&app).moves, before);
    assert!(!anna.closed, "the phone is still connected");
    assert!(app.world().resource::<PhoneSeats>().has(Seat(0)));
}

#[test]
fn the_title_closes_phone_joining_and_the_server() {
    let mut app = two_people();
    let (addr, _) = open_phones(&mut app);
    app.world_mut()
        .resource_mut::<NextState<stammtisch::core::Screen>>()
        .set(stammtisch::core::Screen::Title);
    run_until(&mut app, 10, "the server gone", |app| {
        !app.world().contains_resource::<PhoneHost>()
    });
    assert!(TcpStream::connect(addr).is_err(), "nobody listens any more");
}

#[test]
fn every_game_sends_its_phone_a_view_of_its_own() {
    for (game, players) in [
        ("schwimmen", 3),
        ("jammerlappen", 3),
        ("ziege", 3),
        ("gaemsh", 4),
        ("gorillas", 4),
    ] {
        let mut app = app();
        sit_down(
            &mut app,
            MatchSetup::against_bots(game, players, Level::Easy, "-", 3),
        );
        let (addr, token) = open_phones(&mut app);
        let mut phone = Phone::join(addr, &token, 0);
        wait_joined(&mut app, 0);
        pump(&mut app, &mut [&mut phone], 300, game, |_, p| {
            p[0].view().is_some_and(|v| {
                !v["status"].as_str().unwrap_or("").is_empty()
                    && (!v["sections"].as_array().unwrap().is_empty()
                        || !v["verbs"].as_array().unwrap().is_empty())
            })
        });
        let view = phone.view().unwrap();
        // A figure for the README: one view message's size in this game.
        let sizes: Vec<usize> = phone
            .texts
            .iter()
            .filter(|t| t.starts_with(r#"{"view""#))
            .map(|t| t.len())
            .collect();
        println!(
            "{game}: {} view messages, {} bytes on average, {} at most",
            sizes.len(),
            sizes.iter().sum::<usize>() / sizes.len().max(1),
            sizes.iter().max().unwrap_or(&0)
        );
        // A phone has no keys: its verbs carry words alone, never the table's key hints.
        for verb in phone.texts.iter().filter_map(|t| {
            let v: serde_json::Value = serde_json::from_str(t).ok()?;
            v["view"]["verbs"].as_array().cloned()
        }) {
            for label in verb
                .iter()
                .map(|v| v["label"].as_str().unwrap().to_string())
            {
                assert!(!label.trim().is_empty(), "{game}: an empty verb");
                assert!(
                    !label.contains('[') && !label.ends_with(')'),
                    "{game}: a key hint on the phone: {label}"
                );
            }
        }
        // Every card's art is served.
        let sections = view["sections"].as_array().unwrap();
        for card in sections.iter().flat_map(|s| s["cards"].as_array().unwrap()) {
            let art = card["art"].as_str().unwrap();
            assert!(get(addr, art).0.contains("200"), "{game}: {art}");
        }
    }
}

/// Frames until the phone that asked for any free seat was given `seat` and the table made it a
/// person's.
fn wait_taken(app: &mut App, phone: &mut Phone, seat: usize, person: impl Fn(&App, usize) -> bool) {
    pump(app, &mut [phone], 200, "the free seat taken", |app, p| {
        p[0].given_seat().is_some() && person(app, seat)
    });
    // The page learns the seat's number in addresses (from 1).
    assert_eq!(phone.given_seat(), Some(seat as u64 + 1));
}

/// The lobby, reached by the keyboard, showing the phone codes (the keyboard chose the item) at
/// the loopback; the server's address and token.
pub(super) fn lobby_with_phones(app: &mut App) -> (SocketAddr, String) {
    super::lobby_comforts::lobby_by_keyboard(app);
    // A loopback address stands in for the LAN's (the lobby keeps one it has).
    app.world_mut()
        .resource_mut::<stammtisch::settings::Settings>()
        .phone_port = 0;
    app.world_mut().resource_mut::<PhoneJoining>().address = Some(std::net::Ipv4Addr::LOCALHOST);
    super::lobby_comforts::choose_by_keys(app, LobbyChoice::Phones);
    run_until(app, 5, "the phone server", |app| {
        app.world().contains_resource::<PhoneHost>()
    });
    let host = host(app);
    let addr = SocketAddr::from(([127, 0, 0, 1], host.server.addr.port()));
    (addr, host.server.shared.token.clone())
}

#[test]
fn the_keyboard_shows_the_codes_and_a_phone_takes_a_free_seat_in_the_lobby() {
    let mut app = app();
    let (addr, token) = lobby_with_phones(&mut app);
    assert!(codes_shown(&app));
    let seats_before = app.world().resource::<MatchSetup>().seats.clone();
    let free = seats_before.iter().position(|s| !s.is_human()).unwrap();
    let mut phone = Phone::join_free(addr, &token);
    wait_taken(&mut app, &mut phone, free, |app, i| {
        app.world().resource::<MatchSetup>().seats[i].is_human()
    });
    let taken = &app.world().resource::<MatchSetup>().seats[free];
    assert_eq!(taken.name(), format!("Handy {}", free + 1));
    assert!(app.world().resource::<PhoneSeats>().has(Seat(free as u8)));
    // Hiding the codes keeps the server and the phone.
    super::lobby_comforts::choose_by_keys(&mut app, LobbyChoice::Phones);
    assert!(!codes_shown(&app));
    for _ in 0..5 {
        app.update();
        phone.poll();
    }
    assert!(app.world().contains_resource::<PhoneHost>() && !phone.closed);
    // Dealt: the phone plays its seat and the TV keeps that hand face down.
    super::lobby_comforts::choose_by_keys(&mut app, LobbyChoice::Deal);
    pump(
        &mut app,
        &mut [&mut phone],
        300,
        "a view of the hand",
        |_, p| {
            p[0].view()
                .is_some_and(|v| !v["sections"].as_array().unwrap().is_empty())
        },
    );
    let privacy = app
        .world()
        .resource::<stammtisch::table::privacy::Privacy>();
    let seats = app.world().resource::<TableSeats>();
    assert!(seats.kinds[free].is_human());
    assert!(!privacy.shows(seats, Seat(free as u8)));
}

#[test]
fn at_the_table_a_phone_never_takes_a_bots_seat_but_one_the_tv_hands_over() {
    let mut app = two_people();
    let (addr, token) = open_phones(&mut app);
    let bot = app
        .world()
        .resource::<TableSeats>()
        .kinds
        .iter()
        .position(|k| !k.is_human())
        .unwrap() as u8;
    // Neither by the bot's own address nor as "any free seat": a bot's hand is never sent.
    let mut by_address = Phone::join(addr, &token, bot);
    let mut any = Phone::join_free(addr, &token);
    pump(
        &mut app,
        &mut [&mut by_address, &mut any],
        200,
        "the refusals",
        |_, p| p.iter().all(|p| p.error().is_some() && p.closed),
    );
    assert!(
        by_address
            .error()
            .unwrap()
            .contains("nicht für ein Handy frei")
    );
    assert!(any.error().unwrap().contains("Kein Platz ist frei"));
    assert!(by_address.view().is_none() && any.view().is_none());
    assert!(!app.world().resource::<TableSeats>().kinds[bot as usize].is_human());
    // Anna's phone breaks: the pause menu gives her seat to another phone (chosen twice, on
    // purpose); the old phone's secret is void, and the next phone asking for a seat takes it.
    let mut old = seated(&mut app, addr, &token, 0);
    let old_secret = old.secret().unwrap();
    app.update();
    assert!(
        app.world()
            .resource::<stammtisch::table::seats::PhoneHeld>()
            .0
            .contains(&Seat(0))
    );
    let choose = stammtisch::screens::pause_menu::MenuChoice {
        row: stammtisch::screens::pause_menu::MenuRow::Seat(0),
        device: stammtisch::input::controllers::Device::Keyboard,
    };
    app.world_mut().write_message(choose);
    app.update();
    assert!(
        host(&app).server.shared.taken(0),
        "chosen once: nothing yet"
    );
    app.world_mut().write_message(choose);
    pump(
        &mut app,
        &mut [&mut old],
        200,
        "the old phone told",
        |_, p| p[0].closed,
    );
    assert!(old.gone().unwrap().contains("anderen Handy"));
    assert!(!host(&app).server.shared.held(0));
    let mut back = Phone::rejoin(addr, &token, 0, &old_secret);
    let mut new = Phone::join_free(addr, &token);
    pump(
        &mut app,
        &mut [&mut back, &mut new],
        300,
        "the new phone plays Anna's seat",
        |app, p| p[1].view().is_some() && app.world().resource::<PhoneSeats>().has(Seat(0)),
    );
    assert_eq!(new.given_seat(), Some(1), "Anna's seat, counted from 1");
    assert!(back.view().is_none(), "the void secret takes nothing");
    assert!(back.gone().unwrap().contains("anderen Handy"));
}

/// Whether the TV shows the held cards of `seat` face up (Gussy Gorillas).
fn gorillas_held_face_up(app: &mut App, seat: Seat) -> Option<bool> {
    let held = stammtisch::games::gorillas::project::hand_keys(
        app.world()
            .resource::<stammtisch::games::gorillas::GorillasSight>(),
        seat,
    );
    let mut cards = app.world_mut().query::<(
        &stammtisch::table::cards::TableCard,
        &stammtisch::table::cards::CardPlace,
    )>();
    cards
        .iter(app.world())
        .find(|(card, _)| held.contains(&card.0))
        .map(|(_, place)| place.face_up)
}

#[test]
fn in_gussy_gorillas_a_phone_seat_s_held_card_shows_on_the_tv_and_the_phone_hides_it() {
    let mut app = app();
    // Two people: the TV shows Anna's held card to Berta (a screen holding only Anna's seat has
    // no identity for it at all).
    let mut setup = MatchSetup::against_bots("gorillas", 4, Level::Easy, "-", 3);
    setup.seats[0] = SeatKind::Human {
        name: "Anna".into(),
    };
    setup.seats[1] = SeatKind::Human {
        name: "Berta".into(),
    };
    sit_down(&mut app, setup);
    run_until(&mut app, 600, "a held card", |app| {
        gorillas_held_face_up(app, Seat(0)).is_some()
    });
    // Without a phone the screen hides a person's own held card from them.
    assert_eq!(gorillas_held_face_up(&mut app, Seat(0)), Some(false));
    let (addr, token) = open_phones(&mut app);
    let mut phone = Phone::join(addr, &token, 0);
    wait_joined(&mut app, 0);
    pump(
        &mut app,
        &mut [&mut phone],
        300,
        "the held card on the TV",
        |app, p| p[0].view().is_some() && gorillas_held_face_up(app, Seat(0)) == Some(true),
    );
    // The phone shows every other seat's held card, and its own as a back without an id.
    let view = phone.view().unwrap();
    let game = &app
        .world()
        .resource::<stammtisch::games::gorillas::GorillasMatch>()
        .game;
    let own: Vec<u8> = game.hand(Seat(0)).iter().map(|c| c.0).collect();
    assert!(
        phone.ids_seen().iter().all(|id| !own.contains(id)),
        "the phone never learns its own held card"
    );
    for seat in 1..4u8 {
        let held: Vec<u8> = game.hand(Seat(seat)).iter().map(|c| c.0).collect();
        let shown: Vec<u8> = view["sections"]
            .as_array()
            .unwrap()
            .iter()
            .flat_map(|s| s["cards"].as_array().unwrap())
            .filter_map(|c| c["id"].as_u64().map(|i| i as u8))
            .collect();
        assert!(held.iter().all(|id| shown.contains(id)), "seat {seat}");
    }
}

#[test]
fn a_phone_that_goes_silent_frees_its_seat_and_can_come_back() {
    // Wi-Fi gone sends no close: the server hears no pong for the silence limit (shortened
    // here from 7 s), closes that socket and the seat waits for its own phone's secret.
    let mut app = two_people();
    let (addr, token) = open_phones(&mut app);
    let silent = seated(&mut app, addr, &token, 0);
    let secret = silent.secret().unwrap();
    // Shortened only once the table holds the seat: on a busy test machine the join alone can
    // take longer than the short limit, and the seat would be gone before the table saw it.
    host(&app)
        .server
        .shared
        .silence_ms
        .store(600, std::sync::atomic::Ordering::Relaxed);
    let start = Instant::now();
    while !paused_for(&app, Seat(0)) {
        assert!(
            start.elapsed() < 2 * NETWORK,
            "the silent phone counted as gone"
        );
        std::thread::sleep(Duration::from_millis(5));
        app.update();
    }
    assert!(!host(&app).server.shared.taken(0));
    drop(silent);
    // Back with the usual patience (the short one would let a busy test machine drop it too).
    host(&app).server.shared.silence_ms.store(
        stammtisch::phone::socket::SILENCE.as_millis() as u64,
        std::sync::atomic::Ordering::Relaxed,
    );
    let mut back = Phone::rejoin(addr, &token, 0, &secret);
    wait_joined(&mut app, 0);
    app.update();
    assert!(!paused_for(&app, Seat(0)));
    pump(&mut app, &mut [&mut back], 100, "a view again", |_, p| {
        p[0].view().is_some()
    });
}

#[test]
fn a_gamepad_alone_shows_and_hides_the_phone_codes() {
    let mut app = app();
    run_until(&mut app, 3000, "the title", |app| {
        super::harness::screen(app) == stammtisch::core::Screen::Title
    });
    let pad = super::devices::connect(&mut app);
    super::devices::press(&mut app, pad, GamepadButton::South);
    app.world_mut()
        .resource_mut::<stammtisch::settings::Settings>()
        .phone_port = 0;
    app.world_mut().resource_mut::<PhoneJoining>().address = Some(std::net::Ipv4Addr::LOCALHOST);
    super::lobby_comforts::choose_by_pad(&mut app, pad, LobbyChoice::Phones);
    run_until(&mut app, 5, "the phone server", |app| {
        app.world().contains_resource::<PhoneHost>()
    });
    assert!(codes_shown(&app));
    super::lobby_comforts::choose_by_pad(&mut app, pad, LobbyChoice::Phones);
    assert!(!codes_shown(&app));
    assert!(
        app.world().contains_resource::<PhoneHost>(),
        "the phones stay"
    );
}
