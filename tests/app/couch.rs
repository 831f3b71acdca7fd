//! Couch play with simulated gamepads: joining the lobby, a race decided by arrival order, an
//! unplugged pad with a bot standing in and the pad taking its seat back.

use crate::devices::{connect, press, press_together, reconnect, unplug};
use crate::harness::{app, at_schwimmen_against_bots, run_until, screen, sit_down};
use bevy::prelude::*;
use stammtisch::core::Toast;
use stammtisch::core::{BOT_NAMES, MatchSetup, Screen, SeatKind};
use stammtisch::games::schwimmen::SchwimmenMatch;
use stammtisch::input::controllers::Device;
use stammtisch::input::owners::{Owner, Owners};
use stammtisch::settings::Settings;
use stammtisch::table::pause::{PauseReason, TablePause};
use stammtisch::table::seats::TableSeats;
use stammtisch_rules::bots::Level;
use stammtisch_rules::games::schwimmen::{Action, Phase};
use stammtisch_rules::{Game, LogEntry, Seat};

fn to_lobby(app: &mut App) {
    run_until(app, 3000, "the title", |app| screen(app) == Screen::Title);
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Lobby);
    run_until(app, 10, "the lobby", |app| screen(app) == Screen::Lobby);
}

fn seat_of(app: &App, pad: Entity) -> Option<usize> {
    app.world()
        .resource::<Owners>()
        .seat_of(Device::Gamepad(pad))
}

#[test]
fn two_pads_join_two_seats_with_their_own_colours() {
    let mut app = app();
    to_lobby(&mut app);
    let (a, b) = (connect(&mut app), connect(&mut app));
    press(&mut app, a, GamepadButton::South);
    press(&mut app, b, GamepadButton::Start);
    let setup = app.world().resource::<MatchSetup>().clone();
    assert_eq!(
        seat_of(&app, a),
        Some(1),
        "the first free seat after the desk's"
    );
    assert_eq!(seat_of(&app, b), Some(2));
    assert!(setup.seats[1].is_human() && setup.seats[2].is_human());
    let owners = app.world().resource::<Owners>();
    let (ca, cb) = (owners.colour_of(1).unwrap(), owners.colour_of(2).unwrap());
    assert_ne!(ca, cb, "each pad wears its own colour");
    assert_ne!(setup.seats[1].name(), setup.seats[2].name());
    // Shoulder: another colour; right: the seats trade places; East: leave.
    press(&mut app, a, GamepadButton::RightTrigger);
    let after = app.world().resource::<Owners>().colour_of(1).unwrap();
    assert!(
        after != ca && after != cb,
        "a free colour, not the other pad's"
    );
    press(&mut app, a, GamepadButton::DPadRight);
    assert_eq!(seat_of(&app, a), Some(2));
    assert_eq!(seat_of(&app, b), Some(1));
    press(&mut app, a, GamepadButton::East);
    assert_eq!(seat_of(&app, a), None);
    assert!(!app.world().resource::<MatchSetup>().seats[2].is_human());
}

#[test]
fn of_two_pads_pressing_in_the_same_frame_the_earlier_gets_the_last_seat() {
    let mut app = app();
    to_lobby(&mut app);
    // Nine seats (Schwimmen's most), all but the last taken.
    {
        let mut setup = app.world_mut().resource_mut::<MatchSetup>();
        setup.seats = (0..9)
            .map(|i| SeatKind::Human {
                name: format!("P{i}"),
            })
            .collect();
        setup.seats[8] = SeatKind::Bot {
            name: BOT_NAMES[8].into(),
            level: Level::Easy,
        };
    }
    let (c, d) = (connect(&mut app), connect(&mut app));
    press_together(
        &mut app,
        &[(d, GamepadButton::South), (c, GamepadButton::South)],
    );
    assert_eq!(seat_of(&app, d), Some(8), "d's press arrived first");
    assert_eq!(seat_of(&app, c), None);
    let toast = app.world().resource::<Toast>().text.clone();
    assert!(toast.contains("voll"), "the loser sees why: {toast:?}");
    // The other way round: now c is first.
    press(&mut app, d, GamepadButton::East);
    press_together(
        &mut app,
        &[(c, GamepadButton::South), (d, GamepadButton::South)],
    );
    assert_eq!(seat_of(&app, c), Some(8));
    assert_eq!(seat_of(&app, d), None);
}

