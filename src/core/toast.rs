//! A short message on the table for players (a refused move, who won the race).

use bevy::prelude::*;

#[derive(Resource, Debug, Default, Clone)]
pub struct Toast {
    pub text: String,
    pub until_secs: f32,
}

impl Toast {
    pub fn show(&mut self, text: impl Into<String>, now_secs: f32) {
        self.text = text.into();
        self.until_secs = now_secs + 3.0;
    }
    pub fn current(&self, now_secs: f32) -> Option<&str> {
        (now_secs < self.until_secs && !self.text.is_empty()).then_some(self.text.as_str())
    }
}
