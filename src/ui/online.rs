//! Tables across homes, on screen: in the lobby, "Online öffnen" makes this table the host and
//! shows its invite (text to copy and a QR code; the public address when known, the LAN one
//! beside it), the public address field and what the router said, with the homes that joined
//! and their round trip, and those turned away for another version; on the title, "Beitreten" takes an invite (typed or pasted), joins, and waits there for
//! the host's deal, showing who sits where.

use super::{colours, wood_frame};
use crate::core::overlay::Overlay;
use crate::core::{Screen, Tr};
use crate::net::{Guesting, Hosting, Invite, guest, host};
use crate::phone::{PhoneHost, PhoneJoining, PhoneSeats};
use crate::screens::online::{JoinPanel, OnlinePanel, Router};
use crate::tr;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use bevy_replicon::prelude::ConnectedClientStats;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        (
            invite_panel.run_if(in_state(Screen::Lobby).and_then(in_state(Overlay::Online))),
            join_panel.run_if(in_state(Screen::Title)),
        ),
    );
}

fn invite_panel(
    mut contexts: EguiContexts,
    mut panel: ResMut<OnlinePanel>,
    hosting: Option<Res<Hosting>>,
    stats: Query<&ConnectedClientStats>,
    mut commands: Commands,
    tr: Res<Tr>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let screen = ctx.viewport_rect();
    egui::Area::new("online".into())
        .anchor(egui::Align2::CENTER_TOP, [0.0, 70.0])
        .order(egui::Order::Foreground)
        .show(ctx, |ui| {
            wood_frame().show(ui, |ui| {
                ui.set_max_width((screen.width() - 80.0).min(720.0));
                if let Some(problem) = &panel.problem {
                    ui.label(egui::RichText::new(problem).color(egui::Color32::LIGHT_RED));
                }
                let Some(hosting) = &hosting else {
                    return;
                };
                let invite = hosting.invite.text();
                ui.horizontal_top(|ui| {
                    let size = (screen.height() * 0.28).clamp(110.0, 200.0);
                    crate::phone::qr::paint(ui, &invite, size);
                    ui.vertical(|ui| {
                        ui.add(egui::Label::new(tr!(tr, "net-invite-hint")).wrap());
                        ui.add_space(4.0);
                        if hosting.public.is_some() {
                            ui.label(egui::RichText::new(tr!(tr, "net-invite-outside")).size(13.0));
                        }
                        ui.add(
                            egui::Label::new(
                                egui::RichText::new(&invite)
                                    .monospace()
                                    .size(13.0)
                                    .color(colours::BRASS),
                            )
                            .wrap(),
                        );
                        ui.horizontal(|ui| {
                            if ui.button(tr!(tr, "net-invite-copy")).clicked() {
                                ui.ctx().copy_text(invite.clone());
                            }
                            if ui.button(tr!(tr, "net-close-online")).clicked() {
                                commands.queue(|world: &mut World| {
                                    Overlay::Online.close(world);
                                    host::close(world);
                                });
                            }
                        });
                        reach(ui, &mut panel, hosting, &mut commands, &tr);
                        ui.add_space(6.0);
                        let mut homes: Vec<(Entity, String)> = hosting
                            .guests()
                            .map(|(client, g)| (client, g.name.clone()))
                            .collect();
                        homes.sort_by(|a, b| a.1.cmp(&b.1));
                        if homes.is_empty() {
                            ui.label(egui::RichText::new(tr!(tr, "net-no-homes")).weak());
                        }
                        for (name, theirs) in &hosting.other_versions {
                            let line = tr!(
                                tr,
                                "net-home-other-version",
                                name = name.clone(),
                                theirs = theirs.clone(),
                                ours = crate::core::version::VERSION
                            );
                            ui.add(
                                egui::Label::new(
                                    egui::RichText::new(line)
                                        .size(14.0)
                                        .color(egui::Color32::LIGHT_RED),
                                )
                                .wrap(),
                            );
                        }
                        for (client, name) in homes {
                            let seats: Vec<String> = hosting
                                .seats_of_client(client)
                                .iter()
                                .map(|s| (s.index() + 1).to_string())
                                .collect();
                            let rtt = stats
                                .get(client)
                                .map(|s| (s.rtt * 1000.0).round() as u32)
                                .unwrap_or(0);
                            let line = match seats.is_empty() {
                                true => tr!(tr, "net-home-watching", name = name, ms = rtt),
                                false => tr!(
                                    tr,
                                    "net-home-seated",
                                    name = name,
                                    seats = seats.join(", "),
                                    ms = rtt
                                ),
                            };
                            ui.label(
                                egui::RichText::new(line)
                                    .size(14.0)
                                    .color(egui::Color32::LIGHT_GREEN),
                            );
                        }
                    });
                });
            });
        });
    Ok(())
}

