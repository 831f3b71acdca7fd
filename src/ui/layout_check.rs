//! The layout check: while the smoke run (or any window with `STAMMTISCH_LAYOUT_CHECK=1`) plays,
//! every frame's screen rectangles of the menus and boxes (egui), the labels on the felt (text),
//! the name plates, the face-up cards at rest and what a game keeps clear (an avatar) are
//! compared, and each place where one covers another for longer than a moment is logged once as
//! `layout:` with the window size: a box or a label over a face-up card or a name plate, a box
//! over what is kept clear, a card on a name plate, two labels or boxes on one spot, and anything
//! that runs off the window (words gone half see-through excepted). Cards in flight and labels
//! that fly (points, slaps) pass by: only what stays for `STEADY_SECS` counts. With
//! `STAMMTISCH_LAYOUT_SHOTS=DIR` each finding is also saved as a picture of its moment.

use crate::core::{Screen, UiRects};
use crate::table::animate::CardFace;
use crate::table::cards::{CardPlace, TableCard};
use crate::table::seats::SeatPlate;
use bevy::prelude::*;
use bevy::sprite::Anchor;
use bevy::text::TextLayoutInfo;
use bevy::window::PrimaryWindow;
use stammtisch_rules::Seat;
use std::collections::{HashMap, HashSet};

/// Seconds a covering must last before it counts: what flies past a card is not a layout.
const STEADY_SECS: f32 = 0.5;
/// Pixels two rectangles must share on both axes to count as covering (a shadow's or a rotated
/// card's corner does not).
const SLACK: f32 = 6.0;
/// The share of a face-down card a box may lie on: a back tells only that a card lies there (and,
/// counted, how many a seat holds), which two thirds of it still tell, as a coaster on a real
/// table's card does. A face-up card, a name plate, an avatar: none of them.
pub const BACK_SHARE: f32 = 1.0 / 3.0;
/// How a finding names a box that found no spot hiding nothing (`placement::crowded`): the
/// table is too full for it at this window size, and it lies where it hides least.
pub const NOWHERE_FREE: &str = "(nowhere free)";
/// Letters less opaque than this let the card beneath read through.
const SEE_THROUGH: f32 = 0.6;

/// Whether the check runs, and what it has seen.
#[derive(Resource, Default)]
pub struct LayoutCheck {
    /// The smoke run, or `STAMMTISCH_LAYOUT_CHECK=1`.
    on: bool,
    /// Since when each covering has lasted (by its description), in seconds of the App.
    lasting: HashMap<String, f32>,
    /// The coverings already told.
    told: HashSet<String>,
    /// When the counts were last logged.
    counted_at: f32,
}

/// What the window cut off in egui's last pass, on any screen and under any menu: every widget
/// (a button, a label, a slider, a panel) that reaches past the window's edge where no scroll
/// area holds it, as `"… runs off the window"` lines. Empty when everything fits or scrolls; the
/// tests read it, the layout check logs it.
#[derive(Resource, Debug, Default, Clone)]
pub struct CutOff(pub Vec<String>);

/// Points a widget may reach past the window (a frame's stroke).
const PAST_EDGE: f32 = 2.0;

