//! The scorer: the best legal score of a collection under the rulebook's scoring rules, and the
//! plan that reaches it (which special went where, which pairs cancel), for the results screen,
//! the bots and `stammtisch score gorillas`.
//!
//! How a collection is scored (the rulebook, and the readings in the module's notes):
//! - Number cards of the same primate and printed value are interchangeable, so the search runs
//!   over classes of identical cards: for each class, how many copies are plain, flipped, reversed
//!   or both. A Flip goes only on a printed 2, 6, 7 or 10; a card takes at most one special of
//!   each kind (a Wild counts as the kind it is played as).
//! - After the Flips and Reverses, cards pair by (primate, final value, flipped or not). A Split
//!   goes on such a pair; split cards count one by one and pair with nothing else. Of the rest,
//!   each pair cancels, a pair of 1s counts 11, a card left over counts its value.
//! - Every special must be applied where it can be: an assignment is legal only if no special is
//!   left over while a card (or pair) could still take it. A Wild plays as a kind that is applied,
//!   and may take the place a real card of that kind could have had (that card then has none).
//!   Among legal assignments the best score counts (the player chooses).
//! - Special 6: while one is in the collection, every special card (the 6's included) counts 6
//!   and none takes effect; numbers pair as printed.
//! - Rare 9s: each printed 9 that is not in a cancelling pair makes its owner discard 2 other
//!   cards (all the others when fewer are left). The discards are chosen first, as the owner likes
//!   best, and must match the 9s left unpaired in the scoring of what remains.

use super::deck::{Card, Primate};

/// A printed value a Flip can turn, and what it becomes.
pub fn flip_of(value: i8) -> Option<i8> {
    match value {
        2 => Some(7),
        7 => Some(2),
        6 => Some(9),
        10 => Some(1),
        _ => None,
    }
}

/// Points of one special card while a Special 6 is in the collection.
pub const SIX_POINTS: i32 = 6;
/// Points of a pair of 1s (unless split).
pub const PAIR_OF_ONES: i32 = 11;

/// Cards of one final kind after the Flips and Reverses.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Group {
    pub primate: Primate,
    /// The final value.
    pub value: i8,
    pub flipped: bool,
    pub count: u8,
    /// Splits applied to pairs of this group (2 cards each).
    pub splits: u8,
    /// Printed 9s (rare) make up this group.
    pub nines: bool,
}

impl Group {
    /// The group's points: split cards one by one, then pairs (0, or 11 for 1s), then a single.
    pub fn points(&self) -> i32 {
        let v = self.value as i32;
        let rest = (self.count - 2 * self.splits) as i32;
        let pair = if self.value == 1 { PAIR_OF_ONES } else { 0 };
        2 * self.splits as i32 * v + rest / 2 * pair + rest % 2 * v
    }

    /// Printed 9s here that are not cancelled by a pair.
    pub(super) fn unpaired_nines(&self) -> u8 {
        if self.nines {
            2 * self.splits + (self.count - 2 * self.splits) % 2
        } else {
            0
        }
    }
}

/// How the best score was reached.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Plan {
    pub points: i32,
    /// Cards discarded for unpaired 9s.
    pub discarded: Vec<Card>,
    /// With a Special 6: how many special cards count 6 each.
    pub six: Option<u8>,
    /// The kind each applied Wild was played as.
    pub wild: Vec<Card>,
    /// Special cards that could go nowhere.
    pub unused: Vec<Card>,
    /// Each Flip: the printed card, and whether it was reversed too.
    pub flips: Vec<(Primate, i8, bool)>,
    /// Each Reverse: the printed card, and whether it was flipped too.
    pub reverses: Vec<(Primate, i8, bool)>,
    pub groups: Vec<Group>,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Specials {
    pub(super) split: u8,
    pub(super) flip: u8,
    pub(super) reverse: u8,
    pub(super) wild: u8,
    pub(super) six: u8,
}

