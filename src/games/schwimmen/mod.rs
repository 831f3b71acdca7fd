//! Schwimmen at the table: what differs from the other games (projection, input verbs, life
//! tokens, HUD, sounds, the pauses after a deal and a showdown). The match itself is the
//! driver's (`games::driver`).

mod hud;
pub mod input;
mod phone;
mod project;
mod tokens;

use crate::games::driver::{self, Sight, TableGame};
use crate::table::layout::TableSize;
use bevy::prelude::*;
use stammtisch_rules::games::schwimmen::{Action, Event, Phase, Schwimmen, SchwimmenView};
use stammtisch_rules::{CardId, Millis, Phrase, Seat};

/// Schwimmen's table.
pub struct SchwimmenTable;

// Every Schwimmen event is public: the screen's seats learn the rules' event as it is.
crate::table_game_names!(SchwimmenTable => SchwimmenMatch, SchwimmenShown,
    SchwimmenEvent = Event, SchwimmenSeen = Event, SchwimmenSight);

/// The value of `seat`'s hand while the screen holds the seat and the seat a hand (after the
/// deal, until the round ends), as the HUD shows it to its player ("27½").
pub fn hand_value(sight: &SchwimmenSight, seat: Seat) -> Option<String> {
    use stammtisch_rules::games::schwimmen::score_hand;
    let view = sight.view(seat)?;
    matches!(view.phase, Phase::Play { .. } | Phase::DealerChoice)
        .then_some(view.hand)
        .flatten()
        .map(|hand| score_hand(hand).to_string())
}

/// What the table keeps beside the rules.
#[derive(Debug, Default, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Picks {
    /// The hand card (or middle card) a person has picked for a swap.
    pub picked: Option<CardId>,
    /// The seat whose person picked it: only a screen holding that seat sees the pick (what a
    /// person is about to do stays in their home).
    pub picker: Option<Seat>,
    /// When the showdown goes up (after the last move could be seen).
    pub showdown_from: Millis,
}

/// Pauses (ms at pace 1) so people can follow: the deal lands, the showdown stays a moment.
const DEAL_PAUSE: Millis = 2200;
const SHOWDOWN_PAUSE: Millis = 4000;
/// The last move of a round plays out before the showdown goes up.
const LAST_MOVE_PAUSE: Millis = 1200;

impl TableGame for SchwimmenTable {
    crate::table_game_parts!(rules: Schwimmen, local: Picks, deck: crate::assets::FRENCH_DECK, words: "schwimmen");

    fn local_seen(local: &Picks, sight: &Sight<Self>) -> Picks {
        Picks {
            picked: local
                .picked
                .filter(|&card| sight.knows(card) && local.picker.is_some_and(|s| sight.holds(s))),
            picker: local.picker.filter(|&s| sight.holds(s)),
            ..local.clone()
        }
    }

    fn card_count(_game: &Schwimmen) -> usize {
        stammtisch_rules::cards::piquet_deck().len()
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
    fn action_cards(asked: driver::MoveAsked<Self>) -> Vec<CardId> {
        let (Some(hand), Some(middle)) = (asked.view.hand, asked.view.middle) else {
            return Vec::new();
        };
        let cards = match *asked.action {
            Action::Swap { hand: h, middle: m } => {
                vec![hand[h as usize % 3], middle[m as usize % 3]]
            }
            _ => return Vec::new(),
        };
        driver::through_pick(cards, asked.local.picked.as_slice())
    }
    fn pause(event: &Event) -> Millis {
        match event {
            Event::Dealt { .. } => DEAL_PAUSE,
            _ => 0,
        }
    }
    fn before_move(m: &mut SchwimmenMatch) {
        m.local.picked = None;
    }
    fn on_event(m: &mut SchwimmenMatch, event: &Event, now: Millis, pace: f64) {
        if let Event::RoundEnded { .. } = event {
            // The showdown waits until the last move was seen, then stays for a person.
            let from = now.saturating_add(driver::paced(LAST_MOVE_PAUSE, pace));
            m.local.showdown_from = from;
            m.hold(from, SHOWDOWN_PAUSE, pace);
            m.wait_for_person(from);
        } else {
            m.hold(now, Self::pause(event), pace);
        }
    }
    fn announce(_: &SchwimmenMatch, action: &Action, _: &[Event]) -> Option<Phrase> {
        let key = match action {
            Action::Deal => crate::key!("schwimmen-says-deal"),
            Action::KeepPacket => crate::key!("schwimmen-says-keep-packet"),
            Action::TakeOtherPacket => crate::key!("schwimmen-says-take-other"),
            Action::SwapAll => crate::key!("schwimmen-says-swap-all"),
            Action::Pass => crate::key!("schwimmen-says-pass"),
            Action::Knock => crate::key!("schwimmen-says-knock"),
            Action::Swap { .. } => crate::key!("schwimmen-says-swap"),
        };
        Some(driver::present::said(key, Vec::new()))
    }
    /// The table's sound for an event.
    fn sound(event: &Event) -> Option<crate::audio::Sound> {
        use crate::audio::Sound;
        Some(match event {
            Event::Dealt { .. } => Sound::Deal,
            Event::Swapped { .. }
            | Event::SwappedAll { .. }
            | Event::MiddleReplaced { .. }
            | Event::StockReshuffled { .. } => Sound::Swap,
            Event::PacketKept { .. } | Event::PacketExchanged { .. } => Sound::Flip,
            Event::Knocked { .. } => Sound::Knock,
            Event::LifeLost { .. } | Event::WentUnder { .. } => Sound::LifeLost,
            Event::GameWon { .. } => Sound::Win,
            Event::Passed { .. } => Sound::Click,
            _ => return None,
        })
    }
}

impl SchwimmenShown {
    /// Whether the showdown between rounds is up (`public`: the public view): after the last
    /// move was seen, until a person continued (or, at a table of bots, for its pause).
    pub fn showdown_up(&self, public: &SchwimmenView) -> bool {
        matches!(public.phase, Phase::Deal | Phase::GameOver { .. })
            && public.last_round.is_some()
            && self.now >= self.local.showdown_from
            && (self.busy() || matches!(public.phase, Phase::GameOver { .. }))
    }
}

pub(super) fn plugin(app: &mut App) {
    driver::add::<SchwimmenTable>(app, Schwimmen::NAME_ID);
    app.add_plugins((project::plugin, tokens::plugin, hud::plugin));
}
