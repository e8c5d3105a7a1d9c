#!/usr/bin/env bash
# make fuzz: N mutants of the bundled scenarios through `check` (and some through `trace`
# and `record`), M damaged copies of the sample videos through `check` and `record`,
# Info.plists nested deep (XML, binary, OpenStep) through `new --plist` and `check`, and
# output folders holding an earlier run, the user's files, links and special files (and
# such paths as `--junit`) through `record` and `check`. Fails on a crash, a hang, an
# undocumented exit status, a problem that takes more than one line, or a file of the
# user's changed. L (default 6) long inputs: unbroken text and long chains. P (default 13)
# hostile projects through scan and lint (scripts/fuzz-projects.sh). `make test` runs a
# small one; a big one:
#   make fuzz N=5000 M=400            (SEED=… repeats a run; TIMEOUT=… per command)
# Failing inputs are kept in $FUZZ_OUT (.build/fuzz-failures) with the command to repeat.
set -uo pipefail
bin="${1:-.build/debug/rotation-sandbox}"
N="${N:-200}"
M="${M:-20}"
SEED="${SEED:-$(( $(date +%s) % 100000 ))}"
TIMEOUT="${TIMEOUT:-30}"
FUZZ_OUT="${FUZZ_OUT:-.build/fuzz-failures}"
[ -x "$bin" ] || { echo "fuzz: $bin not built" >&2; exit 1; }
command -v timeout >/dev/null || { echo "fuzz: needs timeout (coreutils)" >&2; exit 1; }
bin="$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")"
tmp="$(mktemp -d)"
trap 'chmod -R u+rwx "$tmp" 2>/dev/null; rm -rf "$tmp"' EXIT
RANDOM=$SEED
failures=0
started=$SECONDS

# fail WHAT INPUT COMMAND...: keeps the input and says how to repeat it.
fail() {
  local what="$1" input="$2"
  shift 2
  failures=$((failures + 1))
  mkdir -p "$FUZZ_OUT"
  local kept
  kept="$FUZZ_OUT/$(basename "$input")"
  cp -R "$input" "$kept" 2>/dev/null
  echo "fuzz: FAIL $what: $* (input kept: $kept)" >&2
  sed 's/^/fuzz:   | /' "$tmp/out" "$tmp/err" 2>/dev/null | head -8 >&2
}

# The exit status of a command under the time limit: 124 means it hung.
run() {
  timeout --kill-after=5 "$1" "${@:2}" >"$tmp/out" 2>"$tmp/err" </dev/null
}

# Every line of the output is one of the documented shapes for FILE: exactly one head
# line (a result tag, or an error naming the file), the rest indented details. A second
# head line, or a stray line, is a message that broke in two.
one_result() {
  local file="$1"
  local pattern rows errors stray
  pattern=$(printf '%s' "$file" | sed 's/[][\.*^$/]/\\&/g')
  # At most one result row on stdout (an invalid file is an ERROR row there) and at most
  # 21 problem lines naming the file on stderr (an invalid file's errors: 20, then
  # "… and N more"); at least one of the two; nothing stray.
  rows=$(grep -c -E "^(ok   |FAIL |CRASH|ERROR) " "$tmp/out")
  errors=$(grep -c -E "^$pattern" "$tmp/err")
  stray=$(cat "$tmp/out" "$tmp/err" | grep -v -E "^(ok   |FAIL |CRASH|ERROR) |^      |^wrote |^record: |^$pattern" | grep -c .)
  [ "$rows" -le 1 ] && [ "$errors" -le 21 ] && [ $((rows + errors)) -ge 1 ] && [ "$stray" -eq 0 ]
}

# check FILE: documented status, one result; returns the status.
check_one() {
  local file="$1" status
  run "$TIMEOUT" "$bin" check "$file"
  status=$?
  case $status in
    124|137) fail "hang (check ran over ${TIMEOUT}s)" "$file" "$bin" check "$file" ;;
    0|1|2|3) one_result "$file" || fail "multi-line output" "$file" "$bin" check "$file" ;;
    *) fail "crash (exit $status)" "$file" "$bin" check "$file" ;;
  esac
  return $status
}

# trace FILE: every stdout line is one event ("0.300 …").
trace_one() {
  local file="$1" status
  run "$TIMEOUT" "$bin" trace "$file" --all
  status=$?
  case $status in
    124|137) fail "hang (trace)" "$file" "$bin" trace "$file" --all ;;
    0|1|2|3)
      if grep -v -q -E '^[0-9]+\.[0-9]{3} ' "$tmp/out"; then fail "a trace line that is no event" "$file" "$bin" trace "$file" --all; fi ;;
    *) fail "crash (exit $status, trace)" "$file" "$bin" trace "$file" --all ;;
  esac
}

