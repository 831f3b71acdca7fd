#!/usr/bin/env bash
# Smoke run: the real binary plays every game (attract tables and a person's tables) under Xvfb
# and takes screenshots; the layout check logs `layout:` lines for whatever covers what.
# Fails on a panic, an ERROR line from the game's own log, or a blank picture. The `layout:` lines
# are counted per run and game at the end, loudly; they fail the run only with
# STAMMTISCH_SMOKE_STRICT_LAYOUT=1: the run plays in real time, so what bots do when (and thus
# whether a line lies somewhere for half a second) differs from run to run, and a check that
# sometimes fails would stop every merge. The App test `seat_cover::no_seat_line_or_box_…` is
# the gate, on a manual clock.
set -euo pipefail
cd "$(dirname "$0")/.."
out="${SMOKE_DIR:-$(pwd)/out/smoke}"
rm -rf "$out"; mkdir -p "$out"
cargo build --bin stammtisch
bin="$(cargo metadata --format-version 1 --no-deps | sed -n 's/.*"target_directory":"\([^"]*\)".*/\1/p')/debug/stammtisch"
# Every table game gets a share of the run: a picture after its deal and one late in its share.
# The binary says which games it hosts (`stammtisch games`, one id a line, in menu order).
hosted="$("$bin" games)" || { echo "smoke: FAILED: '$bin games' did not list the games"; exit 1; }
mapfile -t games <<<"$hosted"
# Rule options for the games that have them: Gämsh plays with Föhn, so a slap ripples through the
# felt in its pictures (GAME-ripple.png). $STAMMTISCH_SMOKE_OPTIONS= (empty) plays the defaults.
export STAMMTISCH_SMOKE_OPTIONS="${STAMMTISCH_SMOKE_OPTIONS-foehn=on}"
# Jammerlappen's throw-ins are rare in a nine-second share, and Gämsh's Föhn slaps need a Föhn
# card in the middle: one is staged if none came (the log says so; a real one is pictured when it
# comes).
export STAMMTISCH_SMOKE_RIPPLE="${STAMMTISCH_SMOKE_RIPPLE-jammerlappen,gaemsh}"
# One game only while working on its table.
[ -n "${STAMMTISCH_SMOKE_GAME:-}" ] && games=("$STAMMTISCH_SMOKE_GAME")
shots=(title lobby)
for g in "${games[@]}"; do shots+=("$g-deal" "$g"); done
seconds=$((5 + 9 * ${#games[@]}))
# A longer run (to wait for a rare moment while working on one table).
[ -n "${STAMMTISCH_SMOKE_SECONDS:-}" ] && seconds="$STAMMTISCH_SMOKE_SECONDS"
log="$out/game-1280x720.log"
fail() { echo "smoke: FAILED: $*"; echo "--- last lines of $log"; tail -40 "$log"; echo "0 passed, 1 failed"; exit 1; }
# The design size first, then the smallest window we support and a large one: every picture of
# the run again at each, named NAME-WxH.png.
sizes=(1280x720 800x600 1920x1080)
[ -n "${STAMMTISCH_SMOKE_SIZES:-}" ] && read -r -a sizes <<<"$STAMMTISCH_SMOKE_SIZES"
all_shots=()
# A person's table (seat 1 a person whose moves a bot makes) at the design size, the large
# window and in English; the attract mode (bots only, hands open) at the smallest window.
# $STAMMTISCH_SMOKE_PERSON=0/1 sets it for every run.
person_at() { [ -n "${STAMMTISCH_SMOKE_PERSON:-}" ] && { echo "$STAMMTISCH_SMOKE_PERSON"; return; }; [ "$1" = 800x600 ] && echo 0 || echo 1; }
for size in "${sizes[@]}"; do
  log="$out/game-$size.log"
  status=0
  STAMMTISCH_SMOKE_PERSON="$(person_at "$size")" STAMMTISCH_WINDOW="$size" STAMMTISCH_SETTINGS="$out/settings.json" RUST_LOG="${RUST_LOG:-info,wgpu=error,naga=warn}" \
    timeout 180 xvfb-run -a -s "-screen 0 ${size}x24" "$bin" demo --screenshots "$out" --seconds "$seconds" \
    >"$log.raw" 2>&1 || status=$?
  sed 's/\x1b\[[0-9;]*m//g' "$log.raw" > "$log"
  [ "$status" -eq 0 ] || fail "the game exited with status $status at $size"
  grep -q "panicked" "$log" && fail "the game panicked at $size"
  # The game's own errors only: lines from our crate or Bevy, not ALSA or the driver complaining.
  if grep -E "ERROR (stammtisch|bevy)" "$log" >/dev/null; then fail "the game logged errors at $size: $(grep -E 'ERROR (stammtisch|bevy)' "$log" | head -3)"; fi
  suffix=""; [ "$size" = 1280x720 ] || suffix="-$size"
  for shot in "${shots[@]}"; do all_shots+=("$shot$suffix"); done
done
# The same run in English at every size (the longest words in the least room at 800×600), into
# en/.
en_sizes=(800x600 1280x720 1920x1080)
[ -n "${STAMMTISCH_SMOKE_SIZES:-}" ] && read -r -a en_sizes <<<"$STAMMTISCH_SMOKE_SIZES"
if [ "${STAMMTISCH_SMOKE_ENGLISH:-1}" != 0 ]; then
 for size in "${en_sizes[@]}"; do
  log="$out/game-en-$size.log"; mkdir -p "$out/en"; status=0
  echo '{"language": "en"}' > "$out/en/settings.json"
  STAMMTISCH_SMOKE_PERSON="$(person_at en)" STAMMTISCH_WINDOW="$size" STAMMTISCH_SETTINGS="$out/en/settings.json" RUST_LOG="${RUST_LOG:-info,wgpu=error,naga=warn}" \
    timeout 180 xvfb-run -a -s "-screen 0 ${size}x24" "$bin" demo --screenshots "$out/en" --seconds "$seconds" \
    >"$log.raw" 2>&1 || status=$?
  sed 's/\x1b\[[0-9;]*m//g' "$log.raw" > "$log"
  [ "$status" -eq 0 ] || fail "the game exited with status $status in English"
  grep -q "panicked" "$log" && fail "the game panicked in English"
  if grep -E "ERROR (stammtisch|bevy)" "$log" >/dev/null; then fail "the game logged errors in English: $(grep -E 'ERROR (stammtisch|bevy)' "$log" | head -3)"; fi
  suffix=""; [ "$size" = 1280x720 ] || suffix="-$size"
  for shot in "${shots[@]}"; do all_shots+=("en/$shot$suffix"); done
 done
fi
# The phone page in headless Chromium against the App's server: a tap's round trip, and every
# game's page at 360x740 and 320x568 (German, and Gorillas in English), into phone/.
if [ "${STAMMTISCH_SMOKE_PHONE:-1}" != 0 ]; then
  log="$out/phone.log"
  status=0
  STAMMTISCH_PHONE_SHOTS="$out/phone" cargo test --test app browser:: -- --nocapture --test-threads=1 \
    >"$log" 2>&1 || status=$?
  [ "$status" -eq 0 ] || fail "the phone page's browser tests failed"
  grep -E "a tap to the page" "$log" | sed 's/^/smoke: /' || true
  phones=(schwimmen schwimmen-picked jammerlappen ziege gaemsh gorillas en/gorillas)
  for p in schwimmen jammerlappen ziege gaemsh gorillas en/gorillas; do phones+=("$p-320"); done
  for p in "${phones[@]}"; do all_shots+=("phone/$p"); done
fi
shots=("${all_shots[@]}")
for shot in "${shots[@]}"; do
  png="$out/$shot.png"
  [ -s "$png" ] || fail "no screenshot $shot.png"
  spread=$(convert "$png" -colorspace Gray -format "%[fx:standard_deviation]" info:)
  awk -v s="$spread" 'BEGIN { exit !(s > 0.02) }' || fail "$shot.png is blank (standard deviation $spread)"
  echo "smoke: $shot.png ok (standard deviation $spread)"
done
# What the layout check found, per run (window size, language) and game.
layout_lines=0
for log in "$out"/game-*.log; do
  found="$(grep -o 'layout: .*' "$log" || true)"
  [ -n "$found" ] || { echo "smoke: layout: $(basename "$log" .log): none"; continue; }
  count="$(wc -l <<<"$found")"; layout_lines=$((layout_lines + count))
  echo "smoke: layout: $(basename "$log" .log): $count ($(awk '{ sub(":", "", $4); n[$4]++ } END { for (g in n) printf "%s %d ", g, n[g] }' <<<"$found"| sed 's/ $//'))"
  sed 's/^/smoke:   /' <<<"$found"
done
if [ "$layout_lines" -gt 0 ]; then
  echo "smoke: LAYOUT: $layout_lines coverings logged (see above and STAMMTISCH_LAYOUT_SHOTS)"
  if [ "${STAMMTISCH_SMOKE_STRICT_LAYOUT:-0}" = 1 ]; then fail "the layout check logged $layout_lines coverings"; fi
fi
echo "smoke: 1 passed, 0 failed"
