//! The command line: score, sim and replay, with one clear line and a non-zero exit on bad input.

use std::process::Command;

fn stammtisch(args: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_stammtisch"))
        .args(args)
        .output()
        .unwrap();
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into(),
        String::from_utf8_lossy(&out.stderr).into(),
    )
}

#[test]
fn score_prints_a_hands_value() {
    assert_eq!(
        stammtisch(&["score", "schwimmen", "AH", "KH", "10C"])
            .1
            .trim(),
        "21"
    );
    assert_eq!(
        stammtisch(&["score", "schwimmen", "AH", "KH", "10H"])
            .1
            .trim(),
        "31"
    );
    assert_eq!(
        stammtisch(&["score", "schwimmen", "7H", "7C", "7S"])
            .1
            .trim(),
        "30½"
    );
    assert_eq!(
        stammtisch(&["score", "schwimmen", "AH", "KH", "10C", "--json"])
            .1
            .trim(),
        r#"{"score":21.0}"#
    );
    // The rulebook's trick: heads 5 + 3 + 1 + 1 plus the lowest card 5.
    assert_eq!(
        stammtisch(&["score", "ziege", "40", "5", "47", "18"])
            .1
            .trim(),
        "15"
    );
    assert_eq!(
        stammtisch(&["score", "ziege", "40", "5", "47", "18", "--json"])
            .1
            .trim(),
        r#"{"score":15.0}"#
    );
}

/// `games` names every game the table hosts, in menu order, one a line: the smoke run's list.
#[test]
fn games_lists_every_hosted_game_one_a_line() {
    let (ok, out, err) = stammtisch(&["games"]);
    assert!(ok, "{err}");
    let listed: Vec<&str> = out.lines().collect();
    assert_eq!(
        listed,
        ["schwimmen", "ziege", "jammerlappen", "gaemsh", "gorillas"]
    );
    let hosted: Vec<&str> = stammtisch::games::HOSTED.iter().map(|g| g.id).collect();
    assert_eq!(listed, hosted);
    for id in listed {
        assert!(stammtisch_rules::games::find(id).is_some(), "{id} unknown");
    }
}

/// `serve` on a UDP port another program holds: one line that says which port, and a failed exit.
#[test]
fn serve_on_a_port_that_is_taken_says_so_and_fails() {
    let taken = std::net::UdpSocket::bind("0.0.0.0:0").unwrap();
    let port = taken.local_addr().unwrap().port().to_string();
    let args = [
        "serve",
        "--game",
        "schwimmen",
        "--players",
        "3",
        "--port",
        &port,
        "--address",
        "127.0.0.1",
    ];
    let (ok, _, err) = stammtisch(&args);
    assert!(!ok, "serve on a taken port succeeded");
    let lines: Vec<&str> = err
        .lines()
        .filter(|l| l.starts_with("stammtisch:"))
        .collect();
    assert_eq!(lines.len(), 1, "{err}");
    assert!(lines[0].contains(&format!("UDP port {port}")), "{err}");
}

