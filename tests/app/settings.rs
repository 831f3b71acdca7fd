//! A corrupt settings file gives a clear message and defaults; nothing is lost.

use stammtisch::settings::{Settings, load, save};

#[test]
fn corrupt_settings_fall_back_to_defaults_with_a_message() {
    let dir = std::env::temp_dir().join(format!("stammtisch-settings-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("settings.json");
    std::fs::write(&path, "{ this is not json").unwrap();
    let (settings, warning) = load(&path);
    assert_eq!(settings, Settings::default());
    assert!(warning.unwrap().contains("unreadable"));

    let mine = Settings {
        sound_volume: 0.25,
        player_name: "Jürgen".into(),
        ..Settings::default()
    };
    save(&mine, &path).unwrap();
    assert_eq!(load(&path), (mine, None));
    let (missing, warning) = load(&dir.join("nothing-here.json"));
    assert_eq!((missing, warning), (Settings::default(), None));
}

#[test]
fn damaged_settings_files_are_reported_and_give_sane_values() {
    let dir = std::env::temp_dir().join(format!("stammtisch-damaged-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let texts: Vec<(&str, Vec<u8>)> = vec![
        ("garbage", b"{ this is not json".to_vec()),
        ("binary", vec![0, 159, 146, 150, 255, 0, 1]),
        ("empty", Vec::new()),
        ("array", b"[1, 2, 3]".to_vec()),
        ("string", b"\"settings\"".to_vec()),
        ("null", b"null".to_vec()),
        ("huge pace", br#"{"bot_pace": 1e17}"#.to_vec()),
        ("big pace", br#"{"bot_pace": 1e12}"#.to_vec()),
        ("negative pace", br#"{"bot_pace": -3}"#.to_vec()),
        ("loud", br#"{"sound_volume": 40}"#.to_vec()),
        ("negative volume", br#"{"sound_volume": -1}"#.to_vec()),
        ("attract never", br#"{"attract_after_secs": 1e30}"#.to_vec()),
        ("attract now", br#"{"attract_after_secs": 0}"#.to_vec()),
        ("reconnect forever", br#"{"reconnect_secs": 1e20}"#.to_vec()),
        ("reconnect negative", br#"{"reconnect_secs": -5}"#.to_vec()),
        ("system port", br#"{"phone_port": 80}"#.to_vec()),
        ("port too big", br#"{"phone_port": 70000}"#.to_vec()),
        (
            "long name",
            format!(r#"{{"player_name": "{}"}}"#, "x".repeat(500)).into_bytes(),
        ),
        ("empty name", br#"{"player_name": "   "}"#.to_vec()),
        ("control name", br#"{"player_name": "a\u0007b"}"#.to_vec()),
        ("wrong type", br#"{"bot_pace": "fast"}"#.to_vec()),
        ("cut", br#"{"sound_volume": 0.5, "bot_pa"#.to_vec()),
        ("bad bindings", br#"{"bindings": {"gamepad": 7}}"#.to_vec()),
    ];
    assert!(texts.len() >= 20);
    for (what, bytes) in &texts {
        let path = dir.join(format!("{}.json", what.replace(' ', "-")));
        std::fs::write(&path, bytes).unwrap();
        let (settings, report) = load(&path);
        assert!(report.is_some(), "{what}: a damaged file is reported");
        assert!(
            (0.0..=1.0).contains(&settings.sound_volume)
                && (0.0..=4.0).contains(&settings.bot_pace)
                && (5.0..=3600.0).contains(&settings.attract_after_secs)
                && (0.0..=600.0).contains(&settings.reconnect_secs)
                && (settings.phone_port == 0 || settings.phone_port >= 1024)
                && !settings.player_name.trim().is_empty()
                && settings.player_name.chars().count() <= 24
                && !settings.player_name.chars().any(char::is_control),
            "{what}: sane values, got {settings:?}"
        );
    }
    // A system port is lifted to the lowest allowed one; 0 (any free port) is kept.
    let path = dir.join("port.json");
    std::fs::write(&path, br#"{"phone_port": 80}"#).unwrap();
    assert_eq!(load(&path).0.phone_port, 1024);
    std::fs::write(&path, br#"{"phone_port": 0}"#).unwrap();
    assert_eq!(
        load(&path).0,
        Settings {
            phone_port: 0,
            ..Settings::default()
        }
    );
    // A folder and an unreadable path are reported too.
    let (settings, report) = load(&dir);
    assert_eq!(settings, Settings::default());
    assert!(report.unwrap().contains("folder"));
}

/// The child of `saved_bindings_load_back_in_a_fresh_program`: in a process where nothing has
/// registered the input kinds yet, the settings file named by the parent loads as it was saved.
#[test]
#[ignore = "run by saved_bindings_load_back_in_a_fresh_program in its own process"]
fn child_loads_saved_bindings() {
    let Some(path) = std::env::var_os("STAMMTISCH_CHILD_SETTINGS") else {
        return;
    };
    let mut app = bevy::app::App::new();
    let (loaded, warning) = stammtisch::settings::load_into(&mut app, std::path::Path::new(&path));
    assert_eq!(warning, None);
    assert_eq!(loaded.language, Some(stammtisch::core::Lang::En));
    assert_eq!(
        loaded.bindings,
        stammtisch::settings::Settings::default().bindings
    );
}

#[test]
fn saved_bindings_load_back_in_a_fresh_program() {
    let dir = std::env::temp_dir().join(format!("stammtisch-fresh-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("settings.json");
    let saved = Settings {
        language: Some(stammtisch::core::Lang::En),
        ..Settings::default()
    };
    stammtisch::settings::save(&saved, &path).unwrap();
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(
        text.contains("GamepadButton"),
        "the bindings are saved with their kinds"
    );
    // A process of its own: in this one, other tests' apps have registered the kinds already.
    let out = std::process::Command::new(std::env::current_exe().unwrap())
        .args([
            "--exact",
            "settings::child_loads_saved_bindings",
            "--ignored",
            "--test-threads=1",
        ])
        .env("STAMMTISCH_CHILD_SETTINGS", &path)
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success() && said.contains("1 passed"),
        "{said}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    std::fs::remove_dir_all(&dir).ok();
}
