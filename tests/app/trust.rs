//! A table a new player trusts: paused means paused, keys typed into a text field stay there,
//! everything a player reads is German, and leaving a game asks first.

use super::devices::{click_at, connect, key, press};
use super::harness::{app, at_schwimmen_against_bots, run_until, screen, sit_down};
use bevy::prelude::*;
use stammtisch::core::{MatchSetup, Screen};
use stammtisch::core::{Toast, TypingInUi};
use stammtisch::games::schwimmen::SchwimmenMatch;
use stammtisch::input::controllers::Device;
use stammtisch::input::owners::Owners;
use stammtisch::screens::menu::MenuFocus;
use stammtisch::screens::pause_menu::{MenuChoice, MenuRow, PauseMenu};
use stammtisch::table::pause::TablePause;
use stammtisch::table::seats::TableSeats;
use stammtisch_rules::bots::Level;
use stammtisch_rules::games::schwimmen::Phase;
use stammtisch_rules::{Game, Seat};

fn schwimmen(app: &App) -> &SchwimmenMatch {
    app.world().resource::<SchwimmenMatch>()
}

/// A Schwimmen table against bots, run on until the person (seat 0) is on turn in play.
fn person_on_turn(app: &mut App) {
    sit_down(
        app,
        MatchSetup::against_bots("schwimmen", 3, Level::Easy, "Du", 5),
    );
    run_until(app, 5000, "the person's turn", |app| {
        let on_turn = app.world().resource::<TableSeats>().human_on_turn();
        if on_turn == Some(Seat(0)) {
            match schwimmen(app).game.phase() {
                Phase::Play { .. } => return true,
                Phase::Deal | Phase::DealerChoice => key(app, KeyCode::Space),
                Phase::GameOver { .. } => panic!("the game ended before the person played"),
            };
        }
        false
    });
    for _ in 0..150 {
        app.update();
    }
}

#[test]
fn while_the_pause_menu_is_open_no_device_reaches_the_table() {
    let mut app = app();
    person_on_turn(&mut app);
    // A pad plays the person's seat too: its verbs and its cursor act for seat 0.
    let pad = connect(&mut app);
    app.world_mut()
        .resource_mut::<Owners>()
        .sit(Device::Gamepad(pad), 0);
    press(&mut app, pad, GamepadButton::DPadUp);
    let hand = schwimmen(&app).game.hand(Seat(0));
    let middle = schwimmen(&app).game.middle().expect("the middle lies open");
    let hand_at = super::devices::card_at(&mut app, hand[0]);
    let middle_at = super::devices::card_at(&mut app, middle[0]);
    let moves = schwimmen(&app).moves;
    key(&mut app, KeyCode::Escape);
    assert!(PauseMenu::is_open(app.world()), "Escape opens the menu");
    assert!(app.world().resource::<TablePause>().is_paused());
    // A click on a hand card, then on a middle card: no pick, no swap.
    click_at(&mut app, hand_at);
    assert_eq!(
        schwimmen(&app).local.picked,
        None,
        "a click while paused picks nothing"
    );
    click_at(&mut app, middle_at);
    // Verb keys, number keys and a pad's verb buttons: nothing.
    for k in [
        KeyCode::KeyP,
        KeyCode::KeyK,
        KeyCode::KeyA,
        KeyCode::Digit1,
        KeyCode::Digit4,
        KeyCode::Space,
    ] {
        key(&mut app, k);
    }
    for b in [
        // (South would choose the menu's focused row: the menu has the pad now.)
        GamepadButton::DPadLeft,
        GamepadButton::West,
        GamepadButton::North,
        GamepadButton::RightTrigger2,
    ] {
        press(&mut app, pad, b);
    }
    for _ in 0..120 {
        app.update();
    }
    assert!(PauseMenu::is_open(app.world()), "the menu stays open");
    assert_eq!(schwimmen(&app).moves, moves, "no move while paused");
    assert_eq!(schwimmen(&app).local.picked, None);
    assert_eq!(
        app.world().resource::<TableSeats>().human_on_turn(),
        Some(Seat(0)),
        "still the person's turn"
    );
    // Closed again, the table takes a click as before.
    key(&mut app, KeyCode::Escape);
    assert!(!app.world().resource::<TablePause>().is_paused());
    // Any pause, not only the menu's: with the window in the background, the pad's cursor
    // stays where it was and its confirm sends nothing.
    let window = app
        .world_mut()
        .query_filtered::<Entity, With<Window>>()
        .iter(app.world())
        .next()
        .unwrap();
    app.world_mut().write_message(bevy::window::WindowFocused {
        window,
        focused: false,
    });
    app.update();
    assert!(app.world().resource::<TablePause>().is_paused());
    let cursor = |app: &mut App| {
        app.world_mut()
            .query::<&stammtisch::input::cursor::SeatCursor>()
            .iter(app.world())
            .find(|c| c.device == Device::Gamepad(pad))
            .map(|c| (c.target, c.shown))
    };
    let before = cursor(&mut app);
    for b in [
        GamepadButton::RightTrigger,
        GamepadButton::DPadLeft,
        GamepadButton::South,
        GamepadButton::West,
    ] {
        press(&mut app, pad, b);
    }
    assert_eq!(cursor(&mut app), before, "no cursor moves while paused");
    assert_eq!(schwimmen(&app).moves, moves, "no move while paused");
    app.world_mut().write_message(bevy::window::WindowFocused {
        window,
        focused: true,
    });
    app.update();
    assert!(!app.world().resource::<TablePause>().is_paused());
    click_at(&mut app, hand_at);
    assert_eq!(schwimmen(&app).local.picked, Some(hand[0]));
}

