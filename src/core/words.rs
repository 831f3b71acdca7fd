//! The table's words for what the rules say as data: refusals, results and bot levels, in the
//! player's language. The one place where a rule's reason becomes a sentence a player reads.

use super::i18n::{Tr, TrArg};
use crate::tr;
use stammtisch_rules::bots::Level;
use stammtisch_rules::{Arg, Phrase, Reading, Refusal, RuleError, Seat};

/// A bot level as the table names it (the lobby, seat labels).
pub fn level(t: &Tr, level: Level) -> String {
    tr!(
        t,
        match level {
            Level::Random => "level-random",
            Level::Easy => "level-easy",
            Level::Normal => "level-normal",
            Level::Hard => "level-hard",
        }
    )
}

/// A refused move in words; `name` names a seat.
pub fn refusal(t: &Tr, why: &RuleError, name: impl Fn(Seat) -> String) -> String {
    match why {
        RuleError::NotYourTurn => tr!(t, "refusal-not-your-turn"),
        RuleError::Illegal(why) => reason(t, why, name),
        RuleError::TooLate => tr!(t, "refusal-too-late"),
        RuleError::GameOver => tr!(t, "refusal-game-over"),
        RuleError::Setup(_) => tr!(t, "refusal-setup"),
    }
}

/// Why a move is not allowed now, in words (the game's own phrase); `name` names a seat.
pub fn reason(t: &Tr, why: &Refusal, name: impl Fn(Seat) -> String) -> String {
    phrase_words(t, &why.0, name)
}

/// A game's own reason or reading (a `Phrase`), in words: its key looked up, seats named.
pub fn phrase_words(t: &Tr, phrase: &Phrase, name: impl Fn(Seat) -> String) -> String {
    let args: Vec<(&str, TrArg)> = phrase
        .args
        .iter()
        .map(|(n, a)| {
            let value = match a {
                Arg::Seat(s) => TrArg::Text(name(*s)),
                Arg::Int(i) => TrArg::Num(*i as f64),
                Arg::Text(s) => TrArg::Text(s.clone()),
                Arg::Keys(keys) => {
                    let words: Vec<String> = keys.iter().map(|k| t.words(k, &[])).collect();
                    TrArg::Text(words.join(", "))
                }
            };
            (n.as_str(), value)
        })
        .collect();
    t.words(&phrase.key, &args)
}

/// How a seat ended the game, in words (the results screen); `name` names a seat.
pub fn reading(t: &Tr, reading: &Reading, name: impl Fn(Seat) -> String) -> String {
    phrase_words(t, &reading.0, name)
}

/// The catalogue key of a rule option's name: `option-<game>-<name>`, underscores as dashes.
pub fn option_key(game: &str, option: &stammtisch_rules::GameOption) -> String {
    format!("option-{game}-{}", option.name.replace('_', "-"))
}

/// A rule option's name in words (the lobby).
pub fn option_label(t: &Tr, game: &str, option: &stammtisch_rules::GameOption) -> String {
    t.words(&option_key(game, option), &[])
}

/// One choice of a rule option in words: its own key (`<option key>-<value>`) where the
/// catalogue has one, else the rules' label (a number needs no words).
pub fn option_choice(
    t: &Tr,
    game: &str,
    option: &stammtisch_rules::GameOption,
    value: i64,
    label: &str,
) -> String {
    let key = format!("{}-{value}", option_key(game, option));
    if t.has(&key) {
        t.words(&key, &[])
    } else {
        label.to_string()
    }
}

/// A seat's name as its plate shows it: the name, and a bot's level after it when `level` is given.
pub fn name_with_level(t: &Tr, name: &str, level: Option<Level>) -> String {
    match level {
        Some(level) => name.to_string() + &tr!(t, "label-bot-level", level = self::level(t, level)),
        None => name.to_string(),
    }
}

/// A press that lost a race, in words: who was faster and by how much (`ms` after the winning
/// move; 0: the same millisecond), or that the moment was gone. `round_trip_ms` is the longer
/// round trip of the two seats when another home holds either: a race lost by less than that
/// was decided by the line as much as by the hands, and the words say so.
pub fn race_lost(
    t: &Tr,
    loser: &str,
    winner: Option<&str>,
    ms: u64,
    round_trip_ms: Option<u32>,
) -> String {
    match winner {
        Some(winner) => {
            let said = tr!(t, "late-faster", loser = loser, winner = winner, ms = ms);
            match round_trip_ms.filter(|&rtt| ms < u64::from(rtt)) {
                Some(rtt) => said + &tr!(t, "late-within-round-trip", ms = rtt),
                None => said,
            }
        }
        None => tr!(t, "late-moment-gone", loser = loser),
    }
}

/// The round trip that could have decided a race between `loser` and `winner`: the longer of
/// the two seats' (a seat held at this screen has none).
pub fn race_round_trip(
    round_trip: impl Fn(Seat) -> Option<u32>,
    loser: Seat,
    winner: Option<Seat>,
) -> Option<u32> {
    round_trip(loser).max(winner.and_then(&round_trip))
}

/// A seat's plate: `name_with_level`, and the round trip of a seat held in another home.
pub fn plate_name(t: &Tr, name: &str, level: Option<Level>, round_trip_ms: Option<u32>) -> String {
    let label = name_with_level(t, name, level);
    match round_trip_ms {
        Some(ms) => label + &tr!(t, "label-round-trip", ms = ms),
        None => label,
    }
}
