//! Marks on the table beside the cards: name plates, the ring of arrows round the pot that turns in
//! the direction of play, and badges by the pot: what to beat, a big down arrow while play goes
//! downward after a 5, runs towards a quartet and towards four action cards in a row.

use super::JammerlappenShown;
use super::JammerlappenSight;
use super::project::row_slot;
use crate::assets::TableFont;
use crate::core::Screen;
use crate::games::driver::TableSystems;
use crate::table::TableSet;
use crate::table::cards::TableArea;
use crate::table::layout::{TableSize, seat_place};
use crate::table::seats::SeatPlate;
use crate::table::seats::TableSeats;
use crate::ui::felt_under::{FeltUnder, Under};
use bevy::asset::RenderAssetUsages;
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};
use bevy::text::{FontSize, FontSource, TextBackgroundColor};
use stammtisch_rules::Seat;
use stammtisch_rules::games::jammerlappen::{JammerlappenView, Phase};

/// One arrow of the ring round the pot (index 0..ARROWS).
#[derive(Component, Debug)]
struct Arrow(usize);

/// The ring's turn (radians) and a burst of speed when play turns round.
#[derive(Component, Debug, Default)]
pub struct Ring {
    turn: f32,
    burst: f32,
}

impl Ring {
    /// Play turned round: a quick spin the new way.
    pub fn spin(&mut self) {
        self.burst = 1.0;
    }
}

/// What the pot asks for: "mind. 7", "abwärts: höchstens 5", "frei".
#[derive(Component, Debug)]
pub struct RuleBadge;

/// Where a badge `half` each way may sit, best first: by its pile (the rule badge by the stock,
/// the run badge by the swept pile), below it, above it, on its far side, below and above towards
/// the pot, else between the pile and the pot (a full table's side rows reach close to the pile);
/// on the pile's lower half (backs nobody reads) only where all of those lie on a card a player
/// reads ("frei" on the draw pile read as the pile's name). `badges` takes the first where it
/// lies on no card a player reads, no plate and no box.
fn badge_spots(pile: Vec2, half: Vec2, size: TableSize) -> [Vec2; 8] {
    let pile_half = size.card_size() * super::project::PILE / 2.0;
    let below = Vec2::Y * (pile_half.y + half.y + 4.0);
    let outward = Vec2::X * pile.x.signum();
    let beside = outward * (pile_half.x + half.x + 4.0);
    [
        pile - below,
        pile + below,
        pile + beside,
        pile - below - outward * half.x * 0.6,
        pile + below - outward * half.x * 0.6,
        pile - beside,
        pile - Vec2::Y * size.card_size().y * 0.28,
        pile - Vec2::Y * size.card_size().y * 0.28 - outward * half.x * 0.3,
    ]
}

/// Runs at the top of the pot: "3× 7" towards a quartet, action cards towards four in a row.
#[derive(Component, Debug)]
pub struct RunBadge;

/// The big arrow by the pot while play goes downward.
#[derive(Component, Debug)]
struct DownArrow;

/// Images drawn here rather than shipped: the arrow of the ring (pointing right).
#[derive(Resource, Debug, Clone)]
pub struct MarkImages {
    pub arrow: Handle<Image>,
}

const ARROWS: usize = 8;
pub const CREAM: Color = Color::srgb(0.98, 0.94, 0.82);
pub const BRASS: Color = Color::srgb(0.88, 0.72, 0.36);
pub const DOWNWARD: Color = Color::srgb(1.0, 0.45, 0.72);
/// Behind table text, so it reads over cards and felt alike.
const PLATE: Color = Color::srgba(0.12, 0.07, 0.03, 0.72);

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, make_images);
    super::JammerlappenTable::on_start(app, spawn_on_start);
    super::JammerlappenTable::each_frame(app, TableSet::Project, place_lines);
    super::JammerlappenTable::each_frame(
        app,
        TableSet::Present,
        (place_plates, turn_ring, badges, down_arrow, use_table_font),
    );
}

