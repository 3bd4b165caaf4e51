#!/usr/bin/env bash
# Benchmarks, reported as ratios against a baseline measured in the same run (README "Benchmarks").
#
#   bench/run.sh [GESTURETRACE_BINARY]
#
# Ingestion: a generated 1,000,000-event trace in both forms, read by `gesturetrace inspect`,
# against bench/jsonc_baseline.c (getline + json_tokener_parse_ex + json_object_put per line).
# Each command runs BENCH_RUNS times (default 3); the fastest wall time is kept. Peak memory is
# the maximum resident set size reported by /usr/bin/time -v.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${1:-.build/release/gesturetrace}
EVENTS=${BENCH_EVENTS:-1000000}
RUNS=${BENCH_RUNS:-3}
OUT=bench/out
mkdir -p "$OUT"

command -v /usr/bin/time >/dev/null || { echo "bench needs /usr/bin/time (Debian package 'time')" >&2; exit 1; }
cc -O2 -o "$OUT/jsonc_baseline" bench/jsonc_baseline.c $(pkg-config --cflags --libs json-c)

if [ ! -f "$OUT/trace-$EVENTS.jsonl" ] || [ ! -f "$OUT/trace-$EVENTS.json" ]; then
    echo "generating a $EVENTS-event trace in both forms..." >&2
    python3 bench/generate_trace.py "$EVENTS" "$OUT/trace-$EVENTS"
fi

# measure NAME COMMAND... -> sets SECONDS_BEST and PEAK_KB
measure() {
    local best="" peak=0
    for _ in $(seq "$RUNS"); do
        /usr/bin/time -v -o "$OUT/time.txt" "$@" >/dev/null
        local wall kb
        wall=$(awk -F': ' '/Elapsed \(wall clock\)/ {print $2}' "$OUT/time.txt" |
               awk -F: '{ if (NF == 3) print $1*3600 + $2*60 + $3; else print $1*60 + $2 }')
        kb=$(awk -F': ' '/Maximum resident set size/ {print $2}' "$OUT/time.txt")
        if [ -z "$best" ] || awk "BEGIN{exit !($wall < $best)}"; then best=$wall; fi
        [ "$kb" -gt "$peak" ] && peak=$kb
    done
    SECONDS_BEST=$best
    PEAK_KB=$peak
}

row() { # name seconds peak_kb baseline_seconds
    awk -v n="$1" -v s="$2" -v kb="$3" -v b="$4" -v ev="$EVENTS" 'BEGIN {
        printf "%-34s %9.3f s %12.0f ev/s %8.1f MB %7.2fx\n", n, s, ev / s, kb / 1024, s / b }'
}

measure "$OUT/jsonc_baseline" "$OUT/trace-$EVENTS.jsonl"; BASE=$SECONDS_BEST; BASE_KB=$PEAK_KB
measure "$BIN" inspect "$OUT/trace-$EVENTS.jsonl"; JSONL=$SECONDS_BEST; JSONL_KB=$PEAK_KB
measure "$BIN" inspect "$OUT/trace-$EVENTS.json"; DOC=$SECONDS_BEST; DOC_KB=$PEAK_KB

echo
echo "Ingestion, $EVENTS events (best of $RUNS runs; ratio = time / C json-c baseline)"
printf "%-34s %11s %15s %11s %8s\n" "command" "time" "throughput" "peak RSS" "ratio"
row "C json-c baseline (.jsonl)" "$BASE" "$BASE_KB" "$BASE"
row "gesturetrace inspect (.jsonl)" "$JSONL" "$JSONL_KB" "$BASE"
row "gesturetrace inspect (.json)" "$DOC" "$DOC_KB" "$BASE"

# Budgets from the foundation issue: under 64 MB in both forms, JSON Lines within 1.5x of C.
status=0
for kb in "$JSONL_KB" "$DOC_KB"; do
    [ "$kb" -lt $((64 * 1024)) ] || { echo "over budget: peak memory $((kb / 1024)) MB >= 64 MB" >&2; status=1; }
done
awk "BEGIN{exit !($JSONL / $BASE <= 1.5)}" || { echo "over budget: .jsonl ratio above 1.5x" >&2; status=1; }
[ "$status" = 0 ] && echo "budgets met: peak memory < 64 MB in both forms; .jsonl within 1.5x of the C baseline"
exit $status
