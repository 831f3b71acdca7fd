//! The phone server tried as a stranger on the same Wi-Fi would try it, on the loopback against
//! the real App: slow heads can't lock phones out, a seat belongs to its phone's secret, other
//! sites' pages and other host names are refused, and a socket that breaks the WebSocket
//! protocol is closed with the RFC's code while the other phone plays on. Strangers guessing from
//! many addresses keep no phone out and decide few guesses; a token takes no bot's seat and no
//! seat a person plays at the TV without that seat's own yes; a dozen pages load at once from one
//! address; a phone back on its seat gets no view from before. Every loop is bounded in count and time.

use super::phones::{
    NETWORK, Phone, get, get_as, host, open_phones, paused_for, pump, seated, two_people,
    wait_joined,
};
use super::ws_client::WsClient;
use bevy::prelude::*;
use stammtisch::phone::PhoneSeats;
use stammtisch::phone::server::HEAD_DEADLINE;
use stammtisch_rules::Seat;
use std::io::{ErrorKind, Read, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};

/// Slow clients that each trickle one byte of a head every 2 s.
const SLOW_CLIENTS: usize = 100;

/// Whether the server has closed `stream` (read returns the end or an error).
fn cut(stream: &mut TcpStream) -> bool {
    stream
        .set_read_timeout(Some(Duration::from_millis(1)))
        .unwrap();
    match stream.read(&mut [0u8; 64]) {
        Ok(0) => true,
        Ok(_) => false,
        Err(e) => !matches!(e.kind(), ErrorKind::WouldBlock | ErrorKind::TimedOut),
    }
}

#[test]
fn a_hundred_slow_heads_neither_lock_a_phone_out_nor_outstay_the_deadline() {
    let mut app = two_people();
    let (addr, token) = open_phones(&mut app);
    let start = Instant::now();
    let mut slow: Vec<(TcpStream, Option<Duration>)> = (0..SLOW_CLIENTS)
        .map(|_| {
            let mut s = TcpStream::connect(addr).unwrap();
            s.write_all(b"G").unwrap();
            (s, None)
        })
        .collect();
    // A real phone: the page, then its socket, while the slow ones trickle.
    let joining = Instant::now();
    let (status, _) = get(addr, &format!("/t/{token}/seat/1"));
    assert!(status.contains("200"), "{status}");
    let mut anna = Phone::join(addr, &token, 0);
    wait_joined(&mut app, 0);
    let joined_in = joining.elapsed();
    assert!(
        joined_in < Duration::from_secs(1),
        "joined in {joined_in:?}"
    );
    pump(&mut app, &mut [&mut anna], 200, "a view", |_, p| {
        p[0].view().is_some()
    });
    // Every slow head is cut: pushed out by a newer one, or at the deadline.
    let mut next_byte = start + Duration::from_secs(2);
    while slow.iter().any(|(_, at)| at.is_none()) {
        assert!(
            start.elapsed() < HEAD_DEADLINE + Duration::from_secs(4),
            "{} slow heads outstayed the deadline",
            slow.iter().filter(|(_, at)| at.is_none()).count()
        );
        for (stream, at) in slow.iter_mut().filter(|(_, at)| at.is_none()) {
            if cut(stream) {
                *at = Some(start.elapsed());
            }
        }
        if Instant::now() >= next_byte {
            for (stream, _) in slow.iter_mut().filter(|(_, at)| at.is_none()) {
                let _ = stream.write_all(b"E");
            }
            next_byte += Duration::from_secs(2);
        }
        app.update();
        anna.poll();
        std::thread::sleep(Duration::from_millis(5));
    }
    let mut cuts: Vec<Duration> = slow.iter().filter_map(|(_, at)| *at).collect();
    cuts.sort();
    let last = cuts[cuts.len() - 1];
    println!(
        "slow heads cut after {:?} … {:?}",
        &cuts[..3],
        &cuts[cuts.len() - 10..]
    );
    println!(
        "{SLOW_CLIENTS} slow heads: the phone joined in {joined_in:?}, the last slow head was cut \
         after {last:?} (deadline {HEAD_DEADLINE:?})"
    );
    // The phone plays on: still connected, still the seat's.
    assert!(!anna.closed);
    assert!(app.world().resource::<PhoneSeats>().has(Seat(0)));
    assert_eq!(host(&app).server.shared.gate.waiting(), 0);
}

