//! The settings screen by each device alone (keyboard, gamepad, the mouse's clicks), its changes
//! taking effect at once and being saved, the remap flow, the gamepad labels of the three pad
//! families, and a visit from the pause menu that leaves the match as it was.

use crate::devices::{connect, key, press};
use crate::harness::{app, at_schwimmen_against_bots, run_until, screen};
use bevy::input::gamepad::{GamepadConnection, GamepadConnectionEvent};
use bevy::prelude::*;
use leafwing_input_manager::prelude::InputMap;
use stammtisch::core::actions::{Bindings, SeatAction};
use stammtisch::core::overlay::Overlay;
use stammtisch::core::{Lang, Tr};
use stammtisch::core::{MatchSetup, Screen};
use stammtisch::input::controllers::{Controller, Device};
use stammtisch::input::glyphs::{PadKind, button_label, hint_kind};
use stammtisch::input::remap::{self, Binding, DeviceKind};
use stammtisch::screens::pause_menu::PauseMenu;
use stammtisch::screens::settings::{Page, SettingsInput, SettingsItem, SettingsMenu};
use stammtisch::screens::settings_words::{conflict_text, pad_button_of};
use stammtisch::screens::title::TitleChoice;
use stammtisch::settings::{Settings, SettingsFile, load};
use stammtisch::table::pause::{PauseReason, TablePause};

fn menu(app: &App) -> SettingsMenu {
    app.world().resource::<SettingsMenu>().clone()
}

fn settings(app: &App) -> Settings {
    app.world().resource::<Settings>().clone()
}

fn title(app: &mut App) {
    run_until(app, 3000, "the title", |app| screen(app) == Screen::Title);
}

/// The index of `item` on the page shown now.
fn at(app: &App, item: SettingsItem) -> usize {
    menu(app)
        .items()
        .iter()
        .position(|i| *i == item)
        .unwrap_or_else(|| panic!("{item:?} is on the page"))
}

/// Moves the focus to `item` with Down presses of `down`.
pub(super) fn focus_on(app: &mut App, item: SettingsItem, mut down: impl FnMut(&mut App)) {
    let target = at(app, item);
    for _ in 0..30 {
        if menu(app).focus == target {
            return;
        }
        down(app);
    }
    panic!("the focus never reached {item:?}");
}

/// On the title, the arrow keys go down to its settings entry (its index, returned) and Enter
/// opens it.
pub(super) fn open_from_the_title(app: &mut App) -> usize {
    let entry = TitleChoice::ALL
        .iter()
        .position(|c| *c == TitleChoice::Settings)
        .unwrap();
    for _ in 0..entry {
        key(app, KeyCode::ArrowDown);
    }
    key(app, KeyCode::Enter);
    entry
}

fn keyboard_map(app: &mut App) -> InputMap<SeatAction> {
    let mut q = app
        .world_mut()
        .query::<(&Controller, &InputMap<SeatAction>)>();
    q.iter(app.world())
        .find(|(c, _)| c.device == Device::Keyboard)
        .map(|(_, m)| m.clone())
        .expect("the keyboard has a map")
}

#[test]
fn the_keyboard_alone_opens_the_settings_from_the_title_and_switches_the_language() {
    let mut app = app();
    title(&mut app);
    let entry = open_from_the_title(&mut app);
    assert!(
        Overlay::Settings.is_shown(app.world()),
        "Enter on the title's entry opens the settings"
    );
    assert_eq!(app.world().resource::<Tr>().lang(), Lang::De);
    focus_on(&mut app, SettingsItem::Language, |app| {
        key(app, KeyCode::ArrowDown)
    });
    // The system's (German here), then German, then English.
    key(&mut app, KeyCode::ArrowRight);
    key(&mut app, KeyCode::ArrowRight);
    assert_eq!(settings(&app).language, Some(Lang::En));
    app.update();
    assert_eq!(
        app.world().resource::<Tr>().lang(),
        Lang::En,
        "the language changes at once"
    );
    // Escape goes back: the settings close, the title is where it was.
    key(&mut app, KeyCode::Escape);
    assert!(!Overlay::Settings.is_shown(app.world()));
    assert_eq!(screen(&app), Screen::Title);
    assert_eq!(
        app.world()
            .resource::<stammtisch::screens::menu::MenuFocus>()
            .0,
        entry,
        "the title menu did not move while the settings were open"
    );
    // Back to the system's language.
    app.world_mut().write_message(TitleChoice::Settings);
    app.update();
    focus_on(&mut app, SettingsItem::Language, |app| {
        key(app, KeyCode::ArrowDown)
    });
    key(&mut app, KeyCode::ArrowRight);
    app.update();
    assert_eq!(settings(&app).language, None);
    assert_eq!(app.world().resource::<Tr>().lang(), Lang::De);
}