/// Coverage of an arrow pointing right at (u, v) in [-1, 1]²: a shaft and a head.
fn in_arrow(u: f32, v: f32) -> bool {
    let head = (0.05..=0.92).contains(&u) && v.abs() <= 0.62 * (0.92 - u) / 0.87;
    let shaft = (-0.88..=0.1).contains(&u) && v.abs() <= 0.2;
    head || shaft
}

/// A white arrow (tinted by its sprite), smoothed by sampling each pixel 4×4 times.
fn arrow_image() -> Image {
    const N: u32 = 64;
    let mut rgba = Vec::with_capacity((N * N * 4) as usize);
    for y in 0..N {
        for x in 0..N {
            let mut hits = 0;
            for sy in 0..4 {
                for sx in 0..4 {
                    let u = (x as f32 + (sx as f32 + 0.5) / 4.0) / N as f32 * 2.0 - 1.0;
                    let v = (y as f32 + (sy as f32 + 0.5) / 4.0) / N as f32 * 2.0 - 1.0;
                    hits += in_arrow(u, v) as u32;
                }
            }
            rgba.extend_from_slice(&[255, 255, 255, (hits * 255 / 16) as u8]);
        }
    }
    raw_image(N, rgba)
}

/// An sRGB image from raw pixels.
pub fn raw_image(size: u32, rgba: Vec<u8>) -> Image {
    Image::new(
        Extent3d {
            width: size,
            height: size,
            depth_or_array_layers: 1,
        },
        TextureDimension::D2,
        rgba,
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::RENDER_WORLD,
    )
}

fn make_images(mut commands: Commands, mut images: ResMut<Assets<Image>>) {
    commands.insert_resource(MarkImages {
        arrow: images.add(arrow_image()),
    });
}

pub fn text(value: impl Into<String>, px: f32, colour: Color) -> (Text2d, TextFont, TextColor) {
    (
        Text2d::new(value),
        TextFont {
            font_size: FontSize::Px(px),
            ..default()
        },
        TextColor(colour),
    )
}

/// A new round: the seats' plates and marks.
fn spawn_on_start(
    mut commands: Commands,
    table: Res<JammerlappenShown>,
    area: Res<crate::table::cards::TableArea>,
    images: Res<MarkImages>,
) {
    spawn(&mut commands, &table, area.0, &images);
}

fn spawn(commands: &mut Commands, table: &JammerlappenShown, size: TableSize, images: &MarkImages) {
    for seat in Seat::all(table.seats.len()) {
        commands.spawn((
            crate::table::seats::name_plate(seat),
            text(table.name(seat), 20.0, CREAM),
            bevy::text::TextLayout::justify(bevy::text::Justify::Center),
            TextBackgroundColor(PLATE),
        ));
    }
    commands
        .spawn((
            Name::new("Direction ring"),
            Ring::default(),
            DespawnOnExit(Screen::Table),
            Transform::default(),
            Visibility::default(),
        ))
        .with_children(|ring| {
            for i in 0..ARROWS {
                ring.spawn((
                    Arrow(i),
                    Sprite {
                        image: images.arrow.clone(),
                        color: BRASS.with_alpha(0.6),
                        custom_size: Some(Vec2::splat(size.card_height() * 0.22)),
                        ..default()
                    },
                    Transform::from_xyz(0.0, 0.0, 1.0),
                ));
            }
        });
    let card = size.card_size();
    commands.spawn((
        Name::new("Downward arrow"),
        DownArrow,
        DespawnOnExit(Screen::Table),
        Sprite {
            image: images.arrow.clone(),
            color: DOWNWARD,
            custom_size: Some(Vec2::splat(card.y * 0.5)),
            ..default()
        },
        Transform::from_xyz(card.x * 1.05, 0.0, 44.0)
            .with_rotation(Quat::from_rotation_z(-std::f32::consts::FRAC_PI_2)),
        Visibility::Hidden,
    ));
    commands.spawn((
        Name::new("Rule badge"),
        RuleBadge,
        DespawnOnExit(Screen::Table),
        text("", 26.0, CREAM),
        TextBackgroundColor(PLATE),
        Transform::from_translation(super::project::draw_place(size).extend(45.0)),
    ));
    commands.spawn((
        Name::new("Run badge"),
        RunBadge,
        DespawnOnExit(Screen::Table),
        text("", 22.0, BRASS),
        TextBackgroundColor(PLATE),
        Transform::from_translation(super::project::out_place(size).extend(45.0)),
    ));
}