impl Specials {
    pub(super) fn total(&self) -> u8 {
        self.split + self.flip + self.reverse + self.wild + self.six
    }
    /// How many of this kind (a number card: none).
    pub(super) fn count(&self, card: Card) -> u8 {
        match card {
            Card::Split => self.split,
            Card::Flip => self.flip,
            Card::Reverse => self.reverse,
            Card::Wild => self.wild,
            Card::Six => self.six,
            Card::Number { .. } => 0,
        }
    }
    fn get_mut(&mut self, card: Card) -> &mut u8 {
        match card {
            Card::Split => &mut self.split,
            Card::Flip => &mut self.flip,
            Card::Reverse => &mut self.reverse,
            Card::Wild => &mut self.wild,
            _ => &mut self.six,
        }
    }
}

/// The special kinds in the order the plan search discards them.
pub(super) const SPECIAL_KINDS: [Card; 5] = [
    Card::Split,
    Card::Flip,
    Card::Reverse,
    Card::Wild,
    Card::Six,
];

/// Identical number cards: the primate, the printed value, how many.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Class {
    pub(super) primate: Primate,
    pub(super) value: i8,
    pub(super) count: u8,
}

/// Per class: copies plain, flipped, reversed, flipped and reversed.
type Use = [u8; 4];

/// The best found so far for one number of unpaired 9s: the points, per class its uses, per
/// group (in the order the search meets them) its Splits, and the Wilds' roles.
#[derive(Clone, Debug)]
pub(super) struct Found {
    pub(super) points: i32,
    pub(super) uses: Vec<Use>,
    pub(super) splits: Vec<(u16, u8)>,
    /// Wilds played as Split, Flip, Reverse.
    pub(super) wilds: [u8; 3],
}

/// How the Wilds are played (as Split, Flip, Reverse) so that `used` roles of each kind are
/// filled and the rest is legal: a Split, Flip or Reverse card left over only where no card of its
/// kind is `free` any more, a Wild left over only where nothing is free. A Wild may take a role a
/// real card could have had, leaving that card without a place. `None`: no legal way.
pub(super) fn wild_roles(s: Specials, used: [u8; 3], free: [bool; 3]) -> Option<[u8; 3]> {
    let have = [s.split, s.flip, s.reverse];
    let fits = |w: [u8; 3]| {
        let played: u8 = w.iter().sum();
        played <= s.wild
            && (0..3).all(|k| {
                w[k] <= used[k]
                    && used[k] - w[k] <= have[k]
                    && (have[k] == used[k] - w[k] || !free[k])
            })
            && (played == s.wild || free.iter().all(|f| !f))
    };
    for split in 0..=s.wild.min(used[0]) {
        for flip in 0..=(s.wild - split).min(used[1]) {
            for reverse in 0..=(s.wild - split - flip).min(used[2]) {
                if fits([split, flip, reverse]) {
                    return Some([split, flip, reverse]);
                }
            }
        }
    }
    None
}

pub(super) fn key(primate: Primate, value: i8, flipped: bool) -> u16 {
    primate as u16 * 64 + (value as i16 + 16) as u16 * 2 + flipped as u16
}

/// The search over one collection (after discards).
struct Search<'a> {
    classes: &'a [Class],
    specials: Specials,
    uses: Vec<Use>,
    /// Best per number of unpaired 9s.
    best: Vec<Option<Found>>,
    /// Scratch: groups of the current leaf (key, count, nines) and their splits.
    groups: Vec<(u16, u8, bool)>,
    splits: Vec<u8>,
    /// Per class from `i` on: flippable cards and number cards left (for the bounds).
    flippable_left: Vec<u8>,
    cards_left: Vec<u8>,
    /// Flips and Reverses applied must lie in these bounds: a real special left over forces
    /// every card it could go on to be taken, so at least min(specials, cards) are applied.
    flips: (u8, u8),
    reverses: (u8, u8),
    /// Steps the search may still take (`Budget`).
    budget: &'a mut u64,
}

fn wild_needed(have: u8, used: u8) -> u8 {
    used.saturating_sub(have)
}

