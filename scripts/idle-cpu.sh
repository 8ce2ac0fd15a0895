#!/bin/bash
# Idle CPU of `kite gallery` on a private headless weston (pixman, 800x600): after SETTLE seconds, the user + system
# CPU of kite and of weston over 10 s, as % of one core, from /proc/PID/stat. Weston runs with the end-to-end
# tests' config, scripts/weston-headless.ini.
# usage: scripts/idle-cpu.sh KITE_BINARY [kite gallery options, e.g. --continuous]
set -eu
KITE=$1
shift
SETTLE=${SETTLE:-4}
DIR=$(mktemp -d /tmp/kite-idle-cpu.XXXXXX)
chmod 700 "$DIR"
trap 'rm -rf "$DIR"' EXIT
XDG_RUNTIME_DIR=$DIR weston --backend=headless-backend.so --use-pixman --idle-time=0 --width=800 --height=600 \
    --socket=idle-0 --config="$(cd "$(dirname "$0")" && pwd)/weston-headless.ini" > "$DIR/weston.log" 2>&1 &
WESTON=$!
for _ in $(seq 50); do [ -S "$DIR/idle-0" ] && break; sleep 0.1; done
XDG_RUNTIME_DIR=$DIR WAYLAND_DISPLAY=idle-0 "$KITE" gallery --size 800x600 "$@" > "$DIR/kite.log" 2>&1 &
KITE_PID=$!
ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }
sleep "$SETTLE"
k0=$(ticks $KITE_PID)
w0=$(ticks $WESTON)
sleep 10
k1=$(ticks $KITE_PID)
w1=$(ticks $WESTON)
HZ=$(getconf CLK_TCK)
echo "kite $*: $(echo "scale=2; ($k1 - $k0) * 100 / $HZ / 10" | bc)% of a core;" \
    "weston: $(echo "scale=2; ($w1 - $w0) * 100 / $HZ / 10" | bc)%"
kill $KITE_PID
wait $KITE_PID 2>/dev/null || true
kill $WESTON
wait $WESTON 2>/dev/null || true
