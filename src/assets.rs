//! Assets loaded before the first screen: card art rasterized from SVG, the table font, sounds.

use bevy::asset::RenderAssetUsages;
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};
use bevy::tasks::{AsyncComputeTaskPool, Task, block_on, poll_once};
use stammtisch_rules::cards::piquet_deck;
use stammtisch_rules::{CardId, FrenchCard};
use std::collections::HashMap;
use std::path::{Path, PathBuf};

/// Card art resolution in pixels (5:7). Cards are drawn at most about this big, so they stay crisp.
pub const CARD_PIXELS: (u32, u32) = (250, 350);

/// The folder that holds `assets/` and `shaders/` (the package root).
pub fn root() -> PathBuf {
    std::env::var_os("STAMMTISCH_ROOT")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")))
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

pub use crate::core::registry::DeckSource;

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
type RasterSet = Result<(Vec<(&'static str, Option<CardId>, Raster)>, Raster), String>;

#[derive(Resource)]
pub struct ArtTask(Task<RasterSet>);

/// A message for the loading screen when the art could not be made.
#[derive(Resource, Debug, Clone)]
pub struct AssetProblem(pub String);

fn rasterize_all(root: PathBuf, decks: Vec<DeckSource>) -> RasterSet {
    let font = std::fs::read(root.join(FONT_BOLD)).map_err(|e| format!("font {FONT_BOLD}: {e}"))?;
    let mut faces = Vec::new();
    let (w, h) = CARD_PIXELS;
    for deck in decks {
        let cards = (deck.cards)()
            .into_iter()
            .map(|(id, stem)| (Some(id), Some(stem)));
        for (card, stem) in cards.chain([(None, None)]) {
            let path = card_svg_path(&root, deck.folder, stem.as_deref());
            let svg =
                std::fs::read(&path).map_err(|e| format!("card art {}: {e}", path.display()))?;
            let raster =
                rasterize(&svg, w, h, &font).map_err(|e| format!("{}: {e}", path.display()))?;
            faces.push((deck.folder, card, raster));
        }
    }
    let token = rasterize(LIFE_TOKEN_SVG.as_bytes(), 96, 96, &font)?;
    Ok((faces, token))
}

fn image(raster: Raster) -> Image {
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
}

fn start_loading(
    mut commands: Commands,
    mode: Res<crate::Mode>,
    games: Res<crate::core::TableGames>,
    server: Option<Res<AssetServer>>,
) {
    let root = root();
    // The shared deck first, then every deck a table game registered.
    let mut decks = vec![FRENCH_DECK];
    decks.extend(
        games
            .decks()
            .into_iter()
            .filter(|d| d.folder != FRENCH_DECK.folder),
    );
    commands.insert_resource(ArtTask(
        AsyncComputeTaskPool::get().spawn(async move { rasterize_all(root, decks) }),
    ));
    if let (false, Some(server)) = (mode.is_headless(), server) {
        commands.insert_resource(TableFont(server.load(FONT_BOLD)));
    } else {
        commands.insert_resource(TableFont::default());
    }
}

fn finish_loading(
    mut commands: Commands,
    mode: Res<crate::Mode>,
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
        Ok((faces, token)) => {
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
            });
        }
        Err(problem) => {
            error!("could not load the card art: {problem}");
            commands.insert_resource(AssetProblem(problem));
        }
    }
}
