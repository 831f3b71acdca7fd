//! What travels between a host and its guests, as bevy_replicon messages (postcard inside renet's
//! channels): a guest says what its people pressed and which seats they take; the host answers
//! with the roster and refusals, and each game's per-seat data (`games::driver::news`). Nothing
//! here names a game, and nothing a guest sends names a seat it may act for without the host
//! checking it.

use crate::core::{CardKey, PressKind, Spot, TableButton};
use bevy::prelude::*;
use bevy_replicon::bytes::Bytes;
use bevy_replicon::prelude::*;
use bevy_replicon::shared::message::ctx::{ClientSendCtx, ServerReceiveCtx};
use serde::{Deserialize, Serialize};
use stammtisch_rules::Seat;

/// The longest message a guest may send (bytes): a press or a claim is a few dozen; anything
/// longer is refused unread.
pub const MAX_GUEST_MESSAGE: usize = 256;

/// The keys a guest's press may name, by their place in this table (a key of a remapped binding
/// among them). Any other number is garbage.
const WIRE_KEYS: [KeyCode; 74] = {
    use KeyCode::*;
    [
        KeyA,
        KeyB,
        KeyC,
        KeyD,
        KeyE,
        KeyF,
        KeyG,
        KeyH,
        KeyI,
        KeyJ,
        KeyK,
        KeyL,
        KeyM,
        KeyN,
        KeyO,
        KeyP,
        KeyQ,
        KeyR,
        KeyS,
        KeyT,
        KeyU,
        KeyV,
        KeyW,
        KeyX,
        KeyY,
        KeyZ,
        Digit0,
        Digit1,
        Digit2,
        Digit3,
        Digit4,
        Digit5,
        Digit6,
        Digit7,
        Digit8,
        Digit9,
        Numpad0,
        Numpad1,
        Numpad2,
        Numpad3,
        Numpad4,
        Numpad5,
        Numpad6,
        Numpad7,
        Numpad8,
        Numpad9,
        F1,
        F2,
        F3,
        F4,
        F5,
        F6,
        F7,
        F8,
        F9,
        F10,
        F11,
        F12,
        Enter,
        NumpadEnter,
        Space,
        Escape,
        Backspace,
        Tab,
        ArrowUp,
        ArrowDown,
        ArrowLeft,
        ArrowRight,
        Comma,
        Period,
        Minus,
        Equal,
        Slash,
        Backslash,
    ]
};

/// A press as it travels: a pick as the guest's screen made it (the card it names is its key's, so
/// the two cannot disagree), a key by its place in `WIRE_KEYS` (a key no table reads does not
/// travel, and an unknown place is garbage).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum WirePress {
    Pick {
        key: Option<CardKey>,
        spot: Option<u32>,
        by: Option<TableButton>,
    },
    Button(TableButton),
    /// A key, by its place in `WIRE_KEYS`.
    Key(u8),
}

impl WirePress {
    /// A press of this screen's devices, to send (`None`: a key no table reads).
    pub fn from_press(what: &PressKind) -> Option<WirePress> {
        Some(match *what {
            PressKind::Pick { key, spot, by, .. } => WirePress::Pick {
                key,
                spot: spot.map(|s| s.0),
                by,
            },
            PressKind::Button(button) => WirePress::Button(button),
            PressKind::Key(key) => WirePress::Key(WIRE_KEYS.iter().position(|&k| k == key)? as u8),
        })
    }

    /// The press at the host (`None`: a key number no table knows).
    pub fn to_press(self) -> Option<PressKind> {
        Some(match self {
            WirePress::Pick { key, spot, by } => PressKind::Pick {
                card: key.and_then(CardKey::id),
                key,
                spot: spot.map(Spot),
                by,
            },
            WirePress::Button(button) => PressKind::Button(button),
            WirePress::Key(i) => PressKind::Key(*WIRE_KEYS.get(i as usize)?),
        })
    }
}

