//! The scorer's steps in words: one `Phrased` value per thing that happened to the collection, so
//! the results screen (and `stammtisch score gorillas --json`) can word it in German or English.

use super::deck::{Card, Primate};
use super::score::{Group, PAIR_OF_ONES, Plan, SIX_POINTS};
use crate::kernel::{Arg, Phrase, Phrased};
use std::fmt;

/// One step of scoring a collection. Cards are named as on the command line (`O10`, `M-8`,
/// `SPLIT`); a group's card carries its final value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// `card` was discarded because of the unpaired 9s.
    Discarded { card: String },
    /// A Special 6: `specials` special cards count 6 each, without effect.
    SixRule { specials: u8, points: i32 },
    /// A Wild was played as `kind` (SPLIT, FLIP or REVERSE).
    WildAs { kind: String },
    /// A Flip turned `card` into `to`.
    Flipped { card: String, to: i8 },
    /// A Reverse turned `card` (as it was after any Flip) into `to`.
    Reversed { card: String, to: i8 },
    /// A special card had nowhere to go.
    Unused { special: String },
    /// A Split kept a pair of `card` apart: both count, `points` together.
    Split {
        card: String,
        flipped: bool,
        points: i32,
    },
    /// A pair of `card` cancels out.
    Cancels { card: String, flipped: bool },
    /// A pair of 1s counts 11.
    PairOfOnes { card: String, flipped: bool },
    /// A single card counts its value.
    Counts {
        card: String,
        flipped: bool,
        points: i32,
    },
    /// The total.
    Total { points: i32 },
}

fn flipped_note(flipped: bool) -> &'static str {
    if flipped { " (flipped)" } else { "" }
}

impl fmt::Display for Step {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Step::Discarded { card } => write!(f, "{card} is discarded for an unpaired 9"),
            Step::SixRule { specials, points } => write!(
                f,
                "Special 6: the {specials} special cards count 6 each ({points} points) and take no effect"
            ),
            Step::WildAs { kind } => write!(f, "the Wild is played as {kind}"),
            Step::Flipped { card, to } => write!(f, "FLIP turns {card} into {to}"),
            Step::Reversed { card, to } => write!(f, "REVERSE turns {card} into {to}"),
            Step::Unused { special } => write!(f, "{special} has no card it could go on"),
            Step::Split {
                card,
                flipped,
                points,
            } => write!(
                f,
                "SPLIT keeps the pair of {card}{} apart: {points} points",
                flipped_note(*flipped)
            ),
            Step::Cancels { card, flipped } => {
                write!(
                    f,
                    "the pair of {card}{} cancels out",
                    flipped_note(*flipped)
                )
            }
            Step::PairOfOnes { card, flipped } => write!(
                f,
                "the pair of {card}{} counts {PAIR_OF_ONES}",
                flipped_note(*flipped)
            ),
            Step::Counts {
                card,
                flipped,
                points,
            } => write!(f, "{card}{} counts {points}", flipped_note(*flipped)),
            Step::Total { points } => write!(f, "total {points} points"),
        }
    }
}

