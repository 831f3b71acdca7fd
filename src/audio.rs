//! Sound through kira: dealing, swapping, knocking, losing a life, winning.

use crate::games::schwimmen::TableEvent;
use crate::settings::Settings;
use bevy::prelude::*;
use bevy_kira_audio::prelude::{Audio, AudioControl, AudioPlugin, AudioSource, Decibels};
use stammtisch_rules::games::schwimmen::Event;

/// The game's sounds, loaded at start.
#[derive(Resource, Debug, Clone)]
pub struct Sounds {
    pub deal: Handle<AudioSource>,
    pub swap: Handle<AudioSource>,
    pub knock: Handle<AudioSource>,
    pub life_lost: Handle<AudioSource>,
    pub win: Handle<AudioSource>,
    pub flip: Handle<AudioSource>,
    pub click: Handle<AudioSource>,
}

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(AudioPlugin);
    app.add_systems(Startup, load);
    app.add_systems(Update, play_events.in_set(crate::table::TableSet::Present));
}

fn load(mut commands: Commands, server: Res<AssetServer>) {
    let load = |name: &str| server.load(format!("assets/sounds/{name}.wav"));
    commands.insert_resource(Sounds {
        deal: load("deal"),
        swap: load("swap"),
        knock: load("knock"),
        life_lost: load("life_lost"),
        win: load("win"),
        flip: load("flip"),
        click: load("click"),
    });
}

/// Volume setting (0..1) as decibels.
pub fn decibels(volume: f64) -> Decibels {
    if volume <= 0.001 {
        Decibels::SILENCE
    } else {
        Decibels((20.0 * volume.log10()) as f32)
    }
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
