import TraceAnalysis

/// A gate configuration that cannot be used (exit 64): found while reading the file (bad JSON,
/// unknown or missing fields, bad values) or while evaluating it (an engine, scenario or metric
/// with no row in the summary, a regression limit without a baseline). Distinct from a failed
/// assertion: nothing was measured.
///
/// Holds every problem found, each naming the field path (`assertions[2].metric`) and the reason.
public struct GateConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// One problem: `path: reason`, for example
    /// `assertions[2].metric: unknown metric "latency"; expected one of first_touch_latency_ms, ...`.
    public struct Problem: Sendable, Hashable, CustomStringConvertible {
        /// The field path: `version`, `assertions`, `assertions[2].maxIncrease.percent`; empty for
        /// the document as a whole (not JSON at all).
        public var path: String
        public var reason: String

        public init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }

        public var description: String {
            path.isEmpty ? reason : "\(path): \(reason)"
        }
    }

    /// In file order (configuration order, then field order within an assertion); never empty.
    public var problems: [Problem]

    public init(problems: [Problem]) {
        precondition(!problems.isEmpty, "a configuration error has at least one problem")
        self.problems = problems
    }

    public init(path: String, reason: String) {
        self.init(problems: [Problem(path: path, reason: reason)])
    }

    /// One problem per line.
    public var description: String {
        problems.map(\.description).joined(separator: "\n")
    }
}
