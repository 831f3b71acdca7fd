//! Jammerlappen's sounds: cards laid and drawn, the slap of a throw-in, a pot swept or taken.

use super::JammerEvent;
use crate::audio::Sounds;
use bevy::prelude::*;
use stammtisch_rules::games::jammerlappen::Event;

pub(super) fn plugin(app: &mut App) {
    crate::audio::play_for::<JammerEvent>(app, sound_of);
}

fn sound_of<'a>(
    event: &JammerEvent,
    sounds: &'a Sounds,
) -> Option<&'a Handle<bevy_kira_audio::AudioSource>> {
    Some(match event.0 {
        Event::Dealt { .. } | Event::PotRemoved { .. } => &sounds.deal,
        Event::Laid { .. } | Event::Exchanged { .. } => &sounds.swap,
        Event::ThrownIn { .. } => &sounds.knock,
        Event::Revealed { .. } => &sounds.flip,
        Event::PotTaken { .. } | Event::Jammerlappen { .. } => &sounds.life_lost,
        Event::Finished { .. } => &sounds.win,
        Event::DirectionChanged { .. } | Event::Skipped { .. } => &sounds.click,
        _ => return None,
    })
}
