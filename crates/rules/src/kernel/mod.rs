//! The kernel every game stands on: cards, seats, rng, the `Game` trait, errors, options and the replay log.

pub mod cards;
pub mod claims;
pub mod error;
pub mod game;
pub mod log;
pub mod options;
pub mod phrase;
pub mod replay;
pub mod rng;
pub mod seat;
pub mod seen;

pub use cards::{CardId, FrenchCard, Rank, Suit};
pub use claims::ClaimBook;
pub use error::{Refusal, RuleError};
pub use game::{Game, Millis, Outcome, Reading, SeatResult};
pub use log::{LogEntry, LogHeader, ReplayLog};
pub use options::{
    GameConfig, GameOption, OptionKind, OptionValue, OptionValues, config_from, default_values,
    parse_option,
};
pub use phrase::{Arg, Phrase, Phrased, samples_of};
pub use replay::{Replay, ReplayStep};
pub use rng::GameRng;
pub use seat::Seat;
pub use seen::SeenCard;
