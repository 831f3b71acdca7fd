//! Schwimmen's state and phases: deal, the dealer's packet choice, play, showdown, next round.

use super::actions::{Action, Event, RoundEnd, RoundResult};
use super::config::{STARTING_LIVES, SchwimmenConfig, first_dealer, next_dealer};
use super::endings::SchwimmenEnding;
use super::hand::{HandValue, is_feuer, score_hand};
use super::refusals::SchwimmenRefusal;
use super::view::SchwimmenView;
use crate::kernel::cards::PIQUET_SIZE;
use crate::kernel::error::illegal;
use crate::kernel::{CardId, Game, GameRng, Millis, Outcome, RuleError, Seat, SeatResult};
use serde::{Deserialize, Serialize};

/// Where a player stands in the match.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Standing {
    /// Still has this many lives (1..=3).
    Lives(u8),
    /// No lives left: one more loss and the player is out.
    Swimming,
    /// Went under in the given round.
    Out { round: u32 },
}

impl Standing {
    pub fn is_in(self) -> bool {
        !matches!(self, Standing::Out { .. })
    }
}

/// The phases of a round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Between rounds: the dealer deals the next one.
    Deal,
    /// The dealer has looked at one packet and keeps it or takes the other.
    DealerChoice,
    /// Turns run to the left. `turns` counts turns taken this round (knocking needs one full orbit),
    /// `passes` counts passes in a row, `knocked` is the knocker once someone knocked.
    Play {
        to_move: Seat,
        turns: u32,
        passes: u32,
        knocked: Option<Seat>,
    },
    /// The game is over: one player is left (`Some`), or everybody left went under in the same
    /// round (`None`; never with `spare_when_all_would_go_under` on): they share the win
    /// ([`Schwimmen::winners`]).
    GameOver { winner: Option<Seat> },
}

/// A whole game of Schwimmen: rounds until one player is left.
#[derive(Clone, Debug)]
pub struct Schwimmen {
    pub(super) config: SchwimmenConfig,
    pub(super) rng: GameRng,
    pub(super) standings: Vec<Standing>,
    pub(super) round: u32,
    pub(super) dealer: Seat,
    pub(super) phase: Phase,
    /// Each seat's three cards (meaningless for seats that are out). During the dealer's choice the
    /// dealer holds the looked-at packet and the middle holds the other packet, face down.
    pub(super) hands: Vec<[CardId; 3]>,
    pub(super) middle: [CardId; 3],
    pub(super) middle_open: bool,
    pub(super) stock: Vec<CardId>,
    /// Middles replaced after everybody passed: put aside face up.
    pub(super) discard: Vec<CardId>,
    /// Cards in the stock that everyone knows are there: put aside face up, then shuffled into a new
    /// stock when it ran out (bit i = card id i). Their order is unknown.
    pub(super) stock_known: u32,
    /// Per seat, cards everyone saw that seat take from the middle (bit i = card id i).
    pub(super) known: Vec<u32>,
    pub(super) last_round: Option<RoundResult>,
    /// Lives lost by each seat over the game (swimming and going under count too).
    pub(super) losses: Vec<u32>,
}

impl Schwimmen {
    pub const NAME_ID: &'static str = "schwimmen";

    pub fn phase(&self) -> Phase {
        self.phase
    }
    pub fn dealer(&self) -> Seat {
        self.dealer
    }
    pub fn round(&self) -> u32 {
        self.round
    }
    pub fn standings(&self) -> &[Standing] {
        &self.standings
    }
    pub fn hand(&self, seat: Seat) -> [CardId; 3] {
        self.hands[seat.index()]
    }
    pub fn middle(&self) -> Option<[CardId; 3]> {
        self.middle_open.then_some(self.middle)
    }
    /// The middle's cards, also while they still lie face down as the dealer's other packet.
    pub fn middle_cards(&self) -> [CardId; 3] {
        self.middle
    }
    pub fn stock(&self) -> &[CardId] {
        &self.stock
    }
    pub fn discard(&self) -> &[CardId] {
        &self.discard
    }
    /// Cards everyone knows lie in the stock (shuffled in from the cards put aside), lowest id first.
    pub fn stock_known(&self) -> Vec<CardId> {
        (0..32u8)
            .filter(|b| self.stock_known >> b & 1 == 1)
            .map(CardId)
            .collect()
    }
    /// Who won: the last player left, or, when everybody left went under in the same round, all of
    /// them (a shared win). Empty while the game goes on.
    pub fn winners(&self) -> Vec<Seat> {
        match self.phase {
            Phase::GameOver {
                winner: Some(winner),
            } => vec![winner],
            Phase::GameOver { winner: None } => Seat::all(self.players())
                .filter(|s| self.standings[s.index()] == Standing::Out { round: self.round })
                .collect(),
            _ => Vec::new(),
        }
    }
    pub fn last_round(&self) -> Option<&RoundResult> {
        self.last_round.as_ref()
    }
    pub fn losses(&self) -> &[u32] {
        &self.losses
    }
    pub fn is_in(&self, seat: Seat) -> bool {
        self.standings[seat.index()].is_in()
    }
    fn players_in(&self) -> u32 {
        self.standings.iter().filter(|s| s.is_in()).count() as u32
    }

