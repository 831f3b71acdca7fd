//! The `Game` trait for Jammerlappen: the deal, legal moves, applying them whole or not at all.

use super::actions::{Action, Event, Zone};
use super::config::JammerlappenConfig;
use super::deck::{self, DECK_SIZE};
use super::endings::JammerlappenEnding;
use super::moves;
use super::readings::{self, ExchangeOrder};
use super::refusals::JammerlappenRefusal;
use super::seen::Seen;
use super::state::{Jammerlappen, Phase};
use super::view::JammerlappenView;
use crate::kernel::error::illegal;
use crate::kernel::{
    CardId, ClaimBook, Game, GameRng, Millis, Outcome, RuleError, Seat, SeatResult,
};

impl Jammerlappen {
    /// Whether `seat` may exchange (or keep) now: it has not yet decided, and with the exchange
    /// in turn (`readings::EXCHANGE`) every seat before it from the starter on has.
    pub(super) fn may_exchange(&self, seat: Seat) -> bool {
        if self.exchanged[seat.index()] {
            return false;
        }
        match readings::EXCHANGE {
            ExchangeOrder::Simultaneous => true,
            ExchangeOrder::InTurn => {
                (0..self.players)
                    .map(|i| (self.starter.index() + i) % self.players)
                    .find(|&s| !self.exchanged[s])
                    == Some(seat.index())
            }
        }
    }

    /// Checks a lay by the seat on turn; returns the zone and the mask of the cards.
    fn check_play(&self, seat: Seat, cards: &[CardId]) -> Result<(Zone, u64), RuleError> {
        let Some(&first) = cards.first() else {
            return illegal(JammerlappenRefusal::LayAtLeastOne);
        };
        let (zone, mine) = self.zone_mask(seat);
        let mut laid = 0u64;
        for &card in cards {
            if card.0 as usize >= DECK_SIZE
                || mine & moves::bit(card) == 0
                || laid & moves::bit(card) != 0
            {
                return illegal(match zone {
                    Zone::Hand => JammerlappenRefusal::OnlyOwnHandCards,
                    _ => JammerlappenRefusal::OnlyOwnFaceUpCards,
                });
            }
            laid |= moves::bit(card);
        }
        if laid & !moves::KIND[first.0 as usize] != 0 {
            return illegal(JammerlappenRefusal::SameCardsOnly);
        }
        if !self.fits(first) {
            return illegal(if self.downward {
                JammerlappenRefusal::LayLowerAfterFive
            } else {
                JammerlappenRefusal::LayHigher
            });
        }
        Ok((zone, laid))
    }

    fn apply_play(
        &mut self,
        seat: Seat,
        turn: Seat,
        action: &Action,
        now: Millis,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        if seat != turn {
            return Err(RuleError::NotYourTurn);
        }
        let s = seat.index();
        match action {
            Action::Play { cards } => {
                let (zone, laid) = self.check_play(seat, cards)?;
                self.close_moment(seat, now);
                self.remove_from_zone(seat, zone, laid);
                self.lay(seat, cards.clone(), zone, None, now, events);
            }
            Action::PlayBlind { slot } => {
                if !self.hands[s].is_empty() {
                    return illegal(JammerlappenRefusal::HandCardsFirst);
                }
                if !self.released(seat).any(|r| r == *slot) {
                    return illegal(JammerlappenRefusal::FaceDownNotReleased);
                }
                if self.forced_pickup(seat) {
                    return illegal(JammerlappenRefusal::NoFaceUpFits);
                }
                self.close_moment(seat, now);
                let card = self.face_down[s][*slot as usize]
                    .take()
                    .expect("a released slot holds a card");
                let fits = self.fits(card);
                events.push(Event::Revealed {
                    seat,
                    slot: *slot,
                    card,
                    fits,
                });
                if fits {
                    self.lay(seat, vec![card], Zone::FaceDown(*slot), None, now, events);
                } else {
                    self.take_pot(seat, Some(card), events);
                }
            }
            Action::TakePot => {
                if self.pot.is_empty() {
                    return illegal(JammerlappenRefusal::NoPot);
                }
                if self.forced_pickup(seat) {
                    return illegal(JammerlappenRefusal::NoFaceUpFits);
                }
                self.close_moment(seat, now);
                self.take_pot(seat, None, events);
            }
            Action::TakeWith { card } => {
                if !self.forced_pickup(seat) || self.pot.is_empty() {
                    return illegal(JammerlappenRefusal::TakeWithOnlyWhenStuck);
                }
                if !self.face_up[s].contains(&Some(*card)) {
                    return illegal(JammerlappenRefusal::NotYourFaceUpCard);
                }
                self.close_moment(seat, now);
                self.remove_from_zone(seat, Zone::FaceUp, moves::bit(*card));
                self.take_pot(seat, Some(*card), events);
            }
            Action::Exchange { .. } | Action::Keep => {
                return illegal(JammerlappenRefusal::ExchangeOver);
            }
            Action::ThrowIn { .. } => unreachable!("handled before"),
        }
        Ok(())
    }

