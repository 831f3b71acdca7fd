//! The felt table: an oval of woven cloth (a WGSL shader) inside a wooden rim. The shader also
//! draws the table's light (`light.rs`): its time, the lit seats' pools and a ripple are fed here.

use super::cards::TableArea;
use crate::core::Screen;
use bevy::color::ColorToComponents;
use bevy::prelude::*;
use bevy::render::render_resource::AsBindGroup;
use bevy::shader::ShaderRef;
use bevy::sprite_render::{Material2d, Material2dPlugin};

const SHADER: &str = "shaders/felt.wgsl";

/// The felt's colour and animated parameters, as one uniform the shader reads whole.
#[derive(Asset, TypePath, AsBindGroup, Debug, Clone)]
pub struct FeltMaterial {
    #[uniform(0)]
    pub felt: FeltUniform,
}

/// The felt shader's `Felt` struct, field for field.
#[derive(bevy::render::render_resource::ShaderType, Debug, Clone)]
pub struct FeltUniform {
    /// The cloth's colour (linear).
    pub base: Vec4,
    /// x: time in seconds, y: aspect, z: the breathing centre light, w: dim (0 bright, 1 paused).
    pub params: Vec4,
    /// The pools of light at the lit seats: xy where (world), z radius (0: off), w warmth.
    pub lights: [Vec4; MAX_LIGHTS],
    /// Each pool's colour (the seat's).
    pub colours: [Vec4; MAX_LIGHTS],
    /// The ripple: xy where (world), z age in seconds, w strength (0: none).
    pub ripple: Vec4,
}

/// The cloth's green, and its warmer tone at a round's end.
const FELT: Color = Color::srgb(0.09, 0.36, 0.20);
const FELT_WARM: Color = Color::srgb(0.16, 0.36, 0.16);

/// Seats a pool of light can stand at (the largest table).
pub const MAX_LIGHTS: usize = 10;

impl Material2d for FeltMaterial {
    fn fragment_shader() -> ShaderRef {
        SHADER.into()
    }
}

#[derive(Component)]
struct Felt;

#[derive(Component)]
struct Rim(f32);

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins(Material2dPlugin::<FeltMaterial>::default());
    app.add_systems(OnEnter(Screen::Table), spawn_table);
    app.add_systems(
        Update,
        (fit_to_window, feed_light)
            .run_if(in_state(Screen::Table))
            .after(super::TableSet::Animate),
    );
}

fn spawn_table(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut felts: ResMut<Assets<FeltMaterial>>,
    mut colours: ResMut<Assets<ColorMaterial>>,
) {
    let oval = meshes.add(Ellipse::new(0.5, 0.5).mesh().resolution(160));
    commands.spawn((
        Name::new("Room"),
        Mesh2d(meshes.add(Rectangle::new(1.0, 1.0))),
        MeshMaterial2d(colours.add(Color::srgb(0.16, 0.10, 0.07))),
        Transform::from_xyz(0.0, 0.0, -30.0),
        Rim(4.0),
        DespawnOnExit(Screen::Table),
    ));
    for (scale, colour, z) in [
        (1.07, Color::srgb(0.30, 0.17, 0.08), -20.0),
        (1.035, Color::srgb(0.45, 0.27, 0.12), -19.0),
    ] {
        commands.spawn((
            Name::new("Rim"),
            Mesh2d(oval.clone()),
            MeshMaterial2d(colours.add(colour)),
            Transform::from_xyz(0.0, 0.0, z),
            Rim(scale),
            DespawnOnExit(Screen::Table),
        ));
    }
    commands.spawn((
        Name::new("Felt"),
        Felt,
        Mesh2d(oval),
        MeshMaterial2d(felts.add(FeltMaterial {
            felt: FeltUniform {
                base: LinearRgba::from(FELT).to_vec4(),
                params: Vec4::new(0.0, 1.6, 0.0, 0.0),
                lights: [Vec4::ZERO; MAX_LIGHTS],
                colours: [Vec4::ZERO; MAX_LIGHTS],
                ripple: Vec4::ZERO,
            },
        })),
        Transform::from_xyz(0.0, 0.0, -10.0),
        DespawnOnExit(Screen::Table),
    ));
}

fn fit_to_window(
    area: Res<TableArea>,
    mut felt: Query<&mut Transform, (With<Felt>, Without<Rim>)>,
    mut rims: Query<(&mut Transform, &Rim)>,
) {
    let size = area.0.oval() * 2.0;
    for mut transform in &mut felt {
        transform.scale = size.extend(1.0);
    }
    for (mut transform, rim) in &mut rims {
        transform.scale = if rim.0 > 2.0 {
            Vec3::new(area.0.width * 1.5, area.0.height * 1.5, 1.0)
        } else {
            (size * rim.0 + Vec2::splat(8.0)).extend(1.0)
        };
    }
}

/// The felt's shader gets the table's light each frame: its time, the lit seats' pools (in the
/// seat's colour, at its plate, a little towards the middle), the ripple, a dim while paused.
fn feed_light(
    time: Res<Time>,
    light: Res<super::light::TableLight>,
    pause: Option<Res<super::pause::TablePause>>,
    plates: Query<(&super::seats::SeatPlate, &GlobalTransform)>,
    felt: Query<&MeshMaterial2d<FeltMaterial>, With<Felt>>,
    area: Res<TableArea>,
    mut felts: ResMut<Assets<FeltMaterial>>,
) {
    let Some(mut asset) = felt.iter().next().and_then(|m| felts.get_mut(&m.0)) else {
        return;
    };
    let material = &mut asset.felt;
    let paused = pause.is_some_and(|p| p.is_paused());
    let dim = material.params.w;
    let target = if paused { 1.0 } else { 0.0 };
    let dim = dim + (target - dim) * (time.delta_secs() * 4.0).min(1.0);
    // A round's end warms the cloth towards the lamp's colour.
    let green = LinearRgba::from(FELT).to_vec4();
    let warm = LinearRgba::from(FELT_WARM).to_vec4();
    let now = material.base;
    let want = if light.warm { warm } else { green };
    material.base = now.lerp(want, (time.delta_secs() * 2.0).min(1.0));
    let size = area.0.oval();
    material.params = Vec4::new(
        time.elapsed_secs() % 3600.0,
        size.x / size.y.max(1.0),
        light.breath,
        dim,
    );
    let radius = area.0.card_size().y * 1.6;
    material.lights = [Vec4::ZERO; MAX_LIGHTS];
    for (i, &seat) in light.lit.iter().take(MAX_LIGHTS).enumerate() {
        let Some((_, at)) = plates.iter().find(|(p, _)| p.0 == seat) else {
            continue;
        };
        let at = at.translation().truncate() * 0.86;
        material.lights[i] = Vec4::new(at.x, at.y, radius, 1.0);
        material.colours[i] =
            LinearRgba::from(crate::table::colours::colour(seat.index())).to_vec4();
    }
    material.ripple = light
        .ripple
        .map_or(Vec4::ZERO, |r| Vec4::new(r.at.x, r.at.y, r.age, r.strength));
}