fn table(app: &App) -> &SchwimmenMatch {
    app.world().resource::<SchwimmenMatch>()
}

/// The pad's button for a sensible move of the human on turn: deal, keep the packet, knock when
/// allowed, else pass.
fn button_for(app: &App, seat: Seat) -> GamepadButton {
    let t = table(app);
    let legal = t.game.legal(seat);
    match t.game.phase() {
        Phase::Deal | Phase::DealerChoice => GamepadButton::West,
        _ if legal.contains(&Action::Knock) => GamepadButton::North,
        _ if legal.contains(&Action::Pass) => GamepadButton::West,
        _ => GamepadButton::RightTrigger2,
    }
}

#[test]
fn an_unplugged_pad_pauses_a_bot_plays_on_and_the_replugged_pad_gets_its_seat_back() {
    let mut app = app();
    app.world_mut().resource_mut::<Settings>().reconnect_secs = 0.4;
    let pad = connect(&mut app);
    app.world_mut().insert_resource(Owners(vec![Owner {
        device: Device::Gamepad(pad),
        seat: 0,
        colour: 1,
    }]));
    sit_down(
        &mut app,
        MatchSetup::against_bots("schwimmen", 3, Level::Easy, "Pad", 11),
    );
    // The pad plays until it is on turn in the play phase.
    run_until(&mut app, 4000, "the pad's turn to swap", |app| {
        let seats = app.world().resource::<TableSeats>();
        if seats.human_on_turn() != Some(Seat(0)) {
            return false;
        }
        if matches!(table(app).game.phase(), Phase::Play { .. }) {
            return true;
        }
        let button = button_for(app, Seat(0));
        press(app, pad, button);
        false
    });
    unplug(&mut app, pad);
    app.update();
    let pause = app.world().resource::<TablePause>().clone();
    assert!(
        pause.reasons.contains(&PauseReason::Reconnect(Seat(0))),
        "{pause:?}"
    );
    let frozen = table(&app).log.entries.len();
    let clock = table(&app).now;
    for _ in 0..10 {
        app.update();
    }
    assert_eq!(table(&app).now, clock, "the game clock stands still");
    assert_eq!(
        table(&app).log.entries.len(),
        frozen,
        "nobody plays while paused"
    );
    // After the timeout a bot plays the seat.
    run_until(&mut app, 2000, "a bot standing in", |app| {
        app.world().resource::<TableSeats>().stand_in[0].is_some()
    });
    run_until(&mut app, 4000, "the stand-in's move", |app| {
        let log = &table(app).log.entries;
        log.len() > frozen
            && log[frozen..]
                .iter()
                .any(|e| matches!(e, LogEntry::Action { seat: Seat(0), .. }))
    });
    assert!(!app.world().resource::<TablePause>().is_paused());
    // The pad comes back and takes its seat with any button.
    reconnect(&mut app, pad);
    press(&mut app, pad, GamepadButton::South);
    let seats = app.world().resource::<TableSeats>().clone();
    assert!(seats.is_human(Seat(0)), "the person has the seat back");
    assert_eq!(seats.stand_in[0], None);
    assert_eq!(seat_of(&app, pad), Some(0));
    // And the round goes on to its end with the pad playing, every card in its place.
    let round = table(&app).game.round();
    run_until(&mut app, 20_000, "the end of the round", |app| {
        let t = table(app);
        t.game
            .check_invariants()
            .expect("the rules' invariants hold");
        if t.game.round() > round || matches!(t.game.phase(), Phase::GameOver { .. }) {
            return true;
        }
        if app.world().resource::<TableSeats>().human_on_turn() == Some(Seat(0)) {
            let button = button_for(app, Seat(0));
            press(app, pad, button);
        }
        false
    });
    let cards = app
        .world_mut()
        .query::<&stammtisch::table::cards::TableCard>()
        .iter(app.world())
        .count();
    assert_eq!(cards, 32, "every card of the deck is on the table");
}

fn hand_faces(app: &mut App, seat: Seat) -> Vec<bool> {
    let hand = table(app).game.hand(seat).to_vec();
    let mut places = app.world_mut().query::<(
        &stammtisch::table::cards::TableCard,
        &stammtisch::table::cards::CardPlace,
    )>();
    hand.iter()
        .map(|card| {
            places
                .iter(app.world())
                .find(|(c, _)| c.id() == Some(*card))
                .map(|(_, p)| p.face_up)
                .expect("every hand card of a person has an entity")
        })
        .collect()
}

