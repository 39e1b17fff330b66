#!/usr/bin/env bash
# Installs what the build needs (scripts/setup.sh build), then builds the release game and
# serves it on http://127.0.0.1:8080 (Ctrl-C stops it).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh build
export PATH="$HOME/.cargo/bin:$PWD/tools/node_modules/.bin:$PATH"
# No auto-reload: its injected inline script is what the page's Content-Security-Policy
# forbids, and a served release does not change under the player.
exec trunk serve --release --offline --skip-version-check --no-autoreload --address 127.0.0.1 --port 8080
