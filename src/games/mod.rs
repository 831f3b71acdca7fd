//! The games at the table: one folder each, added here with one line. What every game shares
//! (the match, its clock, intents in arrival order, timers, bots, the end) is the `driver`'s.

pub mod driver;

pub mod gaemsh;
pub mod gorillas;
pub mod jammerlappen;
pub mod schwimmen;
pub mod ziege;

use crate::core::i18n::{Catalogues, Lang, Tr};
use bevy::prelude::*;

pub use driver::{Intent, Match, Pressed, RulesEvent, TableGame};

/// The games the table hosts, in menu order: one line each.
pub(super) fn plugin(app: &mut App) {
    app.add_plugins(driver::plugin);
    app.add_plugins((
        schwimmen::plugin,
        ziege::plugin,
        jammerlappen::plugin,
        gaemsh::plugin,
        gorillas::plugin,
    ));
}

/// Every catalogue, the shared parts' and each game's, for words without an App (tests, the
/// command line); in the App each game's plugin registers its own.
pub fn catalogues() -> Catalogues {
    let mut all = Catalogues::default();
    for game in [
        schwimmen::SchwimmenTable::CATALOGUE,
        ziege::ZiegeTable::CATALOGUE,
        jammerlappen::JammerTable::CATALOGUE,
        gaemsh::GaemshTable::CATALOGUE,
        gorillas::GorillasTable::CATALOGUE,
    ] {
        all.register(game.name, game.de, game.en);
    }
    all
}

/// The words of `lang` from every catalogue (`catalogues`).
pub fn tr(lang: Lang) -> Tr {
    Tr::of(lang, &catalogues())
}
