#!/bin/sh
# Trunk pre-build hook (Trunk.toml [[hooks]]): writes the page's one stylesheet,
# target/cardroom.css, from styles/*.css in the cascade's order below, which index.html
# links (Trunk hashes and minifies it). The source keeps one file per component; the page
# fetches one file instead of about thirty, each of which cost a round trip on a slow
# network. A file in styles/ missing from the list, or listed and missing, stops the build.
set -eu
ORDER="tokens base start difficulty resume stats rules table topbar status seat avatar trick
card hand played player controls autoplay notice readings log bidding bottom dialog
settle record review tribute returns save_notice"

out=target/cardroom.css
mkdir -p target
tmp=$(mktemp "${out}.XXXXXX")
trap 'rm -f "$tmp"' EXIT
for name in $ORDER; do
  file="styles/$name.css"
  [ -f "$file" ] || { echo "bundle-css: $file is listed but missing" >&2; exit 1; }
  printf '/* %s */\n' "$file" >>"$tmp"
  cat "$file" >>"$tmp"
done
for file in styles/*.css; do
  name=$(basename "$file" .css)
  case " $(echo $ORDER) " in
    *" $name "*) ;;
    *) echo "bundle-css: $file is not in scripts/bundle-css.sh's ORDER" >&2; exit 1 ;;
  esac
done
# Unchanged: leave the file alone, so a watching `trunk serve` sees nothing new.
if cmp -s "$tmp" "$out"; then exit 0; fi
mv "$tmp" "$out"
trap - EXIT
echo "bundle-css: $out from $(echo $ORDER | wc -w) stylesheets"
