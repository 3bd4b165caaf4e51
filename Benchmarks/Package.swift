// swift-tools-version:6.0
// GestureTrace's in-process benchmark helpers, which Benchmarks/run.sh calls (docs/performance.md).
// A package of its own, so that the root package builds no benchmark, and so that the helpers use
// only the root package's public products, as any other library user does:
//   swift build -c release --package-path Benchmarks    (Benchmarks/.build/release/)
import PackageDescription

let package = Package(
    name: "GestureTraceBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "GestureTrace", path: "..")
    ],
    targets: [
        // Recognition on decoded events: CorpusAnalysis's TraceGestureRecognition.
        .executableTarget(
            name: "gesturetrace-bench",
            dependencies: [.product(name: "CorpusAnalysis", package: "GestureTrace")],
            path: "gesturetrace-bench"
        ),
        // The load side of the recording endpoint's ingestion benchmark: HTTPUploadSink sessions.
        .executableTarget(
            name: "gesturetrace-ingest-bench",
            dependencies: [
                .product(name: "TraceRecording", package: "GestureTrace"),
                .product(name: "TraceUpload", package: "GestureTrace"),
            ],
            path: "gesturetrace-ingest-bench"
        ),
    ]
)
