//! What lies over a screen, as one state: the pause menu, the settings, the rules page, the
//! lobby's invite panel, the title's join panel or the phone codes (each keeps what it holds,
//! focus, page and typed text, in its own resource). It lives in `core/` so that every folder (the phones below the screens too) can
//! switch it, and every App mode has it, so a choice that opens one never needs the ui to exist.

use super::Screen;
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
    /// The pause menu over the paused table.
    Pause,
    /// The settings screen, over the title or the pause menu.
    Settings,
    /// A game's "How to play" page, over the lobby, the pause menu or (H) the paused table.
    Rules,
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

    /// Takes `self` off the screen, if it lies there (from a system).
    pub fn close_by(self, now: &State<Overlay>, next: &mut NextState<Overlay>) {
        if *now.get() == self {
            next.set(Overlay::None);
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

/// Applies a change to or from the pause menu, the settings or the rules at the end of the frame
/// that made it, as the presses of that frame left it (the menus beneath stay still through that
/// frame, since the state they read changes only here).
#[derive(bevy::ecs::schedule::ScheduleLabel, Debug, Clone, PartialEq, Eq, Hash)]
struct MenusNow;

pub(super) fn plugin(app: &mut App) {
    use bevy::state::state::{FreelyMutableState, StateTransitionSystems as T};
    app.init_state::<Overlay>();
    let mut now = Schedule::new(MenusNow);
    now.configure_sets(
        (
            T::DependentTransitions,
            T::ExitSchedules,
            T::TransitionSchedules,
            T::EnterSchedules,
        )
            .chain(),
    );
    Overlay::register_state(&mut now);
    app.add_schedule(now);
    app.add_systems(PostUpdate, menus_now);
    // Leaving a screen takes its menus with it.
    for screen in [Screen::Title, Screen::Lobby, Screen::Table] {
        app.add_systems(OnExit(screen), close_menus);
    }
}

/// The pause menu, the settings and the rules page (the menus), as against the panels.
fn is_menu(overlay: &Overlay) -> bool {
    matches!(overlay, Overlay::Pause | Overlay::Settings | Overlay::Rules)
}

fn close_menus(overlay: Res<State<Overlay>>, mut next: ResMut<NextState<Overlay>>) {
    if is_menu(overlay.get()) {
        next.set(Overlay::None);
    }
}

/// The menus' changes show from the frame they were made in, as their open flags did; the
/// panels' changes keep to the next frame's state transition.
fn menus_now(world: &mut World) {
    let next = match world.resource::<NextState<Overlay>>() {
        NextState::Pending(o) | NextState::PendingIfNeq(o) => *o,
        NextState::Unchanged => return,
    };
    if is_menu(&next) || is_menu(world.resource::<State<Overlay>>().get()) {
        world.run_schedule(MenusNow);
    }
}
