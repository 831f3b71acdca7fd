//! The number board on the felt: fourteen rows from "0" to "61+" (rows of five fields between),
//! the guessing tiles against its left and right sides, and the wooden goats walking on it.
//! The places at its sides are `Clickable`, so a mouse or a gamepad cursor can lay a tile there.

use super::ZiegeShown;
use super::{ZiegeSight, ink_on, seat_colour};
use crate::assets::TableFont;
use crate::core::{Screen, Spot};
use crate::table::TableSet;
use crate::table::cards::TableArea;
use crate::table::hit::Clickable;
use crate::table::layout::TableSize;
use crate::table::seats::TableSeats;
use bevy::prelude::*;
use stammtisch_rules::Seat;
use stammtisch_rules::games::ziege::{
    BOARD_ROWS, Phase, Placement, Side, ZiegeView, legal_placements, row_label,
};

/// Where the board lies and how big its parts are, for a table size.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct BoardGeom {
    pub centre: Vec2,
    pub row_h: f32,
    pub field_w: f32,
    pub label_w: f32,
    pub tile_w: f32,
}

impl BoardGeom {
    pub fn of(size: TableSize) -> Self {
        let row_h = (size.height * 0.034).clamp(12.0, 46.0);
        let mut geom = BoardGeom {
            centre: Vec2::new(-size.width * 0.19, -size.height * 0.01),
            row_h,
            field_w: row_h * 1.2,
            label_w: row_h * 2.5,
            tile_w: row_h * 1.6,
        };
        // Clear of a hand at the left rim, which reaches in by most of a card: in a narrow
        // window the board moves right rather than under its fan.
        let hand_reach = -size.oval().x * 0.86 + size.card_height() * 0.62;
        let left = geom.centre.x - geom.outline().1.x / 2.0;
        geom.centre.x += (hand_reach + row_h * 0.5 - left).max(0.0);
        geom
    }
    fn inner_w(self) -> f32 {
        self.label_w + 5.0 * self.field_w
    }
    fn inner_left(self) -> f32 {
        self.centre.x - self.inner_w() / 2.0
    }
    pub fn row_y(self, row: u8) -> f32 {
        self.centre.y + (row as f32 - (BOARD_ROWS as f32 - 1.0) / 2.0) * self.row_h
    }
    fn label_x(self) -> f32 {
        self.inner_left() + self.label_w / 2.0
    }
    /// The fields' block of a row: its centre x and width.
    fn fields(self) -> (f32, f32) {
        let w = 5.0 * self.field_w;
        (self.inner_left() + self.label_w + w / 2.0, w)
    }
    /// The centre of the field a goat at `position` stands on.
    pub fn field(self, position: u32) -> Vec2 {
        let (x, _) = self.fields();
        match position {
            0 => Vec2::new(x, self.row_y(0)),
            1..=60 => {
                let row = ((position - 1) / 5 + 1) as u8;
                let k = (position - 1) % 5;
                let left = self.inner_left() + self.label_w;
                Vec2::new(left + (k as f32 + 0.5) * self.field_w, self.row_y(row))
            }
            _ => Vec2::new(x, self.row_y(BOARD_ROWS - 1)),
        }
    }
    /// Where a goat of `seat` (of `players`) stands on `position`: goats on one field stand side
    /// by side; on the long fields "0" and "61+" each has its own spot.
    pub fn goat_spot(self, position: u32, seat: Seat, players: usize) -> Vec2 {
        let centre = self.field(position);
        let i = seat.index() as f32 - (players as f32 - 1.0) / 2.0;
        if position == 0 || position > 60 {
            centre + Vec2::new(i * self.fields().1 / players as f32, 0.0)
        } else {
            centre + Vec2::new(i * self.field_w * 0.12, (seat.index() % 2) as f32 * 2.0)
        }
    }
    /// The x of a tile's column on a side.
    pub fn side_x(self, side: Side) -> f32 {
        let gap = self.row_h * 0.15;
        match side {
            Side::Left => self.inner_left() - gap - self.tile_w / 2.0,
            Side::Right => self.inner_left() + self.inner_w() + gap + self.tile_w / 2.0,
        }
    }
    /// A tile's rectangle: centre and size.
    pub fn tile_rect(self, tile: Placement) -> (Vec2, Vec2) {
        let lo = self.row_y(tile.first_row) - self.row_h / 2.0;
        let hi = self.row_y(tile.last_row()) + self.row_h / 2.0;
        let inset = self.row_h * 0.08;
        (
            Vec2::new(self.side_x(tile.side), (lo + hi) / 2.0),
            Vec2::new(self.tile_w, hi - lo - 2.0 * inset),
        )
    }
    /// The whole board's rectangle (with both tile columns).
    pub fn outline(self) -> (Vec2, Vec2) {
        let w = self.inner_w() + 2.0 * (self.tile_w + self.row_h * 0.3);
        let h = BOARD_ROWS as f32 * self.row_h + self.row_h * 0.5;
        (self.centre, Vec2::new(w, h))
    }
}

