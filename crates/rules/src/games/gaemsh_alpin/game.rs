//! The `Game` trait for Gämsh Alpin: setup, who may act, legal moves, applying them whole or not at
//! all, the clock (new middles, fault and Snack windows, reveals), invariants and the outcome.

use super::actions::{Action, Call, Event, Gesture, MiddleWhy};
use super::cards::{self, BULL, GAMEKEEPER, SLOTS, SNACK, bit};
use super::config::GaemshConfig;
use super::endings::GaemshEnding;
use super::moves::SlapCheck;
use super::state::{Gaemsh, Phase};
use super::view::GaemshView;
use super::watch::Watch;
use crate::kernel::{
    CardId, Game, GameRng, Millis, Outcome, Phrased, Reading, RuleError, Seat, SeatResult,
};

impl Gaemsh {
    /// Whether a team still has to pick its signal.
    fn picking(&self, seat: Seat) -> bool {
        self.phase == Phase::Signals && self.signals[self.team_of(seat)].is_none()
    }

    /// Counts of each kind of legal move in play (swaps, vote), in the order `legal` lists them,
    /// and the slaps (at most four, no list built: playouts run millions of these).
    fn play_moves(&self, seat: Seat) -> (usize, usize, ([CardId; SLOTS], usize)) {
        let swaps = if self.snack.is_some() {
            0
        } else {
            cards::HAND * self.takeable()
        };
        let vote = (self.snack.is_none() && self.votes & 1 << seat.0 == 0) as usize;
        let mut slaps = ([CardId(0); SLOTS], 0);
        // Only Föhn cards, or any card beside the Snack, can be slapped.
        if self.config.foehn {
            for &c in self.middle.iter().flatten() {
                if let SlapCheck::Slot(_) = self.slap_check(seat, c) {
                    slaps.0[slaps.1] = c;
                    slaps.1 += 1;
                }
            }
        }
        (swaps, vote, slaps)
    }

    fn takeable(&self) -> usize {
        self.middle
            .iter()
            .flatten()
            .filter(|&&c| c != SNACK)
            .count()
    }

    /// The calls `seat` may make, in `legal`'s order.
    fn calls(&self, seat: Seat) -> impl Iterator<Item = Call> + '_ {
        let own = self.team_of(seat);
        let farmer = self.farmer_here();
        let gaemsh = [false, true]
            .into_iter()
            .filter(move |&f| !f || farmer)
            .flat_map(|farmer| [Call::Gaemsh { farmer }, Call::DoubleGaemsh { farmer }]);
        let others = (0..self.teams).filter(move |&t| t != own).map(|t| t as u8);
        let counter = others.clone().map(|team| Call::Counter { team });
        let out = others.flat_map(|team| {
            Gesture::ALL
                .into_iter()
                .map(move |gesture| Call::Outgaemshed { team, gesture })
        });
        gaemsh.chain(counter).chain(out)
    }

    /// The `i`-th of `calls(seat)` (i below `call_count`), without walking the list.
    fn nth_call(&self, seat: Seat, i: usize) -> Call {
        let gaemsh = if self.farmer_here() { 4 } else { 2 };
        if i < gaemsh {
            let farmer = i >= 2;
            return if i.is_multiple_of(2) {
                Call::Gaemsh { farmer }
            } else {
                Call::DoubleGaemsh { farmer }
            };
        }
        // The other teams in order, skipping the caller's own.
        let own = self.team_of(seat);
        let other = |k: usize| (if k >= own { k + 1 } else { k }) as u8;
        let i = i - gaemsh;
        let others = self.teams - 1;
        if i < others {
            return Call::Counter { team: other(i) };
        }
        let i = i - others;
        Call::Outgaemshed {
            team: other(i / Gesture::COUNT),
            gesture: Gesture::ALL[i % Gesture::COUNT],
        }
    }

    fn call_count(&self) -> usize {
        let gaemsh = if self.farmer_here() { 4 } else { 2 };
        gaemsh + (self.teams - 1) * (1 + Gesture::COUNT)
    }

    /// The `i`-th swap of `seat` in `legal`'s order: hand cards lowest first, then middle slots.
    fn nth_swap(&self, seat: Seat, i: usize) -> Action {
        let takes = self.takeable();
        let mut hand = self.hands[seat.index()];
        for _ in 0..i / takes {
            hand &= hand - 1;
        }
        let take = self
            .middle
            .iter()
            .flatten()
            .copied()
            .filter(|&c| c != SNACK)
            .nth(i % takes)
            .expect("a middle card");
        Action::Swap {
            give: CardId(hand.trailing_zeros() as u8),
            take,
        }
    }
}

