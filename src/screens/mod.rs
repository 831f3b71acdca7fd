//! The screens as states; each screen's entities are despawned when it is left.

pub mod loading;
pub mod lobby;
pub mod menu;
pub mod results;
pub mod table;
pub mod title;

use crate::games::TableGames;
use bevy::prelude::*;
use stammtisch_rules::bots::Level;

/// Where the App is.
#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Screen {
    #[default]
    Loading,
    Title,
    Lobby,
    /// A game at the table (also the attract mode, when `MatchSetup::attract` is set).
    Table,
    Results,
}

/// Who sits in a seat.
#[derive(Clone, Debug, PartialEq)]
pub enum SeatKind {
    Human { name: String },
    Bot { name: String, level: Level },
}

impl SeatKind {
    pub fn name(&self) -> &str {
        match self {
            SeatKind::Human { name } | SeatKind::Bot { name, .. } => name,
        }
    }
    pub fn is_human(&self) -> bool {
        matches!(self, SeatKind::Human { .. })
    }
    pub fn level(&self) -> Option<Level> {
        match self {
            SeatKind::Bot { level, .. } => Some(*level),
            SeatKind::Human { .. } => None,
        }
    }
}

/// Bot names, in seat order (the one table of them).
pub const BOT_NAMES: [&str; 10] = [
    "Anni", "Sepp", "Vroni", "Hias", "Resi", "Toni", "Burgi", "Wastl", "Zenzi", "Ferdl",
];

/// The table the lobby set up (or the attract mode chose).
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct MatchSetup {
    pub game: String,
    pub seats: Vec<SeatKind>,
    pub schwimmen: stammtisch_rules::games::schwimmen::SchwimmenConfig,
    pub jammerlappen: stammtisch_rules::games::jammerlappen::JammerlappenConfig,
    pub ziege: stammtisch_rules::games::ziege::ZiegeConfig,
    pub seed: u64,
    /// Bots only, hands open, any input returns to the title.
    pub attract: bool,
}

impl MatchSetup {
    /// One human (seat 1) against bots.
    pub fn against_bots(players: usize, level: Level, human: &str, seed: u64) -> Self {
        Self::new("schwimmen", players, seed, false, |i| match i {
            0 => SeatKind::Human {
                name: human.to_string(),
            },
            _ => SeatKind::Bot {
                name: BOT_NAMES[i].to_string(),
                level,
            },
        })
    }

    /// Bots only, for the attract mode: the table game after `previous` (games take turns), at a
    /// table size the seed picks within what the game allows.
    pub fn attract(games: &TableGames, previous: Option<&str>, seed: u64) -> Self {
        let at = previous
            .and_then(|p| games.0.iter().position(|g| g.id == p))
            .map_or(0, |i| i + 1);
        let (id, (min, max)) = games
            .0
            .get(at % games.0.len().max(1))
            .map_or(("schwimmen", (2, 9)), |g| (g.id, g.players));
        // Three to six players look best on the table; within what the game allows.
        let low = min.max(3).min(max);
        let high = max.min(6).max(low);
        let players = low + (seed % (high - low + 1) as u64) as usize;
        Self::attract_of(id, players, seed)
    }

    /// Bots only, playing `game` (the smoke run picks its games and sizes).
    pub fn attract_of(game: &str, players: usize, seed: u64) -> Self {
        let levels = [
            Level::Normal,
            Level::Easy,
            Level::Hard,
            Level::Normal,
            Level::Easy,
            Level::Normal,
        ];
        Self::new(game, players, seed, true, |i| SeatKind::Bot {
            name: BOT_NAMES[i % BOT_NAMES.len()].to_string(),
            level: levels[i % levels.len()],
        })
    }

    fn new(
        game: &str,
        players: usize,
        seed: u64,
        attract: bool,
        seat: impl Fn(usize) -> SeatKind,
    ) -> Self {
        MatchSetup {
            game: game.into(),
            seats: (0..players).map(seat).collect(),
            schwimmen: Default::default(),
            jammerlappen: Default::default(),
            ziege: Default::default(),
            seed,
            attract,
        }
    }
}

/// A seed from the clock, for new games (the rules themselves never read the clock).
pub fn fresh_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(1)
}

pub(super) fn plugin(app: &mut App) {
    app.init_state::<Screen>();
    app.insert_resource(MatchSetup::against_bots(4, Level::Normal, "Du", 1));
    app.add_plugins((
        loading::plugin,
        title::plugin,
        lobby::plugin,
        menu::plugin,
        table::plugin,
        results::plugin,
    ));
}
