//! Damaged replays, one kind of damage at a time: each is refused with the right line number.

use super::*;
use crate::bots::Level;
use crate::games::jammerlappen::{Jammerlappen, JammerlappenConfig};
use crate::games::schwimmen::{Schwimmen, SchwimmenConfig};
use crate::games::ziege::{Ziege, ZiegeConfig};
use crate::kernel::ReplayLog;
use crate::sim::play_one;
use serde_json::json;
use std::io::BufReader;

fn schwimmen_lines() -> Vec<String> {
    let levels = [Level::Easy, Level::Random, Level::Easy];
    let played =
        play_one::<Schwimmen>(&SchwimmenConfig::default(), &levels, 42, true, true).unwrap();
    log_lines(&played.log.unwrap())
}

fn jammerlappen_lines() -> Vec<String> {
    let levels = [Level::Easy, Level::Easy, Level::Easy];
    let played =
        play_one::<Jammerlappen>(&JammerlappenConfig::default(), &levels, 8, true, true).unwrap();
    log_lines(&played.log.unwrap())
}

fn log_lines(log: &ReplayLog) -> Vec<String> {
    log.to_jsonl().lines().map(String::from).collect()
}

/// Streams `lines` through a small buffer, as a big file would be read.
fn replay<G: Game>(lines: &[String]) -> Result<G, String> {
    let text = lines.join("\n") + "\n";
    let mut reader = BufReader::with_capacity(64, text.as_bytes());
    Replay::<G>::open(&mut reader)?.finish()
}

fn entry(line: &str) -> serde_json::Value {
    serde_json::from_str(line).unwrap()
}

/// The 1-based line of the first entry matching `pick`, and its JSON.
fn find(lines: &[String], pick: impl Fn(&serde_json::Value) -> bool) -> (usize, serde_json::Value) {
    let i = lines
        .iter()
        .skip(1)
        .position(|l| pick(&entry(l)))
        .expect("such an entry")
        + 1;
    (i + 1, entry(&lines[i]))
}

fn assert_refused<G: Game>(lines: &[String], message: &str) {
    let err = replay::<G>(lines).map(|_| ()).unwrap_err();
    assert!(
        err.starts_with(message),
        "expected '{message}', got '{err}'"
    );
}

#[test]
fn sound_logs_replay_whole() {
    let game = replay::<Schwimmen>(&schwimmen_lines()).unwrap();
    assert!(game.is_over());
    let game = replay::<Jammerlappen>(&jammerlappen_lines()).unwrap();
    assert!(game.is_over());
    let levels = [Level::Easy; 3];
    let played =
        play_one::<Ziege>(&ZiegeConfig { rounds: Some(1) }, &levels, 3, true, true).unwrap();
    assert!(
        replay::<Ziege>(&log_lines(&played.log.unwrap()))
            .unwrap()
            .is_over()
    );
}

#[test]
fn damaged_json_names_its_line_blank_lines_counted() {
    let mut lines = schwimmen_lines();
    lines[4] = "{\"kind\": \"action\", \"now\": ".into();
    assert_refused::<Schwimmen>(&lines, "line 5: not a log entry");
    let mut lines = schwimmen_lines();
    lines.insert(2, String::new());
    lines.insert(3, "   ".into());
    lines[6] = "][".into();
    assert_refused::<Schwimmen>(&lines, "line 7: not a log entry");
    let mut lines = schwimmen_lines();
    lines[0] = "{\"game\": \"schwimmen\"".into();
    assert_refused::<Schwimmen>(&lines, "line 1: not a replay header");
    assert_refused::<Schwimmen>(&[String::new(), "  ".into()], "the replay file is empty");
}

#[test]
fn text_that_is_not_utf8_or_far_too_long_is_refused() {
    let mut text = schwimmen_lines()[..3].join("\n").into_bytes();
    text.extend_from_slice(b"\n{\"kind\": \"\xff\"}\n");
    let err = Replay::<Schwimmen>::open(&mut &text[..])
        .and_then(|r| r.finish())
        .unwrap_err();
    assert_eq!(err, "line 4: not UTF-8 text");
    let mut lines = schwimmen_lines();
    lines[2] = " ".repeat(MAX_LINE_BYTES + 10);
    assert_refused::<Schwimmen>(
        &lines,
        &format!("line 3: longer than {MAX_LINE_BYTES} bytes"),
    );
}

