//! `stammtisch score ziege`: the value of one trick (heads plus the lowest number) typed on the command line.

use super::{DECK_SIZE, Ziege, trick_value};
use crate::kernel::Game;

/// One card per player (3 to 6), numbers 1 to 50 written as plain digits, to the trick's value.
pub fn score_args(args: &[String]) -> Result<f64, String> {
    let (min, max) = Ziege::PLAYERS;
    if !(min..=max).contains(&args.len()) {
        return Err(format!(
            "a trick has one card per player, {min} to {max} cards, not {}: e.g. 40 5 47 18",
            args.len()
        ));
    }
    let mut numbers = Vec::with_capacity(args.len());
    for text in args {
        let card = card(text)?;
        if numbers.contains(&card) {
            return Err(format!("a trick cannot hold the same card twice ({card})"));
        }
        numbers.push(card);
    }
    Ok(trick_value(&numbers) as f64)
}

/// One card number: one or two digits (`7` or `07`), no sign, 1 to 50.
fn card(text: &str) -> Result<u8, String> {
    let digits = text.trim();
    let bad = || format!("'{text}' is not a Ziege card: write a number from 1 to {DECK_SIZE}");
    if digits.is_empty() || digits.len() > 2 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(bad());
    }
    let n: u8 = digits.parse().map_err(|_| bad())?;
    if (1..=DECK_SIZE).contains(&n) {
        Ok(n)
    } else {
        Err(bad())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn score(words: &[&str]) -> Result<f64, String> {
        score_args(&words.iter().map(|w| w.to_string()).collect::<Vec<_>>())
    }

    #[test]
    fn tricks_score_heads_plus_the_lowest_card() {
        // The rulebook's trick: heads 5 + 3 + 1 + 1 plus the lowest card 5.
        assert_eq!(score(&["40", "5", "47", "18"]), Ok(15.0));
        assert_eq!(score(&["40", "05", "47", "18"]), Ok(15.0));
        assert_eq!(score(&["1", "2", "3"]).map(|v| v >= 1.0), Ok(true));
        assert!(score(&["50", "49", "48", "47", "46", "45"]).is_ok());
    }

    #[test]
    fn malformed_tricks_are_refused_never_panic() {
        let bad: &[&[&str]] = &[
            &[],
            &["40"],
            &["40", "5"],
            &["1", "2", "3", "4", "5", "6", "7"],
            &["40", "5", "51"],
            &["40", "5", "0"],
            &["40", "5", "00"],
            &["40", "5", "005"],
            &["40", "5", "+7"],
            &["40", "5", "-7"],
            &["40", "5", "7.0"],
            &["40", "5", "7e0"],
            &["40", "5", "0x7"],
            &["40", "5", ""],
            &["40", "5", "sieben"],
            &["40", "5", "٧"],
            &["40", "5", "７"],
            &["40", "5", "Ä"],
            &["40", "5", "256"],
            &["40", "5", "99999999999999999999999"],
            &["7", "7", "8"],
            &["40", "5", "40"],
        ];
        for trick in bad {
            assert!(score(trick).is_err(), "{trick:?} should be refused");
        }
        assert_eq!(
            score(&["40", "5"]).unwrap_err(),
            "a trick has one card per player, 3 to 6 cards, not 2: e.g. 40 5 47 18"
        );
        assert_eq!(
            score(&["7", "07", "8"]).unwrap_err(),
            "a trick cannot hold the same card twice (7)"
        );
    }
}
