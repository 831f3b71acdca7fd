#!/usr/bin/env bash
# The install test (issue 45): makes the packages (scripts/package.sh, from the build the tests
# already did), installs the .deb with apt, and then, with the checkout hidden from the installed
# program (a private mount namespace with an empty tmpfs over the checkout's path, and
# STAMMTISCH_ROOT unset), checks that
#   - `stammtisch --version` answers with the checkout's version and commit;
#   - the title appears and the attract mode plays under Xvfb (pictures that are not blank);
#   - `stammtisch serve` and a `join` of the installed program play a Schwimmen match on
#     loopback to its end (serve's autopilot makes the joined seat's moves);
#   - `xdg-open stammtisch://…` opens the join panel with the invite filled in (the desktop
#     entry's link type);
# and the same for the archive unpacked in a temporary folder (its desktop entry registered in a
# private XDG data folder, as its README says). Uninstalls afterwards. Needs root (apt, mount).
set -euo pipefail
cd "$(dirname "$0")/.."
checkout="$(pwd)"
began=$SECONDS
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  if sudo -n true 2>/dev/null; then sudo="sudo"
  elif [ -z "${CI:-}" ]; then echo "install test: skipped (it needs root: apt and a private mount)"; exit 0
  else echo "install test: FAILED: CI must run it as root"; exit 1
  fi
