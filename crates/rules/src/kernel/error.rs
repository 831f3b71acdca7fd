//! Why an action was refused. A refused action leaves the state exactly as it was.
//!
//! A refusal is data (a kind and its values), so the table words it in the player's language;
//! the `Display` here is English, for logs and the command line.

use super::Seat;
use std::fmt;

/// A refusal, with a reason the table can word.
#[derive(Clone, Debug, PartialEq, Eq)]
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

/// Why an action is not allowed now: every reason any game gives, with its values.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    // Rounds and dealing.
    /// The round is over: the dealer deals the next one.
    DealerDealsNext,
    /// The round is over: the starting player deals the next one.
    StarterDealsNext,
    // Swapping with the middle (Schwimmen-like games).
    DealerChoosesPacket,
    OnlyThreeCards,
    PassingOff,
    AlreadyKnocked {
        knocker: Seat,
    },
    KnockTooEarly,
    SwapPassOrKnock,
    // Tricks and guessing tiles.
    PredictFirst,
    CardNotInHand {
        card: u8,
    },
    PlayFromHand,
    TilePoints {
        points: u8,
    },
    FivePointRows,
    ZeroRowOnlyForFive {
        points: u8,
    },
    TileRunsPast {
        points: u8,
        rows: u8,
        from: String,
    },
    TilesOverlap {
        owner: Seat,
        left: bool,
        row: String,
    },
    EdgeRowTaken {
        owner: Seat,
        row: String,
    },
    // Shedding cards onto a pile.
    LayAtLeastOne,
    OnlyOwnHandCards,
    OnlyOwnFaceUpCards,
    SameCardsOnly,
    LayLowerAfterFive,
    LayHigher,
    HandCardsFirst,
    FaceDownNotReleased,
    NoFaceUpFits,
    NoPot,
    TakeWithOnlyWhenStuck,
    NotYourFaceUpCard,
    NotYourHandCard,
    ExchangeOver,
    NothingToThrowInOn,
    OnTurnJustLay,
    OnlyTheQuartet,
    AlreadyExchanged,
    ExchangeFirst,
    OutOfRound,
    /// A game's own reason (games added since the table became one own their refusals).
    Game(super::Phrase),
}

impl<T: super::Phrased> From<T> for Refusal {
    fn from(why: T) -> Refusal {
        Refusal::Game(why.phrase())
    }
}

