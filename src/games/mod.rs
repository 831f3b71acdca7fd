//! One Bevy plugin per game: its match driver, layout, input verbs and event mapping.

pub mod bots;
pub mod jammerlappen;
pub mod match_end;
pub mod schwimmen;
pub mod ziege;

use bevy::prelude::*;
use stammtisch_rules::{Millis, Seat};

/// A seat's wish to act, stamped with the time its input arrived (bots: when their thought ended).
/// Intents are resolved in timestamp order, so the earlier of two claims wins.
#[derive(Message, Debug, Clone, PartialEq)]
pub struct Intent<A> {
    pub seat: Seat,
    pub action: A,
    pub at: Millis,
}

impl<A: Clone + Send + Sync + 'static> Intent<A> {
    /// This frame's intents, earliest first. The sort is stable: intents stamped alike (inputs
    /// of one frame) keep the order their devices' inputs arrived in, so the earlier one wins.
    pub fn in_arrival_order(reader: &mut MessageReader<Intent<A>>) -> Vec<Intent<A>> {
        let mut pending: Vec<Intent<A>> = reader.read().cloned().collect();
        pending.sort_by_key(|intent| intent.at);
        pending
    }
}

/// A game at the table keeps its own logical clock (ms since the game began); it stands still
/// while the table is paused.
pub trait MatchClock: Resource {
    fn clock(&mut self) -> &mut Millis;
}

/// Advances a match's logical clock by the frame's time (run it only while the table runs).
pub fn tick_clock<M: MatchClock + Component<Mutability = bevy::ecs::component::Mutable>>(
    time: Res<Time>,
    mut table: ResMut<M>,
) {
    *table.clock() += (time.delta_secs_f64() * 1000.0) as u64;
}

/// A short message on the table for players (a refused move, who won the race).
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

/// A refused intent: a person sees the rules' reason on the table; a bot's refusal is a bug in
/// the bot and goes to the log.
pub fn report_refusal(
    toast: &mut Toast,
    human: bool,
    name: &str,
    action: &dyn std::fmt::Debug,
    refusal: &stammtisch_rules::RuleError,
    now_secs: f32,
) {
    if human {
        toast.show(format!("{name}: {refusal}"), now_secs);
    } else {
        error!("bot {name} chose {action:?}, refused: {refusal}");
    }
}

/// The games the table can host, as their plugins registered them: the lobby and the title list
/// these (the rules may know more games than the table can show yet).
#[derive(Resource, Debug, Default, Clone)]
pub struct TableGames(pub Vec<&'static stammtisch_rules::games::GameInfo>);

impl TableGames {
    pub fn register(app: &mut App, id: &str) {
        let info = stammtisch_rules::games::find(id).expect("a table game is known to the rules");
        app.world_mut()
            .get_resource_or_init::<TableGames>()
            .0
            .push(info);
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Toast>();
    app.init_resource::<TableGames>();
    app.add_plugins((schwimmen::plugin, ziege::plugin, jammerlappen::plugin));
}
