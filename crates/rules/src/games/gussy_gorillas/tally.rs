//! The scorer's fast path: the best legal score, and on request a plan that reaches it. Random
//! playouts and the bots score collections millions of times, and the plan search (`score::best`)
//! solves a collection with a 9 once per way to discard; this finds the same best score in one
//! pass, and explains the collections the plan search would take too long for.
//!
//! Why one pass is enough: number cards only pair within their group (primate, final value,
//! flipped or not), and a class of identical cards can only land in groups that its partner
//! class shares (a 5 reversed meets the -5s of its primate); so the classes fall into independent
//! units. Each unit's choices (discards, Flips, Reverses, Splits) are summed up in a `Mark`: what
//! it uses, what its unpaired 9s still owe in discards and whether a card is still free for a
//! special. A dynamic programme over the units keeps the best points per `Mark`; the rules that
//! tie the units together (every special applied where it can be, the Wilds' roles, the 9s'
//! discards, a Special 6) are checked on the final marks exactly as the plan search checks its
//! leaves (`score::wild_roles`). The tests compare it with the plan search on thousands of
//! random collections with rare cards (`tally_tests`).
//!
//! The 9s' discards: unpaired 9s demand `min(2 × 9s, cards − 9s)` discards. Where that is twice
//! the 9s, a mark carries what is still owed (twice the unpaired 9s less the number cards
//! discarded) and the special cards discarded must pay it exactly; the other case keeps nothing
//! but unpaired 9s, and is scored on its own (`only_nines`).

use super::deck::Card;
use super::score::{
    Class, Found, SIX_POINTS, SPECIAL_KINDS, Sorted, Specials, flip_of, group_of, key, wild_roles,
};

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
    /// Discards the special cards still owe: twice the unpaired 9s less the number cards
    /// discarded.
    owed: i16,
    free: u8,
}

impl Mark {
    fn plus(self, other: Mark) -> Mark {
        Mark {
            flips: self.flips + other.flips,
            reverses: self.reverses + other.reverses,
            splits: self.splits + other.splits,
            owed: self.owed + other.owed,
            free: self.free | other.free,
        }
    }
}

/// What the specials of the whole collection (before any discard) allow at most.
#[derive(Clone, Copy, Debug, Default)]
struct Caps {
    flip: u16,
    reverse: u16,
    split: u16,
    wild: u16,
    /// Cards one class may discard at most.
    discards: u16,
    /// The `Mark::free` bits that can matter: a kind's free place forbids leaving over a special
    /// of that kind or a Wild, so without either it is not tracked (fewer marks).
    free: u8,
}

impl Caps {
    /// Whether a mark can still be part of a legal assignment (these fields only grow, so a mark
    /// refused here stays refused).
    fn allows(&self, m: &Mark) -> bool {
        let need = m.flips.saturating_sub(self.flip) + m.reverses.saturating_sub(self.reverse);
        need <= self.wild && m.splits <= self.split + self.wild - need
    }
}

/// A partial assignment: its mark and points, and (for the plan) where it came from: its index in
/// the states before the last unit and the way that unit was played.
#[derive(Clone, Copy, Debug)]
struct State {
    mark: Mark,
    points: i32,
    from: u32,
    way: u32,
}

/// The best state per mark, sorted by mark; of equal points the first made.
fn best_of(states: &mut Vec<State>) {
    states.sort_unstable_by(|a, b| {
        (a.mark.cmp(&b.mark))
            .then(b.points.cmp(&a.points))
            .then(a.from.cmp(&b.from))
            .then(a.way.cmp(&b.way))
    });
    states.dedup_by(|later, kept| later.mark == kept.mark);
}

/// The best state per mark as states are made: a slot per possible mark (the caps bound every
/// field), so no sorting; of equal points the first made stays.
struct Slots<'a> {
    /// Sizes of the fields flips, reverses, splits, owed (from `lowest_owed`), free.
    sizes: [usize; 4],
    lowest_owed: i16,
    /// Every slot is free (`u32::MAX`) between layers; the buffer serves call after call.
    slots: &'a mut Vec<u32>,
}

