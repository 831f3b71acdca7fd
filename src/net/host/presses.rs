//! What the homes said this frame (`listen`): seats taken and given back, presses turned into
//! the table's stamped input stream, and the verdict on anything wrong.

use super::seats::bot_seat;
use super::seats::phones_come_and_go;
use super::seats::take;
use super::*;

/// What a guest's message came to: nothing wrong, no effect at all (a strike, no answer), or
/// refused (a strike and the refusal).
pub(super) enum Verdict {
    Fine,
    Useless,
    Refused(Refusal),
}

/// What the homes said this frame: seats taken and given back (before the table), presses
/// (at the table, stamped now, after the frame's own devices), refusals for the rest. A home
/// over its rate, or saying what changes nothing, earns strikes too (`limits`), and one with too
/// many is sent away.
#[allow(clippy::too_many_arguments)]
pub(super) fn listen(
    mut said: MessageReader<FromClient<FromGuest>>,
    (mut hosting, mut limits): (ResMut<Hosting>, ResMut<GuestLimits>),
    mut setup: ResMut<MatchSetup>,
    mut seats: Option<ResMut<TableSeats>>,
    screen: Res<State<Screen>>,
    (clock, time, tr): (Res<TableClock>, Res<Time>, Res<crate::core::Tr>),
    mut pause: ResMut<TablePause>,
    mut away: ResMut<Away>,
    mut presses: MessageWriter<TablePress>,
    mut answers: MessageWriter<ToClients<HostSays>>,
    (mut disconnect, mut notes): (MessageWriter<DisconnectRequest>, MessageWriter<HomeNote>),
    mut heard: ResMut<crate::net::wire::PressesHeard>,
) {
    heard
        .0
        .retain(|client, _| hosting.guests.contains_key(client));
    let at_table = *screen.get() == Screen::Table;
    let now = time.elapsed_secs();
    let mut rank = 0;
    limits.keep_only(|client| hosting.guests.contains_key(&client));
    for FromClient { client_id, message } in said.read() {
        let Some(client) = client_id.entity() else {
            continue;
        };
        let Some(identity) = hosting.guests.get(&client).map(|g| g.identity) else {
            continue;
        };
        let held = hosting.seats_of(&identity);
        if let FromGuest::Says(Says::Press { .. }) = message {
            let count = heard.0.entry(client).or_default();
            *count = count.wrapping_add(1);
        }
        // Over its rate: not read at all.
        let verdict = if !limits.conduct(client, now).admit(now) {
            Verdict::Useless
        } else {
            match message {
                FromGuest::Says(Says::Press { seat, press }) => {
                    let seat = match seat {
                        Some(seat) => Some(*seat),
                        // A shared mouse or keyboard of the home: its seat that may act now.
                        None => seats
                            .as_ref()
                            .and_then(|s| held.iter().copied().find(|h| s.on_turn.contains(h)))
                            .or(held.first().copied()),
                    };
                    match (seat.filter(|s| held.contains(s)), press.to_press()) {
                        (_, None) => Verdict::Refused(Refusal::Garbled),
                        (None, _) => {
                            Verdict::Refused(Refusal::NotYours(seat.unwrap_or(Seat(u8::MAX))))
                        }
                        // Away from the table a press moves nothing.
                        (Some(_), Some(_)) if !at_table => Verdict::Useless,
                        (Some(seat), Some(what)) => {
                            presses.write(TablePress {
                                seat: Some(seat),
                                what,
                                stamp: Stamp::new(clock.now, GUEST_RANKS + rank),
                            });
                            rank += 1;
                            Verdict::Fine
                        }
                    }
                }
                FromGuest::Says(Says::Hold(held_now)) => match held.first() {
                    // A home's pause menu holds the table for everyone, as a pad's does at home
                    // (until it ends, or runs out unrenewed: `limits::HOLD_SECS`).
                    Some(&seat) => {
                        let changed = if *held_now && at_table {
                            limits.hold(seat, now, &mut pause)
                        } else {
                            limits.release(seat, &mut pause)
                        };
                        if changed {
                            Verdict::Fine
                        } else {
                            Verdict::Useless
                        }
                    }
                    None => Verdict::Refused(Refusal::NotYours(Seat(u8::MAX))),
                },
                FromGuest::Says(Says::Take { seat, name }) => {
                    // A guest who chose no name is called by this screen's word for a guest.
                    let name = crate::net::names::in_own_words(
                        name.trim(),
                        &crate::tr!(tr, "net-guest-person"),
                    );
                    take(&mut hosting, &mut setup, at_table, identity, *seat, &name)
                }
                FromGuest::Says(Says::Phones {
                    held: phones,
                    away: gone,
                }) => {
                    // Only its own seats count (a phone's seat the host just refused is not).
                    let Some(guest) = hosting.guests.get_mut(&client) else {
                        continue;
                    };
                    let was = (guest.phones.clone(), guest.phones_away.clone());
                    let was_away = std::mem::take(&mut guest.phones_away);
                    guest.phones = phones
                        .iter()
                        .filter(|s| held.contains(s))
                        .copied()
                        .collect();
                    guest.phones_away = gone
                        .iter()
                        .filter(|s| guest.phones.contains(s))
                        .copied()
                        .collect();
                    if let (Some(seats), true) = (seats.as_mut(), at_table) {
                        let gone = &guest.phones_away;
                        phones_come_and_go(seats, &mut away, &mut pause, &was_away, gone, now);
                    }
                    if guest.phones == was.0 && guest.phones_away == was.1 {
                        Verdict::Useless
                    } else {
                        Verdict::Fine
                    }
                }
                FromGuest::Says(Says::Leave { seat }) => {
                    if !held.contains(seat) {
                        Verdict::Refused(Refusal::NotYours(*seat))
                    } else {
                        *hosting.holder_slot(*seat) = None;
                        if !at_table && seat.index() < setup.seats.len() {
                            setup.seats[seat.index()] = bot_seat(seat.index());
                        }
                        Verdict::Fine
                    }
                }
                // `prove` takes a proof and never passes one on; a proof once more is of no use.
                FromGuest::Says(Says::Proof) => Verdict::Useless,
                FromGuest::Garbled { .. } | FromGuest::Raw(_) => Verdict::Refused(Refusal::Garbled),
            }
        };
        let refusal = match verdict {
            Verdict::Fine => continue,
            Verdict::Useless => None,
            Verdict::Refused(refusal) => Some(refusal),
        };
        let Some(guest) = hosting.guests.get(&client) else {
            continue;
        };
        if let Some(refusal) = refusal {
            info!("refused {}: {refusal:?}", guest.name);
            notes.write(HomeNote::Refused {
                name: guest.name.clone(),
                refusal,
            });
            answers.write(ToClients {
                targets: SendTargets::Single(*client_id),
                message: HostSays::Refused(refusal),
            });
        }
        if limits.conduct(client, now).strike() {
            warn!(
                "{} kept sending what the table refuses or does not need: disconnected",
                guest.name
            );
            notes.write(HomeNote::SentAway {
                client,
                name: guest.name.clone(),
            });
            hosting.guests.remove(&client);
            disconnect.write(DisconnectRequest { client });
        }
    }
}

