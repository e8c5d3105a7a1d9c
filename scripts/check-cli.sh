#!/usr/bin/env bash
# The command line's documented failures: one line on stderr and the exit status.
set -uo pipefail
bin="${1:-.build/debug/rotation-sandbox}"
[ -x "$bin" ] || { echo "check-cli: $bin not built" >&2; exit 1; }
bench="$(dirname "$bin")/rotation-sandbox-bench"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
failed=0

# expect STATUS PATTERN -- COMMAND...: the command exits STATUS with one stderr line matching PATTERN.
expect() {
  local status="$1" pattern="$2"
  shift 3
  "$@" >"$tmp/out" 2>"$tmp/err"
  local got=$?
  local lines
  lines=$(wc -l <"$tmp/err")
  if [ "$got" -ne "$status" ] || [ "$lines" -ne 1 ] || ! grep -q -- "$pattern" "$tmp/err"; then
    echo "check-cli: FAIL ${*#"$bin"}: exit $got (want $status), stderr ($lines lines):" >&2
    cat "$tmp/err" >&2
    failed=1
  else
    echo "ok   exit $status: $(cat "$tmp/err")"
  fi
}

# expect_lines STATUS COUNT PATTERN -- COMMAND...: exits STATUS with COUNT lines on stderr,
# every one matching PATTERN (a file's errors: each its own line).
expect_lines() {
  local status="$1" count="$2" pattern="$3"
  shift 4
  "$@" >"$tmp/out" 2>"$tmp/err"
  local got=$? lines matching
  lines=$(wc -l <"$tmp/err")
  matching=$(grep -c -- "$pattern" "$tmp/err")
  if [ "$got" -ne "$status" ] || [ "$lines" -ne "$count" ] || [ "$matching" -ne "$count" ]; then
    echo "check-cli: FAIL ${*#"$bin"}: exit $got (want $status), stderr ($lines lines, want $count):" >&2
    cat "$tmp/err" >&2
    failed=1
  else
    echo "ok   exit $status: $count lines: $(head -1 "$tmp/err")"
  fi
}

expect 2 "no-such.yaml" -- "$bin" accept "$tmp/no-such.yaml" --out "$tmp/a"
printf 'app: {root: VC}\ncontrollers: {VC: {supported: sideways}}\n' >"$tmp/bad.yaml"
expect 2 "bad.yaml:2" -- "$bin" accept "$tmp/bad.yaml" --out "$tmp/b"
touch "$tmp/file"
expect 4 "cannot create the folder" -- "$bin" accept Assets/scenarios/system-lock-iphone.yaml --out "$tmp/file/sub"
expect 4 "display" -- env -u DISPLAY -u WAYLAND_DISPLAY -u SDL_VIDEODRIVER \
  "$bin" accept Assets/scenarios/system-lock-iphone.yaml --out "$tmp/c"
expect 4 "display" -- env -u DISPLAY -u WAYLAND_DISPLAY -u SDL_VIDEODRIVER "$bin" run
# Bring your own app: new --plist, app.infoPlist, compare.
expect 2 "no-such.plist: no such file" -- "$bin" new --plist "$tmp/no-such.plist"
printf 'bplist00xxxx' >"$tmp/Info.plist"
expect 2 "Info.plist: not a property list" -- "$bin" new --plist "$tmp/Info.plist"
expect 2 "unknown device 'iphone'" -- "$bin" new --device iphone
expect 2 "iOS 20 never shipped" -- "$bin" new --ios 20
printf 'app:\n  infoPlist: Info.plist\n  root: VC\ncontrollers: {VC: {}}\n' >"$tmp/plist.yaml"
expect 2 "plist.yaml:2: app.infoPlist: Info.plist: not a property list" -- "$bin" trace "$tmp/plist.yaml"
expect 2 "no-such.log: no such file" -- "$bin" compare Assets/apps/player.yaml "$tmp/no-such.log"
printf 'nothing here\n' >"$tmp/empty.log"
expect 2 "no -\[Class selector\] lines" -- "$bin" compare Assets/apps/player.yaml "$tmp/empty.log"
expect 2 "has 7 steps" -- "$bin" compare Assets/apps/player.yaml Assets/apps/player.log --from-step 8
expect 2 "no-such.yaml: no such file" -- "$bin" compare "$tmp/no-such.yaml" Assets/apps/player.log
# Every option README names on every command it names; unknown words said as such.
"$bin" compare --ios 13 --device ipad Assets/apps/player.yaml Assets/apps/player.log >"$tmp/out" 2>&1
case $? in 0|1) echo "ok   compare takes --ios and --device" ;; *) echo "check-cli: FAIL compare --ios 13 --device ipad" >&2; cat "$tmp/out" >&2; failed=1 ;; esac
expect 2 "unknown command 'chek' (did you mean 'check'?)" -- "$bin" chek x.yaml
expect 2 "no rule 'R99' (did you mean 'R9'?)" -- "$bin" rules R99
"$bin" rules R11 >"$tmp/out" 2>&1 && grep -q "^## R11 " "$tmp/out" && [ "$(grep -c '^## ' "$tmp/out")" -eq 1 ] \
  && echo "ok   rules R11 prints that rule" || { echo "check-cli: FAIL rules R11" >&2; failed=1; }
