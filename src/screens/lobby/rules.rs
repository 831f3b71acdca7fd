//! The chosen game's rules as lobby items: each option's words, and the value a press steps to.

use crate::core::MatchSetup;
use stammtisch_rules::{GameOption, OptionKind, OptionValue};

/// The chosen game's options as the rules' registry lists them.
pub(super) fn options(setup: &MatchSetup) -> &'static [GameOption] {
    stammtisch_rules::games::find(&setup.game).map_or(&[], |g| g.options)
}

/// One option's value in words ("an", "1500").
fn value_words(
    game: &str,
    option: &GameOption,
    value: &OptionValue,
    tr: &crate::core::Tr,
) -> String {
    match (&option.kind, value) {
        (OptionKind::Toggle, OptionValue::Bool(on)) => {
            if *on {
                crate::tr!(tr, "lobby-on")
            } else {
                crate::tr!(tr, "lobby-off")
            }
        }
        (OptionKind::Choice(choices), OptionValue::Int(v)) => {
            choices.iter().find(|(c, _)| c == v).map_or_else(
                || v.to_string(),
                |(_, label)| crate::core::words::option_choice(tr, game, option, *v, label),
            )
        }
        (_, OptionValue::Int(v)) => v.to_string(),
        (_, OptionValue::Bool(b)) => b.to_string(),
    }
}

/// The value the rules fix option `option` at with `players` players, whatever it is set to.
pub fn forced_now(game: &str, option: &GameOption, players: usize) -> Option<OptionValue> {
    stammtisch_rules::games::find(game).and_then(|g| g.forced_at(option.name, players))
}

/// An option's name as the lobby shows it: with the value the rules fix it at from some number
/// of players on ("Seltene Karten (ab 10 Spielern immer an)"), if they do.
pub fn option_name(game: &str, option: &GameOption, tr: &crate::core::Tr) -> String {
    let label = crate::core::words::option_label(tr, game, option);
    let forced = stammtisch_rules::games::find(game).and_then(|g| (g.forced)(option.name));
    match forced {
        Some((from, value)) => crate::tr!(
            tr,
            "lobby-forced-from",
            option = label,
            value = value_words(game, option, &value, tr),
            players = from
        ),
        None => label,
    }
}

/// One option's value as the menu shows it at a table of `players`: the value set, or the one
/// the rules fix there, said so ("Seltene Karten: an (immer bei 10 Spielern)").
pub fn option_text(
    game: &str,
    option: &GameOption,
    value: &OptionValue,
    players: usize,
    tr: &crate::core::Tr,
) -> String {
    match forced_now(game, option, players) {
        Some(value) => crate::tr!(
            tr,
            "lobby-forced-now",
            option = crate::core::words::option_label(tr, game, option),
            value = value_words(game, option, &value, tr),
            players = players
        ),
        None => format!(
            "{}: {}",
            option_name(game, option, tr),
            value_words(game, option, value, tr)
        ),
    }
}

/// The chosen game's rules as the menu shows them, in order (see `change_rule`).
pub(super) fn rules(setup: &MatchSetup, tr: &crate::core::Tr) -> Vec<String> {
    options(setup)
        .iter()
        .map(|o| {
            let value = setup.option(o.name, &o.default);
            option_text(&setup.game, o, &value, setup.seats.len(), tr)
        })
        .collect()
}

/// The value after `value` when a menu item is pressed: switches flip, numbers step round.
pub fn next_value(option: &GameOption, value: &OptionValue) -> OptionValue {
    match (&option.kind, value) {
        (OptionKind::Toggle, OptionValue::Bool(on)) => OptionValue::Bool(!on),
        (OptionKind::Range { min, max, step }, OptionValue::Int(v)) => {
            let next = v.saturating_add((*step).max(1));
            OptionValue::Int(if next > *max { *min } else { next })
        }
        (OptionKind::Choice(choices), OptionValue::Int(v)) => {
            let at = choices.iter().position(|(c, _)| c == v);
            let next = at.map_or(0, |i| (i + 1) % choices.len().max(1));
            choices
                .get(next)
                .map_or(option.default, |(c, _)| OptionValue::Int(*c))
        }
        _ => option.default,
    }
}

/// Changes rule `k` of the chosen game.
pub(super) fn change_rule(setup: &mut MatchSetup, k: u8) {
    if let Some(option) = options(setup).get(k as usize) {
        // A value the rules fix at this table stays as shown.
        if forced_now(&setup.game, option, setup.seats.len()).is_some() {
            return;
        }
        let value = next_value(option, &setup.option(option.name, &option.default));
        setup.set_option(option.name, value);
    }
}
