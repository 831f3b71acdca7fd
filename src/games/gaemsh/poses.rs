//! How an avatar's parts stand at rest and move during each of the eight gestures: one pure
//! function of the gesture and the time, in the avatar's own units (its box is 1×1, y up), so
//! every gesture is its own, big, readable movement and tests can compare them.

use bevy::prelude::*;
use stammtisch_rules::games::gaemsh_alpin::Gesture;
use std::f32::consts::{PI, TAU};

/// Seconds a gesture takes.
pub const GESTURE_SECS: f32 = 1.3;

/// An avatar's parts. Eyes, pupils and mouth belong to the head (they follow its tilt); the
/// props (notes, puffs, fingers) are hidden at rest.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Part {
    Body,
    Head,
    Hat,
    Eye(u8),
    Pupil(u8),
    Mouth,
    Hand(u8),
    Note(u8),
    NoteStem(u8),
    Puff(u8),
    Finger(u8),
}

impl Part {
    /// Every part, in drawing order (back to front among siblings).
    pub const ALL: [Part; 21] = [
        Part::Body,
        Part::Head,
        Part::Hat,
        Part::Eye(0),
        Part::Eye(1),
        Part::Pupil(0),
        Part::Pupil(1),
        Part::Mouth,
        Part::Hand(0),
        Part::Hand(1),
        Part::Note(0),
        Part::Note(1),
        Part::NoteStem(0),
        Part::NoteStem(1),
        Part::Puff(0),
        Part::Puff(1),
        Part::Puff(2),
        Part::Finger(0),
        Part::Finger(1),
        Part::Finger(2),
        Part::Finger(3),
    ];

    /// Whether the part is drawn on the head (and moves with it).
    pub fn on_head(self) -> bool {
        matches!(
            self,
            Part::Hat | Part::Eye(_) | Part::Pupil(_) | Part::Mouth
        )
    }

    /// Whether the part only shows during a gesture.
    pub fn is_prop(self) -> bool {
        matches!(
            self,
            Part::Note(_) | Part::NoteStem(_) | Part::Puff(_) | Part::Finger(_)
        )
    }
}

/// Where a part is, relative to its parent (the avatar, or the head), and how it shows.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Pose {
    pub pos: Vec2,
    pub angle: f32,
    pub scale: Vec2,
    /// 0 hidden … 1 fully shown.
    pub alpha: f32,
}

impl Pose {
    fn at(x: f32, y: f32) -> Self {
        Pose {
            pos: Vec2::new(x, y),
            angle: 0.0,
            scale: Vec2::ONE,
            alpha: 1.0,
        }
    }
    fn hidden(mut self) -> Self {
        self.alpha = 0.0;
        self
    }
}

/// The head's centre in the avatar's box.
pub const HEAD: Vec2 = Vec2::new(0.0, 0.14);
/// The head's diameter.
pub const HEAD_SIZE: f32 = 0.56;

/// A part at rest.
pub fn rest(part: Part) -> Pose {
    let side = |k: u8| if k == 0 { -1.0 } else { 1.0 };
    match part {
        Part::Body => Pose::at(0.0, -0.3),
        Part::Head => Pose::at(HEAD.x, HEAD.y),
        Part::Hat => Pose::at(0.0, 0.25),
        Part::Eye(k) => Pose::at(side(k) * 0.11, 0.04),
        Part::Pupil(k) => Pose::at(side(k) * 0.11, 0.03),
        Part::Mouth => Pose::at(0.0, -0.12),
        Part::Hand(k) => Pose::at(side(k) * 0.36, -0.36),
        Part::Note(k) => Pose::at(0.2, -0.1 + k as f32 * 0.1).hidden(),
        Part::NoteStem(k) => Pose::at(0.25, -0.01 + k as f32 * 0.1).hidden(),
        Part::Puff(_) => Pose::at(-0.12, HEAD.y - 0.12).hidden(),
        Part::Finger(k) => Pose::at(0.2 + k as f32 * 0.075, -0.47).hidden(),
    }
}

/// How strongly a gesture shows at `t` (0..1 of its time): in quickly, held, out quickly.
fn envelope(t: f32) -> f32 {
    let e = (t / 0.15).min((1.0 - t) / 0.15).clamp(0.0, 1.0);
    e * e * (3.0 - 2.0 * e)
}

