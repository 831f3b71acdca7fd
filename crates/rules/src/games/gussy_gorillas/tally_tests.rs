//! The fast scorer (`score::points`) against the plan search (`score::exhaustive_points`) on
//! thousands of seeded random collections, most of them with rare cards: 9s that discard, Wilds,
//! Special 6's; and the plans (`score::best`, and the fast path's own plans for the collections
//! the plan search would take too long for) checked on their own terms and against the score,
//! up to the whole deck.

use super::deck::{BASE_SIZE, Card, FACES};
use super::score::{Group, Plan, best, exhaustive_points, points};
use crate::kernel::GameRng;

/// A random collection: `base` cards of the base deck and `rare` of the rare cards, all distinct
/// cards of the deck (as a round deals them).
fn collection(rng: &mut GameRng, base: usize, rare: usize) -> Vec<Card> {
    let mut base_ids: Vec<usize> = (0..BASE_SIZE).collect();
    let mut rare_ids: Vec<usize> = (BASE_SIZE..FACES.len()).collect();
    rng.shuffle(&mut base_ids);
    rng.shuffle(&mut rare_ids);
    let mut cards: Vec<Card> = base_ids[..base].iter().map(|&i| FACES[i]).collect();
    cards.extend(
        rare_ids[..rare.min(rare_ids.len())]
            .iter()
            .map(|&i| FACES[i]),
    );
    rng.shuffle(&mut cards);
    cards
}

fn check(cards: &[Card]) {
    let names: Vec<String> = cards.iter().map(|c| c.to_string()).collect();
    assert_eq!(
        points(cards),
        exhaustive_points(cards),
        "{}",
        names.join(" ")
    );
}

#[test]
fn the_fast_scorer_agrees_with_the_plan_search_on_random_collections() {
    let mut rng = GameRng::new(2026);
    for _ in 0..3_000 {
        let rare = rng.below(5);
        let base = rng.below(16 - rare);
        check(&collection(&mut rng, base, rare));
    }
}

/// Rounds as dealt: 10 seats, every card of the deck with the rare ones, 11 per collection.
#[test]
fn the_fast_scorer_agrees_on_dealt_ten_player_collections() {
    let mut rng = GameRng::new(10);
    for _ in 0..300 {
        let mut ids: Vec<usize> = (0..FACES.len()).collect();
        rng.shuffle(&mut ids);
        for seat in ids.chunks(11).take(10) {
            let cards: Vec<Card> = seat.iter().map(|&i| FACES[i]).collect();
            check(&cards);
        }
    }
}

/// Crowded corners: many specials of one kind, several 9s of one primate, Special 6's with 9s.
#[test]
fn the_fast_scorer_agrees_on_crowded_collections() {
    use super::deck::Primate;
    let mut rng = GameRng::new(7);
    let values = [1i8, 2, 5, -5, 6, 7, 9, 9, 10, -8, 8];
    let specials = [
        Card::Split,
        Card::Flip,
        Card::Reverse,
        Card::Wild,
        Card::Six,
    ];
    for _ in 0..2_000 {
        let mut cards: Vec<Card> = (0..rng.below(8))
            .map(|_| Card::Number {
                primate: Primate::ALL[rng.below(2)],
                value: values[rng.below(values.len())],
            })
            .collect();
        cards.extend((0..rng.below(5)).map(|_| specials[rng.below(specials.len())]));
        check(&cards);
    }
}

