//! The lobby without a mouse: every seat's kind, level and name by the keyboard alone and by a
//! gamepad alone; the last table dealt comes back from the settings; a "How to play" page for
//! every game in both languages; a seat's devices fit their row at 800×600; "Online öffnen" opens
//! the table without the ui too (the headless App, `serve`).

use crate::devices::{connect, key, press, type_text};
use crate::harness::{app, run_until, screen};
use bevy::prelude::*;
use stammtisch::core::memory::SeatMemory;
use stammtisch::core::overlay::Overlay;
use stammtisch::core::{Lang, LobbyMemory, TableGames, Tr};
use stammtisch::core::{MatchSetup, Screen, SeatKind};
use stammtisch::net::Hosting;
use stammtisch::screens::howto::HowTo;
use stammtisch::screens::lobby::{LobbyChoice, NameEdit, PER_ROW};
use stammtisch::screens::menu::MenuFocus;
use stammtisch::screens::online::{OnlineAt, OnlinePanel};
use stammtisch::settings::Settings;
use stammtisch_rules::OptionValue;
use stammtisch_rules::bots::Level;
use std::net::{IpAddr, Ipv4Addr};

fn setup(app: &App) -> MatchSetup {
    app.world().resource::<MatchSetup>().clone()
}

fn focus(app: &App) -> usize {
    app.world().resource::<MenuFocus>().0
}

/// The title, then the lobby by Enter.
pub(crate) fn lobby_by_keyboard(app: &mut App) {
    run_until(app, 3000, "the title", |app| screen(app) == Screen::Title);
    key(app, KeyCode::Enter);
    run_until(app, 10, "the lobby", |app| screen(app) == Screen::Lobby);
}

/// The arrows to `wanted` over the menu's grid, then Enter.
pub(crate) fn choose_by_keys(app: &mut App, wanted: LobbyChoice) {
    let at = LobbyChoice::items(&setup(app))
        .iter()
        .position(|c| *c == wanted)
        .unwrap_or_else(|| panic!("{wanted:?} is offered"));
    for _ in 0..60 {
        let now = focus(app);
        if now == at {
            break;
        }
        let step = if now / PER_ROW < at / PER_ROW {
            KeyCode::ArrowDown
        } else if now / PER_ROW > at / PER_ROW {
            KeyCode::ArrowUp
        } else if now % PER_ROW < at % PER_ROW {
            KeyCode::ArrowRight
        } else {
            KeyCode::ArrowLeft
        };
        key(app, step);
    }
    assert_eq!(focus(app), at, "the arrows reach {wanted:?}");
    key(app, KeyCode::Enter);
}

/// Down the menu to `wanted` with a seated pad, then South.
pub(crate) fn choose_by_pad(app: &mut App, pad: Entity, wanted: LobbyChoice) {
    let at = LobbyChoice::items(&setup(app))
        .iter()
        .position(|c| *c == wanted)
        .unwrap_or_else(|| panic!("{wanted:?} is offered"));
    for _ in 0..60 {
        if focus(app) == at {
            break;
        }
        press(app, pad, GamepadButton::DPadDown);
    }
    assert_eq!(focus(app), at, "the pad reaches {wanted:?}");
    press(app, pad, GamepadButton::South);
}

#[test]
fn the_keyboard_alone_sets_kind_level_and_name_of_seats_and_deals() {
    let mut app = app();
    lobby_by_keyboard(&mut app);
    // Seat 1's name: the keyboard types into it, Backspace takes back, Enter ends.
    choose_by_keys(&mut app, LobbyChoice::Name(0));
    assert_eq!(*app.world().resource::<NameEdit>(), NameEdit(Some(0)));
    key(&mut app, KeyCode::Backspace);
    key(&mut app, KeyCode::Backspace);
    type_text(&mut app, "Kathi");
    assert_eq!(
        screen(&app),
        Screen::Lobby,
        "Backspace typed, it did not leave"
    );
    key(&mut app, KeyCode::Enter);
    assert_eq!(*app.world().resource::<NameEdit>(), NameEdit(None));
    assert_eq!(setup(&app).seats[0].name(), "Kathi");
    assert_eq!(
        screen(&app),
        Screen::Lobby,
        "Enter ended the typing, dealt nothing"
    );
    // Seat 2: a bot, then a person, then a bot again (easy).
    assert!(!setup(&app).seats[1].is_human());
    choose_by_keys(&mut app, LobbyChoice::Seat(1));
    choose_by_keys(&mut app, LobbyChoice::Seat(1));
    assert!(
        setup(&app).seats[1].is_human(),
        "{:?}",
        setup(&app).seats[1]
    );
    choose_by_keys(&mut app, LobbyChoice::Seat(1));
    assert_eq!(
        setup(&app).seats[1].level(),
        Some(Level::Easy),
        "human to bot"
    );
    // Its level alone.
    choose_by_keys(&mut app, LobbyChoice::Level(1));
    assert_eq!(setup(&app).seats[1].level(), Some(Level::Normal));
    choose_by_keys(&mut app, LobbyChoice::Level(1));
    assert_eq!(setup(&app).seats[1].level(), Some(Level::Hard));
    let dealt = setup(&app);
    choose_by_keys(&mut app, LobbyChoice::Deal);
    run_until(&mut app, 10, "the table", |app| {
        screen(app) == Screen::Table
    });
    // The settings remember the table and the name.
    let settings = app.world().resource::<Settings>().clone();
    assert_eq!(settings.player_name, "Kathi");
    assert_eq!(settings.last_lobby, Some(LobbyMemory::of(&dealt)));
}

