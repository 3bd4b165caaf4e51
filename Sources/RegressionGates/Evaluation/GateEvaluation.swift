import TraceAnalysis

/// All results of a gate, in configuration order.
public struct GateEvaluation: Sendable, Hashable {
    public let results: [GateResult]

    public init(results: [GateResult]) {
        self.results = results
    }

    public var outcome: GateOutcome {
        results.contains { $0.status == .fail } ? .failed : .passed
    }

    public var passedCount: Int { results.count { $0.status == .pass } }
    public var warningCount: Int { results.count { $0.status == .warn } }
    public var failureCount: Int { results.count { $0.status == .fail } }

    /// `2 of 9 checks failed`, then `, 1 warning` when some warned: the first line of the
    /// Markdown summary and the console's verdict (docs/gates.md "Output").
    public var headline: String {
        var text = "\(failureCount) of \(results.count) \(results.count == 1 ? "check" : "checks") failed"
        if warningCount > 0 { text += ", \(warningCount) \(warningCount == 1 ? "warning" : "warnings")" }
        return text
    }

    /// `1 failed, 1 warning, 3 passed` (failures and warnings only when there are some).
    public var countsDescription: String {
        var parts: [String] = []
        if failureCount > 0 { parts.append("\(failureCount) failed") }
        if warningCount > 0 { parts.append("\(warningCount) \(warningCount == 1 ? "warning" : "warnings")") }
        parts.append("\(passedCount) passed")
        return parts.joined(separator: ", ")
    }
}
