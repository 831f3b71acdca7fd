//! The count of a trick: "+15" rises over the trick while it counts up, with what it is made of
//! ("10 Köpfe + 5"), in the winner's colour; then the goat walks.

use super::ZiegeShown;
use super::seat_colour;
use crate::assets::TableFont;
use crate::core::Screen;
use crate::games::driver::TableSystems;
use crate::table::TableSet;
use crate::table::cards::TableArea;
use bevy::prelude::*;

/// The counter text; `detail` is its second, smaller line.
#[derive(Component, Debug)]
struct TrickCounter {
    detail: bool,
}

/// The counter stays this long after it has counted up (ms of the table clock).
const LINGER: u64 = 900;

pub(super) fn plugin(app: &mut App) {
    super::ZiegeTable::each_frame(
        app,
        TableSet::Present,
        (spawn_counter, show_counter).chain(),
    );
}

fn spawn_counter(mut commands: Commands, counters: Query<(), With<TrickCounter>>) {
    if !counters.is_empty() {
        return;
    }
    for detail in [false, true] {
        commands.spawn((
            Name::new("Trick counter"),
            TrickCounter { detail },
            DespawnOnExit(Screen::Table),
            Text2d::new(""),
            TextColor(Color::WHITE),
            Transform::from_xyz(0.0, 0.0, 90.0),
            Visibility::Hidden,
        ));
    }
}

fn show_counter(
    tr: Res<crate::core::Tr>,
    table: Res<ZiegeShown>,
    area: Res<TableArea>,
    font: Option<Res<TableFont>>,
    mut counters: Query<(
        &TrickCounter,
        &mut Text2d,
        &mut TextFont,
        &mut TextColor,
        &mut Transform,
        &mut Visibility,
    )>,
) {
    let now = table.now;
    let shown = table
        .local
        .shown_trick
        .as_ref()
        .filter(|t| now >= t.sweep_at && now < t.counted_at.max(t.walked_at) + LINGER);
    let size = area.0;
    let h = size.card_height();
    for (counter, mut text, mut text_font, mut colour, mut transform, mut visibility) in
        &mut counters
    {
        let Some(trick) = shown else {
            *visibility = Visibility::Hidden;
            continue;
        };
        *visibility = Visibility::Visible;
        let rise = (now - trick.sweep_at) as f32 / 1000.0 * h * 0.25;
        let base = super::project::trick_centre(size) + Vec2::new(0.0, rise.min(h * 0.6));
        let (label, px, pos) = if counter.detail {
            (
                crate::tr!(
                    tr,
                    "ziege-trick-worth",
                    heads = trick.heads,
                    lowest = trick.lowest
                ),
                (h * 0.2).clamp(12.0, 30.0),
                base - Vec2::new(0.0, h * 0.42),
            )
        } else {
            (
                format!("{} +{}", table.name(trick.winner), trick.counted(now)),
                (h * 0.42).clamp(18.0, 64.0),
                base,
            )
        };
        if text.0 != label {
            text.0 = label;
        }
        super::board::set_font(&mut text_font, &font, px);
        // The winner's colour, lightened so black and blue stay readable on the felt.
        let c = seat_colour(trick.winner).to_srgba();
        colour.0 = Color::srgb(
            0.45 + 0.55 * c.red,
            0.45 + 0.55 * c.green,
            0.45 + 0.55 * c.blue,
        );
        transform.translation = pos.extend(90.0);
    }
}
