//! Ziege's bots are the table's bots (`games::bots`), playing on the Ziege match.

use super::ZiegeMatch;
use crate::games::bots::BotTable;
use bevy::prelude::*;
use stammtisch_rules::games::ziege::Ziege;
use stammtisch_rules::{GameRng, Millis};

pub use crate::games::bots::BotSystems;

impl BotTable for ZiegeMatch {
    type Game = Ziege;
    fn game(&self) -> &Ziege {
        &self.game
    }
    fn now(&self) -> Millis {
        self.now
    }
    fn hold_until(&self) -> Millis {
        self.hold_until
    }
    fn turn(&self) -> usize {
        self.log.entries.len()
    }
    fn rng(&mut self) -> &mut GameRng {
        &mut self.rng
    }
}

pub(super) fn plugin(app: &mut App) {
    crate::games::bots::plugin::<ZiegeMatch>(app);
}
