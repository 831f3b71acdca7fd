//! The phones' web server, on `std::net` with a thread per connection (a table has at most ten
//! phones): it serves the phone page (`assets/web/`), the card art, and one WebSocket per seat
//! that sends that seat's view and brings its taps back. A random token in every address keeps
//! other devices out; one phone per seat; malformed or oversized messages are dropped and
//! counted. Why not axum: see `ws.rs` and the README.

use super::http::{self, Request};
use super::ws::{self, FrameError, Opcode};
use serde::Deserialize;
use std::collections::HashMap;
use std::io;
use std::net::{Shutdown, SocketAddr, TcpListener, TcpStream};
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex, mpsc};
use std::time::{Duration, Instant};

/// The most seats a table has.
pub const MAX_SEATS: usize = 10;
/// A phone's message is a tap or a pong: anything longer is dropped (and counted).
pub const MAX_MESSAGE: usize = 512;
/// How often the server asks each phone for its round trip (at most; see `Shared::silence_ms`).
const PING_EVERY: Duration = Duration::from_secs(2);
/// A phone that says nothing for this long (no pong, no tap) is gone: its seat is freed, as if
/// it had closed (a phone whose Wi-Fi drops sends no close, and TCP would notice only minutes
/// later).
pub const SILENCE: Duration = Duration::from_secs(7);
/// Connections open at once beyond this are closed unanswered (a page load opens a handful).
const MAX_CONNECTIONS: usize = 64;
/// How long a browser may take to send a request's head, and a socket to take a write.
const PATIENCE: Duration = Duration::from_secs(5);
/// How often the listening thread looks for new connections and for the stop.
const ACCEPT_POLL: Duration = Duration::from_millis(5);

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

/// The words the server sends on its own, in the table's language (the table sets them).
#[derive(Debug, Clone, Default)]
pub struct ServerWords {
    pub seat_taken: String,
    pub no_seat: String,
    /// No seat is free for a phone that asked for any.
    pub no_free_seat: String,
    pub wrong_address: String,
}

/// A seat's latest message and how often it changed.
#[derive(Debug, Default)]
struct SeatView {
    version: u64,
    text: Arc<str>,
}

/// What the server's threads and the table share.
#[derive(Debug)]
pub struct Shared {
    pub token: String,
    /// Seats a phone holds now.
    taken: Mutex<[bool; MAX_SEATS]>,
    /// How many seats the table has (a phone for a seat beyond is refused).
    pub seats: AtomicUsize,
    /// The seats a phone asking for any free seat may take, best first (the table keeps it
    /// current: bots' seats, and in the lobby one more while the game allows).
    pub free_seats: Mutex<Vec<u8>>,
    /// Each seat's latest message (its view), sent to its phone whenever it changes.
    views: Mutex<Vec<SeatView>>,
    changed: Condvar,
    to_table: Mutex<mpsc::Sender<(u8, FromPhone)>>,
    pub words: Mutex<ServerWords>,
    /// Messages dropped: malformed, oversized, binary, or for nothing the seat has.
    pub dropped: AtomicU64,
    /// Taps heard (cards and verbs), however the table takes them.
    pub heard: AtomicU64,
    /// How long a phone may say nothing before it counts as gone (ms; `SILENCE`, shorter in tests).
    pub silence_ms: AtomicU64,
    assets: PathBuf,
    epoch: Instant,
    stopping: AtomicBool,
    /// Every open connection, so a stop can end them all at once.
    open: Mutex<HashMap<u64, TcpStream>>,
    next_connection: AtomicU64,
}

impl Shared {
    /// Sends `message` to the phone of `seat` if it differs from the last one.
    pub fn publish(&self, seat: usize, message: &str) {
        let Ok(mut views) = self.views.lock() else {
            return;
        };
        let Some(view) = views.get_mut(seat) else {
            return;
        };
        if &*view.text != message {
            view.version += 1;
            view.text = Arc::from(message);
            self.changed.notify_all();
        }
    }
    /// Whether a phone holds `seat` now.
    pub fn taken(&self, seat: usize) -> bool {
        self.taken
            .lock()
            .map(|t| t.get(seat).copied().unwrap_or(false))
            .unwrap_or(false)
    }
    fn tell(&self, seat: u8, what: FromPhone) {
        if matches!(what, FromPhone::Card(_) | FromPhone::Verb(_)) {
            self.heard.fetch_add(1, Ordering::Relaxed);
        }
        if let Ok(to) = self.to_table.lock() {
            let _ = to.send((seat, what));
        }
    }
    /// Counts a message dropped (malformed, oversized, or for nothing the seat has).
    pub fn drop_one(&self) {
        self.dropped.fetch_add(1, Ordering::Relaxed);
    }
    fn words(&self) -> ServerWords {
        self.words.lock().map(|w| w.clone()).unwrap_or_default()
    }
    fn now_ms(&self) -> u64 {
        self.epoch.elapsed().as_millis() as u64
    }
    fn stopping(&self) -> bool {
        self.stopping.load(Ordering::Relaxed)
    }
    /// Wakes every socket's sending thread (a view changed, a phone left, the server stops).
    fn wake_all(&self) {
        let _views = self.views.lock();
        self.changed.notify_all();
    }
}

