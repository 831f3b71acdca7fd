//! Options as data: each game lists its lobby options once, so the lobby, `sim` and replays read them alike.
//!
//! A game's config implements `GameConfig`: the list of options (name, German label, kind, default)
//! and a setter and getter by name. `config_from` builds a config from name/value pairs and refuses
//! unknown names and values of the wrong kind or out of range with one clear English line.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// One option's value: a switch or a whole number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum OptionValue {
    Bool(bool),
    Int(i64),
}

/// Option values by name (the config's serde field names).
pub type OptionValues = BTreeMap<String, OptionValue>;

/// What values an option takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionKind {
    /// On or off (`OptionValue::Bool`).
    Toggle,
    /// A whole number from `min` to `max` (inclusive) in steps of `step` from `min`.
    Range { min: i64, max: i64, step: i64 },
    /// One of these numbers, each with the German text the lobby shows for it.
    Choice(&'static [(i64, &'static str)]),
}

/// One option a game offers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameOption {
    /// The config's serde field name; also the name on the command line.
    pub name: &'static str,
    /// A name in words for the command line and logs; the table words options through its
    /// catalogues (`option-<game>-<name>`).
    pub label: &'static str,
    pub kind: OptionKind,
    /// Equals the value in `Config::default()`.
    pub default: OptionValue,
}

/// A game's config, seen as a list of options.
pub trait GameConfig: Sized {
    /// Every option the game offers, in lobby order.
    const OPTIONS: &'static [GameOption];

    /// Every option the game offers, in lobby order.
    fn options() -> &'static [GameOption] {
        Self::OPTIONS
    }
    /// Sets one option; the value has already been checked against the option's kind.
    fn set_option(&mut self, name: &str, value: &OptionValue) -> Result<(), String>;
    /// One option's current value; `None` for a name that is not an option.
    fn get_option(&self, name: &str) -> Option<OptionValue>;
    /// An option the rules fix from a number of players on, whatever it is set to: that number
    /// and the value it then has (the lobby shows it so, and offers no change). None by default.
    fn forced(_name: &str) -> Option<(usize, OptionValue)> {
        None
    }
}

impl GameOption {
    /// What values the option takes, in words ("on or off", "a whole number from 0 to 5000 in steps
    /// of 100", "one of 0 (wie Spieler), 1, 2").
    pub fn allowed(&self) -> String {
        match self.kind {
            OptionKind::Toggle => "on or off".into(),
            OptionKind::Range { min, max, step } if step > 1 => {
                format!("a whole number from {min} to {max} in steps of {step}")
            }
            OptionKind::Range { min, max, .. } => format!("a whole number from {min} to {max}"),
            OptionKind::Choice(choices) => {
                let listed: Vec<String> = choices
                    .iter()
                    .map(|(n, text)| {
                        if *text == n.to_string() {
                            n.to_string()
                        } else {
                            format!("{n} ({text})")
                        }
                    })
                    .collect();
                format!("one of {}", listed.join(", "))
            }
        }
    }

    /// Whether `value` fits this option; the error names the option and what it takes.
    pub fn check(&self, value: &OptionValue) -> Result<(), String> {
        let fits = match (self.kind, value) {
            (OptionKind::Toggle, OptionValue::Bool(_)) => true,
            (OptionKind::Range { min, max, step }, OptionValue::Int(n)) => {
                (min..=max).contains(n) && (step <= 1 || (n - min) % step == 0)
            }
            (OptionKind::Choice(choices), OptionValue::Int(n)) => {
                choices.iter().any(|(c, _)| c == n)
            }
            _ => false,
        };
        if fits {
            Ok(())
        } else {
            Err(format!(
                "option '{}' takes {}, not {}",
                self.name,
                self.allowed(),
                shown(value)
            ))
        }
    }
}

fn shown(value: &OptionValue) -> String {
    match value {
        OptionValue::Bool(true) => "on".into(),
        OptionValue::Bool(false) => "off".into(),
        OptionValue::Int(n) => n.to_string(),
    }
}

