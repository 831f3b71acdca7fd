//! The scorer's fast path: the best legal score alone, without the plan. Random playouts and the
//! bots score collections millions of times, and the plan search (`score::best`) solves a
//! collection with a 9 once per way to discard; this finds the same best score in one pass.
//!
//! Why one pass is enough: number cards only pair within their group (primate, final value,
//! flipped or not), and a class of identical cards can only land in groups that its partner
//! class shares (a 5 reversed meets the -5s of its primate); so the classes fall into independent
//! units. Each unit's choices (discards, Flips, Reverses, Splits) are summed up in a `Mark`: what
//! it uses, how many unpaired 9s it leaves, what it discards and whether a card is still free for
//! a special. A dynamic programme over the units keeps the best points per `Mark`; the rules that
//! tie the units together (every special applied where it can be, the Wilds' roles, the 9s'
//! discards, a Special 6) are checked on the final marks exactly as the plan search checks its
//! leaves (`score::wild_roles`). The tests compare it with the plan search on thousands of
//! random collections with rare cards (`tally_tests`).

use super::deck::Card;
use super::score::{Class, SIX_POINTS, Sorted, Specials, flip_of, group_of, key, wild_roles};

/// `Mark::free` bits: a card could still take a Flip, a Reverse, a Split.
const FREE_FLIP: u8 = 1;
const FREE_REVERSE: u8 = 2;
const FREE_SPLIT: u8 = 4;

/// What a partial assignment uses and leaves (fields first: the order the states sort in).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
struct Mark {
    flips: u16,
    reverses: u16,
    splits: u16,
    /// Printed 9s left unpaired.
    nines: u16,
    /// Number cards discarded.
    discards: u16,
    free: u8,
}

impl Mark {
    fn plus(self, other: Mark) -> Mark {
        Mark {
            flips: self.flips + other.flips,
            reverses: self.reverses + other.reverses,
            splits: self.splits + other.splits,
            nines: self.nines + other.nines,
            discards: self.discards + other.discards,
            free: self.free | other.free,
        }
    }
}

/// What the specials of the whole collection (before any discard) allow at most.
struct Caps {
    flip: u16,
    reverse: u16,
    split: u16,
    wild: u16,
    discards: u16,
    /// The `Mark::free` bits that can matter: a kind's free place forbids leaving over a special
    /// of that kind or a Wild, so without either it is not tracked (fewer marks).
    free: u8,
}

impl Caps {
    /// Whether a mark can still be part of a legal assignment (every field only grows, so a
    /// mark refused here stays refused).
    fn allows(&self, m: &Mark) -> bool {
        let need = m.flips.saturating_sub(self.flip) + m.reverses.saturating_sub(self.reverse);
        need <= self.wild
            && m.splits <= self.split + self.wild - need
            && m.discards <= self.discards
    }
}

/// The best points per mark: sorted by mark, one entry each.
fn best_of(mut states: Vec<(Mark, i32)>) -> Vec<(Mark, i32)> {
    states.sort_unstable_by(|a, b| a.0.cmp(&b.0).then(b.1.cmp(&a.1)));
    states.dedup_by(|later, kept| later.0 == kept.0);
    states
}

/// Stands for a part a class cannot have (a flipped card of a value no Flip turns).
const NONE: u16 = u16::MAX;

/// The groups a class's cards can end in (plain, flipped, reversed, both).
fn reachable(c: &Class) -> [u16; 4] {
    let plain = [
        key(c.primate, c.value, false),
        key(c.primate, -c.value, false),
    ];
    match flip_of(c.value) {
        Some(fv) => [
            plain[0],
            key(c.primate, fv, true),
            plain[1],
            key(c.primate, -fv, true),
        ],
        None => [plain[0], NONE, plain[1], NONE],
    }
}

/// The classes in independent units (two classes share a unit when some group is reachable
/// from both), each unit's classes next to each other, with the unit's label; the units of 9s
/// (whose groups no other class reaches) first, so the unpaired 9s are known early.
fn units(classes: &[Class]) -> Vec<(usize, Class)> {
    let mut label: Vec<usize> = (0..classes.len()).collect();
    for i in 0..classes.len() {
        for j in 0..i {
            let (a, b) = (reachable(&classes[i]), reachable(&classes[j]));
            if a.iter().any(|&k| k != NONE && b.contains(&k)) {
                let (from, to) = (label[i], label[j]);
                label
                    .iter_mut()
                    .filter(|l| **l == from)
                    .for_each(|l| *l = to);
            }
        }
    }
    let mut out: Vec<(usize, Class)> = label.into_iter().zip(classes.iter().copied()).collect();
    out.sort_by_key(|&(l, c)| (c.value != 9, l));
    out
}

