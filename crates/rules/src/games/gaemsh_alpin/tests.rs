//! Gämsh Alpin's rules with hand-made situations: races, calls, Föhn cards, the end of the game.

use super::*;
use crate::conformance;
use crate::kernel::{Game, RuleError};

#[test]
fn conforms_with_the_foehn_cards_too() {
    let config = GaemshConfig {
        foehn: true,
        ..GaemshConfig::default()
    };
    for players in [4, 6] {
        let counts = conformance::check::<Gaemsh>(&config, players, 6, 77).unwrap();
        println!("foehn {players}p: {}", counts.summary());
    }
}

#[test]
fn five_players_are_refused_in_plain_words() {
    let err = Gaemsh::new(&GaemshConfig::default(), 5, 1).unwrap_err();
    assert!(
        matches!(&err, RuleError::Setup(why) if why.contains("never 5")),
        "{err}"
    );
    assert!(Gaemsh::new(&GaemshConfig::default(), 3, 1).is_err());
    assert!(Gaemsh::new(&GaemshConfig::default(), 7, 1).is_err());
}

use super::cards::{BULL, FARMER, GAMEKEEPER, SNACK, bit};
use super::state::Snack as SnackState;
use crate::kernel::{CardId, Seat};

/// Card `k` (0..2 Day, 3 Night) of image `image`.
fn c(image: u8, k: u8) -> CardId {
    CardId(image * 4 + k)
}

/// All four cards of an image.
fn set(image: u8) -> Vec<CardId> {
    (0..4).map(|k| c(image, k)).collect()
}

/// A game in play with these hands and this middle; the rest in the draw pile. Team `t`'s signal
/// is `Gesture::ALL[t]`.
fn table(foehn: bool, hands: &[Vec<CardId>], middle: [CardId; 4]) -> Gaemsh {
    let config = GaemshConfig {
        foehn,
        ..GaemshConfig::default()
    };
    let players = hands.len();
    let mut g = Gaemsh::new(&config, players, 1).unwrap();
    for t in 0..players / 2 {
        g.apply(
            Seat(t as u8),
            &Action::PickSignal {
                gesture: Gesture::ALL[t],
            },
            0,
        )
        .unwrap();
    }
    g.collect_all();
    let mut used = 0u64;
    for (s, hand) in hands.iter().enumerate() {
        assert_eq!(hand.len(), 4);
        g.hands[s] = hand.iter().fold(0, |m, &x| m | bit(x));
        used |= g.hands[s];
    }
    for (i, &m) in middle.iter().enumerate() {
        g.middle[i] = Some(m);
        used |= bit(m);
    }
    g.draw.retain(|&x| used & bit(x) == 0);
    g.phase = Phase::Play;
    if middle.contains(&SNACK) {
        g.snack = Some(SnackState {
            until: config.snack_window_ms,
            slaps: [None; 4],
        });
    }
    g.check_invariants().unwrap();
    g
}

/// Four hands of no set (images 0..3 mixed) and a middle; 4 players.
fn plain_hands() -> Vec<Vec<CardId>> {
    vec![
        vec![c(0, 0), c(1, 0), c(2, 0), c(3, 0)],
        vec![c(0, 1), c(1, 1), c(2, 1), c(3, 1)],
        vec![c(0, 2), c(1, 2), c(2, 2), c(3, 2)],
        vec![c(0, 3), c(1, 3), c(2, 3), c(3, 3)],
    ]
}

fn play(g: &mut Gaemsh, seat: u8, action: Action, now: u64) -> Result<Vec<Event>, RuleError> {
    let r = g.apply(Seat(seat), &action, now);
    g.check_invariants().unwrap();
    r
}

/// A refusal that must leave the state exactly as it was.
fn refused(g: &mut Gaemsh, seat: u8, action: Action, now: u64) -> RuleError {
    let before = format!("{g:?}");
    let err = g.apply(Seat(seat), &action, now).unwrap_err();
    assert_eq!(before, format!("{g:?}"), "{action:?} changed the state");
    err
}

