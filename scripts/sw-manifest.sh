#!/bin/sh
# Trunk post-build hook (Trunk.toml [[hooks]]): writes this build's file list and a hash of
# their contents into the service worker (assets/sw.js, copied to the build as sw.js), so
# the offline cache holds exactly this build and a new build gets a new cache.
# Trunk sets TRUNK_STAGING_DIR (the build being assembled) and TRUNK_HTML_FILE.
set -eu
case "${TRUNK_HTML_FILE:-}" in
  *index.html) ;;
  *) exit 0 ;; # the speed page (bench.html) has no service worker
esac
cd "${TRUNK_STAGING_DIR:?Trunk sets TRUNK_STAGING_DIR}"
[ -f sw.js ] || { echo "sw-manifest: sw.js is missing from the build" >&2; exit 1; }
files=$(find . -type f ! -name sw.js | sed 's|^\./||' | LC_ALL=C sort)
[ -n "$files" ] || { echo "sw-manifest: the build is empty" >&2; exit 1; }
# The hash covers the service worker's own code too, so a change to it is a new build.
build=$(for f in $files sw.js; do printf '%s\n' "$f"; cat "$f"; done | sha256sum | cut -c1-16)
list=$(printf '"%s",' $files)
sed -i "s|'__BUILD__'|'$build'|; s|'__FILES__'|[$list\"./\"]|" sw.js
grep -q "__BUILD__\|__FILES__" sw.js && { echo "sw-manifest: sw.js was not filled in" >&2; exit 1; }
echo "sw-manifest: build $build, $(printf '%s\n' $files | wc -l) files"