/// Where a seat's name plate `half` each way may sit, best first: beside the bottom seat's `hand`
/// (right, else left), right of its rows (else lower, beside its hand, left of its rows, or lower left of its hand); behind the top seat's hand; above a slanted top seat's
/// hand and rows, else behind its hand; below a side seat's rows or hand, else beside its rows
/// towards the middle, else above them. `place_plates` takes the first that lies on no card, box or earlier seat's plate, inside the
/// window.
fn plate_spots(size: TableSize, seat: Seat, players: usize, half: Vec2, hand: Rect) -> Vec<Vec2> {
    let place = seat_place(size, seat.index(), players);
    let card = size.card_size();
    let rows: Vec<Vec2> = (0..3)
        .map(|k| row_slot(size, place, k, true, players))
        .collect();
    let highest = rows.iter().map(|r| r.y).fold(f32::NEG_INFINITY, f32::max);
    let lowest = rows.iter().map(|r| r.y).fold(f32::INFINITY, f32::min);
    let middle = (rows[0] + rows[2]) / 2.0;
    if place.inward.y > 0.7 {
        // Right of the rows, above where the verbs panel sits, in the gap before the right
        // seat's rows (two lines, so it is narrow); where a full table's right seat lies there,
        // lower, beside the hand, or left of the rows.
        let right = row_slot(size, place, 2, false, players);
        let left = row_slot(size, place, 0, false, players);
        // First beside the hand itself, right of it, else left of it: the person's own plate
        // lay right of the rows, away from their hand.
        let by_hand = hand.center().y.max(-size.height * 0.5 + half.y + 4.0);
        vec![
            Vec2::new(hand.max.x + half.x + 10.0, by_hand),
            Vec2::new(hand.min.x - half.x - 10.0, by_hand),
            right + Vec2::new(card.x * 1.9, card.y * 0.1),
            right + Vec2::new(card.x * 1.9, -card.y * 0.9),
            left + Vec2::new(-card.x * 1.9, card.y * 0.1),
            left + Vec2::new(-card.x * 1.9, -card.y * 0.9),
        ]
    } else if place.inward.y < -0.9 {
        // The top seat: beyond the hand.
        vec![place.anchor - place.inward * card.y * 0.85]
    } else if place.inward.y < -0.3 {
        // A slanted top seat: above its hand (towards the rim), above its rows, else beyond the
        // hand further out on the slant.
        vec![
            Vec2::new(place.anchor.x, place.anchor.y + card.y * 0.8),
            Vec2::new(middle.x, highest + card.y * 0.6),
            place.anchor - place.inward * card.y * 1.25,
        ]
    } else {
        // A side seat: below its rows, below its hand, beside its lowest row towards the
        // middle, else above its rows.
        let towards = place.inward.x.signum() * (card.y * 0.45 + half.x + 4.0);
        vec![
            Vec2::new(middle.x, lowest - card.y * 0.6),
            Vec2::new(place.anchor.x, place.anchor.y - card.y * 0.8),
            Vec2::new(middle.x + towards, lowest),
            Vec2::new(middle.x, highest + card.y * 0.75),
        ]
    }
}

/// Half the size of a plate's words `label` in letters of `fs` pixels (about, before they are
/// laid out).
fn plate_half(label: &str, fs: f32) -> Vec2 {
    let rows = label.lines().count().max(1) as f32;
    let widest = label.lines().map(|l| l.chars().count()).max().unwrap_or(0) as f32;
    Vec2::new(widest * fs * 0.28 + 4.0, rows * fs * 0.62 + 2.0)
}