    fn apply_throw_in(
        &mut self,
        seat: Seat,
        turn: Seat,
        onto: CardId,
        cards: &[CardId],
        now: Millis,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let window = match self.window {
            Some(w) if w.card == onto => w,
            _ if self.passed == Some(onto) || self.claims.holder(onto).is_some() => {
                return Err(RuleError::TooLate);
            }
            _ => return illegal(JammerlappenRefusal::NothingToThrowInOn),
        };
        if now >= window.until {
            return Err(RuleError::TooLate);
        }
        if seat == turn {
            return illegal(JammerlappenRefusal::OnTurnJustLay);
        }
        let thrown = moves::mask_of(cards);
        if cards.len() != thrown.count_ones() as usize || self.throw_in_mask(seat) != Some(thrown) {
            return illegal(JammerlappenRefusal::OnlyTheQuartet);
        }
        let (zone, _) = self.zone_mask(seat);
        self.close_moment(seat, now);
        self.remove_from_zone(seat, zone, thrown);
        self.lay(seat, moves::cards_of(thrown), zone, Some(turn), now, events);
        Ok(())
    }
}

impl Game for Jammerlappen {
    type Config = JammerlappenConfig;
    type Action = Action;
    type Event = Event;
    type View = JammerlappenView;
    type Seen = Seen;

    const NAME: &'static str = Jammerlappen::NAME_ID;
    const PLAYERS: (usize, usize) = (2, 6);
    const PENALTY_NAME: &'static str = "times Jammerlappen";

    fn new(config: &JammerlappenConfig, players: usize, seed: u64) -> Result<Self, RuleError> {
        if !(Self::PLAYERS.0..=Self::PLAYERS.1).contains(&players) {
            return Err(RuleError::Setup(format!(
                "Jammerlappen is for 2 to 6 players, not {players}"
            )));
        }
        if let Some(last) = config.last_jammerlappen
            && last as usize >= players
        {
            return Err(RuleError::Setup(format!(
                "the last Jammerlappen (seat {}) is not at this table",
                last + 1
            )));
        }
        let mut rng = GameRng::new(seed);
        let random_starter = Seat(rng.below(players) as u8);
        let starter = config.last_jammerlappen.map_or(random_starter, Seat);
        let mut draw = deck::deck(players);
        rng.shuffle(&mut draw);
        let mut game = Jammerlappen {
            config: config.clone(),
            players,
            group: deck::group_size(players),
            starter,
            phase: Phase::Exchange,
            hands: vec![Vec::with_capacity(12); players],
            hand_bits: [0; 6],
            face_up: vec![[None; 3]; players],
            face_down: vec![[None; 3]; players],
            draw,
            pot: Vec::new(),
            out: Vec::new(),
            exchanged: vec![false; players],
            known: vec![0; players],
            places: vec![None; players],
            clockwise: true,
            reference: None,
            downward: false,
            run: (0, 0),
            action_run: 0,
            window: None,
            passed: None,
            claims: ClaimBook::default(),
        };
        // Three face-down each, then three face-up on top, then three to hand, from the starter on.
        let order: Vec<usize> = (0..players)
            .map(|i| (starter.index() + i) % players)
            .collect();
        for i in 0..3 {
            for &s in &order {
                game.face_down[s][i] = game.draw.pop();
            }
        }
        for i in 0..3 {
            for &s in &order {
                game.face_up[s][i] = game.draw.pop();
            }
        }
        for _ in 0..3 {
            for &s in &order {
                let card = game.draw.pop().expect("enough cards");
                game.hands[s].push(card);
                game.hand_bits[s] |= moves::bit(card);
            }
        }
        Ok(game)
    }

