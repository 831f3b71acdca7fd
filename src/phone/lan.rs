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
/// A token's length: 31^6, about 890 million addresses, for a table that lives an evening on a
/// home network (and a phone can type it).
const TOKEN_LENGTH: usize = 6;

/// A fresh random token for a table's address, from the system's random hash keys.
pub fn fresh_token() -> String {
    use std::hash::{BuildHasher, Hasher};
    let mut hasher = std::collections::hash_map::RandomState::new().build_hasher();
    hasher.write_u128(
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos()),
    );
    hasher.write_u32(std::process::id());
    let mut bits = hasher.finish();
    (0..TOKEN_LENGTH)
        .map(|_| {
            let letter = TOKEN_LETTERS[(bits % TOKEN_LETTERS.len() as u64) as usize];
            bits /= TOKEN_LETTERS.len() as u64;
            letter as char
        })
        .collect()
}

#[cfg(test)]
mod tests {
    #[test]
    fn tokens_are_short_typeable_and_differ() {
        let a = super::fresh_token();
        let b = super::fresh_token();
        assert_eq!(a.len(), super::TOKEN_LENGTH);
        assert!(a.bytes().all(|c| super::TOKEN_LETTERS.contains(&c)), "{a}");
        assert_ne!(a, b);
    }
}