/// To the lobby by keyboard: Enter on the title's first item.
fn lobby(app: &mut App) {
    run_until(app, 3000, "the title screen after loading", |app| {
        screen(app) == Screen::Title
    });
    key(app, KeyCode::Enter);
    run_until(app, 10, "the lobby", |app| screen(app) == Screen::Lobby);
}

#[test]
fn keys_typed_into_a_text_field_are_no_menu_keys() {
    let mut app = app();
    lobby(&mut app);
    let seats = app.world().resource::<MatchSetup>().seats.clone();
    // The UI says a text field (a seat's name) has the keyboard.
    app.world_mut().resource_mut::<TypingInUi>().0 = true;
    for k in [
        KeyCode::Backspace,
        KeyCode::Escape,
        KeyCode::Enter,
        KeyCode::ArrowDown,
    ] {
        key(&mut app, k);
    }
    assert_eq!(
        screen(&app),
        Screen::Lobby,
        "Backspace in a name stays in the lobby"
    );
    assert_eq!(app.world().resource::<MatchSetup>().seats, seats);
    assert_eq!(app.world().resource::<MenuFocus>().0, 0, "no menu move");
    // The field let go of the keyboard: Backspace is the menu's "back" again.
    app.world_mut().resource_mut::<TypingInUi>().0 = false;
    key(&mut app, KeyCode::Backspace);
    run_until(&mut app, 10, "the title", |app| {
        screen(app) == Screen::Title
    });
}

/// English words a German player must never read.
const ENGLISH: [&str; 15] = [
    "the", "not", "player", "players", "round", "rounds", "won", "wins", "lives", "goat", "your",
    "you", "card", "cards", "with",
];

fn assert_german(text: &str) {
    for word in text.split(|c: char| !c.is_alphanumeric()) {
        assert!(
            !ENGLISH.contains(&word.to_lowercase().as_str()),
            "English {word:?} in {text:?}"
        );
    }
}

