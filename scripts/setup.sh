#!/usr/bin/env bash
# Installs what the project needs, and nothing that is already there (idempotent).
#   scripts/setup.sh build   the wasm32 target, Trunk, wasm-bindgen-cli (the Cargo.lock version), wasm-opt
#   scripts/setup.sh test    all of the above, plus Chromium and the browser-test packages
# Everything comes from the package registries (crates.io, npm, Debian); Trunk is told the
# exact tool versions so it never downloads one itself.
set -euo pipefail
cd "$(dirname "$0")/.."

mode=${1:-build}
TRUNK_VERSION=0.21.14

say() { printf '\033[1m==> %s\033[0m\n' "$*"; }
fail() { printf 'setup: %s\n' "$*" >&2; exit 1; }

export PATH="$HOME/.cargo/bin:$PWD/tools/node_modules/.bin:$PATH"
command -v cargo >/dev/null || fail "cargo not found: install Rust with rustup first (https://rustup.rs)"
command -v rustup >/dev/null || fail "rustup not found: this project expects rustup's Rust"
command -v npm >/dev/null || fail "npm not found: install Node.js and npm (apt-get install nodejs npm)"

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown || fail "rustup could not add wasm32-unknown-unknown"
fi
for comp in clippy rustfmt; do
  if ! rustup component list --installed | grep -q "^$comp"; then
    say "adding rustup component $comp"
    rustup component add "$comp" || fail "rustup could not add $comp"
  fi
done

if [ "$(trunk --version 2>/dev/null || true)" != "trunk $TRUNK_VERSION" ]; then
  say "installing trunk $TRUNK_VERSION (about 12 minutes on 2 cores)"
  cargo install --locked trunk --version "$TRUNK_VERSION" || fail "cargo install trunk failed"
fi

# wasm-bindgen-cli must match the wasm-bindgen in Cargo.lock exactly, or Trunk tries to download it.
WBG_VERSION=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)
[ -n "$WBG_VERSION" ] || fail "could not read the wasm-bindgen version from Cargo.lock"
if [ "$(wasm-bindgen --version 2>/dev/null | awk '{print $2}')" != "$WBG_VERSION" ]; then
  say "installing wasm-bindgen-cli $WBG_VERSION (about 3 minutes)"
  # Not --locked: that lock names a crate version the registry no longer serves.
  cargo install wasm-bindgen-cli --version "$WBG_VERSION" --force || fail "cargo install wasm-bindgen-cli failed"
fi
grep -q "wasm_bindgen = \"$WBG_VERSION\"" Trunk.toml || fail "Trunk.toml [tools] wasm_bindgen must be \"$WBG_VERSION\" (Cargo.lock)"

if ! wasm-opt --version 2>/dev/null | grep -q "version 132"; then
  say "installing wasm-opt (binaryen 132 from npm)"
  npm ci --prefix tools --no-audit --no-fund || fail "npm could not install binaryen"
fi

if [ "$mode" = test ]; then
  # Chromium for the browser tests; a Korean font so the screenshots show real text.
  missing=()
  [ -x /usr/bin/chromium ] || missing+=(chromium)
  dpkg -s fonts-nanum >/dev/null 2>&1 || missing+=(fonts-nanum)
  if [ ${#missing[@]} -gt 0 ]; then
    say "installing Debian packages: ${missing[*]}"
    SUDO=""; [ "$(id -u)" = 0 ] || SUDO=sudo
    $SUDO apt-get update -qq || fail "apt-get update failed"
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null \
      || fail "apt-get install ${missing[*]} failed"
  fi
  stamp=tests/e2e/node_modules/.installed-lock
  if ! [ -f "$stamp" ] || ! cmp -s "$stamp" tests/e2e/package-lock.json; then
    say "installing the browser-test packages (playwright-core, axe-core)"
    npm ci --prefix tests/e2e --no-audit --no-fund || fail "npm could not install tests/e2e packages"
    cp tests/e2e/package-lock.json "$stamp"
  fi
fi
say "tools ready"
