//! The phones' web server: axum on a tokio runtime in a thread of its own. It serves the phone
//! page (`assets/web/`), the card art, and one WebSocket per seat that sends that seat's view and
//! brings its taps back. A random token in every address keeps other devices out; one phone per
//! seat; malformed or oversized messages are dropped and counted.

use axum::Router;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{Path, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use serde::Deserialize;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, mpsc};
use std::time::{Duration, Instant};
use tokio::sync::watch;

/// The most seats a table has.
pub const MAX_SEATS: usize = 10;
/// A phone's message is a tap or a pong: anything longer is dropped (and counted).
pub const MAX_MESSAGE: usize = 512;
/// How often the server asks each phone for its round trip.
const PING_EVERY: Duration = Duration::from_secs(2);

/// What a phone did, for the table.
#[derive(Debug, Clone, PartialEq)]
pub enum FromPhone {
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
    pub wrong_address: String,
}

/// What the server and the table share.
#[derive(Debug)]
pub struct Shared {
    pub token: String,
    /// Seats a phone holds now.
    taken: Mutex<[bool; MAX_SEATS]>,
    /// How many seats the table has (a phone for a seat beyond is refused).
    pub seats: AtomicUsize,
    /// Each seat's latest message (its view), sent to its phone whenever it changes.
    views: Vec<watch::Sender<Arc<str>>>,
    to_table: Mutex<mpsc::Sender<(u8, FromPhone)>>,
    pub words: Mutex<ServerWords>,
    /// Messages dropped: malformed, oversized, binary, or for nothing the seat has.
    pub dropped: AtomicU64,
    /// Taps heard (cards and verbs), however the table takes them.
    pub heard: AtomicU64,
    assets: PathBuf,
    epoch: Instant,
}

