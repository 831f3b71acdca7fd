//! Short lines by the seats that tell what a bot just did ("schiebt", "klopft!"), for a few
//! seconds, so a person can follow every move at the table.

use super::TableSet;
use super::cards::TableArea;
use super::layout::seat_place;
use crate::assets::TableFont;
use crate::core::Screen;
use bevy::prelude::*;
use bevy::text::FontSource;
use stammtisch_rules::Seat;

/// Seconds a line stays by its seat.
const SHOWN_SECS: f32 = 2.6;

/// One seat's line.
#[derive(Debug, Clone, PartialEq)]
pub struct SeatLine {
    pub seat: Seat,
    pub text: String,
    pub until_secs: f32,
}

/// The lines shown by the seats now (one per seat, the newest).
#[derive(Resource, Debug, Default, Clone)]
pub struct SeatLines {
    pub lines: Vec<SeatLine>,
}

impl SeatLines {
    pub fn show(&mut self, seat: Seat, text: impl Into<String>, now_secs: f32) {
        self.lines.retain(|l| l.seat != seat);
        self.lines.push(SeatLine {
            seat,
            text: text.into(),
            until_secs: now_secs + SHOWN_SECS,
        });
    }

    /// The line by `seat` now, if any.
    pub fn current(&self, seat: Seat, now_secs: f32) -> Option<&str> {
        self.lines
            .iter()
            .find(|l| l.seat == seat && now_secs < l.until_secs)
            .map(|l| l.text.as_str())
    }
}

/// Where each seat's hand lies, for a game that seats its hands elsewhere than the standard
/// seat places (empty: `layout::seat_place`). Set by the game each frame.
#[derive(Resource, Debug, Default, Clone)]
pub struct SeatSpots(pub Vec<Vec2>);

/// Where each seat's line goes and its letter size, for a game that keeps its lines off its
/// cards itself (each line's centre; empty: by the hand, `SeatSpots`). Set by the game.
#[derive(Resource, Debug, Default, Clone)]
pub struct LineSpots {
    pub at: Vec<Vec2>,
    pub px: Option<f32>,
}

/// What a game's lines must keep off besides cards, plates and words (table units): Ziege's
/// number board, whose rows and tiles are read all game long. Set by the game.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct KeepOffLines(pub Vec<Rect>);

/// The plate entity of a seat's line, and the words it was placed for.
#[derive(Component, Debug)]
pub struct LineText(pub Seat, pub String);

/// The words on a line's plate (a line never avoids itself).
#[derive(Component, Debug)]
struct LineWords;

/// How far a seat's line keeps from a box (table units).
const BOX_ROOM: f32 = 8.0;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<SeatLines>();
    app.init_resource::<SeatSpots>();
    app.init_resource::<LineSpots>();
    app.init_resource::<KeepOffLines>();
    app.add_systems(
        OnExit(Screen::Table),
        |mut lines: ResMut<SeatLines>,
         mut spots: ResMut<SeatSpots>,
         mut line_spots: ResMut<LineSpots>,
         mut keep_off: ResMut<KeepOffLines>| {
            lines.lines.clear();
            spots.0.clear();
            *line_spots = LineSpots::default();
            keep_off.0.clear();
        },
    );
    app.add_systems(
        Update,
        show_lines
            .in_set(TableSet::Present)
            .run_if(in_state(Screen::Table)),
    );
}

/// Where a seat's line is first tried: on its own hand, a little towards the middle (`show_lines`
/// moves it on to the nearest place that covers no card, plate or other words).
pub fn line_pos(
    area: super::layout::TableSize,
    spots: &SeatSpots,
    seat: Seat,
    players: usize,
) -> Vec2 {
    let place = seat_place(area, seat.index(), players);
    let pos = hand_spot(area, spots, seat, players) + place.inward * area.card_height() * 0.15;
    let margin = Vec2::new(
        (area.width * 0.5 - 90.0).max(0.0),
        (area.height * 0.5 - 24.0).max(0.0),
    );
    pos.clamp(-margin, margin)
}

