//! The one table of Jammerlappen's readings where the rulebook is silent (NOTES.md: **choice**).
//!
//! Where the rulebook speaks, the code follows it and there is nothing to choose; these constants
//! are the rest. Each names the reading the code makes; /work/notes/jam-readme.md explains them.

/// Who may exchange before play, and when.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExchangeOrder {
    /// Every seat decides at the same time, in any order; play begins when all have decided.
    Simultaneous,
    /// One seat after another, from the starter on in the direction of play.
    InTurn,
}

/// What several identical action cards laid at once do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SameActionsAtOnce {
    /// Each card takes its effect, one after another, as if laid singly in a row (two Aussetzen!
    /// skip two seats, two Richtungswechsel! turn play round and back).
    EachCard,
    /// The cards take the effect of one card; all of them still count as action cards in a row.
    OneEffect,
}

/// The exchange before play ("each player may, once, exchange ...": no order given).
pub const EXCHANGE: ExchangeOrder = ExchangeOrder::Simultaneous;

/// Identical action cards laid at once ("you may lay them all at the same time": no effect given).
pub const SAME_ACTIONS_AT_ONCE: SameActionsAtOnce = SameActionsAtOnce::EachCard;

/// Whether the fourth action card in a row still turns play round when it is a Richtungswechsel!.
/// Its other effects are replaced by the rule ("the player who played the last action card may
/// begin again"); the direction is not mentioned there.
pub const FOURTH_ACTION_TURNS_PLAY: bool = true;

/// Whether the seat that just laid may throw in on its own card (it is "not on turn" then, e.g.
/// after drawing the missing copies).
pub const LAYER_MAY_THROW_IN: bool = true;
