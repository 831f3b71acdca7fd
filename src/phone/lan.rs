//! The host's address on the local network, found without sending anything: a UDP socket
//! "connected" to a private address makes the system pick the interface it would route through.

use std::net::{IpAddr, Ipv4Addr, UdpSocket};

/// The host's non-loopback IPv4 address, if it has a network at all.
pub fn lan_address() -> Option<Ipv4Addr> {
    // Connecting a UDP socket sends no packet; it only chooses the route and the local address.
    for probe in ["10.255.255.255:9", "192.168.255.255:9", "172.31.255.255:9"] {
        let Ok(socket) = UdpSocket::bind("0.0.0.0:0") else {
            continue;
        };
        if socket.connect(probe).is_err() {
            continue;
        }
        if let Ok(local) = socket.local_addr()
            && let IpAddr::V4(ip) = local.ip()
            && !ip.is_loopback()
            && !ip.is_unspecified()
        {
            return Some(ip);
        }
    }
    None
}

/// The letters of a token: no 0/o, 1/l/i, easy to type from the screen.
const TOKEN_LETTERS: &[u8] = b"abcdefghjkmnpqrstuvwxyz23456789";
/// A token's length: 31^9, about 2^44.6 addresses. Guessing is slowed per address
/// (`gate.rs`), and a token lets a phone only ask for a seat, never take one a phone holds.
const TOKEN_LENGTH: usize = 9;

/// A fresh random token for a table's address, from rand's OS-seeded generator.
pub fn fresh_token() -> String {
    use rand::RngExt as _;
    let mut rng = rand::rng();
    (0..TOKEN_LENGTH)
        .map(|_| TOKEN_LETTERS[rng.random_range(0..TOKEN_LETTERS.len())] as char)
        .collect()
}

#[cfg(test)]
mod tests {
    #[test]
    fn tokens_are_typeable_and_differ() {
        let a = super::fresh_token();
        let b = super::fresh_token();
        assert_eq!(a.len(), super::TOKEN_LENGTH);
        assert!(a.bytes().all(|c| super::TOKEN_LETTERS.contains(&c)), "{a}");
        assert_ne!(a, b);
    }
}
