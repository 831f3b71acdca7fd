//! Just enough HTTP/1.1 for a phone's browser: read one GET request's head, answer with a file,
//! a short text, or the WebSocket upgrade. One request per connection (`Connection: close`).

use std::io::{self, Read, Write};
use std::path::Path;

/// A request head longer than this is refused (a browser's is well under 2 KiB).
const MAX_HEAD: usize = 8 * 1024;

/// The parts of a request the server looks at.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Request {
    pub method: String,
    /// The path without its query.
    pub path: String,
    /// Header names in lower case, values trimmed.
    pub headers: Vec<(String, String)>,
}

impl Request {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }
    /// Whether it asks for a WebSocket (`Upgrade: websocket`, `Connection: … upgrade …`).
    pub fn wants_websocket(&self) -> bool {
        self.header("upgrade")
            .is_some_and(|u| u.eq_ignore_ascii_case("websocket"))
            && self.header("connection").is_some_and(|c| {
                c.split(',')
                    .any(|part| part.trim().eq_ignore_ascii_case("upgrade"))
            })
    }
}

/// Reads a request head (up to the blank line). `None`: not HTTP, too long, or the socket ended.
pub fn read_request(from: &mut impl Read) -> Option<Request> {
    let mut head = Vec::with_capacity(512);
    let mut byte = [0u8; 1];
    while !head.ends_with(b"\r\n\r\n") {
        if head.len() >= MAX_HEAD || from.read(&mut byte).ok()? == 0 {
            return None;
        }
        head.push(byte[0]);
    }
    parse_head(std::str::from_utf8(&head).ok()?)
}

fn parse_head(head: &str) -> Option<Request> {
    let mut lines = head.split("\r\n");
    let mut first = lines.next()?.split(' ');
    let (method, target, version) = (first.next()?, first.next()?, first.next()?);
    if !version.starts_with("HTTP/1.") || first.next().is_some() {
        return None;
    }
    let path = target.split(['?', '#']).next()?.to_string();
    let headers = lines
        .filter(|l| !l.is_empty())
        .map(|line| {
            let (name, value) = line.split_once(':')?;
            Some((name.trim().to_ascii_lowercase(), value.trim().to_string()))
        })
        .collect::<Option<Vec<_>>>()?;
    Some(Request {
        method: method.to_string(),
        path,
        headers,
    })
}

/// Answers with `status` (e.g. "404 Not Found"), a content type and a body.
pub fn respond(to: &mut impl Write, status: &str, kind: &str, body: &[u8]) -> io::Result<()> {
    write!(
        to,
        "HTTP/1.1 {status}\r\nContent-Type: {kind}\r\nContent-Length: {}\r\n\
         Cache-Control: no-cache\r\nConnection: close\r\n\r\n",
        body.len()
    )?;
    to.write_all(body)?;
    to.flush()
}

/// A short plain text answer.
pub fn respond_text(to: &mut impl Write, status: &str, text: &str) -> io::Result<()> {
    respond(to, status, "text/plain; charset=utf-8", text.as_bytes())
}

/// Answers with a file of the assets folder, typed by its extension; 404 when it is missing or
/// of a kind the phone page never asks for.
pub fn respond_file(to: &mut impl Write, path: &Path) -> io::Result<()> {
    let kind = match path.extension().and_then(|e| e.to_str()) {
        Some("html") => "text/html; charset=utf-8",
        Some("js") => "text/javascript; charset=utf-8",
        Some("css") => "text/css; charset=utf-8",
        Some("svg") => "image/svg+xml",
        _ => return respond_text(to, "404 Not Found", "not found"),
    };
    match std::fs::read(path) {
        Ok(bytes) => respond(to, "200 OK", kind, &bytes),
        Err(_) => respond_text(to, "404 Not Found", "not found"),
    }
}

/// Switches the connection to the WebSocket protocol.
pub fn respond_upgrade(to: &mut impl Write, client_key: &str) -> io::Result<()> {
    write!(
        to,
        "HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\
         Sec-WebSocket-Accept: {}\r\n\r\n",
        super::ws::accept_key(client_key)
    )?;
    to.flush()
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
        let head = "GET /t/abc/ws/2?x=1 HTTP/1.1\r\nHost: 10.0.0.5:7878\r\n\
                    Upgrade: websocket\r\nConnection: keep-alive, Upgrade\r\n\
                    Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n";
        let request = read_request(&mut head.as_bytes()).unwrap();
        assert_eq!(request.method, "GET");
        assert_eq!(request.path, "/t/abc/ws/2");
        assert!(request.wants_websocket());
        assert_eq!(
            request.header("sec-websocket-key"),
            Some("dGhlIHNhbXBsZSBub25jZQ==")
        );
        let mut answer = Vec::new();
        respond_upgrade(&mut answer, "dGhlIHNhbXBsZSBub25jZQ==").unwrap();
        let answer = String::from_utf8(answer).unwrap();
        assert!(answer.starts_with("HTTP/1.1 101 "));
        assert!(answer.contains("Sec-WebSocket-Accept: s3pPLMBiTxaQ9kYGzzhZRbK+xOo=\r\n"));
    }

    #[test]
    fn garbage_heads_are_not_requests() {
        let long = format!("GET /{} HTTP/1.1\r\n\r\n", "a".repeat(MAX_HEAD));
        for head in [
            "",
            "hello",
            "GET / SPDY/3\r\n\r\n",
            "GET /\r\n\r\n",
            "GET / HTTP/1.1\r\nno colon here\r\n\r\n",
            long.as_str(),
        ] {
            assert_eq!(read_request(&mut head.as_bytes()), None, "{head:.40}");
        }
        assert_eq!(
            read_request(&mut &[0xff, 0xfe, b'\r', b'\n', b'\r', b'\n'][..]),
            None
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
