//! A match's final outcome: made by the game's driver (or sent by a guest's host), shown by the
//! results screen, announced by `serve`.

use bevy::prelude::*;
use stammtisch_rules::Outcome;

/// The outcome of the game just played, kept for the results screen.
#[derive(Resource, Clone, Debug)]
pub struct FinalOutcome {
    pub outcome: Outcome,
    pub names: Vec<String>,
    /// The game's own headline (who lost, in the game's words); `None`: "NAME gewinnt!".
    pub headline: Option<String>,
    /// The headline as its catalogue key and values (what travels to the other homes, each
    /// wording it in its own language).
    pub said: Option<stammtisch_rules::Phrase>,
    /// The label of the "again" button, if the game words it its own way.
    pub again: Option<String>,
}
