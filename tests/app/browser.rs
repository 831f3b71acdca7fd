//! The phone page in a real browser (headless Chromium, `chromium.rs`) against the real App's
//! server: a finger's tap on a card reaches the rules and the page shows the outcome, and every
//! game's page is photographed at a phone's size and checked for tap targets and overflow.
//! The App runs on its manual clock, pumped by the test; bounded real-time waits cover only the
//! network and the browser, never decide an outcome.

use super::chromium::{Chromium, PATIENCE, PHONE, SMALL_PHONE, Screen};
use super::harness::{app, sit_down};
use super::phones::{heard, host, open_phones, schwimmen, wait_heard, wait_joined};
use bevy::prelude::*;
use serde_json::Value;
use stammtisch::core::Lang;
use stammtisch::core::MatchSetup;
use stammtisch::phone::PhoneSeats;
use stammtisch_rules::bots::Level;
use stammtisch_rules::games::schwimmen::Phase;
use stammtisch_rules::{CardId, Seat};
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// Where the pictures go: `STAMMTISCH_PHONE_SHOTS`, else `out/smoke/phone` in the repository.
fn shots() -> PathBuf {
    std::env::var_os("STAMMTISCH_PHONE_SHOTS")
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("out/smoke/phone"))
}

/// The browser started on another thread (while the App loaded); its failure, such as Chromium
/// missing, fails the test with its own words.
fn browser_up(browser: std::thread::JoinHandle<Chromium>) -> Chromium {
    browser
        .join()
        .unwrap_or_else(|failure| std::panic::resume_unwind(failure))
}

fn truthy(value: &Value) -> bool {
    !matches!(value, Value::Null | Value::Bool(false))
}

/// App frames while the page (real time, bounded: the browser's own work) comes to make `expr`
/// true; the expression's value then.
fn until_page(app: &mut App, chrome: &mut Chromium, what: &str, expr: &str) -> Value {
    let start = Instant::now();
    loop {
        app.update();
        let value = chrome.eval(expr);
        if truthy(&value) {
            return value;
        }
        assert!(
            start.elapsed() < PATIENCE,
            "the page showed {what} in time (last {value})"
        );
        std::thread::sleep(Duration::from_millis(1));
    }
}

/// Opens seat `seat`'s page in the tab (its address counts seats from 1) and waits until its
/// socket took the seat.
fn open_seat(app: &mut App, chrome: &mut Chromium, (addr, token): &(SocketAddr, String), seat: u8) {
    chrome.navigate(&format!("http://{addr}/t/{token}/seat/{}", seat + 1));
    wait_joined(app, seat);
}

/// Whether the page shows a face-up card and all its card pictures have loaded.
const CARDS_SHOWN: &str = "(() => { const imgs = [...document.querySelectorAll('#sections img')]; \
    return imgs.some(i => !i.src.endsWith('/back.svg')) \
    && imgs.every(i => i.complete && i.naturalWidth > 0); })()";

/// What on the page a player could not use: a tap target under 44 CSS pixels, a button whose
/// words are cut off, or the page wider than the screen.
const LAYOUT_FAULTS: &str = "(() => { const bad = []; \
    for (const b of document.querySelectorAll('button')) { \
      const r = b.getBoundingClientRect(); \
      const name = b.textContent || b.dataset.card || b.dataset.verb; \
      if (r.width < 44 || r.height < 44) bad.push(name + ' is ' + r.width + 'x' + r.height); \
      if (b.scrollWidth > b.clientWidth + 1 || b.scrollHeight > b.clientHeight + 1) \
        bad.push(name + ' is cut off'); \
      if (r.left < 0 || r.right > innerWidth) bad.push(name + ' sticks out'); } \
    if (document.documentElement.scrollWidth > innerWidth) \
      bad.push('the page is ' + document.documentElement.scrollWidth + ' wide'); \
    return bad; })()";

/// Records, in the page's own clock, the first touch from now on, the click it became (when
/// the page sends the tap) and when `selector` first matches after it (a DOM change, before
/// the paint).
fn watch(chrome: &mut Chromium, selector: &str) {
    chrome.eval(&format!(
        "(() => {{ window.watched = {{ selector: {selector:?}, tap: null, click: null, shown: null }}; \
         if (!window.watching) {{ window.watching = true; \
           document.addEventListener('touchstart', () => {{ \
             if (watched.tap === null) watched.tap = performance.now(); }}, \
             {{ capture: true, passive: true }}); \
           document.addEventListener('click', () => {{ \
             if (watched.click === null) watched.click = performance.now(); }}, \
             {{ capture: true }}); \
           new MutationObserver(() => {{ \
             if (watched.tap !== null && watched.shown === null \
                 && document.querySelector(watched.selector)) watched.shown = performance.now(); \
           }}).observe(document.body, {{ subtree: true, childList: true, attributes: true }}); }} \
         return true; }})()"
    ));
}

