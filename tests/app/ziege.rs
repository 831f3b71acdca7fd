//! Nur die Ziege zählt at the real table: bots play a whole match to the results screen, and a
//! human lays a tile by picking places beside the board and plays a card by clicking it.

use super::harness::{app, run_until, screen, sit_down};
use bevy::input::ButtonState;
use bevy::input::mouse::MouseButtonInput;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use stammtisch::games::ziege::input::tile_at;
use stammtisch::games::ziege::{BoardSlot, ZiegeMatch};
use stammtisch::screens::results::FinalOutcome;
use stammtisch::screens::{BOT_NAMES, MatchSetup, Screen, SeatKind};
use stammtisch::table::cards::{CardPlace, TableCard};
use stammtisch::table::hit::Clickable;
use stammtisch::table::seats::TableSeats;
use stammtisch_rules::bots::Level;
use stammtisch_rules::games::ziege::{Action, Phase, Placement, card_id, legal_placements};
use stammtisch_rules::{Game, LogEntry, Seat};

fn table(app: &App) -> &ZiegeMatch {
    app.world().resource::<ZiegeMatch>()
}

fn ziege_setup(players: usize, human: bool, seed: u64) -> MatchSetup {
    let mut setup = MatchSetup::against_bots("ziege", players, Level::Easy, "Du", seed);
    setup.seats = (0..players)
        .map(|i| match (i, human) {
            (0, true) => SeatKind::Human { name: "Du".into() },
            _ => SeatKind::Bot {
                name: BOT_NAMES[i].into(),
                level: Level::Easy,
            },
        })
        .collect();
    setup
}

#[test]
fn bots_play_a_whole_match_of_ziege_to_the_results_screen() {
    let mut app = app();
    sit_down(&mut app, ziege_setup(4, false, 11));
    let mut frames_checked = 0;
    run_until(&mut app, 30_000, "the results screen", |app| {
        if let Some(table) = app.world().get_resource::<ZiegeMatch>() {
            let game = table.game.clone();
            game.check_invariants()
                .expect("the table's game keeps its invariants");
            // One entity per card of the deck, no more, no less; no bot's hand shows face up.
            let mut query = app.world_mut().query::<(&TableCard, &CardPlace)>();
            let mut ids: Vec<u8> = query.iter(app.world()).map(|(c, _)| c.0.0).collect();
            ids.sort();
            assert_eq!(ids, (0..50).collect::<Vec<u8>>());
            for (card, place) in query.iter(app.world()) {
                let number = card.0.0 + 1;
                if Seat::all(4).any(|s| game.hand(s).contains(&number)) {
                    assert!(!place.face_up, "a bot's card {number} lies face up");
                }
            }
            let mut slots = app.world_mut().query::<&BoardSlot>();
            let count = slots.iter(app.world()).count();
            assert!(
                count == 0 || count == 28,
                "{count} tile places beside the board"
            );
            frames_checked += 1;
        }
        screen(app) == Screen::Results
    });
    assert!(frames_checked > 100);
    let outcome = app.world().resource::<FinalOutcome>();
    assert_eq!(outcome.names.len(), 4);
    assert_eq!(outcome.outcome.seats.len(), 4);
    let best = outcome
        .outcome
        .seats
        .iter()
        .map(|s| s.score)
        .fold(f64::MIN, f64::max);
    for seat in &outcome.outcome.seats {
        assert_eq!(seat.winner, seat.score == best);
        // Four rounds of at most 5 points.
        assert!(seat.score <= 20.0);
        assert_eq!(
            seat.breakdown.matches(" + ").count(),
            3,
            "{}",
            seat.breakdown
        );
    }
}

/// The human's last move in the replay log.
fn last_human_action(app: &App) -> Option<serde_json::Value> {
    table(app).log.entries.iter().rev().find_map(|e| match e {
        LogEntry::Action {
            seat: Seat(0),
            action,
            ..
        } => Some(action.clone()),
        _ => None,
    })
}

fn human_on_turn(app: &App) -> bool {
    app.world().resource::<TableSeats>().human_on_turn() == Some(Seat(0))
}

/// Clicks the left button with the pointer at `at` (table coordinates).
fn click_at(app: &mut App, at: Vec2) {
    let mut windows = app
        .world_mut()
        .query_filtered::<(Entity, &mut Window), With<PrimaryWindow>>();
    let (window, mut w) = windows.single_mut(app.world_mut()).unwrap();
    let (width, height) = (w.width(), w.height());
    w.set_cursor_position(Some(Vec2::new(at.x + width / 2.0, height / 2.0 - at.y)));
    for state in [ButtonState::Pressed, ButtonState::Released] {
        app.world_mut().write_message(MouseButtonInput {
            button: MouseButton::Left,
            state,
            window,
        });
        app.update();
    }
}

