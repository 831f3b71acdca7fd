//! Gussy Gorillas' rules on dealt tables: offers, trades, races, second cards, finishing early,
//! rounds and bananas, refusals that change nothing, and views that hide the holder's own cards.

use super::endings::GorillasEnding;
use super::refusals::GorillasRefusal;
use super::*;
use crate::kernel::{Game, GameRng, Phrased, Refusal, RuleError, Seat};

fn table(players: usize) -> Gorillas {
    Gorillas::new(&GorillasConfig::default(), players, 42).unwrap()
}

fn offer(game: &Gorillas, to: u8) -> Action {
    Action::Offer {
        to: Seat(to),
        card: game.hand(Seat(to))[0],
    }
}

/// `from` offers its hand to `to` for the card `to` holds.
fn offer_from(game: &mut Gorillas, from: u8, to: u8, now: u64) -> Vec<Event> {
    let action = offer(game, to);
    play(game, from, action, now)
}

/// Applies and demands success.
fn play(game: &mut Gorillas, seat: u8, action: Action, now: u64) -> Vec<Event> {
    game.apply(Seat(seat), &action, now)
        .unwrap_or_else(|e| panic!("seat {seat} {action:?}: {e}"))
}

/// Applies and demands a refusal that changes nothing.
fn refused(game: &Gorillas, seat: u8, action: Action, now: u64) -> RuleError {
    let mut copy = game.clone();
    let err = copy.apply(Seat(seat), &action, now).unwrap_err();
    assert_eq!(
        format!("{copy:?}"),
        format!("{game:?}"),
        "{action:?} changed the state"
    );
    err
}

fn why(err: RuleError) -> String {
    match err {
        RuleError::Illegal(Refusal(phrase)) => phrase.key,
        other => format!("{other:?}"),
    }
}

#[test]
fn a_mutual_offer_trades_at_once() {
    let mut game = table(4);
    let (a, b) = (game.hand(Seat(0))[0], game.hand(Seat(1))[0]);
    let events = offer_from(&mut game, 0, 1, 100);
    assert_eq!(
        events,
        vec![Event::Offered {
            from: Seat(0),
            to: Seat(1)
        }]
    );
    let events = offer_from(&mut game, 1, 0, 200);
    assert!(events.contains(&Event::Traded {
        a: Seat(1),
        b: Seat(0),
        to_a: vec![a],
        to_b: vec![b],
    }));
    assert_eq!(game.collection(Seat(0)), vec![b]);
    assert_eq!(game.collection(Seat(1)), vec![a]);
    // Both drew their next card; no offer is left.
    assert_eq!((game.hand(Seat(0)).len(), game.hand(Seat(1)).len()), (1, 1));
    assert_eq!((game.pile(Seat(0)).len(), game.pile(Seat(1)).len()), (9, 9));
    assert!(!game.offers(Seat(0), Seat(1)) && !game.offers(Seat(1), Seat(0)));
    game.check_invariants().unwrap();
}

#[test]
fn a_one_sided_offer_does_not_trade_and_can_be_withdrawn() {
    let mut game = table(3);
    let hands: Vec<_> = (0..3).map(|s| game.hand(Seat(s)).to_vec()).collect();
    offer_from(&mut game, 0, 1, 0);
    offer_from(&mut game, 2, 1, 0);
    assert!(game.offers(Seat(0), Seat(1)) && game.offers(Seat(2), Seat(1)));
    assert_eq!(game.collection(Seat(1)), vec![]);
    for s in 0..3 {
        assert_eq!(game.hand(Seat(s)), hands[s as usize]);
    }
    let events = play(&mut game, 0, Action::Withdraw { to: Seat(1) }, 10);
    assert_eq!(
        events,
        vec![Event::Withdrawn {
            from: Seat(0),
            to: Seat(1)
        }]
    );
    // Seat 1 offering to seat 0 now is a new offer, not a trade.
    let events = offer_from(&mut game, 1, 0, 20);
    assert_eq!(events.len(), 1);
    assert!(game.offers(Seat(1), Seat(0)));
    // The withdrawal is public: seat 1's view knows seat 0 withdrew.
    assert_eq!(game.view(Seat(1)).withdrawn[1], 1);
    assert_eq!(
        why(refused(&game, 0, Action::Withdraw { to: Seat(2) }, 30)),
        "gorillas-no-offer"
    );
}

