//! Who plays each seat right now: the lobby's choice, plus bots standing in for absent humans.

use crate::core::{MatchSetup, SeatKind};
use bevy::prelude::*;
use stammtisch_rules::Seat;
use stammtisch_rules::bots::Level;

/// A seat's name plate on the table, whichever game drew it: shared marks (a phone's) sit beside
/// it.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct SeatPlate(pub Seat);

/// What a game's plate system sets on a name plate: where it stands, its words, their colour
/// and font, and how wide they came out (to keep it inside the window).
pub type PlateParts = (
    &'static SeatPlate,
    &'static mut Transform,
    &'static mut Text2d,
    &'static mut TextColor,
    &'static mut TextFont,
    &'static bevy::text::TextLayoutInfo,
);

/// z of the seats' name plates: above the cards lying on the table.
pub const PLATE_Z: f32 = 40.0;

/// What every game's name plate of `seat` is, whatever its words and colour: the seat's plate,
/// at the plates' depth, gone with the table (the game adds its text and places it).
pub fn name_plate(seat: Seat) -> impl Bundle {
    (
        Name::new("Name plate"),
        SeatPlate(seat),
        DespawnOnExit(crate::core::Screen::Table),
        Transform::from_xyz(0.0, 0.0, PLATE_Z),
    )
}

/// The seats of the game at the table. Every game plugin asks this, not its own copy, whether a
/// seat is a human now: a bot stands in for a human whose controller is gone.
#[derive(Resource, Debug, Clone, PartialEq)]
pub struct TableSeats {
    pub kinds: Vec<SeatKind>,
    /// A bot of this level plays for the (human) seat until its person comes back.
    pub stand_in: Vec<Option<Level>>,
    /// The seat's controller is gone: nobody plays it until a bot stands in or a person returns.
    pub away: Vec<bool>,
    /// The seats that may act now, as the game plugin last said (for the pass gate and pauses).
    pub on_turn: Vec<Seat>,
    pub attract: bool,
    /// A bot makes the people's moves (`MatchSetup::autopilot`, the smoke run's person tables).
    pub autopilot: bool,
    /// The seats people in other homes hold (`net::Hosting`): this screen never acts for them.
    pub remote: Vec<Seat>,
    /// Per seat held in another home, its round trip to the host (ms, in steps of 10 so a plate
    /// does not flicker), for its name plate.
    pub round_trips: Vec<Option<u32>>,
}

impl TableSeats {
    pub fn new(setup: &MatchSetup) -> Self {
        TableSeats {
            kinds: setup.seats.clone(),
            stand_in: vec![None; setup.seats.len()],
            away: vec![false; setup.seats.len()],
            on_turn: Vec::new(),
            attract: setup.attract,
            autopilot: setup.autopilot,
            remote: Vec::new(),
            round_trips: Vec::new(),
        }
    }

    /// The round trip of a seat held in another home (ms).
    pub fn round_trip(&self, seat: Seat) -> Option<u32> {
        self.round_trips.get(seat.index()).copied().flatten()
    }

    pub fn len(&self) -> usize {
        self.kinds.len()
    }

    pub fn is_empty(&self) -> bool {
        self.kinds.is_empty()
    }

    /// A person plays this seat now (not a bot, no bot standing in, the controller not away).
    pub fn is_human(&self, seat: Seat) -> bool {
        let i = seat.index();
        self.kinds
            .get(i)
            .is_some_and(|k| k.is_human() && self.stand_in[i].is_none() && !self.away[i])
    }

    /// The level of the bot that plays this seat now, if one does.
    pub fn bot_level(&self, seat: Seat) -> Option<Level> {
        let i = seat.index();
        self.stand_in
            .get(i)
            .copied()
            .flatten()
            .or_else(|| self.kinds.get(i).and_then(|k| k.level()))
    }

