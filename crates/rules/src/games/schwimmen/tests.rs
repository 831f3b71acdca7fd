//! Schwimmen's rules, checked against hand-computed situations (the rulebook and NOTES.md).

use super::state::{Phase, Schwimmen, Standing};
use super::*;
use crate::kernel::cards::piquet_deck;
use crate::kernel::{CardId, FrenchCard, Game, GameRng, RuleError, Seat};

fn card(code: &str) -> CardId {
    code.parse::<FrenchCard>().unwrap().id()
}

fn cards(codes: &str) -> [CardId; 3] {
    let v: Vec<CardId> = codes.split_whitespace().map(card).collect();
    [v[0], v[1], v[2]]
}

fn value(codes: &str) -> HandValue {
    score_hand(cards(codes))
}

/// A round in play: the given hands (one string per seat, all in), the open middle, the rest of the
/// deck as stock in id order; `to_move` on turn after `turns` turns.
fn table(
    config: SchwimmenConfig,
    hands: &[&str],
    middle: &str,
    to_move: u8,
    turns: u32,
) -> Schwimmen {
    let standings = vec![Standing::Lives(3); hands.len()];
    table_with(config, standings, hands, middle, to_move, turns)
}

fn table_with(
    config: SchwimmenConfig,
    standings: Vec<Standing>,
    hands: &[&str],
    middle: &str,
    to_move: u8,
    turns: u32,
) -> Schwimmen {
    let hands: Vec<[CardId; 3]> = hands.iter().map(|h| cards(h)).collect();
    let middle = cards(middle);
    let mut used: Vec<CardId> = middle.to_vec();
    for (seat, hand) in hands.iter().enumerate() {
        if standings[seat].is_in() {
            used.extend_from_slice(hand);
        }
    }
    let stock: Vec<CardId> = piquet_deck()
        .into_iter()
        .filter(|c| !used.contains(c))
        .collect();
    let players = hands.len();
    let game = Schwimmen::assemble(
        config,
        GameRng::new(1),
        standings,
        1,
        Seat(players as u8 - 1),
        Phase::Play {
            to_move: Seat(to_move),
            turns,
            passes: 0,
            knocked: None,
        },
        hands,
        middle,
        true,
        stock,
        Vec::new(),
        vec![0; players],
    );
    game.check_invariants()
        .expect("the test table is consistent");
    game
}

fn play(game: &mut Schwimmen, moves: &[(u8, Action)]) -> Vec<Event> {
    let mut all = Vec::new();
    for (seat, action) in moves {
        let events = game
            .apply(Seat(*seat), action, 0)
            .unwrap_or_else(|e| panic!("{action:?} by seat {seat} refused: {e}"));
        game.check_invariants().unwrap();
        all.extend(events);
    }
    all
}

/// Applies an action that must be refused and checks the state did not change.
fn refused(game: &mut Schwimmen, seat: u8, action: Action) -> RuleError {
    let before = format!("{game:?}");
    let err = game
        .apply(Seat(seat), &action, 0)
        .expect_err("the action should be refused");
    assert_eq!(
        before,
        format!("{game:?}"),
        "a refused {action:?} changed the state"
    );
    err
}

fn result(game: &Schwimmen) -> &RoundResult {
    game.last_round().expect("the round has ended")
}

const PASS: Action = Action::Pass;
const KNOCK: Action = Action::Knock;

// ---------- hand scoring ----------

#[test]
fn scores_best_suit_and_three_of_a_kind() {
    assert_eq!(value("AH KH 10C"), HandValue(42)); // 21
    assert_eq!(value("AH KH 10C").to_string(), "21");
    assert_eq!(value("AH KH QH"), HandValue::THIRTY_ONE); // ace + two pictures
    assert_eq!(value("AS JS QS"), HandValue::THIRTY_ONE);
    assert_eq!(value("AD QD 10D"), HandValue::THIRTY_ONE); // ace + picture + ten
    assert_eq!(value("7C 7S 7H"), HandValue::THREE_OF_A_KIND);
    assert_eq!(value("7C 7S 7H").to_string(), "30½");
    assert_eq!(value("AC AS AH"), HandValue::THREE_OF_A_KIND); // without Feuer: just 30½
    assert_eq!(value("7C 8S 9H"), HandValue(18)); // 9
    assert_eq!(value("7C 8C 9H"), HandValue(30)); // 15 in clubs beats 9 in hearts
    assert_eq!(value("10S 9S AH"), HandValue(38)); // 19 in spades beats the ace's 11
    assert_eq!(value("7D 8D 9D"), HandValue(48)); // 24
    assert_eq!(value("AC KC 7D").points(), 21.0);
    assert!(value("7C 7S 7H") > value("AH KH 9H")); // 30½ beats 30
    assert!(value("7C 7S 7H") < value("AH KH 10H"));
}

// ---------- the deal and the dealer's packets ----------

fn fresh_choice(players: usize, mut seed: u64) -> Schwimmen {
    loop {
        let game = Schwimmen::new(&SchwimmenConfig::default(), players, seed).unwrap();
        if game.phase() == Phase::DealerChoice {
            return game;
        }
        seed += 1;
    }
}

#[test]
fn the_deal_gives_the_dealer_two_packets_and_the_rest_is_stock() {
    for players in 2..=9 {
        let game = fresh_choice(players, 10);
        game.check_invariants().unwrap();
        assert_eq!(game.stock().len(), 32 - 3 * (players + 1));
        assert_eq!(game.middle(), None, "the other packet lies face down");
        let dealer = game.dealer();
        let view = game.view(dealer);
        assert_eq!(
            view.hand,
            Some(game.hand(dealer)),
            "the dealer sees the looked-at packet"
        );
        assert_eq!(view.middle, None);
        assert_eq!(
            game.legal(dealer),
            vec![Action::KeepPacket, Action::TakeOtherPacket]
        );
        assert!(game.legal(game.next_in(dealer)).is_empty());
    }
}

