//! What the lobby remembers between runs (kept in the settings file): the game, the seats and
//! every game's options of the last table dealt. A memory that no longer fits the table (a game
//! it does not host, a seat count the game refuses, an option it lost) gives way to defaults.

use super::{MatchSetup, SeatKind, TableGames};
use serde::{Deserialize, Serialize};
use stammtisch_rules::bots::Level;
use stammtisch_rules::{OptionKind, OptionValue, OptionValues};
use std::collections::BTreeMap;

/// One remembered seat.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum SeatMemory {
    Human { name: String },
    Bot { name: String, level: Level },
}

/// The last lobby setup.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct LobbyMemory {
    pub game: String,
    pub seats: Vec<SeatMemory>,
    /// Each game's options as set, by the game's id.
    pub options: BTreeMap<String, OptionValues>,
}

impl LobbyMemory {
    /// What the lobby set up, to remember.
    pub fn of(setup: &MatchSetup) -> LobbyMemory {
        LobbyMemory {
            game: setup.game.clone(),
            seats: setup
                .seats
                .iter()
                .map(|s| match s {
                    SeatKind::Human { name } => SeatMemory::Human { name: name.clone() },
                    SeatKind::Bot { name, level } => SeatMemory::Bot {
                        name: name.clone(),
                        level: *level,
                    },
                })
                .collect(),
            options: setup.options.clone(),
        }
    }

    /// The remembered game, seats and options, if the table still hosts that game at that many
    /// seats; options the games no longer offer (or values out of their range) are dropped. A
    /// name is at most `name_chars` characters.
    pub fn fitting(
        &self,
        games: &TableGames,
        name_chars: usize,
    ) -> Option<(String, Vec<SeatKind>, BTreeMap<String, OptionValues>)> {
        let game = games.find(&self.game)?;
        let (min, max) = game.players;
        if !(min..=max).contains(&self.seats.len()) {
            return None;
        }
        let seats = self
            .seats
            .iter()
            .map(|s| {
                Some(match s {
                    SeatMemory::Human { name } => SeatKind::Human {
                        name: fit_name(name, name_chars)?,
                    },
                    SeatMemory::Bot { name, level } => SeatKind::Bot {
                        name: fit_name(name, name_chars)?,
                        level: *level,
                    },
                })
            })
            .collect::<Option<Vec<SeatKind>>>()?;
        let mut options = BTreeMap::new();
        for (id, values) in &self.options {
            let Some(game) = games.find(id) else {
                continue;
            };
            let kept: OptionValues = values
                .iter()
                .filter(|(name, value)| {
                    game.options
                        .iter()
                        .any(|o| o.name == name.as_str() && fits(&o.kind, value))
                })
                .map(|(name, value)| (name.clone(), *value))
                .collect();
            options.insert(id.clone(), kept);
        }
        Some((self.game.clone(), seats, options))
    }
}

/// A remembered name as a seat shows it: no control characters, not empty, not too long.
fn fit_name(name: &str, name_chars: usize) -> Option<String> {
    let name: String = name
        .chars()
        .filter(|c| !c.is_control())
        .take(name_chars)
        .collect();
    let name = name.trim();
    (!name.is_empty()).then(|| name.to_string())
}

/// Whether `value` is one an option of `kind` can take.
fn fits(kind: &OptionKind, value: &OptionValue) -> bool {
    match (kind, value) {
        (OptionKind::Toggle, OptionValue::Bool(_)) => true,
        (OptionKind::Range { min, max, .. }, OptionValue::Int(v)) => (min..=max).contains(&v),
        (OptionKind::Choice(choices), OptionValue::Int(v)) => choices.iter().any(|(c, _)| c == v),
        _ => false,
    }
}
