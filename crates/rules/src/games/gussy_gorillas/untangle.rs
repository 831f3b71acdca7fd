//! The scorer's plan card by card: which physical cards paired, which special went onto which
//! card, which cards were flipped, reversed or discarded. The plan (`score::best`) speaks of kinds
//! of cards; the table animates cards, so this gives every card of a collection its fate.

use super::deck::{self, Card};
use super::score::{Plan, best, flip_of};
use crate::kernel::CardId;

/// What scoring did to one card of a collection.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Fate {
    /// Discarded for an unpaired 9.
    Discarded,
    /// A special applied to the number card `on` (a Split goes on the first card of its pair).
    On { on: CardId },
    /// A special card counting 6 points because of a Special 6.
    Six,
    /// A special that had nowhere to go.
    Unused,
    /// A number card, after the specials.
    Number {
        flipped: bool,
        reversed: bool,
        /// The card it pairs with (a cancelling pair, a pair of 1s or a split pair).
        partner: Option<CardId>,
        /// How its pair ends: cancelled (0 points) or not.
        cancels: bool,
        /// Split apart: both cards count.
        split: bool,
    },
}

/// A collection untangled: every card with its fate, in the order the table lays them out
/// (number cards by their pair, then specials), and the points.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Untangled {
    pub cards: Vec<(CardId, Fate)>,
    pub points: i32,
}

impl Untangled {
    pub fn fate(&self, card: CardId) -> Option<&Fate> {
        self.cards.iter().find(|(c, _)| *c == card).map(|(_, f)| f)
    }
}

/// Takes the first card of `pool` whose face is `face`.
fn take(pool: &mut Vec<(CardId, Card)>, face: Card) -> Option<CardId> {
    let i = pool.iter().position(|(_, f)| *f == face)?;
    Some(pool.remove(i).0)
}

/// A number card's state while the plan is applied.
struct Num {
    id: CardId,
    primate: deck::Primate,
    printed: i8,
    flipped: bool,
    reversed: bool,
}

impl Num {
    fn key(&self) -> (deck::Primate, i8, bool) {
        let v = if self.flipped {
            flip_of(self.printed).unwrap_or(self.printed)
        } else {
            self.printed
        };
        (
            self.primate,
            if self.reversed { -v } else { v },
            self.flipped,
        )
    }
}

/// Every card of `collection` with its fate under the best plan.
pub fn untangle(collection: &[CardId]) -> Untangled {
    let faces = deck::faces(collection);
    let plan = best(&faces);
    untangle_plan(collection, &plan)
}