/// Milliseconds (page clock) from the touch, and from its click, to the watched change, once
/// the page shows it.
fn watched(app: &mut App, chrome: &mut Chromium, what: &str) -> (f64, f64) {
    let expr = "watched.shown === null ? null \
        : [watched.shown - watched.tap, watched.shown - watched.click]";
    let times = until_page(app, chrome, what, expr);
    (times[0].as_f64().unwrap(), times[1].as_f64().unwrap())
}

fn card(id: CardId) -> String {
    format!("[data-card=\"{}\"]", id.0)
}

fn hand(app: &App) -> Vec<CardId> {
    schwimmen(app).game.hand(Seat(0)).to_vec()
}

#[test]
fn a_finger_on_the_phone_page_swaps_a_card_in_schwimmen() {
    let browser = std::thread::spawn(|| Chromium::start(PHONE));
    let mut app = app();
    sit_down(
        &mut app,
        MatchSetup::against_bots("schwimmen", 3, Level::Easy, "Anna", 5),
    );
    let server = open_phones(&mut app);
    let mut chrome = browser_up(browser);
    open_seat(&mut app, &mut chrome, &server, 0);
    // Until Anna is on turn and the page lights her knock (as dealer she keeps the packet
    // first, by a tap on its button).
    let mut kept = false;
    for frame in 0.. {
        assert!(frame < 3000, "Anna never came on turn");
        app.update();
        let phase = schwimmen(&app).game.phase();
        if matches!(
            phase,
            Phase::Play {
                to_move: Seat(0),
                ..
            }
        ) && truthy(&chrome.eval("!!document.querySelector('[data-verb=KeyP]:not(:disabled)')"))
        {
            break;
        }
        if matches!(phase, Phase::DealerChoice) && !kept {
            let before = heard(&app);
            kept = chrome.tap_on("[data-verb=Space]:not(:disabled)");
            if kept {
                wait_heard(&app, before + 1);
            }
        }
    }
    until_page(&mut app, &mut chrome, "the hand", CARDS_SHOWN);
    let (own, middle) = (hand(&app)[0], schwimmen(&app).game.middle().unwrap()[2]);
    let moves = schwimmen(&app).moves;
    // A hand card: the table takes it as the pick and the page lifts it.
    let before = heard(&app);
    watch(&mut chrome, &format!("{}.picked", card(own)));
    let (tapped, pick_frame) = tap_into_frame(&mut app, &mut chrome, &card(own), before + 1);
    assert_eq!(schwimmen(&app).local.picked, Some(own), "the tap picked it");
    let pick = watched(&mut app, &mut chrome, "the picked card lifted");
    let pick_wall = tapped.elapsed();
    chrome.screenshot(&shots().join("schwimmen-picked.png"));
    // A middle card: the swap is the rules' move and the page's hand shows the new card.
    watch(
        &mut chrome,
        &format!("#sections section:last-child {}", card(middle)),
    );
    let (tapped, swap_frame) = tap_into_frame(&mut app, &mut chrome, &card(middle), before + 2);
    assert_eq!(schwimmen(&app).moves, moves + 1, "the swap was a move");
    assert!(hand(&app).contains(&middle) && !hand(&app).contains(&own));
    let swap = watched(&mut app, &mut chrome, "the new hand");
    let swap_wall = tapped.elapsed();
    let page_hand = chrome.eval(
        "[...document.querySelectorAll('#sections section:last-child [data-card]')]\
         .map(b => +b.dataset.card)",
    );
    let rules_hand: Vec<u8> = hand(&app).iter().map(|c| c.0).collect();
    assert_eq!(
        page_hand,
        serde_json::json!(rules_hand),
        "the page shows the new hand"
    );
    println!(
        "a tap to the page showing its outcome, pick and swap (App frames pumped by the test \
         included): page clock, click to the DOM change {:.1} and {:.1} ms, touchstart to it \
         {:.1} and {:.1} ms; {pick_wall:.1?} and {swap_wall:.1?} from the dispatched touch to the \
         test seeing it; the frame that took the tap ran {pick_frame:.1?} and {swap_frame:.1?}",
        pick.1, swap.1, pick.0, swap.0
    );
    // Anna's Wi-Fi drops: the server's end of her socket is cut without a word. The page comes
    // back by itself with the seat's secret (kept in its storage) and takes the seat again.
    let secrets =
        chrome.eval("Object.keys(localStorage).filter(k => k.startsWith('stammtisch:')).length");
    assert_eq!(
        secrets,
        serde_json::json!(1),
        "the page keeps its seat's secret"
    );
    let dropped = Instant::now();
    host(&app).server.shared.cut(0);
    let mut gone = false;
    loop {
        app.update();
        let taken = host(&app).server.shared.taken(0);
        gone |= !taken;
        if gone && taken && app.world().resource::<PhoneSeats>().has(Seat(0)) {
            break;
        }
        assert!(
            dropped.elapsed() < Duration::from_secs(5),
            "the page took its seat back within 5 s"
        );
        std::thread::sleep(Duration::from_millis(1));
    }
    let back = dropped.elapsed();
    until_page(&mut app, &mut chrome, "the hand again", CARDS_SHOWN);
    println!("a dropped socket: the page was back on its seat after {back:.1?}");
}