#[test]
fn bad_input_gets_one_clear_line_and_fails() {
    let folder = std::env::temp_dir();
    let folder = folder.to_str().unwrap();
    let invocations: &[&[&str]] = &[
        &["score", "schwimmen", "AH", "KH", "1C"],
        &["score", "schwimmen", "AH", "KH"],
        &["score", "schwimmen", "AH", "AH", "KH"],
        &["score", "schwimmen", "A♥", "KH", "QH"],
        &["score", "schwimmen", "Ä", "KH", "QH"],
        &["score", "schwimmen", "10♣", "KH", "QH"],
        &["score", "schwimmen", "AH", "KH", "QH", "JH"],
        &["score", "schwimmen", "", "KH", "QH"],
        &["score", "schwimmen"],
        &["score", "poker", "AH"],
        &["score", "jammerlappen", "7"],
        &["score", "ziege", "40", "51"],
        &["score", "ziege", "7", "7", "8"],
        &["score", "ziege", "7"],
        &["score", "ziege", "7", "8"],
        &["score", "ziege", "1", "2", "3", "4", "5", "6", "7"],
        &["score", "ziege", "+1", "5", "6"],
        &["score", "ziege", "-1", "5", "6"],
        &["score", "ziege", "0", "5", "6"],
        &["score", "ziege", "1.5", "5", "6"],
        &["score", "ziege", "٣", "5", "6"],
        &["score", "gorillas", "X9"],
        &["score", "gorillas", "G11"],
        &["score", "gorillas", "G-6"],
        &["score", "gorillas", "SPLITT"],
        &["score", "gorillas", "G1", "G1", "G1", "G1"],
        &["sim", "--game", "gaemsh", "--players", "5"],
        &["sim", "--game", "gaemsh", "--option", "foehn=maybe"],
        &["score"],
        &["sim", "--game", "poker"],
        &["sim"],
        &["sim", "--game", "schwimmen", "--seed", "abc"],
        &["sim", "--game", "schwimmen", "--seed", "-1"],
        &[
            "sim",
            "--game",
            "schwimmen",
            "--seed",
            "99999999999999999999999",
        ],
        &["sim", "--game", "schwimmen", "--players", "12"],
        &["sim", "--game", "schwimmen", "--players", "-3"],
        &["sim", "--game", "schwimmen", "--players", "1"],
        &["sim", "--game", "schwimmen", "--games", "0"],
        &["sim", "--game", "schwimmen", "--games", "many"],
        &["sim", "--game", "schwimmen", "--levels", "genius"],
        &["sim", "--game", "schwimmen", "--levels", ""],
        &[
            "sim",
            "--game",
            "schwimmen",
            "--players",
            "2",
            "--levels",
            "easy,easy,easy",
        ],
        &["sim", "--game", "schwimmen", "--option", "feuer"],
        &["sim", "--game", "schwimmen", "--option", "feuer=maybe"],
        &["sim", "--game", "schwimmen", "--option", "nonsense=on"],
        &[
            "sim",
            "--game",
            "jammerlappen",
            "--option",
            "throw_in_window_ms=-5",
        ],
        &["replay", "/nonexistent/replay.jsonl"],
        &["replay", folder],
        &["replay"],
        &["frobnicate"],
        &["--frobnicate"],
        &["demo", "--seconds", "abc"],
        &["games", "schwimmen"],
        &["games", "--json"],
    ];
    assert!(invocations.len() >= 40);
    for args in invocations {
        let (ok, _, err) = stammtisch(args);
        assert!(!ok, "{args:?} should fail");
        assert_eq!(
            err.trim().lines().count(),
            1,
            "{args:?} should say one line, said: {err}"
        );
        assert!(err.starts_with("stammtisch: "), "{args:?}: {err}");
        assert!(!err.contains("panicked"), "{args:?} panicked: {err}");
    }
}