/// Where each seat's line goes ("tauscht", "nimmt den Topf"): by its name plate, where the rows
/// and hands leave felt free: beside a top seat's (towards the middle); above the bottom seat's
/// plate, on a side seat's away from its rows (below a plate below them), else beside it towards
/// the middle, where that lies on no card, plate or box; so a line is read as that seat's and
/// never lies on a row.
fn place_lines(
    time: Res<Time>,
    sight: Res<JammerlappenSight>,
    area: Res<TableArea>,
    lines: Res<crate::table::announce::SeatLines>,
    plates: Query<(&SeatPlate, &Text2d, &TextFont, &Transform)>,
    mut spots: ResMut<crate::table::announce::LineSpots>,
    felt: FeltUnder,
) {
    let size = area.0;
    let players = sight.public.players;
    let px = (size.card_height() * 0.2).clamp(14.0, 34.0);
    let mut at = vec![Vec2::ZERO; players];
    for (plate, label, font, placed) in &plates {
        let Some(spot) = at.get_mut(plate.0.index()) else {
            continue;
        };
        let FontSize::Px(fs) = font.font_size else {
            continue;
        };
        let half = plate_half(&label.0, fs);
        let words = lines
            .current(plate.0, time.elapsed_secs())
            .unwrap_or("mmmmmmmm");
        let line = crate::table::announce::plate_size(words, px);
        // Where the plate stands (`place_plates` chose it).
        let pos = placed.translation.truncate();
        let place = seat_place(size, plate.0.index(), players);
        let rows = row_slot(size, place, 1, false, players);
        *spot = if place.inward.y < -0.3 {
            // Towards the middle; the middle seat's to its left.
            let towards = if pos.x < -1.0 { 1.0 } else { -1.0 };
            pos + Vec2::X * towards * (half.x + 8.0 + line.x / 2.0)
        } else {
            // Away from its rows (above the bottom seat's plate), else beside the plate towards
            // the middle, else the other way: the first on no card, plate or box.
            let away = if place.inward.y <= 0.7 && pos.y < rows.y {
                -1.0
            } else {
                1.0
            };
            let towards = -pos.x.signum();
            felt.first_open(
                |line| {
                    [
                        pos + Vec2::Y * away * (half.y + 4.0 + line.y),
                        pos + Vec2::X * towards * (half.x + 8.0 + line.x),
                        pos - Vec2::Y * away * (half.y + 4.0 + line.y),
                    ]
                },
                line / 2.0,
                Under::Readable,
            )
            .0
        };
    }
    if spots.at != at || spots.px != Some(px) {
        spots.at = at;
        spots.px = Some(px);
    }
}

fn place_plates(
    tr: Res<crate::core::Tr>,
    time: Res<Time>,
    sight: Res<JammerlappenSight>,
    seats: Res<TableSeats>,
    privacy: Res<crate::table::privacy::Privacy>,
    area: Res<TableArea>,
    mut plates: Query<(
        &SeatPlate,
        &mut Transform,
        &mut Text2d,
        &mut TextColor,
        &mut TextFont,
    )>,
    felt: FeltUnder,
) {
    let size = area.0;
    let public = &sight.public;
    let players = public.players;
    let pulse = 0.5 + 0.5 * (time.elapsed_secs() * 4.0).sin();
    // In seat order, each plate keeping off where the plates before it go this frame (the felt
    // knows only where they stood last frame: a later seat's plate took the spot an earlier one
    // was just moving to, lay on it, and the two kept jumping).
    let mut placed: Vec<Rect> = Vec::new();
    let mut in_order: Vec<_> = plates.iter_mut().collect();
    in_order.sort_by_key(|p| p.0.0);
    for (plate, mut transform, mut text, mut colour, mut font) in in_order {
        let seat = plate.0;
        // A full table has little room: the short plate leaves out the level and the word.
        let short = players >= 5;
        let mut label = crate::core::words::plate_name(
            &tr,
            seats.name(seat),
            seats.bot_level(seat).filter(|_| !short),
            seats.round_trip(seat),
        );
        let count = cards_of(public, seat);
        match (
            public.places[seat.index()],
            super::jammerlappen_of(public.phase),
        ) {
            (Some(place), _) => label += &crate::tr!(tr, "jammer-label-out", place = place),
            (None, Some(j)) if j == seat => label += &crate::tr!(tr, "jammer-label-jammerlappen"),
            _ if short => label += &crate::tr!(tr, "jammer-label-cards-short", count = count),
            _ => label += &crate::tr!(tr, "jammer-label-cards", count = count),
        }
        // The bottom seat's plate sits in the gap between its rows and the right seat's: its
        // count goes on a second line, so the plate stays narrow.
        if seat_place(size, seat.index(), players).inward.y > 0.7
            && let Some((name, rest)) = label.rsplit_once(" · ")
        {
            label = format!("{name}\n{rest}");
        }
        if text.0 != label {
            text.0 = label;
        }
        let fs = (size.card_height() * 0.16).clamp(12.0, 24.0);
        // The first of its places where it lies on no card (where the cards lie or land) nor
        // box, in smaller letters where none is.
        let half = plate_half(&text.0, fs);
        let free = |at: &Vec2| {
            let rect = Rect::from_center_half_size(size.keep_inside(*at, half), half);
            !placed.iter().any(|p| {
                let i = p.intersect(rect);
                i.width() > 2.0 && i.height() > 2.0
            })
        };
        let own = super::project::drawn_big(&sight, &seats, &privacy, size, seat);
        let hand =
            super::project::hand_rect(size, seat, players, public.hand_sizes[seat.index()], own);
        let spots = plate_spots(size, seat, players, half, hand);
        let open: Vec<Vec2> = spots.iter().copied().filter(free).collect();
        let spots = if open.is_empty() { spots } else { open };
        let (at, scale) = felt.first_open(
            // Its places for its full size, also for smaller letters: no nearer its cards.
            |_| spots.clone(),
            half,
            Under::PlateOf(seat),
        );
        placed.push(Rect::from_center_half_size(at, half * scale));
        font.font_size = FontSize::Px(fs * scale);
        transform.translation = at.extend(40.0);
        colour.0 = if public.places[seat.index()].is_some() {
            CREAM.with_alpha(0.45)
        } else if seats.on_turn.contains(&seat) {
            Color::srgb(1.0, 0.85 + 0.15 * pulse, 0.35 + 0.4 * pulse)
        } else {
            CREAM
        };
    }
}

