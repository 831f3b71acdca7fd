//! What a guest's people press at the table goes to the host.

use super::*;
use crate::core::PressKind;
use crate::net::wire::PressesSent;

/// What this screen's people pressed at the table goes to the host, which decides. A pick of a
/// card the table's light offers (a card a click takes now) lifts that card at once, until the
/// host has answered it (`table::cards::PickedHere`).
pub(super) fn forward_presses(
    mut presses: MessageReader<TablePress>,
    screen: Res<State<Screen>>,
    guesting: Res<Guesting>,
    mut out: MessageWriter<FromGuest>,
    (mut sent, mut here, light): (
        ResMut<PressesSent>,
        ResMut<crate::table::cards::PickedHere>,
        Res<crate::table::light::TableLight>,
    ),
) {
    if guesting.is_added() {
        *sent = PressesSent::default();
    }
    for press in presses.read() {
        // A screen that only watches acts for nobody.
        if *screen.get() != Screen::Table || guesting.seated.is_empty() {
            continue;
        }
        if let Some(wire) = WirePress::from_press(&press.what) {
            out.write(FromGuest::Says(Says::Press {
                seat: press.seat,
                press: wire,
            }));
            sent.0 = sent.0.wrapping_add(1);
            if let PressKind::Pick {
                key: Some(crate::core::CardKey::Open(card)),
                ..
            } = press.what
                && light.glowing.contains(&card)
            {
                here.0 = Some((card, sent.0));
            }
        }
    }
}
