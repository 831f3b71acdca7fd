//! The scoring, animated: when a round is scored every seat's collection lies out by the seat and
//! untangles, all seats at once, in steps a person can follow: the 9s' discards fly away, the
//! specials fly onto their cards, flipped cards turn round, pairs slide together and cancelled
//! pairs turn face down, then the total counts up over the name plate and the bananas drop.

use super::GorillasShown;
use super::GorillasSight;
use super::project::seat_spot;
use crate::assets::TableFont;
use crate::core::Screen;
use crate::games::driver::TableSystems;
use crate::table::TableSet;
use crate::table::cards::{CardPlace, TableArea};
use crate::table::layout::TableSize;
use crate::table::seats::SeatPlate;
use bevy::prelude::*;
use stammtisch_rules::games::gussy_gorillas::untangle::{Fate, Untangled};
use stammtisch_rules::games::gussy_gorillas::{GorillasView, Phase};
use stammtisch_rules::{CardId, Millis, Seat};
use std::collections::HashMap;

/// When each step starts, in logical ms after the round was scored (not scaled by the bots'
/// pace: the rules deal the next round `ROUND_PAUSE_MS` after scoring whatever the pace).
pub const DISCARDS_AT: Millis = 700;
pub const SPECIALS_AT: Millis = 1400;
pub const FLIPS_AT: Millis = 2100;
pub const PAIRS_AT: Millis = 2800;
/// Cancelled pairs turn face down once they lie together.
pub const FACE_DOWN_AT: Millis = 3300;
pub const COUNT_AT: Millis = 3600;
pub const COUNT_MS: Millis = 1200;
pub const BANANAS_AT: Millis = 5000;
/// The whole untangling is shown; the summary with the steps in words goes up.
pub const UNTANGLED_MS: Millis = 5500;

/// A seat's counted-up total by its name plate.
#[derive(Component, Debug)]
pub struct Tally(pub Seat);

pub(super) fn plugin(app: &mut App) {
    super::GorillasTable::on_start(app, spawn_tallies);
    super::GorillasTable::each_frame(app, TableSet::Present, place_tallies);
}

/// Milliseconds since the shown round was scored, while its collections lie out (`public`: the
/// public view now).
pub fn since_scored(m: &GorillasShown, public: &GorillasView) -> Option<Millis> {
    if public.phase == Phase::Play {
        return None;
    }
    let summary = m.local.summary.as_ref()?;
    (summary.round == public.round).then(|| m.now.saturating_sub(summary.from))
}

/// Whether `seat`'s banana of this round has not dropped yet.
pub fn banana_pending(m: &GorillasShown, public: &GorillasView, seat: Seat) -> bool {
    since_scored(m, public).is_some_and(|t| t < BANANAS_AT)
        && m.local
            .summary
            .as_ref()
            .is_some_and(|s| s.bananas.contains(&seat))
}

/// The total shown by `seat`'s plate `t` ms after scoring, if counting has begun.
pub fn counted(points: i32, t: Millis) -> Option<i32> {
    if t < COUNT_AT {
        return None;
    }
    let share = ((t - COUNT_AT) as f32 / COUNT_MS as f32).min(1.0);
    Some((points as f32 * share).round() as i32)
}

/// Where a scored round lies: every seat's collection in a block of rows by its name plate, all
/// at one scale, clear of every plate (with its total and bananas), of each other and of the
/// summary in the middle, inside the window.
#[derive(Debug, Clone, PartialEq)]
pub struct ScoredLayout {
    /// The cards' scale.
    pub scale: f32,
    /// Per seat, the block its collection lies in (screen space) and its cards to a row.
    pub blocks: Vec<(Rect, usize)>,
}

/// The largest and the smallest scale of the scored cards.
const MAX_SCALE: f32 = 0.5;
const MIN_SCALE: f32 = 0.2;
/// A row's cards overlap (each shows its left part, with the value); rows lie apart.
const ROW_STEP: f32 = 0.7;
const LINE_STEP: f32 = 1.05;

/// The screen rectangle of the summary (the middle of the table): a row per seat, a title and
/// the "Weiter" button.
pub fn summary_rect(size: TableSize, players: usize) -> Rect {
    let row = summary_row(size);
    let width = (size.width * 0.6).min(if size.height >= 900.0 { 400.0 } else { 320.0 });
    // The frame's margins, the title, the rows, the button.
    let height = 24.0 + row * 1.5 + players as f32 * row + row + 20.0;
    Rect::from_center_size(Vec2::ZERO, Vec2::new(width, height))
}

/// The height of one summary row (its letters are about 0.72 of it).
pub fn summary_row(size: TableSize) -> f32 {
    if size.height >= 900.0 { 24.0 } else { 20.0 }
}