#[test]
fn two_seats_accepting_one_offer_in_the_same_instant() {
    let mut game = table(4);
    let a = game.hand(Seat(0))[0];
    offer_from(&mut game, 0, 1, 0);
    offer_from(&mut game, 0, 2, 0);
    // Seats 1 and 2 both reach for seat 0's card at 1000 ms; seat 1's intent comes first.
    let late = offer(&game, 0);
    play(&mut game, 1, late.clone(), 1_000);
    assert_eq!(game.collection(Seat(1)), vec![a]);
    assert_eq!(refused(&game, 2, late.clone(), 1_000), RuleError::TooLate);
    // The offer to seat 2 lapsed with seat 0's hand; seat 2 may offer for the new card.
    assert!(!game.offers(Seat(0), Seat(2)));
    offer_from(&mut game, 2, 0, 1_001);
    game.check_invariants().unwrap();
}

#[test]
fn two_card_hands_trade_and_keep_whole() {
    let mut game = table(3);
    play(&mut game, 0, Action::AddCard, 0);
    let two = game.hand(Seat(0)).to_vec();
    assert_eq!(two.len(), 2);
    assert_eq!(game.pile(Seat(0)).len(), 9);
    assert_eq!(
        why(refused(&game, 0, Action::AddCard, 0)),
        "gorillas-two-cards-already"
    );
    // The second card is hidden from its holder too.
    let view = game.view(Seat(0));
    assert_eq!((view.hands[0].len(), view.hand_sizes[0]), (0, 2));
    assert_eq!(game.view(Seat(1)).hands[0], two);
    let one = game.hand(Seat(1))[0];
    offer_from(&mut game, 1, 0, 5);
    offer_from(&mut game, 0, 1, 6);
    assert_eq!(game.collection(Seat(1)), two);
    assert_eq!(game.collection(Seat(0)), vec![one]);
    play(&mut game, 2, Action::AddCard, 7);
    let kept = game.hand(Seat(2)).to_vec();
    play(&mut game, 2, Action::Keep, 8);
    assert_eq!(game.collection(Seat(2)), kept);
    game.check_invariants().unwrap();
}

#[test]
fn a_seat_that_finishes_early_waits_for_the_round() {
    let mut game = table(3);
    let mut finished = false;
    for i in 0..11 {
        let events = play(&mut game, 0, Action::Keep, i);
        finished = events.contains(&Event::Finished { seat: Seat(0) });
    }
    assert!(finished);
    assert_eq!(game.collection(Seat(0)).len(), 11);
    assert!(game.legal(Seat(0)).is_empty());
    assert_eq!(game.actors(100), vec![Seat(1), Seat(2)]);
    assert_eq!(
        why(refused(&game, 0, Action::Keep, 100)),
        "gorillas-finished"
    );
    // Nobody can offer to a finished seat; the others play on.
    assert_eq!(
        why(refused(&game, 1, Action::Withdraw { to: Seat(0) }, 100)),
        "gorillas-no-offer"
    );
    assert!(game.legal(Seat(1)).iter().all(|a| !matches!(
        a,
        Action::Offer { to: Seat(0), .. } | Action::Shout { to: Seat(0), .. }
    )));
    assert_eq!(game.phase(), Phase::Play);
    game.check_invariants().unwrap();
}

#[test]
fn rounds_are_scored_paused_and_dealt_again() {
    let mut game = table(4);
    let mut scored = None;
    'round: for i in 0.. {
        for s in 0..4 {
            if game.holds(Seat(s)) {
                let events = play(&mut game, s, Action::Keep, 1_000 + i);
                scored = events
                    .into_iter()
                    .find(|e| matches!(e, Event::Scored { .. }));
                if scored.is_some() {
                    break 'round;
                }
            }
        }
    }
    let Some(Event::Scored {
        points, bananas, ..
    }) = scored
    else {
        panic!("no score")
    };
    assert_eq!(game.history().len(), 1);
    assert_eq!(game.history()[0].points, points);
    let top = *points.iter().max().unwrap();
    let winners: Vec<Seat> = (0..4u8)
        .filter(|&s| points[s as usize] == top)
        .map(Seat)
        .collect();
    assert_eq!(bananas, winners);
    let Phase::Scored { until } = game.phase() else {
        panic!("not paused: {:?}", game.phase())
    };
    assert_eq!(game.next_deadline(), Some(until));
    assert_eq!(
        why(refused(&game, 0, Action::Keep, until - 1)),
        "gorillas-round-over"
    );
    assert!(game.actors(until - 1).is_empty());
    assert!(game.advance(until - 1).is_empty());
    let events = game.advance(until);
    assert!(events.contains(&Event::Dealt {
        round: 2,
        rare: false
    }));
    assert_eq!(game.phase(), Phase::Play);
    assert!(game.collection(Seat(0)).is_empty());
    game.check_invariants().unwrap();
}

