//! Nur die Ziege zählt at the table: what differs from the other games (the number board with
//! goats and guessing tiles, the timeline that shows a trick counted and walked, projection,
//! input verbs, HUD, sounds). The match itself is the driver's (`games::driver`).

mod board;
mod counter;
mod hud;
pub mod input;
mod phone;
mod project;
mod timeline;
mod tokens;

pub use board::BoardSlot;
pub use input::ZiegeVerb;
pub use timeline::{GoatWalk, ShownTrick};

use crate::core::registry::DeckSource;
use crate::games::driver::{self, TableGame};
use crate::table::layout::TableSize;
use bevy::prelude::*;
use stammtisch_rules::games::ziege::{
    Action, Event, MAX_PLAYERS, Phase, Placement, Ziege, ZiegeView,
};
use stammtisch_rules::{CardId, Game, Millis, Phrase, Seat};
use timeline::{CARD_PAUSE, DEAL_PAUSE, ROUND_PAUSE, TILE_PAUSE};

/// The goat cards 1–50, files `01.svg` … `50.svg` in `assets/cards/ziege`.
const DECK: DeckSource = DeckSource {
    folder: "ziege",
    cards: deck_files,
};

fn deck_files() -> Vec<(CardId, String)> {
    (1..=stammtisch_rules::games::ziege::DECK_SIZE)
        .map(|n| {
            (
                stammtisch_rules::games::ziege::card_id(n),
                format!("{n:02}"),
            )
        })
        .collect()
}

/// The seats' colours, as the box has them: yellow, red, blue, green, black, white.
pub const SEAT_COLOURS: [Color; MAX_PLAYERS] = [
    Color::srgb(0.96, 0.80, 0.16),
    Color::srgb(0.84, 0.17, 0.14),
    Color::srgb(0.18, 0.40, 0.86),
    Color::srgb(0.20, 0.64, 0.26),
    Color::srgb(0.13, 0.12, 0.12),
    Color::srgb(0.97, 0.96, 0.93),
];

/// Text on a seat's colour: dark on the light colours, light on the dark ones.
pub fn ink_on(seat: Seat) -> Color {
    match seat.index() {
        0 | 3 | 5 => Color::srgb(0.1, 0.09, 0.08),
        _ => Color::srgb(0.98, 0.96, 0.92),
    }
}

pub fn seat_colour(seat: Seat) -> Color {
    SEAT_COLOURS[seat.index() % MAX_PLAYERS]
}

/// A human's guessing tile while they choose: the edge they hold against the board, and where
/// it would lie (shown on the board; a second pick on the same place lays it).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct TileChoice {
    pub points: u8,
    pub preview: Option<Placement>,
    /// The preview as the screen drew it at the end of the last frame: a lay lays this one, so
    /// a press that moved the tile in the same frame as the lay (presses faster than frames)
    /// cannot lay it where it was never shown.
    #[serde(default)]
    pub drawn: Option<Placement>,
}

impl Default for TileChoice {
    fn default() -> Self {
        TileChoice {
            points: 3,
            preview: None,
            drawn: None,
        }
    }
}

/// Nur die Ziege zählt's table.
pub struct ZiegeTable;

// Every Ziege event is public: the screen's seats learn the rules' event as it is.
crate::table_game_names!(ZiegeTable => ZiegeMatch, ZiegeShown,
    ZiegeEvent = Event, ZiegeSeen = Event, ZiegeSight);

/// What the table keeps beside the rules: the tile being chosen and the timeline of what is
/// shown (trick counted, goats walking, scoreboard).
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Timeline {
    pub choice: TileChoice,
    /// The seat whose person chooses the tile: only a screen holding that seat sees the
    /// preview (what a person is about to lay stays in their home).
    pub chooser: Option<Seat>,
    /// The last trick taken, while it is shown, counted and walked.
    pub shown_trick: Option<ShownTrick>,
    /// Where each goat walks (the board shows it field by field).
    pub walks: [GoatWalk; MAX_PLAYERS],
    /// From then the scoreboard of the round just ended is shown.
    pub scoreboard_from: Millis,
    /// The trick's leader before the move being applied (the shown trick needs who played what).
    leader: Seat,
}

impl Default for Timeline {
    fn default() -> Self {
        Timeline {
            choice: TileChoice::default(),
            chooser: None,
            shown_trick: None,
            walks: [GoatWalk::default(); MAX_PLAYERS],
            scoreboard_from: Millis::MAX,
            leader: Seat(0),
        }
    }
}

impl TableGame for ZiegeTable {
    crate::table_game_parts!(rules: Ziege, local: Timeline, deck: DECK, words: "ziege");
    /// After the last goat stood still.
    const LINGER_SECS: f32 = 4.0;

    fn local_seen(local: &Timeline, sight: &driver::Sight<Self>) -> Timeline {
        let mine = local.chooser.is_some_and(|s| sight.holds(s));
        Timeline {
            choice: if mine {
                local.choice
            } else {
                TileChoice::default()
            },
            chooser: local.chooser.filter(|_| mine),
            ..local.clone()
        }
    }

