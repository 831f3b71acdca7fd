//! The table's registry of games: each game's plugin adds one entry (the rules' registry entry
//! and its deck art), and the lobby, the title, the attract mode and the asset loader list games
//! from here alone.

use bevy::prelude::*;
use stammtisch_rules::CardId;
use stammtisch_rules::games::GameInfo;

/// A deck drawn as SVG files: `assets/cards/<folder>/<stem>.svg` for each card, and `back.svg`.
#[derive(Debug, Clone, Copy)]
pub struct DeckSource {
    pub folder: &'static str,
    /// Every card of the deck with the stem of its file.
    pub cards: fn() -> Vec<(CardId, String)>,
}

/// One game the table hosts.
#[derive(Debug, Clone, Copy)]
pub struct HostedGame {
    /// The rules' entry: id, title, player range, options, sim, replay, score.
    pub info: &'static GameInfo,
    /// The deck its cards are drawn from.
    pub deck: DeckSource,
}

impl std::ops::Deref for HostedGame {
    type Target = GameInfo;
    fn deref(&self) -> &GameInfo {
        self.info
    }
}

/// The games the table can host, as their plugins registered them, in menu order (the rules may
/// know more games than the table can show yet).
#[derive(Resource, Debug, Default, Clone)]
pub struct TableGames(pub Vec<HostedGame>);

impl TableGames {
    /// How many players `game` seats, fewest and most (2–9 for a game the table does not host).
    pub fn players_of(&self, game: &str) -> (usize, usize) {
        self.0
            .iter()
            .find(|g| g.id == game)
            .map(|g| g.players)
            .unwrap_or((2, 9))
    }

    /// Called from a game's plugin. A game unknown to the rules is a programming error, reported
    /// once; the table then simply does not list it.
    pub fn register(app: &mut App, id: &str, deck: DeckSource) {
        let Some(info) = stammtisch_rules::games::find(id) else {
            error!("table game {id:?} is not in the rules' registry");
            return;
        };
        app.world_mut()
            .get_resource_or_init::<TableGames>()
            .0
            .push(HostedGame { info, deck });
    }

    pub fn find(&self, id: &str) -> Option<&HostedGame> {
        self.0.iter().find(|g| g.id == id)
    }

    /// The game shown first (the quick game, a fresh setup).
    pub fn first_id(&self) -> &'static str {
        self.0.first().map_or("", |g| g.id)
    }

    /// Every deck the table draws, once each.
    pub fn decks(&self) -> Vec<DeckSource> {
        let mut decks: Vec<DeckSource> = Vec::new();
        for game in &self.0 {
            if !decks.iter().any(|d| d.folder == game.deck.folder) {
                decks.push(game.deck);
            }
        }
        decks
    }
}

/// A seat's group in the lobby (its team of partners): its name and colour, from the seat and
/// the number of seats; `None` while the count has no groups.
pub type SeatGroupFn =
    fn(seat: usize, players: usize, tr: &crate::core::Tr) -> Option<(String, [u8; 3])>;

/// The games whose seats form groups (teams of partners), as their plugins registered them: the
/// lobby shows each seat's group on its row, so everyone sees who partners whom.
#[derive(Resource, Debug, Default, Clone)]
pub struct SeatGroups(pub Vec<(&'static str, SeatGroupFn)>);

impl SeatGroups {
    pub fn register(app: &mut App, id: &'static str, group: SeatGroupFn) {
        app.world_mut()
            .get_resource_or_init::<SeatGroups>()
            .0
            .push((id, group));
    }

    /// `game`'s groups, if its seats form any.
    pub fn of(&self, game: &str) -> Option<SeatGroupFn> {
        self.0.iter().find(|(id, _)| *id == game).map(|(_, f)| *f)
    }
}