    /// The next seat to the left that is still in.
    pub fn next_in(&self, seat: Seat) -> Seat {
        let mut next = seat.next(self.standings.len());
        while !self.is_in(next) {
            next = next.next(self.standings.len());
        }
        next
    }

    /// A state assembled from parts (tests and determinization); the round is mid-play.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn assemble(
        config: SchwimmenConfig,
        rng: GameRng,
        standings: Vec<Standing>,
        round: u32,
        dealer: Seat,
        phase: Phase,
        hands: Vec<[CardId; 3]>,
        middle: [CardId; 3],
        middle_open: bool,
        stock: Vec<CardId>,
        discard: Vec<CardId>,
        known: Vec<u32>,
    ) -> Self {
        let players = standings.len();
        Schwimmen {
            config,
            rng,
            standings,
            round,
            dealer,
            phase,
            hands,
            middle,
            middle_open,
            stock,
            discard,
            stock_known: 0,
            known,
            last_round: None,
            losses: vec![0; players],
        }
    }

    /// The chance step: shuffle all 32 cards and deal three to each player still in, two packets to
    /// the dealer; the rest is the stock. A dealt 31 (or Feuer) ends the round at once.
    fn deal(&mut self, events: &mut Vec<Event>) {
        self.round += 1;
        // Shuffle into the stock's own buffer and deal from its top (no allocation per round).
        self.stock.clear();
        self.stock.extend((0..PIQUET_SIZE as u8).map(CardId));
        self.rng.shuffle(&mut self.stock);
        self.discard.clear();
        self.stock_known = 0;
        self.known.iter_mut().for_each(|k| *k = 0);
        self.last_round = None;
        let take3 = |stock: &mut Vec<CardId>| -> [CardId; 3] {
            [
                stock.pop().unwrap(),
                stock.pop().unwrap(),
                stock.pop().unwrap(),
            ]
        };
        // Three cards each from the dealer's left, the dealer's two packets last. (The rulebook deals
        // the three cards "einzeln", one at a time; from a shuffled deck that deals the same.)
        let mut seat = self.next_in(self.dealer);
        loop {
            self.hands[seat.index()] = take3(&mut self.stock);
            if seat == self.dealer {
                break;
            }
            seat = self.next_in(seat);
        }
        self.middle = take3(&mut self.stock);
        self.middle_open = false;
        self.phase = Phase::DealerChoice;
        events.push(Event::Dealt {
            round: self.round,
            dealer: self.dealer,
        });
        // A player dealt 31 shows it before the dealer even chooses (rulebook: "das Spiel endet
        // sofort – was natürlich bereits unmittelbar nach dem Geben der Karten erfolgen kann").
        // **choice**: the dealer, who has not chosen yet, shows the packet they hold (the one they
        // would have looked at); the other packet lies open as the middle. The first such player
        // from the dealer's left is named; the losers are the same whoever is named.
        let mut seat = self.next_in(self.dealer);
        while seat != self.dealer {
            if let Some(reason) = self.shows_at_once(seat) {
                self.end_round(reason, events);
                return;
            }
            seat = self.next_in(seat);
        }
    }

    /// 31 (or three aces with Feuer) in `seat`'s hand ends the round at once.
    fn shows_at_once(&self, seat: Seat) -> Option<RoundEnd> {
        let hand = self.hands[seat.index()];
        if self.config.feuer && is_feuer(hand) {
            Some(RoundEnd::Feuer(seat))
        } else if score_hand(hand) == HandValue::THIRTY_ONE {
            Some(RoundEnd::ThirtyOne(seat))
        } else {
            None
        }
    }

    /// The showdown: the lowest hands (or, with Feuer, everybody else) lose a life.
    fn end_round(&mut self, reason: RoundEnd, events: &mut Vec<Event>) {
        let seats = self.standings.len();
        let hands: Vec<Option<[CardId; 3]>> = Seat::all(seats)
            .map(|s| self.is_in(s).then(|| self.hands[s.index()]))
            .collect();
        let values: Vec<Option<HandValue>> = hands.iter().map(|h| h.map(score_hand)).collect();
        let losers: Vec<Seat> = match reason {
            RoundEnd::Feuer(shower) => Seat::all(seats)
                .filter(|&s| s != shower && self.is_in(s))
                .collect(),
            _ => {
                let lowest = values.iter().flatten().min().copied();
                Seat::all(seats)
                    .filter(|s| values[s.index()].is_some() && values[s.index()] == lowest)
                    .collect()
            }
        };
        let would_go_under = losers
            .iter()
            .filter(|s| self.standings[s.index()] == Standing::Swimming)
            .count();
        let spared =
            self.config.spare_when_all_would_go_under && would_go_under as u32 == self.players_in();
        self.middle_open = true;
        let result = RoundResult {
            round: self.round,
            reason,
            hands,
            values,
            losers: losers.clone(),
            spared,
        };
        events.push(Event::RoundEnded {
            result: result.clone(),
        });
        self.last_round = Some(result);
        if !spared {
            for seat in losers {
                self.losses[seat.index()] += 1;
                let standing = &mut self.standings[seat.index()];
                match *standing {
                    Standing::Lives(1) => {
                        *standing = Standing::Swimming;
                        events.push(Event::LifeLost {
                            seat,
                            lives_left: 0,
                        });
                        events.push(Event::Swimming { seat });
                    }
                    Standing::Lives(n) => {
                        *standing = Standing::Lives(n - 1);
                        events.push(Event::LifeLost {
                            seat,
                            lives_left: n - 1,
                        });
                    }
                    Standing::Swimming => {
                        *standing = Standing::Out { round: self.round };
                        events.push(Event::WentUnder { seat });
                    }
                    Standing::Out { .. } => unreachable!("only players still in can lose"),
                }
            }
        }
        let left: Vec<Seat> = Seat::all(seats).filter(|&s| self.is_in(s)).collect();
        if left.len() == 1 {
            self.phase = Phase::GameOver {
                winner: Some(left[0]),
            };
            events.push(Event::GameWon { seat: left[0] });
        } else if left.is_empty() {
            // Without the spare option (the rulebook): everybody left went under together. None of
            // them outlasted the others, so, as with ties for the lowest hand, they share the win.
            self.phase = Phase::GameOver { winner: None };
            for seat in self.winners() {
                events.push(Event::GameWon { seat });
            }
        } else {
            // The deal moves to the left, skipping players who are out.
            self.dealer = next_dealer(self.dealer, |s| self.next_in(s));
            self.phase = Phase::Deal;
        }
    }

    /// After a seat's turn: a 31 ends the round; otherwise the turn passes on, and after a knock the
    /// round ends when the turn comes back to the knocker.
    fn finish_turn(&mut self, seat: Seat, passed: bool, knock: bool, events: &mut Vec<Event>) {
        let Phase::Play {
            turns,
            passes,
            knocked,
            ..
        } = self.phase
        else {
            unreachable!()
        };
        if let Some(reason) = self.shows_at_once(seat) {
            self.end_round(reason, events);
            return;
        }
        let knocked = if knock { Some(seat) } else { knocked };
        let mut passes = if passed { passes + 1 } else { 0 };
        if passes >= self.players_in() && knocked.is_none() {
            passes = 0;
            if self.config.replace_middle_after_all_pass {
                // The old middle is put aside first; should the stock run out while the three new
                // cards are laid out, everything put aside (the old middle too) becomes the new stock.
                let old = self.middle;
                self.discard.extend_from_slice(&old);
                let new = [self.draw(events), self.draw(events), self.draw(events)];
                self.middle = new;
                events.push(Event::MiddleReplaced { old, new });
            }
        }
        let next = self.next_in(seat);
        if knocked == Some(next) {
            self.end_round(RoundEnd::Knocked(next), events);
            return;
        }
        self.phase = Phase::Play {
            to_move: next,
            turns: turns + 1,
            passes,
            knocked,
        };
    }

    /// The stock's top card; an empty stock is first made anew from the cards put aside, shuffled
    /// with the game's seeded rng. There is always a card: with at most 9 players in, hands and the
    /// middle hold at most 30 of the 32 cards, and the old middle was put aside before drawing.
    fn draw(&mut self, events: &mut Vec<Event>) -> CardId {
        if self.stock.is_empty() {
            let mut cards = std::mem::take(&mut self.discard);
            cards.sort();
            events.push(Event::StockReshuffled {
                cards: cards.clone(),
            });
            self.stock_known = cards.iter().fold(0, |m, c| m | 1 << c.0);
            self.rng.shuffle(&mut cards);
            self.stock = cards;
        }
        let card = self
            .stock
            .pop()
            .expect("the stock and the cards put aside never run out together");
        self.stock_known &= !(1 << card.0);
        card
    }

    pub(super) fn may_knock(&self) -> bool {
        matches!(self.phase, Phase::Play { turns, knocked: None, .. } if turns >= self.players_in())
    }

    pub(super) fn to_move(&self) -> Option<Seat> {
        match self.phase {
            Phase::Deal | Phase::DealerChoice => Some(self.dealer),
            Phase::Play { to_move, .. } => Some(to_move),
            Phase::GameOver { .. } => None,
        }
    }

    fn set_known(&mut self, seat: Seat, card: CardId, known: bool) {
        let bit = 1u32 << card.0;
        let mask = &mut self.known[seat.index()];
        if known { *mask |= bit } else { *mask &= !bit }
    }
}

