//! Gämsh Alpin on gamepads beyond the cursor, from raw gamepad messages: slapping by direction
//! (two pads on one card in one frame, both orders), swapping by the shoulders and a direction
//! against a mouse, the gesture and call wheels (a gesture, then Outgämshed at a team naming a
//! gesture), a slap on the Smart Farmer as the Gämsh it goes with, and several people peeking at their own hands at once with no pass gate.

use super::devices::{pad_down, release_all};
use super::gaemsh::{
    actions_of, bull_seed, farmer_seed, pad_at, pads_race_for_the_bull, people_table,
    race_mouse_and_pad, slaps_on, table,
};
use bevy::input::gamepad::{RawGamepadButtonChangedEvent, RawGamepadEvent};
use bevy::prelude::*;
use stammtisch::games::gaemsh::pad::SLOT_OF_DIRECTION;
use stammtisch::table::cards::{CardPlace, TableCard};
use stammtisch::table::privacy::Privacy;
use stammtisch::table::seats::TableSeats;
use stammtisch_rules::games::gaemsh_alpin::cards::{BULL, FARMER};
use stammtisch_rules::games::gaemsh_alpin::{Action, Call, Gesture};
use stammtisch_rules::{CardId, Seat};

/// The D-pad button that aims at middle slot `slot`.
fn direction_to(slot: usize) -> GamepadButton {
    let d = SLOT_OF_DIRECTION.iter().position(|&s| s == slot).unwrap();
    [
        GamepadButton::DPadUp,
        GamepadButton::DPadRight,
        GamepadButton::DPadDown,
        GamepadButton::DPadLeft,
    ][d]
}

fn slot_of(app: &App, card: CardId) -> usize {
    table(app)
        .game
        .middle()
        .iter()
        .position(|c| *c == Some(card))
        .expect("the card lies in the middle")
}

fn pad_up(app: &mut App, pad: Entity, button: GamepadButton) {
    app.world_mut()
        .write_message(RawGamepadEvent::Button(RawGamepadButtonChangedEvent::new(
            pad, button, 0.0,
        )));
}

/// Buttons go down in the order given, one frame runs, then they go up and a frame runs.
fn chord(app: &mut App, presses: &[(Entity, GamepadButton)]) {
    for &(pad, button) in presses {
        pad_down(app, pad, button);
    }
    app.update();
    release_all(app, &[], presses);
}

#[test]
fn two_pads_slapping_the_bull_by_direction_in_one_frame_race_in_raw_event_order() {
    pads_race_for_the_bull(|app, [first, second]| {
        let toward = direction_to(slot_of(app, BULL));
        let slap = GamepadButton::RightTrigger2;
        // Each pad: the direction, then the trigger; all in one frame, raw events in this order.
        chord(
            app,
            &[
                (first, toward),
                (first, slap),
                (second, toward),
                (second, slap),
            ],
        );
    });
}

/// The trigger with a direction at the Smart Farmer slaps it as the rulebook has it slapped: with
/// a Gämsh call (the partner's three suffice), not as a slap the rules refuse.
#[test]
fn a_pad_slap_on_the_smart_farmer_calls_gaemsh_with_it() {
    let mut app = people_table(farmer_seed());
    let pad = pad_at(&mut app, Seat(0));
    let toward = direction_to(slot_of(&app, FARMER));
    chord(
        &mut app,
        &[(pad, toward), (pad, GamepadButton::RightTrigger2)],
    );
    app.update();
    let call = Action::Call {
        call: Call::Gaemsh { farmer: true },
    };
    assert_eq!(actions_of(&app, Seat(0)), [call]);
    assert_eq!(table(&app).game.scores(), &[1, 0], "three sufficed");
}

#[test]
fn a_direction_alone_moves_the_cursor_and_slaps_nothing() {
    let mut app = people_table(bull_seed());
    let pad = pad_at(&mut app, Seat(1));
    let toward = direction_to(slot_of(&app, BULL));
    chord(&mut app, &[(pad, toward)]);
    assert_eq!(slaps_on(&app, Seat(1), BULL), 0);
    // The trigger alone neither.
    chord(&mut app, &[(pad, GamepadButton::RightTrigger2)]);
    assert_eq!(slaps_on(&app, Seat(1), BULL), 0);
    // Held trigger, then the direction: a slap.
    pad_down(&mut app, pad, GamepadButton::RightTrigger2);
    app.update();
    chord(&mut app, &[(pad, toward)]);
    pad_up(&mut app, pad, GamepadButton::RightTrigger2);
    app.update();
    assert_eq!(
        slaps_on(&app, Seat(1), BULL),
        1,
        "trigger held, then a direction"
    );
}

