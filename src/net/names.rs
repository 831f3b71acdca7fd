//! The names people of other homes bring to the table, cleaned once at the host before any screen
//! shows them: characters that hide or reorder text (controls, bidi overrides, zero-width and
//! other invisible format characters) are taken out, the words the table uses for its own people
//! are refused (a guest must not appear as the host's "Du" or as the host), and a name already at
//! the table gets a number, so every seat reads differently on every screen.

use serde::{Deserialize, Serialize};

use super::host::MAX_NAME;

/// The words the table names its own people with (each language's; case does not matter): the
/// host's person ("Du"/"You" on the host's screen) and the host itself (`player-you`,
/// `net-host-person` in the catalogues). A guest may not call itself that.
pub const RESERVED_NAMES: [&str; 4] = ["Du", "You", "Gastgeber", "Host"];

/// The word a guest is called by until it chooses a name (`net-guest-person`): alone it would
/// not tell two guests apart, so it always gets a number ("Gast 1").
pub const GUEST_WORDS: [&str; 2] = ["Gast", "Guest"];

/// `name` with a language's word for a guest who chose no name ("Guest", "Gast 2") in this
/// screen's word for it (`guest_word`, `net-guest-person`); any other name as it is.
pub fn in_own_words(name: &str, guest_word: &str) -> String {
    let (word, number) = name.split_once(' ').unwrap_or((name, ""));
    let numbered = number.is_empty() || number.chars().all(|c| c.is_ascii_digit());
    match GUEST_WORDS.contains(&word) && numbered {
        true if number.is_empty() => guest_word.to_string(),
        true => format!("{guest_word} {number}"),
        false => name.to_string(),
    }
}

/// Why a name was refused (the guest shows it in its language).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum NameRefusal {
    /// Nothing visible is left of it.
    Empty,
    /// A word the table uses for its own people.
    Reserved,
}

impl NameRefusal {
    /// The catalogue key of its words.
    pub fn words(self) -> &'static str {
        match self {
            NameRefusal::Empty => "net-refused-name-empty",
            NameRefusal::Reserved => "net-refused-name-reserved",
        }
    }
}

/// Whether `c` hides, joins or reorders text instead of showing a letter: controls, bidi marks,
/// embeddings, overrides and isolates, zero-width characters, the soft hyphen, word joiners and
/// invisible operators, tags and other format characters, line and paragraph separators.
pub fn invisible(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{00AD}'
                | '\u{034F}'
                | '\u{0600}'..='\u{0605}'
                | '\u{061C}'
                | '\u{06DD}'
                | '\u{070F}'
                | '\u{115F}'..='\u{1160}'
                | '\u{17B4}'..='\u{17B5}'
                | '\u{180B}'..='\u{180F}'
                | '\u{200B}'..='\u{200F}'
                | '\u{2028}'..='\u{202E}'
                | '\u{2060}'..='\u{206F}'
                | '\u{3164}'
                | '\u{FE00}'..='\u{FE0F}'
                | '\u{FEFF}'
                | '\u{FFA0}'
                | '\u{FFF9}'..='\u{FFFB}'
                | '\u{1D173}'..='\u{1D17A}'
                | '\u{E0000}'..='\u{E0FFF}'
        )
}

/// `raw` without its invisible characters, runs of white space as one space, trimmed and cut to
/// `MAX_NAME` characters (what a screen may show of a name it was sent).
pub fn visible(raw: &str) -> String {
    let mut out = String::new();
    for c in raw.chars().filter(|&c| !invisible(c)) {
        if c.is_whitespace() {
            if !out.is_empty() && !out.ends_with(' ') {
                out.push(' ');
            }
        } else {
            out.push(c);
        }
    }
    out.trim_end()
        .chars()
        .take(MAX_NAME)
        .collect::<String>()
        .trim_end()
        .to_string()
}

