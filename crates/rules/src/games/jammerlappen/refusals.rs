//! Why Jammerlappen refuses an action, as this game's own phrases (keys `jammerlappen-...`); a lost
//! throw-in race is `RuleError::TooLate` instead.

use crate::kernel::Phrased;
use std::fmt;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JammerlappenRefusal {
    /// Lay at least one card.
    LayAtLeastOne,
    /// You may only lay your own hand cards (hand cards first).
    OnlyOwnHandCards,
    /// You may only lay your own face-up cards.
    OnlyOwnFaceUpCards,
    /// Several cards at once must be identical.
    SameCardsOnly,
    /// After a 5 play goes downward: lay an equal or lower card.
    LayLowerAfterFive,
    /// Lay an equal or higher card.
    LayHigher,
    /// First lay your hand cards.
    HandCardsFirst,
    /// That face-down card is not released: lay its face-up card first.
    FaceDownNotReleased,
    /// No face-up card fits: lay one of them and take it with the pot.
    NoFaceUpFits,
    /// There is no pot to take.
    NoPot,
    /// Only when no hand card is left and no face-up card fits.
    TakeWithOnlyWhenStuck,
    /// That is not one of your face-up cards.
    NotYourFaceUpCard,
    /// That is not one of your hand cards.
    NotYourHandCard,
    /// The exchange is over: play has begun.
    ExchangeOver,
    /// There is no card to throw in on.
    NothingToThrowInOn,
    /// You are on turn: just lay the cards.
    OnTurnJustLay,
    /// Only the cards that complete the quartet may be thrown in.
    OnlyTheQuartet,
    /// You have already made your one exchange.
    AlreadyExchanged,
    /// First everybody exchanges a card or keeps.
    ExchangeFirst,
    /// You are out of this round: no cards left.
    OutOfRound,
}

impl JammerlappenRefusal {
    /// Every kind, in one list.
    pub const ALL: [JammerlappenRefusal; 20] = [
        JammerlappenRefusal::LayAtLeastOne,
        JammerlappenRefusal::OnlyOwnHandCards,
        JammerlappenRefusal::OnlyOwnFaceUpCards,
        JammerlappenRefusal::SameCardsOnly,
        JammerlappenRefusal::LayLowerAfterFive,
        JammerlappenRefusal::LayHigher,
        JammerlappenRefusal::HandCardsFirst,
        JammerlappenRefusal::FaceDownNotReleased,
        JammerlappenRefusal::NoFaceUpFits,
        JammerlappenRefusal::NoPot,
        JammerlappenRefusal::TakeWithOnlyWhenStuck,
        JammerlappenRefusal::NotYourFaceUpCard,
        JammerlappenRefusal::NotYourHandCard,
        JammerlappenRefusal::ExchangeOver,
        JammerlappenRefusal::NothingToThrowInOn,
        JammerlappenRefusal::OnTurnJustLay,
        JammerlappenRefusal::OnlyTheQuartet,
        JammerlappenRefusal::AlreadyExchanged,
        JammerlappenRefusal::ExchangeFirst,
        JammerlappenRefusal::OutOfRound,
    ];
}

impl Phrased for JammerlappenRefusal {
    fn key(&self) -> &'static str {
        use JammerlappenRefusal::*;
        match self {
            LayAtLeastOne => "jammerlappen-lay-at-least-one",
            OnlyOwnHandCards => "jammerlappen-only-own-hand-cards",
            OnlyOwnFaceUpCards => "jammerlappen-only-own-face-up-cards",
            SameCardsOnly => "jammerlappen-same-cards-only",
            LayLowerAfterFive => "jammerlappen-lay-lower-after-five",
            LayHigher => "jammerlappen-lay-higher",
            HandCardsFirst => "jammerlappen-hand-cards-first",
            FaceDownNotReleased => "jammerlappen-face-down-not-released",
            NoFaceUpFits => "jammerlappen-no-face-up-fits",
            NoPot => "jammerlappen-no-pot",
            TakeWithOnlyWhenStuck => "jammerlappen-take-with-only-when-stuck",
            NotYourFaceUpCard => "jammerlappen-not-your-face-up-card",
            NotYourHandCard => "jammerlappen-not-your-hand-card",
            ExchangeOver => "jammerlappen-exchange-over",
            NothingToThrowInOn => "jammerlappen-nothing-to-throw-in-on",
            OnTurnJustLay => "jammerlappen-on-turn-just-lay",
            OnlyTheQuartet => "jammerlappen-only-the-quartet",
            AlreadyExchanged => "jammerlappen-already-exchanged",
            ExchangeFirst => "jammerlappen-exchange-first",
            OutOfRound => "jammerlappen-out-of-round",
        }
    }

    fn samples() -> Vec<Self> {
        Self::ALL.to_vec()
    }
}

impl fmt::Display for JammerlappenRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use JammerlappenRefusal::*;
        f.write_str(match self {
            LayAtLeastOne => "lay at least one card",
            OnlyOwnHandCards => "you may only lay your own hand cards (hand cards first)",
            OnlyOwnFaceUpCards => "you may only lay your own face-up cards",
            SameCardsOnly => "several cards at once must be identical",
            LayLowerAfterFive => "after a 5 play goes downward: lay an equal or lower card",
            LayHigher => "lay an equal or higher card",
            HandCardsFirst => "first lay your hand cards",
            FaceDownNotReleased => {
                "that face-down card is not released: lay its face-up card first"
            }
            NoFaceUpFits => "no face-up card fits: lay one of them and take it with the pot",
            NoPot => "there is no pot to take",
            TakeWithOnlyWhenStuck => "only when no hand card is left and no face-up card fits",
            NotYourFaceUpCard => "that is not one of your face-up cards",
            NotYourHandCard => "that is not one of your hand cards",
            ExchangeOver => "the exchange is over: play has begun",
            NothingToThrowInOn => "there is no card to throw in on",
            OnTurnJustLay => "you are on turn: just lay the cards",
            OnlyTheQuartet => "only the cards that complete the quartet may be thrown in",
            AlreadyExchanged => "you have already made your one exchange",
            ExchangeFirst => "first everybody exchanges a card or keeps",
            OutOfRound => "you are out of this round: no cards left",
        })
    }
}
