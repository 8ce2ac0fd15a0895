#!/usr/bin/env bash
# Regenerates the Wayland protocol glue in Sources/CWaylandProtocols from the XML that the wayland-protocols
# package installs. With --check, writes into a temporary folder and fails when the committed copy differs.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
target="$root/Sources/CWaylandProtocols"
out="$target"
if [ "${1:-}" = "--check" ]; then out=$(mktemp -d); trap 'rm -rf "$out"' EXIT; fi
pdir=$(pkg-config --variable=pkgdatadir wayland-protocols)
protocols=(
  "stable/xdg-shell/xdg-shell.xml"
  "stable/presentation-time/presentation-time.xml"
  "stable/viewporter/viewporter.xml"
  "staging/fractional-scale/fractional-scale-v1.xml"
  "unstable/xdg-decoration/xdg-decoration-unstable-v1.xml"
)
mkdir -p "$out/include"
for p in "${protocols[@]}"; do
  name=$(basename "$p" .xml)
  wayland-scanner client-header "$pdir/$p" "$out/include/$name-client-protocol.h"
  wayland-scanner private-code "$pdir/$p" "$out/$name-protocol.c"
done
if [ "${1:-}" = "--check" ]; then
  for f in $(cd "$out" && find . -type f | sort); do
    if ! cmp -s "$out/$f" "$target/$f"; then
      echo "gen-protocols: $f is stale; run scripts/gen-protocols.sh and commit the result" >&2
      exit 1
    fi
  done
  echo "gen-protocols: committed protocol glue is up to date"
fi
