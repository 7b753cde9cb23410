# Shared by sanitize-address.sh and sanitize-thread.sh: runs `swift test` under one sanitizer
# and fails on a failed test or on any sanitizer report. Source it; do not run it.
#
# The caller sets: sanitizer (address or thread), report_patterns (an extended regular
# expression matching the sanitizer's report lines). Output goes to the terminal and to
# .build/sanitize-$sanitizer/test.log.

cd "$(dirname "${BASH_SOURCE[0]}")/.."

# A scratch path of its own: sanitized objects never replace the ordinary build's.
scratch=.build/sanitize-$sanitizer
log=$scratch/test.log
mkdir -p "$scratch"
started=$(date +%s)

echo "==> swift build --build-tests --sanitize=$sanitizer (scratch path $scratch)"
swift build --build-tests --sanitize="$sanitizer" --scratch-path "$scratch"
built=$(date +%s)
echo "==> built in $((built - started))s"

echo "==> swift test --sanitize=$sanitizer (log: $log)"
status=0
# `swift test` runs the XCTest runner and the Swift Testing runner as two processes; both
# are sanitized, and each reports what it found when it exits.
swift test --skip-build --sanitize="$sanitizer" --scratch-path "$scratch" "$@" 2>&1 \
  | tee "$log" || status=$?
finished=$(date +%s)
echo "==> tests ran in $((finished - built))s (total $((finished - started))s)"

problems=0
if [[ $status -ne 0 ]]; then
  echo "error: swift test exited with status $status" >&2
  problems=1
fi
reports=$(grep -E -c "$report_patterns" "$log" || true)
if [[ $reports -ne 0 ]]; then
  echo "error: $reports sanitizer report line(s) in $log:" >&2
  grep -E "$report_patterns" "$log" >&2 || true
  problems=1
fi
if ! grep -E -q "Test run with [0-9]+ tests? in .* passed" "$log"; then
  echo "error: the Swift Testing run did not report passing" >&2
  problems=1
fi
if [[ $problems -ne 0 ]]; then
  echo "==> FAILED: $sanitizer sanitizer run ($((finished - started))s)" >&2
  exit 1
fi
passed=$(sed -n -E 's/.*Test run with ([0-9]+) tests? in .* passed.*/\1/p' "$log" | tail -n 1)
echo "==> clean: $sanitizer sanitizer, no report, in $((finished - started))s"
echo "${sanitizer}-sanitizer: ${passed} passed, 0 failed"
