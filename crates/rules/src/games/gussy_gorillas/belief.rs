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

/// How much a level reads into the others' reactions: offers and withdrawals (`offers`), and
/// shouts (`talk`), as inverse temperatures per 5 points of value.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Trust {
    pub offers: f64,
    pub talk: f64,
}

/// Points of value one unit of trust stands for.
const SCALE: f64 = 5.0;

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

/// The seat's belief about its own first held card: the unseen cards, reweighted by the signals
/// aimed at its current hand.
pub fn belief(view: &GorillasView, trust: Trust) -> Belief {
    let me = view.seat;
    let mut faces = unseen_faces(view);
    if trust.offers > 0.0 || trust.talk > 0.0 {
        let mut log_weight = vec![0.0f64; faces.len()];
        let mut mine = Valuer::of_ids(view.collection.iter().map(|c| &c.0));
        let mut own_gain: Option<Vec<f64>> = None;
        let mut theirs: Vec<Option<Vec<f64>>> = vec![None; view.players];
        let mut gains_of = |s: Seat, faces: &[(Card, f64)]| -> Vec<f64> {
            theirs[s.index()]
                .get_or_insert_with(|| {
                    let mut v = Valuer::of_ids(view.witnessed[s.index()].iter().map(|c| &c.0));
                    faces.iter().map(|f| v.gain(&[f.0]) as f64).collect()
                })
                .clone()
        };
        // (seat whose valuation matters, sign, strength)
        let mut signals: Vec<(Option<Seat>, f64)> = Vec::new();
        for s in Seat::all(view.players).filter(|&s| s != me) {
            if view.offers(s, me) {
                signals.push((Some(s), trust.offers));
            }
            if view.withdrawn[me.index()] & 1 << s.0 != 0 {
                signals.push((Some(s), -trust.offers));
            }
        }
        for &(from, talk) in &view.heard[me.index()] {
            match talk {
                Talk::SuperKarte | Talk::BehaltSie => signals.push((None, trust.talk)),
                Talk::WegDamit => signals.push((None, -trust.talk)),
                Talk::TauschMitMir => signals.push((Some(from), trust.talk)),
                Talk::NeinDanke => signals.push((Some(from), -trust.talk)),
                Talk::NimmMeine | Talk::UhUhAhAh | Talk::Schnell => {}
            }
        }
        for (whose, strength) in signals {
            let gains = match whose {
                Some(s) => gains_of(s, &faces),
                None => own_gain
                    .get_or_insert_with(|| faces.iter().map(|f| mine.gain(&[f.0]) as f64).collect())
                    .clone(),
            };
            for (w, g) in log_weight.iter_mut().zip(&gains) {
                *w += strength * g / SCALE;
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
