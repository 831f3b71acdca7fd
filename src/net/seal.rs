//! A key of its own for every connection to another home, so that the invite alone opens no
//! home's seat and no home's traffic. Netcode's key comes from the invite, which every invitee
//! has: anyone of them who captures a connect request can read what netcode carries. So the
//! host and each guest agree on a session key on top (X25519): the guest's connect token names
//! only public keys (its home's key, made from the player identity that never leaves its
//! settings, and a fresh key of this connection); the host answers with a fresh key of its own;
//! both mix the two agreements (fresh with fresh, and the host's fresh key with the home's key)
//! into the session. Only the home that holds the identity can open what the host seals for it,
//! and the host believes a connection to be that home only once a message sealed under that
//! session opened (its proof). Every message either way after that is sealed (ChaCha20-Poly1305,
//! a counter as the nonce: a replayed or reordered message does not open).

use super::host::Hosting;
use super::wire::{FromGuest, GuestBytes, Says};
use crate::phone::claims::Secret;
use bevy::ecs::message::MessageCursor;
use bevy::prelude::*;
use bevy_replicon::prelude::*;
use chacha20poly1305::aead::{Aead, Payload};
use chacha20poly1305::{ChaCha20Poly1305, KeyInit};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::marker::PhantomData;
use x25519_dalek::{PublicKey, StaticSecret};

/// Who a home is at a table: the public key made from its player identity (it names the home
/// and proves nothing by itself; the identity behind it never travels).
pub type HomeId = [u8; 32];

/// What makes a home's key from its player identity (BLAKE3's key derivation context).
const HOME_CONTEXT: &str = "Stammtisch 2026-12-06 home key from a player identity";
/// What makes a connection's session key from the two agreements and what both sides said.
const SESSION_CONTEXT: &str = "Stammtisch 2026-12-06 session key of a connection to a home";

/// The bytes a sealed message adds: the counter (8) and the tag (16).
pub const SEAL_OVERHEAD: usize = 8 + 16;

/// 32 bytes from the operating system's random source (never a clock).
pub fn os_random() -> [u8; 32] {
    let mut bytes = [0; 32];
    // A machine without a random source cannot keep a table's secrets: nothing would be safe.
    getrandom::fill(&mut bytes).expect("the operating system's random source answers");
    bytes
}

/// The home key of a player identity (its secret half stays with the guest).
pub fn home_secret(identity: &Secret) -> StaticSecret {
    StaticSecret::from(blake3::derive_key(HOME_CONTEXT, identity))
}

/// The public half: who the home is at a table.
pub fn home_id(identity: &Secret) -> HomeId {
    PublicKey::from(&home_secret(identity)).to_bytes()
}

/// A fresh key of one connection (one side's part of the agreement).
pub fn fresh_key() -> StaticSecret {
    StaticSecret::from(os_random())
}

/// The public half of a key.
pub fn public(key: &StaticSecret) -> [u8; 32] {
    PublicKey::from(key).to_bytes()
}

/// Which way a message goes (each way has its own key).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Way {
    ToGuest,
    ToHost,
}

/// The keys of one connection, one for each way, with the counters of what was sealed and
/// opened.
pub struct Session {
    to_guest: ChaCha20Poly1305,
    to_host: ChaCha20Poly1305,
    sent: u64,
    /// The counter of the last message opened (`None`: none yet).
    opened: Option<u64>,
    /// This side is the host.
    host: bool,
}

/// Never a key in a log line.
impl std::fmt::Debug for Session {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Session(keys hidden, {} sent)", self.sent)
    }
}

/// What both sides said in the open, in order: the table's key, the home, the guest's fresh key
/// and the host's (so a key agreed for one of them opens nothing of another).
struct Said<'a> {
    table: &'a [u8; 32],
    home: &'a HomeId,
    guest_fresh: &'a [u8; 32],
    host_fresh: &'a [u8; 32],
}

