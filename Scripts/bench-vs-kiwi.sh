#!/usr/bin/env bash
# Auto Layout against kiwi: runs kiwi's Cassowary benchmark (kiwi_bench.py, kiwisolver through
# Python) and safearea-bench's Auto Layout scenarios right after one another on this machine,
# joins them by scenario and N, and prints a table with ratio_to_kiwi (our time / kiwi's time;
# below 1 is faster) for each row.
#
#   Scripts/bench-vs-kiwi.sh [--quick] [--out DIR] [--kiwi-script FILE] [--only SCENARIOS]
#
#   --quick            One repetition, N = 100 and 1,000 only, on both sides.
#   --out DIR          Where the JSON lines go (default .build/bench-vs-kiwi):
#                        kiwi.jsonl      kiwi_bench.py's output, as printed
#                        ours.jsonl      safearea-bench --format json --kiwi kiwi.jsonl
#                        joined.jsonl    one object per row: scenario, N, metric, ours_ns,
#                                        kiwi_ns, ratio_to_kiwi
#   --kiwi-script FILE kiwi_bench.py (default /work/shared/bench/kiwi_bench.py, or $KIWI_BENCH).
#   --only LIST        Passed to kiwi_bench.py (chain,edit,tree); ours always runs every
#                      Auto Layout scenario.
#   --reuse-kiwi FILE  Do not run kiwi: use its JSON lines from FILE (an earlier run on this
#                      machine), e.g. to re-run our side only.
#
# Needs python3 with kiwisolver (`pip install kiwisolver`). Both sides report the minimum over
# their repetitions; compare ratios measured side by side, never absolute times across days.
set -euo pipefail

cd "$(dirname "$0")/.."
out=.build/bench-vs-kiwi
kiwi_script=${KIWI_BENCH:-/work/shared/bench/kiwi_bench.py}
quick=()
only=()
kiwi_sizes=()
reuse=
while [[ $# -gt 0 ]]; do
  case "$1" in
    --quick) quick=(--quick); kiwi_sizes=(--sizes 100,1000); shift ;;
    --out) out=$2; shift 2 ;;
    --kiwi-script) kiwi_script=$2; shift 2 ;;
    --only) only=(--only "$2"); shift 2 ;;
    --reuse-kiwi) reuse=$2; shift 2 ;;
    -h|--help) sed -n '2,22p' "$0"; exit 0 ;;
    *) echo "error: unknown argument '$1'" >&2; exit 2 ;;
  esac
done

python3 -c 'import kiwisolver' 2>/dev/null || {
  echo "error: python3 cannot import kiwisolver; run 'pip install kiwisolver'." >&2
  exit 1
}
[[ -f "$kiwi_script" ]] || { echo "error: no kiwi_bench.py at '$kiwi_script'." >&2; exit 1; }

mkdir -p "$out"
echo "== building safearea-bench (release)" >&2
swift build -c release --product safearea-bench >&2
bench=$(swift build -c release --show-bin-path)/safearea-bench

echo "== $(date -u '+%Y-%m-%d %H:%M UTC'); load: $(cut -d' ' -f1-3 /proc/loadavg)" >&2
if [[ -n "$reuse" ]]; then
  echo "== kiwi: reusing $reuse (not run now)" >&2
  [[ "$reuse" -ef "$out/kiwi.jsonl" ]] || cp "$reuse" "$out/kiwi.jsonl"
else
  echo "== kiwi: python3 $kiwi_script ${quick[*]} ${kiwi_sizes[*]} ${only[*]}" >&2
  python3 "$kiwi_script" "${quick[@]}" "${kiwi_sizes[@]}" "${only[@]}" > "$out/kiwi.jsonl"
fi
echo "== safearea-bench --filter 'auto layout' --format json --kiwi $out/kiwi.jsonl" >&2
"$bench" "${quick[@]}" --filter "auto layout" --format json --kiwi "$out/kiwi.jsonl" \
  > "$out/ours.jsonl"
echo "== load after: $(cut -d' ' -f1-3 /proc/loadavg)" >&2

python3 - "$out" <<'PY'
import json
import sys

out = sys.argv[1]


def rows(path):
    with open(path) as f:
        for line in f:
            line = line.strip()
            if line.startswith("{"):
                yield json.loads(line)


def fmt(ns):
    if ns is None:
        return "-"
    for unit, scale in (("s", 1e9), ("ms", 1e6), ("us", 1e3)):
        if ns >= scale:
            return "%.3g %s" % (ns / scale, unit)
    return "%.3g ns" % ns


joined = []
for r in rows(out + "/ours.jsonl"):
    if r.get("skipped"):
        joined.append(dict(name=r["name"], N=r["size"], skipped=True, reason=r["reason"]))
        continue
    if "kiwi_scenario" not in r:
        continue
    joined.append(dict(
        name=r["name"], scenario=r["kiwi_scenario"], metric=r["kiwi_field"], N=r["size"],
        ours_ns=r["min_ns"], kiwi_ns=r["kiwi_ns"], ratio_to_kiwi=r["ratio_to_kiwi"],
        kiwi_skipped=r.get("kiwi_skipped")))

with open(out + "/joined.jsonl", "w") as f:
    for j in joined:
        f.write(json.dumps(j) + "\n")

print("%-34s %8s %-26s %11s %11s %10s" % ("ours", "N", "kiwi", "ours", "kiwi", "ratio"))
print("%-34s %8s %-26s %11s %11s %10s" % ("-" * 34, "-" * 8, "-" * 26, "-" * 11, "-" * 11,
                                          "-" * 10))
for j in joined:
    if j.get("skipped"):
        print("%-34s %8s %s" % (j["name"], "{:,}".format(j["N"]), "ours skipped: " + j["reason"]))
        continue
    kiwi = "%s.%s" % (j["scenario"], j["metric"])
    if j["kiwi_skipped"]:
        ratio = "kiwi skip"
    elif j["ratio_to_kiwi"] is None:
        ratio = "-"
    else:
        ratio = "%.3gx" % j["ratio_to_kiwi"]
    print("%-34s %8s %-26s %11s %11s %10s" % (
        j["name"], "{:,}".format(j["N"]), kiwi[:26], fmt(j["ours_ns"]), fmt(j["kiwi_ns"]),
        ratio))
print("\nratio = our minimum / kiwi's minimum (< 1: faster than kiwi). JSON lines: "
      + out + "/joined.jsonl")
PY
