//! Nur die Ziege zählt's state and phases: deal, predictions, eight tricks, scoring, next round.

use super::actions::{Action, Event, RoundResult};
use super::board::{Placement, check_placement, legal_placements};
use super::config::{HAND_SIZE, MAX_PLAYERS, TRICKS, ZiegeConfig, first_starter, next_starter};
use super::deck::{ALL_CARDS, DECK_SIZE, cards_of, heads, nth_card, trick_value};
use super::endings::ZiegeEnding;
use super::refusals::ZiegeRefusal;
use super::view::ZiegeView;
use crate::kernel::error::illegal;
use crate::kernel::{CardId, Game, GameRng, Millis, Outcome, RuleError, Seat, SeatResult};
use serde::{Deserialize, Serialize};

/// The phases of a round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Between rounds: the next round's starting player deals.
    Deal,
    /// Predictions in seat order from the starting player.
    Predict { to_move: Seat },
    /// Trick play: `to_move` plays the next card of the trick.
    Trick { to_move: Seat },
    /// The match is over.
    GameOver,
}

/// A whole match of Nur die Ziege zählt: as many rounds as players (or as the options say).
#[derive(Clone, Debug)]
pub struct Ziege {
    pub(super) config: ZiegeConfig,
    pub(super) rng: GameRng,
    pub(super) players: usize,
    /// The current round, from 1.
    pub(super) round: u32,
    /// Who starts the current round (predicts first, leads the first trick); after a round ends,
    /// the next round's starter.
    pub(super) starter: Seat,
    pub(super) phase: Phase,
    /// Cards in hand per seat (bit n = card n).
    pub(super) hands: [u64; MAX_PLAYERS],
    /// Tricks won this round per seat, face down before their winner.
    pub(super) won: [u64; MAX_PLAYERS],
    /// The cards put aside at the deal.
    pub(super) out: u64,
    /// The trick being played, in play order from `leader`.
    pub(super) trick: [u8; MAX_PLAYERS],
    pub(super) trick_len: u8,
    pub(super) leader: Seat,
    pub(super) tricks_done: u8,
    pub(super) tiles: [Option<Placement>; MAX_PLAYERS],
    pub(super) goats: [u32; MAX_PLAYERS],
    pub(super) scores: [u32; MAX_PLAYERS],
    /// Points per round (index round - 1) per seat.
    pub(super) history: [[u8; MAX_PLAYERS]; MAX_PLAYERS],
    /// Rounds each seat's goat ended outside its tile.
    pub(super) misses: [u8; MAX_PLAYERS],
}

impl Ziege {
    pub const NAME_ID: &'static str = "ziege";

    pub fn phase(&self) -> Phase {
        self.phase
    }
    pub fn round(&self) -> u32 {
        self.round
    }
    /// Rounds in this match.
    pub fn rounds(&self) -> u32 {
        self.config.rounds_for(self.players)
    }
    pub fn starter(&self) -> Seat {
        self.starter
    }
    /// A seat's hand, lowest card first.
    pub fn hand(&self, seat: Seat) -> Vec<u8> {
        cards_of(self.hands[seat.index()])
    }
    pub fn hand_mask(&self, seat: Seat) -> u64 {
        self.hands[seat.index()]
    }
    /// Cards won this round by a seat.
    pub fn won(&self, seat: Seat) -> Vec<u8> {
        cards_of(self.won[seat.index()])
    }
    /// The cards put aside at the deal.
    pub fn out_pile(&self) -> Vec<u8> {
        cards_of(self.out)
    }
    /// The trick on the table, in play order.
    pub fn trick(&self) -> &[u8] {
        &self.trick[..self.trick_len as usize]
    }
    pub fn leader(&self) -> Seat {
        self.leader
    }
    pub fn tricks_done(&self) -> u8 {
        self.tricks_done
    }
    pub fn tile(&self, seat: Seat) -> Option<Placement> {
        self.tiles[seat.index()]
    }
    pub fn tiles(&self) -> &[Option<Placement>] {
        &self.tiles[..self.players]
    }
    pub fn goat(&self, seat: Seat) -> u32 {
        self.goats[seat.index()]
    }
    pub fn score(&self, seat: Seat) -> u32 {
        self.scores[seat.index()]
    }
    /// Points per round so far, for one seat.
    pub fn round_points(&self, seat: Seat) -> Vec<u32> {
        round_points(&self.history, self.phase, self.round, seat)
    }

