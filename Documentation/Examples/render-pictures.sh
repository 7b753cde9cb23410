#!/usr/bin/env bash
# Renders a scene's pictures: runs the scene with `safearea-sim run SCENE --svg DIR`, which
# writes one SVG per step (step-0.svg, step-1.svg, ...), then converts each SVG to a PNG beside
# it with rsvg-convert (librsvg; `apt-get install librsvg2-bin`, `brew install librsvg`).
#
#   Documentation/Examples/render-pictures.sh SCENE.json [OUTPUT_DIR] [-- RUN_OPTIONS...]
#   Documentation/Examples/render-pictures.sh demo [OUTPUT_DIR] [-- RUN_OPTIONS...]
#
# `demo` renders the built-in demo scene (the one `swift run safearea-sim` runs). OUTPUT_DIR
# defaults to .build/pictures/<scene name>. Options after `--` go to `safearea-sim run`, for
# example `-- --orientation landscapeLeft` or `-- --device "iPhone X"`. PNG_WIDTH sets the
# PNGs' width in pixels (default: the SVG's own size, one pixel per point).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"

if [[ $# -lt 1 || "$1" == "-h" || "$1" == "--help" ]]; then
  sed -n '2,12p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'
  exit $(( $# < 1 ? 2 : 0 ))
fi

scene="$1"
shift
output=""
if [[ $# -gt 0 && "$1" != "--" ]]; then
  output="$1"
  shift
fi
[[ $# -gt 0 && "$1" == "--" ]] && shift

if ! command -v rsvg-convert >/dev/null 2>&1; then
  echo "error: rsvg-convert not found: install librsvg (apt-get install librsvg2-bin)" >&2
  exit 1
fi

swift build --package-path "$root" --product safearea-sim >&2
tool="$(swift build --package-path "$root" --show-bin-path)/safearea-sim"

if [[ "$scene" == "demo" ]]; then
  name=demo
  # The demo scene is the JSON between the triple quotes of DemoScene.json.
  input=$(awk '/"""/ { inside = !inside; next } inside' \
    "$root/Sources/SafeAreaSimScenes/DemoScene.swift")
else
  [[ -f "$scene" ]] || { echo "error: no scene at $scene" >&2; exit 1; }
  name=$(basename "$scene" .json)
  input=$(cat "$scene")
fi
output="${output:-$root/.build/pictures/$name}"

mkdir -p "$output"
rm -f "$output"/step-*.svg "$output"/step-*.png
"$tool" run - --svg "$output" "$@" <<<"$input" >"$output/report.txt"

width_option=()
[[ -n "${PNG_WIDTH:-}" ]] && width_option=(--width "$PNG_WIDTH" --keep-aspect-ratio)
for svg in "$output"/step-*.svg; do
  rsvg-convert "${width_option[@]}" --format png --output "${svg%.svg}.png" "$svg"
  echo "${svg%.svg}.png"
done