/// How the table is reached: the LAN invite when the invite names the public address, the public
/// address field (with its one line of trouble), and what the router said or what to forward.
fn reach(
    ui: &mut egui::Ui,
    panel: &mut OnlinePanel,
    hosting: &Hosting,
    commands: &mut Commands,
    tr: &Tr,
) {
    let small = |ui: &mut egui::Ui, text: String, colour: Option<egui::Color32>| {
        let text = egui::RichText::new(text).size(13.0);
        let text = match colour {
            Some(colour) => text.color(colour),
            None => text.weak(),
        };
        ui.add(egui::Label::new(text).wrap());
    };
    if hosting.public.is_some() {
        let inside = hosting.lan_invite().text();
        small(ui, tr!(tr, "net-invite-inside", invite = inside), None);
    }
    let port = hosting.lan.port();
    let router = match panel.router {
        Router::NotAsked => tr!(tr, "net-invite-port", port = port),
        Router::Asking { .. } => tr!(tr, "net-router-searching", port = port),
        Router::Opened(addr) => tr!(
            tr,
            "net-router-opened",
            port = addr.port(),
            address = addr.to_string()
        ),
        Router::Cannot => tr!(
            tr,
            "net-router-cannot",
            port = port,
            lan = hosting.lan.ip().to_string()
        ),
    };
    small(ui, router, None);
    ui.label(egui::RichText::new(tr!(tr, "net-public-label")).size(13.0));
    ui.horizontal(|ui| {
        let edit = ui.add(
            egui::TextEdit::singleline(&mut panel.public_text)
                .hint_text("203.0.113.5")
                .desired_width(220.0),
        );
        let enter = edit.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        if ui.button(tr!(tr, "net-public-apply")).clicked() || enter {
            commands.queue(crate::screens::online::apply_public);
        }
    });
    if let Some(problem) = &panel.public_problem {
        small(ui, problem.clone(), Some(egui::Color32::LIGHT_RED));
    }
}

#[allow(clippy::too_many_arguments)]
fn join_panel(
    mut contexts: EguiContexts,
    (mut panel, overlay): (ResMut<JoinPanel>, Res<State<Overlay>>),
    guesting: Option<Res<Guesting>>,
    settings: Res<crate::settings::Settings>,
    mut commands: Commands,
    tr: Res<Tr>,
    pads: Query<(&Gamepad, Option<&Name>)>,
    (joining, phone_host, phones): (Res<PhoneJoining>, Option<Res<PhoneHost>>, Res<PhoneSeats>),
) -> Result {
    let joined = guesting.as_ref().is_some_and(|g| !g.closed);
    if *overlay.get() != Overlay::Join && !joined {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let screen = ctx.viewport_rect();
    egui::Area::new("join".into())
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .order(egui::Order::Foreground)
        .show(ctx, |ui| {
            wood_frame().show(ui, |ui| {
                ui.set_max_width((screen.width() - 80.0).min(640.0));
                if let Some(guesting) = guesting.as_ref().filter(|_| joined) {
                    // A gamepad's confirm, as the pad in hand labels it.
                    let confirm = crate::screens::settings_words::pad_button_of(
                        &settings,
                        crate::core::actions::SeatAction::Confirm,
                        crate::input::glyphs::hint_kind(pads.iter()),
                        &tr,
                    );
                    let phones = HerePhones {
                        joining: &joining,
                        shown: *overlay.get() == Overlay::Phones,
                        host: phone_host.as_deref(),
                        seats: &phones,
                        width: (screen.width() - 80.0).min(640.0),
                    };
                    waiting(ui, guesting, &confirm, phones, &mut commands, &tr);
                    return;
                }
                ui.label(
                    egui::RichText::new(tr!(tr, "net-join-title"))
                        .size(22.0)
                        .color(colours::BRASS),
                );
                ui.add(egui::Label::new(tr!(tr, "net-join-hint")).wrap());
                let edit = ui.add(
                    egui::TextEdit::singleline(&mut panel.text)
                        .hint_text("stammtisch://…")
                        .desired_width(f32::INFINITY),
                );
                if !edit.has_focus() && panel.text.is_empty() {
                    edit.request_focus();
                }
                let enter = edit.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
                if let Some(problem) = &panel.problem {
                    ui.label(egui::RichText::new(problem).color(egui::Color32::LIGHT_RED));
                }
                ui.horizontal(|ui| {
                    if ui.button(tr!(tr, "net-join")).clicked() || enter {
                        match Invite::parse(&panel.text) {
                            Ok(invite) => {
                                panel.problem = None;
                                let name = guest::joining_name(&settings.player_name, &tr);
                                commands.queue(move |world: &mut World| join(world, invite, name));
                            }
                            Err(e) => panel.problem = Some(tr.words(e.words(), &[])),
                        }
                    }
                    if ui.button(tr!(tr, "net-join-cancel")).clicked() {
                        panel.problem = None;
                        commands.queue(|world: &mut World| Overlay::Join.close(world));
                    }
                });
            });
        });
    Ok(())
}

/// This home's phones, on the waiting panel: whether joining is open and its codes shown, the
/// server, the phones at seats, and the panel's width.
struct HerePhones<'a> {
    joining: &'a PhoneJoining,
    shown: bool,
    host: Option<&'a PhoneHost>,
    seats: &'a PhoneSeats,
    width: f32,
}

