//! The translation layer: both catalogues have the same keys and placeables, every key the code
//! names exists, and every value the rules can refuse or read with is worded in both languages.

use stammtisch::core::{Lang, Tr};
use std::collections::BTreeSet;
use std::path::Path;

/// Every key named as a literal in `tr!(…, "key"…)` or `.words("key"…)` in the sources.
fn keys_in_code(dir: &Path, out: &mut BTreeSet<String>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            keys_in_code(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let text = std::fs::read_to_string(&path).unwrap();
            for marker in ["tr!(", ".words(", "key!("] {
                let mut rest = text.as_str();
                while let Some(at) = rest.find(marker) {
                    // `tr!(` itself, not the end of a longer name (`include_str!(`).
                    let whole = !rest[..at]
                        .chars()
                        .next_back()
                        .is_some_and(|c| c.is_alphanumeric() || c == '_');
                    rest = &rest[at + marker.len()..];
                    if !whole {
                        continue;
                    }
                    // The key is the first literal of the call, before its closing bracket.
                    let call_end = rest.find([')', ';']).unwrap_or(rest.len());
                    if let Some(open) = rest[..call_end].find('"') {
                        let key = &rest[open + 1..];
                        if let Some(close) = key.find('"') {
                            out.insert(key[..close].to_string());
                        }
                    }
                }
            }
        }
    }
}

#[test]
fn both_catalogues_have_the_same_keys() {
    let de: BTreeSet<String> = Tr::keys(Lang::De, &stammtisch::games::catalogues())
        .into_iter()
        .collect();
    let en: BTreeSet<String> = Tr::keys(Lang::En, &stammtisch::games::catalogues())
        .into_iter()
        .collect();
    assert!(
        de.len() > 20,
        "the catalogues are loaded ({} keys)",
        de.len()
    );
    let only_de: Vec<_> = de.difference(&en).collect();
    let only_en: Vec<_> = en.difference(&de).collect();
    assert!(
        only_de.is_empty() && only_en.is_empty(),
        "only German: {only_de:?}; only English: {only_en:?}"
    );
    // No key twice (a later one would silently win in one language).
    for lang in Lang::ALL {
        let keys = Tr::keys(lang, &stammtisch::games::catalogues());
        let unique: BTreeSet<_> = keys.iter().collect();
        assert_eq!(keys.len(), unique.len(), "a key twice in {lang:?}");
    }
}

#[test]
fn every_key_the_code_names_exists_in_both_languages() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut keys = BTreeSet::new();
    keys_in_code(&root.join("src"), &mut keys);
    keys.remove("key");
    assert!(keys.len() > 20, "the scan found the keys ({})", keys.len());
    for lang in Lang::ALL {
        let tr = stammtisch::games::tr(lang);
        let missing: Vec<_> = keys.iter().filter(|k| !tr.has(k)).collect();
        assert!(missing.is_empty(), "{lang:?} lacks {missing:?}");
    }
}

#[test]
fn a_value_is_put_into_its_placeable_and_a_missing_key_shows_itself() {
    let de = stammtisch::games::tr(Lang::De);
    let en = stammtisch::games::tr(Lang::En);
    assert_eq!(
        stammtisch::tr!(de, "late-faster", loser = "Du", winner = "Resi", ms = 16),
        "Du: zu spät – Resi war 16 ms schneller"
    );
    assert_eq!(
        stammtisch::tr!(de, "late-faster", loser = "Du", winner = "Resi", ms = 0),
        "Du: zu spät – Resi war einen Hauch schneller"
    );
    assert_eq!(
        stammtisch::tr!(en, "late-faster", loser = "You", winner = "Resi", ms = 16),
        "You: too late – Resi was 16 ms faster"
    );
    assert_eq!(stammtisch::tr!(de, "no-such-key"), "no-such-key");
}

