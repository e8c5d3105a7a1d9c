#!/usr/bin/env bash
# Installs the Debian packages the project needs, only when something is missing.
set -euo pipefail

missing=()
for pc in sdl2:libsdl2-dev SDL2_ttf:libsdl2-ttf-dev libavformat:libavformat-dev \
          libavcodec:libavcodec-dev libavutil:libavutil-dev libswscale:libswscale-dev \
          libswresample:libswresample-dev; do
  pkg-config --exists "${pc%%:*}" 2>/dev/null || missing+=("${pc##*:}")
done
command -v pkg-config >/dev/null || missing+=(pkg-config)
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || missing+=(fonts-dejavu-core)
command -v ffmpeg >/dev/null || missing+=(ffmpeg)
command -v xvfb-run >/dev/null || missing+=(xvfb xauth)

[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -ne 0 ]; then
  echo "deps: missing Debian packages: ${missing[*]}" >&2
  echo "deps: run as root, or: sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
echo "deps: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
