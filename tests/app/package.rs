//! The installed program's command line (issue 45): one version said as `--version` and the
//! title say it, a missing asset folder is one line naming it, and a clicked invite link opens
//! the join panel with the invite filled in.

use crate::harness::{app, run_until, screen};
use bevy::prelude::*;
use stammtisch::cli::online::{PanelOnStart, panel_on_start};
use stammtisch::core::Screen;
use stammtisch::core::overlay::Overlay;
use stammtisch::core::version::{COMMIT, VERSION};
use stammtisch::screens::online::JoinPanel;
use std::process::Command;

/// `stammtisch --version`: "stammtisch 0.1.0 (commit abc1234)", the commit git says in a
/// checkout.
#[test]
fn version_says_the_version_and_the_commit_it_was_built_from() {
    let out = Command::new(env!("CARGO_BIN_EXE_stammtisch"))
        .arg("--version")
        .output()
        .unwrap();
    assert!(out.status.success());
    let said = String::from_utf8_lossy(&out.stdout);
    assert_eq!(said, format!("stammtisch {VERSION} (commit {COMMIT})\n"));
    assert_eq!(VERSION, env!("CARGO_PKG_VERSION"));
    let git = Command::new("git")
        .args(["rev-parse", "--short=7", "HEAD"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output();
    match git {
        Ok(git) if git.status.success() => {
            assert_eq!(COMMIT, String::from_utf8_lossy(&git.stdout).trim());
        }
        _ => assert_eq!(COMMIT, "unknown"),
    }
}

/// Every command that opens the App, pointed at a folder without the game's files: exit 1 and
/// one line that names the folder, before any window.
#[test]
fn a_missing_asset_folder_is_one_line_naming_it() {
    let empty = std::env::temp_dir().join(format!("stammtisch-no-assets-{}", std::process::id()));
    std::fs::create_dir_all(&empty).unwrap();
    let invite = "stammtisch://127.0.0.1:27531/00112233445566778899aabbccddeeff";
    let commands: &[&[&str]] = &[
        &[],
        &["demo"],
        &["serve", "--game", "schwimmen", "--port", "0"],
        &["join", invite],
        &["join", "--panel", invite],
    ];
    for args in commands {
        let out = Command::new(env!("CARGO_BIN_EXE_stammtisch"))
            .args(*args)
            .env("STAMMTISCH_ROOT", &empty)
            .env("STAMMTISCH_SETTINGS", empty.join("settings.json"))
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{args:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(
            err.starts_with("stammtisch: ") && err.contains(&empty.display().to_string()),
            "{args:?}: {err}"
        );
        assert!(err.contains("assets/fonts/NotoSans-Regular.ttf"), "{err}");
    }
    let _ = std::fs::remove_dir_all(&empty);
}

/// `stammtisch join --panel LINK` (what the desktop entry runs for a clicked stammtisch://
/// link): once the title is up its join panel is open, the invite filled in (the slash a browser
/// adds dropped), and nothing joined yet; a link that is no invite is there with the reason.
#[test]
fn a_clicked_link_opens_the_join_panel_with_the_invite_filled_in() {
    let link = "stammtisch://127.0.0.1:27531/00112233445566778899aabbccddeeff";
    for (given, problem) in [
        (format!("{link}/"), None),
        (
            "stammtisch://127.0.0.1:27531/0011".to_string(),
            Some("net-invite-secret"),
        ),
    ] {
        let mut app = app();
        panel_on_start(&mut app, PanelOnStart::new(&given));
        run_until(&mut app, 3000, "the join panel", |app| {
            screen(app) == Screen::Title
                && *app.world().resource::<State<Overlay>>().get() == Overlay::Join
        });
        let panel = app.world().resource::<JoinPanel>();
        let tr = app.world().resource::<stammtisch::core::Tr>();
        assert_eq!(panel.text, given.trim_end_matches('/'));
        assert_eq!(panel.problem, problem.map(|key| tr.words(key, &[])));
        assert!(
            app.world()
                .get_resource::<stammtisch::net::Guesting>()
                .is_none(),
            "a clicked link joins only when the person says so"
        );
    }
}
