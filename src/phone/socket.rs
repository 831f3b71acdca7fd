//! One phone's WebSocket, on tungstenite in the connection's own thread: the upgrade (only for a
//! page of this server: Origin checked), the seat's claim, then the seat's views out and its taps
//! in until the phone goes. What the library refuses (a broken frame, invalid UTF-8, a message
//! too long, a bad Close) closes this socket with the RFC's code; nobody else notices.

use super::claims::{Claim, Refusal, Secret, Wanted};
use super::http::Head;
use super::server::Shared;
use serde::Deserialize;
use std::io::{self, Cursor, Read, Write};
use std::net::TcpStream;
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};
use tungstenite::handshake::server::{ErrorResponse, Request, Response};
use tungstenite::protocol::frame::coding::CloseCode;
use tungstenite::protocol::{CloseFrame, WebSocketConfig};
use tungstenite::{Error, Message, WebSocket, error::ProtocolError};

/// A phone's message is a tap or a pong: a longer one is dropped (and counted).
pub const MAX_MESSAGE: usize = 512;
/// A message or frame longer than this the library refuses, and the socket closes (1009).
const LIBRARY_LIMIT: usize = 16 * 1024;
/// How often the server asks each phone for its round trip (at most; see `Shared::silence_ms`).
const PING_EVERY: Duration = Duration::from_secs(2);
/// A phone that says nothing for this long (no pong, no tap) is gone: its socket closes and its
/// seat waits for it (a phone whose Wi-Fi drops sends no close, and TCP would notice only
/// minutes later).
pub const SILENCE: Duration = Duration::from_secs(7);
/// How long a read waits before the socket looks for a new view, a ping due, or its end.
const POLL: Duration = Duration::from_millis(5);
/// How long a phone asking for a seat a person plays at the TV waits for that seat's answer.
pub const ASK_WAIT: Duration = Duration::from_secs(30);

/// What a phone did, for the table.
#[derive(Debug, Clone, PartialEq)]
pub enum FromPhone {
    /// A phone asked for any free seat and was given this one: the table makes it a person's.
    Took,
    Joined,
    Left,
    Card(u8),
    Verb(String),
    /// The round trip of the last ping, in milliseconds.
    Rtt(f32),
}

/// What a phone may send.
#[derive(Deserialize, Debug)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
enum PhoneSays {
    Card(u8),
    Verb(String),
    Pong(u64),
}

/// The connection with its request head put back in front, so the library's handshake reads
/// the head the server already read.
#[derive(Debug)]
pub(super) struct Replay {
    head: Cursor<Vec<u8>>,
    stream: TcpStream,
}

impl Read for Replay {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        if (self.head.position() as usize) < self.head.get_ref().len() {
            return self.head.read(buf);
        }
        self.stream.read(buf)
    }
}

impl Write for Replay {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.stream.write(buf)
    }
    fn flush(&mut self) -> io::Result<()> {
        self.stream.flush()
    }
}

/// Why a socket ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Ending {
    /// Closed, cut or failed: the seat's phone is away.
    Gone,
    /// Broke the protocol: closed with this code.
    Broke(CloseCode),
    /// Said nothing for the silence limit.
    Silent,
    /// The same seat's secret came in on a newer connection.
    Replaced,
    /// The TV handed the seat over.
    HandedOver,
    /// The server stops.
    Stopping,
}