/// Points agree in number with their count, in both languages.
#[test]
fn one_point_is_one_point_in_both_languages() {
    let de = stammtisch::games::tr(Lang::De);
    let en = stammtisch::games::tr(Lang::En);
    for (points, de_said, en_said) in [(1, "1 Punkt", "1 point"), (2, "2 Punkte", "2 points")] {
        let team = "Blau";
        let said = stammtisch::tr!(de, "gaemsh-team-points", team = team, points = points);
        assert!(said.ends_with(&format!(": {de_said}")), "{said}");
        let said = stammtisch::tr!(en, "gaemsh-team-points", team = team, points = points);
        assert!(said.ends_with(&format!(": {en_said}")), "{said}");
        let said = stammtisch::tr!(en, "gorillas-step-total", points = points);
        assert!(
            said.ends_with(en_said) && !said.contains("1 points"),
            "{said}"
        );
    }
    // Every catalogue line that counts points says so with the count's number.
    for lang in ["de", "en"] {
        for entry in std::fs::read_dir(format!("assets/i18n/{lang}")).unwrap() {
            let text = std::fs::read_to_string(entry.unwrap().path()).unwrap();
            for word in ["} Punkte", "} points", "} Punkt", "} point"] {
                for (at, _) in text.match_indices(word) {
                    let before = &text[..at];
                    let placeable = &before[before.rfind('{').unwrap()..];
                    let line = &before[before.rfind('\n').map_or(0, |n| n + 1)..];
                    assert!(
                        !(placeable.contains("$points") || placeable.contains("$total"))
                            || line.contains("[other]")
                            || line.contains("[one]"),
                        "a count of points without its number in {lang}: …{}",
                        &text[at.saturating_sub(40)..at + word.len()]
                    );
                }
            }
        }
    }
}

/// The results and the refusals name Gämsh teams by their colours, as the table does.
#[test]
fn gaemsh_teams_are_named_by_colour_in_the_results() {
    let de = stammtisch::games::tr(Lang::De);
    let en = stammtisch::games::tr(Lang::En);
    assert_eq!(
        stammtisch::tr!(de, "gaemsh-won", team = 2, points = 9),
        "Team Blau hat mit 9 Punkten gewonnen"
    );
    assert_eq!(
        stammtisch::tr!(en, "gaemsh-lost", team = 1, points = 1, best = 9),
        "Team Red lost with 1 point (the winners had 9)"
    );
    assert_eq!(
        stammtisch::tr!(de, "gaemsh-not-opposing-team", team = 3),
        "Team Grün ist kein gegnerisches Team"
    );
    for (team, key) in [(1, "gaemsh-team-red"), (2, "gaemsh-team-blue")] {
        let said = stammtisch::tr!(en, "gaemsh-won-tied", team = team, points = 9);
        assert!(said.starts_with(&stammtisch::tr!(en, key)), "{said}");
    }
}

/// The screen's one person is spoken to in the second person, in each language's grammar;
/// everyone else (and everyone, on a couch of several people) by name.
#[test]
fn the_own_seat_is_spoken_to_and_others_are_named() {
    for (lang, own) in [(Lang::De, "Du"), (Lang::En, "You")] {
        let mut tr = stammtisch::games::tr(lang);
        assert_eq!(stammtisch::tr!(tr, "player-you"), own);
        let couch = stammtisch::tr!(tr, "gorillas-says-offer", who = own);
        tr.set_you(Some(own.to_string()));
        let spoken = stammtisch::tr!(tr, "gorillas-says-offer", who = own);
        let named = stammtisch::tr!(tr, "gorillas-says-offer", who = "Resi");
        let late = stammtisch::tr!(tr, "late-faster", loser = "Resi", winner = own, ms = 16);
        let wins = stammtisch::tr!(tr, "schwimmen-wins", who = own);
        match lang {
            Lang::De => {
                assert_eq!(spoken, "bietet dir an");
                assert_eq!(named, "bietet Resi an");
                assert_eq!(
                    couch, "bietet Du an",
                    "without one person, a name is a name"
                );
                assert_eq!(late, "Resi: zu spät – du warst 16 ms schneller");
                assert_eq!(wins, "Du gewinnst!");
            }
            Lang::En => {
                assert_eq!(spoken, "offers to you");
                assert_eq!(named, "offers to Resi");
                assert_eq!(late, "Resi: too late – you were 16 ms faster");
                assert_eq!(wins, "You win!");
            }
        }
        let spot = stammtisch::tr!(tr, "jammer-spotlight", who = own);
        let said = match lang {
            Lang::De => "Du\nbist der Jammerlappen!",
            Lang::En => "You\nare the Jammerlappen!",
        };
        assert_eq!(spot, said);
    }
}

