//! Gussy Gorillas' bots (Easy, Normal, Hard): real-time plans through `Heuristic::plan`. A bot
//! never sees its own held card: it prices it by its belief (`belief`), prices every other held
//! card exactly (it sees them) by what it adds to its own collection under the scorer, and then
//! accepts offers that raise its expected score at once (a reflex), offers for cards it wants,
//! withdraws offers that went sour, keeps cards it believes good, adds a second card to sweeten an
//! offer nobody takes, and shouts: true phrases, and for Hard now and then a bluff. Bots wait
//! humanlike think times (`bots::think_time`) and hold still between decisions, so a person at the
//! table can follow every trade and join in. Normal and Hard spread over the good cards rather than
//! all reaching for the best one (`Style::spread`), and look round a fresh deal or a fresh card
//! before their plans go on (`Style::settle`), so the first offers they see steer the rest.
//!
//! The levels differ in how much they read into the others' reactions (`Trust`: Easy nothing, so
//! its belief is the bare prior) and in their patience: Hard trusts offers and silences most,
//! waits longest for reactions before it keeps (a card nobody wants is rarely worth keeping), and
//! sweetens only for a big prize (a second card given away costs about 3 points on average).

use super::actions::Action;
use super::belief::{Belief, Trust, Valuer, belief};
use super::deck::{self, Card};
use super::state::Gorillas;
use super::talk::Talk;
use super::view::GorillasView;
use crate::bots::{Heuristic, Level, Plan, reaction_time, think_time};
use crate::kernel::{GameRng, Millis, Seat};

/// One level's way of playing: the one table to tune.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Style {
    pub trust: Trust,
    /// Accept an offer made to me when the card gains this much over my own (expected).
    pub accept: f64,
    /// Offer for a card that gains this much over my own.
    pub offer: f64,
    /// Withdraw an offer once the card gains less than this over my own.
    pub withdraw: f64,
    /// Keep at once when my own card is worth at least this (expected).
    pub keep: f64,
    /// Each time a bot with nothing better to do looks again, the chance it keeps.
    pub patience: f64,
    /// The chance of a careless move (keep, or offer to a random seat) instead of the plan.
    pub noise: f64,
    /// The chance of shouting when there is something to say.
    pub shout: f64,
    /// The chance that a shout is a bluff.
    pub bluff: f64,
    /// Adds a second card to an offer nobody takes (after this many table moves; 0: never).
    pub sweeten_after: u32,
    /// Sweetens only offers for a card worth this much more than my own.
    pub sweeten_for: f64,
    /// Weighs a wanted card by how likely its holder takes my card (from my belief and what the
    /// holder's collection is known to hold).
    pub reads_partners: bool,
    /// How much longer than a plain decision (`bots::think_time`) a bot takes to weigh the cards
    /// in sight against its collection: the pace of a round. A bot's plan goes on through the
    /// others' moves (`PLANS_SURVIVE`), as a person's thought does, so a round takes about as long
    /// at ten seats as at four.
    pub deliberate: f64,
    /// Each other offer already standing to a seat lowers my hope of its card by this share: a
    /// bot sees a crowd at one seat and looks elsewhere or keeps (0: blind to crowds).
    pub crowd: f64,
    /// How a bot chooses among the cards worth an offer: its odds for a card grow as the card's
    /// worth to the power `1 / spread`. 0: always the best in sight, so at a round's start, when
    /// every seat sees the same best card and no offer stands yet, the whole table offers to its
    /// holder (Easy does); 1: odds in proportion to the worth, as people spread over the good
    /// cards, expecting the others to go for the obvious one too (an ideal free distribution).
    pub spread: f64,
    /// How long a bot looks round before its plans go on through the others' moves
    /// (`PLANS_SURVIVE`), in moves per seat: while the round is this young, or the card it
    /// reaches for this fresh, its plan is made again after any move, as a person still looking
    /// round sees the first offers stand and reaches elsewhere. 0: plans made in the same instant
    /// from the same picture all go on, so every seat offers to the holder of the best card
    /// (Easy: it herds).
    pub settle: f64,
}

