//! Jammerlappen at the table: one round per match, its bots on the task pool (throw-ins with
//! humanlike reflexes), projection of every card, input verbs, seat marks, sound.
//!
//! A match is one round: the results name the Jammerlappen, and "again" keeps them as the starter
//! of the next round (`JammerlappenConfig::last_jammerlappen`), as the rulebook wants.

mod bots;
pub mod input;
mod marks;
mod moments;
mod project;
mod resolve;
mod sound;

pub use input::JammerVerb;
pub use resolve::{JammerEvent, JammerIntent};

use crate::screens::{MatchSetup, Screen, SeatKind};
use crate::table::privacy::Privacy;
use crate::table::seats::TableSeats;
use bevy::prelude::*;
use stammtisch_rules::games::jammerlappen::{Event, Jammerlappen, Phase, bots::strength};
use stammtisch_rules::{CardId, Game, GameRng, Millis, ReplayLog, Seat};

/// The round being played at the table, with everything the table keeps about it.
#[derive(Resource, Debug)]
pub struct JammerMatch {
    pub game: Jammerlappen,
    pub seats: Vec<SeatKind>,
    pub log: ReplayLog,
    /// Logical milliseconds since the round began.
    pub now: Millis,
    /// The time of the last applied move: intents are applied no earlier, so time never runs back.
    pub last_applied: Millis,
    /// Bots and the table wait until then (the deal lands, a swept pot leaves the table).
    pub hold_until: Millis,
    /// Moves applied so far: a bot's turn thought made before the last move is stale.
    pub moves: usize,
    /// The cards a human has selected (identical cards to lay together, or one for the exchange).
    pub picked: Vec<CardId>,
    /// Who laid the last card (for "too late: X was faster").
    pub last_layer: Option<Seat>,
    pub attract: bool,
    pub seed: u64,
    pub rng: GameRng,
    /// Seconds since the round ended (the Jammerlappen's moment of shame, then the results).
    pub over_for: f32,
}

impl JammerMatch {
    pub fn new(setup: &MatchSetup) -> Result<Self, String> {
        let game = Jammerlappen::new(&setup.jammerlappen, setup.seats.len(), setup.seed)
            .map_err(|e| e.to_string())?;
        let log = ReplayLog::new(&game, setup.seed);
        Ok(JammerMatch {
            game,
            seats: setup.seats.clone(),
            log,
            now: 0,
            last_applied: 0,
            hold_until: 0,
            moves: 0,
            picked: Vec::new(),
            last_layer: None,
            attract: setup.attract,
            seed: setup.seed,
            rng: GameRng::new(setup.seed.rotate_left(23) ^ 0x5A5A),
            over_for: 0.0,
        })
    }

    /// Whether the screen may show `seat`'s hand: as the table's privacy says, and everybody's
    /// once the round is over (the Jammerlappen's leftovers are part of the shame).
    pub fn shows_hand_of(&self, seats: &TableSeats, privacy: &Privacy, seat: Seat) -> bool {
        matches!(self.game.phase(), Phase::Over { .. }) || privacy.shows(seats, seat)
    }

    /// The hand as it is shown and keyed (1–9): weakest first, action cards last.
    pub fn shown_hand(&self, seat: Seat) -> Vec<CardId> {
        let mut hand = self.game.hand(seat).to_vec();
        hand.sort_by_key(|&c| (strength(c), c));
        hand
    }

    pub fn name(&self, seat: Seat) -> &str {
        self.seats[seat.index()].name()
    }

    pub fn jammerlappen(&self) -> Option<Seat> {
        match self.game.phase() {
            Phase::Over { jammerlappen } => Some(jammerlappen),
            _ => None,
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    super::TableGames::register(app, Jammerlappen::NAME_ID);
    app.add_plugins((
        resolve::plugin,
        bots::plugin,
        project::plugin,
        input::plugin,
        marks::plugin,
        moments::plugin,
        sound::plugin,
    ));
    app.add_systems(
        OnEnter(Screen::Table),
        start_match.run_if(|setup: Res<MatchSetup>| setup.game == Jammerlappen::NAME_ID),
    );
    app.add_systems(OnExit(Screen::Table), |mut commands: Commands| {
        commands.remove_resource::<JammerMatch>()
    });
    // A new company in the lobby: the first round's starter is drawn again.
    app.add_systems(OnEnter(Screen::Lobby), |mut setup: ResMut<MatchSetup>| {
        setup.jammerlappen.last_jammerlappen = None
    });
}

fn start_match(
    mut commands: Commands,
    mut setup: ResMut<MatchSetup>,
    art: Option<Res<crate::assets::CardArt>>,
    images: Res<marks::MarkImages>,
    area: Res<crate::table::cards::TableArea>,
    mut toast: ResMut<super::Toast>,
    time: Res<Time>,
    settings: Res<crate::settings::Settings>,
    mut next: ResMut<NextState<Screen>>,
) {
    let Some(art) = art else {
        next.set(Screen::Loading);
        return;
    };
    // A starter from another table size is not at this table: draw one.
    if setup
        .jammerlappen
        .last_jammerlappen
        .is_some_and(|s| s as usize >= setup.seats.len())
    {
        setup.jammerlappen.last_jammerlappen = None;
    }
    match JammerMatch::new(&setup) {
        Ok(mut table) => {
            // Nobody moves before the deal has landed.
            table.hold_until = (resolve::DEAL_PAUSE as f64 * settings.pace()) as Millis;
            let deck = art.deck("jammerlappen");
            let cards = stammtisch_rules::games::jammerlappen::deck::deck(table.game.players());
            let size = area.0;
            crate::table::cards::spawn_cards(
                &mut commands,
                deck,
                &cards,
                project::draw_place(size),
                size.card_size(),
            );
            marks::spawn(&mut commands, &table, size, &images);
            let dealt = Event::Dealt {
                starter: table.game.starter(),
            };
            commands.insert_resource(table);
            commands.write_message(JammerEvent(dealt));
        }
        Err(problem) => {
            toast.show(problem, time.elapsed_secs());
            next.set(Screen::Lobby);
        }
    }
}

impl crate::games::MatchClock for JammerMatch {
    fn clock(&mut self) -> &mut Millis {
        &mut self.now
    }
}