impl Session {
    /// The host's side: its fresh key, and what the guest's token named. `None` when a key the
    /// guest named agrees on nothing (a low-order point: a patched guest's trick).
    pub fn at_host(
        table: &[u8; 32],
        host_fresh: &StaticSecret,
        home: &HomeId,
        guest_fresh: &[u8; 32],
    ) -> Option<Session> {
        let fresh = host_fresh.diffie_hellman(&PublicKey::from(*guest_fresh));
        let with_home = host_fresh.diffie_hellman(&PublicKey::from(*home));
        if !fresh.was_contributory() || !with_home.was_contributory() {
            return None;
        }
        let said = Said {
            table,
            home,
            guest_fresh,
            host_fresh: &public(host_fresh),
        };
        Some(Session::of(
            fresh.as_bytes(),
            with_home.as_bytes(),
            &said,
            true,
        ))
    }

    /// The guest's side: its home key and fresh key, and the host's answer.
    pub fn at_guest(
        table: &[u8; 32],
        home_key: &StaticSecret,
        guest_fresh: &StaticSecret,
        host_fresh: &[u8; 32],
    ) -> Option<Session> {
        let host = PublicKey::from(*host_fresh);
        let fresh = guest_fresh.diffie_hellman(&host);
        let with_home = home_key.diffie_hellman(&host);
        if !fresh.was_contributory() || !with_home.was_contributory() {
            return None;
        }
        let said = Said {
            table,
            home: &public(home_key),
            guest_fresh: &public(guest_fresh),
            host_fresh,
        };
        Some(Session::of(
            fresh.as_bytes(),
            with_home.as_bytes(),
            &said,
            false,
        ))
    }

    fn of(fresh: &[u8; 32], with_home: &[u8; 32], said: &Said, host: bool) -> Session {
        let mut material = Vec::with_capacity(6 * 32);
        for part in [
            fresh,
            with_home,
            said.table,
            said.home,
            said.guest_fresh,
            said.host_fresh,
        ] {
            material.extend_from_slice(part);
        }
        let session = blake3::derive_key(SESSION_CONTEXT, &material);
        let way = |name: &str| {
            let key = blake3::keyed_hash(&session, name.as_bytes());
            ChaCha20Poly1305::new(key.as_bytes().into())
        };
        Session {
            to_guest: way("to the guest"),
            to_host: way("to the host"),
            sent: 0,
            opened: None,
            host,
        }
    }

    fn key(&self, way: Way) -> &ChaCha20Poly1305 {
        match way {
            Way::ToGuest => &self.to_guest,
            Way::ToHost => &self.to_host,
        }
    }

    fn nonce(way: Way, counter: u64) -> [u8; 12] {
        let mut nonce = [0; 12];
        nonce[0] = way as u8;
        nonce[4..].copy_from_slice(&counter.to_le_bytes());
        nonce
    }

    /// `message` sealed for the other side: the counter, then the ciphertext with its tag.
    pub fn seal(&mut self, message: &[u8]) -> Vec<u8> {
        let way = if self.host { Way::ToGuest } else { Way::ToHost };
        let counter = self.sent;
        self.sent += 1;
        let nonce = Self::nonce(way, counter);
        let aad = counter.to_le_bytes();
        let payload = Payload {
            msg: message,
            aad: &aad,
        };
        let sealed = self
            .key(way)
            .encrypt((&nonce).into(), payload)
            .unwrap_or_default();
        let mut out = Vec::with_capacity(8 + sealed.len());
        out.extend_from_slice(&counter.to_le_bytes());
        out.extend_from_slice(&sealed);
        out
    }

    /// A message the other side sealed, opened (`None`: not sealed with this session's key, or
    /// a counter already seen: a replay or a forgery).
    pub fn open(&mut self, bytes: &[u8]) -> Option<Vec<u8>> {
        let way = if self.host { Way::ToHost } else { Way::ToGuest };
        let (counter, sealed) = bytes.split_first_chunk::<8>()?;
        let counter = u64::from_le_bytes(*counter);
        if self.opened.is_some_and(|last| counter <= last) {
            return None;
        }
        let nonce = Self::nonce(way, counter);
        let aad = counter.to_le_bytes();
        let payload = Payload {
            msg: sealed,
            aad: &aad,
        };
        let message = self.key(way).decrypt((&nonce).into(), payload).ok()?;
        self.opened = Some(counter);
        Some(message)
    }
}