/// The widgets of egui's last finished pass that reach past the window's edge (`screen`, points)
/// with nothing but the window cutting them: a widget inside a scroll area is cut by the area's
/// own edge inside the window, and may lie beyond it.
pub fn cut_off(ctx: &bevy_egui::egui::Context) -> Vec<String> {
    let screen = ctx.viewport_rect();
    let widgets = ctx.viewport(|v| v.prev_pass.widgets.clone());
    let mut out = Vec::new();
    for (layer, rects) in widgets.layers() {
        let moved = ctx.layer_transform_to_global(*layer);
        for w in rects {
            let (r, shown) = match moved {
                Some(t) => (t.mul_rect(w.rect), t.mul_rect(w.interact_rect)),
                None => (w.rect, w.interact_rect),
            };
            // Wholly clipped away: scrolled out of its area (what the window alone hides shows
            // as its container reaching past the edge).
            // A panel as wide as the window (a whole screen's): its frame's margin may reach
            // past the edge, what it holds is checked widget by widget.
            let spans = r.min.x <= screen.min.x + 1.0 && r.max.x >= screen.max.x - 1.0;
            if !shown.is_positive() || spans {
                continue;
            }
            // How far each side reaches past the window, and how far from the window's edge
            // its shown part ends (0: the window itself cut it).
            let past = [
                screen.min.x - r.min.x,
                r.max.x - screen.max.x,
                screen.min.y - r.min.y,
                r.max.y - screen.max.y,
            ];
            let shown_to = [
                shown.min.x - screen.min.x,
                screen.max.x - shown.max.x,
                shown.min.y - screen.min.y,
                screen.max.y - shown.max.y,
            ];
            let sides = ["left", "right", "top", "bottom"]
                .into_iter()
                .zip(past)
                .zip(shown_to);
            for ((side, past), shown_to) in sides {
                if past > PAST_EDGE && shown_to <= 1.0 {
                    out.push(format!(
                        "the widget at {:.0},{:.0} ({:.0}×{:.0} points, {:?}) runs off the window's {side} edge",
                        r.min.x,
                        r.min.y,
                        r.width(),
                        r.height(),
                        layer.order
                    ));
                }
            }
        }
    }
    out
}

/// Measures `CutOff` once egui's pass has ended.
fn measure(mut contexts: bevy_egui::EguiContexts, mut cut: ResMut<CutOff>) -> Result {
    cut.0 = cut_off(contexts.ctx_mut()?);
    Ok(())
}

/// The layout check on every screen and under every menu: what the window cuts off, told once
/// when it lasts (the table's own coverings are `check`'s).
fn check_cut_off(
    mut commands: Commands,
    cut: Res<CutOff>,
    windows: Query<&Window, With<PrimaryWindow>>,
    tr: Res<crate::core::Tr>,
    setup: Res<crate::core::MatchSetup>,
    screen: Res<State<Screen>>,
    overlay: Res<State<crate::core::overlay::Overlay>>,
    time: Res<Time<Real>>,
    mut seen: Local<LayoutCheck>,
) {
    let Ok(window) = windows.single() else {
        return;
    };
    let place = format!("{:?} {:?}", screen.get(), overlay.get());
    let now = cut.0.iter().map(|c| format!("{place}: {c}")).collect();
    tell(
        &mut commands,
        &mut seen,
        now,
        time.elapsed_secs(),
        window,
        &tr,
        &setup,
    );
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<LayoutCheck>();
    app.init_resource::<CutOff>();
    app.add_systems(
        PostUpdate,
        measure.after(bevy_egui::EguiPostUpdateSet::EndPass),
    );
    app.add_systems(Last, check_cut_off.run_if(|seen: Res<LayoutCheck>| seen.on));
    app.add_systems(
        Startup,
        |mode: Res<crate::core::mode::Mode>, mut seen: ResMut<LayoutCheck>| {
            let wanted = std::env::var("STAMMTISCH_LAYOUT_CHECK").is_ok_and(|v| v != "0");
            seen.on = wanted || matches!(*mode, crate::core::mode::Mode::Smoke { .. });
        },
    );
    app.add_systems(Last, check.run_if(|seen: Res<LayoutCheck>| seen.on));
    app.init_resource::<SeatFindings>();
    app.add_systems(
        Last,
        (find_seat_coverings, check_seats)
            .chain()
            .run_if(|seen: Res<LayoutCheck>| seen.on),
    );
}

/// What the seats' check (`seat_coverings`) found this frame at an unpaused table.
#[derive(Resource, Default)]
struct SeatFindings(Vec<String>);

