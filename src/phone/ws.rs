//! The WebSocket protocol (RFC 6455) as far as a phone page needs it: the handshake's accept key,
//! and reading and writing frames. Written by hand on `std::io` because axum and
//! tokio-tungstenite switch on features of crates Bevy shares (futures, rand), which rebuilds
//! most of Bevy cold and in every warm cache (see the README, "Phone hands").

use base64::Engine as _;
use std::io::{self, Read, Write};

/// The GUID every server appends to the client's key (RFC 6455, 1.3).
const GUID: &str = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11";

/// A frame longer than this ends the connection unread (nothing a phone sends comes near it).
pub const MAX_FRAME: u64 = 64 * 1024;

/// The `Sec-WebSocket-Accept` answer to a client's `Sec-WebSocket-Key`.
pub fn accept_key(client_key: &str) -> String {
    let mut sha = sha1_smol::Sha1::new();
    sha.update(client_key.trim().as_bytes());
    sha.update(GUID.as_bytes());
    base64::engine::general_purpose::STANDARD.encode(sha.digest().bytes())
}

/// The kinds of frame (opcodes).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Opcode {
    Continuation,
    Text,
    Binary,
    Close,
    Ping,
    Pong,
}

impl Opcode {
    fn from_bits(bits: u8) -> Option<Opcode> {
        Some(match bits {
            0x0 => Opcode::Continuation,
            0x1 => Opcode::Text,
            0x2 => Opcode::Binary,
            0x8 => Opcode::Close,
            0x9 => Opcode::Ping,
            0xA => Opcode::Pong,
            _ => return None,
        })
    }
    fn bits(self) -> u8 {
        match self {
            Opcode::Continuation => 0x0,
            Opcode::Text => 0x1,
            Opcode::Binary => 0x2,
            Opcode::Close => 0x8,
            Opcode::Ping => 0x9,
            Opcode::Pong => 0xA,
        }
    }
    pub fn is_control(self) -> bool {
        matches!(self, Opcode::Close | Opcode::Ping | Opcode::Pong)
    }
}

/// One frame as read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Frame {
    pub fin: bool,
    pub opcode: Opcode,
    /// Unmasked payload; empty when `oversized`.
    pub payload: Vec<u8>,
    /// The payload was longer than the reader's limit and was skipped unread.
    pub oversized: bool,
}

