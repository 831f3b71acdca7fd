//! What a bot believes about its own held card, which it never sees (Hanabi-style): the deck minus
//! every card it can place, weighted by how the others react to the card (who offers for it, who
//! withdraws, what they shout at its holder), read through a level's trust in those signals.

use super::deck::{self, Card};
use super::score::points;
use super::talk::Talk;
use super::view::GorillasView;
use crate::kernel::{CardId, Seat};

/// Prices cards for one collection: what each card adds to its score.
pub struct Valuer {
    cards: Vec<Card>,
    base: i32,
}

impl Valuer {
    pub fn new(cards: Vec<Card>) -> Valuer {
        let base = points(&cards);
        Valuer { cards, base }
    }

    pub fn of_ids<'a>(ids: impl Iterator<Item = &'a CardId>) -> Valuer {
        Valuer::new(ids.map(|&c| deck::face(c)).collect())
    }

    /// Points the cards add to the collection (negative: they cost points).
    pub fn gain(&mut self, extra: &[Card]) -> i32 {
        let n = self.cards.len();
        self.cards.extend_from_slice(extra);
        let with = points(&self.cards);
        self.cards.truncate(n);
        with - self.base
    }
}

/// How much a level reads into the others' reactions, as weights on log-likelihoods: offers made
/// to me and offers of mine taken or not (`offers`), the silence of seats that have looked at my
/// card a while without offering (`silence`), and shouts (`talk`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Trust {
    pub offers: f64,
    pub silence: f64,
    pub talk: f64,
}

/// Points of value one unit of the logistic reaction model stands for.
const SCALE: f64 = 2.5;
/// What a seat is taken to expect of its own unseen card, and the margin it wants above that
/// before it offers (so a seat offers for a card adding about this much).
const OFFER_AT: f64 = 4.0;
/// A seat takes an offer made to it for a little less than it would offer for.
const ACCEPT_AT: f64 = 3.0;
/// Table moves after my draw before a seat's silence counts (it needs time to look).
const LOOK_MOVES: u32 = 3;

/// ln of the logistic function, computed stably.
fn ln_sigmoid(x: f64) -> f64 {
    if x > 0.0 {
        -(-x).exp().ln_1p()
    } else {
        x - x.exp().ln_1p()
    }
}

/// A distribution over the faces the seat's first held card may have.
#[derive(Clone, Debug, PartialEq)]
pub struct Belief {
    /// Distinct faces with their probabilities (summing to 1).
    pub faces: Vec<(Card, f64)>,
}

impl Belief {
    /// The face with the most weight.
    pub fn likeliest(&self) -> Option<Card> {
        self.faces
            .iter()
            .max_by(|a, b| a.1.total_cmp(&b.1))
            .map(|f| f.0)
    }

    /// The expected value of `f` over the belief.
    pub fn expect(&self, mut f: impl FnMut(Card) -> f64) -> f64 {
        self.faces.iter().map(|&(c, p)| p * f(c)).sum()
    }
}

/// The faces of the cards this seat cannot place, with their counts.
pub fn unseen_faces(view: &GorillasView) -> Vec<(Card, f64)> {
    let mut faces: Vec<(Card, f64)> = Vec::with_capacity(64);
    for card in view.unseen() {
        let face = deck::face(card);
        match faces.iter_mut().find(|f| f.0 == face) {
            Some(f) => f.1 += 1.0,
            None => faces.push((face, 1.0)),
        }
    }
    faces
}

/// The seat's belief about its own first held card (Hanabi-style): the prior is the deck minus
/// every card it can place; each reaction of the others multiplies in its likelihood under a
/// simple model of how a seat reacts to a card that adds `g` points to its collection (as far as
/// this seat saw it): it offers for it with probability σ((g − OFFER_AT)/SCALE), takes an offer
/// with σ((g − ACCEPT_AT)/SCALE), and stays silent otherwise. Shouts tilt the belief the way
/// they point, those that a bluffer uses to mislead ("Weg damit!", "Behalt sie!") weighted less.
pub fn belief(view: &GorillasView, trust: Trust) -> Belief {
    let me = view.seat;
    let mut faces = unseen_faces(view);
    if trust.offers > 0.0 || trust.talk > 0.0 || trust.silence > 0.0 {
        let mut log_weight = vec![0.0f64; faces.len()];
        let gains_for = |ids: &[(CardId, Seat)]| -> Vec<f64> {
            let mut v = Valuer::of_ids(ids.iter().map(|c| &c.0));
            faces.iter().map(|f| v.gain(&[f.0]) as f64).collect()
        };
        let mut theirs: Vec<Option<Vec<f64>>> = vec![None; view.players];
        let mut mine: Option<Vec<f64>> = None;
        // (whose valuation: None for mine; threshold; weight): each adds
        // weight * ln σ((g − threshold)/SCALE), a negative weight the silence σ(−…).
        let mut signals: Vec<(Option<Seat>, f64, f64)> = Vec::new();
        let age = view.tick.saturating_sub(view.since[me.index()]);
        for s in Seat::all(view.players).filter(|&s| s != me) {
            let mine_to_them = view.offers(me, s);
            if view.offers(s, me) {
                signals.push((Some(s), OFFER_AT, trust.offers));
            } else if view.holds(s) && age >= LOOK_MOVES {
                // Looked and did not offer (or did not take my offer: a stronger silence).
                let (at, weight) = if mine_to_them {
                    (ACCEPT_AT, 2.0 * trust.silence)
                } else {
                    (OFFER_AT, trust.silence)
                };
                signals.push((Some(s), at, -weight));
            }
            if view.withdrawn[me.index()] & 1 << s.0 != 0 {
                signals.push((Some(s), OFFER_AT, -trust.offers));
            }
        }
        for &(from, talk) in &view.heard[me.index()] {
            match talk {
                Talk::SuperKarte => signals.push((None, 0.0, trust.talk)),
                Talk::BehaltSie => signals.push((None, 0.0, 0.3 * trust.talk)),
                Talk::WegDamit => signals.push((None, 0.0, -0.5 * trust.talk)),
                Talk::TauschMitMir => signals.push((Some(from), OFFER_AT, trust.talk)),
                Talk::NeinDanke => signals.push((Some(from), OFFER_AT, -trust.talk)),
                Talk::NimmMeine | Talk::UhUhAhAh | Talk::Schnell => {}
            }
        }
        for (whose, at, weight) in signals {
            let gains = match whose {
                Some(s) => {
                    theirs[s.index()].get_or_insert_with(|| gains_for(&view.witnessed[s.index()]))
                }
                None => mine.get_or_insert_with(|| gains_for(&view.collection)),
            };
            for (w, g) in log_weight.iter_mut().zip(gains.iter()) {
                let x = (g - at) / SCALE;
                *w += if weight >= 0.0 {
                    weight * ln_sigmoid(x)
                } else {
                    -weight * ln_sigmoid(-x)
                };
            }
        }
        let top = log_weight.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        for (f, w) in faces.iter_mut().zip(&log_weight) {
            f.1 *= (w - top).exp();
        }
    }
    let total: f64 = faces.iter().map(|f| f.1).sum();
    if total > 0.0 {
        for f in &mut faces {
            f.1 /= total;
        }
    }
    Belief { faces }
}
