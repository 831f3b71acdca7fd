//! Why the table is paused, if it is: a missing controller, a lost window focus, the pause menu,
//! or, at a table across homes, a menu open in another home.

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
    /// At the host: the person of another home holding this seat opened its pause menu.
    Home(Seat),
    /// At a guest's screen: the table is held at the host or in another home (`HeldElsewhere`
    /// says by whom).
    Elsewhere,
    /// A phone asks for this seat, which a person plays at the TV: its device answers
    /// (`phone::ask`).
    PhoneAsks(Seat),
}

/// Who holds the table from another screen, by name, for the pause panel (the host's own
/// person is named as a guest's screen calls the host).
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct HeldElsewhere(pub Vec<String>);

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
    app.init_resource::<HeldElsewhere>();
    app.add_systems(
        OnExit(crate::core::Screen::Table),
        |mut pause: ResMut<TablePause>, mut held: ResMut<HeldElsewhere>| {
            pause.reasons.clear();
            held.0.clear();
        },
    );
}
