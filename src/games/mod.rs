//! The games at the table: one folder each, added here with one line. What every game shares
//! (the match, its clock, intents in arrival order, timers, bots, the end) is the `driver`'s.

pub mod driver;

pub mod gaemsh;
pub mod gorillas;
pub mod jammerlappen;
pub mod schwimmen;
pub mod ziege;

use bevy::prelude::*;

pub use driver::{Intent, Match, PressMeaning, RulesEvent, TableGame};

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
