#!/usr/bin/env bash
# Makes what a player installs, from the build the tests already did (no second cold build):
#   out/package/stammtisch_VERSION_amd64.deb            (apt install ./stammtisch_….deb)
#   out/package/stammtisch-VERSION-linux-x86_64.tar.gz  (any other distribution: unpack, run)
# The binary is the smoke run's `cargo build --bin stammtisch` (the dev profile: our dependencies
# at opt-level 3, our crate at 1, which the tests already built; a release build would be a second
# cold build of every crate, about 35 minutes on 2 cores). It is stripped (its line tables go;
# panics still say where in words). $STAMMTISCH_PROFILE=release packages `cargo build --release`.
# The package puts the program, assets/ and shaders/ together in /usr/lib/stammtisch/ (the
# program finds them beside itself) with /usr/bin/stammtisch a link to it, the menu entry and the
# stammtisch:// link type in /usr/share/applications, the icon in hicolor.
set -euo pipefail
cd "$(dirname "$0")/.."
out="${PACKAGE_DIR:-$(pwd)/out/package}"
profile="${STAMMTISCH_PROFILE:-debug}"
case "$profile" in
  debug) cargo build --bin stammtisch ;;
  release) cargo build --release --bin stammtisch ;;
  *) echo "package: STAMMTISCH_PROFILE is debug or release, not '$profile'" >&2; exit 1 ;;
esac
target="$(cargo metadata --format-version 1 --no-deps | sed -n 's/.*"target_directory":"\([^"]*\)".*/\1/p')"
bin="$target/$profile/stammtisch"
# The version as the program says it ("stammtisch 0.1.0 (commit abc1234)").
said="$("$bin" --version)"
version="$(awk '{print $2}' <<<"$said")"
[[ "$version" =~ ^[0-9]+\.[0-9]+\.[0-9]+ ]] || { echo "package: '$bin --version' said '$said'" >&2; exit 1; }
rm -rf "$out"; mkdir -p "$out"
# The program's folder: the stripped program, its assets and shaders, as both packages hold it.
fill() {
  mkdir -p "$1"
  strip -o "$1/stammtisch" "$bin"
  chmod 0755 "$1/stammtisch"
  cp -r assets shaders "$1/"
}

# --- the Debian package
deb="$out/deb"
lib="$deb/usr/lib/stammtisch"
fill "$lib"
mkdir -p "$deb/DEBIAN" "$deb/usr/bin" "$deb/usr/share/applications" "$deb/usr/share/doc/stammtisch" \
  "$deb/usr/share/icons/hicolor/256x256/apps" "$deb/usr/share/icons/hicolor/scalable/apps"
ln -s ../lib/stammtisch/stammtisch "$deb/usr/bin/stammtisch"
cp packaging/stammtisch.desktop packaging/stammtisch-join.desktop "$deb/usr/share/applications/"
cp packaging/stammtisch.png "$deb/usr/share/icons/hicolor/256x256/apps/"
cp packaging/stammtisch.svg "$deb/usr/share/icons/hicolor/scalable/apps/"
cp packaging/copyright packaging/LICENSE-MIT "$deb/usr/share/doc/stammtisch/"
sed "s/VERSION/$version/" packaging/README.txt > "$deb/usr/share/doc/stammtisch/README"
find "$deb" -type d -exec chmod 0755 {} +
find "$deb" -type f ! -path "$lib/stammtisch" -exec chmod 0644 {} +
# What the program loads: linked (objdump -p: libasound, libudev, libwayland-client, libc,
# libgcc_s) and opened at run time (winit's X11 and xkbcommon, wgpu's Vulkan loader and the
# Mesa driver that gives Vulkan without a graphics card). glibc 2.35 is the newest symbol it uses.
depends="libc6 (>= 2.35), libgcc-s1, libasound2, libudev1, libvulkan1, mesa-vulkan-drivers,"
depends+=" libwayland-client0, libx11-6, libx11-xcb1, libxcursor1, libxi6, libxcb1,"
depends+=" libxkbcommon0, libxkbcommon-x11-0"
missing="$(objdump -p "$bin" | awk '/NEEDED/ {print $2}' | grep -v -E '^(libasound|libudev|libwayland-client|libc|libm|libgcc_s|ld-linux-x86-64)\.so' || true)"
[ -z "$missing" ] || { echo "package: the program links libraries Depends does not name: $missing" >&2; exit 1; }
(cd "$deb" && find usr -type f -exec md5sum {} + > DEBIAN/md5sums)
cat > "$deb/DEBIAN/control" <<EOF
Package: stammtisch
Version: $version
Architecture: amd64
Maintainer: The Stammtisch authors <stammtisch@users.noreply.invalid>
Installed-Size: $(du -sk --exclude=DEBIAN "$deb" | cut -f1)
Depends: $depends
Recommends: xdg-utils, desktop-file-utils
Section: games
Priority: optional
Description: card table for couch and desktop
 Schwimmen (31), Nur die Ziege zählt, Jammerlappen, Gämsh Alpin and Gussy
 Gorillas for people and bots in any mix, in German and English. Gamepads,
 phones (as a seat's private hand, no app) and friends in other homes
 (stammtisch:// invite links open the game) can sit at the same table.
EOF
debfile="$out/stammtisch_${version}_amd64.deb"
dpkg-deb --root-owner-group -Zxz -b "$deb" "$debfile" >/dev/null
rm -rf "$deb"

# --- the archive for other distributions
name="stammtisch-$version-linux-x86_64"
dir="$out/$name"
fill "$dir"
mkdir -p "$dir/share"
cp packaging/LICENSE-MIT packaging/LICENSE-APACHE "$dir/"
sed "s/VERSION/$version/" packaging/README.txt > "$dir/README.txt"
cp packaging/stammtisch.desktop packaging/stammtisch-join.desktop packaging/stammtisch.png packaging/stammtisch.svg "$dir/share/"
tarball="$out/$name.tar.gz"
tar -C "$out" --owner=0 --group=0 -czf "$tarball" "$name"
rm -rf "$dir"
for f in "$debfile" "$tarball"; do
  echo "package: $(basename "$f") $(du -h "$f" | cut -f1) ($(stat -c %s "$f") bytes)"
done
