//! Gussy Gorillas' options (`GameConfig`) and the values the rulebook leaves to us, in one place.

use crate::kernel::{GameConfig, GameOption, Millis, OptionKind, OptionValue};
use serde::{Deserialize, Serialize};

/// Cards in each personal draw pile.
pub const PILE: usize = 11;
/// Bananas that win the match.
pub const BANANAS_TO_WIN: u8 = 2;
/// From this many players on, the two best scores each earn a banana.
pub const TWO_BANANAS_FROM: usize = 5;
/// At this many players the rare cards are always in.
pub const RARE_ALWAYS_AT: usize = 10;
/// **choice**: how long (logical ms) the scored round stays on the table before the next deal:
/// time for the scoring animation (5.5 s at the table), the bananas, and a look at the summary.
pub const ROUND_PAUSE_MS: Millis = 10_000;

/// The options of a match of Gussy Gorillas.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct GorillasConfig {
    /// Rare cards (the 9s, two Wild Specials, two Special 6's); always in with 10 players.
    pub rare: bool,
    /// Open Showcase: every collection face up to all.
    pub showcase: bool,
}

impl GorillasConfig {
    /// Whether the rare cards are in with `players` players.
    pub fn rare_in(&self, players: usize) -> bool {
        self.rare || players >= RARE_ALWAYS_AT
    }
}

impl GameConfig for GorillasConfig {
    const OPTIONS: &'static [GameOption] = &[
        GameOption {
            name: "rare",
            label: "Seltene Karten (bei 10 Spielern immer)",
            kind: OptionKind::Toggle,
            default: OptionValue::Bool(false),
        },
        GameOption {
            name: "showcase",
            label: "Offene Auslage (alle Sammlungen offen)",
            kind: OptionKind::Toggle,
            default: OptionValue::Bool(false),
        },
    ];

    fn set_option(&mut self, name: &str, value: &OptionValue) -> Result<(), String> {
        match (name, value) {
            ("rare", OptionValue::Bool(on)) => self.rare = *on,
            ("showcase", OptionValue::Bool(on)) => self.showcase = *on,
            _ => return Err(format!("cannot set option '{name}' to {value:?}")),
        }
        Ok(())
    }

    fn get_option(&self, name: &str) -> Option<OptionValue> {
        match name {
            "rare" => Some(OptionValue::Bool(self.rare)),
            "showcase" => Some(OptionValue::Bool(self.showcase)),
            _ => None,
        }
    }

    fn forced(name: &str) -> Option<(usize, OptionValue)> {
        (name == "rare").then_some((RARE_ALWAYS_AT, OptionValue::Bool(true)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kernel::{OptionValues, config_from, default_values};

    #[test]
    fn options_and_defaults_match() {
        let config: GorillasConfig =
            config_from(&default_values(GorillasConfig::options())).unwrap();
        assert_eq!(config, GorillasConfig::default());
        let values = OptionValues::from([
            ("rare".into(), OptionValue::Bool(true)),
            ("showcase".into(), OptionValue::Bool(true)),
        ]);
        let config: GorillasConfig = config_from(&values).unwrap();
        assert!(config.rare && config.showcase);
        assert!(GorillasConfig::default().rare_in(10) && !GorillasConfig::default().rare_in(9));
        // The lobby learns the same from the registry: on from ten players, whatever is set.
        let info = crate::games::find("gorillas").unwrap();
        assert_eq!(info.forced_at("rare", 10), Some(OptionValue::Bool(true)));
        assert_eq!(info.forced_at("rare", 9), None);
        assert_eq!(info.forced_at("showcase", 10), None);
        let bad = OptionValues::from([("rare".into(), OptionValue::Int(1))]);
        assert!(config_from::<GorillasConfig>(&bad).is_err());
    }
}
