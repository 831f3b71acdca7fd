//! Sound through kira: the table's sounds, loaded once; every screen plays the sounds its own
//! presentation asks for (`PlaySound`, made from the events it received: `games::driver`).

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
    app.add_message::<PlaySound>();
    app.add_systems(Startup, load);
    app.add_systems(
        Update,
        play.after(crate::table::TableSet::Present).run_if(
            resource_exists::<Sounds>.and_then(resource_exists::<bevy_kira_audio::prelude::Audio>),
        ),
    );
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

/// A sound this screen's table plays now.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct PlaySound(pub Sound);

/// Plays every sound asked for (only with a window: the headless App has no audio).
fn play(
    mut asked: MessageReader<PlaySound>,
    sounds: Res<Sounds>,
    audio: Res<bevy_kira_audio::prelude::Audio>,
    settings: Res<crate::settings::Settings>,
) {
    use bevy_kira_audio::prelude::AudioControl;
    for PlaySound(sound) in asked.read() {
        audio
            .play(sounds.of(*sound).clone())
            .with_volume(decibels(settings.volume()));
    }
}
