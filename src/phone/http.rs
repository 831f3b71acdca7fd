//! HTTP for a phone's browser, on httparse: a request head read whole within a deadline, and
//! the answers (a file of the page, a short text) with the headers that keep other sites from
//! framing or sniffing the page. One request per connection (`Connection: close`).

use std::io::{self, Read, Write};
use std::net::TcpStream;
use std::path::Path;
use std::time::Instant;

/// A request head longer than this is refused (a browser's is well under 2 KiB).
pub const MAX_HEAD: usize = 8 * 1024;
/// Headers a head may have (a browser sends about fifteen).
const MAX_HEADERS: usize = 48;

/// The parts of a request the server looks at, and the head's bytes (a WebSocket's handshake
/// reads the head again from them; anything a client sent after its head is not kept).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Head {
    pub method: String,
    /// The path without its query.
    pub path: String,
    /// What follows `?`, if anything.
    pub query: Option<String>,
    /// Header names in lower case, values as sent.
    pub headers: Vec<(String, String)>,
    pub bytes: Vec<u8>,
}

impl Head {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }
    /// A value of the query (`a=1&b=2`).
    pub fn query_value(&self, name: &str) -> Option<&str> {
        self.query
            .as_deref()?
            .split('&')
            .find_map(|pair| pair.strip_prefix(name)?.strip_prefix('='))
    }
}

/// Why no head was read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HeadError {
    /// Not complete by the deadline.
    Late,
    /// The connection ended first.
    Gone,
    /// Longer than `MAX_HEAD` or with too many headers.
    TooLong,
    /// Not an HTTP request head.
    Malformed,
}

/// Reads a request head that must be complete by `deadline`, however slowly its bytes come.
pub fn read_head(stream: &mut TcpStream, deadline: Instant) -> Result<Head, HeadError> {
    let mut bytes = Vec::with_capacity(1024);
    let mut chunk = [0u8; 2048];
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        if left.is_zero() {
            return Err(HeadError::Late);
        }
        stream
            .set_read_timeout(Some(left))
            .map_err(|_| HeadError::Gone)?;
        let n = match stream.read(&mut chunk) {
            Ok(0) => return Err(HeadError::Gone),
            Ok(n) => n,
            Err(e)
                if matches!(
                    e.kind(),
                    io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut
                ) =>
            {
                return Err(HeadError::Late);
            }
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(_) => return Err(HeadError::Gone),
        };
        bytes.extend_from_slice(&chunk[..n]);
        if let Some(head) = parse(&bytes)? {
            return Ok(head);
        }
        if bytes.len() > MAX_HEAD {
            return Err(HeadError::TooLong);
        }
    }
}

/// The head at the start of `bytes`, `None` while it is incomplete.
fn parse(bytes: &[u8]) -> Result<Option<Head>, HeadError> {
    let mut headers = [httparse::EMPTY_HEADER; MAX_HEADERS];
    let mut request = httparse::Request::new(&mut headers);
    let length = match request.parse(bytes) {
        Ok(httparse::Status::Complete(length)) => length,
        Ok(httparse::Status::Partial) => return Ok(None),
        Err(httparse::Error::TooManyHeaders) => return Err(HeadError::TooLong),
        Err(_) => return Err(HeadError::Malformed),
    };
    if length > MAX_HEAD {
        return Err(HeadError::TooLong);
    }
    let (Some(method), Some(target)) = (request.method, request.path) else {
        return Err(HeadError::Malformed);
    };
    let (path, query) = match target.split_once('?') {
        Some((path, query)) => (path, Some(query.to_string())),
        None => (target, None),
    };
    let headers = request
        .headers
        .iter()
        .map(|h| {
            let value = std::str::from_utf8(h.value).map_err(|_| HeadError::Malformed)?;
            Ok((h.name.to_ascii_lowercase(), value.trim().to_string()))
        })
        .collect::<Result<Vec<_>, _>>()?;
    Ok(Some(Head {
        method: method.to_string(),
        path: path.to_string(),
        query,
        headers,
        bytes: bytes[..length].to_vec(),
    }))
}