/// How many cards `seat` still has: hand, face-up and face-down (public).
fn cards_of(public: &JammerlappenView, seat: Seat) -> usize {
    let s = seat.index();
    public.hand_sizes[s]
        + public.face_up[s].iter().flatten().count()
        + public.face_down[s].iter().filter(|&&full| full).count()
}

/// The ring of arrows turns slowly in the direction of play (clockwise on screen is clockwise in
/// the rules); after a Richtungswechsel! it spins the other way with a burst.
fn turn_ring(
    time: Res<Time>,
    sight: Res<JammerlappenSight>,
    area: Res<TableArea>,
    mut ring: Query<&mut Ring>,
    mut arrows: Query<(&Arrow, &mut Transform, &mut Sprite)>,
) {
    let Ok(mut ring) = ring.single_mut() else {
        return;
    };
    let public = &sight.public;
    let dir = if public.clockwise { -1.0 } else { 1.0 };
    let dt = time.delta_secs();
    ring.burst = (ring.burst - dt * 2.5).max(0.0);
    ring.turn += dir * dt * (0.25 + ring.burst * 6.0);
    let card = area.0.card_size();
    let radii = Vec2::new(card.x * 1.25, card.y * 0.78);
    let colour = if public.downward { DOWNWARD } else { BRASS };
    let over = matches!(public.phase, Phase::Over { .. });
    let length = card.y * 0.22;
    for (arrow, mut transform, mut sprite) in &mut arrows {
        let theta = ring.turn + std::f32::consts::TAU * arrow.0 as f32 / ARROWS as f32;
        let pos = Vec2::new(theta.cos(), theta.sin()) * radii;
        // The arrow points along the ring in the direction of travel.
        let heading = theta + dir * std::f32::consts::FRAC_PI_2;
        transform.translation = pos.extend(1.0);
        transform.rotation = Quat::from_rotation_z(heading);
        let alpha = if over { 0.0 } else { 0.55 + ring.burst * 0.45 };
        sprite.color = colour.with_alpha(alpha.min(1.0));
        sprite.custom_size = Some(Vec2::splat(length * (1.0 + ring.burst * 0.4)));
    }
}

