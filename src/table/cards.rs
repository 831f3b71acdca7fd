//! Card entities: one per physical card, with the place the projection gives it (`CardPlace`).
//! A card entity knows its card's identity only while one of the screen's seats may see it
//! (`CardKey::Open`); any other card is a back at a spot of its game's piles (`CardKey::Back`),
//! with the back's picture on both faces. The projection names every card it draws by key, and
//! `PlacedCards::place` keeps each entity on its key: a key that appears takes the nearest entity
//! whose key went (a back dealt into a hand, a hidden card laid open), so the card that is
//! already there flies on, and an entity nobody names any more forgets its identity.

use super::layout::TableSize;
use crate::assets::{CardArt, DeckArt};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use stammtisch_rules::CardId;
use std::collections::HashMap;

use crate::core::CardKey;

/// A hand of `len` cards the screen's seats may not look into, in pile `pile`: the cards
/// everyone saw go into it (`known`) first, then backs in the remaining slots.
pub fn hidden_hand(pile: u16, known: &[CardId], len: usize) -> Vec<CardKey> {
    (0..len)
        .map(|k| match known.get(k) {
            Some(&card) => CardKey::Open(card),
            None => CardKey::back(pile, k),
        })
        .collect()
}

/// Piles the table itself numbers: cards not dealt yet, and cards nobody places now.
const UNDEALT: u16 = u16::MAX;
const LOOSE: u16 = u16::MAX - 1;

/// A card on the table: what the screen knows of it this frame.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct TableCard(pub CardKey);

impl TableCard {
    /// The card's identity, if one of the screen's seats may see it.
    pub fn id(&self) -> Option<CardId> {
        self.0.id()
    }
}

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

/// Where the projection puts every card it draws this frame, by what the screen knows of it.
pub type Places = HashMap<CardKey, CardPlace>;

/// A card this screen's person just picked at a table across homes, lifted at once while the
/// pick is on its way to the host (the host's answer lifts it through the projection, or drops
/// it): the card, and how many presses this screen had sent with that pick.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq)]
pub struct PickedHere(pub Option<(stammtisch_rules::CardId, u32)>);

/// The card entities whose keys and places a game's projection sets.
#[derive(SystemParam)]
pub struct PlacedCards<'w, 's> {
    cards: Query<'w, 's, CardParts>,
    art: Option<Res<'w, CardArt>>,
    here: Option<Res<'w, PickedHere>>,
    /// Entities whose key went this frame (reused between frames).
    orphans: Local<'s, Vec<Entity>>,
}

impl PlacedCards<'_, '_> {
    /// Every card goes to the place the projection gives its key (`place_cards`); `deck` is the
    /// game's card art folder, for the faces of cards that come into sight.
    pub fn place(&mut self, places: &Places, deck: &str) {
        let art = self.art.as_deref().map(|art| art.deck(deck));
        let here = self.here.as_deref().and_then(|h| h.0);
        match here.map(|(card, _)| CardKey::Open(card)) {
            // The pick on its way lifts its card now (a copy only while one is on its way).
            Some(key) if places.get(&key).is_some_and(|p| !p.lifted) => {
                let mut lifted = places.clone();
                if let Some(place) = lifted.get_mut(&key) {
                    place.lifted = true;
                }
                place_cards(&lifted, &mut self.cards, &mut self.orphans, art);
            }
            _ => place_cards(places, &mut self.cards, &mut self.orphans, art),
        }
    }
}

/// The parts of a card entity the projection sets.
type CardParts = (
    Entity,
    &'static mut TableCard,
    &'static mut CardPlace,
    &'static mut super::animate::CardFace,
    &'static mut Sprite,
);

type CardRow<'a> = (
    Entity,
    Mut<'a, TableCard>,
    Mut<'a, CardPlace>,
    Mut<'a, super::animate::CardFace>,
    Mut<'a, Sprite>,
);

