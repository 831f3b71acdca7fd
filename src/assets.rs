//! Assets loaded before the first screen: card art rasterized from SVG, the table font, sounds.

use crate::core::{Catalogues, Lang, Tr};
use bevy::asset::RenderAssetUsages;
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};
use bevy::tasks::{AsyncComputeTaskPool, Task, block_on, poll_once};
use stammtisch_rules::cards::piquet_deck;
use stammtisch_rules::{CardId, FrenchCard};
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, LazyLock, Mutex, OnceLock};

/// Card art resolution in pixels (5:7). Cards are drawn at most about this big, so they stay crisp.
pub const CARD_PIXELS: (u32, u32) = (250, 350);

/// The folder that holds `assets/` and `shaders/` (the package root), found in this order:
/// the variable `STAMMTISCH_ROOT` when it is set; else the executable's own folder when an
/// `assets/` lies beside it (the tarball, and the .deb's `/usr/lib/stammtisch/`, Bevy's
/// convention); else the checkout the program was built in (`cargo run`, the tests).
/// `check_root` says whether what was found is whole.
pub fn root() -> PathBuf {
    if let Some(root) = std::env::var_os("STAMMTISCH_ROOT").filter(|r| !r.is_empty()) {
        return PathBuf::from(root);
    }
    std::env::current_exe()
        .ok()
        .and_then(|exe| exe.parent().map(Path::to_path_buf))
        .filter(|dir| dir.join("assets").is_dir())
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")))
}

/// Files every window and `serve` open, relative to `root()`, and the first bytes each must
/// begin with (a font's TrueType tag; a shader, a page, an SVG: any text).
const NEEDED: [(&str, &[u8]); 8] = [
    (FONT_REGULAR, &[0, 1, 0, 0]),
    (FONT_BOLD, &[0, 1, 0, 0]),
    ("shaders/felt.wgsl", b""),
    ("assets/web/index.html", b""),
    ("assets/web/phone.js", b""),
    ("assets/web/phone.css", b""),
    ("assets/cards/french/back.svg", b"<"),
    ("assets/sounds/deal.wav", b"RIFF"),
];

/// `root()`, when it holds the game's files whole; otherwise one line naming the folder and
/// what is wrong there (the program says it and ends, rather than open a blank window).
pub fn check_root() -> Result<PathBuf, String> {
    check_folder(root())
}

/// `check_root` for a given folder.
pub fn check_folder(root: PathBuf) -> Result<PathBuf, String> {
    let damaged = |what: String| {
        Err(format!(
            "the game's files in {} are missing or damaged ({what}); reinstall the game, or set \
             STAMMTISCH_ROOT to the folder that holds assets/ and shaders/",
            root.display()
        ))
    };
    for (file, begins) in NEEDED {
        let path = root.join(file);
        match std::fs::read(&path) {
            Ok(bytes) if bytes.is_empty() || !bytes.starts_with(begins) => {
                return damaged(format!("{file} is not what it should be"));
            }
            Ok(_) => {}
            Err(e) => return damaged(format!("{file}: {e}")),
        }
    }
    for folder in ["assets/cards", "assets/sounds"] {
        if !root.join(folder).is_dir() {
            return damaged(format!("{folder} is not there"));
        }
    }
    Ok(root)
}

/// The font for table text and menus: Noto Sans covers German fully.
pub const FONT_REGULAR: &str = "assets/fonts/NotoSans-Regular.ttf";
pub const FONT_BOLD: &str = "assets/fonts/NotoSans-Bold.ttf";

/// One deck's faces and its back.
#[derive(Clone, Debug, Default)]
pub struct DeckArt {
    pub fronts: HashMap<CardId, Handle<Image>>,
    pub back: Handle<Image>,
}

impl DeckArt {
    pub fn front(&self, card: CardId) -> Handle<Image> {
        self.fronts.get(&card).cloned().unwrap_or_default()
    }
}

use crate::core::registry::DeckSource;

/// The French piquet deck: the kernel's shared deck (the title's fan; games that play with it
/// name it as their deck).
pub const FRENCH_DECK: DeckSource = DeckSource {
    folder: "french",
    cards: french_cards,
};

fn french_cards() -> Vec<(CardId, String)> {
    piquet_deck()
        .into_iter()
        .map(|id| (id, FrenchCard::from_id(id).code()))
        .collect()
}

