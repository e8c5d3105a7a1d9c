#!/usr/bin/env bash
# The command line's documented failures: one line on stderr and the exit status.
set -uo pipefail
bin="${1:-.build/debug/rotation-sandbox}"
[ -x "$bin" ] || { echo "check-cli: $bin not built" >&2; exit 1; }
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
exit $failed
