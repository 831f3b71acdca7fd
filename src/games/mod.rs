//! The games at the table: one folder each, added here with one line. What every game shares
//! (the match, its clock, intents in arrival order, timers, bots, the end) is the `driver`'s.

pub mod driver;

pub mod gaemsh;
pub mod gorillas;
pub mod jammerlappen;
pub mod schwimmen;
pub mod ziege;

use crate::core::i18n::Catalogue;
use crate::core::{Catalogues, Lang, Tr};
use bevy::prelude::*;

use driver::TableGame;

/// A game the table hosts: its id (the rules' name), its plugin and its words.
#[derive(Clone, Copy, Debug)]
pub struct Hosted {
    pub id: &'static str,
    pub plugin: fn(&mut App),
    pub catalogue: Catalogue,
}

impl Hosted {
    /// The entry of the table game `G`, added by `plugin`.
    const fn of<G: TableGame>(plugin: fn(&mut App)) -> Hosted {
        Hosted {
            id: <G::Rules as stammtisch_rules::Game>::NAME,
            plugin,
            catalogue: G::CATALOGUE,
        }
    }
}

/// The games the table hosts, in menu order: a game is one line here (and its folder). The App's
/// plugins, the catalogues without an App and `stammtisch games` (the smoke run's list) read it.
pub const HOSTED: [Hosted; 5] = [
    Hosted::of::<schwimmen::SchwimmenTable>(schwimmen::plugin),
    Hosted::of::<ziege::ZiegeTable>(ziege::plugin),
    Hosted::of::<jammerlappen::JammerlappenTable>(jammerlappen::plugin),
    Hosted::of::<gaemsh::GaemshTable>(gaemsh::plugin),
    Hosted::of::<gorillas::GorillasTable>(gorillas::plugin),
];

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(driver::plugin);
    for game in HOSTED {
        (game.plugin)(app);
    }
}

/// Every catalogue, the shared parts' and each game's, for words without an App (tests, the
/// command line); in the App each game's plugin registers its own.
pub fn catalogues() -> Catalogues {
    let mut all = Catalogues::default();
    for game in HOSTED {
        all.register(game.catalogue.name, game.catalogue.de, game.catalogue.en);
    }
    all
}

/// The words of `lang` from every catalogue (`catalogues`).
pub fn tr(lang: Lang) -> Tr {
    Tr::of(lang, &catalogues())
}
