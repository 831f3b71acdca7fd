//! What lies over a screen, as one state: the lobby's invite panel or the title's join panel
//! (the panels keep what they hold, typed text and problems, in their own resources). Every App
//! mode has it, so a choice that opens one never needs the ui to exist.

use bevy::prelude::*;

/// The panel over the screen now, if any. Switched through `NextState<Overlay>` (`show`,
/// `close`), so it changes from the next frame's state transition on.
#[derive(States, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Overlay {
    #[default]
    None,
    /// The lobby's invite: the table open online, its invite and the homes at it.
    Online,
    /// The title's join panel: an invite typed or pasted, then the wait for the host's deal.
    Join,
}

impl Overlay {
    /// `self` lies over the screen now.
    pub fn is_shown(self, world: &World) -> bool {
        world.resource::<State<Overlay>>().get() == &self
    }

    /// Lays `self` over the screen.
    pub fn show(self, world: &mut World) {
        NextState::set_if_neq(&mut world.resource_mut::<NextState<Overlay>>(), self);
    }

    /// Takes `self` off the screen, if it lies there.
    pub fn close(self, world: &mut World) {
        if self.is_shown(world) {
            Overlay::None.show(world);
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_state::<Overlay>();
}
