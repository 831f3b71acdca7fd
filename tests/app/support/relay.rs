//! A real line between two homes for the App tests and benches: a UDP relay on 127.0.0.1 between
//! a host and its guests that delays, jitters, drops, duplicates and reorders datagrams (seeded,
//! each direction on its own), can black out for a span, and rewrites the source address as a
//! home router's NAT does (the guest dials the relay's "public" address; the host sees a mapped
//! port of the relay, one per guest). It runs on the tests' manual clock: the shared `frame`
//! pumps it between the Apps' updates and moves its clock one frame on; nothing runs on a thread.

use bevy::prelude::*;
use stammtisch::net::Invite;
use stammtisch::net::wire::{FromGuest, Says};
use std::cell::RefCell;
use std::net::{SocketAddr, UdpSocket};

/// One direction of a line.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Line {
    /// One way, in ms.
    pub delay_ms: f64,
    /// Each datagram is late by up to this much more (uniform), which reorders them too.
    pub jitter_ms: f64,
    /// The chance a datagram is lost.
    pub loss: f64,
    /// The chance a datagram arrives twice.
    pub duplicate: f64,
    /// The chance a datagram is held back by one more `delay_ms` (overtaken by later ones).
    pub reorder: f64,
}

impl Line {
    pub const PERFECT: Line = Line {
        delay_ms: 0.0,
        jitter_ms: 0.0,
        loss: 0.0,
        duplicate: 0.0,
        reorder: 0.0,
    };

    /// One direction of a line with a round trip of `rtt_ms`, `jitter_ms` and `loss`; a few
    /// datagrams doubled and overtaken, as real lines do.
    pub fn half_of(rtt_ms: f64, jitter_ms: f64, loss: f64) -> Line {
        Line {
            delay_ms: rtt_ms / 2.0,
            jitter_ms,
            loss,
            duplicate: 0.01,
            reorder: 0.01,
        }
    }
}

/// What went one way through the relay.
#[derive(Debug, Default, Clone, Copy, PartialEq)]
pub struct Tally {
    /// Datagrams and payload bytes taken in (before loss).
    pub datagrams: u64,
    pub bytes: u64,
    pub dropped: u64,
    pub doubled: u64,
}

/// A guest's NAT mapping: its own socket toward the host.
struct Mapping {
    guest: SocketAddr,
    socket: UdpSocket,
}

struct InFlight {
    at_ms: f64,
    to_host: bool,
    mapping: usize,
    bytes: Vec<u8>,
}

/// The relay: its public socket, the host it forwards to, the lines, and what is on them.
pub struct Relay {
    public: UdpSocket,
    host: SocketAddr,
    mappings: Vec<Mapping>,
    pub to_host: Line,
    pub to_guest: Line,
    rng: u64,
    now_ms: f64,
    flight: Vec<InFlight>,
    blackouts: Vec<(f64, f64)>,
    pub up: Tally,
    pub down: Tally,
}

impl Relay {
    /// A relay in front of the host at `host`, with a line each way, seeded.
    pub fn new(host: SocketAddr, to_host: Line, to_guest: Line, seed: u64) -> Relay {
        let public = UdpSocket::bind("127.0.0.1:0").expect("the relay's public socket");
        public.set_nonblocking(true).expect("non-blocking");
        Relay {
            public,
            host,
            mappings: Vec::new(),
            to_host,
            to_guest,
            rng: seed ^ 0x9e37_79b9_7f4a_7c15,
            now_ms: 0.0,
            flight: Vec::new(),
            blackouts: Vec::new(),
            up: Tally::default(),
            down: Tally::default(),
        }
    }

    /// The address guests dial (the home router's public one).
    pub fn public(&self) -> SocketAddr {
        self.public.local_addr().expect("bound")
    }

    /// The addresses the host sees its guests at (one mapped port each).
    pub fn mapped(&self) -> Vec<SocketAddr> {
        self.mappings
            .iter()
            .filter_map(|m| m.socket.local_addr().ok())
            .collect()
    }

    /// The relay's clock (ms of the tests' manual clock since it was made).
    pub fn now_ms(&self) -> f64 {
        self.now_ms
    }

    /// Nothing passes either way from now for `ms` (what is on the line then is lost too).
    pub fn black_out(&mut self, ms: f64) {
        self.blackouts.push((self.now_ms, self.now_ms + ms));
    }

    fn dark(&self, at_ms: f64) -> bool {
        self.blackouts.iter().any(|&(a, b)| at_ms >= a && at_ms < b)
    }

    /// splitmix64, as a number in [0, 1).
    fn random(&mut self) -> f64 {
        self.rng = self.rng.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.rng;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        ((z ^ (z >> 31)) >> 11) as f64 / (1u64 << 53) as f64
    }

    fn take_in(&mut self, to_host: bool, mapping: usize, bytes: Vec<u8>) {
        let line = if to_host { self.to_host } else { self.to_guest };
        let dark = self.dark(self.now_ms);
        let lost = self.random() < line.loss;
        let tally = if to_host {
            &mut self.up
        } else {
            &mut self.down
        };
        tally.datagrams += 1;
        tally.bytes += bytes.len() as u64;
        if dark || lost {
            tally.dropped += 1;
            return;
        }
        let copies = if self.random() < line.duplicate {
            let tally = if to_host {
                &mut self.up
            } else {
                &mut self.down
            };
            tally.doubled += 1;
            2
        } else {
            1
        };
        for _ in 0..copies {
            let late = if self.random() < line.reorder {
                line.delay_ms
            } else {
                0.0
            };
            let at_ms = self.now_ms + line.delay_ms + line.jitter_ms * self.random() + late;
            self.flight.push(InFlight {
                at_ms,
                to_host,
                mapping,
                bytes: bytes.clone(),
            });
        }
    }