/// Upgrades to a WebSocket (for a page of this server only), takes the seat or says why not,
/// and talks until the phone goes.
pub(super) fn open(
    shared: &Shared,
    id: u64,
    mut stream: TcpStream,
    head: &Head,
    host: &str,
    wanted: Wanted,
    secret: Option<Secret>,
) -> io::Result<()> {
    let upgrade = head
        .header("upgrade")
        .is_some_and(|u| u.eq_ignore_ascii_case("websocket"));
    if !upgrade {
        return super::http::respond_text(&mut stream, "400 Bad Request", "a WebSocket only");
    }
    let origin = format!("http://{host}");
    let check = |request: &Request, response: Response| -> Result<Response, ErrorResponse> {
        let from = request
            .headers()
            .get("origin")
            .and_then(|o| o.to_str().ok());
        if from == Some(origin.as_str()) {
            Ok(response)
        } else {
            let mut refusal = ErrorResponse::new(Some("another site's page".into()));
            *refusal.status_mut() = tungstenite::http::StatusCode::FORBIDDEN;
            Err(refusal)
        }
    };
    let config = WebSocketConfig::default()
        .read_buffer_size(4096)
        .max_message_size(Some(LIBRARY_LIMIT))
        .max_frame_size(Some(LIBRARY_LIMIT));
    let replay = Replay {
        head: Cursor::new(head.bytes.clone()),
        stream: stream.try_clone()?,
    };
    let Ok(mut ws) = tungstenite::accept_hdr_with_config(replay, check, Some(config)) else {
        shared.turned_away.fetch_add(1, Ordering::Relaxed);
        return Ok(());
    };
    stream.set_read_timeout(Some(POLL))?;
    let mut claim = claim_now(shared, wanted, secret.as_ref(), id);
    if let Ok(Ok(Claim::Asking { seat })) = claim {
        // A person plays the seat at the TV: the page says so while that seat's device answers.
        let asking = serde_json::json!({ "error": shared.words().asking });
        if ws.send(Message::text(asking.to_string())).is_err() {
            withdraw(shared, seat, id);
            return Ok(());
        }
        match wait_for_the_tv(shared, &mut ws, wanted, secret.as_ref(), id, seat) {
            Some(answer) => claim = answer,
            None => return Ok(()),
        }
    }
    let claim = match claim {
        Ok(Ok(claim)) => claim,
        Ok(Err(why)) => {
            let said = refusal_words(shared, why);
            let words = match why {
                // The page forgets the void secret and stops trying.
                Refusal::HandedOver => serde_json::json!({ "gone": said, "void": true }),
                // The TV said no: the page stops asking (a reload asks again).
                Refusal::Declined => serde_json::json!({ "gone": said, "void": false }),
                _ => serde_json::json!({ "error": said }),
            };
            return finish(&mut ws, Some(words.to_string()), CloseCode::Policy);
        }
        Err(_) => return finish(&mut ws, None, CloseCode::Error),
    };
    let seat = claim.seat();
    if let Some(told) = claim_message(&claim)
        && ws.send(Message::text(told)).is_err()
    {
        leave(shared, seat, id);
        return Ok(());
    }
    let ending = talk(shared, seat, id, &mut ws);
    let words = shared.words();
    match ending {
        Ending::Replaced | Ending::HandedOver => {
            // Handed over, the page forgets the seat's secret: it is void.
            let void = ending == Ending::HandedOver;
            let words = if void {
                words.handed_over
            } else {
                words.replaced
            };
            let said = serde_json::json!({ "gone": words, "void": void });
            finish(&mut ws, Some(said.to_string()), CloseCode::Normal)
        }
        ending => {
            leave(shared, seat, id);
            match ending {
                Ending::Broke(code) => finish(&mut ws, None, code),
                Ending::Silent | Ending::Stopping => finish(&mut ws, None, CloseCode::Away),
                _ => Ok(()),
            }
        }
    }
}

/// Asks for the seat, told to the table while the claim is made, so whoever sees the seat taken
/// finds the join sent. A phone that joins starts from the table's next view, never a stale one
/// kept from before (a view sent since it left would be made for a seat no phone held).
fn claim_now(
    shared: &Shared,
    wanted: Wanted,
    secret: Option<&Secret>,
    id: u64,
) -> Result<Result<Claim, Refusal>, ()> {
    let mut claims = shared.claims.lock().map_err(|_| ())?;
    let claim = claims.claim(wanted, secret, id);
    let joined = match &claim {
        Ok(Claim::Took {
            seat, asked_any, ..
        }) => {
            if *asked_any {
                shared.tell(*seat, FromPhone::Took);
            }
            Some(*seat)
        }
        Ok(Claim::Resumed {
            seat,
            superseded: None,
        }) => Some(*seat),
        // The newer connection carries on where the old one was: the table saw no leave.
        Ok(Claim::Resumed { .. } | Claim::Asking { .. }) | Err(_) => None,
    };
    if let Some(seat) = joined {
        shared.forget_view(seat as usize);
        shared.tell(seat, FromPhone::Joined);
    }
    Ok(claim)
}

/// Waits (bounded by `ASK_WAIT`) for the TV's answer to a phone asking for a seat a person plays
/// there: the claim then, or `None` when the phone went meanwhile. Nothing the phone sends
/// meanwhile counts.
fn wait_for_the_tv(
    shared: &Shared,
    ws: &mut WebSocket<Replay>,
    wanted: Wanted,
    secret: Option<&Secret>,
    id: u64,
    seat: u8,
) -> Option<Result<Result<Claim, Refusal>, ()>> {
    let until = Instant::now() + ASK_WAIT;
    loop {
        if shared.stopping() {
            withdraw(shared, seat, id);
            return None;
        }
        let claim = claim_now(shared, wanted, secret, id);
        if !matches!(claim, Ok(Ok(Claim::Asking { .. }))) {
            // Answered, or the table changed (left, handed the seat over): no ask stays behind.
            withdraw(shared, seat, id);
            return Some(claim);
        }
        if Instant::now() >= until {
            withdraw(shared, seat, id);
            return Some(Ok(Err(Refusal::Declined)));
        }
        match ws.read() {
            Ok(Message::Close(_)) => {
                let _ = ws.flush();
                withdraw(shared, seat, id);
                return None;
            }
            Ok(_) => {}
            Err(Error::Io(e))
                if matches!(
                    e.kind(),
                    io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut
                ) => {}
            Err(_) => {
                withdraw(shared, seat, id);
                return None;
            }
        }
    }
}

/// The phone asking the TV for `seat` no longer does.
fn withdraw(shared: &Shared, seat: u8, id: u64) {
    if let Ok(mut claims) = shared.claims.lock() {
        claims.withdraw(seat, id);
    }
}

