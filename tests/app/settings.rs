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