impl Search<'_> {
    /// Every Flip/Reverse distribution over the classes from `i` on.
    fn classes_from(&mut self, i: usize, flips: u8, reverses: u8) {
        if !spend(self.budget) {
            return;
        }
        let s = self.specials;
        if wild_needed(s.flip, flips) + wild_needed(s.reverse, reverses) > s.wild
            || flips > self.flips.1
            || reverses > self.reverses.1
            || flips + self.flippable_left[i] < self.flips.0
            || reverses + self.cards_left[i] < self.reverses.0
        {
            return;
        }
        if i == self.classes.len() {
            self.leaf(flips, reverses);
            return;
        }
        let class = self.classes[i];
        let n = class.count;
        let can_flip = flip_of(class.value).is_some();
        let max_f = if can_flip { n } else { 0 };
        // (plain, flipped, reversed, both) with plain + flipped + reversed + both = n.
        for both in 0..=max_f {
            for f in 0..=(max_f - both) {
                for r in 0..=(n - both - f) {
                    let plain = n - both - f - r;
                    self.uses[i] = [plain, f, r, both];
                    self.classes_from(i + 1, flips + f + both, reverses + r + both);
                }
            }
        }
    }

    fn leaf(&mut self, flips: u8, reverses: u8) {
        self.groups.clear();
        let (mut free_flip, mut free_reverse) = (false, false);
        for (class, u) in self.classes.iter().zip(&self.uses) {
            let v = class.value;
            let fv = flip_of(v);
            free_flip |= fv.is_some() && u[0] + u[2] > 0;
            free_reverse |= u[0] + u[1] > 0;
            let nines = v == 9;
            let parts = [
                (v, false, u[0]),
                (fv.unwrap_or(v), true, u[1]),
                (-v, false, u[2]),
                (-fv.unwrap_or(v), true, u[3]),
            ];
            for (value, flipped, count) in parts {
                if count == 0 {
                    continue;
                }
                let k = key(class.primate, value, flipped);
                match self.groups.iter_mut().find(|g| g.0 == k) {
                    Some(g) => g.1 += count,
                    None => self.groups.push((k, count, nines && !flipped)),
                }
            }
        }
        let s = self.specials;
        let wild_left = s.wild - wild_needed(s.flip, flips) - wild_needed(s.reverse, reverses);
        let capacity = s.split + wild_left;
        self.splits.clear();
        self.splits.resize(self.groups.len(), 0);
        self.split_from(0, capacity, flips, reverses, free_flip, free_reverse);
    }

    /// Every way to put up to `capacity` Splits on the pairs of groups from `g` on.
    fn split_from(
        &mut self,
        g: usize,
        capacity: u8,
        flips: u8,
        reverses: u8,
        free_flip: bool,
        free_reverse: bool,
    ) {
        if !spend(self.budget) {
            return;
        }
        if g < self.groups.len() {
            let most = (self.groups[g].1 / 2).min(capacity);
            for k in 0..=most {
                self.splits[g] = k;
                self.split_from(
                    g + 1,
                    capacity - k,
                    flips,
                    reverses,
                    free_flip,
                    free_reverse,
                );
            }
            self.splits[g] = 0;
            return;
        }
        let s = self.specials;
        let used_splits: u8 = self.splits.iter().sum();
        let free_split = self
            .groups
            .iter()
            .zip(&self.splits)
            .any(|(grp, &k)| grp.1 - 2 * k >= 2);
        let Some(wilds) = wild_roles(
            s,
            [used_splits, flips, reverses],
            [free_split, free_flip, free_reverse],
        ) else {
            return;
        };
        let (mut points, mut nines) = (0i32, 0usize);
        for (&(k, count, nine), &splits) in self.groups.iter().zip(&self.splits) {
            let group = group_of(k, count, splits, nine);
            points += group.points();
            nines += group.unpaired_nines() as usize;
        }
        if nines >= self.best.len() {
            return;
        }
        if self.best[nines].as_ref().is_none_or(|f| points > f.points) {
            self.best[nines] = Some(Found {
                points,
                uses: self.uses.clone(),
                wilds,
                splits: self
                    .groups
                    .iter()
                    .zip(&self.splits)
                    .map(|(g, &k)| (g.0, k))
                    .collect(),
            });
        }
    }
}

pub(super) fn group_of(key: u16, count: u8, splits: u8, nines: bool) -> Group {
    Group {
        primate: Primate::ALL[(key / 64) as usize],
        value: ((key % 64) / 2) as i8 - 16,
        flipped: key % 2 == 1,
        count,
        splits,
        nines,
    }
}

/// A collection split into number classes and special counts.
#[derive(Clone, Debug, Default)]
pub(super) struct Sorted {
    pub(super) classes: Vec<Class>,
    pub(super) specials: Specials,
}

