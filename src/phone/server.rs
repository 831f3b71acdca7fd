//! The phones' web server, on `std::net` with a thread per connection (a table has at most ten
//! phones) and well-kept crates for the protocols (httparse for request heads, tungstenite for
//! the WebSocket): it serves the phone page (`assets/web/`), the card art, and one WebSocket per
//! seat that sends that seat's view and brings its taps back. The table's token in every address
//! lets a phone ask for a seat; the seat's own secret (`claims.rs`) lets only its phone back in;
//! `gate.rs` keeps slow or guessing strangers from locking phones out, and no answer ever
//! waits for a stranger's sake in a place another request needs.

use super::claims::{self, Claims, Offer, Refusal, Wanted};
use super::gate::{Check, Gate};
use super::http::{self, Head, HeadError};
use std::collections::HashMap;
use std::io;
use std::net::{IpAddr, Shutdown, SocketAddr, TcpListener, TcpStream};
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, mpsc};
use std::time::{Duration, Instant};
use subtle::ConstantTimeEq;

/// The most seats a table has.
pub const MAX_SEATS: usize = 10;
/// A request head (and so a WebSocket's handshake) must be complete this soon after the
/// connection opened, however slowly its bytes come.
pub const HEAD_DEADLINE: Duration = Duration::from_secs(3);
/// How long a socket may take to accept a write before its phone counts as gone.
const PATIENCE: Duration = Duration::from_secs(5);
/// Connections past their head at once (pages, files, sockets); beyond, refused with 503.
const MAX_ANSWERING: usize = 64;
/// Of those, from one address (several phones behind one router share it: ten sockets and a
/// page load fit).
pub const ANSWERING_PER_ADDRESS: usize = 24;
/// How often the listening thread looks for new connections and for the stop.
const ACCEPT_POLL: Duration = Duration::from_millis(5);

use super::socket::{FromPhone, SILENCE};

/// The words the server sends on its own, in the table's language (the table sets them).
#[derive(Debug, Clone, Default)]
pub struct ServerWords {
    pub seat_taken: String,
    pub no_seat: String,
    /// A bot's seat, or one not open to phones.
    pub not_offered: String,
    /// No seat is free for a phone that asked for any.
    pub no_free_seat: String,
    pub wrong_address: String,
    /// The seat was opened on another page with its secret.
    pub replaced: String,
    /// The TV handed the seat to another phone.
    pub handed_over: String,
    /// A person plays the seat at the TV (in the lobby).
    pub at_tv: String,
    /// A person plays the seat at the TV: the TV asks them now.
    pub asking: String,
    /// Another phone asks the TV for this seat now.
    pub asked: String,
    /// The TV said no, or nobody answered.
    pub declined: String,
    /// Too many wrong addresses from this network address: try again shortly.
    pub too_many: String,
}

impl ServerWords {
    pub(super) fn refusal(&self, why: Refusal) -> &str {
        match why {
            Refusal::Taken => &self.seat_taken,
            Refusal::NoSeat => &self.no_seat,
            Refusal::NotOffered => &self.not_offered,
            Refusal::NoFreeSeat => &self.no_free_seat,
            Refusal::HandedOver => &self.handed_over,
            Refusal::AtTv => &self.at_tv,
            Refusal::Asked => &self.asked,
            Refusal::Declined => &self.declined,
        }
    }
}

/// A seat's latest message and how often it changed.
#[derive(Debug, Default)]
pub(super) struct SeatView {
    pub version: u64,
    pub text: Arc<str>,
}

