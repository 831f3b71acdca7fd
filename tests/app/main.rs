//! Tests of the whole App, headless: the very App the binary runs, driven frame by frame.

mod attract;
mod cli;
mod couch;
mod devices;
mod font;
mod gaemsh;
mod gaemsh_pad;
mod gorillas;
mod harness;
mod i18n;
mod jammerlappen;
mod language;
mod lobby_comforts;
mod mouse;
mod pacing;
mod panels;
mod phones;
mod races;
mod replays;
mod round;
mod settings;
mod settings_screen;
mod trust;
mod walkthrough;
mod ws_client;
mod ziege;