/// Taps `selector` on the page and takes the tap in one frame, once the server has heard
/// `heard` taps in all: when the touch was sent, and how long that frame ran.
fn tap_into_frame(
    app: &mut App,
    chrome: &mut Chromium,
    selector: &str,
    heard: u64,
) -> (Instant, Duration) {
    let tapped = Instant::now();
    assert!(chrome.tap_on(selector));
    wait_heard(app, heard);
    let frame = Instant::now();
    app.update();
    (tapped, frame.elapsed())
}

/// Frames until the page shows cards (and `also` holds); where a person must act first (pick a
/// signal, keep a packet), the page's first lit button is tapped.
fn until_cards(app: &mut App, chrome: &mut Chromium, game: &str, also: &str) {
    let ready = format!("{CARDS_SHOWN} && ({also})");
    for frame in 0..3000 {
        app.update();
        if truthy(&chrome.eval(&ready)) {
            return;
        }
        if frame % 200 == 199 {
            let before = heard(app);
            if chrome.tap_on("#verbs button:not(:disabled)") {
                wait_heard(app, before + 1);
            }
        }
    }
    let picture = shots().join(format!("{game}-failed.png"));
    chrome.screenshot(&picture);
    panic!(
        "{game}: the page never showed cards (see {})",
        picture.display()
    );
}

fn photograph(chrome: &mut Chromium, screen: Screen, to: &Path) {
    chrome.screen(screen);
    let faults = chrome.eval(LAYOUT_FAULTS);
    assert_eq!(
        faults,
        serde_json::json!([]),
        "{} at {}x{}",
        to.display(),
        screen.width,
        screen.height
    );
    chrome.screenshot(to);
}

#[test]
fn every_game_s_phone_page_is_photographed_in_a_real_browser() {
    // The browser starts while the first App loads.
    let mut browser = Some(std::thread::spawn(|| Chromium::start(PHONE)));
    let mut chrome = None;
    // Each at play, with what shows that: Schwimmen's middle is out (past the packet choice;
    // seed 5: Anna deals and keeps, then plays).
    let any = "true";
    let games = [
        (
            "schwimmen",
            3,
            5,
            Lang::De,
            "!!document.querySelector('section + section')",
        ),
        ("jammerlappen", 3, 3, Lang::De, any),
        ("ziege", 3, 3, Lang::De, any),
        ("gaemsh", 4, 3, Lang::De, any),
        ("gorillas", 4, 3, Lang::De, any),
        ("gorillas", 4, 3, Lang::En, any),
    ];
    for (game, players, seed, lang, ready) in games {
        let started = Instant::now();
        let mut app = app();
        app.world_mut()
            .resource_mut::<stammtisch::settings::Settings>()
            .language = Some(lang);
        sit_down(
            &mut app,
            MatchSetup::against_bots(game, players, Level::Easy, "Anna", seed),
        );
        let server = open_phones(&mut app);
        let chrome: &mut Chromium =
            chrome.get_or_insert_with(|| browser_up(browser.take().unwrap()));
        chrome.screen(PHONE);
        open_seat(&mut app, chrome, &server, 0);
        until_cards(&mut app, chrome, game, ready);
        let dir = match lang {
            Lang::En => shots().join("en"),
            _ => shots(),
        };
        photograph(chrome, PHONE, &dir.join(format!("{game}.png")));
        photograph(chrome, SMALL_PHONE, &dir.join(format!("{game}-320.png")));
        println!(
            "{game} ({lang:?}): photographed in {:.1?}",
            started.elapsed()
        );
    }
}
