//! One presentation on every screen: the sounds, ripples, lost races' shudders and seat lines a
//! screen shows are made from what that screen receives (its `SeenEvent`s, the races its seats
//! lost, and the lines the authority said as catalogue keys with values), by the same code on the
//! host's screen and on a guest's, each worded in the screen's own language with its own names
//! for the seats.

use super::{SeenEvent, SeenOf, TableGame};
use crate::audio::{PlaySound, Sound};
use crate::core::Screen;
use crate::table::TableSet;
use crate::table::announce::SeatLines;
use crate::table::light::TableLight;
use crate::table::seats::TableSeats;
use bevy::prelude::*;
use stammtisch_rules::{CardId, Phrase, Seat};

/// A seat's line after its move ("klopft!"), as the authority said it: a catalogue key with its
/// values, worded by every screen in its own language (a guest gets it with its news).
#[derive(Message, Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct SeatSaid {
    pub seat: Seat,
    pub said: Phrase,
}

/// One thing a screen presented: a sound, a ripple from a card, a seat's line (by its key), a
/// lost race's shudder (the cards the loser went for; a card shudders where the screen sees it).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Cue {
    Sound(Sound),
    Ripple(CardId),
    Line { seat: Seat, key: String },
    Shudder { seat: Seat, cards: Vec<CardId> },
}

/// Everything this screen presented since the table was dealt, in order (the tests compare
/// screens by it; at most `Presented::MOST` cues are kept).
#[derive(Resource, Debug, Default, Clone)]
pub struct Presented(pub Vec<Cue>);

impl Presented {
    const MOST: usize = 20_000;

    fn push(&mut self, cue: Cue) {
        if self.0.len() < Self::MOST {
            self.0.push(cue);
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<SeatSaid>();
    app.add_message::<PlaySound>();
    app.init_resource::<Presented>();
    app.add_systems(
        OnEnter(Screen::Table),
        |mut presented: ResMut<Presented>| presented.0.clear(),
    );
    // Not only at the table: the match's last events may reach a guest in the frame its screen
    // goes to the results.
    app.add_systems(Update, (say, shudder).in_set(TableSet::Present));
}

/// A game's sounds and ripples, from the events as this screen's seats learned them.
pub(super) fn add<G: TableGame>(app: &mut App) {
    app.add_systems(Update, present::<G>.in_set(TableSet::Present));
}

fn present<G: TableGame>(
    mut events: MessageReader<SeenEvent<SeenOf<G>>>,
    mut sounds: MessageWriter<PlaySound>,
    mut light: ResMut<TableLight>,
    mut presented: ResMut<Presented>,
) {
    for SeenEvent(seen) in events.read() {
        if let Some(sound) = G::sound(seen) {
            sounds.write(PlaySound(sound));
            presented.push(Cue::Sound(sound));
        }
        if let Some(card) = G::impact(seen) {
            light.impact(card, 0.5);
            presented.push(Cue::Ripple(card));
        }
    }
}

/// A race this screen heard lost (the authority's own, or a home's seat told by the host): the
/// cards the loser went for shudder, the closer the race the stronger.
fn shudder(
    mut lost: MessageReader<crate::core::press::RaceLost>,
    mut light: ResMut<TableLight>,
    mut presented: ResMut<Presented>,
) {
    for race in lost.read() {
        let cards: Vec<CardId> = (race.cards.iter().copied())
            .take(crate::core::press::RaceLost::MOST_CARDS)
            .collect();
        light.race_lost(cards.clone(), race.ms);
        presented.push(Cue::Shudder {
            seat: race.loser,
            cards,
        });
    }
}

/// Every seat's line, worded here: the seat's name as this screen names it (off the table, where
/// no line is drawn, only recorded).
fn say(
    mut said: MessageReader<SeatSaid>,
    seats: Option<Res<TableSeats>>,
    mut lines: ResMut<SeatLines>,
    mut presented: ResMut<Presented>,
    tr: Res<crate::core::Tr>,
    time: Res<Time>,
) {
    for SeatSaid { seat, said } in said.read() {
        if let Some(seats) = seats.as_ref().filter(|s| seat.index() < s.len()) {
            let line = crate::core::words::phrase_words(&tr, said, |s| seats.name(s).to_string());
            lines.show(*seat, line, time.elapsed_secs());
        }
        presented.push(Cue::Line {
            seat: *seat,
            key: said.key.clone(),
        });
    }
}

/// A line or headline as it travels: its catalogue key and values (the English words for logs
/// are the key; every screen words it from its catalogue).
pub fn said(key: &str, args: Vec<(&str, stammtisch_rules::Arg)>) -> Phrase {
    Phrase {
        key: key.to_string(),
        args: args.into_iter().map(|(n, a)| (n.to_string(), a)).collect(),
        english: key.to_string(),
    }
}