/// Plays `G` with random moves; on the way, every seat tries the moves seen so far (refused
/// ones are collected), and the end's readings are collected.
fn walk<G: stammtisch_rules::Game>(
    config: &G::Config,
    players: usize,
    seed: u64,
    refusals: &mut Vec<stammtisch_rules::RuleError>,
    readings: &mut Vec<stammtisch_rules::Reading>,
) {
    let mut game = G::new(config, players, seed).unwrap();
    let mut rng = stammtisch_rules::GameRng::new(seed);
    let mut now = 0;
    let mut seen: Vec<G::Action> = Vec::new();
    for _ in 0..4000 {
        if game.is_over() {
            break;
        }
        if game.next_deadline().is_some_and(|d| d <= now) {
            game.advance(now);
        }
        for seat in Seat::all(players) {
            for action in seen.iter().rev().take(6) {
                if let Err(e) = game.clone().apply(seat, action, now) {
                    refusals.push(e);
                }
            }
        }
        let actors = game.actors(now);
        let Some(action) = actors
            .first()
            .and_then(|&seat| game.random_action(seat, &mut rng).map(|a| (seat, a)))
        else {
            now = game.next_deadline().unwrap_or(now + 100).max(now + 1);
            continue;
        };
        game.apply(action.0, &action.1, now).unwrap();
        seen.push(action.1);
        now += 40;
    }
    if let Some(outcome) = game.outcome() {
        readings.extend(outcome.seats.into_iter().map(|s| s.reading));
    }
}

#[test]
fn no_english_reaches_a_german_player() {
    use stammtisch::core::words;
    use stammtisch_rules::RuleError;
    use stammtisch_rules::games::{jammerlappen, schwimmen, ziege};
    let name = |s: Seat| format!("Platz {}", s.0 + 1);
    let de = &stammtisch::games::tr(stammtisch::core::Lang::De);
    let en = &stammtisch::games::tr(stammtisch::core::Lang::En);
    // Every refusal and reading any game gives, worded in both languages: never a bare key,
    // never the same words, the German one German.
    for game in stammtisch_rules::games::REGISTRY {
        for phrase in (game.phrases)() {
            let german = words::phrase_words(de, &phrase, name);
            let english = words::phrase_words(en, &phrase, name);
            assert!(
                !english.starts_with(game.id) && !english.contains('{'),
                "{english}"
            );
            assert_ne!(german, english);
            assert_german(&german);
        }
    }
    for why in [
        RuleError::NotYourTurn,
        RuleError::TooLate,
        RuleError::GameOver,
        RuleError::Setup("too many players".into()),
    ] {
        assert_german(&words::refusal(de, &why, name));
    }
    for level in Level::LOBBY {
        assert_german(&words::level(de, level));
    }
    assert_eq!(words::level(de, Level::Hard), "schwer");
    assert_eq!(words::level(en, Level::Hard), "hard");
    // What seeded games refuse and how they end.
    let (mut refusals, mut readings) = (Vec::new(), Vec::new());
    for seed in 0..6 {
        let players = 3 + seed as usize % 2;
        walk::<schwimmen::Schwimmen>(
            &Default::default(),
            players,
            seed,
            &mut refusals,
            &mut readings,
        );
        walk::<ziege::Ziege>(
            &Default::default(),
            players,
            seed,
            &mut refusals,
            &mut readings,
        );
        walk::<jammerlappen::Jammerlappen>(
            &Default::default(),
            players,
            seed,
            &mut refusals,
            &mut readings,
        );
    }
    assert!(refusals.len() > 100, "the games refused {}", refusals.len());
    assert!(readings.len() > 10, "the games ended: {}", readings.len());
    let kinds: std::collections::HashSet<String> = refusals
        .iter()
        .map(|r| {
            format!("{r:?}")
                .split([' ', '(', '{'])
                .nth(0)
                .unwrap()
                .to_string()
        })
        .collect();
    assert!(kinds.len() >= 2, "{kinds:?}");
    for why in &refusals {
        assert_german(&words::refusal(de, why, name));
    }
    for reading in &readings {
        assert_german(&words::reading(de, reading, name));
    }
    // The English stays for logs and the command line.
    assert_eq!(
        schwimmen::SchwimmenRefusal::KnockTooEarly.to_string(),
        "nobody may knock before every player has had a turn"
    );
}

