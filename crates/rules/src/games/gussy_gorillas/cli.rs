//! `stammtisch score gorillas CARDS [--json]`: a collection typed on the command line, scored with
//! every rare card allowed. The app's `src/cli/` calls `score_args` (through the registry) or
//! `score_cards` (for `--json`: `{"score": 55.0, "steps": [...]}`).
//!
//! Only collections the deck can hold are scored (`holdable`): forty G1s are refused, the deck
//! has three. So a collection has at most the whole deck's 112 cards, and the scorer explains any
//! of them in tens of milliseconds at worst (the `gorillas_scorer_worst` example).

use super::deck::{self, Card, Primate};
use super::score::best;
use super::steps::phrases;
use crate::kernel::Phrase;
use serde::Serialize;

/// A scored collection: the best legal score and how it is reached, step by step.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Scored {
    pub score: f64,
    pub steps: Vec<Phrase>,
}

/// One card as typed: a primate letter and a printed value (`G1`, `C10`, `M-8`, `O9`), or a special
/// (`SPLIT`, `FLIP`, `REVERSE`, `WILD`, `SIX`); any case.
pub fn parse_card(text: &str) -> Result<Card, String> {
    let word = text.trim();
    let bad = || {
        format!(
            "'{text}' is not a Gussy Gorillas card: write a primate letter (G C O B M L) and a value \
             from 1 2 3 4 5 6 7 8 9 10 -5 -8 (e.g. G1, M-8), or SPLIT, FLIP, REVERSE, WILD, SIX"
        )
    };
    let special = match word.to_ascii_uppercase().as_str() {
        "SPLIT" => Some(Card::Split),
        "FLIP" => Some(Card::Flip),
        "REVERSE" => Some(Card::Reverse),
        "WILD" => Some(Card::Wild),
        "SIX" => Some(Card::Six),
        _ => None,
    };
    if let Some(card) = special {
        return Ok(card);
    }
    let mut chars = word.chars();
    let primate = chars
        .next()
        .and_then(Primate::from_letter)
        .ok_or_else(bad)?;
    let digits = chars.as_str();
    let plain = digits.strip_prefix('-').unwrap_or(digits);
    if plain.is_empty() || plain.len() > 2 || !plain.bytes().all(|b| b.is_ascii_digit()) {
        return Err(bad());
    }
    let value: i8 = digits.parse().map_err(|_| bad())?;
    if matches!(value, 1..=10 | -5 | -8) && !digits.starts_with('0') {
        Ok(Card::Number { primate, value })
    } else {
        Err(bad())
    }
}

/// A whole collection as typed (any cards; `holdable` says whether the deck has them).
pub fn parse_cards(args: &[String]) -> Result<Vec<Card>, String> {
    args.iter().map(|a| parse_card(a)).collect()
}

/// Refuses a collection the deck cannot hold, naming the first card it has too many of and how
/// many the deck holds with the rare cards and without.
pub fn holdable(cards: &[Card]) -> Result<(), String> {
    for (i, &card) in cards.iter().enumerate() {
        let have = cards.iter().filter(|&&c| c == card).count();
        let (with_rare, without) = (deck::copies(card, true), deck::copies(card, false));
        if have > with_rare && !cards[..i].contains(&card) {
            return Err(format!(
                "{have} × {card} is more than the deck holds: {with_rare} {card} with the rare cards, {without} without"
            ));
        }
    }
    Ok(())
}

/// The score and its steps, for a collection the deck can hold.
pub fn score_cards(args: &[String]) -> Result<Scored, String> {
    let cards = parse_cards(args)?;
    holdable(&cards)?;
    let plan = best(&cards);
    Ok(Scored {
        score: plan.points as f64,
        steps: phrases(&plan),
    })
}

/// The steps alone (the registry's explanation of the score).
pub fn steps_args(args: &[String]) -> Result<Vec<Phrase>, String> {
    score_cards(args).map(|s| s.steps)
}

/// The score alone (the registry's scorer).
pub fn score_args(args: &[String]) -> Result<f64, String> {
    score_cards(args).map(|s| s.score)
}