# Never replace what is the user's (issue 26): special files and inputs as outputs, a
# folder of the user's files, a plist deeper than any real one, a FIFO where a file is read.
mkfifo "$tmp/fifo"
expect 4 "fifo: is a named pipe (FIFO), not a regular file" -- "$bin" check Assets/scenarios/landscape-modal.yaml --junit "$tmp/fifo"
cp Assets/scenarios/landscape-modal.yaml "$tmp/same.yaml"
expect 4 "same.yaml: is an input of this run" -- "$bin" check "$tmp/same.yaml" --junit "$tmp/same.yaml"
mkdir -p "$tmp/users" && echo mine >"$tmp/users/report.md"
expect 4 "holds files that are no earlier run's output (report.md)" -- "$bin" record Assets/scenarios/landscape-modal.yaml --out "$tmp/users"
grep -q '^mine$' "$tmp/users/report.md" || { echo "check-cli: FAIL record replaced the user's report.md" >&2; failed=1; }
{ printf '<?xml version="1.0"?><plist version="1.0"><dict><key>X</key>'
  for _ in $(seq 2000); do printf '<array>'; done; for _ in $(seq 2000); do printf '</array>'; done
  printf '</dict></plist>\n'; } >"$tmp/deep.plist"
expect 2 "deep.plist: nested more than 64 levels deep" -- "$bin" new --plist "$tmp/deep.plist"
printf 'app:\n  infoPlist: fifo\n  root: VC\ncontrollers: {VC: {}}\n' >"$tmp/fifo-plist.yaml"
expect 2 "app.infoPlist: fifo: is a named pipe (FIFO)" -- timeout 10 "$bin" check "$tmp/fifo-plist.yaml"

# Invalid options: ArgumentParser's message on one line, exit 2, for every command.
ok=Assets/scenarios/landscape-modal.yaml
expect 2 "Unknown option '--bogus'" -- "$bin" check --bogus x.yaml
expect 2 "'abc' is invalid for '--fps" -- "$bin" record "$ok" --out "$tmp/r" --fps abc
expect 2 "'nope' is invalid for '--device" -- "$bin" check --device nope "$ok"
expect 2 "'nope' is invalid for '--device" -- "$bin" trace "$ok" --device nope
expect 2 "iOS 4 never shipped" -- "$bin" accept "$ok" --ios 4 --out "$tmp/d"
expect 2 "Missing expected argument" -- "$bin" check
expect 2 "Unknown option '--bogus'" -- "$bin" run --bogus
expect 2 'Unknown option .--bo\\u{1B}gus' -- "$bin" check "--bo$(printf '\033')gus" x.yaml
expect 2 "Unknown option '--bogus'" -- "$bench" --bogus
[ -d "$tmp/r" ] && { echo "check-cli: FAIL record --fps abc created its folder" >&2; failed=1; }

# Invalid files: the error on stderr, the results (an ERROR row) on stdout.
expect 2 "bad.yaml:2" -- "$bin" check "$tmp/bad.yaml"
grep -q "^ERROR .*bad.yaml  invalid file" "$tmp/out" || { echo "check-cli: FAIL check's stdout lacks the ERROR row" >&2; failed=1; }
expect_lines 2 4 "^Assets/scenarios/ios16-geometry.yaml:[0-9]*: .*(with the command-line options)$" \
  -- "$bin" check --ios 13 Assets/scenarios/ios16-geometry.yaml