/// Images of every deck's faces and backs, and the table's tokens.
#[derive(Resource, Clone, Debug)]
pub struct CardArt {
    pub decks: HashMap<&'static str, DeckArt>,
    pub life_token: Handle<Image>,
    /// The language the card art's words are drawn in (`localize`).
    pub lang: Lang,
}

impl CardArt {
    /// The deck in `assets/cards/<folder>`. Loading makes every registered deck or none, so a
    /// missing deck is a game that did not register it: reported, and drawn blank.
    pub fn deck(&self, folder: &str) -> &DeckArt {
        static BLANK: std::sync::OnceLock<DeckArt> = std::sync::OnceLock::new();
        self.decks.get(folder).unwrap_or_else(|| {
            error!("no card art for {folder:?}: its game did not register the deck");
            BLANK.get_or_init(DeckArt::default)
        })
    }
    /// The French piquet deck.
    pub fn french(&self) -> &DeckArt {
        self.deck(FRENCH_DECK.folder)
    }
}

/// The table's font for `Text2d`.
#[derive(Resource, Clone, Debug, Default)]
pub struct TableFont(pub Handle<Font>);

/// Raw pixels of one rasterized SVG.
#[derive(Clone)]
pub struct Raster {
    pub width: u32,
    pub height: u32,
    pub rgba: Vec<u8>,
}

/// Renders SVG text to straight-alpha RGBA at the given size, with the bundled font for its text.
pub fn rasterize(svg: &[u8], width: u32, height: u32, font: &[u8]) -> Result<Raster, String> {
    let mut options = resvg::usvg::Options::default();
    options.fontdb_mut().load_font_data(font.to_vec());
    let tree = resvg::usvg::Tree::from_data(svg, &options).map_err(|e| e.to_string())?;
    let mut pixmap = resvg::tiny_skia::Pixmap::new(width, height).ok_or("empty image size")?;
    let size = tree.size();
    let transform = resvg::tiny_skia::Transform::from_scale(
        width as f32 / size.width(),
        height as f32 / size.height(),
    );
    resvg::render(&tree, transform, &mut pixmap.as_mut());
    let rgba = pixmap
        .pixels()
        .iter()
        .flat_map(|p| {
            let c = p.demultiply();
            [c.red(), c.green(), c.blue(), c.alpha()]
        })
        .collect();
    Ok(Raster {
        width,
        height,
        rgba,
    })
}

/// An SVG's words in `tr`'s language: the text of every `<text … data-i18n="KEY">` element
/// becomes the catalogue's words for KEY (a card's name, "Tag 1" / "Day 1"); with
/// `data-fit="W"` a text estimated wider than W units gets a smaller font size. Art without such
/// marks is left as it is.
pub fn localize(svg: &str, tr: &Tr) -> String {
    let mut out = String::with_capacity(svg.len());
    let mut rest = svg;
    while let Some(start) = rest.find("<text ") {
        out.push_str(&rest[..start]);
        let tail = &rest[start..];
        let (Some(open_end), Some(close)) = (tail.find('>'), tail.find("</text>")) else {
            out.push_str(tail);
            return out;
        };
        let open = &tail[..=open_end];
        match attr(open, "data-i18n").filter(|k| tr.has(k) && open_end < close) {
            Some(key) => {
                let words = tr.words(key, &[]);
                let mut open = open.to_string();
                let fit = attr(&open, "data-fit").and_then(|f| f.parse::<f32>().ok());
                let size = attr(&open, "font-size").and_then(|s| s.parse::<f32>().ok());
                if let (Some(fit), Some(size)) = (fit, size) {
                    // About 0.55 em a letter in the bold face.
                    let wide = words.chars().count() as f32 * size * 0.55;
                    if wide > fit {
                        let fitted = (size * fit / wide).floor();
                        open = open.replace(
                            &format!(" font-size=\"{}\"", attr(&open, "font-size").unwrap_or("")),
                            &format!(" font-size=\"{fitted}\""),
                        );
                    }
                }
                out.push_str(&open);
                out.push_str(&xml_escape(&words));
                out.push_str("</text>");
            }
            None => out.push_str(&tail[..close + "</text>".len()]),
        }
        rest = &tail[close + "</text>".len()..];
    }
    out.push_str(rest);
    out
}