/// The option called `name` among `options`, or an error listing the names there are.
pub fn find_option<'o>(options: &'o [GameOption], name: &str) -> Result<&'o GameOption, String> {
    options.iter().find(|o| o.name == name).ok_or_else(|| {
        if options.is_empty() {
            format!("unknown option '{name}': this game has no options")
        } else {
            let names: Vec<&str> = options.iter().map(|o| o.name).collect();
            format!(
                "unknown option '{name}': the options are {}",
                names.join(", ")
            )
        }
    })
}

/// A config from its defaults and every value given; refuses unknown names and values that do not fit.
pub fn config_from<C: GameConfig + Default>(values: &OptionValues) -> Result<C, String> {
    let mut config = C::default();
    for (name, value) in values {
        find_option(C::options(), name)?.check(value)?;
        config.set_option(name, value)?;
    }
    Ok(config)
}

/// Every option's default value.
pub fn default_values(options: &[GameOption]) -> OptionValues {
    options
        .iter()
        .map(|o| (o.name.to_string(), o.default))
        .collect()
}

/// The values of every option in `config`, checked against the option list (for replay headers).
pub fn check_config<C: GameConfig>(config: &C) -> Result<OptionValues, String> {
    C::options()
        .iter()
        .map(|o| {
            let value = config
                .get_option(o.name)
                .ok_or_else(|| format!("option '{}' has no value", o.name))?;
            o.check(&value)?;
            Ok((o.name.to_string(), value))
        })
        .collect()
}