#[test]
fn bananas_go_to_the_best_and_with_five_players_the_two_best() {
    assert_eq!(award(&[10, 20, 20, 5]), [false, true, true, false]);
    assert_eq!(award(&[10, 20, 15, 5]), [false, true, false, false]);
    assert_eq!(
        award(&[10, 20, 15, 5, 0]),
        [false, true, true, false, false]
    );
    // Ties for first: each earns one, no second.
    assert_eq!(
        award(&[20, 20, 15, 5, 0]),
        [true, true, false, false, false]
    );
    // Ties for second: each earns one.
    assert_eq!(award(&[20, 15, 15, 5, 0]), [true, true, true, false, false]);
}

#[test]
fn refused_actions_change_nothing() {
    let mut game = table(4);
    let b = game.hand(Seat(1))[0];
    let c = game.hand(Seat(2))[0];
    let cases = [
        (0, offer(&game, 0), "gorillas-to-yourself"),
        (
            0,
            Action::Offer {
                to: Seat(1),
                card: c,
            },
            "gorillas-not-their-card",
        ),
        (
            0,
            Action::Offer {
                to: Seat(7),
                card: b,
            },
            "gorillas-holds-nothing",
        ),
        (0, Action::Withdraw { to: Seat(1) }, "gorillas-no-offer"),
        (
            0,
            Action::Shout {
                to: Seat(0),
                talk: Talk::SuperKarte,
            },
            "gorillas-to-yourself",
        ),
    ];
    for (seat, action, key) in cases {
        assert_eq!(
            why(refused(&game, seat, action.clone(), 0)),
            key,
            "{action:?}"
        );
    }
    assert_eq!(refused(&game, 9, Action::Keep, 0), RuleError::NotYourTurn);
    offer_from(&mut game, 0, 1, 0);
    assert_eq!(
        why(refused(&game, 0, offer(&game, 1), 0)),
        "gorillas-already-offered"
    );
    let shout = Action::Shout {
        to: Seat(1),
        talk: Talk::BehaltSie,
    };
    let events = play(&mut game, 0, shout.clone(), 0);
    assert_eq!(
        events,
        vec![Event::Shouted {
            from: Seat(0),
            to: Seat(1),
            talk: Talk::BehaltSie
        }]
    );
    assert_eq!(
        game.view(Seat(1)).heard[1],
        vec![(Seat(0), Talk::BehaltSie)]
    );
    assert_eq!(why(refused(&game, 0, shout, 0)), "gorillas-shouted-already");
    // A kept card gives the voice back.
    play(&mut game, 0, Action::Keep, 0);
    assert!(
        game.legal(Seat(0))
            .iter()
            .any(|a| matches!(a, Action::Shout { .. }))
    );
}

#[test]
fn views_never_show_the_holder_its_own_held_cards() {
    for players in [3usize, 6, 10] {
        for showcase in [false, true] {
            let config = GorillasConfig {
                showcase,
                ..GorillasConfig::default()
            };
            let mut game = Gorillas::new(&config, players, 7).unwrap();
            assert_eq!(game.rare(), players == 10);
            let mut rng = GameRng::new(3);
            let mut now = 0;
            while !game.is_over() {
                for seat in Seat::all(players) {
                    let view = game.view(seat);
                    let held = game.hand(seat);
                    assert!(view.hands[seat.index()].is_empty());
                    assert_eq!(view.hand_sizes[seat.index()], held.len());
                    let shown = view
                        .hands
                        .iter()
                        .flatten()
                        .chain(view.collection.iter().map(|c| &c.0))
                        .chain(view.witnessed.iter().flatten().map(|c| &c.0));
                    for card in shown {
                        assert!(!held.contains(card), "{seat} sees its own {card:?}");
                    }
                    for other in Seat::all(players).filter(|&o| o != seat) {
                        assert_eq!(view.hands[other.index()], game.hand(other));
                    }
                    // Others' collections: with Open Showcase all, else all but its former cards.
                    for other in Seat::all(players).filter(|&o| o != seat) {
                        let seen = view.witnessed[other.index()].len();
                        let all = game.collection(other).len();
                        assert!(if showcase { seen == all } else { seen <= all });
                    }
                }
                match game.first_actor(now) {
                    Some(_) => {
                        let actors = game.actors(now);
                        let seat = actors[rng.below(actors.len())];
                        let action = game.random_action(seat, &mut rng).unwrap();
                        game.apply(seat, &action, now).unwrap();
                    }
                    None => {
                        now = game.next_deadline().unwrap();
                        game.advance(now);
                    }
                }
                now += 1;
                if game.round() > 1 {
                    break;
                }
            }
        }
    }
}

