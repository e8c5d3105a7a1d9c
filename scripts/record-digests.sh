#!/usr/bin/env bash
# What `record` makes of every bundled scenario, as digests to compare across a change:
# per scenario the video's framemd5 (decoded frames, so the picture and its timing),
# the md5 of the decoded sound and the md5 of every PNG written (snapshots, thumbnails).
# Usage: scripts/record-digests.sh [BIN [SCENARIO...]] > digests.txt   (then diff two such
# files); every bundled scenario unless some are named.
# RECORD_ARGS adds options to every `record` (e.g. RECORD_ARGS="--hold 0.5").
set -euo pipefail
bin="${1:-.build/debug/rotation-sandbox}"
shift || true
files=("$@")
[ ${#files[@]} -gt 0 ] || files=(Assets/scenarios/*.yaml)
[ -x "$bin" ] || { echo "record-digests: $bin not built" >&2; exit 1; }
command -v ffmpeg >/dev/null || { echo "record-digests: ffmpeg not found" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for file in "${files[@]}"; do
    name=$(basename "$file" .yaml)
    out="$work/$name"
    status=0
    # shellcheck disable=SC2086
    "$bin" record "$file" --out "$out" ${RECORD_ARGS:-} >/dev/null 2>"$work/$name.err" || status=$?
    echo "## $name (exit $status)"
    if [ -f "$out/recording.mp4" ]; then
        # The header names the ffmpeg build: left out, the frames' lines kept.
        echo "video $(ffmpeg -v error -i "$out/recording.mp4" -map 0:v -f framemd5 - | grep -v '^#' | md5sum | cut -d' ' -f1)"
        if ffmpeg -v error -i "$out/recording.mp4" -map 0:a -f md5 - >"$work/a.md5" 2>/dev/null; then
            echo "sound $(cat "$work/a.md5")"
        else
            echo "sound none"
        fi
    else
        echo "video none"
    fi
    (cd "$out" 2>/dev/null && find . -name '*.png' | sort | xargs -r md5sum) || true
done
