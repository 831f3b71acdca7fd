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
    pub bindings: crate::core::actions::Bindings,
    /// The language chosen in the settings; none: the system's (`Lang::from_system`).
    pub language: Option<crate::core::Lang>,
    /// The last table the lobby dealt (game, seats, options), restored when the lobby opens.
    pub last_lobby: Option<crate::core::LobbyMemory>,
    /// No sound at all, whatever the volume (the volume is kept for when it is switched off).
    pub muted: bool,
    /// Full screen instead of a window.
    pub fullscreen: bool,
    /// The port phones connect to ("Handys verbinden"); 0: any free port the system gives.
    pub phone_port: u16,
    /// "Weniger Bewegung": the table's moving light (the ripple, the breathing felt, a card's
    /// shine) stays still; the glow on legal cards and the lit seat stay, they carry information.
    pub reduced_motion: bool,
    /// Who this screen is at tables across homes (32 hex digits, made on the first join): the
    /// same identity rejoins the same seats after a drop. Never shown, never logged.
    pub player_identity: Option<String>,
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
            language: None,
            last_lobby: None,
            muted: false,
            fullscreen: false,
            phone_port: 7878,
            reduced_motion: false,
            player_identity: None,
        }
    }
}

impl Settings {
    /// The bot pace as a factor for the game clock's pauses and think times (never negative).
    pub fn pace(&self) -> f64 {
        self.bot_pace.max(0.0) as f64
    }

    /// The volume sounds play at: none when muted.
    pub fn volume(&self) -> f64 {
        if self.muted { 0.0 } else { self.sound_volume }
    }
}

/// Where a change to the settings is written: the settings file, or nowhere (headless runs; a
/// test may point it at a file of its own).
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct SettingsFile(pub Option<PathBuf>);

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

/// The ranges a setting may take; a value outside is clamped when the file is read.
pub const VOLUME: (f64, f64) = (0.0, 1.0);
pub const BOT_PACE: (f32, f32) = (0.0, 4.0);
pub const ATTRACT_AFTER_SECS: (f32, f32) = (5.0, 3600.0);
pub const RECONNECT_SECS: (f32, f32) = (0.0, 600.0);
/// Phones connect on a port of this range (or 0: any free port); below it are the system's ports.
pub const PHONE_PORT: (u16, u16) = (1024, u16::MAX);
/// A player's name is at most this many characters.
pub const NAME_CHARS: usize = 24;

impl Settings {
    /// Every value within its range (a NaN becomes the default); says what it changed.
    pub fn clamped(mut self) -> (Settings, Vec<String>) {
        let defaults = Settings::default();
        let mut changed = Vec::new();
        fn fit<T: PartialOrd + Copy + std::fmt::Display>(
            name: &str,
            value: &mut T,
            (low, high): (T, T),
            default: T,
            changed: &mut Vec<String>,
        ) {
            #[allow(clippy::eq_op)]
            let nan = *value != *value;
            let fitted = if nan {
                default
            } else if *value < low {
                low
            } else if *value > high {
                high
            } else {
                return;
            };
            changed.push(format!(
                "{name} {} is outside {low}..{high}, now {fitted}",
                value
            ));
            *value = fitted;
        }
        fit(
            "sound_volume",
            &mut self.sound_volume,
            VOLUME,
            defaults.sound_volume,
            &mut changed,
        );
        fit(
            "bot_pace",
            &mut self.bot_pace,
            BOT_PACE,
            defaults.bot_pace,
            &mut changed,
        );
        fit(
            "attract_after_secs",
            &mut self.attract_after_secs,
            ATTRACT_AFTER_SECS,
            defaults.attract_after_secs,
            &mut changed,
        );
        fit(
            "reconnect_secs",
            &mut self.reconnect_secs,
            RECONNECT_SECS,
            defaults.reconnect_secs,
            &mut changed,
        );
        if self.phone_port != 0 {
            fit(
                "phone_port",
                &mut self.phone_port,
                PHONE_PORT,
                defaults.phone_port,
                &mut changed,
            );
        }
        let name: String = self
            .player_name
            .chars()
            .filter(|c| !c.is_control())
            .take(NAME_CHARS)
            .collect();
        let name = name.trim().to_string();
        if name != self.player_name {
            changed.push("player_name was too long, empty or had control characters".into());
            self.player_name = if name.is_empty() {
                defaults.player_name
            } else {
                name
            };
        }
        (self, changed)
    }
}

/// Reads settings; a missing file gives defaults; anything else that can't be used (a folder,
/// an unreadable file, garbage, values out of range) gives defaults or clamped values and a
/// report.
pub fn load(path: &std::path::Path) -> (Settings, Option<String>) {
    let shown = path.display();
    if path.is_dir() {
        return (
            Settings::default(),
            Some(format!("settings file {shown} is a folder; using defaults")),
        );
    }
    let bytes = match std::fs::read(path) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return (Settings::default(), None),
        Err(e) => {
            return (
                Settings::default(),
                Some(format!(
                    "settings file {shown} can't be read ({e}); using defaults"
                )),
            );
        }
        Ok(bytes) => bytes,
    };
    let parsed = std::str::from_utf8(&bytes)
        .map_err(|_| "it is not text".to_string())
        .and_then(|text| serde_json::from_str::<Settings>(text).map_err(|e| e.to_string()));
    match parsed {
        Ok(settings) => {
            let (settings, changed) = settings.clamped();
            let report = (!changed.is_empty())
                .then(|| format!("settings file {shown}: {}", changed.join("; ")));
            (settings, report)
        }
        Err(e) => (
            Settings::default(),
            Some(format!(
                "settings file {shown} is unreadable ({e}); using defaults"
            )),
        ),
    }
}

