//! What a guest's people press at the table goes to the host.

use super::*;

/// What this screen's people pressed at the table goes to the host, which decides.
pub(super) fn forward_presses(
    mut presses: MessageReader<TablePress>,
    screen: Res<State<Screen>>,
    guesting: Res<Guesting>,
    mut out: MessageWriter<FromGuest>,
) {
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
        }
    }
}
