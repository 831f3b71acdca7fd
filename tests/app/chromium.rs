//! Headless Chromium for the browser tests, driven over the Chrome DevTools Protocol by the
//! tests' own WebSocket client (no crate: a dev-dependency could rebuild Bevy): one tab,
//! emulating a phone's screen, with taps dispatched as touch input at a point of the page.

use super::ws_client::{Incoming, WsClient};
use serde_json::{Value, json};
use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// The longest the tests wait for the browser (start, a call's answer, a page to show).
pub const PATIENCE: Duration = Duration::from_secs(20);

/// A phone's screen in CSS pixels (the page's own units; the picture is twice as large).
#[derive(Debug, Clone, Copy)]
pub struct Screen {
    pub width: u32,
    pub height: u32,
}

/// A common Android phone's screen.
pub const PHONE: Screen = Screen {
    width: 360,
    height: 740,
};
/// The narrowest phone the page is made for.
pub const SMALL_PHONE: Screen = Screen {
    width: 320,
    height: 568,
};

pub struct Chromium {
    child: Child,
    ws: WsClient,
    next_id: u64,
    /// The tab's session (`Target.attachToTarget` with `flatten`).
    session: String,
    profile: PathBuf,
}

/// The browser to run: `STAMMTISCH_CHROMIUM`, or Chromium (or Chrome) on the `PATH`.
fn binary() -> PathBuf {
    if let Some(path) = std::env::var_os("STAMMTISCH_CHROMIUM") {
        return path.into();
    }
    let path = std::env::var_os("PATH").unwrap_or_default();
    let names = ["chromium", "chromium-browser", "google-chrome"];
    std::env::split_paths(&path)
        .flat_map(|dir| names.iter().map(move |n| dir.join(n)))
        .find(|p| p.is_file())
        .unwrap_or_else(|| {
            panic!(
                "Chromium is missing: the browser tests need it (scripts/setup.sh installs \
                 Debian's `chromium` package; or set STAMMTISCH_CHROMIUM to a Chrome binary)"
            )
        })
}