#[test]
fn keep_packet_opens_the_other_one() {
    let mut game = fresh_choice(4, 100);
    let dealer = game.dealer();
    let (looked, other) = (game.hand(dealer), game.middle);
    let stock = game.stock().to_vec();
    let events = play(&mut game, &[(dealer.0, Action::KeepPacket)]);
    assert_eq!(events[0], Event::PacketKept { dealer });
    assert_eq!(game.hand(dealer), looked);
    assert_eq!(game.middle(), Some(other));
    assert_eq!(game.stock(), &stock[..]);
    assert!(
        matches!(game.phase(), Phase::Play { to_move, turns: 0, .. } if to_move == game.next_in(dealer))
    );
}

#[test]
fn take_other_packet_opens_the_looked_at_one() {
    let mut game = fresh_choice(3, 200);
    let dealer = game.dealer();
    let (looked, other) = (game.hand(dealer), game.middle);
    let events = play(&mut game, &[(dealer.0, Action::TakeOtherPacket)]);
    assert_eq!(events[0], Event::PacketExchanged { dealer });
    if game.phase() == Phase::Deal {
        assert_eq!(result(&game).reason, RoundEnd::ThirtyOne(dealer));
        return;
    }
    assert_eq!(game.hand(dealer), other);
    assert_eq!(game.middle(), Some(looked));
    assert!(matches!(game.phase(), Phase::Play { to_move, .. } if to_move == game.next_in(dealer)));
}

#[test]
fn dealer_choice_refuses_play_moves() {
    let mut game = fresh_choice(3, 300);
    let dealer = game.dealer().0;
    for action in [
        PASS,
        KNOCK,
        Action::SwapAll,
        Action::Swap { hand: 0, middle: 0 },
        Action::Deal,
    ] {
        assert!(matches!(
            refused(&mut game, dealer, action),
            RuleError::Illegal(_)
        ));
    }
    let other = game.next_in(game.dealer()).0;
    assert_eq!(
        refused(&mut game, other, Action::KeepPacket),
        RuleError::NotYourTurn
    );
}

#[test]
fn thirty_one_after_the_dealers_choice_ends_the_round() {
    let config = SchwimmenConfig::default();
    for (take, hand, middle) in [
        (false, "AH KH QH", "7C 8D 9S"),
        (true, "7C 8D 9S", "AS 10S JS"),
    ] {
        let mut game = table(
            config.clone(),
            &["8C 9C 10D", "JD QD 7H", hand],
            middle,
            0,
            0,
        );
        game.phase = Phase::DealerChoice;
        game.middle_open = false;
        let action = if take {
            Action::TakeOtherPacket
        } else {
            Action::KeepPacket
        };
        let events = play(&mut game, &[(2, action)]);
        assert_eq!(result(&game).reason, RoundEnd::ThirtyOne(Seat(2)));
        assert_eq!(game.phase(), Phase::Deal);
        // 8C 9C 10D = 17, JD QD 7H = 20: seat 1 pays.
        assert_eq!(result(&game).losers, vec![Seat(0)]);
        assert!(events.contains(&Event::LifeLost {
            seat: Seat(0),
            lives_left: 2
        }));
    }
}

#[test]
fn thirty_one_in_the_deal_ends_the_round_at_once() {
    for players in [2, 5, 9] {
        let found = (0..200_000u64).find_map(|seed| {
            let game = Schwimmen::new(&SchwimmenConfig::default(), players, seed).unwrap();
            matches!(
                game.last_round().map(|r| r.reason),
                Some(RoundEnd::ThirtyOne(_))
            )
            .then_some(game)
        });
        let mut game = found.expect("some seed deals a 31");
        game.check_invariants().unwrap();
        let RoundEnd::ThirtyOne(shower) = result(&game).reason else {
            unreachable!()
        };
        assert_eq!(
            score_hand(result(&game).hands[shower.index()].unwrap()),
            HandValue::THIRTY_ONE
        );
        assert_eq!(game.phase(), Phase::Deal);
        assert_eq!(game.round(), 1);
        // The round's dealer (the seat right of the next dealer) never got to choose: the shower
        // is another player, and the dealer shows the packet they held.
        let round_dealer = Seat(((game.dealer().index() + players - 1) % players) as u8);
        assert_ne!(shower, round_dealer);
        assert_eq!(
            result(&game).hands[round_dealer.index()],
            Some(game.hand(round_dealer))
        );
        assert_eq!(game.middle(), Some(game.middle_cards()));
        // The next dealer deals the next round.
        let dealer = game.dealer();
        assert_eq!(game.legal(dealer), vec![Action::Deal]);
        play(&mut game, &[(dealer.0, Action::Deal)]);
        assert_eq!(game.round(), 2);
    }
}

// ---------- turns: swap one, swap all, pass, knock ----------

#[test]
fn swap_one_and_swap_all() {
    let mut game = table(
        SchwimmenConfig::default(),
        &["7C 8C 9D", "10S JS QD", "7H 8H 9H"],
        "AC KS 10D",
        0,
        0,
    );
    let events = play(&mut game, &[(0, Action::Swap { hand: 2, middle: 0 })]);
    assert_eq!(
        events,
        vec![Event::Swapped {
            seat: Seat(0),
            given: card("9D"),
            taken: card("AC")
        }]
    );
    assert_eq!(game.hand(Seat(0)), cards("7C 8C AC"));
    assert_eq!(game.middle(), Some(cards("9D KS 10D")));
    let events = play(&mut game, &[(1, Action::SwapAll)]);
    assert_eq!(
        events,
        vec![Event::SwappedAll {
            seat: Seat(1),
            given: cards("10S JS QD"),
            taken: cards("9D KS 10D")
        }]
    );
    assert_eq!(game.hand(Seat(1)), cards("9D KS 10D"));
    assert_eq!(game.middle(), Some(cards("10S JS QD")));
    assert!(matches!(
        game.phase(),
        Phase::Play {
            to_move: Seat(2),
            turns: 2,
            ..
        }
    ));
    // The others saw what was taken.
    let view = game.view(Seat(2));
    assert_eq!(view.known[0], vec![card("AC")]);
    let mut known1 = cards("9D KS 10D").to_vec();
    known1.sort();
    assert_eq!(view.known[1], known1);
}

