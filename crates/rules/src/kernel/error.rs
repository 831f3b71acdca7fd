//! Why an action was refused. A refused action leaves the state exactly as it was.

use std::fmt;

/// A refusal, with a reason a player can read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RuleError {
    /// It is not this seat's turn (or the seat may not act in this phase).
    NotYourTurn,
    /// The action is not allowed now; the text says why.
    Illegal(String),
    /// Another seat claimed the same thing earlier (real-time games).
    TooLate,
    /// The game is over; nothing more can happen.
    GameOver,
    /// Bad setup: player count, options.
    Setup(String),
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

/// Shorthand for a refusal with a reason.
pub fn illegal<T>(why: impl Into<String>) -> Result<T, RuleError> {
    Err(RuleError::Illegal(why.into()))
}
