//! Jammerlappen's rules, checked against hand-built situations (the rulebook and NOTES.md).

use super::deck::{self, ActionCard};
use super::state::{Jammerlappen, Phase};
use super::*;
use crate::bots::{Level, decide};
use crate::kernel::{CardId, Game, GameRng, RuleError, Seat};

/// The `copy`-th card (0..4) of number `n`.
pub(super) fn n(value: u8, copy: u8) -> CardId {
    CardId((value - 1) * 4 + copy)
}

/// The `copy`-th card of an action kind.
pub(super) fn a(kind: ActionCard, copy: usize) -> CardId {
    deck::deck(4)
        .into_iter()
        .filter(|&c| deck::action(c) == Some(kind))
        .nth(copy)
        .expect("that many copies")
}

use ActionCard::{Aussetzen, DeinProblem, Neustart, Richtungswechsel, WegDamit};

/// A table in play: hands, face-up and face-down cards per seat, the pot (bottom first), the draw
/// pile; every other card is out of the game. The pot's top sets what must be beaten.
pub(super) struct Table {
    players: usize,
    hands: Vec<Vec<CardId>>,
    up: Vec<[Option<CardId>; 3]>,
    down: Vec<[Option<CardId>; 3]>,
    pot: Vec<CardId>,
    draw: Vec<CardId>,
    turn: u8,
}

impl Table {
    pub(super) fn new(players: usize, hands: Vec<Vec<CardId>>, turn: u8) -> Table {
        Table {
            players,
            hands,
            up: vec![[None; 3]; players],
            down: vec![[None; 3]; players],
            pot: Vec::new(),
            draw: Vec::new(),
            turn,
        }
    }
    pub(super) fn pot(mut self, pot: Vec<CardId>) -> Table {
        self.pot = pot;
        self
    }
    pub(super) fn up(mut self, seat: usize, cards: [Option<CardId>; 3]) -> Table {
        self.up[seat] = cards;
        self
    }
    pub(super) fn down(mut self, seat: usize, cards: [Option<CardId>; 3]) -> Table {
        self.down[seat] = cards;
        self
    }
    pub(super) fn draw(mut self, draw: Vec<CardId>) -> Table {
        self.draw = draw;
        self
    }
    pub(super) fn build(self) -> Jammerlappen {
        let mut g = Jammerlappen::new(&JammerlappenConfig::default(), self.players, 1).unwrap();
        g.phase = Phase::Play {
            turn: Seat(self.turn),
        };
        g.exchanged = vec![true; self.players];
        let mut used: Vec<CardId> = self.pot.clone();
        used.extend(self.draw.iter().copied());
        for s in 0..self.players {
            used.extend(self.hands[s].iter().copied());
            used.extend(self.up[s].iter().flatten().copied());
            used.extend(self.down[s].iter().flatten().copied());
        }
        g.out = deck::deck(self.players)
            .into_iter()
            .filter(|c| !used.contains(c))
            .collect();
        g.reference = self.pot.iter().rev().find_map(|&c| deck::number(c));
        g.downward = false;
        let top: Vec<Option<u8>> = self.pot.iter().rev().map(|&c| deck::number(c)).collect();
        g.action_run = top.iter().take_while(|v| v.is_none()).count() as u8;
        g.run = match top.first() {
            Some(&Some(v)) => (v, top.iter().take_while(|&&x| x == Some(v)).count() as u8),
            _ => (0, 0),
        };
        g.hand_bits = [0; 6];
        for (s, hand) in self.hands.iter().enumerate() {
            g.hand_bits[s] = hand.iter().fold(0, |m, c| m | 1 << c.0);
        }
        g.hands = self.hands;
        g.face_up = self.up;
        g.face_down = self.down;
        g.pot = self.pot;
        g.draw = self.draw;
        g.known = vec![0; self.players];
        // Seats without any card are already out.
        for s in 0..self.players {
            if g.cards_of(Seat(s as u8)) == 0 {
                g.places[s] = Some(g.players as u8 - g.active() as u8 + 1);
            }
        }
        g.check_invariants().unwrap();
        g
    }
}

pub(super) fn play(cards: &[CardId]) -> Action {
    Action::Play {
        cards: cards.to_vec(),
    }
}

pub(super) fn ok(g: &mut Jammerlappen, seat: u8, action: Action, now: u64) -> Vec<Event> {
    let events = g
        .apply(Seat(seat), &action, now)
        .unwrap_or_else(|e| panic!("{action:?} by seat {seat} refused: {e}"));
    g.check_invariants().unwrap();
    events
}

/// Applies an action that must be refused, and checks the state did not change.
pub(super) fn refused(g: &mut Jammerlappen, seat: u8, action: Action, now: u64) -> RuleError {
    let before = format!("{g:?}");
    let err = g
        .apply(Seat(seat), &action, now)
        .expect_err("should be refused");
    assert_eq!(
        before,
        format!("{g:?}"),
        "a refused {action:?} changed the state"
    );
    err
}

pub(super) fn turn(g: &Jammerlappen) -> u8 {
    match g.phase() {
        Phase::Play { turn } => turn.0,
        other => panic!("not in play: {other:?}"),
    }
}

#[test]
fn equal_or_higher_and_several_identical_cards_at_once() {
    let mut g = Table::new(
        3,
        vec![
            vec![n(3, 0), n(8, 0), n(8, 1), n(9, 0)],
            vec![n(2, 0)],
            vec![n(1, 0)],
        ],
        0,
    )
    .pot(vec![n(7, 0)])
    .build();
    let legal = g.legal(Seat(0));
    assert!(legal.contains(&play(&[n(8, 0)])));
    assert!(legal.contains(&play(&[n(8, 0), n(8, 1)])));
    assert!(legal.contains(&play(&[n(9, 0)])));
    assert!(!legal.contains(&play(&[n(3, 0)])));
    assert!(legal.contains(&Action::TakePot));
    assert!(matches!(
        refused(&mut g, 0, play(&[n(3, 0)]), 0),
        RuleError::Illegal(_)
    ));
    assert!(matches!(
        refused(&mut g, 0, play(&[n(8, 0), n(9, 0)]), 0),
        RuleError::Illegal(_)
    ));
    assert!(matches!(
        refused(&mut g, 0, play(&[n(8, 0), n(8, 0)]), 0),
        RuleError::Illegal(_)
    ));
    assert!(matches!(
        refused(&mut g, 0, play(&[n(8, 2)]), 0),
        RuleError::Illegal(_)
    ));
    assert_eq!(
        refused(&mut g, 1, play(&[n(2, 0)]), 0),
        RuleError::NotYourTurn
    );
    ok(&mut g, 0, play(&[n(8, 1), n(8, 0)]), 0);
    assert_eq!(g.pot(), &[n(7, 0), n(8, 1), n(8, 0)]);
    assert_eq!(g.reference(), Some(8));
    assert_eq!(turn(&g), 1);
    // Equal is enough.
    let g = Table::new(2, vec![vec![n(7, 1)], vec![n(2, 0)]], 0)
        .pot(vec![n(7, 0)])
        .build();
    assert!(g.legal(Seat(0)).contains(&play(&[n(7, 1)])));
}