#[test]
fn leaving_a_game_asks_first_by_keyboard_and_gamepad() {
    let mut app = at_schwimmen_against_bots();
    // Keyboard: the menu opens on "resume"; down is "to the lobby", down again "to the title".
    key(&mut app, KeyCode::Escape);
    key(&mut app, KeyCode::ArrowDown);
    key(&mut app, KeyCode::ArrowDown);
    key(&mut app, KeyCode::Enter);
    for _ in 0..3 {
        app.update();
    }
    assert_eq!(screen(&app), Screen::Table, "the title asks first");
    let menu = app.world().resource::<PauseMenu>().clone();
    assert_eq!(menu.leaving, Some(MenuRow::Title));
    assert_eq!(menu.selected, 0, "\"no\" has the focus");
    // No: back in the menu, on the row that asked.
    key(&mut app, KeyCode::Enter);
    let menu = app.world().resource::<PauseMenu>().clone();
    assert_eq!(menu.leaving, None);
    assert!(PauseMenu::is_open(app.world()));
    assert_eq!(menu.rows(3)[menu.selected], MenuRow::Title);
    // Backspace on the question also says no.
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Backspace);
    assert_eq!(app.world().resource::<PauseMenu>().leaving, None);
    assert!(PauseMenu::is_open(app.world()));
    key(&mut app, KeyCode::Escape);
    assert!(!app.world().resource::<TablePause>().is_paused());
    // Gamepad: Start, down to "to the lobby", A, down to "yes", A: the lobby.
    let pad = connect(&mut app);
    press(&mut app, pad, GamepadButton::Start);
    press(&mut app, pad, GamepadButton::DPadDown);
    press(&mut app, pad, GamepadButton::South);
    assert_eq!(
        app.world().resource::<PauseMenu>().leaving,
        Some(MenuRow::Lobby)
    );
    press(&mut app, pad, GamepadButton::DPadDown);
    press(&mut app, pad, GamepadButton::South);
    run_until(&mut app, 10, "the lobby", |app| {
        screen(app) == Screen::Lobby
    });
    // The mouse writes the same choices as the rows' buttons.
    let mut app2 = super::harness::app();
    sit_down(
        &mut app2,
        MatchSetup::against_bots("schwimmen", 3, Level::Easy, "Du", 8),
    );
    key(&mut app2, KeyCode::Escape);
    for row in [MenuRow::Title, MenuRow::Leave] {
        app2.world_mut().write_message(MenuChoice {
            row,
            device: Device::Mouse,
        });
        app2.update();
    }
    run_until(&mut app2, 10, "the title", |app| {
        screen(app) == Screen::Title
    });
}

#[test]
fn space_with_nothing_to_throw_in_says_so() {
    use stammtisch::games::jammerlappen::JammerlappenMatch;
    use stammtisch_rules::games::jammerlappen::{Action, Phase, deck};
    let mut app = app();
    sit_down(
        &mut app,
        MatchSetup::against_bots("jammerlappen", 3, Level::Easy, "Du", 11),
    );
    let nothing = |app: &App| {
        let t = app.world().resource::<JammerlappenMatch>();
        let Some(&top) = t.game.pot().last() else {
            return true;
        };
        let hand = t.game.hand(Seat(0));
        let mine: Vec<_> = if hand.is_empty() {
            t.game.face_up(Seat(0)).into_iter().flatten().collect()
        } else {
            hand.to_vec()
        };
        !mine.iter().any(|&c| deck::face(c) == deck::face(top))
    };
    run_until(
        &mut app,
        6000,
        "the person on turn with nothing to throw in",
        |app| {
            let t = app.world().resource::<JammerlappenMatch>();
            match t.game.phase() {
                Phase::Exchange if t.game.legal(Seat(0)).contains(&Action::Keep) => {
                    key(app, KeyCode::KeyK);
                    false
                }
                Phase::Play { turn } => turn == Seat(0) && nothing(app),
                Phase::Over { .. } => panic!("the round ended first"),
                _ => false,
            }
        },
    );
    let moves = app.world().resource::<JammerlappenMatch>().moves;
    key(&mut app, KeyCode::Space);
    let toast = app.world().resource::<Toast>().text.clone();
    assert!(toast.contains("nichts zum Einwerfen"), "{toast:?}");
    assert!(!toast.contains("zu spät"), "{toast:?}");
    assert_eq!(app.world().resource::<JammerlappenMatch>().moves, moves);
}

