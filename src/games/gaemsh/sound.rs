//! Gämsh Alpin's sounds through the table's audio: the deal, swaps and a new middle, gestures
//! (a soft click), calls (a knock), slaps, points and the game's end.

use super::GaemshEvent;
use crate::audio::Sounds;
use bevy::prelude::*;
use stammtisch_rules::games::gaemsh_alpin::Event;

pub(super) fn plugin(app: &mut App) {
    crate::audio::play_for::<GaemshEvent>(app, sound_of);
}

fn sound_of<'a>(
    event: &GaemshEvent,
    sounds: &'a Sounds,
) -> Option<&'a Handle<bevy_kira_audio::AudioSource>> {
    Some(match event.0 {
        Event::Dealt { .. } => &sounds.deal,
        Event::Swapped { .. } | Event::NewMiddle { .. } | Event::Reshuffled { .. } => &sounds.swap,
        Event::Gestured { .. } | Event::VotedNewMiddle { .. } => &sounds.click,
        Event::Called { .. } | Event::Slapped { .. } | Event::FaultCaught { .. } => &sounds.knock,
        Event::Shown { .. } => &sounds.flip,
        Event::Scored { .. } => &sounds.flip,
        Event::GameOver { .. } => &sounds.win,
        _ => return None,
    })
}