#[test]
fn the_system_locale_picks_the_language() {
    assert_eq!(Lang::from_locale(Some("de_AT.UTF-8")), Lang::De);
    assert_eq!(Lang::from_locale(Some("en_GB.UTF-8")), Lang::En);
    assert_eq!(Lang::from_locale(Some("fr_FR.UTF-8")), Lang::En);
    assert_eq!(Lang::from_locale(Some("C.UTF-8")), Lang::De);
    assert_eq!(Lang::from_locale(Some("POSIX")), Lang::De);
    assert_eq!(Lang::from_locale(None), Lang::De);
}

#[test]
fn every_game_s_own_refusals_and_readings_are_worded_in_both_languages() {
    let name = |s: stammtisch_rules::Seat| format!("Platz {}", s.0 + 1);
    let mut phrases = 0;
    for game in stammtisch_rules::games::REGISTRY {
        for phrase in (game.phrases)() {
            phrases += 1;
            for lang in Lang::ALL {
                let tr = stammtisch::games::tr(lang);
                assert!(
                    tr.has(&phrase.key),
                    "{lang:?} lacks {} ({})",
                    phrase.key,
                    game.id
                );
                let words = stammtisch::core::words::phrase_words(&tr, &phrase, name);
                assert!(
                    !words.contains('{') && !words.contains(&phrase.key),
                    "{lang:?}: {words}"
                );
            }
        }
    }
    assert!(
        phrases >= 10,
        "the registry's games have phrases ({phrases})"
    );
}

#[test]
fn every_rule_option_and_worded_choice_has_its_words_in_both_languages() {
    use stammtisch::core::words::{option_choice, option_key, option_label};
    let mut options = 0;
    for game in stammtisch_rules::games::REGISTRY {
        for option in game.options {
            options += 1;
            for lang in Lang::ALL {
                let tr = stammtisch::games::tr(lang);
                let key = option_key(game.id, option);
                assert!(tr.has(&key), "{lang:?} lacks {key}");
                assert_ne!(option_label(&tr, game.id, option), key);
                if let stammtisch_rules::OptionKind::Choice(choices) = option.kind {
                    for (value, label) in choices {
                        // A choice that is not a plain number has words of its own.
                        if label.parse::<i64>().is_err() {
                            let words = option_choice(&tr, game.id, option, *value, label);
                            assert!(tr.has(&format!("{key}-{value}")), "{lang:?}: {key}-{value}");
                            assert!(!words.is_empty());
                        }
                    }
                }
            }
        }
    }
    assert!(options >= 5, "{options}");
    // The English choice differs from the rules' German label.
    let en = stammtisch::games::tr(Lang::En);
    let ziege = stammtisch_rules::games::find("ziege").unwrap();
    let rounds = &ziege.options[0];
    assert_eq!(
        option_choice(&en, "ziege", rounds, 0, "wie Spieler"),
        "as many as players"
    );
}