/// Where a seat's hand lies: the game's spot for it, or the seat's place.
fn hand_spot(
    area: super::layout::TableSize,
    spots: &SeatSpots,
    seat: Seat,
    players: usize,
) -> Vec2 {
    spots
        .0
        .get(seat.index())
        .copied()
        .unwrap_or_else(|| seat_place(area, seat.index(), players).anchor)
}

/// The line's letter size for the table's size.
fn line_px(area: super::layout::TableSize) -> f32 {
    (area.card_height() * 0.24).clamp(16.0, 44.0)
}

/// What a line must not cover: the cards where they lie (at rest or landing), the name plates and
/// the table's other words, the menus and boxes, and the lines placed before it.
#[derive(Default)]
struct Taken(Vec<Rect>);

impl Taken {
    /// The area of `rect` that covers something (overlaps of 2 units or less do not count).
    fn covered(&self, rect: Rect) -> f32 {
        self.0
            .iter()
            .map(|t| t.intersect(rect))
            .filter(|i| i.width() > 2.0 && i.height() > 2.0)
            .map(|i| i.width() * i.height())
            .sum()
    }
}

/// Where a seat's line goes: by its hand a little towards the middle (`line_pos`) if that covers
/// nothing, else the nearest free place further in or beside it (steps as long as the line is
/// along that way: a side seat's line moves by its height, not its width, and at most about its
/// width aside), inside the window and nearer its own seat's hand (or the game's place for its
/// line) than any other seat's (`hands`: the seat, and every seat's), so it never seems another
/// seat's; where none is free there, the nearest place further off that lies on nothing a player
/// reads (`under`), if any (a line there lies nearer another seat and names its own, `lay_out`);
/// else the place that covers least, a box, a card face up, a plate or a line (`under`) counting
/// ten times.
#[allow(clippy::too_many_arguments)]
fn place_line(
    area: super::layout::TableSize,
    base: Vec2,
    inward: Vec2,
    size: Vec2,
    hands: (usize, &[Vec2]),
    taken: &Taken,
    under: &Taken,
) -> Vec2 {
    let half = size.x / 2.0;
    let across = Vec2::new(inward.y, -inward.x);
    // The line's extent along a way.
    let extent = |way: Vec2| way.x.abs() * size.x + way.y.abs() * size.y;
    let (step, aside) = (size.y * 0.5, extent(across) * 0.55);
    let (seat, hands) = hands;
    let own = |at: Vec2| {
        let mine = hands.get(seat).map_or(0.0, |h| at.distance(*h));
        hands.iter().all(|h| at.distance(*h) >= mine)
    };
    let mut best = (f32::INFINITY, inside(area, base, half));
    // Within about five lines of the hand: further off, a line would seem to be another seat's.
    // Towards the middle first, then back towards the seat's edge.
    for k in (0..10).chain((1..5).map(|k| -k)) {
        // Half steps aside: a whole step (about half the line's width) jumped over the free
        // felt just beside a plate (a Jammerlappen line then lay on the neighbour's plate).
        for side in (0..=8)
            .flat_map(|h| [h as f32 * 0.5, h as f32 * -0.5])
            .skip(1)
        {
            if side.abs() * aside > size.x * 1.1 {
                continue;
            }
            let at = base + inward * step * k as f32 + across * side * aside;
            let at = inside(area, at, half);
            let limit = area.height * 0.5 - size.y / 2.0 - 4.0;
            // Its first place is its own; another must lie nearer its hand than any other.
            if at.y.abs() > limit || ((k != 0 || side != 0.0) && !own(at)) {
                continue;
            }
            let rect = Rect::from_center_size(at, size);
            let covered = taken.covered(rect) + 10.0 * under.covered(rect);
            if covered == 0.0 {
                return at;
            }
            if covered < best.0 {
                best = (covered, at);
            }
        }
    }
    if under.covered(Rect::from_center_size(best.1, size)) == 0.0 {
        return best.1;
    }
    // Further off, on any seat's side of the table, nearest first: a place that covers nothing
    // at all, else one on nothing a player reads (only backs or felt kept for cards).
    let limit = area.height * 0.5 - size.y / 2.0 - 4.0;
    let mut further: Vec<Vec2> = (-24..=24)
        .flat_map(|y| (-16..=16).map(move |x| Vec2::new(x as f32 * 0.25, y as f32 * 0.5)))
        .map(|grid| inside(area, base + grid * size, half))
        .filter(|at| at.y.abs() <= limit)
        .collect();
    further.sort_by(|a, b| a.distance(base).total_cmp(&b.distance(base)));
    let rect = |at: Vec2| Rect::from_center_size(at, size);
    further
        .iter()
        .find(|&&at| taken.covered(rect(at)) + under.covered(rect(at)) == 0.0)
        .or_else(|| further.iter().find(|&&at| under.covered(rect(at)) == 0.0))
        .copied()
        .unwrap_or(best.1)
}

