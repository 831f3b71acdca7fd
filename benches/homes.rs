//! What a table across homes sends: a host and a guest App in one process over renet netcode on
//! 127.0.0.1, ten Gussy Gorillas seats of bots (the guest holds seat 2, the host's autopilot plays
//! it so the round runs by itself), on the table's clock (16 ms a frame, bots at their pace).
//! Reports the game news' payload per table second to the guest (postcard, as sent), renet's own
//! count of bytes sent to that guest (channels and acks included, netcode's header not), and how
//! many frames a rules event takes from the host's frame to the guest's screen.
//! Run: `cargo bench --profile dev --bench homes`.

use bevy::prelude::*;
use bevy_replicon::shared::backend::connected_client::NetworkId;
use stammtisch::core::MatchSetup;
use stammtisch::games::driver::news::News;
use stammtisch::games::driver::{Match, Sight};
use stammtisch::games::gorillas::GorillasTable;
use stammtisch::net::{Guesting, Hosting};
use stammtisch::settings::Settings;
use stammtisch_rules::{Game, Seat};

// The App tests' headless App and their two homes (host and guest setup), shared.
#[path = "../tests/app/harness.rs"]
#[allow(dead_code)]
mod harness;
#[path = "../tests/app/support/homes.rs"]
#[allow(dead_code)]
mod homes;

use harness::FRAME;

fn main() {
    let mut setup = MatchSetup::against_bots(
        "gorillas",
        10,
        stammtisch_rules::bots::Level::Normal,
        "-",
        7,
    );
    setup.seats[0] = stammtisch::core::SeatKind::Bot {
        name: "Anni".into(),
        level: stammtisch_rules::bots::Level::Normal,
    };
    setup.autopilot = true;
    let (mut host_app, invite) = homes::host_app(setup);
    let mut guest_app = homes::guest_app(&invite, "Kathi");
    // Bots at their pace (the tests' harness makes them answer at once).
    for app in [&mut host_app, &mut guest_app] {
        app.world_mut().resource_mut::<Settings>().bot_pace = Settings::default().bot_pace;
    }
    let both = |n: usize, host_app: &mut App, guest_app: &mut App| {
        for _ in 0..n {
            homes::frame(host_app, &mut [guest_app]);
        }
    };
    both(120, &mut host_app, &mut guest_app);
    homes::take(&mut guest_app, Seat(1), "Kathi");
    both(30, &mut host_app, &mut guest_app);
    assert_eq!(
        host_app.world().resource::<Hosting>().remote_seats(),
        [Seat(1)]
    );
    assert!(guest_app.world().resource::<Guesting>().roster.is_some());
    homes::deal(&mut host_app);
    both(10, &mut host_app, &mut guest_app);
    // One minute of table time of the first round (or until it ends).
    let frames = 60 * 1000 / FRAME.as_millis() as usize;
    let (mut payload, mut news, mut lag_frames, mut lag_samples) = (0usize, 0usize, 0usize, 0usize);
    let mut renet_per_sec = Vec::new();
    let mut waiting: Option<(usize, usize)> = None;
    let mut last_len = 0;
    let mut cursor = guest_app
        .world()
        .resource::<Messages<News<GorillasTable>>>()
        .get_cursor();
    for frame in 0..frames {
        host_app.update();
        let host_len = host_app
            .world()
            .resource::<Match<GorillasTable>>()
            .log
            .entries
            .len();
        guest_app.update();
        {
            // What the guest received this frame, as it travelled (postcard).
            let messages = guest_app
                .world()
                .resource::<Messages<News<GorillasTable>>>();
            for sent in cursor.read(messages) {
                let mut bytes = Vec::new();
                bevy_replicon::postcard_utils::to_extend_mut(sent, &mut bytes).unwrap();
                payload += bytes.len();
                news += 1;
            }
        }
        // Frames from the host's log growing to the guest's Sight knowing it.
        if waiting.is_none() && host_len > last_len {
            waiting = Some((host_len, frame));
            last_len = host_len;
        }
        if let (Some((len, since)), Some(sight)) = (
            waiting,
            guest_app.world().get_resource::<Sight<GorillasTable>>(),
        ) && sight.log_len() >= len
        {
            lag_frames += frame - since;
            lag_samples += 1;
            waiting = None;
        }
        if frame % 60 == 59 {
            let mut ids = host_app.world_mut().query::<&NetworkId>();
            let id = ids.iter(host_app.world()).next().map(|id| id.get());
            if let Some(id) = id
                && let Ok(info) = host_app
                    .world()
                    .resource::<bevy_replicon_renet::RenetServer>()
                    .network_info(id)
            {
                renet_per_sec.push(info.bytes_sent_per_second);
            }
        }
        if host_app
            .world()
            .resource::<Match<GorillasTable>>()
            .game
            .outcome()
            .is_some()
        {
            break;
        }
    }
    let table_secs = frames as f64 * FRAME.as_secs_f64();
    let renet_mean = renet_per_sec.iter().sum::<f64>() / renet_per_sec.len().max(1) as f64;
    println!(
        "homes, gorillas, 10 seats, guest at seat 2: game news {:.0} bytes/s payload ({news} messages, {:.0} bytes each), renet {:.0} bytes/s to the guest (mean of {} samples), a new log entry reaches the guest's Sight {:.2} frames after the host's frame on average ({lag_samples} entries) over {table_secs:.0} s of table time",
        payload as f64 / table_secs,
        payload as f64 / news.max(1) as f64,
        renet_mean,
        renet_per_sec.len(),
        lag_frames as f64 / lag_samples.max(1) as f64,
    );
}