# --junit: written where asked; a folder that cannot hold it is exit 4.
expect 4 "cannot write" -- "$bin" check "$ok" --junit "$tmp/file/junit.xml"
# succeeds DESCRIPTION -- COMMAND...: exit 0 and nothing on stderr.
succeeds() {
  local what="$1"
  shift 2
  if "$@" >"$tmp/out" 2>"$tmp/err" && [ ! -s "$tmp/err" ]; then
    echo "ok   exit 0: $what"
  else
    echo "check-cli: FAIL $what: ${*#"$bin"}" >&2
    cat "$tmp/err" >&2
    failed=1
  fi
}
succeeds "check --junit writes a JUnit report" -- "$bin" check "$ok" --junit "$tmp/junit.xml"
grep -q '<testsuites name="rotation-sandbox check" tests="5" failures="0" errors="0"' "$tmp/junit.xml" \
  || { echo "check-cli: FAIL junit.xml:" >&2; cat "$tmp/junit.xml" >&2; failed=1; }
succeeds "check, trace and record take --device and --ios" -- "$bin" check --device iphone-home --ios 13 "$ok"
succeeds "trace --device --ios" -- "$bin" trace "$ok" --device iphone-home --ios 13
succeeds "--help" -- "$bin" check --help
grep -q "iphone-faceid" "$tmp/out" || { echo "check-cli: FAIL check --help does not list the devices" >&2; failed=1; }
succeeds "bash completion script" -- "$bin" --generate-completion-script bash

# exits STATUS DESCRIPTION PATTERN -- COMMAND...: the command exits STATUS, nothing on
# stderr, and its stdout matches PATTERN (grep -E).
exits() {
  local status="$1" what="$2" pattern="$3"
  shift 4
  "$@" >"$tmp/out" 2>"$tmp/err"
  local got=$?
  if [ "$got" -eq "$status" ] && [ ! -s "$tmp/err" ] && grep -q -E -- "$pattern" "$tmp/out"; then
    echo "ok   exit $status: $what"
  else
    echo "check-cli: FAIL $what: exit $got (want $status): ${*#"$bin"}" >&2
    cat "$tmp/out" "$tmp/err" >&2
    failed=1
  fi
}

# check --matrix: every device by iOS 5, 7, 13, 16, 17; the worst status over the cells.
printf 'ios: 13
device: iphone-home
app: {plist: [portrait], root: VC}
controllers:
  VC: {supported: landscape}
steps:
  - expect: {crashed: false}
' >"$tmp/crash.yaml"
exits 3 "check --matrix: a crash from iOS 6 on is exit 3" "^  iphone-faceid  —         —         CRASHED" \
  -- "$bin" check --matrix "$tmp/crash.yaml"
exits 1 "check --matrix --device: one row (iOS 5's lock differs)" "^  ipad    FAILED    held      held      held      held$" \
  -- "$bin" check --matrix --device ipad Assets/scenarios/system-lock-ipad.yaml --junit "$tmp/matrix.xml"
grep -q '<testsuite name="system orientation lock on iPad \[ipad, iOS 13\]"' "$tmp/matrix.xml" \
  || { echo "check-cli: FAIL check --matrix --junit: no suite per cell" >&2; head -5 "$tmp/matrix.xml" >&2; failed=1; }

# Every error of a file, a line each; did-you-mean for names.
printf 'app: {root: Nav}
controllers:
  Nav: {kind: nav, stack: [Hom]}
  Home: {supported: landscap}
steps:
  - rotat: portrait
' >"$tmp/errors.yaml"
expect_lines 2 3 "^$tmp/errors.yaml:[0-9]*: " -- "$bin" check "$tmp/errors.yaml"
grep -q "unknown controller 'Hom' (did you mean 'Home'?)" "$tmp/err" \
  || { echo "check-cli: FAIL no did-you-mean for a controller" >&2; failed=1; }

# Videos: one named on the command line that is not there is a bad option (exit 2 at once,
# the window does not open); one named in the file that cannot play is a warning.
expect 2 "--video: .*no-such.mp4: no such file" -- "$bin" run --video "$tmp/no-such.mp4"
expect 2 "--video: .*: is a folder, not a video" -- "$bin" check --video "$tmp" "$ok"
expect 0 "player.video: warning: video file not found" -- "$bin" check Assets/scenarios/player-missing-video.yaml
grep -q "^ok    Assets/scenarios/player-missing-video.yaml" "$tmp/out" \
  || { echo "check-cli: FAIL the warning's file still runs and holds" >&2; cat "$tmp/out" >&2; failed=1; }
