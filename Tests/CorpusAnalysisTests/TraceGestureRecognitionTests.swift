import CorpusAnalysis
import Foundation
import Testing
import _TestSupport

/// `TraceGestureRecognition`, the public recognition entry, against what `gesturetrace gestures`
/// prints for the same file, and its errors for invalid files.
@Suite("TraceGestureRecognition")
struct TraceGestureRecognitionTests {
    /// One record of `gesturetrace gestures --format jsonl`, reduced to what the public type has.
    struct PrintedGesture: Equatable {
        var kind: String
        var touchIds: [Int]
        var startMs: Double
        var endMs: Double?
    }

    /// `gesturetrace gestures ARGS --format jsonl`, each record read back.
    static func printedGestures(_ arguments: [String]) throws -> [PrintedGesture] {
        let result = try CommandRunner.run(["gestures"] + arguments + ["--format", "jsonl"])
        #expect(result.status == 0, "\(result.stderr)")
        return try result.stdout.split(separator: "\n").map { line in
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            return PrintedGesture(
                kind: try #require(object["kind"] as? String),
                touchIds: try #require(object["touchIds"] as? [Int]),
                startMs: try #require(object["tBegin"] as? Double),
                endMs: object["tEnd"] as? Double)
        }
    }

    /// The public records, rounded as the command line prints times (3 decimals).
    static func publicGestures(_ path: String) throws -> [PrintedGesture] {
        let rounded = { (ms: Double) in (ms * 1000).rounded() / 1000 }
        return try TraceGestureRecognition(path: path).recognizeGestures().map {
            PrintedGesture(
                kind: $0.kind.rawValue, touchIds: $0.touchIds, startMs: rounded($0.startMs),
                endMs: $0.endMs.map(rounded))
        }
    }

    @Test(
        "a bundled trace gives the gestures `gesturetrace gestures` prints",
        arguments: [
            "synthetic/double-tap-two-cells/fluid-user01.jsonl", "synthetic/browse/legacy-user00.jsonl",
            "samples/two-fingers.jsonl", "samples/open-close-with-intents.json",
        ])
    func bundledTraceMatchesCommand(_ relative: String) throws {
        let path = TestPaths.trace(relative).path
        let printed = try Self.printedGestures([path])
        #expect(printed.count >= 1)
        #expect(try Self.publicGestures(path) == printed)
    }

    @Test("a double tap, a swipe and their counts: the kinds are the command's names")
    func kindsAndCounts() throws {
        let trace = try TraceGestureRecognition(
            path: TestPaths.trace("synthetic/double-tap-two-cells/fluid-user01.jsonl").path)
        let gestures = trace.recognizeGestures()
        #expect(gestures.map(\.kind) == [.tap, .doubleTap, .tap, .swipe])
        #expect(gestures.map(\.touchCount) == [1, 2, 1, 1])
        #expect(gestures.allSatisfy { gesture in gesture.endMs.map { $0 >= gesture.startMs } ?? false })
        #expect(trace.eventCount > 0)
    }

    @Test("a web recording is recognized with the profile its header implies, as the command does")
    func headerChoosesTheProfile() throws {
        // A web page's trace gets the android profile, whose fling rule differs from UIKit's here
        // (a release Android calls a swipe, UIKit a pan): the command's default output and its
        // `--platform uikit` output differ.
        let path = TestPaths.fixture("third-party/biggerpicture/double-tap.jsonl").path
        let printed = try Self.printedGestures([path])
        let asUIKit = try Self.printedGestures([path, "--platform", "uikit"])
        #expect(printed != asUIKit)
        #expect(try Self.publicGestures(path) == printed)
    }

    @Test("the event count is the number of event lines, the header excluded")
    func eventCount() throws {
        let path = TestPaths.trace("samples/tap.jsonl").path
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        #expect(try TraceGestureRecognition(path: path).eventCount == lines.count - 1)
    }

    @Test("an invalid event throws the reader's error: the file, the line and the field")
    func invalidEventNamesFileLineAndField() throws {
        let path = TestPaths.fixture("invalid/wrong-type.jsonl").path
        let error = try #require(throws: TraceGestureRecognition.ReadError.self) {
            try TraceGestureRecognition(path: path)
        }
        #expect(error.file == path)
        #expect(error.line == 3)
        #expect(error.field == "x")
        #expect(
            error.description
                == "\(path):3:47: error: touch event: field \"x\": expected a number, found a string \"12\"")
    }

    @Test("a bad header or a missing file throws with the file and the line")
    func badHeaderAndMissingFile() throws {
        let header = TestPaths.fixture("invalid/unsupported-version.jsonl").path
        let headerError = try #require(throws: TraceGestureRecognition.ReadError.self) {
            try TraceGestureRecognition(path: header)
        }
        #expect(headerError.file == header && headerError.line == 1)
        #expect(headerError.message.contains("format version 2 is not supported"))

        let missing = try TestPaths.temporaryDirectory().appendingPathComponent("absent.jsonl").path
        let missingError = try #require(throws: TraceGestureRecognition.ReadError.self) {
            try TraceGestureRecognition(path: missing)
        }
        #expect(missingError.file == missing && missingError.line == 0)
    }
}
