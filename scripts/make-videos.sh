#!/usr/bin/env bash
# Makes the sample videos the sandbox plays: usage scripts/make-videos.sh OUTDIR
#
# Content is chosen so a person and a render test can both tell orientation and motion:
#   - solid corner patches: top-left red, top-right green, bottom-left blue,
#     bottom-right yellow, each 16% of the width (tests look for them);
#   - a big arrow and "UP" pointing to the top of the picture;
#   - a running clock and frame counter, a swinging ball and a progress bar (motion).
# H.264 yuv420p, 30 fps, 10 s, keyframe every second, moov atom first (+faststart) so a
# truncated copy still opens.
#
# Sound (AAC mono, 48 kHz, 10 s) that shows sync by ear and by test: second k is a tone of
# 300 + 100·k Hz at amplitude 0.3, opened by a 10 ms click (3 kHz, amplitude 0.9) on the
# boundary, so the click at k s sounds with frame 30·k (tests find it: the first sample
# above 0.7 after a quiet stretch).
set -euo pipefail

OUTDIR=${1:?usage: $0 OUTDIR}
FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
DURATION=10
FPS=30
RATE=48000
TONE='if(lt(mod(t\,1)\,0.01)\,0.9*sin(2*PI*3000*t)\,0.3*sin(2*PI*(300+100*floor(t))*t))'

command -v ffmpeg >/dev/null || { echo "make-videos: ffmpeg not found (apt-get install ffmpeg)" >&2; exit 1; }
[ -f "$FONT" ] || { echo "make-videos: font $FONT missing (apt-get install fonts-dejavu-core)" >&2; exit 1; }
mkdir -p "$OUTDIR"

make_video() {
  local out=$1 w=$2 h=$3 label=$4
  local patch=$(( (w * 16 / 100) / 2 * 2 ))            # corner patch side, 16% of width
  local short=$(( w < h ? w : h ))
  local arrow=$(( short * 45 / 100 )) up=$(( short * 16 / 100 )) small=$(( short * 6 / 100 ))
  local ball=$(( short * 10 / 100 )) bar=$(( short * 3 / 100 ))
  local graph="
    [0:v]
    drawbox=x=0:y=0:w=${patch}:h=${patch}:color=0xFF0000:t=fill,
    drawbox=x=iw-${patch}:y=0:w=${patch}:h=${patch}:color=0x00FF00:t=fill,
    drawbox=x=0:y=ih-${patch}:w=${patch}:h=${patch}:color=0x0000FF:t=fill,
    drawbox=x=iw-${patch}:y=ih-${patch}:w=${patch}:h=${patch}:color=0xFFFF00:t=fill,
    drawtext=fontfile=${FONT}:text='↑':fontsize=${arrow}:fontcolor=white:x=(w-tw)/2:y=h*0.30-th/2,
    drawtext=fontfile=${FONT}:text='UP':fontsize=${up}:fontcolor=white:x=(w-tw)/2:y=h*0.30+${arrow}/2,
    drawtext=fontfile=${FONT}:text='${label}':fontsize=${small}:fontcolor=0xC0C0C0:x=(w-tw)/2:y=${patch}+${small}/2,
    drawtext=fontfile=${FONT}:text='%{pts\\:hms}  frame %{n}':fontsize=${small}:fontcolor=white:box=1:boxcolor=black@0.6:boxborderw=8:x=(w-tw)/2:y=h*0.72,
    drawtext=fontfile=${FONT}:text='●':fontsize=${ball}:fontcolor=0xFF8000:x=(w-tw)/2+w*0.25*sin(2*PI*t/2):y=h*0.84
    [bg];
    [1:v]format=yuv420p[bar];
    [bg][bar]overlay=x='-W+W*t/${DURATION}':y=H-${patch}-${bar}*2:eval=frame,format=yuv420p[out]"
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "color=c=0x283040:s=${w}x${h}:r=${FPS}:d=${DURATION}" \
    -f lavfi -i "color=c=0xFFFFFF:s=${w}x${bar}:r=${FPS}:d=${DURATION}" \
    -f lavfi -i "aevalsrc=${TONE}:s=${RATE}:d=${DURATION}" \
    -filter_complex "$graph" -map '[out]' -map 2:a \
    -c:v libx264 -preset slow -crf 23 -pix_fmt yuv420p -g ${FPS} -r ${FPS} \
    -c:a aac -b:a 48k -ac 1 \
    -movflags +faststart -metadata title="Rotation Sandbox ${label}" "$out"
  echo "made $out ($(stat -c %s "$out") bytes)"
}

make_video "$OUTDIR/sample-landscape.mp4" 1280 720 "LANDSCAPE 1280x720 (16/9)"
make_video "$OUTDIR/sample-portrait.mp4" 720 1280 "PORTRAIT 720x1280 (9/16)"
