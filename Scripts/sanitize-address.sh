#!/usr/bin/env bash
# Runs the tests under AddressSanitizer with LeakSanitizer and fails on any memory error,
# any leak or any failed test.
#
# Usage: Scripts/sanitize-address.sh [swift test options, e.g. --filter MemoryTests]
# About 6 minutes on a 2-core machine (most of it the 1,000,000-view chain test).
#
# On Linux, LeakSanitizer runs when each test process exits and reports every allocation no
# longer reachable: a retain cycle shows up as an "Indirect leak" of the objects in it.
# sanitizers/lsan.supp lists the leaks of the toolchain's own libraries, with the reason for
# each; nothing of this package may be suppressed there.
set -euo pipefail

sanitizer=address
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
export ASAN_OPTIONS="detect_leaks=1:halt_on_error=1${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
export LSAN_OPTIONS="suppressions=$here/sanitizers/lsan.supp:print_suppressions=1${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
# ERROR: lines start every AddressSanitizer and LeakSanitizer report; the SUMMARY line ends it.
report_patterns='ERROR: (AddressSanitizer|LeakSanitizer)|SUMMARY: AddressSanitizer|runtime error:'
# shellcheck source=sanitize-common.sh
source "$here/sanitize-common.sh"
