//! Tables across homes, as the screens hold them: what the lobby's invite panel and the title's
//! join panel hold (what was typed, what went wrong; whether they are shown is `Overlay`), and
//! opening this table online: at every address it has, with the public address typed in or
//! found by the router (UPnP IGD, asked on a thread of its own, the port mapping removed when
//! the table closes, or at once if the router grants it only after that). Every App mode has them (the headless tests and `serve` too);
//! `ui/online.rs` draws them.

use crate::core::Tr;
use crate::net::{Hosting, host};
use crate::tr;
use bevy::prelude::*;
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::sync::Mutex;
use std::sync::mpsc::{Receiver, TryRecvError};

/// The lobby's invite panel (`Overlay::Online`): whether the table is open, why it could not
/// open, the public address typed so far and what is wrong with it, and what the router said.
#[derive(Resource, Debug, Default)]
pub struct OnlinePanel {
    /// The table is open online now.
    pub open: bool,
    pub problem: Option<String>,
    /// The public address as typed (`203.0.113.5` or `203.0.113.5:27531`; empty: none).
    pub public_text: String,
    /// Why the typed address was not taken (one line).
    pub public_problem: Option<String>,
    pub router: Router,
}

/// What the router said about opening the table's port by itself.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub enum Router {
    /// Not asked (the table is closed, or listens on loopback only).
    #[default]
    NotAsked,
    /// Asked, no answer yet (since this many seconds of the App's clock).
    Asking { since: f32 },
    /// The router forwards this public address to the table.
    Opened(SocketAddr),
    /// No router answered, or it does not open ports.
    Cannot,
}

/// **choice**: seconds the router search may take (UPnP's discovery); the panel says "cannot"
/// after `ROUTER_SECS + 4` whatever the router does.
const ROUTER_SECS: u64 = 4;
/// **choice**: seconds the router keeps the port open unless the table closes first (renewed by
/// opening online again).
const LEASE_SECS: u32 = 4 * 3600;

/// A port the router forwards: the public address, and the router to ask to stop.
type Mapping = (SocketAddr, igd_next::Gateway);

/// The router's answer, from its thread (`Asked`), and the mapping to remove when the table
/// closes.
#[derive(Resource, Default)]
struct PortOpener {
    answer: Option<Asked<Mapping>>,
    mapped: Option<(igd_next::Gateway, u16)>,
}

/// A question asked on a thread of its own whose answer may be something to undo (a port the
/// router opened). The answer is handed over only to a taker waiting for it (a channel of no
/// capacity): a table that closed, or an App that quit, before the answer came drops this, and
/// the thread undoes what it got at once (`to_undo`), instead of leaving it to the router's
/// lease.
struct Asked<T> {
    answer: Mutex<Receiver<Result<T, String>>>,
    /// Says when the thread is done (undone included), for an App that quits.
    done: Mutex<Receiver<()>>,
}

/// What the asking thread undoes after handing its answer over: nothing once the table took it
/// (the table removes the mapping when it closes), everything it got when nobody took it (the
/// table closed, or the App quit, first). A pure decision, tested without a router.
fn to_undo<T>(handed: Result<(), std::sync::mpsc::SendError<Result<T, String>>>) -> Option<T> {
    match handed {
        Ok(()) => None,
        Err(std::sync::mpsc::SendError(answer)) => answer.ok(),
    }
}

impl<T: Send + 'static> Asked<T> {
    /// Asks `ask` on a thread named `name`; `undo` runs there on an answer nobody took.
    fn spawn(
        name: &str,
        ask: impl FnOnce() -> Result<T, String> + Send + 'static,
        undo: impl FnOnce(T) + Send + 'static,
    ) -> std::io::Result<Self> {
        let (tell, answer) = std::sync::mpsc::sync_channel(0);
        let (finished, done) = std::sync::mpsc::channel();
        std::thread::Builder::new()
            .name(name.into())
            .spawn(move || {
                // A rendezvous: `send` returns only once the answer was taken, or gives it back
                // when nobody will take it.
                if let Some(got) = to_undo(tell.send(ask())) {
                    undo(got);
                }
                let _ = finished.send(());
            })?;
        Ok(Self {
            answer: Mutex::new(answer),
            done: Mutex::new(done),
        })
    }

    /// The answer, if it came (`Empty`: not yet; `Disconnected`: the thread ended without one).
    fn try_take(&self) -> Result<Result<T, String>, TryRecvError> {
        self.answer
            .lock()
            .map_or(Err(TryRecvError::Disconnected), |a| a.try_recv())
    }

    /// Nobody takes the answer any more: the thread undoes it; waits up to `wait` for that.
    fn forget(self, wait: std::time::Duration) {
        let Asked { answer, done } = self;
        drop(answer);
        if let Ok(done) = done.into_inner() {
            let _ = done.recv_timeout(wait);
        }
    }
}