/// Whether the screen knows none of `seat`'s hand cards but those everyone saw it take: a
/// bot's hand is backs without identity.
fn hand_unknown(app: &mut App, seat: Seat) -> bool {
    let game = &table(app).game;
    let known = game.public_view().known[seat.index()].clone();
    let hand: Vec<_> = game
        .hand(seat)
        .iter()
        .copied()
        .filter(|c| !known.contains(c))
        .collect();
    let mut cards = app
        .world_mut()
        .query::<&stammtisch::table::cards::TableCard>();
    !hand.is_empty()
        && cards
            .iter(app.world())
            .all(|c| c.id().is_none_or(|id| !hand.contains(&id)))
}

fn hold(app: &mut App, pad: Entity, button: GamepadButton, value: f32) {
    use bevy::input::gamepad::{RawGamepadButtonChangedEvent, RawGamepadEvent};
    app.world_mut()
        .write_message(RawGamepadEvent::Button(RawGamepadButtonChangedEvent::new(
            pad, button, value,
        )));
    app.update();
    app.update();
}

#[test]
fn with_two_people_hands_hide_behind_the_pass_gate_and_the_peek_button() {
    use stammtisch::table::privacy::Privacy;
    let mut app = app();
    let (a, b) = (connect(&mut app), connect(&mut app));
    app.world_mut().insert_resource(Owners(vec![
        Owner {
            device: Device::Gamepad(a),
            seat: 0,
            colour: 0,
        },
        Owner {
            device: Device::Gamepad(b),
            seat: 1,
            colour: 1,
        },
    ]));
    let mut setup = MatchSetup::against_bots("schwimmen", 3, Level::Easy, "A", 5);
    setup.seats[1] = SeatKind::Human { name: "B".into() };
    sit_down(&mut app, setup);
    let pads = [a, b];
    // On to a human's turn after the deal.
    run_until(&mut app, 4000, "a person's turn to play", |app| {
        let Some(seat) = app.world().resource::<TableSeats>().human_on_turn() else {
            return false;
        };
        match table(app).game.phase() {
            Phase::Play { .. } => true,
            _ => {
                press(app, pads[seat.index()], GamepadButton::West);
                false
            }
        }
    });
    for _ in 0..3 {
        app.update();
    }
    let on_turn = app
        .world()
        .resource::<TableSeats>()
        .human_on_turn()
        .unwrap();
    let other = Seat(1 - on_turn.0);
    let gate = app
        .world()
        .resource::<Privacy>()
        .gate_for(app.world().resource::<TableSeats>());
    assert_eq!(gate, Some(on_turn), "the hand waits behind the pass gate");
    assert!(hand_faces(&mut app, on_turn).iter().all(|f| !f));
    assert!(hand_faces(&mut app, other).iter().all(|f| !f));
    assert!(
        hand_unknown(&mut app, Seat(2)),
        "a bot's hand stays hidden: the screen does not know its cards"
    );
    // The person on turn presses to show: only their hand turns up.
    press(&mut app, pads[on_turn.index()], GamepadButton::South);
    assert!(hand_faces(&mut app, on_turn).iter().all(|f| *f));
    assert!(hand_faces(&mut app, other).iter().all(|f| !f));
    // The other person holds peek: their hand shows while held.
    hold(&mut app, pads[other.index()], GamepadButton::Select, 1.0);
    assert!(hand_faces(&mut app, other).iter().all(|f| *f));
    hold(&mut app, pads[other.index()], GamepadButton::Select, 0.0);
    assert!(hand_faces(&mut app, other).iter().all(|f| !f));
    assert!(hand_unknown(&mut app, Seat(2)));
}