/// The running server. Dropping it stops the server and ends every phone's connection.
#[derive(Debug)]
pub struct Server {
    pub addr: SocketAddr,
    pub shared: Arc<Shared>,
    pub from_phones: Mutex<mpsc::Receiver<(u8, FromPhone)>>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl Server {
    /// Listens on every interface at `port` (0: any free port).
    pub fn start(port: u16, assets: PathBuf) -> io::Result<Server> {
        let listener = TcpListener::bind(("0.0.0.0", port))?;
        listener.set_nonblocking(true)?;
        let addr = listener.local_addr()?;
        let (to_table, from_phones) = mpsc::channel();
        let shared = Arc::new(Shared {
            token: super::lan::fresh_token(),
            taken: Mutex::new([false; MAX_SEATS]),
            seats: AtomicUsize::new(MAX_SEATS),
            free_seats: Mutex::new(Vec::new()),
            views: Mutex::new((0..MAX_SEATS).map(|_| SeatView::default()).collect()),
            changed: Condvar::new(),
            to_table: Mutex::new(to_table),
            words: Mutex::new(ServerWords::default()),
            dropped: AtomicU64::new(0),
            heard: AtomicU64::new(0),
            silence_ms: AtomicU64::new(SILENCE.as_millis() as u64),
            assets,
            epoch: Instant::now(),
            stopping: AtomicBool::new(false),
            open: Mutex::new(HashMap::new()),
            next_connection: AtomicU64::new(0),
        });
        let listening = shared.clone();
        let thread = std::thread::Builder::new()
            .name("phone-server".into())
            .spawn(move || listen(&listening, listener))?;
        Ok(Server {
            addr,
            shared,
            from_phones: Mutex::new(from_phones),
            thread: Some(thread),
        })
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.shared.stopping.store(true, Ordering::Relaxed);
        if let Ok(open) = self.shared.open.lock() {
            for stream in open.values() {
                let _ = stream.shutdown(Shutdown::Both);
            }
        }
        self.shared.wake_all();
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// Takes connections until the server stops, each in a thread of its own.
fn listen(shared: &Arc<Shared>, listener: TcpListener) {
    while !shared.stopping() {
        match listener.accept() {
            Ok((stream, _)) => {
                let shared = shared.clone();
                let spawned = std::thread::Builder::new()
                    .name("phone".into())
                    .spawn(move || connection(&shared, stream));
                if let Err(e) = spawned {
                    bevy::log::warn!("no thread for a phone's connection: {e}");
                }
            }
            Err(e) if e.kind() == io::ErrorKind::WouldBlock => std::thread::sleep(ACCEPT_POLL),
            Err(e) => {
                bevy::log::warn!("the phone server can't take a connection: {e}");
                std::thread::sleep(ACCEPT_POLL);
            }
        }
    }
}

/// One connection: registered so a stop can end it, answered, then forgotten.
fn connection(shared: &Shared, stream: TcpStream) {
    let id = shared.next_connection.fetch_add(1, Ordering::Relaxed);
    {
        let Ok(mut open) = shared.open.lock() else {
            return;
        };
        if open.len() >= MAX_CONNECTIONS || shared.stopping() {
            return;
        }
        let Ok(copy) = stream.try_clone() else {
            return;
        };
        open.insert(id, copy);
    }
    let _ = answer(shared, stream);
    if let Ok(mut open) = shared.open.lock() {
        open.remove(&id);
    }
}

/// Reads one request and answers it: the page, a file, a seat's socket, or a refusal.
fn answer(shared: &Shared, mut stream: TcpStream) -> io::Result<()> {
    stream.set_nonblocking(false)?;
    stream.set_nodelay(true)?;
    stream.set_read_timeout(Some(PATIENCE))?;
    stream.set_write_timeout(Some(PATIENCE))?;
    let Some(request) = http::read_request(&mut stream) else {
        shared.drop_one();
        return http::respond_text(&mut stream, "400 Bad Request", "bad request");
    };
    if request.method != "GET" {
        return http::respond_text(&mut stream, "405 Method Not Allowed", "GET only");
    }
    let parts: Vec<&str> = request.path.split('/').skip(1).collect();
    let assets = &shared.assets;
    match parts[..] {
        ["t", token, "seat", _] if token == shared.token => {
            http::respond_file(&mut stream, &assets.join("web/index.html"))
        }
        ["t", token, "ws", seat] if token == shared.token => {
            let wanted = match seat {
                "new" => Wanted::AnyFree,
                // Seats count from 1 in addresses, as people count them.
                seat => Wanted::Seat(seat.parse::<u8>().ok().and_then(|n| n.checked_sub(1))),
            };
            socket(shared, stream, &request, wanted)
        }
        ["web", file] if http::plain_name(file) => {
            http::respond_file(&mut stream, &assets.join("web").join(file))
        }
        ["cards", deck, file]
            if http::plain_name(deck) && http::plain_name(file) && file.ends_with(".svg") =>
        {
            http::respond_file(&mut stream, &assets.join("cards").join(deck).join(file))
        }
        _ => http::respond_text(&mut stream, "404 Not Found", &shared.words().wrong_address),
    }
}

/// A JSON message with one field.
fn one(field: &str, value: impl serde::Serialize) -> String {
    serde_json::json!({ field: value }).to_string()
}

/// Which seat a socket asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Wanted {
    /// `ws/N` (`None`: N is no number).
    Seat(Option<u8>),
    /// `ws/new`: any free seat, which the phone then takes like a joining gamepad.
    AnyFree,
}

/// Upgrades to a WebSocket, takes the seat (or says why not) and talks until the phone goes.
fn socket(
    shared: &Shared,
    mut stream: TcpStream,
    request: &Request,
    wanted: Wanted,
) -> io::Result<()> {
    let Some(key) = request
        .header("sec-websocket-key")
        .filter(|_| request.wants_websocket())
    else {
        return http::respond_text(&mut stream, "400 Bad Request", "a WebSocket only");
    };
    http::respond_upgrade(&mut stream, key)?;
    let taking = take_seat(shared, wanted);
    let seat = match taking {
        Ok(seat) => seat,
        Err(why) => {
            ws::write_frame(&mut stream, Opcode::Text, one("error", why).as_bytes())?;
            return ws::write_frame(&mut stream, Opcode::Close, &1008u16.to_be_bytes());
        }
    };
    let told = if wanted == Wanted::AnyFree {
        // The page keeps its seat's own address from now on (a reconnect resumes this seat); seats
        // count from 1 there.
        let number = seat as usize + 1;
        ws::write_frame(&mut stream, Opcode::Text, one("seat", number).as_bytes())
    } else {
        Ok(())
    };
    let result = told.and_then(|()| talk(shared, seat, stream));
    // Told while the seat is still marked, so whoever sees it free finds the leave sent.
    if let Ok(mut taken) = shared.taken.lock() {
        shared.tell(seat, FromPhone::Left);
        taken[seat as usize] = false;
    }
    result
}

/// Marks the seat a socket asks for as the phone's, or says why it can't have it.
fn take_seat(shared: &Shared, wanted: Wanted) -> Result<u8, String> {
    let words = shared.words();
    let seats = shared.seats.load(Ordering::Relaxed).min(MAX_SEATS);
    let Ok(mut taken) = shared.taken.lock() else {
        return Err(words.no_seat);
    };
    match wanted {
        Wanted::Seat(seat) => {
            let seat = seat
                .filter(|&s| (s as usize) < seats)
                .ok_or(words.no_seat)?;
            if std::mem::replace(&mut taken[seat as usize], true) {
                return Err(words.seat_taken);
            }
            // Told while the seat is marked, so whoever sees it taken finds the join sent.
            shared.tell(seat, FromPhone::Joined);
            Ok(seat)
        }
        Wanted::AnyFree => {
            let free = shared
                .free_seats
                .lock()
                .map(|f| f.clone())
                .unwrap_or_default();
            let seat = free
                .into_iter()
                .find(|&s| (s as usize) < MAX_SEATS && !taken[s as usize])
                .ok_or(words.no_free_seat)?;
            taken[seat as usize] = true;
            shared.tell(seat, FromPhone::Took);
            shared.tell(seat, FromPhone::Joined);
            Ok(seat)
        }
    }
}

/// Views out (a thread of its own), taps in (this thread), pings both ways, until the phone goes.
fn talk(shared: &Shared, seat: u8, stream: TcpStream) -> io::Result<()> {
    stream.set_read_timeout(None)?;
    let writer = Arc::new(Mutex::new(stream.try_clone()?));
    let alive = Arc::new(AtomicBool::new(true));
    // When the phone last said anything (ms since the server started).
    let heard_at = AtomicU64::new(shared.now_ms());
    std::thread::scope(|scope| {
        let sending = scope.spawn(|| send_views(shared, seat, &writer, &alive, &heard_at));
        let result = read_taps(shared, seat, stream, &writer, &heard_at);
        alive.store(false, Ordering::Relaxed);
        shared.wake_all();
        let _ = sending.join();
        result
    })
}

/// Sends the seat's view whenever it changes (and at once on joining), and a ping every
/// `PING_EVERY`, until the phone or the server goes.
fn send_views(
    shared: &Shared,
    seat: u8,
    writer: &Mutex<TcpStream>,
    alive: &AtomicBool,
    heard_at: &AtomicU64,
) {
    let mut seen: Option<u64> = None;
    let mut next_ping = Instant::now();
    let going = || !alive.load(Ordering::Relaxed) || shared.stopping();
    while !going() {
        let fresh = {
            let Ok(views) = shared.views.lock() else {
                break;
            };
            let wait = next_ping.saturating_duration_since(Instant::now());
            let Ok((views, _)) = shared.changed.wait_timeout_while(views, wait, |views| {
                seen == Some(views[seat as usize].version) && !going()
            }) else {
                break;
            };
            let view = &views[seat as usize];
            (seen != Some(view.version)).then(|| {
                seen = Some(view.version);
                view.text.clone()
            })
        };
        let Ok(mut stream) = writer.lock() else {
            break;
        };
        if let Some(text) = fresh.filter(|t| !t.is_empty())
            && ws::write_frame(&mut *stream, Opcode::Text, text.as_bytes()).is_err()
        {
            break;
        }
        if Instant::now() >= next_ping {
            let silence = shared.silence_ms.load(Ordering::Relaxed);
            if shared
                .now_ms()
                .saturating_sub(heard_at.load(Ordering::Relaxed))
                > silence
            {
                bevy::log::info!("the phone at seat {} went silent", seat as usize + 1);
                break;
            }
            let now = shared.epoch.elapsed().as_micros() as u64;
            if ws::write_frame(&mut *stream, Opcode::Text, one("ping", now).as_bytes()).is_err() {
                break;
            }
            let every = PING_EVERY.min(Duration::from_millis(silence / 3));
            next_ping = Instant::now() + every;
        }
    }
    // The reading side ends with the socket.
    if let Ok(stream) = writer.lock() {
        let _ = stream.shutdown(Shutdown::Both);
    }
}

/// Reads the phone's frames: text messages are taps or pongs, anything else is answered as the
/// protocol asks or dropped and counted.
fn read_taps(
    shared: &Shared,
    seat: u8,
    mut stream: TcpStream,
    writer: &Mutex<TcpStream>,
    heard_at: &AtomicU64,
) -> io::Result<()> {
    // A message in pieces (fragments), and whether it is text and still short enough.
    let mut message: Vec<u8> = Vec::new();
    let mut kind: Option<Opcode> = None;
    let mut too_long = false;
    let reply = |opcode: Opcode, payload: &[u8]| match writer.lock() {
        Ok(mut w) => ws::write_frame(&mut *w, opcode, payload),
        Err(_) => Ok(()),
    };
    loop {
        let frame = match ws::read_client_frame(&mut stream, MAX_MESSAGE) {
            Ok(frame) => frame,
            Err(FrameError::Io(_)) => return Ok(()),
            Err(FrameError::Protocol(why)) => {
                bevy::log::debug!("a phone broke the protocol: {why}");
                shared.drop_one();
                return reply(Opcode::Close, &1002u16.to_be_bytes());
            }
        };
        heard_at.store(shared.now_ms(), Ordering::Relaxed);
        match frame.opcode {
            Opcode::Ping => reply(Opcode::Pong, &frame.payload)?,
            Opcode::Pong => {}
            Opcode::Close => return reply(Opcode::Close, &[]),
            Opcode::Text | Opcode::Binary | Opcode::Continuation => {
                if frame.opcode != Opcode::Continuation {
                    message.clear();
                    kind = Some(frame.opcode);
                    too_long = false;
                }
                too_long |= frame.oversized || message.len() + frame.payload.len() > MAX_MESSAGE;
                if !too_long {
                    message.extend_from_slice(&frame.payload);
                }
                if frame.fin {
                    match (kind.take(), too_long) {
                        (Some(Opcode::Text), false) => match std::str::from_utf8(&message) {
                            Ok(text) => heard(shared, seat, text),
                            Err(_) => shared.drop_one(),
                        },
                        _ => shared.drop_one(),
                    }
                    message.clear();
                }
            }
        }
    }
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