fn find_seat_coverings(world: &mut World) {
    let at_table = world
        .get_resource::<State<Screen>>()
        .is_some_and(|s| *s.get() == Screen::Table);
    let paused = world
        .get_resource::<crate::table::pause::TablePause>()
        .is_some_and(|p| p.is_paused());
    let found = match at_table && !paused {
        true => seat_coverings(world),
        false => Vec::new(),
    };
    world.insert_resource(SeatFindings(found));
}

/// The seats' check in the frame's log, as the table's coverings are (`tell`).
fn check_seats(
    mut commands: Commands,
    found: Res<SeatFindings>,
    windows: Query<&Window, With<PrimaryWindow>>,
    tr: Res<crate::core::Tr>,
    setup: Res<crate::core::MatchSetup>,
    time: Res<Time<Real>>,
    mut seen: Local<LayoutCheck>,
) {
    if let Ok(window) = windows.single() {
        let now = found.0.clone();
        let t = time.elapsed_secs();
        tell(&mut commands, &mut seen, now, t, window, &tr, &setup);
    }
}

/// One thing on the screen: what it is (for the log) and its corners (window pixels, y down; a
/// turned card is a turned rectangle, not the box around it).
#[derive(Clone)]
struct Shape {
    what: String,
    corners: [Vec2; 4],
}

impl Shape {
    fn rect(what: String, r: Rect) -> Shape {
        Shape {
            what,
            corners: crate::table::layout::rect_corners(r),
        }
    }

    fn bounds(&self) -> Rect {
        let mut r = Rect::from_center_size(self.corners[0], Vec2::ZERO);
        for c in &self.corners[1..] {
            r = r.union_point(*c);
        }
        r
    }
}

/// The share of the quadrilateral `card` (corners in order) that lies inside `rect`, sampled on a
/// grid of points across it.
pub fn share_inside(card: &[Vec2; 4], rect: Rect) -> f32 {
    const N: usize = 8;
    let mut inside = 0;
    for i in 0..N {
        for j in 0..N {
            let (u, v) = ((i as f32 + 0.5) / N as f32, (j as f32 + 0.5) / N as f32);
            let top = card[0].lerp(card[1], u);
            let bottom = card[3].lerp(card[2], u);
            if rect.contains(top.lerp(bottom, v)) {
                inside += 1;
            }
        }
    }
    inside as f32 / (N * N) as f32
}

/// Whether a box hides more of a face-down card than `BACK_SHARE`.
fn hides_back(over: &Shape, back: &Shape) -> bool {
    covers(over, back) && share_inside(&back.corners, over.bounds()) > BACK_SHARE
}

/// How deep two convex quadrilaterals overlap: the least overlap of their projections on the
/// axes of their edges (separating axes); 0 when apart.
pub fn depth(a: &[Vec2; 4], b: &[Vec2; 4]) -> f32 {
    let mut least = f32::INFINITY;
    for shape in [a, b] {
        for i in 0..2 {
            let axis = (shape[i + 1] - shape[i]).normalize_or_zero();
            if axis == Vec2::ZERO {
                continue;
            }
            let span = |s: &[Vec2; 4]| {
                s.iter()
                    .map(|p| p.dot(axis))
                    .fold((f32::INFINITY, f32::NEG_INFINITY), |(lo, hi), d| {
                        (lo.min(d), hi.max(d))
                    })
            };
            let ((a0, a1), (b0, b1)) = (span(a), span(b));
            least = least.min((a1.min(b1) - a0.max(b0)).max(0.0));
        }
    }
    least
}

/// Whether two shapes overlap by more than `SLACK` pixels.
fn covers(a: &Shape, b: &Shape) -> bool {
    depth(&a.corners, &b.corners) > SLACK
}

/// The window-pixel corners of local corners `min`..`max` of an entity at `at`.
fn on_screen(
    camera: (&Camera, &GlobalTransform),
    at: &GlobalTransform,
    min: Vec2,
    max: Vec2,
) -> Option<[Vec2; 4]> {
    let corners = [
        Vec2::new(min.x, min.y),
        Vec2::new(max.x, min.y),
        Vec2::new(max.x, max.y),
        Vec2::new(min.x, max.y),
    ];
    let mut out = [Vec2::ZERO; 4];
    for (o, c) in out.iter_mut().zip(corners) {
        let world = at.transform_point(c.extend(0.0));
        *o = camera.0.world_to_viewport(camera.1, world).ok()?;
    }
    Some(out)
}

