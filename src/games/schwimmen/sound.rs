//! Schwimmen's sounds: dealing, swapping, knocking, losing a life, winning.

use super::TableEvent;
use crate::audio::Sounds;
use bevy::prelude::*;
use stammtisch_rules::games::schwimmen::Event;

pub(super) fn plugin(app: &mut App) {
    crate::audio::play_for::<TableEvent>(app, sound_of);
}

fn sound_of<'a>(
    event: &TableEvent,
    sounds: &'a Sounds,
) -> Option<&'a Handle<bevy_kira_audio::AudioSource>> {
    Some(match event.0 {
        Event::Dealt { .. } => &sounds.deal,
        Event::Swapped { .. }
        | Event::SwappedAll { .. }
        | Event::MiddleReplaced { .. }
        | Event::StockReshuffled { .. } => &sounds.swap,
        Event::PacketKept { .. } | Event::PacketExchanged { .. } => &sounds.flip,
        Event::Knocked { .. } => &sounds.knock,
        Event::LifeLost { .. } | Event::WentUnder { .. } => &sounds.life_lost,
        Event::GameWon { .. } => &sounds.win,
        Event::Passed { .. } => &sounds.click,
        _ => return None,
    })
}
