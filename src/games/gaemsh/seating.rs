//! Where each seat's plate and avatar sit beside its hand, so that neither covers a card nor each
//! other at any window size (800×600 to 1920×1080, four or six players). Pure functions of the
//! window size, like the table's layout.

use crate::table::layout::{TableSize, discard_place, hand_slot, seat_place, stock_place};
use bevy::math::Rect;
use bevy::prelude::*;

/// Pixels between a hand, a plate and an avatar.
const GAP: f32 = 6.0;
/// Pixels kept free at the window's edge.
const EDGE: f32 = 4.0;

/// How much bigger than a table card a hand's cards are drawn: a person's own hand at the bottom
/// larger (a little less so among six).
pub fn hand_scale(own: bool, players: usize) -> f32 {
    match (own, players) {
        (false, _) => 0.9,
        (true, 6..) => 1.15,
        (true, _) => 1.3,
    }
}

/// The avatar's box (it is as wide as tall; a little smaller among six).
pub fn avatar_size(size: TableSize, players: usize) -> f32 {
    size.card_height() * if players > 4 { 0.62 } else { 0.7 }
}

/// The font size of the plates, in pixels.
pub fn plate_font_px(size: TableSize) -> f32 {
    (size.card_height() * 0.15).clamp(11.0, 24.0)
}

/// Whether a seat sits at the top or the bottom (its plate is one line) rather than at a side
/// (its plate is two lines, beside its avatar).
pub fn at_top_or_bottom(size: TableSize, seat: usize, players: usize) -> bool {
    seat_place(size, seat, players).inward.y.abs() >= 0.7
}

/// The box around a seat's hand of four, a picked card's lift included.
pub fn hand_box(size: TableSize, seat: usize, players: usize, own: bool) -> Rect {
    let place = seat_place(size, seat, players);
    let card = size.card_size() * hand_scale(own, players);
    let lift = size.card_size().y * 0.18;
    let mut rect = Rect::from_center_size(place.anchor, Vec2::ZERO);
    for k in 0..4 {
        let (pos, angle) = hand_slot(place, k, 4, card, 1.0);
        let lifted = pos + Vec2::new(-angle.sin(), angle.cos()) * lift;
        for centre in [pos, lifted] {
            for corner in [
                Vec2::new(-0.5, -0.5),
                Vec2::new(0.5, -0.5),
                Vec2::new(0.5, 0.5),
                Vec2::new(-0.5, 0.5),
            ] {
                let p = centre + Vec2::from_angle(angle).rotate(corner * card);
                rect = rect.union_point(p);
            }
        }
    }
    rect
}

/// Where a seat's plate and avatar sit (their centres), and whether its plate is two lines.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Spots {
    pub plate: Vec2,
    pub avatar: Vec2,
    pub two_lines: bool,
}

/// A seat's plate sizes: its text on one line, and on two.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PlateSizes {
    pub one_line: Vec2,
    pub two_lines: Vec2,
}

/// The box around the middle's row of cards (askew ones included).
pub fn middle_box(size: TableSize) -> Rect {
    let card = size.card_size();
    Rect::from_center_size(Vec2::ZERO, Vec2::new(card.x * 3.9, card.y * 1.25))
}