#[allow(clippy::too_many_arguments, clippy::type_complexity)]
fn check(
    mut commands: Commands,
    screen: Res<State<Screen>>,
    windows: Query<&Window, With<PrimaryWindow>>,
    cameras: Query<(&Camera, &GlobalTransform), With<Camera2d>>,
    cards: Query<(
        &TableCard,
        &CardPlace,
        &CardFace,
        &Sprite,
        &Transform,
        &GlobalTransform,
        &InheritedVisibility,
    )>,
    labels: Query<(
        &Text2d,
        &TextLayoutInfo,
        Option<&Anchor>,
        &GlobalTransform,
        &InheritedVisibility,
        Option<&SeatPlate>,
        Option<&TextColor>,
    )>,
    kept: Query<(
        &super::felt_under::KeepClear,
        &GlobalTransform,
        &InheritedVisibility,
        Option<&Name>,
    )>,
    ui: Res<UiRects>,
    tr: Res<crate::core::Tr>,
    setup: Res<crate::core::MatchSetup>,
    time: Res<Time<Real>>,
    pause: Option<Res<crate::table::pause::TablePause>>,
    mut seen: ResMut<LayoutCheck>,
) {
    let t = time.elapsed_secs();
    // A paused table lies under its menu or page on purpose.
    if *screen.get() != Screen::Table || pause.is_some_and(|p| p.is_paused()) {
        seen.lasting.clear();
        return;
    }
    let (Ok(window), Some(camera)) = (windows.single(), cameras.iter().find(|c| c.0.is_active))
    else {
        return;
    };
    let view = Rect::new(0.0, 0.0, window.width(), window.height());
    // Cards at rest: the face-up ones must stay readable, and no card may lie on a name plate.
    let (mut faces, mut backs) = (Vec::new(), Vec::new());
    for (card, place, face, sprite, transform, at, visible) in &cards {
        let resting = transform.translation.truncate().distance(place.pos) < 1.0;
        if !visible.get() || face.flip.is_some() || !resting {
            continue;
        }
        let size = sprite.custom_size.unwrap_or(Vec2::splat(1.0));
        if let Some(corners) = on_screen(camera, at, -size / 2.0, size / 2.0) {
            let shape = Shape {
                what: match card.id() {
                    Some(id) => format!("card {}", id.0),
                    None => "a card's back".to_string(),
                },
                corners,
            };
            if face.showing_front {
                faces.push(shape);
            } else {
                backs.push(shape);
            }
        }
    }
    let (mut plates, mut texts) = (Vec::new(), Vec::new());
    for (text, layout, anchor, at, visible, plate, colour) in &labels {
        if !visible.get() || text.0.trim().is_empty() || layout.size == Vec2::ZERO {
            continue;
        }
        // Words gone half see-through (a moment's line fading) hide nothing beneath them.
        if colour.is_some_and(|c| c.0.alpha() < SEE_THROUGH) {
            continue;
        }
        let size = layout.size / layout.scale_factor.max(0.01);
        let anchor = anchor.map_or(Vec2::ZERO, |a| a.0);
        let min = -(anchor + 0.5) * size;
        let Some(corners) = on_screen(camera, at, min, min + size) else {
            continue;
        };
        let what = format!("“{}”", text.0.replace('\n', " "));
        match plate {
            Some(p) => plates.push(Shape {
                what: format!("the name plate of seat {} {what}", p.0.0 + 1),
                corners,
            }),
            None => texts.push(Shape {
                what: format!("the label {what}"),
                corners,
            }),
        }
    }
    // What a game keeps clear of boxes (an avatar).
    let kept: Vec<Shape> = kept
        .iter()
        .filter(|k| k.2.get())
        .filter_map(|(keep, at, _, name)| {
            let corners = on_screen(camera, at, keep.centre - keep.half, keep.centre + keep.half)?;
            let what = name.map_or("something kept clear", |n| n.as_str());
            let centre = (corners[0] + corners[2]) / 2.0;
            Some(Shape {
                what: format!("the {what} at {:.0},{:.0}", centre.x, centre.y),
                corners,
            })
        })
        .collect();
    let boxes: Vec<Shape> = ui.0.iter().map(|r| Shape::rect(box_what(*r), *r)).collect();
    if t - seen.counted_at > 5.0 {
        seen.counted_at = t;
        info!(
            "layout check: {} face-up cards, {} plates, {} labels, {} boxes",
            faces.len(),
            plates.len(),
            texts.len(),
            boxes.len()
        );
    }
    let mut now = Vec::new();
    // A box or a label over a face-up card or a name plate.
    for over in boxes.iter().chain(&texts) {
        for under in faces.iter().chain(&plates) {
            if covers(over, under) {
                now.push(format!("{} covers {}", over.what, under.what));
            }
        }
    }
    // A box over what is kept clear, or over more than a third of a card at rest face down (a
    // seat's hand, a pile).
    for over in &boxes {
        for under in &kept {
            if covers(over, under) {
                now.push(format!("{} covers {}", over.what, under.what));
            }
        }
        for under in &backs {
            if hides_back(over, under) {
                now.push(format!("{} covers {}", over.what, under.what));
            }
        }
    }
    // A card, face up or down, on a name plate.
    for card in faces.iter().chain(&backs) {
        for plate in &plates {
            if covers(card, plate) {
                now.push(format!("{} lies on {}", card.what, plate.what));
            }
        }
    }
    // Two labels, two plates or a box and a label on one spot.
    let words: Vec<&Shape> = texts.iter().chain(&plates).collect();
    for (i, a) in words.iter().enumerate() {
        for b in &words[i + 1..] {
            if covers(a, b) {
                now.push(format!("{} and {} lie on one spot", a.what, b.what));
            }
        }
    }
    for (i, a) in boxes.iter().enumerate() {
        for b in &boxes[i + 1..] {
            if covers(a, b) {
                now.push(format!("{} and {} lie on one spot", a.what, b.what));
            }
        }
    }
    // Anything running off the window.
    for s in boxes.iter().chain(&texts).chain(&plates) {
        let bounds = s.bounds();
        let inside = bounds.intersect(view);
        if inside.width() + 2.0 < bounds.width() || inside.height() + 2.0 < bounds.height() {
            now.push(format!("{} runs off the window", s.what));
        }
    }
    tell(&mut commands, &mut seen, now, t, window, &tr, &setup);
}