#[test]
fn no_swap_two_and_no_bad_indices() {
    let mut game = table(
        SchwimmenConfig::default(),
        &["7C 8C 9D", "10S JS QD"],
        "AC KS 10D",
        0,
        0,
    );
    let legal = game.legal(Seat(0));
    assert_eq!(
        legal
            .iter()
            .filter(|a| matches!(a, Action::Swap { .. }))
            .count(),
        9
    );
    assert!(legal.contains(&Action::SwapAll) && legal.contains(&PASS) && !legal.contains(&KNOCK));
    assert_eq!(legal.len(), 11);
    assert!(matches!(
        refused(&mut game, 0, Action::Swap { hand: 3, middle: 0 }),
        RuleError::Illegal(_)
    ));
    assert!(matches!(
        refused(&mut game, 0, Action::Swap { hand: 0, middle: 3 }),
        RuleError::Illegal(_)
    ));
    assert_eq!(refused(&mut game, 1, PASS), RuleError::NotYourTurn);
    assert!(matches!(
        refused(&mut game, 0, Action::Deal),
        RuleError::Illegal(_)
    ));
    assert!(matches!(
        refused(&mut game, 0, Action::KeepPacket),
        RuleError::Illegal(_)
    ));
}

#[test]
fn pass_moves_the_turn_on() {
    let mut game = table(
        SchwimmenConfig::default(),
        &["7C 8C 9D", "10S JS QD", "7H 8H 9H"],
        "AC KS 10D",
        1,
        0,
    );
    let events = play(&mut game, &[(1, PASS)]);
    assert_eq!(events, vec![Event::Passed { seat: Seat(1) }]);
    assert_eq!(game.hand(Seat(1)), cards("10S JS QD"));
    assert!(matches!(
        game.phase(),
        Phase::Play {
            to_move: Seat(2),
            turns: 1,
            passes: 1,
            knocked: None
        }
    ));
}

#[test]
fn pass_switched_off_is_refused_with_a_reason() {
    let config = SchwimmenConfig {
        passing: false,
        ..SchwimmenConfig::default()
    };
    let mut game = table(config, &["7C 8C 9D", "10S JS QD"], "AC KS 10D", 0, 0);
    assert!(!game.legal(Seat(0)).contains(&PASS));
    let RuleError::Illegal(why) = refused(&mut game, 0, PASS) else {
        panic!("not an Illegal refusal")
    };
    assert!(why.to_string().contains("passing is switched off"), "{why}");
}

#[test]
fn knock_needs_a_full_orbit_first() {
    let mut game = table(
        SchwimmenConfig::default(),
        &["7C 8C 9D", "10S JS QD", "7H 8H 9H"],
        "AC KS 10D",
        0,
        0,
    );
    for seat in 0..3u8 {
        assert!(!game.legal(Seat(seat)).contains(&KNOCK));
        let RuleError::Illegal(why) = refused(&mut game, seat, KNOCK) else {
            panic!()
        };
        assert!(
            why.to_string()
                .contains("before every player has had a turn"),
            "{why}"
        );
        play(&mut game, &[(seat, PASS)]);
    }
    // The all-pass replaced the middle; now seat 1 may knock.
    assert!(game.legal(Seat(0)).contains(&KNOCK));
    let events = play(&mut game, &[(0, KNOCK)]);
    assert_eq!(events, vec![Event::Knocked { seat: Seat(0) }]);
}

#[test]
fn after_a_knock_everyone_else_has_one_last_turn() {
    // Seat 2 knocks on turn 3; seats 3 and 1 get one last turn each.
    let mut game = table(
        SchwimmenConfig::default(),
        &["7C 8C 9D", "10S JS QD", "7H 8H 9H"],
        "AC KS 10D",
        1,
        3,
    );
    play(&mut game, &[(1, KNOCK)]);
    // A second knock is refused.
    let RuleError::Illegal(why) = refused(&mut game, 2, KNOCK) else {
        panic!()
    };
    assert!(why.to_string().contains("knocked already"), "{why}");
    assert!(!game.legal(Seat(2)).contains(&KNOCK));
    play(&mut game, &[(2, PASS)]);
    assert!(matches!(
        game.phase(),
        Phase::Play {
            to_move: Seat(0),
            knocked: Some(Seat(1)),
            ..
        }
    ));
    let events = play(&mut game, &[(0, Action::Swap { hand: 2, middle: 0 })]);
    assert!(matches!(events.last(), Some(Event::LifeLost { .. })));
    let r = result(&game);
    assert_eq!(r.reason, RoundEnd::Knocked(Seat(1)));
    // 7C 8C AC = 26, 10S JS QD = 20, 7H 8H 9H = 24: the knocker pays.
    assert_eq!(
        r.values,
        vec![
            Some(HandValue(52)),
            Some(HandValue(40)),
            Some(HandValue(48))
        ]
    );
    assert_eq!(r.losers, vec![Seat(1)]);
    assert_eq!(game.standings()[1], Standing::Lives(2));
    assert_eq!(game.phase(), Phase::Deal);
    assert_eq!(game.dealer(), Seat(0), "the deal moves to the left");
    assert_eq!(game.middle(), Some(cards("9D KS 10D")));
}

#[test]
fn two_players_knock_and_last_turn() {
    let mut game = table(
        SchwimmenConfig::default(),
        &["7C 8C 9D", "10S JS QD"],
        "AC KS 10D",
        0,
        2,
    );
    play(&mut game, &[(0, KNOCK)]);
    assert!(matches!(
        game.phase(),
        Phase::Play {
            to_move: Seat(1),
            ..
        }
    ));
    play(&mut game, &[(1, Action::Swap { hand: 2, middle: 1 })]);
    // 7C 8C 9D = 15 vs 10S JS KS = 30.
    assert_eq!(result(&game).losers, vec![Seat(0)]);
}