#[test]
fn hand_cards_first_then_face_up_never_mixed() {
    let mut g = Table::new(3, vec![vec![n(4, 0)], vec![n(2, 0)], vec![n(1, 0)]], 0)
        .up(0, [Some(n(9, 0)), Some(n(9, 1)), None])
        .down(0, [Some(n(3, 0)), Some(n(3, 1)), Some(n(10, 0))])
        .build();
    assert!(matches!(
        refused(&mut g, 0, play(&[n(9, 0)]), 0),
        RuleError::Illegal(_)
    ));
    assert!(matches!(
        refused(&mut g, 0, play(&[n(4, 0), n(9, 0)]), 0),
        RuleError::Illegal(_)
    ));
    assert!(matches!(
        refused(&mut g, 0, Action::PlayBlind { slot: 2 }, 0),
        RuleError::Illegal(_)
    ));
    ok(&mut g, 0, play(&[n(4, 0)]), 0);
    ok(&mut g, 1, Action::TakePot, 0);
    ok(&mut g, 2, play(&[n(1, 0)]), 0);
    // Seat 3 got rid of its last card; seat 1 on turn... the turn came back round to seat 1.
    assert_eq!(g.place(Seat(2)), Some(1));
    let mut g = Table::new(3, vec![vec![], vec![n(2, 0)], vec![n(1, 0)]], 0)
        .up(0, [Some(n(9, 0)), Some(n(9, 1)), None])
        .down(0, [Some(n(3, 0)), Some(n(3, 1)), Some(n(10, 0))])
        .pot(vec![n(6, 0)])
        .build();
    let legal = g.legal(Seat(0));
    assert!(legal.contains(&play(&[n(9, 0), n(9, 1)])));
    // Slot 2's face-up card is gone: its face-down card is released, the others are not.
    assert!(legal.contains(&Action::PlayBlind { slot: 2 }));
    assert!(!legal.contains(&Action::PlayBlind { slot: 0 }));
    assert!(matches!(
        refused(&mut g, 0, Action::PlayBlind { slot: 0 }, 0),
        RuleError::Illegal(_)
    ));
    ok(&mut g, 0, play(&[n(9, 0)]), 0);
    assert_eq!(g.face_up(Seat(0)), [None, Some(n(9, 1)), None]);
    assert!(g.legal_blind_slots(Seat(0)).is_empty(), "not on turn now");
}

impl Jammerlappen {
    fn legal_blind_slots(&self, seat: Seat) -> Vec<u8> {
        self.legal(seat)
            .into_iter()
            .filter_map(|a| match a {
                Action::PlayBlind { slot } => Some(slot),
                _ => None,
            })
            .collect()
    }
}

#[test]
fn refill_to_three_while_the_pile_lasts_but_not_above_three() {
    let mut g = Table::new(
        2,
        vec![
            vec![n(7, 0), n(8, 0), n(9, 0)],
            vec![n(2, 0), n(3, 0), n(4, 0), n(6, 0), n(9, 1)],
        ],
        0,
    )
    .draw(vec![n(10, 0), n(11, 0)])
    .build();
    let events = ok(&mut g, 0, play(&[n(7, 0)]), 0);
    assert!(events.contains(&Event::Drew {
        seat: Seat(0),
        cards: vec![n(11, 0)]
    }));
    assert_eq!(g.hand(Seat(0)).len(), 3);
    // Seat 2 holds five: it lays one and draws nothing.
    let events = ok(&mut g, 1, play(&[n(9, 1)]), 0);
    assert!(!events.iter().any(|e| matches!(e, Event::Drew { .. })));
    assert_eq!(g.hand(Seat(1)).len(), 4);
    assert_eq!(g.draw_pile(), &[n(10, 0)][..]);
}

#[test]
fn taking_the_pot_voluntarily_or_when_nothing_fits() {
    let mut g = Table::new(
        3,
        vec![vec![n(2, 0), n(11, 0)], vec![n(1, 0)], vec![n(1, 1)]],
        0,
    )
    .pot(vec![n(9, 0), n(10, 0)])
    .build();
    assert!(g.legal(Seat(0)).contains(&play(&[n(11, 0)])));
    let events = ok(&mut g, 0, Action::TakePot, 0);
    assert!(events.contains(&Event::FreeLead { seat: Seat(1) }));
    assert_eq!(g.hand(Seat(0)).len(), 4);
    assert!(g.pot().is_empty());
    assert_eq!(g.reference(), None);
    // The taken cards are known to everybody.
    let view = g.view(Seat(2));
    assert_eq!(view.known[0], vec![n(9, 0), n(10, 0)]);
    // Nothing fits: taking the pot is all there is.
    let g = Table::new(
        3,
        vec![vec![n(2, 0), n(3, 0)], vec![n(1, 0)], vec![n(1, 1)]],
        0,
    )
    .pot(vec![n(9, 0)])
    .build();
    assert_eq!(g.legal(Seat(0)), vec![Action::TakePot]);
    // An empty pot cannot be taken.
    let mut g = Table::new(3, vec![vec![n(2, 0)], vec![n(1, 0)], vec![n(1, 1)]], 0).build();
    assert!(matches!(
        refused(&mut g, 0, Action::TakePot, 0),
        RuleError::Illegal(_)
    ));
}

