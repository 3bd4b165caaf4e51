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