/// Every seat's plate and avatar: for each seat in turn (the sides first, then the bottom and top), the
/// first arrangement beside its hand that stays inside the window and touches no hand, no pile,
/// the middle, nor what was placed before; if none does, the first.
pub fn seating(size: TableSize, players: usize, own: bool, plates: &[PlateSizes]) -> Vec<Spots> {
    let card = size.card_size();
    let mut taken = vec![
        middle_box(size),
        Rect::from_center_size(stock_place(size), card * 1.1 + Vec2::new(card.x * 0.5, 0.0)),
        Rect::from_center_size(
            discard_place(size),
            card * 1.1 + Vec2::new(card.x * 0.5, 0.0),
        ),
    ];
    taken.extend((0..players).map(|s| hand_box(size, s, players, own && s == 0)));
    let mut order: Vec<usize> = (0..players).collect();
    order.sort_by_key(|&s| at_top_or_bottom(size, s, players));
    let mut spots = vec![
        Spots {
            plate: Vec2::ZERO,
            avatar: Vec2::ZERO,
            two_lines: false,
        };
        players
    ];
    let a = Vec2::splat(avatar_size(size, players));
    for seat in order {
        let sizes = plates.get(seat).copied().unwrap_or(PlateSizes {
            one_line: plate_guess(size, 1, 30),
            two_lines: plate_guess(size, 2, 15),
        });
        let options = arrangements(size, seat, players, own && seat == 0, sizes);
        let boxes = |s: &Spots| {
            let plate = if s.two_lines {
                sizes.two_lines
            } else {
                sizes.one_line
            };
            [
                Rect::from_center_size(s.plate, plate),
                Rect::from_center_size(s.avatar, a),
            ]
        };
        let free = |s: &Spots| {
            let [p, v] = boxes(s);
            p.intersect(v).is_empty()
                && taken
                    .iter()
                    .all(|t| t.intersect(p).is_empty() && t.intersect(v).is_empty())
        };
        let chosen = options.iter().find(|s| free(s)).unwrap_or(&options[0]);
        taken.extend(boxes(chosen));
        spots[seat] = *chosen;
    }
    spots
}

/// The ways a seat's plate and avatar may sit beside its hand, best first: at the top and the
/// bottom the plate beyond the hand (above it) and the avatar beside the hand; at the sides
/// avatar and plate above (below, in the lower half) the hand, stacked or side by side.
fn arrangements(
    size: TableSize,
    seat: usize,
    players: usize,
    own: bool,
    plate: PlateSizes,
) -> Vec<Spots> {
    let hand = hand_box(size, seat, players, own);
    let a = avatar_size(size, players);
    let place = seat_place(size, seat, players);
    let fit = |plate_at: Vec2, avatar: Vec2, two_lines: bool| {
        let extent = if two_lines {
            plate.two_lines
        } else {
            plate.one_line
        };
        Spots {
            plate: inside(size, plate_at, extent),
            avatar: inside(size, avatar, Vec2::splat(a)),
            two_lines,
        }
    };
    let mut options = Vec::new();
    if at_top_or_bottom(size, seat, players) {
        let above = Vec2::new(hand.center().x, hand.max.y + GAP + plate.one_line.y / 2.0);
        let right = Vec2::new(hand.max.x + GAP + a / 2.0, hand.center().y);
        let left = Vec2::new(hand.min.x - GAP - a / 2.0, hand.center().y);
        let left_plate = Vec2::new(hand.min.x - GAP - plate.two_lines.x / 2.0, hand.center().y);
        // A person's own avatar goes left of the hand: the HUD's verbs take the bottom right.
        let (first, second) = if own && seat == 0 {
            (left, right)
        } else {
            (right, left)
        };
        options.push(fit(above, first, false));
        options.push(fit(above, second, false));
        options.push(fit(left_plate, right, true));
        options.push(fit(
            above,
            above
                + Vec2::new(
                    (plate.one_line.x + a) / 2.0 + GAP,
                    (a - plate.one_line.y) / 2.0,
                ),
            false,
        ));
    } else {
        let out = if place.anchor.x < 0.0 { -1.0 } else { 1.0 };
        let ups = if place.anchor.y < -1.0 {
            [false, true]
        } else {
            [true, false]
        };
        for up in ups {
            let from = if up {
                hand.max.y + GAP
            } else {
                hand.min.y - GAP
            };
            let dir = if up { 1.0 } else { -1.0 };
            // Stacked: the avatar above its plate.
            let stack = Vec2::new(plate.two_lines.x.max(a), a + GAP + plate.two_lines.y);
            let centre = inside(
                size,
                Vec2::new(hand.center().x, from + dir * stack.y / 2.0),
                stack,
            );
            options.push(fit(
                centre - Vec2::new(0.0, (stack.y - plate.two_lines.y) / 2.0),
                centre + Vec2::new(0.0, (stack.y - a) / 2.0),
                true,
            ));
            // Side by side, the avatar outside or inside.
            let row = Vec2::new(a + GAP + plate.two_lines.x, a.max(plate.two_lines.y));
            let centre = inside(
                size,
                Vec2::new(hand.center().x, from + dir * row.y / 2.0),
                row,
            );
            for side in [out, -out] {
                options.push(fit(
                    centre - Vec2::new(side * (row.x - plate.two_lines.x) / 2.0, 0.0),
                    centre + Vec2::new(side * (row.x - a) / 2.0, 0.0),
                    true,
                ));
            }
        }
    }
    options
}

