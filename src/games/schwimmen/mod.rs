//! Schwimmen at the table: the match, its bots on the task pool, projection and input verbs.

mod bots;
pub mod input;
mod project;
mod resolve;
mod tokens;

pub use input::Verb;
pub use resolve::{SchwimmenIntent, TableEvent};

use crate::screens::{MatchSetup, Screen, SeatKind};
use crate::table::privacy::Privacy;
use crate::table::seats::TableSeats;
use bevy::prelude::*;
use stammtisch_rules::games::schwimmen::{Phase, Schwimmen};
use stammtisch_rules::{CardId, Game, GameRng, Millis, ReplayLog, Seat};

/// The game being played at the table, with everything the table keeps about it.
#[derive(Resource, Debug)]
pub struct SchwimmenMatch {
    pub game: Schwimmen,
    pub seats: Vec<SeatKind>,
    pub log: ReplayLog,
    /// Logical milliseconds since the game began.
    pub now: Millis,
    /// Bots and the table wait until then (the showdown stays on screen, the deal lands).
    pub hold_until: Millis,
    /// The hand card (or middle card) a human has picked for a swap.
    pub picked: Option<CardId>,
    pub attract: bool,
    pub rng: GameRng,
    /// Seconds since the game ended (the table lingers before the results).
    pub over_for: f32,
}

impl SchwimmenMatch {
    pub fn new(setup: &MatchSetup) -> Result<Self, String> {
        let game = Schwimmen::new(&setup.schwimmen, setup.seats.len(), setup.seed)
            .map_err(|e| e.to_string())?;
        let log = ReplayLog::new(&game, setup.seed);
        Ok(SchwimmenMatch {
            game,
            seats: setup.seats.clone(),
            log,
            now: 0,
            hold_until: 0,
            picked: None,
            attract: setup.attract,
            rng: GameRng::new(setup.seed.rotate_left(17) ^ 0xA5A5),
            over_for: 0.0,
        })
    }

    /// Whether the screen may show `seat`'s hand: open at the showdown, otherwise as the table's
    /// privacy says (one human sees their own; several humans peek or pass the gate).
    pub fn shows_hand_of(&self, seats: &TableSeats, privacy: &Privacy, seat: Seat) -> bool {
        matches!(self.game.phase(), Phase::Deal | Phase::GameOver { .. })
            || privacy.shows(seats, seat)
    }

    pub fn name(&self, seat: Seat) -> &str {
        self.seats[seat.index()].name()
    }
}

pub(super) fn plugin(app: &mut App) {
    super::TableGames::register(app, Schwimmen::NAME_ID);
    app.add_plugins((
        resolve::plugin,
        bots::plugin,
        project::plugin,
        input::plugin,
        tokens::plugin,
    ));
    app.add_systems(
        OnEnter(Screen::Table),
        start_match.run_if(|setup: Res<MatchSetup>| setup.game == Schwimmen::NAME_ID),
    );
    app.add_systems(OnExit(Screen::Table), |mut commands: Commands| {
        commands.remove_resource::<SchwimmenMatch>()
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
    match SchwimmenMatch::new(&setup) {
        Ok(game) => {
            let stock = crate::table::layout::stock_place(area.0);
            crate::table::cards::spawn_cards(
                &mut commands,
                art.french(),
                &stammtisch_rules::cards::piquet_deck(),
                stock,
                area.0.card_size(),
            );
            tokens::spawn_seats(&mut commands, &art, &game, area.0);
            // The first deal happened in the rules already; the table plays it out now.
            let dealt = stammtisch_rules::games::schwimmen::Event::Dealt {
                round: 1,
                dealer: game.game.dealer(),
            };
            commands.insert_resource(game);
            commands.write_message(TableEvent(dealt));
        }
        Err(problem) => {
            toast.show(problem, time.elapsed_secs());
            next.set(Screen::Lobby);
        }
    }
}

impl crate::games::MatchClock for SchwimmenMatch {
    fn clock(&mut self) -> &mut Millis {
        &mut self.now
    }
}