/// What a guest says.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Says {
    /// One of its people takes a seat the host offers (a bot's seat or a free one), or gets
    /// back a seat its player identity held.
    Take { seat: Seat, name: String },
    /// It gives a seat back (a bot plays it).
    Leave { seat: Seat },
    /// Its pause menu opened (`true`) or closed: the table is held for everyone meanwhile (a
    /// home that holds no seat only watches and cannot hold the table).
    Hold(bool),
    /// A press of one of its people: `seat` is the device's seat on the guest's screen (`None`:
    /// a shared mouse or keyboard); the host decides whether the guest holds it.
    Press {
        seat: Option<Seat>,
        press: WirePress,
    },
    /// Which of its seats phones in its home hold now (`held`: the host sends their data apart
    /// from the screen's, so its TV never learns those hands), and which of them lost their
    /// phone (`away`: the table waits for it, then a bot stands in, as for a phone at the host).
    Phones { held: Vec<Seat>, away: Vec<Seat> },
    /// The first thing a guest seals once it has the session's keys: that it opens proves its
    /// home (`net::seal`).
    Proof,
}

/// A guest's message as the host received it: what it said, or that it was no message.
#[derive(Message, Debug, Clone, PartialEq)]
pub enum FromGuest {
    Says(Says),
    /// Bytes that are no message (or too many of them): refused unread.
    Garbled {
        bytes: usize,
    },
    /// Bytes sent as they are (a test plays a hostile guest with it; never read at the host).
    Raw(Vec<u8>),
}

/// A guest's message as it travels: sealed with its connection's key (`net::seal`), or, from a
/// test playing a hostile guest, raw bytes. Too many bytes are not even kept.
#[derive(Message, Debug, Clone, PartialEq)]
pub struct GuestBytes {
    /// How many bytes came.
    pub len: usize,
    /// The bytes (none when there were too many).
    pub bytes: Vec<u8>,
}

/// How a guest's message travels: its bytes as they are (sealed before).
fn send_guest(_ctx: &mut ClientSendCtx, message: &GuestBytes, out: &mut Vec<u8>) -> Result<()> {
    out.extend_from_slice(&message.bytes);
    Ok(())
}

/// How the host takes a guest's message: every byte string is one, to be opened (replicon
/// would drop one it cannot read unseen; the host counts garbage against the guest).
fn receive_guest(_ctx: &mut ServerReceiveCtx, bytes: &mut Bytes) -> Result<GuestBytes> {
    let data = std::mem::take(bytes);
    let len = data.len();
    Ok(GuestBytes {
        len,
        bytes: match len > MAX_GUEST_MESSAGE + super::seal::SEAL_OVERHEAD {
            true => Vec::new(),
            false => data.to_vec(),
        },
    })
}

/// A guest's opened bytes as a message (postcard reads them; too many are not read at all).
pub fn read_guest(data: &[u8]) -> FromGuest {
    if data.len() > MAX_GUEST_MESSAGE {
        return FromGuest::Garbled { bytes: data.len() };
    }
    match bevy_replicon::postcard::from_bytes::<Says>(data) {
        Ok(says) => FromGuest::Says(says),
        Err(_) => FromGuest::Garbled { bytes: data.len() },
    }
}

/// A seat as the roster shows it to every screen.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RosterSeat {
    pub name: String,
    /// A bot plays it (a bot of the lobby, or standing in).
    pub bot: bool,
    /// This screen's people hold it.
    pub yours: bool,
    /// Another home holds it.
    pub remote: bool,
    /// Its home's round trip to the host (ms), for a remote seat.
    pub rtt_ms: Option<u32>,
    /// The level of the bot playing it, if a bot does.
    pub level: Option<stammtisch_rules::bots::Level>,
}

/// A seat whose person went away at the host (an unplugged pad, a phone or a home dropped).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct AwaySeat {
    pub seat: Seat,
    /// Whole seconds until a bot stands in, as the host counts them.
    pub secs_left: u16,
    /// A bot plays it meanwhile.
    pub stand_in: bool,
}

/// Why the host's table is paused, if it is.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct RosterPause {
    /// Who holds it from a menu (or a window in the background): `None` the host, a seat the
    /// person of the home holding it.
    pub held: Vec<Option<Seat>>,
    pub away: Vec<AwaySeat>,
}

/// Who sits where, as the host tells each guest.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Roster {
    /// The game's id in the rules' registry.
    pub game: String,
    pub seats: Vec<RosterSeat>,
    /// The match is being played (else the host is in its lobby).
    pub at_table: bool,
    /// Why the table is paused.
    pub pause: RosterPause,
}

/// Why the host refused what a guest said (the guest shows it in its language).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Refusal {
    /// A press or a leave for a seat this guest does not hold.
    NotYours(Seat),
    /// A seat the host does not offer (a person's, another home's, or no seat at all).
    NotOffered(Seat),
    /// Bytes that were no message.
    Garbled,
    /// A name the table does not take (`names::clean_name`).
    Name(super::names::NameRefusal),
}

