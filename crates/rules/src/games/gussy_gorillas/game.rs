//! The `Game` trait for Gussy Gorillas: legal moves, applying them whole or not at all, the clock
//! between rounds, results and invariants.

use super::actions::{Action, Event};
use super::config::GorillasConfig;
use super::deck;
use super::endings::GorillasEnding;
use super::refusals::GorillasRefusal;
use super::seen::Seen;
use super::state::{Gorillas, Phase, bit};
use super::talk::Talk;
use super::view::{GorillasView, Viewer};
use crate::kernel::{
    CardId, Game, GameRng, Millis, Outcome, Phrased, Reading, RuleError, Seat, SeatResult,
};

fn refuse<T>(why: GorillasRefusal) -> Result<T, RuleError> {
    Err(RuleError::Illegal(why.into()))
}

impl Gorillas {
    /// The other seats that hold cards (offer and shout targets).
    fn others_holding(&self, seat: Seat) -> impl Iterator<Item = Seat> + '_ {
        Seat::all(self.players).filter(move |&t| t != seat && self.holds(t))
    }

    /// How many legal actions `seat` has, in `legal`'s order: Keep, AddCard, one offer or withdraw
    /// per other holder, then the shouts.
    fn legal_count(&self, seat: Seat) -> (usize, bool, usize, usize) {
        if self.phase != Phase::Play || !self.holds(seat) {
            return (0, false, 0, 0);
        }
        let add = self.hands[seat.index()].len() == 1 && !self.piles[seat.index()].is_empty();
        let targets = self.others_holding(seat).count();
        let shouts = if self.voice[seat.index()] {
            targets * Talk::ALL.len()
        } else {
            0
        };
        (1 + add as usize + targets + shouts, add, targets, shouts)
    }

    /// The `i`-th legal action of `seat` (i below `legal_count`).
    fn nth_action(&self, seat: Seat, mut i: usize, add: bool, targets: usize) -> Action {
        if i == 0 {
            return Action::Keep;
        }
        i -= 1;
        if add {
            if i == 0 {
                return Action::AddCard;
            }
            i -= 1;
        }
        if i < targets {
            let to = self.others_holding(seat).nth(i).expect("counted");
            return if self.offers(seat, to) {
                Action::Withdraw { to }
            } else {
                Action::Offer {
                    to,
                    card: self.hands[to.index()][0],
                }
            };
        }
        i -= targets;
        let to = self
            .others_holding(seat)
            .nth(i / Talk::ALL.len())
            .expect("counted");
        Action::Shout {
            to,
            talk: Talk::ALL[i % Talk::ALL.len()],
        }
    }

    /// `to` is another seat of the table that holds cards.
    fn check_target(&self, seat: Seat, to: Seat) -> Result<(), RuleError> {
        if to == seat {
            return refuse(GorillasRefusal::ToYourself);
        }
        if to.index() >= self.players || !self.holds(to) {
            return refuse(GorillasRefusal::HoldsNothing { seat: to });
        }
        Ok(())
    }

    fn apply_play(
        &mut self,
        seat: Seat,
        action: &Action,
        now: Millis,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let s = seat.index();
        if !self.holds(seat) {
            return refuse(GorillasRefusal::Finished);
        }
        match *action {
            Action::Offer { to, card } => {
                if to != seat
                    && to.index() < self.players
                    && self.hands[to.index()].first() != Some(&card)
                    && self.collections.iter().flatten().any(|c| c.0 == card)
                {
                    // The card reached for has gone into a collection: someone was faster.
                    return Err(RuleError::TooLate);
                }
                self.check_target(seat, to)?;
                if self.hands[to.index()][0] != card {
                    return refuse(GorillasRefusal::NotTheirCard { seat: to });
                }
                if self.offers(seat, to) {
                    return refuse(GorillasRefusal::AlreadyOffered { seat: to });
                }
                self.tick += 1;
                if self.offers(to, seat) {
                    self.trade(seat, to, now, events);
                } else {
                    self.offers[s] |= bit(to);
                    events.push(Event::Offered { from: seat, to });
                }
            }
            Action::Withdraw { to } => {
                if to.index() >= self.players || !self.offers(seat, to) {
                    return refuse(GorillasRefusal::NoOffer { seat: to });
                }
                self.tick += 1;
                self.offers[s] &= !bit(to);
                self.withdrawn[to.index()] |= bit(seat);
                events.push(Event::Withdrawn { from: seat, to });
            }
            Action::Keep => {
                self.tick += 1;
                self.keep(seat, now, events);
            }
            Action::AddCard => {
                if self.hands[s].len() >= 2 {
                    return refuse(GorillasRefusal::TwoCardsAlready);
                }
                if self.piles[s].is_empty() {
                    return refuse(GorillasRefusal::PileEmpty);
                }
                self.tick += 1;
                self.add_card(seat, events);
            }
            Action::Shout { to, talk } => {
                self.check_target(seat, to)?;
                if !self.voice[s] {
                    return refuse(GorillasRefusal::ShoutedAlready);
                }
                self.tick += 1;
                self.voice[s] = false;
                self.heard[to.index()].push((seat, talk));
                events.push(Event::Shouted {
                    from: seat,
                    to,
                    talk,
                });
            }
        }
        Ok(())
    }
}

