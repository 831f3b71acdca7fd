//! The server's door against strangers on the same network: connections that have not finished
//! their request head have places of their own, a few per address (the newest pushes out the
//! oldest of its address, so trickling bytes can never keep a real phone out), and wrong tokens
//! from one address are answered slower and slower, so guessing the table's token is hopeless
//! while the right token is always answered at once.

use std::collections::HashMap;
use std::net::{IpAddr, Shutdown, TcpStream};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Unfinished heads one address may have at once (a page load opens a handful).
pub const HEADS_PER_ADDRESS: usize = 8;
/// Unfinished heads of all addresses at once.
pub const HEADS: usize = 48;
/// Wrong tokens an address may send before its answers are slowed.
pub const FREE_MISSES: u32 = 5;
/// After that, each wrong token waits this much longer than the one before it was answered.
pub const MISS_PENALTY: Duration = Duration::from_secs(1);
/// A wrong token that would wait longer than this is not answered at all (its connection closes).
pub const LONGEST_WAIT: Duration = Duration::from_secs(10);
/// An address whose last miss is this old starts afresh.
const MISSES_FORGOTTEN: Duration = Duration::from_secs(300);

/// A connection still sending its head.
#[derive(Debug)]
struct Head {
    id: u64,
    address: IpAddr,
    stream: TcpStream,
}

/// An address's wrong tokens.
#[derive(Debug, Clone, Copy)]
struct Misses {
    count: u32,
    /// When its next wrong token may be answered.
    next: Instant,
}

#[derive(Debug, Default)]
pub struct Gate {
    /// Oldest first.
    heads: Mutex<Vec<Head>>,
    misses: Mutex<HashMap<IpAddr, Misses>>,
}

impl Gate {
    /// A new connection from `address` starts its head; the oldest unfinished head of the same
    /// address (or, when every place is taken, of the address with the most) is cut to make room.
    pub fn enter(&self, id: u64, address: IpAddr, stream: &TcpStream) {
        let Ok(copy) = stream.try_clone() else {
            return;
        };
        let Ok(mut heads) = self.heads.lock() else {
            return;
        };
        let of = |heads: &[Head], a: IpAddr| heads.iter().filter(|h| h.address == a).count();
        let crowded = if of(&heads, address) >= HEADS_PER_ADDRESS {
            Some(address)
        } else if heads.len() >= HEADS {
            heads
                .iter()
                .map(|h| h.address)
                .max_by_key(|&a| of(&heads, a))
        } else {
            None
        };
        if let Some(crowded) = crowded
            && let Some(oldest) = heads.iter().position(|h| h.address == crowded)
        {
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

    /// `address` sent a wrong token: how long to wait before answering it, or `None` to close
    /// without an answer.
    pub fn missed(&self, address: IpAddr) -> Option<Duration> {
        let now = Instant::now();
        let Ok(mut misses) = self.misses.lock() else {
            return None;
        };
        misses.retain(|_, m| now.saturating_duration_since(m.next) < MISSES_FORGOTTEN);
        let m = misses.entry(address).or_insert(Misses {
            count: 0,
            next: now,
        });
        m.count += 1;
        if m.count <= FREE_MISSES {
            return Some(Duration::ZERO);
        }
        let at = m.next.max(now);
        let wait = at - now;
        if wait > LONGEST_WAIT {
            return None;
        }
        m.next = at + MISS_PENALTY;
        Some(wait)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::net::{Ipv4Addr, TcpListener};

    #[test]
    fn wrong_tokens_wait_longer_and_longer_then_get_no_answer() {
        let gate = Gate::default();
        let a = IpAddr::V4(Ipv4Addr::new(10, 0, 0, 7));
        for _ in 0..FREE_MISSES {
            assert_eq!(gate.missed(a), Some(Duration::ZERO));
        }
        let mut waits = Vec::new();
        while let Some(wait) = gate.missed(a) {
            waits.push(wait);
            assert!(waits.len() < 100);
        }
        assert!(waits.windows(2).all(|w| w[1] > w[0]), "{waits:?}");
        assert!(waits.len() as u32 >= LONGEST_WAIT.as_secs() as u32);
        // Another address is not slowed.
        let b = IpAddr::V4(Ipv4Addr::new(10, 0, 0, 8));
        assert_eq!(gate.missed(b), Some(Duration::ZERO));
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
