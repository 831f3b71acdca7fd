//! Jammerlappen at the table: what differs from the other games (projection of every card,
//! input verbs, seat marks, moments, HUD, sound, its bots' throw-in reflexes). The match itself
//! is the driver's (`games::driver`).
//!
//! A match is one round: the results name the Jammerlappen, and "again" keeps them as the starter
//! of the next round (`JammerlappenConfig::last_jammerlappen`), as the rulebook wants.

mod hud;
pub mod input;
mod marks;
mod moments;
mod phone;
mod project;

pub use input::JammerlappenVerb;

use crate::core::MatchSetup;
use crate::core::outcome::FinalOutcome;
use crate::core::registry::DeckSource;
use crate::games::driver::{self, BotTask, Keep, TableGame};
use crate::table::layout::TableSize;
use bevy::prelude::*;
use stammtisch_rules::games::jammerlappen::{
    Action, Event, Jammerlappen, JammerlappenConfig, Phase, Seen, bots::strength,
};
use stammtisch_rules::{CardId, Millis, OptionValue, Outcome, Phrase, Seat};

/// Jammerlappen's table.
pub struct JammerlappenTable;

// A match is one round; the cards another seat draws are backs in what the seats learn.
crate::table_game_names!(JammerlappenTable => JammerlappenMatch, JammerlappenShown,
    JammerlappenEvent = Event, JammerlappenSeen = Seen, JammerlappenSight);

/// What the table keeps beside the rules.
#[derive(Debug, Default, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Selection {
    /// The cards a person has selected (identical cards to lay together, or one for the exchange).
    pub picked: Vec<CardId>,
    /// The seat whose person selected them: only a screen holding that seat sees the selection
    /// (what a person is about to lay stays in their home).
    pub picker: Option<Seat>,
}

/// Pauses (ms at pace 1) so people can follow: the deal lands, a removed pot is swept away, a
/// taken pot reaches the hand.
const DEAL_PAUSE: Millis = 2600;
const SWEEP_PAUSE: Millis = 1100;
const TAKE_PAUSE: Millis = 700;
/// What the company carries into the next round: who was the Jammerlappen (they begin).
const STARTER: &str = "starter";

/// The deck: Jammerlappen's 56 cards; the copies of a number share one file (`n7.svg`).
const DECK: DeckSource = DeckSource {
    folder: "jammerlappen",
    cards: deck_files,
};

fn deck_files() -> Vec<(CardId, String)> {
    use stammtisch_rules::games::jammerlappen::{Face, deck};
    // Three or more players play the full deck; two play a part of it.
    deck::deck(3)
        .into_iter()
        .map(|id| {
            let stem = match deck::face(id) {
                Face::Number(n) => format!("n{n}"),
                Face::Action(kind) => action_stem(kind).to_string(),
            };
            (id, stem)
        })
        .collect()
}

/// An action card's name in files and catalogue keys.
fn action_stem(kind: stammtisch_rules::games::jammerlappen::ActionCard) -> &'static str {
    use stammtisch_rules::games::jammerlappen::ActionCard;
    match kind {
        ActionCard::DeinProblem => "dein-problem",
        ActionCard::Richtungswechsel => "richtungswechsel",
        ActionCard::Aussetzen => "aussetzen",
        ActionCard::WegDamit => "weg-damit",
        ActionCard::Neustart => "neustart",
    }
}

/// A card's name in the table's language: its number, or the action card's printed name as
/// the edition of that language prints it ("Weg damit!", "Get rid of it!").
pub(super) fn card_words(tr: &crate::core::Tr, card: CardId) -> String {
    use stammtisch_rules::games::jammerlappen::{Face, deck};
    match deck::face(card) {
        Face::Number(n) => n.to_string(),
        Face::Action(kind) => tr.words(&format!("jammer-card-{}", action_stem(kind)), &[]),
    }
}

impl TableGame for JammerlappenTable {
    crate::table_game_parts!(rules: Jammerlappen, local: Selection, deck: DECK, words: "jammerlappen");

    fn local_seen(local: &Selection, sight: &driver::Sight<Self>) -> Selection {
        let mine = local.picker.is_some_and(|s| sight.holds(s));
        Selection {
            picked: local
                .picked
                .iter()
                .copied()
                .filter(|&card| mine && sight.knows(card))
                .collect(),
            picker: local.picker.filter(|_| mine),
        }
    }
    /// The Jammerlappen stands in the spotlight before the results.
    const LINGER_SECS: f32 = 4.0;