/// A prop that lives from `from` for `life` (0..1 of the gesture): how far along it is, if alive.
fn alive(t: f32, from: f32, life: f32) -> Option<f32> {
    let s = (t - from) / life;
    (0.0..1.0).contains(&s).then_some(s)
}

/// A part during `gesture` at `t` (0..1 of its time; outside that, at rest).
pub fn pose(part: Part, gesture: Gesture, t: f32) -> Pose {
    let mut p = rest(part);
    if !(0.0..1.0).contains(&t) {
        return p;
    }
    let e = envelope(t);
    let lerp = |from: Vec2, to: Vec2| from.lerp(to, e);
    match (gesture, part) {
        // One eye shut, a grin, the head tilted towards it.
        (Gesture::Wink, Part::Eye(1) | Part::Pupil(1)) => p.scale.y = 1.0 - 0.9 * e,
        (Gesture::Wink, Part::Mouth) => {
            p.scale = Vec2::new(1.0 + 0.6 * e, 1.0 + 0.5 * e);
            p.pos.x += 0.04 * e;
        }
        (Gesture::Wink, Part::Head) => p.angle = -0.2 * e,
        (Gesture::Wink, Part::Hand(1)) => p.pos = lerp(p.pos, Vec2::new(0.42, -0.1)),
        // A hand up on the head, scratching; the head tilts away, a puzzled mouth.
        (Gesture::ScratchHead, Part::Hand(1)) => {
            let scratch = Vec2::new(0.05 * (TAU * 7.0 * t).sin(), 0.03 * (TAU * 14.0 * t).sin());
            p.pos = lerp(p.pos, Vec2::new(0.28, 0.42)) + scratch * e;
        }
        (Gesture::ScratchHead, Part::Head) => p.angle = 0.18 * e,
        (Gesture::ScratchHead, Part::Mouth) => {
            p.scale = Vec2::new(1.0 - 0.5 * e, 1.0);
            p.pos.x -= 0.05 * e;
        }
        (Gesture::ScratchHead, Part::Pupil(_)) => p.pos += Vec2::new(0.02, 0.025) * e,
        // Both hands tap the cards in front, in turn; the head bows to look at them.
        (Gesture::TapCards, Part::Hand(k)) => {
            let phase = if k == 0 { 0.0 } else { PI };
            let tap = (TAU * 3.0 * t + phase).sin().abs();
            let front = Vec2::new(if k == 0 { -0.2 } else { 0.2 }, -0.5);
            p.pos = lerp(p.pos, front) + Vec2::new(0.0, 0.12 * tap * e);
        }
        (Gesture::TapCards, Part::Head) => p.pos.y -= 0.05 * e,
        (Gesture::TapCards, Part::Pupil(_)) => p.pos.y -= 0.03 * e,
        // A fist to the mouth, the head jolts three times, puffs of cough fly off.
        (Gesture::Cough, Part::Hand(0)) => p.pos = lerp(p.pos, Vec2::new(-0.04, HEAD.y - 0.14)),
        (Gesture::Cough, Part::Head) => {
            let jolt = (TAU * 3.0 * t).sin().max(0.0) * e;
            p.scale = Vec2::splat(1.0 + 0.08 * jolt);
            p.pos.y -= 0.05 * jolt;
            p.angle = 0.1 * jolt;
        }
        (Gesture::Cough, Part::Eye(_) | Part::Pupil(_)) => p.scale.y = 1.0 - 0.7 * e,
        (Gesture::Cough, Part::Puff(k)) => {
            if let Some(s) = alive(t, 0.12 + 0.25 * k as f32, 0.45) {
                p.pos += Vec2::new(-0.3 * s, 0.12 * s);
                p.scale = Vec2::splat(0.6 + 1.2 * s);
                p.alpha = 1.0 - s;
            }
        }
        // Lips rounded, music notes rise and sway, the head bobs along.
        (Gesture::Whistle, Part::Mouth) => p.scale = Vec2::new(1.0 - 0.65 * e, 1.0 + 0.9 * e),
        (Gesture::Whistle, Part::Head) => p.angle = 0.12 * (TAU * 2.0 * t).sin() * e,
        (Gesture::Whistle, Part::Note(k) | Part::NoteStem(k)) => {
            if let Some(s) = alive(t, 0.1 + 0.35 * k as f32, 0.55) {
                p.pos += Vec2::new(0.2 * s + 0.05 * (TAU * 2.0 * s).sin(), 0.5 * s);
                p.alpha = (1.0 - s) * 2.0;
                p.alpha = p.alpha.min(1.0);
            }
        }
        // A wide open mouth, eyes shut, both arms stretched up.
        (Gesture::Yawn, Part::Mouth) => p.scale = Vec2::new(1.0 + 0.3 * e, 1.0 + 3.5 * e),
        (Gesture::Yawn, Part::Eye(_) | Part::Pupil(_)) => p.scale.y = 1.0 - 0.85 * e,
        (Gesture::Yawn, Part::Hand(k)) => {
            let up = Vec2::new(if k == 0 { -0.42 } else { 0.42 }, 0.5);
            p.pos = lerp(p.pos, up);
        }
        (Gesture::Yawn, Part::Head) => p.pos.y += 0.04 * e,
        (Gesture::Yawn, Part::Body) => p.scale.y = 1.0 + 0.08 * e,
        // Eyes wide and up, the head raised and turning slowly, looking around the ceiling.
        (Gesture::LookUp, Part::Head) => {
            p.pos.y += 0.08 * e;
            p.angle = 0.15 * (TAU * 1.0 * t).sin() * e;
        }
        (Gesture::LookUp, Part::Eye(_)) => p.scale = Vec2::splat(1.0 + 0.3 * e),
        (Gesture::LookUp, Part::Pupil(_)) => {
            p.pos += Vec2::new(0.03 * (TAU * 1.0 * t).sin(), 0.045) * e;
        }
        (Gesture::LookUp, Part::Mouth) => p.scale = Vec2::new(1.0 - 0.4 * e, 1.0 + 0.4 * e),
        // One hand on the table, its fingers drumming in a quick ripple; a bored look.
        (Gesture::DrumFingers, Part::Hand(1)) => p.pos = lerp(p.pos, Vec2::new(0.32, -0.4)),
        (Gesture::DrumFingers, Part::Finger(k)) => {
            let beat = (TAU * 4.0 * t - k as f32 * 0.9).sin().max(0.0);
            p.pos.y += 0.07 * beat * e;
            p.alpha = e;
        }
        (Gesture::DrumFingers, Part::Eye(_) | Part::Pupil(_)) => p.scale.y = 1.0 - 0.5 * e,
        (Gesture::DrumFingers, Part::Mouth) => p.scale = Vec2::new(1.0 + 0.3 * e, 1.0 - 0.5 * e),
        (Gesture::DrumFingers, Part::Head) => p.angle = -0.1 * e,
        _ => {}
    }
    p
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The whole avatar at a few moments of a gesture.
    fn film(gesture: Gesture) -> Vec<Pose> {
        [0.3, 0.5, 0.7]
            .iter()
            .flat_map(|&t| Part::ALL.iter().map(move |&part| pose(part, gesture, t)))
            .collect()
    }

    fn apart(a: &[Pose], b: &[Pose]) -> f32 {
        a.iter()
            .zip(b)
            .map(|(a, b)| {
                a.pos.distance(b.pos)
                    + (a.angle - b.angle).abs()
                    + (a.scale - b.scale).abs().element_sum() * 0.3
                    + (a.alpha - b.alpha).abs() * 0.3
            })
            .sum()
    }

    #[test]
    fn every_gesture_moves_the_avatar_its_own_way_and_ends_at_rest() {
        let at_rest: Vec<Pose> = [0.3, 0.5, 0.7]
            .iter()
            .flat_map(|_| Part::ALL.iter().map(|&part| rest(part)))
            .collect();
        for a in Gesture::ALL {
            assert!(apart(&film(a), &at_rest) > 0.5, "{a:?} is a big movement");
            for part in Part::ALL {
                assert_eq!(pose(part, a, 1.0), rest(part), "{a:?} ends at rest");
                assert_eq!(pose(part, a, 0.0), rest(part), "{a:?} starts at rest");
            }
            for b in Gesture::ALL {
                if a != b {
                    assert!(
                        apart(&film(a), &film(b)) > 0.4,
                        "{a:?} and {b:?} look different"
                    );
                }
            }
        }
    }
}
