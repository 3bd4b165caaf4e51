import TraceAnalysis

/// All results of a gate, in configuration order.
package struct GateEvaluation: Sendable, Hashable {
    package private(set) var results: [GateResult]

    package init(results: [GateResult]) {
        self.results = results
    }

    /// The results with what changed against the baseline (`GateChangeCollector.changes`, one
    /// per assertion in configuration order) attached to each regression check.
    package func attaching(_ changes: [GateChangedIntents?]) -> GateEvaluation {
        var copy = self
        for index in copy.results.indices where index < changes.count {
            copy.results[index].changed = changes[index]
        }
        return copy
    }

    package var outcome: GateOutcome {
        results.contains { $0.status == .fail } ? .failed : .passed
    }

    package var passedCount: Int { results.count { $0.status == .pass } }
    package var warningCount: Int { results.count { $0.status == .warn } }
    package var failureCount: Int { results.count { $0.status == .fail } }

    /// `2 of 9 checks failed`, then `, 1 warning` when some warned: the first line of the
    /// Markdown summary and the console's verdict (docs/gates.md "Output").
    package var headline: String {
        var text = "\(failureCount) of \(results.count) \(results.count == 1 ? "check" : "checks") failed"
        if warningCount > 0 { text += ", \(warningCount) \(warningCount == 1 ? "warning" : "warnings")" }
        return text
    }

    /// `1 failed, 1 warning, 3 passed` (failures and warnings only when there are some).
    package var countsDescription: String {
        var parts: [String] = []
        if failureCount > 0 { parts.append("\(failureCount) failed") }
        if warningCount > 0 { parts.append("\(warningCount) \(warningCount == 1 ? "warning" : "warnings")") }
        parts.append("\(passedCount) passed")
        return parts.joined(separator: ", ")
    }
}