/// A sealed message from the host to one guest: which kind of message (its place in
/// `SealedKinds`) and its bytes, sealed together.
#[derive(Message, Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SealedToGuest(pub Vec<u8>);

/// The host's answer to a new connection, in the open: its fresh key.
#[derive(Message, Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Handshake {
    pub host_fresh: [u8; 32],
}

/// The messages the host seals for guests, by kind: how a guest reads each back into its world.
#[derive(Resource, Default)]
pub struct SealedKinds {
    readers: Vec<fn(&[u8], &mut World) -> bool>,
}

/// The kind number of a sealed message type.
#[derive(Resource)]
struct KindOf<T>(u16, PhantomData<T>);

/// Where a guest opens what the host sealed (before anything reads it).
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Opened;

/// Where the host seals what it sends (after everything that writes it).
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Sealing;

/// `T` travels from the host to guests sealed for each: the host writes `ToClients<T>` as
/// before and each guest reads `T`, but on the way it is sealed per connection.
pub fn add_sealed<T>(app: &mut App)
where
    T: Message + Serialize + serde::de::DeserializeOwned,
{
    app.add_message::<ToClients<T>>();
    app.add_message::<T>();
    let kind = {
        let mut kinds = app
            .world_mut()
            .get_resource_or_insert_with(SealedKinds::default);
        kinds.readers.push(read_into::<T>);
        (kinds.readers.len() - 1) as u16
    };
    app.insert_resource(KindOf::<T>(kind, PhantomData));
    app.add_systems(
        PostUpdate,
        seal_for_guests::<T>
            .in_set(Sealing)
            .in_set(SealKind(kind))
            .run_if(resource_exists::<Hosting>),
    );
    // A frame's messages leave in the order their kinds were added (the roster before the news).
    if kind > 0 {
        app.configure_sets(PostUpdate, SealKind(kind).after(SealKind(kind - 1)));
    }
}

/// Where one kind of message is sealed.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct SealKind(u16);

/// A sealed message's bytes back into this world as a `T` (false: no `T`).
fn read_into<T: Message + serde::de::DeserializeOwned>(bytes: &[u8], world: &mut World) -> bool {
    match bevy_replicon::postcard::from_bytes::<T>(bytes) {
        Ok(message) => {
            world.write_message(message);
            true
        }
        Err(_) => false,
    }
}

/// Each `T` the host sends goes to each of its targets sealed with that connection's key
/// (connections that have not proven their home get nothing).
fn seal_for_guests<T: Message + Serialize>(
    mut messages: MessageReader<ToClients<T>>,
    kind: Res<KindOf<T>>,
    mut hosting: ResMut<Hosting>,
    mut out: MessageWriter<ToClients<SealedToGuest>>,
) {
    for ToClients { targets, message } in messages.read() {
        let mut bytes = kind.0.to_le_bytes().to_vec();
        if bevy_replicon::postcard_utils::to_extend_mut(message, &mut bytes).is_err() {
            error!("a message for the guests could not be written");
            continue;
        }
        for (client, session) in hosting.sessions_mut() {
            let to = ClientId::Client(client);
            let aimed = match targets {
                SendTargets::All => true,
                SendTargets::AllExcept(except) => *except != to,
                SendTargets::Single(single) => *single == to,
            };
            if aimed {
                out.write(ToClients {
                    targets: SendTargets::Single(to),
                    message: SealedToGuest(session.seal(&bytes)),
                });
            }
        }
    }
}

/// A guest's keys for the connection it is on: its home's (from its identity) and this
/// connection's fresh one, the session once the host answered, and what its screen said before
/// that (sent, sealed, once the session is there).
#[derive(Resource)]
pub struct GuestKeys {
    table: [u8; 32],
    home_key: StaticSecret,
    fresh: StaticSecret,
    session: Option<Session>,
    waiting: std::collections::VecDeque<FromGuest>,
}