/// Keeps every entity on its key where the projection still names it; a key that appears takes
/// the nearest entity whose key went (so the card already there flies on and, coming into
/// sight, turns over), and an entity no key takes becomes a loose back where it lies. A place
/// is only written when it changed, so nothing is marked changed without need.
fn place_cards(
    places: &Places,
    cards: &mut Query<CardParts>,
    orphans: &mut Vec<Entity>,
    art: Option<&DeckArt>,
) {
    orphans.clear();
    let mut kept = 0;
    for (entity, card, mut place, _, _) in cards.iter_mut() {
        match places.get(&card.0) {
            Some(target) => {
                kept += 1;
                if *place != *target {
                    *place = *target;
                }
            }
            None => orphans.push(entity),
        }
    }
    if orphans.is_empty() {
        return;
    }
    let mut wanted: Vec<(&CardKey, &CardPlace)> = if kept < places.len() {
        let held: std::collections::HashSet<CardKey> =
            cards.iter().map(|(_, card, _, _, _)| card.0).collect();
        places.iter().filter(|(k, _)| !held.contains(k)).collect()
    } else {
        Vec::new()
    };
    wanted.sort_by_key(|(key, _)| **key);
    for (key, target) in wanted {
        let nearest = orphans
            .iter()
            .enumerate()
            .filter_map(|(i, &e)| cards.get(e).ok().map(|(_, _, p, _, _)| (i, p.pos)))
            .min_by(|a, b| {
                let (da, db) = (a.1.distance(target.pos), b.1.distance(target.pos));
                da.total_cmp(&db)
            })
            .map(|(i, _)| i);
        let Some(i) = nearest else {
            warn!("the projection places more cards than the table has: {key:?} stays away");
            break;
        };
        let entity = orphans.swap_remove(i);
        if let Ok(row) = cards.get_mut(entity) {
            take_key(row, *key, *target, art);
        }
    }
    // Cards nobody places now: backs where they lie, without an identity.
    for (n, &entity) in orphans.iter().enumerate() {
        if let Ok(row) = cards.get_mut(entity)
            && !matches!(
                row.1.0,
                CardKey::Back {
                    pile: LOOSE | UNDEALT,
                    ..
                }
            )
        {
            let place = *row.2;
            take_key(row, CardKey::back(LOOSE, n), place, art);
        }
    }
}

/// An entity takes a new key and place: its front shows the card's face if it has an identity,
/// its back otherwise.
fn take_key(row: CardRow, key: CardKey, target: CardPlace, art: Option<&DeckArt>) {
    let (_, mut card, mut place, mut face, mut sprite) = row;
    card.0 = key;
    *place = target;
    let front = match (key.id(), art) {
        (Some(id), Some(art)) => art.front(id),
        _ => face.back.clone(),
    };
    if face.front != front {
        if face.showing_front {
            sprite.image = front.clone();
        }
        face.front = front;
    }
}

impl CardPlace {
    /// The `k`-th card from the bottom of a face-down pile at `at`, the pile's bottom at depth
    /// `z`: each card a little up and to the right, so the pile shows its height.
    pub fn stacked(at: Vec2, k: usize, angle: f32, z: f32) -> Self {
        let k = k as f32;
        CardPlace::at(at + Vec2::new(k * 0.4, k * 0.6), angle, z + k * 0.01, false)
    }

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
    app.init_resource::<PickedHere>();
    app.add_systems(
        OnExit(crate::core::Screen::Table),
        |mut here: ResMut<PickedHere>| here.0 = None,
    );
    app.add_systems(Update, follow_window.in_set(super::TableSet::Collect));
}

fn follow_window(windows: Query<&Window>, mut area: ResMut<TableArea>) {
    if let Some(window) = windows.iter().next() {
        let size = TableSize {
            bottom: area.0.bottom,
            ..TableSize::from_window(window.width(), window.height())
        };
        if area.0 != size {
            area.0 = size;
        }
    }
}

/// Spawns `count` card entities, backs without identity face down at `from`: the projection
/// gives each its key (and, where the screen may see it, its face) on the first frame.
pub fn spawn_cards(commands: &mut Commands, art: &DeckArt, count: usize, from: Vec2, size: Vec2) {
    for i in 0..count {
        commands.spawn((
            Name::new("Card"),
            TableCard(CardKey::back(UNDEALT, i)),
            TablePiece,
            super::hit::Clickable,
            DespawnOnExit(crate::core::Screen::Table),
            CardPlace::at(from, 0.0, 1.0 + i as f32 * 0.01, false),
            super::animate::CardFace {
                front: art.back.clone(),
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
