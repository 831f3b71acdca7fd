//! Tables across homes: one App is the host, the only authority (rules, bots and log stay in its
//! match), and screens in other homes join it as guests, over renet netcode (UDP, `Secure` mode,
//! the key derived from the invite's secret) with bevy_replicon's messages. Guests send what
//! their people press; the host sends each guest only what its seats may see, and the roster to
//! all. A table not opened online runs exactly as before: none of this runs without `Hosting`
//! or `Guesting`.

pub mod guest;
pub mod host;
pub mod invite;
mod leave;
pub mod limits;
pub mod names;
pub mod seal;
pub mod serve;
pub mod wire;

use bevy::prelude::*;
use bevy_replicon::prelude::*;

pub use guest::Guesting;
pub use host::Hosting;
pub use invite::Invite;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        // The messages go out every frame (no entity is replicated: every screen draws from
        // its own per-seat data).
        RepliconPlugins.set(ServerPlugin::new(PostUpdate)),
        bevy_replicon_renet::RepliconRenetPlugins,
    ));
    // The version word is the first message a host sends, registered before every other one, so
    // a guest of any later or earlier version still reads it at the door.
    app.add_server_message::<host::OtherVersion>(Channel::Ordered)
        .make_message_independent::<host::OtherVersion>();
    app.add_plugins((
        wire::plugin,
        seal::plugin,
        host::plugin,
        guest::plugin,
        serve::plugin,
    ));
}