#[test]
fn thirty_one_in_play_ends_the_round_at_once_even_after_a_knock() {
    let mut game = table(
        SchwimmenConfig::default(),
        &["7C 8C 9D", "AS JS 7D", "7H 8H 9H"],
        "QS KD 10D",
        0,
        0,
    );
    let events = play(
        &mut game,
        &[(0, PASS), (1, Action::Swap { hand: 2, middle: 0 })],
    );
    assert_eq!(result(&game).reason, RoundEnd::ThirtyOne(Seat(1)));
    assert!(events.iter().any(|e| matches!(e, Event::RoundEnded { .. })));
    assert_eq!(result(&game).losers, vec![Seat(0)]);
    // After a knock, a 31 in a last turn also ends at once.
    let mut game = table(
        SchwimmenConfig::default(),
        &["7C 8C 9D", "AS JS 7D", "7H 8H 9H"],
        "QS KD 10D",
        0,
        3,
    );
    play(
        &mut game,
        &[(0, KNOCK), (1, Action::Swap { hand: 2, middle: 0 })],
    );
    assert_eq!(result(&game).reason, RoundEnd::ThirtyOne(Seat(1)));
    assert_eq!(result(&game).losers, vec![Seat(0)]);
}

#[test]
fn three_of_a_kind_is_thirty_and_a_half_and_does_not_end_the_round() {
    let mut game = table(
        SchwimmenConfig::default(),
        &["QC QS 9D", "AS JS 7D", "7H 8H 9H"],
        "QH KD 10D",
        0,
        0,
    );
    play(&mut game, &[(0, Action::Swap { hand: 2, middle: 0 })]);
    assert!(matches!(
        game.phase(),
        Phase::Play {
            to_move: Seat(1),
            ..
        }
    ));
    assert_eq!(score_hand(game.hand(Seat(0))), HandValue::THREE_OF_A_KIND);
}

// ---------- everybody passes ----------

#[test]
fn all_pass_replaces_the_middle_from_the_stock() {
    let mut game = table(
        SchwimmenConfig::default(),
        &["7C 8C 9D", "10S JS QD", "7H 8H 9H"],
        "AC KS 10D",
        0,
        0,
    );
    let stock = game.stock().to_vec();
    let events = play(&mut game, &[(0, PASS), (1, PASS)]);
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::MiddleReplaced { .. }))
    );
    let events = play(&mut game, &[(2, PASS)]);
    let new = [
        stock[stock.len() - 1],
        stock[stock.len() - 2],
        stock[stock.len() - 3],
    ];
    assert!(events.contains(&Event::MiddleReplaced {
        old: cards("AC KS 10D"),
        new
    }));
    assert_eq!(game.middle(), Some(new));
    assert_eq!(game.discard(), &cards("AC KS 10D")[..]);
    assert_eq!(game.stock().len(), stock.len() - 3);
    assert!(matches!(game.phase(), Phase::Play { passes: 0, .. }));
}

#[test]
fn all_pass_keeps_the_middle_when_the_option_is_off() {
    let config = SchwimmenConfig {
        replace_middle_after_all_pass: false,
        ..SchwimmenConfig::default()
    };
    let mut game = table(
        config,
        &["7C 8C 9D", "10S JS QD", "7H 8H 9H"],
        "AC KS 10D",
        0,
        0,
    );
    let events = play(&mut game, &[(0, PASS), (1, PASS), (2, PASS)]);
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::MiddleReplaced { .. }))
    );
    assert_eq!(game.middle(), Some(cards("AC KS 10D")));
}

#[test]
fn a_swap_breaks_the_run_of_passes() {
    let mut game = table(
        SchwimmenConfig::default(),
        &["7C 8C 9D", "10S JS QD", "7H 8H 9H"],
        "AC KS 10D",
        0,
        0,
    );
    let events = play(
        &mut game,
        &[
            (0, PASS),
            (1, Action::Swap { hand: 0, middle: 0 }),
            (2, PASS),
            (0, PASS),
        ],
    );
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::MiddleReplaced { .. }))
    );
}

#[test]
fn all_pass_with_too_small_a_stock_reshuffles_what_was_put_aside() {
    let mut game = table(
        SchwimmenConfig::default(),
        &["7C 8C 9D", "10S JS QD", "7H 8H 9H"],
        "AC KS 10D",
        0,
        0,
    );
    // 32 - 9 in hands - 3 in the middle = 20: leave 2 in the stock, 18 put aside.
    let moved: Vec<CardId> = game.stock.drain(2..).collect();
    game.discard = moved.clone();
    game.check_invariants().unwrap();
    let stock = game.stock().to_vec();
    let before = game.clone();
    let events = play(&mut game, &[(0, PASS), (1, PASS), (2, PASS)]);
    // The old middle is put aside (18 + 3 = 21); the stock's 2 cards are laid out (top first); the
    // stock is empty, so the 21 put-aside cards are shuffled into a new stock, whose top card is the
    // third new middle card: 20 stay in the stock, none put aside.
    let mut reshuffled = moved;
    reshuffled.extend_from_slice(&cards("AC KS 10D"));
    reshuffled.sort();
    assert!(events.contains(&Event::StockReshuffled {
        cards: reshuffled.clone()
    }));
    let new = game.middle().unwrap();
    assert_eq!(&new[..2], &[stock[1], stock[0]]);
    assert!(reshuffled.contains(&new[2]));
    assert!(events.contains(&Event::MiddleReplaced {
        old: cards("AC KS 10D"),
        new
    }));
    assert_eq!(game.stock().len(), 20);
    assert!(game.discard().is_empty());
    let mut in_stock = game.stock().to_vec();
    in_stock.push(new[2]);
    in_stock.sort();
    assert_eq!(in_stock, reshuffled);
    // Everyone saw those cards put aside: the stock's cards are known, not their order.
    let mut known = game.stock().to_vec();
    known.sort();
    assert_eq!(game.stock_known(), known);
    assert_eq!(game.view(Seat(1)).stock_known, known);
    assert!(matches!(
        game.phase(),
        Phase::Play {
            to_move: Seat(0),
            passes: 0,
            ..
        }
    ));
    // Seeded: the same state and moves reshuffle the same way.
    let mut again = before;
    play(&mut again, &[(0, PASS), (1, PASS), (2, PASS)]);
    assert_eq!(format!("{again:?}"), format!("{game:?}"));
}

