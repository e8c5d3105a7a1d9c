#!/usr/bin/env bash
# Runs every bundled scenario through `check`; each must hold all its expectations.
set -euo pipefail
bin="${1:-.build/debug/rotation-sandbox}"
shopt -s nullglob
files=(Assets/scenarios/*.yaml)
[ ${#files[@]} -eq 0 ] && { echo "check-scenarios: no bundled scenarios yet"; exit 0; }
[ -x "$bin" ] || { echo "check-scenarios: $bin not built" >&2; exit 1; }
"$bin" check "${files[@]}"