/// A place beside a row where a tile can be laid (picked by mouse or cursor).
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct BoardSlot {
    pub side: Side,
    pub row: u8,
}

impl BoardSlot {
    /// Its spot number: picks on it carry this.
    pub fn spot(self) -> Spot {
        let side = match self.side {
            Side::Left => 0,
            Side::Right => 1,
        };
        Spot(1000 + side * 100 + self.row as u32)
    }

    /// The slot a pick's spot names, if it names one.
    pub fn of_spot(spot: Spot) -> Option<BoardSlot> {
        let n = spot.0.checked_sub(1000)?;
        let side = match n / 100 {
            0 => Side::Left,
            1 => Side::Right,
            _ => return None,
        };
        let row = (n % 100) as u8;
        (row < BOARD_ROWS).then_some(BoardSlot { side, row })
    }
}

/// A static part of the board, rebuilt when the window changes size.
#[derive(Component)]
struct BoardPiece;

/// A seat's guessing tile and its points.
#[derive(Component)]
struct TileToken(Seat);
#[derive(Component)]
struct TileText(Seat);

/// A seat's wooden goat.
#[derive(Component)]
pub struct GoatToken(pub Seat);

/// The goat picture (white with a dark outline, tinted per seat).
#[derive(Resource, Clone)]
pub struct GoatImage(pub Handle<Image>);

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, make_goat_image);
    app.add_systems(
        Update,
        (
            build_board,
            (place_slots, place_tiles, place_goats).after(build_board),
        )
            .in_set(TableSet::Present)
            .run_if(
                resource_exists::<ZiegeShown>
                    .and_then(resource_exists::<ZiegeSight>)
                    .and_then(resource_exists::<TableSeats>),
            ),
    );
}

/// A standing goat seen from the side, facing right.
const GOAT_SVG: &str = r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<g fill="#ffffff" stroke="#231a12" stroke-width="2.6" stroke-linejoin="round">
<path d="M14 44 l-2 14 h5 l2-12 M22 45 l0 13 h5 l0-13 M38 45 l0 13 h5 l0-13 M46 44 l2 14 h5 l-1-15"/>
<path d="M10 28 C10 22 16 20 24 21 L40 21 C44 21 46 18 47 14 L50 9 C52 7 56 8 58 11 L61 18 C62 21 60 23 57 23 L53 23 C52 28 51 36 48 42 C44 46 20 47 14 44 C10 41 9 34 10 28 Z"/>
<path d="M8 27 C5 25 4 21 6 19" fill="none"/>
<path d="M52 22 C52 27 53 30 51 33" fill="none"/>
</g>
<path d="M49 10 C47 4 42 2 38 4" fill="none" stroke="#231a12" stroke-width="3" stroke-linecap="round"/>
<circle cx="54" cy="14" r="1.8" fill="#231a12"/>
</svg>"##;

