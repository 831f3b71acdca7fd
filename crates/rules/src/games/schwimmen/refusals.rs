//! Why Schwimmen refuses an action, as this game's own phrases (keys `schwimmen-...`).

use crate::kernel::{Arg, Phrased, Seat};
use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SchwimmenRefusal {
    /// The round is over: the dealer deals the next one.
    DealerDealsNext,
    /// First the dealer keeps this packet or takes the other one.
    DealerChoosesPacket,
    /// Three cards in the hand and three in the middle: no fourth to swap.
    OnlyThreeCards,
    /// Passing is switched off by the rules chosen.
    PassingOff,
    /// Someone knocked: this is the last turn, no second knock.
    AlreadyKnocked { knocker: Seat },
    /// Nobody knocks before every player has had a turn.
    KnockTooEarly,
    /// A turn is a swap of one or three cards, a pass or a knock.
    SwapPassOrKnock,
}

impl Phrased for SchwimmenRefusal {
    fn key(&self) -> &'static str {
        use SchwimmenRefusal::*;
        match self {
            DealerDealsNext => "schwimmen-dealer-deals-next",
            DealerChoosesPacket => "schwimmen-dealer-chooses-packet",
            OnlyThreeCards => "schwimmen-only-three-cards",
            PassingOff => "schwimmen-passing-off",
            AlreadyKnocked { .. } => "schwimmen-already-knocked",
            KnockTooEarly => "schwimmen-knock-too-early",
            SwapPassOrKnock => "schwimmen-swap-pass-or-knock",
        }
    }

    fn args(&self) -> Vec<(&'static str, Arg)> {
        match *self {
            SchwimmenRefusal::AlreadyKnocked { knocker } => vec![("knocker", Arg::Seat(knocker))],
            _ => Vec::new(),
        }
    }

    fn samples() -> Vec<Self> {
        use SchwimmenRefusal::*;
        vec![
            DealerDealsNext,
            DealerChoosesPacket,
            OnlyThreeCards,
            PassingOff,
            AlreadyKnocked { knocker: Seat(1) },
            KnockTooEarly,
            SwapPassOrKnock,
        ]
    }
}

impl fmt::Display for SchwimmenRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use SchwimmenRefusal::*;
        match self {
            DealerDealsNext => write!(f, "the round is over: the dealer deals the next one"),
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
        }
    }
}
