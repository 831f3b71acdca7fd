//! Where this home's phones play: at this screen's own table, or, while this screen is a guest
//! of a table in another home, at that table (its host's roster says what the phones are
//! offered and what their seats are called). `net` keeps these, as it sits above the phones;
//! the phones only read them.

use super::claims::Offer;
use bevy::prelude::*;
use stammtisch_rules::Seat;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<RemoteSeats>();
}

/// This screen is a guest of a table in another home and its phones play there (kept by
/// `net::guest` from the host's roster; absent at this screen's own table). The host handles a
/// phone that goes away and seats one that asks.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct PhonesElsewhere {
    /// This home left that table, or its host closed it.
    pub closed: bool,
    /// What this home's phone server offers its phones now.
    pub offer: Offer,
    /// The seats' names as the host's roster calls them, once it sent one.
    pub names: Option<Vec<String>>,
}

/// The seats another home holds at this screen's table (kept by `net::host`): no phone here
/// takes them.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct RemoteSeats(pub Vec<Seat>);

/// The phones' systems that read where they play; `net` keeps that before them.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Routed;