#[test]
fn a_gamepad_alone_sets_kind_level_and_name_of_seats_and_deals() {
    let mut app = app();
    run_until(&mut app, 3000, "the title", |app| {
        screen(app) == Screen::Title
    });
    let pad = connect(&mut app);
    press(&mut app, pad, GamepadButton::South); // "Spielen": the pad sits down at seat 1
    assert_eq!(screen(&app), Screen::Lobby);
    // A pad has no letters: its name item picks the next name of the list.
    let before = setup(&app).seats[0].name().to_string();
    choose_by_pad(&mut app, pad, LobbyChoice::Name(0));
    let after = setup(&app).seats[0].name().to_string();
    assert_ne!(after, before, "the pad changed its seat's name");
    assert_eq!(
        *app.world().resource::<NameEdit>(),
        NameEdit(None),
        "no typing for a pad"
    );
    choose_by_pad(&mut app, pad, LobbyChoice::Name(0));
    assert_ne!(setup(&app).seats[0].name(), after, "and the next one");
    // Seat 2: a bot, stepped on to a person, then a bot again.
    assert!(!setup(&app).seats[1].is_human());
    for _ in 0..3 {
        if !setup(&app).seats[1].is_human() {
            choose_by_pad(&mut app, pad, LobbyChoice::Seat(1));
        }
    }
    assert!(setup(&app).seats[1].is_human());
    choose_by_pad(&mut app, pad, LobbyChoice::Seat(1));
    assert_eq!(
        setup(&app).seats[1].level(),
        Some(Level::Easy),
        "human to bot"
    );
    choose_by_pad(&mut app, pad, LobbyChoice::Level(1));
    assert_eq!(setup(&app).seats[1].level(), Some(Level::Normal));
    // Start deals.
    press(&mut app, pad, GamepadButton::Start);
    run_until(&mut app, 10, "the table", |app| {
        screen(app) == Screen::Table
    });
}

/// A remembered table with three seats of Ziege and one of its options changed.
fn ziege_memory() -> LobbyMemory {
    let option = &stammtisch_rules::games::find("ziege").unwrap().options[0];
    let mut memory = LobbyMemory {
        game: "ziege".into(),
        seats: vec![
            SeatMemory::Human {
                name: "Kathi".into(),
            },
            SeatMemory::Bot {
                name: "Sepp".into(),
                level: Level::Hard,
            },
            SeatMemory::Bot {
                name: "Resi".into(),
                level: Level::Easy,
            },
        ],
        options: Default::default(),
    };
    let changed = match option.default {
        OptionValue::Bool(b) => OptionValue::Bool(!b),
        OptionValue::Int(_) => stammtisch::screens::lobby::next_value(option, &option.default),
    };
    memory
        .options
        .entry("ziege".into())
        .or_default()
        .insert(option.name.to_string(), changed);
    memory
}