fn swap(give: CardId, take: CardId) -> Action {
    Action::Swap { give, take }
}

fn call(call: Call) -> Action {
    Action::Call { call }
}

fn illegal_key(err: &RuleError) -> String {
    match err {
        RuleError::Illegal(crate::kernel::Refusal(p)) => p.key.clone(),
        other => format!("{other:?}"),
    }
}

#[test]
fn two_swaps_racing_for_one_middle_card_the_later_is_too_late() {
    let mut g = table(false, &plain_hands(), [c(4, 0), c(5, 0), c(6, 0), c(7, 0)]);
    let events = play(&mut g, 0, swap(c(0, 0), c(4, 0)), 100).unwrap();
    assert_eq!(
        events,
        vec![Event::Swapped {
            seat: Seat(0),
            gave: c(0, 0),
            took: c(4, 0),
            slot: 0,
            fault: false
        }]
    );
    assert_eq!(
        g.middle()[0],
        Some(c(0, 0)),
        "the given card lies in the taken card's slot"
    );
    let err = refused(&mut g, 1, swap(c(0, 1), c(4, 0)), 100);
    assert_eq!(err, RuleError::TooLate);
    assert!(g.hand(Seat(0)).contains(&c(4, 0)));
    // The loser may still take the card that now lies there.
    play(&mut g, 1, swap(c(0, 1), c(0, 0)), 120).unwrap();
}

#[test]
fn taking_back_the_card_just_given_is_allowed() {
    let mut g = table(false, &plain_hands(), [c(4, 0), c(5, 0), c(6, 0), c(7, 0)]);
    let before = g.hand(Seat(2));
    play(&mut g, 2, swap(c(1, 2), c(6, 0)), 10).unwrap();
    play(&mut g, 2, swap(c(6, 0), c(1, 2)), 20).unwrap();
    assert_eq!(g.hand(Seat(2)), before);
    assert_eq!(g.middle()[2], Some(c(6, 0)));
}

#[test]
fn refused_actions_leave_the_state_untouched() {
    let mut g = table(false, &plain_hands(), [c(4, 0), c(5, 0), c(6, 0), c(7, 0)]);
    let not_mine = refused(&mut g, 0, swap(c(0, 1), c(4, 0)), 5);
    assert_eq!(illegal_key(&not_mine), "gaemsh-not-your-card");
    let own_team = refused(&mut g, 0, call(Call::Counter { team: 0 }), 5);
    assert_eq!(illegal_key(&own_team), "gaemsh-not-opposing-team");
    let no_farmer = refused(&mut g, 0, call(Call::Gaemsh { farmer: true }), 5);
    assert_eq!(illegal_key(&no_farmer), "gaemsh-no-farmer");
    let slap = refused(&mut g, 0, Action::Slap { card: c(5, 0) }, 5);
    assert_eq!(illegal_key(&slap), "gaemsh-not-slappable");
    let pick = refused(
        &mut g,
        0,
        Action::PickSignal {
            gesture: Gesture::Yawn,
        },
        5,
    );
    assert_eq!(illegal_key(&pick), "gaemsh-no-signal-to-pick");
    play(&mut g, 0, Action::NewMiddle, 5).unwrap();
    let again = refused(&mut g, 0, Action::NewMiddle, 6);
    assert_eq!(illegal_key(&again), "gaemsh-already-voted");
    assert_eq!(
        refused(&mut g, 9, Action::NewMiddle, 6),
        RuleError::NotYourTurn
    );
}