    fn config(setup: &MatchSetup) -> Result<JammerlappenConfig, String> {
        let mut config: JammerlappenConfig = stammtisch_rules::config_from(&setup.game_options())?;
        // A starter from another table size is not at this table: the rules draw one.
        config.last_jammerlappen = match setup.carry.get(STARTER) {
            Some(OptionValue::Int(s)) if (0..setup.seats.len() as i64).contains(s) => {
                Some(*s as u8)
            }
            _ => None,
        };
        Ok(config)
    }
    fn card_count(game: &Jammerlappen) -> usize {
        stammtisch_rules::games::jammerlappen::deck::deck(stammtisch_rules::Game::players(game))
            .len()
    }
    fn deal_from(size: TableSize) -> Vec2 {
        project::draw_place(size)
    }
    fn opening(game: &Jammerlappen) -> Vec<Event> {
        vec![Event::Dealt {
            starter: game.starter(),
        }]
    }
    fn impact(seen: &Seen) -> Option<CardId> {
        match seen {
            Seen::Open(Event::ThrownIn { cards, .. }) => cards.first().copied(),
            _ => None,
        }
    }
    fn action_cards(asked: driver::MoveAsked<Self>) -> Vec<CardId> {
        let cards = match asked.action {
            Action::Exchange { hand, face_up } => vec![*hand, *face_up],
            Action::Play { cards } | Action::ThrowIn { cards, .. } => cards.clone(),
            Action::TakeWith { card } => vec![*card],
            _ => return Vec::new(),
        };
        driver::through_pick(cards, &asked.local.picked)
    }
    fn pause(event: &Event) -> Millis {
        match event {
            Event::Dealt { .. } => DEAL_PAUSE,
            Event::PotRemoved { .. } => SWEEP_PAUSE,
            Event::PotTaken { .. } => TAKE_PAUSE,
            _ => 0,
        }
    }
    fn before_move(m: &mut JammerlappenMatch) {
        m.local.picked.clear();
    }
    fn announce(_: &JammerlappenMatch, action: &Action, _: &[Event]) -> Option<Phrase> {
        use driver::present::said;
        Some(match action {
            Action::Exchange { .. } => said("jammer-says-exchange", Vec::new()),
            Action::Keep => said("jammer-says-keep", Vec::new()),
            Action::Play { cards } => said(
                "jammer-says-lay",
                vec![("count", stammtisch_rules::Arg::Int(cards.len() as i64))],
            ),
            Action::PlayBlind { .. } => said("jammer-says-blind", Vec::new()),
            Action::TakePot | Action::TakeWith { .. } => said("jammer-says-take-pot", Vec::new()),
            Action::ThrowIn { .. } => said("jammer-says-throw-in", Vec::new()),
        })
    }
    /// The exchange before play (everybody at once), a move on turn, or a throw-in reflex that
    /// is sent even when the moment may have passed, so a bot can lose the race like a person.
    fn bot_task(m: &JammerlappenMatch, seat: Seat) -> Option<BotTask> {
        match (m.game.phase(), m.game.window()) {
            (Phase::Exchange, _) => Some(BotTask {
                about: u64::MAX,
                reflex: false,
                keep: Keep::WhileAsked,
            }),
            (Phase::Play { turn }, _) if turn == seat => Some(BotTask::turn(m.moves)),
            (_, Some(window)) => Some(BotTask {
                about: (1 << 40) | window.card.0 as u64,
                reflex: true,
                keep: Keep::Always,
            }),
            _ => None,
        }
    }
    fn headline(m: &JammerlappenMatch) -> Option<Phrase> {
        let seat = m.jammerlappen()?;
        Some(driver::present::said(
            "jammer-is-jammerlappen",
            vec![("who", stammtisch_rules::Arg::Seat(seat))],
        ))
    }
    fn results(
        m: &JammerlappenMatch,
        outcome: Outcome,
        setup: &mut MatchSetup,
        tr: &crate::core::Tr,
    ) -> FinalOutcome {
        let names = m.seats.iter().map(|s| s.name().to_string()).collect();
        let Some(jammerlappen) = m.jammerlappen() else {
            return FinalOutcome {
                outcome,
                names,
                headline: None,
                said: None,
                again: None,
            };
        };
        // "Again" keeps the company: the Jammerlappen begins the next round.
        setup
            .carry
            .insert(STARTER.into(), OptionValue::Int(jammerlappen.0 as i64));
        FinalOutcome {
            outcome,
            names,
            headline: None,
            said: None,
            again: Some(crate::tr!(tr, "jammer-again", who = m.name(jammerlappen))),
        }
    }
    /// The table's sound for an event.
    fn sound(seen: &Seen) -> Option<crate::audio::Sound> {
        use crate::audio::Sound;
        let Seen::Open(event) = seen else {
            return None;
        };
        Some(match event {
            Event::Dealt { .. } | Event::PotRemoved { .. } => Sound::Deal,
            Event::Laid { .. } | Event::Exchanged { .. } => Sound::Swap,
            Event::ThrownIn { .. } => Sound::Knock,
            Event::Revealed { .. } => Sound::Flip,
            Event::PotTaken { .. } | Event::Jammerlappen { .. } => Sound::LifeLost,
            Event::Finished { .. } => Sound::Win,
            Event::DirectionChanged { .. } | Event::Skipped { .. } => Sound::Click,
            _ => return None,
        })
    }
}

/// Hand cards as they are shown and keyed (1–9): weakest first, action cards last.
pub fn hand_order(cards: &[CardId]) -> Vec<CardId> {
    let mut hand = cards.to_vec();
    hand.sort_by_key(|&c| (strength(c), c));
    hand
}

/// The Jammerlappen, once the round is over (public).
pub fn jammerlappen_of(phase: Phase) -> Option<Seat> {
    match phase {
        Phase::Over { jammerlappen } => Some(jammerlappen),
        _ => None,
    }
}

impl JammerlappenMatch {
    /// The hand as it is shown and keyed (1–9), for the press mapping (the authority).
    pub fn shown_hand(&self, seat: Seat) -> Vec<CardId> {
        hand_order(self.game.hand(seat))
    }

    pub fn jammerlappen(&self) -> Option<Seat> {
        jammerlappen_of(self.game.phase())
    }
}

pub(super) fn plugin(app: &mut App) {
    driver::add::<JammerlappenTable>(app, Jammerlappen::NAME_ID);
    app.add_plugins((
        project::plugin,
        input::plugin,
        marks::plugin,
        moments::plugin,
        hud::plugin,
    ));
}
