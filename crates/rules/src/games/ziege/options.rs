//! Nur die Ziege zählt's lobby option as data (`GameConfig`): the number of rounds.

use super::{MAX_PLAYERS, ZiegeConfig};
use crate::kernel::{GameConfig, GameOption, OptionKind, OptionValue};

/// Rounds the lobby offers: 0 is the rulebook's "as many rounds as players", then 1 to 6.
const ROUNDS: &[(i64, &str)] = &[
    (0, "wie Spieler"),
    (1, "1"),
    (2, "2"),
    (3, "3"),
    (4, "4"),
    (5, "5"),
    (6, "6"),
];

const _: () = assert!(ROUNDS.len() == MAX_PLAYERS + 1);

impl GameConfig for ZiegeConfig {
    const OPTIONS: &'static [GameOption] = &[GameOption {
        name: "rounds",
        label: "Runden",
        kind: OptionKind::Choice(ROUNDS),
        default: OptionValue::Int(0),
    }];

    fn set_option(&mut self, name: &str, value: &OptionValue) -> Result<(), String> {
        match (name, value) {
            ("rounds", OptionValue::Int(0)) => self.rounds = None,
            ("rounds", OptionValue::Int(n)) => {
                self.rounds =
                    Some(u32::try_from(*n).map_err(|_| format!("option 'rounds' cannot be {n}"))?)
            }
            _ => return Err(format!("cannot set option '{name}' to {value:?}")),
        }
        Ok(())
    }

    fn get_option(&self, name: &str) -> Option<OptionValue> {
        match name {
            "rounds" => Some(OptionValue::Int(self.rounds.map_or(0, i64::from))),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kernel::{OptionValues, config_from, default_values};

    #[test]
    fn zero_means_as_many_rounds_as_players() {
        let config: ZiegeConfig = config_from(&default_values(ZiegeConfig::options())).unwrap();
        assert_eq!(config, ZiegeConfig::default());
        let values = OptionValues::from([("rounds".into(), OptionValue::Int(3))]);
        assert_eq!(config_from::<ZiegeConfig>(&values).unwrap().rounds, Some(3));
        for bad in [
            OptionValue::Int(7),
            OptionValue::Int(-1),
            OptionValue::Bool(true),
        ] {
            let values = OptionValues::from([("rounds".into(), bad)]);
            assert!(config_from::<ZiegeConfig>(&values).is_err(), "{bad:?}");
        }
    }
}