#[test]
fn every_refusal_reading_and_phrase_is_worded() {
    for phrase in GorillasRefusal::samples()
        .iter()
        .map(Phrased::phrase)
        .chain(GorillasEnding::samples().iter().map(Phrased::phrase))
        .chain(Talk::samples().iter().map(Phrased::phrase))
    {
        assert!(phrase.key.starts_with("gorillas-"), "{}", phrase.key);
        assert!(!phrase.english.is_empty());
        assert!(!phrase.key.contains(char::is_uppercase));
    }
    assert_eq!(
        GorillasRefusal::NotTheirCard { seat: Seat(2) }.to_string(),
        "seat 3 does not hold that card"
    );
    assert!(Talk::ALL.iter().all(|t| !t.german().is_empty()));
}

#[test]
fn a_bystander_sees_every_held_card_and_a_trade_hides_each_hand_from_its_holder() {
    use crate::kernel::SeenCard::{Back, Open};
    let mut game = table(4);
    let bystander = game.bystander_view();
    assert_eq!(bystander.viewer, None);
    assert!(bystander.collection.is_empty());
    for seat in Seat::all(4) {
        assert_eq!(bystander.hands[seat.index()], game.hand(seat));
    }
    let (a, b) = (game.hand(Seat(0))[0], game.hand(Seat(1))[0]);
    offer_from(&mut game, 0, 1, 100);
    let events = offer_from(&mut game, 1, 0, 200);
    let traded = events
        .iter()
        .find(|e| matches!(e, Event::Traded { .. }))
        .unwrap();
    let seen = |viewer| Gorillas::seen(&GorillasConfig::default(), traded, viewer);
    let both = |to_a, to_b| Seen::Traded {
        a: Seat(1),
        b: Seat(0),
        to_a: vec![to_a],
        to_b: vec![to_b],
    };
    assert_eq!(seen(Some(Seat(1))), both(Open(a), Back));
    assert_eq!(seen(Some(Seat(0))), both(Back, Open(b)));
    assert_eq!(seen(Some(Seat(2))), both(Open(a), Open(b)));
    assert_eq!(seen(None), both(Open(a), Open(b)));
    let drew = events
        .iter()
        .find(|e| matches!(e, Event::Drew { seat: Seat(0), .. }))
        .unwrap();
    let card = game.hand(Seat(0))[0];
    assert_eq!(
        Gorillas::seen(&GorillasConfig::default(), drew, Some(Seat(0))),
        Seen::Drew {
            seat: Seat(0),
            card: Back
        }
    );
    assert_eq!(
        Gorillas::seen(&GorillasConfig::default(), drew, None),
        Seen::Drew {
            seat: Seat(0),
            card: Open(card)
        }
    );
}

#[test]
fn the_public_view_names_no_held_card_and_no_card_its_former_holder_never_saw() {
    let mut game = table(4);
    offer_from(&mut game, 0, 1, 100);
    offer_from(&mut game, 1, 0, 200);
    let public = game.public_view();
    assert_eq!(public.viewer, None);
    assert!(public.hands.iter().all(Vec::is_empty), "{:?}", public.hands);
    assert_eq!(public.hand_sizes, game.bystander_view().hand_sizes);
    assert!(public.witnessed.iter().all(Vec::is_empty));
    assert!(
        game.bystander_view()
            .witnessed
            .iter()
            .any(|w| !w.is_empty()),
        "the bystander saw the traded cards go into the collections"
    );
    assert!(Gorillas::view_cards(&public).is_empty());
}