#[test]
fn a_gamepad_alone_changes_the_volume_mutes_and_leaves() {
    let mut app = app();
    title(&mut app);
    let pad = connect(&mut app);
    for _ in 0..TitleChoice::ALL
        .iter()
        .position(|c| *c == TitleChoice::Settings)
        .unwrap()
    {
        press(&mut app, pad, GamepadButton::DPadDown);
    }
    press(&mut app, pad, GamepadButton::South);
    assert!(
        Overlay::Settings.is_shown(app.world()),
        "South on the title's entry opens the settings"
    );
    assert_eq!(menu(&app).focused(), Some(SettingsItem::Volume));
    press(&mut app, pad, GamepadButton::DPadRight);
    assert!((settings(&app).volume() - 0.8).abs() < 1e-9);
    press(&mut app, pad, GamepadButton::DPadLeft);
    press(&mut app, pad, GamepadButton::DPadLeft);
    assert!((settings(&app).volume() - 0.6).abs() < 1e-9);
    // Mute: the sounds play at nothing, the volume is kept.
    press(&mut app, pad, GamepadButton::DPadDown);
    press(&mut app, pad, GamepadButton::South);
    assert!(settings(&app).muted);
    assert_eq!(settings(&app).volume(), 0.0);
    assert!((settings(&app).sound_volume - 0.6).abs() < 1e-9);
    press(&mut app, pad, GamepadButton::East);
    assert!(!Overlay::Settings.is_shown(app.world()), "East goes back");
    assert_eq!(screen(&app), Screen::Title);
}

