#!/usr/bin/env bash
# Type-checks the recorder's UIKit/SwiftUI glue (Sources/TraceRecording/UIKit), every ```swift
# block of docs/recording.md and the example app (examples/ios-photo-viewer) in Swift 6 mode,
# against the interface stubs in this folder (README.md here says what that proves).
#
#   Tests/AppleStubs/typecheck.sh [SCRATCH_PATH]
#
# SCRATCH_PATH is a SwiftPM scratch path where the package was built (default .build): the glue's
# module needs swift-system's SystemPackage from it. Outputs go to build/ios-typecheck.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
scratch=${1:-.build}
swiftc=${SWIFTC:-swiftc}
stubs=Tests/AppleStubs
out=build/ios-typecheck
modules=$out/modules
system_modules=$scratch/debug/Modules
csystem_map=$scratch/checkouts/swift-system/Sources/CSystem/include/module.modulemap
[ -e "$system_modules/SystemPackage.swiftmodule" ] || { echo "no SystemPackage module under $scratch: build first" >&2; exit 1; }
rm -rf "$out"
mkdir -p "$modules" "$out/docs"
common=(-swift-version 6 -Xfrontend -enable-objc-interop -I "$stubs/ObjCRoot" -I "$modules"
    -I "$system_modules" -Xcc -fmodule-map-file="$csystem_map")
# The code being checked must not warn either (Swift 6 concurrency diagnostics included); DEBUG as
# in a debug build, where the examples record.
strict=(-warnings-as-errors -D DEBUG)

emit() {  # emit MODULE [extra flags] FILES...: a module interface the next steps import
    local name=$1
    shift
    "$swiftc" -emit-module -parse-as-library "${common[@]}" -module-name "$name" \
        -emit-module-path "$modules/$name.swiftmodule" "$@"
}

echo "typecheck-ios: Apple interface stubs"
# With library evolution, as Apple's frameworks are built: an enum not declared @frozen may gain
# cases, so a switch over it needs `@unknown default` (or `default`), as Objective-C's NS_ENUMs
# and SwiftUI's non-frozen enums need on a device.
evolving=(-enable-library-evolution)
emit ObjectiveC "${evolving[@]}" "$stubs/ObjectiveC.swift"
emit Foundation "${evolving[@]}" "$stubs/Foundation.swift"
emit QuartzCore "${evolving[@]}" "$stubs/QuartzCore.swift"
emit UIKit "${evolving[@]}" "$stubs/UIKit.swift"
emit SwiftUI "${evolving[@]}" "$stubs/SwiftUI.swift"
# TraceModel has no Objective-C in it, and the Linux standard library lacks intrinsics some of its
# code reaches under -enable-objc-interop: it is emitted without.
mapfile -t model_sources < <(find Sources/TraceModel -name '*.swift' | sort)
"$swiftc" -emit-module -parse-as-library -swift-version 6 -module-name TraceModel -package-name GestureTrace \
    -emit-module-path "$modules/TraceModel.swiftmodule" "${model_sources[@]}"

echo "typecheck-ios: Sources/TraceRecording with its UIKit and SwiftUI glue"
mapfile -t sources < <(find Sources/TraceRecording -name '*.swift' | sort)
"$swiftc" -typecheck -parse-as-library "${common[@]}" "${strict[@]}" -module-name TraceRecording \
    -package-name GestureTrace "${sources[@]}"
# Its interface for the next steps: -typecheck above checks every body; the interface skips them
# (generating code for them under -enable-objc-interop on Linux crashes the compiler).
emit TraceRecording -Xfrontend -experimental-skip-non-inlinable-function-bodies -package-name GestureTrace "${sources[@]}"

echo "typecheck-ios: the Swift examples of docs/recording.md"
python3 "$stubs/extract_swift_blocks.py" docs/recording.md "$out/docs"
manifest_api=$(dirname "$(command -v "$swiftc")")/../lib/swift/pm/ManifestAPI
for manifest in "$out"/docs/manifest-*.swift; do
    [ -e "$manifest" ] || continue
    "$swiftc" -typecheck -swift-version 6 -I "$manifest_api" -Xfrontend -package-description-version \
        -Xfrontend "$(sed -n 's|^// swift-tools-version:*||p' "$manifest" | head -n 1)" "$manifest"
done
"$swiftc" -typecheck -parse-as-library "${common[@]}" "${strict[@]}" "$out"/docs/block-*.swift

echo "typecheck-ios: examples/ios-photo-viewer"
example=examples/ios-photo-viewer
"$swiftc" -typecheck -parse-as-library "${common[@]}" "${strict[@]}" "$example"/Shared/*.swift "$example"/UIKitApp/*.swift
"$swiftc" -typecheck -parse-as-library "${common[@]}" "${strict[@]}" "$example"/Shared/*.swift "$example"/SwiftUIApp/*.swift
echo "typecheck-ios: all type-checked"