#[test]
fn nine_players_pass_round_after_round_and_the_middle_keeps_changing() {
    // 9 hands (27) + the middle (3) leave 2 cards in the stock.
    let mut seed = 0;
    let mut game = loop {
        let mut game = Schwimmen::new(&SchwimmenConfig::default(), 9, seed).unwrap();
        if game.phase() == Phase::DealerChoice {
            let dealer = game.dealer();
            game.apply(dealer, &Action::KeepPacket, 0).unwrap();
            if matches!(game.phase(), Phase::Play { .. }) {
                break game;
            }
        }
        seed += 1;
    };
    game.check_invariants().unwrap();
    assert_eq!(game.stock().len(), 2);
    assert!(game.discard().is_empty());
    let hands: Vec<[CardId; 3]> = Seat::all(9).map(|s| game.hand(s)).collect();
    let mut middles = vec![game.middle().unwrap()];
    for orbit in 0..25 {
        let stock = game.stock().to_vec();
        let old = game.middle().unwrap();
        let mut events = Vec::new();
        for _ in 0..9 {
            let Phase::Play { to_move, .. } = game.phase() else {
                panic!("the round ended by passing");
            };
            events.extend(game.apply(to_move, &PASS, 0).unwrap());
            // Every card in exactly one place after every step.
            game.check_invariants()
                .unwrap_or_else(|e| panic!("orbit {orbit}: {e}"));
        }
        // The two stock cards come first, then the stock is empty and the put-aside cards (only
        // the old middle: each reshuffle empties the pile) become the new stock; its top card is
        // the third new card, and the other two old middle cards are the next stock.
        let new = game.middle().unwrap();
        assert_eq!(&new[..2], &[stock[1], stock[0]], "orbit {orbit}");
        assert!(old.contains(&new[2]), "orbit {orbit}");
        let mut sorted_old = old.to_vec();
        sorted_old.sort();
        assert!(events.contains(&Event::StockReshuffled { cards: sorted_old }));
        assert!(events.contains(&Event::MiddleReplaced { old, new }));
        let mut rest: Vec<CardId> = old.iter().copied().filter(|&c| c != new[2]).collect();
        rest.sort();
        let mut now = game.stock().to_vec();
        now.sort();
        assert_eq!(now, rest, "orbit {orbit}");
        assert_eq!(game.stock_known(), rest);
        assert!(game.discard().is_empty());
        // Nobody's hand changed.
        for s in Seat::all(9) {
            assert_eq!(game.hand(s), hands[s.index()]);
        }
        middles.push(new);
    }
    // A knock still ends the round as usual, and the next deal gathers every card again.
    let Phase::Play { to_move, .. } = game.phase() else {
        unreachable!()
    };
    game.apply(to_move, &KNOCK, 0).unwrap();
    for _ in 0..8 {
        let Phase::Play { to_move, .. } = game.phase() else {
            unreachable!()
        };
        game.apply(to_move, &PASS, 0).unwrap();
        game.check_invariants().unwrap();
    }
    assert!(matches!(game.phase(), Phase::Deal));
    let dealer = game.dealer();
    game.apply(dealer, &Action::Deal, 0).unwrap();
    game.check_invariants().unwrap();
    assert_eq!(game.stock().len(), 2);
    assert!(game.stock_known().is_empty());
    // The middle really changed each time (two of its three cards are new every orbit).
    for pair in middles.windows(2) {
        assert_ne!(pair[0], pair[1]);
    }
}

// ---------- Feuer ----------

#[test]
fn feuer_three_aces_end_the_round_and_everyone_else_pays() {
    let config = SchwimmenConfig {
        feuer: true,
        ..SchwimmenConfig::default()
    };
    let mut game = table(
        config,
        &["AC AS 9D", "10S JS QD", "7H 8H 9H", "KC QC JC"],
        "AH KS 10D",
        0,
        0,
    );
    let events = play(&mut game, &[(0, Action::Swap { hand: 2, middle: 0 })]);
    let r = result(&game);
    assert_eq!(r.reason, RoundEnd::Feuer(Seat(0)));
    assert_eq!(r.losers, vec![Seat(1), Seat(2), Seat(3)]);
    assert_eq!(
        game.standings(),
        &[
            Standing::Lives(3),
            Standing::Lives(2),
            Standing::Lives(2),
            Standing::Lives(2)
        ]
    );
    assert_eq!(
        events
            .iter()
            .filter(|e| matches!(e, Event::LifeLost { .. }))
            .count(),
        3
    );
}

#[test]
fn without_feuer_three_aces_are_just_thirty_and_a_half() {
    let mut game = table(
        SchwimmenConfig::default(),
        &["AC AS 9D", "10S JS QD", "7H 8H 9H"],
        "AH KS 10D",
        0,
        0,
    );
    assert!(!SchwimmenConfig::default().feuer);
    play(&mut game, &[(0, Action::Swap { hand: 2, middle: 0 })]);
    assert!(matches!(
        game.phase(),
        Phase::Play {
            to_move: Seat(1),
            ..
        }
    ));
    assert_eq!(score_hand(game.hand(Seat(0))), HandValue::THREE_OF_A_KIND);
}

// ---------- lives, swimming, going under, winning ----------

