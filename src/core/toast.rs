//! A short message for players: on the table (a refused move, who won the race), or on the title
//! (a table in another home closed, a join that failed).

use bevy::prelude::*;

#[derive(Resource, Debug, Default, Clone)]
pub struct Toast {
    pub text: String,
    pub until_secs: f32,
}

impl Toast {
    pub fn show(&mut self, text: impl Into<String>, now_secs: f32) {
        self.show_for(text, now_secs, 3.0);
    }
    /// A message that stays `secs` (what a screen change brought: it is read on the next screen).
    pub fn show_for(&mut self, text: impl Into<String>, now_secs: f32, secs: f32) {
        self.text = text.into();
        self.until_secs = now_secs + secs;
    }
    pub fn current(&self, now_secs: f32) -> Option<&str> {
        (now_secs < self.until_secs && !self.text.is_empty()).then_some(self.text.as_str())
    }
}
