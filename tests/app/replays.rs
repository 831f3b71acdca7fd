//! Every game's replay, as the real table saved it, replays on the rules: `stammtisch replay`
//! serves every registered game.

use super::harness::{app, run_until, screen, sit_down};
use stammtisch::core::TableGames;
use stammtisch::core::{BOT_NAMES, MatchSetup, Screen, SeatKind};
use stammtisch::games::driver::match_end::ReplayDir;
use stammtisch_rules::bots::Level;

#[test]
fn a_replay_saved_by_the_table_replays_for_every_game() {
    let games: Vec<(&str, usize)> = {
        let app = app();
        app.world()
            .resource::<TableGames>()
            .0
            .iter()
            .map(|g| (g.id, g.players.0.max(3)))
            .collect()
    };
    assert!(games.len() >= 3, "the table hosts the games: {games:?}");
    for (game, players) in games {
        let dir = std::env::temp_dir().join(format!(
            "stammtisch-table-replays-{}-{game}",
            std::process::id()
        ));
        let _ = std::fs::remove_dir_all(&dir);
        let mut app = app();
        app.insert_resource(ReplayDir(Some(dir.clone())));
        let mut setup = MatchSetup::against_bots(game, players, Level::Easy, "-", 21);
        setup.seats = (0..players)
            .map(|i| SeatKind::Bot {
                name: BOT_NAMES[i].into(),
                level: Level::Easy,
            })
            .collect();
        sit_down(&mut app, setup);
        run_until(&mut app, 200_000, "the results", |app| {
            screen(app) == Screen::Results
        });
        let files: Vec<_> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|f| f.unwrap().path())
            .collect();
        assert_eq!(files.len(), 1, "{game}: one replay saved: {files:?}");
        let text = std::fs::read_to_string(&files[0]).unwrap();
        let shown = stammtisch::cli::replay::describe(&text)
            .unwrap_or_else(|e| panic!("{game}: the saved replay replays: {e}"));
        assert!(shown.lines().count() > 5, "{game}: {shown}");
        // The real command, as a player would run it.
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_stammtisch"))
            .arg("replay")
            .arg(&files[0])
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{game}: stammtisch replay: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let _ = std::fs::remove_dir_all(&dir);
    }
}
