#!/usr/bin/env bash
# The relaunch soak (issue 26): the release window under Xvfb, D and I pressed (next device,
# next iOS: each relaunches the simulated app) for MINUTES, its resident memory sampled from
# /proc every EVERY seconds. Prints the curve and a verdict: the last sample must be within
# 10 % of the plateau (the sample a third of the way in, once the caches are warm).
#   scripts/soak-relaunch.sh [MINUTES=10] [EVERY=5] [BIN=.build/release/rotation-sandbox]
# KEYS="ctrl+Left ctrl+Right u f b l" soaks other keys instead (xdotool's names).
# Exit 0 held, 1 memory grew past the plateau, 2 the window could not be driven.
set -uo pipefail
MINUTES="${1:-10}"
EVERY="${2:-5}"
BIN="${3:-.build/release/rotation-sandbox}"
KEYS_PER_BATCH=20   # D and I alternately, 100 ms apart: about 7 relaunches a second
read -r -a pattern <<<"${KEYS:-d i}"

[ -x "$BIN" ] || { echo "soak: $BIN not built (swift build -c release --product rotation-sandbox)" >&2; exit 2; }
for tool in xdotool xvfb-run; do
  command -v "$tool" >/dev/null && continue
  package=$([ "$tool" = xvfb-run ] && echo xvfb || echo "$tool")
  if [ "$(id -u)" -eq 0 ]; then
    apt-get install -y "$package" >/dev/null 2>&1 || { apt-get update >/dev/null 2>&1 && apt-get install -y "$package" >/dev/null 2>&1; }
  fi
  command -v "$tool" >/dev/null || { echo "soak: needs $tool: apt-get install $package" >&2; exit 2; }
done

# Everything below runs inside one Xvfb (xvfb-run sets DISPLAY).
if [ -z "${SOAK_INSIDE_XVFB:-}" ]; then
  exec xvfb-run -a -s "-screen 0 1400x900x24" env SOAK_INSIDE_XVFB=1 bash "$0" "$MINUTES" "$EVERY" "$BIN"
fi

SDL_AUDIODRIVER=dummy "$BIN" run >/tmp/soak-relaunch-$$.log 2>&1 &
app=$!
trap 'kill "$app" 2>/dev/null; wait "$app" 2>/dev/null; rm -f /tmp/soak-relaunch-$$.log' EXIT
window=$(timeout 60 xdotool search --sync --pid "$app" 2>/dev/null | head -1)
[ -n "$window" ] || { echo "soak: the window never appeared" >&2; cat /tmp/soak-relaunch-$$.log >&2; exit 2; }
xdotool windowfocus --sync "$window" 2>/dev/null || true

rss() { awk '/^VmRSS/ { printf "%.1f", $2 / 1024 }' "/proc/$app/status" 2>/dev/null; }
keys=()
while [ ${#keys[@]} -lt $KEYS_PER_BATCH ]; do keys+=("${pattern[@]}"); done

start=$SECONDS
end=$((start + MINUTES * 60))
next=$start
presses=0
samples=()
echo "soak: $BIN, keys ${pattern[*]} for $MINUTES min, RSS every $EVERY s"
while [ "$SECONDS" -lt "$end" ]; do
  kill -0 "$app" 2>/dev/null || { echo "soak: the window ended early" >&2; cat /tmp/soak-relaunch-$$.log >&2; exit 2; }
  if [ "$SECONDS" -ge "$next" ]; then
    now=$(rss)
    samples+=("$now")
    printf 'soak: %4d s  %7s MB  %6d key presses\n' $((SECONDS - start)) "$now" "$presses"
    next=$((next + EVERY))
  fi
  # XTEST input to the focused window (SDL may ignore events sent to a window directly).
  xdotool windowfocus "$window" 2>/dev/null
  xdotool key --delay 100 "${keys[@]}" 2>/dev/null
  presses=$((presses + KEYS_PER_BATCH))
done
final=$(rss)
samples+=("$final")
count=${#samples[@]}
plateau=${samples[$((count / 3))]}
verdict=$(awk -v p="$plateau" -v f="$final" 'BEGIN { printf "%s %+.1f", (f <= p * 1.10) ? "held" : "GREW", (f - p) / p * 100 }')
echo "soak: $presses key presses; first ${samples[0]} MB, plateau (a third in) $plateau MB, last $final MB: ${verdict% *} (${verdict#* } % against the plateau, 10 % allowed)"
[ "${verdict% *}" = held ]