#[test]
fn gaemsh_right_scores_one_and_ends_the_round_with_the_partners_hand_shown() {
    let mut hands = plain_hands();
    hands[2] = set(5);
    hands[1] = vec![c(0, 1), c(1, 1), c(2, 1), c(0, 2)];
    let mut g = table(false, &hands, [c(4, 0), c(6, 0), c(7, 0), c(8, 0)]);
    let events = play(&mut g, 0, call(Call::Gaemsh { farmer: false }), 500).unwrap();
    assert!(events.contains(&Event::Shown {
        seat: Seat(2),
        hand: [c(5, 0), c(5, 1), c(5, 2), c(5, 3)]
    }));
    assert_eq!(g.scores(), &[1, 0]);
    assert!(matches!(g.phase(), Phase::Reveal { until: 5500 }));
    // A second call in the frozen moment is void.
    assert_eq!(
        refused(&mut g, 1, call(Call::Counter { team: 0 }), 500),
        RuleError::TooLate
    );
    assert!(g.legal(Seat(1)).is_empty());
    // After the reveal: a new deal.
    g.advance(5499);
    assert!(
        matches!(g.phase(), Phase::Reveal { .. }),
        "frozen until 5.5 s"
    );
    let events = g.advance(5500);
    assert!(matches!(events.last(), Some(Event::Dealt { round: 2, .. })));
    assert_eq!(g.phase(), Phase::Play);
    g.check_invariants().unwrap();
}

#[test]
fn gaemsh_wrong_gives_the_point_to_the_other_team_and_ends_the_round() {
    let mut g = table(false, &plain_hands(), [c(4, 0), c(5, 0), c(6, 0), c(7, 0)]);
    let events = play(&mut g, 1, call(Call::Gaemsh { farmer: false }), 500).unwrap();
    assert!(events.contains(&Event::Called {
        seat: Seat(1),
        call: Call::Gaemsh { farmer: false },
        right: false
    }));
    assert_eq!(g.scores(), &[1, 0]);
    assert!(matches!(g.phase(), Phase::Reveal { .. }));
}

#[test]
fn double_gaemsh_right_and_wrong() {
    let mut hands = plain_hands();
    hands[0] = set(6);
    hands[2] = set(5);
    hands[1] = vec![c(0, 0), c(1, 0), c(2, 0), c(3, 0)];
    hands[3] = vec![c(0, 1), c(1, 1), c(2, 1), c(3, 1)];
    let middle = [c(4, 0), c(7, 0), c(8, 0), c(0, 2)];
    let mut g = table(false, &hands, middle);
    play(&mut g, 2, call(Call::DoubleGaemsh { farmer: false }), 10).unwrap();
    assert_eq!(g.scores(), &[2, 0]);
    // Only the partner has a set: wrong, 2 to the other team.
    hands[0] = vec![c(6, 0), c(6, 1), c(6, 2), c(3, 2)];
    hands[1] = vec![c(0, 0), c(1, 0), c(2, 0), c(3, 0)];
    let mut g = table(false, &hands, [c(4, 0), c(7, 0), c(8, 0), c(6, 3)]);
    let events = play(&mut g, 0, call(Call::DoubleGaemsh { farmer: false }), 10).unwrap();
    assert_eq!(g.scores(), &[0, 2]);
    let shown = events
        .iter()
        .filter(|e| matches!(e, Event::Shown { .. }))
        .count();
    assert_eq!(shown, 2, "both hands are shown");
}

/// Six players: Marcy (seat 0) and Toby (seat 3) are team 0, Kelly (1) and Benedict (4) team 1,
/// Oscar (2) and Mike (5) team 2.
fn six(hands_with_sets: &[(usize, u8)]) -> Gaemsh {
    // Cards 0..23 dealt round: no hand holds two cards of one image.
    let mut hands: Vec<Vec<CardId>> = (0..6u8)
        .map(|s| (0..4).map(|k| CardId(s + 6 * k)).collect())
        .collect();
    // Seats without a set hold a mix; the sets come from images 6..8.
    for &(seat, image) in hands_with_sets {
        hands[seat] = set(image);
    }
    let used: u64 = hands.iter().flatten().fold(0, |m, &x| m | bit(x));
    let middle: Vec<CardId> = (0..36u8)
        .map(CardId)
        .filter(|&x| used & bit(x) == 0)
        .take(4)
        .collect();
    table(false, &hands, [middle[0], middle[1], middle[2], middle[3]])
}

