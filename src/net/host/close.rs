//! The end of a closed table at its host: once every home was told, the connections end, the
//! server goes, and the seats other homes' people held are the lobby's bots again.

use super::*;

/// The last of a closed table: its farewell went out with the frame's packets; now the
/// connections end and the server goes, with the rest of what the table across homes added
/// (`net::leave`'s one list). Nothing of other homes' people stays in this screen's next table
/// or in the lobby it remembers.
pub(super) fn end_hosting(world: &mut World) {
    let Some(hosting) = world.get_resource::<Hosting>().filter(|h| h.closing) else {
        return;
    };
    let given_back: Vec<(Seat, SeatKind)> = hosting
        .remote_seats()
        .into_iter()
        .map(|seat| (seat, bot_seat(seat.index())))
        .collect();
    super::super::leave::forget_other_homes(world, &given_back);
}