/// Lets the cards land and the table's pauses run out (150 frames of the manual clock).
fn settle(app: &mut App) {
    for _ in 0..150 {
        app.update();
    }
}

#[test]
fn a_human_lays_a_tile_beside_the_board_and_plays_a_card_by_clicking() {
    let mut app = app();
    sit_down(&mut app, ziege_setup(3, true, 8));
    run_until(&mut app, 5000, "the human's prediction", |app| {
        human_on_turn(app) && matches!(table(app).game.phase(), Phase::Predict { .. })
    });
    settle(&mut app);
    // Only places where a legal tile fits can be picked; a pick shows the tile, a second lays it.
    let mut slots = app
        .world_mut()
        .query::<(Entity, &BoardSlot, Has<Clickable>, &Transform)>();
    let slots: Vec<(Entity, BoardSlot, bool, Vec2)> = slots
        .iter(app.world())
        .map(|(e, s, c, t)| (e, *s, c, t.translation.truncate()))
        .collect();
    assert_eq!(slots.len(), 28, "fourteen rows, two sides");
    let legal: Vec<Placement> = legal_placements(table(&app).game.tiles())
        .filter(|p| p.points == table(&app).local.choice.points)
        .collect();
    for (_, slot, clickable, _) in &slots {
        let fits = legal
            .iter()
            .any(|p| p.side == slot.side && (p.first_row..=p.last_row()).contains(&slot.row));
        assert_eq!(
            *clickable, fits,
            "{slot:?} is pickable exactly when a tile fits there"
        );
    }
    let (_, slot, _, at) = *slots.iter().find(|s| s.2).expect("a free place");
    let expected = tile_at(
        table(&app),
        slot.side,
        slot.row,
        table(&app).local.choice.points,
    )
    .unwrap();
    click_at(&mut app, at);
    assert_eq!(
        table(&app).local.choice.preview,
        Some(expected),
        "the first pick shows the tile"
    );
    assert_eq!(
        table(&app).game.tile(Seat(0)),
        None,
        "and does not lay it yet"
    );
    click_at(&mut app, at);
    assert_eq!(
        table(&app).game.tile(Seat(0)),
        Some(expected),
        "the second pick lays it"
    );
    assert_eq!(
        last_human_action(&app),
        Some(serde_json::to_value(Action::PlaceTile(expected)).unwrap())
    );
    // Now the tricks: wait for the human's turn to play, then click a card of the hand.
    run_until(&mut app, 5000, "the human's turn in a trick", |app| {
        human_on_turn(app) && matches!(table(app).game.phase(), Phase::Trick { .. })
    });
    settle(&mut app);
    let hand = table(&app).game.hand(Seat(0));
    let card = hand[hand.len() / 2];
    let mut cards = app
        .world_mut()
        .query::<(&TableCard, &Transform, &CardPlace)>();
    let (at, face_up) = cards
        .iter(app.world())
        .find(|(c, _, _)| c.0 == card_id(card))
        .map(|(_, t, p)| (t.translation.truncate(), p.face_up))
        .unwrap();
    assert!(face_up, "the one human sees their own hand");
    click_at(&mut app, at);
    assert!(
        !table(&app).game.hand(Seat(0)).contains(&card),
        "the clicked card {card} left the hand"
    );
    assert_eq!(
        last_human_action(&app),
        Some(serde_json::to_value(Action::PlayCard(card)).unwrap())
    );
}

/// The round's scoreboard stays until a person continues; then the next round is dealt.
#[test]
fn the_round_scoreboard_waits_for_a_person() {
    let mut app = app();
    sit_down(&mut app, ziege_setup(3, true, 21));
    // A bot stands in for the person's moves; the person still sits at the table.
    app.world_mut().resource_mut::<TableSeats>().stand_in[0] = Some(Level::Easy);
    run_until(&mut app, 30_000, "the first round's scoreboard", |app| {
        table(app).waits_for_person()
    });
    assert!(table(&app).scoreboard_up());
    let before = table(&app).log.entries.len();
    for _ in 0..2000 {
        app.update();
    }
    assert_eq!(table(&app).log.entries.len(), before, "nobody dealt");
    assert!(table(&app).scoreboard_up(), "the scoreboard stays up");
    crate::devices::key(&mut app, KeyCode::Enter); // "Weiter"
    run_until(&mut app, 600, "the next round dealt", |app| {
        table(app).log.entries.len() > before
    });
    assert!(!table(&app).scoreboard_up());
}