impl Chromium {
    /// Starts headless Chromium with one blank tab the size of `screen`.
    pub fn start(screen: Screen) -> Chromium {
        let profile = std::env::temp_dir().join(format!(
            "stammtisch-chromium-{}-{:?}",
            std::process::id(),
            std::thread::current().id()
        ));
        let _ = std::fs::remove_dir_all(&profile);
        let mut child = Command::new(binary())
            .args([
                "--headless=new",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-dev-shm-usage",
                "--no-first-run",
                "--no-default-browser-check",
                "--disable-extensions",
                "--disable-background-networking",
                "--hide-scrollbars",
                "--mute-audio",
                "--remote-debugging-port=0",
            ])
            .arg(format!("--user-data-dir={}", profile.display()))
            .arg("about:blank")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap_or_else(|e| panic!("Chromium would not start ({}): {e}", binary().display()));
        // It says where it listens on stderr; the rest of stderr is read and dropped, so the
        // browser never blocks on a full pipe.
        let stderr = child.stderr.take().unwrap();
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stderr).lines().map_while(Result::ok) {
                if let Some(url) = line.split("DevTools listening on ").nth(1) {
                    let _ = tx.send(url.trim().to_string());
                }
            }
        });
        let url = rx
            .recv_timeout(PATIENCE)
            .expect("Chromium said where its DevTools listen");
        let rest = url.strip_prefix("ws://").expect("a ws:// address");
        let (host, path) = rest.split_at(rest.find('/').unwrap());
        let addr: SocketAddr = host.parse().expect("an IP address and port");
        let ws = WsClient::connect_from(addr, path, None).expect("the DevTools WebSocket");
        let mut chromium = Chromium {
            child,
            ws,
            next_id: 0,
            session: String::new(),
            profile,
        };
        let target = chromium.call("Target.createTarget", json!({ "url": "about:blank" }));
        let attached = chromium.call(
            "Target.attachToTarget",
            json!({ "targetId": target["targetId"], "flatten": true }),
        );
        chromium.session = attached["sessionId"].as_str().unwrap().to_string();
        chromium.call(
            "Emulation.setTouchEmulationEnabled",
            json!({ "enabled": true, "maxTouchPoints": 1 }),
        );
        chromium.screen(screen);
        chromium
    }

    /// Calls a DevTools method (in the tab's session once there is one); its result.
    pub fn call(&mut self, method: &str, params: Value) -> Value {
        self.next_id += 1;
        let id = self.next_id;
        let mut message = json!({ "id": id, "method": method, "params": params });
        if !self.session.is_empty() {
            message["sessionId"] = json!(self.session);
        }
        self.ws
            .send_text(&message.to_string())
            .expect("the browser takes a call");
        let start = Instant::now();
        loop {
            match self.ws.read() {
                Ok(Some(Incoming::Text(text))) => {
                    let mut answer: Value = serde_json::from_str(&text).unwrap();
                    // Events (no id) and other answers are not this call's.
                    if answer["id"] != id {
                        continue;
                    }
                    if let Some(error) = answer.get("error") {
                        panic!("{method} failed: {error}");
                    }
                    return answer["result"].take();
                }
                Ok(Some(_)) => {}
                Ok(None) => assert!(
                    start.elapsed() < PATIENCE,
                    "the browser answered {method} in time"
                ),
                Err(()) => panic!("the browser closed the DevTools connection during {method}"),
            }
        }
    }

    /// The tab emulates a phone's screen of this size (touch, twice as many device pixels).
    pub fn screen(&mut self, screen: Screen) {
        self.call(
            "Emulation.setDeviceMetricsOverride",
            json!({
                "width": screen.width,
                "height": screen.height,
                "deviceScaleFactor": 2,
                "mobile": true,
            }),
        );
    }

    pub fn navigate(&mut self, url: &str) {
        let answer = self.call("Page.navigate", json!({ "url": url }));
        assert!(answer.get("errorText").is_none(), "{url}: {answer}");
    }

    /// Evaluates a JavaScript expression in the page; its value (JSON).
    pub fn eval(&mut self, expression: &str) -> Value {
        let mut answer = self.call(
            "Runtime.evaluate",
            json!({ "expression": expression, "returnByValue": true, "awaitPromise": true }),
        );
        if let Some(exception) = answer.get("exceptionDetails") {
            panic!("{expression}: {exception}");
        }
        answer["result"]["value"].take()
    }

    /// A finger's tap at a point of the page (CSS pixels from the screen's top left).
    pub fn tap(&mut self, x: f64, y: f64) {
        let point = json!([{ "x": x, "y": y, "radiusX": 4, "radiusY": 4, "force": 1 }]);
        self.call(
            "Input.dispatchTouchEvent",
            json!({ "type": "touchStart", "touchPoints": point }),
        );
        self.call(
            "Input.dispatchTouchEvent",
            json!({ "type": "touchEnd", "touchPoints": [] }),
        );
    }

    /// Scrolls the element matching `selector` into view and taps its middle; false when the
    /// page has no such element.
    pub fn tap_on(&mut self, selector: &str) -> bool {
        let place = self.eval(&format!(
            "(() => {{ const e = document.querySelector({selector:?}); if (!e) return null; \
             e.scrollIntoView({{ block: 'nearest' }}); const r = e.getBoundingClientRect(); \
             return [r.left + r.width / 2, r.top + r.height / 2]; }})()"
        ));
        let Some([x, y]) = place.as_array().map(|p| [p[0].as_f64(), p[1].as_f64()]) else {
            return false;
        };
        self.tap(x.unwrap(), y.unwrap());
        true
    }

    /// A picture of the screen (as the phone shows it, twice the CSS pixels), as PNG.
    pub fn screenshot(&mut self, to: &Path) {
        let picture = self.call("Page.captureScreenshot", json!({ "format": "png" }));
        let data = picture["data"].as_str().expect("the picture");
        use base64::Engine as _;
        let png = base64::engine::general_purpose::STANDARD
            .decode(data)
            .expect("base64");
        std::fs::create_dir_all(to.parent().unwrap()).unwrap();
        std::fs::write(to, png).unwrap();
    }
}

impl Drop for Chromium {
    fn drop(&mut self) {
        // Asked to close; killed (the process this test started) if it does not in time.
        self.session.clear();
        self.next_id += 1;
        let close = json!({ "id": self.next_id, "method": "Browser.close" });
        let _ = self.ws.send_text(&close.to_string());
        let start = Instant::now();
        while start.elapsed() < Duration::from_secs(5) {
            if let Ok(Some(_)) = self.child.try_wait() {
                break;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
        let _ = std::fs::remove_dir_all(&self.profile);
    }
}