    /// A round in trick play assembled from parts (tests): the given hands, tiles placed, goats on 0,
    /// `to_move` leads the first trick; every other card is put aside.
    pub fn in_play(
        config: ZiegeConfig,
        hands: &[&[u8]],
        tiles: &[Placement],
        leader: Seat,
    ) -> Self {
        let players = hands.len();
        let mut game = Ziege::empty(config, players, GameRng::new(1), leader);
        game.round = 1;
        let mut used = 0u64;
        for (s, hand) in hands.iter().enumerate() {
            game.hands[s] = hand.iter().fold(0, |m, &c| m | 1 << c);
            used |= game.hands[s];
        }
        game.out = ALL_CARDS & !used;
        for (s, tile) in tiles.iter().enumerate() {
            game.tiles[s] = Some(*tile);
        }
        game.leader = leader;
        game.phase = if tiles.len() == players {
            Phase::Trick { to_move: leader }
        } else {
            Phase::Predict {
                to_move: Seat(((leader.index() + tiles.len()) % players) as u8),
            }
        };
        game
    }

    pub(super) fn empty(config: ZiegeConfig, players: usize, rng: GameRng, starter: Seat) -> Self {
        Ziege {
            config,
            rng,
            players,
            round: 0,
            starter,
            phase: Phase::Deal,
            hands: [0; MAX_PLAYERS],
            won: [0; MAX_PLAYERS],
            out: 0,
            trick: [0; MAX_PLAYERS],
            trick_len: 0,
            leader: starter,
            tricks_done: 0,
            tiles: [None; MAX_PLAYERS],
            goats: [0; MAX_PLAYERS],
            scores: [0; MAX_PLAYERS],
            history: [[0; MAX_PLAYERS]; MAX_PLAYERS],
            misses: [0; MAX_PLAYERS],
        }
    }

    /// The chance step: shuffle the 50 cards, eight to each player from the starter on, the rest
    /// aside. Goats back to "0", tiles off the board.
    fn deal(&mut self, events: &mut Vec<Event>) {
        self.round += 1;
        let mut deck = [0u8; DECK_SIZE as usize];
        for (i, card) in deck.iter_mut().enumerate() {
            *card = i as u8 + 1;
        }
        self.rng.shuffle(&mut deck);
        let mut cards = deck.iter();
        let mut seat = self.starter;
        for _ in 0..self.players {
            let mut hand = 0u64;
            for _ in 0..HAND_SIZE {
                hand |= 1 << cards.next().expect("50 cards are enough for six hands");
            }
            self.hands[seat.index()] = hand;
            seat = seat.next(self.players);
        }
        self.out = cards.fold(0, |m, &c| m | 1 << c);
        self.won = [0; MAX_PLAYERS];
        self.trick_len = 0;
        self.tricks_done = 0;
        self.leader = self.starter;
        self.tiles = [None; MAX_PLAYERS];
        self.goats = [0; MAX_PLAYERS];
        self.phase = Phase::Predict {
            to_move: self.starter,
        };
        events.push(Event::Dealt {
            round: self.round,
            starter: self.starter,
        });
    }

    /// The trick is complete: the highest card takes it and its goat moves.
    fn take_trick(&mut self, events: &mut Vec<Event>) {
        let cards = &self.trick[..self.trick_len as usize];
        let (best, _) = cards
            .iter()
            .enumerate()
            .max_by_key(|(_, c)| **c)
            .expect("a full trick");
        let winner = Seat(((self.leader.index() + best) % self.players) as u8);
        let moved = trick_value(cards);
        let heads: u32 = cards.iter().map(|&c| heads(c)).sum();
        let lowest = *cards.iter().min().expect("a full trick");
        self.goats[winner.index()] += moved;
        self.won[winner.index()] |= cards.iter().fold(0, |m, &c| m | 1 << c);
        events.push(Event::TrickWon {
            seat: winner,
            cards: cards.to_vec(),
            heads,
            lowest,
            moved,
            position: self.goats[winner.index()],
        });
        self.trick_len = 0;
        self.tricks_done += 1;
        self.leader = winner;
        if self.tricks_done == TRICKS {
            self.end_round(events);
        } else {
            self.phase = Phase::Trick { to_move: winner };
        }
    }