#[test]
fn more_seats_at_the_limit_says_why() {
    let mut app = app();
    lobby(&mut app);
    // "Platz dazu" is the third item of the first row.
    key(&mut app, KeyCode::ArrowRight);
    key(&mut app, KeyCode::ArrowRight);
    for _ in 0..12 {
        key(&mut app, KeyCode::Enter);
    }
    let seats = app.world().resource::<MatchSetup>().seats.len();
    let toast = app.world().resource::<Toast>().text.clone();
    assert!(
        toast.contains(&format!("Mehr als {seats} Plätze")),
        "{toast:?}"
    );
}

#[test]
fn the_schwimmen_hand_shows_its_value() {
    use stammtisch_rules::games::schwimmen::score_hand;
    let mut app = app();
    person_on_turn(&mut app);
    let t = schwimmen(&app);
    let value = score_hand(t.game.hand(Seat(0)));
    let sight = app
        .world()
        .resource::<stammtisch::games::schwimmen::SchwimmenSight>();
    assert_eq!(
        stammtisch::games::schwimmen::hand_value(sight, Seat(0)),
        Some(value.to_string())
    );
}

#[test]
fn the_lobby_menu_is_a_grid_for_the_arrows_and_every_seat_is_reachable() {
    use stammtisch::core::SeatKind;
    use stammtisch::screens::lobby::{LobbyChoice, PER_ROW};
    let mut app = app();
    lobby(&mut app);
    let focus = |app: &App| app.world().resource::<MenuFocus>().0;
    let items = |app: &App| LobbyChoice::items(app.world().resource::<MatchSetup>());
    // Left and right move between buttons side by side, round the row.
    key(&mut app, KeyCode::ArrowRight);
    assert_eq!(focus(&app), 1);
    key(&mut app, KeyCode::ArrowLeft);
    key(&mut app, KeyCode::ArrowLeft);
    assert_eq!(
        focus(&app),
        PER_ROW - 1,
        "left of the first is the row's last"
    );
    // Up and down move a row, in the same column.
    key(&mut app, KeyCode::ArrowRight);
    key(&mut app, KeyCode::ArrowRight);
    key(&mut app, KeyCode::ArrowDown);
    assert_eq!(focus(&app), PER_ROW + 1);
    key(&mut app, KeyCode::ArrowUp);
    assert_eq!(focus(&app), 1);
    // Every seat is an item: its kind and level change by keyboard.
    let seat1 = items(&app)
        .iter()
        .position(|c| *c == LobbyChoice::Seat(1))
        .expect("seat 2 is in the menu");
    for _ in 0..40 {
        if focus(&app) == seat1 {
            break;
        }
        let (row, col) = (focus(&app) / PER_ROW, focus(&app) % PER_ROW);
        let step = if row < seat1 / PER_ROW {
            KeyCode::ArrowDown
        } else if col < seat1 % PER_ROW {
            KeyCode::ArrowRight
        } else {
            KeyCode::ArrowLeft
        };
        key(&mut app, step);
    }
    assert_eq!(focus(&app), seat1, "the arrows reach seat 2");
    let kind = |app: &App| app.world().resource::<MatchSetup>().seats[1].clone();
    let before = kind(&app);
    key(&mut app, KeyCode::Enter);
    assert_ne!(kind(&app), before, "Enter changes seat 2");
    // Round the kinds: a person, a bot easy, normal, hard.
    let mut seen = vec![kind(&app)];
    for _ in 0..3 {
        key(&mut app, KeyCode::Enter);
        seen.push(kind(&app));
    }
    assert!(seen.iter().any(|k| k.is_human()), "{seen:?}");
    for level in [Level::Easy, Level::Normal, Level::Hard] {
        assert!(
            seen.iter()
                .any(|k| matches!(k, SeatKind::Bot { level: l, .. } if *l == level)),
            "{seen:?}"
        );
    }
    // A seated pad reaches the seats too (its left/right move its own seat).
    let pad = connect(&mut app);
    press(&mut app, pad, GamepadButton::South);
    let seat = app
        .world()
        .resource::<Owners>()
        .seat_of(Device::Gamepad(pad))
        .expect("the pad sits down");
    let last = items(&app)
        .iter()
        .position(|c| *c == LobbyChoice::Seat(2))
        .unwrap();
    for _ in 0..40 {
        if focus(&app) == last {
            break;
        }
        press(&mut app, pad, GamepadButton::DPadDown);
    }
    assert_eq!(focus(&app), last, "the pad reaches seat 3");
    assert_ne!(seat, 2, "seat 3 is a bot's");
    let before = app.world().resource::<MatchSetup>().seats[2].clone();
    press(&mut app, pad, GamepadButton::South);
    assert_ne!(app.world().resource::<MatchSetup>().seats[2], before);
    // Tab is no trap: Enter still chooses after it (back to "Austeilen!").
    while focus(&app) != 0 {
        key(&mut app, KeyCode::ArrowUp);
        if focus(&app) % PER_ROW != 0 {
            key(&mut app, KeyCode::ArrowLeft);
        }
    }
    key(&mut app, KeyCode::Tab);
    key(&mut app, KeyCode::Enter);
    run_until(&mut app, 30, "the table", |app| {
        screen(app) == Screen::Table
    });
}