/// One `name=value` from the command line: on/off/true/false/yes/no for switches, whole numbers
/// (an optional minus, no plus) for the others.
pub fn parse_option(options: &[GameOption], text: &str) -> Result<(String, OptionValue), String> {
    let (name, raw) = text.split_once('=').ok_or_else(|| {
        format!("'{text}' is not an option setting: write name=value, e.g. feuer=on")
    })?;
    let name = name.trim();
    let raw = raw.trim();
    let option = find_option(options, name)?;
    let value = match option.kind {
        OptionKind::Toggle => match raw.to_ascii_lowercase().as_str() {
            "on" | "true" | "yes" => OptionValue::Bool(true),
            "off" | "false" | "no" => OptionValue::Bool(false),
            _ => {
                return Err(format!(
                    "option '{name}' is a switch: write on or off (or true/false, yes/no), not '{raw}'"
                ));
            }
        },
        OptionKind::Range { .. } | OptionKind::Choice(_) => {
            let digits = raw.strip_prefix('-').unwrap_or(raw);
            let number = (!digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()))
                .then(|| raw.parse::<i64>().ok())
                .flatten()
                .ok_or_else(|| {
                    format!("option '{name}' takes {}, not '{raw}'", option.allowed())
                })?;
            OptionValue::Int(number)
        }
    };
    option.check(&value)?;
    Ok((name.to_string(), value))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, Default, PartialEq)]
    struct Demo {
        fast: bool,
        window: i64,
        rounds: Option<u32>,
    }

    impl GameConfig for Demo {
        const OPTIONS: &'static [GameOption] = &[
            GameOption {
                name: "fast",
                label: "Schnell",
                kind: OptionKind::Toggle,
                default: OptionValue::Bool(false),
            },
            GameOption {
                name: "window",
                label: "Fenster",
                kind: OptionKind::Range {
                    min: 0,
                    max: 1000,
                    step: 100,
                },
                default: OptionValue::Int(0),
            },
            GameOption {
                name: "rounds",
                label: "Runden",
                kind: OptionKind::Choice(&[(0, "wie Spieler"), (1, "1"), (2, "2")]),
                default: OptionValue::Int(0),
            },
        ];
        fn set_option(&mut self, name: &str, value: &OptionValue) -> Result<(), String> {
            match (name, value) {
                ("fast", OptionValue::Bool(b)) => self.fast = *b,
                ("window", OptionValue::Int(n)) => self.window = *n,
                ("rounds", OptionValue::Int(n)) => {
                    self.rounds = (*n > 0).then_some(*n as u32);
                }
                _ => return Err(format!("cannot set {name}")),
            }
            Ok(())
        }
        fn get_option(&self, name: &str) -> Option<OptionValue> {
            match name {
                "fast" => Some(OptionValue::Bool(self.fast)),
                "window" => Some(OptionValue::Int(self.window)),
                "rounds" => Some(OptionValue::Int(self.rounds.unwrap_or(0) as i64)),
                _ => None,
            }
        }
    }

    fn values(pairs: &[(&str, OptionValue)]) -> OptionValues {
        pairs.iter().map(|(n, v)| (n.to_string(), *v)).collect()
    }

    #[test]
    fn configs_are_built_from_defaults_and_values() {
        assert_eq!(
            config_from::<Demo>(&OptionValues::new()).unwrap(),
            Demo::default()
        );
        let demo: Demo = config_from(&values(&[
            ("fast", OptionValue::Bool(true)),
            ("window", OptionValue::Int(300)),
            ("rounds", OptionValue::Int(2)),
        ]))
        .unwrap();
        assert_eq!(
            demo,
            Demo {
                fast: true,
                window: 300,
                rounds: Some(2)
            }
        );
        assert_eq!(
            default_values(Demo::options()),
            values(&[
                ("fast", OptionValue::Bool(false)),
                ("window", OptionValue::Int(0)),
                ("rounds", OptionValue::Int(0)),
            ])
        );
        assert_eq!(
            check_config(&demo).unwrap()["window"],
            OptionValue::Int(300)
        );
    }

    #[test]
    fn wrong_names_kinds_and_ranges_are_one_clear_error() {
        let cases = [
            (
                "speed",
                OptionValue::Bool(true),
                "unknown option 'speed': the options are fast, window, rounds",
            ),
            (
                "fast",
                OptionValue::Int(1),
                "option 'fast' takes on or off, not 1",
            ),
            (
                "window",
                OptionValue::Bool(true),
                "option 'window' takes a whole number from 0 to 1000 in steps of 100, not on",
            ),
            (
                "window",
                OptionValue::Int(1100),
                "option 'window' takes a whole number from 0 to 1000 in steps of 100, not 1100",
            ),
            (
                "window",
                OptionValue::Int(150),
                "option 'window' takes a whole number from 0 to 1000 in steps of 100, not 150",
            ),
            (
                "window",
                OptionValue::Int(-100),
                "option 'window' takes a whole number from 0 to 1000 in steps of 100, not -100",
            ),
            (
                "rounds",
                OptionValue::Int(3),
                "option 'rounds' takes one of 0 (wie Spieler), 1, 2, not 3",
            ),
        ];
        for (name, value, message) in cases {
            assert_eq!(
                config_from::<Demo>(&values(&[(name, value)])).unwrap_err(),
                message
            );
        }
    }

    #[test]
    fn command_line_settings_parse() {
        let o = Demo::options();
        for (text, value) in [
            ("fast=on", OptionValue::Bool(true)),
            ("fast=YES", OptionValue::Bool(true)),
            ("fast=true", OptionValue::Bool(true)),
            ("fast=off", OptionValue::Bool(false)),
            ("fast=no", OptionValue::Bool(false)),
            ("fast=False", OptionValue::Bool(false)),
            ("window=700", OptionValue::Int(700)),
            ("rounds=0", OptionValue::Int(0)),
        ] {
            assert_eq!(parse_option(o, text).unwrap().1, value, "{text}");
        }
        for bad in [
            "fast",
            "=on",
            "fast=",
            "fast=1",
            "fast=maybe",
            "window=+100",
            "window=1e3",
            "window=",
            "window=99999999999999999999",
            "window=50",
            "window=-0x1",
            "rounds=7",
            "rounds=one",
            "speed=3",
            "window=10 0",
        ] {
            assert!(parse_option(o, bad).is_err(), "{bad} should be refused");
        }
        assert_eq!(
            parse_option(o, "fast=maybe").unwrap_err(),
            "option 'fast' is a switch: write on or off (or true/false, yes/no), not 'maybe'"
        );
    }

    #[test]
    fn values_read_as_json() {
        let read: OptionValues = serde_json::from_str(r#"{"fast": true, "window": 300}"#).unwrap();
        assert_eq!(
            read,
            values(&[
                ("fast", OptionValue::Bool(true)),
                ("window", OptionValue::Int(300))
            ])
        );
    }
}