/// Every answer says: no framing by other sites, no sniffing, no referrer (the address holds
/// the table's token), nothing kept in caches.
const GUARDS: &str = "X-Content-Type-Options: nosniff\r\nX-Frame-Options: DENY\r\n\
                      Referrer-Policy: no-referrer\r\nCache-Control: no-store\r\n";

/// Answers with `status` (e.g. "404 Not Found"), a content type, extra header lines and a body.
pub fn respond(
    to: &mut impl Write,
    status: &str,
    kind: &str,
    extra: &str,
    body: &[u8],
) -> io::Result<()> {
    write!(
        to,
        "HTTP/1.1 {status}\r\nContent-Type: {kind}\r\nContent-Length: {}\r\n{GUARDS}{extra}\
         Connection: close\r\n\r\n",
        body.len()
    )?;
    to.write_all(body)?;
    to.flush()
}

/// A short plain text answer.
pub fn respond_text(to: &mut impl Write, status: &str, text: &str) -> io::Result<()> {
    respond(to, status, "text/plain; charset=utf-8", "", text.as_bytes())
}

/// Answers with a file of the assets folder, typed by its extension; 404 when it is missing or
/// of a kind the phone page never asks for. The page itself may load only what its own server
/// serves and talk only to its own server (`host`), and no site may frame it.
pub fn respond_file(to: &mut impl Write, path: &Path, host: &str) -> io::Result<()> {
    let kind = match path.extension().and_then(|e| e.to_str()) {
        Some("html") => "text/html; charset=utf-8",
        Some("js") => "text/javascript; charset=utf-8",
        Some("css") => "text/css; charset=utf-8",
        Some("svg") => "image/svg+xml",
        _ => return respond_text(to, "404 Not Found", "not found"),
    };
    let policy = format!(
        "Content-Security-Policy: default-src 'self'; connect-src 'self' ws://{host}; \
         frame-ancestors 'none'; base-uri 'none'; form-action 'none'\r\n"
    );
    match std::fs::read(path) {
        Ok(bytes) => respond(to, "200 OK", kind, &policy, &bytes),
        Err(_) => respond_text(to, "404 Not Found", "not found"),
    }
}

/// A file or folder name without folders, dots in front, or odd characters.
pub fn plain_name(name: &str) -> bool {
    !name.is_empty()
        && !name.starts_with('.')
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '.'))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_browser_upgrade_request_reads() {
        let head = "GET /t/abc/ws/2?s=00ff HTTP/1.1\r\nHost: 10.0.0.5:7878\r\n\
                    Upgrade: websocket\r\nConnection: keep-alive, Upgrade\r\n\
                    Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n";
        let request = parse(head.as_bytes()).unwrap().unwrap();
        assert_eq!(request.method, "GET");
        assert_eq!(request.path, "/t/abc/ws/2");
        assert_eq!(request.query_value("s"), Some("00ff"));
        assert_eq!(request.query_value("x"), None);
        assert_eq!(request.header("host"), Some("10.0.0.5:7878"));
        assert_eq!(request.bytes, head.as_bytes());
        assert_eq!(parse(&head.as_bytes()[..40]), Ok(None), "incomplete");
    }

    #[test]
    fn garbage_heads_are_not_requests() {
        let long = format!(
            "GET / HTTP/1.1\r\n{}\r\n",
            "X-A: b\r\n".repeat(MAX_HEADERS + 1)
        );
        for (head, why) in [
            ("hello\r\n\r\n", HeadError::Malformed),
            ("GET / SPDY/3\r\n\r\n", HeadError::Malformed),
            (
                "GET / HTTP/1.1\r\nno colon here\r\n\r\n",
                HeadError::Malformed,
            ),
            (long.as_str(), HeadError::TooLong),
        ] {
            assert_eq!(parse(head.as_bytes()), Err(why), "{head:.40}");
        }
        assert_eq!(
            parse(b"GET / HTTP/1.1\r\nX: \xff\xfe\r\n\r\n"),
            Err(HeadError::Malformed)
        );
    }

    #[test]
    fn names_with_folders_are_not_plain() {
        assert!(plain_name("phone.js"));
        assert!(plain_name("hearts_10.svg"));
        for bad in ["", "..", ".hidden", "a/b", "a\\b", "%2e%2e", "x y"] {
            assert!(!plain_name(bad), "{bad}");
        }
    }
}
