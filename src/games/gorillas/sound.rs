//! Gussy Gorillas' sounds: the deal, trades, keeps, offers and shouts, the scoring, the win.

use super::GorillasEvent;
use crate::audio::Sounds;
use bevy::prelude::*;
use stammtisch_rules::games::gussy_gorillas::Event;

pub(super) fn plugin(app: &mut App) {
    crate::audio::play_for::<GorillasEvent>(app, sound_of);
}

fn sound_of<'a>(
    event: &GorillasEvent,
    sounds: &'a Sounds,
) -> Option<&'a Handle<bevy_kira_audio::AudioSource>> {
    Some(match event.0 {
        Event::Dealt { .. } => &sounds.deal,
        Event::Traded { .. } => &sounds.swap,
        Event::Kept { .. } => &sounds.flip,
        Event::Offered { .. } | Event::Withdrawn { .. } => &sounds.click,
        Event::Shouted { .. } => &sounds.knock,
        Event::Scored { .. } => &sounds.life_lost,
        Event::MatchOver { .. } => &sounds.win,
        _ => return None,
    })
}