pub fn save(settings: &Settings, path: &std::path::Path) -> Result<(), String> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(|e| e.to_string())?;
    }
    let text = serde_json::to_string_pretty(settings).map_err(|e| e.to_string())?;
    write_private(path, text.as_bytes()).map_err(|e| e.to_string())
}

/// Writes `bytes` to `path` readable and writable by its owner only (0600 on unix): the settings
/// hold the player identity, which seats this screen at a table in another home. A new file
/// beside it, then renamed over it, so a file that had wider rights before has them no more
/// (and a crash never leaves half a file).
fn write_private(path: &std::path::Path, bytes: &[u8]) -> std::io::Result<()> {
    use std::io::Write as _;
    let mut beside = path.as_os_str().to_owned();
    beside.push(".new");
    let beside = std::path::PathBuf::from(beside);
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create(true).truncate(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    let mut file = options.open(&beside)?;
    // A file left there before, with other rights: narrowed too.
    #[cfg(unix)]
    file.set_permissions(std::os::unix::fs::PermissionsExt::from_mode(0o600))?;
    file.write_all(bytes)?;
    drop(file);
    std::fs::rename(&beside, path)
}

/// Makes the bindings' input kinds readable, then reads the settings. The saved bindings name
/// their kinds (a key, a pad button, a stick direction), and the input crate reads them back only
/// once those kinds are registered, which its own plugin does later in a fresh program.
pub fn load_into(app: &mut App, path: &std::path::Path) -> (Settings, Option<String>) {
    use leafwing_input_manager::prelude::RegisterUserInput;
    app.register_buttonlike_input::<KeyCode>()
        .register_buttonlike_input::<MouseButton>()
        .register_buttonlike_input::<GamepadButton>()
        .register_buttonlike_input::<leafwing_input_manager::prelude::GamepadControlDirection>();
    load(path)
}

pub(super) fn plugin(app: &mut App) {
    let headless = app
        .world()
        .resource::<crate::core::mode::Mode>()
        .is_headless();
    let settings = match settings_path().filter(|_| !headless) {
        Some(path) => {
            let (settings, warning) = load_into(app, &path);
            if let Some(warning) = warning {
                warn!("{warning}");
            }
            settings
        }
        None => Settings::default(),
    };
    // Headless runs (tests, the command line) speak German unless the settings say otherwise,
    // whatever the machine's locale.
    let lang = language_in_use(settings.language, headless);
    let tr = crate::core::Tr::of(lang, app.world().resource::<crate::core::Catalogues>());
    app.insert_resource(tr);
    app.insert_resource(settings);
    app.insert_resource(SettingsFile(settings_path().filter(|_| !headless)));
    app.add_systems(
        Update,
        (save_on_change, follow_language, follow_window).run_if(resource_changed::<Settings>),
    );
}

/// Full screen or a window, at once (the headless App's window only keeps the mode).
fn follow_window(
    settings: Res<Settings>,
    mut windows: Query<&mut Window, With<bevy::window::PrimaryWindow>>,
) {
    use bevy::window::{MonitorSelection, WindowMode};
    let wanted = if settings.fullscreen {
        WindowMode::BorderlessFullscreen(MonitorSelection::Current)
    } else {
        WindowMode::Windowed
    };
    for mut window in &mut windows {
        if window.mode != wanted {
            window.mode = wanted;
        }
    }
}

/// The language spoken for the one chosen in the settings; none: the system's (German for headless
/// runs, whatever the machine's locale).
pub fn language_in_use(chosen: Option<crate::core::Lang>, headless: bool) -> crate::core::Lang {
    chosen.unwrap_or_else(|| {
        if headless {
            crate::core::Lang::De
        } else {
            crate::core::Lang::from_system()
        }
    })
}

/// A language chosen in the settings takes effect at once, on every screen.
fn follow_language(
    settings: Res<Settings>,
    mode: Res<crate::core::mode::Mode>,
    tr: Option<Res<crate::core::Tr>>,
    catalogues: Res<crate::core::Catalogues>,
    mut commands: Commands,
) {
    let lang = language_in_use(settings.language, mode.is_headless());
    if tr.is_none_or(|t| t.lang() != lang) {
        commands.insert_resource(crate::core::Tr::of(lang, &catalogues));
    }
}

fn save_on_change(settings: Res<Settings>, file: Res<SettingsFile>) {
    if settings.is_added() {
        return;
    }
    if let Some(path) = &file.0
        && let Err(e) = save(&settings, path)
    {
        warn!("could not save settings to {}: {e}", path.display());
    }
}

#[cfg(test)]
mod private_file_tests {
    #[cfg(unix)]
    #[test]
    fn the_settings_file_is_its_owners_alone_also_when_it_was_wider_before() {
        use std::os::unix::fs::PermissionsExt as _;
        let dir = std::env::temp_dir().join(format!("stammtisch-private-{}", std::process::id()));
        let path = dir.join("settings.json");
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(&path, "{}").unwrap();
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o644)).unwrap();
        let settings = super::Settings {
            player_identity: Some("00112233445566778899aabbccddeeff".into()),
            ..Default::default()
        };
        super::save(&settings, &path).unwrap();
        let mode = std::fs::metadata(&path).unwrap().permissions().mode() & 0o777;
        let text = std::fs::read_to_string(&path).unwrap_or_default();
        let left = std::fs::read_dir(&dir).map_or(0, |d| d.count());
        std::fs::remove_dir_all(&dir).unwrap();
        assert_eq!(mode, 0o600, "{mode:o}");
        assert!(text.contains("00112233445566778899aabbccddeeff"), "{text}");
        assert_eq!(left, 1, "a file left beside it");
    }
}
