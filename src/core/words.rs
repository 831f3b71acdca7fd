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

/// Why a move is not allowed now, in words; `name` names a seat.
pub fn reason(t: &Tr, why: &Refusal, name: impl Fn(Seat) -> String) -> String {
    use Refusal::*;
    let key = match why {
        AlreadyKnocked { knocker } => {
            return tr!(t, "refusal-already-knocked", knocker = name(*knocker));
        }
        TilePoints { points } => return tr!(t, "refusal-tile-points", points = *points),
        ZeroRowOnlyForFive { points } => {
            return tr!(t, "refusal-zero-row-only-for-five", points = *points);
        }
        TileRunsPast { points, rows, from } => {
            return tr!(
                t,
                "refusal-tile-runs-past",
                points = *points,
                rows = *rows,
                from = from
            );
        }
        TilesOverlap { owner, left, row } => {
            return tr!(
                t,
                "refusal-tiles-overlap",
                owner = name(*owner),
                side = if *left { "left" } else { "right" },
                row = row
            );
        }
        EdgeRowTaken { owner, row } => {
            return tr!(t, "refusal-edge-row-taken", owner = name(*owner), row = row);
        }
        Game(phrase) => return phrase_words(t, phrase, name),
        DealerDealsNext => "refusal-dealer-deals-next",
        StarterDealsNext => "refusal-starter-deals-next",
        DealerChoosesPacket => "refusal-dealer-chooses-packet",
        OnlyThreeCards => "refusal-only-three-cards",
        PassingOff => "refusal-passing-off",
        KnockTooEarly => "refusal-knock-too-early",
        SwapPassOrKnock => "refusal-swap-pass-or-knock",
        PredictFirst => "refusal-predict-first",
        CardNotInHand { .. } => "refusal-card-not-in-hand",
        PlayFromHand => "refusal-play-from-hand",
        FivePointRows => "refusal-five-point-rows",
        LayAtLeastOne => "refusal-lay-at-least-one",
        OnlyOwnHandCards => "refusal-only-own-hand-cards",
        OnlyOwnFaceUpCards => "refusal-only-own-face-up-cards",
        SameCardsOnly => "refusal-same-cards-only",
        LayLowerAfterFive => "refusal-lay-lower-after-five",
        LayHigher => "refusal-lay-higher",
        HandCardsFirst => "refusal-hand-cards-first",
        FaceDownNotReleased => "refusal-face-down-not-released",
        NoFaceUpFits => "refusal-no-face-up-fits",
        NoPot => "refusal-no-pot",
        TakeWithOnlyWhenStuck => "refusal-take-with-only-when-stuck",
        NotYourFaceUpCard => "refusal-not-your-face-up-card",
        NotYourHandCard => "refusal-not-your-hand-card",
        ExchangeOver => "refusal-exchange-over",
        NothingToThrowInOn => "refusal-nothing-to-throw-in-on",
        OnTurnJustLay => "refusal-on-turn-just-lay",
        OnlyTheQuartet => "refusal-only-the-quartet",
        AlreadyExchanged => "refusal-already-exchanged",
        ExchangeFirst => "refusal-exchange-first",
        OutOfRound => "refusal-out-of-round",
    };
    tr!(t, key)
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
            };
            (n.as_str(), value)
        })
        .collect();
    t.words(&phrase.key, &args)
}

/// How a seat ended the game, in words (the results screen); `name` names a seat.
pub fn reading(t: &Tr, reading: &Reading, name: impl Fn(Seat) -> String) -> String {
    match reading {
        Reading::Afloat { lives } => tr!(t, "reading-afloat", lives = *lives),
        Reading::WonSwimming => tr!(t, "reading-won-swimming"),
        Reading::WentUnder {
            round,
            shared: false,
        } => tr!(t, "reading-went-under", round = *round),
        Reading::WentUnder {
            round,
            shared: true,
        } => tr!(t, "reading-went-under-shared", round = *round),
        Reading::Points {
            per_round,
            total,
            inside,
            rounds,
        } => {
            let sum: Vec<String> = per_round.iter().map(|p| p.to_string()).collect();
            tr!(
                t,
                "reading-points",
                sum = sum.join(" + "),
                total = *total,
                inside = *inside,
                rounds = *rounds
            )
        }
        Reading::OutAs { place } => tr!(t, "reading-out-as", place = *place),
        Reading::LeftWith { cards } => tr!(t, "reading-left-with", cards = *cards),
        Reading::Game(phrase) => phrase_words(t, phrase, name),
    }
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