impl Game for Schwimmen {
    type Config = SchwimmenConfig;
    type Action = Action;
    type Event = Event;
    type View = SchwimmenView;
    /// Every event is public (see `Event::cards`).
    type Seen = Event;

    const NAME: &'static str = Schwimmen::NAME_ID;
    const PLAYERS: (usize, usize) = (2, 9);
    const PENALTY_NAME: &'static str = "lives lost";

    fn new(config: &SchwimmenConfig, players: usize, seed: u64) -> Result<Self, RuleError> {
        if !(Self::PLAYERS.0..=Self::PLAYERS.1).contains(&players) {
            return Err(RuleError::Setup(format!(
                "Schwimmen is for 2 to 9 players, not {players}"
            )));
        }
        let mut rng = GameRng::new(seed);
        let dealer = first_dealer(&mut rng, players);
        let mut game = Schwimmen {
            config: config.clone(),
            rng,
            standings: vec![Standing::Lives(STARTING_LIVES); players],
            round: 0,
            dealer,
            phase: Phase::Deal,
            hands: vec![[CardId(0); 3]; players],
            middle: [CardId(0); 3],
            middle_open: false,
            stock: Vec::new(),
            discard: Vec::new(),
            stock_known: 0,
            known: vec![0; players],
            last_round: None,
            losses: vec![0; players],
        };
        game.deal(&mut Vec::new());
        Ok(game)
    }

