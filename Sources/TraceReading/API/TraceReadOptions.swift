/// How strictly `TraceReader` treats problems.
package struct TraceReadOptions: Sendable, Hashable {
    /// What happens to an event with a problem.
    package enum Mode: String, Sendable, Hashable {
        /// Every bad event is an error: the trace is invalid (reading goes on, to report them all).
        case strict
        /// Bad events are skipped, and each is reported as a warning and counted.
        case lenient
    }

    package var mode: Mode
    /// Whether unknown event types are errors (`--strict`) rather than warnings.
    package var unknownTypesAreErrors: Bool
    /// The JSON parser: the strict walk's tape (the default), or json-c as the reference for tests
    /// and the reader fuzz target. Not a command-line option.
    package var parser: TraceJSONParser = .strictWalk
    /// Files never read as traces: the command's outputs that exist already (docs/output-safety.md
    /// "Never over an input"). One of them is refused when it is opened, before a byte of it is
    /// read, whatever its name, with a `TraceReadError` whose `refusedFile` says which.
    package var refusedFiles: Set<FileIdentity> = []

    package init(mode: Mode = .strict, unknownTypesAreErrors: Bool = false) {
        self.mode = mode
        self.unknownTypesAreErrors = unknownTypesAreErrors
    }

    /// The default of `validate`, `inspect` and `analyze`.
    package static let `default` = TraceReadOptions()
}
