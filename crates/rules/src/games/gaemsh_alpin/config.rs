//! Gämsh Alpin's config: the Föhn option and every timing the rulebook leaves open, in one place.

use crate::kernel::{GameConfig, GameOption, OptionKind, OptionValue};
use serde::{Deserialize, Serialize};

/// **choice**: "if nobody wants to swap anymore": this long (logical ms) without a swap.
pub const DEFAULT_NEW_MIDDLE_MS: u64 = 4000;
/// **choice**: how long a round-ending call freezes the table for its reveal.
pub const DEFAULT_REVEAL_MS: u64 = 5000;
/// **choice**: how long after a fault the Gamekeeper may be slapped (unless the faulty player
/// swaps again first).
pub const DEFAULT_GAMEKEEPER_WINDOW_MS: u64 = 3000;
/// **choice**: how long the Hearty Snack waits for slaps before the middle is replaced.
pub const DEFAULT_SNACK_WINDOW_MS: u64 = 3000;
/// **known**: a team at this many points ends the game.
pub const DEFAULT_TARGET: u32 = 9;

/// The options of one game. Only `foehn` is a lobby option; the timings are data the table and
/// tests may set (serde fields).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct GaemshConfig {
    /// The four Föhn cards are in the deck (off by default, as the rulebook advises).
    pub foehn: bool,
    pub new_middle_ms: u64,
    /// 0: no freeze, the next round is dealt at once.
    pub reveal_ms: u64,
    pub gamekeeper_window_ms: u64,
    pub snack_window_ms: u64,
    pub target: u32,
}

impl Default for GaemshConfig {
    fn default() -> Self {
        GaemshConfig {
            foehn: false,
            new_middle_ms: DEFAULT_NEW_MIDDLE_MS,
            reveal_ms: DEFAULT_REVEAL_MS,
            gamekeeper_window_ms: DEFAULT_GAMEKEEPER_WINDOW_MS,
            snack_window_ms: DEFAULT_SNACK_WINDOW_MS,
            target: DEFAULT_TARGET,
        }
    }
}

impl GameConfig for GaemshConfig {
    const OPTIONS: &'static [GameOption] = &[GameOption {
        name: "foehn",
        label: "Föhn-Karten",
        kind: OptionKind::Toggle,
        default: OptionValue::Bool(false),
    }];

    fn set_option(&mut self, name: &str, value: &OptionValue) -> Result<(), String> {
        match (name, value) {
            ("foehn", OptionValue::Bool(on)) => {
                self.foehn = *on;
                Ok(())
            }
            _ => Err(format!("cannot set option '{name}' to {value:?}")),
        }
    }

    fn get_option(&self, name: &str) -> Option<OptionValue> {
        (name == "foehn").then_some(OptionValue::Bool(self.foehn))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kernel::{OptionValues, config_from, default_values};

    #[test]
    fn foehn_is_the_only_option_and_off_by_default() {
        let config: GaemshConfig = config_from(&default_values(GaemshConfig::options())).unwrap();
        assert_eq!(config, GaemshConfig::default());
        assert!(!config.foehn);
        let on = OptionValues::from([("foehn".into(), OptionValue::Bool(true))]);
        assert!(config_from::<GaemshConfig>(&on).unwrap().foehn);
        let bad = OptionValues::from([("reveal_ms".into(), OptionValue::Int(0))]);
        assert!(config_from::<GaemshConfig>(&bad).is_err());
    }
}