/// What a seat's plate takes while a round is scored: its name, the bananas below it and the
/// total where `total_offsets` puts it.
pub fn scored_plate_rect(size: TableSize, seat: Seat, players: usize) -> Rect {
    let offsets = total_offsets(size, players);
    let at = seat_spot(size, seat, players).plate;
    let offset = offsets.get(seat.index()).copied().unwrap_or_default();
    name_rect(size, at).union(Rect::from_center_half_size(at + offset, total_half(size)))
}

/// A name plate at `at` with its bananas below it (a long name, centred).
fn name_rect(size: TableSize, at: Vec2) -> Rect {
    let px = super::marks::plate_px(size);
    Rect::from_corners(
        at + Vec2::new(-px * 4.5, -px * 1.5),
        at + Vec2::new(px * 4.5, px * 1.0),
    )
}

/// The total's letter size.
pub fn total_px(size: TableSize) -> f32 {
    (size.card_height() * 0.2).clamp(14.0, 30.0)
}

/// Half the room a total takes ("= -12").
fn total_half(size: TableSize) -> Vec2 {
    let px = total_px(size);
    Vec2::new(px * 1.4, px * 0.6)
}

/// Where each seat's total stands while a round is scored, from its name plate's centre: right
/// of the name, else left of it, else below the bananas, else above the name; the first place
/// inside the window and off every other seat's name, bananas and the totals placed before
/// (at ten seats in a small window a total beside its name runs into the neighbour's).
pub fn total_offsets(size: TableSize, players: usize) -> Vec<Vec2> {
    let px = super::marks::plate_px(size);
    let half = total_half(size);
    let gap = total_px(size) * 0.4;
    let plates: Vec<Vec2> = Seat::all(players)
        .map(|s| seat_spot(size, s, players).plate)
        .collect();
    let names: Vec<Rect> = plates.iter().map(|&at| name_rect(size, at)).collect();
    let window = Rect::from_center_half_size(
        Vec2::ZERO,
        Vec2::new(size.width / 2.0 - 4.0, size.height / 2.0 - 4.0),
    );
    let beside = px * 4.5 + gap + half.x;
    let candidates = [
        Vec2::new(beside, 0.0),
        Vec2::new(-beside, 0.0),
        Vec2::new(0.0, -px * 1.5 - half.y),
        Vec2::new(0.0, px * 1.0 + half.y),
    ];
    let mut placed: Vec<Rect> = Vec::new();
    let mut offsets = Vec::new();
    for (i, &at) in plates.iter().enumerate() {
        let free = |o: Vec2| {
            let r = Rect::from_center_half_size(at + o, half);
            window.contains(r.min)
                && window.contains(r.max)
                && names
                    .iter()
                    .enumerate()
                    .filter(|&(j, _)| j != i)
                    .map(|(_, n)| n)
                    .chain(&placed)
                    .all(|o| o.intersect(r).is_empty())
        };
        let offset = candidates
            .iter()
            .copied()
            .find(|&o| free(o))
            .unwrap_or(candidates[if at.x > 0.0 { 1 } else { 0 }]);
        placed.push(Rect::from_center_half_size(at + offset, half));
        offsets.push(offset);
    }
    offsets
}

/// The block of `count` cards `per_row` to a row at card size `card`, with room for a special
/// lying on a card and a pair's second card slid onto the first.
fn block_size(count: usize, per_row: usize, card: Vec2) -> Vec2 {
    let rows = count.max(1).div_ceil(per_row.max(1));
    let cols = count.clamp(1, per_row.max(1));
    Vec2::new(
        (cols - 1) as f32 * card.x * ROW_STEP + card.x * 1.6,
        (rows - 1) as f32 * card.y * LINE_STEP + card.y * 1.28,
    )
}