/// **choice**: messages a guest's screen keeps while its connection proves its home (a join
/// says a handful).
const MAX_WAITING: usize = 256;

impl GuestKeys {
    /// The keys of a new connection to the table with netcode key `table`, for `identity`.
    pub fn new(table: [u8; 32], identity: &Secret) -> Self {
        GuestKeys {
            table,
            home_key: home_secret(identity),
            fresh: fresh_key(),
            session: None,
            waiting: Default::default(),
        }
    }

    /// What the connect token names: this home and this connection's fresh key.
    pub fn named(&self) -> (HomeId, [u8; 32]) {
        (public(&self.home_key), public(&self.fresh))
    }
}

pub(super) fn plugin(app: &mut App) {
    app.configure_sets(PreUpdate, Opened.after(ClientSystems::Receive));
    app.configure_sets(PostUpdate, Sealing.before(ServerSystems::Send));
    app.add_systems(
        PreUpdate,
        (take_handshake, open_sealed)
            .chain()
            .in_set(Opened)
            .run_if(resource_exists::<GuestKeys>),
    );
    app.add_systems(
        PostUpdate,
        seal_for_host
            .before(ClientSystems::Send)
            .run_if(resource_exists::<GuestKeys>),
    );
}

/// The host's answer: the session's keys, and the proof goes first.
fn take_handshake(mut answers: MessageReader<Handshake>, mut keys: ResMut<GuestKeys>) {
    for answer in answers.read() {
        let keys = &mut *keys;
        match Session::at_guest(&keys.table, &keys.home_key, &keys.fresh, &answer.host_fresh) {
            Some(session) => {
                keys.session = Some(session);
                keys.waiting.push_front(FromGuest::Says(Says::Proof));
            }
            None => warn!("the host answered with a key that agrees on nothing"),
        }
    }
}

/// What the host sealed for this screen, opened and read back as its own kind (what does not
/// open is dropped: not from this connection's host).
fn open_sealed(world: &mut World, mut cursor: Local<MessageCursor<SealedToGuest>>) {
    let sealed: Vec<Vec<u8>> = match world.get_resource::<Messages<SealedToGuest>>() {
        Some(messages) => cursor.read(messages).map(|m| m.0.clone()).collect(),
        None => return,
    };
    if sealed.is_empty() {
        return;
    }
    let Some(mut session) = world
        .get_resource_mut::<GuestKeys>()
        .and_then(|mut k| k.session.take())
    else {
        warn!("sealed news before the session's keys: dropped");
        return;
    };
    for bytes in &sealed {
        if !open_from_host(world, bytes, &mut session) {
            warn!("news from the host that does not open: dropped");
        }
    }
    if let Some(mut keys) = world.get_resource_mut::<GuestKeys>() {
        keys.session = Some(session);
    }
}

/// What this screen says goes to the host sealed, once the session is there (until then it
/// waits); a test's raw bytes go as they are.
fn seal_for_host(
    mut said: MessageReader<FromGuest>,
    mut keys: ResMut<GuestKeys>,
    state: Res<State<ClientState>>,
    mut out: MessageWriter<GuestBytes>,
) {
    for message in said.read() {
        if keys.waiting.len() < MAX_WAITING {
            keys.waiting.push_back(message.clone());
        } else {
            warn!("too much to say before the table answered: dropped");
        }
    }
    if *state.get() != ClientState::Connected {
        return;
    }
    let keys = &mut *keys;
    let Some(session) = keys.session.as_mut() else {
        return;
    };
    for message in keys.waiting.drain(..) {
        let bytes = match message {
            FromGuest::Says(says) => {
                let mut plain = Vec::new();
                if bevy_replicon::postcard_utils::to_extend_mut(&says, &mut plain).is_err() {
                    continue;
                }
                session.seal(&plain)
            }
            FromGuest::Raw(bytes) => bytes,
            FromGuest::Garbled { .. } => continue,
        };
        out.write(GuestBytes {
            len: bytes.len(),
            bytes,
        });
    }
}

