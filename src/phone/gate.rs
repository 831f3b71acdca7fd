//! The server's door against strangers on the same network: connections that have not finished
//! their request head have places of their own, a few per address (the newest pushes out the
//! oldest of its address, so trickling bytes can never keep a real phone out), and tokens are
//! checked only within a budget of wrong ones, per address and for all addresses together: an
//! address past its budget is told "too many tries" at once without its token being looked at,
//! so it learns nothing, and nothing ever waits in a place another request needs. An address
//! that never sent a wrong token (a real phone) always has its token checked at once.

use std::collections::HashMap;
use std::net::{IpAddr, Shutdown, TcpStream};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Unfinished heads one address may have at once (a page load opens a handful, and several
/// phones behind one router's NAT share an address).
pub const HEADS_PER_ADDRESS: usize = 16;
/// Unfinished heads of all addresses at once.
pub const HEADS: usize = 64;
/// Wrong tokens an address may send at once before its budget runs out.
pub const FREE_MISSES: u32 = 5;
/// Then one more wrong token is checked per this much time, per address (0.5 a second).
pub const MISS_EVERY: Duration = Duration::from_secs(2);
/// Wrong tokens of all addresses together at once, and then one per `ALL_MISS_EVERY`: past it,
/// only an address that never sent a wrong token has its token checked.
pub const ALL_FREE_MISSES: u32 = 20;
pub const ALL_MISS_EVERY: Duration = Duration::from_millis(500);
/// An address whose budget has been full this long is forgotten.
const MISSES_FORGOTTEN: Duration = Duration::from_secs(300);
/// Addresses remembered at most (the longest forgotten first beyond).
const REMEMBERED: usize = 4096;

/// A connection still sending its head.
#[derive(Debug)]
struct Head {
    id: u64,
    address: IpAddr,
    stream: TcpStream,
}

/// A budget of wrong tokens that refills with time: each wrong token puts it `every` further
/// into debt, and time pays the debt back (at most `free` wrong tokens at once, then one per
/// `every`).
#[derive(Debug, Clone, Copy)]
struct Budget {
    /// When the budget is whole again.
    whole_at: Instant,
}

impl Budget {
    fn new(now: Instant) -> Self {
        Budget { whole_at: now }
    }
    /// Whether one more wrong token fits now.
    fn fits(&self, now: Instant, free: u32, every: Duration) -> bool {
        self.whole_at.saturating_duration_since(now) + every <= every * free
    }
    /// One wrong token spent.
    fn spend(&mut self, now: Instant, every: Duration) {
        self.whole_at = self.whole_at.max(now) + every;
    }
}

/// Whether a request's token may be checked now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Check {
    /// Check it (a wrong one is then `missed`).
    Yes,
    /// The address is past its budget: "too many tries", the token not looked at.
    TooMany,
}

#[derive(Debug)]
struct Misses {
    addresses: HashMap<IpAddr, Budget>,
    all: Budget,
}

#[derive(Debug)]
pub struct Gate {
    /// Oldest first.
    heads: Mutex<Vec<Head>>,
    misses: Mutex<Misses>,
}

impl Default for Gate {
    fn default() -> Self {
        Gate {
            heads: Mutex::new(Vec::new()),
            misses: Mutex::new(Misses {
                addresses: HashMap::new(),
                all: Budget::new(Instant::now()),
            }),
        }
    }
}

impl Gate {
    /// A new connection from `address` starts its head; the oldest unfinished head of the same
    /// address (or, when every place is taken, of the address with the most, the oldest such
    /// head first) is cut to make room.
    pub fn enter(&self, id: u64, address: IpAddr, stream: &TcpStream) {
        let Ok(copy) = stream.try_clone() else {
            return;
        };
        let Ok(mut heads) = self.heads.lock() else {
            return;
        };
        let of = |heads: &[Head], a: IpAddr| heads.iter().filter(|h| h.address == a).count();
        let cut = if of(&heads, address) >= HEADS_PER_ADDRESS {
            heads.iter().position(|h| h.address == address)
        } else if heads.len() >= HEADS {
            let most = heads.iter().map(|h| of(&heads, h.address)).max();
            heads
                .iter()
                .position(|h| Some(of(&heads, h.address)) == most)
        } else {
            None
        };
        if let Some(oldest) = cut {
            let cut = heads.remove(oldest);
            let _ = cut.stream.shutdown(Shutdown::Both);
        }
        heads.push(Head {
            id,
            address,
            stream: copy,
        });
    }

    /// The head of connection `id` is complete (or the connection ended).
    pub fn leave(&self, id: u64) {
        if let Ok(mut heads) = self.heads.lock() {
            heads.retain(|h| h.id != id);
        }
    }

    /// Unfinished heads now.
    pub fn waiting(&self) -> usize {
        self.heads.lock().map(|h| h.len()).unwrap_or(0)
    }

    /// Whether a token `address` sent may be checked now: yes while its budget of wrong tokens
    /// (and, for an address that missed before, the budget of all addresses) has room.
    pub fn check(&self, address: IpAddr) -> Check {
        let now = Instant::now();
        let Ok(misses) = self.misses.lock() else {
            return Check::TooMany;
        };
        let Some(own) = misses.addresses.get(&address) else {
            return Check::Yes;
        };
        let fits = own.fits(now, FREE_MISSES, MISS_EVERY)
            && misses.all.fits(now, ALL_FREE_MISSES, ALL_MISS_EVERY);
        if fits { Check::Yes } else { Check::TooMany }
    }