#[test]
fn a_failing_blind_card_goes_onto_the_hand_with_the_pot() {
    let mut g = Table::new(3, vec![vec![], vec![n(1, 0)], vec![n(1, 1)]], 0)
        .down(0, [Some(n(2, 0)), None, Some(n(11, 0))])
        .pot(vec![n(6, 0), n(9, 0)])
        .build();
    assert_eq!(
        g.legal(Seat(0)),
        vec![
            Action::PlayBlind { slot: 0 },
            Action::PlayBlind { slot: 2 },
            Action::TakePot
        ]
    );
    let events = ok(&mut g, 0, Action::PlayBlind { slot: 0 }, 0);
    assert!(events.contains(&Event::Revealed {
        seat: Seat(0),
        slot: 0,
        card: n(2, 0),
        fits: false
    }));
    let mut hand = g.hand(Seat(0)).to_vec();
    hand.sort();
    assert_eq!(hand, vec![n(2, 0), n(6, 0), n(9, 0)]);
    assert!(g.pot().is_empty());
    assert_eq!(turn(&g), 1);
    assert!(events.contains(&Event::FreeLead { seat: Seat(1) }));
    // A blind card that fits is laid like any other.
    let mut g = Table::new(3, vec![vec![], vec![n(1, 0)], vec![n(1, 1)]], 0)
        .down(0, [Some(n(2, 0)), None, Some(n(11, 0))])
        .pot(vec![n(9, 0)])
        .build();
    ok(&mut g, 0, Action::PlayBlind { slot: 2 }, 0);
    assert_eq!(g.pot(), &[n(9, 0), n(11, 0)]);
    assert_eq!(g.reference(), Some(11));
    assert_eq!(turn(&g), 1);
}

#[test]
fn no_face_up_card_fits_lay_one_and_take_it_with_the_pot() {
    let mut g = Table::new(3, vec![vec![], vec![n(1, 0)], vec![n(1, 1)]], 0)
        .up(0, [Some(n(2, 0)), Some(n(3, 0)), None])
        .down(0, [Some(n(4, 0)), Some(n(4, 1)), Some(n(4, 2))])
        .pot(vec![n(9, 0)])
        .build();
    // "he must nevertheless play one of his three face-up cards": no blind card instead.
    assert_eq!(
        g.legal(Seat(0)),
        vec![
            Action::TakeWith { card: n(2, 0) },
            Action::TakeWith { card: n(3, 0) },
        ]
    );
    assert!(matches!(
        refused(&mut g, 0, Action::PlayBlind { slot: 2 }, 0),
        RuleError::Illegal(_)
    ));
    assert!(matches!(
        refused(&mut g, 0, Action::TakePot, 0),
        RuleError::Illegal(_)
    ));
    assert!(matches!(
        refused(&mut g, 0, Action::TakeWith { card: n(4, 0) }, 0),
        RuleError::Illegal(_)
    ));
    ok(&mut g, 0, Action::TakeWith { card: n(3, 0) }, 0);
    assert_eq!(g.hand(Seat(0)), &[n(9, 0), n(3, 0)]);
    assert_eq!(g.face_up(Seat(0)), [Some(n(2, 0)), None, None]);
    assert_eq!(turn(&g), 1);
    // When a face-up card fits, the forced pickup is refused (a voluntary TakePot is fine).
    let mut g = Table::new(3, vec![vec![], vec![n(1, 0)], vec![n(1, 1)]], 0)
        .up(0, [Some(n(2, 0)), Some(n(10, 0)), None])
        .down(0, [Some(n(4, 0)), Some(n(4, 1)), Some(n(4, 2))])
        .pot(vec![n(9, 0)])
        .build();
    assert!(matches!(
        refused(&mut g, 0, Action::TakeWith { card: n(2, 0) }, 0),
        RuleError::Illegal(_)
    ));
    assert!(g.legal(Seat(0)).contains(&Action::TakePot));
}

#[test]
fn the_five_turns_play_downward_until_the_pot_is_taken() {
    let mut g = Table::new(
        3,
        vec![
            vec![n(5, 0), n(11, 0)],
            vec![n(7, 0), n(5, 1), n(3, 0)],
            vec![n(1, 0), n(8, 0)],
        ],
        0,
    )
    .pot(vec![n(4, 0)])
    .build();
    let events = ok(&mut g, 0, play(&[n(5, 0)]), 0);
    assert!(events.contains(&Event::Downward));
    assert!(g.downward());
    let legal = g.legal(Seat(1));
    assert!(!legal.contains(&play(&[n(7, 0)])));
    assert!(legal.contains(&play(&[n(5, 1)])), "a 5 on a 5");
    assert!(legal.contains(&play(&[n(3, 0)])));
    assert!(matches!(
        refused(&mut g, 1, play(&[n(7, 0)]), 0),
        RuleError::Illegal(_)
    ));
    ok(&mut g, 1, play(&[n(3, 0)]), 0);
    // 8 does not fit on a 3 going down; seat 3 takes the pot and upward play returns.
    assert!(!g.legal(Seat(2)).contains(&play(&[n(8, 0)])));
    ok(&mut g, 2, Action::TakePot, 0);
    assert!(!g.downward());
    assert_eq!(turn(&g), 0);
    assert!(g.legal(Seat(0)).contains(&play(&[n(11, 0)])));
    // A 5 only fits where a 5 fits: not on a 6 going up.
    let g = Table::new(2, vec![vec![n(5, 0)], vec![n(1, 0)]], 0)
        .pot(vec![n(6, 0)])
        .build();
    assert_eq!(g.legal(Seat(0)), vec![Action::TakePot]);
}

