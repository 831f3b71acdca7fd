//! The lobby's phone panel: "Handys verbinden" opens phone joining (the server starts on the
//! host's LAN address) and shows each human seat's address with its QR code, and whether a
//! phone is there with its round trip.

use super::{colours, wood_frame};
use crate::core::{MatchSetup, Screen, Tr};
use crate::phone::{PhoneHost, PhoneJoining, PhoneSeats};
use crate::tr;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use stammtisch_rules::Seat;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        panel.run_if(in_state(Screen::Lobby)),
    );
}

/// Every seat's QR code is this many points wide.
const QR_SIZE: f32 = 132.0;

fn panel(
    mut contexts: EguiContexts,
    mut joining: ResMut<PhoneJoining>,
    host: Option<Res<PhoneHost>>,
    phones: Res<PhoneSeats>,
    setup: Res<MatchSetup>,
    tr: Res<Tr>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    egui::Area::new("phones".into())
        .anchor(egui::Align2::RIGHT_TOP, [-12.0, 10.0])
        .order(egui::Order::Foreground)
        .show(ctx, |ui| {
            wood_frame().show(ui, |ui| {
                let label = if joining.open {
                    tr!(tr, "phone-close")
                } else {
                    tr!(tr, "phone-connect")
                };
                if ui.button(egui::RichText::new(label).size(18.0)).clicked() {
                    joining.open = !joining.open;
                    joining.problem = None;
                    joining.address = crate::phone::lan::lan_address();
                }
                if !joining.open {
                    return;
                }
                if let Some(problem) = &joining.problem {
                    ui.label(egui::RichText::new(problem).color(egui::Color32::LIGHT_RED));
                    return;
                }
                let Some(host) = &host else { return };
                ui.set_max_width(3.0 * (QR_SIZE + 12.0));
                ui.add(egui::Label::new(tr!(tr, "phone-join-hint")).wrap());
                egui::Grid::new("phone seats").show(ui, |ui| {
                    let humans = setup.seats.iter().enumerate().filter(|(_, s)| s.is_human());
                    for (k, (i, kind)) in humans.enumerate() {
                        let seat = Seat(i as u8);
                        ui.vertical(|ui| {
                            ui.label(
                                egui::RichText::new(tr!(
                                    tr,
                                    "phone-seat-address",
                                    n = i + 1,
                                    name = kind.name()
                                ))
                                .color(colours::BRASS),
                            );
                            let url = host.seat_url(seat);
                            crate::phone::qr::paint(ui, &url, QR_SIZE);
                            ui.label(egui::RichText::new(&url).size(11.0));
                            if let Some(link) = phones.get(seat) {
                                let words = match link.rtt_ms {
                                    Some(ms) => {
                                        tr!(tr, "phone-connected-rtt", ms = format!("{ms:.0}"))
                                    }
                                    None => tr!(tr, "phone-connected"),
                                };
                                ui.label(egui::RichText::new(words));
                            }
                        });
                        if k % 3 == 2 {
                            ui.end_row();
                        }
                    }
                });
            });
        });
    Ok(())
}