#[test]
fn example_a_gaemsh_with_three_teams() {
    let mut g = six(&[(0, 6)]);
    play(
        &mut g,
        0,
        Action::Gesture {
            gesture: Gesture::Wink,
        },
        100,
    )
    .unwrap();
    play(&mut g, 3, call(Call::Gaemsh { farmer: false }), 900).unwrap();
    assert_eq!(g.scores(), &[1, 0, 0]);
    // The table noticed: a wink came before the set shown in team 0's hands.
    assert_eq!(g.watch().hits[0][Gesture::Wink.index()], 1);
}

#[test]
fn example_b_counter_gaemsh_right_with_three_teams() {
    let mut g = six(&[(1, 2 + 5)]);
    let events = play(&mut g, 3, call(Call::Counter { team: 1 }), 100).unwrap();
    assert_eq!(g.scores(), &[1, 0, 0]);
    let shown: Vec<Seat> = events
        .iter()
        .filter_map(|e| match e {
            Event::Shown { seat, .. } => Some(*seat),
            _ => None,
        })
        .collect();
    assert_eq!(shown, vec![Seat(1), Seat(4)]);
    assert!(matches!(g.phase(), Phase::Reveal { .. }));
}

#[test]
fn example_c_counter_gaemsh_wrong_gives_every_other_team_a_point() {
    let mut g = six(&[]);
    // Toby strokes his beard (not the signal); Benedict falls for it.
    play(
        &mut g,
        3,
        Action::Gesture {
            gesture: Gesture::ScratchHead,
        },
        100,
    )
    .unwrap();
    play(&mut g, 4, call(Call::Counter { team: 0 }), 400).unwrap();
    assert_eq!(g.scores(), &[1, 0, 1]);
    assert_eq!(g.penalties(), vec![0.0, 0.0, 0.0, 0.0, 1.0, 0.0]);
    assert!(
        matches!(g.phase(), Phase::Reveal { .. }),
        "hands were shown: the round ends"
    );
}

#[test]
fn outgaemshed_right_scores_three_and_the_team_picks_a_new_signal() {
    let mut g = table(false, &plain_hands(), [c(4, 0), c(5, 0), c(6, 0), c(7, 0)]);
    assert_eq!(g.signal(1), Some(Gesture::ScratchHead));
    let out = Call::Outgaemshed {
        team: 1,
        gesture: Gesture::ScratchHead,
    };
    let events = play(&mut g, 0, call(out), 50).unwrap();
    assert!(events.contains(&Event::SignalOuted {
        team: 1,
        gesture: Gesture::ScratchHead
    }));
    assert_eq!(g.scores(), &[3, 0]);
    assert_eq!(g.signal(1), None);
    let events = g.advance(50 + GaemshConfig::default().reveal_ms);
    assert_eq!(events, vec![Event::SignalsAwaited { teams: vec![1] }]);
    assert_eq!(g.phase(), Phase::Signals);
    assert_eq!(g.actors(0), vec![Seat(1), Seat(3)]);
    // Not the outed one again; team 0 has nothing to pick.
    let again = refused(
        &mut g,
        3,
        Action::PickSignal {
            gesture: Gesture::ScratchHead,
        },
        4000,
    );
    assert_eq!(illegal_key(&again), "gaemsh-signal-outed");
    let theirs = refused(
        &mut g,
        0,
        Action::PickSignal {
            gesture: Gesture::Yawn,
        },
        4000,
    );
    assert_eq!(illegal_key(&theirs), "gaemsh-no-signal-to-pick");
    let waiting = refused(&mut g, 0, Action::NewMiddle, 4000);
    assert_eq!(illegal_key(&waiting), "gaemsh-others-picking");
    let events = play(
        &mut g,
        3,
        Action::PickSignal {
            gesture: Gesture::Yawn,
        },
        4000,
    )
    .unwrap();
    assert_eq!(events[0], Event::SignalPicked { team: 1 });
    assert!(matches!(events.last(), Some(Event::Dealt { round: 2, .. })));
    assert_eq!(g.signal(1), Some(Gesture::Yawn));
}