#[test]
fn losing_the_window_pauses_only_while_a_person_is_on_turn() {
    use bevy::window::WindowFocused;
    let mut app = app();
    sit_down(
        &mut app,
        MatchSetup::against_bots("schwimmen", 3, Level::Easy, "Du", 3),
    );
    let window = app
        .world_mut()
        .query_filtered::<Entity, With<Window>>()
        .iter(app.world())
        .next()
        .unwrap();
    run_until(&mut app, 4000, "the person's turn", |app| {
        app.world()
            .resource::<TableSeats>()
            .human_on_turn()
            .is_some()
    });
    app.world_mut().write_message(WindowFocused {
        window,
        focused: false,
    });
    app.update();
    assert!(
        app.world()
            .resource::<TablePause>()
            .reasons
            .contains(&PauseReason::Focus)
    );
    app.world_mut().write_message(WindowFocused {
        window,
        focused: true,
    });
    app.update();
    assert!(!app.world().resource::<TablePause>().is_paused());
    // The attract mode plays on.
    let games = app
        .world()
        .resource::<stammtisch::core::TableGames>()
        .clone();
    let mut watch = app.world_mut().resource_mut::<NextState<Screen>>();
    watch.set(Screen::Title);
    app.update();
    *app.world_mut().resource_mut::<MatchSetup>() =
        stammtisch::screens::attract_setup(&games, None, 9);
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Table);
    app.update();
    app.update();
    app.world_mut().write_message(WindowFocused {
        window,
        focused: false,
    });
    app.update();
    assert!(!app.world().resource::<TablePause>().is_paused());
}

#[test]
fn remapped_bindings_from_the_settings_file_take_effect() {
    use stammtisch::core::actions::SeatAction;
    let mut settings = Settings::default();
    let gamepad = &mut settings.bindings.gamepad;
    // The Nintendo layout: confirm and back trade buttons.
    gamepad.clear_action(&SeatAction::Confirm);
    gamepad.clear_action(&SeatAction::Back);
    gamepad.insert(SeatAction::Confirm, GamepadButton::East);
    gamepad.insert(SeatAction::Back, GamepadButton::South);
    // Through the settings file and back, as a player's edit would come.
    let text = serde_json::to_string_pretty(&settings).unwrap();
    let back: Settings = serde_json::from_str(&text).expect("the bindings read back");
    assert_eq!(back, settings);
    let mut app = app();
    to_lobby(&mut app);
    *app.world_mut().resource_mut::<Settings>() = back;
    let pad = connect(&mut app);
    press(&mut app, pad, GamepadButton::South);
    assert_eq!(seat_of(&app, pad), None, "South no longer joins");
    press(&mut app, pad, GamepadButton::East);
    assert_eq!(seat_of(&app, pad), Some(1), "East joins now");
    press(&mut app, pad, GamepadButton::South);
    assert_eq!(seat_of(&app, pad), None, "and South leaves");
}

#[test]
fn taps_shorter_than_a_frame_still_count() {
    use crate::devices::{key_within_a_frame, tap_within_a_frame};
    use stammtisch::screens::menu::MenuFocus;
    let mut app = app();
    run_until(&mut app, 3000, "the title", |app| {
        screen(app) == Screen::Title
    });
    key_within_a_frame(&mut app, KeyCode::ArrowDown);
    assert_eq!(
        app.world().resource::<MenuFocus>().0,
        1,
        "the key tap moved the focus"
    );
    key_within_a_frame(&mut app, KeyCode::ArrowUp);
    key_within_a_frame(&mut app, KeyCode::Enter);
    assert_eq!(screen(&app), Screen::Lobby);
    let pad = connect(&mut app);
    tap_within_a_frame(&mut app, pad, GamepadButton::South);
    assert_eq!(seat_of(&app, pad), Some(1), "the pad tap joined");
    // Held for one frame only: the next frame the button is up again.
    tap_within_a_frame(&mut app, pad, GamepadButton::East);
    assert_eq!(seat_of(&app, pad), None);
}

#[test]
fn a_pad_plugged_in_mid_game_takes_over_a_bot_seat_from_the_pause_menu() {
    use crate::devices::key;
    use stammtisch::screens::pause_menu::PauseMenu;
    let mut app = at_schwimmen_against_bots();
    key(&mut app, KeyCode::Escape);
    assert!(
        PauseMenu::is_open(app.world()),
        "Escape opens the pause menu"
    );
    assert!(
        app.world()
            .resource::<TablePause>()
            .reasons
            .contains(&PauseReason::Menu)
    );
    let pad = connect(&mut app);
    // The menu opens on "resume"; up twice is seat 2 (a bot), then the new pad confirms.
    press(&mut app, pad, GamepadButton::DPadUp);
    press(&mut app, pad, GamepadButton::DPadUp);
    assert_eq!(app.world().resource::<PauseMenu>().selected, 1);
    press(&mut app, pad, GamepadButton::South);
    let seats = app.world().resource::<TableSeats>();
    assert!(
        seats.is_human(Seat(1)),
        "the pad plays the former bot's seat"
    );
    assert_eq!(seat_of(&app, pad), Some(1));
    assert!(
        app.world().resource::<MatchSetup>().seats[1].is_human(),
        "and keeps it next game"
    );
    // Start closes the menu and the game goes on.
    press(&mut app, pad, GamepadButton::Start);
    assert!(!PauseMenu::is_open(app.world()));
    assert!(!app.world().resource::<TablePause>().is_paused());
}

