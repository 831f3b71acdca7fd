//! Jammerlappen's readings of the rulebook (`readings`), checked on hand-built tables: identical
//! action cards at once, the forced pickup with face-up cards only, the fourth action card, the
//! layer throwing in on its own card.

use super::deck::ActionCard::{Aussetzen, DeinProblem, Neustart, Richtungswechsel, WegDamit};
use super::tests::{Table, a, n, ok, play, refused, turn};
use super::*;
use crate::kernel::{Game, GameRng, RuleError, Seat};

fn skipped(events: &[Event]) -> Vec<u8> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Skipped { seat } => Some(seat.0),
            _ => None,
        })
        .collect()
}

#[test]
fn identical_action_cards_may_be_laid_at_once() {
    // "If you hold several identical cards in hand, you may lay them all at the same time."
    let mut g = Table::new(
        4,
        vec![
            vec![a(Aussetzen, 0), a(Aussetzen, 1), a(Neustart, 0), n(2, 0)],
            vec![n(1, 0)],
            vec![n(1, 1)],
            vec![n(1, 2)],
        ],
        0,
    )
    .pot(vec![n(7, 0)])
    .build();
    let legal = g.legal(Seat(0));
    assert!(legal.contains(&play(&[a(Aussetzen, 0)])));
    assert!(legal.contains(&play(&[a(Aussetzen, 0), a(Aussetzen, 1)])));
    assert!(legal.contains(&play(&[a(Neustart, 0)])));
    // Different action cards, or an action card with a number, are not identical.
    for cards in [
        vec![a(Aussetzen, 0), a(Neustart, 0)],
        vec![a(Aussetzen, 0), n(2, 0)],
        vec![a(Aussetzen, 0), a(Aussetzen, 0)],
        vec![a(Aussetzen, 0), a(Aussetzen, 1), a(Neustart, 0)],
    ] {
        assert!(matches!(
            refused(&mut g, 0, play(&cards), 0),
            RuleError::Illegal(_)
        ));
    }
    // Each Aussetzen! skips one seat: seats 2 and 3 are skipped, seat 4 is on turn.
    let events = ok(&mut g, 0, play(&[a(Aussetzen, 1), a(Aussetzen, 0)]), 0);
    assert_eq!(skipped(&events), vec![1, 2]);
    assert_eq!(turn(&g), 3);
    assert_eq!(g.reference(), Some(7), "the number to beat stays");
    assert_eq!(g.action_run(), 2, "both count as action cards in a row");
}

#[test]
fn two_aussetzen_with_three_players_skip_both_others() {
    let mut g = Table::new(
        3,
        vec![
            vec![a(Aussetzen, 0), a(Aussetzen, 1), n(2, 0)],
            vec![n(1, 0)],
            vec![n(1, 1)],
        ],
        0,
    )
    .pot(vec![n(1, 2)])
    .build();
    let events = ok(&mut g, 0, play(&[a(Aussetzen, 0), a(Aussetzen, 1)]), 0);
    assert_eq!(skipped(&events), vec![1, 2]);
    assert_eq!(turn(&g), 0, "every other seat passed over: the layer again");
    assert!(!events.iter().any(|e| matches!(e, Event::FreeLead { .. })));
}