#[test]
fn outgaemshed_wrong_gives_three_to_every_other_team_and_play_goes_on() {
    let mut g = six(&[]);
    let wrong = Call::Outgaemshed {
        team: 1,
        gesture: Gesture::Cough,
    };
    play(&mut g, 0, call(wrong), 50).unwrap();
    assert_eq!(g.scores(), &[0, 3, 3]);
    assert_eq!(g.phase(), Phase::Play);
    assert_eq!(g.signal(1), Some(Gesture::ScratchHead));
    assert_eq!(g.watch().ruled_out[1], 1 << Gesture::Cough.index());
}

/// Four players with the Gamekeeper in the middle; seat 0 holds a Night card.
fn keeper_table() -> Gaemsh {
    table(
        true,
        &plain_hands(),
        [GAMEKEEPER, c(5, 0), c(6, 3), c(7, 0)],
    )
}

/// Seat 0 gave a Day card for the Night card beside the Gamekeeper at 1000 ms: a fault.
fn faulted() -> Gaemsh {
    let mut g = keeper_table();
    play(&mut g, 0, swap(c(1, 0), c(6, 3)), 1000).unwrap();
    g
}

#[test]
fn gamekeeper_fault_slapped_in_time_undoes_the_swap_and_scores() {
    let mut g = keeper_table();
    let before = g.hand(Seat(0));
    let events = play(&mut g, 0, swap(c(1, 0), c(6, 3)), 1000).unwrap();
    assert!(matches!(events[0], Event::Swapped { fault: true, .. }));
    assert!(g.fault().is_some());
    // The partner may not catch its own team.
    let own = refused(&mut g, 2, Action::Slap { card: GAMEKEEPER }, 1100);
    assert_eq!(illegal_key(&own), "gaemsh-no-fault");
    let events = play(&mut g, 1, Action::Slap { card: GAMEKEEPER }, 1500).unwrap();
    assert!(events.contains(&Event::FaultCaught {
        by: Seat(1),
        faulty: Seat(0),
        gave: c(1, 0),
        took: c(6, 3)
    }));
    assert_eq!(g.hand(Seat(0)), before);
    assert_eq!(g.middle()[2], Some(c(6, 3)));
    assert_eq!(g.scores(), &[0, 1]);
    // Only the first slap counts.
    assert_eq!(
        refused(&mut g, 3, Action::Slap { card: GAMEKEEPER }, 1510),
        RuleError::TooLate
    );
}

#[test]
fn the_card_a_caught_seat_takes_back_stays_in_every_view() {
    let mut g = faulted();
    play(&mut g, 1, Action::Slap { card: GAMEKEEPER }, 1500).unwrap();
    // Seat 0 gave c(1, 0) face up into the middle and took it back in sight of all.
    let gave = c(1, 0);
    assert!(g.hand(Seat(0)).contains(&gave));
    for view in Seat::all(4).map(|s| g.view(s)).chain([g.public_view()]) {
        assert_ne!(view.known[0] & bit(gave), 0, "{:?}", view.viewer);
        assert!(
            Gaemsh::view_cards(&view).contains(&gave),
            "{:?}",
            view.viewer
        );
        if view.viewer.is_some() {
            assert_ne!(view.seen_of(Seat(0)) & bit(gave), 0);
        }
    }
    // A bot's determinization deals it to seat 0, where it is.
    let mut rng = crate::kernel::GameRng::new(7);
    for s in Seat::all(4) {
        let d = Gaemsh::determinize(&g.view(s), &mut rng);
        assert!(d.hand(Seat(0)).contains(&gave));
        d.check_invariants().unwrap();
    }
}

