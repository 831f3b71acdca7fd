//! The types every part of the table shares (screens, the match setup, the input stream, the
//! table's clock, toasts, the registry of table games). This module depends on nothing else in
//! `src/`, so `screens/`, `table/`, `input/`, `games/` and `ui/` can all use it without cycles.

pub mod actions;
pub mod clock;
pub mod i18n;
pub mod memory;
pub mod mode;
pub mod outcome;
pub mod overlay;
pub mod press;
pub mod registry;
pub mod setup;
pub mod toast;
pub mod version;
pub mod words;

pub use clock::{Stamp, TableClock};
pub use i18n::{Catalogues, Lang, Tr};
pub use memory::LobbyMemory;
pub use press::{
    CardKey, PointerOverUi, PressKind, Spot, TableButton, TablePress, TypingInUi, UiRects,
};
pub use registry::{HostedGame, SeatGroups, TableGames};
pub use setup::{AttractShare, BOT_NAMES, MatchSetup, SeatKind, fresh_seed, os_random};
pub use toast::Toast;

use bevy::prelude::*;

/// Where the App is.
#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Screen {
    #[default]
    Loading,
    Title,
    Lobby,
    /// A game at the table (also the attract mode, when `MatchSetup::attract` is set).
    Table,
    Results,
}

pub(super) fn plugin(app: &mut App) {
    app.init_state::<Screen>();
    app.add_plugins((overlay::plugin, version::plugin));
    app.init_resource::<Catalogues>();
    app.init_resource::<Tr>();
    app.init_resource::<Toast>();
    app.init_resource::<PointerOverUi>();
    app.init_resource::<TypingInUi>();
    app.init_resource::<UiRects>();
    app.init_resource::<TableGames>();
    app.init_resource::<registry::SeatGroups>();
    app.init_resource::<TableClock>();
    app.add_message::<TablePress>();
    app.add_message::<press::RaceLost>();
    app.add_message::<press::MoveRefused>();
}