#[test]
fn an_advance_the_rules_would_not_have_recorded_is_refused() {
    // Schwimmen runs no timer: no advance belongs in its log.
    let mut lines = schwimmen_lines();
    let (_, first) = find(&lines, |_| true);
    let now = first["now"].as_u64().unwrap();
    let events = json!([{"Passed": {"seat": 0}}]);
    lines.insert(
        2,
        json!({"kind": "advance", "now": now, "events": events}).to_string(),
    );
    assert_refused::<Schwimmen>(
        &lines,
        &format!("line 3: an advance to {now} ms, but no timer runs"),
    );
    // An advance that records nothing.
    let mut lines = schwimmen_lines();
    let now = entry(&lines[2])["now"].as_u64().unwrap();
    lines.insert(
        3,
        json!({"kind": "advance", "now": now, "events": []}).to_string(),
    );
    assert_refused::<Schwimmen>(&lines, "line 4: an advance that records nothing");
    // The end of time.
    let mut lines = schwimmen_lines();
    lines.insert(
        3,
        json!({"kind": "advance", "now": u64::MAX, "events": events}).to_string(),
    );
    assert_refused::<Schwimmen>(
        &lines,
        "line 4: the time 18446744073709551615 ms is past any game",
    );
    // Jammerlappen: an advance before the throw-in window has closed.
    let mut lines = jammerlappen_lines();
    let (n, mut advance) = find(&lines, |e| e["kind"] == "advance");
    let before = entry(&lines[n - 2])["now"].as_u64().unwrap();
    advance["now"] = json!(before);
    lines[n - 1] = advance.to_string();
    assert_refused::<Jammerlappen>(
        &lines,
        &format!("line {n}: an advance to {before} ms, before the timer runs out at"),
    );
    // The same advance twice: the second changes nothing.
    let mut lines = jammerlappen_lines();
    let (n, _) = find(&lines, |e| e["kind"] == "advance");
    lines.insert(n, lines[n - 1].clone());
    assert_refused::<Jammerlappen>(&lines, &format!("line {}: an advance to", n + 1));
}

#[test]
fn time_that_goes_backwards_is_refused() {
    let mut lines = schwimmen_lines();
    let (n, _) = find(&lines, |e| e["now"].as_u64().unwrap() > 0);
    let mut next = entry(&lines[n]);
    next["now"] = json!(0);
    lines[n] = next.to_string();
    assert_refused::<Schwimmen>(
        &lines,
        &format!("line {}: the time goes backwards, to 0 ms", n + 1),
    );
}

#[test]
fn recorded_events_that_differ_from_the_rules_are_refused() {
    let mut lines = schwimmen_lines();
    let mut third = entry(&lines[3]);
    third["events"]
        .as_array_mut()
        .unwrap()
        .push(json!({"Passed": {"seat": 0}}));
    lines[3] = third.to_string();
    assert_refused::<Schwimmen>(
        &lines,
        "line 4: the events differ from what the rules produce",
    );
    let mut lines = schwimmen_lines();
    let mut third = entry(&lines[3]);
    third["events"] = json!([]);
    lines[3] = third.to_string();
    assert_refused::<Schwimmen>(
        &lines,
        "line 4: the events differ from what the rules produce: the log lacks event 1",
    );
    // Jammerlappen: an advance whose events were changed.
    let mut lines = jammerlappen_lines();
    let (n, mut advance) = find(&lines, |e| e["kind"] == "advance");
    advance["events"] = json!([{"WindowClosed": {"card": 99}}]);
    lines[n - 1] = advance.to_string();
    assert_refused::<Jammerlappen>(&lines, &format!("line {n}: the events differ"));
}

#[test]
fn actions_the_rules_refuse_are_refused() {
    let mut lines = schwimmen_lines();
    let mut first = entry(&lines[1]);
    let seat = first["seat"].as_u64().unwrap();
    first["seat"] = json!((seat + 1) % 3);
    lines[1] = first.to_string();
    assert_refused::<Schwimmen>(
        &lines,
        &format!("line 2: seat {} could not play", (seat + 1) % 3 + 1),
    );
    let mut lines = schwimmen_lines();
    let mut first = entry(&lines[1]);
    first["seat"] = json!(9);
    lines[1] = first.to_string();
    assert_refused::<Schwimmen>(&lines, "line 2: seat 10 is not at this table");
    let mut lines = schwimmen_lines();
    let mut second = entry(&lines[2]);
    second["action"] = json!("Fly");
    lines[2] = second.to_string();
    assert_refused::<Schwimmen>(&lines, "line 3: not an action of schwimmen");
}