/// Logs each of `now` (what is wrong this frame) once it has lasted `STEADY_SECS`, once, with a
/// picture under `STAMMTISCH_LAYOUT_SHOTS`.
fn tell(
    commands: &mut Commands,
    seen: &mut LayoutCheck,
    now: Vec<String>,
    t: f32,
    window: &Window,
    tr: &crate::core::Tr,
    setup: &crate::core::MatchSetup,
) {
    let lasting = std::mem::take(&mut seen.lasting);
    for what in now {
        let since = lasting.get(&what).copied().unwrap_or(t);
        if t - since >= STEADY_SECS && seen.told.insert(what.clone()) {
            warn!(
                "layout: {}×{} {} {}: {what}",
                window.width(),
                window.height(),
                tr.lang().code(),
                setup.game
            );
            // For the one who fixes it: the picture of the moment, numbered in the order told.
            if let Ok(dir) = std::env::var("STAMMTISCH_LAYOUT_SHOTS") {
                let path = format!("{dir}/layout-{:02}-{}.png", seen.told.len(), setup.game);
                commands
                    .spawn(bevy::render::view::window::screenshot::Screenshot::primary_window())
                    .observe(bevy::render::view::window::screenshot::save_to_disk(path));
            }
        }
        seen.lasting.insert(what, since);
    }
}