impl Game for Gaemsh {
    type Config = GaemshConfig;
    type Action = Action;
    type Event = Event;
    type View = GaemshView;
    /// Every event is public (see `Event::cards`; signal picks name no gesture).
    type Seen = Event;

    const NAME: &'static str = Gaemsh::NAME_ID;
    const PLAYERS: (usize, usize) = (4, 6);
    const GAPS: &'static [usize] = &[5];
    const PENALTY_NAME: &'static str = "wrong calls";

    fn new(config: &GaemshConfig, players: usize, seed: u64) -> Result<Self, RuleError> {
        if players == 5 {
            return Err(RuleError::Setup(
                "Gämsh Alpin is played in teams of two with partners opposite: 4 or 6 players, never 5"
                    .into(),
            ));
        }
        if !(Self::PLAYERS.0..=Self::PLAYERS.1).contains(&players) {
            return Err(RuleError::Setup(format!(
                "Gämsh Alpin is for 4 or 6 players (teams of two), not {players}"
            )));
        }
        if config.target == 0 {
            return Err(RuleError::Setup(
                "the target must be at least 1 point".into(),
            ));
        }
        let teams = players / 2;
        Ok(Gaemsh {
            config: config.clone(),
            players,
            teams,
            phase: Phase::Signals,
            hands: vec![0; players],
            middle: [None; SLOTS],
            draw: cards::deck(config.foehn),
            discard: Vec::new(),
            known: vec![0; players],
            signals: vec![None; teams],
            outed: vec![None; teams],
            scores: vec![0; teams],
            wrong_calls: vec![0; players],
            round: 0,
            clock: 0,
            idle_since: 0,
            votes: 0,
            fault: None,
            fault_passed: false,
            snack: None,
            last_swap: vec![None; players],
            watch: Watch::new(),
            shown: vec![None; players],
            rng: GameRng::new(seed),
        })
    }

    fn players(&self) -> usize {
        self.players
    }

    fn config(&self) -> &GaemshConfig {
        &self.config
    }

    fn actors(&self, _now: Millis) -> Vec<Seat> {
        match self.phase {
            Phase::Signals => Seat::all(self.players)
                .filter(|&s| self.picking(s))
                .collect(),
            Phase::Play => Seat::all(self.players).collect(),
            Phase::Reveal { .. } | Phase::Over => Vec::new(),
        }
    }

    fn first_actor(&self, _now: Millis) -> Option<Seat> {
        match self.phase {
            Phase::Signals => Seat::all(self.players).find(|&s| self.picking(s)),
            Phase::Play => Some(Seat(0)),
            Phase::Reveal { .. } | Phase::Over => None,
        }
    }