/// The scored round's layout for collections of `counts` cards: the largest scale at which every
/// seat's block finds a place clear of everything; at the smallest, the summary may be crossed.
pub fn scored_layout(size: TableSize, counts: &[usize]) -> ScoredLayout {
    let players = counts.len();
    let plates: Vec<Rect> = Seat::all(players)
        .map(|s| scored_plate_rect(size, s, players))
        .collect();
    let summary = summary_rect(size, players);
    let window = Rect::from_center_half_size(
        Vec2::ZERO,
        Vec2::new(size.width / 2.0 - 4.0, size.height / 2.0 - 4.0),
    );
    let try_scale = |scale: f32, avoid_summary: bool| -> Option<Vec<(Rect, usize)>> {
        let card = size.card_size() * scale;
        let mut blocks: Vec<(Rect, usize)> = Vec::new();
        for (seat, &count) in Seat::all(players).zip(counts) {
            let spot = seat_spot(size, seat, players);
            let plate = plates[seat.index()];
            // The held card was on the far side of the plate from the middle's side it is on.
            let below = spot.plate.y > spot.held.y;
            let side = if spot.held.x > 0.5 { -1.0 } else { 1.0 };
            let found = (1..=count.max(1)).rev().find_map(|per_row| {
                let half = block_size(count, per_row, card) / 2.0;
                let anchors = [
                    Vec2::new(
                        spot.plate.x,
                        if below {
                            plate.min.y - 2.0 - half.y
                        } else {
                            plate.max.y + 2.0 + half.y
                        },
                    ),
                    spot.held,
                    Vec2::new(
                        plate.center().x - side * (plate.half_size().x + half.x + 2.0),
                        spot.plate.y,
                    ),
                    spot.held - Vec2::new(side * half.x, 0.0),
                ];
                anchors.into_iter().find_map(|a| {
                    let a = a.clamp(
                        window.min + half,
                        (window.max - half).max(window.min + half),
                    );
                    let block = Rect::from_center_half_size(a, half);
                    let clear = window.contains(block.min)
                        && window.contains(block.max)
                        && plates
                            .iter()
                            .chain(blocks.iter().map(|(b, _)| b))
                            .chain(avoid_summary.then_some(&summary))
                            .all(|o| o.intersect(block).is_empty());
                    clear.then_some((block, per_row))
                })
            })?;
            blocks.push(found);
        }
        Some(blocks)
    };
    let scales = (0..=((MAX_SCALE - MIN_SCALE) / 0.02).round() as usize)
        .map(|k| MAX_SCALE - k as f32 * 0.02);
    for avoid_summary in [true, false] {
        for scale in scales.clone() {
            if let Some(blocks) = try_scale(scale, avoid_summary) {
                return ScoredLayout { scale, blocks };
            }
        }
    }
    // Nothing fits (a window far below the smallest supported): rows by the plates, overlapping.
    let card = size.card_size() * MIN_SCALE;
    ScoredLayout {
        scale: MIN_SCALE,
        blocks: Seat::all(players)
            .zip(counts)
            .map(|(s, &count)| {
                let half = block_size(count, 8, card) / 2.0;
                (
                    Rect::from_center_half_size(seat_spot(size, s, players).held, half),
                    8,
                )
            })
            .collect(),
    }
}

/// The slots of a block's `count` cards: rows from its top left (a row's cards overlap).
fn slots(layout: &ScoredLayout, size: TableSize, seat: Seat, count: usize) -> Vec<Vec2> {
    let card = size.card_size() * layout.scale;
    let Some(&(block, per_row)) = layout.blocks.get(seat.index()) else {
        return vec![Vec2::ZERO; count];
    };
    let first = Vec2::new(block.min.x + card.x * 0.8, block.max.y - card.y * 0.64);
    (0..count)
        .map(|k| {
            let (row, col) = (k / per_row.max(1), k % per_row.max(1));
            first
                + Vec2::new(
                    col as f32 * card.x * ROW_STEP,
                    -(row as f32) * card.y * LINE_STEP,
                )
        })
        .collect()
}

/// The places of one seat's scored collection `t` ms after scoring (upright, so the screen reads
/// them; a flipped card turns upside down).
pub fn places(
    layout: &ScoredLayout,
    size: TableSize,
    seat: Seat,
    untangled: &Untangled,
    t: Millis,
) -> HashMap<CardId, CardPlace> {
    let s = layout.scale;
    let card = size.card_size() * s;
    let (along, inward) = (Vec2::X, Vec2::Y);
    let slots = slots(layout, size, seat, untangled.cards.len());
    let slot_of: HashMap<CardId, (usize, Vec2)> = untangled
        .cards
        .iter()
        .zip(&slots)
        .enumerate()
        .map(|(k, ((id, _), &at))| (*id, (k, at)))
        .collect();
    // Where a number card lies: once pairs slide, the second of a pair lies on the first.
    let number_at = |id: CardId| -> Vec2 {
        let (k, at) = slot_of[&id];
        if t < PAIRS_AT {
            return at;
        }
        match untangled.fate(id) {
            Some(Fate::Number {
                partner: Some(p), ..
            }) if slot_of[p].0 < k => slot_of[p].1 + along * card.x * 0.3,
            _ => at,
        }
    };
    let face_down = |id: CardId| {
        t >= FACE_DOWN_AT && matches!(untangled.fate(id), Some(Fate::Number { cancels: true, .. }))
    };
    let mut out = HashMap::new();
    for (k, (id, fate)) in untangled.cards.iter().enumerate() {
        let (_, slot) = slot_of[id];
        let z = 6.0 + k as f32 * 0.01;
        let mut place = match fate {
            Fate::Discarded if t >= DISCARDS_AT => {
                // Away into the middle, face down, with the cards out of play.
                CardPlace::at(
                    Vec2::new(0.0, size.card_height() * 0.5),
                    0.0,
                    3.5 + k as f32 * 0.001,
                    false,
                )
            }
            Fate::On { on } if t >= SPECIALS_AT => {
                let pos = number_at(*on) - along * card.x * 0.3 + inward * card.y * 0.14;
                CardPlace::at(pos, 0.0, 12.0 + k as f32 * 0.01, !face_down(*on))
            }
            Fate::Number { flipped, .. } => {
                let turned = if *flipped && t >= FLIPS_AT {
                    std::f32::consts::PI
                } else {
                    0.0
                };
                let second = (t >= PAIRS_AT) as u8 as f32 * 0.5;
                CardPlace::at(number_at(*id), turned, z + second, !face_down(*id))
            }
            _ => CardPlace::at(slot, 0.0, z, true),
        };
        place.scale = s;
        place.stop = false;
        out.insert(*id, place);
    }
    out
}

