//! `stammtisch score GAME CARDS`: the value of a hand or a trick, from the game's own scorer in
//! the rules' registry.

use clap::Args;

#[derive(Args, Debug)]
pub struct ScoreArgs {
    /// The game: any game of the rules with a score of its own (a hand's or a trick's value).
    pub game: String,
    /// The cards as the game writes them (the README's command-line section gives each game's).
    pub cards: Vec<String>,
    /// Print `{"score": N}`.
    #[arg(long)]
    pub json: bool,
}

/// The score as a number, or one clear line on what is wrong.
pub fn score(game: &str, cards: &[String]) -> Result<f64, String> {
    let scorers = || {
        stammtisch_rules::games::REGISTRY
            .iter()
            .filter(|g| g.score.is_some())
            .map(|g| g.id)
            .collect::<Vec<_>>()
            .join(" and ")
    };
    let info = stammtisch_rules::games::find(game)
        .ok_or_else(|| format!("unknown game '{game}': score knows {}", scorers()))?;
    let score = info.score.ok_or_else(|| {
        format!(
            "{} has no score of its own: score knows {}",
            info.title,
            scorers()
        )
    })?;
    score(cards)
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
