//! Nur die Ziege zählt at the table: the match, the number board with goats and guessing tiles,
//! its bots on the task pool, projection, input verbs and sounds.

mod board;
mod bots;
mod counter;
pub mod input;
mod project;
mod resolve;
mod sounds;
mod timeline;
mod tokens;

pub use board::BoardSlot;
pub use input::ZiegeVerb;
pub use resolve::{ZiegeEvent, ZiegeIntent};
pub use timeline::{GoatWalk, ShownTrick};

use crate::screens::{MatchSetup, Screen, SeatKind};
use crate::table::privacy::Privacy;
use crate::table::seats::TableSeats;
use bevy::prelude::*;
use stammtisch_rules::games::ziege::{MAX_PLAYERS, Phase, Placement, Ziege};
use stammtisch_rules::{Game, GameRng, Millis, ReplayLog, Seat};

/// The deck folder of the goat cards (`assets/cards/ziege`).
pub const DECK: &str = "ziege";

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
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TileChoice {
    pub points: u8,
    pub preview: Option<Placement>,
}

impl Default for TileChoice {
    fn default() -> Self {
        TileChoice {
            points: 3,
            preview: None,
        }
    }
}

/// The game being played at the table, with everything the table keeps about it.
#[derive(Resource, Debug)]
pub struct ZiegeMatch {
    pub game: Ziege,
    pub seats: Vec<SeatKind>,
    pub log: ReplayLog,
    /// Logical milliseconds since the game began.
    pub now: Millis,
    /// Bots and human input wait until then (cards land, the trick is counted, the goat walks).
    pub hold_until: Millis,
    pub choice: TileChoice,
    /// The last trick taken, while it is shown, counted and walked.
    pub shown_trick: Option<ShownTrick>,
    /// Where each goat walks (the board shows it field by field).
    pub walks: [GoatWalk; MAX_PLAYERS],
    /// From then the scoreboard of the round just ended is shown.
    pub scoreboard_from: Millis,
    pub attract: bool,
    pub rng: GameRng,
    /// Seconds since the game ended and the last goat stood still (the table lingers).
    pub over_for: f32,
}

impl ZiegeMatch {
    pub fn new(setup: &MatchSetup) -> Result<Self, String> {
        let game =
            Ziege::new(&setup.ziege, setup.seats.len(), setup.seed).map_err(|e| e.to_string())?;
        let log = ReplayLog::new(&game, setup.seed);
        Ok(ZiegeMatch {
            game,
            seats: setup.seats.clone(),
            log,
            now: 0,
            hold_until: 0,
            choice: TileChoice::default(),
            shown_trick: None,
            walks: [GoatWalk::default(); MAX_PLAYERS],
            scoreboard_from: Millis::MAX,
            attract: setup.attract,
            rng: GameRng::new(setup.seed.rotate_left(23) ^ 0x5A5A),
            over_for: 0.0,
        })
    }

    /// Whether the screen may show `seat`'s hand (the table's privacy decides).
    pub fn shows_hand_of(&self, seats: &TableSeats, privacy: &Privacy, seat: Seat) -> bool {
        privacy.shows(seats, seat)
    }

    pub fn name(&self, seat: Seat) -> &str {
        self.seats[seat.index()].name()
    }

    /// Whether the table is still playing out what happened (input waits).
    pub fn busy(&self) -> bool {
        self.now < self.hold_until
    }

    /// Whether the scoreboard of the last round is up (between rounds and at the end).
    pub fn scoreboard_up(&self) -> bool {
        matches!(self.game.phase(), Phase::Deal | Phase::GameOver)
            && self.now >= self.scoreboard_from
    }
}

pub(super) fn plugin(app: &mut App) {
    super::TableGames::register(app, Ziege::NAME_ID);
    app.add_plugins((
        resolve::plugin,
        bots::plugin,
        project::plugin,
        input::plugin,
        board::plugin,
        tokens::plugin,
        counter::plugin,
        sounds::plugin,
    ));
    app.add_systems(
        OnEnter(Screen::Table),
        start_match.run_if(|setup: Res<MatchSetup>| setup.game == Ziege::NAME_ID),
    );
    app.add_systems(OnExit(Screen::Table), |mut commands: Commands| {
        commands.remove_resource::<ZiegeMatch>()
    });
}

fn start_match(
    mut commands: Commands,
    setup: Res<MatchSetup>,
    art: Option<Res<crate::assets::CardArt>>,
    area: Res<crate::table::cards::TableArea>,
    mut toast: ResMut<super::Toast>,
    time: Res<Time>,
    mut next: ResMut<NextState<Screen>>,
) {
    let Some(art) = art else {
        next.set(Screen::Loading);
        return;
    };
    match ZiegeMatch::new(&setup) {
        Ok(game) => {
            let all: Vec<_> = (1..=stammtisch_rules::games::ziege::DECK_SIZE)
                .map(stammtisch_rules::games::ziege::card_id)
                .collect();
            crate::table::cards::spawn_cards(
                &mut commands,
                art.deck(DECK),
                &all,
                project::deal_from(area.0),
                area.0.card_size(),
            );
            // The first deal happened in the rules already; the table plays it out now.
            let dealt = stammtisch_rules::games::ziege::Event::Dealt {
                round: 1,
                starter: game.game.starter(),
            };
            commands.insert_resource(game);
            commands.write_message(ZiegeEvent(dealt));
        }
        Err(problem) => {
            toast.show(problem, time.elapsed_secs());
            next.set(Screen::Lobby);
        }
    }
}

impl crate::games::MatchClock for ZiegeMatch {
    fn clock(&mut self) -> &mut Millis {
        &mut self.now
    }
}
