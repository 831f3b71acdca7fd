//! How the App runs (a window, the attract mode, headless tests, `serve`) and the window's size:
//! asked by every folder, so it sits at the bottom of the stack.

use bevy::prelude::*;
use std::path::PathBuf;

/// How the App runs.
#[derive(Resource, Clone, Debug, PartialEq)]
pub enum Mode {
    /// A window: title, lobby, table.
    Play,
    /// A window that goes straight into the attract mode.
    Demo,
    /// The attract mode with screenshots into `dir`, quitting after `seconds` (the smoke test).
    Smoke { dir: PathBuf, seconds: f32 },
    /// No window, no GPU, no sound: for tests that drive the App frame by frame.
    Headless,
    /// `Headless`, with the menus and HUDs laid out by egui (nothing drawn): for tests that
    /// click the HUD's buttons from raw mouse input and check where its boxes lie.
    HeadlessUi,
    /// No window, in real time: `stammtisch serve`, the host of a table across homes.
    Serve,
}

impl Mode {
    pub fn is_headless(&self) -> bool {
        matches!(self, Mode::Headless | Mode::HeadlessUi | Mode::Serve)
    }

    /// Frame by frame under a test's control (bots' answers are waited for, so a frame's
    /// outcome never depends on the task pool's speed).
    pub fn is_test(&self) -> bool {
        matches!(self, Mode::Headless | Mode::HeadlessUi)
    }
}

/// The window's size at start: 1280×720, or `$STAMMTISCH_WINDOW` ("800x600", for the smoke
/// run's pictures at other sizes).
pub fn window_size() -> (u32, u32) {
    std::env::var("STAMMTISCH_WINDOW")
        .ok()
        .and_then(|v| {
            let (w, h) = v.split_once('x')?;
            Some((w.trim().parse().ok()?, h.trim().parse().ok()?))
        })
        .filter(|&(w, h): &(u32, u32)| w >= 320 && h >= 240)
        .unwrap_or((1280, 720))
}
