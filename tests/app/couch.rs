//! Couch play with simulated gamepads: joining the lobby, a race decided by arrival order, an
//! unplugged pad with a bot standing in and the pad taking its seat back.

use crate::devices::{connect, press, press_together, reconnect, unplug};
use crate::harness::{app, run_until, screen, sit_down};
use bevy::prelude::*;
use stammtisch::games::Toast;
use stammtisch::games::schwimmen::SchwimmenMatch;
use stammtisch::input::controllers::Device;
use stammtisch::input::owners::{Owner, Owners};
use stammtisch::screens::{BOT_NAMES, MatchSetup, Screen, SeatKind};
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
    app.world().resource::<Owners>().seat_of(Device::Gamepad(pad))
}

#[test]
fn two_pads_join_two_seats_with_their_own_colours() {
    let mut app = app();
    to_lobby(&mut app);
    let (a, b) = (connect(&mut app), connect(&mut app));
    press(&mut app, a, GamepadButton::South);
    press(&mut app, b, GamepadButton::Start);
    let setup = app.world().resource::<MatchSetup>().clone();
    assert_eq!(seat_of(&app, a), Some(1), "the first free seat after the desk's");
    assert_eq!(seat_of(&app, b), Some(2));
    assert!(setup.seats[1].is_human() && setup.seats[2].is_human());
    let owners = app.world().resource::<Owners>();
    let (ca, cb) = (owners.colour_of(1).unwrap(), owners.colour_of(2).unwrap());
    assert_ne!(ca, cb, "each pad wears its own colour");
    assert_ne!(setup.seats[1].name(), setup.seats[2].name());
    // Shoulder: another colour; right: the seats trade places; East: leave.
    press(&mut app, a, GamepadButton::RightTrigger);
    let after = app.world().resource::<Owners>().colour_of(1).unwrap();
    assert!(after != ca && after != cb, "a free colour, not the other pad's");
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
    press_together(&mut app, &[(d, GamepadButton::South), (c, GamepadButton::South)]);
    assert_eq!(seat_of(&app, d), Some(8), "d's press arrived first");
    assert_eq!(seat_of(&app, c), None);
    let toast = app.world().resource::<Toast>().text.clone();
    assert!(toast.contains("voll"), "the loser sees why: {toast:?}");
    // The other way round: now c is first.
    press(&mut app, d, GamepadButton::East);
    press_together(&mut app, &[(c, GamepadButton::South), (d, GamepadButton::South)]);
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
    sit_down(&mut app, MatchSetup::against_bots(3, Level::Easy, "Pad", 11));
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
    assert!(pause.reasons.contains(&PauseReason::Reconnect(Seat(0))), "{pause:?}");
    let frozen = table(&app).log.entries.len();
    let clock = table(&app).now;
    for _ in 0..10 {
        app.update();
    }
    assert_eq!(table(&app).now, clock, "the game clock stands still");
    assert_eq!(table(&app).log.entries.len(), frozen, "nobody plays while paused");
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
        t.game.check_invariants().expect("the rules' invariants hold");
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


