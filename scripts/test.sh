#!/usr/bin/env bash
# Runs every test: the rules, the App (headless), then the smoke run of the real binary under a
# virtual display with Mesa's software Vulkan driver, which also runs the phone page's browser
# tests (so they run once, and their pictures land beside the others), then the install test
# (scripts/install-test.sh: the .deb and the archive made from that build, installed, with the
# checkout hidden). Installs what it needs first.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
cargo test --workspace -- --skip browser:: 2>&1 | tee /tmp/stammtisch-cargo-test.log
scripts/smoke.sh
scripts/install-test.sh