#[allow(clippy::too_many_arguments, clippy::type_complexity)]
fn show_lines(
    mut commands: Commands,
    time: Res<Time>,
    lines: Res<SeatLines>,
    area: Res<TableArea>,
    spots: Res<SeatSpots>,
    line_spots: Res<LineSpots>,
    seats: Option<Res<super::seats::TableSeats>>,
    font: Option<Res<TableFont>>,
    mut plates: Query<(
        Entity,
        &mut LineText,
        &mut Transform,
        &mut Sprite,
        &Children,
    )>,
    mut texts: Query<&mut Text2d>,
    cards: Query<&super::cards::CardPlace, With<super::cards::TableCard>>,
    words: Query<
        (
            &bevy::text::TextLayoutInfo,
            Option<&bevy::sprite::Anchor>,
            &GlobalTransform,
            &InheritedVisibility,
        ),
        (With<Text2d>, Without<LineWords>),
    >,
    panels: Option<Res<crate::core::UiRects>>,
    named: (
        Query<(&super::seats::SeatPlate, &GlobalTransform)>,
        Option<Res<crate::core::Tr>>,
        Res<KeepOffLines>,
        Query<(&super::layout::KeepClear, &GlobalTransform, &Visibility)>,
    ),
) {
    let (plates_at, tr, keep_off, kept) = named;
    let now = time.elapsed_secs();
    let players = seats.as_ref().map_or(1, |s| s.len().max(1));
    // Where each seat's name plate is: a line that lies nearer another seat's plate names its own
    // seat ("Vroni: tauscht"), so every line is tied to its seat.
    let plate_spots: Vec<(Seat, Vec2)> = plates_at
        .iter()
        .map(|(p, at)| (p.0, at.translation().truncate()))
        .collect();
    let words_at = |seat: Seat, text: &str, at: Vec2| -> Option<String> {
        let mine = plate_spots
            .iter()
            .filter(|(s, _)| *s == seat)
            .map(|(_, p)| p.distance(at))
            .fold(f32::INFINITY, f32::min);
        let nearer = plate_spots
            .iter()
            .any(|(s, p)| *s != seat && p.distance(at) < mine);
        let (seats, tr) = (seats.as_ref()?, tr.as_ref()?);
        nearer.then(|| {
            crate::tr!(
                tr,
                "table-line-named",
                who = seats.name(seat).to_string(),
                what = text.to_string()
            )
        })
    };
    let mut seen: Vec<Seat> = Vec::new();
    let px = line_spots.px.unwrap_or_else(|| line_px(area.0));
    let card = area.0.card_size();
    let mut taken = Taken(
        cards
            .iter()
            .map(|c| super::layout::card_rect(c.pos, c.angle, card * c.scale))
            .collect(),
    );
    let worded: Vec<Rect> = words
        .iter()
        .filter(|w| w.3.get())
        .filter_map(|(layout, anchor, at, _)| super::layout::text_rect(layout, anchor, at))
        .collect();
    taken.0.extend(&worded);
    // The menus' and boxes' places, with a little room around them (a line against a box's
    // edge reads as part of it).
    let boxes = Taken(
        panels
            .iter()
            .flat_map(|p| p.0.iter())
            .map(|r| area.0.rect_from_window(*r).inflate(BOX_ROOM))
            .collect(),
    );
    taken.0.extend(&boxes.0);
    // What a line must never stay on, nor a game's own place for it: the boxes, the cards face
    // up (where they lie or land), the name plates and other words, and the lines placed before.
    let mut under = Taken(boxes.0);
    under.0.extend(
        cards
            .iter()
            .filter(|c| c.face_up)
            .map(|c| super::layout::card_rect(c.pos, c.angle, card * c.scale)),
    );
    under.0.extend(worded);
    under.0.extend(&keep_off.0);
    taken.0.extend(&keep_off.0);
    // What a game keeps clear (an avatar): its own visibility, as a test App propagates none.
    let kept: Vec<Rect> = kept
        .iter()
        .filter(|(_, _, visible)| **visible != Visibility::Hidden)
        .map(|(keep, at, _)| keep.rect(at))
        .collect();
    under.0.extend(&kept);
    taken.0.extend(&kept);
    // Each seat's own place for its line: the game's, or its hand.
    let hands: Vec<Vec2> = (0..players)
        .map(|i| match line_spots.at.get(i) {
            Some(&at) => at,
            None => hand_spot(area.0, &spots, Seat(i as u8), players),
        })
        .collect();
    let place = |seat: Seat, text: &str, taken: &Taken, under: &Taken| {
        let size = plate_size(text, px);
        let inward = super::layout::seat_place(area.0, seat.index(), players).inward;
        let hands = (seat.index(), hands.as_slice());
        // A game that keeps its lines off its cards itself has the last word, unless a box (a
        // round box, the verbs), a card face up (a hand grown long, a card that came), a plate
        // or another seat's line lies on its place: then the nearest free place from there.
        if let Some(&at) = line_spots.at.get(seat.index()) {
            // Wholly inside the window, across and up and down.
            let at = inside(area.0, at, size.x / 2.0);
            let limit = (area.0.height * 0.5 - size.y / 2.0 - 4.0).max(0.0);
            let at = Vec2::new(at.x, at.y.clamp(-limit, limit));
            if under.covered(Rect::from_center_size(at, size)) == 0.0 {
                return at;
            }
            return place_line(area.0, at, inward, size, hands, taken, under);
        }
        let base = line_pos(area.0, &spots, seat, players);
        place_line(area.0, base, inward, size, hands, taken, under)
    };
    // A line's place, the words it shows there and their plate's size: its own words where it
    // lies nearest its own seat's plate, else with its seat's name (placed again for their size).
    let lay_out = |seat: Seat, text: &str, taken: &Taken, under: &Taken| {
        let at = place(seat, text, taken, under);
        let size = plate_size(text, px);
        match words_at(seat, text, at) {
            // Named only where its longer words find as much room: a line on a box or a card
            // face up hides what a player reads (ten seats in a small window).
            Some(named) => {
                let named_at = place(seat, &named, taken, under);
                let named_size = plate_size(&named, px);
                let hides = |at: Vec2, size: Vec2| under.covered(Rect::from_center_size(at, size));
                match hides(named_at, named_size) <= hides(at, size) {
                    true => (named_at, named, named_size),
                    false => (at, text.to_string(), size),
                }
            }
            None => (at, text.to_string(), size),
        }
    };
    // Lines that keep their words keep their place (and are avoided by the new ones), unless a
    // box, a card face up or a line placed before lies on them (a box that changed its corner, a
    // card played).
    let mut moved: Vec<Entity> = Vec::new();
    for (entity, line, transform, sprite, _) in &plates {
        if lines.current(line.0, now) == Some(line.1.as_str()) {
            let size = sprite.custom_size.unwrap_or(Vec2::ZERO);
            let rect = Rect::from_center_size(transform.translation.truncate(), size);
            if under.covered(rect) > 0.0 {
                moved.push(entity);
            } else {
                taken.0.push(rect);
                under.0.push(rect);
            }
        } else if lines.current(line.0, now).is_none() {
            commands.entity(entity).despawn();
        }
    }
    for (entity, mut line, mut transform, mut sprite, children) in &mut plates {
        let Some(current) = lines.current(line.0, now) else {
            continue;
        };
        seen.push(line.0);
        if line.1 == current && !moved.contains(&entity) {
            continue;
        }
        let (at, shown, size) = lay_out(line.0, current, &taken, &under);
        for child in children {
            if let Ok(mut text) = texts.get_mut(*child) {
                text.0 = shown.clone();
            }
        }
        sprite.custom_size = Some(size);
        taken.0.push(Rect::from_center_size(at, size));
        under.0.push(Rect::from_center_size(at, size));
        transform.translation = at.extend(85.0);
        line.1 = current.to_string();
    }
    for line in &lines.lines {
        if seen.contains(&line.seat) || now >= line.until_secs {
            continue;
        }
        let (pos, shown, size) = lay_out(line.seat, &line.text, &taken, &under);
        taken.0.push(Rect::from_center_size(pos, size));
        under.0.push(Rect::from_center_size(pos, size));
        let text = (
            Text2d::new(shown),
            LineWords,
            TextFont {
                font: font
                    .as_deref()
                    .filter(|f| f.0 != Handle::default())
                    .map_or_else(FontSource::default, |f| FontSource::Handle(f.0.clone())),
                font_size: FontSize::Px(px),
                ..default()
            },
            TextColor(Color::srgb(1.0, 0.86, 0.45)),
            Transform::from_xyz(0.0, 0.0, 0.5),
        );
        // On a dark plate, readable on cards and felt alike.
        commands
            .spawn((
                Name::new("Seat line"),
                LineText(line.seat, line.text.clone()),
                DespawnOnExit(Screen::Table),
                Sprite {
                    color: Color::srgba(0.16, 0.09, 0.04, 0.9),
                    custom_size: Some(size),
                    ..default()
                },
                Transform::from_translation(pos.extend(85.0)),
            ))
            .with_child(text);
    }
}