#[test]
fn gamekeeper_fault_slapped_too_late() {
    let mut g = faulted();
    let until = g.fault().unwrap().until;
    assert_eq!(g.next_deadline(), Some(until));
    let events = g.advance(until);
    assert_eq!(events, vec![Event::FaultLapsed { faulty: Seat(0) }]);
    assert_eq!(
        refused(&mut g, 1, Action::Slap { card: GAMEKEEPER }, until + 1),
        RuleError::TooLate
    );
    // And a fault lapses when the faulty player swaps again.
    let mut g = faulted();
    play(&mut g, 0, swap(c(2, 0), c(5, 0)), 1200).unwrap();
    assert_eq!(g.fault(), None);
    assert_eq!(
        refused(&mut g, 1, Action::Slap { card: GAMEKEEPER }, 1300),
        RuleError::TooLate
    );
    assert_eq!(g.scores(), &[0, 0]);
}

#[test]
fn smart_farmer_lets_three_suffice() {
    let mut hands = plain_hands();
    hands[2] = vec![c(5, 0), c(5, 1), c(5, 2), c(3, 2)];
    let middle = [FARMER, c(4, 0), c(6, 0), c(5, 3)];
    let mut g = table(true, &hands, middle);
    assert!(
        g.legal(Seat(0))
            .contains(&call(Call::Gaemsh { farmer: true }))
    );
    let events = play(&mut g, 0, call(Call::Gaemsh { farmer: true }), 10).unwrap();
    assert!(events.contains(&Event::Called {
        seat: Seat(0),
        call: Call::Gaemsh { farmer: true },
        right: true
    }));
    assert_eq!(g.scores(), &[1, 0]);
    // Without slapping the Farmer three are not enough.
    let mut g = table(true, &hands, middle);
    play(&mut g, 0, call(Call::Gaemsh { farmer: false }), 10).unwrap();
    assert_eq!(g.scores(), &[0, 1]);
}

fn snack_table(players: usize, middle: [CardId; 4]) -> Gaemsh {
    let hands: Vec<Vec<CardId>> = (0..players as u8)
        .map(|s| vec![c(s, 0), c(s, 1), c(s, 2), c(s + 1, 3)])
        .collect();
    table(true, &hands, middle)
}

#[test]
fn hearty_snack_both_partners_slapping_score_a_point() {
    let mut g = snack_table(4, [SNACK, c(8, 0), c(8, 1), c(8, 2)]);
    let no_swap = refused(&mut g, 0, swap(c(0, 0), c(8, 0)), 5);
    assert_eq!(illegal_key(&no_swap), "gaemsh-swap-during-snack");
    let snack = refused(&mut g, 0, Action::Slap { card: SNACK }, 5);
    assert_eq!(illegal_key(&snack), "gaemsh-not-slappable");
    play(&mut g, 0, Action::Slap { card: c(8, 0) }, 100).unwrap();
    assert_eq!(
        refused(&mut g, 1, Action::Slap { card: c(8, 0) }, 100),
        RuleError::TooLate
    );
    let twice = refused(&mut g, 0, Action::Slap { card: c(8, 1) }, 110);
    assert_eq!(illegal_key(&twice), "gaemsh-one-slap-each");
    play(&mut g, 2, Action::Slap { card: c(8, 1) }, 120).unwrap();
    let events = play(&mut g, 1, Action::Slap { card: c(8, 2) }, 130).unwrap();
    // All three slapped: team 0 (both partners) scores, team 1 (one) does not; a new middle.
    assert!(events.contains(&Event::Scored {
        team: 0,
        points: 1,
        total: 1,
        why: ScoreWhy::Snack
    }));
    assert_eq!(g.scores(), &[1, 0]);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::NewMiddle {
            why: MiddleWhy::Snack,
            ..
        }
    )));
    assert!(!g.middle().contains(&Some(SNACK)));
}

#[test]
fn hearty_snack_slapped_by_one_partner_scores_nothing() {
    let mut g = snack_table(4, [c(8, 0), SNACK, c(8, 1), c(8, 2)]);
    play(&mut g, 0, Action::Slap { card: c(8, 0) }, 100).unwrap();
    play(&mut g, 1, Action::Slap { card: c(8, 1) }, 120).unwrap();
    let until = g.snack().unwrap().until;
    assert_eq!(g.next_deadline(), Some(until));
    let events = g.advance(until);
    assert!(events.iter().any(|e| matches!(e, Event::SnackOver { .. })));
    assert_eq!(g.scores(), &[0, 0]);
    assert!(!g.middle().contains(&Some(SNACK)));
}

