#!/usr/bin/env bash
# Regenerates the Wayland protocol glue from the XML that the wayland-protocols package installs: the client headers
# and interface code in Sources/CWaylandProtocols, and the server headers the test compositor in Tests/TouchCompositor
# needs (it links the interface code from CWaylandProtocols). With --check, writes into a temporary folder and fails
# when a committed copy differs.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
client_target="$root/Sources/CWaylandProtocols"
server_target="$root/Tests/TouchCompositor"
client_out="$client_target"
server_out="$server_target"
if [ "${1:-}" = "--check" ]; then
  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' EXIT
  client_out="$tmp/client"
  server_out="$tmp/server"
fi
pdir=$(pkg-config --variable=pkgdatadir wayland-protocols)
protocols=(
  "stable/xdg-shell/xdg-shell.xml"
  "stable/presentation-time/presentation-time.xml"
  "stable/viewporter/viewporter.xml"
  "staging/fractional-scale/fractional-scale-v1.xml"
  "unstable/xdg-decoration/xdg-decoration-unstable-v1.xml"
)
server_protocols=(
  "stable/xdg-shell/xdg-shell.xml"
  "stable/viewporter/viewporter.xml"
  "staging/fractional-scale/fractional-scale-v1.xml"
)
mkdir -p "$client_out/include" "$server_out"
for p in "${protocols[@]}"; do
  name=$(basename "$p" .xml)
  wayland-scanner client-header "$pdir/$p" "$client_out/include/$name-client-protocol.h"
  wayland-scanner private-code "$pdir/$p" "$client_out/$name-protocol.c"
done
for p in "${server_protocols[@]}"; do
  name=$(basename "$p" .xml)
  wayland-scanner server-header "$pdir/$p" "$server_out/$name-server-protocol.h"
done

# Fails when a file generated into $1 differs from the committed one in $2.
compare() {
  local fresh=$1 committed=$2
  for f in $(cd "$fresh" && find . -type f | sort); do
    if ! cmp -s "$fresh/$f" "$committed/$f"; then
      echo "gen-protocols: ${committed#"$root"/}/${f#./} is stale; run scripts/gen-protocols.sh and commit the result" >&2
      exit 1
    fi
  done
}
if [ "${1:-}" = "--check" ]; then
  compare "$client_out" "$client_target"
  compare "$server_out" "$server_target"
  echo "gen-protocols: committed protocol glue is up to date"
fi