/// The value of attribute `name` in an opening tag.
fn attr<'a>(tag: &'a str, name: &str) -> Option<&'a str> {
    let pattern = format!(" {name}=\"");
    let from = tag.find(&pattern)? + pattern.len();
    let len = tag[from..].find('"')?;
    Some(&tag[from..from + len])
}

fn xml_escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// The SVG file of a card of a deck ("french", "7C") or, without a stem, the deck's back.
pub fn card_svg_path(root: &Path, folder: &str, stem: Option<&str>) -> PathBuf {
    root.join("assets/cards")
        .join(folder)
        .join(format!("{}.svg", stem.unwrap_or("back")))
}

/// A wooden life token, drawn here rather than shipped: it is a plain disc with rings.
const LIFE_TOKEN_SVG: &str = r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<defs><radialGradient id="g" cx="40%" cy="35%" r="70%"><stop offset="0" stop-color="#f3d27a"/><stop offset="0.7" stop-color="#c8932e"/><stop offset="1" stop-color="#8a5a12"/></radialGradient></defs>
<circle cx="32" cy="32" r="29" fill="url(#g)" stroke="#5b3a0a" stroke-width="3"/>
<circle cx="32" cy="32" r="19" fill="none" stroke="#8a5a12" stroke-width="2" opacity="0.7"/>
<path d="M32 20 l3.5 7.5 8 .8 -6 5.4 1.8 7.9 -7.3-4.2 -7.3 4.2 1.8-7.9 -6-5.4 8-.8z" fill="#fff4cc" opacity="0.85"/>
</svg>"##;

/// Everything the loading screen rasterizes: per deck, Some(card) for a face, None for the back.
type RasterSet = Result<(Faces, Raster, Lang), String>;

#[derive(Resource)]
pub struct ArtTask(Task<RasterSet>);

/// A message for the loading screen when the art could not be made.
#[derive(Resource, Debug, Clone)]
pub struct AssetProblem(pub String);

