//! Races decided by the one input stream, starting from raw device messages (keys and mouse as
//! winit reports them, gamepad buttons as gilrs does): a throw-in against the next player's
//! move, in both orders, within one frame and in consecutive frames. The earlier press wins in
//! the rules, and the later one is told who was faster.

use super::devices::{card_at, connect, key_down, mouse_down, pad_down, release_all};
use super::harness::{app, sit_down};
use super::jammerlappen::{last_action_of, play_on, round_to};
use bevy::prelude::*;
use stammtisch::core::Toast;
use stammtisch::core::{MatchSetup, SeatKind};
use stammtisch::games::jammerlappen::JammerlappenMatch;
use stammtisch::input::DeskSeats;
use stammtisch::input::controllers::Device;
use stammtisch::input::owners::Owners;
use stammtisch_rules::bots::Level;
use stammtisch_rules::games::jammerlappen::{Action, Phase};
use stammtisch_rules::{Game, Seat};

fn table(app: &App) -> &JammerlappenMatch {
    app.world().resource::<JammerlappenMatch>()
}

/// A 4-player round (found on the rules alone) that reaches a throw-in chance where the player
/// on turn may take the pot: its seed, the moves up to there, the thrower and the player on turn.
pub(super) fn race_round() -> (u64, Vec<(Seat, Action)>, Seat, Seat) {
    round_to(4, |game| {
        game.window()?;
        let Phase::Play { turn } = game.phase() else {
            return None;
        };
        let thrower = Seat::all(4).find(|&s| s != turn && game.throw_in_cards(s).is_some())?;
        game.legal(turn)
            .contains(&Action::TakePot)
            .then_some((thrower, turn))
    })
    .map(|(seed, played, (thrower, turn))| (seed, played, thrower, turn))
    .expect("some round offers a throw-in race")
}

/// A table of four people at that moment of the round.
pub(super) fn race_table(seed: u64, moves: &[(Seat, Action)], thrower: Seat, turn: Seat) -> App {
    let mut app = app();
    let mut setup = MatchSetup::against_bots("jammerlappen", 4, Level::Easy, "-", seed);
    setup.seats = (0..4)
        .map(|i| SeatKind::Human {
            name: format!("Mensch {}", i + 1),
        })
        .collect();
    sit_down(&mut app, setup);
    // The deal lands (people only: nobody moves meanwhile).
    for _ in 0..400 {
        app.update();
    }
    play_on(&mut app, moves);
    app.world_mut()
        .resource_mut::<JammerlappenMatch>()
        .hold_until = 0;
    // Every person has a device of their own: the keyboard plays the seat on turn, the mouse
    // the thrower, a gamepad each of the others.
    {
        let mut owners = app.world_mut().resource_mut::<Owners>();
        owners.sit(Device::Keyboard, turn.index());
        owners.sit(Device::Mouse, thrower.index());
    }
    for seat in Seat::all(4).filter(|&s| s != turn && s != thrower) {
        pad_at(&mut app, seat);
    }
    let desk = *app.world().resource::<DeskSeats>();
    assert_eq!((desk.keyboard, desk.mouse), (Some(turn), Some(thrower)));
    app
}

/// Where the card the window is about lies on the table (the top of the pot), once it landed
/// (well inside the throw-in window).
fn pot_top(app: &mut App) -> Vec2 {
    let onto = table(app).game.window().unwrap().card;
    let at = card_at(app, onto);
    assert!(
        table(app).game.window().is_some(),
        "the throw-in window is still open"
    );
    at
}

/// Who won: the thrower's throw-in, or the player on turn's taking of the pot.
pub(super) fn winner(app: &App, thrower: Seat, turn: Seat) -> &'static str {
    let thrown = matches!(last_action_of(app, thrower), Some(Action::ThrowIn { .. }));
    let taken = last_action_of(app, turn) == Some(Action::TakePot);
    match (thrown, taken) {
        (true, false) => "throw-in",
        (false, true) => "take",
        other => panic!("exactly one of the two moves must be applied, got {other:?}"),
    }
}

pub(super) fn told_too_late(app: &App, faster: Seat) -> bool {
    let toast = app.world().resource::<Toast>().text.clone();
    toast.contains("zu spät") && toast.contains(table(app).name(faster))
}

