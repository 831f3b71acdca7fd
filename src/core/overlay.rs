//! What lies over a screen, as one state: the lobby's invite panel, the title's join panel or the
//! phone codes (the panels keep what they hold, typed text and problems, in their own
//! resources). It lives in `core/` so that every folder (the phones below the screens too) can
//! switch it, and every App mode has it, so a choice that opens one never needs the ui to exist.

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
    /// The phone codes ("Handys verbinden"): in the lobby over the seat list, on the title in
    /// the panel that waits for a deal in another home.
    Phones,
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

    /// Shows `self`, or takes it off when it lies there; whether it is shown now.
    pub fn toggle(self, world: &mut World) -> bool {
        let show = !self.is_shown(world);
        match show {
            true => self.show(world),
            false => self.close(world),
        }
        show
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_state::<Overlay>();
}
