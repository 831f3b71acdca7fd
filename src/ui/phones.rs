//! The lobby's phone panel: while "Handys verbinden" shows it, every person's seat has its
//! address and QR code, and one more code takes any free seat; a connected phone shows its round
//! trip. It lies over the seat list and leaves the menu free, so the keyboard or a gamepad closes
//! it with the same item that opened it.

use super::{colours, wood_frame};
use crate::core::overlay::Overlay;
use crate::core::{MatchSetup, Screen, Tr};
use crate::phone::{PhoneHost, PhoneJoining, PhoneSeats};
use crate::tr;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use stammtisch_rules::Seat;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        panel.run_if(in_state(Screen::Lobby).and_then(in_state(Overlay::Phones))),
    );
}

/// A QR code's width at most and at least (points); the codes share the window's width.
const QR_MAX: f32 = 180.0;
const QR_MIN: f32 = 92.0;
/// Room the lobby's menu keeps under the panel (its rows and gap).
const MENU_ROOM: f32 = 230.0;

/// The codes of `people`'s seats (a seat and its name), then one for any free seat, side by
/// side at the width the window leaves, each with its phone's round trip once one is connected;
/// then the short address to type.
pub(super) fn codes_row(
    ui: &mut egui::Ui,
    host: &PhoneHost,
    people: impl Iterator<Item = (Seat, String)>,
    phones: &PhoneSeats,
    tr: &Tr,
    width: f32,
) {
    let mut codes: Vec<(String, String, Option<Seat>)> = people
        .map(|(seat, name)| {
            let title = tr!(tr, "phone-seat-address", n = seat.index() + 1, name = name);
            (title, host.seat_url(seat), Some(seat))
        })
        .collect();
    codes.push((tr!(tr, "phone-any-seat"), host.free_seat_url(), None));
    let gap = 14.0;
    let size = ((width - 120.0) / codes.len() as f32 - gap).clamp(QR_MIN, QR_MAX);
    egui::ScrollArea::horizontal().show(ui, |ui| {
        ui.horizontal_top(|ui| {
            ui.spacing_mut().item_spacing.x = gap;
            for (title, url, seat) in &codes {
                ui.vertical(|ui| {
                    ui.set_width(size);
                    ui.add(
                        egui::Label::new(egui::RichText::new(title).color(colours::BRASS))
                            .truncate(),
                    );
                    crate::phone::qr::paint(ui, url, size);
                    let state = seat.and_then(|s| phones.get(s)).map(|link| {
                        link.round_trip(
                            tr,
                            crate::key!("phone-connected-rtt"),
                            crate::key!("phone-connected"),
                        )
                    });
                    ui.add(
                        egui::Label::new(
                            egui::RichText::new(state.unwrap_or_default())
                                .size(14.0)
                                .color(egui::Color32::LIGHT_GREEN),
                        )
                        .truncate(),
                    );
                });
            }
        });
    });
    // The short address to type, for a phone without a camera: the table's part.
    ui.add(
        egui::Label::new(
            egui::RichText::new(tr!(tr, "phone-type-address", url = host.base.clone())).size(14.0),
        )
        .wrap(),
    );
}

fn panel(
    mut contexts: EguiContexts,
    joining: Res<PhoneJoining>,
    host: Option<Res<PhoneHost>>,
    phones: Res<PhoneSeats>,
    setup: Res<MatchSetup>,
    tr: Res<Tr>,
    hosting: Option<Res<crate::net::Hosting>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let screen = ctx.viewport_rect();
    egui::Area::new("phones".into())
        .anchor(egui::Align2::CENTER_TOP, [0.0, 70.0])
        .order(egui::Order::Foreground)
        .show(ctx, |ui| {
            wood_frame().show(ui, |ui| {
                ui.set_max_width(screen.width() - 80.0);
                ui.set_max_height(screen.height() - 70.0 - MENU_ROOM);
                if let Some(problem) = &joining.problem {
                    ui.label(egui::RichText::new(problem).color(egui::Color32::LIGHT_RED));
                    return;
                }
                let Some(host) = &host else {
                    return;
                };
                ui.add(egui::Label::new(tr!(tr, "phone-join-hint")).wrap());
                ui.add_space(6.0);
                // Every person's seat here (another home's is that home's), then any free one.
                let remote = hosting.as_ref().map_or_else(Vec::new, |h| h.remote_seats());
                let people = setup
                    .seats
                    .iter()
                    .enumerate()
                    .filter(|(i, s)| s.is_human() && !remote.contains(&Seat(*i as u8)))
                    .map(|(i, kind)| (Seat(i as u8), kind.name().to_string()));
                codes_row(ui, host, people, &phones, &tr, screen.width());
            });
        });
    Ok(())
}