#[test]
fn a_pause_menu_seat_row_chosen_at_the_desk_says_why_it_stays_a_bot() {
    let mut app = app();
    sit_down(
        &mut app,
        MatchSetup::against_bots("schwimmen", 3, Level::Easy, "Du", 8),
    );
    app.update();
    key(&mut app, KeyCode::Escape);
    // Up from "resume" is seat 3, a bot.
    key(&mut app, KeyCode::ArrowUp);
    assert_eq!(
        app.world().resource::<PauseMenu>().rows(3)[app.world().resource::<PauseMenu>().selected],
        MenuRow::Seat(2)
    );
    key(&mut app, KeyCode::Enter);
    let toast = app.world().resource::<Toast>().text.clone();
    assert!(toast.contains("Controller"), "{toast:?}");
    assert!(!app.world().resource::<TableSeats>().is_human(Seat(2)));
    // A person's seat says who plays it.
    for _ in 0..2 {
        key(&mut app, KeyCode::ArrowUp);
    }
    key(&mut app, KeyCode::Enter);
    let toast = app.world().resource::<Toast>().text.clone();
    assert!(
        toast.contains("Auf Platz 1 spielst du schon selbst"),
        "{toast:?}"
    );
}

#[test]
fn a_person_s_name_is_reachable_from_the_lobby_menu() {
    use stammtisch::screens::lobby::{LobbyChoice, NameEdit, PER_ROW};
    let mut app = app();
    lobby(&mut app);
    let items = LobbyChoice::items(app.world().resource::<MatchSetup>());
    let at = items
        .iter()
        .position(|c| *c == LobbyChoice::Name(0))
        .expect("the person at seat 1 has a name item");
    assert!(
        !items.contains(&LobbyChoice::Name(1)),
        "a bot's name is not typed"
    );
    // Down to its row, then right to its column.
    for _ in 0..40 {
        let focus = app.world().resource::<MenuFocus>().0;
        if focus == at {
            break;
        }
        let step = if focus / PER_ROW < at / PER_ROW {
            KeyCode::ArrowDown
        } else {
            KeyCode::ArrowRight
        };
        key(&mut app, step);
    }
    assert_eq!(app.world().resource::<MenuFocus>().0, at);
    key(&mut app, KeyCode::Enter);
    assert_eq!(
        *app.world().resource::<NameEdit>(),
        NameEdit(Some(0)),
        "Enter hands the keyboard to seat 1's name field"
    );
    assert_eq!(screen(&app), Screen::Lobby);
}