    fn players(&self) -> usize {
        self.players
    }

    fn config(&self) -> &JammerlappenConfig {
        &self.config
    }

    fn actors(&self, now: Millis) -> Vec<Seat> {
        match self.phase {
            Phase::Exchange => Seat::all(self.players)
                .filter(|&s| self.may_exchange(s))
                .collect(),
            Phase::Play { turn } => {
                let mut actors = vec![turn];
                if self.window.is_some_and(|w| now < w.until) {
                    actors.extend(
                        Seat::all(self.players).filter(|&s| self.throw_in_mask(s).is_some()),
                    );
                }
                actors
            }
            Phase::Over { .. } => Vec::new(),
        }
    }

    fn first_actor(&self, _now: Millis) -> Option<Seat> {
        match self.phase {
            Phase::Exchange => Seat::all(self.players).find(|&s| self.may_exchange(s)),
            Phase::Play { turn } => Some(turn),
            Phase::Over { .. } => None,
        }
    }

    fn legal(&self, seat: Seat) -> Vec<Action> {
        let mut out = Vec::new();
        if seat.index() >= self.players {
            return out;
        }
        match self.phase {
            Phase::Exchange if self.may_exchange(seat) => {
                out.push(Action::Keep);
                for &hand in &self.hands[seat.index()] {
                    for face_up in self.face_up[seat.index()].iter().flatten() {
                        out.push(Action::Exchange {
                            hand,
                            face_up: *face_up,
                        });
                    }
                }
            }
            Phase::Play { turn } if turn == seat => self.turn_moves(seat, &mut out),
            Phase::Play { .. } => {
                if let (Some(w), Some(cards)) = (self.window, self.throw_in_cards(seat)) {
                    out.push(Action::ThrowIn {
                        onto: w.card,
                        cards,
                    });
                }
            }
            _ => {}
        }
        out
    }

    /// Uniform over `legal(seat)`, with the same draw from `rng`, without building the list on turn.
    fn random_action(&self, seat: Seat, rng: &mut GameRng) -> Option<Action> {
        if seat.index() >= self.players {
            return None;
        }
        match self.phase {
            Phase::Play { turn } if turn == seat => {
                self.random_turn_move(seat, rng).map(|m| m.action())
            }
            _ => {
                let legal = self.legal(seat);
                (!legal.is_empty()).then(|| legal[rng.below(legal.len())].clone())
            }
        }
    }

    fn playout_action(&self, seat: Seat, rng: &mut GameRng) -> Option<Action> {
        if rng.unit() < super::bots::PLAYOUT_NOISE {
            return self.random_action(seat, rng);
        }
        self.greedy_move(seat)
    }

