//! A host gone silent (its process killed, its machine off, the line cut) is noticed on this
//! screen's own clock at netcode's timeout. Netcode's clock moves only when its transport's
//! update runs to its end, and renet_netcode ends that update early at any socket error (a
//! port-unreachable, where the system reports one), so its timeout alone can come late.

use super::door::leave_saying;
use super::*;

/// When this screen last heard its host, on its own clock (s), and netcode's time since the
/// last packet then.
type Heard = Option<(f32, std::time::Duration)>;

/// While connected, each frame netcode's "time since the last packet" either grew by the frame
/// (nothing came), stayed (its clock stood still) or is within a frame (a packet came): this
/// screen keeps when it last heard on its own clock, and `TIMEOUT_SECS` and a frame without a
/// packet there, the table is gone for it: it says the line broke and leaves, the frame after
/// netcode's own timeout at the latest.
pub(super) fn notice_silence(
    state: Res<State<ClientState>>,
    transport: Option<Res<NetcodeClientTransport>>,
    time: Res<Time<Real>>,
    mut guesting: ResMut<Guesting>,
    mut heard: Local<Heard>,
    tr: Res<crate::core::Tr>,
    mut commands: Commands,
) {
    let Some(transport) = transport.filter(|_| *state.get() == ClientState::Connected) else {
        *heard = None;
        return;
    };
    if guesting.closed {
        return;
    }
    let (now, frame) = (time.elapsed_secs(), time.delta());
    let since = transport.time_since_last_received_packet();
    let came = match *heard {
        Some((_, before)) => since < before || since <= frame,
        None => true,
    };
    let at = match *heard {
        Some((at, _)) if !came => at,
        _ => now - since.as_secs_f32(),
    };
    *heard = Some((at, since));
    if now - at > TIMEOUT_SECS as f32 + frame.as_secs_f32() {
        warn!(
            "nothing from the table for {:.1} s: the line broke",
            now - at
        );
        guesting.closed = true;
        commands.queue(leave_saying(crate::tr!(tr, "net-table-lost")));
    }
}