#[test]
fn weg_damit_and_neustart_end_downward_play() {
    let mut g = Table::new(
        3,
        vec![
            vec![n(5, 0), a(WegDamit, 0), n(9, 0)],
            vec![a(Neustart, 0), n(10, 0)],
            vec![n(1, 0), n(8, 0)],
        ],
        0,
    )
    .pot(vec![n(4, 0)])
    .build();
    ok(&mut g, 0, play(&[n(5, 0)]), 0);
    ok(&mut g, 1, play(&[a(Neustart, 0)]), 0);
    assert!(!g.downward());
    assert_eq!(g.reference(), None);
    assert_eq!(g.pot().len(), 3, "the pot stays after Neustart!");
    assert_eq!(turn(&g), 2);
    assert!(g.legal(Seat(2)).contains(&play(&[n(8, 0)])));
    ok(&mut g, 2, play(&[n(8, 0)]), 0);
    ok(&mut g, 0, play(&[n(9, 0)]), 0);
    ok(&mut g, 1, play(&[n(10, 0)]), 0);
    // Seat 2 is out: seat 3 on turn.
    assert_eq!(turn(&g), 2);
}

#[test]
fn dein_problem_passes_the_last_number_on() {
    let mut g = Table::new(
        3,
        vec![
            vec![a(DeinProblem, 0), n(2, 0)],
            vec![n(7, 0), n(9, 0)],
            vec![n(1, 0)],
        ],
        0,
    )
    .pot(vec![n(8, 0)])
    .build();
    ok(&mut g, 0, play(&[a(DeinProblem, 0)]), 0);
    assert_eq!(turn(&g), 1);
    assert_eq!(g.reference(), Some(8));
    let legal = g.legal(Seat(1));
    assert!(!legal.contains(&play(&[n(7, 0)])));
    assert!(legal.contains(&play(&[n(9, 0)])));
}

#[test]
fn richtungswechsel_turns_play_round_and_with_two_left_the_opponent_plays() {
    let mut g = Table::new(
        4,
        vec![
            vec![a(Richtungswechsel, 0), n(2, 0)],
            vec![n(1, 0)],
            vec![n(1, 1)],
            vec![n(9, 0)],
        ],
        0,
    )
    .pot(vec![n(8, 0)])
    .build();
    let events = ok(&mut g, 0, play(&[a(Richtungswechsel, 0)]), 0);
    assert!(events.contains(&Event::DirectionChanged { clockwise: false }));
    assert_eq!(turn(&g), 3);
    assert_eq!(g.reference(), Some(8));
    ok(&mut g, 3, play(&[n(9, 0)]), 0);
    assert_eq!(turn(&g), 2, "counter-clockwise on");
    // Two players left (seat 2 already out): the opponent is on turn.
    let mut g = Table::new(
        3,
        vec![vec![a(Richtungswechsel, 0), n(2, 0)], vec![], vec![n(9, 0)]],
        0,
    )
    .build();
    ok(&mut g, 0, play(&[a(Richtungswechsel, 0)]), 0);
    assert_eq!(turn(&g), 2);
}

#[test]
fn aussetzen_skips_and_with_two_left_you_play_again() {
    let mut g = Table::new(
        4,
        vec![
            vec![a(Aussetzen, 0), n(2, 0)],
            vec![n(9, 0)],
            vec![n(9, 1)],
            vec![n(1, 0)],
        ],
        0,
    )
    .pot(vec![n(8, 0)])
    .build();
    let events = ok(&mut g, 0, play(&[a(Aussetzen, 0)]), 0);
    assert!(events.contains(&Event::Skipped { seat: Seat(1) }));
    assert_eq!(turn(&g), 2);
    let mut g = Table::new(
        3,
        vec![vec![a(Aussetzen, 0), n(9, 0)], vec![], vec![n(9, 1)]],
        0,
    )
    .pot(vec![n(8, 0)])
    .build();
    ok(&mut g, 0, play(&[a(Aussetzen, 0)]), 0);
    assert_eq!(turn(&g), 0, "two left: on turn again");
    assert!(g.legal(Seat(0)).contains(&play(&[n(9, 0)])));
}

#[test]
fn weg_damit_removes_the_pot_and_you_begin_again() {
    let mut g = Table::new(
        3,
        vec![vec![a(WegDamit, 0), n(2, 0)], vec![n(1, 0)], vec![n(1, 1)]],
        0,
    )
    .pot(vec![n(8, 0), n(9, 0)])
    .build();
    let out_before = g.out_of_game().len();
    let events = ok(&mut g, 0, play(&[a(WegDamit, 0)]), 0);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::PotRemoved {
            reason: Removal::WegDamit,
            ..
        }
    )));
    assert!(g.pot().is_empty());
    assert_eq!(g.out_of_game().len(), out_before + 3);
    assert_eq!(turn(&g), 0);
    assert!(g.legal(Seat(0)).contains(&play(&[n(2, 0)])));
    // Weg damit! as the last card: the next player begins.
    let mut g = Table::new(
        3,
        vec![vec![a(WegDamit, 0)], vec![n(1, 0)], vec![n(1, 1)]],
        0,
    )
    .pot(vec![n(8, 0)])
    .build();
    let events = ok(&mut g, 0, play(&[a(WegDamit, 0)]), 0);
    assert!(events.contains(&Event::Finished {
        seat: Seat(0),
        place: 1
    }));
    assert!(events.contains(&Event::FreeLead { seat: Seat(1) }));
}

#[test]
fn four_action_cards_in_a_row_remove_the_pot() {
    let mut g = Table::new(
        3,
        vec![vec![a(Aussetzen, 0), n(2, 0)], vec![n(1, 0)], vec![n(1, 1)]],
        0,
    )
    .pot(vec![
        n(8, 0),
        a(DeinProblem, 0),
        a(Richtungswechsel, 0),
        a(DeinProblem, 1),
    ])
    .build();
    let events = ok(&mut g, 0, play(&[a(Aussetzen, 0)]), 0);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::PotRemoved {
            reason: Removal::FourActions,
            ..
        }
    )));
    assert!(g.pot().is_empty());
    assert_eq!(turn(&g), 0, "the fourth card's player begins again");
    // Three in a row are not enough.
    let mut g = Table::new(
        3,
        vec![
            vec![a(DeinProblem, 2), n(2, 0)],
            vec![n(1, 0)],
            vec![n(1, 1)],
        ],
        0,
    )
    .pot(vec![n(8, 0), a(DeinProblem, 0), a(Richtungswechsel, 0)])
    .build();
    ok(&mut g, 0, play(&[a(DeinProblem, 2)]), 0);
    assert_eq!(g.pot().len(), 4);
}