    /// `playout_action` applied, the seat on turn's move straight from its mask: the same draws
    /// and the same state as building the action and applying it, without the lists.
    fn playout_step(
        &mut self,
        seat: Seat,
        now: Millis,
        rng: &mut GameRng,
        events: &mut Vec<Event>,
    ) -> bool {
        let on_turn = matches!(self.phase, Phase::Play { turn } if turn == seat)
            && seat.index() < self.players
            && self.is_in(seat);
        if !on_turn {
            return match self.playout_action(seat, rng) {
                Some(action) => self.apply_into(seat, &action, now, events).is_ok(),
                None => false,
            };
        }
        let found = if rng.unit() < super::bots::PLAYOUT_NOISE {
            self.random_turn_move(seat, rng)
        } else {
            self.greedy_turn_move(seat)
        };
        match found {
            Some(moves::Move::Play(laid)) => {
                // A move the seat's own mask made: legal, so the checks of `Action::Play` hold.
                let (zone, _) = self.zone_mask(seat);
                self.close_moment(seat, now);
                self.remove_from_zone(seat, zone, laid);
                self.lay(seat, moves::cards_of(laid), zone, None, now, events);
                true
            }
            Some(other) => self.apply_into(seat, &other.action(), now, events).is_ok(),
            None => false,
        }
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
        if let (Some(why), false) = (action.outside_deck(), self.is_over()) {
            return illegal(why);
        }
        match self.phase {
            Phase::Over { .. } => Err(RuleError::GameOver),
            Phase::Exchange => {
                let s = seat.index();
                if self.exchanged[s] {
                    return illegal(JammerlappenRefusal::AlreadyExchanged);
                }
                if !self.may_exchange(seat) {
                    return Err(RuleError::NotYourTurn);
                }
                match *action {
                    Action::Keep => events.push(Event::Kept { seat }),
                    Action::Exchange { hand, face_up } => {
                        let Some(h) = self.hands[s].iter().position(|&c| c == hand) else {
                            return illegal(JammerlappenRefusal::NotYourHandCard);
                        };
                        let Some(f) = self.face_up[s].iter().position(|&c| c == Some(face_up))
                        else {
                            return illegal(JammerlappenRefusal::NotYourFaceUpCard);
                        };
                        self.hands[s][h] = face_up;
                        self.hand_bits[s] ^= moves::bit(hand) | moves::bit(face_up);
                        self.face_up[s][f] = Some(hand);
                        self.set_known(seat, face_up, true);
                        events.push(Event::Exchanged {
                            seat,
                            hand,
                            face_up,
                        });
                    }
                    _ => return illegal(JammerlappenRefusal::ExchangeFirst),
                }
                self.exchanged[s] = true;
                if self.exchanged.iter().all(|&e| e) {
                    self.phase = Phase::Play { turn: self.starter };
                    events.push(Event::PlayBegins {
                        starter: self.starter,
                    });
                }
                Ok(())
            }
            Phase::Play { turn } => {
                if !self.is_in(seat) {
                    return illegal(JammerlappenRefusal::OutOfRound);
                }
                match action {
                    Action::ThrowIn { onto, cards } => {
                        self.apply_throw_in(seat, turn, *onto, cards, now, events)
                    }
                    _ => self.apply_play(seat, turn, action, now, events),
                }
            }
        }
    }

    fn advance(&mut self, now: Millis) -> Vec<Event> {
        match self.window {
            Some(w) if now >= w.until => {
                self.window = None;
                self.passed = Some(w.card);
                vec![Event::WindowClosed { card: w.card }]
            }
            _ => Vec::new(),
        }
    }

    fn next_deadline(&self) -> Option<Millis> {
        self.window.map(|w| w.until)
    }

    fn view(&self, seat: Seat) -> JammerlappenView {
        JammerlappenView::of(self, Some(seat))
    }

    fn public_view(&self) -> JammerlappenView {
        JammerlappenView::of(self, None)
    }

    fn seen(_config: &JammerlappenConfig, event: &Event, viewer: Option<Seat>) -> Seen {
        Seen::of(event, viewer)
    }

    fn view_cards(view: &JammerlappenView) -> Vec<CardId> {
        view.cards()
    }

    fn event_cards(event: &Event) -> Vec<CardId> {
        event.cards()
    }

    fn seen_cards(seen: &Seen) -> Vec<Option<CardId>> {
        seen.cards()
    }

    fn determinize(view: &JammerlappenView, rng: &mut GameRng) -> Self {
        view.determinize(rng)
    }

    fn is_over(&self) -> bool {
        matches!(self.phase, Phase::Over { .. })
    }

    fn outcome(&self) -> Option<Outcome> {
        let Phase::Over { jammerlappen } = self.phase else {
            return None;
        };
        let seats = Seat::all(self.players)
            .map(|seat| {
                let (score, ending) = match self.places[seat.index()] {
                    Some(place) => (0.0, JammerlappenEnding::OutAs { place }),
                    None => (
                        -1.0,
                        JammerlappenEnding::LeftWith {
                            cards: self.cards_of(seat) as u32,
                        },
                    ),
                };
                SeatResult {
                    seat,
                    score,
                    winner: seat != jammerlappen,
                    breakdown: ending.to_string(),
                    reading: ending.into(),
                }
            })
            .collect();
        Some(Outcome {
            seats,
            summary: format!("{jammerlappen} is the Jammerlappen"),
        })
    }

    /// -1 for the Jammerlappen; the others near +1, a little more the earlier they got out.
    fn search_value(&self, seat: Seat) -> f64 {
        match self.places[seat.index()] {
            None => -1.0,
            Some(place) => 1.0 - 0.1 * (place as f64 - 1.0) / self.players as f64,
        }
    }

