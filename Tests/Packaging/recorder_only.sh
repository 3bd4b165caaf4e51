#!/usr/bin/env bash
# An app that embeds the recorder resolves and builds it without the analysis side's packages:
# a consumer package in build/recorder-consumer depends on this repository with its traits off
# (`traits: []`, README.md "Using the package"), imports TraceRecording and TraceUpload, and must
# resolve swift-system alone (not swift-nio, swift-argument-parser or hdrhistogram-swift) and build.
#
#   Tests/Packaging/recorder_only.sh
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
out=$root/build/recorder-consumer
rm -rf "$out"
mkdir -p "$out/Sources/RecorderConsumer"
cat > "$out/Package.swift" <<MANIFEST
// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "RecorderConsumer",
    dependencies: [.package(name: "GestureTrace", path: "$root", traits: [])],
    targets: [
        .executableTarget(
            name: "RecorderConsumer",
            dependencies: [
                .product(name: "TraceRecording", package: "GestureTrace"),
                .product(name: "TraceUpload", package: "GestureTrace"),
            ]
        )
    ]
)
MANIFEST
cat > "$out/Sources/RecorderConsumer/main.swift" <<'SOURCE'
import TraceRecording
import TraceUpload

print(RecordingConfiguration.self, HTTPUploadSink.self)
SOURCE
cd "$out"
swift package resolve >/dev/null 2>&1 || swift package resolve
resolved=$(python3 -c 'import json; print(" ".join(sorted(p["identity"] for p in json.load(open("Package.resolved"))["pins"])))')
if [ "$resolved" != "swift-system" ]; then
    echo "recorder_only: an app using only the recorder resolves [$resolved], expected [swift-system]" >&2
    exit 1
fi
swift build -q
echo "recorder_only: the recorder resolves swift-system alone and builds with the Analysis trait off"
