#!/usr/bin/env bash
# Runs the tests under ThreadSanitizer and fails on any data race or other report, or any
# failed test.
#
# Usage: Scripts/sanitize-thread.sh [swift test options, e.g. --filter ConcurrencyTests]
# About 8 minutes on a 2-core machine.
#
# Swift Testing runs tests in parallel, and ConcurrencyTests runs independent simulations
# on concurrent tasks and threads: a shared mutable state anywhere in the library (a cache,
# a counter, a singleton) shows up as a data race. sanitizers/tsan.supp lists the reports
# that come from the toolchain's own libraries, with the reason for each.
set -euo pipefail

sanitizer=thread
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
export TSAN_OPTIONS="halt_on_error=1:suppressions=$here/sanitizers/tsan.supp:print_suppressions=1${TSAN_OPTIONS:+:$TSAN_OPTIONS}"
report_patterns='WARNING: ThreadSanitizer|ERROR: ThreadSanitizer|SUMMARY: ThreadSanitizer'
# shellcheck source=sanitize-common.sh
source "$here/sanitize-common.sh"
