#!/usr/bin/env bash
# Runs every test: the rules, the App (headless), then the smoke run of the real binary under a
# virtual display with Mesa's software Vulkan driver. Installs what it needs first.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
cargo test --workspace 2>&1 | tee /tmp/stammtisch-cargo-test.log
scripts/smoke.sh