/// The levels' styles.
pub fn style(level: Level) -> Style {
    match level {
        Level::Random | Level::Easy => Style {
            trust: Trust {
                offers: 0.0,
                silence: 0.0,
                talk: 0.0,
            },
            accept: 1.0,
            offer: 3.0,
            withdraw: -2.0,
            keep: 2.0,
            patience: 0.5,
            noise: 0.3,
            shout: 0.2,
            bluff: 0.0,
            sweeten_after: 0,
            sweeten_for: 0.0,
            reads_partners: false,
            deliberate: 1.9,
            crowd: 0.0,
            spread: 0.0,
            settle: 0.0,
        },
        Level::Normal => Style {
            trust: Trust {
                offers: 0.6,
                silence: 0.2,
                talk: 0.5,
            },
            accept: 0.5,
            offer: 2.0,
            withdraw: 0.0,
            keep: 3.0,
            patience: 0.3,
            noise: 0.04,
            shout: 0.35,
            bluff: 0.0,
            sweeten_after: 12,
            sweeten_for: 0.0,
            reads_partners: false,
            deliberate: 1.5,
            crowd: 0.5,
            spread: 0.5,
            settle: 0.8,
        },
        Level::Hard => Style {
            trust: Trust {
                offers: 1.0,
                silence: 0.4,
                talk: 0.5,
            },
            accept: 1.0,
            offer: 2.0,
            withdraw: 0.5,
            keep: 3.5,
            patience: 0.1,
            noise: 0.0,
            shout: 0.5,
            bluff: 0.3,
            sweeten_after: 8,
            sweeten_for: 8.0,
            reads_partners: true,
            deliberate: 1.2,
            crowd: 0.7,
            spread: 0.5,
            settle: 1.0,
        },
    }
}

/// **choice**: whether a bot's plan survives the others' moves (the rules refuse it if its moment
/// passed: the card it reached for left, its offer lapsed). Dropped at every move, a plan at ten
/// seats rarely lived long enough to be played, and a round took three times as long as at four.
pub const PLANS_SURVIVE: bool = true;

/// Whether a planned `action` stays right whatever the others do meanwhile: an offer names the
/// card reached for and a withdrawal its offer (both refused once gone); a keep only while no
/// offer of mine stands (else a trade may have replaced the hand it was meant for). A shout and a
/// second card are about the table as it is: planned again after any move.
fn survives(action: &Action, view: &GorillasView) -> bool {
    match action {
        Action::Offer { .. } | Action::Withdraw { .. } | Action::Shout { .. } => true,
        Action::Keep => view.offers[view.seat.index()] == 0,
        Action::AddCard => false,
    }
}

/// Whether a planned `action` is planned again after any move (`Style::settle`): every plan
/// while the round is young, and an offer for a card still fresh (drawn only a few moves ago),
/// since every eye goes to a new card at once.
fn settling(action: &Action, view: &GorillasView, style: &Style) -> bool {
    let fresh = |since: u32| {
        f64::from(view.tick.saturating_sub(since)) < style.settle * view.players as f64
    };
    fresh(0) || matches!(action, Action::Offer { to, .. } if fresh(view.since[to.index()]))
}

/// How long a bot holds still before it looks again (ms).
const RECHECK_MS: Millis = 1_500;

/// The belief of a bot of `level` about its own first held card.
pub fn belief_of(view: &GorillasView, level: Level) -> Belief {
    belief(view, style(level).trust)
}

/// What a holder is taken to expect of its own unseen card, for `Style::reads_partners`.
const PARTNER_OWN: f64 = 2.5;

/// What a bot sees when it decides.
struct Sight {
    me: Seat,
    belief: Belief,
    /// What my own hand is worth to me, expected.
    own: f64,
    /// Per other seat holding cards: what its hand would add to my collection.
    theirs: Vec<(Seat, f64)>,
}

fn sight(view: &GorillasView, style: &Style) -> Sight {
    let me = view.seat;
    let mut mine = Valuer::of_ids(view.collection.iter().map(|c| &c.0));
    let b = belief(view, style.trust);
    let one = b.expect(|card| mine.gain(&[card]) as f64);
    let own = one * view.hand_sizes[me.index()] as f64;
    let theirs = Seat::all(view.players)
        .filter(|&s| s != me && view.holds(s))
        .map(|s| {
            let faces: Vec<Card> = deck::faces(&view.hands[s.index()]);
            (s, mine.gain(&faces) as f64)
        })
        .collect();
    Sight {
        me,
        belief: b,
        own,
        theirs,
    }
}

