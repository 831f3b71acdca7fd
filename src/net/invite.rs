//! The invite to a table across homes: the host's address and port and a secret of 128 random
//! bits. Host and guests derive the netcode key from the secret, so a guest makes its own connect
//! token and nobody without the invite can connect to the table or read its traffic.

use crate::phone::claims::{Secret, fresh_secret, parse_secret, secret_text};
use std::net::SocketAddr;

/// The netcode protocol of this version of the table (a guest of another version is refused by
/// netcode before any message; replicon checks the messages' protocol again).
pub const PROTOCOL_ID: u64 = 0x5354_414d_4d54_0001;

/// **choice**: the UDP port a table opens online on, unless told otherwise (the one to forward
/// on a router for guests outside the home).
pub const DEFAULT_PORT: u16 = 27_531;

/// What derives the netcode key from an invite's secret (BLAKE3's key derivation context).
const KEY_CONTEXT: &str = "Stammtisch 2026-12-03 netcode key from an invite secret";

/// An invite: where the host listens and the table's secret.
#[derive(Clone, PartialEq, Eq)]
pub struct Invite {
    pub addr: SocketAddr,
    pub secret: Secret,
}

/// Never the secret in a log line.
impl std::fmt::Debug for Invite {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Invite({}, secret hidden)", self.addr)
    }
}

/// Why an invite's text is no invite.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum InviteError {
    /// No `ADDRESS:PORT/SECRET` shape.
    Shape,
    /// The address or port is no address.
    Address,
    /// The secret is not 32 hexadecimal digits.
    Secret,
}

impl InviteError {
    /// The catalogue key of the words for it.
    pub fn words(self) -> &'static str {
        match self {
            InviteError::Shape => "net-invite-shape",
            InviteError::Address => "net-invite-address",
            InviteError::Secret => "net-invite-secret",
        }
    }
}

impl Invite {
    /// A new invite at `addr`, with a fresh secret.
    pub fn fresh(addr: SocketAddr) -> Self {
        Invite {
            addr,
            secret: fresh_secret(),
        }
    }

    /// The invite as text to copy: `stammtisch://ADDRESS:PORT/SECRET`.
    pub fn text(&self) -> String {
        format!("stammtisch://{}/{}", self.addr, secret_text(&self.secret))
    }

    /// An invite from its text (pasted: spaces around it and the `stammtisch://` are optional).
    pub fn parse(text: &str) -> Result<Invite, InviteError> {
        let text = text.trim();
        let text = text.strip_prefix("stammtisch://").unwrap_or(text);
        let (addr, secret) = text.rsplit_once('/').ok_or(InviteError::Shape)?;
        let addr: SocketAddr = addr.trim().parse().map_err(|_| InviteError::Address)?;
        if addr.port() == 0 {
            return Err(InviteError::Address);
        }
        let secret = parse_secret(secret.trim()).ok_or(InviteError::Secret)?;
        Ok(Invite { addr, secret })
    }

    /// The netcode key of this table (the same on the host and every guest).
    pub fn key(&self) -> [u8; 32] {
        blake3::derive_key(KEY_CONTEXT, &self.secret)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_invite_reads_back_from_its_text_and_garbage_does_not() {
        let invite = Invite::fresh("192.168.1.20:5011".parse().unwrap());
        let back = Invite::parse(&format!("  {}\n", invite.text())).unwrap();
        assert_eq!(back, invite);
        assert_eq!(back.key(), invite.key());
        let v6 = Invite::fresh("[::1]:5011".parse().unwrap());
        assert_eq!(Invite::parse(&v6.text()).unwrap(), v6);
        // Without the prefix too.
        let bare = invite.text().replace("stammtisch://", "");
        assert_eq!(Invite::parse(&bare).unwrap(), invite);
        assert_eq!(Invite::parse(""), Err(InviteError::Shape));
        assert_eq!(Invite::parse("hello"), Err(InviteError::Shape));
        assert_eq!(
            Invite::parse("stammtisch://nowhere:5/00112233445566778899aabbccddeeff"),
            Err(InviteError::Address)
        );
        assert_eq!(
            Invite::parse("1.2.3.4:0/00112233445566778899aabbccddeeff"),
            Err(InviteError::Address)
        );
        assert_eq!(Invite::parse("1.2.3.4:5000/0011"), Err(InviteError::Secret));
        assert_eq!(
            Invite::parse("1.2.3.4:5000/zz112233445566778899aabbccddeeff"),
            Err(InviteError::Secret)
        );
        assert!(!format!("{invite:?}").contains(&secret_text(&invite.secret)));
    }

    #[test]
    fn another_secret_gives_another_key() {
        let a = Invite::fresh("127.0.0.1:5000".parse().unwrap());
        let mut b = a.clone();
        b.secret[15] ^= 1;
        assert_ne!(a.key(), b.key());
        // The key is not the secret itself.
        assert_ne!(&a.key()[..16], &a.secret[..]);
    }
}
