//! The scorer's steps in words a player knows: the primate's name and the value instead of the
//! command line's card codes ("Drehen macht aus Mandrill 6 eine 9", not "… aus M6 …"), and the card
//! of the collection a step is about, so the summary can show it. The steps themselves stay the
//! rules' (`gussy_gorillas::steps`); only their wording is the table's.

use crate::core::Tr;
use crate::core::words::phrase_words;
use crate::tr;
use stammtisch_rules::games::gussy_gorillas::cli::parse_card;
use stammtisch_rules::games::gussy_gorillas::deck::{self, Card, Primate};
use stammtisch_rules::games::gussy_gorillas::score::flip_of;
use stammtisch_rules::{Arg, CardId, Phrase, Seat};

/// A card as a step names it: a primate and a value (after any Flip or Reverse), or a special.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Named {
    Number(Primate, i8),
    Special(Card),
}

/// Reads a step's card code ("M6", "B-8", "O-10", "SPLIT"); any value, as a step may name a card
/// after a Flip or a Reverse.
fn read(code: &str) -> Option<Named> {
    // The command line's reading for printed cards and specials; a value no card prints (a
    // reversed 10) by hand.
    match parse_card(code) {
        Ok(Card::Number { primate, value }) => Some(Named::Number(primate, value)),
        Ok(special) => Some(Named::Special(special)),
        Err(_) => {
            let mut chars = code.chars();
            let primate = Primate::from_letter(chars.next()?)?;
            Some(Named::Number(primate, chars.as_str().parse().ok()?))
        }
    }
}

/// A primate's name in the player's language.
pub fn primate_words(tr: &Tr, primate: Primate) -> String {
    tr.words(
        &format!("gorillas-primate-{}", primate.letter().to_ascii_lowercase()),
        &[],
    )
}

/// A step's card code in words ("Mandrill 6", "Pavian –8", "Teilen"); an unknown code as it is.
pub fn card_words(tr: &Tr, code: &str) -> String {
    match read(code) {
        Some(Named::Number(primate, value)) => {
            // The minus as the cards print it (an en dash: the font has no U+2212).
            let value = if value < 0 {
                format!("\u{2013}{}", value.unsigned_abs())
            } else {
                value.to_string()
            };
            tr!(
                tr,
                "gorillas-card",
                primate = primate_words(tr, primate),
                value = value
            )
        }
        Some(Named::Special(card)) => tr!(tr, "gorillas-special", special = card.to_string()),
        None => code.to_string(),
    }
}

/// One step in words, its card named by primate and value; `name` names a seat.
pub fn step_words(tr: &Tr, step: &Phrase, name: impl Fn(Seat) -> String) -> String {
    let mut step = step.clone();
    for (key, arg) in &mut step.args {
        if key == "card"
            && let Arg::Text(code) = arg
        {
            *code = card_words(tr, code);
        }
    }
    phrase_words(tr, &step, name)
}

/// The card of `collection` a step is about, to show beside it: the printed card it names, or
/// the card a Flip or a Reverse made into it.
pub fn step_card(step: &Phrase, collection: &[CardId]) -> Option<CardId> {
    let code = step.args.iter().find_map(|(key, arg)| match arg {
        Arg::Text(code) if key == "card" => Some(code.as_str()),
        _ => None,
    })?;
    let named = read(code)?;
    let printed = |id: &CardId| deck::face(*id);
    match named {
        Named::Special(card) => collection.iter().copied().find(|id| printed(id) == card),
        Named::Number(primate, value) => {
            let exact = Card::Number { primate, value };
            let made_into = |card: Card| match card.number() {
                Some((p, v)) if p == primate => {
                    let flipped = flip_of(v).unwrap_or(v);
                    [v, -v, flipped, -flipped].contains(&value)
                }
                _ => false,
            };
            collection
                .iter()
                .copied()
                .find(|id| printed(id) == exact)
                .or_else(|| collection.iter().copied().find(|id| made_into(printed(id))))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Lang;

    #[test]
    fn a_step_names_its_card_by_primate_and_value() {
        for lang in Lang::ALL {
            let tr = crate::games::tr(lang);
            let step = Phrase {
                key: "gorillas-step-flipped".into(),
                args: vec![
                    ("card".into(), Arg::Text("M6".into())),
                    ("to".into(), Arg::Int(9)),
                ],
                english: String::new(),
            };
            let words = step_words(&tr, &step, |_| String::new());
            assert!(words.contains("Mandrill 6"), "{words}");
            assert!(!words.contains("M6"), "{words}");
        }
        let tr = crate::games::tr(Lang::En);
        assert_eq!(card_words(&tr, "C10"), "Chimp 10");
        assert_eq!(card_words(&tr, "B-8"), "Baboon \u{2013}8");
        assert_eq!(card_words(&tr, "SPLIT"), "Split");
        assert_eq!(
            card_words(&crate::games::tr(Lang::De), "C10"),
            "Schimpanse 10"
        );
    }
}
