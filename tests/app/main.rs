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
mod harness;
mod homes;
mod hostile;
mod i18n;
mod jammerlappen;
mod language;
mod light;
mod lobby_comforts;
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
mod settings;
mod settings_screen;
mod sight;
/// Setup several test files share.
mod support {
    pub mod homes;
}
mod trust;
mod walkthrough;
mod ws_client;
mod ziege;