    fn card_count(_game: &Ziege) -> usize {
        stammtisch_rules::games::ziege::DECK_SIZE as usize
    }
    fn action_cards(asked: driver::MoveAsked<Self>) -> Vec<CardId> {
        match *asked.action {
            Action::PlayCard(n) => vec![stammtisch_rules::games::ziege::card_id(n)],
            _ => Vec::new(),
        }
    }
    fn deal_from(size: TableSize) -> Vec2 {
        project::deal_from(size)
    }
    fn opening(game: &Ziege) -> Vec<Event> {
        vec![Event::Dealt {
            round: 1,
            starter: game.starter(),
        }]
    }
    fn before_move(m: &mut ZiegeMatch) {
        m.local.leader = m.game.leader();
    }
    /// What an event does to the table's timeline, at `now`.
    fn on_event(m: &mut ZiegeMatch, event: &Event, now: Millis, pace: f64) {
        let pace = pace as f32;
        let base = m.hold_until.max(now);
        match event {
            Event::Dealt { .. } => {
                m.local.walks = [GoatWalk::standing(0); MAX_PLAYERS];
                m.local.shown_trick = None;
                m.local.scoreboard_from = Millis::MAX;
                m.local.choice = Default::default();
                m.hold_until = base.saturating_add(timeline::paced(DEAL_PAUSE, pace));
            }
            Event::TilePlaced { .. } => {
                m.hold_until = base.saturating_add(timeline::paced(TILE_PAUSE, pace))
            }
            Event::CardPlayed { .. } => {
                m.hold_until = base.saturating_add(timeline::paced(CARD_PAUSE, pace))
            }
            Event::TrickWon { seat, position, .. } => {
                let players = m.game.players();
                if let Some(trick) = ShownTrick::of(event, m.local.leader, players, base, pace) {
                    let walk = m.local.walks[seat.index()].after(&trick, *position, pace);
                    m.local.walks[seat.index()] = walk;
                    m.hold_until = trick
                        .walked_at
                        .saturating_add(timeline::paced(CARD_PAUSE, pace));
                    m.local.shown_trick = Some(trick);
                }
            }
            Event::RoundEnded { .. } => {
                m.local.scoreboard_from = base;
                m.hold_until = base.saturating_add(timeline::paced(ROUND_PAUSE, pace));
                // The scoreboard stays until a person continues.
                m.wait_for_person(base);
            }
            Event::GameWon { .. } => {}
        }
    }
    /// The last trick is counted and walked, the final scoreboard read, then the results.
    fn announce(_: &ZiegeMatch, action: &Action, _: &[Event]) -> Option<Phrase> {
        use stammtisch_rules::Arg;
        Some(match action {
            Action::Deal => driver::present::said("ziege-says-deal", Vec::new()),
            Action::PlaceTile(_) => driver::present::said("ziege-says-tile", Vec::new()),
            Action::PlayCard(n) => {
                driver::present::said("ziege-says-card", vec![("card", Arg::Int(*n as i64))])
            }
        })
    }
    fn end_shown(m: &ZiegeMatch) -> bool {
        m.now >= m.local.scoreboard_from
    }
    /// The table's sound for an event.
    fn sound(event: &Event) -> Option<crate::audio::Sound> {
        use crate::audio::Sound;
        Some(match event {
            Event::Dealt { .. } => Sound::Deal,
            Event::TilePlaced { .. } => Sound::Knock,
            Event::CardPlayed { .. } => Sound::Flip,
            Event::TrickWon { .. } => Sound::Swap,
            Event::RoundEnded { .. } => Sound::Click,
            Event::GameWon { .. } => Sound::Win,
        })
    }
}

impl ZiegeShown {
    /// Whether the round is over but its last trick is still being shown (`public`: the public
    /// view): names, points and the next starter keep what the table showed until the
    /// scoreboard goes up.
    pub fn round_end_pending(&self, public: &ZiegeView) -> bool {
        matches!(public.phase, Phase::Deal | Phase::GameOver)
            && self.local.scoreboard_from != Millis::MAX
            && self.now < self.local.scoreboard_from
    }

    /// Whether the scoreboard of the last round is up (between rounds and at the end).
    pub fn scoreboard_up(&self, public: &ZiegeView) -> bool {
        matches!(public.phase, Phase::Deal | Phase::GameOver)
            && self.now >= self.local.scoreboard_from
            && (self.busy() || public.phase == Phase::GameOver)
    }
}

/// After the frame's presses: the preview the screen draws now is the one a lay lays.
fn preview_drawn(mut m: ResMut<ZiegeMatch>) {
    if m.local.choice.drawn != m.local.choice.preview {
        m.local.choice.drawn = m.local.choice.preview;
    }
}

pub(super) fn plugin(app: &mut App) {
    driver::add::<ZiegeTable>(app, Ziege::NAME_ID);
    {
        use crate::games::driver::TableSystems;
        ZiegeTable::each_frame_at_authority(app, crate::table::TableSet::Project, preview_drawn);
    }
    app.add_plugins((
        project::plugin,
        board::plugin,
        tokens::plugin,
        counter::plugin,
        hud::plugin,
    ));
}