#[test]
fn the_mouse_s_clicks_change_pace_name_and_window_and_every_change_is_saved() {
    let dir = std::env::temp_dir().join(format!("stammtisch-screen-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("settings.json");
    let _ = std::fs::remove_file(&path);
    let mut app = app();
    app.insert_resource(SettingsFile(Some(path.clone())));
    title(&mut app);
    // The title's button and the settings' buttons write these when clicked.
    app.world_mut().write_message(TitleChoice::Settings);
    app.update();
    assert!(Overlay::Settings.is_shown(app.world()));
    app.world_mut()
        .write_message(SettingsInput::Change(SettingsItem::BotPace, 1));
    app.update();
    assert_eq!(settings(&app).bot_pace, 0.25);
    app.world_mut()
        .write_message(SettingsInput::Name("  Resi\u{7}".into()));
    app.update();
    assert_eq!(settings(&app).player_name, "Resi");
    app.world_mut()
        .write_message(SettingsInput::Choose(SettingsItem::Fullscreen));
    app.update();
    app.update();
    assert!(settings(&app).fullscreen);
    let mut windows = app.world_mut().query::<&Window>();
    let window = windows.iter(app.world()).next().unwrap();
    assert!(
        matches!(
            window.mode,
            bevy::window::WindowMode::BorderlessFullscreen(_)
        ),
        "the window follows at once"
    );
    let (saved, report) = load(&path);
    assert_eq!(report, None);
    assert_eq!(saved, settings(&app), "every change is in the file");
    // An empty name is refused: the old one stays.
    app.world_mut()
        .write_message(SettingsInput::Name("   ".into()));
    app.update();
    assert_eq!(settings(&app).player_name, "Resi");
    app.world_mut()
        .write_message(SettingsInput::Choose(SettingsItem::Back));
    app.update();
    assert!(!Overlay::Settings.is_shown(app.world()));
}

#[test]
fn remapping_by_keyboard_binds_shows_a_conflict_swaps_cancels_and_resets() {
    let mut app = app();
    title(&mut app);
    app.world_mut().write_message(TitleChoice::Settings);
    app.update();
    focus_on(&mut app, SettingsItem::Remap(DeviceKind::Keyboard), |app| {
        key(app, KeyCode::ArrowDown)
    });
    key(&mut app, KeyCode::Enter);
    assert_eq!(menu(&app).page, Page::Remap(DeviceKind::Keyboard));
    // Pick "up", press W: W moves up, at once for the keyboard's controller.
    assert_eq!(
        menu(&app).focused(),
        Some(SettingsItem::Action(SeatAction::Up))
    );
    key(&mut app, KeyCode::Enter);
    assert_eq!(menu(&app).waiting, Some(SeatAction::Up));
    key(&mut app, KeyCode::KeyW);
    assert_eq!(menu(&app).waiting, None);
    let bindings = settings(&app).bindings;
    assert_eq!(
        remap::bound(&bindings, DeviceKind::Keyboard, SeatAction::Up),
        vec![Binding::Key(KeyCode::KeyW)]
    );
    app.update();
    assert_eq!(
        keyboard_map(&mut app),
        bindings.keyboard,
        "in effect at once"
    );
    // W for "down" too: the conflict is shown, naming "up".
    key(&mut app, KeyCode::ArrowDown);
    assert_eq!(
        menu(&app).focus,
        1,
        "W is up now: the arrow moves on the page"
    );
    key(&mut app, KeyCode::KeyS);
    assert_eq!(menu(&app).focus, 1, "S is nothing in the menu");
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::KeyW);
    let conflict = menu(&app).conflict.expect("a conflict is asked about");
    assert_eq!(conflict.others, vec![SeatAction::Up]);
    let tr = stammtisch::games::tr(Lang::De);
    let shown = conflict_text(
        &settings(&app),
        DeviceKind::Keyboard,
        SeatAction::Down,
        PadKind::Generic,
        &tr,
    )
    .expect("the row says it");
    assert!(shown.contains("Hoch") && shown.contains('W'), "{shown}");
    // Swap: up takes down's old arrow, nothing is left unbound or doubled.
    assert_eq!(menu(&app).focused(), Some(SettingsItem::Swap));
    key(&mut app, KeyCode::Enter);
    let bindings = settings(&app).bindings;
    assert!(menu(&app).conflict.is_none());
    assert!(remap::conflicts(&bindings, DeviceKind::Keyboard).is_empty());
    assert_eq!(
        remap::bound(&bindings, DeviceKind::Keyboard, SeatAction::Up),
        vec![Binding::Key(KeyCode::ArrowDown)]
    );
    assert_eq!(
        remap::bound(&bindings, DeviceKind::Keyboard, SeatAction::Down),
        vec![Binding::Key(KeyCode::KeyW)]
    );
    // Escape while waiting cancels, binds nothing and leaves the page open.
    focus_on(&mut app, SettingsItem::Action(SeatAction::Confirm), |app| {
        key(app, KeyCode::KeyW)
    });
    key(&mut app, KeyCode::Enter);
    assert_eq!(menu(&app).waiting, Some(SeatAction::Confirm));
    key(&mut app, KeyCode::Escape);
    assert_eq!(menu(&app).waiting, None);
    assert!(
        Overlay::Settings.is_shown(app.world())
            && menu(&app).page == Page::Remap(DeviceKind::Keyboard)
    );
    assert_eq!(
        remap::bound(
            &settings(&app).bindings,
            DeviceKind::Keyboard,
            SeatAction::Confirm
        ),
        vec![
            Binding::Key(KeyCode::Enter),
            Binding::Key(KeyCode::NumpadEnter)
        ]
    );
    // Reset to defaults.
    focus_on(&mut app, SettingsItem::ResetDefaults, |app| {
        key(app, KeyCode::KeyW)
    });
    key(&mut app, KeyCode::Enter);
    assert_eq!(settings(&app).bindings, Bindings::default());
    app.update();
    assert_eq!(keyboard_map(&mut app), Bindings::default().keyboard);
    // Back to the main page, then out.
    key(&mut app, KeyCode::Backspace);
    assert_eq!(menu(&app).page, Page::Main);
    key(&mut app, KeyCode::Backspace);
    assert!(!Overlay::Settings.is_shown(app.world()));
}

#[test]
fn remapping_by_gamepad_start_cancels_and_an_undo_restores() {
    let mut app = app();
    title(&mut app);
    let pad = connect(&mut app);
    app.world_mut().write_message(TitleChoice::Settings);
    app.update();
    focus_on(&mut app, SettingsItem::Remap(DeviceKind::Gamepad), |app| {
        press(app, pad, GamepadButton::DPadDown)
    });
    press(&mut app, pad, GamepadButton::South);
    assert_eq!(menu(&app).page, Page::Remap(DeviceKind::Gamepad));
    focus_on(&mut app, SettingsItem::Action(SeatAction::Act1), |app| {
        press(app, pad, GamepadButton::DPadDown)
    });
    // Start cancels: it stays with the pause menu.
    press(&mut app, pad, GamepadButton::South);
    assert_eq!(menu(&app).waiting, Some(SeatAction::Act1));
    press(&mut app, pad, GamepadButton::Start);
    assert_eq!(menu(&app).waiting, None);
    assert_eq!(settings(&app).bindings, Bindings::default());
    // North is Act2's: a conflict; Back undoes it.
    press(&mut app, pad, GamepadButton::South);
    press(&mut app, pad, GamepadButton::North);
    let conflict = menu(&app).conflict.expect("North is Act2's");
    assert_eq!(conflict.others, vec![SeatAction::Act2]);
    assert_eq!(
        remap::conflicts(&settings(&app).bindings, DeviceKind::Gamepad).len(),
        1
    );
    press(&mut app, pad, GamepadButton::East);
    assert!(menu(&app).conflict.is_none());
    assert_eq!(settings(&app).bindings, Bindings::default());
    // A free button binds at once, for the pad's own map too.
    press(&mut app, pad, GamepadButton::South);
    press(&mut app, pad, GamepadButton::LeftThumb);
    let bindings = settings(&app).bindings;
    assert_eq!(
        remap::bound(&bindings, DeviceKind::Gamepad, SeatAction::Act1),
        vec![Binding::Pad(GamepadButton::LeftThumb)]
    );
    app.update();
    let map = app
        .world()
        .get::<InputMap<SeatAction>>(pad)
        .expect("the pad has a map")
        .clone();
    assert_eq!(map, bindings.gamepad.clone().with_gamepad(pad));
}

#[test]
fn gamepad_labels_follow_the_pad_family() {
    let de = stammtisch::games::tr(Lang::De);
    let en = stammtisch::games::tr(Lang::En);
    use GamepadButton as B;
    let label = |kind, button| button_label(kind, button, &de);
    assert_eq!(PadKind::of(Some(0x045E), "Controller"), PadKind::Xbox);
    assert_eq!(PadKind::of(Some(0x054C), ""), PadKind::PlayStation);
    assert_eq!(PadKind::of(Some(0x057E), ""), PadKind::Nintendo);
    assert_eq!(
        PadKind::of(None, "Wireless Controller DualSense"),
        PadKind::PlayStation
    );
    assert_eq!(PadKind::of(None, "Test pad"), PadKind::Generic);
    // Xbox.
    assert_eq!(
        [B::South, B::East, B::West, B::North].map(|b| label(PadKind::Xbox, b)),
        ["A", "B", "X", "Y"]
    );
    assert_eq!(label(PadKind::Xbox, B::LeftTrigger), "LB");
    assert_eq!(label(PadKind::Xbox, B::RightTrigger2), "RT");
    assert_eq!(label(PadKind::Xbox, B::Start), "Menu");
    assert_eq!(label(PadKind::Xbox, B::Select), "View");
    // PlayStation, in words of the catalogue (the font has no ✕ ○ □ △).
    assert_eq!(
        [B::South, B::East, B::West, B::North].map(|b| label(PadKind::PlayStation, b)),
        ["Kreuz", "Kreis", "Quadrat", "Dreieck"]
    );
    assert_eq!(button_label(PadKind::PlayStation, B::South, &en), "Cross");
    assert_eq!(label(PadKind::PlayStation, B::LeftTrigger2), "L2");
    assert_eq!(label(PadKind::PlayStation, B::Start), "Options");
    assert_eq!(label(PadKind::PlayStation, B::Select), "Share");
    // Nintendo: A and B, X and Y swapped.
    assert_eq!(
        [B::South, B::East, B::West, B::North].map(|b| label(PadKind::Nintendo, b)),
        ["B", "A", "Y", "X"]
    );
    assert_eq!(label(PadKind::Nintendo, B::RightTrigger2), "ZR");
    assert_eq!(label(PadKind::Nintendo, B::Start), "+");
    assert_eq!(label(PadKind::Generic, B::South), "Taste unten");

    // A Nintendo pad plugged in: hints name its confirm button as it does.
    let mut app = app();
    title(&mut app);
    let pad = app.world_mut().spawn_empty().id();
    app.world_mut().write_message(GamepadConnectionEvent::new(
        pad,
        GamepadConnection::Connected {
            name: "Pro Controller".into(),
            vendor_id: Some(0x057E),
            product_id: Some(0x2009),
        },
    ));
    app.update();
    app.update();
    let mut pads = app.world_mut().query::<(&Gamepad, Option<&Name>)>();
    let kind = hint_kind(pads.iter(app.world()));
    assert_eq!(kind, PadKind::Nintendo);
    let s = settings(&app);
    assert_eq!(pad_button_of(&s, SeatAction::Confirm, kind, &de), "B");
    assert_eq!(pad_button_of(&s, SeatAction::Back, kind, &de), "A");
}

#[test]
fn settings_from_the_pause_menu_return_to_the_paused_table_untouched() {
    let mut app = at_schwimmen_against_bots();
    key(&mut app, KeyCode::Escape);
    assert!(PauseMenu::is_open(app.world()));
    let snapshot = |app: &App| {
        let m = app
            .world()
            .resource::<stammtisch::games::schwimmen::SchwimmenMatch>();
        format!("{:?} {:?} {} {:?}", m.game, m.seats, m.moves, m.now)
    };
    let before = snapshot(&app);
    let seats = app.world().resource::<MatchSetup>().seats.len();
    let rows = app.world().resource::<PauseMenu>().rows(seats);
    let row = rows
        .iter()
        .position(|r| *r == stammtisch::screens::pause_menu::MenuRow::Settings)
        .expect("the pause menu has the settings");
    for _ in 0..20 {
        if app.world().resource::<PauseMenu>().selected == row {
            break;
        }
        key(&mut app, KeyCode::ArrowDown);
    }
    key(&mut app, KeyCode::Enter);
    assert!(
        Overlay::Settings.is_shown(app.world()),
        "the settings open over the table"
    );
    // The pace reaches the table at once.
    focus_on(&mut app, SettingsItem::BotPace, |app| {
        key(app, KeyCode::ArrowDown)
    });
    key(&mut app, KeyCode::ArrowRight);
    assert_eq!(settings(&app).bot_pace, 0.25);
    assert_eq!(settings(&app).pace(), 0.25);
    for _ in 0..120 {
        app.update();
    }
    // Escape leaves the settings, not the pause menu.
    key(&mut app, KeyCode::Escape);
    assert!(!Overlay::Settings.is_shown(app.world()));
    assert_eq!(screen(&app), Screen::Table);
    let pause_menu = app.world().resource::<PauseMenu>().clone();
    assert!(PauseMenu::is_open(app.world()), "back in the pause menu");
    assert_eq!(pause_menu.selected, row, "on the settings row");
    assert!(
        app.world()
            .resource::<TablePause>()
            .reasons
            .contains(&PauseReason::Menu),
        "the table is still paused"
    );
    assert_eq!(snapshot(&app), before, "the match is as it was");
    // Escape again: the game goes on.
    key(&mut app, KeyCode::Escape);
    assert!(!PauseMenu::is_open(app.world()));
    assert!(!app.world().resource::<TablePause>().is_paused());
}

#[test]
fn every_entry_of_every_page_is_worded_in_both_languages() {
    use stammtisch::screens::settings::Conflict;
    use stammtisch::screens::settings_words::{headline, item_text};
    let mut s = Settings::default();
    let mut pages = Vec::new();
    for page in [
        Page::Main,
        Page::Remap(DeviceKind::Gamepad),
        Page::Remap(DeviceKind::Keyboard),
    ] {
        pages.push(SettingsMenu {
            page,
            ..Default::default()
        });
    }
    pages.push(SettingsMenu {
        page: Page::Remap(DeviceKind::Keyboard),
        waiting: Some(SeatAction::Peek),
        ..Default::default()
    });
    pages.push(SettingsMenu {
        page: Page::Remap(DeviceKind::Gamepad),
        conflict: Some(Conflict {
            action: SeatAction::Act1,
            binding: Binding::Pad(GamepadButton::North),
            others: vec![SeatAction::Act2],
            before: vec![Binding::Pad(GamepadButton::West)],
        }),
        ..Default::default()
    });
    for lang in Lang::ALL {
        let tr = stammtisch::games::tr(lang);
        let keys = Tr::keys(lang, &stammtisch::games::catalogues());
        for (n, menu) in pages.iter().enumerate() {
            // Each value once as it starts and once changed.
            s.muted = n % 2 == 1;
            s.fullscreen = n % 2 == 1;
            s.bot_pace = n as f32 * 0.5;
            s.reconnect_secs = n as f32 * 40.0;
            s.language = [None, Some(Lang::De), Some(Lang::En)][n % 3];
            for pad in [
                PadKind::Generic,
                PadKind::Xbox,
                PadKind::PlayStation,
                PadKind::Nintendo,
            ] {
                let (title, hint) = headline(menu, pad, &tr);
                let mut words = vec![title, hint];
                for item in menu.items() {
                    let (label, value) = item_text(item, menu, &s, Lang::De, pad, &tr);
                    words.push(label);
                    words.extend(value);
                }
                for w in words {
                    assert!(
                        !w.is_empty() && !keys.iter().any(|k| w.contains(k.as_str())),
                        "{lang:?}, page {n}: {w:?} is a missing key"
                    );
                }
            }
        }
    }
}

#[test]
fn an_old_settings_file_without_the_new_fields_is_read_and_mute_silences() {
    let dir = std::env::temp_dir().join(format!("stammtisch-old-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("settings.json");
    std::fs::write(&path, r#"{"sound_volume": 0.5, "player_name": "Sepp"}"#).unwrap();
    let (s, report) = load(&path);
    assert_eq!(report, None);
    assert_eq!((s.muted, s.fullscreen), (false, false));
    assert_eq!(s.player_name, "Sepp");
    assert_eq!(s.volume(), 0.5);
    let muted = Settings { muted: true, ..s };
    assert_eq!(
        stammtisch::audio::decibels(muted.volume()),
        stammtisch::audio::decibels(0.0),
        "a muted table plays its sounds at silence"
    );
}

#[test]
fn keys_typed_into_the_name_field_are_text_not_menu_keys() {
    use stammtisch::core::TypingInUi;
    let mut app = app();
    title(&mut app);
    app.world_mut().write_message(TitleChoice::Settings);
    app.update();
    focus_on(&mut app, SettingsItem::Name, |app| {
        key(app, KeyCode::ArrowDown)
    });
    key(&mut app, KeyCode::Enter);
    assert!(
        menu(&app).editing_name,
        "Enter on the name gives the field the keyboard"
    );
    // The field has the keyboard (the UI says so each frame): arrows, Backspace and Escape are
    // text editing there.
    app.world_mut().resource_mut::<TypingInUi>().0 = true;
    let focus = menu(&app).focus;
    for k in [
        KeyCode::ArrowDown,
        KeyCode::Backspace,
        KeyCode::Escape,
        KeyCode::KeyS,
    ] {
        key(&mut app, k);
    }
    assert!(Overlay::Settings.is_shown(app.world()) && menu(&app).focus == focus);
    assert_eq!(screen(&app), Screen::Title);
    // Enter in the field ends the typing: the name is taken, the keys are menu keys again.
    app.world_mut()
        .write_message(SettingsInput::Name("Vroni".into()));
    app.world_mut().resource_mut::<TypingInUi>().0 = false;
    app.update();
    assert!(!menu(&app).editing_name);
    assert_eq!(settings(&app).player_name, "Vroni");
    key(&mut app, KeyCode::ArrowDown);
    assert_eq!(menu(&app).focus, focus + 1);
}