/// Seat 1 knocks (turn 3 of a 3-player round) and everyone passes to the showdown.
fn knock_round(game: &mut Schwimmen) -> Vec<Event> {
    let seats: Vec<Seat> = Seat::all(game.players())
        .filter(|&s| game.is_in(s))
        .collect();
    let mut events = play(game, &[(seats[0].0, KNOCK)]);
    for s in &seats[1..] {
        events.extend(play(game, &[(s.0, PASS)]));
    }
    events
}

#[test]
fn ties_for_lowest_all_lose_a_life() {
    // 7C 8C 9D = 15, 10S 7D 8D = 15, AH KH 9H = 30.
    let mut game = table(
        SchwimmenConfig::default(),
        &["7C 8C 9D", "10S 7D 8D", "AH KH 9H"],
        "7S 8S 9S",
        0,
        3,
    );
    let events = knock_round(&mut game);
    assert_eq!(result(&game).losers, vec![Seat(0), Seat(1)]);
    assert!(events.contains(&Event::LifeLost {
        seat: Seat(0),
        lives_left: 2
    }));
    assert!(events.contains(&Event::LifeLost {
        seat: Seat(1),
        lives_left: 2
    }));
    assert_eq!(game.losses(), &[1, 1, 0]);
}

#[test]
fn three_lives_then_swimming_then_out_and_the_last_one_wins() {
    let hands = ["7C 8C 9D", "AC KC 9C", "AH KH 9H"];
    let mut standings = vec![Standing::Lives(1), Standing::Lives(3), Standing::Lives(3)];
    let mut game = table_with(
        SchwimmenConfig::default(),
        standings.clone(),
        &hands,
        "7S 8S 9S",
        0,
        3,
    );
    let events = knock_round(&mut game);
    assert!(events.contains(&Event::LifeLost {
        seat: Seat(0),
        lives_left: 0
    }));
    assert!(events.contains(&Event::Swimming { seat: Seat(0) }));
    assert_eq!(game.standings()[0], Standing::Swimming);

    // A swimmer who loses again goes under.
    standings[0] = Standing::Swimming;
    let mut game = table_with(
        SchwimmenConfig::default(),
        standings.clone(),
        &hands,
        "7S 8S 9S",
        0,
        3,
    );
    let events = knock_round(&mut game);
    assert!(events.contains(&Event::WentUnder { seat: Seat(0) }));
    assert_eq!(game.standings()[0], Standing::Out { round: 1 });
    assert_eq!(game.phase(), Phase::Deal);
    assert!(!game.is_over());

    // Two left; the swimmer loses to the last one, who wins.
    let standings = vec![
        Standing::Out { round: 1 },
        Standing::Swimming,
        Standing::Lives(2),
    ];
    let hands = ["7C 8C 9D", "10S 7D 8D", "AH KH 9H"];
    let mut game = table_with(
        SchwimmenConfig::default(),
        standings,
        &hands,
        "7S 8S 9S",
        1,
        2,
    );
    let events = knock_round(&mut game);
    assert!(events.contains(&Event::WentUnder { seat: Seat(1) }));
    assert!(events.contains(&Event::GameWon { seat: Seat(2) }));
    assert_eq!(
        game.phase(),
        Phase::GameOver {
            winner: Some(Seat(2))
        }
    );
    assert!(game.is_over());
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.winners(), vec![Seat(2)]);
    assert_eq!(outcome.seats[2].score, 2.0);
    assert_eq!(
        game.apply(Seat(2), &Action::Deal, 0),
        Err(RuleError::GameOver)
    );
    assert!(game.legal(Seat(2)).is_empty());
    game.check_invariants().unwrap();
}

#[test]
fn everybody_left_goes_under_together_and_they_share_the_win() {
    // Rulebook: "Verliert er ein weiteres Mal, so geht er unter und scheidet aus." Round 2: seats 0
    // and 1 swim, seat 2 went under in round 1. 7C 8C 9D = 15 (clubs 7 + 8) and 10S 7D 8D = 15
    // (diamonds 7 + 8) tie for lowest: both swimmers lose again and go under, nobody is left.
    let standings = vec![
        Standing::Swimming,
        Standing::Swimming,
        Standing::Out { round: 1 },
    ];
    let hands = ["7C 8C 9D", "10S 7D 8D", "AH KH 9H"];
    assert_eq!(value("7C 8C 9D"), HandValue(30));
    assert_eq!(value("10S 7D 8D"), HandValue(30));
    let mut game = table_with(
        SchwimmenConfig::default(),
        standings,
        &hands,
        "7S 8S 9S",
        0,
        2,
    );
    game.round = 2;
    let events = knock_round(&mut game);
    let r = result(&game);
    assert!(!r.spared);
    assert_eq!(r.losers, vec![Seat(0), Seat(1)]);
    assert!(events.contains(&Event::WentUnder { seat: Seat(0) }));
    assert!(events.contains(&Event::WentUnder { seat: Seat(1) }));
    // None outlasted the other: like a tie for the lowest hand, they share the win.
    let won: Vec<&Event> = events
        .iter()
        .filter(|e| matches!(e, Event::GameWon { .. }))
        .collect();
    assert_eq!(
        won,
        vec![
            &Event::GameWon { seat: Seat(0) },
            &Event::GameWon { seat: Seat(1) }
        ]
    );
    assert_eq!(
        game.standings(),
        &[
            Standing::Out { round: 2 },
            Standing::Out { round: 2 },
            Standing::Out { round: 1 }
        ]
    );
    assert_eq!(game.phase(), Phase::GameOver { winner: None });
    assert!(game.is_over());
    assert_eq!(game.losses(), &[1, 1, 0]);
    game.check_invariants().unwrap();
    assert_eq!(game.winners(), vec![Seat(0), Seat(1)]);
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.winners(), vec![Seat(0), Seat(1)]);
    // Going under in round r scores r - 1000: the two who went under in round 2 share the top.
    assert_eq!(outcome.seats[0].score, -998.0);
    assert_eq!(outcome.seats[1].score, -998.0);
    assert_eq!(outcome.seats[2].score, -999.0);
    assert_eq!(
        outcome.seats[0].breakdown,
        "went under in round 2 together with everyone left: a shared win"
    );
    assert_eq!(outcome.seats[2].breakdown, "went under in round 1");
    assert!(!outcome.seats[2].winner);
    assert_eq!(
        outcome.summary,
        format!(
            "{} and {} went under together in round 2: they share the win",
            Seat(0),
            Seat(1)
        )
    );
    assert_eq!(
        game.apply(Seat(0), &Action::Deal, 0),
        Err(RuleError::GameOver)
    );
}