    /// Takes in what arrived at the relay and sends on what is due.
    pub fn pump(&mut self) {
        let mut buf = [0u8; 2048];
        while let Ok((len, from)) = self.public.recv_from(&mut buf) {
            let mapping = match self.mappings.iter().position(|m| m.guest == from) {
                Some(i) => i,
                None => {
                    let socket = UdpSocket::bind("127.0.0.1:0").expect("a mapped port");
                    socket.set_nonblocking(true).expect("non-blocking");
                    self.mappings.push(Mapping {
                        guest: from,
                        socket,
                    });
                    self.mappings.len() - 1
                }
            };
            self.take_in(true, mapping, buf[..len].to_vec());
        }
        for i in 0..self.mappings.len() {
            while let Ok((len, from)) = self.mappings[i].socket.recv_from(&mut buf) {
                // A port-restricted NAT: only the host's answers come back in.
                if from == self.host {
                    self.take_in(false, i, buf[..len].to_vec());
                }
            }
        }
        let now = self.now_ms;
        let (due, later): (Vec<InFlight>, Vec<InFlight>) = std::mem::take(&mut self.flight)
            .into_iter()
            .partition(|f| f.at_ms <= now);
        self.flight = later;
        let mut due = due;
        due.sort_by(|a, b| a.at_ms.total_cmp(&b.at_ms));
        for datagram in due {
            if self.dark(datagram.at_ms) {
                continue;
            }
            let mapping = &self.mappings[datagram.mapping];
            let _ = match datagram.to_host {
                true => mapping.socket.send_to(&datagram.bytes, self.host),
                false => self.public.send_to(&datagram.bytes, mapping.guest),
            };
        }
    }

    /// The clock moves on by `ms`.
    pub fn advance(&mut self, ms: f64) {
        self.now_ms += ms;
    }
}

/// Guests' presses sent and the host's heard through the installed relay (`frame` counts them).
#[derive(Debug, Default, Clone, Copy, PartialEq)]
pub struct PressTally {
    pub sent: usize,
    pub heard: usize,
}

thread_local! {
    /// The relay the shared `frame` pumps (each test runs on a thread of its own).
    static LINE: RefCell<Option<Relay>> = const { RefCell::new(None) };
    static PRESSES: RefCell<PressTally> = const { RefCell::new(PressTally { sent: 0, heard: 0 }) };
    /// The lines a relay gets once the first guest dials a host (`plan`).
    static PLANNED: RefCell<Option<(Line, Line, u64)>> = const { RefCell::new(None) };
}

/// From now on this test's homes talk through `relay`: `guest_app` dials it instead of the host.
pub fn install(relay: Relay) {
    LINE.with(|l| *l.borrow_mut() = Some(relay));
    PRESSES.with(|p| *p.borrow_mut() = PressTally::default());
}

/// The next host opened (`host_app`) gets a relay with these lines in front of it and names
/// the relay's public address in its invite (for tests whose host is made in a shared helper).
pub fn plan(to_host: Line, to_guest: Line, seed: u64) {
    PLANNED.with(|p| *p.borrow_mut() = Some((to_host, to_guest, seed)));
}

/// The relay goes (the homes talk directly again), with what it counted.
pub fn uninstall() -> Option<Relay> {
    LINE.with(|l| l.borrow_mut().take())
}

/// `f` on the installed relay, if there is one.
pub fn with<R>(f: impl FnOnce(&mut Relay) -> R) -> Option<R> {
    LINE.with(|l| l.borrow_mut().as_mut().map(f))
}

pub fn installed() -> bool {
    with(|_| ()).is_some()
}

pub fn presses() -> PressTally {
    PRESSES.with(|p| *p.borrow())
}

/// A host just opened at `host`: the planned relay (if any) goes in front of it, and its public
/// address is what the host's invite is to name (as its panel takes it).
pub fn front(host: SocketAddr) -> Option<SocketAddr> {
    let (to_host, to_guest, seed) = PLANNED.with(|p| p.borrow_mut().take())?;
    let relay = Relay::new(host, to_host, to_guest, seed);
    let public = relay.public();
    install(relay);
    Some(public)
}

/// The invite as a guest behind the relay dials it: the relay's public address instead of the
/// host's own.
pub fn dial(invite: &Invite) -> Invite {
    let mut invite = invite.clone();
    with(|relay| {
        if invite.addr == relay.host {
            invite.addr = relay.public();
        }
    });
    invite
}

/// Between two Apps' updates: the relay passes on what is due.
pub fn pump() {
    with(Relay::pump);
}

/// After a frame of every App: the presses it carried are counted and the relay's clock moves
/// one frame on.
pub fn end_frame(host: &App, guests: &[&mut App]) {
    if !installed() {
        return;
    }
    let is_press = |m: &FromGuest| matches!(m, FromGuest::Says(Says::Press { .. }));
    let sent: usize = guests
        .iter()
        .map(|g| {
            g.world()
                .resource::<Messages<FromGuest>>()
                .iter_current_update_messages()
                .filter(|m| is_press(m))
                .count()
        })
        .sum();
    let heard = host
        .world()
        .resource::<Messages<bevy_replicon::prelude::FromClient<FromGuest>>>()
        .iter_current_update_messages()
        .filter(|m| is_press(&m.message))
        .count();
    PRESSES.with(|p| {
        let mut p = p.borrow_mut();
        p.sent += sent;
        p.heard += heard;
    });
    with(|relay| relay.advance(crate::harness::FRAME.as_secs_f64() * 1000.0));
}

/// Frames a match's last presses need to arrive (a lost datagram is sent again a round trip
/// later).
pub fn settle_frames() -> usize {
    match installed() {
        true => 180,
        false => 10,
    }
}
