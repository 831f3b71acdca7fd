//! Sound through kira: the table's sounds, loaded once; each game plays them for its own events.

use bevy::prelude::*;
use bevy_kira_audio::prelude::{AudioPlugin, AudioSource, Decibels};

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

/// One of the table's sounds, as a game names it for an event (`TableGame::sound`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sound {
    Deal,
    Swap,
    Knock,
    LifeLost,
    Win,
    Flip,
    Click,
}

impl Sounds {
    /// The loaded sound for `sound`.
    pub fn of(&self, sound: Sound) -> &Handle<AudioSource> {
        match sound {
            Sound::Deal => &self.deal,
            Sound::Swap => &self.swap,
            Sound::Knock => &self.knock,
            Sound::LifeLost => &self.life_lost,
            Sound::Win => &self.win,
            Sound::Flip => &self.flip,
            Sound::Click => &self.click,
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(AudioPlugin);
    app.add_systems(Startup, load);
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

/// Plays the table's sound a game's event `M` makes, as `sound_of` says (only with a window: the
/// headless App has no audio).
pub fn play_for<M: Message>(app: &mut App, sound_of: fn(&M) -> Option<Sound>) {
    use bevy_kira_audio::prelude::{Audio, AudioControl};
    app.add_systems(
        Update,
        (move |mut events: MessageReader<M>,
               sounds: Res<Sounds>,
               audio: Res<Audio>,
               settings: Res<crate::settings::Settings>| {
            for event in events.read() {
                if let Some(sound) = sound_of(event) {
                    audio
                        .play(sounds.of(sound).clone())
                        .with_volume(decibels(settings.volume()));
                }
            }
        })
        .in_set(crate::table::TableSet::Present)
        .run_if(resource_exists::<Sounds>.and_then(resource_exists::<Audio>)),
    );
}
