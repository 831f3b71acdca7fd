//! Jammerlappen's sounds: cards laid and drawn, the slap of a throw-in, a pot swept or taken.

use super::JammerEvent;
use crate::audio::{Sounds, decibels};
use crate::settings::Settings;
use crate::table::TableSet;
use bevy::prelude::*;
use bevy_kira_audio::prelude::{Audio, AudioControl};
use stammtisch_rules::games::jammerlappen::Event;

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
    mut events: MessageReader<JammerEvent>,
    sounds: Res<Sounds>,
    audio: Res<Audio>,
    settings: Res<Settings>,
) {
    for event in events.read() {
        let sound = match event.0 {
            Event::Dealt { .. } | Event::PotRemoved { .. } => &sounds.deal,
            Event::Laid { .. } | Event::Exchanged { .. } => &sounds.swap,
            Event::ThrownIn { .. } => &sounds.knock,
            Event::Revealed { .. } => &sounds.flip,
            Event::PotTaken { .. } | Event::Jammerlappen { .. } => &sounds.life_lost,
            Event::Finished { .. } => &sounds.win,
            Event::DirectionChanged { .. } | Event::Skipped { .. } => &sounds.click,
            _ => continue,
        };
        audio
            .play(sound.clone())
            .with_volume(decibels(settings.sound_volume));
    }
}
