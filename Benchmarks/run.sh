#!/usr/bin/env bash
# Benchmarks, reported as ratios against a baseline measured in the same run (docs/performance.md).
#
#   Benchmarks/run.sh [GESTURETRACE_BINARY]
#
# The in-process helpers come from the package Benchmarks/Package.swift: BENCH_TOOLS names the
# folder they were built into (make bench: Benchmarks/.build/release); unset, this script builds them.
# Ingestion: a generated 1,000,000-event trace in both forms, read by `gesturetrace inspect`,
# against Benchmarks/jsonc_baseline.c (getline + json_tokener_parse_ex + json_object_put per line).
# Each command runs BENCH_RUNS times (default 3) and the smallest CPU time (user + system, from
# wait4 by Benchmarks/rusage.c, to the microsecond) is kept: CPU time, unlike wall time, barely
# moves when other work shares the machine. Peak memory is the largest maximum resident set size
# over the runs.
# shellcheck disable=SC2016  # the single-quoted scripts are bash -c's, expanded by that shell
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${1:-.build/release/gesturetrace}
EVENTS=${BENCH_EVENTS:-1000000}
RUNS=${BENCH_RUNS:-3}
OUT=Benchmarks/out
mkdir -p "$OUT"
# Every figure is also recorded here (name, value, unit) and written to $OUT/results.json at the
# end, where Benchmarks/compare_results.py compares it with Benchmarks/thresholds.json (docs/performance.md).
RESULTS_TSV="$OUT/results.tsv"
: > "$RESULTS_TSV"
figure() { printf '%s\t%s\t%s\n' "$1" "$(awk -v v="$2" 'BEGIN { printf "%.6g", v }')" "$3" >> "$RESULTS_TSV"; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.6g", a / b }'; }

read -ra JSONC_FLAGS <<< "$(pkg-config --cflags --libs json-c)"
cc -O2 -o "$OUT/jsonc_baseline" Benchmarks/jsonc_baseline.c "${JSONC_FLAGS[@]}"
cc -O2 -o "$OUT/rusage" Benchmarks/rusage.c
# The in-process helpers (gesturetrace-bench, gesturetrace-ingest-bench) are the package
# Benchmarks/Package.swift, which uses the root package's public products: in BENCH_TOOLS when set
# (make bench builds them first), else built here in release into Benchmarks/.build/release.
if [ -n "${BENCH_TOOLS:-}" ]; then
    TOOLS=$BENCH_TOOLS
else
    echo "building the benchmark helpers (swift build -c release --package-path Benchmarks)..." >&2
    "${SWIFT:-swift}" build -c release --package-path Benchmarks >&2
    TOOLS=Benchmarks/.build/release
fi
for tool in gesturetrace-bench gesturetrace-ingest-bench; do
    [ -x "$TOOLS/$tool" ] ||
        { echo "$TOOLS/$tool is missing: swift build -c release --package-path Benchmarks" >&2; exit 1; }
done

if [ ! -f "$OUT/trace-$EVENTS.jsonl" ] || [ ! -f "$OUT/trace-$EVENTS.json" ] ||
   [ Benchmarks/generate_trace.py -nt "$OUT/trace-$EVENTS.jsonl" ]; then
    echo "generating a $EVENTS-event trace in both forms..." >&2
    python3 Benchmarks/generate_trace.py "$EVENTS" "$OUT/trace-$EVENTS"
fi
# A benchmark of an invalid trace would time the error path: check both forms first.
"$BIN" validate "$OUT/trace-$EVENTS.jsonl" "$OUT/trace-$EVENTS.json" >/dev/null ||
    { echo "the generated trace is invalid: $BIN validate $OUT/trace-$EVENTS.jsonl" >&2; exit 1; }

# measure COMMAND... -> sets SECONDS_BEST (CPU), WALL_BEST and PEAK_KB
measure() {
    local best="" wall_best="" peak=0
    for _ in $(seq "$RUNS"); do
        "$OUT/rusage" "$OUT/time.txt" "$@" >/dev/null
        local cpu wall kb
        read -r cpu wall kb < <(awk '{ print $1 + $2, $3, $4 }' "$OUT/time.txt")
        if [ -z "$best" ] || awk "BEGIN{exit !($cpu < $best)}"; then best=$cpu; fi
        if [ -z "$wall_best" ] || awk "BEGIN{exit !($wall < $wall_best)}"; then wall_best=$wall; fi
        [ "$kb" -gt "$peak" ] && peak=$kb
    done
    SECONDS_BEST=$best
    WALL_BEST=$wall_best
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
echo "Ingestion, $EVENTS events (CPU time, best of $RUNS runs; ratio = time / C json-c baseline)"
printf "%-34s %11s %15s %11s %8s\n" "command" "time" "throughput" "peak RSS" "ratio"
row "C json-c baseline (.jsonl)" "$BASE" "$BASE_KB" "$BASE"
row "gesturetrace inspect (.jsonl)" "$JSONL" "$JSONL_KB" "$BASE"
row "gesturetrace inspect (.json)" "$DOC" "$DOC_KB" "$BASE"
figure ingest.jsonl.cpu_ratio "$(ratio "$JSONL" "$BASE")" "x C"
figure ingest.json.cpu_ratio "$(ratio "$DOC" "$BASE")" "x C"
figure ingest.jsonl.peak_mb "$(ratio "$JSONL_KB" 1024)" MB
figure ingest.json.peak_mb "$(ratio "$DOC_KB" 1024)" MB

# Recognition on already-decoded events, in process (decoding not timed), against the C baseline's
# parsing time per event: how much recognition adds to what reading costs anyway.
BENCH_BIN=$TOOLS/gesturetrace-bench
"$BENCH_BIN" recognition "$OUT/trace-$EVENTS.jsonl" "$RUNS" > "$OUT/recognition.txt"
RECOGNITION=$(awk -F= '/^seconds=/ {print $2}' "$OUT/recognition.txt")
GESTURES=$(awk -F= '/^gestures=/ {print $2}' "$OUT/recognition.txt")
echo
echo "Recognition on decoded events ($GESTURES gestures; CPU time, best of $RUNS passes)"
printf "%-34s %11s %15s %11s %8s\n" "stage" "time" "throughput" "" "ratio"
awk -v s="$RECOGNITION" -v b="$BASE" -v ev="$EVENTS" 'BEGIN {
    printf "%-34s %9.3f s %12.0f ev/s %11s %7.2fx\n", "recognition (GestureRecognizer)", s, ev / s, "", s / b }'
figure recognition.cpu_ratio "$(ratio "$RECOGNITION" "$BASE")" "x C"

# Analysis, end to end, on a large generated corpus: simulated users (gesturetrace synth, both
# engines, every scenario) read, recognized, replayed against legacy and fluid and reported, with
# --jobs 1 and --jobs 2. Ratios against the C baseline reading the same files. CPU time for the
# ratio to C; wall time for what --jobs 2 buys on this machine's cores.
CORPUS_USERS=${BENCH_CORPUS_USERS:-200}
CORPUS="$OUT/corpus-$CORPUS_USERS"
if [ ! -d "$CORPUS" ] || [ "$BIN" -nt "$CORPUS" ]; then
    echo "generating a corpus of $CORPUS_USERS users per scenario and engine..." >&2
    rm -rf "$CORPUS"
    "$BIN" synth --scenario all --engine all --users "$CORPUS_USERS" --seed 7 --out "$CORPUS" >/dev/null
fi
mapfile -t CORPUS_FILES < <(find "$CORPUS" -name '*.jsonl' | sort)
CORPUS_EVENTS=$( ("$OUT/jsonc_baseline" "${CORPUS_FILES[@]}" || true) | awk '{print $1}')
CORPUS_EVENTS=$((CORPUS_EVENTS - ${#CORPUS_FILES[@]}))  # headers are not events
measure "$OUT/jsonc_baseline" "${CORPUS_FILES[@]}"; CBASE=$SECONDS_BEST; CBASE_WALL=$WALL_BEST; CBASE_KB=$PEAK_KB
measure "$BIN" analyze "$CORPUS" --jobs 1 --out "$OUT/reports-jobs1"; A1=$SECONDS_BEST; A1_WALL=$WALL_BEST; A1_KB=$PEAK_KB
measure "$BIN" analyze "$CORPUS" --jobs 2 --out "$OUT/reports-jobs2"; A2=$SECONDS_BEST; A2_WALL=$WALL_BEST; A2_KB=$PEAK_KB
for report in "$OUT"/reports-jobs1/*; do
    cmp -s "$report" "$OUT/reports-jobs2/$(basename "$report")" ||
        { echo "--jobs 1 and --jobs 2 reports differ: $(basename "$report")" >&2; exit 1; }
done

echo
echo "Analysis end to end: ${#CORPUS_FILES[@]} traces, $CORPUS_EVENTS events, engines legacy and fluid (best of $RUNS runs)"
printf "%-34s %9s %9s %15s %11s %8s\n" "command" "CPU" "wall" "throughput" "peak RSS" "ratio"
arow() { # name cpu wall kb
    awk -v n="$1" -v c="$2" -v w="$3" -v kb="$4" -v b="$CBASE" -v ev="$CORPUS_EVENTS" 'BEGIN {
        printf "%-34s %7.3f s %7.3f s %10.0f ev/s %8.1f MB %7.2fx\n", n, c, w, ev / w, kb / 1024, c / b }'
}
arow "C json-c baseline (same files)" "$CBASE" "$CBASE_WALL" "$CBASE_KB"
arow "gesturetrace analyze --jobs 1" "$A1" "$A1_WALL" "$A1_KB"
arow "gesturetrace analyze --jobs 2" "$A2" "$A2_WALL" "$A2_KB"
awk -v a="$A1_WALL" -v b="$A2_WALL" 'BEGIN { printf "--jobs 2 wall-clock speed-up over --jobs 1: %.2fx\n", a / b }'
# The best-of figures above take each command's luckiest run separately, so on a shared machine
# their ratio swings (1.3x to 1.9x between two runs of the same binary). The ratios the aims are
# judged by come from pairs instead: the C baseline, --jobs 1 and --jobs 2 run one after the
# other BENCH_PAIRS times, a ratio taken within each pair, and the median of those ratios kept.
# Each pair also runs two independent --jobs 1 processes at once, each over the whole corpus: the
# speed-up two workers that share nothing get from this machine's two cores (2 x one's wall time /
# the pair's), the ceiling --jobs 2's speed-up is read against.
PAIRS=${BENCH_PAIRS:-7}
median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
: > "$OUT/pairs.txt"
for _ in $(seq "$PAIRS"); do
    "$OUT/rusage" "$OUT/pair-c.txt" "$OUT/jsonc_baseline" "${CORPUS_FILES[@]}" >/dev/null
    "$OUT/rusage" "$OUT/pair-1.txt" "$BIN" analyze "$CORPUS" --jobs 1 --out "$OUT/reports-pair" >/dev/null
    "$OUT/rusage" "$OUT/pair-2.txt" "$BIN" analyze "$CORPUS" --jobs 2 --out "$OUT/reports-pair" >/dev/null
    "$OUT/rusage" "$OUT/pair-p.txt" bash -c \
        '"$0" analyze "$1" --jobs 1 --out "$2-a" >/dev/null & "$0" analyze "$1" --jobs 1 --out "$2-b" >/dev/null; wait' \
        "$BIN" "$CORPUS" "$OUT/reports-twin"
    awk '{ cpu[FILENAME] = $1 + $2; wall[FILENAME] = $3 } END {
        c = ARGV[1]; one = ARGV[2]; two = ARGV[3]; twin = ARGV[4]
        print cpu[one] / cpu[c], wall[one] / wall[two], 2 * wall[one] / wall[twin] }' \
        "$OUT/pair-c.txt" "$OUT/pair-1.txt" "$OUT/pair-2.txt" "$OUT/pair-p.txt" >> "$OUT/pairs.txt"
done
PAIRED_RATIO=$(awk '{ print $1 }' "$OUT/pairs.txt" | median)
PAIRED_SPEEDUP=$(awk '{ print $2 }' "$OUT/pairs.txt" | median)
PAIRED_CEILING=$(awk '{ print $3 }' "$OUT/pairs.txt" | median)
awk -v r="$PAIRED_RATIO" -v s="$PAIRED_SPEEDUP" -v t="$PAIRED_CEILING" -v n="$PAIRS" 'BEGIN {
    printf "median of %d pairs: analyze --jobs 1 at %.2fx the C baseline (CPU); --jobs 2 %.2fx faster than --jobs 1 (wall)\n", n, r, s
    printf "two independent --jobs 1 processes at once: %.2fx (this machine'"'"'s ceiling for two workers); --jobs 2 reaches %.0f %% of it\n", t, 100 * s / t }'
figure analyze.jobs1.cpu_ratio "$PAIRED_RATIO" "x C, median of pairs"
figure analyze.jobs2.speedup "$PAIRED_SPEEDUP" "x --jobs 1, median of pairs"
figure analyze.jobs2.share_of_ceiling "$(ratio "$PAIRED_SPEEDUP" "$PAIRED_CEILING")" "of two processes' speed-up"

MEMORY_BUDGET_MB=48
# Analysis against a trace's length: one trace of N open-then-close cycles (Benchmarks/generate_cycles.py,
# repeating one synthesized open-dismiss user), analysed against both engines. Time per event must
# not grow with N (docs/performance.md, "Budgets"); the ratio is against the C baseline reading the same file.
# The first in sorted order; sed reads all of sort's output, where head could end sort with SIGPIPE
# (exit 141 under pipefail, which would stop the bench).
CYCLE_TEMPLATE=$(find "$CORPUS/open-dismiss" -name 'legacy-*.jsonl' | sort | sed -n 1p)
long_trace() { # label name trace events: analyze --out --jobs 1, against the C baseline on the same file
    measure "$OUT/jsonc_baseline" "$3"; local base=$SECONDS_BEST
    measure "$BIN" analyze "$3" --jobs 1 --out "$OUT/reports-$2"; local cpu=$SECONDS_BEST kb=$PEAK_KB
    awk -v n="$1" -v c="$cpu" -v kb="$kb" -v b="$base" -v ev="$4" 'BEGIN {
        printf "%-34s %7.3f s %10.2f us %8.1f MB %7.2fx\n", n, c, c / ev * 1e6, kb / 1024, c / b }'
    figure "long.$2.peak_mb" "$(ratio "$kb" 1024)" MB
    figure "long.$2.us_per_event" "$(awk -v c="$cpu" -v ev="$4" 'BEGIN { print c / ev * 1e6 }')" "us CPU"
    figure "long.$2.cpu_ratio" "$(ratio "$cpu" "$base")" "x C"
    # The aim (docs/performance.md "A long trace"): reported when missed; Benchmarks/thresholds.json
    # catches a regression.
    [ "$kb" -lt $((MEMORY_BUDGET_MB * 1024)) ] || {
        echo "above the $MEMORY_BUDGET_MB MB aim for one long trace: $1 peaks at $((kb / 1024)) MB" >&2
        AIMS_MISSED+=("one long trace under $MEMORY_BUDGET_MB MB ($1: $((kb / 1024)) MB)")
    }
}
AIMS_MISSED=()
echo
echo "Analysis against a trace's length: one trace of N open-then-close cycles, engines legacy and fluid"
printf "%-34s %9s %13s %11s %8s\n" "trace" "CPU" "per event" "peak RSS" "ratio"
for CYCLES in ${BENCH_CYCLES:-1000 4000 16000}; do
    CYCLE_TRACE="$OUT/cycles-$CYCLES.jsonl"
    if [ ! -f "$CYCLE_TRACE" ] || [ Benchmarks/generate_cycles.py -nt "$CYCLE_TRACE" ] || [ "$CORPUS" -nt "$CYCLE_TRACE" ]; then
        python3 Benchmarks/generate_cycles.py "$CYCLE_TEMPLATE" "$CYCLES" "$CYCLE_TRACE"
    fi
    CYCLE_EVENTS=$(( $(wc -l < "$CYCLE_TRACE") - 1 ))
    long_trace "$CYCLES cycles, $CYCLE_EVENTS events" "cycles-$CYCLES" "$CYCLE_TRACE" "$CYCLE_EVENTS"
done
# One synthesized trace of each length of BENCH_LONG_EVENTS (default 1 and 10 million events), a
# day of a device's recording: the cycle above repeated EVENTS / 32 times; one run each (minutes).
# Time per event must stay flat: the longest trace's against the shortest's (long.flatness.*).
LONG_US=()
for LONG_EVENTS in ${BENCH_LONG_EVENTS:-1000000 10000000}; do
    [ "$LONG_EVENTS" -gt 0 ] || continue
    LONG_CYCLES=$(( (LONG_EVENTS + 31) / 32 ))
    LONG_TRACE="$OUT/cycles-$LONG_CYCLES.jsonl"
    if [ ! -f "$LONG_TRACE" ] || [ Benchmarks/generate_cycles.py -nt "$LONG_TRACE" ] || [ "$CORPUS" -nt "$LONG_TRACE" ]; then
        python3 Benchmarks/generate_cycles.py "$CYCLE_TEMPLATE" "$LONG_CYCLES" "$LONG_TRACE"
    fi
    RUNS_SAVED=$RUNS; RUNS=1
    LONG_COUNT=$(( $(wc -l < "$LONG_TRACE") - 1 ))
    long_trace "$LONG_CYCLES cycles, $LONG_COUNT events" "events-$LONG_EVENTS" "$LONG_TRACE" "$LONG_COUNT"
    LONG_US+=("$(awk -v c="$SECONDS_BEST" -v ev="$LONG_COUNT" 'BEGIN { print c / ev * 1e6 }')")
    RUNS=$RUNS_SAVED
done
if [ "${#LONG_US[@]}" -ge 2 ]; then
    FLATNESS=$(ratio "${LONG_US[-1]}" "${LONG_US[0]}")
    awk -v r="$FLATNESS" 'BEGIN { printf "time per event, longest trace over shortest: %.2fx\n", r }'
    figure long.flatness.us_per_event_ratio "$FLATNESS" "x the shortest trace's"
fi

# Memory against the corpus's size: analyze --out over 1x, 4x and 16x the corpus above (4 and 16
# hard-linked copies of it, so the summary's values grow as with more users). Peak RSS must stay
# under 48 MB at every size: reports are streamed trace by trace (docs/performance.md, "Budgets").
echo
echo "Memory against the corpus's size: analyze --out, --jobs 2 (one run each)"
printf "%-34s %9s %9s %11s %8s\n" "corpus" "CPU" "wall" "peak RSS" "ratio"
MEMORY_STATUS=0
for SCALE in ${BENCH_SCALES:-1 4 16}; do
    SCALED="$CORPUS"
    if [ "$SCALE" != 1 ]; then
        SCALED="$OUT/corpus-$CORPUS_USERS-x$SCALE"
        if [ ! -d "$SCALED" ] || [ "$CORPUS" -nt "$SCALED" ]; then
            rm -rf "$SCALED" && mkdir -p "$SCALED"
            for copy in $(seq "$SCALE"); do cp -al "$CORPUS" "$SCALED/copy-$copy"; done
        fi
    fi
    RUNS_SAVED=$RUNS; RUNS=1
    measure "$BIN" analyze "$SCALED" --jobs 2 --out "$OUT/reports-x$SCALE"; M=$SECONDS_BEST; M_WALL=$WALL_BEST; M_KB=$PEAK_KB
    RUNS=$RUNS_SAVED
    figure "corpus.x$SCALE.peak_mb" "$(ratio "$M_KB" 1024)" MB
    awk -v n="${SCALE}x ($((${#CORPUS_FILES[@]} * SCALE)) traces)" -v c="$M" -v w="$M_WALL" -v kb="$M_KB" -v b="$CBASE" -v s="$SCALE" 'BEGIN {
        printf "%-34s %7.3f s %7.3f s %8.1f MB %7.2fx\n", n, c, w, kb / 1024, c / (b * s) }'
    [ "$M_KB" -lt $((MEMORY_BUDGET_MB * 1024)) ] ||
        { echo "over budget: analyze --out at ${SCALE}x peaks at $((M_KB / 1024)) MB >= $MEMORY_BUDGET_MB MB" >&2; MEMORY_STATUS=1; }
done

# The Spark job against one process (docs/scale-out.md "Tests and figures"): the job in local[1]
# (one executor core, 20,000 traces a partition) and one `analyze --jobs 1` over the 16x corpus,
# run from $OUT so both name the traces alike, alternating, BENCH_SPARK_PAIRS pairs (default 3;
# 0 leaves it out). Wall times: the JVM's CPU is not reaped by the process measured. The share is
# one process's time over the job's, from its session to its merged reports (what each further
# trace costs; the session's start, paid once per job, is shown beside it), median of the pairs.
# The job's summary.csv, schema.json and text must equal the process's.
SPARK_PAIRS=${BENCH_SPARK_PAIRS:-3}
SPARK_CORPUS="corpus-$CORPUS_USERS-x16"
if [ "$SPARK_PAIRS" -gt 0 ] && [ -d "$OUT/$SPARK_CORPUS" ]; then
    absolute() { echo "$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"; }  # a venv's python stays itself
    SPARK_PYTHON=$(absolute "$(scripts/spark-deps.sh)")
    ABS_BIN=$(absolute "$BIN")
    SPARK_JOB=$PWD/scale/spark/gesturetrace_job.py
    SPARK_TRACES=$(find "$OUT/$SPARK_CORPUS" -name '*.jsonl' | wc -l)
    SHARES=(); STARTED_SHARES=(); SPARK_DIFFER=0
    for _ in $(seq "$SPARK_PAIRS"); do
        rm -rf "$OUT/spark-x16" "$OUT/one-x16"
        (cd "$OUT" && ./rusage spark-time.txt "$SPARK_PYTHON" "$SPARK_JOB" --master "local[1]" \
            --input "$SPARK_CORPUS" --out spark-x16 --binary "$ABS_BIN" --traces-per-partition 20000 \
            --engine legacy --engine fluid > spark-x16.txt 2> spark-x16.err)
        SPARK_WALL=$(awk '{ print $3 }' "$OUT/spark-time.txt")
        SPARK_JOB_S=$(sed -n 's/^gesturetrace on Spark: .* partitions, \([0-9.]*\) s .*/\1/p' "$OUT/spark-x16.err")
        [ -n "$SPARK_JOB_S" ] || { echo "the Spark job failed: $OUT/spark-x16.err" >&2; SPARK_JOB_S=inf; }
        (cd "$OUT" && ./rusage one-time.txt "$ABS_BIN" analyze "$SPARK_CORPUS" --jobs 1 --out one-x16 > one-x16.txt)
        ONE_WALL=$(awk '{ print $3 }' "$OUT/one-time.txt")
        SHARES+=("$(ratio "$ONE_WALL" "$SPARK_JOB_S")"); STARTED_SHARES+=("$(ratio "$ONE_WALL" "$SPARK_WALL")")
        for file in summary.csv schema.json; do
            cmp -s "$OUT/spark-x16/$file" "$OUT/one-x16/$file" || SPARK_DIFFER=$((SPARK_DIFFER + 1))
        done
        cmp -s "$OUT/spark-x16.txt" "$OUT/one-x16.txt" || SPARK_DIFFER=$((SPARK_DIFFER + 1))
        printf "spark local[1] %s: job %.1f s (%.1f s with its session's start), analyze --jobs 1 %.1f s\n" \
            "$SPARK_TRACES traces" "$SPARK_JOB_S" "$SPARK_WALL" "$ONE_WALL"
    done
    SHARE=$(printf '%s\n' "${SHARES[@]}" | median); STARTED_SHARE=$(printf '%s\n' "${STARTED_SHARES[@]}" | median)
    echo "Spark local[1] over one analyze --jobs 1: $SHARE of its traces per second ($STARTED_SHARE with the session's start), median of $SPARK_PAIRS pairs; $SPARK_DIFFER output files differ"
    figure spark.local1.share_of_analyze "$SHARE" "of analyze --jobs 1's traces/s, median of pairs"
    figure spark.local1.share_with_start "$STARTED_SHARE" "of analyze --jobs 1's traces/s, median of pairs"
    figure spark.local1.outputs_differ "$SPARK_DIFFER" files
fi

# Process start: one process per file over a folder of small traces (the first START_FILES of the
# corpus), gesturetrace analyze against the C baseline doing the same; both loops run in one shell,
# whose own cost is in both. Ratio = CPU time of the loop / the C loop's.
START_FILES=${BENCH_START_FILES:-200}
printf '%s\n' "${CORPUS_FILES[@]:0:$START_FILES}" > "$OUT/start-files.txt"
measure bash -c 'while read -r f; do "$0" "$f" >/dev/null; done < "$1"' "$OUT/jsonc_baseline" "$OUT/start-files.txt"
SBASE=$SECONDS_BEST; SBASE_WALL=$WALL_BEST
measure bash -c 'while read -r f; do "$0" analyze "$f" --jobs 1 >/dev/null; done < "$1"' "$BIN" "$OUT/start-files.txt"
START=$SECONDS_BEST; START_WALL=$WALL_BEST
# Start alone: the same loop with --version (argument parsing and process set-up, no trace read).
measure bash -c 'while read -r f; do "$0" --version >/dev/null; done < "$1"' "$BIN" "$OUT/start-files.txt"
VERSION_ONLY=$SECONDS_BEST; VERSION_WALL=$WALL_BEST
echo
echo "Process start: one process per trace over $START_FILES small traces (best of $RUNS runs)"
printf "%-34s %9s %9s %13s %8s\n" "command" "CPU" "wall" "per process" "ratio"
srow() { awk -v n="$1" -v c="$2" -v w="$3" -v f="$START_FILES" -v b="$SBASE" 'BEGIN {
    printf "%-34s %7.3f s %7.3f s %10.2f ms %7.2fx\n", n, c, w, c / f * 1000, c / b }'; }
srow "C json-c baseline, per file" "$SBASE" "$SBASE_WALL"
srow "gesturetrace analyze, per file" "$START" "$START_WALL"
srow "gesturetrace --version, per file" "$VERSION_ONLY" "$VERSION_WALL"
figure start.analyze.cpu_ratio "$(ratio "$START" "$SBASE")" "x C"
figure start.version.cpu_ratio "$(ratio "$VERSION_ONLY" "$SBASE")" "x C"
# What the release binary holds: its size, the conformance records the Swift runtime scans at each
# first lookup of a type's conformance, and no corelibs Foundation (nor the ICU it brings); the
# import rules keep Foundation out of the command line's modules, this checks the link itself.
# Exported symbols: none (Makefile, --no-export-dynamic); each one is paged in at every start.
FOUNDATION_SYMBOLS=$(nm "$BIN" 2>/dev/null | grep -c ' \$s10Foundation' || true)
EXPORTED_SYMBOLS=$(nm -D --defined-only "$BIN" 2>/dev/null | wc -l)
CONFORMANCE_HEX=$(readelf -SW "$BIN" | sed -n 's/.*swift5_protocol_conformances *[A-Z]* *[0-9a-f]* *[0-9a-f]* *\([0-9a-f]*\).*/\1/p')
SHARED_LIBRARIES=$(readelf -dW "$BIN" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p' | tr '\n' ' ')
# Relocation tables the image applies to itself at every start (RELA entries, and the RELR bitmap
# where glibc allows it: Makefile, pack-relative-relocs), in bytes.
RELOCATION_BYTES=$(readelf -dW "$BIN" | awk '/\((RELASZ|RELRSZ)\)/ { n += $3 } END { print n + 0 }')
echo "release binary: $(($(stat -c %s "$BIN") / 1048576)) MB, $((16#${CONFORMANCE_HEX:-0} / 4)) conformance records, $FOUNDATION_SYMBOLS corelibs Foundation symbols, $EXPORTED_SYMBOLS exported symbols, $RELOCATION_BYTES bytes of relocation tables"
SHARED_LIBRARIES=${SHARED_LIBRARIES% }
figure binary.corelibs_foundation_symbols "$FOUNDATION_SYMBOLS" symbols
figure binary.exported_symbols "$EXPORTED_SYMBOLS" symbols
echo "shared libraries loaded at start: ${SHARED_LIBRARIES:-none}"
# The image must stay position-independent (Makefile: -static-pie), so that the kernel places it at
# a random address: `gesturetrace record` is a network server.
ELF_TYPE=$(readelf -hW "$BIN" | sed -n 's/^ *Type: *\([A-Z]*\).*/\1/p')
[ "$ELF_TYPE" = DYN ] ||
    { echo "the release binary is not position-independent (Makefile, -static-pie)" >&2; LINK_STATUS=1; }
[ "$FOUNDATION_SYMBOLS" -eq 0 ] ||
    { echo "the release binary links corelibs Foundation (docs/performance.md, process start)" >&2; LINK_STATUS=1; }
[ "$EXPORTED_SYMBOLS" -eq 0 ] ||
    { echo "the release binary exports $EXPORTED_SYMBOLS symbols (Makefile, --no-export-dynamic)" >&2; LINK_STATUS=1; }

# Recording endpoint: INGEST_SESSIONS concurrent sessions of INGEST_EVENTS events each uploaded to a
# `gesturetrace record` child process on loopback (gesturetrace-ingest-bench, one HTTPUploadSink
# per session, 500 lines a chunk, each chunk validated and fsynced before its 2xx). Wall time from
# the first chunk to the last finish (the work is spread over a server and many clients, so CPU time
# would say little); ratio = that wall time / the C baseline's CPU time to parse as many events
# (scaled from the ingestion run above). Then every session is checked with validate.
INGEST_SESSIONS=${BENCH_INGEST_SESSIONS:-50}
INGEST_EVENTS=${BENCH_INGEST_EVENTS:-20000}
INGEST_DIR="$OUT/ingest"
rm -rf "$INGEST_DIR" && mkdir -p "$INGEST_DIR"
"$BIN" record --listen 127.0.0.1:0 --out "$INGEST_DIR" --max-open-sessions "$INGEST_SESSIONS" > "$OUT/record.txt" &
RECORD_PID=$!
trap 'kill $RECORD_PID 2>/dev/null || true' EXIT
for _ in $(seq 100); do grep -q listening "$OUT/record.txt" 2>/dev/null && break; sleep 0.1; done
INGEST_URL=$(awk '/listening on/ {print $3; exit}' "$OUT/record.txt")
[ -n "$INGEST_URL" ] || { echo "gesturetrace record did not start" >&2; exit 1; }
"$TOOLS/gesturetrace-ingest-bench" "$INGEST_URL" "$INGEST_SESSIONS" "$INGEST_EVENTS" > "$OUT/ingest.txt"
kill $RECORD_PID; wait $RECORD_PID 2>/dev/null || true; trap - EXIT
"$BIN" validate "$INGEST_DIR" >/dev/null || { echo "ingested sessions do not validate" >&2; exit 1; }
INGEST_FILES=$(find "$INGEST_DIR" -maxdepth 1 -name '*.jsonl' | wc -l)
[ "$INGEST_FILES" = "$INGEST_SESSIONS" ] || { echo "$INGEST_FILES of $INGEST_SESSIONS sessions finished" >&2; exit 1; }
INGEST_SECONDS=$(awk -F= '/^seconds=/ {print $2}' "$OUT/ingest.txt")
echo
echo "Recording endpoint: $INGEST_SESSIONS concurrent sessions x $INGEST_EVENTS events over loopback (wall time)"
printf "%-34s %11s %15s %11s %8s\n" "stage" "time" "throughput" "" "ratio"
awk -v s="$INGEST_SECONDS" -v b="$BASE" -v ev="$EVENTS" -v n="$((INGEST_SESSIONS * INGEST_EVENTS))" 'BEGIN {
    printf "%-34s %9.3f s %12.0f ev/s %11s %7.2fx\n", "gesturetrace record (ingest)", s, n / s, "", s / (b * n / ev) }'
figure endpoint.ingest.wall_ratio "$(awk -v s="$INGEST_SECONDS" -v b="$BASE" -v ev="$EVENTS" \
    -v n="$((INGEST_SESSIONS * INGEST_EVENTS))" 'BEGIN { print s / (b * n / ev) }')" "x C parse"

# The endpoint under 500 hostile connections (half-sent requests, unauthenticated and stalled
# 8 MiB bodies): resident memory and descriptors before, at the peak and after they close. Budget:
# the peak within the buffered-bytes limit (64 MiB) plus 32 MiB, descriptors back where they were.
HOSTILE_STATUS=0
python3 "$(dirname "$0")/hostile_connections.py" "$BIN" "$OUT" 500 > "$OUT/hostile.txt" || HOSTILE_STATUS=1
echo
echo "Recording endpoint under 500 hostile connections (VmRSS, open descriptors: before, peak, after)"
awk -F= '{ v[$1] = $2 } END {
    printf "%-34s %6.1f / %6.1f / %6.1f MB   %d / %d / %d descriptors\n", "gesturetrace record",
        v["rss_kb_before"] / 1024, v["rss_kb_peak"] / 1024, v["rss_kb_after"] / 1024,
        v["fds_before"], v["fds_peak"], v["fds_after"] }' "$OUT/hostile.txt"
figure endpoint.hostile.peak_mb "$(awk -F= '$1 == "rss_kb_peak" { print $2 / 1024 }' "$OUT/hostile.txt")" MB
[ "$HOSTILE_STATUS" = 0 ] || echo "over budget: the endpoint's memory or descriptors grew under hostile connections" >&2

# Budgets (docs/performance.md): under 64 MB in both forms, JSON Lines within 1.5x of C.
status=$((MEMORY_STATUS | ${LINK_STATUS:-0} | HOSTILE_STATUS))
for kb in "$JSONL_KB" "$DOC_KB"; do
    [ "$kb" -lt $((64 * 1024)) ] || { echo "over budget: peak memory $((kb / 1024)) MB >= 64 MB" >&2; status=1; }
done
awk "BEGIN{exit !($JSONL / $BASE <= 1.5)}" || { echo "over budget: .jsonl ratio above 1.5x" >&2; status=1; }
# The aim for analysis end to end (1.5x the C baseline, ideally 1.3x): reported, not enforced.
awk -v r="$PAIRED_RATIO" 'BEGIN {
    printf "analyze --jobs 1 at %.2fx the C baseline (median of pairs): %s\n", r,
        r <= 1.3 ? "within the 1.3x aim" : r <= 1.5 ? "within the 1.5x aim, above 1.3x" : "above the 1.5x aim" }'
awk "BEGIN{exit !($PAIRED_RATIO > 1.3)}" &&
    AIMS_MISSED+=("analyze --jobs 1 --out within 1.3x the C baseline ($(awk -v r="$PAIRED_RATIO" 'BEGIN { printf "%.2fx", r }'))")
# A newcomer's first command from a fresh clone of the committed HEAD (Benchmarks/first_run.sh; minutes).
if [ "${BENCH_FIRST_RUN:-1}" = 1 ]; then
    Benchmarks/first_run.sh > "$OUT/first-run.txt"
    FIRST_RUN_WALL=$(awk -F= '$1 == "wall_seconds" { print $2 }' "$OUT/first-run.txt")
    echo
    echo "First run: make run from a fresh clone, $FIRST_RUN_WALL s wall, $(awk -F= '$1 == "cpu_seconds" { print $2 }' "$OUT/first-run.txt") s CPU"
    figure first_run.wall_seconds "$FIRST_RUN_WALL" s
    figure first_run.cpu_seconds "$(awk -F= '$1 == "cpu_seconds" { print $2 }' "$OUT/first-run.txt")" "s CPU"
fi
# The figures against Benchmarks/thresholds.json: a regression beyond noise fails the bench.
python3 Benchmarks/compare_results.py "$RESULTS_TSV" Benchmarks/thresholds.json "$OUT/results.json" || status=1
# The enforced budgets, then the aims not met yet (reported, not enforced: docs/performance.md
# "Budgets"), so that the last lines never read as if every aim were met.
[ "$status" = 0 ] && echo "budgets met: inspect under 64 MB in both forms; .jsonl within 1.5x of the C baseline;" \
    "analyze --out --jobs 2 under $MEMORY_BUDGET_MB MB at 1x, 4x and 16x the corpus; every threshold"
for aim in "${AIMS_MISSED[@]}"; do echo "aim not met: $aim"; done
exit $status
