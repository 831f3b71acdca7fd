#!/usr/bin/env bash
# Installs what Stammtisch needs on a Debian machine: the system packages Bevy builds and runs
# with, and for the tests a virtual display with a software Vulkan driver and headless Chromium
# (the phone page's browser tests), and for the install test the desktop's link handling
# (xdg-open, and the cache of link types a package's desktop entry lands in). Safe to run again.
set -euo pipefail
pkgs=(pkg-config libasound2-dev libudev-dev libwayland-dev libxkbcommon-dev libvulkan1
      mesa-vulkan-drivers xvfb xauth imagemagick clang mold chromium
      xdg-utils desktop-file-utils)
missing=()
for p in "${pkgs[@]}"; do
  dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "stammtisch: installing system packages: ${missing[*]}"
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
fi
if ! command -v cargo >/dev/null 2>&1; then
  echo "stammtisch: cargo is missing: install Rust 1.95 or newer with rustup, then run this again" >&2
  exit 1
fi
