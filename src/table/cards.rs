//! Card entities: one per physical card, with the place the rules give it (`CardPlace`).

use super::layout::TableSize;
use crate::assets::DeckArt;
use bevy::prelude::*;
use stammtisch_rules::CardId;

/// A card on the table.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct TableCard(pub CardId);

/// Where the rules put a card this frame: the projection writes it, the animation follows it.
#[derive(Component, Debug, Clone, Copy, PartialEq)]
pub struct CardPlace {
    pub pos: Vec2,
    pub angle: f32,
    pub z: f32,
    pub face_up: bool,
    /// Raised and outlined: the card a player has picked.
    pub lifted: bool,
    /// 1 for table cards; the local player's hand is drawn larger.
    pub scale: f32,
    /// Whether a keyboard or gamepad cursor stops here (not on a pile that is only shown).
    pub stop: bool,
}

/// The card entities whose place a game's projection sets.
pub type PlacedCards<'w, 's> = Query<'w, 's, (&'static TableCard, &'static mut CardPlace)>;

/// Every card goes to the place a game's projection gives it; a card keeps its place when that is
/// unchanged (so nothing is marked changed without need) or when the projection has none for it.
pub fn place_cards(places: &std::collections::HashMap<CardId, CardPlace>, cards: &mut PlacedCards) {
    for (card, mut place) in cards.iter_mut() {
        if let Some(target) = places.get(&card.0)
            && *place != *target
        {
            *place = *target;
        }
    }
}

impl CardPlace {
    pub fn at(pos: Vec2, angle: f32, z: f32, face_up: bool) -> Self {
        CardPlace {
            pos,
            angle,
            z,
            face_up,
            lifted: false,
            scale: 1.0,
            stop: true,
        }
    }
}

/// The table's current size (from the window), for layout.
#[derive(Resource, Debug, Clone, Copy, PartialEq)]
pub struct TableArea(pub TableSize);

impl Default for TableArea {
    fn default() -> Self {
        TableArea(TableSize::from_window(1280.0, 720.0))
    }
}

/// Everything at the table that belongs to one game and goes when it ends.
#[derive(Component, Debug, Clone, Copy)]
pub struct TablePiece;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<TableArea>();
    app.add_systems(Update, follow_window.in_set(super::TableSet::Collect));
}

fn follow_window(windows: Query<&Window>, mut area: ResMut<TableArea>) {
    if let Some(window) = windows.iter().next() {
        let size = TableSize::from_window(window.width(), window.height());
        if area.0 != size {
            area.0 = size;
        }
    }
}

/// Spawns one entity per card, face down at `from`.
pub fn spawn_cards(
    commands: &mut Commands,
    art: &DeckArt,
    cards: &[CardId],
    from: Vec2,
    size: Vec2,
) {
    for (i, &card) in cards.iter().enumerate() {
        commands.spawn((
            Name::new(format!("Card {}", card.0)),
            TableCard(card),
            TablePiece,
            super::hit::Clickable,
            DespawnOnExit(crate::core::Screen::Table),
            CardPlace::at(from, 0.0, 1.0 + i as f32 * 0.01, false),
            super::animate::CardFace {
                front: art.front(card),
                back: art.back.clone(),
                showing_front: false,
                flip: None,
            },
            Sprite {
                image: art.back.clone(),
                custom_size: Some(size),
                ..default()
            },
            Transform::from_translation(from.extend(1.0 + i as f32 * 0.01)),
        ));
    }
}
