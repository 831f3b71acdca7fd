//! A simulated mouse click on a hand card, then on a middle card, swaps them.

use super::devices::key;
use super::harness::{app, run_until, sit_down};
use bevy::input::ButtonState;
use bevy::input::mouse::MouseButtonInput;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use stammtisch::core::MatchSetup;
use stammtisch::games::schwimmen::SchwimmenMatch;
use stammtisch::table::cards::TableCard;
use stammtisch_rules::bots::Level;
use stammtisch_rules::games::schwimmen::{Action, Phase};
use stammtisch_rules::{CardId, Seat};

fn table(app: &App) -> &SchwimmenMatch {
    app.world().resource::<SchwimmenMatch>()
}

/// Clicks the left button with the pointer over `card`'s current place.
fn click_card(app: &mut App, card: CardId) {
    let mut cards = app.world_mut().query::<(&TableCard, &Transform)>();
    let at = cards
        .iter(app.world())
        .find(|(c, _)| c.id() == Some(card))
        .map(|(_, t)| t.translation.truncate())
        .unwrap();
    let mut windows = app
        .world_mut()
        .query_filtered::<(Entity, &mut Window), With<PrimaryWindow>>();
    let (window, mut w) = windows.single_mut(app.world_mut()).unwrap();
    let (width, height) = (w.width(), w.height());
    w.set_cursor_position(Some(Vec2::new(at.x + width / 2.0, height / 2.0 - at.y)));
    app.world_mut().write_message(MouseButtonInput {
        button: MouseButton::Left,
        state: ButtonState::Pressed,
        window,
    });
    app.update();
    app.world_mut().write_message(MouseButtonInput {
        button: MouseButton::Left,
        state: ButtonState::Released,
        window,
    });
    app.update();
}

#[test]
fn clicking_a_hand_card_then_a_middle_card_swaps_them() {
    let mut app = app();
    sit_down(
        &mut app,
        MatchSetup::against_bots("schwimmen", 3, Level::Easy, "Du", 5),
    );
    // Play on until the human is on turn in the play phase (deal and packet choice by verbs).
    run_until(&mut app, 5000, "the human's turn", |app| {
        let t = table(app);
        let on_turn = app
            .world()
            .resource::<stammtisch::table::seats::TableSeats>()
            .human_on_turn();
        if on_turn == Some(Seat(0)) {
            match t.game.phase() {
                Phase::Play { .. } => return true,
                // Space deals and keeps the packet.
                Phase::Deal | Phase::DealerChoice => key(app, KeyCode::Space),
                Phase::GameOver { .. } => panic!("the game ended before the human played"),
            };
        }
        false
    });
    // Let the deal land so the cards lie where the rules put them.
    for _ in 0..150 {
        app.update();
    }
    let hand = table(&app).game.hand(Seat(0));
    let middle = table(&app).game.middle().expect("the middle lies open");
    click_card(&mut app, hand[1]);
    assert_eq!(
        table(&app).local.picked,
        Some(hand[1]),
        "the first click picks the hand card"
    );
    click_card(&mut app, middle[2]);
    let log = &table(&app).log;
    let last_human_action = log.entries.iter().rev().find_map(|e| match e {
        stammtisch_rules::LogEntry::Action {
            seat: Seat(0),
            action,
            ..
        } => Some(action.clone()),
        _ => None,
    });
    assert_eq!(
        last_human_action,
        Some(serde_json::to_value(Action::Swap { hand: 1, middle: 2 }).unwrap()),
        "the two clicks swap hand card 2 with middle card 3"
    );
    // Either the swapped card now lies in the middle, or (on a 31) the round ended with it in hand.
    let t = table(&app);
    let now_middle = t.game.middle().unwrap();
    assert!(now_middle[2] == hand[1] || t.game.last_round().is_some());
}
