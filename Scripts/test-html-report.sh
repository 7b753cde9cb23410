#!/usr/bin/env bash
# Tests the HTML report (safearea-sim run SCENE --html FILE) in a real browser: headless
# Chromium opens the page at a few steps, with and without a highlighted controller, and
# Scripts/check-html-report.py checks the DOM it dumps and its screenshots (see there).
#
# Usage: Scripts/test-html-report.sh [SCENE[:STEPS]...]   e.g. scene.json:0,2 (default: two
# example scenes). SAFEAREA_SIM=path uses that CLI binary instead of building one.
#
# Installs Debian's chromium when no Chromium is found (apt-get, as root or through sudo;
# `apt-get update` first only when the package is unknown). When it cannot be installed (no
# network, no apt, no root), the test is skipped with a message and exit status 0, unless
# HTML_REPORT_REQUIRE_BROWSER=1, which makes that a failure.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
work=.build/html-report-test
started=$(date +%s)

find_browser() {
  local name
  for name in chromium chromium-browser google-chrome; do
    if command -v "$name" >/dev/null 2>&1; then
      command -v "$name"
      return 0
    fi
  done
  return 1
}

skip() {
  if [[ "${HTML_REPORT_REQUIRE_BROWSER:-0}" == 1 ]]; then
    echo "error: $1" >&2
    exit 1
  fi
  echo "SKIPPED: the HTML report's browser test did not run: $1" >&2
  exit 0
}

install_browser() {
  local sudo=()
  if [[ $(id -u) -ne 0 ]]; then
    command -v sudo >/dev/null 2>&1 || return 1
    sudo=(sudo -n)
  fi
  command -v apt-get >/dev/null 2>&1 || return 1
  export DEBIAN_FRONTEND=noninteractive
  local install=("${sudo[@]}" apt-get install -y -qq --no-install-recommends chromium)
  if ! apt-cache show chromium >/dev/null 2>&1; then
    "${sudo[@]}" apt-get update -qq >/dev/null || return 1
  fi
  "${install[@]}" >/dev/null 2>&1 || {
    # The package lists may be stale (a package moved): refresh them once and retry.
    "${sudo[@]}" apt-get update -qq >/dev/null && "${install[@]}" >/dev/null
  }
}

if ! browser=$(find_browser); then
  echo "Installing Debian's chromium (apt-get install chromium)..."
  install_started=$(date +%s)
  install_browser || skip "chromium is not installed and apt-get could not install it."
  browser=$(find_browser) || skip "chromium was installed but is not on PATH."
  echo "Installed chromium in $(( $(date +%s) - install_started ))s."
fi
echo "Browser: $("$browser" --version 2>/dev/null || echo "$browser")"

if [[ -n "${SAFEAREA_SIM:-}" ]]; then
  bin=$SAFEAREA_SIM  # CI passes the binary it built (with its flags): no second build
else
  swift build --product safearea-sim
  bin="$(swift build --show-bin-path)/safearea-sim"
fi

# Each scene with the steps to check: a navigation push with a scroll view, chrome views
# beside a controller (the last step in landscape), and an iPad's split view, whose picture
# leaves the details too little room beside it.
checks=("$@")
if [[ ${#checks[@]} -eq 0 ]]; then
  checks=(
    "Documentation/Examples/Scenes/tab-and-navigation.json:0,1,2"
    "Documentation/Examples/Scenes/custom-chrome.json:1,4"
    "Documentation/Examples/Scenes/split-view.json:0"
  )
fi
for entry in "${checks[@]}"; do
  scene=${entry%:*}
  steps=${entry##*:}
  [[ "$entry" == *:* ]] || steps=0,1
  [[ "$entry" == *:* ]] || scene=$entry
  echo "== $scene (steps $steps)"
  rm -rf "$work"
  mkdir -p "$work"
  "$bin" run "$scene" --html "$work/report.html" --svg "$work/svg" --format json \
    >"$work/report.json"
  "$bin" run "$scene" >"$work/report.txt"
  python3 Scripts/check-html-report.py --browser "$browser" --work "$work" --steps "$steps"
done
echo "HTML report browser test passed in $(( $(date +%s) - started ))s."
