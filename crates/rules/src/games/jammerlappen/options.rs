//! Jammerlappen's lobby option as data (`GameConfig`): the throw-in window. `last_jammerlappen` is
//! no option: the table sets it when it chains rounds.

use super::JammerlappenConfig;
use crate::kernel::{GameConfig, GameOption, OptionKind, OptionValue};

/// The throw-in window, in ms: 0 (nobody may throw in) to 5 s in tenths of a second. The lobby's
/// slider showed 0.5 s to 3 s; the rules accept any window, and sims and replays use shorter ones.
const THROW_IN_WINDOW_RANGE: OptionKind = OptionKind::Range {
    min: 0,
    max: 5000,
    step: 100,
};

impl GameConfig for JammerlappenConfig {
    const OPTIONS: &'static [GameOption] = &[GameOption {
        name: "throw_in_window_ms",
        label: "Zeit zum Reinwerfen (ms, 0: kein Reinwerfen)",
        kind: THROW_IN_WINDOW_RANGE,
        default: OptionValue::Int(super::DEFAULT_THROW_IN_WINDOW_MS as i64),
    }];

    fn set_option(&mut self, name: &str, value: &OptionValue) -> Result<(), String> {
        match (name, value) {
            ("throw_in_window_ms", OptionValue::Int(ms)) => {
                self.throw_in_window_ms = u64::try_from(*ms)
                    .map_err(|_| format!("option '{name}' cannot be negative"))?;
                Ok(())
            }
            _ => Err(format!("cannot set option '{name}' to {value:?}")),
        }
    }

    fn get_option(&self, name: &str) -> Option<OptionValue> {
        match name {
            "throw_in_window_ms" => Some(OptionValue::Int(
                i64::try_from(self.throw_in_window_ms).unwrap_or(i64::MAX),
            )),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kernel::{OptionValues, config_from, default_values};

    #[test]
    fn the_window_is_the_only_option_and_defaults_match() {
        let config: JammerlappenConfig =
            config_from(&default_values(JammerlappenConfig::options())).unwrap();
        assert_eq!(config, JammerlappenConfig::default());
        let values = OptionValues::from([("throw_in_window_ms".into(), OptionValue::Int(2000))]);
        let config: JammerlappenConfig = config_from(&values).unwrap();
        assert_eq!(config.throw_in_window_ms, 2000);
        assert_eq!(config.last_jammerlappen, None);
        for bad in [5100, 1550, -100, i64::MAX] {
            let values = OptionValues::from([("throw_in_window_ms".into(), OptionValue::Int(bad))]);
            assert!(config_from::<JammerlappenConfig>(&values).is_err(), "{bad}");
        }
        let values = OptionValues::from([("last_jammerlappen".into(), OptionValue::Int(1))]);
        assert!(config_from::<JammerlappenConfig>(&values).is_err());
    }
}
