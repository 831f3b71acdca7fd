//! The one input stream of the table: every press of every device (mouse click, key, gamepad
//! button, a cursor's confirm, a HUD button) arrives as a `TablePress` with its stamp. Games
//! never see devices and never stamp their inputs themselves.

use super::Stamp;
use bevy::prelude::*;
use stammtisch_rules::{CardId, Seat};

/// A game verb button every seat's device has; each game says what it means there.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TableButton {
    /// Gamepad West.
    Act1,
    /// Gamepad North.
    Act2,
    /// Gamepad right trigger.
    Act3,
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
        entity: Entity,
        card: Option<CardId>,
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