type Faces = Vec<(&'static str, Option<CardId>, Raster)>;

fn rasterize_all(
    root: PathBuf,
    decks: Vec<DeckSource>,
    lang: Lang,
    words: Catalogues,
    headless: bool,
) -> RasterSet {
    let font = std::fs::read(root.join(FONT_BOLD)).map_err(|e| format!("font {FONT_BOLD}: {e}"))?;
    let faces = faces_for(headless, &root, &decks, lang, &words, false)?;
    let token = rasterize(LIFE_TOKEN_SVG.as_bytes(), 96, 96, &font)?;
    Ok((faces, token, lang))
}

/// What one `rasterize_faces` call makes: the art's folder, the decks' folders, the language and
/// whether only the worded art.
type FacesKey = (PathBuf, Vec<&'static str>, Lang, bool);

/// `rasterize_faces`, made once per process for the headless Apps (the tests build hundreds of
/// Apps in one process, each with the same decks in the same language; `serve` builds one):
/// the same pixels, not drawn again. The window's App draws its own.
fn faces_for(
    headless: bool,
    root: &Path,
    decks: &[DeckSource],
    lang: Lang,
    words: &Catalogues,
    worded_only: bool,
) -> Result<Faces, String> {
    type Made = Arc<OnceLock<Result<Faces, String>>>;
    static MADE: LazyLock<Mutex<HashMap<FacesKey, Made>>> = LazyLock::new(Default::default);
    if !headless {
        return rasterize_faces(root, decks, lang, words, worded_only);
    }
    let key = (
        root.to_path_buf(),
        decks.iter().map(|d| d.folder).collect(),
        lang,
        worded_only,
    );
    // The lock is held only to find the key's cell; a second App waits on the cell itself.
    let cell = match MADE.lock() {
        Ok(mut made) => made.entry(key).or_default().clone(),
        Err(_) => return rasterize_faces(root, decks, lang, words, worded_only),
    };
    cell.get_or_init(|| rasterize_faces(root, decks, lang, words, worded_only))
        .clone()
}

/// Every face and back of `decks` with their words in `lang` from `words` (`worded_only`: only
/// the art that has words to translate).
fn rasterize_faces(
    root: &Path,
    decks: &[DeckSource],
    lang: Lang,
    words: &Catalogues,
    worded_only: bool,
) -> Result<Faces, String> {
    let font = std::fs::read(root.join(FONT_BOLD)).map_err(|e| format!("font {FONT_BOLD}: {e}"))?;
    let tr = Tr::of(lang, words);
    let mut faces = Vec::new();
    let (w, h) = CARD_PIXELS;
    for deck in decks {
        let cards = (deck.cards)()
            .into_iter()
            .map(|(id, stem)| (Some(id), Some(stem)));
        for (card, stem) in cards.chain([(None, None)]) {
            let path = card_svg_path(root, deck.folder, stem.as_deref());
            let svg = std::fs::read_to_string(&path)
                .map_err(|e| format!("card art {}: {e}", path.display()))?;
            let worded = svg.contains("data-i18n=");
            if worded_only && !worded {
                continue;
            }
            let svg = if worded { localize(&svg, &tr) } else { svg };
            let raster = rasterize(svg.as_bytes(), w, h, &font)
                .map_err(|e| format!("{}: {e}", path.display()))?;
            faces.push((deck.folder, card, raster));
        }
    }
    Ok(faces)
}

/// The shared deck first, then every deck a table game registered.
fn all_decks(games: &crate::core::TableGames) -> Vec<DeckSource> {
    let mut decks = vec![FRENCH_DECK];
    decks.extend(
        games
            .decks()
            .into_iter()
            .filter(|d| d.folder != FRENCH_DECK.folder),
    );
    decks
}

/// The card art's words being redrawn in another language.
#[derive(Resource)]
struct Relabel {
    lang: Lang,
    task: Task<Result<Faces, String>>,
}

/// A language switch redraws the card art that has words (a Gämsh card's name, "Tag 1"), in the
/// background; the new pixels replace the old under the same handles, so every card on the
/// table follows.
fn follow_language(
    mut commands: Commands,
    tr: Res<Tr>,
    catalogues: Res<Catalogues>,
    mode: Res<crate::core::mode::Mode>,
    games: Res<crate::core::TableGames>,
    art: Option<ResMut<CardArt>>,
    relabel: Option<ResMut<Relabel>>,
    mut images: ResMut<Assets<Image>>,
) {
    let Some(mut art) = art else {
        return;
    };
    let Some(mut relabel) = relabel else {
        if art.lang != tr.lang() {
            let (root, decks, lang) = (root(), all_decks(&games), tr.lang());
            let words = catalogues.clone();
            let headless = mode.is_headless();
            let task = AsyncComputeTaskPool::get()
                .spawn(async move { faces_for(headless, &root, &decks, lang, &words, true) });
            commands.insert_resource(Relabel { lang, task });
        }
        return;
    };
    // The headless App (tests) waits for the art rather than spinning frames.
    let result = if mode.is_headless() {
        block_on(&mut relabel.task)
    } else {
        let Some(result) = block_on(poll_once(&mut relabel.task)) else {
            return;
        };
        result
    };
    commands.remove_resource::<Relabel>();
    art.lang = relabel.lang;
    match result {
        Ok(faces) => {
            for (folder, card, raster) in faces {
                let Some(deck) = art.decks.get(folder) else {
                    continue;
                };
                let handle = match card {
                    Some(id) => deck.fronts.get(&id),
                    None => Some(&deck.back),
                };
                if let Some(handle) = handle
                    && let Err(e) = images.insert(handle.id(), image(raster))
                {
                    warn!("card art {folder}: {e}");
                }
            }
        }
        Err(problem) => warn!("card art in another language: {problem}"),
    }
}

/// A white picture whose alpha at each pixel (`x`, `y`) is `alpha` (0 to 1): a mask the sprite's
/// colour tints (a halo, a disc, a ring, an arrow).
pub fn white_mask(width: u32, height: u32, alpha: impl Fn(u32, u32) -> f32) -> Image {
    let mut rgba = Vec::with_capacity((width * height * 4) as usize);
    for y in 0..height {
        for x in 0..width {
            let a = alpha(x, y).clamp(0.0, 1.0);
            rgba.extend_from_slice(&[255, 255, 255, (a * 255.0) as u8]);
        }
    }
    image(Raster {
        width,
        height,
        rgba,
    })
}

/// A rasterized picture as an sRGB image for the GPU.
pub fn image(raster: Raster) -> Image {
    Image::new(
        Extent3d {
            width: raster.width,
            height: raster.height,
            depth_or_array_layers: 1,
        },
        TextureDimension::D2,
        raster.rgba,
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::RENDER_WORLD,
    )
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, start_loading);
    app.add_systems(Update, finish_loading.run_if(resource_exists::<ArtTask>));
    app.add_systems(Update, follow_language.run_if(resource_exists::<CardArt>));
}

fn start_loading(
    mut commands: Commands,
    mode: Res<crate::core::mode::Mode>,
    games: Res<crate::core::TableGames>,
    tr: Res<Tr>,
    catalogues: Res<Catalogues>,
    server: Option<Res<AssetServer>>,
) {
    let (root, decks, lang) = (root(), all_decks(&games), tr.lang());
    let (words, headless) = (catalogues.clone(), mode.is_headless());
    commands.insert_resource(ArtTask(
        AsyncComputeTaskPool::get()
            .spawn(async move { rasterize_all(root, decks, lang, words, headless) }),
    ));
    if let (false, Some(server)) = (mode.is_headless(), server) {
        commands.insert_resource(TableFont(server.load(FONT_BOLD)));
    } else {
        commands.insert_resource(TableFont::default());
    }
}

fn finish_loading(
    mut commands: Commands,
    mode: Res<crate::core::mode::Mode>,
    mut task: ResMut<ArtTask>,
    mut images: ResMut<Assets<Image>>,
) {
    // The headless App (tests) waits for the art rather than spinning frames.
    let result = if mode.is_headless() {
        block_on(&mut task.0)
    } else {
        let Some(result) = block_on(poll_once(&mut task.0)) else {
            return;
        };
        result
    };
    commands.remove_resource::<ArtTask>();
    match result {
        Ok((faces, token, lang)) => {
            let mut decks: HashMap<&'static str, DeckArt> = HashMap::new();
            for (folder, card, raster) in faces {
                let handle = images.add(image(raster));
                let deck = decks.entry(folder).or_default();
                match card {
                    Some(id) => {
                        deck.fronts.insert(id, handle);
                    }
                    None => deck.back = handle,
                }
            }
            commands.insert_resource(CardArt {
                decks,
                life_token: images.add(image(token)),
                lang,
            });
        }
        Err(problem) => {
            error!("could not load the card art: {problem}");
            commands.insert_resource(AssetProblem(problem));
        }
    }
}

#[cfg(test)]
mod root_tests {
    use super::*;

    /// The checkout is whole; a folder without the files, or with a damaged font, is one line
    /// that names the folder and the file.
    #[test]
    fn a_missing_or_damaged_folder_is_named() {
        assert!(check_folder(PathBuf::from(env!("CARGO_MANIFEST_DIR"))).is_ok());
        let dir = std::env::temp_dir().join(format!("stammtisch-root-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("assets/fonts")).unwrap();
        let missing = check_folder(dir.clone()).unwrap_err();
        assert!(missing.contains(&dir.display().to_string()), "{missing}");
        assert!(
            missing.contains(FONT_REGULAR) && !missing.contains('\n'),
            "{missing}"
        );
        std::fs::write(dir.join(FONT_REGULAR), b"<html>not a font").unwrap();
        let damaged = check_folder(dir.clone()).unwrap_err();
        assert!(damaged.contains("is not what it should be"), "{damaged}");
        let _ = std::fs::remove_dir_all(&dir);
    }
}

#[cfg(test)]
mod words_tests {
    use super::*;

    /// A Gämsh card's name and "Tag/Nacht" follow the language; a long name shrinks to fit.
    #[test]
    fn card_art_words_follow_the_language() {
        let path = card_svg_path(&root(), "gaemsh", Some("alphorn-nacht"));
        let svg = std::fs::read_to_string(path).unwrap();
        let en = localize(&svg, &crate::games::tr(Lang::En));
        assert!(
            en.contains(">Night</text>") && !en.contains("Nacht"),
            "{en}"
        );
        let de = localize(&svg, &crate::games::tr(Lang::De));
        assert!(de.contains(">Nacht</text>") && de.contains(">Alphorn</text>"));
        // A name too long for the card is drawn smaller.
        let long = svg.replace(
            "data-i18n=\"gaemsh-card-alphorn\"",
            "data-i18n=\"gaemsh-why-nobody\"",
        );
        let en = localize(&long, &crate::games::tr(Lang::En));
        assert!(
            en.contains("nobody in") && !en.contains("font-size=\"30\""),
            "{en}"
        );
        // Art without words stays as it is.
        assert_eq!(
            localize(LIFE_TOKEN_SVG, &crate::games::tr(Lang::En)),
            LIFE_TOKEN_SVG
        );
    }
}
