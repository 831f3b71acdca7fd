//! A language switch reaches every word on the table: after switching, no text on the table is a
//! bare catalogue key, and the words are the new language's.

use crate::harness::{app, run_until, screen, sit_down};
use bevy::prelude::*;
use stammtisch::core::{Lang, Tr};
use stammtisch::core::{MatchSetup, Screen};
use stammtisch::settings::Settings;

/// Whether a text holds a catalogue key that found no words ("jammer-says-lay").
fn bare_key(text: &str) -> bool {
    let keys = Tr::keys(Lang::De, &stammtisch::games::catalogues());
    text.split_whitespace().any(|word| {
        let word = word.trim_matches(|c: char| !c.is_alphanumeric() && c != '-');
        keys.iter().any(|k| k == word)
    })
}

fn table_texts(app: &mut App) -> Vec<String> {
    let mut texts: Vec<String> = app
        .world_mut()
        .query::<&Text2d>()
        .iter(app.world())
        .map(|t| t.0.clone())
        .filter(|t| !t.trim().is_empty())
        .collect();
    let now = app.world().resource::<Time>().elapsed_secs();
    if let Some(toast) = app
        .world()
        .resource::<stammtisch::core::Toast>()
        .current(now)
    {
        texts.push(toast.to_string());
    }
    texts
}

#[test]
fn the_key_check_finds_keys_and_passes_words() {
    assert!(bare_key("jammer-says-lay"));
    assert!(bare_key("Vroni: schwimmen-knock-too-early"));
    assert!(bare_key("overlay-pause"));
    assert!(!bare_key("Vroni (schwer) · 9 Karten"));
    assert!(!bare_key("Ab jetzt abwärts!"));
    assert!(!bare_key("1–9 hand card · Q W E face-up card"));
    assert!(!bare_key("at least 4"));
}

#[test]
fn switching_to_english_at_the_table_words_everything_in_english() {
    let games: Vec<String> = app()
        .world()
        .resource::<stammtisch::core::TableGames>()
        .0
        .iter()
        .map(|g| g.id.to_string())
        .collect();
    assert!(games.len() >= 3, "{games:?}");
    for game in &games {
        let game = game.as_str();
        let mut app = app();
        sit_down(&mut app, MatchSetup::attract_of(game, 4, 11));
        // Some moves in German first, then the switch, then more moves.
        run_until(&mut app, 400, "a few moves", |app| {
            table_texts(app).len() >= 4
        });
        for text in table_texts(&mut app) {
            assert!(
                !bare_key(&text),
                "{game}: a bare key on the table: {text:?}"
            );
        }
        app.world_mut().resource_mut::<Settings>().language = Some(Lang::En);
        for _ in 0..300 {
            app.update();
            if screen(&app) != Screen::Table {
                break;
            }
            for text in table_texts(&mut app) {
                assert!(
                    !bare_key(&text),
                    "{game}: a bare key on the table: {text:?}"
                );
            }
        }
        assert_eq!(app.world().resource::<Tr>().lang(), Lang::En, "{game}");
        let texts = table_texts(&mut app).join(" | ");
        for german in [
            " Karten",
            "teilt aus",
            "Geber",
            "beginnt",
            "legt",
            "tauscht",
        ] {
            assert!(
                !texts.contains(german),
                "{game}: German left after the switch: {texts}"
            );
        }
    }
}
