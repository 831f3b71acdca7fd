//! The felt table: an oval of woven cloth (a WGSL shader) inside a wooden rim.

use super::cards::TableArea;
use crate::core::Screen;
use bevy::prelude::*;
use bevy::render::render_resource::AsBindGroup;
use bevy::shader::ShaderRef;
use bevy::sprite_render::{Material2d, Material2dPlugin};

const SHADER: &str = "shaders/felt.wgsl";

/// The felt's colour and animated parameters.
#[derive(Asset, TypePath, AsBindGroup, Debug, Clone)]
pub struct FeltMaterial {
    #[uniform(0)]
    pub base: LinearRgba,
    #[uniform(0)]
    pub params: Vec4,
}

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
    app.add_systems(Update, fit_to_window.run_if(in_state(Screen::Table)));
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
            base: LinearRgba::from(Color::srgb(0.09, 0.36, 0.20)),
            params: Vec4::new(0.0, 1.6, 0.0, 0.0),
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