    fn legal(&self, seat: Seat) -> Vec<Action> {
        if seat.index() >= self.players {
            return Vec::new();
        }
        match self.phase {
            Phase::Signals if self.picking(seat) => {
                let outed = self.outed[self.team_of(seat)];
                Gesture::ALL
                    .into_iter()
                    .filter(|&g| Some(g) != outed)
                    .map(|gesture| Action::PickSignal { gesture })
                    .collect()
            }
            Phase::Play => {
                let (swaps, vote, slaps) = self.play_moves(seat);
                let mut out = Vec::with_capacity(swaps + vote + 8 + self.call_count() + slaps.1);
                out.extend((0..swaps).map(|i| self.nth_swap(seat, i)));
                if vote == 1 {
                    out.push(Action::NewMiddle);
                }
                out.extend(Gesture::ALL.map(|gesture| Action::Gesture { gesture }));
                out.extend(self.calls(seat).map(|call| Action::Call { call }));
                out.extend(slaps.0[..slaps.1].iter().map(|&card| Action::Slap { card }));
                out
            }
            _ => Vec::new(),
        }
    }

    /// Uniform over `legal(seat)`, without building the list in play.
    fn random_action(&self, seat: Seat, rng: &mut GameRng) -> Option<Action> {
        if seat.index() >= self.players {
            return None;
        }
        if self.phase != Phase::Play {
            // `legal`'s signals without the list: every gesture but the one just outed.
            if !self.picking(seat) {
                return None;
            }
            let outed = self.outed[self.team_of(seat)];
            let mut signals = Gesture::ALL.into_iter().filter(|&g| Some(g) != outed);
            let count = signals.clone().count();
            return signals
                .nth(rng.below(count))
                .map(|gesture| Action::PickSignal { gesture });
        }
        let (swaps, vote, slaps) = self.play_moves(seat);
        let calls = self.call_count();
        let mut i = rng.below(swaps + vote + Gesture::COUNT + calls + slaps.1);
        if i < swaps {
            return Some(self.nth_swap(seat, i));
        }
        i -= swaps;
        if i < vote {
            return Some(Action::NewMiddle);
        }
        i -= vote;
        if i < Gesture::COUNT {
            return Some(Action::Gesture {
                gesture: Gesture::ALL[i],
            });
        }
        i -= Gesture::COUNT;
        if i < calls {
            return Some(Action::Call {
                call: self.nth_call(seat, i),
            });
        }
        Some(Action::Slap {
            card: slaps.0[i - calls],
        })
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
        if self.phase == Phase::Over {
            return Err(RuleError::GameOver);
        }
        if self.phase == Phase::Signals && !matches!(action, Action::PickSignal { .. }) {
            use super::refusals::GaemshRefusal;
            let why = if self.picking(seat) {
                GaemshRefusal::PickSignalFirst
            } else {
                GaemshRefusal::OthersPicking
            };
            return Err(RuleError::Illegal(why.into()));
        }
        match *action {
            Action::PickSignal { gesture } => self.pick_signal(seat, gesture, now, events),
            Action::Swap { give, take } => self.swap(seat, give, take, now, events),
            Action::NewMiddle => self.vote(seat, now, events),
            Action::Gesture { gesture } => self.gesture(seat, gesture, now, events),
            Action::Call { call } => self.call(seat, call, now, events),
            Action::Slap { card } => self.slap(seat, card, now, events),
        }?;
        self.clock = self.clock.max(now);
        Ok(())
    }

    fn advance(&mut self, now: Millis) -> Vec<Event> {
        let mut events = Vec::new();
        loop {
            match self.phase {
                Phase::Reveal { until } if now >= until => self.next_round(now, &mut events),
                Phase::Play => {
                    if let Some(f) = self.fault.filter(|f| f.until <= now) {
                        self.fault = None;
                        self.fault_passed = true;
                        events.push(Event::FaultLapsed { faulty: f.seat });
                    } else if self.snack.is_some_and(|s| s.until <= now) {
                        self.resolve_snack(now, &mut events);
                    } else if self.snack.is_none()
                        && self.idle_since + self.config.new_middle_ms.max(1) <= now
                    {
                        self.new_middle(MiddleWhy::Idle, now, &mut events);
                    } else {
                        break;
                    }
                }
                _ => break,
            }
        }
        if !events.is_empty() {
            self.clock = self.clock.max(now);
        }
        events
    }