#[test]
fn the_token_alone_takes_no_seat_a_phone_holds_and_its_secret_takes_it_back_at_once() {
    let mut app = two_people();
    let (addr, token) = open_phones(&mut app);
    let mut anna = seated(&mut app, addr, &token, 0);
    let secret = anna.secret().unwrap();
    // A stranger with the table's token: not Anna's seat, with no secret or a wrong one.
    let mut wrong = secret.clone().into_bytes();
    wrong[0] = if wrong[0] == b'0' { b'1' } else { b'0' };
    let wrong = String::from_utf8(wrong).unwrap();
    let mut strangers = [
        Phone::join(addr, &token, 0),
        Phone::rejoin(addr, &token, 0, &wrong),
        Phone::rejoin(addr, &token, 0, "not-a-secret"),
    ];
    {
        let mut all: Vec<&mut Phone> = strangers.iter_mut().collect();
        pump(&mut app, &mut all, 200, "the refusals", |_, p| {
            p.iter().all(|p| p.closed)
        });
    }
    for stranger in &strangers {
        assert!(stranger.error().unwrap().contains("schon ein Handy"));
        assert!(stranger.view().is_none(), "a stranger reads no hand");
        assert!(stranger.ids_seen().is_empty());
        assert_eq!(stranger.close_code, Some(1008));
    }
    // Anna's Wi-Fi blinks: her old socket is still open on the server when the page comes
    // back. The secret takes the seat at once; the table never pauses for it.
    let mut back = Phone::rejoin(addr, &token, 0, &secret);
    pump(
        &mut app,
        &mut [&mut back, &mut anna],
        200,
        "the seat back and the old socket closed",
        |_, p| p[0].view().is_some() && p[1].closed,
    );
    assert!(anna.gone().is_some(), "the old page is told and stops");
    assert!(!paused_for(&app, Seat(0)));
    assert!(app.world().resource::<PhoneSeats>().has(Seat(0)));
    // A stranger still can't, while the seat's phone is away either.
    back.close();
    let mut late = Phone::join(addr, &token, 0);
    pump(&mut app, &mut [&mut late], 200, "the refusal", |_, p| {
        p[0].closed
    });
    assert!(late.error().unwrap().contains("schon ein Handy"));
    assert!(paused_for(&app, Seat(0)), "waiting for Anna's own phone");
}

#[test]
fn other_sites_pages_other_host_names_and_guessed_tokens_are_refused() {
    let mut app = two_people();
    let (addr, token) = open_phones(&mut app);
    let path = format!("/t/{token}/ws/1");
    for origin in [
        Some("http://evil.example"),
        Some("null"),
        Some(&format!("https://{addr}") as &str),
        None,
    ] {
        let refused = WsClient::connect_from(addr, &path, origin);
        assert!(
            refused.as_ref().is_err_and(|status| status.contains("403")),
            "{origin:?}: {:?}",
            refused.err()
        );
    }
    // A name pointing here from elsewhere (DNS rebinding) is not the page's own address.
    let (status, _) = get_as(addr, &format!("/t/{token}/seat/1"), "evil.example:7878");
    assert!(status.contains("421"), "{status}");
    // The page's answers keep other sites from framing it and browsers from sniffing it.
    let mut stream = TcpStream::connect(addr).unwrap();
    stream.set_read_timeout(Some(NETWORK)).unwrap();
    write!(
        stream,
        "GET /t/{token}/seat/1 HTTP/1.1\r\nHost: {addr}\r\n\r\n"
    )
    .unwrap();
    let mut answer = String::new();
    let _ = stream.read_to_string(&mut answer);
    for header in [
        "X-Frame-Options: DENY",
        "X-Content-Type-Options: nosniff",
        "frame-ancestors 'none'",
        "Referrer-Policy: no-referrer",
    ] {
        assert!(answer.contains(header), "{header}");
    }
    // Wrong tokens get a 404 at once, within the address's budget (below).
    assert!(get(addr, "/t/aaaaaaaaa/seat/1").0.contains("404"));
}

/// Frames a client may not send; each must close only its own socket with the RFC's code.
fn broken_frames() -> Vec<(&'static str, Vec<(bool, u8, Vec<u8>)>, u16)> {
    vec![
        (
            "a text frame in the middle of a fragmented message",
            vec![(false, 0x1, b"{\"ca".to_vec()), (true, 0x1, b"x".to_vec())],
            1002,
        ),
        (
            "a continuation without a start",
            vec![(true, 0x0, b"rd\": 1}".to_vec())],
            1002,
        ),
        (
            "invalid UTF-8 in a text message",
            vec![(true, 0x1, vec![b'{', 0xff, 0xfe, b'}'])],
            1007,
        ),
        (
            "invalid UTF-8 across fragments",
            vec![
                (false, 0x1, vec![b'"', 0xe2]),
                (true, 0x0, vec![0x28, b'"']),
            ],
            1007,
        ),
        (
            "a Close with a code no one may send",
            vec![(true, 0x8, 1005u16.to_be_bytes().to_vec())],
            1002,
        ),
        (
            "a Close with a one-byte body",
            vec![(true, 0x8, vec![3])],
            1002,
        ),
        (
            "a fragmented ping",
            vec![(false, 0x9, b"hi".to_vec())],
            1002,
        ),
        ("an unknown opcode", vec![(true, 0x3, b"?".to_vec())], 1002),
        (
            "a message far too long",
            vec![(true, 0x1, vec![b' '; 40 * 1024])],
            1009,
        ),
    ]
}

