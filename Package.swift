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
        .library(name: "TraceReading", targets: ["TraceReading"]),
        .library(name: "TraceRecording", targets: ["TraceRecording"]),
        .library(name: "GestureRecognition", targets: ["GestureRecognition"]),
        .library(name: "TransitionSimulation", targets: ["TransitionSimulation"]),
        .library(name: "TraceSynthesis", targets: ["TraceSynthesis"]),
        .library(name: "TraceAnalysis", targets: ["TraceAnalysis"]),
        .library(name: "RegressionGates", targets: ["RegressionGates"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.6.0"),
        .package(url: "https://github.com/apple/swift-system", from: "1.4.0"),
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
        .target(
            name: "TraceReading",
            dependencies: [
                "TraceModel", "CJSONC", .product(name: "Histogram", package: "hdrhistogram-swift"),
                .product(name: "SystemPackage", package: "swift-system"),
            ]
        ),
        .target(
            name: "TraceRecording",
            dependencies: ["TraceModel", .product(name: "SystemPackage", package: "swift-system")]
        ),
        .target(name: "GestureRecognition", dependencies: ["TraceModel"]),
        .target(name: "TransitionSimulation", dependencies: ["TraceModel", "GestureRecognition"]),
        .target(
            name: "TraceSynthesis",
            dependencies: ["TraceModel", "TraceRecording", "GestureRecognition", "TransitionSimulation"]
        ),
        .target(
            name: "TraceAnalysis",
            dependencies: ["TraceModel", "GestureRecognition", "TransitionSimulation"]
        ),
        .target(
            name: "RegressionGates",
            dependencies: ["TraceModel", "TraceAnalysis", .product(name: "CSV", package: "CSV.swift")]
        ),
        .target(name: "_TestSupport", dependencies: ["TraceModel"], path: "Tests/_TestSupport"),
        .executableTarget(
            name: "gesturetrace",
            dependencies: [
                "TraceModel", "TraceReading", "TraceRecording", "GestureRecognition",
                "TransitionSimulation", "TraceSynthesis", "TraceAnalysis", "RegressionGates",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "SystemPackage", package: "swift-system"),
            ]
        ),
        .executableTarget(
            name: "gesturetrace-bench",
            dependencies: ["TraceReading", "GestureRecognition"],
            path: "Benchmarks/gesturetrace-bench"
        ),
        .testTarget(name: "ArchitectureTests", dependencies: ["_TestSupport"]),
        .testTarget(name: "TraceModelTests", dependencies: ["TraceModel", "TraceRecording", "_TestSupport"]),
        .testTarget(
            name: "TraceReadingTests",
            dependencies: ["TraceReading", "TraceRecording", "TraceModel", "_TestSupport"]
        ),
        .testTarget(
            name: "GestureRecognitionTests",
            dependencies: ["GestureRecognition", "TraceReading", "TraceModel", "_TestSupport"]),
        .testTarget(
            name: "TransitionSimulationTests",
            dependencies: ["TransitionSimulation", "GestureRecognition", "TraceReading", "TraceModel", "_TestSupport"]),
        .testTarget(
            name: "TraceSynthesisTests",
            dependencies: [
                "TraceSynthesis", "TransitionSimulation", "TraceReading", "TraceModel", "GestureRecognition",
                "_TestSupport",
            ]),
        .testTarget(
            name: "TraceAnalysisTests", dependencies: ["TraceAnalysis", "TraceReading", "TraceModel", "_TestSupport"]),
        .testTarget(
            name: "RegressionGatesTests",
            dependencies: ["RegressionGates", "TraceAnalysis", "TraceModel", "_TestSupport"]
        ),
        .testTarget(name: "CLITests", dependencies: ["gesturetrace", "_TestSupport"]),
    ]
)