/// The host's screen says, in one line, when a home sent what no Stammtisch sends (a patched
/// screen: garbage, a message of the host's own), and when a home was sent away for its
/// refusals; the home's own screen hears the refusal (`listen`).
pub(super) fn show_notes(
    mut notes: MessageReader<HomeNote>,
    mut toast: ResMut<crate::core::Toast>,
    (time, tr): (Res<Time>, Res<crate::core::Tr>),
) {
    for note in notes.read() {
        let (key, name) = match note {
            HomeNote::Refused {
                name,
                refusal: Refusal::Garbled,
            } => (crate::key!("net-home-garbled"), name),
            HomeNote::SentAway { name, .. } => (crate::key!("net-home-sent-away"), name),
            _ => continue,
        };
        let name = super::super::names::visible(name);
        toast.show(crate::tr!(tr, key, name = name), time.elapsed_secs());
    }
}

/// A home already at the table that says its protocol again, and another one (no Stammtisch
/// does; a patched screen may): replicon sends it away, and the host's screen says so by name
/// (`show_notes`), as for garbage.
pub(super) fn protocol_again(
    said: On<FromClient<bevy_replicon::shared::protocol::ProtocolHash>>,
    hosting: Option<Res<Hosting>>,
    ours: Option<Res<bevy_replicon::shared::protocol::ProtocolHash>>,
    mut notes: MessageWriter<HomeNote>,
) {
    let (Some(hosting), Some(ours)) = (hosting, ours) else {
        return;
    };
    let guest = (said.client_id.entity()).and_then(|client| hosting.guests.get(&client));
    if let Some(guest) = guest
        && **said != *ours
    {
        warn!(
            "{} said another protocol at the table: sent away",
            guest.name
        );
        notes.write(HomeNote::Refused {
            name: guest.name.clone(),
            refusal: Refusal::Garbled,
        });
    }
}
