//! A small WebSocket client for the phone tests, written from RFC 6455 apart from the server's
//! library, so a test can also send what no library client would (a frame out of place, a bad
//! close, invalid UTF-8): it sends the headers a browser sends (Origin: the page's own address),
//! checks the server's handshake answer and masks what it sends.

use base64::Engine as _;
use std::io::{ErrorKind, Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::time::Duration;

/// A message from the server.
#[derive(Debug, Clone, PartialEq)]
pub enum Incoming {
    Text(String),
    /// A close frame, with its status code if it had one.
    Close(Option<u16>),
    /// A ping, pong or binary message (the server sends none of these to a phone).
    Other,
}

pub struct WsClient {
    stream: TcpStream,
    /// Bytes read but not yet a whole frame.
    buffer: Vec<u8>,
    /// A message whose first frames came but not its last (`FIN` clear): its opcode and bytes.
    pieces: Option<(u8, Vec<u8>)>,
    mask: u32,
}

impl WsClient {
    /// Opens `path` at `addr` as a WebSocket from a page of that server; the server's status
    /// line when it refuses.
    pub fn connect(addr: SocketAddr, path: &str) -> Result<WsClient, String> {
        WsClient::connect_from(addr, path, Some(&format!("http://{addr}")))
    }

    /// Opens `path` as a page from `origin` would (`None`: as a program, with no origin).
    pub fn connect_from(
        addr: SocketAddr,
        path: &str,
        origin: Option<&str>,
    ) -> Result<WsClient, String> {
        let origin = origin.map_or(String::new(), |o| format!("Origin: {o}\r\n"));
        let mut stream = TcpStream::connect(addr).map_err(|e| e.to_string())?;
        stream
            .set_read_timeout(Some(Duration::from_secs(5)))
            .unwrap();
        let key = base64::engine::general_purpose::STANDARD.encode(*b"phone test key!!");
        write!(
            stream,
            "GET {path} HTTP/1.1\r\nHost: {addr}\r\n{origin}Upgrade: websocket\r\n\
             Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n"
        )
        .map_err(|e| e.to_string())?;
        let mut head = Vec::new();
        let mut byte = [0u8; 1];
        while !head.ends_with(b"\r\n\r\n") {
            match stream.read(&mut byte) {
                Ok(1) => head.push(byte[0]),
                _ => break,
            }
        }
        let head = String::from_utf8_lossy(&head).to_string();
        if !head.starts_with("HTTP/1.1 101") {
            return Err(head.lines().next().unwrap_or("no answer").to_string());
        }
        let accept = tungstenite::handshake::derive_accept_key(key.as_bytes());
        let said = head
            .lines()
            .find_map(|l| {
                let (name, value) = l.split_once(':')?;
                name.eq_ignore_ascii_case("sec-websocket-accept")
                    .then_some(value.trim())
            })
            .unwrap_or("");
        if said != accept {
            return Err(format!("a wrong accept key {said:?}"));
        }
        stream
            .set_read_timeout(Some(Duration::from_millis(2)))
            .unwrap();
        Ok(WsClient {
            stream,
            buffer: Vec::new(),
            pieces: None,
            mask: 0x1234_5678,
        })
    }

    /// Sends one whole frame, masked as every client must.
    pub fn send_frame(&mut self, opcode: u8, payload: &[u8]) -> std::io::Result<()> {
        self.send_piece(true, opcode, payload)
    }

    /// Sends one frame, the last of its message or not (`fin`).
    pub fn send_piece(&mut self, fin: bool, opcode: u8, payload: &[u8]) -> std::io::Result<()> {
        self.mask = self.mask.rotate_left(7) ^ 0x9e37_79b9;
        let mask = self.mask.to_be_bytes();
        let mut out = vec![if fin { 0x80 } else { 0 } | opcode];
        match payload.len() {
            n if n < 126 => out.push(0x80 | n as u8),
            n if n <= 0xFFFF => {
                out.push(0x80 | 126);
                out.extend_from_slice(&(n as u16).to_be_bytes());
            }
            n => {
                out.push(0x80 | 127);
                out.extend_from_slice(&(n as u64).to_be_bytes());
            }
        }
        out.extend_from_slice(&mask);
        out.extend(payload.iter().enumerate().map(|(i, b)| b ^ mask[i % 4]));
        self.stream.write_all(&out)
    }

    pub fn send_text(&mut self, text: &str) -> std::io::Result<()> {
        self.send_frame(0x1, text.as_bytes())
    }

    pub fn send_binary(&mut self, bytes: &[u8]) -> std::io::Result<()> {
        self.send_frame(0x2, bytes)
    }

    /// Sends a close frame and waits (bounded) for the server's.
    pub fn close(mut self) {
        let _ = self.send_frame(0x8, &1000u16.to_be_bytes());
        for _ in 0..500 {
            match self.read() {
                Ok(Some(Incoming::Close(_))) | Err(_) => return,
                _ => {}
            }
        }
    }

    /// The next whole message, `None` when nothing more has arrived yet; an error when the
    /// connection ended.
    pub fn read(&mut self) -> Result<Option<Incoming>, ()> {
        loop {
            if let Some((frame, used)) = parse(&self.buffer) {
                self.buffer.drain(..used);
                match self.whole(frame) {
                    Some(message) => return Ok(Some(message)),
                    None => continue,
                }
            }
            // Large enough for a browser's screenshot to come in few reads.
            let mut chunk = [0u8; 64 * 1024];
            match self.stream.read(&mut chunk) {
                Ok(0) => return Err(()),
                Ok(n) => self.buffer.extend_from_slice(&chunk[..n]),
                Err(e) if matches!(e.kind(), ErrorKind::WouldBlock | ErrorKind::TimedOut) => {
                    return Ok(None);
                }
                Err(_) => return Err(()),
            }
        }
    }
}

impl WsClient {
    /// A frame joined to the message it belongs to: the message once its last frame came.
    fn whole(&mut self, frame: Frame) -> Option<Incoming> {
        let Frame {
            fin,
            opcode,
            payload,
        } = frame;
        // Control frames (close, ping, pong) are never in pieces and may come between them.
        let (opcode, payload) = match opcode {
            0x0 => {
                let (first, mut bytes) = self
                    .pieces
                    .take()
                    .expect("a continuation frame follows a message begun");
                bytes.extend_from_slice(&payload);
                (first, bytes)
            }
            _ => (opcode, payload),
        };
        if !fin && opcode < 0x8 {
            self.pieces = Some((opcode, payload));
            return None;
        }
        Some(match opcode {
            0x1 => Incoming::Text(String::from_utf8(payload).expect("text is UTF-8")),
            0x8 => Incoming::Close(
                (payload.len() >= 2).then(|| u16::from_be_bytes([payload[0], payload[1]])),
            ),
            _ => Incoming::Other,
        })
    }
}

/// One frame as it came: whether it ends its message, its opcode and its payload.
struct Frame {
    fin: bool,
    opcode: u8,
    payload: Vec<u8>,
}

/// One whole unmasked server frame at the start of `bytes`, and its length.
fn parse(bytes: &[u8]) -> Option<(Frame, usize)> {
    let (first, second) = (*bytes.first()?, *bytes.get(1)?);
    assert_eq!(second & 0x80, 0, "a server never masks");
    let (len, start) = match second & 0x7F {
        126 => (
            u16::from_be_bytes([*bytes.get(2)?, *bytes.get(3)?]) as usize,
            4,
        ),
        127 => (
            u64::from_be_bytes(bytes.get(2..10)?.try_into().ok()?) as usize,
            10,
        ),
        n => (n as usize, 2),
    };
    let payload = bytes.get(start..start + len)?.to_vec();
    let frame = Frame {
        fin: first & 0x80 != 0,
        opcode: first & 0x0F,
        payload,
    };
    Some((frame, start + len))
}
