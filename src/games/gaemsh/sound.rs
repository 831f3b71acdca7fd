//! Gämsh Alpin's sounds through the table's audio: the deal, swaps and a new middle, calls (a
//! knock), slaps, points and the game's end from the table's set; each gesture and the Raging
//! Bull's charge with its own sound (`tools/make_gaemsh_sounds.py` makes them).

use super::GaemshEvent;
use bevy::prelude::*;
use bevy_kira_audio::prelude::{Audio, AudioControl, AudioSource};
use stammtisch_rules::games::gaemsh_alpin::{Event, Gesture, MiddleWhy};

/// The game's own sounds: one per gesture (in `Gesture::ALL`'s order) and the bull.
#[derive(Resource, Debug, Clone)]
struct GaemshSounds {
    gestures: Vec<Handle<AudioSource>>,
    bull: Handle<AudioSource>,
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, load.run_if(resource_exists::<Audio>));
    app.add_systems(
        Update,
        play_own
            .in_set(crate::table::TableSet::Present)
            .run_if(resource_exists::<GaemshSounds>.and_then(resource_exists::<Audio>)),
    );
}

fn load(mut commands: Commands, server: Res<AssetServer>) {
    let load = |name: &str| server.load(format!("assets/sounds/gaemsh/{name}.wav"));
    commands.insert_resource(GaemshSounds {
        gestures: Gesture::ALL.iter().map(|g| load(g.key())).collect(),
        bull: load("bull"),
    });
}

fn play_own(
    mut events: MessageReader<GaemshEvent>,
    sounds: Res<GaemshSounds>,
    audio: Res<Audio>,
    settings: Res<crate::settings::Settings>,
) {
    for event in events.read() {
        let sound = match event.0 {
            Event::Gestured { gesture, .. } => sounds.gestures.get(gesture.index()),
            Event::NewMiddle {
                why: MiddleWhy::Bull,
                ..
            } => Some(&sounds.bull),
            _ => None,
        };
        if let Some(sound) = sound {
            audio
                .play(sound.clone())
                .with_volume(crate::audio::decibels(settings.volume()));
        }
    }
}
