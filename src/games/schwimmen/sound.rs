//! Schwimmen's sounds: dealing, swapping, knocking, losing a life, winning.

use super::TableEvent;
use crate::audio::{Sounds, decibels};
use crate::settings::Settings;
use crate::table::TableSet;
use bevy::prelude::*;
use bevy_kira_audio::prelude::{Audio, AudioControl};
use stammtisch_rules::games::schwimmen::Event;

pub(super) fn plugin(app: &mut App) {
    // Sound exists only with a window (the headless test App has none).
    app.add_systems(
        Update,
        play_events
            .in_set(TableSet::Present)
            .run_if(resource_exists::<Sounds>.and_then(resource_exists::<Audio>)),
    );
}

fn play_events(
    mut events: MessageReader<TableEvent>,
    sounds: Res<Sounds>,
    audio: Res<Audio>,
    settings: Res<Settings>,
) {
    for event in events.read() {
        let sound = match event.0 {
            Event::Dealt { .. } => &sounds.deal,
            Event::Swapped { .. } | Event::SwappedAll { .. } | Event::MiddleReplaced { .. } => {
                &sounds.swap
            }
            Event::PacketKept { .. } | Event::PacketExchanged { .. } => &sounds.flip,
            Event::Knocked { .. } => &sounds.knock,
            Event::LifeLost { .. } | Event::WentUnder { .. } => &sounds.life_lost,
            Event::GameWon { .. } => &sounds.win,
            Event::Passed { .. } => &sounds.click,
            _ => continue,
        };
        audio
            .play(sound.clone())
            .with_volume(decibels(settings.sound_volume));
    }
}