    /// After the eighth trick: goats inside their owner's tile score the tile's points.
    #[allow(clippy::needless_range_loop)]
    fn end_round(&mut self, events: &mut Vec<Event>) {
        let n = self.players;
        let mut points = vec![0u32; n];
        for s in 0..n {
            let earned = match self.tiles[s] {
                Some(tile) if tile.covers(self.goats[s]) => tile.points as u32,
                _ => 0,
            };
            if earned == 0 {
                self.misses[s] += 1;
            }
            points[s] = earned;
            self.scores[s] += earned;
            self.history[self.round as usize - 1][s] = earned as u8;
        }
        events.push(Event::RoundEnded {
            result: RoundResult {
                round: self.round,
                positions: self.goats[..n].to_vec(),
                tiles: self.tiles[..n].to_vec(),
                points,
                totals: self.scores[..n].to_vec(),
            },
        });
        if self.round >= self.rounds() {
            self.phase = Phase::GameOver;
            events.push(Event::GameWon {
                seats: self.winners(),
            });
        } else {
            self.starter = next_starter(self.starter, n);
            self.phase = Phase::Deal;
        }
    }

    /// The seats with the most points. **choice** (the rulebook: "Who has most points after that many
    /// rounds is the winner", silent on ties): players tied for the most points share the win.
    pub fn winners(&self) -> Vec<Seat> {
        let best = self.scores[..self.players]
            .iter()
            .max()
            .copied()
            .unwrap_or(0);
        Seat::all(self.players)
            .filter(|s| self.scores[s.index()] == best)
            .collect()
    }

    pub(super) fn to_move(&self) -> Option<Seat> {
        match self.phase {
            Phase::Deal => Some(self.starter),
            Phase::Predict { to_move } | Phase::Trick { to_move } => Some(to_move),
            Phase::GameOver => None,
        }
    }

    /// Cards every seat has seen played this round (won tricks and the trick on the table).
    pub(super) fn played(&self) -> u64 {
        let won = self.won[..self.players].iter().fold(0, |m, w| m | w);
        won | self.trick().iter().fold(0, |m, &c| m | 1 << c)
    }
}

/// Points per round of the rounds scored so far (all but the one being played), for one seat.
pub(super) fn round_points(
    history: &[[u8; MAX_PLAYERS]; MAX_PLAYERS],
    phase: Phase,
    round: u32,
    seat: Seat,
) -> Vec<u32> {
    let done = match phase {
        Phase::Deal | Phase::GameOver => round,
        _ => round - 1,
    } as usize;
    (0..done).map(|r| history[r][seat.index()] as u32).collect()
}

impl Game for Ziege {
    type Config = ZiegeConfig;
    type Action = Action;
    type Event = Event;
    type View = ZiegeView;
    /// Every event is public (see `Event::cards`).
    type Seen = Event;

    const NAME: &'static str = Ziege::NAME_ID;
    const PLAYERS: (usize, usize) = (3, 6);
    const PENALTY_NAME: &'static str = "rounds off the tile";

    fn new(config: &ZiegeConfig, players: usize, seed: u64) -> Result<Self, RuleError> {
        if !(Self::PLAYERS.0..=Self::PLAYERS.1).contains(&players) {
            return Err(RuleError::Setup(format!(
                "Nur die Ziege zählt is for 3 to 6 players, not {players}"
            )));
        }
        if let Some(rounds) = config.rounds
            && !(1..=MAX_PLAYERS as u32).contains(&rounds)
        {
            return Err(RuleError::Setup(format!(
                "a match has 1 to {MAX_PLAYERS} rounds, not {rounds}"
            )));
        }
        let mut rng = GameRng::new(seed);
        let starter = first_starter(&mut rng, players);
        let mut game = Ziege::empty(config.clone(), players, rng, starter);
        game.deal(&mut Vec::new());
        Ok(game)
    }

    fn players(&self) -> usize {
        self.players
    }

    fn config(&self) -> &ZiegeConfig {
        &self.config
    }

    fn actors(&self, _now: Millis) -> Vec<Seat> {
        self.to_move().into_iter().collect()
    }

    fn first_actor(&self, _now: Millis) -> Option<Seat> {
        self.to_move()
    }

    fn legal(&self, seat: Seat) -> Vec<Action> {
        if self.to_move() != Some(seat) {
            return Vec::new();
        }
        match self.phase {
            Phase::Deal => vec![Action::Deal],
            Phase::Predict { .. } => legal_placements(self.tiles())
                .map(Action::PlaceTile)
                .collect(),
            Phase::Trick { .. } => cards_of(self.hands[seat.index()])
                .into_iter()
                .map(Action::PlayCard)
                .collect(),
            Phase::GameOver => Vec::new(),
        }
    }

    fn random_action(&self, seat: Seat, rng: &mut GameRng) -> Option<Action> {
        if self.to_move() != Some(seat) {
            return None;
        }
        match self.phase {
            Phase::Deal => Some(Action::Deal),
            Phase::Predict { .. } => {
                let legal = legal_placements(self.tiles());
                let count = legal.clone().count();
                legal
                    .into_iter()
                    .nth(rng.below(count))
                    .map(Action::PlaceTile)
            }
            Phase::Trick { .. } => {
                let hand = self.hands[seat.index()];
                let n = hand.count_ones() as usize;
                Some(Action::PlayCard(nth_card(hand, rng.below(n))))
            }
            Phase::GameOver => None,
        }
    }

