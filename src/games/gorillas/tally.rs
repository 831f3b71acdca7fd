//! The scoring, animated: when a round is scored every seat's collection lies out by the seat and
//! untangles, all seats at once, in steps a person can follow: the 9s' discards fly away, the
//! specials fly onto their cards, flipped cards turn round, pairs slide together and cancelled
//! pairs turn face down, then the total counts up over the name plate and the bananas drop.

use super::GorillasMatch;
use super::project::{SeatSpot, seat_spot};
use crate::assets::TableFont;
use crate::core::Screen;
use crate::table::TableSet;
use crate::table::cards::{CardPlace, TableArea};
use crate::table::layout::TableSize;
use bevy::prelude::*;
use stammtisch_rules::games::gussy_gorillas::Phase;
use stammtisch_rules::games::gussy_gorillas::untangle::{Fate, Untangled};
use stammtisch_rules::{CardId, Game, Millis, Seat};
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
    app.add_systems(
        Update,
        spawn_tallies
            .in_set(TableSet::Project)
            .run_if(resource_added::<GorillasMatch>),
    );
    app.add_systems(
        Update,
        place_tallies
            .in_set(TableSet::Present)
            .run_if(resource_exists::<GorillasMatch>),
    );
}

/// Milliseconds since the shown round was scored, while its collections lie out.
pub fn since_scored(m: &GorillasMatch) -> Option<Millis> {
    if m.game.phase() == Phase::Play {
        return None;
    }
    let summary = m.local.summary.as_ref()?;
    (summary.round == m.game.round()).then(|| m.now.saturating_sub(summary.from))
}

/// Whether `seat`'s banana of this round has not dropped yet.
pub fn banana_pending(m: &GorillasMatch, seat: Seat) -> bool {
    since_scored(m).is_some_and(|t| t < BANANAS_AT)
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

/// The scale of the scored cards at a table of `players`.
fn scale(players: usize) -> f32 {
    match players {
        0..=4 => 0.5,
        5..=6 => 0.42,
        _ => 0.34,
    }
}

/// The slots of `count` cards by a seat: rows along its edge, from its held card towards the
/// middle, as many to a row as fit between it and its neighbours.
fn slots(size: TableSize, seat: Seat, players: usize, count: usize) -> Vec<Vec2> {
    let spot = seat_spot(size, seat, players);
    let card = size.card_size() * scale(players);
    let inward = Vec2::new(-spot.facing.sin(), spot.facing.cos());
    let neighbour = |k: usize| seat_spot(size, Seat(k as u8), players).held;
    let room = if players < 2 {
        size.width * 0.6
    } else {
        let (a, b) = (
            neighbour((seat.index() + 1) % players),
            neighbour((seat.index() + players - 1) % players),
        );
        spot.held.distance(a).min(spot.held.distance(b)) * 0.85
    }
    .min(size.width * 0.55);
    // One row if the cards fit overlapping a little (each still shows its corner), else rows.
    let step = (room / count.max(1) as f32).clamp(card.x * 0.62, card.x * 1.08);
    let per_row = ((room / step) as usize).max(3);
    // Side seats lie their column out beyond the name plate, towards the rim.
    let beyond = inward.x.abs().powi(2) * size.card_size().x * 0.75;
    let start = spot.held - inward * (card.y * 0.45 + beyond);
    let reach = Vec2::new(size.width, size.height) / 2.0 - card * 0.6;
    (0..count)
        .map(|k| {
            let (row, col) = (k / per_row, k % per_row);
            let in_row = (count - row * per_row).min(per_row);
            let x = (col as f32 - (in_row as f32 - 1.0) / 2.0) * step;
            let at = start + spot.along * x + inward * row as f32 * card.y * 1.08;
            at.clamp(-reach, reach)
        })
        .collect()
}

/// The places of one seat's scored collection `t` ms after scoring.
pub fn places(
    size: TableSize,
    seat: Seat,
    players: usize,
    untangled: &Untangled,
    t: Millis,
) -> HashMap<CardId, CardPlace> {
    let spot: SeatSpot = seat_spot(size, seat, players);
    let s = scale(players);
    let card = size.card_size() * s;
    let inward = Vec2::new(-spot.facing.sin(), spot.facing.cos());
    let slots = slots(size, seat, players, untangled.cards.len());
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
            }) if slot_of[p].0 < k => slot_of[p].1 + spot.along * card.x * 0.3,
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
                let pos = number_at(*on) - spot.along * card.x * 0.3 + inward * card.y * 0.14;
                CardPlace::at(pos, spot.facing, 12.0 + k as f32 * 0.01, !face_down(*on))
            }
            Fate::Number { flipped, .. } => {
                let turned = if *flipped && t >= FLIPS_AT {
                    std::f32::consts::PI
                } else {
                    0.0
                };
                let second = (t >= PAIRS_AT) as u8 as f32 * 0.5;
                CardPlace::at(
                    number_at(*id),
                    spot.facing + turned,
                    z + second,
                    !face_down(*id),
                )
            }
            _ => CardPlace::at(slot, spot.facing, z, true),
        };
        place.scale = s;
        place.stop = false;
        out.insert(*id, place);
    }
    out
}

fn spawn_tallies(mut commands: Commands, m: Res<GorillasMatch>) {
    for seat in Seat::all(m.game.players()) {
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
    m: Res<GorillasMatch>,
    area: Res<TableArea>,
    font: Option<Res<TableFont>>,
    plates: Query<(&super::NamePlate, &Transform), Without<Tally>>,
    mut tallies: Query<(
        &Tally,
        &mut Text2d,
        &mut Transform,
        &mut TextFont,
        &mut Visibility,
    )>,
) {
    let t = since_scored(&m);
    let px = (area.0.card_height() * 0.2).clamp(14.0, 30.0);
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
        let label = format!("= {shown}");
        if text.0 != label {
            text.0 = label;
        }
        // Above the plate (the bananas drop below it).
        if let Some((_, plate)) = plates.iter().find(|(p, _)| p.0 == tally.0) {
            transform.translation = plate.translation.truncate().extend(70.0) + Vec3::Y * px * 1.3;
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