/// Marks beyond this many slots are sorted instead (collections no deck holds).
const MOST_SLOTS: usize = 1 << 22;

impl<'a> Slots<'a> {
    fn new(caps: &Caps, nines: usize, slots: &'a mut Vec<u32>) -> Option<Slots<'a>> {
        let sizes = [
            (caps.flip + caps.wild) as usize + 1,
            (caps.reverse + caps.wild) as usize + 1,
            (caps.split + caps.wild) as usize + 1,
            3 * nines + 1,
        ];
        let count = sizes.iter().product::<usize>() * 8;
        if count > MOST_SLOTS {
            return None;
        }
        if slots.len() < count {
            slots.resize(count, u32::MAX);
        }
        Some(Slots {
            sizes,
            lowest_owed: -(nines as i16),
            slots,
        })
    }

    fn slot(&self, m: &Mark) -> usize {
        let [_, r, s, o] = self.sizes;
        let owed = (m.owed - self.lowest_owed) as usize;
        ((((m.flips as usize * r) + m.reverses as usize) * s + m.splits as usize) * o + owed) * 8
            + m.free as usize
    }

    /// Keeps `state` in `states` unless a state of its mark there has as many points.
    fn offer(&mut self, states: &mut Vec<State>, state: State) {
        let slot = self.slot(&state.mark);
        match self.slots[slot] {
            u32::MAX => {
                self.slots[slot] = states.len() as u32;
                states.push(state);
            }
            at if states[at as usize].points < state.points => states[at as usize] = state,
            _ => {}
        }
    }

    /// Frees the slots of `states` for the next layer.
    fn clear(&mut self, states: &[State]) {
        for st in states {
            let slot = self.slot(&st.mark);
            self.slots[slot] = u32::MAX;
        }
    }
}

/// Stands for a part a class cannot have (a flipped card of a value no Flip turns).
const NONE: u16 = u16::MAX;

/// The groups a class's cards can end in (plain, flipped, reversed, both): the plan search's
/// order of parts.
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

/// The classes (by index) in independent units, each unit's classes next to each other, with
/// the unit's label, into `out`; the units of 9s (whose groups no other class reaches) first, so
/// the unpaired 9s are known early. Two classes share a unit when some group is reachable from
/// both (`reachable`): plain groups meet when the values are equal or opposite, and flipped
/// groups only when the printed values are equal (a Flip turns distinct values into distinct
/// positive ones), so a unit is a primate and a printed value up to its sign.
fn units(classes: &[Class], out: &mut Vec<(usize, usize)>) {
    out.clear();
    out.extend(
        classes
            .iter()
            .enumerate()
            .map(|(i, c)| (c.primate as usize * 32 + c.value.unsigned_abs() as usize, i)),
    );
    out.sort_unstable_by_key(|&(label, c)| (classes[c].value != 9, label, c));
}

/// How one unit was played: per class (in the unit's order) the copies discarded and the uses
/// (plain, flipped, reversed, both); per group the Splits on it.
#[derive(Clone, Debug, Default)]
struct Play {
    classes: Vec<(u8, [u8; 4])>,
    splits: Vec<(u16, u8)>,
}

/// One way to play a unit: its mark and points, and (when recording) its `Play`.
#[derive(Clone, Copy, Debug)]
struct Way {
    mark: Mark,
    points: i32,
    play: u32,
}

/// Every way to play one unit: per class how many copies are discarded, plain, flipped,
/// reversed, both; then the Splits on the groups that makes. The buffers serve unit after unit.
#[derive(Default)]
struct Unit {
    classes: Vec<Class>,
    caps: Caps,
    /// Keep each way's `Play` (for the plan).
    record: bool,
    gone: Vec<u8>,
    uses: Vec<[u8; 4]>,
    groups: Vec<(u16, u8, bool)>,
    splits: Vec<u8>,
    out: Vec<Way>,
    plays: Vec<Play>,
}

impl Unit {
    /// The best way per mark of these classes, in `self.out` (and their plays in `self.plays`).
    fn options(&mut self, classes: impl Iterator<Item = Class>) {
        self.classes.clear();
        self.classes.extend(classes);
        self.gone.clear();
        self.gone.resize(self.classes.len(), 0);
        self.uses.clear();
        self.uses.resize(self.classes.len(), [0; 4]);
        self.out.clear();
        self.plays.clear();
        match self.classes[..] {
            // The most common unit, without the search: one card, no pair to split (its ways
            // have distinct marks, and their order matters only to a recorded plan).
            [single] if single.count == 1 && !self.record => return self.single(single),
            _ => self.uses_from(0, Mark::default()),
        }
        self.out.sort_unstable_by(|a, b| {
            (a.mark.cmp(&b.mark))
                .then(b.points.cmp(&a.points))
                .then(a.play.cmp(&b.play))
        });
        self.out.dedup_by(|later, kept| later.mark == kept.mark);
    }

