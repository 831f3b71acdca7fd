//! The one translation layer: every string a player reads comes from a Fluent catalogue, German or
//! English (`assets/i18n/<language>/*.ftl`, one file per part of the game: the shared parts' listed
//! in `SHARED`, each game's registered by its own plugin into `Catalogues`).
//!
//! Fluent (the `fluent-bundle` crate, Mozilla's format for Firefox) because its catalogues are
//! plain text a translator can edit, with named placeables and plural rules per language, and
//! the crate is small and well kept. `Tr` holds the catalogue of the language in use; systems
//! take it as `Res<Tr>` and word with the `tr!` macro.

use bevy::prelude::*;
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use serde::{Deserialize, Serialize};

/// One part's catalogue in both languages, embedded so headless runs and tests have it without
/// asset loading (`assets/i18n/<language>/<name>.ftl`; a test checks every file there is one).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Catalogue {
    pub name: &'static str,
    pub de: &'static str,
    pub en: &'static str,
}

impl Catalogue {
    /// The catalogue's text in `lang`.
    pub fn text(&self, lang: Lang) -> &'static str {
        match lang {
            Lang::De => self.de,
            Lang::En => self.en,
        }
    }
}

/// The catalogue `assets/i18n/{de,en}/<name>.ftl`, embedded: `catalogue!("table")`.
#[macro_export]
macro_rules! catalogue {
    ($name:literal) => {
        $crate::core::i18n::Catalogue {
            name: $name,
            de: include_str!(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/assets/i18n/de/",
                $name,
                ".ftl"
            )),
            en: include_str!(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/assets/i18n/en/",
                $name,
                ".ftl"
            )),
        }
    };
}

/// The catalogues of the shared parts (menus, table, phones, rules, how-tos); each game adds its
/// own with its plugin (`register`).
pub const SHARED: [Catalogue; 9] = [
    catalogue!("attract"),
    catalogue!("howto"),
    catalogue!("lobby"),
    catalogue!("online"),
    catalogue!("options"),
    catalogue!("phone"),
    catalogue!("rules"),
    catalogue!("settings"),
    catalogue!("table"),
];

/// Every catalogue the App speaks from: the shared ones, then each game's, added by its plugin.
#[derive(Resource, Clone, Debug)]
pub struct Catalogues(Vec<Catalogue>);

impl Default for Catalogues {
    fn default() -> Self {
        Catalogues(SHARED.to_vec())
    }
}

impl Catalogues {
    /// Adds a part's catalogue (`name`: its file name without `.ftl`); a name given twice is kept once.
    pub fn register(&mut self, name: &'static str, de: &'static str, en: &'static str) {
        if !self.0.iter().any(|c| c.name == name) {
            self.0.push(Catalogue { name, de, en });
        }
    }

    pub fn iter(&self) -> impl Iterator<Item = &Catalogue> {
        self.0.iter()
    }
}

/// A game's plugin adds its catalogue: to `Catalogues`, and to the words in use at once.
pub fn register(app: &mut App, catalogue: Catalogue) {
    let world = app.world_mut();
    world
        .get_resource_or_init::<Catalogues>()
        .register(catalogue.name, catalogue.de, catalogue.en);
    if let Some(mut tr) = world.get_resource_mut::<Tr>() {
        tr.add(&catalogue);
    }
}

/// A language the game speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Lang {
    #[default]
    #[serde(rename = "de")]
    De,
    #[serde(rename = "en")]
    En,
}

impl Lang {
    pub const ALL: [Lang; 2] = [Lang::De, Lang::En];

    /// The catalogue folder's name (and the locale tag).
    pub fn code(self) -> &'static str {
        match self {
            Lang::De => "de",
            Lang::En => "en",
        }
    }

    /// The language's own name, the same in every catalogue (a player finds their language).
    pub fn own_name(self) -> &'static str {
        match self {
            Lang::De => "Deutsch",
            Lang::En => "English",
        }
    }

    /// The system's language from the usual variables (`LC_ALL`, `LC_MESSAGES`, `LANG`): German
    /// for `de…`, English for any other named language, German (the default) when none is set
    /// or it is `C`/`POSIX`.
    pub fn from_system() -> Lang {
        let value = ["LC_ALL", "LC_MESSAGES", "LANG"]
            .iter()
            .filter_map(|v| std::env::var(v).ok())
            .find(|v| !v.is_empty());
        Lang::from_locale(value.as_deref())
    }

    /// `from_system` for a given locale value.
    pub fn from_locale(value: Option<&str>) -> Lang {
        match value.map(|v| v.trim().to_ascii_lowercase()) {
            None => Lang::De,
            Some(v) if v.is_empty() || v == "c" || v.starts_with("c.") || v == "posix" => Lang::De,
            Some(v) if v.starts_with("de") => Lang::De,
            Some(_) => Lang::En,
        }
    }
}