    fn playout_action(&self, seat: Seat, rng: &mut GameRng) -> Option<Action> {
        self.policy_action(seat, rng)
    }

    fn apply_into(
        &mut self,
        seat: Seat,
        action: &Action,
        _now: Millis,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let Some(to_move) = self.to_move() else {
            return Err(RuleError::GameOver);
        };
        if to_move != seat {
            return Err(RuleError::NotYourTurn);
        }
        match (self.phase, *action) {
            (Phase::Deal, Action::Deal) => self.deal(events),
            (Phase::Deal, _) => {
                return illegal(ZiegeRefusal::StarterDealsNext);
            }
            (Phase::Predict { .. }, Action::PlaceTile(tile)) => {
                check_placement(tile, self.tiles())
                    .map_err(|why| RuleError::Illegal(why.into()))?;
                self.tiles[seat.index()] = Some(tile);
                events.push(Event::TilePlaced { seat, tile });
                let next = seat.next(self.players);
                self.phase = if next == self.starter {
                    Phase::Trick {
                        to_move: self.starter,
                    }
                } else {
                    Phase::Predict { to_move: next }
                };
            }
            (Phase::Predict { .. }, _) => {
                return illegal(ZiegeRefusal::PredictFirst);
            }
            (Phase::Trick { .. }, Action::PlayCard(card)) => {
                if card > 63 || self.hands[seat.index()] & (1 << card) == 0 {
                    return illegal(ZiegeRefusal::CardNotInHand { card });
                }
                self.hands[seat.index()] &= !(1 << card);
                self.trick[self.trick_len as usize] = card;
                self.trick_len += 1;
                events.push(Event::CardPlayed { seat, card });
                if self.trick_len as usize == self.players {
                    self.take_trick(events);
                } else {
                    self.phase = Phase::Trick {
                        to_move: seat.next(self.players),
                    };
                }
            }
            (Phase::Trick { .. }, _) => return illegal(ZiegeRefusal::PlayFromHand),
            (Phase::GameOver, _) => return Err(RuleError::GameOver),
        }
        Ok(())
    }

    fn view(&self, seat: Seat) -> ZiegeView {
        ZiegeView::of(self, Some(seat))
    }

    fn public_view(&self) -> ZiegeView {
        ZiegeView::of(self, None)
    }

    fn seen(_config: &Self::Config, event: &Event, _viewer: Option<Seat>) -> Event {
        event.clone()
    }

    fn view_cards(view: &ZiegeView) -> Vec<CardId> {
        view.cards()
    }

    fn event_cards(event: &Event) -> Vec<CardId> {
        event.cards()
    }

    fn seen_cards(seen: &Event) -> Vec<Option<CardId>> {
        crate::kernel::seen::all_open(seen.cards())
    }

    fn determinize(view: &ZiegeView, rng: &mut GameRng) -> Self {
        view.determinize(rng)
    }

    fn is_over(&self) -> bool {
        self.phase == Phase::GameOver
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.phase != Phase::GameOver {
            return None;
        }
        let winners = self.winners();
        let seats = Seat::all(self.players)
            .map(|seat| {
                let ending = ZiegeEnding {
                    per_round: self.round_points(seat),
                    total: self.scores[seat.index()],
                    inside: self.round - self.misses[seat.index()] as u32,
                    rounds: self.round,
                };
                SeatResult {
                    seat,
                    score: self.scores[seat.index()] as f64,
                    winner: winners.contains(&seat),
                    breakdown: ending.to_string(),
                    reading: ending.into(),
                }
            })
            .collect();
        let best = self.scores[winners[0].index()];
        let names: Vec<String> = winners.iter().map(|s| s.to_string()).collect();
        let summary = if winners.len() == 1 {
            format!(
                "{} wins with {best} points after {} rounds",
                names[0], self.round
            )
        } else {
            format!(
                "{} share the win with {best} points after {} rounds",
                names.join(" and "),
                self.round
            )
        };
        Some(Outcome { seats, summary })
    }

    fn search_over(&self) -> bool {
        matches!(self.phase, Phase::Deal | Phase::GameOver)
    }

