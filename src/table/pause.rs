//! Why the table is paused, if it is: a missing controller, a lost window focus, the pause menu.

use bevy::prelude::*;
use stammtisch_rules::Seat;

/// One reason to hold the game; the game clock and the bots stop while any is present.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PauseReason {
    /// The controller of this seat went away; a bot stands in after the timeout.
    Reconnect(Seat),
    /// The window lost focus while a human was on turn.
    Focus,
    /// Somebody pressed Start / Escape.
    Menu,
}

#[derive(Resource, Debug, Default, Clone)]
pub struct TablePause {
    pub reasons: Vec<PauseReason>,
}

impl TablePause {
    pub fn is_paused(&self) -> bool {
        !self.reasons.is_empty()
    }
    pub fn add(&mut self, reason: PauseReason) {
        if !self.reasons.contains(&reason) {
            self.reasons.push(reason);
        }
    }
    pub fn remove(&mut self, reason: PauseReason) {
        self.reasons.retain(|r| *r != reason);
    }
}

/// Run condition for game clocks and bots: the table is not paused.
pub fn table_running(pause: Option<Res<TablePause>>) -> bool {
    pause.is_none_or(|p| !p.is_paused())
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<TablePause>();
    app.add_systems(
        OnExit(crate::core::Screen::Table),
        |mut pause: ResMut<TablePause>| pause.reasons.clear(),
    );
}