    fn players(&self) -> usize {
        self.standings.len()
    }

    fn config(&self) -> &SchwimmenConfig {
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
            Phase::DealerChoice => vec![Action::KeepPacket, Action::TakeOtherPacket],
            Phase::Play { .. } => {
                let mut legal = Vec::with_capacity(12);
                for hand in 0..3 {
                    for middle in 0..3 {
                        legal.push(Action::Swap { hand, middle });
                    }
                }
                legal.push(Action::SwapAll);
                if self.config.passing {
                    legal.push(Action::Pass);
                }
                if self.may_knock() {
                    legal.push(Action::Knock);
                }
                legal
            }
            Phase::GameOver { .. } => Vec::new(),
        }
    }

    fn random_action(&self, seat: Seat, rng: &mut GameRng) -> Option<Action> {
        if self.to_move() != Some(seat) {
            return None;
        }
        Some(match self.phase {
            Phase::Deal => Action::Deal,
            Phase::DealerChoice => [Action::KeepPacket, Action::TakeOtherPacket][rng.below(2)],
            Phase::Play { .. } => {
                let extra = self.config.passing as usize + self.may_knock() as usize;
                let pick = rng.below(10 + extra);
                match pick {
                    0..=8 => Action::Swap {
                        hand: (pick / 3) as u8,
                        middle: (pick % 3) as u8,
                    },
                    9 => Action::SwapAll,
                    10 if self.config.passing => Action::Pass,
                    _ => Action::Knock,
                }
            }
            Phase::GameOver { .. } => return None,
        })
    }

    fn playout_action(&self, _seat: Seat, rng: &mut GameRng) -> Option<Action> {
        self.greedy_playout(rng)
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
            (Phase::Deal, _) => return illegal(SchwimmenRefusal::DealerDealsNext),
            (Phase::DealerChoice, Action::KeepPacket | Action::TakeOtherPacket) => {
                if *action == Action::TakeOtherPacket {
                    std::mem::swap(&mut self.hands[seat.index()], &mut self.middle);
                    events.push(Event::PacketExchanged { dealer: seat });
                } else {
                    events.push(Event::PacketKept { dealer: seat });
                }
                self.middle_open = true;
                if let Some(reason) = self.shows_at_once(seat) {
                    self.end_round(reason, events);
                } else {
                    let first = self.next_in(seat);
                    self.phase = Phase::Play {
                        to_move: first,
                        turns: 0,
                        passes: 0,
                        knocked: None,
                    };
                }
            }
            (Phase::DealerChoice, _) => {
                return illegal(SchwimmenRefusal::DealerChoosesPacket);
            }
            (Phase::Play { .. }, Action::Swap { hand, middle }) => {
                if hand > 2 || middle > 2 {
                    return illegal(SchwimmenRefusal::OnlyThreeCards);
                }
                let (h, m) = (hand as usize, middle as usize);
                let given = self.hands[seat.index()][h];
                let taken = self.middle[m];
                self.hands[seat.index()][h] = taken;
                self.middle[m] = given;
                self.set_known(seat, given, false);
                self.set_known(seat, taken, true);
                events.push(Event::Swapped { seat, given, taken });
                self.finish_turn(seat, false, false, events);
            }
            (Phase::Play { .. }, Action::SwapAll) => {
                let given = self.hands[seat.index()];
                let taken = self.middle;
                self.hands[seat.index()] = taken;
                self.middle = given;
                self.known[seat.index()] = taken.iter().fold(0, |mask, c| mask | 1 << c.0);
                events.push(Event::SwappedAll { seat, given, taken });
                self.finish_turn(seat, false, false, events);
            }
            (Phase::Play { .. }, Action::Pass) => {
                if !self.config.passing {
                    return illegal(SchwimmenRefusal::PassingOff);
                }
                events.push(Event::Passed { seat });
                self.finish_turn(seat, true, false, events);
            }
            (Phase::Play { knocked, .. }, Action::Knock) => {
                if let Some(knocker) = knocked {
                    return illegal(SchwimmenRefusal::AlreadyKnocked { knocker });
                }
                if !self.may_knock() {
                    return illegal(SchwimmenRefusal::KnockTooEarly);
                }
                events.push(Event::Knocked { seat });
                self.finish_turn(seat, false, true, events);
            }
            (Phase::Play { .. }, _) => {
                return illegal(SchwimmenRefusal::SwapPassOrKnock);
            }
            (Phase::GameOver { .. }, _) => return Err(RuleError::GameOver),
        }
        Ok(())
    }

    fn view(&self, seat: Seat) -> SchwimmenView {
        SchwimmenView::of(self, Some(seat))
    }

    fn public_view(&self) -> SchwimmenView {
        SchwimmenView::of(self, None)
    }

    fn seen(_config: &Self::Config, event: &Event, _viewer: Option<Seat>) -> Event {
        event.clone()
    }

    fn view_cards(view: &SchwimmenView) -> Vec<CardId> {
        view.cards()
    }

    fn event_cards(event: &Event) -> Vec<CardId> {
        event.cards()
    }

    fn seen_cards(seen: &Event) -> Vec<Option<CardId>> {
        crate::kernel::seen::all_open(seen.cards())
    }

    fn determinize(view: &SchwimmenView, rng: &mut GameRng) -> Self {
        view.determinize(rng)
    }

    fn is_over(&self) -> bool {
        matches!(self.phase, Phase::GameOver { .. })
    }

    fn outcome(&self) -> Option<Outcome> {
        let Phase::GameOver { winner } = self.phase else {
            return None;
        };
        let winners = self.winners();
        let seats = Seat::all(self.players())
            .map(|seat| {
                let shared = winner.is_none() && winners.contains(&seat);
                // Lives left for the last one afloat (0 while swimming); going under in round r
                // scores r - 1000, so whoever lasted longer ranks higher, and those who went under
                // together in the last round share the top score.
                let (score, ending) = match self.standings[seat.index()] {
                    Standing::Lives(n) => (n as f64, SchwimmenEnding::Afloat { lives: n }),
                    Standing::Swimming => (0.0, SchwimmenEnding::WonSwimming),
                    Standing::Out { round } => (
                        round as f64 - 1000.0,
                        SchwimmenEnding::WentUnder { round, shared },
                    ),
                };
                SeatResult {
                    seat,
                    score,
                    winner: winners.contains(&seat),
                    breakdown: ending.to_string(),
                    reading: ending.into(),
                }
            })
            .collect();
        let summary = match winner {
            Some(winner) => format!(
                "{winner} is the last one afloat after {} rounds",
                self.round
            ),
            None => {
                let names: Vec<String> = winners.iter().map(|s| s.to_string()).collect();
                format!(
                    "{} went under together in round {}: they share the win",
                    names.join(" and "),
                    self.round
                )
            }
        };
        Some(Outcome { seats, summary })
    }

    fn search_over(&self) -> bool {
        matches!(self.phase, Phase::Deal | Phase::GameOver { .. })
    }

    /// -1 for losing a life this round, otherwise near +1; a small share follows the hand's value, so
    /// among moves that are equally safe in the samples the stronger hand is preferred.
    fn search_value(&self, seat: Seat) -> f64 {
        let Some(result) = &self.last_round else {
            return 0.0;
        };
        let value = result
            .values
            .get(seat.index())
            .copied()
            .flatten()
            .map_or(0.0, |v| v.0 as f64 / 62.0);
        if result.losers.contains(&seat) && !result.spared {
            -1.0 + 0.1 * value
        } else {
            0.8 + 0.2 * value
        }
    }

    fn penalties(&self) -> Vec<f64> {
        self.losses.iter().map(|&n| n as f64).collect()
    }

    fn phrases() -> Vec<crate::kernel::Phrase> {
        let mut phrases = crate::kernel::samples_of::<SchwimmenRefusal>();
        phrases.extend(crate::kernel::samples_of::<SchwimmenEnding>());
        phrases
    }

    fn check_invariants(&self) -> Result<(), String> {
        let mut seen = [0u8; PIQUET_SIZE];
        let mut places: Vec<CardId> = Vec::with_capacity(PIQUET_SIZE);
        match (&self.phase, &self.last_round) {
            // Between rounds and at the end the hands lie open as at the showdown, the losers' too.
            (Phase::Deal | Phase::GameOver { .. }, Some(result)) => {
                result
                    .hands
                    .iter()
                    .flatten()
                    .for_each(|hand| places.extend_from_slice(hand));
            }
            _ => Seat::all(self.players())
                .filter(|&s| self.is_in(s))
                .for_each(|seat| places.extend_from_slice(&self.hands[seat.index()])),
        }
        places.extend_from_slice(&self.middle);
        places.extend_from_slice(&self.stock);
        places.extend_from_slice(&self.discard);
        let stock_mask = self.stock.iter().fold(0u32, |m, c| m | 1 << c.0);
        if self.stock_known & !stock_mask != 0 {
            return Err("a card everyone knows to be in the stock is not there".into());
        }
        for card in &places {
            seen[card.0 as usize] += 1;
        }
        if let Some(i) = seen.iter().position(|&n| n != 1) {
            return Err(format!(
                "card {} is in {} places",
                crate::kernel::FrenchCard::from_id(CardId(i as u8)),
                seen[i]
            ));
        }
        if let Phase::Play { to_move, .. } = self.phase
            && !self.is_in(to_move)
        {
            return Err(format!("{to_move} is on turn but out of the game"));
        }
        let in_game = self.standings.iter().filter(|s| s.is_in()).count();
        match self.phase {
            Phase::GameOver { winner: Some(_) } if in_game != 1 => {
                return Err(format!(
                    "the game is won but {in_game} players are still in"
                ));
            }
            Phase::GameOver { winner: None }
                if in_game != 0
                    || self.config.spare_when_all_would_go_under
                    || self.winners().len() < 2 =>
            {
                return Err(
                    "a shared win needs everybody left to go under together, without the spare option"
                        .into(),
                );
            }
            Phase::Deal | Phase::DealerChoice | Phase::Play { .. } if in_game < 2 => {
                return Err(format!("the game goes on with {in_game} players in"));
            }
            _ => {}
        }
        Ok(())
    }
}