/// What the server's threads and the table share.
#[derive(Debug)]
pub struct Shared {
    /// The table's token: in every address, never in a log.
    pub token: String,
    /// Who holds which seat, and what the table offers phones.
    pub(super) claims: Mutex<Claims>,
    /// Each seat's latest message (its view), sent to its phone whenever it changes.
    pub(super) views: Mutex<Vec<SeatView>>,
    to_table: Mutex<mpsc::Sender<(u8, FromPhone)>>,
    pub words: Mutex<ServerWords>,
    /// Messages dropped: malformed, oversized, binary, or for nothing the seat has.
    pub dropped: AtomicU64,
    /// Taps heard (cards and verbs), however the table takes them.
    pub heard: AtomicU64,
    /// Connections refused or cut at the door (late heads, wrong origins, wrong tokens).
    pub turned_away: AtomicU64,
    /// How long a phone may say nothing before it counts as gone (ms; `SILENCE`, shorter in tests).
    pub silence_ms: AtomicU64,
    pub gate: Gate,
    assets: PathBuf,
    pub(super) epoch: Instant,
    stopping: AtomicBool,
    /// Every connection past its head and its address, so a stop (or a seat's new phone) can
    /// end it at once.
    open: Mutex<HashMap<u64, (IpAddr, TcpStream)>>,
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
        }
    }
    /// The seat's view is forgotten: its phone is sent nothing until the table's next one.
    pub(super) fn forget_view(&self, seat: usize) {
        if let Ok(mut views) = self.views.lock()
            && let Some(view) = views.get_mut(seat)
            && !view.text.is_empty()
        {
            view.version += 1;
            view.text = Arc::from("");
        }
    }
    /// The message `seat`'s phone is sent now (its latest view).
    pub fn latest(&self, seat: usize) -> Arc<str> {
        self.views
            .lock()
            .ok()
            .and_then(|v| v.get(seat).map(|v| v.text.clone()))
            .unwrap_or_else(|| Arc::from(""))
    }
    /// Whether a phone is connected for `seat` now.
    pub fn taken(&self, seat: usize) -> bool {
        self.claims.lock().is_ok_and(|c| c.connected(seat))
    }
    /// The seats a phone holds, connected or away.
    pub fn held_seats(&self) -> Vec<u8> {
        self.claims
            .lock()
            .map(|c| c.held_seats())
            .unwrap_or_default()
    }
    /// The seats a phone is asking the TV for, waiting for their device's answer.
    pub fn asked(&self) -> Vec<u8> {
        self.claims.lock().map(|c| c.asked()).unwrap_or_default()
    }
    /// The device of `seat` answered the phone asking for it.
    pub fn answer(&self, seat: usize, yes: bool) {
        if let Ok(mut claims) = self.claims.lock() {
            claims.answer(seat, yes);
        }
    }
    /// Whether a phone holds `seat`, connected or away (only its secret takes it back).
    pub fn held(&self, seat: usize) -> bool {
        self.claims.lock().is_ok_and(|c| c.held(seat))
    }
    /// What the table offers phones from now on.
    pub fn offer(&self, offer: Offer) {
        if let Ok(mut claims) = self.claims.lock() {
            claims.set_offer(offer);
        }
    }
    /// The TV hands `seat` to another phone: its phone's secret is void; its socket, if any,
    /// tells the page so and ends within a poll (`socket.rs`).
    pub fn release(&self, seat: usize) {
        let Ok(mut claims) = self.claims.lock() else {
            return;
        };
        if claims.release(seat).is_some() {
            // Told while the claim changes, as every join and leave is.
            self.tell(seat as u8, FromPhone::Left);
        }
    }
    /// Cuts the connection of `seat` without a word, as a lost network does (tests).
    pub fn cut(&self, seat: usize) {
        let connection = self.claims.lock().ok().and_then(|c| c.connection(seat));
        if let Some(connection) = connection {
            self.end(connection);
        }
    }
    /// Ends connection `id` at once (its thread sees the socket closed).
    pub(super) fn end(&self, id: u64) {
        if let Ok(open) = self.open.lock()
            && let Some((_, stream)) = open.get(&id)
        {
            let _ = stream.shutdown(Shutdown::Both);
        }
    }
    pub(super) fn tell(&self, seat: u8, what: FromPhone) {
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
    pub(super) fn words(&self) -> ServerWords {
        self.words.lock().map(|w| w.clone()).unwrap_or_default()
    }
    pub(super) fn now_ms(&self) -> u64 {
        self.epoch.elapsed().as_millis() as u64
    }
    pub(super) fn stopping(&self) -> bool {
        self.stopping.load(Ordering::Relaxed)
    }
    fn turn_away(&self) {
        self.turned_away.fetch_add(1, Ordering::Relaxed);
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
            claims: Mutex::new(Claims::default()),
            views: Mutex::new((0..MAX_SEATS).map(|_| SeatView::default()).collect()),
            to_table: Mutex::new(to_table),
            words: Mutex::new(ServerWords::default()),
            dropped: AtomicU64::new(0),
            heard: AtomicU64::new(0),
            turned_away: AtomicU64::new(0),
            silence_ms: AtomicU64::new(SILENCE.as_millis() as u64),
            gate: Gate::default(),
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
            for (_, stream) in open.values() {
                let _ = stream.shutdown(Shutdown::Both);
            }
        }
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// Takes connections until the server stops, each in a thread of its own.
fn listen(shared: &Arc<Shared>, listener: TcpListener) {
    while !shared.stopping() {
        match listener.accept() {
            Ok((stream, from)) => {
                // The head's deadline counts from the connection, not from its thread's start.
                let deadline = Instant::now() + HEAD_DEADLINE;
                let id = shared.next_connection.fetch_add(1, Ordering::Relaxed);
                // Registered before its thread runs, so the next connection counts it.
                shared.gate.enter(id, from.ip(), &stream);
                let shared = shared.clone();
                let spawned = std::thread::Builder::new()
                    .name("phone".into())
                    .spawn(move || connection(&shared, id, stream, from.ip(), deadline));
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

/// One connection: its head within the deadline, then answered, then forgotten.
fn connection(shared: &Shared, id: u64, mut stream: TcpStream, from: IpAddr, deadline: Instant) {
    let head = stream
        .set_nonblocking(false)
        .map_err(|_| HeadError::Gone)
        .and_then(|()| http::read_head(&mut stream, deadline));
    shared.gate.leave(id);
    let head = match head {
        Ok(head) => head,
        Err(HeadError::Gone) => return,
        Err(HeadError::Late) => {
            shared.turn_away();
            return;
        }
        Err(HeadError::Malformed | HeadError::TooLong) => {
            shared.drop_one();
            let _ = http::respond_text(&mut stream, "400 Bad Request", "bad request");
            return;
        }
    };
    {
        let Ok(mut open) = shared.open.lock() else {
            return;
        };
        let of_address = open.values().filter(|(a, _)| *a == from).count();
        let full = open.len() >= MAX_ANSWERING || of_address >= ANSWERING_PER_ADDRESS;
        let copy = stream.try_clone();
        match copy {
            Ok(copy) if !full && !shared.stopping() => {
                open.insert(id, (from, copy));
            }
            _ => {
                drop(open);
                let _ = http::respond_text(&mut stream, "503 Service Unavailable", "busy");
                return;
            }
        }
    }
    let _ = stream.set_nodelay(true);
    let _ = stream.set_write_timeout(Some(PATIENCE));
    let _ = answer(shared, id, stream, &head, from);
    if let Ok(mut open) = shared.open.lock() {
        open.remove(&id);
    }
}

/// The address the connection reached the server at (`ip:port`), which is what a page of this
/// server has as its host.
fn own_host(stream: &TcpStream) -> Option<String> {
    stream.local_addr().ok().map(|a| a.to_string())
}

/// Answers a request: the page, a file, a seat's socket, or a refusal.
fn answer(
    shared: &Shared,
    id: u64,
    mut stream: TcpStream,
    head: &Head,
    from: IpAddr,
) -> io::Result<()> {
    // The page's own address only: a name that points here from elsewhere is not it.
    let host = own_host(&stream).unwrap_or_default();
    if head.header("host") != Some(host.as_str()) {
        shared.turn_away();
        return http::respond_text(&mut stream, "421 Misdirected Request", "wrong host");
    }
    if head.method != "GET" {
        return http::respond_text(&mut stream, "405 Method Not Allowed", "GET only");
    }
    let parts: Vec<&str> = head.path.split('/').skip(1).collect();
    let assets = &shared.assets;
    match parts[..] {
        ["t", ..] if shared.gate.check(from) == Check::TooMany => {
            // Past the budget of wrong tokens: the token is not looked at, so this answer says
            // nothing about it, right or wrong.
            shared.turn_away();
            let words = shared.words().too_many;
            http::respond_text(&mut stream, "429 Too Many Requests", &words)
        }
        ["t", token, what, seat] if matches!(what, "seat" | "ws") => {
            if !bool::from(token.as_bytes().ct_eq(shared.token.as_bytes())) {
                return wrong_token(shared, stream, from);
            }
            if what == "seat" {
                return http::respond_file(&mut stream, &assets.join("web/index.html"), &host);
            }
            let wanted = match seat {
                "new" => Wanted::AnyFree,
                // Seats count from 1 in addresses, as people count them.
                seat => Wanted::Seat(seat.parse::<u8>().ok().and_then(|n| n.checked_sub(1))),
            };
            let secret = head.query_value("s").and_then(claims::parse_secret);
            super::socket::open(shared, id, stream, head, &host, wanted, secret)
        }
        ["t", ..] => wrong_token(shared, stream, from),
        ["web", file] if http::plain_name(file) => {
            http::respond_file(&mut stream, &assets.join("web").join(file), &host)
        }
        ["cards", deck, file]
            if http::plain_name(deck) && http::plain_name(file) && file.ends_with(".svg") =>
        {
            http::respond_file(
                &mut stream,
                &assets.join("cards").join(deck).join(file),
                &host,
            )
        }
        _ => http::respond_text(&mut stream, "404 Not Found", &shared.words().wrong_address),
    }
}

/// A wrong token: answered at once (the budget of wrong tokens is spent by one).
fn wrong_token(shared: &Shared, mut stream: TcpStream, from: IpAddr) -> io::Result<()> {
    shared.turn_away();
    shared.gate.missed(from);
    http::respond_text(&mut stream, "404 Not Found", &shared.words().wrong_address)
}