/// A line's centre moved so its plate, `half` wide each way, lies wholly inside the window.
fn inside(area: super::layout::TableSize, pos: Vec2, half: f32) -> Vec2 {
    let limit = (area.width * 0.5 - half - 6.0).max(0.0);
    Vec2::new(pos.x.clamp(-limit, limit), pos.y)
}

/// The plate behind a line: its letters' width (about 0.56 of the size each) and a margin.
pub fn plate_size(text: &str, px: f32) -> Vec2 {
    Vec2::new(text.chars().count() as f32 * px * 0.56 + px, px * 1.5)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::layout::TableSize;

    #[test]
    fn a_line_by_a_seat_at_the_window_edge_stays_wholly_inside() {
        let area = TableSize::from_window(800.0, 600.0);
        let px = line_px(area);
        let half = plate_size("legt das Plättchen", px).x / 2.0;
        // The left seat of four: its hand near the left edge.
        let spots = SeatSpots(vec![Vec2::ZERO, Vec2::new(-370.0, 0.0)]);
        let pos = inside(area, line_pos(area, &spots, Seat(1), 4), half);
        assert!(
            pos.x - half >= -400.0 && pos.x + half <= 400.0,
            "{pos} ± {half}"
        );
        // A line that fits where it is does not move.
        assert_eq!(
            inside(area, Vec2::new(10.0, 5.0), half),
            Vec2::new(10.0, 5.0)
        );
    }
}