#[test]
fn each_identical_action_card_takes_its_effect() {
    let hands = |cards: Vec<_>| vec![cards, vec![n(1, 0)], vec![n(1, 1)], vec![n(1, 2)]];
    // Two Richtungswechsel!: round and back again.
    let mut g = Table::new(
        4,
        hands(vec![
            a(Richtungswechsel, 0),
            a(Richtungswechsel, 1),
            n(2, 0),
        ]),
        0,
    )
    .pot(vec![n(7, 0)])
    .build();
    let events = ok(
        &mut g,
        0,
        play(&[a(Richtungswechsel, 0), a(Richtungswechsel, 1)]),
        0,
    );
    let turns = events
        .iter()
        .filter(|e| matches!(e, Event::DirectionChanged { .. }))
        .count();
    assert_eq!((turns, g.clockwise(), turn(&g)), (2, true, 1));
    // Two Dein Problem!: the 7 still applies to the next seat.
    let mut g = Table::new(
        4,
        hands(vec![a(DeinProblem, 0), a(DeinProblem, 1), n(2, 0)]),
        0,
    )
    .pot(vec![n(7, 0)])
    .build();
    ok(&mut g, 0, play(&[a(DeinProblem, 0), a(DeinProblem, 1)]), 0);
    assert_eq!((g.reference(), turn(&g), g.pot().len()), (Some(7), 1, 3));
    // Two Neustart!: the next seat begins freely, the pot stays.
    let mut g = Table::new(4, hands(vec![a(Neustart, 0), a(Neustart, 1), n(2, 0)]), 0)
        .pot(vec![n(5, 0)])
        .build();
    g.downward = true;
    let events = ok(&mut g, 0, play(&[a(Neustart, 0), a(Neustart, 1)]), 0);
    assert_eq!((g.reference(), g.downward(), turn(&g)), (None, false, 1));
    assert!(events.contains(&Event::FreeLead { seat: Seat(1) }));
    assert_eq!(g.pot().len(), 3);
    // Two Weg damit!: the pot goes with both, the layer begins again.
    let mut g = Table::new(4, hands(vec![a(WegDamit, 0), a(WegDamit, 1), n(2, 0)]), 0)
        .pot(vec![n(7, 0)])
        .build();
    let events = ok(&mut g, 0, play(&[a(WegDamit, 0), a(WegDamit, 1)]), 0);
    assert!(g.pot().is_empty());
    assert!(g.out_of_game().contains(&a(WegDamit, 1)));
    assert_eq!(turn(&g), 0);
    let removals = events
        .iter()
        .filter(|e| matches!(e, Event::PotRemoved { .. }))
        .count();
    assert_eq!(removals, 1);
}

#[test]
fn identical_action_cards_count_towards_four_in_a_row() {
    // Two in the pot, two laid at once: four action cards in a row.
    let mut g = Table::new(
        4,
        vec![
            vec![a(Aussetzen, 0), a(Aussetzen, 1), n(2, 0)],
            vec![n(1, 0)],
            vec![n(1, 1)],
            vec![n(1, 2)],
        ],
        0,
    )
    .pot(vec![n(8, 0), a(DeinProblem, 0), a(Neustart, 0)])
    .build();
    let events = ok(&mut g, 0, play(&[a(Aussetzen, 0), a(Aussetzen, 1)]), 0);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::PotRemoved {
            reason: Removal::FourActions,
            ..
        }
    )));
    assert!(g.pot().is_empty() && g.out_of_game().contains(&a(Aussetzen, 1)));
    assert_eq!(turn(&g), 0, "the one who laid the last action card begins");
    assert!(skipped(&events).len() <= 1);
    // Three in the pot and two laid: the fourth removes the pot with the fifth laid along.
    let mut g = Table::new(
        4,
        vec![
            vec![a(DeinProblem, 1), a(DeinProblem, 2), n(2, 0)],
            vec![n(1, 0)],
            vec![n(1, 1)],
            vec![n(1, 2)],
        ],
        0,
    )
    .pot(vec![
        n(8, 0),
        a(DeinProblem, 0),
        a(Neustart, 0),
        a(Aussetzen, 0),
    ])
    .build();
    ok(&mut g, 0, play(&[a(DeinProblem, 1), a(DeinProblem, 2)]), 0);
    assert!(g.pot().is_empty());
    assert_eq!((turn(&g), g.action_run()), (0, 0));
}

