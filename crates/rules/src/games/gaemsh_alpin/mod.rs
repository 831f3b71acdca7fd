//! Gämsh Alpin: teams of two swap with the middle in real time to collect a set of four, signal
//! their partner in secret, and call; opponents watch for the signal. Föhn cards are an option.
//!
//! One `Game` is a whole game: rounds until a team has `target` (9) points. Seats `s` and
//! `s + teams` are partners (opposite); a seat's team is `s % teams`. The table addresses a middle
//! card by its id (it lies in one of four stable slots, `middle[slot]`), a team by its number, a
//! gesture by `Gesture`.
//!
//! Readings of the rulebook where it leaves room (**choice**; the timings are fields of
//! `GaemshConfig`, with their defaults in `config`):
//! - Real time, first come first served in the order actions reach the rules (the table orders a
//!   frame's intents by timestamp). A swap names the card taken; if it is no longer in the middle
//!   the swap is `RuleError::TooLate`. The given card lands in the taken card's slot. Taking back a
//!   card just given is an ordinary swap.
//! - "Nobody wants to swap anymore": `new_middle_ms` (4 s) of logical time without a swap, or every
//!   seat pressing "Neue Mitte" (votes reset with every swap). The middle goes to the face-up
//!   discards; an empty draw pile is refilled from the shuffled discards.
//! - Signals: either partner picks the team's signal (the first pick counts) in the `Signals` phase
//!   before the first deal; an outed team picks again before the next deal and may not pick the
//!   outed gesture. Picks are private: the event says only that the team picked.
//! - Calls freeze the table for `reveal_ms` (5 s) while hands are shown; a call in that time is
//!   `TooLate` (the earlier call wins, the later is void). A right Outgämshed freezes too; a wrong
//!   one neither freezes nor ends the round. A wrong call gives its points to every other team.
//! - Gämsh shows the partner's hand, Double Gämsh both, Counter Gämsh both hands of the team
//!   pointed at ("at least one of your team has a set"). A set is all four cards of one image.
//! - Smart Farmer: a Gämsh or Double Gämsh call with `farmer: true` (legal only while it lies in
//!   the middle) needs three cards of one image in each hand that must hold a set.
//! - Watchful Gamekeeper: a swap giving or taking a Night card while the Gamekeeper lies in the
//!   middle after the swap is a fault. One fault is open at a time (a newer one replaces it); it
//!   lapses after `gamekeeper_window_ms` (3 s), when the faulty player swaps again, or when the card
//!   it gave is taken. A player of another team slapping the Gamekeeper in time undoes the swap and
//!   scores 1; a slap after the fault lapsed or was caught is `TooLate`.
//! - Hearty Snack: never dealt into a hand (so never taken). While it lies in the middle nobody
//!   swaps or presses "Neue Mitte"; each seat may slap one of the other three cards, each card goes
//!   to its first slapper (later: `TooLate`). When all three are slapped, or after
//!   `snack_window_ms` (3 s), a team whose both players slapped scores 1, and with three teams a
//!   three-way tie (every team one card) scores 1 for every team; then a new middle.
//! - Raging Bull: slapping it while it lies in the middle replaces the middle, except while the
//!   Snack lies there: then it is one of the Snack's three cards.
//! - With `reveal_ms: 0` there is no freeze: the next round is dealt at once and a second call in
//!   the same instant applies to it (the throughput benchmark plays so; the table should not).
//! - `penalties` (the sim's report) counts each seat's wrong calls.
//! - Events are public (hands only in `Shown`, signals never); the replay log is not: its
//!   `PickSignal` actions name the signals, so the table shows it to nobody during a game.
//! - Bots remember nothing between decisions, so the view carries the public gesture tally
//!   (`watch::Watch`): recent gestures, and per team which gestures came shortly before a set was
//!   shown in its hands.

mod actions;
mod belief;
pub mod bots;
mod calls;
pub mod cards;
mod config;
mod endings;
mod game;
mod moves;
mod refusals;
mod state;
mod view;
pub mod watch;

#[cfg(test)]
mod tests;

pub use actions::{Action, Call, Event, Gesture, MiddleWhy, ScoreWhy};
pub use cards::Foehn;
pub use config::GaemshConfig;
pub use endings::GaemshEnding;
pub use refusals::GaemshRefusal;
pub use state::{Fault, Gaemsh, Phase, Snack};
pub use view::GaemshView;