#[test]
fn with_the_spare_option_nobody_goes_under_when_everyone_would() {
    // The same showdown with the option on: both swimmers lose, nobody goes under.
    let standings = vec![
        Standing::Swimming,
        Standing::Swimming,
        Standing::Out { round: 1 },
    ];
    let hands = ["7C 8C 9D", "10S 7D 8D", "AH KH 9H"];
    let spare = SchwimmenConfig {
        spare_when_all_would_go_under: true,
        ..SchwimmenConfig::default()
    };
    let mut game = table_with(spare, standings.clone(), &hands, "7S 8S 9S", 0, 2);
    let events = knock_round(&mut game);
    let r = result(&game);
    assert!(r.spared);
    assert_eq!(r.losers, vec![Seat(0), Seat(1)]);
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::WentUnder { .. } | Event::LifeLost { .. }))
    );
    assert_eq!(game.standings(), &standings[..]);
    assert_eq!(game.phase(), Phase::Deal);
    assert_eq!(game.losses(), &[0, 0, 0]);
    assert!(!game.is_over());
    game.check_invariants().unwrap();
}

#[test]
fn a_swimmer_and_a_player_with_lives_tie_the_swimmer_goes_under_the_other_wins() {
    // Not everybody left goes under: the last one afloat wins alone, swimming.
    let standings = vec![
        Standing::Swimming,
        Standing::Lives(1),
        Standing::Out { round: 1 },
    ];
    let hands = ["7C 8C 9D", "10S 7D 8D", "AH KH 9H"];
    let mut game = table_with(
        SchwimmenConfig::default(),
        standings,
        &hands,
        "7S 8S 9S",
        0,
        2,
    );
    let events = knock_round(&mut game);
    assert!(events.contains(&Event::WentUnder { seat: Seat(0) }));
    assert!(events.contains(&Event::Swimming { seat: Seat(1) }));
    assert_eq!(
        game.phase(),
        Phase::GameOver {
            winner: Some(Seat(1))
        }
    );
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.winners(), vec![Seat(1)]);
    assert_eq!(outcome.seats[1].score, 0.0);
    assert_eq!(outcome.seats[1].breakdown, "won while swimming");
    game.check_invariants().unwrap();
}

#[test]
fn the_deal_rotates_left_skipping_players_who_are_out() {
    let standings = vec![
        Standing::Lives(3),
        Standing::Out { round: 1 },
        Standing::Lives(2),
        Standing::Lives(1),
    ];
    let hands = ["7C 8C 9D", "10S 7D 8D", "AH KH 9H", "AC KC 9C"];
    let mut game = table_with(
        SchwimmenConfig::default(),
        standings,
        &hands,
        "7S 8S 9S",
        0,
        3,
    );
    game.dealer = Seat(0);
    game.check_invariants().unwrap();
    knock_round(&mut game);
    assert_eq!(
        game.dealer(),
        Seat(2),
        "seat 2 is out, so the deal goes to seat 3"
    );
    assert_eq!(game.legal(Seat(2)), vec![Action::Deal]);
    assert_eq!(refused(&mut game, 0, Action::Deal), RuleError::NotYourTurn);
    assert!(matches!(refused(&mut game, 2, PASS), RuleError::Illegal(_)));
    play(&mut game, &[(2, Action::Deal)]);
    if game.phase() == Phase::DealerChoice {
        assert_eq!(
            game.stock().len(),
            32 - 3 * 4,
            "three players in plus the dealer's second packet"
        );
        play(&mut game, &[(2, Action::KeepPacket)]);
    }
    if let Phase::Play { to_move, .. } = game.phase() {
        assert_eq!(to_move, Seat(3));
        play(&mut game, &[(3, PASS)]);
        assert!(
            matches!(
                game.phase(),
                Phase::Play {
                    to_move: Seat(0),
                    ..
                }
            ),
            "seat 2 is skipped"
        );
    }
}

// ---------- refusals leave the state untouched ----------

#[test]
fn every_refused_action_leaves_the_state_untouched() {
    let all_actions: Vec<Action> = [
        Action::Deal,
        Action::KeepPacket,
        Action::TakeOtherPacket,
        Action::SwapAll,
        Action::Pass,
        Action::Knock,
    ]
    .into_iter()
    .chain((0..4).flat_map(|h| (0..4).map(move |m| Action::Swap { hand: h, middle: m })))
    .collect();
    for config in [
        SchwimmenConfig::default(),
        SchwimmenConfig {
            passing: false,
            feuer: true,
            ..SchwimmenConfig::default()
        },
    ] {
        let mut rng = GameRng::new(5);
        for seed in 0..24u64 {
            let players = 2 + (seed % 8) as usize;
            let mut game = Schwimmen::new(&config, players, seed).unwrap();
            let mut steps = 0;
            while !game.is_over() && steps < 100 {
                for seat in Seat::all(players) {
                    let legal = game.legal(seat);
                    for action in &all_actions {
                        if !legal.contains(action) {
                            let before = format!("{game:?}");
                            assert!(
                                game.apply(seat, action, 0).is_err(),
                                "{action:?} by {seat} is not in legal"
                            );
                            assert_eq!(before, format!("{game:?}"));
                        } else {
                            let mut copy = game.clone();
                            copy.apply(seat, action, 0).expect("legal actions apply");
                            copy.check_invariants().unwrap();
                        }
                    }
                }
                let seat = game.first_actor(0).unwrap();
                let action = game.random_action(seat, &mut rng).unwrap();
                assert!(game.legal(seat).contains(&action));
                game.apply(seat, &action, 0).unwrap();
                game.check_invariants().unwrap();
                steps += 1;
            }
        }
    }
}

