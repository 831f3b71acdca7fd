//! A game's own reasons and readings as data: a key the table's catalogues word, plus its values.
//!
//! The shared `Refusal` and `Reading` must not name any game's concepts, so a game defines its own
//! enum of refusals (or readings), implements `Phrased` for it, and hands the kernel a `Phrase`.
//! The table looks the key up in the player's language; the English text rides along for logs and
//! the command line.

use super::Seat;
use std::fmt;

/// One value a phrase is worded with.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Arg {
    /// A seat: the table puts its name in.
    Seat(Seat),
    /// A number.
    Int(i64),
    /// Text as the rules name it (a row label, a card); never a sentence.
    Text(String),
    /// Catalogue keys the table words in its own language and lists ("Team Rot, Team Blau").
    Keys(Vec<String>),
}

/// A reason or reading: `key` (kebab-case, starting with the game's id, e.g.
/// `gaemsh-swap-during-snack`), its named values and the English words for logs.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Phrase {
    pub key: String,
    pub args: Vec<(String, Arg)>,
    pub english: String,
}

impl Phrase {
    /// The value named `name`, if the phrase has it.
    pub fn arg(&self, name: &str) -> Option<&Arg> {
        self.args.iter().find(|(n, _)| n == name).map(|(_, a)| a)
    }
}

impl fmt::Display for Phrase {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.english)
    }
}

/// A game's own enum of reasons (or readings): each value has a key, its values and English words.
pub trait Phrased: fmt::Display {
    /// The catalogue key, kebab-case, starting with the game's id.
    fn key(&self) -> &'static str;
    /// The values the words need, by name (the catalogue's placeables).
    fn args(&self) -> Vec<(&'static str, Arg)> {
        Vec::new()
    }
    /// Every kind with sample values, so a test can check each one is worded in every language.
    fn samples() -> Vec<Self>
    where
        Self: Sized;

    /// The phrase the kernel carries.
    fn phrase(&self) -> Phrase {
        Phrase {
            key: self.key().to_string(),
            args: self
                .args()
                .into_iter()
                .map(|(n, a)| (n.to_string(), a))
                .collect(),
            english: self.to_string(),
        }
    }
}

/// Every sample of a game's enum of reasons (or readings) as phrases: for `Game::phrases`.
pub fn samples_of<T: Phrased>() -> Vec<Phrase> {
    T::samples().iter().map(Phrased::phrase).collect()
}