/// The seat's phone is away (if this connection still held it), told while the claim changes.
fn leave(shared: &Shared, seat: u8, id: u64) {
    if let Ok(mut claims) = shared.claims.lock()
        && claims.leave(seat, id)
    {
        shared.tell(seat, FromPhone::Left);
    }
}

/// Sends a last message, if any, and closes with `code`.
fn finish(ws: &mut WebSocket<Replay>, last: Option<String>, code: CloseCode) -> io::Result<()> {
    if let Some(last) = last {
        let _ = ws.send(Message::text(last));
    }
    let _ = ws.close(Some(CloseFrame {
        code,
        reason: "".into(),
    }));
    let _ = ws.flush();
    Ok(())
}

/// Views out, taps in, pings both ways, until the phone, the seat or the server goes.
fn talk(shared: &Shared, seat: u8, id: u64, ws: &mut WebSocket<Replay>) -> Ending {
    let mut seen: Option<u64> = None;
    let mut next_ping = Instant::now();
    // When the phone last said anything (ms since the server started).
    let mut heard_at = shared.now_ms();
    loop {
        if shared.stopping() {
            return Ending::Stopping;
        }
        match shared.claims.lock() {
            Ok(claims) if claims.plays(seat, id) => {}
            Ok(claims) if claims.held(seat as usize) => return Ending::Replaced,
            Ok(_) => return Ending::HandedOver,
            Err(_) => return Ending::Gone,
        }
        let fresh = shared.views.lock().ok().and_then(|views| {
            let view = views.get(seat as usize)?;
            (seen != Some(view.version)).then(|| {
                seen = Some(view.version);
                view.text.clone()
            })
        });
        if let Some(text) = fresh.filter(|t| !t.is_empty())
            && ws.send(Message::text(&*text)).is_err()
        {
            return Ending::Gone;
        }
        if Instant::now() >= next_ping {
            let silence = shared.silence_ms.load(Ordering::Relaxed);
            if shared.now_ms().saturating_sub(heard_at) > silence {
                bevy::log::info!("the phone at seat {} went silent", seat as usize + 1);
                return Ending::Silent;
            }
            let now = shared.epoch.elapsed().as_micros() as u64;
            let ping = serde_json::json!({ "ping": now }).to_string();
            if ws.send(Message::text(ping)).is_err() {
                return Ending::Gone;
            }
            next_ping = Instant::now() + PING_EVERY.min(Duration::from_millis(silence / 3));
        }
        match ws.read() {
            Ok(message) => {
                heard_at = shared.now_ms();
                match message {
                    Message::Text(text) if text.len() <= MAX_MESSAGE => heard(shared, seat, &text),
                    Message::Text(_) | Message::Binary(_) => shared.drop_one(),
                    // The library answers pings and closes itself.
                    Message::Ping(_) | Message::Pong(_) | Message::Frame(_) => {}
                    Message::Close(_) => {
                        let _ = ws.flush();
                        return Ending::Gone;
                    }
                }
            }
            Err(Error::Io(e))
                if matches!(
                    e.kind(),
                    io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut
                ) => {}
            Err(error) => return broken(shared, seat, error),
        }
    }
}

/// How a read's failure ends the socket: the RFC's code for what the library refused.
fn broken(shared: &Shared, seat: u8, error: Error) -> Ending {
    let code = match &error {
        Error::Protocol(ProtocolError::ResetWithoutClosingHandshake) => return Ending::Gone,
        Error::Protocol(_) => CloseCode::Protocol,
        Error::Utf8(_) => CloseCode::Invalid,
        Error::Capacity(_) => CloseCode::Size,
        _ => return Ending::Gone,
    };
    bevy::log::debug!(
        "the phone at seat {} broke the protocol: {error}",
        seat as usize + 1
    );
    shared.drop_one();
    Ending::Broke(code)
}

fn heard(shared: &Shared, seat: u8, text: &str) {
    match serde_json::from_str::<PhoneSays>(text) {
        Ok(PhoneSays::Card(card)) => shared.tell(seat, FromPhone::Card(card)),
        Ok(PhoneSays::Verb(verb)) => shared.tell(seat, FromPhone::Verb(verb)),
        Ok(PhoneSays::Pong(sent)) => {
            let now = shared.epoch.elapsed().as_micros() as u64;
            match now.checked_sub(sent) {
                Some(rtt) if rtt < 60_000_000 => {
                    shared.tell(seat, FromPhone::Rtt(rtt as f32 / 1000.0))
                }
                _ => shared.drop_one(),
            }
        }
        Err(_) => shared.drop_one(),
    }
}

/// How a claim's outcome is told to the phone.
fn claim_message(claim: &Claim) -> Option<String> {
    match claim {
        // Seats count from 1 for people; the page keeps the secret for this seat.
        Claim::Took { seat, secret, .. } => Some(
            serde_json::json!({
                "seat": *seat as usize + 1,
                "secret": super::claims::secret_text(secret),
            })
            .to_string(),
        ),
        Claim::Resumed { .. } | Claim::Asking { .. } => None,
    }
}

/// The refusal's words.
fn refusal_words(shared: &Shared, why: Refusal) -> String {
    shared.words().refusal(why).to_string()
}