# record FILE: documented status, one-line problems, a playable MP4 when it wrote one.
record_one() {
  local file="$1" out="$tmp/rec" status
  rm -rf "$out"
  run $((TIMEOUT * 4)) "$bin" record "$file" --out "$out" --max-seconds 20
  status=$?
  case $status in
    124|137) fail "hang (record)" "$file" "$bin" record "$file" --out OUT ;;
    0|1|2|3|4)
      one_result "$file" || fail "multi-line output (record)" "$file" "$bin" record "$file" --out OUT
      if [ -f "$out/recording.mp4" ] && [ "$status" -ne 2 ] && command -v ffprobe >/dev/null \
        && ! ffprobe -v error "$out/recording.mp4" >/dev/null 2>&1; then
        fail "unplayable recording.mp4" "$file" "$bin" record "$file" --out OUT
      fi ;;
    *) fail "crash (exit $status, record)" "$file" "$bin" record "$file" --out OUT ;;
  esac
}

# mutate SEED < FILE: one to three edits a careless or hostile hand makes.
mutate() {
  awk -v seed="$1" '
    BEGIN {
      srand(seed)
      n = split("true|\"true\"|'"'"'16'"'"'|0x10|-1|1e309|.nan|~|[]|{}|!!python/object:os.system {}|!custom x|&a x|*a|" \
        "\"x\\nok    all.yaml  1/1 steps  1 held\"|\"\\u202Eevil\"|\"a\\u2028b\"|\"\\t\"|\"\\u0007\"|3600|99999999999999999999|" \
        "portrait|faceUp|landscape|all|top|topmost|$flag|{if: flag, then: portrait, else: all}|[portrait, $mask]|" \
        "|>-|\"😀‍🔥\"|null|0|-0.0|1.5|NavVC|VC|play|fullscreen|[{push: VC}]|{tap: play}|- wait: 0|\"\\\\\"", tokens, "|")
    }
    { lines[NR] = $0 }
    END {
      count = NR
      edits = 1 + int(rand() * 3)
      for (e = 0; e < edits && count > 0; e++) {
        i = 1 + int(rand() * count)
        op = int(rand() * 8)
        if (op == 0) { for (j = i; j < count; j++) lines[j] = lines[j + 1]; count-- }            # delete a line
        else if (op == 1) { for (j = count; j >= i; j--) lines[j + 1] = lines[j]; count++ }     # duplicate
        else if (op == 2) { k = 1 + int(rand() * count); t = lines[i]; lines[i] = lines[k]; lines[k] = t }  # swap
        else if (op <= 4) {                                                                     # replace a value
          p = index(lines[i], ": ")
          tok = tokens[1 + int(rand() * n)]
          if (p > 0) lines[i] = substr(lines[i], 1, p + 1) tok; else lines[i] = lines[i] " " tok
        }
        else if (op == 5) { lines[i] = (rand() < 0.5) ? "  " lines[i] : substr(lines[i], 3) }  # indentation
        else if (op == 6) { p = 1 + int(rand() * (length(lines[i]) + 1))                        # a stray character
          c = substr(":-[]{},&*!|>#\"'"'"'\t?%@`", 1 + int(rand() * 20), 1)
          lines[i] = substr(lines[i], 1, p - 1) c substr(lines[i], p) }
        else { count = i }                                                                      # cut the file short
      }
      for (j = 1; j <= count; j++) print lines[j]
    }'
}

# damage SRC DST: a damaged copy of a video (truncated, garbled, zeroed boxes, bad offsets).
damage() {
  local src="$1" dst="$2" size off len box
  size=$(wc -c <"$src")
  cp "$src" "$dst"
  case $((RANDOM % 8)) in
    0) head -c $((RANDOM * 32 % size)) "$src" >"$dst" ;;                                    # truncated anywhere
    1) box=$(grep -obUa mdat "$src" | head -1 | cut -d: -f1)                                # cut right after the moov
       head -c "$((box - 4))" "$src" >"$dst" ;;
    2) box=$(grep -obUa avcC "$src" | head -1 | cut -d: -f1)                                # avcC zeroed
       dd if=/dev/zero of="$dst" bs=1 seek=$((box + 4)) count=30 conv=notrunc status=none ;;
    3) box=$(grep -obUa stco "$src" | head -1 | cut -d: -f1)                                # chunk offsets past the end
       printf '\177\377\377\000\177\377\377\000' | dd of="$dst" bs=1 seek=$((box + 12)) conv=notrunc status=none ;;
    4) for _ in 1 2 3 4 5 6; do                                                             # garbled sample data
         off=$(( (RANDOM * 32768 + RANDOM) % size )); len=$((1 + RANDOM % 400))
         head -c "$len" /dev/urandom | dd of="$dst" bs=1 seek="$off" conv=notrunc status=none
       done ;;
    5) off=$(( (RANDOM * 32768 + RANDOM) % 4000 ))                                           # garbled index
       head -c 64 /dev/urandom | dd of="$dst" bs=1 seek="$off" conv=notrunc status=none ;;
    6) box=$(grep -obUa stsz "$src" | head -1 | cut -d: -f1)                                # absurd sample sizes
       head -c 32 /dev/urandom | dd of="$dst" bs=1 seek=$((box + 12)) conv=notrunc status=none ;;
    7) { head -c $((RANDOM % 2000)) /dev/urandom; cat "$src"; } >"$dst" ;;                  # junk before the file
  esac
}

shopt -s nullglob
sources=(Assets/scenarios/*.yaml)
videos=(Assets/videos/*.mp4)
[ ${#sources[@]} -gt 0 ] || { echo "fuzz: no scenarios in Assets/scenarios" >&2; exit 1; }

# Scenario mutants: every one through check; valid ones through trace; a few through record.
records=0
for ((i = 0; i < N; i++)); do
  src="${sources[$((RANDOM % ${#sources[@]}))]}"
  m="$tmp/mutant-$SEED-$i.yaml"
  # Relative paths (player videos) resolve against the mutant's folder, as against the original's.
  mutate "$((SEED * 7919 + i))" <"$src" | sed "s|video: \\([^/ ][^ ]*\\.mp4\\)|video: $(pwd)/Assets/scenarios/\\1|" >"$m"
  check_one "$m"
  status=$?
  if [ "$status" -ne 2 ] && [ "$status" -lt 4 ]; then
    [ $((i % 3)) -eq 0 ] && trace_one "$m"
    # One valid mutant in 25 is also recorded (record is the slow one).
    if [ "$records" -le $((i / 25)) ]; then record_one "$m"; records=$((records + 1)); fi
  fi
done

# Long inputs (issue 26): unbroken text thousands of characters long where a name, title,
# question or video path goes, and long chains (methods calling methods, controllers pushing
# controllers, a loop back to the first, a tap a letter off a long title). Validation and
# drawing are linear in them: under the time limit, one line per problem, like the rest.
long_input() {
  local kind="$1" n="$2" word i
  word=$(head -c "$n" /dev/zero | tr '\0' W)
  case $kind in
    0) printf 'name: %s\napp: {root: Home}\ncontrollers:\n  Home: {title: %s, buttons: [{title: %s, do: []}]}\nsteps:\n  - ask: %s\n  - wait: 0.2\n' "$word" "$word" "$word" "$word" ;;
    1) printf 'app: {root: P}\ncontrollers:\n  P: {kind: player, player: {video: /tmp/%s.mp4}}\nsteps:\n  - wait: 0.2\n' "$word" ;;
    2) printf 'app: {root: Home}\ncontrollers:\n  Home:\n    buttons: [{title: Go, do: [{call: m0}]}]\n    methods:\n'
       for ((i = 0; i < n; i++)); do printf '      m%d: [{call: m%d}]\n' "$i" $((i + 1)); done
       printf '      m%d: [attemptRotation]\nsteps:\n  - tap: Go\n' "$n" ;;
    3) printf 'app: {root: Home}\ncontrollers:\n  Home:\n    methods:\n'
       for ((i = 0; i < n; i++)); do printf '      m%d: [{call: m%d}]\n' "$i" $(((i + 1) % n)); done ;;
    4) printf 'app: {root: Nav}\ncontrollers:\n  Nav: {kind: nav, stack: [C0]}\n'
       for ((i = 0; i < n; i++)); do printf '  C%d: {buttons: [{title: Go, do: [{push: C%d}]}]}\n' "$i" $((i + 1)); done
       printf '  C%d: {}\nsteps:\n  - tap: Go\n' "$n" ;;
    5) printf 'app: {root: Home}\ncontrollers:\n  Home: {buttons: [{title: %s, do: []}]}\nsteps:\n  - tap: %sX\n' "$word" "$word" ;;
  esac
}
L="${L:-6}"
for ((i = 0; i < L; i++)); do
  kind=$((i % 6))
  s="$tmp/long-$SEED-$i.yaml"
  long_input "$kind" $((2000 + RANDOM % 6000)) >"$s"
  check_one "$s"
  [ "$kind" -le 1 ] && record_one "$s"
done

# Damaged videos: the player must say why it cannot play, in one line, and never hang.
for ((i = 0; i < M && ${#videos[@]} > 0; i++)); do
  v="$tmp/damaged-$SEED-$i.mp4"
  damage "${videos[$((RANDOM % ${#videos[@]}))]}" "$v"
  s="$tmp/player-$SEED-$i.yaml"
  printf 'app: {root: P}\ncontrollers: {P: {kind: player, player: {video: %s}}}\nsteps: [{tap: play}, {wait: 0.5}, {tap: fullscreen}, {wait: 0.5}]\n' "$v" >"$s"
  check_one "$s"
  record_one "$s"
  [ -f "$FUZZ_OUT/$(basename "$s")" ] && cp "$v" "$FUZZ_OUT/"
done

# Deep plists: nested past any real Info.plist, they must be refused (exit 2, one line),
# never crash the parser (exit 139) however deep or in whichever format.
plists=$((N / 10 + 2))
for ((i = 0; i < plists; i++)); do
  depth=$((RANDOM % 3 == 0 ? 65 + RANDOM % 100 : 1000 + RANDOM * 2 % 30000))
  p="$tmp/deep-$SEED-$i.plist"
  # perl-base is part of every Debian system (python is not).
  case $((i % 3)) in
    0) perl -e 'my $d = shift; print q(<?xml version="1.0"?><plist version="1.0"><dict><key>X</key>), "<array>" x $d, "</array>" x $d, "</dict></plist>\n"' "$depth" >"$p" ;;
    1) perl -e 'my $d = shift; print "{X=", "(" x $d, ")" x $d, ";}\n"' "$depth" >"$p" ;;
    2) perl -e 'my $d = shift; my $b = "bplist00"; my @o;   # array i holds array i+1
         for my $i (0 .. $d - 1) { push @o, length $b; $b .= $i == $d - 1 ? "\xa0" : "\xa1" . pack("n", $i + 1) }
         my $t = length $b; $b .= pack("N", $_) for @o;
         print $b, pack("C8", 0, 0, 0, 0, 0, 0, 4, 2), pack("Q>Q>Q>", $d, 0, $t)' "$depth" >"$p" ;;
  esac
  [ -s "$p" ] || continue
  run "$TIMEOUT" "$bin" new --plist "$p"
  status=$?
  lines=$(wc -l <"$tmp/err")
  if [ "$status" -ne 2 ] || [ "$lines" -ne 1 ]; then fail "deep plist (depth $depth): exit $status, $lines stderr lines" "$p" "$bin" new --plist "$p"; fi
  s="$tmp/deep-$SEED-$i.yaml"
  printf 'app: {infoPlist: %s, root: VC}\ncontrollers: {VC: {}}\n' "$p" >"$s"
  check_one "$s" >/dev/null
done

# Output folders: an earlier run's files (some named by the manifest, by name or with
# their digest, some not; some edited since), the user's files, links to files outside,
# FIFOs, a .DS_Store. Whatever the run does, a file that is not
# an earlier run's output keeps its bytes, a link's target is never written, no staging
# folder is left, and the exit status is documented. --junit gets the same paths.
folders=$((N / 20 + 2))
printf 'app: {root: VC}\ncontrollers: {VC: {}}\nsteps: [{rotate: landscapeLeft}, {snapshot: turned}]\n' >"$tmp/short.yaml"
for ((i = 0; i < folders; i++)); do
  out="$tmp/out-$SEED-$i"
  rm -rf "$out" "$tmp/outside"
  mkdir -p "$out/shots" "$tmp/outside"
  echo "outside $i" >"$tmp/outside/file"
  : >"$out/.rotation-sandbox-outputs"
  : >"$tmp/earlier"
  for name in report.md trace.log recording.mp4 shots/step-01.png shots/step-07.png turned.png notes.txt; do
    digest=$(echo "earlier $name" | sha256sum | cut -c1-64)
    case $((RANDOM % 7)) in
      0) ;;                                                                   # absent
      1) echo "earlier $name" >"$out/$name"; echo "$name" >>"$out/.rotation-sandbox-outputs"   # an earlier run's (names alone)
         echo "$name" >>"$tmp/earlier" ;;
      2) echo "user $name" >"$out/$name" ;;                                   # the user's
      3) ln -s "$tmp/outside/file" "$out/$name" ;;                            # a link out
      4) mkfifo "$out/$name" ;;                                               # a FIFO
      5) echo "earlier $name" >"$out/$name"; echo "$digest  $name" >>"$out/.rotation-sandbox-outputs"  # an earlier run's, with its digest
         echo "$name" >>"$tmp/earlier" ;;
      6) echo "edited $name" >"$out/$name"; echo "$digest  $name" >>"$out/.rotation-sandbox-outputs" ;;  # one the user edited since
    esac
  done
  [ $((RANDOM % 3)) -eq 0 ] && echo "litter" >"$out/.DS_Store"                # a file manager's: nobody's
  force=()
  [ $((RANDOM % 2)) -eq 0 ] && force=(--force)
  # The user's bytes before: every entry that is not an earlier run's regular file.
  users=$(cd "$out" && find . -path ./.rotation-sandbox-outputs -prune -o \( -type f -o -type l -o -type p \) -print \
    | sed 's|^\./||' | grep -vxF -f "$tmp/earlier" | grep -vxF .DS_Store | sort | while read -r f; do
      if [ -f "$f" ] && [ ! -L "$f" ]; then echo "$f $(md5sum <"$f" | cut -c1-32)"; else echo "$f $(stat -c %F "$f")"; fi; done)
  run $((TIMEOUT * 4)) "$bin" record "$tmp/short.yaml" --out "$out" --hold 0 --no-captions "${force[@]}"
  status=$?
  after=$(cd "$out" && for f in $(echo "$users" | cut -d' ' -f1); do
      if [ -f "$f" ] && [ ! -L "$f" ]; then echo "$f $(md5sum <"$f" | cut -c1-32)"; elif [ -e "$f" ] || [ -L "$f" ]; then echo "$f $(stat -c %F "$f")"; else echo "$f gone"; fi; done)
  case $status in
    0|4) ;;
    *) fail "record into a used folder: exit $status" "$tmp/short.yaml" "$bin" record short.yaml --out OUT "${force[@]}" ;;
  esac
  if [ "${#force[@]}" -eq 0 ] && [ "$users" != "$after" ]; then
    fail "record changed the user's files without --force" "$tmp/short.yaml" "$bin" record short.yaml --out OUT
  fi
  if [ "$(cat "$tmp/outside/file")" != "outside $i" ]; then
    fail "record wrote through a link" "$tmp/short.yaml" "$bin" record short.yaml --out OUT "${force[@]}"
  fi
  [ -e "$out/.rotation-sandbox-partial" ] && fail "record left its staging folder" "$tmp/short.yaml" "$bin" record short.yaml --out OUT
  if [ "$status" -eq 0 ] && [ "${#force[@]}" -eq 0 ] && [ -n "$users" ]; then
    fail "record wrote into a folder of the user's files without --force" "$tmp/short.yaml" "$bin" record short.yaml --out OUT
  fi
  # --junit at each kind of path: exit 0 or 4, one line, the user's file kept.
  for target in "$out/notes.txt" "$out/report.md" "$tmp/short.yaml"; do
    [ -e "$target" ] || [ -L "$target" ] || continue
    before=$( { [ -f "$target" ] && [ ! -L "$target" ] && md5sum <"$target"; } || stat -c %F "$target")
    run "$TIMEOUT" "$bin" check "$tmp/short.yaml" --junit "$target"
    status=$?
    now=$( { [ -f "$target" ] && [ ! -L "$target" ] && md5sum <"$target"; } || stat -c %F "$target")
    case $status in
      0) grep -q '<testsuite' "$target" 2>/dev/null || fail "--junit wrote no report" "$tmp/short.yaml" "$bin" check --junit "$target" ;;
      4) [ "$before" = "$now" ] || fail "--junit refused but changed $target" "$tmp/short.yaml" "$bin" check --junit "$target"
         [ "$(wc -l <"$tmp/err")" -eq 1 ] || fail "--junit refusal in more than one line" "$tmp/short.yaml" "$bin" check --junit "$target" ;;
      *) fail "--junit: exit $status" "$tmp/short.yaml" "$bin" check --junit "$target" ;;
    esac
    [ "$(cat "$tmp/outside/file")" = "outside $i" ] || fail "--junit wrote through a link" "$tmp/short.yaml" "$bin" check --junit "$target"
  done
done

# Hostile projects through scan and lint (scripts/fuzz-projects.sh; P of them, 13 by default: one of each kind).
# shellcheck source=scripts/fuzz-projects.sh
source "$(dirname "$0")/fuzz-projects.sh"

echo "fuzz: $N scenario mutants ($records recorded), $L long inputs, $M damaged videos, $plists deep plists, $folders used output folders, $project_summary, seed $SEED, $((SECONDS - started)) s: $failures failure(s)"
[ "$failures" -eq 0 ]