/// The fates of `collection` under `plan` (the plan of exactly these cards).
pub fn untangle_plan(collection: &[CardId], plan: &Plan) -> Untangled {
    let mut pool: Vec<(CardId, Card)> = collection.iter().map(|&id| (id, deck::face(id))).collect();
    let mut out = Untangled {
        cards: Vec::new(),
        points: plan.points,
    };
    let mut discarded = Vec::new();
    for &card in &plan.discarded {
        if let Some(id) = take(&mut pool, card) {
            discarded.push((id, Fate::Discarded));
        }
    }
    let (mut nums, specials): (Vec<_>, Vec<_>) =
        pool.into_iter().partition(|(_, f)| !f.is_special());
    let mut nums: Vec<Num> = nums
        .drain(..)
        .filter_map(|(id, face)| {
            let (primate, printed) = face.number()?;
            Some(Num {
                id,
                primate,
                printed,
                flipped: false,
                reversed: false,
            })
        })
        .collect();
    let mut specials = specials;
    // Which cards the Flips and Reverses went on.
    let mut flipped_ids = Vec::new();
    let mut reversed_ids = Vec::new();
    let mark = |nums: &mut Vec<Num>, primate, value, flip: bool, reverse: bool| {
        let n = nums
            .iter_mut()
            .find(|n| n.primate == primate && n.printed == value && !n.flipped && !n.reversed)?;
        n.flipped = flip;
        n.reversed = reverse;
        Some(n.id)
    };
    for &(primate, value, both) in &plan.flips {
        if let Some(id) = mark(&mut nums, primate, value, true, both) {
            flipped_ids.push(id);
            if both {
                reversed_ids.push(id);
            }
        }
    }
    for &(primate, value, both) in &plan.reverses {
        if both {
            continue;
        }
        if let Some(id) = mark(&mut nums, primate, value, false, true) {
            reversed_ids.push(id);
        }
    }
    // Pairs: per group of the plan, its split pairs, then its pairs, then a single.
    let mut number_fates: Vec<(CardId, Fate)> = Vec::new();
    let mut split_on = Vec::new();
    for g in &plan.groups {
        let key = (g.primate, g.value, g.flipped);
        let ids: Vec<&Num> = nums.iter().filter(|n| n.key() == key).collect();
        let fate = |n: &Num, partner: Option<CardId>, cancels: bool, split: bool| Fate::Number {
            flipped: n.flipped,
            reversed: n.reversed,
            partner,
            cancels,
            split,
        };
        let splits = (g.splits as usize) * 2;
        let single_at = (ids.len() - splits) % 2 == 1;
        for (k, n) in ids.iter().enumerate() {
            // Split pairs first, then pairs; an odd card out at the end counts alone.
            let partner = if single_at && k + 1 == ids.len() {
                None
            } else {
                ids.get(k ^ 1).map(|o| o.id)
            };
            let split = k < splits;
            if split && k % 2 == 0 {
                split_on.push(n.id);
            }
            let cancels = partner.is_some() && !split && g.value != 1;
            number_fates.push((n.id, fate(n, partner, cancels, split)));
        }
    }
    // The specials onto their cards: real cards first, then Wilds played as that kind.
    let wilds: Vec<CardId> = specials
        .iter()
        .filter(|(_, f)| *f == Card::Wild)
        .map(|(id, _)| *id)
        .collect();
    let mut special_fates: Vec<(CardId, Fate)> = Vec::new();
    if plan.six.is_some() {
        for (id, _) in specials.drain(..) {
            special_fates.push((id, Fate::Six));
        }
    } else {
        let mut wild_at = 0;
        for (kind, targets) in [
            (Card::Flip, &flipped_ids),
            (Card::Reverse, &reversed_ids),
            (Card::Split, &split_on),
        ] {
            let wild_here = plan.wild.iter().filter(|k| **k == kind).count();
            let real = targets.len().saturating_sub(wild_here);
            for (k, &on) in targets.iter().enumerate() {
                let by = if k < real {
                    take(&mut specials, kind)
                } else {
                    let w = wilds.get(wild_at).copied();
                    wild_at += 1;
                    if let Some(w) = w {
                        specials.retain(|(id, _)| *id != w);
                    }
                    w
                };
                if let Some(by) = by {
                    special_fates.push((by, Fate::On { on }));
                }
            }
        }
        for (id, _) in specials.drain(..) {
            special_fates.push((id, Fate::Unused));
        }
    }
    out.cards.extend(number_fates);
    out.cards.extend(special_fates);
    out.cards.extend(discarded);
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::gussy_gorillas::cli::parse_cards;

    /// Card ids for the cards named on the command line, each a different physical card.
    fn ids(cards: &str) -> Vec<CardId> {
        let faces = parse_cards(&cards.split(' ').map(String::from).collect::<Vec<_>>()).unwrap();
        let mut all = deck::deck(true);
        faces
            .into_iter()
            .map(|face| {
                let i = all.iter().position(|&id| deck::face(id) == face).unwrap();
                all.remove(i)
            })
            .collect()
    }

    fn named(id: CardId) -> String {
        deck::face(id).to_string()
    }

    #[test]
    fn pairs_specials_and_splits_card_by_card() {
        let cards = ids("G1 G1 G10 G10 B-8 REVERSE O10 O10 SPLIT L3");
        let u = untangle(&cards);
        // 11 (1s) + 0 (G10s cancel) + 8 (reversed B-8) + 20 (split O10s) + 3.
        assert_eq!(u.points, 42);
        assert_eq!(u.cards.len(), cards.len(), "every card has a fate");
        let fate = |name: &str| {
            u.cards
                .iter()
                .filter(|(id, _)| named(*id) == name)
                .map(|(_, f)| f.clone())
                .collect::<Vec<_>>()
        };
        let on = |special: &str| match fate(special)[0] {
            Fate::On { on } => named(on),
            ref other => panic!("{special}: {other:?}"),
        };
        assert_eq!(on("REVERSE"), "B-8");
        assert!(matches!(
            fate("B-8")[0],
            Fate::Number {
                reversed: true,
                flipped: false,
                partner: None,
                ..
            }
        ));
        assert!(on("SPLIT").ends_with("10"));
        let split_pair = if on("SPLIT") == "O10" { "O10" } else { "G10" };
        let other_pair = if split_pair == "O10" { "G10" } else { "O10" };
        for f in fate(split_pair) {
            assert!(matches!(
                f,
                Fate::Number {
                    split: true,
                    cancels: false,
                    partner: Some(_),
                    ..
                }
            ));
        }
        for f in fate(other_pair) {
            assert!(matches!(
                f,
                Fate::Number {
                    split: false,
                    cancels: true,
                    partner: Some(_),
                    ..
                }
            ));
        }
        for f in fate("G1") {
            assert!(matches!(
                f,
                Fate::Number {
                    cancels: false,
                    split: false,
                    partner: Some(_),
                    ..
                }
            ));
        }
        assert!(matches!(fate("L3")[0], Fate::Number { partner: None, .. }));
    }

    #[test]
    fn a_forced_flip_goes_on_a_card_and_turns_it() {
        let cards = ids("M7 FLIP C3");
        let u = untangle(&cards);
        assert_eq!(u.points, 5);
        assert!(matches!(u.fate(cards[1]), Some(Fate::On { on }) if *on == cards[0]));
        assert!(matches!(
            u.fate(cards[0]),
            Some(Fate::Number { flipped: true, .. })
        ));
    }

    #[test]
    fn partners_point_at_each_other() {
        for cards in [
            "G1 G1 G10 G10 B-8 REVERSE O10 O10 SPLIT L3 M7 FLIP",
            "G1 G1 G1 G2 G2 SPLIT SPLIT",
            "O9 C4 C5 C6 M1 M1 L7 FLIP WILD SIX",
            "O9 C4 C5 C6 M1 M1 L7 FLIP WILD",
            "G1 G1 G1 SIX SPLIT FLIP",
        ] {
            let cards = ids(cards);
            let u = untangle(&cards);
            assert_eq!(u.cards.len(), cards.len(), "{cards:?}");
            for (id, fate) in &u.cards {
                if let Fate::Number {
                    partner: Some(p), ..
                } = fate
                {
                    assert!(matches!(
                        u.fate(*p),
                        Some(Fate::Number { partner: Some(q), .. }) if q == id
                    ));
                }
            }
        }
    }

    #[test]
    fn a_special_six_turns_every_special_into_six_points() {
        let cards = ids("G1 G1 G1 SIX SPLIT FLIP");
        let u = untangle(&cards);
        let sixes = u.cards.iter().filter(|(_, f)| *f == Fate::Six).count();
        assert_eq!(sixes, 3);
    }

    #[test]
    fn discards_for_a_nine_are_named() {
        let cards = ids("O9 C4 C5 C6 M10");
        let u = untangle(&cards);
        let gone = u
            .cards
            .iter()
            .filter(|(_, f)| *f == Fate::Discarded)
            .count();
        assert_eq!(gone, 2);
    }

    #[test]
    fn an_empty_collection_has_no_fates() {
        assert_eq!(untangle(&[]), Untangled::default());
    }
}