impl Game for Gorillas {
    type Config = GorillasConfig;
    type Action = Action;
    type Event = Event;
    type View = GorillasView;
    type Seen = Seen;

    const NAME: &'static str = Gorillas::NAME_ID;
    const PLAYERS: (usize, usize) = (3, 10);

    fn new(config: &GorillasConfig, players: usize, seed: u64) -> Result<Self, RuleError> {
        if !(Self::PLAYERS.0..=Self::PLAYERS.1).contains(&players) {
            return Err(RuleError::Setup(format!(
                "Gussy Gorillas is for 3 to 10 players, not {players}"
            )));
        }
        Ok(Gorillas::start(config, players, seed))
    }

    fn players(&self) -> usize {
        self.players
    }

    fn config(&self) -> &GorillasConfig {
        &self.config
    }

    fn actors(&self, _now: Millis) -> Vec<Seat> {
        match self.phase {
            Phase::Play => Seat::all(self.players).filter(|&s| self.holds(s)).collect(),
            _ => Vec::new(),
        }
    }

    fn first_actor(&self, _now: Millis) -> Option<Seat> {
        match self.phase {
            Phase::Play => Seat::all(self.players).find(|&s| self.holds(s)),
            _ => None,
        }
    }

    fn legal(&self, seat: Seat) -> Vec<Action> {
        if seat.index() >= self.players {
            return Vec::new();
        }
        let (count, add, targets, _) = self.legal_count(seat);
        (0..count)
            .map(|i| self.nth_action(seat, i, add, targets))
            .collect()
    }

    fn random_action(&self, seat: Seat, rng: &mut GameRng) -> Option<Action> {
        if seat.index() >= self.players {
            return None;
        }
        let (count, add, targets, _) = self.legal_count(seat);
        (count > 0).then(|| self.nth_action(seat, rng.below(count), add, targets))
    }

    fn apply_into(
        &mut self,
        seat: Seat,
        action: &Action,
        now: Millis,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        if seat.index() >= self.players {
            return Err(RuleError::NotYourTurn);
        }
        match self.phase {
            Phase::Over => Err(RuleError::GameOver),
            Phase::Scored { .. } => refuse(GorillasRefusal::RoundOver),
            Phase::Play => self.apply_play(seat, action, now, events),
        }
    }

    fn advance(&mut self, now: Millis) -> Vec<Event> {
        let mut events = Vec::new();
        if let Phase::Scored { until } = self.phase
            && now >= until
        {
            self.deal(&mut events);
        }
        events
    }

    fn next_deadline(&self) -> Option<Millis> {
        match self.phase {
            Phase::Scored { until } => Some(until),
            _ => None,
        }
    }

    fn view(&self, seat: Seat) -> GorillasView {
        GorillasView::of(self, Viewer::Seat(seat))
    }

    fn public_view(&self) -> GorillasView {
        GorillasView::of(self, Viewer::Everyone)
    }

    fn bystander_view(&self) -> GorillasView {
        GorillasView::of(self, Viewer::Bystander)
    }

    fn seen(config: &GorillasConfig, event: &Event, viewer: Option<Seat>) -> Seen {
        Seen::of(config, event, viewer)
    }

    fn view_cards(view: &GorillasView) -> Vec<CardId> {
        view.cards()
    }

    fn event_cards(event: &Event) -> Vec<CardId> {
        event.cards()
    }

    fn seen_cards(seen: &Seen) -> Vec<Option<CardId>> {
        seen.cards()
    }

    fn determinize(view: &GorillasView, rng: &mut GameRng) -> Self {
        view.determinize(rng)
    }

    fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }

    fn outcome(&self) -> Option<Outcome> {
        if !self.is_over() {
            return None;
        }
        let last = self.history.last().expect("a finished match has rounds");
        let seats = Seat::all(self.players)
            .map(|seat| {
                let s = seat.index();
                let (bananas, points) = (self.bananas[s], last.points[s]);
                let winner = bananas >= super::config::BANANAS_TO_WIN;
                let read = if winner {
                    GorillasEnding::Won { bananas, points }
                } else {
                    GorillasEnding::Bananas { bananas, points }
                };
                let steps: Vec<String> = self.steps(seat).into_iter().map(|p| p.english).collect();
                SeatResult {
                    seat,
                    score: bananas as f64,
                    winner,
                    breakdown: format!("{read}: {}", steps.join("; ")),
                    reading: Reading(read.phrase()),
                }
            })
            .collect::<Vec<_>>();
        let winners: Vec<String> = seats
            .iter()
            .filter(|r| r.winner)
            .map(|r| r.seat.to_string())
            .collect();
        Some(Outcome {
            seats,
            summary: format!(
                "{} won after {} rounds",
                winners.join(" and "),
                self.history.len()
            ),
        })
    }

    /// The search stops at the end of the round.
    fn search_over(&self) -> bool {
        self.phase != Phase::Play
    }

    /// The last round's points against the best and worst at the table, in [-1, 1].
    fn search_value(&self, seat: Seat) -> f64 {
        let Some(last) = self.history.last() else {
            return 0.0;
        };
        let top = *last.points.iter().max().expect("seats") as f64;
        let low = *last.points.iter().min().expect("seats") as f64;
        if top == low {
            return 0.0;
        }
        2.0 * (last.points[seat.index()] as f64 - low) / (top - low) - 1.0
    }

    fn phrases() -> Vec<crate::kernel::Phrase> {
        use crate::kernel::Phrased;
        let mut out: Vec<crate::kernel::Phrase> = super::refusals::GorillasRefusal::samples()
            .iter()
            .map(Phrased::phrase)
            .collect();
        out.extend(
            super::endings::GorillasEnding::samples()
                .iter()
                .map(Phrased::phrase),
        );
        out.extend(super::steps::Step::samples().iter().map(Phrased::phrase));
        out.extend(super::talk::Talk::samples().iter().map(Phrased::phrase));
        out
    }

    fn check_invariants(&self) -> Result<(), String> {
        let mut seen = [0u8; deck::DECK_SIZE];
        let mut mark = |card: CardId| -> Result<(), String> {
            let slot = seen
                .get_mut(card.0 as usize)
                .ok_or_else(|| format!("card {} is not in the deck", card.0))?;
            *slot += 1;
            Ok(())
        };
        for s in 0..self.players {
            self.piles[s].iter().try_for_each(|&c| mark(c))?;
            self.hands[s].iter().try_for_each(|&c| mark(c))?;
            self.collections[s].iter().try_for_each(|c| mark(c.0))?;
        }
        self.undealt.iter().try_for_each(|&c| mark(c))?;
        let size = if self.rare {
            deck::DECK_SIZE
        } else {
            deck::BASE_SIZE
        };
        for (i, &count) in seen.iter().enumerate() {
            let want = (i < size) as u8;
            if count != want {
                return Err(format!(
                    "card {i} ({}) is in {count} places, not {want}",
                    deck::face(CardId(i as u8))
                ));
            }
        }
        let dealt: usize = (0..self.players)
            .map(|s| self.piles[s].len() + self.hands[s].len() + self.collections[s].len())
            .sum();
        if dealt != self.players * super::config::PILE {
            return Err(format!("{dealt} cards dealt, not 11 per seat"));
        }
        for seat in Seat::all(self.players) {
            let s = seat.index();
            if self.hands[s].len() > 2 {
                return Err(format!("{seat} holds {} cards", self.hands[s].len()));
            }
            if self.phase == Phase::Play && self.hands[s].is_empty() && !self.piles[s].is_empty() {
                return Err(format!("{seat} holds nothing but its pile has cards"));
            }
            if self.offers[s] & bit(seat) != 0 {
                return Err(format!("{seat} offers to itself"));
            }
            let mut offers = self.offers[s];
            while offers != 0 {
                let to = Seat(offers.trailing_zeros() as u8);
                offers &= offers - 1;
                if to.index() >= self.players || !self.holds(to) || !self.holds(seat) {
                    return Err(format!(
                        "{seat} offers to {to}, but one of them holds nothing"
                    ));
                }
                if self.offers(to, seat) {
                    return Err(format!(
                        "{seat} and {to} offer to each other but did not trade"
                    ));
                }
            }
            if self.phase != Phase::Play && self.holds(seat) {
                return Err(format!("{seat} holds cards after the round"));
            }
        }
        let total: u8 = self.bananas.iter().sum();
        let awarded: usize = self
            .history
            .iter()
            .map(|r| r.banana.iter().filter(|&&b| b).count())
            .sum();
        if total as usize != awarded {
            return Err("the bananas do not add up to the rounds' awards".into());
        }
        let over = self
            .bananas
            .iter()
            .any(|&b| b >= super::config::BANANAS_TO_WIN);
        if over != (self.phase == Phase::Over) {
            return Err("the match is over exactly when someone has 2 bananas".into());
        }
        Ok(())
    }
}