    fn next_deadline(&self) -> Option<Millis> {
        match self.phase {
            Phase::Reveal { until } => Some(until),
            Phase::Play => {
                let idle = match self.snack {
                    Some(s) => s.until,
                    None => self.idle_since + self.config.new_middle_ms.max(1),
                };
                Some(self.fault.map_or(idle, |f| f.until.min(idle)))
            }
            _ => None,
        }
    }

    fn view(&self, seat: Seat) -> GaemshView {
        GaemshView::of(self, Some(seat))
    }

    fn public_view(&self) -> GaemshView {
        GaemshView::of(self, None)
    }

    fn seen(_config: &Self::Config, event: &Event, _viewer: Option<Seat>) -> Event {
        event.clone()
    }

    fn view_cards(view: &GaemshView) -> Vec<CardId> {
        view.cards()
    }

    fn event_cards(event: &Event) -> Vec<CardId> {
        event.cards()
    }

    fn seen_cards(seen: &Event) -> Vec<Option<CardId>> {
        crate::kernel::seen::all_open(seen.cards())
    }

    fn determinize(view: &GaemshView, rng: &mut GameRng) -> Self {
        view.determinize(rng)
    }

    fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }

    fn outcome(&self) -> Option<Outcome> {
        if !self.is_over() {
            return None;
        }
        let best = *self.scores.iter().max().expect("teams");
        let winners = self.scores.iter().filter(|&&p| p == best).count();
        let seats = Seat::all(self.players)
            .map(|seat| {
                let team = self.team_of(seat);
                let points = self.scores[team];
                let [a, b] = self.members(team);
                let reading = if points == best {
                    GaemshEnding::Won {
                        team: team as i64,
                        points: points as i64,
                        shared: winners > 1,
                    }
                } else {
                    GaemshEnding::Lost {
                        team: team as i64,
                        points: points as i64,
                        best: best as i64,
                    }
                };
                SeatResult {
                    seat,
                    score: points as f64,
                    winner: points == best,
                    breakdown: format!("team {} ({a} and {b}): {reading}", team + 1),
                    reading: Reading(reading.phrase()),
                }
            })
            .collect();
        let summary = (0..self.teams)
            .map(|t| format!("team {}: {} points", t + 1, self.scores[t]))
            .collect::<Vec<_>>()
            .join(", ");
        Some(Outcome { seats, summary })
    }

    fn penalties(&self) -> Vec<f64> {
        self.wrong_calls.iter().map(|&n| n as f64).collect()
    }

    fn search_value(&self, seat: Seat) -> f64 {
        let own = self.scores[self.team_of(seat)] as f64;
        let other = (0..self.teams)
            .filter(|&t| t != self.team_of(seat))
            .map(|t| self.scores[t])
            .max()
            .unwrap_or(0) as f64;
        ((own - other) / self.config.target.max(1) as f64).clamp(-1.0, 1.0)
    }

    fn phrases() -> Vec<crate::kernel::Phrase> {
        use crate::kernel::Phrased;
        let refusals = super::refusals::GaemshRefusal::samples();
        let readings = GaemshEnding::samples();
        refusals
            .iter()
            .map(Phrased::phrase)
            .chain(readings.iter().map(Phrased::phrase))
            .collect()
    }

    fn check_invariants(&self) -> Result<(), String> {
        let deck = cards::deck_mask(self.config.foehn);
        let mut seen = 0u64;
        let mut mark = |card: CardId, place: &str| -> Result<(), String> {
            if card.0 >= 64 || deck & bit(card) == 0 {
                return Err(format!("card {} ({place}) is not in the deck", card.0));
            }
            if seen & bit(card) != 0 {
                return Err(format!(
                    "{} is in two places (one: {place})",
                    cards::name(card)
                ));
            }
            seen |= bit(card);
            Ok(())
        };
        for s in 0..self.players {
            for c in cards::cards(self.hands[s]) {
                mark(c, "a hand")?;
            }
        }
        for c in self.middle.iter().flatten() {
            mark(*c, "the middle")?;
        }
        for &c in &self.draw {
            mark(c, "the draw pile")?;
        }
        for &c in &self.discard {
            mark(c, "the discards")?;
        }
        if seen != deck {
            return Err(format!("cards missing: {:?}", cards::cards(deck & !seen)));
        }
        let dealt = self.phase != Phase::Signals;
        for s in 0..self.players {
            let n = self.hands[s].count_ones() as usize;
            if n != if dealt { cards::HAND } else { 0 } {
                return Err(format!("seat {} holds {n} cards", s + 1));
            }
            if self.hands[s] & bit(SNACK) != 0 {
                return Err(format!("seat {} holds the Hearty Snack", s + 1));
            }
            if self.known[s] & !self.hands[s] != 0 {
                return Err(format!(
                    "seat {} is known to hold a card it does not",
                    s + 1
                ));
            }
        }
        if self.middle.iter().any(|c| c.is_some() != dealt) {
            return Err("the middle is not full while dealt".into());
        }
        if self.phase == Phase::Play && self.snack.is_some() != self.in_middle(SNACK) {
            return Err("the Snack's slapping and the Snack in the middle disagree".into());
        }
        if self.phase != Phase::Play && (self.snack.is_some() || self.fault.is_some()) {
            return Err("a Snack or fault outside play".into());
        }
        if let Some(f) = self.fault
            && (!self.in_middle(GAMEKEEPER)
                || self.middle[f.slot as usize] != Some(f.gave)
                || self.hands[f.seat.index()] & bit(f.took) == 0)
        {
            return Err(format!("the fault {f:?} cannot be undone"));
        }
        if self
            .snack
            .is_some_and(|s| s.slaps[self.slot_of(SNACK).unwrap_or(0)].is_some())
        {
            return Err("the Snack itself was slapped".into());
        }
        let best = *self.scores.iter().max().expect("teams");
        if (best >= self.config.target) != (self.phase == Phase::Over) {
            return Err(format!(
                "scores {:?} and phase {:?} disagree",
                self.scores, self.phase
            ));
        }
        if self.phase == Phase::Play && self.signals.iter().any(|s| s.is_none()) {
            return Err("a team plays without a signal".into());
        }
        if !self.config.foehn && (seen & bit(BULL) != 0) {
            return Err("Föhn cards without the option".into());
        }
        Ok(())
    }
}