#[test]
fn protocol_faults_close_only_that_socket_with_the_rfc_s_code() {
    let mut app = two_people();
    let (addr, token) = open_phones(&mut app);
    let mut anna = seated(&mut app, addr, &token, 0);
    let ben = seated(&mut app, addr, &token, 1);
    let secret = ben.secret().unwrap();
    let dropped = host(&app).dropped();
    let mut faulty = ben;
    for (i, (what, frames, code)) in broken_frames().into_iter().enumerate() {
        if i > 0 {
            // Ben's page comes back with his secret.
            faulty = Phone::rejoin(addr, &token, 1, &secret);
            pump(&mut app, &mut [&mut faulty], 200, "the seat", |_, p| {
                p[0].view().is_some()
            });
        }
        for (fin, opcode, payload) in frames {
            let _ = faulty.ws.send_piece(fin, opcode, &payload);
        }
        pump(
            &mut app,
            &mut [&mut faulty, &mut anna],
            300,
            what,
            |_, p| p[0].closed,
        );
        assert_eq!(faulty.close_code, Some(code), "{what}");
        assert!(!anna.closed, "{what}: the other phone plays on");
    }
    assert!(host(&app).dropped() >= dropped + broken_frames().len() as u64 - 2);
    // Anna's phone still gets a fresh view and is heard.
    let before = anna.texts.len();
    pump(
        &mut app,
        &mut [&mut anna],
        1000,
        "a ping or view",
        |_, p| p[0].texts.len() > before,
    );
    assert!(app.world().resource::<PhoneSeats>().has(Seat(0)));
}

/// Everything the game logs from now on (its own targets, every level), for the test that reads
/// the log; the first caller installs it for the whole test binary.
fn captured_log() -> &'static std::sync::Mutex<Vec<u8>> {
    use bevy::log::tracing_subscriber::{self, filter::Targets, prelude::*};
    static LOG: std::sync::OnceLock<&'static std::sync::Mutex<Vec<u8>>> =
        std::sync::OnceLock::new();
    LOG.get_or_init(|| {
        let log: &'static std::sync::Mutex<Vec<u8>> =
            Box::leak(Box::new(std::sync::Mutex::new(Vec::new())));
        let writer = move || CapturedWriter(log);
        let layer = tracing_subscriber::fmt::layer()
            .with_ansi(false)
            .with_writer(writer)
            .with_filter(Targets::new().with_target("stammtisch", bevy::log::Level::TRACE));
        let _ = tracing_subscriber::registry().with(layer).try_init();
        log
    })
}