impl Refusal {
    /// The catalogue key of its words.
    pub fn words(self) -> &'static str {
        match self {
            Refusal::NotYours(_) => "net-refused-not-yours",
            Refusal::NotOffered(_) => "net-refused-not-offered",
            Refusal::Garbled => "net-refused-garbled",
            Refusal::Name(why) => why.words(),
        }
    }
}

/// How many presses a guest's screen sent the host since it joined (the host's news say how many
/// it has answered: `games::driver::news::News::answered`).
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct PressesSent(pub u32);

/// How many presses the host heard from each connection (answered by the news of the frame).
#[derive(Resource, Debug, Default, Clone, PartialEq, Eq)]
pub struct PressesHeard(pub std::collections::HashMap<Entity, u32>);

/// What the host says to a guest (not game data).
#[derive(Message, Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum HostSays {
    Roster(Roster),
    Refused(Refusal),
    /// A press of this home's person lost a race (its screen says who was faster).
    RaceLost(crate::core::press::RaceLost),
    /// A move of this home's person was refused (its screen says why).
    MoveRefused {
        seat: Seat,
        why: stammtisch_rules::RuleError,
    },
    /// The match is over: its outcome and the seats' names (each screen words the headline in
    /// its own language).
    Results {
        outcome: stammtisch_rules::Outcome,
        names: Vec<String>,
        /// The game's headline as a catalogue key and values (`None`: "NAME gewinnt!").
        headline: Option<stammtisch_rules::Phrase>,
    },
    /// The host closed the table: every home goes back to the title.
    Closed,
    /// The same home joined again on a newer connection: this one goes.
    Replaced,
}

pub(super) fn plugin(app: &mut App) {
    // What travels: a guest's bytes (sealed), the host's answer to a new connection (open), and
    // everything else the host says, sealed for each guest.
    app.add_client_message_with::<GuestBytes>(Channel::Ordered, send_guest, receive_guest);
    app.add_server_message::<super::seal::Handshake>(Channel::Ordered);
    app.add_server_message::<super::seal::SealedToGuest>(Channel::Ordered);
    // What the guest's screen writes and the host's table reads, before and after the seal.
    app.add_message::<FromGuest>();
    app.init_resource::<PressesSent>();
    app.init_resource::<PressesHeard>();
    app.add_message::<FromClient<FromGuest>>();
    super::seal::add_sealed::<HostSays>(app);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_press_a_table_reads_travels_and_comes_back_the_same() {
        let presses = [
            PressKind::Key(KeyCode::KeyK),
            PressKind::Key(KeyCode::F5),
            PressKind::Key(KeyCode::NumpadEnter),
            PressKind::Button(TableButton::Act2),
            PressKind::Pick {
                card: None,
                key: Some(CardKey::back(3, 4)),
                spot: Some(Spot(7)),
                by: Some(TableButton::Act1),
            },
            PressKind::Pick {
                card: Some(stammtisch_rules::CardId(12)),
                key: Some(CardKey::Open(stammtisch_rules::CardId(12))),
                spot: None,
                by: None,
            },
        ];
        for press in presses {
            let wire = WirePress::from_press(&press).unwrap();
            assert_eq!(wire.to_press(), Some(press));
        }
        // A key no table reads is not sent; a key number nobody knows is garbage.
        assert_eq!(
            WirePress::from_press(&PressKind::Key(KeyCode::AltLeft)),
            None
        );
        assert_eq!(WirePress::Key(200).to_press(), None);
    }

    #[test]
    fn the_host_reads_garbage_and_oversized_messages_as_garbled() {
        let says = Says::Press {
            seat: Some(Seat(2)),
            press: WirePress::Key(3),
        };
        let mut bytes = Vec::new();
        bevy_replicon::postcard_utils::to_extend_mut(&says, &mut bytes).unwrap();
        assert_eq!(read_guest(&bytes), FromGuest::Says(says));
        assert_eq!(read_guest(&[0xff; 9]), FromGuest::Garbled { bytes: 9 });
        let long = vec![0; MAX_GUEST_MESSAGE + 1];
        assert_eq!(
            read_guest(&long),
            FromGuest::Garbled {
                bytes: MAX_GUEST_MESSAGE + 1
            }
        );
    }
}