impl Sorted {
    pub(super) fn of(cards: &[Card]) -> Sorted {
        // Room for every class at once: scoring runs at every playout's end, and growing the
        // list card by card cost more than the classes themselves.
        let mut sorted = Sorted {
            classes: Vec::with_capacity(cards.len()),
            specials: Specials::default(),
        };
        for &card in cards {
            match card.number() {
                Some((primate, value)) => {
                    match sorted
                        .classes
                        .iter_mut()
                        .find(|c| c.primate == primate && c.value == value)
                    {
                        Some(c) => c.count += 1,
                        None => sorted.classes.push(Class {
                            primate,
                            value,
                            count: 1,
                        }),
                    }
                }
                None => *sorted.specials.get_mut(card) += 1,
            }
        }
        sorted.classes.sort_by_key(|c| (c.primate, c.value));
        sorted
    }

    pub(super) fn size(&self) -> usize {
        self.classes.iter().map(|c| c.count as usize).sum::<usize>()
            + self.specials.total() as usize
    }

    pub(super) fn nines(&self) -> usize {
        self.classes
            .iter()
            .filter(|c| c.value == 9)
            .map(|c| c.count as usize)
            .sum()
    }

    /// The best points per number of unpaired 9s (index), with how; `None` if the search ran
    /// out of `budget` (steps).
    fn solve(&self, budget: &mut u64) -> Option<Vec<Option<Found>>> {
        let nines = self.nines();
        if self.specials.six > 0 {
            // Special 6: no effects, numbers pair as printed, every special counts 6.
            return Some(self.as_printed(self.specials.total() as i32 * SIX_POINTS));
        }
        let s = self.specials;
        if s.split + s.flip + s.reverse + s.wild == 0 {
            return Some(self.as_printed(0));
        }
        let n = self.classes.len();
        let (mut flippable_left, mut cards_left) = (vec![0u8; n + 1], vec![0u8; n + 1]);
        for i in (0..n).rev() {
            let c = self.classes[i];
            cards_left[i] = cards_left[i + 1] + c.count;
            flippable_left[i] = flippable_left[i + 1]
                + if flip_of(c.value).is_some() {
                    c.count
                } else {
                    0
                };
        }
        let bounds = |have: u8, all: u8| (have.min(all), (have + s.wild).min(all));
        let mut search = Search {
            classes: &self.classes,
            specials: s,
            uses: vec![[0; 4]; n],
            best: vec![None; nines + 1],
            groups: Vec::with_capacity(n * 2),
            splits: Vec::with_capacity(n * 2),
            flips: bounds(s.flip, flippable_left[0]),
            reverses: bounds(s.reverse, cards_left[0]),
            flippable_left,
            cards_left,
            budget,
        };
        search.classes_from(0, 0, 0);
        let best = search.best;
        (*budget > 0).then_some(best)
    }

    /// The numbers scored as printed (no special takes effect), plus `specials` points.
    fn as_printed(&self, specials: i32) -> Vec<Option<Found>> {
        let mut points = specials;
        let mut unpaired = 0;
        let mut splits = Vec::with_capacity(self.classes.len());
        for c in &self.classes {
            let k = key(c.primate, c.value, false);
            let g = group_of(k, c.count, 0, c.value == 9);
            points += g.points();
            unpaired += g.unpaired_nines() as usize;
            splits.push((k, 0));
        }
        let mut best = vec![None; self.nines() + 1];
        best[unpaired] = Some(Found {
            points,
            uses: self.classes.iter().map(|c| [c.count, 0, 0, 0]).collect(),
            splits,
            wilds: [0; 3],
        });
        best
    }