#[test]
fn a_click_and_a_key_in_one_frame_race_in_the_order_the_window_reported_them() {
    let (seed, moves, thrower, turn) = race_round();
    for click_first in [true, false] {
        let mut app = race_table(seed, &moves, thrower, turn);
        // A click on the top of the pot throws in.
        let pot = pot_top(&mut app);
        if click_first {
            mouse_down(&mut app, pot);
            key_down(&mut app, KeyCode::KeyT);
        } else {
            key_down(&mut app, KeyCode::KeyT);
            mouse_down(&mut app, pot);
        }
        app.update();
        release_all(&mut app, &[KeyCode::KeyT], &[]);
        if click_first {
            assert_eq!(winner(&app, thrower, turn), "throw-in");
            assert!(
                told_too_late(&app, thrower),
                "the taker hears who was faster"
            );
        } else {
            assert_eq!(winner(&app, thrower, turn), "take");
            assert!(
                told_too_late(&app, turn),
                "the thrower hears who was faster"
            );
        }
    }
}

/// Seats a new gamepad at `seat`.
pub(super) fn pad_at(app: &mut App, seat: Seat) -> Entity {
    let pad = connect(app);
    app.world_mut()
        .resource_mut::<Owners>()
        .sit(Device::Gamepad(pad), seat.index());
    app.update();
    pad
}

#[test]
fn two_pads_in_one_frame_race_in_the_order_of_their_raw_events() {
    let (seed, moves, thrower, turn) = race_round();
    for thrower_first in [true, false] {
        let mut app = race_table(seed, &moves, thrower, turn);
        let throwing = pad_at(&mut app, thrower);
        let taking = pad_at(&mut app, turn);
        // North throws in, West takes the pot.
        let throw = (throwing, GamepadButton::North);
        let take = (taking, GamepadButton::West);
        let order = if thrower_first {
            [throw, take]
        } else {
            [take, throw]
        };
        for (pad, button) in order {
            pad_down(&mut app, pad, button);
        }
        app.update();
        release_all(&mut app, &[], &order);
        let expected = if thrower_first { "throw-in" } else { "take" };
        assert_eq!(winner(&app, thrower, turn), expected);
        let faster = if thrower_first { thrower } else { turn };
        assert!(
            told_too_late(&app, faster),
            "the later pad hears who was faster"
        );
    }
}

#[test]
fn a_key_and_a_pad_in_consecutive_frames_race_by_their_frames_either_way() {
    let (seed, moves, thrower, turn) = race_round();
    for pad_first in [true, false] {
        let mut app = race_table(seed, &moves, thrower, turn);
        let pad = pad_at(&mut app, thrower);
        // One frame after the other, 16 ms apart on the table's clock.
        if pad_first {
            pad_down(&mut app, pad, GamepadButton::North);
            app.update();
            key_down(&mut app, KeyCode::KeyT);
            app.update();
        } else {
            key_down(&mut app, KeyCode::KeyT);
            app.update();
            pad_down(&mut app, pad, GamepadButton::North);
            app.update();
        }
        release_all(&mut app, &[KeyCode::KeyT], &[(pad, GamepadButton::North)]);
        let expected = if pad_first { "throw-in" } else { "take" };
        assert_eq!(winner(&app, thrower, turn), expected);
    }
}

#[test]
fn a_key_and_a_pad_in_one_frame_rank_the_key_first() {
    // Winit delivers a frame's keys before the frame polls the gamepads, and neither carries a
    // time of its own: within one frame the keyboard ranks first, whichever was written first.
    let (seed, moves, thrower, turn) = race_round();
    for pad_written_first in [true, false] {
        let mut app = race_table(seed, &moves, thrower, turn);
        let pad = pad_at(&mut app, thrower);
        if pad_written_first {
            pad_down(&mut app, pad, GamepadButton::North);
            key_down(&mut app, KeyCode::KeyT);
        } else {
            key_down(&mut app, KeyCode::KeyT);
            pad_down(&mut app, pad, GamepadButton::North);
        }
        app.update();
        release_all(&mut app, &[KeyCode::KeyT], &[(pad, GamepadButton::North)]);
        assert_eq!(winner(&app, thrower, turn), "take");
        assert!(told_too_late(&app, turn));
        // The same frame, the same millisecond: ranked later in the stream.
        let toast = app.world().resource::<Toast>().text.clone();
        assert!(toast.contains("einen Hauch schneller"), "{toast}");
    }
}