impl Phrased for Step {
    fn key(&self) -> &'static str {
        match self {
            Step::Discarded { .. } => "gorillas-step-discarded",
            Step::SixRule { .. } => "gorillas-step-six-rule",
            Step::WildAs { .. } => "gorillas-step-wild-as",
            Step::Flipped { .. } => "gorillas-step-flipped",
            Step::Reversed { .. } => "gorillas-step-reversed",
            Step::Unused { .. } => "gorillas-step-unused",
            Step::Split { .. } => "gorillas-step-split",
            Step::Cancels { .. } => "gorillas-step-cancels",
            Step::PairOfOnes { .. } => "gorillas-step-pair-of-ones",
            Step::Counts { .. } => "gorillas-step-counts",
            Step::Total { .. } => "gorillas-step-total",
        }
    }

    fn args(&self) -> Vec<(&'static str, Arg)> {
        let text = |s: &String| Arg::Text(s.clone());
        let int = |n: i64| Arg::Int(n);
        match self {
            Step::Discarded { card } => vec![("card", text(card))],
            Step::SixRule { specials, points } => vec![
                ("specials", int(*specials as i64)),
                ("points", int(*points as i64)),
            ],
            Step::WildAs { kind } => vec![("kind", text(kind))],
            Step::Flipped { card, to } | Step::Reversed { card, to } => {
                vec![("card", text(card)), ("to", int(*to as i64))]
            }
            Step::Unused { special } => vec![("special", text(special))],
            Step::Split {
                card,
                flipped,
                points,
            }
            | Step::Counts {
                card,
                flipped,
                points,
            } => vec![
                ("card", text(card)),
                ("flipped", int(*flipped as i64)),
                ("points", int(*points as i64)),
            ],
            Step::Cancels { card, flipped } | Step::PairOfOnes { card, flipped } => {
                vec![("card", text(card)), ("flipped", int(*flipped as i64))]
            }
            Step::Total { points } => vec![("points", int(*points as i64))],
        }
    }

    fn samples() -> Vec<Step> {
        let card = || "O10".to_string();
        vec![
            Step::Discarded { card: card() },
            Step::SixRule {
                specials: 3,
                points: 18,
            },
            Step::WildAs {
                kind: "FLIP".into(),
            },
            Step::Flipped {
                card: "M7".into(),
                to: 2,
            },
            Step::Reversed {
                card: "B-8".into(),
                to: 8,
            },
            Step::Unused {
                special: "SPLIT".into(),
            },
            Step::Split {
                card: card(),
                flipped: false,
                points: 20,
            },
            Step::Cancels {
                card: "C4".into(),
                flipped: false,
            },
            Step::PairOfOnes {
                card: "G1".into(),
                flipped: true,
            },
            Step::Counts {
                card: card(),
                flipped: false,
                points: 10,
            },
            Step::Total { points: 51 },
        ]
    }
}

fn name(primate: Primate, value: i8) -> String {
    format!("{}{value}", primate.letter())
}

fn group_steps(g: &Group, out: &mut Vec<Step>) {
    let card = name(g.primate, g.value);
    let flipped = g.flipped;
    for _ in 0..g.splits {
        out.push(Step::Split {
            card: card.clone(),
            flipped,
            points: 2 * g.value as i32,
        });
    }
    let rest = g.count - 2 * g.splits;
    for _ in 0..rest / 2 {
        out.push(if g.value == 1 {
            Step::PairOfOnes {
                card: card.clone(),
                flipped,
            }
        } else {
            Step::Cancels {
                card: card.clone(),
                flipped,
            }
        });
    }
    if rest % 2 == 1 {
        out.push(Step::Counts {
            card,
            flipped,
            points: g.value as i32,
        });
    }
}

/// The steps of a plan, in the order the rulebook scores: discards, Special 6, specials applied,
/// specials left over, then the groups and the total.
pub fn steps(plan: &Plan) -> Vec<Step> {
    let mut out = Vec::new();
    for card in &plan.discarded {
        out.push(Step::Discarded {
            card: card.to_string(),
        });
    }
    if let Some(specials) = plan.six {
        out.push(Step::SixRule {
            specials,
            points: specials as i32 * SIX_POINTS,
        });
    }
    for kind in &plan.wild {
        out.push(Step::WildAs {
            kind: kind.to_string(),
        });
    }
    for &(primate, value, _) in &plan.flips {
        let to = super::score::flip_of(value).unwrap_or(value);
        out.push(Step::Flipped {
            card: name(primate, value),
            to,
        });
    }
    for &(primate, value, flipped) in &plan.reverses {
        let before = if flipped {
            super::score::flip_of(value).unwrap_or(value)
        } else {
            value
        };
        out.push(Step::Reversed {
            card: name(primate, before),
            to: -before,
        });
    }
    for card in &plan.unused {
        out.push(Step::Unused {
            special: Card::to_string(card),
        });
    }
    for g in &plan.groups {
        group_steps(g, &mut out);
    }
    out.push(Step::Total {
        points: plan.points,
    });
    out
}

/// The steps as phrases the kernel carries.
pub fn phrases(plan: &Plan) -> Vec<Phrase> {
    steps(plan).iter().map(Phrased::phrase).collect()
}
