import TraceModel

/// One problem found while reading a trace, located precisely enough to fix it by hand:
/// `FILE:LINE:COLUMN: error: MESSAGE`.
public struct TraceDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// Whether the problem makes the trace invalid (`error`) or is reported and tolerated
    /// (`warning`: an unknown event type by default, any skipped event under `--lenient`).
    public enum Severity: String, Sendable, Hashable { case error, warning }

    public var file: String
    /// 1-based line; 0 when the problem is about the whole file (for example, it cannot be opened).
    public var line: Int
    /// 1-based column: json-c's for malformed JSON, the field's key where it can be found in the
    /// line, otherwise 1.
    public var column: Int
    public var severity: Severity
    public var kind: TraceProblemKind
    /// The field concerned, as a path (`"phase"`, `"header.clock"`, `"device.refreshHz"`), if any.
    public var field: String?
    /// What is wrong and what was expected, without the location prefix.
    public var message: String

    public init(
        file: String, line: Int, column: Int, severity: Severity, kind: TraceProblemKind,
        field: String? = nil, message: String
    ) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.kind = kind
        self.field = field
        self.message = message
    }

    /// `FILE:LINE:COLUMN: error: MESSAGE`, the compiler-style line editors and CI annotate.
    public var description: String {
        "\(file):\(line):\(column): \(severity.rawValue): \(message)"
    }
}

/// The classes of problem a trace can have (format v1, `traces/README.md` "Errors").
public enum TraceProblemKind: String, Sendable, Hashable, CaseIterable {
    /// The file cannot be opened or read.
    case io
    /// Not strict JSON (RFC 8259): a syntax error, one of json-c's extensions (comments, single
    /// quotes, trailing commas, leading zeros), invalid UTF-8, a raw control character in a string.
    case malformedJSON
    /// A member name appears twice in one object (compared after decoding escapes).
    case duplicateMember
    /// A line (JSON Lines) or a header, element or member value (document) longer than
    /// `TraceLimits.maximumElementBytes`; reading stops there.
    case tooLong
    /// The last line has no newline and does not parse: the recording was cut off.
    case truncatedLine
    /// No header, or a header that is not an object, or the document lacks `header`/`events`.
    case missingHeader
    /// `format` is not `"gesture-trace"`.
    case wrongFormat
    /// `version` is not one this build reads.
    case unsupportedVersion
    /// A required field is absent.
    case missingField
    /// A field has the wrong JSON type.
    case wrongType
    /// A field has the right type but a value outside its domain (an unknown phase, a negative distance).
    case invalidValue
    /// A number is NaN or infinite: a `NaN` or `Infinity` literal, or a number too large for a double.
    case notFinite
    /// A number outside its valid range (`TraceLimits`, `traces/README.md` "Valid ranges"), an
    /// integer beyond 64 bits, or more touches open at once than a trace may hold.
    case outOfRange
    /// `t` is smaller than the previous event's.
    case timeWentBackwards
    /// A touch phase out of order: moved/ended before began, began twice.
    case phaseOrder
    /// An event `type` format v1 does not define (a warning unless `--strict`).
    case unknownType
    /// An `intent` event in a trace whose scene the engines do not model (`SceneKind.other`):
    /// kept, always a warning, and not scored (intents exist only on the media viewer).
    case intentOnOtherScene
}

/// How strictly `TraceReader` treats problems.
public struct TraceReadOptions: Sendable, Hashable {
    /// What happens to an event with a problem.
    public enum Mode: String, Sendable, Hashable {
        /// Every bad event is an error: the trace is invalid (reading goes on, to report them all).
        case strict
        /// Bad events are skipped, and each is reported as a warning and counted.
        case lenient
    }

    public var mode: Mode
    /// Whether unknown event types are errors (`--strict`) rather than warnings.
    public var unknownTypesAreErrors: Bool
    /// The JSON parser: the strict walk's tape (the default), or json-c as the reference for tests
    /// and the reader fuzz target. Not a command-line option.
    package var parser: TraceJSONParser = .strictWalk

    public init(mode: Mode = .strict, unknownTypesAreErrors: Bool = false) {
        self.mode = mode
        self.unknownTypesAreErrors = unknownTypesAreErrors
    }

    /// The default of `validate`, `inspect` and `analyze`.
    public static let `default` = TraceReadOptions()
}
