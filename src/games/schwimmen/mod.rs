//! Schwimmen at the table: what differs from the other games (projection, input verbs, life
//! tokens, HUD, sounds, the pauses after a deal and a showdown). The match itself is the
//! driver's (`games::driver`).

mod hud;
pub mod input;
mod project;
mod sound;
mod tokens;

use crate::core::registry::DeckSource;
use crate::games::driver::{self, Match, PressMeaning, RulesEvent, TableGame};
use crate::table::layout::TableSize;
use crate::table::privacy::Privacy;
use crate::table::seats::TableSeats;
use bevy::prelude::*;
use stammtisch_rules::games::schwimmen::{Action, Event, Phase, Schwimmen};
use stammtisch_rules::{CardId, Millis, Seat};

/// Schwimmen's table.
pub struct SchwimmenTable;

/// The game at the table.
pub type SchwimmenMatch = Match<SchwimmenTable>;
/// Something the rules reported, for animations, sound and the HUD.
pub type TableEvent = RulesEvent<Event>;

impl SchwimmenMatch {
    /// The value of `seat`'s hand while it holds one (after the deal, until the round ends),
    /// as the HUD shows it to its player ("27½").
    pub fn hand_value(&self, seat: stammtisch_rules::Seat) -> Option<String> {
        use stammtisch_rules::games::schwimmen::{Phase, score_hand};
        matches!(self.game.phase(), Phase::Play { .. } | Phase::DealerChoice)
            .then(|| score_hand(self.game.hand(seat)).to_string())
    }
}

/// What the table keeps beside the rules.
#[derive(Debug, Default)]
pub struct Picks {
    /// The hand card (or middle card) a person has picked for a swap.
    pub picked: Option<CardId>,
}

/// Pauses (ms at pace 1) so people can follow: the deal lands, the showdown stays a moment.
const DEAL_PAUSE: Millis = 2200;
const SHOWDOWN_PAUSE: Millis = 4000;

impl TableGame for SchwimmenTable {
    type Rules = Schwimmen;
    type Local = Picks;
    const DECK: DeckSource = crate::assets::FRENCH_DECK;

    fn cards(_game: &Schwimmen) -> Vec<CardId> {
        stammtisch_rules::cards::piquet_deck()
    }
    fn deal_from(size: TableSize) -> Vec2 {
        crate::table::layout::stock_place(size)
    }
    fn opening(game: &Schwimmen) -> Vec<Event> {
        vec![Event::Dealt {
            round: 1,
            dealer: game.dealer(),
        }]
    }
    fn press(
        m: &mut SchwimmenMatch,
        seat: Seat,
        what: &crate::core::PressKind,
    ) -> PressMeaning<Action> {
        input::press(m, seat, what)
    }
    fn pause(event: &Event) -> Millis {
        match event {
            Event::Dealt { .. } => DEAL_PAUSE,
            Event::RoundEnded { .. } => SHOWDOWN_PAUSE,
            _ => 0,
        }
    }
    fn before_move(m: &mut SchwimmenMatch) {
        m.local.picked = None;
    }
}

impl SchwimmenMatch {
    /// Whether the screen may show `seat`'s hand: open at the showdown, otherwise as the
    /// table's privacy says (one human sees their own; several humans peek or pass the gate).
    pub fn shows_hand_of(&self, seats: &TableSeats, privacy: &Privacy, seat: Seat) -> bool {
        matches!(self.game.phase(), Phase::Deal | Phase::GameOver { .. })
            || privacy.shows(seats, seat)
    }
}

pub(super) fn plugin(app: &mut App) {
    driver::add::<SchwimmenTable>(app, Schwimmen::NAME_ID);
    app.add_plugins((project::plugin, tokens::plugin, sound::plugin, hud::plugin));
}
