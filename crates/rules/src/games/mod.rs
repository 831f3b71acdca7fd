//! The games, one folder each, and the registry that lists them by name.

pub mod jammerlappen;
pub mod schwimmen;
pub mod ziege;

/// What the lobby, the attract mode and `sim` need to know of a game before playing it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameInfo {
    /// The name on the command line and in replay files.
    pub id: &'static str,
    /// The name players see.
    pub title: &'static str,
    pub players: (usize, usize),
}

/// Every game that can be played, in menu order.
pub const REGISTRY: &[GameInfo] = &[
    GameInfo {
        id: schwimmen::Schwimmen::NAME_ID,
        title: "Schwimmen",
        players: (2, 9),
    },
    GameInfo {
        id: jammerlappen::Jammerlappen::NAME_ID,
        title: "Jammerlappen",
        players: (2, 6),
    },
    GameInfo {
        id: ziege::Ziege::NAME_ID,
        title: "Nur die Ziege zählt",
        players: (3, 6),
    },
];

/// The game with this command-line name, if any.
pub fn find(id: &str) -> Option<&'static GameInfo> {
    REGISTRY.iter().find(|g| g.id.eq_ignore_ascii_case(id))
}