#[test]
fn quartets_remove_the_pot_and_the_completer_begins() {
    let mut g = Table::new(
        3,
        vec![vec![n(7, 3), n(2, 0)], vec![n(1, 0)], vec![n(1, 1)]],
        0,
    )
    .pot(vec![n(3, 0), n(7, 0), n(7, 1), n(7, 2)])
    .build();
    let events = ok(&mut g, 0, play(&[n(7, 3)]), 0);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::PotRemoved {
            reason: Removal::Quartet,
            ..
        }
    )));
    assert_eq!(turn(&g), 0);
    assert!(g.window().is_none(), "nothing to throw in on");
    // All four at once.
    let mut g = Table::new(
        3,
        vec![
            vec![n(6, 0), n(6, 1), n(6, 2), n(6, 3), n(2, 0)],
            vec![n(1, 0)],
            vec![n(1, 1)],
        ],
        0,
    )
    .pot(vec![n(3, 0)])
    .build();
    ok(&mut g, 0, play(&[n(6, 0), n(6, 1), n(6, 2), n(6, 3)]), 0);
    assert!(g.pot().is_empty());
    assert_eq!(turn(&g), 0);
    // Not one after another (an action card between): no quartet.
    let mut g = Table::new(
        3,
        vec![vec![n(7, 3), n(2, 0)], vec![n(1, 0)], vec![n(1, 1)]],
        0,
    )
    .pot(vec![n(7, 0), n(7, 1), a(DeinProblem, 0), n(7, 2)])
    .build();
    ok(&mut g, 0, play(&[n(7, 3)]), 0);
    assert_eq!(g.pot().len(), 5);
    assert_eq!(turn(&g), 1);
}

#[test]
fn with_two_players_a_triplet_is_enough() {
    let mut g = Table::new(2, vec![vec![n(7, 2), n(2, 0)], vec![n(1, 0)]], 0)
        .pot(vec![n(7, 0), n(7, 1)])
        .build();
    ok(&mut g, 0, play(&[n(7, 2)]), 0);
    assert!(g.pot().is_empty());
    assert_eq!(turn(&g), 0);
    // Throwing in, too, completes triplets.
    let mut g = Table::new(
        2,
        vec![vec![n(7, 0), n(2, 0)], vec![n(7, 1), n(7, 2), n(3, 0)]],
        0,
    )
    .build();
    ok(&mut g, 0, play(&[n(7, 0)]), 1_000);
    // Seat 2 is on turn and just lays both 7s: that completes it too.
    ok(&mut g, 1, play(&[n(7, 1), n(7, 2)]), 1_100);
    assert!(g.pot().is_empty());
    assert_eq!(turn(&g), 1);
}

/// Seat 1 lays a 4 at t = 1000; seat 3 holds the other three.
fn throw_in_table() -> Jammerlappen {
    let mut g = Table::new(
        3,
        vec![
            vec![n(4, 0), n(2, 0)],
            vec![n(9, 0), n(10, 0)],
            vec![n(4, 1), n(4, 2), n(4, 3), n(1, 0)],
        ],
        0,
    )
    .build();
    let events = ok(&mut g, 0, play(&[n(4, 0)]), 1_000);
    assert!(events.contains(&Event::WindowOpened {
        card: n(4, 0),
        until: 2_500
    }));
    g
}

fn throw_in() -> Action {
    Action::ThrowIn {
        onto: n(4, 0),
        cards: vec![n(4, 1), n(4, 2), n(4, 3)],
    }
}

#[test]
fn throwing_in_beats_the_next_player() {
    let mut g = throw_in_table();
    assert_eq!(g.actors(1_100), vec![Seat(1), Seat(2)]);
    assert_eq!(g.legal(Seat(2)), vec![throw_in()]);
    assert_eq!(g.next_deadline(), Some(2_500));
    let events = ok(&mut g, 2, throw_in(), 1_200);
    assert!(events.contains(&Event::ThrownIn {
        seat: Seat(2),
        cards: vec![n(4, 1), n(4, 2), n(4, 3)],
        from: Zone::Hand,
        beat: Seat(1),
    }));
    assert!(g.pot().is_empty());
    assert_eq!(turn(&g), 2, "the thrower begins again; seat 2 was skipped");
    // The next player's move, later, is refused.
    assert_eq!(
        refused(&mut g, 1, play(&[n(9, 0)]), 1_300),
        RuleError::NotYourTurn
    );
    // A second throw-in on the same card is too late.
    assert_eq!(refused(&mut g, 0, throw_in(), 1_250), RuleError::TooLate);
}

#[test]
fn the_next_player_laying_first_makes_the_throw_in_too_late() {
    let mut g = throw_in_table();
    ok(&mut g, 1, play(&[n(9, 0)]), 1_150);
    assert_eq!(refused(&mut g, 2, throw_in(), 1_200), RuleError::TooLate);
    // Even an earlier timestamp arriving after the move is refused: the table applies intents in
    // timestamp order, the rules in arrival order.
    assert_eq!(refused(&mut g, 2, throw_in(), 1_100), RuleError::TooLate);
    assert_eq!(g.actors(1_200), vec![Seat(2)]);
}

#[test]
fn the_window_runs_out() {
    let mut g = throw_in_table();
    // Past the window but before the clock ran on: too late all the same.
    assert_eq!(refused(&mut g, 2, throw_in(), 2_500), RuleError::TooLate);
    assert_eq!(g.actors(2_500), vec![Seat(1)]);
    assert!(g.advance(2_000).is_empty());
    assert_eq!(
        g.advance(2_500),
        vec![Event::WindowClosed { card: n(4, 0) }]
    );
    assert_eq!(g.next_deadline(), None);
    assert!(g.legal(Seat(2)).is_empty());
    assert_eq!(refused(&mut g, 2, throw_in(), 2_600), RuleError::TooLate);
    ok(&mut g, 1, play(&[n(9, 0)]), 3_000);
}

