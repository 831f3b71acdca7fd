//! The settings file: read at start, written on change; a corrupt file is reported and replaced by
//! defaults, never fatal.

use bevy::prelude::*;
use serde::{Deserialize, Serialize};
use std::path::PathBuf;

/// What a player can change and keeps between sessions.
#[derive(Resource, Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    pub sound_volume: f64,
    /// Bot think times are multiplied by this (1 = humanlike).
    pub bot_pace: f32,
    /// Seconds of idling on the title before the attract mode starts.
    pub attract_after_secs: f32,
    pub player_name: String,
    /// Seconds a seat whose controller went away waits before a bot plays on for it.
    pub reconnect_secs: f32,
    /// Gamepad and keyboard bindings (remap them here).
    pub bindings: crate::input::actions::Bindings,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            sound_volume: 0.7,
            bot_pace: 1.0,
            attract_after_secs: 30.0,
            player_name: "Du".into(),
            reconnect_secs: 20.0,
            bindings: Default::default(),
        }
    }
}

impl Settings {
    /// The bot pace as a factor for the game clock's pauses and think times (never negative).
    pub fn pace(&self) -> f64 {
        self.bot_pace.max(0.0) as f64
    }
}

/// Where the settings live: $STAMMTISCH_SETTINGS, else the user's config folder.
pub fn settings_path() -> Option<PathBuf> {
    if let Some(path) = std::env::var_os("STAMMTISCH_SETTINGS") {
        return Some(PathBuf::from(path));
    }
    let base = std::env::var_os("XDG_CONFIG_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".config")))?;
    Some(base.join("stammtisch").join("settings.json"))
}

/// Reads settings; a missing file gives defaults, a corrupt one gives defaults and a warning.
pub fn load(path: &std::path::Path) -> (Settings, Option<String>) {
    match std::fs::read_to_string(path) {
        Err(_) => (Settings::default(), None),
        Ok(text) => match serde_json::from_str::<Settings>(&text) {
            Ok(settings) => (settings, None),
            Err(e) => (
                Settings::default(),
                Some(format!(
                    "settings file {} is unreadable ({e}); using defaults",
                    path.display()
                )),
            ),
        },
    }
}

pub fn save(settings: &Settings, path: &std::path::Path) -> Result<(), String> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(|e| e.to_string())?;
    }
    let text = serde_json::to_string_pretty(settings).map_err(|e| e.to_string())?;
    std::fs::write(path, text).map_err(|e| e.to_string())
}

pub(super) fn plugin(app: &mut App) {
    let headless = app.world().resource::<crate::Mode>().is_headless();
    let settings = match settings_path().filter(|_| !headless) {
        Some(path) => {
            let (settings, warning) = load(&path);
            if let Some(warning) = warning {
                warn!("{warning}");
            }
            settings
        }
        None => Settings::default(),
    };
    app.insert_resource(settings);
    app.add_systems(Update, save_on_change.run_if(resource_changed::<Settings>));
}

fn save_on_change(settings: Res<Settings>, mode: Res<crate::Mode>) {
    if settings.is_added() || mode.is_headless() {
        return;
    }
    if let Some(path) = settings_path() {
        if let Err(e) = save(&settings, &path) {
            warn!("could not save settings to {}: {e}", path.display());
        }
    }
}