/// How a box is named in a finding: its corner and size in window pixels.
fn box_what(r: Rect) -> String {
    format!(
        "the box at {:.0},{:.0} ({:.0}×{:.0})",
        r.min.x,
        r.min.y,
        r.width(),
        r.height()
    )
}

/// Whether `entity` is drawn: neither it nor any parent is `Visibility::Hidden`. (Bevy's
/// `InheritedVisibility` says the same where its visibility plugin runs; the headless test App
/// has none, and there every entity's stays at its default, hidden.)
fn drawn(world: &World, entity: Entity) -> bool {
    let mut at = Some(entity);
    while let Some(e) = at {
        let Ok(e) = world.get_entity(e) else {
            return false;
        };
        if e.get::<Visibility>() == Some(&Visibility::Hidden) {
            return false;
        }
        at = e.get::<ChildOf>().map(|c| c.parent());
    }
    true
}

/// What a player reads of the seats at one moment (table units, y up), for `coverings`.
#[derive(Default, Clone)]
pub struct Seen {
    /// Each seat's line: its seat and its plate.
    lines: Vec<(Seat, Shape)>,
    /// Each name plate: its seat and its words' rectangle.
    plates: Vec<(Seat, Shape)>,
    /// The cards at rest, face up and face down.
    faces: Vec<Shape>,
    backs: Vec<Shape>,
    /// What a game keeps clear (an avatar, `KeepClear`) or keeps its lines off (Ziege's board,
    /// `KeepOffLines`).
    kept: Vec<Shape>,
    /// The boxes (menus, HUD panels).
    boxes: Vec<Shape>,
}

impl Seen {
    /// A seat's line `what` on `rect`.
    pub fn line(&mut self, seat: Seat, what: &str, rect: Rect) {
        let what = format!("the line of seat {} “{what}”", seat.0 + 1);
        self.lines.push((seat, Shape::rect(what, rect)));
    }

    /// A seat's name plate `what` on `rect`.
    pub fn plate(&mut self, seat: Seat, what: &str, rect: Rect) {
        let what = format!("the name plate of seat {} “{what}”", seat.0 + 1);
        self.plates.push((seat, Shape::rect(what, rect)));
    }

    /// A card at rest: `what` (`card 12`), its corners, and whether it lies face up.
    pub fn card(&mut self, what: String, corners: [Vec2; 4], face_up: bool) {
        let card = Shape { what, corners };
        match face_up {
            true => self.faces.push(card),
            false => self.backs.push(card),
        }
    }

    /// Something kept clear, `what`, on `rect`.
    pub fn kept(&mut self, what: String, rect: Rect) {
        self.kept.push(Shape::rect(what, rect));
    }

    /// A box, on `window` (window pixels, y down) and `rect` (the same, table units).
    /// `crowded`: a panel that found no free spot (`placement::crowded`), named so.
    pub fn boxed(&mut self, window: Rect, rect: Rect, crowded: bool) {
        let what = match crowded {
            true => format!("{} {NOWHERE_FREE}", box_what(window)),
            false => box_what(window),
        };
        self.boxes.push(Shape::rect(what, rect));
    }

    /// What covers what: a seat's line on a face-up card, on what is kept clear (the board, an
    /// avatar), on any name plate (its own too: its name is what ties it) or on another line; a
    /// box on a name plate, on what is kept clear, on a face-up card at rest or on more than
    /// `BACK_SHARE` of a face-down one (a seat's hand, a pile).
    pub fn coverings(&self) -> Vec<String> {
        let mut found = Vec::new();
        let plates = self.plates.iter().map(|p| &p.1);
        for (i, (_, line)) in self.lines.iter().enumerate() {
            let others = self.lines[i + 1..].iter().map(|l| &l.1);
            for under in self.faces.iter().chain(&self.kept).chain(plates.clone()) {
                if covers(line, under) {
                    found.push(format!("{} lies on {}", line.what, under.what));
                }
            }
            for other in others {
                if covers(line, other) {
                    found.push(format!("{} and {} lie on one spot", line.what, other.what));
                }
            }
        }
        for over in &self.boxes {
            for under in plates.clone().chain(&self.kept).chain(&self.faces) {
                if covers(over, under) {
                    found.push(format!("{} covers {}", over.what, under.what));
                }
            }
            for under in &self.backs {
                if hides_back(over, under) {
                    found.push(format!("{} covers {}", over.what, under.what));
                }
            }
        }
        found
    }
}