/// The title's join panel (`Overlay::Join`): the invite typed so far, and what went wrong.
#[derive(Resource, Debug, Default)]
pub struct JoinPanel {
    pub text: String,
    pub problem: Option<String>,
}

/// Where "Online öffnen" listens: every address, on the default port (any free port if that one
/// is taken). Tests listen on loopback only.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub struct OnlineAt {
    pub ip: IpAddr,
    pub port: u16,
}

impl Default for OnlineAt {
    fn default() -> Self {
        Self {
            ip: Ipv4Addr::UNSPECIFIED.into(),
            port: crate::net::invite::DEFAULT_PORT,
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<OnlinePanel>();
    app.init_resource::<JoinPanel>();
    app.init_resource::<OnlineAt>();
    app.init_resource::<PortOpener>();
    app.add_systems(
        Update,
        |hosting: Option<Res<Hosting>>, mut panel: ResMut<OnlinePanel>| {
            if panel.open != hosting.is_some() {
                panel.open = hosting.is_some();
            }
        },
    );
    app.add_systems(Update, (hear_router, close_port));
    app.add_systems(Last, close_port_on_exit);
}

/// Opens this table online at `OnlineAt`, shown at the address the local network knows this
/// machine by (loopback when it listens on loopback only).
pub fn open_online(world: &mut World) {
    if world.contains_resource::<Hosting>() {
        return;
    }
    let at = *world.resource::<OnlineAt>();
    let shown = match at.ip.is_loopback() {
        true => at.ip,
        false => crate::phone::lan::lan_address()
            .map(IpAddr::V4)
            .unwrap_or(Ipv4Addr::LOCALHOST.into()),
    };
    let opened = host::open(world, (at.ip, at.port).into(), shown)
        .or_else(|_| host::open(world, (at.ip, 0).into(), shown));
    let problem = opened.as_ref().err().map(|e| {
        let tr = world.resource::<Tr>();
        tr!(tr, "net-open-failed", why = e.to_string())
    });
    world.resource_mut::<OnlinePanel>().problem = problem;
    let Ok(invite) = opened else {
        return;
    };
    // A public address typed before (the panel keeps it) holds again; else the router is asked.
    if !world
        .resource::<OnlinePanel>()
        .public_text
        .trim()
        .is_empty()
    {
        apply_public(world);
    }
    if !at.ip.is_loopback() {
        ask_router(world, invite.addr);
    }
}

/// The public address in `text` for a table on `port` (`Ok(None)`: nothing typed).
pub fn parse_public(text: &str, port: u16) -> Result<Option<SocketAddr>, ()> {
    let text = text.trim();
    if text.is_empty() {
        return Ok(None);
    }
    let addr = text
        .parse::<SocketAddr>()
        .or_else(|_| text.parse::<IpAddr>().map(|ip| SocketAddr::new(ip, port)))
        .map_err(|_| ())?;
    let nowhere = addr.ip().is_unspecified() || addr.ip().is_multicast() || addr.port() == 0;
    match nowhere {
        true => Err(()),
        false => Ok(Some(addr)),
    }
}

/// The panel's "Use": the typed public address (none if empty) is where the table is reached
/// from outside, and the invite names it; bad input, or homes already connected, is one line.
pub fn apply_public(world: &mut World) {
    let Some(port) = world.get_resource::<Hosting>().map(|h| h.lan.port()) else {
        return;
    };
    let text = world.resource::<OnlinePanel>().public_text.clone();
    let problem = match parse_public(&text, port) {
        Err(()) => Some("net-public-bad"),
        Ok(public) => {
            // Nothing typed: the router's address, if it opened the port.
            let public = public.or(match world.resource::<OnlinePanel>().router {
                Router::Opened(addr) => Some(addr),
                _ => None,
            });
            match host::set_public(world, public) {
                Ok(_) => None,
                Err(host::PublicError::HomesConnected) => Some("net-public-busy"),
                Err(host::PublicError::NotOpen) => None,
            }
        }
    };
    let problem = problem.map(|key| world.resource::<Tr>().words(key, &[]));
    world.resource_mut::<OnlinePanel>().public_problem = problem;
}

/// Asks the router (UPnP IGD) on a thread of its own to forward UDP port `lan.port()` to `lan`,
/// and for its public address; `hear_router` takes the answer.
fn ask_router(world: &mut World, lan: SocketAddr) {
    // A mapping granted after the table closed (or the App quit) is removed at once.
    let asked = Asked::spawn(
        "stammtisch-router",
        move || open_port(lan),
        |(public, gateway): Mapping| remove_port(&gateway, public.port()),
    );
    let now = world.resource::<Time>().elapsed_secs();
    world.resource_mut::<OnlinePanel>().router = match asked {
        Ok(_) => Router::Asking { since: now },
        Err(_) => Router::Cannot,
    };
    world.resource_mut::<PortOpener>().answer = asked.ok();
}

/// The router's side of `ask_router` (blocking, on its thread).
fn open_port(lan: SocketAddr) -> Result<(SocketAddr, igd_next::Gateway), String> {
    let mut options = igd_next::SearchOptions::default();
    options.timeout = Some(std::time::Duration::from_secs(ROUTER_SECS));
    options.single_search_timeout = Some(std::time::Duration::from_secs(ROUTER_SECS / 2));
    let gateway = igd_next::search_gateway(options).map_err(|e| e.to_string())?;
    let public = gateway.get_external_ip().map_err(|e| e.to_string())?;
    // A router behind another router (or the provider's shared address) has no public one.
    let shared = match public {
        IpAddr::V4(v4) => v4.is_private() || (v4.octets()[0] == 100 && v4.octets()[1] & 0xc0 == 64),
        IpAddr::V6(_) => false,
    };
    if shared || public.is_loopback() || public.is_unspecified() {
        return Err(format!("the router's own address {public} is not public"));
    }
    let protocol = igd_next::PortMappingProtocol::UDP;
    gateway
        .add_port(protocol, lan.port(), lan, LEASE_SECS, "Stammtisch")
        .map_err(|e| e.to_string())?;
    Ok((SocketAddr::new(public, lan.port()), gateway))
}

/// The router's answer: the port is open at its public address (the invite names it, unless the
/// host typed another), or it cannot (the panel says what to forward by hand).
fn hear_router(world: &mut World) {
    let Some(answer) = world
        .resource::<PortOpener>()
        .answer
        .as_ref()
        .map(Asked::try_take)
    else {
        return;
    };
    let now = world.resource::<Time>().elapsed_secs();
    let router = match answer {
        Err(TryRecvError::Empty) => match world.resource::<OnlinePanel>().router {
            Router::Asking { since } if now - since > ROUTER_SECS as f32 + 4.0 => Router::Cannot,
            _ => return,
        },
        Err(TryRecvError::Disconnected) => Router::Cannot,
        Ok(Err(why)) => {
            info!("the router opens no port: {why}");
            Router::Cannot
        }
        Ok(Ok((public, gateway))) => {
            info!("the router forwards UDP port {}", public.port());
            world.resource_mut::<PortOpener>().mapped = Some((gateway, public.port()));
            Router::Opened(public)
        }
    };
    // A router too slow for the panel may still answer: its thread then removes the mapping.
    if let Some(asked) = world.resource_mut::<PortOpener>().answer.take() {
        asked.forget(std::time::Duration::ZERO);
    }
    world.resource_mut::<OnlinePanel>().router = router;
    if let Router::Opened(_) = router
        && world.contains_resource::<Hosting>()
    {
        apply_public(world);
    }
}

/// The table closed: the router's port mapping goes too (on a thread: the router may be slow).
fn close_port(
    hosting: Option<Res<Hosting>>,
    mut opener: ResMut<PortOpener>,
    mut panel: ResMut<OnlinePanel>,
) {
    if hosting.is_some() || (opener.mapped.is_none() && opener.answer.is_none()) {
        return;
    }
    // An answer still to come is undone by its thread as soon as it comes.
    if let Some(asked) = opener.answer.take() {
        asked.forget(std::time::Duration::ZERO);
    }
    panel.router = Router::NotAsked;
    if let Some((gateway, port)) = opener.mapped.take() {
        let _ = std::thread::Builder::new()
            .name("stammtisch-router".into())
            .spawn(move || remove_port(&gateway, port));
    }
}

fn remove_port(gateway: &igd_next::Gateway, port: u16) {
    match gateway.remove_port(igd_next::PortMappingProtocol::UDP, port) {
        Ok(()) => info!("the router no longer forwards UDP port {port}"),
        Err(e) => warn!("the router kept UDP port {port}: {e}"),
    }
}

/// The App quits with the port open: it is closed now, waiting at most a second for the router.
fn close_port_on_exit(exit: MessageReader<AppExit>, mut opener: ResMut<PortOpener>) {
    if exit.is_empty() {
        return;
    }
    // An answer still to come: its thread removes the mapping; the App waits a second for it.
    if let Some(asked) = opener.answer.take() {
        asked.forget(std::time::Duration::from_secs(1));
    }
    if let Some((gateway, port)) = opener.mapped.take() {
        let (done, wait) = std::sync::mpsc::channel();
        let _ = std::thread::Builder::new()
            .name("stammtisch-router".into())
            .spawn(move || {
                remove_port(&gateway, port);
                let _ = done.send(());
            });
        let _ = wait.recv_timeout(std::time::Duration::from_secs(1));
    }
}

#[cfg(test)]
mod tests {
    use super::{Asked, parse_public, to_undo};
    use std::sync::mpsc::{Receiver, Sender, TryRecvError, channel};
    use std::time::Duration;

    /// A router stand-in: it grants a mapping when told to (`grant`), and reports each mapping
    /// it removed (`undone`).
    fn router() -> (Sender<()>, Receiver<u16>, Asked<u16>) {
        let (grant, granted) = channel::<()>();
        let (undo, undone) = channel();
        let asked = Asked::spawn(
            "test-router",
            move || {
                granted.recv().map_err(|e| e.to_string())?;
                Ok(27531)
            },
            move |port| {
                let _ = undo.send(port);
            },
        )
        .expect("a thread");
        (grant, undone, asked)
    }

    /// Waits (at most 5 s) for the thread to answer, as a frame after frame would.
    fn take(asked: &Asked<u16>) -> Result<u16, String> {
        for _ in 0..5000 {
            match asked.try_take() {
                Err(TryRecvError::Empty) => std::thread::sleep(Duration::from_millis(1)),
                Err(TryRecvError::Disconnected) => return Err("gone".into()),
                Ok(answer) => return answer,
            }
        }
        Err("no answer in 5 s".into())
    }

    #[test]
    fn a_mapping_the_router_grants_after_the_table_closed_is_removed_at_once() {
        use std::sync::mpsc::{RecvTimeoutError, SendError};
        assert_eq!(to_undo::<u16>(Ok(())), None);
        assert_eq!(to_undo(Err(SendError(Ok(7u16)))), Some(7));
        assert_eq!(
            to_undo::<u16>(Err(SendError(Err("no router".into())))),
            None
        );
        // The table is open when the router answers: the mapping is the table's (nothing undone).
        let (grant, undone, asked) = router();
        grant.send(()).unwrap();
        assert_eq!(take(&asked), Ok(27531));
        asked.forget(Duration::from_secs(5));
        assert_eq!(
            undone.recv_timeout(Duration::from_secs(5)),
            Err(RecvTimeoutError::Disconnected)
        );
        // The table closed (or the App quit) first: the late mapping is removed at once.
        let (grant, undone, asked) = router();
        asked.forget(Duration::ZERO);
        grant.send(()).unwrap();
        assert_eq!(undone.recv_timeout(Duration::from_secs(5)), Ok(27531));
        // The answer was there but not taken yet when the table closed: removed all the same.
        let (grant, undone, asked) = router();
        grant.send(()).unwrap();
        asked.forget(Duration::from_secs(5));
        assert_eq!(undone.recv_timeout(Duration::from_secs(5)), Ok(27531));
        // A router that grants nothing leaves nothing to undo.
        let (grant, undone, asked) = router();
        drop(grant);
        assert!(take(&asked).is_err());
        assert_eq!(
            undone.recv_timeout(Duration::from_secs(5)),
            Err(RecvTimeoutError::Disconnected)
        );
    }

    #[test]
    fn a_public_address_reads_with_or_without_its_port_and_nonsense_does_not() {
        assert_eq!(parse_public("  ", 5000), Ok(None));
        assert_eq!(
            parse_public(" 203.0.113.5 ", 5000),
            Ok(Some("203.0.113.5:5000".parse().unwrap()))
        );
        assert_eq!(
            parse_public("203.0.113.5:6000", 5000),
            Ok(Some("203.0.113.5:6000".parse().unwrap()))
        );
        assert_eq!(
            parse_public("[2001:db8::1]:6000", 5000),
            Ok(Some("[2001:db8::1]:6000".parse().unwrap()))
        );
        for bad in [
            "example.org",
            "0.0.0.0",
            "203.0.113.5:0",
            "1.2.3",
            "224.0.0.1",
            "x:y",
        ] {
            assert_eq!(parse_public(bad, 5000), Err(()), "{bad}");
        }
    }
}
