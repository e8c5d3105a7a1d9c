#!/usr/bin/env bash
# Prints what `record` makes of every bundled scenario with a player's video: the
# framemd5 digest of recording.mp4's picture and the md5 of its sound stream (decoded),
# one line each. Run it on two builds and diff the output: the same lines mean the same
# pictures and sound. A recording without sound says so; a run that fails says its status.
#   scripts/record-digests.sh [path/to/rotation-sandbox]
set -uo pipefail
bin="${1:-.build/debug/rotation-sandbox}"
[ -x "$bin" ] || { echo "record-digests: $bin not built" >&2; exit 1; }
command -v ffmpeg >/dev/null || { echo "record-digests: needs ffmpeg" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for scenario in Assets/scenarios/*.yaml; do
    grep -q 'video:' "$scenario" || continue
    name=$(basename "$scenario" .yaml)
    "$bin" record "$scenario" --out "$work/$name" >/dev/null 2>&1
    status=$?
    mp4="$work/$name/recording.mp4"
    if [ ! -f "$mp4" ]; then
        echo "$name: no recording (exit $status)"
        continue
    fi
    picture=$(ffmpeg -v error -i "$mp4" -map 0:v:0 -f framemd5 - | grep -v '^#' | md5sum | cut -d' ' -f1)
    if ffprobe -v error -select_streams a -show_entries stream=index -of csv=p=0 "$mp4" | grep -q .; then
        sound=$(ffmpeg -v error -i "$mp4" -map 0:a:0 -f md5 - | sed 's/^MD5=//')
    else
        sound="none"
    fi
    echo "$name: exit $status, picture $picture, sound $sound"
done
