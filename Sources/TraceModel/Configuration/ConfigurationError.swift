/// Why a JSON configuration file (gates, engines, and any configuration to come) cannot be used:
/// every problem found, each naming the field path and what was expected. The one error model of
/// every configuration reader (`ConfigurationReader`); docs/configuration.md.
///
/// Printed one problem per line, `FILE:LINE: PATH: REASON`, with the parts that are known: the
/// file once the command line names it (`in(file:)`), the line only for text that is not JSON
/// (decoded values carry no positions), the path unless the problem is the document as a whole.
public struct ConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// One problem: `assertions[2].metric: unknown metric "latency"; expected one of ...`.
    public struct Problem: Sendable, Hashable, CustomStringConvertible {
        /// The field path: `version`, `assertions[2].maxIncrease.percent`, `fluid.rest.speed`;
        /// empty for the document as a whole.
        public var path: String
        /// What is wrong and what was expected.
        public var reason: String
        /// The 1-based line in the file, when known.
        public var line: Int?

        public init(path: String, reason: String, line: Int? = nil) {
            self.path = path
            self.reason = reason
            self.line = line
        }

        /// `PATH: REASON`, or the reason alone for the whole document.
        public var description: String { path.isEmpty ? reason : "\(path): \(reason)" }
    }

    /// In file order (document problems, then fields in the order they are read); never empty.
    public var problems: [Problem]
    /// The file the configuration was read from, once known.
    public var file: String?

    public init(problems: [Problem], file: String? = nil) {
        precondition(!problems.isEmpty, "a configuration error has at least one problem")
        self.problems = problems
        self.file = file
    }

    public init(path: String, reason: String) {
        self.init(problems: [Problem(path: path, reason: reason)])
    }

    /// The same problems, naming `file`.
    public func `in`(file: String) -> ConfigurationError {
        ConfigurationError(problems: problems, file: file)
    }

    /// One problem per line, each prefixed with `FILE:` and `LINE:` when known.
    public var description: String {
        problems.map { problem in
            var prefix = file.map { $0 + ":" } ?? ""
            if let line = problem.line { prefix += "\(line):" }
            return prefix.isEmpty ? problem.description : "\(prefix) \(problem.description)"
        }.joined(separator: "\n")
    }
}