#[test]
fn every_catalogue_file_is_embedded() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/i18n");
    let mut on_disk = BTreeSet::new();
    for lang in std::fs::read_dir(&root).unwrap() {
        let lang = lang.unwrap().path();
        for file in std::fs::read_dir(&lang).unwrap() {
            let file = file.unwrap().path();
            if file.extension().is_some_and(|e| e == "ftl") {
                on_disk.insert((
                    lang.file_name().unwrap().to_string_lossy().to_string(),
                    file.file_name().unwrap().to_string_lossy().to_string(),
                ));
            }
        }
    }
    let embedded: BTreeSet<(String, String)> = stammtisch::games::catalogues()
        .iter()
        .flat_map(|c| Lang::ALL.map(|l| (l.code().to_string(), format!("{}.ftl", c.name))))
        .collect();
    assert_eq!(
        on_disk, embedded,
        "every catalogue file is in core::i18n::SHARED or a game's CATALOGUE"
    );
}

/// Every word the card art takes from the catalogues (`data-i18n`) is in both languages, so no
/// card keeps a German (or English) word on a table of the other language.
#[test]
fn every_worded_card_has_its_words_in_both_languages() {
    let mut keys = BTreeSet::new();
    for deck in std::fs::read_dir("assets/cards").unwrap() {
        for card in std::fs::read_dir(deck.unwrap().path()).unwrap() {
            let path = card.unwrap().path();
            if path.extension().is_some_and(|e| e == "svg") {
                let text = std::fs::read_to_string(&path).unwrap();
                for piece in text.split("data-i18n=\"").skip(1) {
                    keys.insert(piece.split('"').next().unwrap().to_string());
                }
            }
        }
    }
    assert!(keys.contains("gorillas-card-split") && keys.iter().any(|k| k.starts_with("gaemsh-")));
    assert!(keys.contains("jammer-art-weg-damit-1") && keys.contains("jammer-art-downward"));
    // And no face keeps a word of its own: a text of two letters or more is marked (a back's
    // game title and a rank's letter, "A", "B", are names, not words).
    for deck in std::fs::read_dir("assets/cards").unwrap() {
        for card in std::fs::read_dir(deck.unwrap().path()).unwrap() {
            let path = card.unwrap().path();
            if path.extension().is_none_or(|e| e != "svg") || path.ends_with("back.svg") {
                continue;
            }
            let text = std::fs::read_to_string(&path).unwrap();
            for piece in text.split("<text").skip(1) {
                let (open, rest) = piece.split_once('>').unwrap();
                let words = rest.split('<').next().unwrap();
                let letters = words.chars().filter(|c| c.is_alphabetic()).count();
                assert!(
                    open.contains("data-i18n") || letters < 2,
                    "{}: “{words}” is a word of one language",
                    path.display()
                );
            }
        }
    }
    for lang in [Lang::De, Lang::En] {
        let tr = stammtisch::games::tr(lang);
        for key in &keys {
            assert!(tr.has(key), "{key} is missing in {lang:?}");
        }
    }
}

/// In the App each game's plugin registers its own catalogue: the App speaks from every catalogue
/// (the shared parts' and each game's), in both languages, before and after a language switch.
#[test]
fn the_app_speaks_from_every_games_registered_catalogue() {
    let mut app = crate::harness::app();
    let names = |c: &stammtisch::core::Catalogues| -> BTreeSet<&'static str> {
        c.iter().map(|c| c.name).collect()
    };
    let registered = names(app.world().resource::<stammtisch::core::Catalogues>());
    assert_eq!(registered, names(&stammtisch::games::catalogues()));
    assert!(registered.contains("gorillas") && registered.contains("table"));
    for lang in [Lang::De, Lang::En, Lang::De] {
        app.world_mut()
            .resource_mut::<stammtisch::settings::Settings>()
            .language = Some(lang);
        app.update();
        let tr = app.world().resource::<Tr>();
        assert_eq!(tr.lang(), lang);
        for key in Tr::keys(lang, &stammtisch::games::catalogues()) {
            assert!(tr.has(&key), "the App lacks {key} in {lang:?}");
        }
    }
}