#[test]
fn the_last_table_comes_back_through_the_settings_file() {
    let mut settings = Settings::default();
    settings.last_lobby = Some(ziege_memory());
    // Through the settings file's text and back, as the next run reads it.
    let text = serde_json::to_string_pretty(&settings).unwrap();
    let read: Settings = serde_json::from_str(&text).expect("the memory reads back");
    assert_eq!(read, settings);
    // A settings file from before the memory still reads.
    let old: Settings = serde_json::from_str(r#"{"player_name": "Kathi"}"#).unwrap();
    assert_eq!(old.last_lobby, None);
    let mut app = app();
    run_until(&mut app, 3000, "the title", |app| {
        screen(app) == Screen::Title
    });
    *app.world_mut().resource_mut::<Settings>() = read;
    key(&mut app, KeyCode::Enter);
    let now = setup(&app);
    assert_eq!(screen(&app), Screen::Lobby);
    assert_eq!(now.game, "ziege");
    assert_eq!(LobbyMemory::of(&now), ziege_memory());
    assert_eq!(
        now.seats[1],
        SeatKind::Bot {
            name: "Sepp".into(),
            level: Level::Hard
        }
    );
}

#[test]
fn a_remembered_table_that_no_longer_fits_gives_way_to_the_defaults() {
    let mut unknown = ziege_memory();
    unknown.game = "no-such-game".into();
    let mut too_many = ziege_memory();
    too_many.seats = vec![too_many.seats[1].clone(); 12];
    let mut nameless = ziege_memory();
    nameless.seats[0] = SeatMemory::Human { name: " \n".into() };
    let mut bad_option = ziege_memory();
    for values in bad_option.options.values_mut() {
        for value in values.values_mut() {
            *value = OptionValue::Int(9_999_999);
        }
        values.insert("no-such-rule".into(), OptionValue::Bool(true));
    }
    for (what, memory, fits) in [
        ("an unknown game", unknown, false),
        ("too many seats", too_many, false),
        ("an empty name", nameless, false),
        ("options out of range", bad_option, true),
    ] {
        let mut app = app();
        run_until(&mut app, 3000, "the title", |app| {
            screen(app) == Screen::Title
        });
        let fresh = setup(&app);
        app.world_mut().resource_mut::<Settings>().last_lobby = Some(memory);
        key(&mut app, KeyCode::Enter);
        assert_eq!(screen(&app), Screen::Lobby, "{what}");
        let now = setup(&app);
        if fits {
            assert_eq!(now.game, "ziege", "{what}");
            assert!(
                now.options.get("ziege").is_none_or(|o| o.is_empty()),
                "{what}: the options fall back to the game's defaults: {:?}",
                now.options
            );
        } else {
            assert_eq!(now.game, fresh.game, "{what}: the defaults");
            assert_eq!(now.seats, fresh.seats, "{what}: the defaults");
        }
        // The table still deals.
        choose_by_keys(&mut app, LobbyChoice::Deal);
        run_until(&mut app, 10, "the table", |app| {
            screen(app) == Screen::Table
        });
    }
}

#[test]
fn a_how_to_play_page_opens_for_every_game_in_both_languages() {
    for lang in Lang::ALL {
        let mut app = app();
        lobby_by_keyboard(&mut app);
        app.world_mut().resource_mut::<Settings>().language = Some(lang);
        app.update();
        assert_eq!(app.world().resource::<Tr>().lang(), lang);
        let games = app.world().resource::<TableGames>().clone();
        let tr = stammtisch::games::tr(lang);
        let mut pages = Vec::new();
        for game in &games.0 {
            while setup(&app).game != game.id {
                app.world_mut().write_message(LobbyChoice::NextGame);
                app.update();
            }
            // F1 opens the chosen game's page; Escape closes it (and stays in the lobby).
            key(&mut app, KeyCode::F1);
            let howto = app.world().resource::<HowTo>().clone();
            assert_eq!(howto.game.as_deref(), Some(game.id), "{lang:?}");
            let (heading, text) = howto.page(&tr, &games).unwrap();
            assert!(heading.contains(game.title), "{heading}");
            assert_ne!(
                text,
                HowTo::key(game.id),
                "{lang:?}: {} has a page",
                game.id
            );
            assert!(text.len() > 300 && text.contains('\n'), "{text}");
            // The arrows scroll it; they move no menu.
            let at = focus(&app);
            key(&mut app, KeyCode::ArrowDown);
            key(&mut app, KeyCode::ArrowDown);
            assert_eq!(app.world().resource::<HowTo>().scroll, 2.0);
            assert_eq!(focus(&app), at);
            key(&mut app, KeyCode::Escape);
            assert!(
                !app.world().resource::<HowTo>().is_open(),
                "Escape closes it"
            );
            assert_eq!(screen(&app), Screen::Lobby);
            pages.push(text);
        }
        pages.dedup();
        assert_eq!(
            pages.len(),
            games.0.len(),
            "a page of its own for each game"
        );
        // The menu item opens it too (its Enter does not close it again); Back closes it.
        choose_by_keys(&mut app, LobbyChoice::HowTo);
        assert!(app.world().resource::<HowTo>().is_open());
        key(&mut app, KeyCode::Backspace);
        assert!(!app.world().resource::<HowTo>().is_open());
        assert_eq!(
            screen(&app),
            Screen::Lobby,
            "Back closed the page, not the lobby"
        );
        // A gamepad: North opens, East closes.
        let pad = connect(&mut app);
        press(&mut app, pad, GamepadButton::North);
        assert!(app.world().resource::<HowTo>().is_open());
        press(&mut app, pad, GamepadButton::East);
        assert!(!app.world().resource::<HowTo>().is_open());
        assert_eq!(screen(&app), Screen::Lobby);
    }
}

#[test]
fn the_pages_differ_by_language() {
    let app = app();
    let games = app.world().resource::<TableGames>().clone();
    let (de, en) = (
        stammtisch::games::tr(Lang::De),
        stammtisch::games::tr(Lang::En),
    );
    for game in &games.0 {
        let key = HowTo::key(game.id);
        assert!(de.has(&key) && en.has(&key), "{key}");
        assert_ne!(de.words(&key, &[]), en.words(&key, &[]), "{key}");
    }
}

#[test]
fn a_pad_that_chose_play_keeps_its_seat_at_the_remembered_table() {
    let mut app = app();
    run_until(&mut app, 3000, "the title", |app| {
        screen(app) == Screen::Title
    });
    app.world_mut().resource_mut::<Settings>().last_lobby = Some(ziege_memory());
    let pad = connect(&mut app);
    press(&mut app, pad, GamepadButton::South);
    assert_eq!(screen(&app), Screen::Lobby);
    let now = setup(&app);
    assert_eq!(now.game, "ziege", "the remembered game");
    assert_eq!(now.seats.len(), 3, "the remembered seats");
    let owners = app.world().resource::<stammtisch::input::owners::Owners>();
    let seat = owners
        .seat_of(stammtisch::input::controllers::Device::Gamepad(pad))
        .expect("the pad keeps a seat");
    assert_eq!(seat, 0);
    assert!(now.seats[0].is_human());
    assert_ne!(
        now.seats[0].name(),
        "Kathi",
        "the pad's own name, not the remembered one"
    );
    assert_eq!(now.seats[1].level(), Some(Level::Hard));
}

/// The lobby at 800×600 in both languages, for a game of teams (Gämsh: each row also names its
/// seat's team, so the devices have the least room): a seat's devices ("Mouse + Keyboard",
/// "teilt Maus/Tastatur") are set smaller where they must, never cut short ("Mouse + Keyboa…").
#[test]
fn a_seats_devices_fit_their_row_at_800_by_600() {
    for lang in [Lang::En, Lang::De] {
        let mut app = crate::harness::ui_app(800, 600);
        app.world_mut().resource_mut::<Settings>().language = Some(lang);
        lobby_by_keyboard(&mut app);
        {
            let mut setup = app.world_mut().resource_mut::<MatchSetup>();
            setup.game = "gaemsh".into();
            // The desk's person (mouse and keyboard), a person sharing the desk, two bots.
            setup.seats = vec![
                SeatKind::Human { name: "Du".into() },
                SeatKind::Human {
                    name: "Zweite".into(),
                },
                SeatKind::Bot {
                    name: "Vroni".into(),
                    level: Level::Normal,
                },
                SeatKind::Bot {
                    name: "Hias".into(),
                    level: Level::Normal,
                },
            ];
        }
        for _ in 0..10 {
            app.update();
        }
        assert_eq!(screen(&app), Screen::Lobby);
        let cut = app.world().resource::<stammtisch::ui::CutWords>().0.clone();
        assert!(cut.is_empty(), "{lang:?}: cut short: {cut:?}");
    }
}

fn overlay(app: &App) -> Overlay {
    *app.world().resource::<State<Overlay>>().get()
}

/// "Online öffnen" in `app`'s lobby (listening on loopback): the table opens online and its
/// invite panel shows; chosen again, the panel hides and the table stays open; back at the
/// title, the table closes.
fn online_from_the_lobby(mut app: App) {
    app.insert_resource(OnlineAt {
        ip: Ipv4Addr::LOCALHOST.into(),
        port: 0,
    });
    lobby_by_keyboard(&mut app);
    choose_by_keys(&mut app, LobbyChoice::Online);
    run_until(&mut app, 10, "the table open online", |app| {
        app.world().contains_resource::<Hosting>()
    });
    let addr = app.world().resource::<Hosting>().invite.addr;
    assert_eq!(addr.ip(), IpAddr::from(Ipv4Addr::LOCALHOST));
    assert_eq!(overlay(&app), Overlay::Online);
    let panel = app.world().resource::<OnlinePanel>();
    assert!(panel.problem.is_none(), "{panel:?}");
    choose_by_keys(&mut app, LobbyChoice::Online);
    app.update();
    assert_eq!(overlay(&app), Overlay::None);
    assert!(app.world().contains_resource::<Hosting>());
    assert_eq!(screen(&app), Screen::Lobby);
    key(&mut app, KeyCode::Escape);
    run_until(&mut app, 10, "the title, the table closed", |app| {
        screen(app) == Screen::Title && !app.world().contains_resource::<Hosting>()
    });
}

#[test]
fn online_from_the_headless_lobby_opens_the_table_without_the_ui() {
    online_from_the_lobby(app());
}

#[test]
fn online_from_the_lobby_under_serve_opens_the_table() {
    online_from_the_lobby(crate::harness::app_in(stammtisch::core::mode::Mode::Serve));
}