struct CapturedWriter(&'static std::sync::Mutex<Vec<u8>>);

impl Write for CapturedWriter {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        if let Ok(mut log) = self.0.lock()
            && log.len() < 16 << 20
        {
            log.extend_from_slice(buf);
        }
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

#[test]
fn a_phone_game_s_log_holds_no_token_and_no_seat_secret() {
    let log = captured_log();
    let mut app = two_people();
    let (addr, token) = open_phones(&mut app);
    let anna = seated(&mut app, addr, &token, 0);
    let mut ben = seated(&mut app, addr, &token, 1);
    let secrets = [anna.secret().unwrap(), ben.secret().unwrap()];
    // A stranger, a protocol fault, a silence, a comeback: everything that logs.
    let mut stranger = Phone::join(addr, &token, 0);
    pump(
        &mut app,
        &mut [&mut stranger],
        200,
        "the refusal",
        |_, p| p[0].closed,
    );
    let _ = ben.ws.send_frame(0x1, &[0xff]);
    pump(&mut app, &mut [&mut ben], 200, "the fault", |_, p| {
        p[0].closed
    });
    host(&app)
        .server
        .shared
        .silence_ms
        .store(300, std::sync::atomic::Ordering::Relaxed);
    let start = Instant::now();
    while host(&app).server.shared.taken(0) {
        assert!(start.elapsed() < 2 * NETWORK, "the silent phone went");
        app.update();
        std::thread::sleep(Duration::from_millis(5));
    }
    host(&app).server.shared.silence_ms.store(
        stammtisch::phone::socket::SILENCE.as_millis() as u64,
        std::sync::atomic::Ordering::Relaxed,
    );
    let mut back = Phone::rejoin(addr, &token, 1, &secrets[1]);
    pump(&mut app, &mut [&mut back], 200, "Ben back", |_, p| {
        p[0].view().is_some()
    });
    for _ in 0..10 {
        app.update();
    }
    let log = String::from_utf8_lossy(&log.lock().unwrap()).to_string();
    assert!(
        log.contains("phones join at port") && log.contains("went silent"),
        "the capture holds the phone server's lines"
    );
    assert!(!log.contains(&token), "the token is in the log");
    for secret in &secrets {
        assert!(
            !log.contains(secret.as_str()),
            "a seat's secret is in the log"
        );
    }
}

/// Every card id a message to a phone names (its view's sections).
fn ids_in(message: &str) -> Vec<u8> {
    let Ok(value) = serde_json::from_str::<serde_json::Value>(message) else {
        return Vec::new();
    };
    let sections = value["view"]["sections"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    sections
        .iter()
        .flat_map(|s| s["cards"].as_array().cloned().unwrap_or_default())
        .filter_map(|c| c["id"].as_u64().map(|i| i as u8))
        .collect()
}

/// Every card id the rules' view of a seat holds, read off its debug form, which names each
/// `CardId(n)`: the same for every game whose view keeps card ids.
fn ids_in_view(view: &impl std::fmt::Debug) -> Vec<u8> {
    format!("{view:?}")
        .split("CardId(")
        .skip(1)
        .filter_map(|rest| rest.split(')').next()?.parse().ok())
        .collect()
}

/// Nur die Ziege zählt keeps cards as numbers and bit sets: what the seat has not seen is its
/// view's `unseen`, every other card it may know.
fn ziege_seen(view: &stammtisch_rules::games::ziege::ZiegeView) -> Vec<u8> {
    use stammtisch_rules::games::ziege::{ALL_CARDS, card_id, cards_of};
    cards_of(ALL_CARDS & !view.unseen())
        .into_iter()
        .map(|n| card_id(n).0)
        .collect()
}

/// A seeded game with a phone at seat 0 (a bot stands in, so the game runs on without taps):
/// every frame, the message the phone is sent names no card the rules' view of seat 0 does not
/// show at that moment. Until the results, or `frames`.
fn phone_sees_only_its_seat<G: stammtisch::games::driver::TableGame>(
    game: &str,
    players: usize,
    frames: usize,
    seen: impl Fn(&<G::Rules as stammtisch_rules::Game>::View) -> Vec<u8>,
) -> (usize, bool) {
    let mut app = super::harness::app();
    super::harness::sit_down(
        &mut app,
        stammtisch::core::MatchSetup::against_bots(
            game,
            players,
            stammtisch_rules::bots::Level::Easy,
            "Anna",
            11,
        ),
    );
    let (addr, token) = open_phones(&mut app);
    let mut phone = Phone::join(addr, &token, 0);
    wait_joined(&mut app, 0);
    app.world_mut()
        .resource_mut::<stammtisch::table::seats::TableSeats>()
        .stand_in[0] = Some(stammtisch_rules::bots::Level::Easy);
    let mut checked = 0;
    let mut last = String::new();
    // What seat 0 saw at the end of the frame before: a view sent during a frame may show a
    // card that a later system of the same frame took out of sight (a trick gathered).
    let mut seen_before = Vec::new();
    let started = Instant::now();
    for frame in 0..frames {
        app.update();
        phone.poll();
        if super::harness::screen(&app) != stammtisch::core::Screen::Table {
            println!(
                "{game}: the game ended after {frame} frames, {:?}, on {:?}",
                started.elapsed(),
                super::harness::screen(&app)
            );
            return (checked, true);
        }
        let m = app
            .world()
            .resource::<stammtisch::games::driver::Match<G>>();
        let visible = seen(&stammtisch_rules::Game::view(&m.game, Seat(0)));
        let sent = host(&app).server.shared.latest(0).to_string();
        if sent != last {
            for id in ids_in(&sent) {
                assert!(
                    visible.contains(&id) || seen_before.contains(&id),
                    "{game}: the phone of seat 1 was sent card {id}, which its view does not show\n{sent}\n{:?}",
                    stammtisch_rules::Game::view(&m.game, Seat(0))
                );
            }
            checked += 1;
            last = sent;
        }
        seen_before = visible;
    }
    assert!(
        !phone.closed,
        "{game}: the phone was closed ({:?})",
        phone.close_code
    );
    (checked, false)
}

/// Nur die Ziege zählt's and Gämsh Alpin's hands are bit sets of card ids: those, and every
/// id the debug form names.
fn with_hand_bits(view: &impl std::fmt::Debug, sets: &[u64]) -> Vec<u8> {
    let mut ids = ids_in_view(view);
    for set in sets {
        ids.extend((0..64u8).filter(|i| set & (1 << i) != 0));
    }
    ids
}

/// Frames each game runs at most (a whole game for the short ones, the first rounds for the
/// real-time ones), so the five together stay within a few minutes.
const PRIVACY_FRAMES: usize = 4000;

fn report((checked, ended): (usize, bool), game: &str) {
    println!("{game}: {checked} views checked, the game ended: {ended}");
    assert!(checked >= 10, "{game}: only {checked} views");
}

#[test]
fn a_schwimmen_phone_is_sent_no_card_its_seat_may_not_see() {
    use stammtisch::games::schwimmen::SchwimmenTable;
    let run =
        phone_sees_only_its_seat::<SchwimmenTable>("schwimmen", 4, PRIVACY_FRAMES, ids_in_view);
    report(run, "schwimmen");
}

#[test]
fn a_jammerlappen_phone_is_sent_no_card_its_seat_may_not_see() {
    use stammtisch::games::jammerlappen::JammerlappenTable;
    let run = phone_sees_only_its_seat::<JammerlappenTable>(
        "jammerlappen",
        3,
        PRIVACY_FRAMES,
        ids_in_view,
    );
    report(run, "jammerlappen");
}

#[test]
fn a_ziege_phone_is_sent_no_card_its_seat_may_not_see() {
    use stammtisch::games::ziege::ZiegeTable;
    let run = phone_sees_only_its_seat::<ZiegeTable>("ziege", 3, PRIVACY_FRAMES, ziege_seen);
    report(run, "ziege");
}

#[test]
fn a_gaemsh_phone_is_sent_no_card_its_seat_may_not_see() {
    use stammtisch::games::gaemsh::GaemshTable;
    let run = phone_sees_only_its_seat::<GaemshTable>("gaemsh", 4, PRIVACY_FRAMES, |v| {
        let mut sets = vec![v.hand];
        sets.extend(v.known.iter().copied());
        sets.extend(v.shown.iter().flatten().copied());
        with_hand_bits(v, &sets)
    });
    report(run, "gaemsh");
}

#[test]
fn a_gorillas_phone_is_sent_no_card_its_seat_may_not_see() {
    use stammtisch::games::gorillas::GorillasTable;
    // The others' held cards, the own collection, what was seen collected, the showcase.
    let run = phone_sees_only_its_seat::<GorillasTable>("gorillas", 4, PRIVACY_FRAMES, |v| {
        let held = v.hands.iter().flatten();
        let collected = v.collection.iter().chain(v.witnessed.iter().flatten());
        let shown = v.showcase.iter().flatten().flatten();
        held.chain(collected.map(|(card, _)| card))
            .chain(shown)
            .map(|card| card.0)
            .collect()
    });
    report(run, "gorillas");
}

/// A connection to `addr` from the loopback address `from` (all of 127/8 is the loopback on
/// Linux), so the server sees a stranger at an address of its own.
fn connect_from(from: std::net::Ipv4Addr, addr: std::net::SocketAddr) -> TcpStream {
    use std::os::fd::FromRawFd;
    let std::net::SocketAddr::V4(to) = addr else {
        panic!("the server listens on IPv4")
    };
    let socket_address = |ip: std::net::Ipv4Addr, port: u16| libc::sockaddr_in {
        sin_family: libc::AF_INET as libc::sa_family_t,
        sin_port: port.to_be(),
        sin_addr: libc::in_addr {
            s_addr: u32::from(ip).to_be(),
        },
        sin_zero: [0; 8],
    };
    let len = std::mem::size_of::<libc::sockaddr_in>() as libc::socklen_t;
    let (local, remote) = (socket_address(from, 0), socket_address(*to.ip(), to.port()));
    // SAFETY: a fresh socket of our own, bound and connected with well-formed addresses of the
    // length given; it is handed to `TcpStream` once, which closes it.
    unsafe {
        let fd = libc::socket(libc::AF_INET, libc::SOCK_STREAM | libc::SOCK_CLOEXEC, 0);
        assert!(fd >= 0, "a socket");
        let stream = TcpStream::from_raw_fd(fd);
        let bound = libc::bind(fd, (&raw const local).cast(), len);
        assert_eq!(bound, 0, "bound to {from}");
        let connected = libc::connect(fd, (&raw const remote).cast(), len);
        assert_eq!(connected, 0, "connected from {from}");
        stream
    }
}

/// `count` strangers at 127.0.0.2 and on, each sending a wrong token every `every` (a page or a
/// socket, in turn) for `lasting`, while the right page and the seat's own socket come back
/// three times from 127.0.0.1 in the second half: each is answered, its socket sent the view,
/// in under a second.
fn strangers_keep_no_phone_out(count: u8, every: Duration, lasting: Duration) -> Vec<Duration> {
    let mut app = two_people();
    let (addr, token) = open_phones(&mut app);
    let anna = seated(&mut app, addr, &token, 0);
    let secret = anna.secret().unwrap();
    let mut phone = anna;
    let start = Instant::now();
    let mut next: Vec<Instant> = (0..count).map(|_| start).collect();
    let mut open: Vec<(Instant, TcpStream)> = Vec::new();
    let mut sent = 0;
    let mut tries = Vec::new();
    let mut next_try = start + lasting / 2;
    while start.elapsed() < lasting {
        let now = Instant::now();
        for (i, at) in next.iter_mut().enumerate() {
            if now < *at {
                continue;
            }
            let from = std::net::Ipv4Addr::new(127, 0, 0, 2 + i as u8);
            let mut stranger = connect_from(from, addr);
            let what = if sent % 2 == 0 { "seat" } else { "ws" };
            let _ = write!(
                stranger,
                "GET /t/zzzzzzzzz/{what}/1 HTTP/1.1\r\nHost: {addr}\r\n\r\n"
            );
            open.push((now, stranger));
            sent += 1;
            *at += every;
        }
        // A stranger's connection stays open a while, as a waiting browser's would.
        open.retain(|(at, _)| at.elapsed() < Duration::from_secs(1));
        if now >= next_try && tries.len() < 3 {
            let asked = Instant::now();
            let (status, _) = get(addr, &format!("/t/{token}/seat/1"));
            assert!(status.contains("200"), "the right page: {status}");
            let mut back = Phone::rejoin(addr, &token, 0, &secret);
            pump(&mut app, &mut [&mut back], 200, "the view", |_, p| {
                p[0].view().is_some()
            });
            let took = asked.elapsed();
            assert!(took < Duration::from_secs(1), "page and socket in {took:?}");
            tries.push(took);
            phone = back;
            next_try = Instant::now() + lasting / 6;
        } else {
            app.update();
            phone.poll();
            std::thread::sleep(Duration::from_millis(2));
        }
    }
    assert_eq!(tries.len(), 3, "three tries during the flood");
    println!(
        "{count} addresses, {sent} wrong tokens in {:?}: the right page and socket in {tries:?}, \
         {} turned away",
        start.elapsed(),
        host(&app)
            .server
            .shared
            .turned_away
            .load(std::sync::atomic::Ordering::Relaxed)
    );
    assert!(!phone.closed);
    tries
}

#[test]
fn wrong_tokens_from_five_and_fifty_addresses_keep_no_phone_out() {
    strangers_keep_no_phone_out(5, Duration::from_millis(100), Duration::from_millis(3000));
    strangers_keep_no_phone_out(50, Duration::from_millis(300), Duration::from_millis(3000));
}

#[test]
fn one_address_decides_few_guesses_and_the_right_token_elsewhere_is_answered_at_once() {
    use stammtisch::phone::gate::{FREE_MISSES, MISS_EVERY};
    let mut app = two_people();
    let (addr, token) = open_phones(&mut app);
    let guesser = std::net::Ipv4Addr::new(127, 0, 0, 60);
    // A guess is decided when its answer differs from what the right token gets at once: a 404,
    // or no answer within 100 ms (the right token is answered at once). "Too many tries" is
    // what the right token gets too, past the budget: that decides nothing.
    let guess = |path: &str| -> String {
        let mut stream = connect_from(guesser, addr);
        stream
            .set_read_timeout(Some(Duration::from_millis(100)))
            .unwrap();
        write!(stream, "GET {path} HTTP/1.1\r\nHost: {addr}\r\n\r\n").unwrap();
        // The status line, as far as it came in time.
        let mut answer = Vec::new();
        let mut chunk = [0u8; 64];
        while !answer.windows(2).any(|w| w == b"\r\n") {
            match stream.read(&mut chunk) {
                Ok(n) if n > 0 => answer.extend_from_slice(&chunk[..n]),
                _ => break,
            }
        }
        String::from_utf8_lossy(&answer).to_string()
    };
    let start = Instant::now();
    let (mut decided, mut too_many, mut sent) = (0u32, 0u32, 0u32);
    while start.elapsed() < Duration::from_millis(1500) && sent < 3000 {
        let status = guess(&format!("/t/x{sent:08}/seat/1"));
        sent += 1;
        if status.starts_with("HTTP/1.1 429") {
            too_many += 1;
        } else {
            decided += 1;
        }
    }
    let lasted = start.elapsed();
    // Any other address (a real phone) is answered at once.
    let asked = Instant::now();
    assert!(get(addr, &format!("/t/{token}/seat/1")).0.contains("200"));
    let answered = asked.elapsed();
    let limit = FREE_MISSES + (lasted.as_secs_f32() / MISS_EVERY.as_secs_f32()).ceil() as u32;
    println!(
        "one address: {sent} guesses in {lasted:?}, {decided} decided ({:.1}/s; at most {limit}), \
         {too_many} told 'too many'; the right token from another address in {answered:?}",
        decided as f32 / lasted.as_secs_f32()
    );
    assert!(sent > 10, "the guesser kept trying ({sent})");
    assert!(
        decided <= limit,
        "{decided} guesses decided, the limit is {limit}"
    );
    // Past its budget the guesser's right token is not looked at either: the answer says nothing.
    let right = guess(&format!("/t/{token}/seat/1"));
    assert!(right.starts_with("HTTP/1.1 429"), "{right:?}");
    assert!(answered < Duration::from_millis(500));
}

#[test]
fn a_bot_s_seat_is_never_a_phone_s_by_its_number_and_no_bot_s_view_is_made() {
    use stammtisch::phone::PhoneLink;
    use stammtisch::screens::lobby::LobbyChoice;
    let mut app = super::harness::app();
    let (addr, token) = super::phones::lobby_with_phones(&mut app);
    let setup = app
        .world()
        .resource::<stammtisch::core::MatchSetup>()
        .clone();
    let bot = setup.seats.iter().position(|s| !s.is_human()).unwrap() as u8;
    // In the lobby a bot's seat by its number: refused, and the seat stays the bot's.
    let mut by_number = Phone::join(addr, &token, bot);
    pump(
        &mut app,
        &mut [&mut by_number],
        200,
        "the refusal",
        |_, p| p[0].closed,
    );
    assert!(
        by_number
            .error()
            .is_some_and(|e| e.contains("nicht für ein Handy frei")),
        "{:?}",
        by_number.texts
    );
    assert!(!host(&app).server.shared.held(bot as usize));
    let seats = &app.world().resource::<stammtisch::core::MatchSetup>().seats;
    assert!(!seats[bot as usize].is_human());
    // Dealt: no phone has the bot's seat, and none was sent a view.
    super::lobby_comforts::choose_by_keys(&mut app, LobbyChoice::Deal);
    super::harness::run_until(&mut app, 60, "the table", |app| {
        super::harness::screen(app) == stammtisch::core::Screen::Table
    });
    for _ in 0..30 {
        app.update();
    }
    assert!(!app.world().resource::<PhoneSeats>().has(Seat(bot)));
    assert!(by_number.view().is_none());
    // Where the views are made it is checked again: a bot's seat the table believed a phone's
    // (as if a claim had slipped through) gets no view.
    {
        let mut phones = app.world_mut().resource_mut::<PhoneSeats>();
        if phones.0.len() <= bot as usize {
            phones.0.resize(bot as usize + 1, None);
        }
        phones.0[bot as usize] = Some(PhoneLink::default());
    }
    for _ in 0..30 {
        app.update();
    }
    let sent = host(&app).server.shared.latest(bot as usize);
    assert!(sent.is_empty(), "a bot's view was made for a phone: {sent}");
}

/// Whether the table rests for a phone asking for `seat`.
fn resting_for_phone(app: &App, seat: u8) -> bool {
    app.world()
        .resource::<stammtisch::table::pause::TablePause>()
        .reasons
        .contains(&stammtisch::table::pause::PauseReason::PhoneAsks(Seat(
            seat,
        )))
}

#[test]
fn a_token_takes_no_seat_a_person_plays_at_the_tv_without_that_seat_s_yes() {
    use super::phones::{say_at_the_tv, two_people_at};
    // The smallest window the game supports, with egui laying the prompt out.
    let mut app = two_people_at(super::harness::ui_app(800, 600));
    let (addr, token) = open_phones(&mut app);
    // Anna plays seat 1 with the desk's keyboard and mouse: a stranger's phone asks, and waits.
    let mut stranger = Phone::join(addr, &token, 0);
    pump(
        &mut app,
        &mut [&mut stranger],
        200,
        "the TV asks",
        |app, p| p[0].error().is_some() && resting_for_phone(app, 0),
    );
    assert!(stranger.error().unwrap().contains("am Bildschirm"));
    // The prompt (the German words, the longer) lies whole inside the window.
    for _ in 0..3 {
        app.update();
    }
    let prompt = app
        .world()
        .resource::<stammtisch::ui::boxes::UiBoxes>()
        .named("phone-ask")
        .expect("the prompt is on screen");
    println!("the prompt at 800×600: {prompt:?}");
    assert!(
        prompt.min.x >= 0.0
            && prompt.min.y >= 0.0
            && prompt.max.x <= 800.0
            && prompt.max.y <= 600.0,
        "{prompt:?}"
    );
    for _ in 0..20 {
        app.update();
        stranger.poll();
    }
    assert!(!host(&app).server.shared.held(0), "no seat before the yes");
    assert!(!app.world().resource::<PhoneSeats>().has(Seat(0)));
    assert!(stranger.view().is_none() && !stranger.closed);
    // Anna says no at the TV (Backspace, the keyboard's Back): refused and closed, the table
    // plays on; asking again at once is refused too.
    say_at_the_tv(&mut app, 0, false);
    pump(&mut app, &mut [&mut stranger], 200, "the no", |_, p| {
        p[0].closed
    });
    assert!(stranger.gone().unwrap().contains("abgelehnt"));
    app.update();
    assert!(!resting_for_phone(&app, 0));
    let mut again = Phone::join(addr, &token, 0);
    pump(&mut app, &mut [&mut again], 200, "the refusal", |_, p| {
        p[0].closed
    });
    assert!(again.gone().unwrap().contains("abgelehnt"));
    for phone in [&stranger, &again] {
        assert!(phone.view().is_none() && phone.ids_seen().is_empty());
    }
    assert!(!host(&app).server.shared.held(0));
    // Ben plays seat 2 with no device of his own (the shared desk plays it): his phone asks,
    // the desk's Enter says yes, and the phone plays the seat.
    let mut ben = Phone::join(addr, &token, 1);
    pump(&mut app, &mut [&mut ben], 200, "the TV asks", |app, _| {
        resting_for_phone(app, 1)
    });
    say_at_the_tv(&mut app, 1, true);
    pump(&mut app, &mut [&mut ben], 300, "Ben's view", |_, p| {
        p[0].view().is_some() && p[0].secret().is_some()
    });
    assert!(app.world().resource::<PhoneSeats>().has(Seat(1)));
    assert!(!resting_for_phone(&app, 1));
}

#[test]
fn two_jammerlappen_phones_never_see_each_other_s_selection() {
    use stammtisch::core::SeatKind;
    use stammtisch::games::jammerlappen::JammerlappenMatch;
    use stammtisch::games::jammerlappen::input::{JammerlappenVerb, key_of};
    use stammtisch_rules::games::jammerlappen::Phase;
    let mut app = super::harness::app();
    let mut setup = stammtisch::core::MatchSetup::against_bots(
        "jammerlappen",
        3,
        stammtisch_rules::bots::Level::Easy,
        "-",
        7,
    );
    setup.seats[0] = SeatKind::Human {
        name: "Anna".into(),
    };
    setup.seats[1] = SeatKind::Human { name: "Ben".into() };
    super::harness::sit_down(&mut app, setup);
    let (addr, token) = open_phones(&mut app);
    let mut anna = Phone::join(addr, &token, 0);
    wait_joined(&mut app, 0);
    let mut ben = Phone::join(addr, &token, 1);
    wait_joined(&mut app, 1);
    let keep = format!("{:?}", key_of(JammerlappenVerb::Keep));
    let lay = format!("{:?}", key_of(JammerlappenVerb::LaySelected));
    // Both keep their cards as dealt; play begins.
    pump(
        &mut app,
        &mut [&mut anna, &mut ben],
        1500,
        "play",
        |app, phones| {
            let phase = app.world().resource::<JammerlappenMatch>().game.phase();
            if !matches!(phase, Phase::Exchange) {
                return true;
            }
            for phone in phones.iter_mut() {
                let offered = phone.view().is_some_and(|v| {
                    v["verbs"]
                        .as_array()
                        .unwrap()
                        .iter()
                        .any(|b| b["id"] == keep.as_str() && b["enabled"] == true)
                });
                if offered {
                    phone.tap_verb(&keep);
                }
            }
            false
        },
    );
    // Anna selects one of her cards (the table keeps one selection for everyone).
    let card = app
        .world()
        .resource::<JammerlappenMatch>()
        .game
        .hand(Seat(0))[0];
    {
        let mut m = app.world_mut().resource_mut::<JammerlappenMatch>();
        m.local.picked = vec![card];
        m.local.picker = Some(Seat(0));
    }
    let offers_lay = |phone: &Phone| {
        phone.view().is_some_and(|v| {
            v["verbs"]
                .as_array()
                .unwrap()
                .iter()
                .any(|b| b["id"] == lay.as_str())
        })
    };
    pump(
        &mut app,
        &mut [&mut anna, &mut ben],
        200,
        "Anna's phone offers to lay her selection",
        |_, p| offers_lay(p[0]),
    );
    for _ in 0..10 {
        app.update();
        ben.poll();
    }
    assert!(!offers_lay(&ben), "Ben's phone names Anna's selection");
    let named = serde_json::to_string(&ben.view().unwrap()).unwrap();
    let picked_cards = ben
        .view()
        .unwrap()
        .get("sections")
        .and_then(|s| s.as_array().cloned())
        .unwrap_or_default()
        .iter()
        .flat_map(|s| s["cards"].as_array().cloned().unwrap_or_default())
        .filter(|c| c["picked"] == true)
        .count();
    assert_eq!(picked_cards, 0, "{named}");
}

#[test]
fn a_phone_back_on_its_seat_is_sent_no_view_from_before() {
    let mut app = two_people();
    let (addr, token, secret) = super::phones::anna_s_phone_gone(&mut app);
    // What the seat's phone was last sent stays at the server while it is away (marked here).
    let stale = r#"{"view":{"name":"from before","status":"","sections":[],"verbs":[]}}"#;
    host(&app).server.shared.publish(0, stale);
    let mut back = Phone::rejoin(addr, &token, 0, &secret);
    pump(&mut app, &mut [&mut back], 300, "a view", |_, p| {
        p[0].view().is_some()
    });
    let first = back
        .texts
        .iter()
        .find(|t| t.starts_with(r#"{"view""#))
        .unwrap();
    assert!(!first.contains("from before"), "the stale view came first");
    assert!(!paused_for(&app, Seat(0)));
}

#[test]
fn a_dozen_pages_loading_at_once_from_one_address_are_all_answered() {
    let mut app = two_people();
    let (addr, token) = open_phones(&mut app);
    // Several phones behind one router's NAT share its address: twelve requests at once, their
    // heads still coming.
    let mut loading: Vec<TcpStream> = (0..12)
        .map(|_| {
            let mut s = TcpStream::connect(addr).unwrap();
            s.write_all(b"GET ").unwrap();
            s
        })
        .collect();
    let start = Instant::now();
    while host(&app).server.shared.gate.waiting() < loading.len() {
        let waiting = host(&app).server.shared.gate.waiting();
        assert!(start.elapsed() < NETWORK, "{waiting} heads kept");
        std::thread::sleep(Duration::from_millis(2));
    }
    for s in &mut loading {
        write!(s, "/t/{token}/seat/1 HTTP/1.1\r\nHost: {addr}\r\n\r\n").unwrap();
    }
    for s in &mut loading {
        s.set_read_timeout(Some(NETWORK)).unwrap();
        let mut answer = String::new();
        let _ = s.read_to_string(&mut answer);
        assert!(answer.starts_with("HTTP/1.1 200"), "{answer:.40}");
    }
    app.update();
}
