#!/usr/bin/env bash
# Installs every Debian package Kite needs to build, run and test. Idempotent: does nothing when all are present.
set -euo pipefail
packages=(
  # What the swift.org toolchain needs to fetch packages and link on Debian 12 (its own install notes); a fresh
  # machine may have the toolchain unpacked without them.
  git binutils libc6-dev libgcc-12-dev libstdc++-12-dev zlib1g-dev
  pkg-config
  libwayland-dev wayland-protocols libwayland-bin
  libegl-dev libgles-dev libegl1-mesa-dev libgles2-mesa-dev libegl-mesa0 libgl1-mesa-dri
  libxkbcommon-dev libpng-dev libxml2-dev
  libchipmunk-dev
  libcairo2-dev
  libfreetype-dev libfontconfig-dev fonts-dejavu-core
  weston
  xvfb xdotool xkb-data
  # The end-to-end compositor matrix: KWin (Plasma), sway (wlroots) with wtype for keys, mutter (GNOME) on its own
  # session bus.
  kwin-wayland sway wtype mutter dbus-daemon
)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
echo "install-deps: installing ${missing[*]}" >&2
sudo_cmd=()
if [ "$(id -u)" -ne 0 ]; then sudo_cmd=(sudo); fi
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -qq
"${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
