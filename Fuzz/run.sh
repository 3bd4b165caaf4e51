#!/usr/bin/env bash
# Runs the libFuzzer targets built by Fuzz/build.sh (Fuzz/README.md).
#
#   Fuzz/run.sh SECONDS [TARGET...]     each target for SECONDS, from Fuzz/corpus/TARGET/
#   FUZZ_RUNS=N Fuzz/run.sh SECONDS T   stops a target after N executions if that comes first
#
# New inputs go to build/fuzz/corpus/TARGET (the committed seeds stay small); crashes, leaks,
# timeouts and out-of-memory inputs go to build/fuzz/artifacts/. Exit status: non-zero when a
# target found something. SWIFT_BACKTRACE=enable=no: a crash must not hang in Swift's backtracer.
set -euo pipefail
cd "$(dirname "$0")/.."
SECONDS_EACH=${1:?usage: Fuzz/run.sh SECONDS [reader analysis importer partial]}
shift
TARGETS=("$@")
[ ${#TARGETS[@]} -gt 0 ] || TARGETS=(reader analysis importer partial)
BUILD=${FUZZ_BUILD:-.build-fuzz}
export SWIFT_BACKTRACE=enable=no
status=0
for target in "${TARGETS[@]}"; do
    work=build/fuzz/corpus/$target
    artifacts=build/fuzz/artifacts/$target/
    mkdir -p "$work" "$artifacts"
    echo "== $target: $SECONDS_EACH s" >&2
    # Each target's own dictionary when it has one (Fuzz/TARGET.dict), else the JSON one.
    dict=Fuzz/$target.dict
    [ -f "$dict" ] || dict=Fuzz/json.dict
    runs=()
    [ -z "${FUZZ_RUNS:-}" ] || runs=(-runs="$FUZZ_RUNS")
    # -rss_limit_mb: an input needing more than 2 GB is a finding (unbounded memory).
    # -timeout: one input taking more than 10 s is a finding (a hang).
    if ! "$BUILD/$target-fuzz" "$work" "Fuzz/corpus/$target" -max_total_time="$SECONDS_EACH" \
        -rss_limit_mb=2048 -timeout=10 -max_len=65536 -dict="$dict" ${runs[@]+"${runs[@]}"} \
        -artifact_prefix="$artifacts" -print_final_stats=1 2> "build/fuzz/$target.log"; then
        status=1
        echo "$target: FOUND something, see build/fuzz/$target.log and $artifacts" >&2
    fi
    grep -E "stat::number_of_executed_units|Done [0-9]+ runs" "build/fuzz/$target.log" >&2 || true
done
exit $status
