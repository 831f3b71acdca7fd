//! `stammtisch score GAME CARDS`: the value of a hand or a trick, from the game's own scorer in
//! the rules' registry.

use clap::Args;

#[derive(Args, Debug)]
pub struct ScoreArgs {
    /// The game: any game of the rules with a score of its own (a hand's or a trick's value).
    pub game: String,
    /// The cards as the game writes them (the README's command-line section gives each game's).
    pub cards: Vec<String>,
    /// Print `{"score": N}` (with `"steps"` for a game whose score is explained step by step).
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

/// How the score came about, for a game that explains its score (none for the others).
pub fn steps(
    game: &str,
    cards: &[String],
) -> Result<Option<Vec<stammtisch_rules::Phrase>>, String> {
    match stammtisch_rules::games::find(game).and_then(|g| g.steps) {
        Some(steps) => steps(cards).map(Some),
        None => Ok(None),
    }
}

pub fn run(args: &ScoreArgs) -> Result<(), String> {
    let value = score(&args.game, &args.cards)?;
    let steps = steps(&args.game, &args.cards)?;
    if args.json {
        let mut out = serde_json::json!({ "score": value });
        if let Some(steps) = &steps {
            out["steps"] = serde_json::to_value(steps).map_err(|e| e.to_string())?;
        }
        println!("{out}");
        return Ok(());
    }
    if value.fract() == 0.0 {
        println!("{value}");
    } else {
        println!("{}½", value.trunc());
    }
    // The command line speaks English: each step's own words.
    for step in steps.iter().flatten() {
        println!("  {step}");
    }
    Ok(())
}