#[test]
fn a_pad_swapping_by_shoulder_and_direction_races_a_mouse_for_one_middle_card() {
    race_mouse_and_pad(
        |app, pad, seat| {
            let hand = table(app).game.hand(seat);
            // The right shoulder chooses the first hand card, again the second, the left back.
            for (shoulder, k) in [
                (GamepadButton::RightTrigger, 0),
                (GamepadButton::RightTrigger, 1),
                (GamepadButton::LeftTrigger, 0),
            ] {
                chord(app, &[(pad, shoulder)]);
                assert_eq!(table(app).picked(seat), Some(hand[k]), "shoulder step");
            }
            // East drops the choice; the right shoulder chooses the first card again.
            chord(app, &[(pad, GamepadButton::East)]);
            assert_eq!(table(app).picked(seat), None, "East dropped the choice");
            chord(app, &[(pad, GamepadButton::RightTrigger)]);
            hand[0]
        },
        // With a hand card chosen, the direction of the wanted card's slot takes it.
        |app, pad, _, slot| chord(app, &[(pad, direction_to(slot))]),
    );
}

/// Holds `button`, points with `directions`, releases everything.
fn wheel(app: &mut App, pad: Entity, button: GamepadButton, directions: &[GamepadButton]) {
    pad_down(app, pad, button);
    app.update();
    for &d in directions {
        pad_down(app, pad, d);
    }
    app.update();
    let mut all = vec![(pad, button)];
    all.extend(directions.iter().map(|&d| (pad, d)));
    release_all(app, &[], &all);
}

#[test]
fn a_pad_gestures_and_calls_outgaemshed_at_a_team_through_its_wheels() {
    let mut app = people_table(bull_seed());
    let seat = Seat(1);
    let pad = pad_at(&mut app, seat);
    // West held, pointing right (the third gesture clockwise from up), released.
    wheel(
        &mut app,
        pad,
        GamepadButton::West,
        &[GamepadButton::DPadRight],
    );
    assert!(
        actions_of(&app, seat).contains(&Action::Gesture {
            gesture: Gesture::TapCards
        }),
        "the gesture wheel made the gesture"
    );
    // North held, up-left: Outgämshed at the first opposing team; then the gesture wheel names
    // their signal (down: the fifth gesture, the whistle).
    wheel(
        &mut app,
        pad,
        GamepadButton::North,
        &[GamepadButton::DPadUp, GamepadButton::DPadLeft],
    );
    let team = 1 - table(&app).game.team_of(seat) as u8;
    assert_eq!(table(&app).local.pointing[seat.index()], Some(team));
    wheel(
        &mut app,
        pad,
        GamepadButton::West,
        &[GamepadButton::DPadDown],
    );
    assert!(
        actions_of(&app, seat).contains(&Action::Call {
            call: Call::Outgaemshed {
                team,
                gesture: Gesture::Whistle
            }
        }),
        "the rules saw Outgämshed at team {team} naming the whistle: {:?}",
        actions_of(&app, seat)
    );
    // A tap on North without pointing asks for a new middle.
    chord(&mut app, &[(pad, GamepadButton::North)]);
    assert!(actions_of(&app, seat).contains(&Action::NewMiddle));
}

fn face_up(app: &mut App, seat: Seat) -> Vec<bool> {
    let hand = table(app).game.hand(seat);
    let mut q = app.world_mut().query::<(&TableCard, &CardPlace)>();
    hand.iter()
        .map(|&id| {
            q.iter(app.world())
                .find(|(c, _)| c.id() == Some(id))
                .unwrap()
                .1
                .face_up
        })
        .collect()
}

#[test]
fn two_pad_people_each_peek_at_only_their_own_hand_in_real_time_play() {
    let mut app = people_table(bull_seed());
    let (a, b) = (Seat(1), Seat(2));
    let pad_a = pad_at(&mut app, a);
    let pad_b = pad_at(&mut app, b);
    app.update();
    {
        let seats = app.world().resource::<TableSeats>();
        assert!(seats.on_turn.len() == 4, "everyone acts at once");
        let privacy = app.world().resource::<Privacy>();
        assert_eq!(privacy.gate_for(seats), None, "no pass gate in real time");
    }
    let peek = GamepadButton::LeftTrigger2;
    for (pad, own) in [(pad_a, a), (pad_b, b)] {
        pad_down(&mut app, pad, peek);
        app.update();
        app.update();
        for seat in Seat::all(4) {
            let shown = face_up(&mut app, seat);
            let wanted = seat == own;
            assert!(
                shown.iter().all(|&f| f == wanted),
                "{own:?} peeks: seat {seat:?}'s hand face up {shown:?}"
            );
        }
        pad_up(&mut app, pad, peek);
        app.update();
        app.update();
        assert!(face_up(&mut app, own).iter().all(|f| !f), "hidden again");
    }
    // Both at once: each their own, nobody else's.
    pad_down(&mut app, pad_a, peek);
    pad_down(&mut app, pad_b, peek);
    app.update();
    app.update();
    for seat in Seat::all(4) {
        let wanted = seat == a || seat == b;
        assert!(face_up(&mut app, seat).iter().all(|&f| f == wanted));
    }
}