#[test]
fn sim_reports_as_json_and_replays_are_shown() {
    let (ok, out, err) = stammtisch(&[
        "sim",
        "--game",
        "schwimmen",
        "--players",
        "4",
        "--games",
        "20",
        "--seed",
        "3",
        "--levels",
        "random,easy",
        "--json",
        "--check",
    ]);
    assert!(ok, "{err}");
    let report: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(report["games"], 20);
    assert_eq!(report["failures"], 0);
    assert!(report["actions"].as_u64().unwrap() > 20);
    assert!(report["actions_per_sec"].as_f64().unwrap() > 0.0);
    assert_eq!(report["seats"].as_array().unwrap().len(), 4);
    assert_eq!(report["seats"][0]["level"], "random");
    assert_eq!(report["seats"][3]["level"], "easy");

    // A replay written by the rules is shown; a corrupt one is refused.
    use stammtisch_rules::bots::Level;
    use stammtisch_rules::games::schwimmen::Schwimmen;
    let played = stammtisch_rules::sim::play_one::<Schwimmen>(
        &Default::default(),
        &[Level::Easy; 3],
        9,
        true,
        false,
    )
    .unwrap();
    let dir = std::env::temp_dir().join(format!("stammtisch-replay-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let good = dir.join("good.jsonl");
    std::fs::write(&good, played.log.unwrap().to_jsonl()).unwrap();
    let (ok, out, err) = stammtisch(&["replay", good.to_str().unwrap()]);
    assert!(ok, "{err}");
    assert!(out.contains("last one afloat"), "{out}");
    let bad = dir.join("bad.jsonl");
    std::fs::write(&bad, "{\"game\":\"schwimmen\"}\n").unwrap();
    let (ok, _, err) = stammtisch(&["replay", bad.to_str().unwrap()]);
    assert!(!ok && err.contains("header"), "{err}");
}

#[test]
fn sim_takes_options_and_saves_every_games_log_which_replays() {
    let dir = std::env::temp_dir().join(format!("stammtisch-sim-replays-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    for (game, option) in [
        ("schwimmen", "feuer=on"),
        ("jammerlappen", "throw_in_window_ms=800"),
        ("ziege", "rounds=1"),
    ] {
        let (ok, out, err) = stammtisch(&[
            "sim",
            "--game",
            game,
            "--players",
            "3",
            "--games",
            "3",
            "--seed",
            "5",
            "--option",
            option,
            "--replays",
            dir.to_str().unwrap(),
        ]);
        assert!(ok, "{game}: {err}");
        assert!(out.contains("failures: 0"), "{out}");
    }
    let files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|f| f.unwrap().path())
        .collect();
    assert_eq!(files.len(), 9, "one log per simulated game: {files:?}");
    for file in &files {
        let (ok, out, err) = stammtisch(&["replay", file.to_str().unwrap()]);
        assert!(ok && !out.is_empty(), "{}: {err}", file.display());
    }
    // The option reached the game: the header of a Ziege log says one round.
    let ziege = files
        .iter()
        .find(|f| {
            f.file_name()
                .unwrap()
                .to_string_lossy()
                .starts_with("ziege")
        })
        .unwrap();
    let header = std::fs::read_to_string(ziege).unwrap();
    let header = header.lines().next().unwrap();
    assert!(header.contains("\"rounds\":1"), "{header}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn gorillas_scores_a_collection_and_says_how() {
    // The rulebook's George example holds two C4s and three O10s, more than the project's deck
    // (one 4 and two 10s of each primate): the command line refuses it by name.
    let george = [
        "score", "gorillas", "G1", "G1", "C4", "C4", "O10", "O10", "O10", "SPLIT", "B-8",
        "REVERSE", "M7", "FLIP",
    ];
    let (ok, _, err) = stammtisch(&george);
    assert!(!ok);
    assert!(
        err.contains("2 × C4 is more than the deck holds: 1 C4 with the rare cards, 1 without"),
        "{err}"
    );
    let collection = [
        "score", "gorillas", "G1", "G1", "C4", "O10", "O10", "B10", "SPLIT", "B-8", "REVERSE",
        "M7", "FLIP",
    ];
    let (ok, out, _) = stammtisch(&collection);
    assert!(ok);
    let mut lines = out.lines();
    assert_eq!(lines.next(), Some("55"));
    assert!(out.contains("the pair of G1 counts 11"), "{out}");
    assert!(out.contains("total 55 points"), "{out}");
    let (ok, out, _) = stammtisch(&[&collection[..], &["--json"]].concat());
    assert!(ok);
    let json: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(json["score"], 55.0);
    assert!(
        json["steps"].as_array().is_some_and(|s| s.len() >= 5),
        "{json}"
    );
    // Case does not matter.
    let (ok, out, _) = stammtisch(&["score", "gorillas", "g1", "G1", "split"]);
    assert!(
        ok && out.starts_with("2\n"),
        "a split pair of 1s counts 1 + 1: {out}"
    );
}

#[test]
fn the_new_games_sim_through_the_registry() {
    for args in [
        &[
            "sim",
            "--game",
            "gaemsh",
            "--players",
            "4",
            "--games",
            "2",
            "--option",
            "foehn=on",
        ][..],
        &[
            "sim",
            "--game",
            "gorillas",
            "--players",
            "4",
            "--games",
            "1",
        ][..],
    ] {
        let (ok, out, err) = stammtisch(args);
        assert!(ok, "{args:?}: {out} {err}");
    }
}

/// `serve` stopped by a service manager (SIGTERM to its process alone, then a bounded wait) ends
/// through the App, as on Ctrl-C: a guest connected from another App is told the table closed,
/// the operator's log names the join and the goodbye (never the invite's secret), and it exits
/// 130 (a SIGTERM not handled ends it with no code: 143 in a shell).
#[test]
fn serve_stopped_with_sigterm_says_goodbye_and_exits_130() {
    use bevy::prelude::{App, State};
    use std::io::BufRead;
    use std::time::{Duration, Instant};
    let port = {
        let free = std::net::UdpSocket::bind("127.0.0.1:0").unwrap();
        free.local_addr().unwrap().port().to_string()
    };
    let args = [
        "serve",
        "--game",
        "schwimmen",
        "--players",
        "3",
        "--port",
        &port,
        "--address",
        "127.0.0.1",
    ];
    let mut child = Command::new(env!("CARGO_BIN_EXE_stammtisch"))
        .args(args)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    // Its log, to show when it failed (read on a thread, so the pipe never fills).
    let stderr = child.stderr.take().unwrap();
    let log = std::thread::spawn(move || {
        let mut text = String::new();
        let _ = std::io::Read::read_to_string(&mut std::io::BufReader::new(stderr), &mut text);
        text
    });
    // The invite is its first line: the table is open.
    let stdout = child.stdout.take().unwrap();
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        // Every line is read to the end: a closed pipe would make its next print fail.
        for line in std::io::BufReader::new(stdout).lines() {
            let _ = tx.send(line.unwrap_or_default());
        }
    });
    let invite = rx.recv_timeout(Duration::from_secs(60));
    if invite.is_err() {
        let _ = child.kill();
    }
    let invite = invite.unwrap();
    assert!(invite.starts_with("stammtisch://"), "the invite first");
    // A guest App of this process joins over loopback (the served table runs in real time: the
    // guest's frames wait a little for its packets, bounded).
    let invite = stammtisch::net::Invite::parse(&invite).expect("an invite");
    let mut guest = crate::support::homes::guest_app(&invite, "Kathi");
    let connected = |guest: &App| {
        let state = guest
            .world()
            .resource::<State<bevy_replicon::prelude::ClientState>>();
        *state.get() == bevy_replicon::prelude::ClientState::Connected
    };
    let start = Instant::now();
    while !connected(&guest) && start.elapsed() < Duration::from_secs(20) {
        guest.update();
        std::thread::sleep(Duration::from_millis(5));
    }
    assert!(connected(&guest), "the guest never connected");
    // A moment at the table, then the service manager's SIGTERM to the process alone.
    for _ in 0..20 {
        guest.update();
        std::thread::sleep(Duration::from_millis(5));
    }
    let sent = Command::new("kill")
        .args(["-s", "TERM", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(sent.success());
    let start = Instant::now();
    let status = loop {
        guest.update();
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if start.elapsed() > Duration::from_secs(30) {
            let _ = child.kill();
            panic!("serve did not end within 30 s of SIGTERM");
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    // The guest hears the goodbye (netcode's farewell), not a line gone silent.
    let start = Instant::now();
    let told = |guest: &App| {
        guest
            .world()
            .resource::<stammtisch::core::Toast>()
            .text
            .clone()
    };
    while told(&guest).is_empty() && start.elapsed() < Duration::from_secs(5) {
        guest.update();
        std::thread::sleep(Duration::from_millis(5));
    }
    let log = log.join().unwrap_or_default();
    let said: Vec<String> = rx.try_iter().collect();
    assert_eq!(status.code(), Some(130), "{status:?}\n{log}\n{said:?}");
    assert_eq!(
        told(&guest),
        "Der Gastgeber hat den Tisch geschlossen",
        "{said:?}"
    );
    assert!(said.iter().any(|l| l == "Kathi joined"), "{said:?}");
    assert!(
        said.iter().any(|l| l == "the table closes: 1 homes told"),
        "{said:?}"
    );
    let secret: String = invite.text().rsplit('/').next().unwrap_or_default().into();
    assert!(
        !said.iter().chain([&log]).any(|l| l.contains(&secret)),
        "the secret in the log"
    );
}
