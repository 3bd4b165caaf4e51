// swift-tools-version:6.1
// GestureTrace: measure what users feel in interactive, interruptible screen transitions.
// The module layering is documented in docs/architecture.md and enforced by
// Tests/ArchitectureTests (ImportRulesTests, and PackageManifestTests against this file).
// RecordingEndpoint is no library product: it is run as `gesturetrace record`, and exposes no API.
// The benchmarks are a package of their own (Benchmarks/Package.swift) that uses the public products.
import PackageDescription

/// The dependencies only the analysis side needs (the `Analysis` trait, on by default).
let analysis: TargetDependencyCondition? = .when(traits: ["Analysis"])

let package = Package(
    name: "GestureTrace",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .executable(name: "gesturetrace", targets: ["gesturetrace"]),
        .library(name: "TraceModel", targets: ["TraceModel"]),
        .library(name: "TraceRecording", targets: ["TraceRecording", "TraceRecordingPrivacy"]),
        .library(name: "TraceUpload", targets: ["TraceUpload"]),
        // Needs the Analysis trait (on by default).
        .library(name: "CorpusAnalysis", targets: ["CorpusAnalysis"]),
    ],
    traits: [
        .trait(
            name: "Analysis",
            description: """
                The analysis pipeline, the gesturetrace command and its recording endpoint, with the \
                packages only they need (swift-argument-parser, swift-nio, hdrhistogram-swift). An app \
                that embeds the recorder turns it off (traits: []) and resolves swift-system alone.
                """
        ),
        .default(enabledTraits: ["Analysis"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.6.0"),
        .package(url: "https://github.com/apple/swift-system", from: "1.4.0"),
        .package(url: "https://github.com/HdrHistogram/hdrhistogram-swift", from: "0.2.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.81.0"),
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
                "TraceModel", "CJSONC", .product(name: "Histogram", package: "hdrhistogram-swift", condition: analysis),
                .product(name: "SystemPackage", package: "swift-system"),
            ]
        ),
        .target(
            name: "TraceRecording",
            dependencies: ["TraceModel", .product(name: "SystemPackage", package: "swift-system")]
        ),
        // Apple's privacy manifest for apps that embed the recorder (docs/recording.md "Privacy"),
        // apart so that executables depending on TraceRecording link no resource bundle.
        .target(name: "TraceRecordingPrivacy", resources: [.copy("PrivacyInfo.xcprivacy")]),
        // URLSession (FoundationNetworking, libcurl) only here, so the command line links without it.
        .target(name: "TraceUpload", dependencies: ["TraceRecording"]),
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
            dependencies: ["TraceModel", "TraceAnalysis"]
        ),
        .target(name: "TraceImport", dependencies: ["TraceModel", "TraceRecording"]),
        // The corpus pipeline between the analysis and the command line (docs/architecture.md).
        .target(
            name: "CorpusAnalysis",
            dependencies: [
                "TraceModel", "TraceReading", "GestureRecognition", "TransitionSimulation", "TraceAnalysis",
                .product(name: "SystemPackage", package: "swift-system"),
            ]
        ),
        .target(
            name: "RecordingEndpoint",
            dependencies: [
                "TraceModel", "TraceReading",
                .product(name: "NIOCore", package: "swift-nio", condition: analysis),
                .product(name: "NIOPosix", package: "swift-nio", condition: analysis),
                .product(name: "NIOHTTP1", package: "swift-nio", condition: analysis),
            ]
        ),
        .target(name: "_TestSupport", dependencies: ["TraceModel"], path: "Tests/_TestSupport"),
        .executableTarget(
            name: "gesturetrace",
            dependencies: [
                "TraceModel", "TraceReading", "TraceRecording", "GestureRecognition",
                "TransitionSimulation", "TraceSynthesis", "TraceAnalysis", "RegressionGates", "TraceImport",
                "CorpusAnalysis", "RecordingEndpoint",
                .product(name: "ArgumentParser", package: "swift-argument-parser", condition: analysis),
                .product(name: "SystemPackage", package: "swift-system"),
            ]
        ),
        .testTarget(name: "ArchitectureTests", dependencies: ["_TestSupport"]),
        .testTarget(name: "TraceModelTests", dependencies: ["TraceModel", "TraceRecording", "_TestSupport"]),
        .testTarget(
            name: "TraceReadingTests",
            dependencies: ["TraceReading", "TraceRecording", "TraceModel", "_TestSupport"]
        ),
        .testTarget(
            name: "GestureRecognitionTests",
            dependencies: ["GestureRecognition", "TraceReading", "TraceImport", "TraceModel", "_TestSupport"]),
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
            name: "TraceAnalysisTests",
            dependencies: ["TraceAnalysis", "TransitionSimulation", "TraceReading", "TraceModel", "_TestSupport"]),
        .testTarget(
            name: "RegressionGatesTests",
            dependencies: ["RegressionGates", "TraceAnalysis", "TraceModel", "_TestSupport"]
        ),
        .testTarget(
            name: "TraceImportTests",
            dependencies: ["TraceImport", "TraceReading", "TraceModel", "gesturetrace", "_TestSupport"]
        ),
        .testTarget(
            name: "RecordingEndpointTests",
            dependencies: [
                "RecordingEndpoint", "TraceRecording", "TraceUpload", "TraceReading", "TraceModel", "gesturetrace",
                "_TestSupport",
            ]
        ),
        .testTarget(
            name: "CorpusAnalysisTests",
            dependencies: [
                "CorpusAnalysis", "TraceAnalysis", "TransitionSimulation", "GestureRecognition", "TraceReading",
                "TraceModel", "gesturetrace", "_TestSupport", .product(name: "SystemPackage", package: "swift-system"),
            ]
        ),
        .testTarget(name: "CLITests", dependencies: ["gesturetrace", "CorpusAnalysis", "_TestSupport"]),
        .executableTarget(
            name: "RecorderCrashChild", dependencies: ["TraceModel", "TraceRecording"], path: "Tests/RecorderCrashChild"
        ),
        .testTarget(
            name: "TraceRecordingTests",
            dependencies: ["TraceRecording", "TraceModel", "RecorderCrashChild", "gesturetrace", "_TestSupport"]
        ),
    ]
)