    /// `address` sent a wrong token (checked): its budget and everyone's are spent by one.
    pub fn missed(&self, address: IpAddr) {
        let now = Instant::now();
        let Ok(mut misses) = self.misses.lock() else {
            return;
        };
        let Misses { addresses, all } = &mut *misses;
        all.spend(now, ALL_MISS_EVERY);
        addresses.retain(|_, b| now.saturating_duration_since(b.whole_at) < MISSES_FORGOTTEN);
        if addresses.len() >= REMEMBERED
            && !addresses.contains_key(&address)
            && let Some(oldest) = addresses
                .iter()
                .min_by_key(|(_, b)| b.whole_at)
                .map(|(a, _)| *a)
        {
            addresses.remove(&oldest);
        }
        addresses
            .entry(address)
            .or_insert_with(|| Budget::new(now))
            .spend(now, MISS_EVERY);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::net::{Ipv4Addr, TcpListener};

    #[test]
    fn wrong_tokens_are_checked_within_a_budget_per_address_and_for_all() {
        let gate = Gate::default();
        let a = IpAddr::V4(Ipv4Addr::new(10, 0, 0, 7));
        for _ in 0..FREE_MISSES {
            assert_eq!(gate.check(a), Check::Yes);
            gate.missed(a);
        }
        assert_eq!(gate.check(a), Check::TooMany, "the budget is spent");
        // Another address is checked; one that never missed always is.
        let b = IpAddr::V4(Ipv4Addr::new(10, 0, 0, 8));
        assert_eq!(gate.check(b), Check::Yes);
        // Many addresses together spend everyone's budget: then only a fresh address is checked.
        for i in 0..ALL_FREE_MISSES {
            let c = IpAddr::V4(Ipv4Addr::new(10, 0, 1, i as u8));
            gate.missed(c);
        }
        gate.missed(b);
        assert_eq!(gate.check(b), Check::TooMany);
        assert_eq!(
            gate.check(IpAddr::V4(Ipv4Addr::new(10, 0, 2, 1))),
            Check::Yes
        );
    }

    #[test]
    fn a_budget_refills_one_miss_per_interval() {
        let start = Instant::now();
        let mut budget = Budget::new(start);
        let every = Duration::from_secs(2);
        for _ in 0..3 {
            assert!(budget.fits(start, 3, every));
            budget.spend(start, every);
        }
        assert!(!budget.fits(start, 3, every));
        assert!(!budget.fits(start + every / 2, 3, every));
        assert!(budget.fits(start + every, 3, every));
    }

    #[test]
    fn when_every_address_holds_as_many_heads_the_oldest_is_cut() {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let addr = listener.local_addr().unwrap();
        let gate = Gate::default();
        let mut kept = Vec::new();
        for id in 0..HEADS as u64 {
            let client = TcpStream::connect(addr).unwrap();
            let (server, _) = listener.accept().unwrap();
            let from = IpAddr::V4(Ipv4Addr::new(10, 1, (id / 200) as u8, (id % 200) as u8));
            gate.enter(id, from, &server);
            kept.push((client, server));
        }
        let client = TcpStream::connect(addr).unwrap();
        let (server, _) = listener.accept().unwrap();
        gate.enter(999, IpAddr::V4(Ipv4Addr::new(10, 2, 0, 1)), &server);
        assert_eq!(gate.waiting(), HEADS);
        use std::io::Read;
        kept[0]
            .0
            .set_read_timeout(Some(Duration::from_secs(2)))
            .unwrap();
        assert_eq!(
            kept[0].0.read(&mut [0u8; 1]).unwrap(),
            0,
            "the oldest was cut"
        );
        let newest = &mut kept[HEADS - 1].0;
        newest
            .set_read_timeout(Some(Duration::from_millis(50)))
            .unwrap();
        assert!(newest.read(&mut [0u8; 1]).is_err(), "the newest stays");
        drop(client);
    }

    #[test]
    fn a_new_head_pushes_out_the_oldest_of_its_address() {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let addr = listener.local_addr().unwrap();
        let gate = Gate::default();
        let here = IpAddr::V4(Ipv4Addr::LOCALHOST);
        let mut kept = Vec::new();
        for id in 0..HEADS_PER_ADDRESS as u64 + 3 {
            let client = TcpStream::connect(addr).unwrap();
            let (server, _) = listener.accept().unwrap();
            gate.enter(id, here, &server);
            kept.push((client, server));
        }
        assert_eq!(gate.waiting(), HEADS_PER_ADDRESS);
        // The three oldest were cut: their clients read the end.
        use std::io::Read;
        for (client, _) in kept.iter_mut().take(3) {
            client
                .set_read_timeout(Some(Duration::from_secs(2)))
                .unwrap();
            assert_eq!(client.read(&mut [0u8; 1]).unwrap(), 0);
        }
        gate.leave(5);
        assert_eq!(gate.waiting(), HEADS_PER_ADDRESS - 1);
    }
}