    /// The level of the bot that makes this seat's moves: its own, a stand-in's, or the
    /// autopilot's for a person (whom the table still draws as a person).
    pub fn played_by_bot(&self, seat: Seat) -> Option<Level> {
        let person = self.kinds.get(seat.index()).is_some_and(|k| k.is_human());
        self.bot_level(seat)
            .or_else(|| (self.autopilot && person).then_some(Level::Normal))
    }

    /// People at the table now.
    pub fn humans(&self) -> usize {
        (0..self.len())
            .filter(|&i| self.is_human(Seat(i as u8)))
            .count()
    }

    /// A person at this screen holds `seat` (not a bot, not a person in another home).
    pub fn is_here(&self, seat: Seat) -> bool {
        self.is_human(seat) && !self.remote.contains(&seat)
    }

    /// People at this screen now (not in another home): those who share its hand privacy.
    pub fn people_here(&self) -> usize {
        (0..self.len())
            .map(|i| Seat(i as u8))
            .filter(|s| self.is_here(*s))
            .count()
    }

    /// Seats chosen for people in the lobby (also while a bot stands in).
    pub fn human_seats(&self) -> impl Iterator<Item = Seat> + '_ {
        self.kinds
            .iter()
            .enumerate()
            .filter(|(_, k)| k.is_human())
            .map(|(i, _)| Seat(i as u8))
    }

    pub fn name(&self, seat: Seat) -> &str {
        self.kinds
            .get(seat.index())
            .map(|k| k.name())
            .unwrap_or("?")
    }

    /// The seat a press acts for: the device's own seat if a person plays it; a shared
    /// device's press goes to a person of this screen among `actors`, else to the only person
    /// of this screen (so a race lost by a hair is still told why); never to another home's.
    pub fn acting_for(&self, own: Option<Seat>, actors: &[Seat]) -> Option<Seat> {
        let here = |s: &Seat| self.is_human(*s) && !self.remote.contains(s);
        match own {
            Some(seat) => self.is_human(seat).then_some(seat),
            None => actors.iter().copied().find(here).or_else(|| {
                let mut people = self.human_seats().filter(here);
                let first = people.next();
                first.filter(|_| people.next().is_none())
            }),
        }
    }

    /// A human seat that may act now (the first, if several may).
    pub fn human_on_turn(&self) -> Option<Seat> {
        self.on_turn.iter().copied().find(|&s| self.is_human(s))
    }
}

/// The seats a phone holds, connected or away (the phone server keeps it current): only that
/// phone takes such a seat back, unless the TV hands it over.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct PhoneHeld(pub Vec<Seat>);

/// The TV hands a seat to another phone on purpose (the pause menu): its phone's secret is void,
/// and the next phone that asks for it takes it.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct HandToPhone(pub Seat);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PhoneHeld>();
    app.add_message::<HandToPhone>();
    app.add_systems(
        OnEnter(crate::core::Screen::Table),
        (|mut commands: Commands, setup: Res<MatchSetup>| {
            commands.insert_resource(TableSeats::new(&setup))
        })
        .after(crate::core::setup::word_own_names),
    );
    app.add_systems(Update, address_own_seat);
}

/// The one person the screen seats is spoken to ("du", "you"): `Tr::you` follows the table's
/// seats (none in the attract mode, with several people, or off the table).
pub fn address_own_seat(
    seats: Option<Res<TableSeats>>,
    state: Res<State<crate::core::Screen>>,
    mut tr: ResMut<crate::core::Tr>,
) {
    let want = seats
        .filter(|s| !s.attract && *state.get() == crate::core::Screen::Table)
        .and_then(|s| {
            // People in other homes are spoken of by name; this screen's own person is "you".
            let mut people = s
                .kinds
                .iter()
                .enumerate()
                .filter(|(i, k)| k.is_human() && !s.remote.contains(&Seat(*i as u8)))
                .map(|(_, k)| k);
            match (people.next(), people.next()) {
                (Some(one), None) => Some(one.name().to_string()),
                _ => None,
            }
        });
    if tr.you() != want.as_deref() {
        tr.set_you(want);
    }
}