fi
work="$(mktemp -d /tmp/stammtisch-install.XXXXXX)"
out="${INSTALL_TEST_DIR:-$checkout/out/install}"
rm -rf "$out"; mkdir -p "$out"
installed=0
# What the installed programs write goes to $work (the checkout, and so $out, is hidden from
# them) and is kept in $out at the end.
cleanup() {
  [ "$installed" = 0 ] || DEBIAN_FRONTEND=noninteractive $sudo apt-get remove -y -qq stammtisch >/dev/null 2>&1 || true
  for label in deb tarball; do [ ! -d "$work/$label" ] || cp -r "$work/$label" "$out/"; done
  rm -rf "$work"
}
trap cleanup EXIT
fail() { echo "install test: FAILED: $*"; exit 1; }
# STAMMTISCH_REPACKAGE=0: test the packages already in out/package (while working on this test).
if [ "${STAMMTISCH_REPACKAGE:-1}" = 0 ]; then ls -l out/package > "$out/package.log"
else scripts/package.sh | tee "$out/package.log"; fi
deb="$(ls out/package/stammtisch_*_amd64.deb)"
tarball="$(ls out/package/stammtisch-*-linux-x86_64.tar.gz)"
# What the checkout's own build says, and which the installed program must say too.
target="$(cargo metadata --format-version 1 --no-deps | sed -n 's/.*"target_directory":"\([^"]*\)".*/\1/p')"
said="$("$target/${STAMMTISCH_PROFILE:-debug}/stammtisch" --version)"
[[ "$said" =~ ^stammtisch\ [0-9]+\.[0-9]+\.[0-9]+\ \(commit\ ([0-9a-f]{7}|unknown)\)$ ]] || fail "the build says '$said'"

# Runs "$@" where the checkout is an empty folder and STAMMTISCH_ROOT is unset.
hidden() {
  $sudo unshare -m --propagation private bash -c \
    'mount -t tmpfs -o size=1m hidden "$0" && cd / && exec env -u STAMMTISCH_ROOT "$@"' "$checkout" "$@"
}
# A picture that is not one colour.
not_blank() {
  [ -s "$1" ] || fail "no picture $1"
  local spread
  spread=$(identify -format "%[fx:standard_deviation]" "$1")
  awk -v s="$spread" 'BEGIN { exit !(s > 0.02) }' || fail "$1 is blank (standard deviation $spread)"
  echo "install test: $(basename "$1") ok (standard deviation $spread)"
}
# A log of the game without panics or errors of its own.
clean_log() {
  grep -q "panicked" "$1" && fail "$2 panicked: $(grep -m1 panicked "$1")"
  if grep -E "ERROR (stammtisch|bevy)" "$1" >/dev/null; then fail "$2 logged errors: $(grep -m3 -E 'ERROR (stammtisch|bevy)' "$1")"; fi
  return 0
}
# Seconds (with tenths) since $1 (date +%s.%N).
since() { awk -v a="$1" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }'; }

# Everything the test asks of one installed program: $1 a label, $2 the program, $3 an XDG data
# folder holding its desktop entries ("" for the system's).
check() {
  local label="$1" prog="$2" xdg="$3" dir="$work/$1"
  mkdir -p "$dir"
  local v; v="$(hidden "$prog" --version)" || fail "$label: '$prog --version' failed"
  [ "$v" = "$said" ] || fail "$label: '$prog --version' says '$v', the build '$said'"
  echo "install test: $label: $v"

  # The title and the attract mode (Schwimmen), 12 seconds.
  local start; start="$(date +%s.%N)"
  echo '{"language": "en"}' > "$dir/settings.json"
  STAMMTISCH_SMOKE_GAME=schwimmen STAMMTISCH_SETTINGS="$dir/settings.json" RUST_LOG="info,wgpu=error,naga=warn" \
    hidden timeout 150 xvfb-run -a -s "-screen 0 1280x720x24" "$prog" demo --screenshots "$dir" --seconds 12 \
    > "$dir/demo.log" 2>&1 &
  local pid=$!
  while [ ! -s "$dir/title.png" ] && kill -0 "$pid" 2>/dev/null; do sleep 0.2; done
  [ -s "$dir/title.png" ] && echo "install test: $label: the title after $(since "$start") s"
  wait "$pid" || fail "$label: the demo exited with $? (see $dir/demo.log)"
  clean_log "$dir/demo.log" "$label's demo"
  for shot in title schwimmen-deal schwimmen; do not_blank "$dir/$shot.png"; done

  # serve + join on loopback: a whole Schwimmen match.
  echo '{"bot_pace": 0.0}' > "$dir/serve.json"
  echo '{"bot_pace": 0.0, "player_name": "Gast"}' > "$dir/guest.json"
  start="$(date +%s.%N)"
  hidden bash -c '
    prog="$1" dir="$2"
    STAMMTISCH_SETTINGS="$dir/serve.json" "$prog" serve --game schwimmen --players 2 --people 1 \
      --port 0 --address 127.0.0.1 --autopilot > "$dir/serve.log" 2>&1 &
    serve=$!
    for _ in $(seq 600); do grep -q "^stammtisch://" "$dir/serve.log" && break; sleep 0.1; done
    invite="$(grep -m1 "^stammtisch://" "$dir/serve.log")" || { kill $serve; exit 2; }
    STAMMTISCH_SETTINGS="$dir/guest.json" RUST_LOG="info,wgpu=error,naga=warn" \
      xvfb-run -a -s "-screen 0 1280x720x24" "$prog" join "$invite" > "$dir/join.log" 2>&1 &
    join=$!
    over=1
    for _ in $(seq 4200); do
      grep -q "the match is over" "$dir/serve.log" && { over=0; break; }
      kill -0 $serve 2>/dev/null || break
      sleep 0.1
    done
    kill -TERM $join $serve 2>/dev/null
    wait $serve $join 2>/dev/null
    exit $over
  ' _ "$prog" "$dir" || fail "$label: serve and join did not play a match to its end (see $dir/serve.log, $dir/join.log)"
  clean_log "$dir/join.log" "$label's join"
  grep -q "1 of 1 seats taken" "$dir/serve.log" || fail "$label: the guest took no seat"
  echo "install test: $label: serve + join played Schwimmen to the end in $(since "$start") s: $(grep -m1 'the match is over' "$dir/serve.log")"

  # A clicked invite link: xdg-open finds the link type's desktop entry, which opens the join
  # panel with the invite filled in.
  local link="stammtisch://127.0.0.1:27599/00112233445566778899aabbccddeeff"
  hidden env ${xdg:+XDG_DATA_HOME="$xdg"} STAMMTISCH_SETTINGS="$dir/settings.json" RUST_LOG="info,wgpu=error,naga=warn" \
    timeout 120 xvfb-run -a -s "-screen 0 1280x720x24" bash -c '
      dir="$1" link="$2"
      # Its own process group: xdg-open and the game it starts end together.
      setsid xdg-open "$link" > "$dir/link.log" 2>&1 &
      opened=$!
      for _ in $(seq 900); do grep -q "the join panel holds" "$dir/link.log" && break; sleep 0.1; done
      sleep 1.5
      import -window root "$dir/link.png"
      kill -TERM -- -$opened 2>/dev/null
      wait
    ' _ "$dir" "$link" || true
  grep -q "the join panel holds the invite to 127.0.0.1:27599" "$dir/link.log" \
    || fail "$label: xdg-open $link did not open the join panel (see $dir/link.log)"
  clean_log "$dir/link.log" "$label's link"
  not_blank "$dir/link.png"
  echo "install test: $label: xdg-open stammtisch://… opened the join panel with the invite"
}

# --- the Debian package
start="$(date +%s.%N)"
installed=1
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$checkout/$deb" > "$out/apt.log" 2>&1 \
  || { cat "$out/apt.log"; fail "apt-get install $deb"; }
echo "install test: apt-get install took $(since "$start") s"
[ "$(readlink -f "$(command -v stammtisch)")" = /usr/lib/stammtisch/stammtisch ] || fail "stammtisch is not /usr/lib/stammtisch/stammtisch"
[ "$(xdg-mime query default x-scheme-handler/stammtisch)" = stammtisch-join.desktop ] \
  || fail "the stammtisch:// link type is not registered (xdg-mime says '$(xdg-mime query default x-scheme-handler/stammtisch)')"
check deb /usr/bin/stammtisch ""
DEBIAN_FRONTEND=noninteractive $sudo apt-get remove -y -qq stammtisch >/dev/null
installed=0
[ ! -e /usr/lib/stammtisch ] || fail "apt-get remove left /usr/lib/stammtisch"

# --- the archive, unpacked in a temporary folder, its link type in a private XDG data folder
mkdir -p "$work/tar" "$work/xdg/applications"
tar -C "$work/tar" -xzf "$tarball"
prog="$(ls -d "$work"/tar/stammtisch-*/)stammtisch"
sed "s|^Exec=stammtisch|Exec=$prog|" "$(dirname "$prog")/share/stammtisch-join.desktop" > "$work/xdg/applications/stammtisch-join.desktop"
update-desktop-database "$work/xdg/applications"
check tarball "$prog" "$work/xdg"

for f in "$deb" "$tarball"; do echo "install test: $(basename "$f") $(du -h "$f" | cut -f1)"; done
echo "install test: took $((SECONDS - began)) s"
echo "install test: 1 passed, 0 failed"
