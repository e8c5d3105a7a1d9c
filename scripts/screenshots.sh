#!/usr/bin/env bash
# Regenerates the README's pictures with the project's own `record` (headless).
set -euo pipefail
cd "$(dirname "$0")/.."
bin="${1:-.build/debug/rotation-sandbox}"
[ -x "$bin" ] || { echo "screenshots: build first (swift build)" >&2; exit 1; }
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
# --hold 0 --no-captions: the frames picked below by time are those of the old timing.
"$bin" record Assets/scenarios/demo.yaml --out "$tmp/demo" >/dev/null
"$bin" record Assets/scenarios/player-transform-fallback.yaml --out "$tmp/fallback" --hold 0 --no-captions >/dev/null
mkdir -p docs/images
for shot in window player-fullscreen; do
  ffmpeg -v error -y -i "$tmp/demo/$shot.png" -vf scale=960:-1 "docs/images/$shot.png"
done
# The iOS 13 page sheet: a card over the dimmed presenter, which still decides (R15a).
"$bin" record Assets/scenarios/ios13-sheet-does-not-rotate.yaml --out "$tmp/sheet" --hold 0 --no-captions >/dev/null
ffmpeg -v error -y -ss 0.5 -i "$tmp/sheet/recording.mp4" -frames:v 1 -vf scale=960:-1 docs/images/sheet.png
# The fallback mid-turn: the player view turned by its transform while the interface stays portrait.
ffmpeg -v error -y -ss 0.2 -i "$tmp/fallback/recording.mp4" -frames:v 1 -vf scale=960:-1 docs/images/transform-fallback.png
# The player's controls (P1, P6): playing, sought to 6.2 s, turned to full screen by the
# device (P5) and locked — the time over the progress bar, the closed padlock.
cat >"$tmp/controls.yaml" <<YAML
name: The player's controls
device: iphone-faceid
ios: 17
app: {root: Nav, plist: [portrait, landscapeLeft, landscapeRight]}
controllers:
  Nav: {kind: nav, title: Videos, stack: [Player], supported: top, shouldAutorotate: top}
  Player: {kind: player, title: Player, player: {video: $PWD/Assets/videos/sample-landscape.mp4}}
steps:
  - tap: play
  - wait: 2
  - seek: 6.2
  - wait: 0.3
  - rotate: landscapeLeft
  - wait: 0.8
  - tap: lock
  - wait: 0.4
  - snapshot: player-controls
YAML
"$bin" record "$tmp/controls.yaml" --out "$tmp/controls" >/dev/null
ffmpeg -v error -y -i "$tmp/controls/player-controls.png" -vf scale=960:-1 docs/images/player-controls.png
ls -l docs/images

# An acceptance run (needs xdotool): driven by keys under Xvfb, screenshot (F9) at the
# transform fallback's question.
if ! command -v xdotool >/dev/null; then
  echo "screenshots: no xdotool; docs/images/acceptance.png left as it is" >&2
  exit 0
fi
cat >"$tmp/drive.sh" <<'DRIVE'
set -u
repo=$PWD
cd "$2"  # F9 writes into the working directory
"$repo/$1" accept "$repo/Assets/scenarios/acceptance-player.yaml" --out accept >/dev/null 2>&1 &
pid=$!
wid=$(timeout 20 xdotool search --sync --onlyvisible --class rotation-sandbox | head -1)  # WM_NAME is UTF-8: --name cannot read it
xdotool windowfocus --sync "$wid"  # no window manager under Xvfb: give it the focus
sleep 1
k() { for key in "$@"; do xdotool key --window "$wid" "$key"; sleep 1.2; done; }
k space space y space ctrl+Left y space ctrl+Right ctrl+Right ctrl+Left y  # the rotation half
k space space space space space                                           # back; full screen under the system lock
k space space space space ctrl+Left                                       # the fallback half
xdotool key --window "$wid" F9; sleep 1
k y space Escape  # the run has ended: Esc closes the window
wait $pid || true  # the run's own verdict is not this script's business
DRIVE
xvfb-run -a -s "-screen 0 1280x800x24" bash "$tmp/drive.sh" "$bin" "$tmp"
ffmpeg -v error -y -i "$(ls "$tmp"/rotation-sandbox-screenshot-*.png | head -1)" -vf scale=960:-1 docs/images/acceptance.png
ls -l docs/images/acceptance.png
