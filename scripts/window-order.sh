#!/usr/bin/env bash
# Regenerates scripts/window.order: the functions the window runs (start-up, the player's
# video playing, the device turning, the inspector, the demo with its findings), which
# `make release` hands to lld so that they are laid out together (BENCHMARKS.md,
# "Twenty-fourth session").
# Usage: scripts/window-order.sh BIN_DIR   (`make order` builds both binaries and runs this)
# Needs valgrind and xvfb-run; about three minutes. Functions renamed since the file was
# made are laid out as any other until it is made again (`make bench`: window_code_resident_mb).
set -euo pipefail
bin_dir=$(cd "${1:?usage: scripts/window-order.sh BIN_DIR}" && pwd)
cd "$(dirname "$0")/.."
for program in rotation-sandbox rotation-sandbox-bench; do
    [ -x "$bin_dir/$program" ] || { echo "window-order: $bin_dir/$program not built" >&2; exit 1; }
done
for tool in valgrind xvfb-run objcopy nm python3 timeout; do
    command -v "$tool" >/dev/null || { echo "window-order: $tool not found" >&2; exit 1; }
done
# The windows open on a server of their own, not on the desktop.
if [ -z "${WINDOW_ORDER_XVFB:-}" ]; then
    WINDOW_ORDER_XVFB=1 exec xvfb-run -a -s "-screen 0 1920x1080x24" bash scripts/window-order.sh "$bin_dir"
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Valgrind's DWARF reader cannot take the toolchain's debug info: it runs copies without
# it (the same code and symbols).
for program in rotation-sandbox rotation-sandbox-bench; do
    objcopy --strip-debug "$bin_dir/$program" "$work/$program"
done
profile() {  # name, seconds before it is stopped, program and its arguments...
    local name=$1 limit=$2
    shift 2
    local status=0
    timeout "$limit" valgrind --tool=callgrind --dump-instr=yes --compress-pos=no \
        --compress-strings=no --collect-jumps=no --smc-check=all-non-file \
        --callgrind-out-file="$work/callgrind.$name.%p" "$@" >"$work/$name.log" 2>&1 || status=$?
    # The demo's window has no end of its own: it is stopped (SIGTERM; timeout says 124).
    if [ "$status" -ne 0 ] && [ "$status" -ne 124 ]; then
        cat "$work/$name.log" >&2
        exit 1
    fi
}
video=Assets/videos/sample-landscape.mp4
session=("$work/rotation-sandbox-bench" window-session --video "$video" --tap play)
# Under valgrind a frame takes a second or more: long sessions, so that every path of a
# turn and of a frame at rest is taken more than once.
profile turning 600 "${session[@]}" --seconds 40 --turn-every 0.5 \
    --frames "$work/t.frames" --first-frame "$work/t.first"
profile resting 600 "${session[@]}" --seconds 30 --turn-every 10 \
    --frames "$work/r.frames" --first-frame "$work/r.first"
profile demo 60 "$work/rotation-sandbox" run Assets/scenarios/demo.yaml
python3 scripts/window-order.py "$work"/callgrind.* >"$work/window.order"
# Then every protocol conformance descriptor: the Swift runtime reads them all at the first
# conformance lookup its cache misses, so together they fill a few pages, not one in each
# stretch of every module's constant data.
nm --defined-only "$bin_dir/rotation-sandbox" "$bin_dir/rotation-sandbox-bench" | awk '$3 ~ /^\$s.*Mc$/ {print $3}' | sort -u >>"$work/window.order"
mv "$work/window.order" scripts/window.order
echo "window-order: $(wc -l <scripts/window.order) functions in scripts/window.order"
