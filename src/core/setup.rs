//! Who sits at the table and what they play: the lobby's setup (or the attract mode's).

use bevy::prelude::*;
use stammtisch_rules::bots::Level;
use stammtisch_rules::{OptionValue, OptionValues};
use std::collections::BTreeMap;

/// Who sits in a seat.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub enum SeatKind {
    Human { name: String },
    Bot { name: String, level: Level },
}

impl SeatKind {
    pub fn name(&self) -> &str {
        match self {
            SeatKind::Human { name } | SeatKind::Bot { name, .. } => name,
        }
    }
    pub fn is_human(&self) -> bool {
        matches!(self, SeatKind::Human { .. })
    }
    pub fn level(&self) -> Option<Level> {
        match self {
            SeatKind::Bot { level, .. } => Some(*level),
            SeatKind::Human { .. } => None,
        }
    }
}

/// Bot names, in seat order (the one table of them).
pub const BOT_NAMES: [&str; 10] = [
    "Anni", "Sepp", "Vroni", "Hias", "Resi", "Toni", "Burgi", "Wastl", "Zenzi", "Ferdl",
];

/// The table the lobby set up (or the attract mode chose).
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct MatchSetup {
    /// The game's id in the rules' registry.
    pub game: String,
    pub seats: Vec<SeatKind>,
    /// Each game's rule options as the lobby set them, by the game's id (a game missing here
    /// plays its defaults), so switching games in the lobby keeps every game's choices.
    pub options: BTreeMap<String, OptionValues>,
    /// What a game carries from one match to the next with the same company (a game's own
    /// values; the lobby clears them for a new company).
    pub carry: OptionValues,
    pub seed: u64,
    /// Bots only, hands open, any input returns to the title.
    pub attract: bool,
    /// A bot makes the people's moves while the table draws their seats as people's, and no
    /// summary waits for them: the smoke run's person tables, which must play on by themselves.
    pub autopilot: bool,
}

impl MatchSetup {
    /// One human (seat 1) against bots at `game`.
    pub fn against_bots(game: &str, players: usize, level: Level, human: &str, seed: u64) -> Self {
        Self::new(game, players, seed, false, |i| match i {
            0 => SeatKind::Human {
                name: human.to_string(),
            },
            _ => SeatKind::Bot {
                name: BOT_NAMES[i % BOT_NAMES.len()].to_string(),
                level,
            },
        })
    }

    /// Bots only, playing `game` (the attract mode, the smoke run).
    pub fn attract_of(game: &str, players: usize, seed: u64) -> Self {
        let levels = [
            Level::Normal,
            Level::Easy,
            Level::Hard,
            Level::Normal,
            Level::Easy,
            Level::Normal,
        ];
        Self::new(game, players, seed, true, |i| SeatKind::Bot {
            name: BOT_NAMES[i % BOT_NAMES.len()].to_string(),
            level: levels[i % levels.len()],
        })
    }

    fn new(
        game: &str,
        players: usize,
        seed: u64,
        attract: bool,
        seat: impl Fn(usize) -> SeatKind,
    ) -> Self {
        MatchSetup {
            game: game.into(),
            seats: (0..players).map(seat).collect(),
            options: BTreeMap::new(),
            carry: OptionValues::new(),
            seed,
            attract,
            autopilot: false,
        }
    }

    /// The chosen game's options as set (defaults for those never touched come from the rules).
    pub fn game_options(&self) -> OptionValues {
        self.options.get(&self.game).cloned().unwrap_or_default()
    }

    /// The value of the chosen game's option `name`, or `default` if never set.
    pub fn option(&self, name: &str, default: &OptionValue) -> OptionValue {
        self.options
            .get(&self.game)
            .and_then(|o| o.get(name))
            .cloned()
            .unwrap_or(*default)
    }

    pub fn set_option(&mut self, name: &str, value: OptionValue) {
        self.options
            .entry(self.game.clone())
            .or_default()
            .insert(name.to_string(), value);
    }
}

/// A seed for a new game from the operating system's random source: 64 bits nobody can guess
/// from the moment of the deal, nor from what a screen sees (the rules themselves never read the
/// clock; the replay log keeps the seed). If the source fails, rand's generator seeded from it.
pub fn fresh_seed() -> u64 {
    os_random()
}

/// A random number from the operating system (rand's OS-seeded generator if it cannot answer).
pub fn os_random() -> u64 {
    getrandom::u64().unwrap_or_else(|_| {
        use rand::Rng as _;
        rand::rng().next_u64()
    })
}

/// The name a person has until they choose one: each language's word for the player's own seat
/// (`player-you` in the catalogues: "Du", "You").
pub const OWN_DEFAULT_NAMES: [&str; 2] = ["Du", "You"];

/// At the table, a person still named by a language's default is named in the language in use
/// ("You" on an English table, though the settings kept "Du"). Runs in the lobby and as the table
/// opens, before the match and its seats read the setup.
pub fn word_own_names(mut setup: ResMut<MatchSetup>, tr: Res<super::Tr>) {
    let own = crate::tr!(tr, "player-you");
    let stale = |seat: &SeatKind| {
        seat.is_human() && OWN_DEFAULT_NAMES.contains(&seat.name()) && seat.name() != own
    };
    if !setup.seats.iter().any(stale) {
        return;
    }
    for seat in &mut setup.seats {
        if let SeatKind::Human { name } = seat
            && OWN_DEFAULT_NAMES.contains(&name.as_str())
            && *name != own
        {
            *name = own.clone();
        }
    }
}

/// The game the attract mode shows now and how far it is. The driver writes it, the banner names
/// it, tests watch it; it lives here, below both, so `ui/` never imports `games/`.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct AttractShare {
    /// The game's id.
    pub game: String,
    /// Seconds of table time it has shown.
    pub secs: f32,
    /// Its round (or match) is over and shown: the next game comes.
    pub over: bool,
}

/// This screen's match is played elsewhere (it is a guest of a table in another home): it
/// starts no match of its own and draws what it is sent (the driver's `Sight`, `Shown`, seen
/// events); its people's presses go to the table's host.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Elsewhere;

#[cfg(test)]
mod tests {
    /// Nanoseconds since 1970 now (what a seed from the clock would be).
    fn clock_nanos() -> u64 {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64)
    }

    #[test]
    fn seeds_drawn_within_one_millisecond_are_unrelated_and_not_the_clock() {
        // A search from the moment of the deal must find nothing: two seeds drawn together lie
        // as far apart as any two (a clock's lie microseconds apart), and neither is near the
        // clock. Random seeds fail this with odds about 2^-20.
        let before = clock_nanos();
        let (a, b) = (super::fresh_seed(), super::fresh_seed());
        let after = clock_nanos();
        assert!(after - before < 1_000_000, "drawn within a millisecond");
        assert!(a.abs_diff(b) > 1 << 40, "{a} and {b} lie close together");
        let day = 86_400 * 1_000_000_000u64;
        for seed in [a, b] {
            assert!(
                seed.abs_diff(before) > day,
                "{seed} is the clock ({before})"
            );
        }
    }
}