#[test]
fn throw_ins_must_complete_the_quartet_and_not_come_from_the_turn() {
    let mut g = throw_in_table();
    let partial = Action::ThrowIn {
        onto: n(4, 0),
        cards: vec![n(4, 1), n(4, 2)],
    };
    assert!(matches!(
        refused(&mut g, 2, partial, 1_100),
        RuleError::Illegal(_)
    ));
    let wrong = Action::ThrowIn {
        onto: n(9, 0),
        cards: vec![n(4, 1), n(4, 2), n(4, 3)],
    };
    assert!(matches!(
        refused(&mut g, 2, wrong, 1_100),
        RuleError::Illegal(_)
    ));
    assert!(matches!(
        refused(&mut g, 1, throw_in(), 1_100),
        RuleError::Illegal(_)
    ));
    // Seat 1 cannot complete: no throw-in for it.
    assert!(g.legal(Seat(0)).is_empty());
    // Not after an action card: the window is only for numbers.
    let mut g = Table::new(
        3,
        vec![
            vec![a(DeinProblem, 0), n(2, 0)],
            vec![n(1, 0)],
            vec![n(1, 1)],
        ],
        0,
    )
    .build();
    ok(&mut g, 0, play(&[a(DeinProblem, 0)]), 0);
    assert!(g.window().is_none());
}

#[test]
fn throw_ins_come_from_face_up_cards_once_the_hand_is_empty() {
    let mut g = Table::new(
        3,
        vec![vec![n(4, 0), n(4, 1), n(2, 0)], vec![n(9, 0)], vec![]],
        0,
    )
    .up(2, [Some(n(4, 2)), Some(n(4, 3)), None])
    .down(2, [Some(n(1, 0)), None, None])
    .build();
    ok(&mut g, 0, play(&[n(4, 0), n(4, 1)]), 0);
    let action = Action::ThrowIn {
        onto: n(4, 1),
        cards: vec![n(4, 2), n(4, 3)],
    };
    assert_eq!(g.legal(Seat(2)), vec![action.clone()]);
    let events = ok(&mut g, 2, action, 10);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::ThrownIn {
            from: Zone::FaceUp,
            ..
        }
    )));
    assert_eq!(turn(&g), 2);
    assert_eq!(g.face_up(Seat(2)), [None; 3]);
}

#[test]
fn players_without_cards_leave_and_the_last_one_is_the_jammerlappen() {
    let mut g = Table::new(
        3,
        vec![vec![n(3, 0)], vec![n(4, 0)], vec![n(5, 0), n(6, 0)]],
        0,
    )
    .build();
    let events = ok(&mut g, 0, play(&[n(3, 0)]), 0);
    assert!(events.contains(&Event::Finished {
        seat: Seat(0),
        place: 1
    }));
    assert!(!g.is_in(Seat(0)));
    assert!(matches!(
        refused(&mut g, 0, Action::TakePot, 0),
        RuleError::Illegal(_)
    ));
    ok(&mut g, 1, play(&[n(4, 0)]), 0);
    assert!(g.is_over());
    assert_eq!(
        g.phase(),
        Phase::Over {
            jammerlappen: Seat(2)
        }
    );
    assert_eq!(g.penalties(), vec![0.0, 0.0, 1.0]);
    let outcome = g.outcome().unwrap();
    assert_eq!(outcome.winners(), vec![Seat(0), Seat(1)]);
    assert!(outcome.summary.contains("seat 3"));
    assert_eq!(g.search_value(Seat(2)), -1.0);
    assert!(g.search_value(Seat(0)) > g.search_value(Seat(1)));
    assert_eq!(refused(&mut g, 2, Action::TakePot, 0), RuleError::GameOver);
    assert!(g.actors(0).is_empty());
}

#[test]
fn the_one_exchange_before_play_and_the_starter() {
    let config = JammerlappenConfig {
        last_jammerlappen: Some(2),
        ..JammerlappenConfig::default()
    };
    let mut g = Jammerlappen::new(&config, 3, 11).unwrap();
    assert_eq!(g.starter(), Seat(2));
    assert_eq!(g.phase(), Phase::Exchange);
    assert_eq!(g.actors(0), vec![Seat(0), Seat(1), Seat(2)]);
    let hand = g.hand(Seat(1))[0];
    let up = g.face_up(Seat(1))[2].unwrap();
    assert_eq!(g.legal(Seat(1)).len(), 10);
    assert!(matches!(
        refused(&mut g, 1, Action::TakePot, 0),
        RuleError::Illegal(_)
    ));
    let other = g.hand(Seat(0))[0];
    assert!(matches!(
        refused(
            &mut g,
            1,
            Action::Exchange {
                hand: other,
                face_up: up
            },
            0
        ),
        RuleError::Illegal(_)
    ));
    ok(&mut g, 1, Action::Exchange { hand, face_up: up }, 0);
    assert_eq!(g.face_up(Seat(1))[2], Some(hand));
    assert!(g.hand(Seat(1)).contains(&up));
    assert_eq!(g.view(Seat(0)).known[1], vec![up]);
    assert!(matches!(
        refused(&mut g, 1, Action::Keep, 0),
        RuleError::Illegal(_)
    ));
    assert_eq!(g.actors(0), vec![Seat(0), Seat(2)]);
    ok(&mut g, 2, Action::Keep, 0);
    let events = ok(&mut g, 0, Action::Keep, 0);
    assert!(events.contains(&Event::PlayBegins { starter: Seat(2) }));
    assert_eq!(turn(&g), 2);
    assert!(matches!(
        refused(&mut g, 2, Action::Keep, 0),
        RuleError::Illegal(_)
    ));
}

