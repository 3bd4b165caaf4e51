import GestureRecognition
import TraceModel
import TraceReading

/// One trace file read and validated, ready to have its gestures recognized: the public entry to
/// gesture recognition for a library user (and for the package's benchmarks).
///
/// `init(path:)` reads the whole file (JSON Lines or a JSON document, chosen by extension, as
/// `gesturetrace` does) and throws the reader's first error, which names the file, the line and
/// the field. `recognizeGestures()` then runs the recognizer over the decoded events, so a caller
/// can time recognition apart from decoding.
///
/// The recognition profile is the one `gesturetrace gestures TRACE` uses without options: the
/// header's `device.platform` (uikit, android; flutter; web as android), else uikit, fitted to the
/// header's device, with the `lsq2` velocity estimator (docs/recognition.md "Profiles").
public struct TraceGestureRecognition: Sendable {
    /// The file as it was given to `init(path:)`.
    public let path: String
    private let header: TraceHeader
    private let events: [TraceEvent]

    /// How many events the trace holds (the header is not one).
    public var eventCount: Int { events.count }

    /// Reads and validates the trace at `path`.
    ///
    /// - Throws: `ReadError` for the first problem that makes the trace invalid: a file that cannot
    ///   be opened, a missing or invalid header, or an invalid event. Problems the reader only
    ///   warns about (an unknown event type) do not throw.
    public init(path: String) throws(ReadError) {
        let loaded: LoadedTrace
        do {
            loaded = try LoadedTrace.load(path: path)
        } catch {
            throw ReadError(error.diagnostic)
        }
        if let problem = loaded.diagnostics.first(where: { $0.severity == .error }) {
            throw ReadError(problem)
        }
        self.path = path
        self.header = loaded.header
        self.events = loaded.events
    }

    /// The trace's gestures, recognized with the profile its header implies, in the order
    /// `gesturetrace gestures` prints them (by begin time; a double tap right after the first tap
    /// it consumed).
    public func recognizeGestures() -> [Gesture] {
        // The policy every command uses, with no option set (docs/recognition.md "Profiles").
        let configuration = RecognitionPolicy().configuration(for: header)
        return GestureRecognizer.recognize(events, header: header, configuration: configuration)
            .map(Gesture.init(recognized:))
    }
}

extension TraceGestureRecognition {
    /// One recognized gesture: what it was, which fingers made it, and when.
    public struct Gesture: Sendable, Hashable {
        /// What a gesture was recognized as; the raw value is its name in `gesturetrace gestures`
        /// output and in `gestures.csv` (docs/recognition.md).
        public enum Kind: String, Sendable, Hashable, CaseIterable {
            /// Touch(es) down and up within the tap slop, in less than the long-press duration.
            case tap
            /// Two single-finger taps close in time and space; each of the two taps is also
            /// listed as a tap of its own.
            case doubleTap = "double-tap"
            /// Held within the tap slop for the long-press duration or longer.
            case longPress = "long-press"
            /// Moved beyond the pan slop and released slower than a flick (or not released).
            case pan
            /// A pan released faster than the minimum flick speed.
            case swipe
        }

        /// What the gesture was recognized as.
        public var kind: Kind
        /// The touch ids of its fingers, in the order of their downs (a double tap's two taps).
        public var touchIds: [Int]
        /// Its first touch down, in milliseconds on the trace's clock.
        public var startMs: Double
        /// Its last touch up or first cancel, in milliseconds on the trace's clock; nil when its
        /// touches were still down at the end of the trace.
        public var endMs: Double?

        /// How many touches made it (for a double tap, its two taps).
        public var touchCount: Int { touchIds.count }

        /// A gesture with these values.
        public init(kind: Kind, touchIds: [Int], startMs: Double, endMs: Double?) {
            self.kind = kind
            self.touchIds = touchIds
            self.startMs = startMs
            self.endMs = endMs
        }

        init(recognized gesture: GestureRecognition.Gesture) {
            let kind: Kind =
                switch gesture.kind {
                case .tap: .tap
                case .doubleTap: .doubleTap
                case .longPress: .longPress
                case .pan: .pan
                case .swipe: .swipe
                }
            self.init(kind: kind, touchIds: gesture.touchIds, startMs: gesture.tBegin, endMs: gesture.tEnd)
        }
    }

    /// Why a trace could not be read: the reader's diagnostic, with the file, line and column
    /// where it was found, the field concerned and what was expected (traces/README.md).
    public struct ReadError: Error, Sendable, Hashable, CustomStringConvertible {
        /// The trace file.
        public var file: String
        /// The 1-based line; 0 when the problem is about the whole file (it cannot be opened).
        public var line: Int
        /// The 1-based column: the field's key where it can be found in the line, otherwise 1.
        public var column: Int
        /// The field concerned, as a path (`"phase"`, `"header.clock"`), when there is one.
        public var field: String?
        /// What is wrong and what was expected, without the location.
        public var message: String

        /// `FILE:LINE:COLUMN: error: MESSAGE`, as `gesturetrace validate` prints it.
        public var description: String { "\(file):\(line):\(column): error: \(message)" }

        init(_ diagnostic: TraceDiagnostic) {
            file = diagnostic.file
            line = diagnostic.line
            column = diagnostic.column
            field = diagnostic.field
            message = diagnostic.message
        }
    }
}