    /// The ways of a unit of one card, as `uses_from` finds them: discarded (while 9s may
    /// demand it), plain, flipped, reversed, or both.
    fn single(&mut self, c: Class) {
        let v = c.value as i32;
        let nine = if c.value == 9 { 2 } else { 0 };
        let mut way = |flips: u16, reverses: u16, owed: i16, free: u8, points: i32| {
            let mark = Mark {
                flips,
                reverses,
                splits: 0,
                owed,
                free: free & self.caps.free,
            };
            if self.caps.allows(&mark) {
                self.out.push(Way {
                    mark,
                    points,
                    play: 0,
                });
            }
        };
        if self.caps.discards > 0 {
            way(0, 0, -1, 0, 0);
        }
        match flip_of(c.value) {
            Some(fv) => {
                let fv = fv as i32;
                way(0, 0, nine, FREE_FLIP | FREE_REVERSE, v);
                way(1, 0, 0, FREE_REVERSE, fv);
                way(0, 1, nine, FREE_FLIP, -v);
                way(1, 1, 0, 0, -fv);
            }
            None => {
                way(0, 0, nine, FREE_REVERSE, v);
                way(0, 1, nine, 0, -v);
            }
        }
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
            self.gone[i] = gone;
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
                            owed: -(gone as i16),
                            free,
                            ..Mark::default()
                        };
                        self.uses_from(i + 1, mark.plus(step));
                    }
                }
            }
        }
    }

    /// The groups of the current uses (in the plan search's order), then every way to split
    /// their pairs.
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
        self.splits.clear();
        self.splits.resize(self.groups.len(), 0);
        self.splits_from(0, mark, 0);
    }

    fn splits_from(&mut self, g: usize, mark: Mark, points: i32) {
        if !self.caps.allows(&mark) {
            return;
        }
        let Some(&(k, count, nines)) = self.groups.get(g) else {
            let play = self.plays.len() as u32;
            if self.record {
                self.plays.push(Play {
                    classes: self
                        .gone
                        .iter()
                        .copied()
                        .zip(self.uses.iter().copied())
                        .collect(),
                    splits: self
                        .groups
                        .iter()
                        .map(|g| g.0)
                        .zip(self.splits.iter().copied())
                        .collect(),
                });
            }
            self.out.push(Way { mark, points, play });
            return;
        };
        for splits in 0..=count / 2 {
            let group = group_of(k, count, splits, nines);
            self.splits[g] = splits;
            let step = Mark {
                splits: splits as u16,
                owed: 2 * group.unpaired_nines() as i16,
                free: if count - 2 * splits >= 2 {
                    FREE_SPLIT & self.caps.free
                } else {
                    0
                },
                ..Mark::default()
            };
            self.splits_from(g + 1, mark.plus(step), points + group.points());
        }
        self.splits[g] = 0;
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

/// The best assignment the programme found: its points, the specials left after the discards,
/// the Wilds' roles and the final state's index.
#[derive(Clone, Copy, Debug)]
struct Best {
    points: i32,
    left: Specials,
    wilds: [u8; 3],
    state: usize,
}

/// The buffers of the programme, kept from call to call on each thread (playouts score every
/// collection at every round's end).
#[derive(Default)]
struct Scratch {
    unit: Unit,
    states: Vec<State>,
    next: Vec<State>,
    slots: Vec<u32>,
    units: Vec<(usize, usize)>,
    by_owed: Vec<(i16, u32)>,
}

thread_local! {
    static SCRATCH: std::cell::RefCell<Scratch> = std::cell::RefCell::default();
}

/// The programme over one collection's units.
struct Programme<'a> {
    all: &'a Sorted,
    caps: Caps,
    /// With `record`: the states before each unit (the first: the empty assignment), and per
    /// unit its classes, its ways and their plays.
    record: bool,
    layers: Vec<Vec<State>>,
    units: Vec<(Vec<usize>, Vec<Way>, Vec<Play>)>,
}

