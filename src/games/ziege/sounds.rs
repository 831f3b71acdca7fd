//! The table's sounds for Nur die Ziege zählt's events.

use super::ZiegeEvent;
use crate::audio::Sounds;
use bevy::prelude::*;
use stammtisch_rules::games::ziege::Event;

pub(super) fn plugin(app: &mut App) {
    crate::audio::play_for::<ZiegeEvent>(app, sound_of);
}

fn sound_of<'a>(
    event: &ZiegeEvent,
    sounds: &'a Sounds,
) -> Option<&'a Handle<bevy_kira_audio::AudioSource>> {
    Some(match event.0 {
        Event::Dealt { .. } => &sounds.deal,
        Event::TilePlaced { .. } => &sounds.knock,
        Event::CardPlayed { .. } => &sounds.flip,
        Event::TrickWon { .. } => &sounds.swap,
        Event::RoundEnded { .. } => &sounds.click,
        Event::GameWon { .. } => &sounds.win,
    })
}