expect 0 "player.video: warning: video file not found" -- "$bin" record Assets/scenarios/player-missing-video.yaml \
  --out "$tmp/missing" --hold 0 --no-captions
grep -q "^## Problems" "$tmp/missing/report.md" \
  || { echo "check-cli: FAIL record's report.md has no Problems section" >&2; failed=1; }
# scan: a project's folder → a scenario the other commands take as it is; a folder it cannot
# read as a project is one line, exit 2, nothing on stdout and nothing written.
fx=Tests/ScanTests/Fixtures
scan_fails() {
  expect 2 "$1" -- "$bin" scan "${@:2}" -o "$tmp/scanned-bad.yaml"
  if [ -s "$tmp/out" ] || [ -e "$tmp/scanned-bad.yaml" ]; then echo "check-cli: FAIL scan ${*:2}: wrote output" >&2; failed=1; fi
}
scan_fails "NoProject: no Xcode project, Swift or Objective-C sources here" "$fx/NoProject"
scan_fails "2 app targets (Modern, ModernLite); pick one with --target NAME" "$fx/ModernApp"
scan_fails "project.pbxproj:7: damaged project file" "$fx/DamagedProject"
# A damaged storyboard is one note; the rest of the project is read.
succeeds "scan reads around a damaged storyboard" -- "$bin" scan "$fx/DamagedStoryboard"
scan_fails "no-such-folder: no such folder" "$tmp/no-such-folder"
expect 2 "iOS 20 never shipped" -- "$bin" scan "$fx/TabApp" --ios 20
expect 4 "is an input of the scan: refused" -- "$bin" scan "$fx/TabApp" -o "$fx/TabApp/TabApp/New.swift"
printf 'mine\n' >"$tmp/users.yaml"
expect 4 "is not an earlier scan's output: refused" -- "$bin" scan "$fx/TabApp" -o "$tmp/users.yaml"
succeeds "scan -o writes the scenario" -- "$bin" scan "$fx/TabApp" -o "$tmp/scanned.yaml"
succeeds "scan -o replaces its own earlier output" -- "$bin" scan "$fx/TabApp" -o "$tmp/scanned.yaml"
for app in TabApp ObjCApp StoryboardApp PlainSources; do
  "$bin" scan "$fx/$app" >"$tmp/$app.yaml" 2>"$tmp/err" || { echo "check-cli: FAIL scan $app" >&2; cat "$tmp/err" >&2; failed=1; }
  succeeds "check of the scanned $app" -- "$bin" check "$tmp/$app.yaml"
  succeeds "trace of the scanned $app" -- "$bin" trace "$tmp/$app.yaml" --all
  succeeds "check --matrix of the scanned $app" -- "$bin" check --matrix --device ipad "$tmp/$app.yaml"
done
succeeds "record of a scanned app" -- "$bin" record "$tmp/TabApp.yaml" --out "$tmp/scanned-record" --hold 0 --no-captions
# The schema (docs/scenario.schema.json) takes them, where python3 has jsonschema and PyYAML.
if python3 -c 'import jsonschema, yaml' 2>/dev/null; then
  for app in TabApp ObjCApp StoryboardApp PlainSources; do
    if python3 scripts/schema-check.py docs/scenario.schema.json "$tmp/$app.yaml" 2>"$tmp/err"; then
      echo "ok   scan $app: valid against docs/scenario.schema.json"
    else
      echo "check-cli: FAIL scan $app against the schema:" >&2; tail -3 "$tmp/err" >&2; failed=1
    fi
  done
else
  echo "skip scan output against the schema (python3 lacks jsonschema or PyYAML)"
fi

