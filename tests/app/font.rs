//! Every string the game can show has all its glyphs in the bundled font (Bevy's built-in one has
//! no umlauts). The strings are the literals of the game's and the rules' sources, and the names.

use std::path::Path;

fn literals(dir: &Path, out: &mut Vec<String>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            literals(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs")
            && !path.to_string_lossy().ends_with("tests.rs")
        {
            // Test code is never shown to a player (its strings try odd characters on purpose):
            // the scan stops where a file's tests begin.
            let text = std::fs::read_to_string(&path).unwrap();
            let text = text.split("#[cfg(test)]").next().unwrap_or_default();
            let mut chars = text.chars().peekable();
            let (mut inside, mut escaped, mut current) = (false, false, String::new());
            for c in chars.by_ref() {
                match (inside, escaped, c) {
                    (true, true, _) => escaped = false,
                    (true, false, '\\') => escaped = true,
                    (true, false, '"') => {
                        inside = false;
                        out.push(std::mem::take(&mut current));
                    }
                    (true, false, c) => current.push(c),
                    (false, _, '"') => inside = true,
                    _ => {}
                }
            }
        }
    }
}

/// The text of every `<text>` element of every SVG under `dir`.
fn svg_texts(dir: &Path) -> Vec<String> {
    let mut out = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap().flatten() {
        let path = entry.path();
        if path.is_dir() {
            out.extend(svg_texts(&path));
        } else if path.extension().is_some_and(|e| e == "svg") {
            let svg = std::fs::read_to_string(&path).unwrap();
            for piece in svg.split("<text").skip(1) {
                if let Some(text) = piece
                    .split_once('>')
                    .and_then(|(_, r)| r.split_once("</text>"))
                {
                    out.push(text.0.to_string());
                }
            }
        }
    }
    out
}

#[test]
fn every_shown_string_has_its_glyphs_in_the_table_font() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut strings = Vec::new();
    literals(&root.join("src"), &mut strings);
    literals(&root.join("crates/rules/src"), &mut strings);
    strings.extend(stammtisch::core::BOT_NAMES.iter().map(|s| s.to_string()));
    // Every catalogue of every language, whole (comments and keys are never shown, but a
    // missing glyph anywhere in them is worth knowing).
    strings.extend(
        stammtisch::games::catalogues()
            .iter()
            .flat_map(|c| [c.de.to_string(), c.en.to_string()]),
    );
    strings.push("Gämsh Alpin Nur die Ziege zählt Zwischenschmeißen Päckchen".into());
    // The card art's words and numbers (the SVGs are drawn with the same font: a missing glyph,
    // such as U+2212 once was, leaves a −5 reading 5).
    let cards = svg_texts(&root.join("assets/cards"));
    assert!(
        cards.iter().any(|t| t.contains('–')),
        "the scan found the cards' minus"
    );
    strings.extend(cards);
    assert!(
        strings.iter().any(|s| s.contains('ä')),
        "the scan found the German strings"
    );
    for font in [
        stammtisch::assets::FONT_REGULAR,
        stammtisch::assets::FONT_BOLD,
    ] {
        let data = std::fs::read(root.join(font)).unwrap();
        let face = ttf_parser::Face::parse(&data, 0).unwrap();
        for s in &strings {
            for c in s.chars().filter(|c| !c.is_control()) {
                assert!(
                    face.glyph_index(c).is_some(),
                    "{font} has no glyph for {c:?} (in {s:?})"
                );
            }
        }
    }
}