/// How likely `to` takes my hand: a logistic in what my (believed) card adds to its collection.
fn acceptance(view: &GorillasView, sight: &Sight, to: Seat) -> f64 {
    let mut theirs = Valuer::of_ids(view.witnessed[to.index()].iter().map(|c| &c.0));
    let worth = sight.belief.expect(|card| theirs.gain(&[card]) as f64);
    1.0 / (1.0 + (-(worth - PARTNER_OWN) / 2.0).exp())
}

/// My hope of `to`'s card with the other offers standing to it: each lowers it by `crowd`.
fn crowded(view: &GorillasView, to: Seat, crowd: f64) -> f64 {
    let others = Seat::all(view.players)
        .filter(|&s| s != view.seat && view.offers(s, to))
        .count();
    (1.0 - crowd).powi(others as i32)
}

/// One of the `wanted` seats (with the worth of their cards, all positive): the best one when
/// `spread` is 0, else drawn with odds growing as the worth to the power `1 / spread`.
fn choose(wanted: &[(Seat, f64)], spread: f64, rng: &mut GameRng) -> Option<Seat> {
    if spread <= 0.0 || wanted.len() < 2 {
        return wanted
            .iter()
            .max_by(|a, b| a.1.total_cmp(&b.1))
            .map(|&(s, _)| s);
    }
    let odds = |worth: f64| worth.max(0.0).powf(1.0 / spread);
    let total: f64 = wanted.iter().map(|&(_, w)| odds(w)).sum();
    let mut pick = rng.unit() * total;
    for &(s, w) in wanted {
        pick -= odds(w);
        if pick < 0.0 {
            return Some(s);
        }
    }
    wanted.last().map(|&(s, _)| s)
}

fn offer_to(view: &GorillasView, to: Seat) -> Action {
    Action::Offer {
        to,
        card: view.hands[to.index()][0],
    }
}

/// What a bot shouts, if anything: at the seat whose card it wants most, "Tausch mit mir!" (true)
/// or, bluffing, "Weg damit!" (so it comes loose); otherwise an honest word to a seat whose card
/// it does not want: "Super Karte!" when the card is good for that seat, "Weg damit!" when bad.
fn shout(view: &GorillasView, sight: &Sight, style: &Style, rng: &mut GameRng) -> Option<Action> {
    if !view.voice[sight.me.index()] || sight.theirs.is_empty() || rng.unit() >= style.shout {
        return None;
    }
    if style.trust.offers == 0.0 {
        // Easy: table noise.
        let (to, _) = sight.theirs[rng.below(sight.theirs.len())];
        let talk = [Talk::UhUhAhAh, Talk::Schnell, Talk::NimmMeine][rng.below(3)];
        return Some(Action::Shout { to, talk });
    }
    let &(wanted, gain) = sight.theirs.iter().max_by(|a, b| a.1.total_cmp(&b.1))?;
    if gain - sight.own >= style.offer {
        let talk = if rng.unit() < style.bluff {
            Talk::WegDamit
        } else {
            Talk::TauschMitMir
        };
        return Some(Action::Shout { to: wanted, talk });
    }
    let (to, _) = sight.theirs[rng.below(sight.theirs.len())];
    let mut theirs = Valuer::of_ids(view.witnessed[to.index()].iter().map(|c| &c.0));
    let worth = theirs.gain(&deck::faces(&view.hands[to.index()]));
    let honest = if worth >= 3 {
        Talk::SuperKarte
    } else if worth <= -3 {
        Talk::WegDamit
    } else {
        return None;
    };
    let talk = if rng.unit() < style.bluff {
        match honest {
            Talk::SuperKarte => Talk::WegDamit,
            _ => Talk::BehaltSie,
        }
    } else {
        honest
    };
    Some(Action::Shout { to, talk })
}

