#!/usr/bin/env bash
# Builds the libFuzzer targets (Fuzz/README.md): the package's modules in release mode with
# coverage and AddressSanitizer (swift build -Xswiftc -sanitize=fuzzer,address, in its own build
# folder), then each harness linked against their objects with swiftc, which adds libFuzzer's main.
#
#   Fuzz/build.sh            -> .build-fuzz/reader-fuzz, analysis-fuzz, importer-fuzz, partial-fuzz
#
# Quiet unless it fails: the build's output goes to .build-fuzz/build.log, printed only when the
# build fails. FUZZ_BUILD_VERBOSE=1 prints it as it goes.
set -euo pipefail
SCRIPT="$(cd "$(dirname "$0")" && pwd)/$(basename "$0")"
cd "$(dirname "$0")/.."
BUILD=${FUZZ_BUILD:-.build-fuzz}
SANITIZE=-sanitize=fuzzer,address

if [ -z "${FUZZ_BUILD_VERBOSE:-}" ]; then
    mkdir -p "$BUILD"
    LOG="$BUILD/build.log"
    if FUZZ_BUILD_VERBOSE=1 "$SCRIPT" > "$LOG" 2>&1; then
        echo "built $BUILD/reader-fuzz, analysis-fuzz, importer-fuzz and partial-fuzz (log: $LOG)"
        exit 0
    fi
    cat "$LOG" >&2
    echo "Fuzz/build.sh failed; its output is above and in $LOG" >&2
    exit 1
fi

for target in TraceReading TraceAnalysis TraceImport; do
    swift build -c release --build-path "$BUILD" -Xswiftc "$SANITIZE" --target "$target"
done
RELEASE="$BUILD/release"
# The harnesses use `package` declarations (the reader's `TraceReadOptions.parser`): they are compiled
# with the package name SwiftPM gives the modules, the root folder's name as a C99 identifier.
PACKAGE_NAME=$(basename "$PWD" | tr '[:upper:]' '[:lower:]' | sed 's/[^a-z0-9_]/_/g; s/^[0-9]/_&/')

# The objects of a module and of the modules it needs (SwiftPM names the folders MODULE.build).
objects() {
    local module
    for module in "$@"; do
        ls "$RELEASE/$module.build/"*.o 2>/dev/null || true
    done
}
link() { # name harness-file modules...
    local name=$1 harness=$2
    shift 2
    # shellcheck disable=SC2046
    swiftc -O "$SANITIZE" -parse-as-library -module-name "${name//-/_}" -package-name "$PACKAGE_NAME" \
        -I "$RELEASE/Modules" -I Sources/CJSONC $(pkg-config --cflags-only-I json-c | sed 's/-I/-Xcc -I/g') \
        -Xcc -fmodule-map-file="$BUILD/checkouts/swift-numerics/Sources/_NumericsShims/include/module.modulemap" \
        -Xcc -fmodule-map-file="$BUILD/checkouts/swift-system/Sources/CSystem/include/module.modulemap" \
        Fuzz/FuzzInputFile.swift "$harness" $(objects "$@") $(pkg-config --libs json-c) \
        -o "$BUILD/$name"
    echo "built $BUILD/$name"
}
NUMERICS="Histogram Numerics RealModule ComplexModule _NumericsShims SystemPackage CSystem"
# shellcheck disable=SC2086
link reader-fuzz Fuzz/ReaderFuzz/ReaderFuzz.swift TraceModel TraceReading $NUMERICS
# shellcheck disable=SC2086
link analysis-fuzz Fuzz/AnalysisFuzz/AnalysisFuzz.swift \
    TraceModel TraceReading $NUMERICS GestureRecognition TransitionSimulation TraceAnalysis
# shellcheck disable=SC2086
link importer-fuzz Fuzz/ImporterFuzz/ImporterFuzz.swift TraceModel TraceReading $NUMERICS TraceRecording TraceImport
# shellcheck disable=SC2086
link partial-fuzz Fuzz/PartialFuzz/PartialFuzz.swift \
    TraceModel TraceReading $NUMERICS GestureRecognition TransitionSimulation TraceAnalysis
