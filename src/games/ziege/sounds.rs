//! The table's sounds for Nur die Ziege zählt (only with a window: headless Apps have none).

use super::ZiegeEvent;
use crate::audio::{Sounds, decibels};
use crate::settings::Settings;
use bevy::prelude::*;
use bevy_kira_audio::prelude::{Audio, AudioControl};
use stammtisch_rules::games::ziege::Event;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        play_events
            .in_set(crate::table::TableSet::Present)
            .run_if(resource_exists::<Sounds>.and_then(resource_exists::<Audio>)),
    );
}

fn play_events(
    mut events: MessageReader<ZiegeEvent>,
    sounds: Res<Sounds>,
    audio: Res<Audio>,
    settings: Res<Settings>,
) {
    for event in events.read() {
        let sound = match event.0 {
            Event::Dealt { .. } => &sounds.deal,
            Event::TilePlaced { .. } => &sounds.knock,
            Event::CardPlayed { .. } => &sounds.flip,
            Event::TrickWon { .. } => &sounds.swap,
            Event::RoundEnded { .. } => &sounds.click,
            Event::GameWon { .. } => &sounds.win,
        };
        audio
            .play(sound.clone())
            .with_volume(decibels(settings.sound_volume));
    }
}