fn badges(
    tr: Res<crate::core::Tr>,
    sight: Res<JammerlappenSight>,
    area: Res<TableArea>,
    felt: FeltUnder,
    mut rule: Query<
        (&mut Text2d, &mut TextColor, &mut Transform, &mut TextFont),
        (With<RuleBadge>, Without<RunBadge>),
    >,
    mut run: Query<
        (&mut Text2d, &mut Transform, &mut TextFont),
        (With<RunBadge>, Without<RuleBadge>),
    >,
) {
    let public = &sight.public;
    let playing = matches!(public.phase, Phase::Play { .. });
    if let Ok((mut text, mut colour, mut transform, mut font)) = rule.single_mut() {
        let label = match (playing, public.reference, public.downward) {
            (false, ..) => String::new(),
            (true, Some(r), true) => crate::tr!(tr, "jammer-badge-down", rank = r.to_string()),
            (true, Some(r), false) => crate::tr!(tr, "jammer-badge-up", rank = r.to_string()),
            (true, None, _) => crate::tr!(tr, "jammer-badge-free"),
        };
        if text.0 != label {
            text.0 = label;
        }
        colour.0 = if public.downward { DOWNWARD } else { CREAM };
        // Its letters grow with the cards.
        let fs = (area.0.card_height() * 0.22).clamp(14.0, 26.0);
        let (at, px) = badge_place(&felt, &text.0, fs, super::project::draw_place(area.0));
        transform.translation = at.extend(45.0);
        font.font_size = FontSize::Px(px);
    }
    if let Ok((mut text, mut transform, mut font)) = run.single_mut() {
        let (value, count) = public.run;
        let actions = public.action_run;
        let label = if !playing {
            String::new()
        } else if actions > 0 {
            crate::tr!(tr, "jammer-run-actions", count = actions)
        } else if count >= 2 {
            crate::tr!(
                tr,
                "jammer-run-same",
                count = count,
                value = value.to_string(),
                left = public.group - count
            )
        } else {
            String::new()
        };
        if text.0 != label {
            text.0 = label;
        }
        let fs = (area.0.card_height() * 0.2).clamp(13.0, 22.0);
        let (at, px) = badge_place(&felt, &text.0, fs, super::project::out_place(area.0));
        transform.translation = at.extend(45.0);
        font.font_size = FontSize::Px(px);
    }
}

/// The big arrow by the pot shows while play goes downward (apart from `badges`, whose look at
/// the felt reads what is shown).
fn down_arrow(
    sight: Res<JammerlappenSight>,
    area: Res<TableArea>,
    mut down: Query<(&mut Transform, &mut Visibility), With<DownArrow>>,
) {
    let public = &sight.public;
    let playing = matches!(public.phase, Phase::Play { .. });
    if let Ok((mut transform, mut visibility)) = down.single_mut() {
        let shown = if playing && public.downward {
            Visibility::Inherited
        } else {
            Visibility::Hidden
        };
        visibility.set_if_neq(shown);
        let card = area.0.card_size();
        transform.translation = Vec3::new(card.x * 1.05, 0.0, 44.0);
    }
}

/// Where a badge of `label` in letters of `fs` pixels goes by `pile`, and its letters' size: the
/// first of its spots on no card a player reads, plate or box, in smaller letters where none is.
fn badge_place(felt: &FeltUnder, label: &str, fs: f32, pile: Vec2) -> (Vec2, f32) {
    if label.is_empty() {
        return (pile, fs);
    }
    let half = plate_half(label, fs);
    let size = felt.size();
    // Its spots for its full size, also for smaller letters: no nearer the cards.
    let (at, scale) = felt.first_open(|_| badge_spots(pile, half, size), half, Under::Readable);
    (at, fs * scale)
}

/// Table text in the bundled font (umlauts, arrows), once it is loaded.
fn use_table_font(font: Option<Res<TableFont>>, mut fonts: Query<&mut TextFont, With<Text2d>>) {
    let Some(font) = font.filter(|f| f.0 != Handle::default()) else {
        return;
    };
    let wanted = FontSource::Handle(font.0.clone());
    for mut text_font in &mut fonts {
        if text_font.font != wanted {
            text_font.font = wanted.clone();
        }
    }
}