impl<'a> Programme<'a> {
    fn new(all: &'a Sorted, record: bool) -> Programme<'a> {
        let s = all.specials;
        let relevant = |kind: u8, bit: u8| if kind + s.wild > 0 { bit } else { 0 };
        Programme {
            all,
            caps: Caps {
                flip: s.flip as u16,
                reverse: s.reverse as u16,
                split: s.split as u16,
                wild: s.wild as u16,
                discards: (2 * all.nines()).min(all.size()) as u16,
                free: relevant(s.flip, FREE_FLIP)
                    | relevant(s.reverse, FREE_REVERSE)
                    | relevant(s.split, FREE_SPLIT),
            },
            record,
            layers: Vec::new(),
            units: Vec::new(),
        }
    }

    /// Runs the programme over every unit: the final states, in `scratch.states`.
    fn run(&mut self, scratch: &mut Scratch) {
        let caps = &self.caps;
        let Scratch {
            unit,
            states,
            next,
            slots,
            units: order,
            ..
        } = scratch;
        unit.caps = *caps;
        unit.record = self.record;
        states.clear();
        states.push(State {
            mark: Mark::default(),
            points: 0,
            from: 0,
            way: 0,
        });
        let mut nines_known = false;
        // Units with one way add the same to every state: kept aside (for the score alone).
        let (mut fixed, mut fixed_points) = (Mark::default(), 0);
        let mut slots = Slots::new(caps, self.all.nines(), slots);
        units(&self.all.classes, order);
        for chunk in order.chunk_by(|a, b| a.0 == b.0) {
            if !nines_known && self.all.classes[chunk[0].1].value != 9 {
                // Every unit of 9s is in: what is owed only shrinks from here.
                nines_known = true;
                states.retain(|st| st.mark.owed >= 0);
            }
            unit.options(chunk.iter().map(|u| self.all.classes[u.1]));
            if let [way] = unit.out[..]
                && !self.record
            {
                fixed = fixed.plus(way.mark);
                fixed_points += way.points;
                continue;
            }
            next.clear();
            for (from, a) in states.iter().enumerate() {
                for (way, b) in unit.out.iter().enumerate() {
                    let mark = a.mark.plus(b.mark);
                    if caps.allows(&mark) && (!nines_known || mark.owed >= 0) {
                        let state = State {
                            mark,
                            points: a.points + b.points,
                            from: from as u32,
                            way: way as u32,
                        };
                        match slots.as_mut() {
                            Some(slots) => slots.offer(next, state),
                            None => next.push(state),
                        }
                    }
                }
            }
            match slots.as_mut() {
                Some(slots) => slots.clear(next),
                None => best_of(next),
            }
            std::mem::swap(states, next);
            if self.record {
                self.layers.push(next.clone());
                self.units.push((
                    chunk.iter().map(|u| u.1).collect(),
                    unit.out.clone(),
                    std::mem::take(&mut unit.plays),
                ));
            }
        }
        for st in states.iter_mut() {
            st.mark = st.mark.plus(fixed);
            st.points += fixed_points;
        }
        states.retain(|st| st.mark.owed >= 0);
    }

    /// The best of the final states, with the special cards discarded that pay what it owes
    /// (the first found of equal points).
    fn best(&self, scratch: &mut Scratch) -> Option<Best> {
        let Scratch {
            states, by_owed, ..
        } = scratch;
        // The states' indices by what they owe.
        by_owed.clear();
        by_owed.extend(
            states
                .iter()
                .enumerate()
                .map(|(i, st)| (st.mark.owed, i as u32)),
        );
        by_owed.sort_unstable();
        let mut best: Option<Best> = None;
        special_discards(self.all.specials, self.caps.discards, &mut |left, gone| {
            let owed = gone as i16;
            let start = by_owed.partition_point(|&(o, _)| o < owed);
            for &(_, i) in by_owed[start..].iter().take_while(|&&(o, _)| o == owed) {
                let st = &states[i as usize];
                let m = st.mark;
                let (points, wilds) = if left.six > 0 {
                    // Special 6: no special takes effect, every special card counts 6.
                    if m.flips + m.reverses + m.splits > 0 {
                        continue;
                    }
                    (st.points + left.total() as i32 * SIX_POINTS, [0; 3])
                } else {
                    let used = [small(m.splits), small(m.flips), small(m.reverses)];
                    let free = [
                        m.free & FREE_SPLIT != 0,
                        m.free & FREE_FLIP != 0,
                        m.free & FREE_REVERSE != 0,
                    ];
                    let Some(wilds) = wild_roles(left, used, free) else {
                        continue;
                    };
                    (st.points, wilds)
                };
                if best.is_none_or(|b| points > b.points) {
                    best = Some(Best {
                        points,
                        left,
                        wilds,
                        state: i as usize,
                    });
                }
            }
        });
        best
    }

    /// The plan search's parts for `best` (recorded): the cards kept, how they are played, and
    /// the cards discarded in the plan search's order.
    fn found(&self, states: &[State], best: Best) -> (Sorted, Found, Vec<Card>) {
        let all = self.all;
        let n = all.classes.len();
        let (mut gone, mut uses) = (vec![0u8; n], vec![[0u8; 4]; n]);
        let mut splits: Vec<(u16, u8)> = Vec::new();
        let mut at = best.state;
        for k in (0..self.units.len()).rev() {
            let st = match self.layers.get(k + 1) {
                Some(layer) => layer[at],
                None => states[at],
            };
            let (classes, ways, plays) = &self.units[k];
            let play = &plays[ways[st.way as usize].play as usize];
            for (&c, &(g, u)) in classes.iter().zip(&play.classes) {
                (gone[c], uses[c]) = (g, u);
            }
            splits.extend(&play.splits);
            at = st.from as usize;
        }
        let mut rest = Sorted {
            classes: Vec::with_capacity(n),
            specials: best.left,
        };
        let mut kept_uses = Vec::with_capacity(n);
        let mut discarded = Vec::new();
        for (i, c) in all.classes.iter().enumerate() {
            let card = Card::Number {
                primate: c.primate,
                value: c.value,
            };
            discarded.extend(std::iter::repeat_n(card, gone[i] as usize));
            if c.count > gone[i] {
                rest.classes.push(Class {
                    count: c.count - gone[i],
                    ..*c
                });
                kept_uses.push(uses[i]);
            }
        }
        discard_specials(all.specials, best.left, &mut discarded);
        // The groups in the order the plan search meets them.
        let mut found_splits: Vec<(u16, u8)> = Vec::new();
        for (c, u) in rest.classes.iter().zip(&kept_uses) {
            for (part, k) in reachable(c).into_iter().enumerate() {
                if u[part] > 0 && !found_splits.iter().any(|g| g.0 == k) {
                    let on = splits.iter().find(|g| g.0 == k).map_or(0, |g| g.1);
                    found_splits.push((k, on));
                }
            }
        }
        let found = Found {
            points: best.points,
            uses: kept_uses,
            splits: found_splits,
            wilds: best.wilds,
        };
        (rest, found, discarded)
    }
}

/// The special cards discarded (`have` less `left`), in the plan search's order of kinds.
fn discard_specials(have: Specials, left: Specials, discarded: &mut Vec<Card>) {
    for kind in SPECIAL_KINDS {
        let count = have.count(kind) - left.count(kind);
        discarded.extend(std::iter::repeat_n(kind, count as usize));
    }
}

/// When the unpaired 9s demand every other card (three times the 9s exceed the cards), nothing
/// is kept but one 9 of each primate that has one, each counting 9: the points, if so.
fn only_nines(all: &Sorted) -> Option<i32> {
    let kinds = all.classes.iter().filter(|c| c.value == 9).count();
    (kinds > 0 && 3 * kinds > all.size()).then_some(9 * kinds as i32)
}

/// The plan search's parts for `only_nines`.
fn only_nines_found(all: &Sorted, points: i32) -> (Sorted, Found, Vec<Card>) {
    let mut rest = Sorted::default();
    let mut discarded = Vec::new();
    for c in &all.classes {
        let kept = (c.value == 9) as u8;
        let card = Card::Number {
            primate: c.primate,
            value: c.value,
        };
        discarded.extend(std::iter::repeat_n(card, (c.count - kept) as usize));
        if kept > 0 {
            rest.classes.push(Class { count: 1, ..*c });
        }
    }
    discard_specials(all.specials, Specials::default(), &mut discarded);
    let found = Found {
        points,
        uses: rest.classes.iter().map(|_| [1, 0, 0, 0]).collect(),
        splits: rest
            .classes
            .iter()
            .map(|c| (key(c.primate, c.value, false), 0))
            .collect(),
        wilds: [0; 3],
    };
    (rest, found, discarded)
}

/// Nothing to choose (no 9s, and no special with an effect or a Special 6 that stops them all,
/// since without 9s nothing is discarded): the numbers as printed.
fn as_printed(all: &Sorted) -> Option<i32> {
    let s = all.specials;
    let six = if s.six > 0 {
        s.total() as i32 * SIX_POINTS
    } else {
        0
    };
    let no_effect = s.six > 0 || s.split + s.flip + s.reverse + s.wild == 0;
    (all.nines() == 0 && no_effect).then(|| {
        six + all
            .classes
            .iter()
            .map(|c| group_of(key(c.primate, c.value, false), c.count, 0, false).points())
            .sum::<i32>()
    })
}

/// The best legal score of a collection (the same as `score::best(cards).points`).
pub(super) fn best_points(cards: &[Card]) -> i32 {
    let all = Sorted::of(cards);
    if let Some(points) = as_printed(&all) {
        return points;
    }
    let mut programme = Programme::new(&all, false);
    let best = SCRATCH.with_borrow_mut(|scratch| {
        programme.run(scratch);
        programme.best(scratch).map(|b| b.points)
    });
    best.into_iter().chain(only_nines(&all)).max().unwrap_or(0)
}

/// A plan that reaches the best legal score, as the plan search's parts: the cards kept, how
/// they are played, and the cards discarded. For collections the plan search (`score::best`)
/// would take too long for; of equal plans it may name another than the plan search would.
/// `None` where no assignment is legal (the plan search says the same).
pub(super) fn best_found(cards: &[Card]) -> Option<(Sorted, Found, Vec<Card>)> {
    let all = Sorted::of(cards);
    let mut programme = Programme::new(&all, true);
    let mut scratch = Scratch::default();
    programme.run(&mut scratch);
    let best = programme.best(&mut scratch);
    let states = &scratch.states;
    match (best, only_nines(&all)) {
        (Some(best), Some(points)) if points > best.points => Some(only_nines_found(&all, points)),
        (Some(best), _) => Some(programme.found(states, best)),
        (None, Some(points)) => Some(only_nines_found(&all, points)),
        (None, None) => None,
    }
}
