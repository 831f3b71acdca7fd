//! The whole state of a match of Gussy Gorillas and the moves that change it: deal, draw, offer,
//! trade, keep, shout, and scoring a round.

use super::actions::Event;
use super::config::{self, GorillasConfig};
use super::deck;
use super::score::{best, points};
use super::steps::phrases;
use super::talk::Talk;
use crate::kernel::{CardId, GameRng, Millis, Phrase, Seat};

/// Where the match stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Phase {
    /// A round is being played: every seat with cards in hand acts at will.
    Play,
    /// The round is scored; the next one is dealt at `until` (logical ms).
    Scored {
        until: Millis,
    },
    Over,
}

/// One scored round.
#[derive(Clone, Debug, PartialEq)]
pub struct RoundResult {
    pub points: Vec<i32>,
    /// Per seat: earned a banana this round.
    pub banana: Vec<bool>,
}

/// A match: rounds until someone has 2 bananas.
#[derive(Clone)]
pub struct Gorillas {
    pub(super) config: GorillasConfig,
    pub(super) players: usize,
    pub(super) rare: bool,
    /// Deals the next rounds.
    pub(super) rng: GameRng,
    pub(super) round: u32,
    pub(super) phase: Phase,
    pub(super) piles: Vec<Vec<CardId>>,
    pub(super) hands: Vec<Vec<CardId>>,
    /// Each card with the seat that held it before (the giver, or the owner who kept it).
    pub(super) collections: Vec<Vec<(CardId, Seat)>>,
    /// Cards of the deck not dealt this round.
    pub(super) undealt: Vec<CardId>,
    /// Per seat, the seats it offers its hand to (bit i: seat i).
    pub(super) offers: Vec<u16>,
    /// Per seat, whether it may shout (once per held card).
    pub(super) voice: Vec<bool>,
    /// Per seat, what was shouted at it since it drew its current hand.
    pub(super) heard: Vec<Vec<(Seat, Talk)>>,
    /// Per seat, the seats that withdrew an offer to it since it drew its current hand.
    pub(super) withdrawn: Vec<u16>,
    /// Actions applied this round, and per seat the count when its hand was drawn.
    pub(super) tick: u32,
    pub(super) since: Vec<u32>,
    pub(super) bananas: Vec<u8>,
    pub(super) history: Vec<RoundResult>,
}

pub(super) fn bit(seat: Seat) -> u16 {
    1 << seat.0
}

impl Gorillas {
    pub const NAME_ID: &'static str = "gorillas";

    pub fn phase(&self) -> Phase {
        self.phase
    }
    pub fn round(&self) -> u32 {
        self.round
    }
    /// Whether the rare cards are in.
    pub fn rare(&self) -> bool {
        self.rare
    }
    pub fn hand(&self, seat: Seat) -> &[CardId] {
        &self.hands[seat.index()]
    }
    pub fn pile(&self, seat: Seat) -> &[CardId] {
        &self.piles[seat.index()]
    }
    pub fn collection(&self, seat: Seat) -> Vec<CardId> {
        self.collections[seat.index()].iter().map(|c| c.0).collect()
    }
    /// Whether `from` offers its hand to `to`.
    pub fn offers(&self, from: Seat, to: Seat) -> bool {
        self.offers[from.index()] & bit(to) != 0
    }
    pub fn bananas(&self) -> &[u8] {
        &self.bananas
    }
    /// Every scored round so far.
    pub fn history(&self) -> &[RoundResult] {
        &self.history
    }
    /// How `seat`'s collection scores, in words (the scorer's steps); after a round, until the
    /// next deal, the collection that was scored.
    pub fn steps(&self, seat: Seat) -> Vec<Phrase> {
        phrases(&best(&deck::faces(&self.collection(seat))))
    }

    pub fn holds(&self, seat: Seat) -> bool {
        !self.hands[seat.index()].is_empty()
    }

    pub(super) fn start(config: &GorillasConfig, players: usize, seed: u64) -> Gorillas {
        let mut game = Gorillas {
            config: config.clone(),
            players,
            rare: config.rare_in(players),
            rng: GameRng::new(seed),
            round: 0,
            phase: Phase::Play,
            piles: vec![Vec::new(); players],
            hands: vec![Vec::with_capacity(2); players],
            collections: vec![Vec::new(); players],
            undealt: Vec::new(),
            offers: vec![0; players],
            voice: vec![true; players],
            heard: vec![Vec::new(); players],
            withdrawn: vec![0; players],
            tick: 0,
            since: vec![0; players],
            bananas: vec![0; players],
            history: Vec::new(),
        };
        game.deal(&mut Vec::new());
        game
    }

    /// A new round: shuffle, 11 to each pile, everyone draws.
    pub(super) fn deal(&mut self, events: &mut Vec<Event>) {
        let mut cards = deck::deck(self.rare);
        self.rng.shuffle(&mut cards);
        self.round += 1;
        self.tick = 0;
        self.phase = Phase::Play;
        events.push(Event::Dealt {
            round: self.round,
            rare: self.rare,
        });
        for s in 0..self.players {
            self.piles[s] = cards.split_off(cards.len() - config::PILE);
            self.collections[s].clear();
            self.offers[s] = 0;
        }
        self.undealt = cards;
        for seat in Seat::all(self.players) {
            self.draw(seat, events);
        }
    }

