//! Schwimmen's lobby options as data (`GameConfig`), labelled as the lobby shows them.

use super::SchwimmenConfig;
use crate::kernel::{GameConfig, GameOption, OptionKind, OptionValue};

const fn toggle(name: &'static str, label: &'static str, default: bool) -> GameOption {
    GameOption {
        name,
        label,
        kind: OptionKind::Toggle,
        default: OptionValue::Bool(default),
    }
}

impl GameConfig for SchwimmenConfig {
    const OPTIONS: &'static [GameOption] = &[
        toggle("passing", "Schieben erlaubt", true),
        toggle(
            "replace_middle_after_all_pass",
            "Alle schieben: neue Mitte",
            true,
        ),
        toggle("feuer", "Feuer: drei Asse beenden die Runde", false),
        toggle(
            "spare_when_all_would_go_under",
            "Gingen alle unter, bleiben alle drin",
            false,
        ),
    ];

    fn set_option(&mut self, name: &str, value: &OptionValue) -> Result<(), String> {
        let OptionValue::Bool(on) = *value else {
            return Err(format!("option '{name}' takes on or off"));
        };
        *self.switch(name)? = on;
        Ok(())
    }

    fn get_option(&self, name: &str) -> Option<OptionValue> {
        let on = match name {
            "passing" => self.passing,
            "replace_middle_after_all_pass" => self.replace_middle_after_all_pass,
            "feuer" => self.feuer,
            "spare_when_all_would_go_under" => self.spare_when_all_would_go_under,
            _ => return None,
        };
        Some(OptionValue::Bool(on))
    }
}

impl SchwimmenConfig {
    /// The field behind an option's name.
    fn switch(&mut self, name: &str) -> Result<&mut bool, String> {
        Ok(match name {
            "passing" => &mut self.passing,
            "replace_middle_after_all_pass" => &mut self.replace_middle_after_all_pass,
            "feuer" => &mut self.feuer,
            "spare_when_all_would_go_under" => &mut self.spare_when_all_would_go_under,
            _ => return Err(format!("unknown option '{name}'")),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kernel::{OptionValues, config_from, default_values};

    #[test]
    fn defaults_match_the_config_and_every_option_round_trips() {
        let config: SchwimmenConfig =
            config_from(&default_values(SchwimmenConfig::options())).unwrap();
        assert_eq!(config, SchwimmenConfig::default());
        for option in SchwimmenConfig::options() {
            assert_eq!(
                SchwimmenConfig::default().get_option(option.name),
                Some(option.default)
            );
            let json = serde_json::to_value(SchwimmenConfig::default()).unwrap();
            assert!(
                json.get(option.name).is_some(),
                "{} is a field",
                option.name
            );
            let flipped = OptionValue::Bool(option.default != OptionValue::Bool(true));
            let values = OptionValues::from([(option.name.to_string(), flipped)]);
            let changed: SchwimmenConfig = config_from(&values).unwrap();
            assert_eq!(changed.get_option(option.name), Some(flipped));
            assert_ne!(changed, SchwimmenConfig::default());
        }
    }
}
