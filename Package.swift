// swift-tools-version:6.0
// GestureTrace: measure what users feel in interactive, interruptible screen transitions.
// The module layering is documented in README.md ("Architecture") and enforced by
// Tests/ArchitectureTests/ImportRulesTests.swift.
import PackageDescription

let package = Package(
    name: "GestureTrace",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "gesturetrace", targets: ["gesturetrace"]),
        .library(name: "TraceModel", targets: ["TraceModel"]),
        .library(name: "TraceRecorder", targets: ["TraceRecorder"]),
        .library(name: "GestureRecognition", targets: ["GestureRecognition"]),
        .library(name: "TransitionSimulation", targets: ["TransitionSimulation"]),
        .library(name: "TraceSynthesis", targets: ["TraceSynthesis"]),
        .library(name: "TraceAnalysis", targets: ["TraceAnalysis"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.6.0"),
        .package(url: "https://github.com/HdrHistogram/hdrhistogram-swift", from: "0.2.0"),
        .package(url: "https://github.com/yaslab/CSV.swift", from: "2.5.2"),
    ],
    targets: [
        .systemLibrary(
            name: "CJSONC",
            pkgConfig: "json-c",
            providers: [.apt(["libjson-c-dev"]), .brew(["json-c"])]
        ),
        .target(name: "TraceModel"),
        .target(name: "TraceRecorder", dependencies: ["TraceModel", "CJSONC"]),
        .target(name: "GestureRecognition", dependencies: ["TraceModel"]),
        .target(name: "TransitionSimulation", dependencies: ["TraceModel", "GestureRecognition"]),
        .target(name: "TraceSynthesis", dependencies: ["TraceModel", "GestureRecognition", "TransitionSimulation"]),
        .target(
            name: "TraceAnalysis",
            dependencies: [
                "TraceModel", "GestureRecognition", "TransitionSimulation",
                .product(name: "Histogram", package: "hdrhistogram-swift"),
                .product(name: "CSV", package: "CSV.swift"),
            ]
        ),
        .target(name: "_TestSupport", dependencies: ["TraceModel"], path: "Tests/_TestSupport"),
        .executableTarget(
            name: "gesturetrace",
            dependencies: [
                "TraceModel", "TraceRecorder", "GestureRecognition", "TransitionSimulation",
                "TraceSynthesis", "TraceAnalysis",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "gesturetrace-bench",
            dependencies: ["TraceRecorder", "GestureRecognition"],
            path: "Benchmarks/gesturetrace-bench"
        ),
        .testTarget(name: "ArchitectureTests", dependencies: ["_TestSupport"]),
        .testTarget(name: "TraceModelTests", dependencies: ["TraceModel", "_TestSupport"]),
        .testTarget(name: "TraceRecorderTests", dependencies: ["TraceRecorder", "TraceModel", "_TestSupport"]),
        .testTarget(name: "GestureRecognitionTests", dependencies: ["GestureRecognition", "TraceRecorder", "TraceModel", "_TestSupport"]),
        .testTarget(name: "TransitionSimulationTests", dependencies: ["TransitionSimulation", "GestureRecognition", "TraceRecorder", "TraceModel", "_TestSupport"]),
        .testTarget(name: "TraceSynthesisTests", dependencies: ["TraceSynthesis", "TransitionSimulation", "TraceRecorder", "TraceModel", "GestureRecognition", "_TestSupport"]),
        .testTarget(name: "TraceAnalysisTests", dependencies: ["TraceAnalysis", "TraceRecorder", "TraceModel", "_TestSupport"]),
        .testTarget(name: "CLITests", dependencies: ["gesturetrace", "_TestSupport"]),
    ]
)
