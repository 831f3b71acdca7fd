//! The chosen game's rules as lobby items: each option's words, and the value a press steps to.

use crate::core::MatchSetup;
use stammtisch_rules::{GameOption, OptionKind, OptionValue};

/// The chosen game's options as the rules' registry lists them.
pub(super) fn options(setup: &MatchSetup) -> &'static [GameOption] {
    stammtisch_rules::games::find(&setup.game).map_or(&[], |g| g.options)
}

/// One option's value as the menu shows it.
pub fn option_text(
    game: &str,
    option: &GameOption,
    value: &OptionValue,
    tr: &crate::core::Tr,
) -> String {
    let shown = match (&option.kind, value) {
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
    };
    let label = crate::core::words::option_label(tr, game, option);
    format!("{label}: {shown}")
}

/// The chosen game's rules as the menu shows them, in order (see `change_rule`).
pub(super) fn rules(setup: &MatchSetup, tr: &crate::core::Tr) -> Vec<String> {
    options(setup)
        .iter()
        .map(|o| option_text(&setup.game, o, &setup.option(o.name, &o.default), tr))
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
        let value = next_value(option, &setup.option(option.name, &option.default));
        setup.set_option(option.name, value);
    }
}