#[test]
fn a_fourth_richtungswechsel_still_turns_play_round() {
    let mut g = Table::new(
        4,
        vec![
            vec![a(Richtungswechsel, 0), n(2, 0)],
            vec![n(1, 0)],
            vec![n(1, 1)],
            vec![n(1, 2)],
        ],
        0,
    )
    .pot(vec![
        n(8, 0),
        a(DeinProblem, 0),
        a(Neustart, 0),
        a(Aussetzen, 0),
    ])
    .build();
    ok(&mut g, 0, play(&[a(Richtungswechsel, 0)]), 0);
    assert!(g.pot().is_empty());
    assert_eq!(turn(&g), 0, "the layer begins again");
    assert_eq!(
        g.clockwise(),
        !readings::FOURTH_ACTION_TURNS_PLAY,
        "the direction is not part of the four-in-a-row rule"
    );
    ok(&mut g, 0, play(&[n(2, 0)]), 0);
    let next = if readings::FOURTH_ACTION_TURNS_PLAY {
        3
    } else {
        1
    };
    assert_eq!(turn(&g), next);
}

#[test]
fn the_forced_pickup_offers_face_up_cards_only() {
    // "If a player has no hand cards left and none of his 3 face-up cards is playable, he must
    // nevertheless play one of his three face-up cards and take it onto his hand together with
    // the pot": a released face-down card may not be tried instead.
    let g = Table::new(3, vec![vec![], vec![n(1, 0)], vec![n(1, 1)]], 0)
        .up(0, [None, Some(n(3, 0)), Some(n(2, 0))])
        .down(0, [Some(n(11, 0)), Some(n(4, 1)), None])
        .pot(vec![n(9, 0)])
        .build();
    let legal = g.legal(Seat(0));
    assert_eq!(
        legal,
        vec![
            Action::TakeWith { card: n(3, 0) },
            Action::TakeWith { card: n(2, 0) },
        ]
    );
    let mut rng = GameRng::new(1);
    for _ in 0..50 {
        let action = g.random_action(Seat(0), &mut rng).unwrap();
        assert!(legal.contains(&action));
    }
    assert_eq!(
        g.greedy_move(Seat(0)),
        Some(Action::TakeWith { card: n(2, 0) }),
        "the weakest goes along"
    );
    let mut g = g;
    for slot in 0..3 {
        assert!(matches!(
            refused(&mut g, 0, Action::PlayBlind { slot }, 0),
            RuleError::Illegal(_)
        ));
    }
    // Once a face-up card fits, the released blind card may be tried again.
    let g = Table::new(3, vec![vec![], vec![n(1, 0)], vec![n(1, 1)]], 0)
        .up(0, [None, Some(n(10, 0)), Some(n(2, 0))])
        .down(0, [Some(n(11, 0)), Some(n(4, 1)), None])
        .pot(vec![n(9, 0)])
        .build();
    assert!(g.legal(Seat(0)).contains(&Action::PlayBlind { slot: 0 }));
}

#[test]
fn the_layer_may_throw_in_on_its_own_card() {
    // Seat 1 lays two 4s, draws the other two and completes the quartet before seat 2 lays.
    let mut g = Table::new(
        4,
        vec![
            vec![n(1, 0), n(2, 0), n(2, 1)],
            vec![n(4, 0), n(4, 1), n(3, 0)],
            vec![n(9, 0), n(10, 0), n(10, 1)],
            vec![n(8, 0), n(8, 1), n(8, 2)],
        ],
        1,
    )
    .draw(vec![n(11, 0), n(4, 2), n(4, 3)])
    .build();
    ok(&mut g, 1, play(&[n(4, 0), n(4, 1)]), 100);
    assert_eq!(
        g.throw_in_cards(Seat(1)).is_some(),
        readings::LAYER_MAY_THROW_IN
    );
    if readings::LAYER_MAY_THROW_IN {
        assert!(g.actors(100).contains(&Seat(1)));
        let events = ok(
            &mut g,
            1,
            Action::ThrowIn {
                onto: n(4, 1),
                cards: vec![n(4, 2), n(4, 3)],
            },
            200,
        );
        assert!(events.contains(&Event::ThrownIn {
            seat: Seat(1),
            cards: vec![n(4, 2), n(4, 3)],
            from: Zone::Hand,
            beat: Seat(2),
        }));
        assert!(g.pot().is_empty());
        assert_eq!(turn(&g), 1);
    }
}
