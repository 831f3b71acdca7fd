//! What a seat may do in Gämsh Alpin (gestures, swaps, slaps, calls), and what the table hears.
//!
//! Addressing: a swap names the hand card given and the middle card taken (by card, not slot, so a
//! claim on a card someone else took first is refused as too late); a slap names a middle card;
//! a call at a team names the team (`seat % teams`); gestures are a fixed list of eight.

use crate::kernel::{CardId, Seat};
use serde::{Deserialize, Serialize};

/// The visible gestures every avatar can make; a team's secret signal is one of them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Gesture {
    Wink,
    ScratchHead,
    TapCards,
    Cough,
    Whistle,
    Yawn,
    LookUp,
    DrumFingers,
}

impl Gesture {
    pub const ALL: [Gesture; 8] = [
        Gesture::Wink,
        Gesture::ScratchHead,
        Gesture::TapCards,
        Gesture::Cough,
        Gesture::Whistle,
        Gesture::Yawn,
        Gesture::LookUp,
        Gesture::DrumFingers,
    ];
    pub const COUNT: usize = 8;

    pub fn index(self) -> usize {
        self as usize
    }

    /// The catalogue key part (kebab-case) the table words: `wink`, `scratch-head`, ...
    pub fn key(self) -> &'static str {
        match self {
            Gesture::Wink => "wink",
            Gesture::ScratchHead => "scratch-head",
            Gesture::TapCards => "tap-cards",
            Gesture::Cough => "cough",
            Gesture::Whistle => "whistle",
            Gesture::Yawn => "yawn",
            Gesture::LookUp => "look-up",
            Gesture::DrumFingers => "drum-fingers",
        }
    }

    pub fn english(self) -> &'static str {
        match self {
            Gesture::Wink => "wink",
            Gesture::ScratchHead => "scratch head",
            Gesture::TapCards => "tap cards",
            Gesture::Cough => "cough",
            Gesture::Whistle => "whistle",
            Gesture::Yawn => "yawn",
            Gesture::LookUp => "look up",
            Gesture::DrumFingers => "drum fingers",
        }
    }
}

/// A call; every one freezes the table for its reveal (a wrong Outgämshed only scores).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Call {
    /// "My partner has a set" (1 point). `farmer`: slapping the Smart Farmer with it (three suffice).
    Gaemsh { farmer: bool },
    /// "My partner and I both have a set" (2 points).
    DoubleGaemsh { farmer: bool },
    /// "One of team `team` has a set" (1 point).
    Counter { team: u8 },
    /// "Team `team`'s signal is `gesture`" (3 points).
    Outgaemshed { team: u8, gesture: Gesture },
}

impl Call {
    /// Points at stake.
    pub fn points(self) -> u32 {
        match self {
            Call::Gaemsh { .. } | Call::Counter { .. } => 1,
            Call::DoubleGaemsh { .. } => 2,
            Call::Outgaemshed { .. } => 3,
        }
    }
}

/// A seat's move.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Before the first deal (and after being outed): the team's secret signal. Either partner may
    /// pick; the first pick is the team's.
    PickSignal {
        gesture: Gesture,
    },
    /// Give hand card `give` to the middle and take middle card `take`, as one move; `give` lands
    /// in `take`'s slot.
    Swap {
        give: CardId,
        take: CardId,
    },
    /// Press "Neue Mitte": when every seat has pressed it (since the last swap), a new middle.
    NewMiddle,
    Gesture {
        gesture: Gesture,
    },
    Call {
        call: Call,
    },
    /// Slap a middle card (Föhn: the Gamekeeper on a fault, the Bull, a card beside the Snack).
    Slap {
        card: CardId,
    },
}

/// Why the middle was replaced.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum MiddleWhy {
    /// Nobody swapped for `new_middle_ms`.
    Idle,
    /// Everybody pressed "Neue Mitte".
    Votes,
    /// The Raging Bull was slapped.
    Bull,
    /// The Hearty Snack was resolved.
    Snack,
}

/// Why a team scored.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ScoreWhy {
    /// Its own call was right.
    RightCall,
    /// Another team's call was wrong.
    WrongCall { by: u8 },
    /// It caught a Gamekeeper fault.
    Gamekeeper,
    /// Its slaps at the Hearty Snack.
    Snack,
}

/// What happened, for the log, the animations and the HUD. Every event is public: hands appear
/// only in `Shown` (a call's reveal), signals never (only that a team has picked one).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Event {
    /// Team `team` picked its secret signal (which one stays in its views).
    SignalPicked {
        team: u8,
    },
    /// A round was dealt: four cards to each hand (face down) and these four to the middle.
    Dealt {
        round: u32,
        middle: [CardId; 4],
    },
    Swapped {
        seat: Seat,
        gave: CardId,
        took: CardId,
        slot: u8,
        /// A Night card was swapped while the Gamekeeper lies in the middle.
        fault: bool,
    },
    VotedNewMiddle {
        seat: Seat,
    },
    /// The discards were shuffled into a new draw pile.
    Reshuffled {
        cards: u8,
    },
    NewMiddle {
        why: MiddleWhy,
        discarded: [CardId; 4],
        middle: [CardId; 4],
    },
    Gestured {
        seat: Seat,
        gesture: Gesture,
    },
    Called {
        seat: Seat,
        call: Call,
        right: bool,
    },
    /// A hand shown for a call.
    Shown {
        seat: Seat,
        hand: [CardId; 4],
    },
    Scored {
        team: u8,
        points: u32,
        total: u32,
        why: ScoreWhy,
    },
    Slapped {
        seat: Seat,
        card: CardId,
        slot: u8,
    },
    /// `by` slapped the Gamekeeper on `faulty`'s fault: the swap is undone.
    FaultCaught {
        by: Seat,
        faulty: Seat,
        gave: CardId,
        took: CardId,
    },
    /// The fault can no longer be slapped.
    FaultLapsed {
        faulty: Seat,
    },
    /// The Hearty Snack lies in the middle: slap, nobody swaps, until `until`.
    SnackOpened {
        until: u64,
    },
    /// The Snack's slaps are over: who slapped what.
    SnackOver {
        slaps: Vec<(Seat, CardId)>,
    },
    /// The round ended with a call; the table stays frozen until `until`.
    RoundOver {
        round: u32,
        until: u64,
    },
    /// Team `team` was outed and picks a new signal.
    SignalOuted {
        team: u8,
        gesture: Gesture,
    },
    /// The cards are collected; these teams pick a (new) signal before the next deal.
    SignalsAwaited {
        teams: Vec<u8>,
    },
    /// The game is over; `winners` are teams.
    GameOver {
        winners: Vec<u8>,
    },
}

impl Event {
    /// Every card the event names, in order. Every Gämsh event is public: cards move between hands
    /// and the open middle, and a hand is named only when a call shows it.
    pub fn cards(&self) -> Vec<CardId> {
        match self {
            Event::Dealt { middle, .. } => middle.to_vec(),
            Event::Swapped { gave, took, .. } | Event::FaultCaught { gave, took, .. } => {
                vec![*gave, *took]
            }
            Event::NewMiddle {
                discarded, middle, ..
            } => discarded.iter().chain(middle).copied().collect(),
            Event::Shown { hand, .. } => hand.to_vec(),
            Event::Slapped { card, .. } => vec![*card],
            Event::SnackOver { slaps } => slaps.iter().map(|&(_, card)| card).collect(),
            _ => Vec::new(),
        }
    }
}