fn make_goat_image(mut commands: Commands, mut images: ResMut<Assets<Image>>) {
    let font =
        std::fs::read(crate::assets::root().join(crate::assets::FONT_BOLD)).unwrap_or_default();
    match crate::assets::rasterize(GOAT_SVG.as_bytes(), 96, 96, &font) {
        Ok(raster) => {
            let image = crate::assets::image(raster);
            commands.insert_resource(GoatImage(images.add(image)));
        }
        Err(problem) => {
            warn!("goat picture: {problem}; goats are drawn as discs");
            commands.insert_resource(GoatImage(Handle::default()));
        }
    }
}

/// Sets a text's size and the table's font (once loaded; headless Apps have none).
pub(super) fn set_font(text_font: &mut TextFont, font: &Option<Res<TableFont>>, px: f32) {
    text_font.font_size = bevy::text::FontSize::Px(px);
    if let Some(font) = font.as_ref().filter(|f| f.0 != Handle::default()) {
        let wanted = bevy::text::FontSource::Handle(font.0.clone());
        if text_font.font != wanted {
            text_font.font = wanted;
        }
    }
}

fn text_font(font: &Option<Res<TableFont>>, px: f32) -> TextFont {
    let mut text_font = TextFont::default();
    set_font(&mut text_font, font, px);
    text_font
}

fn sprite(colour: Color, size: Vec2) -> Sprite {
    Sprite {
        color: colour,
        custom_size: Some(size),
        ..default()
    }
}