/// The bot's next step from its view alone.
pub fn plan_for(
    level: Level,
    view: &GorillasView,
    legal: &[Action],
    rng: &mut GameRng,
) -> Plan<Action> {
    let style = style(level);
    let think = |rng: &mut GameRng| {
        (think_time(level, legal.len().min(12), rng) as f64 * style.deliberate) as Millis
    };
    let act = |action: Action, after: Millis| Plan::Act {
        keep: PLANS_SURVIVE && survives(&action, view) && !settling(&action, view, &style),
        action,
        after,
    };
    let sight = sight(view, &style);
    let me = sight.me;
    if rng.unit() < style.noise {
        let action = if sight.theirs.is_empty() || rng.below(2) == 0 {
            Action::Keep
        } else {
            let (to, _) = sight.theirs[rng.below(sight.theirs.len())];
            if view.offers(me, to) {
                Action::Withdraw { to }
            } else {
                offer_to(view, to)
            }
        };
        return act(action, think(rng));
    }
    // An offer to me worth taking: a reflex, kept through others' moves (it may lose the race).
    let best_offer = sight
        .theirs
        .iter()
        .filter(|(s, gain)| view.offers(*s, me) && gain - sight.own >= style.accept)
        .max_by(|a, b| a.1.total_cmp(&b.1));
    if let Some(&(to, _)) = best_offer {
        return Plan::Act {
            action: offer_to(view, to),
            after: reaction_time(level, rng),
            keep: true,
        };
    }
    // An offer of mine that is no longer worth it.
    if let Some(&(to, _)) = sight
        .theirs
        .iter()
        .find(|(s, gain)| view.offers(me, *s) && gain - sight.own < style.withdraw)
    {
        return act(Action::Withdraw { to }, think(rng));
    }
    if let Some(action) = shout(view, &sight, &style, rng) {
        return act(action, think(rng));
    }
    // The card I want most, if I do not offer for it yet.
    let wanted = sight
        .theirs
        .iter()
        .map(|&(s, gain)| (s, (gain - sight.own) * crowded(view, s, style.crowd)))
        .filter(|&(s, gain)| !view.offers(me, s) && gain >= style.offer)
        .map(|(s, gain)| {
            let odds = if style.reads_partners {
                acceptance(view, &sight, s)
            } else {
                1.0
            };
            (s, gain * odds)
        })
        .collect::<Vec<_>>();
    if let Some(to) = choose(&wanted, style.spread, rng) {
        return act(offer_to(view, to), think(rng));
    }
    let age = view.tick - view.since[me.index()];
    if view.offers[me.index()] != 0 {
        // An offer of mine stands: give the others time, sweeten it, or now and then give up.
        let prize = sight
            .theirs
            .iter()
            .filter(|(s, _)| view.offers(me, *s))
            .map(|t| t.1 - sight.own)
            .fold(f64::NEG_INFINITY, f64::max);
        if style.sweeten_after > 0
            && age >= style.sweeten_after
            && legal.contains(&Action::AddCard)
            && sight.own < style.keep
            && prize >= style.sweeten_for
        {
            return act(Action::AddCard, think(rng));
        }
        if rng.unit() < style.patience / 2.0 {
            return act(Action::Keep, think(rng));
        }
    } else if sight.own >= style.keep || rng.unit() < style.patience {
        return act(Action::Keep, think(rng));
    }
    Plan::Wait {
        recheck: RECHECK_MS + rng.below(RECHECK_MS as usize) as Millis,
    }
}

impl Heuristic for Gorillas {
    fn plan(
        level: Level,
        _seat: Seat,
        view: &GorillasView,
        legal: &[Action],
        rng: &mut GameRng,
    ) -> Option<Plan<Action>> {
        (!legal.is_empty()).then(|| plan_for(level, view, legal, rng))
    }

    /// Keep when the own card is believed good, else offer for the best card in sight.
    fn easy_action(view: &GorillasView, legal: &[Action], rng: &mut GameRng) -> Action {
        match plan_for(Level::Easy, view, legal, rng) {
            Plan::Act { action, .. } => action,
            Plan::Wait { .. } => Action::Keep,
        }
    }
}