#[test]
fn two_new_pads_racing_for_one_bot_seat_in_the_same_frame_the_earlier_wins() {
    use crate::devices::key;
    let mut app = app();
    sit_down(
        &mut app,
        MatchSetup::against_bots("schwimmen", 3, Level::Easy, "Du", 4),
    );
    app.update();
    key(&mut app, KeyCode::Escape);
    let (c, d) = (connect(&mut app), connect(&mut app));
    press(&mut app, d, GamepadButton::DPadUp); // seat 3 (a bot)
    press_together(
        &mut app,
        &[(d, GamepadButton::South), (c, GamepadButton::South)],
    );
    assert_eq!(seat_of(&app, d), Some(2), "d's press arrived first");
    assert_eq!(seat_of(&app, c), None);
    let toast = app.world().resource::<Toast>().text.clone();
    assert!(
        toast.contains("spielt schon"),
        "the later pad is told why: {toast:?}"
    );
}

#[test]
fn a_gamepad_alone_sets_the_game_seats_and_rules_in_the_lobby() {
    use stammtisch::screens::lobby::LobbyChoice;
    use stammtisch::screens::menu::MenuFocus;
    let mut app = app();
    run_until(&mut app, 3000, "the title", |app| {
        screen(app) == Screen::Title
    });
    let pad = connect(&mut app);
    press(&mut app, pad, GamepadButton::South); // "Spielen": the pad sits down
    assert_eq!(screen(&app), Screen::Lobby);
    let choose = |app: &mut App, wanted: LobbyChoice| {
        let items = LobbyChoice::items(app.world().resource::<MatchSetup>());
        let at = items
            .iter()
            .position(|c| *c == wanted)
            .expect("the item is offered");
        while app.world().resource::<MenuFocus>().0 != at {
            press(app, pad, GamepadButton::DPadDown);
        }
        press(app, pad, GamepadButton::South);
    };
    let seats = app.world().resource::<MatchSetup>().seats.len();
    choose(&mut app, LobbyChoice::MoreSeats);
    assert_eq!(app.world().resource::<MatchSetup>().seats.len(), seats + 1);
    choose(&mut app, LobbyChoice::FewerSeats);
    choose(&mut app, LobbyChoice::FewerSeats);
    assert_eq!(app.world().resource::<MatchSetup>().seats.len(), seats - 1);
    assert!(
        app.world().resource::<MatchSetup>().seats[0].is_human(),
        "people stay seated"
    );
    // Schwimmen's third rule is Feuer: the menu flips it.
    let options = stammtisch_rules::games::find("schwimmen").unwrap().options;
    assert_eq!(options[2].name, "feuer");
    let feuer = |app: &App| {
        let setup = app.world().resource::<MatchSetup>();
        setup.option("feuer", &options[2].default)
    };
    let before = feuer(&app);
    choose(&mut app, LobbyChoice::Rule(2));
    assert_ne!(feuer(&app), before, "Feuer flipped");
    choose(&mut app, LobbyChoice::NextGame);
    let game = app.world().resource::<MatchSetup>().game.clone();
    assert_ne!(game, "schwimmen");
    choose(&mut app, LobbyChoice::Rule(0));
    let setup = app.world().resource::<MatchSetup>().clone();
    let first = &stammtisch_rules::games::find(&game).unwrap().options[0];
    assert_ne!(
        setup.option(first.name, &first.default),
        first.default,
        "the next game's first rule stepped on: {:?}",
        setup.options
    );
    assert_ne!(
        setup.options["schwimmen"]["feuer"], before,
        "Schwimmen keeps its choice while another game is chosen"
    );
    choose(&mut app, LobbyChoice::Deal);
    assert_eq!(screen(&app), Screen::Table);
}