#[test]
fn hearty_snack_three_way_tie_scores_every_team() {
    let mut g = snack_table(6, [c(8, 0), c(8, 1), SNACK, c(8, 2)]);
    play(&mut g, 0, Action::Slap { card: c(8, 0) }, 100).unwrap();
    play(&mut g, 4, Action::Slap { card: c(8, 1) }, 110).unwrap();
    play(&mut g, 5, Action::Slap { card: c(8, 2) }, 120).unwrap();
    assert_eq!(g.scores(), &[1, 1, 1]);
}

#[test]
fn raging_bull_replaces_the_middle_unless_the_snack_lies_there() {
    let mut g = snack_table(4, [c(8, 0), BULL, c(8, 1), c(8, 2)]);
    let events = play(&mut g, 3, Action::Slap { card: BULL }, 100).unwrap();
    assert!(events.iter().any(|e| matches!(
        e,
        Event::NewMiddle {
            why: MiddleWhy::Bull,
            ..
        }
    )));
    for card in [BULL, c(8, 0), c(8, 1), c(8, 2)] {
        assert!(!g.middle().contains(&Some(card)));
    }
    assert_eq!(
        refused(&mut g, 1, Action::Slap { card: BULL }, 110),
        RuleError::TooLate
    );
    // With the Snack: the Bull is one of the Snack's cards, nothing is replaced yet.
    let mut g = snack_table(4, [c(8, 0), BULL, SNACK, c(8, 2)]);
    let events = play(&mut g, 3, Action::Slap { card: BULL }, 100).unwrap();
    assert_eq!(events.len(), 1);
    assert_eq!(g.middle()[1], Some(BULL));
    assert_eq!(g.snack().unwrap().slaps[1], Some(Seat(3)));
}

#[test]
fn the_game_ends_at_nine_and_tied_teams_all_win() {
    let mut g = six(&[]);
    g.scores = vec![8, 8, 5];
    // Team 2 calls a wrong Gämsh: teams 0 and 1 reach 9 together.
    let events = play(&mut g, 2, call(Call::Gaemsh { farmer: false }), 10).unwrap();
    assert_eq!(
        events.last(),
        Some(&Event::GameOver {
            winners: vec![0, 1]
        })
    );
    assert!(g.is_over());
    let outcome = g.outcome().unwrap();
    assert_eq!(outcome.winners(), vec![Seat(0), Seat(1), Seat(3), Seat(4)]);
    let reading = &outcome.seats[0].reading;
    assert!(matches!(reading, crate::kernel::Reading(p) if p.key == "gaemsh-won-tied"));
    assert_eq!(outcome.seats[2].score, 5.0);
    assert!(
        matches!(&outcome.seats[2].reading, crate::kernel::Reading(p) if p.key == "gaemsh-lost")
    );
    assert_eq!(
        refused(&mut g, 0, Action::NewMiddle, 20),
        RuleError::GameOver
    );
}

#[test]
fn a_new_middle_after_idle_time_or_when_everybody_asks_and_the_pile_is_refilled() {
    let mut g = table(false, &plain_hands(), [c(4, 0), c(5, 0), c(6, 0), c(7, 0)]);
    play(&mut g, 0, swap(c(0, 0), c(4, 0)), 1000).unwrap();
    assert_eq!(g.next_deadline(), Some(5000));
    assert!(g.advance(4999).is_empty());
    let events = g.advance(5000);
    assert!(matches!(
        events[0],
        Event::NewMiddle {
            why: MiddleWhy::Idle,
            ..
        }
    ));
    assert_eq!(g.discards().len(), 4);
    for s in 0..4 {
        play(&mut g, s, Action::NewMiddle, 5100).unwrap();
    }
    assert_eq!(g.discards().len(), 8);
    // 36 - 16 in hands - 4 in the middle = 16 cards outside: the pile runs dry and is refilled.
    let mut reshuffled = false;
    for i in 0..4 {
        let events = g.advance(10_000 + 5000 * i);
        reshuffled |= events.iter().any(|e| matches!(e, Event::Reshuffled { .. }));
        g.check_invariants().unwrap();
    }
    assert!(reshuffled);
}

