#!/usr/bin/env bash
# Regenerates the README's pictures with the project's own `record` (headless).
set -euo pipefail
cd "$(dirname "$0")/.."
bin="${1:-.build/debug/rotation-sandbox}"
[ -x "$bin" ] || { echo "screenshots: build first (swift build)" >&2; exit 1; }
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
"$bin" record Assets/scenarios/demo.yaml --out "$tmp/demo" >/dev/null
"$bin" record Assets/scenarios/player-transform-fallback.yaml --out "$tmp/fallback" >/dev/null
mkdir -p docs/images
for shot in window player-fullscreen; do
  ffmpeg -v error -y -i "$tmp/demo/$shot.png" -vf scale=960:-1 "docs/images/$shot.png"
done
# The fallback mid-turn: the player view turned by its transform while the interface stays portrait.
ffmpeg -v error -y -ss 0.2 -i "$tmp/fallback/recording.mp4" -frames:v 1 -vf scale=960:-1 docs/images/transform-fallback.png
ls -l docs/images