#[cfg(test)]
mod nth_call_tests {
    use super::*;

    /// `nth_call` names the calls in `calls`' order, with and without the Farmer in the middle.
    #[test]
    fn nth_call_walks_the_calls_in_order() {
        let mut rng = GameRng::new(3);
        let mut farmer_seen = false;
        for players in [4, 6] {
            for seed in 0..200 {
                let config = GaemshConfig {
                    foehn: seed % 2 == 0,
                    reveal_ms: 0,
                    ..GaemshConfig::default()
                };
                let mut game = Gaemsh::new(&config, players, seed).unwrap();
                for _ in 0..30 {
                    if game.phase == Phase::Play {
                        farmer_seen |= game.farmer_here();
                        for seat in Seat::all(players) {
                            let calls: Vec<Call> = game.calls(seat).collect();
                            assert_eq!(calls.len(), game.call_count());
                            for (i, &call) in calls.iter().enumerate() {
                                assert_eq!(game.nth_call(seat, i), call);
                            }
                        }
                    }
                    let Some(seat) = game.first_actor(0) else {
                        break;
                    };
                    let Some(action) = game.random_action(seat, &mut rng) else {
                        break;
                    };
                    game.apply(seat, &action, 0).unwrap();
                }
            }
        }
        assert!(farmer_seen);
    }
}