/// A guest opens what the host sealed for it, and reads each back as its own kind.
pub fn open_from_host(world: &mut World, sealed: &[u8], session: &mut Session) -> bool {
    let Some(bytes) = session.open(sealed) else {
        return false;
    };
    let Some((kind, rest)) = bytes.split_first_chunk::<2>() else {
        return false;
    };
    let kind = u16::from_le_bytes(*kind) as usize;
    let Some(read) = world
        .get_resource::<SealedKinds>()
        .and_then(|k| k.readers.get(kind).copied())
    else {
        return false;
    };
    read(rest, world)
}

/// Sessions by connection, as the host keeps them (a connection's entity and its keys).
pub type Sessions = HashMap<Entity, Session>;

#[cfg(test)]
mod tests {
    use super::*;

    fn pair() -> (Session, Session, [u8; 32]) {
        let table = [9; 32];
        let identity: Secret = [5; 16];
        let (guest_fresh, host_fresh) = (fresh_key(), fresh_key());
        let host = Session::at_host(
            &table,
            &host_fresh,
            &home_id(&identity),
            &public(&guest_fresh),
        )
        .unwrap();
        let guest = Session::at_guest(
            &table,
            &home_secret(&identity),
            &guest_fresh,
            &public(&host_fresh),
        )
        .unwrap();
        (host, guest, public(&guest_fresh))
    }

    #[test]
    fn both_sides_agree_and_each_way_opens_only_once_and_in_order() {
        let (mut host, mut guest, _) = pair();
        let to_guest = host.seal(b"your hand");
        assert!(
            !to_guest.windows(4).any(|w| w == b"hand"),
            "sealed, not plain"
        );
        assert_eq!(guest.open(&to_guest).as_deref(), Some(&b"your hand"[..]));
        // A replay does not open again; nor does a message sealed for the other way.
        assert_eq!(guest.open(&to_guest), None);
        let to_host = guest.seal(b"press");
        assert_eq!(host.open(&to_host).as_deref(), Some(&b"press"[..]));
        let second = guest.seal(b"again");
        assert_eq!(
            guest.open(&second),
            None,
            "a guest opens nothing it sealed itself"
        );
        assert_eq!(host.open(&second).as_deref(), Some(&b"again"[..]));
        // A flipped byte is a forgery.
        let mut forged = host.seal(b"x");
        *forged.last_mut().unwrap() ^= 1;
        assert_eq!(guest.open(&forged), None);
    }

    #[test]
    fn a_home_named_without_its_identity_agrees_on_another_key() {
        // An invitee who read a guest's connect token names that guest's home and fresh key,
        // but holds neither secret: with keys of its own it cannot open what the host seals.
        let table = [9; 32];
        let victim: Secret = [5; 16];
        let victim_fresh = fresh_key();
        let host_fresh = fresh_key();
        let mut host = Session::at_host(
            &table,
            &host_fresh,
            &home_id(&victim),
            &public(&victim_fresh),
        )
        .unwrap();
        let sealed = host.seal(b"the victim's hand");
        for (identity, fresh) in [([6; 16], fresh_key()), (victim, fresh_key())] {
            let mut thief = Session::at_guest(
                &table,
                &home_secret(&identity),
                &fresh,
                &public(&host_fresh),
            )
            .unwrap();
            assert_eq!(thief.open(&sealed), None);
            // Nor does anything it seals pass as the victim's proof.
            assert_eq!(host.open(&thief.seal(b"proof")), None);
        }
        // A low-order point agrees on nothing: refused.
        assert!(Session::at_host(&table, &host_fresh, &[0; 32], &public(&victim_fresh)).is_none());
    }

    #[test]
    fn the_home_id_is_not_the_identity_and_differs_per_identity() {
        let a = home_id(&[1; 16]);
        assert_ne!(a, home_id(&[2; 16]));
        assert_eq!(a, home_id(&[1; 16]));
        assert!(!a.windows(16).any(|w| w == [1; 16]));
    }
}
