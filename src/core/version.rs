//! The game's one version, said everywhere it matters: `stammtisch --version`, the title, and
//! the door between homes (a guest of another version is told so by name on both sides).

use bevy::prelude::*;

/// The version of this build (`Cargo.toml`'s `package.version`).
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

/// The commit this build was made from, when the build knew it (set by the build script), or
/// "unknown" for a build outside a git checkout.
pub const COMMIT: &str = match option_env!("STAMMTISCH_COMMIT") {
    Some(commit) => commit,
    None => "unknown",
};

/// The version this App says at the door to other homes. It is `VERSION` in every real App; a
/// test inserts another one to play a guest of a different version.
#[derive(Resource, Clone, Debug, PartialEq, Eq)]
pub struct ThisVersion(pub String);

impl Default for ThisVersion {
    fn default() -> Self {
        ThisVersion(VERSION.to_string())
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ThisVersion>();
}
