//! `stammtisch score GAME CARDS`: the value of a hand, from the rules' own scorer.

use clap::Args;
use stammtisch_rules::FrenchCard;
use stammtisch_rules::games::schwimmen::score_cards;
use stammtisch_rules::games::ziege::{DECK_SIZE, trick_value};

#[derive(Args, Debug)]
pub struct ScoreArgs {
    /// The game: schwimmen (a hand's value) or ziege (a trick's value).
    pub game: String,
    /// Schwimmen: rank (7 8 9 10 J Q K A) then suit (C S H D), e.g. AH KH 10C; Ziege: numbers 1-50.
    pub cards: Vec<String>,
    /// Print `{"score": N}`.
    #[arg(long)]
    pub json: bool,
}

/// The score as a number, or one clear line on what is wrong.
pub fn score(game: &str, cards: &[String]) -> Result<f64, String> {
    match game.to_ascii_lowercase().as_str() {
        "schwimmen" => {
            let parsed = cards
                .iter()
                .map(|c| c.parse::<FrenchCard>())
                .collect::<Result<Vec<_>, _>>()?;
            let hand: [FrenchCard; 3] = parsed.try_into().map_err(|p: Vec<FrenchCard>| {
                format!("a Schwimmen hand has 3 cards, not {}", p.len())
            })?;
            if hand[0] == hand[1] || hand[1] == hand[2] || hand[0] == hand[2] {
                return Err("a hand cannot hold the same card twice".into());
            }
            Ok(score_cards(hand).points())
        }
        "ziege" => {
            let numbers = cards
                .iter()
                .map(|c| match c.parse::<u8>() {
                    Ok(n) if (1..=DECK_SIZE as u8).contains(&n) => Ok(n),
                    _ => Err(format!(
                        "'{c}' is not a Ziege card: the cards are numbered 1 to {DECK_SIZE}"
                    )),
                })
                .collect::<Result<Vec<u8>, String>>()?;
            if numbers.is_empty() {
                return Err("give the cards of one trick, e.g. 40 5 47 18".into());
            }
            let mut distinct = numbers.clone();
            distinct.sort();
            distinct.dedup();
            if distinct.len() != numbers.len() {
                return Err("a trick cannot hold the same card twice".into());
            }
            Ok(trick_value(&numbers) as f64)
        }
        other => Err(format!(
            "unknown game '{other}': score knows schwimmen and ziege"
        )),
    }
}

pub fn run(args: &ScoreArgs) -> Result<(), String> {
    let value = score(&args.game, &args.cards)?;
    if args.json {
        println!("{}", serde_json::json!({ "score": value }));
    } else if value.fract() == 0.0 {
        println!("{value}");
    } else {
        println!("{}½", value.trunc());
    }
    Ok(())
}
