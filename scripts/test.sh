#!/usr/bin/env bash
# Installs what the tests need (scripts/setup.sh test), then runs every check and test:
# formatting, clippy (native and wasm32), the Rust tests (self-play and AI checks included), the release
# build with the AI speed page, and the browser tests against that build.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh test
export PATH="$HOME/.cargo/bin:$PWD/tools/node_modules/.bin:$PATH"

say() { printf '\033[1m==> %s\033[0m\n' "$*"; }

say "cargo fmt --check"
cargo fmt --all --check
say "cargo clippy (native)"
cargo clippy --workspace --all-targets -- -D warnings
say "cargo clippy (wasm32)"
cargo clippy --target wasm32-unknown-unknown -p cardroom --lib --bins -- -D warnings
say "cargo test"
cargo test --workspace --all-targets
cargo test --workspace --doc
say "trunk build --release"
trunk build --release --offline --skip-version-check
say "trunk build --release (the AI speed page, into dist/bench)"
trunk build --release --offline --skip-version-check --public-url /bench/ --dist dist/bench bench.html
say "browser tests (headless Chromium)"
npm test --prefix tests/e2e