/// Checks a plan on its own terms: the discards are cards of the collection and exactly what its
/// unpaired 9s demand; the groups hold every kept number card; every special kept is applied,
/// played by a Wild, or left over; the points are the groups' (and the Special 6's).
fn holds(cards: &[Card], plan: &Plan) -> Result<(), String> {
    let mut kept = cards.to_vec();
    for card in &plan.discarded {
        let at = kept
            .iter()
            .position(|c| c == card)
            .ok_or(format!("{card} is discarded but not held"))?;
        kept.remove(at);
    }
    let unpaired: usize = plan
        .groups
        .iter()
        .map(|g| g.unpaired_nines() as usize)
        .sum();
    let demanded = (2 * unpaired).min(cards.len() - unpaired);
    if plan.discarded.len() != demanded {
        return Err(format!(
            "{} discarded for {unpaired} unpaired 9s",
            plan.discarded.len()
        ));
    }
    let numbers = kept.iter().filter(|c| !c.is_special()).count();
    let grouped: usize = plan.groups.iter().map(|g| g.count as usize).sum();
    if numbers != grouped {
        return Err(format!("{numbers} number cards kept, {grouped} in groups"));
    }
    let held = |kind: Card| kept.iter().filter(|&&c| c == kind).count();
    let named = |list: &[Card], kind: Card| list.iter().filter(|&&c| c == kind).count();
    let splits: usize = plan.groups.iter().map(|g| g.splits as usize).sum();
    let mut total: i32 = plan.groups.iter().map(Group::points).sum();
    match plan.six {
        Some(specials) => {
            let kept_specials = kept.iter().filter(|c| c.is_special()).count();
            if specials as usize != kept_specials
                || splits + plan.flips.len() + plan.reverses.len() > 0
            {
                return Err("a Special 6, yet specials take effect".into());
            }
            total += specials as i32 * super::score::SIX_POINTS;
        }
        None => {
            for (kind, applied) in [
                (Card::Split, splits),
                (Card::Flip, plan.flips.len()),
                (Card::Reverse, plan.reverses.len()),
            ] {
                if applied + named(&plan.unused, kind) != held(kind) + named(&plan.wild, kind) {
                    return Err(format!("{kind}: {applied} applied"));
                }
            }
            if plan.wild.len() + named(&plan.unused, Card::Wild) != held(Card::Wild) {
                return Err("a Wild is neither played nor left over".into());
            }
        }
    }
    if total != plan.points {
        return Err(format!(
            "the groups make {total}, the plan says {}",
            plan.points
        ));
    }
    Ok(())
}

fn named(cards: &[Card]) -> String {
    cards
        .iter()
        .map(|c| c.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// The fast path's own plans (which explain what the plan search would take too long for) reach
/// the plan search's score on collections it can still search, and hold on their own terms.
#[test]
fn the_fast_paths_plans_reach_the_plan_searchs_score() {
    let mut rng = GameRng::new(24);
    for _ in 0..1_500 {
        let rare = rng.below(6);
        let base = rng.below(15 - rare);
        let cards = collection(&mut rng, base, rare);
        let (rest, found, discarded) = super::tally::best_found(&cards).expect("a legal plan");
        let plan = rest.plan(&found, discarded);
        assert_eq!(plan.points, exhaustive_points(&cards), "{}", named(&cards));
        holds(&cards, &plan).unwrap_or_else(|e| panic!("{e}: {}", named(&cards)));
        super::steps::steps(&plan);
    }
}

/// Collections the deck can hold, up to the whole deck and with every 9 of it: the plan and the
/// score agree, and the plan holds.
#[test]
fn best_agrees_with_points_on_large_and_adversarial_collections() {
    let mut rng = GameRng::new(40);
    let nines: Vec<usize> = (0..FACES.len())
        .filter(|&i| matches!(FACES[i], Card::Number { value: 9, .. }))
        .collect();
    let mut cases: Vec<Vec<Card>> = vec![FACES.to_vec()];
    for size in [12, 16, 20, 24, 30, 40, 40, 40] {
        // Random cards of the whole deck, and the same with every 9.
        let mut ids: Vec<usize> = (0..FACES.len()).collect();
        rng.shuffle(&mut ids);
        cases.push(ids[..size].iter().map(|&i| FACES[i]).collect());
        let mut with_nines: Vec<usize> = nines.clone();
        with_nines.extend(
            ids.iter()
                .filter(|i| !nines.contains(i))
                .take(size - nines.len()),
        );
        cases.push(with_nines.iter().map(|&i| FACES[i]).collect());
    }
    // Every 9 and every special: the most choices 40 cards hold.
    let specials: Vec<usize> = (0..FACES.len())
        .filter(|&i| FACES[i].is_special())
        .collect();
    let mut crowded: Vec<usize> = nines.iter().chain(&specials).copied().collect();
    let numbers: Vec<usize> = (0..FACES.len())
        .filter(|i| !crowded.contains(i))
        .take(40 - crowded.len())
        .collect();
    crowded.extend(numbers);
    cases.push(crowded.iter().map(|&i| FACES[i]).collect());
    for cards in cases {
        let plan = best(&cards);
        assert_eq!(plan.points, points(&cards), "{}", named(&cards));
        holds(&cards, &plan).unwrap_or_else(|e| panic!("{e}: {}", named(&cards)));
        assert!(!super::steps::steps(&plan).is_empty());
    }
}
