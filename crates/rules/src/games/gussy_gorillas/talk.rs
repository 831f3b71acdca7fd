//! The quick phrases a seat can shout at another seat: loud table talk that implies truths or lies
//! about cards, never naming one. Each is an action, an event, a speech bubble and a sound.

use crate::kernel::{Arg, Phrased};
use serde::{Deserialize, Serialize};
use std::fmt;

/// A quick phrase (German at the table; `Display` is English).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Talk {
    /// "Super Karte!": the card you hold is great (for you).
    SuperKarte,
    /// "Behalt sie!": keep your card.
    BehaltSie,
    /// "Nimm meine!": take my card (trade with me).
    NimmMeine,
    /// "Uh uh ah ah!": monkey language, says nothing (the Communication Variant).
    UhUhAhAh,
    /// "Weg damit!": get rid of your card.
    WegDamit,
    /// "Tausch mit mir!": I want your card.
    TauschMitMir,
    /// "Nein danke!": I do not want your card.
    NeinDanke,
    /// "Schnell!": hurry up.
    Schnell,
}

impl Talk {
    pub const ALL: [Talk; 8] = [
        Talk::SuperKarte,
        Talk::BehaltSie,
        Talk::NimmMeine,
        Talk::UhUhAhAh,
        Talk::WegDamit,
        Talk::TauschMitMir,
        Talk::NeinDanke,
        Talk::Schnell,
    ];

    /// What the table shows in the speech bubble (German).
    pub fn german(self) -> &'static str {
        match self {
            Talk::SuperKarte => "Super Karte!",
            Talk::BehaltSie => "Behalt sie!",
            Talk::NimmMeine => "Nimm meine!",
            Talk::UhUhAhAh => "Uh uh ah ah!",
            Talk::WegDamit => "Weg damit!",
            Talk::TauschMitMir => "Tausch mit mir!",
            Talk::NeinDanke => "Nein danke!",
            Talk::Schnell => "Schnell!",
        }
    }
}

impl fmt::Display for Talk {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Talk::SuperKarte => "Great card!",
            Talk::BehaltSie => "Keep it!",
            Talk::NimmMeine => "Take mine!",
            Talk::UhUhAhAh => "Ooh ooh ah ah!",
            Talk::WegDamit => "Get rid of it!",
            Talk::TauschMitMir => "Trade with me!",
            Talk::NeinDanke => "No thanks!",
            Talk::Schnell => "Hurry up!",
        })
    }
}

impl Phrased for Talk {
    fn key(&self) -> &'static str {
        match self {
            Talk::SuperKarte => "gorillas-talk-super-karte",
            Talk::BehaltSie => "gorillas-talk-behalt-sie",
            Talk::NimmMeine => "gorillas-talk-nimm-meine",
            Talk::UhUhAhAh => "gorillas-talk-uh-uh-ah-ah",
            Talk::WegDamit => "gorillas-talk-weg-damit",
            Talk::TauschMitMir => "gorillas-talk-tausch-mit-mir",
            Talk::NeinDanke => "gorillas-talk-nein-danke",
            Talk::Schnell => "gorillas-talk-schnell",
        }
    }

    fn args(&self) -> Vec<(&'static str, Arg)> {
        Vec::new()
    }

    fn samples() -> Vec<Talk> {
        Talk::ALL.to_vec()
    }
}