impl Shared {
    /// Sends `message` to the phone of `seat` if it differs from the last one; true if it did.
    pub fn publish(&self, seat: usize, message: &str) -> bool {
        let Some(view) = self.views.get(seat) else {
            return false;
        };
        view.send_if_modified(|last| {
            if &**last == message {
                return false;
            }
            *last = Arc::from(message);
            true
        })
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
    fn drop_one(&self) {
        self.dropped.fetch_add(1, Ordering::Relaxed);
    }
    fn words(&self) -> ServerWords {
        self.words.lock().map(|w| w.clone()).unwrap_or_default()
    }
}

/// The running server. Dropping it stops the server and ends every phone's connection.
#[derive(Debug)]
pub struct Server {
    pub addr: SocketAddr,
    pub shared: Arc<Shared>,
    pub from_phones: Mutex<mpsc::Receiver<(u8, FromPhone)>>,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl Server {
    /// Listens on every interface at `port` (0: any free port).
    pub fn start(port: u16, assets: PathBuf) -> std::io::Result<Server> {
        let listener = std::net::TcpListener::bind(("0.0.0.0", port))?;
        listener.set_nonblocking(true)?;
        let addr = listener.local_addr()?;
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(1)
            .thread_name("phones")
            .enable_io()
            .enable_time()
            .build()?;
        let (to_table, from_phones) = mpsc::channel();
        let shared = Arc::new(Shared {
            token: super::lan::fresh_token(),
            taken: Mutex::new([false; MAX_SEATS]),
            seats: AtomicUsize::new(MAX_SEATS),
            views: (0..MAX_SEATS)
                .map(|_| watch::Sender::new(Arc::from("")))
                .collect(),
            to_table: Mutex::new(to_table),
            words: Mutex::new(ServerWords::default()),
            dropped: AtomicU64::new(0),
            heard: AtomicU64::new(0),
            assets,
            epoch: Instant::now(),
        });
        let app = Router::new()
            .route("/t/{token}/seat/{seat}", get(page))
            .route("/t/{token}/ws/{seat}", get(socket))
            .route("/web/{file}", get(web_file))
            .route("/cards/{deck}/{file}", get(card_file))
            .with_state(shared.clone());
        let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
        let thread = std::thread::Builder::new()
            .name("phone-server".into())
            .spawn(move || {
                runtime.spawn(async move {
                    match tokio::net::TcpListener::from_std(listener) {
                        Ok(listener) => {
                            if let Err(e) = axum::serve(listener, app).await {
                                bevy::log::warn!("the phone server stopped: {e}");
                            }
                        }
                        Err(e) => bevy::log::warn!("the phone server can't listen: {e}"),
                    }
                });
                let _ = runtime.block_on(stopped);
                // Ends every connection at once (a phone's socket would otherwise keep it).
                runtime.shutdown_timeout(Duration::from_millis(200));
            })?;
        Ok(Server {
            addr,
            shared,
            from_phones: Mutex::new(from_phones),
            stop: Some(stop),
            thread: Some(thread),
        })
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

fn refused(shared: &Shared) -> Response {
    (StatusCode::NOT_FOUND, shared.words().wrong_address).into_response()
}

async fn page(
    State(shared): State<Arc<Shared>>,
    Path((token, _seat)): Path<(String, u8)>,
) -> Response {
    if token != shared.token {
        return refused(&shared);
    }
    file(&shared.assets.join("web/index.html"))
}

async fn web_file(State(shared): State<Arc<Shared>>, Path(name): Path<String>) -> Response {
    if !plain_name(&name) {
        return StatusCode::NOT_FOUND.into_response();
    }
    file(&shared.assets.join("web").join(name))
}

async fn card_file(
    State(shared): State<Arc<Shared>>,
    Path((deck, name)): Path<(String, String)>,
) -> Response {
    if !plain_name(&deck) || !plain_name(&name) || !name.ends_with(".svg") {
        return StatusCode::NOT_FOUND.into_response();
    }
    file(&shared.assets.join("cards").join(deck).join(name))
}

/// A file name without folders or hidden files.
fn plain_name(name: &str) -> bool {
    !name.is_empty()
        && !name.starts_with('.')
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '.'))
}

fn file(path: &std::path::Path) -> Response {
    let kind = match path.extension().and_then(|e| e.to_str()) {
        Some("html") => "text/html; charset=utf-8",
        Some("js") => "text/javascript; charset=utf-8",
        Some("css") => "text/css; charset=utf-8",
        Some("svg") => "image/svg+xml",
        _ => return StatusCode::NOT_FOUND.into_response(),
    };
    match std::fs::read(path) {
        Ok(bytes) => ([(header::CONTENT_TYPE, kind)], bytes).into_response(),
        Err(_) => StatusCode::NOT_FOUND.into_response(),
    }
}

async fn socket(
    State(shared): State<Arc<Shared>>,
    Path((token, seat)): Path<(String, u8)>,
    upgrade: WebSocketUpgrade,
) -> Response {
    if token != shared.token {
        return refused(&shared);
    }
    upgrade
        .max_message_size(64 * 1024)
        .on_upgrade(move |socket| serve_seat(shared, seat, socket))
}

/// A JSON message with one field.
fn one(field: &str, value: impl serde::Serialize) -> String {
    serde_json::json!({ field: value }).to_string()
}

async fn serve_seat(shared: Arc<Shared>, seat: u8, mut socket: WebSocket) {
    let index = seat as usize;
    let words = shared.words();
    let refusal = if index >= shared.seats.load(Ordering::Relaxed).min(MAX_SEATS) {
        Some(words.no_seat)
    } else {
        let mut taken = match shared.taken.lock() {
            Ok(t) => t,
            Err(_) => return,
        };
        if taken[index] {
            Some(words.seat_taken)
        } else {
            taken[index] = true;
            None
        }
    };
    if let Some(why) = refusal {
        let _ = socket.send(Message::Text(one("error", why).into())).await;
        let _ = socket.send(Message::Close(None)).await;
        return;
    }
    shared.tell(seat, FromPhone::Joined);
    talk(&shared, seat, &mut socket).await;
    if let Ok(mut taken) = shared.taken.lock() {
        taken[index] = false;
    }
    shared.tell(seat, FromPhone::Left);
}

/// Views out, taps in, pings both ways, until the phone goes.
async fn talk(shared: &Shared, seat: u8, socket: &mut WebSocket) {
    let mut views = shared.views[seat as usize].subscribe();
    views.mark_changed();
    let mut ping = tokio::time::interval(PING_EVERY);
    loop {
        tokio::select! {
            changed = views.changed() => {
                if changed.is_err() {
                    return;
                }
                let text = views.borrow_and_update().to_string();
                if !text.is_empty() && socket.send(Message::Text(text.into())).await.is_err() {
                    return;
                }
            }
            _ = ping.tick() => {
                let now = shared.epoch.elapsed().as_micros() as u64;
                if socket.send(Message::Text(one("ping", now).into())).await.is_err() {
                    return;
                }
            }
            message = socket.recv() => match message {
                None | Some(Err(_)) | Some(Ok(Message::Close(_))) => return,
                Some(Ok(Message::Text(text))) => heard(shared, seat, text.as_str()),
                Some(Ok(Message::Binary(_))) => shared.drop_one(),
                Some(Ok(_)) => {}
            }
        }
    }
}

fn heard(shared: &Shared, seat: u8, text: &str) {
    if text.len() > MAX_MESSAGE {
        shared.drop_one();
        return;
    }
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
