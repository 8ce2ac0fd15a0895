#!/bin/bash
# Time to the first frame of `kite gallery` (800x600), from the summary's first_frame_ms (process start as the kernel
# recorded it, before dynamic loading, to the end of frame 0: glFinish headless, the swap on a compositor) and
# first_present_ms (to frame 0's presentation per wp_presentation; compositor only). Four cases, RUNS runs each:
# headless and on a private headless weston (pixman, the end-to-end tests' config), each with Mesa's shader cache
# warm (the default cache, warmed by one untimed run first) and cold (MESA_SHADER_CACHE_DIR set to an empty folder
# for every run, as on a first-ever start).
# Prints the date and the load average before and after: the figures mean little without them on a shared machine.
# usage: scripts/first-frame.sh KITE_BINARY [RUNS (default 5)]
set -eu
KITE=$1
RUNS=${2:-5}
DIR=$(mktemp -d /tmp/kite-first-frame.XXXXXX)
chmod 700 "$DIR"
WESTON=
cleanup() {
    if [ -n "$WESTON" ]; then
        kill "$WESTON" 2>/dev/null || true
        wait "$WESTON" 2>/dev/null || true
    fi
    rm -rf "$DIR"
}
trap cleanup EXIT
field() { sed -n "s/.*\"$1\": \([0-9.]*\|null\).*/\1/p" "$2"; }
# run CASE CACHE [kite options...]: one run; prints first_frame_ms and first_present_ms.
run() {
    local cache=$2
    shift 2
    local env=()
    if [ "$cache" = cold ]; then
        local empty
        empty=$(mktemp -d "$DIR/cache.XXXXXX")
        env=(MESA_SHADER_CACHE_DIR="$empty")
    fi
    env "${env[@]}" "$KITE" gallery --size 800x600 --summary "$DIR/summary.json" "$@" > "$DIR/kite.log" 2>&1
    echo "$(field first_frame_ms "$DIR/summary.json") $(field first_present_ms "$DIR/summary.json")"
}
series() {
    local name=$1 cache=$2
    shift 2
    local frames=() presents=()
    for _ in $(seq "$RUNS"); do
        read -r f p < <(run "$name" "$cache" "$@")
        frames+=("$f")
        presents+=("$p")
    done
    echo "$name, $cache cache: first_frame_ms ${frames[*]}; first_present_ms ${presents[*]}"
}
echo "$(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, load average $(cut -d ' ' -f 1-3 /proc/loadavg)"
run headless warm --headless --frames 1 > /dev/null
series headless warm --headless --frames 1
series headless cold --headless --frames 1
XDG_RUNTIME_DIR=$DIR weston --backend=headless-backend.so --use-pixman --idle-time=0 --width=800 --height=600 \
    --socket=first-0 --config="$(cd "$(dirname "$0")" && pwd)/weston-headless.ini" > "$DIR/weston.log" 2>&1 &
WESTON=$!
for _ in $(seq 50); do [ -S "$DIR/first-0" ] && break; sleep 0.1; done
export XDG_RUNTIME_DIR=$DIR WAYLAND_DISPLAY=first-0
series weston warm --frames 3 --continuous
series weston cold --frames 3 --continuous
echo "load average after: $(cut -d ' ' -f 1-3 /proc/loadavg)"
