//! `stammtisch score schwimmen`: the value of a hand of three cards typed on the command line.

use super::score_cards;
use crate::kernel::FrenchCard;

/// Three distinct cards, rank then suit (`AH KH 10C`), to the hand's value (30½ for three of a kind).
pub fn score_args(args: &[String]) -> Result<f64, String> {
    if args.len() != 3 {
        return Err(format!(
            "a Schwimmen hand has 3 cards, not {}: e.g. AH KH 10C",
            args.len()
        ));
    }
    let cards = args
        .iter()
        .map(|c| c.parse::<FrenchCard>())
        .collect::<Result<Vec<_>, _>>()?;
    let hand: [FrenchCard; 3] = [cards[0], cards[1], cards[2]];
    for (i, card) in hand.iter().enumerate() {
        if hand[..i].contains(card) {
            return Err(format!("a hand cannot hold the same card twice ({card})"));
        }
    }
    Ok(score_cards(hand).points())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn score(words: &[&str]) -> Result<f64, String> {
        score_args(&words.iter().map(|w| w.to_string()).collect::<Vec<_>>())
    }

    #[test]
    fn hands_score_as_the_rules_count() {
        assert_eq!(score(&["AH", "KH", "10C"]), Ok(21.0));
        assert_eq!(score(&["ah", "kh", "10h"]), Ok(31.0));
        assert_eq!(score(&["7H", "7C", "7S"]), Ok(30.5));
        assert_eq!(score(&[" QS ", "JS", "9S"]), Ok(29.0));
    }

    #[test]
    fn malformed_hands_are_refused_never_panic() {
        let bad: &[&[&str]] = &[
            &[],
            &["AH"],
            &["AH", "KH"],
            &["AH", "KH", "10C", "9C"],
            &["AH", "AH", "KH"],
            &["AH", "KH", "ah"],
            &["A\u{2665}", "K\u{2665}", "10\u{2663}"],
            &["Ä", "KH", "10C"],
            &["AH", "KH", "10\u{2663}"],
            &["AH", "KH", "1C"],
            &["AH", "KH", "6C"],
            &["AH", "KH", ""],
            &["AH", "KH", "10"],
            &["AH", "KH", "+10C"],
            &["AH", "KH", "010C"],
            &["AH", "KH", "C10"],
            &["AH", "KH", "🂡"],
            &["AH", "KH", "1\u{2665}0"],
        ];
        for hand in bad {
            assert!(score(hand).is_err(), "{hand:?} should be refused");
        }
        assert_eq!(
            score(&["AH", "KH", "ah"]).unwrap_err(),
            "a hand cannot hold the same card twice (AH)"
        );
    }
}