// ---------- views and determinization ----------

#[test]
fn views_hide_other_hands_and_determinize_consistently() {
    let mut rng = GameRng::new(11);
    let mut checked = 0;
    for seed in 0..60u64 {
        let players = 2 + (seed % 8) as usize;
        let mut game = Schwimmen::new(&SchwimmenConfig::default(), players, seed).unwrap();
        while !game.is_over() {
            for seat in Seat::all(players) {
                let view = game.view(seat);
                let text = format!("{view:?}");
                let visible: Vec<CardId> = view
                    .hand
                    .into_iter()
                    .flatten()
                    .chain(view.middle.into_iter().flatten())
                    .chain(view.discard.iter().copied())
                    .chain(view.known.iter().flatten().copied())
                    .chain(
                        view.last_round
                            .iter()
                            .flat_map(|r| r.hands.iter().flatten().flatten().copied()),
                    )
                    .collect();
                if matches!(game.phase(), Phase::DealerChoice | Phase::Play { .. }) {
                    for other in Seat::all(players).filter(|&o| o != seat && game.is_in(o)) {
                        for c in game.hand(other) {
                            if !visible.contains(&c) {
                                assert!(
                                    !text.contains(&format!("{c:?}")),
                                    "{seat}'s view shows {other}'s {c:?}"
                                );
                            }
                        }
                    }
                    if game.middle().is_none() {
                        for c in game.middle {
                            if view.hand.is_none_or(|h| !h.contains(&c)) {
                                assert!(
                                    !text.contains(&format!("{c:?}")),
                                    "the face-down packet leaks"
                                );
                            }
                        }
                    }
                }
                for _ in 0..2 {
                    let world = Schwimmen::determinize(&view, &mut rng);
                    world
                        .check_invariants()
                        .unwrap_or_else(|e| panic!("determinized state broken: {e}"));
                    assert_eq!(world.phase(), game.phase());
                    assert_eq!(world.middle(), game.middle());
                    assert_eq!(world.stock().len(), game.stock().len());
                    assert_eq!(world.standings(), game.standings());
                    assert_eq!(
                        world.view(seat),
                        view,
                        "the sampled world looks the same from this seat"
                    );
                    if game.is_in(seat)
                        && !matches!(game.phase(), Phase::Deal | Phase::GameOver { .. })
                    {
                        assert_eq!(world.hand(seat), game.hand(seat));
                        assert_eq!(world.legal(seat), game.legal(seat));
                    }
                    checked += 1;
                }
            }
            let seat = game.first_actor(0).unwrap();
            let action = game.random_action(seat, &mut rng).unwrap();
            game.apply(seat, &action, 0).unwrap();
        }
    }
    assert!(checked > 1000);
}

#[test]
fn fast_scoring_agrees_with_the_rulebook_on_every_hand() {
    // The plain reading of the rules, card by card.
    fn reference(hand: [CardId; 3]) -> HandValue {
        let cards = hand.map(FrenchCard::from_id);
        if cards.iter().all(|c| c.rank == cards[0].rank) {
            return HandValue::THREE_OF_A_KIND;
        }
        let points = |c: &FrenchCard| match c.rank {
            crate::kernel::Rank::Ace => 11,
            crate::kernel::Rank::Seven => 7,
            crate::kernel::Rank::Eight => 8,
            crate::kernel::Rank::Nine => 9,
            _ => 10,
        };
        let best = cards
            .iter()
            .map(|s| {
                cards
                    .iter()
                    .filter(|c| c.suit == s.suit)
                    .map(points)
                    .sum::<u8>()
            })
            .max();
        HandValue(best.unwrap() * 2)
    }
    let (mut hands, mut thirty_ones, mut triples) = (0, 0, 0);
    for a in 0..32u8 {
        for b in a + 1..32 {
            for c in b + 1..32 {
                let hand = [CardId(a), CardId(b), CardId(c)];
                assert_eq!(score_hand(hand), reference(hand), "{hand:?}");
                assert_eq!(score_cards(hand.map(FrenchCard::from_id)), reference(hand));
                hands += 1;
                thirty_ones += (score_hand(hand) == HandValue::THIRTY_ONE) as u32;
                triples += (score_hand(hand) == HandValue::THREE_OF_A_KIND) as u32;
            }
        }
    }
    assert_eq!(hands, 4960);
    assert_eq!(thirty_ones, 4 * 6, "per suit: the ace and two of 10 J Q K");
    assert_eq!(triples, 8 * 4);
}

#[test]
fn bots_knock_after_a_long_stalled_round() {
    use crate::bots::{Level, decide};
    let mut game = table(
        SchwimmenConfig::default(),
        &["7C 8C 9D", "10S JS QD", "7H 8H 9H"],
        "AC KS 10D",
        0,
        15,
    );
    let legal = game.legal(Seat(0));
    let mut rng = GameRng::new(1);
    for level in [Level::Easy, Level::Normal, Level::Hard] {
        assert_eq!(
            decide::<Schwimmen>(level, Seat(0), &game.view(Seat(0)), &legal, &mut rng),
            Some(KNOCK)
        );
    }
    // Before that, they decide freely.
    game.phase = Phase::Play {
        to_move: Seat(0),
        turns: 14,
        passes: 0,
        knocked: None,
    };
    let _ = decide::<Schwimmen>(
        Level::Normal,
        Seat(0),
        &game.view(Seat(0)),
        &legal,
        &mut rng,
    );
}