    /// The plan a found assignment stands for.
    pub(super) fn plan(&self, found: &Found, discarded: Vec<Card>) -> Plan {
        let s = self.specials;
        let mut plan = Plan {
            points: found.points,
            discarded,
            ..Plan::default()
        };
        for &(k, splits) in &found.splits {
            let count = self.count_of(found, k);
            let g = group_of(k, count, splits, false);
            let nines = !g.flipped
                && g.value.abs() == 9
                && self
                    .classes
                    .iter()
                    .any(|c| c.value == 9 && c.primate == g.primate);
            plan.groups.push(Group { nines, ..g });
        }
        if s.six > 0 {
            plan.six = Some(s.total());
            return plan;
        }
        let (mut flips, mut reverses) = (0u8, 0u8);
        for (c, u) in self.classes.iter().zip(&found.uses) {
            for _ in 0..u[1] {
                plan.flips.push((c.primate, c.value, false));
            }
            for _ in 0..u[3] {
                plan.flips.push((c.primate, c.value, true));
                plan.reverses.push((c.primate, c.value, true));
            }
            for _ in 0..u[2] {
                plan.reverses.push((c.primate, c.value, false));
            }
            flips += u[1] + u[3];
            reverses += u[2] + u[3];
        }
        let splits: u8 = found.splits.iter().map(|s| s.1).sum();
        for (i, (kind, have, used)) in [
            (Card::Split, s.split, splits),
            (Card::Flip, s.flip, flips),
            (Card::Reverse, s.reverse, reverses),
        ]
        .into_iter()
        .enumerate()
        {
            let wild = found.wilds[i];
            for _ in 0..wild {
                plan.wild.push(kind);
            }
            for _ in (used - wild)..have {
                plan.unused.push(kind);
            }
        }
        for _ in plan.wild.len() as u8..s.wild {
            plan.unused.push(Card::Wild);
        }
        plan
    }

    fn count_of(&self, found: &Found, k: u16) -> u8 {
        let mut n = 0;
        for (c, u) in self.classes.iter().zip(&found.uses) {
            let fv = flip_of(c.value).unwrap_or(c.value);
            let parts = [(c.value, false), (fv, true), (-c.value, false), (-fv, true)];
            for (i, (value, flipped)) in parts.into_iter().enumerate() {
                if key(c.primate, value, flipped) == k {
                    n += u[i];
                }
            }
        }
        n
    }

    /// Every way to take `d` more cards out, from item `i` on (classes, then special kinds).
    fn discards(
        &self,
        i: usize,
        d: usize,
        out: &mut Vec<(Sorted, Vec<Card>)>,
        taken: &mut Vec<Card>,
        budget: &mut u64,
    ) {
        if !spend(budget) {
            return;
        }
        if d == 0 {
            // A way to discard copies the collection: as much work as many search steps.
            *budget = budget.saturating_sub(DISCARD_STEPS);
            let mut rest = self.clone();
            for &card in taken.iter() {
                rest.remove(card);
            }
            out.push((rest, taken.clone()));
            return;
        }
        let items = self.classes.len() + SPECIAL_KINDS.len();
        if i == items {
            return;
        }
        let (card, have) = if i < self.classes.len() {
            let c = self.classes[i];
            (
                Card::Number {
                    primate: c.primate,
                    value: c.value,
                },
                c.count as usize,
            )
        } else {
            let kind = SPECIAL_KINDS[i - self.classes.len()];
            let mut s = self.specials;
            (kind, *s.get_mut(kind) as usize)
        };
        for k in 0..=have.min(d) {
            taken.extend(std::iter::repeat_n(card, k));
            self.discards(i + 1, d - k, out, taken, budget);
            taken.truncate(taken.len() - k);
        }
    }

    fn remove(&mut self, card: Card) {
        match card.number() {
            Some((primate, value)) => {
                if let Some(c) = self
                    .classes
                    .iter_mut()
                    .find(|c| c.primate == primate && c.value == value)
                {
                    c.count -= 1;
                }
                self.classes.retain(|c| c.count > 0);
            }
            None => *self.specials.get_mut(card) -= 1,
        }
    }
}

/// Steps (search nodes and ways to discard) the plan search may take before `best` explains a
/// collection from the fast path's plan instead: some tens of milliseconds at most. Counted, not
/// timed, so a collection always gets the same explanation. Every collection of 2,400 seeded
/// random rounds with the rare cards at 3 to 10 seats took at most about 1 M (about 20 ms; a few
/// of them took more than 200,000, the budget before, and were explained with another plan of
/// the same points: `round_collections_are_explained_by_the_plan_search`).
pub const PLAN_SEARCH_STEPS: u64 = 2_000_000;