/// `pos` moved so that a box of `extent` around it lies inside the window.
fn inside(size: TableSize, pos: Vec2, extent: Vec2) -> Vec2 {
    let reach = (Vec2::new(size.width, size.height) / 2.0 - extent / 2.0 - Vec2::splat(EDGE))
        .max(Vec2::ZERO);
    pos.clamp(-reach, reach)
}

/// A plate's size for its text (lines of up to `chars` characters), as a guess before the text
/// is laid out: wide enough for the table's font.
pub fn plate_guess(size: TableSize, lines: usize, chars: usize) -> Vec2 {
    let px = plate_font_px(size);
    Vec2::new(
        chars as f32 * px * 0.52 + 18.0,
        lines as f32 * px * 1.3 + 8.0,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn boxes(size: TableSize, players: usize) -> Vec<(String, Rect)> {
        let card = size.card_size();
        let mut boxes = vec![
            (
                "middle".to_string(),
                Rect::from_center_size(Vec2::ZERO, Vec2::new(card.x * 3.9, card.y * 1.25)),
            ),
            (
                "stock".to_string(),
                Rect::from_center_size(
                    stock_place(size),
                    card * 1.1 + Vec2::new(card.x * 0.5, 0.0),
                ),
            ),
            (
                "discards".to_string(),
                Rect::from_center_size(
                    discard_place(size),
                    card * 1.1 + Vec2::new(card.x * 0.5, 0.0),
                ),
            ),
        ];
        // "Vroni (schwer)  ·  Team Blau: 10" on one line, or on two.
        let plate = PlateSizes {
            one_line: plate_guess(size, 1, 32),
            two_lines: plate_guess(size, 2, 15),
        };
        let spots = seating(size, players, true, &vec![plate; players]);
        for (seat, spot) in spots.iter().enumerate() {
            let extent = if spot.two_lines {
                plate.two_lines
            } else {
                plate.one_line
            };
            boxes.push((
                format!("hand {seat}"),
                hand_box(size, seat, players, seat == 0),
            ));
            boxes.push((
                format!("plate {seat}"),
                Rect::from_center_size(spot.plate, extent),
            ));
            boxes.push((
                format!("avatar {seat}"),
                Rect::from_center_size(spot.avatar, Vec2::splat(avatar_size(size, players))),
            ));
        }
        boxes
    }

    #[test]
    fn plates_avatars_and_hands_never_overlap_at_any_window_size() {
        let mut faults = Vec::new();
        for (w, h) in [(800.0, 600.0), (1280.0, 720.0), (1920.0, 1080.0)] {
            let size = TableSize::from_window(w, h);
            for players in [4, 6] {
                let boxes = boxes(size, players);
                let window = Rect::new(-w / 2.0, -h / 2.0, w / 2.0, h / 2.0);
                for (name, b) in &boxes {
                    if !(window.contains(b.min) && window.contains(b.max)) {
                        faults.push(format!("{name} leaves {w}×{h} ({players}): {b:?}"));
                    }
                }
                // Only what the seating places (hands and piles are the table's layout).
                for (i, (a, ra)) in boxes.iter().enumerate() {
                    for (b, rb) in &boxes[i + 1..] {
                        let placed = |n: &str| n.starts_with("plate") || n.starts_with("avatar");
                        if (placed(a) || placed(b)) && !ra.intersect(*rb).is_empty() {
                            faults.push(format!(
                                "{a} and {b} overlap at {w}×{h} ({players}): {ra:?} {rb:?}"
                            ));
                        }
                    }
                }
            }
        }
        assert!(faults.is_empty(), "{}", faults.join("\n"));
    }
}
