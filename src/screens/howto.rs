//! "How to play": a short page per game, opened from the lobby (its menu item, F1 or H on the
//! keyboard, North/Y on a gamepad) and at the table from the pause menu (its row, or H, which no
//! game uses for a move), in the language in use. Up and down scroll it; Back, Escape, Enter or a
//! click beside it close it (at the table, back to the pause menu when it came from there, back to
//! the game when H opened it; H closes it too). Its widget lives in `ui::howto`.

use super::lobby::{LobbyMenu, NameEdit};
use crate::core::actions::SeatAction;
use crate::core::overlay::Overlay;
use crate::core::{Screen, TableGames, Tr, TypingInUi};
use crate::input::controllers::Presses;
use crate::table::pause::{PauseReason, TablePause};
use bevy::prelude::*;

/// The page shown (`Overlay::Rules`), how far it is scrolled (in steps of the arrows) and what
/// closing it goes back to.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct HowTo {
    /// The game's id, while its page is shown.
    pub game: Option<String>,
    pub scroll: f32,
    /// What the page lies over and closing it shows again: the pause menu it was opened from,
    /// a lobby's panel, or nothing (the lobby, or the table H paused: closing it resumes).
    pub back: Overlay,
}

/// Whether the page is not in the way (a run condition for what it lies over; in the frame it
/// closes it still is, since `Overlay` changes at that frame's end).
pub fn howto_closed(overlay: Res<State<Overlay>>) -> bool {
    *overlay.get() != Overlay::Rules
}

impl HowTo {
    pub fn is_open(&self) -> bool {
        self.game.is_some()
    }

    /// Shows `game`'s page over `over` (what the screen shows now), which closing it shows again.
    pub fn open(&mut self, game: &str, over: Overlay, next: &mut NextState<Overlay>) {
        self.game = Some(game.to_string());
        self.scroll = 0.0;
        if over != Overlay::Rules {
            self.back = over;
        }
        next.set(Overlay::Rules);
    }

    /// Takes the page off, back to what it lay over.
    pub fn close(&mut self, next: &mut NextState<Overlay>) {
        if self.game.take().is_some() {
            next.set(self.back);
        }
    }

    /// The catalogue key of a game's page.
    pub fn key(game: &str) -> String {
        format!("howto-{game}")
    }

    /// The open page's heading (the game's name as published) and its text.
    pub fn page(&self, tr: &Tr, games: &TableGames) -> Option<(String, String)> {
        let game = self.game.as_deref()?;
        let title = games.find(game).map_or(game, |g| g.title);
        Some((
            crate::tr!(tr, "howto-heading", game = title),
            tr.words(&Self::key(game), &[]),
        ))
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<HowTo>();
    for screen in [Screen::Lobby, Screen::Table] {
        app.add_systems(OnExit(screen), |mut howto: ResMut<HowTo>| {
            *howto = HowTo::default()
        });
    }
    app.add_systems(
        Update,
        (
            verbs.after(LobbyMenu).run_if(in_state(Screen::Lobby)),
            // Before the pause menu, which it lies over.
            verbs
                .before(crate::input::SeatInput::Menu)
                .run_if(in_state(Screen::Table)),
        ),
    );
}

/// Opens the page by its verbs; while it is open, the arrows scroll it and Back, Pause or
/// Confirm close it. Presses of the frame it opened in (the Enter that chose it) only open it.
fn verbs(
    presses: Res<Presses>,
    keys: Res<ButtonInput<KeyCode>>,
    typing: Res<TypingInUi>,
    name_edit: Res<NameEdit>,
    setup: Res<crate::core::MatchSetup>,
    screen: Res<State<Screen>>,
    mut howto: ResMut<HowTo>,
    mut open_last_frame: Local<bool>,
    (overlay, mut next, mut pause): (
        Res<State<Overlay>>,
        ResMut<NextState<Overlay>>,
        ResMut<TablePause>,
    ),
) {
    if *open_last_frame && howto.is_open() {
        for press in &presses.0 {
            match press.action {
                SeatAction::Up => howto.scroll = (howto.scroll - 1.0).max(0.0),
                SeatAction::Down => howto.scroll = (howto.scroll + 1.0).min(60.0),
                SeatAction::Back | SeatAction::Pause | SeatAction::Confirm | SeatAction::Act2 => {
                    howto.close(&mut next)
                }
                _ => {}
            }
        }
        if *screen.get() == Screen::Table && keys.just_pressed(KeyCode::KeyH) {
            howto.close(&mut next);
        }
    } else if !howto.is_open() && *screen.get() == Screen::Lobby {
        // At the table the pause menu opens it (its row, or H), since it pauses the table.
        let by_key = !typing.0
            && name_edit.0.is_none()
            && keys.any_just_pressed([KeyCode::F1, KeyCode::KeyH]);
        let by_pad = presses.0.iter().any(|p| {
            p.action == SeatAction::Act2
                && matches!(p.device, crate::input::controllers::Device::Gamepad(_))
        });
        if by_key || by_pad {
            howto.open(&setup.game, *overlay.get(), &mut next);
        }
    }
    // Rules opened by H (the menu was closed) close back to the game, not into the menu (closed
    // here, or by a click in the last frame).
    let table = *screen.get() == Screen::Table;
    if *open_last_frame && !howto.is_open() && table && howto.back == Overlay::None {
        pause.remove(PauseReason::Menu);
    }
    *open_last_frame = howto.is_open();
}
