//! Tests of the whole App, headless: the very App the binary runs, driven frame by frame.

mod attract;
mod browser;
mod chromium;
mod cli;
mod couch;
mod devices;
mod font;
mod gaemsh;
mod gaemsh_hud;
mod gaemsh_pad;
mod gorillas;
mod gorillas_ten;
mod harness;
mod homes;
mod hostile;
mod i18n;
mod jammerlappen;
mod language;
mod leaving;
mod light;
mod lines;
mod lobby_comforts;
mod menus;
mod mouse;
mod newcomer;
mod pacing;
mod package;
mod panels;
mod phone_door;
mod phones;
mod races;
mod replays;
mod round;
mod seat_cover;
mod settings;
mod settings_screen;
mod sight;
/// Setup several test files share.
mod support {
    pub mod homes;
    pub mod present;
}
mod trust;
mod walkthrough;
mod ws_client;
mod ziege;
mod ziegejam;