/// The catalogue of the language in use.
#[derive(Resource)]
pub struct Tr {
    lang: Lang,
    bundle: FluentBundle<FluentResource>,
    /// The name of the one person this screen seats, who is spoken to ("du", "you"): every text
    /// value `x` is worded with `x-you` = "yes" when it is this name ("no" otherwise), so a
    /// sentence about that seat can choose its own grammar (`{ $who-you -> [yes] … *[other] … }`).
    you: Option<String>,
}

/// German with the shared catalogues (the games' are added as their plugins register them).
impl Default for Tr {
    fn default() -> Self {
        Tr::of(Lang::default(), &Catalogues::default())
    }
}

/// A value a phrase is worded with.
pub enum TrArg {
    Text(String),
    Num(f64),
}

impl From<&str> for TrArg {
    fn from(s: &str) -> Self {
        TrArg::Text(s.to_string())
    }
}
impl From<String> for TrArg {
    fn from(s: String) -> Self {
        TrArg::Text(s)
    }
}
impl From<&String> for TrArg {
    fn from(s: &String) -> Self {
        TrArg::Text(s.clone())
    }
}
macro_rules! number_arg {
    ($($t:ty),*) => {$(impl From<$t> for TrArg {
        fn from(n: $t) -> Self {
            TrArg::Num(n as f64)
        }
    })*};
}
number_arg!(u8, u16, u32, u64, usize, i8, i16, i32, i64, f32, f64);

impl Tr {
    /// The words of `lang` from every catalogue of `catalogues`.
    pub fn of(lang: Lang, catalogues: &Catalogues) -> Tr {
        let id: unic_langid::LanguageIdentifier = lang.code().parse().expect("a language tag");
        let mut bundle = FluentBundle::new_concurrent(vec![id]);
        // No invisible isolation marks around values: the font has no glyphs for them.
        bundle.set_use_isolating(false);
        let mut tr = Tr {
            lang,
            bundle,
            you: None,
        };
        for catalogue in catalogues.iter() {
            tr.add(catalogue);
        }
        tr
    }

    /// Adds a catalogue's words in this language.
    fn add(&mut self, catalogue: &Catalogue) {
        let (code, name) = (self.lang.code(), catalogue.name);
        match FluentResource::try_new(catalogue.text(self.lang).to_string()) {
            Ok(resource) => {
                if let Err(errors) = self.bundle.add_resource(resource) {
                    error!("catalogue {code}/{name}.ftl: {errors:?}");
                }
            }
            Err((_, errors)) => error!("catalogue {code}/{name}.ftl: {errors:?}"),
        }
    }

    /// The one person this screen seats, spoken to in the second person; `None` for a couch
    /// of several people, the attract mode and off the table.
    pub fn you(&self) -> Option<&str> {
        self.you.as_deref()
    }

    pub fn set_you(&mut self, name: Option<String>) {
        self.you = name;
    }

    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// Whether the catalogue has `key`.
    pub fn has(&self, key: &str) -> bool {
        self.bundle.has_message(key)
    }

    /// The words for `key` with its values; a missing key shows as the key itself (and a test
    /// makes sure none is missing).
    pub fn words(&self, key: &str, args: &[(&str, TrArg)]) -> String {
        let Some(pattern) = self.bundle.get_message(key).and_then(|m| m.value()) else {
            return key.to_string();
        };
        let mut fluent_args = FluentArgs::new();
        for (name, value) in args {
            match value {
                TrArg::Text(s) => {
                    let you = self.you.as_deref() == Some(s.as_str());
                    fluent_args.set(format!("{name}-you"), if you { "yes" } else { "no" });
                    fluent_args.set(*name, FluentValue::from(s.as_str()))
                }
                TrArg::Num(n) => fluent_args.set(*name, FluentValue::from(*n)),
            }
        }
        let mut errors = Vec::new();
        let text = self
            .bundle
            .format_pattern(pattern, Some(&fluent_args), &mut errors);
        text.into_owned()
    }

    /// Every message key of a language's catalogue (tests: both languages have the same keys).
    pub fn keys(lang: Lang, catalogues: &Catalogues) -> Vec<String> {
        let mut keys = Vec::new();
        for catalogue in catalogues.iter() {
            if let Ok(resource) = FluentResource::try_new(catalogue.text(lang).to_string()) {
                for entry in resource.entries() {
                    if let fluent_syntax::ast::Entry::Message(m) = entry {
                        keys.push(m.id.name.to_string());
                    }
                }
            }
        }
        keys
    }
}

/// The words for a catalogue key in the language in use: `tr!(t, "key")` or
/// `tr!(t, "key", name = value, ...)`.
#[macro_export]
macro_rules! tr {
    ($t:expr, $key:expr) => {
        $t.words($key, &[])
    };
    ($t:expr, $key:expr, $($name:ident = $value:expr),+ $(,)?) => {
        $t.words($key, &[$((stringify!($name), $crate::core::i18n::TrArg::from($value))),+])
    };
}

/// A catalogue key chosen in one place and worded later with `tr!(t, key)`: the marker lets the
/// catalogue test find every key the code names.
#[macro_export]
macro_rules! key {
    ($key:literal) => {
        $key
    };
}