#[test]
fn every_refused_action_leaves_the_state_untouched() {
    // Whatever any seat tries that is not legal is refused without a trace, in every phase.
    let mut rng = GameRng::new(5);
    for seed in 0..15 {
        let mut g =
            Jammerlappen::new(&JammerlappenConfig::default(), 2 + seed as usize % 5, seed).unwrap();
        let mut now = 0;
        while !g.is_over() && now < 30_000 {
            now += 100;
            let players = g.players();
            for s in 0..players as u8 {
                let legal = g.legal(Seat(s));
                let tries = [
                    Action::TakePot,
                    Action::Keep,
                    Action::PlayBlind {
                        slot: rng.below(4) as u8,
                    },
                    play(&[CardId(rng.below(56) as u8)]),
                    Action::TakeWith {
                        card: CardId(rng.below(56) as u8),
                    },
                    Action::ThrowIn {
                        onto: CardId(rng.below(56) as u8),
                        cards: vec![CardId(rng.below(56) as u8)],
                    },
                    play(&[]),
                ];
                for action in tries {
                    if !legal.contains(&action) {
                        let before = format!("{g:?}");
                        if g.apply(Seat(s), &action, now).is_ok() {
                            // Only moves outside the canonical list (other copies) may pass.
                            assert!(matches!(action, Action::Play { .. }), "{action:?}");
                            break;
                        }
                        assert_eq!(before, format!("{g:?}"));
                    }
                }
            }
            if g.is_over() {
                break;
            }
            let seat = g.first_actor(now).unwrap();
            let legal = g.legal(seat);
            let action = legal[rng.below(legal.len())].clone();
            g.apply(seat, &action, now).unwrap();
            g.check_invariants().unwrap();
        }
    }
}

#[test]
fn views_hide_what_is_hidden_and_determinize_consistently() {
    let mut rng = GameRng::new(3);
    for seed in 0..40u64 {
        let players = 2 + seed as usize % 5;
        let mut g = Jammerlappen::new(&JammerlappenConfig::default(), players, seed).unwrap();
        for _ in 0..(seed * 3 % 70) {
            if g.is_over() {
                break;
            }
            let seat = g.first_actor(0).unwrap();
            let legal = g.legal(seat);
            let action =
                decide::<Jammerlappen>(Level::Easy, seat, &g.view(seat), &legal, &mut rng).unwrap();
            g.apply(seat, &action, 0).unwrap();
        }
        for seat in Seat::all(players) {
            let view = g.view(seat);
            assert_eq!(view.hand, g.hand(seat));
            let world = Jammerlappen::determinize(&view, &mut rng);
            world.check_invariants().unwrap();
            assert_eq!(
                world.view(seat),
                view,
                "seed {seed}: the world fits the view"
            );
            for other in Seat::all(players) {
                assert_eq!(world.hand(other).len(), g.hand(other).len());
                for known in &view.known[other.index()] {
                    assert!(world.hand(other).contains(known));
                }
            }
            assert_eq!(world.legal(seat), g.legal(seat));
        }
    }
}

#[test]
fn bots_pick_legal_moves_at_every_level() {
    let mut rng = GameRng::new(8);
    let mut g = Jammerlappen::new(&JammerlappenConfig::default(), 4, 2).unwrap();
    let mut steps = 0;
    while !g.is_over() && steps < 60 {
        let seat = g.first_actor(0).unwrap();
        let legal = g.legal(seat);
        let level = [Level::Random, Level::Easy, Level::Normal][steps % 3];
        let action = decide::<Jammerlappen>(level, seat, &g.view(seat), &legal, &mut rng).unwrap();
        assert!(legal.contains(&action));
        g.apply(seat, &action, 0).unwrap();
        steps += 1;
    }
}

#[test]
fn the_easy_heuristic_plays_low_keeps_action_cards_and_throws_in() {
    let legal = vec![
        play(&[a(WegDamit, 0)]),
        play(&[n(9, 0)]),
        play(&[n(8, 0)]),
        play(&[n(8, 0), n(8, 1)]),
        Action::TakePot,
    ];
    assert_eq!(bots::greedy(&legal), play(&[n(8, 0), n(8, 1)]));
    assert_eq!(
        bots::greedy(&[play(&[a(WegDamit, 0)]), Action::TakePot]),
        play(&[a(WegDamit, 0)])
    );
    assert_eq!(
        bots::greedy(&[play(&[n(5, 0)]), play(&[n(6, 0)])]),
        play(&[n(6, 0)]),
        "the 5 is kept"
    );
    assert_eq!(bots::greedy(&[throw_in()]), throw_in());
    assert_eq!(
        bots::greedy(&[
            Action::Keep,
            Action::Exchange {
                hand: n(2, 0),
                face_up: n(9, 0)
            },
            Action::Exchange {
                hand: n(11, 0),
                face_up: n(3, 0)
            },
        ]),
        Action::Exchange {
            hand: n(11, 0),
            face_up: n(3, 0)
        }
    );
}

#[test]
fn the_fast_playout_move_is_the_heuristic_move() {
    let mut rng = GameRng::new(12);
    let mut compared = 0;
    for seed in 0..60u64 {
        let players = 2 + seed as usize % 5;
        let mut g = Jammerlappen::new(&JammerlappenConfig::default(), players, seed).unwrap();
        while !g.is_over() {
            let seat = g.first_actor(0).unwrap();
            let legal = g.legal(seat);
            assert_eq!(g.greedy_move(seat), Some(bots::greedy(&legal)));
            compared += 1;
            let action = if rng.unit() < 0.3 {
                legal[rng.below(legal.len())].clone()
            } else {
                bots::greedy(&legal)
            };
            g.apply(seat, &action, 0).unwrap();
        }
    }
    assert!(compared > 5_000);
}

#[test]
fn the_fast_random_move_draws_like_the_legal_list() {
    let mut rng = GameRng::new(13);
    let mut compared = 0;
    for seed in 0..40u64 {
        let players = 2 + seed as usize % 5;
        let mut g = Jammerlappen::new(&JammerlappenConfig::default(), players, seed).unwrap();
        while !g.is_over() && compared < 40_000 {
            let seat = g.first_actor(0).unwrap();
            let legal = g.legal(seat);
            let mut a = rng.clone();
            let mut b = rng.clone();
            let fast = g.random_action(seat, &mut a);
            assert_eq!(fast, Some(legal[b.below(legal.len())].clone()));
            assert_eq!(a.next_u64(), b.next_u64(), "the same draws");
            compared += 1;
            let action = if rng.unit() < 0.5 {
                fast.unwrap()
            } else {
                bots::greedy(&legal)
            };
            g.apply(seat, &action, 0).unwrap();
        }
    }
    assert!(compared > 5_000);
}

