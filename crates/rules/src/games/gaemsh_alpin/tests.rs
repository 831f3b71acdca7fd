//! Gämsh Alpin's rules with hand-made situations: races, calls, Föhn cards, the end of the game.

use super::*;
use crate::conformance;
use crate::kernel::{Game, RuleError};

#[test]
fn conforms_with_the_foehn_cards_too() {
    let config = GaemshConfig {
        foehn: true,
        ..GaemshConfig::default()
    };
    for players in [4, 6] {
        let counts = conformance::check::<Gaemsh>(&config, players, 6, 77).unwrap();
        println!("foehn {players}p: {}", counts.summary());
    }
}

#[test]
fn five_players_are_refused_in_plain_words() {
    let err = Gaemsh::new(&GaemshConfig::default(), 5, 1).unwrap_err();
    assert!(
        matches!(&err, RuleError::Setup(why) if why.contains("never 5")),
        "{err}"
    );
    assert!(Gaemsh::new(&GaemshConfig::default(), 3, 1).is_err());
    assert!(Gaemsh::new(&GaemshConfig::default(), 7, 1).is_err());
}