impl Refusal {
    /// Every kind, with sample values: for tests that each one is worded.
    pub fn samples() -> Vec<Refusal> {
        use Refusal::*;
        vec![
            DealerDealsNext,
            StarterDealsNext,
            DealerChoosesPacket,
            OnlyThreeCards,
            PassingOff,
            AlreadyKnocked { knocker: Seat(1) },
            KnockTooEarly,
            SwapPassOrKnock,
            PredictFirst,
            CardNotInHand { card: 40 },
            PlayFromHand,
            TilePoints { points: 6 },
            FivePointRows,
            ZeroRowOnlyForFive { points: 3 },
            TileRunsPast {
                points: 4,
                rows: 2,
                from: "56–60".into(),
            },
            TilesOverlap {
                owner: Seat(0),
                left: true,
                row: "26–30".into(),
            },
            EdgeRowTaken {
                owner: Seat(2),
                row: "61+".into(),
            },
            LayAtLeastOne,
            OnlyOwnHandCards,
            OnlyOwnFaceUpCards,
            SameCardsOnly,
            LayLowerAfterFive,
            LayHigher,
            HandCardsFirst,
            FaceDownNotReleased,
            NoFaceUpFits,
            NoPot,
            TakeWithOnlyWhenStuck,
            NotYourFaceUpCard,
            NotYourHandCard,
            ExchangeOver,
            NothingToThrowInOn,
            OnTurnJustLay,
            OnlyTheQuartet,
            AlreadyExchanged,
            ExchangeFirst,
            OutOfRound,
        ]
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use Refusal::*;
        match self {
            DealerDealsNext => write!(f, "the round is over: the dealer deals the next one"),
            StarterDealsNext => {
                write!(
                    f,
                    "the round is over: the starting player deals the next one"
                )
            }
            DealerChoosesPacket => {
                write!(
                    f,
                    "first the dealer keeps this packet or takes the other one"
                )
            }
            OnlyThreeCards => write!(
                f,
                "there are only three cards in the hand and three in the middle"
            ),
            PassingOff => write!(
                f,
                "passing is switched off in this game: swap one or all three cards"
            ),
            AlreadyKnocked { knocker } => {
                write!(f, "{knocker} has knocked already: this is your last turn")
            }
            KnockTooEarly => write!(f, "nobody may knock before every player has had a turn"),
            SwapPassOrKnock => write!(f, "swap one card, swap all three, pass or knock"),
            PredictFirst => write!(
                f,
                "first every player predicts: lay your guessing tile at the board"
            ),
            CardNotInHand { card } => write!(f, "the card {card} is not in your hand"),
            PlayFromHand => write!(f, "play a card from your hand"),
            TilePoints { points } => write!(
                f,
                "a guessing tile's edges are worth 2, 3, 4 or 5 points, not {points}"
            ),
            FivePointRows => write!(
                f,
                "the 5-point edge only fits on the row \"0\" or the row \"61+\""
            ),
            ZeroRowOnlyForFive { points } => write!(
                f,
                "the row \"0\" is only for the 5-point edge: the {points}-point edge starts at \"1–5\" or higher"
            ),
            TileRunsPast { points, rows, from } => write!(
                f,
                "the {points}-point edge covers {rows} rows: from row \"{from}\" it would run past \"56–60\" (the row \"61+\" is only for the 5-point edge)"
            ),
            TilesOverlap { owner, left, row } => write!(
                f,
                "tiles may not overlap: {owner}'s tile already lies on the {} side at row \"{row}\"",
                if *left { "left" } else { "right" }
            ),
            EdgeRowTaken { owner, row } => write!(
                f,
                "the row \"{row}\" takes only one tile, and {owner}'s tile is there"
            ),
            LayAtLeastOne => write!(f, "lay at least one card"),
            OnlyOwnHandCards => {
                write!(f, "you may only lay your own hand cards (hand cards first)")
            }
            OnlyOwnFaceUpCards => write!(f, "you may only lay your own face-up cards"),
            SameCardsOnly => write!(f, "several cards at once must be identical"),
            LayLowerAfterFive => write!(
                f,
                "after a 5 play goes downward: lay an equal or lower card"
            ),
            LayHigher => write!(f, "lay an equal or higher card"),
            HandCardsFirst => write!(f, "first lay your hand cards"),
            FaceDownNotReleased => write!(
                f,
                "that face-down card is not released: lay its face-up card first"
            ),
            NoFaceUpFits => write!(
                f,
                "no face-up card fits: lay one of them and take it with the pot"
            ),
            NoPot => write!(f, "there is no pot to take"),
            TakeWithOnlyWhenStuck => {
                write!(f, "only when no hand card is left and no face-up card fits")
            }
            NotYourFaceUpCard => write!(f, "that is not one of your face-up cards"),
            NotYourHandCard => write!(f, "that is not one of your hand cards"),
            ExchangeOver => write!(f, "the exchange is over: play has begun"),
            NothingToThrowInOn => write!(f, "there is no card to throw in on"),
            OnTurnJustLay => write!(f, "you are on turn: just lay the cards"),
            OnlyTheQuartet => write!(
                f,
                "only the cards that complete the quartet may be thrown in"
            ),
            AlreadyExchanged => write!(f, "you have already made your one exchange"),
            ExchangeFirst => write!(f, "first everybody exchanges a card or keeps"),
            OutOfRound => write!(f, "you are out of this round: no cards left"),
            Game(phrase) => write!(f, "{phrase}"),
        }
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

/// Shorthand for a refusal with a reason.
pub fn illegal<T>(why: Refusal) -> Result<T, RuleError> {
    Err(RuleError::Illegal(why))
}
