#!/usr/bin/env bash
# Starts Stammtisch in a window (or pass `demo` for the attract mode). Installs what it needs first.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
exec cargo run --bin stammtisch -- "$@"