    /// Linear in the points this round's tile brings (a 2-point tile hit: -0.2 ... a 5-point hit:
    /// +1), -1 for a goat outside its tile, lifted a little the closer it ended to the tile, so that
    /// among moves that miss in every sample the nearer miss is preferred.
    fn search_value(&self, seat: Seat) -> f64 {
        let Some(tile) = self.tiles[seat.index()] else {
            return 0.0;
        };
        let position = self.goats[seat.index()];
        if tile.covers(position) {
            return -1.0 + 2.0 * tile.points as f64 / 5.0;
        }
        let (lo, hi) = tile.range();
        let distance = if position < lo {
            lo - position
        } else {
            position - hi
        };
        -1.0 + 0.3 * (-(distance as f64) / 8.0).exp()
    }

    fn penalties(&self) -> Vec<f64> {
        self.misses[..self.players]
            .iter()
            .map(|&n| n as f64)
            .collect()
    }

    fn phrases() -> Vec<crate::kernel::Phrase> {
        let mut phrases = crate::kernel::samples_of::<ZiegeRefusal>();
        phrases.extend(crate::kernel::samples_of::<ZiegeEnding>());
        phrases
    }

    fn check_invariants(&self) -> Result<(), String> {
        let n = self.players;
        let mut places = [0u8; 64];
        let mut mark = |mask: u64| {
            let mut m = mask;
            while m != 0 {
                places[m.trailing_zeros() as usize] += 1;
                m &= m - 1;
            }
        };
        for s in 0..n {
            mark(self.hands[s]);
            mark(self.won[s]);
        }
        mark(self.out);
        mark(self.trick().iter().fold(0, |m, &c| m | 1 << c));
        for (card, &count) in places.iter().enumerate() {
            let in_deck = (1..=DECK_SIZE as usize).contains(&card);
            if in_deck && count != 1 {
                return Err(format!("card {card} is in {count} places"));
            }
            if !in_deck && count != 0 {
                return Err(format!("there is no card {card}, yet it is somewhere"));
            }
        }
        if self.hands[n..].iter().any(|&h| h != 0) {
            return Err("an empty seat holds cards".into());
        }
        for s in 0..n {
            if let Some(tile) = self.tiles[s] {
                let mut others = self.tiles;
                others[s] = None;
                check_placement(tile, &others[..n])
                    .map_err(|e| format!("{}'s tile does not fit: {e}", Seat(s as u8)))?;
            }
            if self.won[s] == 0 && self.goats[s] != 0 {
                return Err(format!("{} won no trick but its goat moved", Seat(s as u8)));
            }
            let total: u32 = (0..self.round as usize)
                .map(|r| self.history[r][s] as u32)
                .sum();
            if total != self.scores[s] {
                return Err(format!(
                    "{}'s score is not the sum of its rounds",
                    Seat(s as u8)
                ));
            }
        }
        if self.won[..n].iter().map(|w| w.count_ones()).sum::<u32>()
            != self.tricks_done as u32 * n as u32
        {
            return Err("the won piles do not hold whole tricks".into());
        }
        match self.phase {
            Phase::Predict { to_move } => {
                for s in 0..n {
                    let placed_before = (s + n - self.starter.index()) % n
                        < (to_move.index() + n - self.starter.index()) % n;
                    if self.tiles[s].is_some() != placed_before {
                        return Err(format!(
                            "{} should {}have a tile on the board",
                            Seat(s as u8),
                            if placed_before { "" } else { "not " }
                        ));
                    }
                    if self.hands[s].count_ones() != HAND_SIZE as u32 {
                        return Err(format!("{} holds the wrong number of cards", Seat(s as u8)));
                    }
                }
            }
            Phase::Trick { to_move } => {
                if self.tiles[..n].iter().any(|t| t.is_none()) {
                    return Err("tricks are played before every tile is placed".into());
                }
                let expected_next = (self.leader.index() + self.trick_len as usize) % n;
                if to_move.index() != expected_next {
                    return Err(format!("{to_move} is on turn out of order"));
                }
                for s in 0..n {
                    let played = (s + n - self.leader.index()) % n < self.trick_len as usize;
                    let expected = (TRICKS - self.tricks_done) as u32 - played as u32;
                    if self.hands[s].count_ones() != expected {
                        return Err(format!("{} holds the wrong number of cards", Seat(s as u8)));
                    }
                }
            }
            Phase::Deal | Phase::GameOver => {
                if self.hands[..n].iter().any(|&h| h != 0) || self.tricks_done != TRICKS {
                    return Err("between rounds every hand is played out".into());
                }
                if self.phase == Phase::GameOver && self.round != self.rounds() {
                    return Err("the match ended early".into());
                }
            }
        }
        Ok(())
    }
}
