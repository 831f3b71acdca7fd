//! Gussy Gorillas at the table: what differs from the other games (every seat's held card shown
//! to all but its owner, offers as arrows, collections by primate, the round's summary, quick
//! phrases). The match itself is the driver's (`games::driver`); its bots act on their plans.

mod choose;
pub mod explain;
mod hud;
pub mod input;
mod lapses;
pub mod marks;
pub mod pad;
mod phone;
pub mod project;
pub mod talk;
pub mod tally;

use crate::core::registry::DeckSource;
use crate::games::driver::{self, BotTask, Keep, TableGame};
use crate::table::layout::TableSize;
use bevy::prelude::*;
use stammtisch_rules::games::gussy_gorillas::untangle::{Untangled, untangle};
use stammtisch_rules::games::gussy_gorillas::{
    Action, Event, Gorillas, GorillasView, Phase, Seen, deck,
};
use stammtisch_rules::{CardId, Game, Millis, Phrase, Seat};

/// Gussy Gorillas' table.
pub struct GorillasTable;

// A card none of the screen's seats sees is a back in what they learn.
crate::table_game_names!(GorillasTable => GorillasMatch, GorillasShown,
    GorillasEvent = Event, GorillasSeen = Seen, GorillasSight);

/// A scored round, kept for the summary (the rules deal the next round on their timer, which waits
/// while a person reads).
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Summary {
    pub round: u32,
    pub points: Vec<i32>,
    pub bananas: Vec<Seat>,
    /// Per seat, the scorer's steps in words.
    pub steps: Vec<Vec<Phrase>>,
    /// Per seat, the collection that was scored.
    pub collections: Vec<Vec<CardId>>,
    /// Per seat, every card of the collection with what scoring did to it (for the animation).
    pub untangled: Vec<Untangled>,
    /// When it went up (logical ms).
    pub from: Millis,
}

/// What the table keeps beside the rules.
#[derive(Debug, Default, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Local {
    /// Per seat, the seat it points at (a click, a right click, the shoulders, the phrase
    /// menu): offers and shouts go there.
    pub chosen: Vec<(Seat, Seat)>,
    /// The last scored round, until a person continued (or the bots' pause ran out).
    pub summary: Option<Summary>,
}

impl Local {
    /// The seat `seat` points at.
    pub fn chosen_by(&self, seat: Seat) -> Option<Seat> {
        self.chosen.iter().find(|c| c.0 == seat).map(|c| c.1)
    }
    pub fn choose(&mut self, seat: Seat, to: Seat) {
        self.chosen.retain(|c| c.0 != seat);
        self.chosen.push((seat, to));
    }
}

/// Pauses (ms at pace 1) so people can follow: the deal lands, the scored round untangles and
/// its summary shows (the rules deal the next round after `ROUND_PAUSE_MS`, or once a person
/// continued).
const DEAL_PAUSE: Millis = 1500;
const SUMMARY_PAUSE: Millis = 9500;

/// The deck: every card of the biggest deck (the rare cards too); one file per printed card.
const DECK: DeckSource = DeckSource {
    folder: "gorillas",
    cards: deck_files,
};

/// The file of a printed card ("G1", "M-8", "split").
pub fn stem(card: deck::Card) -> String {
    use deck::Card;
    match card {
        Card::Number { primate, value } => format!("{}{value}", primate.letter()),
        Card::Split => "split".into(),
        Card::Flip => "flip".into(),
        Card::Reverse => "reverse".into(),
        Card::Wild => "wild".into(),
        Card::Six => "six".into(),
    }
}

fn deck_files() -> Vec<(CardId, String)> {
    deck::deck(true)
        .into_iter()
        .map(|id| (id, stem(deck::face(id))))
        .collect()
}

impl TableGame for GorillasTable {
    crate::table_game_parts!(rules: Gorillas, local: Local, deck: DECK, words: "gorillas");

    /// Whom a seat points at is its own until it offers or shouts: only a screen holding that
    /// seat sees it.
    fn local_seen(local: &Local, sight: &driver::Sight<Self>) -> Local {
        Local {
            chosen: local
                .chosen
                .iter()
                .copied()
                .filter(|(seat, _)| sight.holds(*seat))
                .collect(),
            summary: local.summary.clone(),
        }
    }
    const LINGER_SECS: f32 = 2.0;
    /// Every seat acts at once on its own plan's times: no pause after others' moves.
    const MOVE_PAUSE: Millis = 0;
    /// The scored cards and the summary stay until a person continues: the next round is not
    /// dealt under them.
    const TIMERS_WAIT_FOR_PERSON: bool = true;