#[test]
fn a_seat_sees_its_hand_the_middle_and_its_own_signal_only() {
    let mut g = table(false, &plain_hands(), [c(4, 0), c(5, 0), c(6, 0), c(7, 0)]);
    play(&mut g, 1, swap(c(0, 1), c(4, 0)), 10).unwrap();
    let view = g.view(Seat(0));
    assert_eq!(view.hand_cards(), g.hand(Seat(0)));
    assert_eq!(view.signal, Some(Gesture::Wink));
    assert_eq!(g.view(Seat(1)).signal, Some(Gesture::ScratchHead));
    // Of seat 1's hand, seat 0 knows only the card it saw taken.
    assert_eq!(view.seen_of(Seat(1)), bit(c(4, 0)));
    let text = format!("{view:?}");
    assert!(
        !text.contains("ScratchHead"),
        "another team's signal leaked"
    );
    let mut rng = crate::kernel::GameRng::new(3);
    let d = Gaemsh::determinize(&view, &mut rng);
    d.check_invariants().unwrap();
    assert_eq!(format!("{:?}", d.view(Seat(0))), text);
    assert!(d.hand(Seat(1)).contains(&c(4, 0)));
}

#[test]
fn sim_runs_gaemsh_with_the_foehn_option_through_the_registry() {
    use crate::bots::Level;
    use crate::kernel::{OptionValue, OptionValues};
    use crate::sim::SimRequest;
    let info = crate::games::find("gaemsh").unwrap();
    let request = SimRequest {
        players: 4,
        games: 3,
        seed: 1,
        levels: vec![Level::Normal, Level::Easy],
        options: OptionValues::from([("foehn".into(), OptionValue::Bool(true))]),
        check: true,
        replays: None,
    };
    let report = (info.sim)(&request).unwrap();
    assert_eq!((report.game.as_str(), report.failures), ("gaemsh", 0));
    assert!(report.actions > 0);
    let five = SimRequest {
        players: 5,
        ..request
    };
    let err = (info.sim)(&five).unwrap_err();
    assert!(err.contains("never 5"), "{err}");
}

/// Every seat's view determinizes to a state with the same view and the same legal actions.
fn determinizes(g: &Gaemsh) {
    let mut rng = crate::kernel::GameRng::new(17);
    for s in 0..g.players() as u8 {
        let view = g.view(Seat(s));
        for _ in 0..5 {
            let d = Gaemsh::determinize(&view, &mut rng);
            d.check_invariants().unwrap();
            assert_eq!(format!("{:?}", d.view(Seat(s))), format!("{view:?}"));
            assert_eq!(d.legal(Seat(s)), g.legal(Seat(s)));
        }
    }
}

#[test]
fn views_determinize_with_a_fault_open_the_snack_out_and_hands_shown() {
    determinizes(&faulted());
    let mut g = snack_table(4, [SNACK, c(8, 0), c(8, 1), c(8, 2)]);
    play(&mut g, 0, Action::Slap { card: c(8, 0) }, 100).unwrap();
    determinizes(&g);
    // The Snack lies in the draw pile of any determinization, never in a hand.
    let mut g = snack_table(4, [c(8, 3), c(8, 0), c(8, 1), c(8, 2)]);
    determinizes(&g);
    play(&mut g, 1, call(Call::Counter { team: 0 }), 10).unwrap();
    assert!(matches!(g.phase(), Phase::Reveal { .. }));
    determinizes(&g);
    let view = g.view(Seat(1));
    assert_eq!(
        view.seen_of(Seat(0)),
        g.hand_mask(Seat(0)),
        "a shown hand is known"
    );
}