#[test]
fn a_log_without_its_end_or_past_it_is_refused() {
    let lines = schwimmen_lines();
    let n = lines.len();
    assert_refused::<Schwimmen>(
        &lines[..n - 1],
        &format!("the game is unfinished after line {}", n - 1),
    );
    assert_refused::<Schwimmen>(&lines[..1], "the game is unfinished after line 1");
    let mut more = lines.clone();
    more.push(lines[n - 1].clone());
    assert_refused::<Schwimmen>(&more, &format!("line {}: the game is already over", n + 1));
}

#[test]
fn headers_the_rules_do_not_accept_are_refused() {
    let base = schwimmen_lines();
    type Change = dyn Fn(&mut serde_json::Value);
    let with = |change: &Change| {
        let mut header = entry(&base[0]);
        change(&mut header);
        let mut lines = base.clone();
        lines[0] = header.to_string();
        lines
    };
    let cases: [(&Change, &str); 9] = [
        (
            &|h| h["game"] = json!("skat"),
            "line 1: this replay is of 'skat', not schwimmen",
        ),
        (&|h| h["players"] = json!(1), "line 1: bad setup"),
        (&|h| h["players"] = json!(99), "line 1: bad setup"),
        (&|h| h["seed"] = json!(-1), "line 1: not a replay header"),
        (&|h| h["seed"] = json!("abc"), "line 1: not a replay header"),
        (
            &|h| h["config"]["passing"] = json!("sometimes"),
            "line 1: the options are not valid for schwimmen",
        ),
        (
            &|h| h["config"]["jokers"] = json!(true),
            "line 1: 'jokers' is not an option of schwimmen",
        ),
        (
            &|h| h["config"] = json!([1, 2]),
            "line 1: the options are not valid for schwimmen",
        ),
        (&|h| h["seed"] = json!(43), "line 2:"),
    ];
    for (change, message) in cases {
        assert_refused::<Schwimmen>(&with(change), message);
    }
    // Options out of the range the game offers.
    let mut lines = jammerlappen_lines();
    let mut header = entry(&lines[0]);
    header["config"]["throw_in_window_ms"] = json!(u64::MAX);
    lines[0] = header.to_string();
    assert_refused::<Jammerlappen>(
        &lines,
        "line 1: the options are not valid for jammerlappen: option 'throw_in_window_ms' takes",
    );
    let levels = [Level::Easy; 3];
    let played =
        play_one::<Ziege>(&ZiegeConfig { rounds: Some(1) }, &levels, 3, true, true).unwrap();
    let mut lines = super::tests::log_lines(&played.log.unwrap());
    let mut header = entry(&lines[0]);
    header["config"]["rounds"] = json!(7);
    lines[0] = header.to_string();
    assert_refused::<Ziege>(
        &lines,
        "line 1: the options are not valid for ziege: option 'rounds' takes one of 0 (wie Spieler), 1",
    );
}

/// Every number in an action changed to odd values: the rules refuse it, never panic.
#[test]
fn mutated_actions_never_panic() {
    fn mutate(v: &mut serde_json::Value, n: u64) -> bool {
        match v {
            serde_json::Value::Number(_) => {
                *v = json!(n);
                true
            }
            serde_json::Value::Array(a) => a.iter_mut().any(|x| mutate(x, n)),
            serde_json::Value::Object(o) => o.values_mut().any(|x| mutate(x, n)),
            _ => false,
        }
    }
    fn each<G: Game>(base: Vec<String>) {
        for i in (1..base.len()).step_by(3) {
            for n in [0u64, 7, 31, 50, 51, 255] {
                let mut lines = base.clone();
                let mut e = entry(&lines[i]);
                if e["kind"] != "action" || !mutate(&mut e["action"], n) {
                    continue;
                }
                lines[i] = e.to_string();
                let _ = replay::<G>(&lines);
            }
        }
    }
    each::<Schwimmen>(schwimmen_lines());
    each::<Jammerlappen>(jammerlappen_lines());
    let levels = [Level::Easy; 4];
    let played =
        play_one::<Ziege>(&ZiegeConfig { rounds: Some(1) }, &levels, 3, true, true).unwrap();
    each::<Ziege>(log_lines(&played.log.unwrap()));
}
