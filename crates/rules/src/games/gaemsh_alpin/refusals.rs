//! Why Gämsh Alpin refuses an action, as this game's own phrases (keys `gaemsh-...`); a lost race
//! is `RuleError::TooLate` instead.

use crate::kernel::{Arg, Phrased};
use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GaemshRefusal {
    /// The team's signal is picked before the deal; now is not that time.
    NoSignalToPick,
    /// The outed signal may not be picked again.
    SignalOuted { gesture: String },
    /// First every team picks its secret signal.
    PickSignalFirst,
    /// This team has its signal; the others are still picking theirs.
    OthersPicking,
    /// Play is frozen for a reveal.
    Frozen,
    /// That card is not in your hand.
    NotYourCard,
    /// While the Hearty Snack lies in the middle nobody swaps.
    SnackNoSwap,
    /// The Hearty Snack can never be taken.
    SnackNeverTaken,
    /// You pressed "Neue Mitte" already.
    AlreadyVoted,
    /// The Smart Farmer is not in the middle.
    NoFarmer,
    /// Calls at a team point at an opposing team (`team` from 0, worded from 1).
    NotOpposingTeam { team: i64 },
    /// That card may not be slapped now.
    NotSlappable { card: String },
    /// No opponent's fault to catch.
    NoFault,
    /// One slap per player at the Hearty Snack.
    OneSlapEach,
}

impl Phrased for GaemshRefusal {
    fn key(&self) -> &'static str {
        use GaemshRefusal::*;
        match self {
            NoSignalToPick => "gaemsh-no-signal-to-pick",
            SignalOuted { .. } => "gaemsh-signal-outed",
            PickSignalFirst => "gaemsh-pick-signal-first",
            OthersPicking => "gaemsh-others-picking",
            Frozen => "gaemsh-frozen",
            NotYourCard => "gaemsh-not-your-card",
            SnackNoSwap => "gaemsh-swap-during-snack",
            SnackNeverTaken => "gaemsh-snack-never-taken",
            AlreadyVoted => "gaemsh-already-voted",
            NoFarmer => "gaemsh-no-farmer",
            NotOpposingTeam { .. } => "gaemsh-not-opposing-team",
            NotSlappable { .. } => "gaemsh-not-slappable",
            NoFault => "gaemsh-no-fault",
            OneSlapEach => "gaemsh-one-slap-each",
        }
    }

    fn args(&self) -> Vec<(&'static str, Arg)> {
        match self {
            GaemshRefusal::SignalOuted { gesture } => vec![("gesture", Arg::Text(gesture.clone()))],
            // Teams as the table names them: from 1.
            GaemshRefusal::NotOpposingTeam { team } => vec![("team", Arg::Int(*team + 1))],
            GaemshRefusal::NotSlappable { card } => vec![("card", Arg::Text(card.clone()))],
            _ => Vec::new(),
        }
    }

    fn samples() -> Vec<Self> {
        use GaemshRefusal::*;
        vec![
            NoSignalToPick,
            SignalOuted {
                gesture: "wink".into(),
            },
            PickSignalFirst,
            OthersPicking,
            Frozen,
            NotYourCard,
            SnackNoSwap,
            SnackNeverTaken,
            AlreadyVoted,
            NoFarmer,
            NotOpposingTeam { team: 1 },
            NotSlappable {
                card: "Alphorn (Day)".into(),
            },
            NoFault,
            OneSlapEach,
        ]
    }
}

impl fmt::Display for GaemshRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use GaemshRefusal::*;
        match self {
            NoSignalToPick => write!(f, "your team's signal is already chosen"),
            SignalOuted { gesture } => {
                write!(f, "your signal \"{gesture}\" was guessed: pick a new one")
            }
            PickSignalFirst => write!(f, "first every team picks its secret signal"),
            OthersPicking => write!(f, "the other teams are still picking their signals"),
            Frozen => write!(f, "the table is frozen while the hands are shown"),
            NotYourCard => write!(f, "that card is not in your hand"),
            SnackNoSwap => write!(
                f,
                "the Hearty Snack lies in the middle: nobody swaps, slap a card instead"
            ),
            SnackNeverTaken => write!(f, "the Hearty Snack can never be taken"),
            AlreadyVoted => write!(f, "you have already asked for a new middle"),
            NoFarmer => write!(f, "the Smart Farmer does not lie in the middle"),
            NotOpposingTeam { team } => write!(f, "team {} is not an opposing team", team + 1),
            NotSlappable { card } => write!(f, "slapping {card} does nothing now"),
            NoFault => write!(
                f,
                "no opponent swapped a Night card: nothing for the Gamekeeper to catch"
            ),
            OneSlapEach => write!(f, "at the Hearty Snack each player slaps one card only"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kernel::{Refusal, RuleError};

    #[test]
    fn every_refusal_has_a_gaemsh_key_and_english_words() {
        let samples = GaemshRefusal::samples();
        let mut keys: Vec<&str> = samples.iter().map(|r| r.key()).collect();
        keys.sort();
        keys.dedup();
        assert_eq!(keys.len(), samples.len());
        for r in samples {
            assert!(r.key().starts_with("gaemsh-") && !r.to_string().is_empty());
            let error = RuleError::Illegal(r.clone().into());
            assert_eq!(error.to_string(), r.to_string());
            assert!(matches!(error, RuleError::Illegal(Refusal(p)) if p.key == r.key()));
        }
    }
}