# record --hold: a recording a person can follow, captioned; --hold 0 --no-captions the old one.
expect 2 "--hold: use a number of seconds, 0 or more" -- "$bin" record "$ok" --out "$tmp/h" --hold=-1
# probe FILE: "WIDTHxHEIGHT SECONDS" of a recording.
probe() { ffprobe -v error -select_streams v:0 -show_entries stream=width,height:format=duration -of csv=p=0 "$1" | paste -sd, ; }
if "$bin" record Assets/scenarios/demo.yaml --out "$tmp/demo" >/dev/null 2>"$tmp/err" \
  && "$bin" record Assets/scenarios/demo.yaml --out "$tmp/demo0" --hold 0 --no-captions >/dev/null 2>>"$tmp/err"; then
  held=$(probe "$tmp/demo/recording.mp4") plain=$(probe "$tmp/demo0/recording.mp4")
  # The demo's 18 steps and its launch, a second each: 3 s become 22 s, 94 rows of caption.
  if [[ "$held" == 1280,894,2[0-9].* && "$plain" == 1280,800,3.* ]] && [ -f "$tmp/demo/shots/step-18.png" ] \
    && grep -q '!\[step 18\](shots/step-18.png)' "$tmp/demo/report.md"; then
    echo "ok   exit 0: record demo: --hold 1 $held, --hold 0 --no-captions $plain, thumbnails in report.md"
  else
    echo "check-cli: FAIL record --hold: $held / $plain" >&2; ls "$tmp/demo" >&2; failed=1
  fi
else
  echo "check-cli: FAIL record of the demo" >&2; cat "$tmp/err" >&2; failed=1
fi
# lint: exit 0 no finding at or above --fail-on, 1 findings, 2 invalid input (one line).
fx=Tests/LintTests/Fixtures
mkdir -p "$tmp/no-project"
expect 2 "lint: .*no-project: no Xcode project, Swift or Objective-C sources here" -- "$bin" lint "$tmp/no-project"
expect 2 "no-such.yaml: no such file" -- "$bin" lint "$tmp/no-such.yaml"
expect 2 "bad.yaml:2" -- "$bin" lint "$tmp/bad.yaml"
expect 2 "iOS 20 never shipped" -- "$bin" lint "$ok" --ios 20
expect 2 "choose one" -- "$bin" lint "$ok" --json --sarif
expect 2 "'fatal' is invalid for '--fail-on" -- "$bin" lint "$ok" --fail-on fatal
expect 2 "nothing to explore: the devices asked for never ran" -- "$bin" lint "$ok" --device iphone-faceid --ios 9
expect 2 "nothing to explore: iphone-faceid iOS 13: .*iOS 16" -- "$bin" lint Tests/LintTests/Fixtures/kvc-fixed.yaml --ios 13 --device iphone-faceid
mkdir -p "$tmp/full" && touch "$tmp/full/keep.txt"
expect 4 "holds files that are no earlier run's output (keep.txt)" -- "$bin" lint "$fx/sheet.yaml" --report "$tmp/full"
# lint_status WANT ARGS...: lint exits WANT with nothing on stderr.
lint_status() {
  local want="$1"
  shift
  "$bin" lint "$@" >"$tmp/out" 2>"$tmp/err"
  local got=$?
  if [ "$got" -ne "$want" ] || [ -s "$tmp/err" ]; then
    echo "check-cli: FAIL lint $*: exit $got (want $want)" >&2; cat "$tmp/err" >&2; failed=1
  else
    echo "ok   exit $want: lint $*"
  fi
}
lint_status 0 "$fx/sheet.yaml"
# A project folder is scanned first: the finding points at the Swift line that wrote the mask.
lint_status 0 Tests/ScanTests/Fixtures/TabApp
grep -q "Fixtures/TabApp/TabApp/Feed.swift:10: warning: FeedViewController shows sideways content" "$tmp/out" \
  || { echo "check-cli: FAIL lint of a project folder does not point at its Swift source" >&2; cat "$tmp/out" >&2; failed=1; }
lint_status 1 "$fx/sheet.yaml" --fail-on warning
lint_status 1 "$fx/crash-present.yaml" --sarif
lint_status 0 "$fx/crash-present-fixed.yaml" --fail-on note --json
lint_status 0 "$fx/sheet.yaml" --report "$tmp/lint-report"
grep -q "^## Rotation map" "$tmp/lint-report/report.md" && [ -s "$tmp/lint-report/sheet.png" ] \
  || { echo "check-cli: FAIL lint --report wrote no rotation map or no sheet.png" >&2; failed=1; }
lint_status 0 "$fx/sheet.yaml" --report "$tmp/lint-report"
exit $failed