/// What one way to discard costs in steps (it copies the collection).
const DISCARD_STEPS: u64 = 16;

/// Takes one step of a budget; false once it is spent.
fn spend(budget: &mut u64) -> bool {
    *budget = budget.saturating_sub(1);
    *budget > 0
}

/// The best legal score of a collection and how it is reached. The plan search below explains it
/// where it finishes within `PLAN_SEARCH_STEPS` (every collection a round deals; the explanations
/// as they always were); a larger collection is explained from the fast path's plan (`tally`),
/// which reaches the same best score in one pass. The fast path's score tells the plan search
/// where to stop: the first plan in its order that reaches it is the one the whole search names.
pub fn best(cards: &[Card]) -> Plan {
    let mut budget = PLAN_SEARCH_STEPS;
    if let Some(plan) = searched(cards, &mut budget, Some(points(cards))) {
        return plan;
    }
    match super::tally::best_found(cards) {
        Some((rest, found, discarded)) => rest.plan(&found, discarded),
        None => searched(cards, &mut { u64::MAX }, None).unwrap_or_default(),
    }
}

/// The plan search: every way to discard, then every assignment of what is left; the first of
/// the best in that order. It skips the ways to discard that no number of unpaired 9s demands
/// (pairs cancel 9s two at a time), and with `target` (the best score, known) it stops at the
/// first plan that reaches it. `None` if it ran out of `budget` (steps) or found no legal
/// assignment.
fn searched(cards: &[Card], budget: &mut u64, target: Option<i32>) -> Option<Plan> {
    let all = Sorted::of(cards);
    let nines = all.nines();
    if nines == 0 {
        let best = all.solve(budget)?;
        return Some(all.plan(best[0].as_ref()?, Vec::new()));
    }
    let size = all.size();
    // Without two 9s of one primate no 9 can be cancelled: the 9s kept are the 9s unpaired.
    let nines_can_pair = all.classes.iter().any(|c| c.value == 9 && c.count > 1);
    let mut winner: Option<(i32, Sorted, Found, Vec<Card>)> = None;
    // The discards `unpaired` 9s left unpaired demand: 2 each, or every other card.
    let demanded = |unpaired: usize| (2 * unpaired).min(size - unpaired);
    'search: for d in 0..=(2 * nines).min(size) {
        if !(0..=nines).any(|u| demanded(u) == d) {
            continue;
        }
        let mut options = Vec::new();
        all.discards(0, d, &mut options, &mut Vec::new(), budget);
        if *budget == 0 {
            return None;
        }
        for (rest, discarded) in options {
            let kept = nines
                - discarded
                    .iter()
                    .filter(|c| c.number().is_some_and(|n| n.1 == 9))
                    .count();
            // Pairs cancel two 9s at a time: as many 9s as are kept, or 2, 4, ... fewer.
            let fits = |u: usize| demanded(u) == d && (nines_can_pair || u == kept);
            if !(0..=kept).rev().step_by(2).any(fits) {
                continue;
            }
            for (unpaired, found) in rest.solve(budget)?.into_iter().enumerate() {
                let Some(found) = found else { continue };
                if demanded(unpaired) == d && winner.as_ref().is_none_or(|w| found.points > w.0) {
                    let done = Some(found.points) == target;
                    winner = Some((found.points, rest.clone(), found, discarded.clone()));
                    if done {
                        break 'search;
                    }
                }
            }
        }
    }
    let (_, rest, found, discarded) = winner?;
    Some(rest.plan(&found, discarded))
}

/// The best legal score of a collection: the fast path (`tally`), which the plan search above
/// (`exhaustive_points`) checks in the tests.
pub fn points(cards: &[Card]) -> i32 {
    super::tally::best_points(cards)
}

/// The best legal score by the plan search: every discard, then every assignment. Slow with 9s
/// (it solves the collection once per way to discard); kept as the oracle of `points`.
pub fn exhaustive_points(cards: &[Card]) -> i32 {
    searched(cards, &mut { u64::MAX }, None).map_or(0, |plan| plan.points)
}

/// The plan search without a budget: the reference explanation `best` gives (tests).
#[cfg(test)]
pub(super) fn searched_whole(cards: &[Card]) -> Option<Plan> {
    searched(cards, &mut { u64::MAX }, None)
}