/// The seats' own check, apart from the frame's log (tests and a person's table ask it): every
/// seat's line and every box against what a player reads of the seats, at this moment, without
/// a camera (table units from `TableArea`; only what is drawn). Each finding names the seat or
/// box and what it covers (`Seen::coverings`).
pub fn seat_coverings(world: &mut World) -> Vec<String> {
    use crate::table::announce::{KeepOffLines, LineText};
    let Some(area) = world.get_resource::<crate::table::cards::TableArea>() else {
        return Vec::new();
    };
    let size = area.0;
    let card = size.card_size();
    let mut seen = Seen::default();
    let mut q = world.query::<(Entity, &TableCard, &CardPlace, &Transform)>();
    for (entity, c, place, at) in q.iter(world) {
        if !drawn(world, entity) || at.translation.truncate().distance(place.pos) >= 1.0 {
            continue;
        }
        let what = c
            .id()
            .map_or("a card's back".into(), |id| format!("card {}", id.0));
        let corners =
            crate::table::layout::card_corners(place.pos, place.angle, card * place.scale);
        seen.card(what, corners, place.face_up);
    }
    let mut q = world.query::<(
        Entity,
        &SeatPlate,
        &Text2d,
        &TextLayoutInfo,
        Option<&Anchor>,
        &GlobalTransform,
    )>();
    for (entity, plate, text, layout, anchor, at) in q.iter(world) {
        if !drawn(world, entity) || text.0.trim().is_empty() {
            continue;
        }
        if let Some(r) = crate::table::layout::text_rect(layout, anchor, at) {
            seen.plate(plate.0, &text.0.replace('\n', " "), r);
        }
    }
    let mut q = world.query::<(
        Entity,
        &super::felt_under::KeepClear,
        &GlobalTransform,
        Option<&Name>,
    )>();
    for (entity, keep, at, name) in q.iter(world) {
        if drawn(world, entity) {
            let what = name.map_or("something kept clear", |n| n.as_str());
            seen.kept(format!("the {what}"), keep.rect(at));
        }
    }
    if let Some(off) = world.get_resource::<KeepOffLines>() {
        for r in off.0.clone() {
            let what = format!(
                "what the game keeps lines off at {:.0},{:.0}",
                r.min.x, r.min.y
            );
            seen.kept(what, r);
        }
    }
    let mut q = world.query::<(Entity, &LineText, &Transform, &Sprite, Option<&Children>)>();
    let mut texts = world.query::<&Text2d>();
    for (entity, line, at, sprite, children) in q.iter(world) {
        if !drawn(world, entity) {
            continue;
        }
        let shown = children
            .into_iter()
            .flatten()
            .find_map(|c| texts.get(world, *c).ok())
            .map_or(line.1.clone(), |t| t.0.clone());
        let r = Rect::from_center_size(
            at.translation.truncate(),
            sprite.custom_size.unwrap_or(Vec2::ZERO),
        );
        seen.line(line.0, &shown, r);
    }
    let boxes = world
        .get_resource::<super::boxes::UiBoxes>()
        .map(|b| b.0.clone())
        .unwrap_or_default();
    for b in boxes {
        seen.boxed(b.rect, size.rect_from_window(b.rect), b.crowded);
    }
    seen.coverings()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_turned_card_beside_a_box_is_apart_though_its_bounds_overlap() {
        let boxed = Shape::rect("box".into(), Rect::new(0.0, 0.0, 100.0, 100.0));
        // A card turned by 45° off the box's corner: its bounding box reaches 19 px into the
        // box both ways, the card itself (its near edge 42 px from its centre) does not.
        let card: [Vec2; 4] = [(-30.0, -40.0), (30.0, -40.0), (30.0, 40.0), (-30.0, 40.0)]
            .map(|(x, y)| Vec2::from_angle(std::f32::consts::FRAC_PI_4).rotate(Vec2::new(x, y)))
            .map(|p| p + Vec2::new(130.0, 130.0));
        let card = Shape {
            what: "card".into(),
            corners: card,
        };
        assert!(card.bounds().intersect(boxed.bounds()).width() > SLACK);
        assert!(!covers(&boxed, &card));
        // Moved 20 px closer both ways, it lies on the box.
        let moved = Shape {
            what: "card".into(),
            corners: card.corners.map(|p| p - Vec2::splat(20.0)),
        };
        assert!(covers(&boxed, &moved));
        // Two boxes sharing an edge's few pixels do not cover each other.
        let next = Shape::rect("next".into(), Rect::new(96.0, 0.0, 200.0, 100.0));
        assert!(!covers(&boxed, &next));
    }

    #[test]
    fn the_seats_check_finds_a_planted_covering_and_passes_a_clean_table() {
        let mut table = Seen::default();
        let corners = |r: Rect| Shape::rect(String::new(), r).corners;
        // Two seats: plates apart, each hand below its plate, a face-up middle card, a board.
        table.plate(Seat(0), "Du", Rect::new(-40.0, -300.0, 40.0, -280.0));
        table.plate(Seat(1), "Hias", Rect::new(-40.0, 280.0, 40.0, 300.0));
        let middle = Rect::new(-30.0, -40.0, 30.0, 40.0);
        table.card("card 3".into(), corners(middle), true);
        table.card(
            "a card's back".into(),
            corners(Rect::new(-30.0, 190.0, 30.0, 270.0)),
            false,
        );
        table.kept("the board".into(), Rect::new(200.0, -100.0, 400.0, 100.0));
        table.line(Seat(1), "klopft", Rect::new(-50.0, 120.0, 50.0, 150.0));
        table.boxed(
            Rect::new(0.0, 0.0, 100.0, 50.0),
            Rect::new(500.0, 250.0, 600.0, 300.0),
            false,
        );
        // A box on a twelfth of a back: the card still shows, and counts.
        table.boxed(Rect::default(), Rect::new(20.0, 190.0, 100.0, 230.0), false);
        assert_eq!(table.coverings(), Vec::<String>::new(), "a clean table");
        // Each planted covering is found, and named.
        let planted: [(&str, fn(&mut Seen)); 6] = [
            ("lies on card 3", |t| {
                t.line(Seat(1), "nimmt", Rect::new(-20.0, -10.0, 80.0, 20.0))
            }),
            ("lies on the board", |t| {
                t.line(Seat(0), "legt", Rect::new(180.0, 0.0, 280.0, 30.0))
            }),
            ("lies on the name plate of seat 1", |t| {
                t.line(Seat(1), "tauscht", Rect::new(-20.0, -310.0, 80.0, -280.0))
            }),
            ("lie on one spot", |t| {
                t.line(Seat(0), "schiebt", Rect::new(-40.0, 110.0, 60.0, 140.0))
            }),
            ("covers a card's back", |t| {
                t.boxed(Rect::default(), Rect::new(0.0, 200.0, 100.0, 260.0), false)
            }),
            ("(nowhere free) covers the name plate of seat 2", |t| {
                t.boxed(Rect::default(), Rect::new(20.0, 270.0, 100.0, 320.0), true)
            }),
        ];
        for (what, plant) in planted {
            let mut planted = table.clone();
            plant(&mut planted);
            let found = planted.coverings();
            assert!(
                found.len() == 1 && found[0].contains(what),
                "{what}: {found:?}"
            );
        }
    }
}