/// Why reading a frame ended the connection.
#[derive(Debug)]
pub enum FrameError {
    /// The socket closed or failed.
    Io(io::Error),
    /// Not a WebSocket frame a client may send (unknown opcode, reserved bits, no mask,
    /// a control frame too long or fragmented, a payload over `MAX_FRAME`).
    Protocol(&'static str),
}

impl From<io::Error> for FrameError {
    fn from(e: io::Error) -> Self {
        FrameError::Io(e)
    }
}

/// Reads one frame a client sent (clients must mask). A payload longer than `keep` bytes (and at
/// most `MAX_FRAME`) is read and thrown away, and the frame comes back `oversized`.
pub fn read_client_frame(from: &mut impl Read, keep: usize) -> Result<Frame, FrameError> {
    let mut head = [0u8; 2];
    from.read_exact(&mut head)?;
    let fin = head[0] & 0x80 != 0;
    if head[0] & 0x70 != 0 {
        return Err(FrameError::Protocol("reserved bits set"));
    }
    let opcode = Opcode::from_bits(head[0] & 0x0F).ok_or(FrameError::Protocol("unknown opcode"))?;
    if head[1] & 0x80 == 0 {
        return Err(FrameError::Protocol("a client frame without a mask"));
    }
    let len = match head[1] & 0x7F {
        126 => {
            let mut b = [0u8; 2];
            from.read_exact(&mut b)?;
            u16::from_be_bytes(b) as u64
        }
        127 => {
            let mut b = [0u8; 8];
            from.read_exact(&mut b)?;
            u64::from_be_bytes(b)
        }
        n => n as u64,
    };
    if opcode.is_control() && (len > 125 || !fin) {
        return Err(FrameError::Protocol(
            "a control frame too long or fragmented",
        ));
    }
    if len > MAX_FRAME {
        return Err(FrameError::Protocol("a frame over the size limit"));
    }
    let mut mask = [0u8; 4];
    from.read_exact(&mut mask)?;
    if len > keep as u64 {
        io::copy(&mut from.take(len), &mut io::sink())
            .and_then(|n| {
                if n == len {
                    Ok(())
                } else {
                    Err(io::ErrorKind::UnexpectedEof.into())
                }
            })
            .map_err(FrameError::Io)?;
        return Ok(Frame {
            fin,
            opcode,
            payload: Vec::new(),
            oversized: true,
        });
    }
    let mut payload = vec![0u8; len as usize];
    from.read_exact(&mut payload)?;
    for (i, byte) in payload.iter_mut().enumerate() {
        *byte ^= mask[i % 4];
    }
    Ok(Frame {
        fin,
        opcode,
        payload,
        oversized: false,
    })
}

/// A whole frame as bytes: unmasked as a server sends, or masked with `mask` as a client must.
pub fn frame_bytes(opcode: Opcode, payload: &[u8], mask: Option<[u8; 4]>) -> Vec<u8> {
    let mut out = Vec::with_capacity(payload.len() + 14);
    out.push(0x80 | opcode.bits());
    let mask_bit = if mask.is_some() { 0x80 } else { 0 };
    match payload.len() {
        n if n < 126 => out.push(mask_bit | n as u8),
        n if n <= u16::MAX as usize => {
            out.push(mask_bit | 126);
            out.extend_from_slice(&(n as u16).to_be_bytes());
        }
        n => {
            out.push(mask_bit | 127);
            out.extend_from_slice(&(n as u64).to_be_bytes());
        }
    }
    match mask {
        Some(mask) => {
            out.extend_from_slice(&mask);
            out.extend(payload.iter().enumerate().map(|(i, b)| b ^ mask[i % 4]));
        }
        None => out.extend_from_slice(payload),
    }
    out
}

/// Writes one unmasked frame, as a server does.
pub fn write_frame(to: &mut impl Write, opcode: Opcode, payload: &[u8]) -> io::Result<()> {
    to.write_all(&frame_bytes(opcode, payload, None))?;
    to.flush()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_accept_key_of_the_rfc_example() {
        // RFC 6455, section 1.3.
        assert_eq!(
            accept_key("dGhlIHNhbXBsZSBub25jZQ=="),
            "s3pPLMBiTxaQ9kYGzzhZRbK+xOo="
        );
    }

    #[test]
    fn the_rfc_masked_hello_reads_back() {
        // RFC 6455, section 5.7: a single-frame masked text message "Hello".
        let bytes = [
            0x81, 0x85, 0x37, 0xfa, 0x21, 0x3d, 0x7f, 0x9f, 0x4d, 0x51, 0x58,
        ];
        let frame = read_client_frame(&mut &bytes[..], 512).unwrap();
        assert_eq!(frame.opcode, Opcode::Text);
        assert!(frame.fin);
        assert_eq!(frame.payload, b"Hello");
        assert_eq!(
            frame_bytes(Opcode::Text, b"Hello", Some([0x37, 0xfa, 0x21, 0x3d])),
            bytes
        );
        // Unmasked, as a server sends it (RFC 6455, 5.7).
        assert_eq!(
            frame_bytes(Opcode::Text, b"Hello", None),
            [0x81, 0x05, 0x48, 0x65, 0x6c, 0x6c, 0x6f]
        );
    }

    #[test]
    fn lengths_of_16_and_64_bits_round_trip() {
        for len in [125usize, 126, 300, 65_535, 65_536] {
            let payload = vec![b'x'; len];
            let bytes = frame_bytes(Opcode::Binary, &payload, Some([1, 2, 3, 4]));
            let frame = read_client_frame(&mut &bytes[..], 70_000);
            if len as u64 > MAX_FRAME {
                assert!(matches!(frame, Err(FrameError::Protocol(_))), "{len}");
            } else {
                assert_eq!(frame.unwrap().payload, payload, "{len}");
            }
        }
    }

    #[test]
    fn a_long_payload_is_skipped_and_the_next_frame_still_reads() {
        let mut bytes = frame_bytes(Opcode::Text, &[b'a'; 2000], Some([9, 9, 9, 9]));
        bytes.extend(frame_bytes(Opcode::Text, b"ok", Some([5, 6, 7, 8])));
        let mut reader = &bytes[..];
        let first = read_client_frame(&mut reader, 512).unwrap();
        assert!(first.oversized && first.payload.is_empty());
        assert_eq!(read_client_frame(&mut reader, 512).unwrap().payload, b"ok");
    }

    #[test]
    fn what_a_client_may_not_send_is_refused_not_panicked_on() {
        let unmasked = frame_bytes(Opcode::Text, b"hi", None);
        let reserved = [0xF1, 0x80, 0, 0, 0, 0];
        let opcode = [0x83, 0x80, 0, 0, 0, 0];
        let long_ping = frame_bytes(Opcode::Ping, &[0; 126], Some([0; 4]));
        for bytes in [&unmasked[..], &reserved[..], &opcode[..], &long_ping[..]] {
            assert!(matches!(
                read_client_frame(&mut &bytes[..], 512),
                Err(FrameError::Protocol(_))
            ));
        }
        // Cut short anywhere: an I/O error, never a panic.
        let whole = frame_bytes(Opcode::Text, b"Hello", Some([1, 2, 3, 4]));
        for cut in 0..whole.len() {
            assert!(matches!(
                read_client_frame(&mut &whole[..cut], 512),
                Err(FrameError::Io(_))
            ));
        }
    }
}
