//! `stammtisch score GAME CARDS`: the value of a hand, from the rules' own scorer.

use clap::Args;
use stammtisch_rules::FrenchCard;
use stammtisch_rules::games::schwimmen::score_cards;

#[derive(Args, Debug)]
pub struct ScoreArgs {
    /// The game: schwimmen.
    pub game: String,
    /// The cards: rank (7 8 9 10 J Q K A) then suit (C S H D), e.g. AH KH 10C.
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
        other => Err(format!("unknown game '{other}': score knows schwimmen")),
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