fn spawn_tallies(mut commands: Commands, sight: Res<GorillasSight>) {
    for seat in Seat::all(sight.public.players) {
        commands.spawn((
            Name::new("Score tally"),
            Tally(seat),
            DespawnOnExit(Screen::Table),
            Text2d::new(""),
            TextColor(Color::srgb(1.0, 0.84, 0.3)),
            Transform::from_xyz(0.0, 0.0, 70.0),
            Visibility::Hidden,
        ));
    }
}

/// The totals count up over the name plates.
fn place_tallies(
    m: Res<GorillasShown>,
    sight: Res<GorillasSight>,
    area: Res<TableArea>,
    font: Option<Res<TableFont>>,
    plates: Query<(&SeatPlate, &Transform, &bevy::text::TextLayoutInfo), Without<Tally>>,
    mut tallies: Query<(
        &Tally,
        &mut Text2d,
        &mut Transform,
        &mut TextFont,
        &mut Visibility,
    )>,
) {
    let t = since_scored(&m, &sight.public);
    let px = total_px(area.0);
    let players = sight.public.players;
    let mut offsets: Option<Vec<Vec2>> = None;
    for (tally, mut text, mut transform, mut text_font, mut visibility) in &mut tallies {
        let points = m
            .local
            .summary
            .as_ref()
            .and_then(|s| s.points.get(tally.0.index()).copied());
        let shown = t.zip(points).and_then(|(t, p)| counted(p, t));
        let Some(shown) = shown else {
            visibility.set_if_neq(Visibility::Hidden);
            continue;
        };
        visibility.set_if_neq(Visibility::Inherited);
        let offsets = offsets.get_or_insert_with(|| total_offsets(area.0, players));
        let offset = offsets.get(tally.0.index()).copied().unwrap_or_default();
        // Left of its name the total reads towards it ("41 = Ferdl"): "= 41 Ferdl" read as the
        // total of the name before it.
        let label = if offset.y == 0.0 && offset.x < 0.0 {
            format!("{shown} =")
        } else {
            format!("= {shown}")
        };
        if text.0 != label {
            text.0 = label;
        }
        // Beside the name (close to its letters), or below or above it where a neighbour's
        // name leaves no room beside it (`total_offsets`).
        if let Some((_, plate, layout)) = plates.iter().find(|(p, ..)| p.0 == tally.0) {
            let at = plate.translation.truncate();
            let pos = if offset.y == 0.0 {
                let name = layout.size.x.max(area.0.card_height() * 0.15 * 3.0);
                let width = text.0.chars().count() as f32 * px * 0.56;
                at + Vec2::X * offset.x.signum() * (name / 2.0 + px * 0.4 + width / 2.0)
            } else {
                at + offset
            };
            transform.translation = pos.extend(70.0);
        }
        super::marks::use_font(&mut text_font, font.as_deref(), px);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_total_counts_up_from_nothing_to_the_points() {
        assert_eq!(counted(40, COUNT_AT - 1), None);
        assert_eq!(counted(40, COUNT_AT), Some(0));
        assert_eq!(counted(40, COUNT_AT + COUNT_MS / 2), Some(20));
        assert_eq!(counted(-6, COUNT_AT + COUNT_MS * 3), Some(-6));
    }

    #[test]
    fn the_steps_follow_each_other_within_the_rules_pause() {
        let steps = [
            DISCARDS_AT,
            SPECIALS_AT,
            FLIPS_AT,
            PAIRS_AT,
            FACE_DOWN_AT,
            COUNT_AT,
            COUNT_AT + COUNT_MS,
            BANANAS_AT,
            UNTANGLED_MS,
        ];
        assert!(steps.windows(2).all(|w| w[0] < w[1]));
        assert!(
            UNTANGLED_MS + 3000 <= stammtisch_rules::games::gussy_gorillas::config::ROUND_PAUSE_MS
        );
    }
}
