//! The fast scorer (`score::points`) against the plan search (`score::exhaustive_points`) on
//! thousands of seeded random collections, most of them with rare cards: 9s that discard, Wilds,
//! Special 6's.

use super::deck::{BASE_SIZE, Card, FACES};
use super::score::{exhaustive_points, points};
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
