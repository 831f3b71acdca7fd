//! Why an action was refused. A refused action leaves the state exactly as it was.
//!
//! A refusal is data (a kind and its values), so the table words it in the player's language;
//! the `Display` here is English, for logs and the command line.

use std::fmt;

/// A refusal, with a reason the table can word (it travels to the home of the seat refused).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum RuleError {
    /// It is not this seat's turn (or the seat may not act in this phase).
    NotYourTurn,
    /// The action is not allowed now; the refusal says why.
    Illegal(Refusal),
    /// Another seat claimed the same thing earlier (real-time games).
    TooLate,
    /// The game is over; nothing more can happen.
    GameOver,
    /// Bad setup: player count, options.
    Setup(String),
}

/// Why an action is not allowed now: a game's own reason as a `Phrase` (its key, values and
/// English words). The kernel names no game's concepts; each game has its own enum of reasons
/// that implements `Phrased` and turns into a `Refusal` with `.into()`.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Refusal(pub super::Phrase);

impl<T: super::Phrased> From<T> for Refusal {
    fn from(why: T) -> Refusal {
        Refusal(why.phrase())
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RuleError::NotYourTurn => write!(f, "it is not your turn"),
            RuleError::Illegal(why) => write!(f, "{why}"),
            RuleError::TooLate => write!(f, "too late: someone was faster"),
            RuleError::GameOver => write!(f, "the game is over"),
            RuleError::Setup(why) => write!(f, "bad setup: {why}"),
        }
    }
}

impl std::error::Error for RuleError {}

/// Shorthand for a refusal with a game's reason.
pub fn illegal<T>(why: impl Into<Refusal>) -> Result<T, RuleError> {
    Err(RuleError::Illegal(why.into()))
}
