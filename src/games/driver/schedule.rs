//! Where a game's own table systems run, written once for every game: the pieces it makes as its
//! match starts, and the systems that run every frame of its match in one of the table's sets
//! (`GorillasTable::each_frame(app, TableSet::Present, place_plates)`), on every screen, or only
//! where the match is, for what changes it.

use super::{Match, Shown, Sight, TableGame};
use crate::table::TableSet;
use crate::table::seats::TableSeats;
use bevy::ecs::schedule::IntoScheduleConfigs;
use bevy::ecs::system::ScheduleSystem;
use bevy::prelude::*;

/// A game's own table systems, scheduled by the game's match.
pub trait TableSystems: TableGame {
    /// Systems that make the game's table pieces once, as its match starts (in
    /// `TableSet::Project`).
    fn on_start<M>(app: &mut App, systems: impl IntoScheduleConfigs<ScheduleSystem, M>) {
        app.add_systems(
            Update,
            systems
                .in_set(TableSet::Project)
                .run_if(resource_added::<Shown<Self>>),
        );
    }

    /// Systems that run every frame of the game's match, in the table's `set`, once its seats
    /// are known: on every screen, the host's and a guest's (they read `Shown` and `Sight`).
    fn each_frame<M>(
        app: &mut App,
        set: TableSet,
        systems: impl IntoScheduleConfigs<ScheduleSystem, M>,
    ) {
        app.add_systems(
            Update,
            systems.in_set(set).run_if(
                resource_exists::<Shown<Self>>
                    .and_then(resource_exists::<Sight<Self>>)
                    .and_then(resource_exists::<TableSeats>),
            ),
        );
    }

    /// Systems that change the match itself every frame (the table's own state beside the
    /// rules): only where the match is, never on a guest's screen.
    fn each_frame_at_authority<M>(
        app: &mut App,
        set: TableSet,
        systems: impl IntoScheduleConfigs<ScheduleSystem, M>,
    ) {
        app.add_systems(
            Update,
            systems
                .in_set(set)
                .run_if(resource_exists::<Match<Self>>.and_then(resource_exists::<TableSeats>)),
        );
    }
}

impl<G: TableGame> TableSystems for G {}