    fn penalties(&self) -> Vec<f64> {
        Seat::all(self.players)
            .map(|s| match self.phase {
                Phase::Over { jammerlappen } if jammerlappen == s => 1.0,
                _ => 0.0,
            })
            .collect()
    }

    fn phrases() -> Vec<crate::kernel::Phrase> {
        let mut phrases = crate::kernel::samples_of::<JammerlappenRefusal>();
        phrases.extend(crate::kernel::samples_of::<JammerlappenEnding>());
        phrases
    }

    fn check_invariants(&self) -> Result<(), String> {
        let mut seen = [0u8; DECK_SIZE];
        let mut mark = |card: CardId| -> Result<(), String> {
            let slot = seen
                .get_mut(card.0 as usize)
                .ok_or_else(|| format!("card {} is not in the deck", card.0))?;
            *slot += 1;
            Ok(())
        };
        for s in 0..self.players {
            self.hands[s].iter().try_for_each(|&c| mark(c))?;
            self.face_up[s]
                .iter()
                .flatten()
                .try_for_each(|&c| mark(c))?;
            self.face_down[s]
                .iter()
                .flatten()
                .try_for_each(|&c| mark(c))?;
        }
        self.draw.iter().try_for_each(|&c| mark(c))?;
        self.pot.iter().try_for_each(|&c| mark(c))?;
        self.out.iter().try_for_each(|&c| mark(c))?;
        for (i, &count) in seen.iter().enumerate() {
            let want = deck::in_deck(CardId(i as u8), self.players) as u8;
            if count != want {
                return Err(format!(
                    "card {i} ({}) is in {count} places, not {want}",
                    deck::name(CardId(i as u8)),
                ));
            }
        }
        for seat in Seat::all(self.players) {
            let s = seat.index();
            let cards = self.cards_of(seat);
            match self.places[s] {
                Some(_) if cards > 0 => return Err(format!("{seat} is out but holds cards")),
                None if cards == 0 && !self.is_over() => {
                    return Err(format!("{seat} has no cards but is still in"));
                }
                _ => {}
            }
            if self.places[s].is_none()
                && matches!(self.phase, Phase::Play { .. })
                && !self.draw.is_empty()
                && self.hands[s].len() < 3
            {
                return Err(format!(
                    "{seat} holds fewer than 3 cards while the pile lasts"
                ));
            }
            let hand_mask = self.hands[s].iter().fold(0u64, |m, c| m | 1 << c.0);
            if self.hand_bits[s] != hand_mask
                || self.hand_bits[s].count_ones() as usize != self.hands[s].len()
            {
                return Err(format!("{seat}'s hand mask is out of step with its hand"));
            }
            if self.known[s] & !hand_mask != 0 {
                return Err(format!("{seat} is known to hold a card it does not hold"));
            }
        }
        match self.phase {
            Phase::Play { turn } if !self.is_in(turn) => {
                return Err(format!("{turn} is on turn but out"));
            }
            Phase::Over { jammerlappen } if self.active() != 1 || !self.is_in(jammerlappen) => {
                return Err("the round is over but not with one player left".into());
            }
            _ => {}
        }
        let top: Vec<u8> = self
            .pot
            .iter()
            .rev()
            .take(self.run.1 as usize)
            .filter_map(|&c| deck::number(c))
            .collect();
        if self.run.1 > 0
            && (top.len() != self.run.1 as usize || top.iter().any(|&v| v != self.run.0))
        {
            return Err(format!("the run {:?} is not on top of the pot", self.run));
        }
        if self.run.1 >= self.group {
            return Err("a complete quartet is still in the pot".into());
        }
        if self.pot.is_empty() && (self.reference.is_some() || self.downward) {
            return Err("an empty pot has nothing to beat".into());
        }
        Ok(())
    }
}

impl Jammerlappen {
    /// All cards `seat` still has: hand, face-up, face-down.
    pub fn cards_of(&self, seat: Seat) -> usize {
        let s = seat.index();
        self.hands[s].len()
            + self.face_up[s].iter().flatten().count()
            + self.face_down[s].iter().flatten().count()
    }
}