/// Spawns the board for the current table size (again after a resize), with its tiles and goats.
#[allow(clippy::too_many_arguments)]
fn build_board(
    mut commands: Commands,
    area: Res<TableArea>,
    table: Res<ZiegeShown>,
    sight: Res<ZiegeSight>,
    font: Option<Res<TableFont>>,
    goat: Option<Res<GoatImage>>,
    pieces: Query<Entity, With<BoardPiece>>,
    mut built: Local<Option<(BoardGeom, u64)>>,
) {
    let g = BoardGeom::of(area.0);
    let key = table.look;
    if *built == Some((g, key)) && !pieces.is_empty() {
        return;
    }
    *built = Some((g, key));
    for piece in &pieces {
        commands.entity(piece).despawn();
    }
    let spawn = |commands: &mut Commands, bundle: (Sprite, Transform)| {
        commands.spawn((
            Name::new("Board"),
            BoardPiece,
            DespawnOnExit(Screen::Table),
            bundle.0,
            bundle.1,
        ));
    };
    let (centre, size) = g.outline();
    // The wooden board with a dark rim, kept clear of boxes and plates: its rows are read all
    // game long ("61+" and "56–60" while a tile is laid).
    commands.spawn((
        Name::new("Board"),
        BoardPiece,
        DespawnOnExit(Screen::Table),
        sprite(Color::srgb(0.25, 0.15, 0.07), size + Vec2::splat(8.0)),
        Transform::from_translation(centre.extend(0.5)),
        crate::ui::felt_under::KeepClear {
            centre: Vec2::ZERO,
            half: size / 2.0 + Vec2::splat(4.0),
        },
    ));
    spawn(
        &mut commands,
        (
            sprite(Color::srgb(0.78, 0.62, 0.40), size),
            Transform::from_translation(centre.extend(0.6)),
        ),
    );
    let (fields_x, fields_w) = g.fields();
    for row in 0..BOARD_ROWS {
        let y = g.row_y(row);
        let shade = if row % 2 == 0 { 0.95 } else { 0.88 };
        let paper = Color::srgb(shade, shade * 0.95, shade * 0.84);
        // The row's label cell and its fields.
        spawn(
            &mut commands,
            (
                sprite(
                    Color::srgb(0.33, 0.22, 0.12),
                    Vec2::new(g.label_w - 2.0, g.row_h - 2.0),
                ),
                Transform::from_xyz(g.label_x(), y, 0.7),
            ),
        );
        if row == 0 || row == BOARD_ROWS - 1 {
            spawn(
                &mut commands,
                (
                    sprite(paper, Vec2::new(fields_w - 2.0, g.row_h - 2.0)),
                    Transform::from_xyz(fields_x, y, 0.7),
                ),
            );
        } else {
            for k in 0..5u32 {
                let field = g.field((row as u32 - 1) * 5 + k + 1);
                let tint = if k % 2 == 0 { 1.0 } else { 0.94 };
                spawn(
                    &mut commands,
                    (
                        sprite(
                            Color::srgb(shade * tint, shade * 0.95 * tint, shade * 0.84 * tint),
                            Vec2::new(g.field_w - 2.0, g.row_h - 2.0),
                        ),
                        Transform::from_translation(field.extend(0.7)),
                    ),
                );
            }
        }
        // The tile columns: a groove on each side.
        for side in [Side::Left, Side::Right] {
            spawn(
                &mut commands,
                (
                    sprite(
                        Color::srgba(0.2, 0.12, 0.05, 0.35),
                        Vec2::new(g.tile_w, g.row_h - 2.0),
                    ),
                    Transform::from_xyz(g.side_x(side), y, 0.65),
                ),
            );
        }
        commands.spawn((
            Name::new("Row label"),
            BoardPiece,
            DespawnOnExit(Screen::Table),
            Text2d::new(row_label(row)),
            text_font(&font, g.row_h * 0.62),
            TextColor(Color::srgb(0.99, 0.93, 0.78)),
            Transform::from_xyz(g.label_x(), y, 0.9),
        ));
        // Small field numbers on the rows of five, so a goat's field can be read off.
        if row > 0 && row < BOARD_ROWS - 1 {
            for k in 0..5u32 {
                let n = (row as u32 - 1) * 5 + k + 1;
                commands.spawn((
                    Name::new("Field number"),
                    BoardPiece,
                    DespawnOnExit(Screen::Table),
                    Text2d::new(n.to_string()),
                    text_font(&font, g.row_h * 0.42),
                    TextColor(Color::srgba(0.35, 0.24, 0.12, 0.75)),
                    Transform::from_translation(g.field(n).extend(0.8)),
                ));
            }
        }
    }
    // Tiles and goats, one per seat (placed every frame).
    for seat in Seat::all(sight.public.players) {
        commands.spawn((
            Name::new("Guessing tile"),
            BoardPiece,
            TileToken(seat),
            DespawnOnExit(Screen::Table),
            sprite(seat_colour(seat), Vec2::ONE),
            Transform::from_xyz(0.0, 0.0, 3.0),
            Visibility::Hidden,
        ));
        commands.spawn((
            Name::new("Tile points"),
            BoardPiece,
            TileText(seat),
            DespawnOnExit(Screen::Table),
            Text2d::new(""),
            text_font(&font, g.row_h * 1.0),
            TextColor(ink_on(seat)),
            Transform::from_xyz(0.0, 0.0, 3.5),
            Visibility::Hidden,
        ));
        let image = goat.as_ref().map(|g| g.0.clone()).unwrap_or_default();
        commands.spawn((
            Name::new("Goat"),
            BoardPiece,
            GoatToken(seat),
            DespawnOnExit(Screen::Table),
            Sprite {
                image,
                color: seat_colour(seat),
                custom_size: Some(Vec2::splat(g.row_h * 1.25)),
                ..default()
            },
            Transform::from_xyz(0.0, 0.0, 8.0 + seat.index() as f32 * 0.1),
        ));
    }
    for side in [Side::Left, Side::Right] {
        for row in 0..BOARD_ROWS {
            commands.spawn((
                Name::new("Tile place"),
                BoardPiece,
                BoardSlot { side, row },
                BoardSlot { side, row }.spot(),
                DespawnOnExit(Screen::Table),
                sprite(Color::NONE, Vec2::new(g.tile_w, g.row_h)),
                Transform::from_xyz(g.side_x(side), g.row_y(row), 2.0),
            ));
        }
    }
}

/// The person at this screen who is laying a tile now, if any (`public`: the public view); a
/// person in another home lays theirs on their own screen.
pub fn human_predicting(public: &ZiegeView, seats: &TableSeats) -> Option<Seat> {
    match public.phase {
        Phase::Predict { to_move } if seats.is_here(to_move) => Some(to_move),
        _ => None,
    }
}