#[test]
fn a_pair_laid_at_once_is_completed_by_throwing_in_two() {
    // Seat 1 lays two 6s; seat 3 (not next) holds the other two and throws them in before seat 2.
    let mut g = Table::new(
        4,
        vec![
            vec![n(1, 0), n(2, 0)],
            vec![n(6, 0), n(6, 1), n(3, 0)],
            vec![n(9, 0), n(10, 0)],
            vec![n(6, 2), n(6, 3), n(8, 0)],
        ],
        1,
    )
    .pot(vec![n(4, 0)])
    .build();
    ok(&mut g, 1, play(&[n(6, 0), n(6, 1)]), 500);
    let pair = Action::ThrowIn {
        onto: n(6, 1),
        cards: vec![n(6, 2), n(6, 3)],
    };
    assert_eq!(g.legal(Seat(3)), vec![pair.clone()]);
    assert!(g.legal(Seat(0)).is_empty(), "seat 1 holds no 6");
    // One of the two is not enough.
    let one = Action::ThrowIn {
        onto: n(6, 1),
        cards: vec![n(6, 2)],
    };
    refused(&mut g, 3, one, 600);
    let events = ok(&mut g, 3, pair, 700);
    assert!(events.contains(&Event::ThrownIn {
        seat: Seat(3),
        cards: vec![n(6, 2), n(6, 3)],
        from: Zone::Hand,
        beat: Seat(2),
    }));
    assert!(events.iter().any(|e| matches!(
        e,
        Event::PotRemoved {
            reason: Removal::Quartet,
            ..
        }
    )));
    assert!(g.pot().is_empty());
    assert_eq!(turn(&g), 3, "the thrower begins with a card of its choice");
    assert_eq!(g.reference(), None);
}

/// A playout step is the playout action applied (the same draws, the same state and events), and
/// `clone_from` makes the same round as `clone` whatever the copy held before.
#[test]
fn playout_steps_and_copies_match_the_actions_and_clones() {
    let mut copy = Jammerlappen::new(&JammerlappenConfig::default(), 6, 99).unwrap();
    for players in 2..=6 {
        for seed in 0..20 {
            let mut by_step =
                Jammerlappen::new(&JammerlappenConfig::default(), players, seed).unwrap();
            let mut by_action = by_step.clone();
            let (mut rng_step, mut rng_action) = (GameRng::new(seed), GameRng::new(seed));
            let (mut events_step, mut events_action) = (Vec::new(), Vec::new());
            while !by_action.is_over() {
                let seat = by_action.first_actor(0).expect("someone acts");
                let action = by_action
                    .playout_action(seat, &mut rng_action)
                    .expect("a move");
                by_action
                    .apply_into(seat, &action, 0, &mut events_action)
                    .unwrap();
                assert!(by_step.playout_step(seat, 0, &mut rng_step, &mut events_step));
                assert_eq!(format!("{by_step:?}"), format!("{by_action:?}"));
                assert_eq!(events_step, events_action);
                copy.clone_from(&by_step);
                assert_eq!(format!("{copy:?}"), format!("{:?}", by_step.clone()));
            }
        }
    }
}

/// Once the round is over, every view (a spectator's too) names the Jammerlappen's leftover
/// hand: the table shows it in the spotlight.
#[test]
fn the_jammerlappens_leftover_hand_is_open_to_all_at_the_end() {
    let mut rng = GameRng::new(17);
    let mut with_hand = 0;
    for seed in 0..20u64 {
        let players = 2 + seed as usize % 5;
        let mut g = Jammerlappen::new(&JammerlappenConfig::default(), players, seed).unwrap();
        while !g.is_over() {
            let seat = g.first_actor(0).unwrap();
            let action = g.random_action(seat, &mut rng).unwrap();
            g.apply(seat, &action, 0).unwrap();
        }
        let Phase::Over { jammerlappen } = g.phase() else {
            unreachable!()
        };
        let mut left = g.hand(jammerlappen).to_vec();
        left.sort();
        for viewer in Seat::all(players).map(Some).chain([None]) {
            let view = g.view_as(viewer);
            assert_eq!(view.known[jammerlappen.index()], left, "seed {seed}");
        }
        with_hand += usize::from(!left.is_empty());
    }
    assert!(with_hand > 5, "{with_hand}");
}

#[test]
fn a_card_id_outside_the_deck_is_refused_not_looked_up() {
    use super::refusals::JammerlappenRefusal as Why;
    let far = CardId(200);
    let mut g = Table::new(
        3,
        vec![
            vec![n(7, 0), n(9, 1)],
            vec![n(8, 0)],
            vec![n(7, 3), n(9, 0)],
        ],
        0,
    )
    .up(0, [Some(n(3, 0)), None, None])
    .pot(vec![n(7, 1), n(7, 2)])
    .build();
    let refuse = |g: &mut Jammerlappen, seat, action: Action, why: Why| {
        assert_eq!(
            refused(g, seat, action.clone(), 10),
            RuleError::Illegal(why.into()),
            "{action:?}"
        );
    };
    refuse(&mut g, 0, play(&[far]), Why::OnlyOwnHandCards);
    refuse(&mut g, 0, play(&[n(7, 0), far]), Why::OnlyOwnHandCards);
    refuse(
        &mut g,
        0,
        Action::TakeWith { card: far },
        Why::NotYourFaceUpCard,
    );
    refuse(
        &mut g,
        0,
        Action::Exchange {
            hand: far,
            face_up: n(3, 0),
        },
        Why::NotYourHandCard,
    );
    // Three sevens in the pot: seat 2 may throw in the fourth, but not a card outside the deck.
    ok(&mut g, 0, play(&[n(7, 0)]), 10);
    let onto = n(7, 0);
    refuse(
        &mut g,
        2,
        Action::ThrowIn {
            onto,
            cards: vec![far],
        },
        Why::OnlyTheQuartet,
    );
    refuse(
        &mut g,
        2,
        Action::ThrowIn {
            onto,
            cards: vec![n(7, 3), far],
        },
        Why::OnlyTheQuartet,
    );
    refuse(
        &mut g,
        2,
        Action::ThrowIn {
            onto: far,
            cards: vec![n(7, 3)],
        },
        Why::OnlyTheQuartet,
    );
    ok(
        &mut g,
        2,
        Action::ThrowIn {
            onto,
            cards: vec![n(7, 3)],
        },
        20,
    );
}
