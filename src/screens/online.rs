//! Tables across homes, as the screens hold them: what the lobby's invite panel and the title's
//! join panel hold (what was typed, what went wrong; whether they are shown is `Overlay`), and
//! opening this table online. Every App mode has them (the headless tests and `serve` too); `ui/online.rs` draws them.

use crate::core::Tr;
use crate::net::{Hosting, host};
use crate::tr;
use bevy::prelude::*;
use std::net::{IpAddr, Ipv4Addr};

/// The lobby's invite panel (`Overlay::Online`): whether the table is open, and why it could not
/// open.
#[derive(Resource, Debug, Default)]
pub struct OnlinePanel {
    /// The table is open online now.
    pub open: bool,
    pub problem: Option<String>,
}

/// The title's join panel (`Overlay::Join`): the invite typed so far, and what went wrong.
#[derive(Resource, Debug, Default)]
pub struct JoinPanel {
    pub text: String,
    pub problem: Option<String>,
}

/// Where "Online öffnen" listens: every address, on the default port (any free port if that one
/// is taken). Tests listen on loopback only.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub struct OnlineAt {
    pub ip: IpAddr,
    pub port: u16,
}

impl Default for OnlineAt {
    fn default() -> Self {
        Self {
            ip: Ipv4Addr::UNSPECIFIED.into(),
            port: crate::net::invite::DEFAULT_PORT,
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<OnlinePanel>();
    app.init_resource::<JoinPanel>();
    app.init_resource::<OnlineAt>();
    app.add_systems(
        Update,
        |hosting: Option<Res<Hosting>>, mut panel: ResMut<OnlinePanel>| {
            if panel.open != hosting.is_some() {
                panel.open = hosting.is_some();
            }
        },
    );
}

/// Opens this table online at `OnlineAt`, shown at the address the local network knows this
/// machine by (loopback when it listens on loopback only).
pub fn open_online(world: &mut World) {
    if world.contains_resource::<Hosting>() {
        return;
    }
    let at = *world.resource::<OnlineAt>();
    let shown = match at.ip.is_loopback() {
        true => at.ip,
        false => crate::phone::lan::lan_address()
            .map(IpAddr::V4)
            .unwrap_or(Ipv4Addr::LOCALHOST.into()),
    };
    let opened = host::open(world, (at.ip, at.port).into(), shown)
        .or_else(|_| host::open(world, (at.ip, 0).into(), shown));
    let problem = opened.err().map(|e| {
        let tr = world.resource::<Tr>();
        tr!(tr, "net-open-failed", why = e.to_string())
    });
    world.resource_mut::<OnlinePanel>().problem = problem;
}
