//! The results screen: who won and why, then another game or the title (by mouse, keyboard or
//! any gamepad). Its widgets live in `ui::results`.

use super::menu::{MenuFocus, MenuPick, step};
use super::{MatchSetup, Screen, fresh_seed};
use crate::input::controllers::Presses;
use bevy::prelude::*;
use stammtisch_rules::Outcome;

/// The outcome of the game just played, kept for the results screen.
#[derive(Resource, Clone, Debug)]
pub struct FinalOutcome {
    pub outcome: Outcome,
    pub names: Vec<String>,
    /// The game's own headline (who lost, in the game's words); `None`: "NAME gewinnt!".
    pub headline: Option<String>,
    /// The label of the "again" button, if the game words it its own way.
    pub again: Option<String>,
}

/// The results menu, in order.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub enum ResultsChoice {
    Again,
    Title,
}

impl ResultsChoice {
    pub const ALL: [ResultsChoice; 2] = [ResultsChoice::Again, ResultsChoice::Title];
    /// The choice's catalogue key.
    pub fn label(self) -> &'static str {
        match self {
            ResultsChoice::Again => crate::key!("results-again"),
            ResultsChoice::Title => crate::key!("results-title"),
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<ResultsChoice>();
    // The table's last message stays with the table.
    app.add_systems(OnEnter(Screen::Results), super::table::clear_toast);
    app.add_systems(
        Update,
        (navigate, choose).chain().run_if(in_state(Screen::Results)),
    );
}

fn navigate(
    presses: Res<Presses>,
    keys: Res<ButtonInput<KeyCode>>,
    mut focus: ResMut<MenuFocus>,
    mut choices: MessageWriter<ResultsChoice>,
) {
    match step(&presses, &mut focus, ResultsChoice::ALL.len(), |_| true) {
        Some(MenuPick::Chosen(i, _)) => {
            choices.write(ResultsChoice::ALL[i]);
        }
        Some(MenuPick::Back(_)) => {
            choices.write(ResultsChoice::Title);
        }
        None if keys.just_pressed(KeyCode::Space) => {
            choices.write(ResultsChoice::Again);
        }
        None if keys.just_pressed(KeyCode::Escape) => {
            choices.write(ResultsChoice::Title);
        }
        None => {}
    }
}

fn choose(
    mut choices: MessageReader<ResultsChoice>,
    mut setup: ResMut<MatchSetup>,
    mut next: ResMut<NextState<Screen>>,
    elsewhere: Option<Res<crate::net::Elsewhere>>,
) {
    for choice in choices.read() {
        match choice {
            // A guest's next match is dealt by its host: it waits on the title.
            ResultsChoice::Again if elsewhere.is_some() => next.set(Screen::Title),
            ResultsChoice::Again => {
                setup.seed = fresh_seed();
                next.set(Screen::Table);
            }
            ResultsChoice::Title => next.set(Screen::Title),
        }
    }
}