/// Every way to play one unit: per class how many copies are discarded, plain, flipped,
/// reversed, both; then the Splits on the groups that makes. The buffers serve unit after unit.
struct Unit<'a> {
    classes: Vec<Class>,
    caps: &'a Caps,
    uses: Vec<[u8; 4]>,
    groups: Vec<(u16, u8, bool)>,
    out: Vec<(Mark, i32)>,
}

impl<'a> Unit<'a> {
    fn new(caps: &'a Caps) -> Unit<'a> {
        Unit {
            classes: Vec::with_capacity(4),
            caps,
            uses: Vec::with_capacity(4),
            groups: Vec::with_capacity(8),
            out: Vec::with_capacity(64),
        }
    }

    /// The best points per mark of these classes, in `self.out`.
    fn options(&mut self, classes: impl Iterator<Item = Class>) {
        self.classes.clear();
        self.classes.extend(classes);
        self.uses.clear();
        self.uses.resize(self.classes.len(), [0; 4]);
        self.out.clear();
        self.uses_from(0, Mark::default());
        let out = std::mem::take(&mut self.out);
        self.out = best_of(out);
    }

    fn uses_from(&mut self, i: usize, mark: Mark) {
        if !self.caps.allows(&mark) {
            return;
        }
        if i == self.classes.len() {
            self.group(mark);
            return;
        }
        let c = self.classes[i];
        let flippable = flip_of(c.value).is_some();
        let most_discards = (c.count as u16).min(self.caps.discards) as u8;
        for gone in 0..=most_discards {
            let n = c.count - gone;
            let max_f = if flippable { n } else { 0 };
            for both in 0..=max_f {
                for f in 0..=(max_f - both) {
                    for r in 0..=(n - both - f) {
                        let plain = n - both - f - r;
                        self.uses[i] = [plain, f, r, both];
                        let mut free = 0;
                        if flippable && plain + r > 0 {
                            free |= FREE_FLIP;
                        }
                        if plain + f > 0 {
                            free |= FREE_REVERSE;
                        }
                        free &= self.caps.free;
                        let step = Mark {
                            flips: (f + both) as u16,
                            reverses: (r + both) as u16,
                            discards: gone as u16,
                            free,
                            ..Mark::default()
                        };
                        self.uses_from(i + 1, mark.plus(step));
                    }
                }
            }
        }
    }

    /// The groups of the current uses, then every way to split their pairs.
    fn group(&mut self, mark: Mark) {
        self.groups.clear();
        for (c, u) in self.classes.iter().zip(&self.uses) {
            for (part, k) in reachable(c).into_iter().enumerate() {
                let count = u[part];
                if count == 0 {
                    continue;
                }
                match self.groups.iter_mut().find(|g| g.0 == k) {
                    Some(g) => g.1 += count,
                    None => self.groups.push((k, count, c.value == 9 && part % 2 == 0)),
                }
            }
        }
        self.splits_from(0, mark, 0);
    }

    fn splits_from(&mut self, g: usize, mark: Mark, points: i32) {
        if !self.caps.allows(&mark) {
            return;
        }
        let Some(&(k, count, nines)) = self.groups.get(g) else {
            self.out.push((mark, points));
            return;
        };
        for splits in 0..=count / 2 {
            let group = group_of(k, count, splits, nines);
            let step = Mark {
                splits: splits as u16,
                nines: group.unpaired_nines() as u16,
                free: if count - 2 * splits >= 2 {
                    FREE_SPLIT & self.caps.free
                } else {
                    0
                },
                ..Mark::default()
            };
            self.splits_from(g + 1, mark.plus(step), points + group.points());
        }
    }
}

/// Every way to discard up to `most` special cards: calls `each` with the specials left and how
/// many were discarded.
fn special_discards(s: Specials, most: u16, each: &mut impl FnMut(Specials, u16)) {
    let have = [s.split, s.flip, s.reverse, s.wild, s.six];
    let mut gone = [0u8; 5];
    fn from(
        i: usize,
        left: u16,
        have: &[u8; 5],
        gone: &mut [u8; 5],
        each: &mut impl FnMut(Specials, u16),
    ) {
        if i == 5 {
            let kept = |k: usize| have[k] - gone[k];
            let total: u16 = gone.iter().map(|&g| g as u16).sum();
            let specials = Specials {
                split: kept(0),
                flip: kept(1),
                reverse: kept(2),
                wild: kept(3),
                six: kept(4),
            };
            each(specials, total);
            return;
        }
        for g in 0..=(have[i] as u16).min(left) {
            gone[i] = g as u8;
            from(i + 1, left - g, have, gone, each);
        }
        gone[i] = 0;
    }
    from(0, most, &have, &mut gone, each);
}

fn small(n: u16) -> u8 {
    n.min(u8::MAX as u16) as u8
}

/// The best legal score of a collection (the same as `score::best(cards).points`).
pub(super) fn best_points(cards: &[Card]) -> i32 {
    let all = Sorted::of(cards);
    let size = all.size();
    let s = all.specials;
    let nines = all.nines();
    let six = if s.six > 0 {
        s.total() as i32 * SIX_POINTS
    } else {
        0
    };
    if nines == 0 && s.split + s.flip + s.reverse + s.wild == 0 {
        // Nothing to choose: the numbers as printed.
        return six
            + all
                .classes
                .iter()
                .map(|c| group_of(key(c.primate, c.value, false), c.count, 0, false).points())
                .sum::<i32>();
    }
    let relevant = |kind: u8, bit: u8| if kind + s.wild > 0 { bit } else { 0 };
    let caps = Caps {
        flip: s.flip as u16,
        reverse: s.reverse as u16,
        split: s.split as u16,
        wild: s.wild as u16,
        discards: (2 * nines).min(size) as u16,
        free: relevant(s.flip, FREE_FLIP)
            | relevant(s.reverse, FREE_REVERSE)
            | relevant(s.split, FREE_SPLIT),
    };
    // The discards the unpaired 9s demand: 2 each, or every other card.
    let demanded = |unpaired: u16| (2 * unpaired as usize).min(size - unpaired as usize) as u16;
    let units = units(&all.classes);
    let mut unit = Unit::new(&caps);
    let mut states = vec![(Mark::default(), 0)];
    let mut next = Vec::new();
    // Units with a single way to play add the same to every mark: kept aside.
    let (mut fixed, mut fixed_points) = (Mark::default(), 0);
    let mut nines_known = false;
    for chunk in units.chunk_by(|a, b| a.0 == b.0) {
        if !nines_known && chunk[0].1.value != 9 {
            // Every unit of 9s is in: the unpaired 9s are final, and so is the most to discard.
            nines_known = true;
            states.retain(|(m, _)| m.discards <= demanded(m.nines));
        }
        unit.options(chunk.iter().map(|u| u.1));
        if let [(m, points)] = unit.out[..] {
            fixed = fixed.plus(m);
            fixed_points += points;
            continue;
        }
        next.clear();
        for &(a, pa) in &states {
            for &(b, pb) in &unit.out {
                let m = a.plus(b);
                if caps.allows(&m) && (!nines_known || m.discards <= demanded(m.nines)) {
                    next.push((m, pa + pb));
                }
            }
        }
        std::mem::swap(&mut states, &mut next);
        states = best_of(std::mem::take(&mut states));
    }
    let mut best: Option<i32> = None;
    special_discards(s, caps.discards, &mut |left, gone| {
        for &(m, points) in &states {
            let (m, points) = (m.plus(fixed), points + fixed_points);
            if m.discards + gone != demanded(m.nines) {
                continue;
            }
            let points = if left.six > 0 {
                // Special 6: no special takes effect, every special card counts 6.
                if m.flips + m.reverses + m.splits > 0 {
                    continue;
                }
                points + left.total() as i32 * SIX_POINTS
            } else {
                let used = [small(m.splits), small(m.flips), small(m.reverses)];
                let free = [
                    m.free & FREE_SPLIT != 0,
                    m.free & FREE_FLIP != 0,
                    m.free & FREE_REVERSE != 0,
                ];
                if wild_roles(left, used, free).is_none() {
                    continue;
                }
                points
            };
            best = Some(best.map_or(points, |b| b.max(points)));
        }
    });
    best.unwrap_or(0)
}
