#!/usr/bin/env bash
# Fuzzes the scene pipeline (decode, run, JSON/text/SVG output) with libFuzzer.
#
# Usage: Scripts/fuzz.sh SECONDS [libFuzzer options...]
#
# Builds the safearea-fuzz target with -sanitize=fuzzer,address (scratch path .build/fuzz),
# seeds .build/fuzz-run/seeds with every scene under Documentation/Examples, the built-in demo
# scene and ../shared/conformance/cases (when present), writes a dictionary of scene keys from
# ../shared/SCENE-FORMAT.md (when present), and fuzzes for SECONDS into .build/fuzz-run/corpus
# (kept between runs). A run longer than 10 seconds counts
# as a hang. Prints the executions, the final coverage (cov/ft) and the crashes found, and
# exits non-zero when libFuzzer found one; crashing inputs are left in .build/fuzz-run/crashes.
# Extra options go to libFuzzer, e.g. `-fork=1 -ignore_crashes=1` to go on after a crash.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

if [[ $# -lt 1 || ! "$1" =~ ^[0-9]+$ ]]; then
  echo "usage: Scripts/fuzz.sh SECONDS [libFuzzer options...]" >&2
  exit 2
fi
seconds=$1
shift

scratch=.build/fuzz
work=.build/fuzz-run
seeds=$work/seeds
corpus=$work/corpus
crashes=$work/crashes
dictionary=$work/scene-keys.dict
log=$work/last-run.log

echo "==> building safearea-fuzz with -sanitize=fuzzer,address (release, $scratch)"
swift build -c release --scratch-path "$scratch" --product safearea-fuzz \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING
fuzzer="$scratch/release/safearea-fuzz"

rm -rf "$seeds" "$work/svg"
mkdir -p "$seeds" "$corpus" "$crashes" "$work/svg"
while IFS= read -r -d '' scene; do
  cp "$scene" "$seeds/$(echo "$scene" | tr '/' '_')"
done < <(find Documentation/Examples -name '*.json' ! -name '*.report.json' \
  ! -path '*/.build/*' -print0)
SAFEAREA_FUZZ_WRITE_DEMO_SCENE="$seeds/demo-scene.json" "$fuzzer"
# Not the regression inputs: one that still crashes would stop the run before it starts.
if [[ -d ../shared/conformance/cases ]]; then
  find ../shared/conformance/cases -name '*.json' -exec cp {} "$seeds/" \;
fi

# Scene keys and values: every quoted or backquoted word of the format, and numbers at the
# edges of what a Double and an Int hold.
{
  if [[ -f ../shared/SCENE-FORMAT.md ]]; then
    grep -o -e '"[A-Za-z][A-Za-z0-9 ]*"' -e '`[A-Za-z][A-Za-z0-9]*`' ../shared/SCENE-FORMAT.md \
      | tr -d '"`' | sort -u | sed 's/.*/"\\"&\\""/'
  fi
  # The words of constraint strings (views' `constraints`).
  for word in ' == ' ' <= ' ' >= ' ' * ' ' + ' ' - ' '@' '@high' '@low' '@required' system \
    superview .safeArea .margins .readable .keyboard .top .bottom .left .right .leading \
    .trailing .width .height .centerX .centerY; do
    echo "\"$word\""
  done
  for value in 1e308 -1e308 1e-320 9007199254740993 9223372036854775808 -0 0.5 \
    null true false '[]' '{}' '\\uD800' '\\u0000'; do
    echo "\"$value\""
  done
} >"$dictionary"

echo "==> fuzzing for ${seconds}s: $(ls "$seeds" | wc -l | tr -d ' ') seeds," \
  "$(ls "$corpus" | wc -l | tr -d ' ') corpus inputs, $(wc -l <"$dictionary" | tr -d ' ')" \
  "dictionary entries"
before=$(ls "$crashes" | wc -l)
status=0
# A crash, a broken invariant, a hang or a leak (libFuzzer runs LeakSanitizer on inputs that
# allocate more than they free) fails the run. The first runs found a retain cycle through
# navigation controllers, since fixed; ASAN_OPTIONS=detect_leaks=0 turns the leak check off.
export ASAN_OPTIONS="detect_leaks=1${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
# libFuzzer reports a trap itself; the Swift runtime's backtracer would start a helper
# process per crash that, under the address sanitizer, never exits.
export SWIFT_BACKTRACE=enable=no
SAFEAREA_FUZZ_SVG_DIR="$work/svg" "$fuzzer" "$corpus" "$seeds" -dict="$dictionary" \
  -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=16384 \
  -print_final_stats=1 -artifact_prefix="$crashes/" "$@" \
  >"$log" 2>&1 || status=$?

# The last status line: "#<executions> ... cov: <n> ft: <n> ..." (also in -fork mode).
last=$(grep -E '^#[0-9]+.* cov: [0-9]+ ft: [0-9]+' "$log" | tail -n 1 || true)
executions=$(sed -E 's/^#([0-9]+).*/\1/' <<<"$last")
coverage=$(sed -E 's/.* cov: ([0-9]+) ft: ([0-9]+).*/cov \1, ft \2/' <<<"$last")
found=$(( $(ls "$crashes" | wc -l) - before ))
grep -E '^(==[0-9]+==ERROR|SUMMARY|Fatal error|.*safearea-fuzz: |.*[Ff]atal error: )' "$log" \
  | head -n 20 || true
echo "==> fuzzed ${seconds}s: ${executions:-0} executions, ${coverage:-no coverage line}," \
  "$found new crash/hang inputs in $crashes (libFuzzer exit $status, log $log)"
if [[ $status -ne 0 || $found -gt 0 ]]; then
  ls -t "$crashes" | head -n "$(( found > 0 ? found : 1 ))" | sed "s|^|  $crashes/|"
  exit 1
fi