/// Joined: where, who sits where, phones of this home, and a way out.
fn waiting(
    ui: &mut egui::Ui,
    guesting: &Guesting,
    confirm: &str,
    phones: HerePhones,
    commands: &mut Commands,
    tr: &Tr,
) {
    ui.label(
        egui::RichText::new(tr!(
            tr,
            "net-joined",
            addr = guesting.invite.addr.to_string()
        ))
        .size(20.0)
        .color(colours::BRASS),
    );
    match &guesting.roster {
        None => {
            ui.label(tr!(tr, "net-connecting"));
        }
        Some(roster) => {
            ui.label(tr!(tr, "net-waiting-for-deal"));
            let here = roster.seats.iter().filter(|s| s.yours).count();
            // While the phone codes show, they take the seat list's room (the window stays
            // tall enough at ten seats); hiding them brings it back.
            let seats = roster.seats.iter().take(match phones.shown {
                true => 0,
                false => roster.seats.len(),
            });
            for (i, seat) in seats.enumerate() {
                let name = guest::seat_name(seat, tr);
                let who = match (seat.yours, seat.bot) {
                    (true, _) if here > 1 => tr!(tr, "net-seat-here", n = i + 1, name = name),
                    (true, _) => tr!(tr, "net-seat-yours", n = i + 1, name = name),
                    (false, true) => tr!(tr, "net-seat-bot", n = i + 1, name = name),
                    (false, false) => tr!(tr, "net-seat-person", n = i + 1, name = name),
                };
                ui.label(egui::RichText::new(who).size(15.0));
            }
            // More people on this couch: each gamepad takes a seat of its own.
            if roster.seats.iter().any(|s| s.bot && !s.remote && !s.yours) {
                ui.label(
                    egui::RichText::new(tr!(tr, "net-pads-join", button = confirm))
                        .size(15.0)
                        .weak(),
                );
            }
        }
    }
    if let Some(refusal) = guesting.refused {
        ui.label(
            egui::RichText::new(tr.words(refusal.words(), &[("seat", refusal_seat(refusal))]))
                .color(egui::Color32::LIGHT_RED),
        );
    }
    phones_here(ui, guesting, phones, commands, tr);
    if ui.button(tr!(tr, "net-leave")).clicked() {
        commands.queue(guest::leave);
    }
}

/// Phones in this home take seats too: "Handys verbinden" opens this screen's phone server and
/// shows a code for any seat the host offers, and one for each seat a phone holds here (to come
/// back to it).
fn phones_here(
    ui: &mut egui::Ui,
    guesting: &Guesting,
    phones: HerePhones,
    commands: &mut Commands,
    tr: &Tr,
) {
    let joining = phones.joining;
    let label = match phones.shown {
        true => tr!(tr, "phone-close"),
        false => tr!(tr, "phone-connect"),
    };
    if ui.button(label).clicked() {
        commands.queue(crate::phone::toggle_codes);
    }
    if !phones.shown {
        return;
    }
    if let Some(problem) = &joining.problem {
        ui.label(egui::RichText::new(problem).color(egui::Color32::LIGHT_RED));
        return;
    }
    let (Some(host), Some(roster)) = (phones.host, &guesting.roster) else {
        return;
    };
    ui.add(egui::Label::new(egui::RichText::new(tr!(tr, "phone-join-hint")).size(15.0)).wrap());
    let held: Vec<_> = guesting
        .seated
        .iter()
        .filter(|(who, _)| matches!(who, guest::Here::Phone(_)))
        .filter_map(|&(_, seat)| {
            let name = guest::seat_name(roster.seats.get(seat.index())?, tr);
            Some((seat, name))
        })
        .collect();
    super::phones::codes_row(ui, host, held.into_iter(), phones.seats, tr, phones.width);
}

fn refusal_seat(refusal: crate::net::wire::Refusal) -> crate::core::i18n::TrArg {
    use crate::net::wire::Refusal;
    match refusal {
        Refusal::NotYours(s) | Refusal::NotOffered(s) => (s.index() + 1).into(),
        Refusal::Garbled | Refusal::Name(_) => 0.into(),
    }
}

/// Joins `invite` with this screen's identity; its person asks for a seat under `name`.
fn join(world: &mut World, invite: Invite, name: String) {
    let identity = guest::identity(&mut world.resource_mut::<crate::settings::Settings>());
    let credentials = host::Credentials {
        identity,
        name: name.clone(),
    };
    match guest::join(world, invite, &credentials) {
        Ok(()) => {
            world.resource_mut::<Guesting>().seat_wanted = Some(name);
            world.resource_mut::<JoinPanel>().problem = None;
            Overlay::Join.close(world);
        }
        Err(problem) => world.resource_mut::<JoinPanel>().problem = Some(problem),
    }
}
