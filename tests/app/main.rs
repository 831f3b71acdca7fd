//! Tests of the whole App, headless: the very App the binary runs, driven frame by frame.

mod cli;
mod font;
mod harness;
mod jammerlappen;
mod mouse;
mod round;
mod settings;