/// A name a guest brings, cleaned for the table: its invisible characters out (`visible`), a
/// word the table uses for its own people refused, and a name one of `taken` already has (case
/// does not matter) numbered ("Kathi 2"), as is the bare word for a guest ("Gast 1").
pub fn clean_name(raw: &str, taken: &[String]) -> Result<String, NameRefusal> {
    let name = visible(raw);
    if name.is_empty() {
        return Err(NameRefusal::Empty);
    }
    let same = |a: &str, b: &str| a.to_lowercase() == b.to_lowercase();
    if RESERVED_NAMES.iter().any(|r| same(r, &name)) {
        return Err(NameRefusal::Reserved);
    }
    let is_taken = |candidate: &str| taken.iter().any(|t| same(&visible(t), candidate));
    let bare_guest = GUEST_WORDS.iter().any(|g| same(g, &name));
    if !bare_guest && !is_taken(&name) {
        return Ok(name);
    }
    let first = if bare_guest { 1 } else { 2 };
    (first..)
        .map(|n| {
            let suffix = format!(" {n}");
            let room = MAX_NAME.saturating_sub(suffix.chars().count());
            let base: String = name.chars().take(room).collect();
            format!("{}{suffix}", base.trim_end())
        })
        .find(|candidate| !is_taken(candidate))
        .ok_or(NameRefusal::Empty)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn taken(names: &[&str]) -> Vec<String> {
        names.iter().map(|n| n.to_string()).collect()
    }

    #[test]
    fn hidden_and_reordering_characters_are_taken_out() {
        for raw in [
            "Ka\u{202E}thi",
            "\u{200B}Kathi\u{200D}",
            "Kat\u{00AD}hi\u{FEFF}",
            "\u{2066}Kathi\u{2069}",
            "Ka\u{061C}t\u{200E}h\u{200F}i\u{2060}",
            "K\u{202A}a\u{202B}t\u{202C}h\u{202D}i",
            " Kathi\u{7}\n",
            "Kathi\u{E0041}",
        ] {
            assert_eq!(clean_name(raw, &[]), Ok("Kathi".into()), "{raw:?}");
        }
        assert_eq!(clean_name("Anna  Lena", &[]), Ok("Anna Lena".into()));
        assert_eq!(
            clean_name("\u{202E}\u{200B} \u{0007}", &[]),
            Err(NameRefusal::Empty)
        );
        assert_eq!(
            clean_name(&"x".repeat(80), &[]).map(|n| n.len()),
            Ok(MAX_NAME)
        );
    }

    #[test]
    fn the_tables_own_words_are_refused_and_a_taken_name_gets_a_number() {
        for raw in ["Du", "YOU", "you", " Host ", "gastgeber", "D\u{200B}u"] {
            assert_eq!(clean_name(raw, &[]), Err(NameRefusal::Reserved), "{raw:?}");
        }
        assert_eq!(clean_name("Gast", &[]), Ok("Gast 1".into()));
        assert_eq!(
            clean_name("guest", &taken(&["Guest 1"])),
            Ok("guest 2".into())
        );
        let here = taken(&["Kathi", "kathi 2", "Sepp"]);
        assert_eq!(clean_name("KATHI", &here), Ok("KATHI 3".into()));
        assert_eq!(clean_name("Ka\u{200B}thi", &here), Ok("Kathi 3".into()));
        assert_eq!(clean_name("Vroni", &here), Ok("Vroni".into()));
        let long = "y".repeat(MAX_NAME);
        let numbered = clean_name(&long, &[long.clone()]).unwrap();
        assert_eq!(numbered.chars().count(), MAX_NAME);
        assert!(numbered.ends_with(" 2"), "{numbered}");
    }

    #[test]
    fn the_reserved_words_are_the_catalogues_words_for_the_person_and_the_host() {
        use crate::core::Lang;
        for lang in [Lang::De, Lang::En] {
            let tr = crate::games::tr(lang);
            for key in ["player-you", "net-host-person"] {
                let word = crate::tr!(tr, key);
                assert!(RESERVED_NAMES.contains(&word.as_str()), "{key}: {word}");
            }
            let guest = crate::tr!(tr, "net-guest-person");
            assert!(GUEST_WORDS.contains(&guest.as_str()), "{guest}");
        }
    }
}