/// The tile places light up while a human predicts: free places where the chosen edge fits,
/// the preview in the seat's colour; only then are they `Clickable`.
fn place_slots(
    mut commands: Commands,
    table: Res<ZiegeShown>,
    sight: Res<ZiegeSight>,
    seats: Res<TableSeats>,
    time: Res<Time>,
    mut slots: Query<(Entity, &BoardSlot, &mut Sprite, Has<Clickable>)>,
) {
    let public = &sight.public;
    let predicting = human_predicting(public, &seats);
    let legal: Vec<Placement> = match predicting {
        Some(_) => legal_placements(&public.tiles[..public.players])
            .filter(|p| p.points == table.local.choice.points)
            .collect(),
        None => Vec::new(),
    };
    let pulse = 0.5 + 0.5 * (time.elapsed_secs() * 5.0).sin();
    for (entity, slot, mut sprite, clickable) in &mut slots {
        let reachable = legal
            .iter()
            .any(|p| p.side == slot.side && (p.first_row..=p.last_row()).contains(&slot.row));
        let previewed = table.local.choice.preview.is_some_and(|p| {
            p.side == slot.side && (p.first_row..=p.last_row()).contains(&slot.row)
        });
        let colour = match predicting {
            Some(seat) if previewed => seat_colour(seat).with_alpha(0.55 + 0.35 * pulse),
            Some(_) if reachable => Color::srgba(0.75, 1.0, 0.6, 0.30 + 0.15 * pulse),
            _ => Color::NONE,
        };
        if sprite.color != colour {
            sprite.color = colour;
        }
        let wanted = predicting.is_some() && (reachable || previewed);
        if wanted && !clickable {
            commands.entity(entity).insert(Clickable);
        } else if !wanted && clickable {
            commands.entity(entity).remove::<Clickable>();
        }
    }
}

fn place_tiles(
    sight: Res<ZiegeSight>,
    area: Res<TableArea>,
    mut tiles: Query<(&TileToken, &mut Transform, &mut Sprite, &mut Visibility), Without<TileText>>,
    mut texts: Query<(&TileText, &mut Transform, &mut Text2d, &mut Visibility), Without<TileToken>>,
) {
    let g = BoardGeom::of(area.0);
    for (token, mut transform, mut sprite, mut visibility) in &mut tiles {
        let Some(tile) = sight.public.tiles[token.0.index()] else {
            *visibility = Visibility::Hidden;
            continue;
        };
        let (pos, size) = g.tile_rect(tile);
        transform.translation = pos.extend(3.0);
        sprite.custom_size = Some(size);
        *visibility = Visibility::Visible;
    }
    for (text, mut transform, mut label, mut visibility) in &mut texts {
        let Some(tile) = sight.public.tiles[text.0.index()] else {
            *visibility = Visibility::Hidden;
            continue;
        };
        let (pos, _) = g.tile_rect(tile);
        transform.translation = pos.extend(3.5);
        let points = tile.points.to_string();
        if label.0 != points {
            label.0 = points;
        }
        *visibility = Visibility::Visible;
    }
}

/// Goats stand where their walk has brought them; between two fields they hop.
fn place_goats(
    table: Res<ZiegeShown>,
    sight: Res<ZiegeSight>,
    area: Res<TableArea>,
    mut goats: Query<(&GoatToken, &mut Transform, &mut Sprite)>,
) {
    let g = BoardGeom::of(area.0);
    let players = sight.public.players;
    for (goat, mut transform, mut sprite) in &mut goats {
        let at = table.local.walks[goat.0.index()].at(table.now);
        let (a, b) = (at.floor() as u32, at.ceil() as u32);
        let t = at - at.floor();
        let from = g.goat_spot(a, goat.0, players);
        let to = g.goat_spot(b, goat.0, players);
        let hop = (t * std::f32::consts::PI).sin() * g.row_h * 0.45;
        let pos = from.lerp(to, t) + Vec2::new(0.0, hop);
        let walking = t > 0.0;
        transform.translation = pos.extend(if walking {
            12.0
        } else {
            8.0 + goat.0.index() as f32 * 0.1
        });
        sprite.custom_size = Some(Vec2::splat(g.row_h * if walking { 1.45 } else { 1.25 }));
    }
}