    fn card_count(_game: &Gorillas) -> usize {
        deck::deck(true).len()
    }
    fn deal_from(_size: TableSize) -> Vec2 {
        Vec2::ZERO
    }
    fn opening(game: &Gorillas) -> Vec<Event> {
        vec![Event::Dealt {
            round: game.round(),
            rare: game.rare(),
        }]
    }
    /// The scored round's collections (laid open to all by the scoring).
    fn local_cards(local: &Local) -> Vec<CardId> {
        let Some(summary) = &local.summary else {
            return Vec::new();
        };
        let untangled = summary.untangled.iter().flat_map(|u| &u.cards);
        summary
            .collections
            .iter()
            .flatten()
            .copied()
            .chain(untangled.map(|c| c.0))
            .collect()
    }
    fn action_cards(asked: driver::MoveAsked<Self>) -> Vec<CardId> {
        // An offer is for the whole held hand: a click on any of its cards makes it.
        match *asked.action {
            Action::Offer { to, .. } => {
                (asked.view.hands.get(to.index()).cloned()).unwrap_or_default()
            }
            _ => Vec::new(),
        }
    }
    fn pause(event: &Event) -> Millis {
        match event {
            Event::Dealt { .. } => DEAL_PAUSE,
            _ => 0,
        }
    }
    fn on_event(m: &mut GorillasMatch, event: &Event, now: Millis, pace: f64) {
        match event {
            Event::Dealt { .. } => {
                // The rules' timer waits for a person: the summary they read goes with the deal.
                m.local.summary = None;
                m.hold(now, DEAL_PAUSE, pace);
            }
            Event::Scored {
                round,
                points,
                bananas,
                ..
            } => {
                let players = points.len();
                m.local.summary = Some(Summary {
                    round: *round,
                    points: points.clone(),
                    bananas: bananas.clone(),
                    steps: Seat::all(players).map(|s| m.game.steps(s)).collect(),
                    collections: Seat::all(players).map(|s| m.game.collection(s)).collect(),
                    untangled: Seat::all(players)
                        .map(|s| untangle(&m.game.collection(s)))
                        .collect(),
                    from: now,
                });
                m.hold(now, SUMMARY_PAUSE, pace);
                // The summary stays until a person continues (bots-only tables go on).
                m.wait_for_person(now);
            }
            _ => {}
        }
    }
    fn announce(_: &GorillasMatch, action: &Action, _: &[Event]) -> Option<Phrase> {
        use driver::present::said;
        Some(match action {
            Action::Offer { to, .. } => said(
                "gorillas-says-offer",
                vec![("who", stammtisch_rules::Arg::Seat(*to))],
            ),
            Action::Withdraw { .. } => said("gorillas-says-withdraw", Vec::new()),
            Action::Keep => said("gorillas-says-keep", Vec::new()),
            Action::AddCard => said("gorillas-says-add", Vec::new()),
            // Every seat's shouts, people's too, are told by `talk`.
            Action::Shout { .. } => return None,
        })
    }
    /// Every seat acts at will on its plan; no pause after the others' moves.
    fn bot_task(m: &GorillasMatch, _seat: Seat) -> Option<BotTask> {
        Some(BotTask {
            about: m.moves as u64,
            reflex: true,
            keep: Keep::UntilAnyMove,
        })
    }
    fn end_shown(m: &GorillasMatch) -> bool {
        m.game.phase() == Phase::Over
            && !m.busy()
            && tally::since_scored(m, &m.game.public_view())
                .is_none_or(|t| t >= tally::UNTANGLED_MS)
    }
    /// The table's sound for an event.
    fn sound(seen: &Seen) -> Option<crate::audio::Sound> {
        use crate::audio::Sound;
        let event = match seen {
            Seen::Traded { .. } => return Some(Sound::Swap),
            Seen::Drew { .. } => return None,
            Seen::Open(event) => event,
        };
        Some(match event {
            Event::Dealt { .. } => Sound::Deal,
            Event::Kept { .. } => Sound::Flip,
            Event::Offered { .. } | Event::Withdrawn { .. } => Sound::Click,
            Event::Shouted { .. } => Sound::Knock,
            Event::Scored { .. } => Sound::LifeLost,
            Event::MatchOver { .. } => Sound::Win,
            _ => return None,
        })
    }
}

impl GorillasShown {
    /// The summary of the last scored round while it is up (`public`: the public view now): once
    /// the table has untangled the collections, until a person continued (or the bots' pause ran
    /// out).
    pub fn summary_up(&self, public: &GorillasView) -> Option<&Summary> {
        self.local.summary.as_ref().filter(|s| {
            (self.busy() || public.phase == Phase::Over)
                && self.now.saturating_sub(s.from) >= tally::UNTANGLED_MS
        })
    }
}

pub(super) fn plugin(app: &mut App) {
    driver::add::<GorillasTable>(app, Gorillas::NAME_ID);
    app.add_plugins((
        project::plugin,
        marks::plugin,
        hud::plugin,
        tally::plugin,
        choose::plugin,
        pad::plugin,
        talk::plugin,
        lapses::plugin,
    ));
}
