//! The one input stream of the table: every press of every device (mouse click, key, gamepad
//! button, a cursor's confirm, a HUD button) arrives as a `TablePress` with its stamp. Games
//! never see devices and never stamp their inputs themselves.

use super::Stamp;
use bevy::prelude::*;
use stammtisch_rules::{CardId, Seat};

/// A game verb button every seat's device has; each game says what it means there.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum TableButton {
    /// Gamepad West.
    Act1,
    /// Gamepad North.
    Act2,
    /// Gamepad right trigger.
    Act3,
    /// Not a button: a pick that only points at the card's holder, acting on nothing (a right
    /// click, a shoulder button's cycling, a cursor resting on a card). A game that lets a seat
    /// address another notes it; every other game ignores it.
    Point,
}

/// What a screen knows of one card: its identity, or only that a back lies at a spot. The
/// table's card entities carry it (`table::cards::TableCard`), and a pick names it.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub enum CardKey {
    /// A card one of the screen's seats may see (face up or not).
    Open(CardId),
    /// A card none of the screen's seats may see: the `at`-th back of the game's pile `pile`
    /// (a game numbers its piles: a seat's hand, the stock, a face-down row).
    Back { pile: u16, at: u16 },
}

impl CardKey {
    /// The `at`-th back of pile `pile`.
    pub fn back(pile: u16, at: usize) -> CardKey {
        CardKey::Back {
            pile,
            at: at.min(u16::MAX as usize) as u16,
        }
    }

    /// The card's identity, if the screen knows it.
    pub fn id(self) -> Option<CardId> {
        match self {
            CardKey::Open(card) => Some(card),
            CardKey::Back { .. } => None,
        }
    }
}

/// A place on the table that is not a card (a board field, the pot): the game that spawned it
/// gives it a number of its own, and picks on it carry that number.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Spot(pub u32);

/// What was pressed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PressKind {
    /// A pick on the table: a mouse click or a cursor's confirm on a thing, or a gamepad's
    /// direction at a place the game put on it (`input::aim`).
    Pick {
        /// The card's identity, if the screen knows it.
        card: Option<CardId>,
        /// What the screen knows of the picked card: its identity, or a back's spot (a game's
        /// face-down card picked blind); `None` for a thing that is no card.
        key: Option<CardKey>,
        spot: Option<Spot>,
        /// The verb button held with the direction that aimed this pick (a slap by direction);
        /// `None` for a click, a cursor's confirm or a bare direction.
        by: Option<TableButton>,
    },
    /// A verb button of a gamepad.
    Button(TableButton),
    /// A key (the HUD's buttons press their key too).
    Key(KeyCode),
}

/// A person's press lost a race: `winner` moved first (`None`: the moment was gone), `ms` before
/// it (0: the same millisecond, ranked later). The table says so; a seat held in another home
/// hears it there (`net::host`).
#[derive(Message, Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct RaceLost {
    pub loser: stammtisch_rules::Seat,
    pub winner: Option<stammtisch_rules::Seat>,
    pub ms: u64,
    /// The cards the loser went for, as its own view names them (its screen makes them shudder;
    /// only the loser's home hears of them).
    pub cards: Vec<stammtisch_rules::CardId>,
}

impl RaceLost {
    /// The most cards a lost race names (a whole hand at most; more is nonsense from a line).
    pub const MOST_CARDS: usize = 64;
}

/// A move of a person's seat held in another home was refused: that home's screen says why (the
/// host's table does not: the words address that person).
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub struct MoveRefused {
    pub seat: stammtisch_rules::Seat,
    pub why: stammtisch_rules::RuleError,
}

/// One press, stamped when it arrived.
#[derive(Message, Debug, Clone, Copy, PartialEq)]
pub struct TablePress {
    /// The seat whose device pressed; `None` for a shared device (the mouse or keyboard of a
    /// desk with no seat of its own): the table then gives it to a person who may act.
    pub seat: Option<Seat>,
    pub what: PressKind,
    pub stamp: Stamp,
}

/// True while the pointer is over a menu or a panel: clicks there belong to the UI, not the
/// cards under it (the UI sets it each frame).
#[derive(Resource, Default, Debug)]
pub struct PointerOverUi(pub bool);

/// True while a text field of the UI has the keyboard (a seat's name in the lobby): the keys
/// typed there are text, never a menu's or a game's keys (the UI sets it each frame).
#[derive(Resource, Default, Debug)]
pub struct TypingInUi(pub bool);

/// The panels and menus drawn over the table in the last UI pass, as rectangles in window
/// pixels (origin top left, as the cursor's position). A click inside one belongs to the panel,
/// never to a card under it, even when the pointer jumped there in the same frame.
#[derive(Resource, Default, Debug, Clone)]
pub struct UiRects(pub Vec<Rect>);

impl UiRects {
    /// Whether `point` (window pixels) lies on a panel.
    pub fn covers(&self, point: Vec2) -> bool {
        self.0.iter().any(|r| r.contains(point))
    }
}
