/// A problem that ends a corpus run before its result: a path, a trace list, a configuration file
/// or a summary partial that is wrong. The command line writes `description` on stderr and exits
/// with 64 for `usage` and 65 for `badInput` (README "Exit codes"); a report folder that cannot be
/// written ends the run with an `OutputError` (exit 64) instead.
public struct CorpusError: Error, CustomStringConvertible, Equatable, Sendable {
    /// Whose fault the problem is.
    public enum Kind: Sendable, Equatable {
        /// A request's value (a path, an option's file) is wrong: exit 64.
        case usage
        /// An input (a trace list, a summary partial) is invalid: exit 65.
        case badInput
    }

    /// Whose fault the problem is.
    public let kind: Kind
    /// The message, naming the file (and its line or field) and what was expected.
    public let description: String

    package init(_ kind: Kind, _ description: String) {
        self.kind = kind
        self.description = description
    }

    /// A wrong value of the request (exit 64).
    package static func usage(_ message: String) -> CorpusError { CorpusError(.usage, message) }

    /// An invalid input (exit 65).
    package static func badInput(_ message: String) -> CorpusError { CorpusError(.badInput, message) }
}