    /// The next card of the pile into the (empty) hand, or the seat is finished.
    fn draw(&mut self, seat: Seat, events: &mut Vec<Event>) {
        let s = seat.index();
        self.heard[s].clear();
        self.withdrawn[s] = 0;
        self.since[s] = self.tick;
        match self.piles[s].pop() {
            Some(card) => {
                self.hands[s].push(card);
                self.voice[s] = true;
                events.push(Event::Drew { seat, card });
            }
            None => {
                self.voice[s] = false;
                events.push(Event::Finished { seat });
            }
        }
    }

    /// A second card from the pile into the hand.
    pub(super) fn add_card(&mut self, seat: Seat, events: &mut Vec<Event>) {
        let s = seat.index();
        let card = self.piles[s].pop().expect("checked: the pile has a card");
        self.hands[s].push(card);
        self.voice[s] = true;
        events.push(Event::Drew { seat, card });
    }

    /// Every offer from or to `seat` goes: its hand has left.
    fn lapse(&mut self, seat: Seat, events: &mut Vec<Event>) {
        for from in Seat::all(self.players) {
            if self.offers[from.index()] & bit(seat) != 0 {
                self.offers[from.index()] &= !bit(seat);
                events.push(Event::Lapsed { from, to: seat });
            }
        }
        let mut mine = std::mem::take(&mut self.offers[seat.index()]);
        while mine != 0 {
            let to = Seat(mine.trailing_zeros() as u8);
            mine &= mine - 1;
            events.push(Event::Lapsed { from: seat, to });
        }
    }

    /// `a` and `b` swap their whole hands into each other's collections, then both draw.
    pub(super) fn trade(&mut self, a: Seat, b: Seat, now: Millis, events: &mut Vec<Event>) {
        let to_a = self.hands[b.index()].clone();
        let to_b = self.hands[a.index()].clone();
        self.hands[a.index()].clear();
        self.hands[b.index()].clear();
        self.collections[a.index()].extend(to_a.iter().map(|&c| (c, b)));
        self.collections[b.index()].extend(to_b.iter().map(|&c| (c, a)));
        events.push(Event::Traded { a, b, to_a, to_b });
        self.lapse(a, events);
        self.lapse(b, events);
        self.draw(a, events);
        self.draw(b, events);
        self.maybe_end_round(now, events);
    }

    /// `seat` keeps its held cards, then draws.
    pub(super) fn keep(&mut self, seat: Seat, now: Millis, events: &mut Vec<Event>) {
        let s = seat.index();
        let cards: Vec<CardId> = self.hands[s].drain(..).collect();
        self.collections[s].extend(cards.iter().map(|&c| (c, seat)));
        events.push(Event::Kept { seat, cards });
        self.lapse(seat, events);
        self.draw(seat, events);
        self.maybe_end_round(now, events);
    }

    fn maybe_end_round(&mut self, now: Millis, events: &mut Vec<Event>) {
        if self.hands.iter().any(|h| !h.is_empty()) {
            return;
        }
        // One buffer of faces for every collection (playouts end a round millions of times).
        let mut faces =
            Vec::with_capacity(self.collections.iter().map(Vec::len).max().unwrap_or(0));
        let points: Vec<i32> = self
            .collections
            .iter()
            .map(|c| {
                faces.clear();
                faces.extend(c.iter().map(|&(id, _)| deck::face(id)));
                points(&faces)
            })
            .collect();
        let banana = award(&points);
        for (s, &b) in banana.iter().enumerate() {
            self.bananas[s] += b as u8;
        }
        let result = RoundResult {
            points: points.clone(),
            banana: banana.clone(),
        };
        events.push(Event::Scored {
            round: self.round,
            points,
            bananas: Seat::all(self.players)
                .filter(|s| banana[s.index()])
                .collect(),
            collections: (0..self.players)
                .map(|s| self.collection(Seat(s as u8)))
                .collect(),
        });
        self.history.push(result);
        let winners: Vec<Seat> = Seat::all(self.players)
            .filter(|s| self.bananas[s.index()] >= config::BANANAS_TO_WIN)
            .collect();
        if winners.is_empty() {
            self.phase = Phase::Scored {
                until: now.saturating_add(config::ROUND_PAUSE_MS),
            };
        } else {
            self.phase = Phase::Over;
            events.push(Event::MatchOver { winners });
        }
    }
}

/// Who earns a banana: the best score; with 5+ players the two best; ties for first all earn one
/// and no second is given (**choice**: ties for second all earn one).
pub fn award(points: &[i32]) -> Vec<bool> {
    let top = points.iter().copied().max().unwrap_or(0);
    let firsts = points.iter().filter(|&&p| p == top).count();
    let second = (firsts == 1 && points.len() >= config::TWO_BANANAS_FROM)
        .then(|| points.iter().copied().filter(|&p| p < top).max())
        .flatten();
    points
        .iter()
        .map(|&p| p == top || Some(p) == second)
        .collect()
}
