//! Gussy Gorillas: hold a card you cannot see, trade it or keep it, all seats at once; score the
//! pairs, 1s, Splits, Flips and Reverses (rulebook: `shared/rulebooks/gussy-gorillas.txt`, deck and
//! choices: its section in NOTES.md).
//!
//! One `Game` is the **whole match** (**choice**): rounds are dealt one after another until a seat
//! has 2 bananas (`config::BANANAS_TO_WIN`), as with Schwimmen. Between rounds the game pauses
//! (`Phase::Scored`, `config::ROUND_PAUSE_MS`, a timer: `next_deadline`/`advance` deal the next
//! round) so the table can animate the scoring; every round's points and bananas are in
//! `Gorillas::history` and the `Event::Scored` of that round, with the scorer's steps in words.
//! `outcome` at the end: bananas as the score, the last round's steps as the breakdown.
//!
//! Real time: every seat that holds cards may act at any moment (`actors`); the rules apply
//! intents in arrival order and the table sends them in timestamp order.
//! - `Offer { to, card }` offers my whole hand to `to` for its whole hand; `card` is the first card
//!   the offerer sees `to` hold. The moment two seats offer to each other, they trade (hands
//!   swapped whole into the receivers' collections) and both draw. A seat may offer to several
//!   seats at once. **Two seats accepting one offer**: the first to arrive trades; the later one
//!   names a card that has left that hand and is refused with `RuleError::TooLate` (the race is
//!   decided by the card, so no timer is needed).
//! - Offers lapse (`Event::Lapsed`) when either hand leaves (traded or kept); **choice**: adding a
//!   second card keeps the seat's own offers (that is what sweetening is for) and the offers made
//!   to it (they name its first card, which it still holds).
//! - `Keep`, `AddCard` (a second card from the own pile, hidden from the holder too), and
//!   `Shout { to, talk }`: a quick phrase (`Talk`) at another seat holding cards. **choice**: one
//!   shout per held card (the voice comes back with the next card or a second card), so talk
//!   stays talk and random games end.
//! - A seat with an empty pile and hand is finished (`Event::Finished`); the round ends when all
//!   are. Nobody can "see the front of their own card" on a screen, so that rule has no place.
//!
//! What a seat knows (`GorillasView`): never its own held cards; every other held card; its own
//! collection; the others' collections only with Open Showcase (`showcase`). **choice**: the view
//! also carries `witnessed`, the seat's memory of public events: per other seat the cards it saw
//! go into that collection (every card but its own former held cards, which it never saw;
//! everybody else did). Not for display; stateless bots need it to remember what a person would.
//!
//! Scoring (`score`): the best legal score for the player, under these readings (**choice**):
//! - Pairs: same primate, same final value, and both flipped or both not (a flipped 10 is no pair
//!   with a 1; two flipped 10s are a pair of 1s and count 11). A Reverse does not change the type:
//!   a reversed 5 pairs with a -5 of the same primate.
//! - A Split goes on a pair as it stands after every Flip and Reverse ("in any order" is not a way
//!   to spend a Split on cards that a later Flip parts). Split cards count singly.
//! - A Flip goes only on a printed 2, 6, 7 or 10 (the rulebook's list; a printed 9 or 1 is not
//!   flippable). A Wild counts as the kind it is played as for "one special of each type".
//! - Rare 9s: the printed 9 card has the power (a 6 flipped to 9 has not). The discards are taken
//!   before scoring the rest, as the owner likes best, and must match the 9s left unpaired there;
//!   "any 2 other cards" may include another 9, which then discards nothing.
//! - Special 6: all specials count 6 and have no effect while a Special 6 is in the collection
//!   (after discards).
//! - Bananas: ties for second (5+ players, one clear first) all earn one.
//!
//! Deck: one table, `deck::DECK`. Lobby options (`GorillasConfig`): `rare` (always on at 10
//! players) and `showcase`. Refusals are `refusals::GorillasRefusal`, per-seat endings `endings::GorillasEnding`, score steps
//! `steps::Step`, phrases `talk::Talk`; all `Phrased` with `gorillas-` keys.

mod actions;
pub mod belief;
pub mod bots;
pub mod cli;
mod compact;
pub mod config;
pub mod deck;
mod endings;
mod game;
mod refusals;
pub mod score;
mod seen;
mod state;
pub mod steps;
pub mod talk;
mod tally;
pub mod untangle;
mod view;

pub use actions::{Action, Event};
pub use config::GorillasConfig;
pub use endings::GorillasEnding;
pub use refusals::GorillasRefusal;
pub use seen::Seen;
pub use state::{Gorillas, Phase, RoundResult, award};
pub use talk::Talk;
pub use view::GorillasView;

#[cfg(test)]
mod score_tests;
#[cfg(test)]
mod tally_tests;
#[cfg(test)]
mod tests;
