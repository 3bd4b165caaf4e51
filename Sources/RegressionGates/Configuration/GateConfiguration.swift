import TraceAnalysis
import TraceModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A gate configuration, schema version 1 (docs/gates.md): the assertions to check, in order.
///
/// ```json
/// {"version": 1, "assertions": [
///   {"metric": "first_touch_latency_ms", "statistic": "p95", "engine": "fluid",
///    "scenario": "quick-dismiss", "max": 120},
///   {"metric": "cancel_success", "statistic": "rate", "engine": "fluid", "min": 0.9, "level": "warn"},
///   {"metric": "gestures_per_intent", "statistic": "mean", "engine": "fluid",
///    "maxIncrease": {"percent": 10}}
/// ]}
/// ```
///
/// Reading is strict: unknown keys, wrong types, unknown metrics, statistics a metric does not
/// have, assertions without a limit and duplicate names are all errors, each naming the field path.
package struct GateConfiguration: Sendable, Hashable {
    /// The only `version` this reader accepts.
    package static let currentVersion = 1

    /// In configuration order, which is the order of every report.
    package let assertions: [GateAssertion]

    /// Checks the assertions as the file reader does (everything but JSON types and keys).
    package init(assertions: [GateAssertion]) throws(GateConfigurationError) {
        let problems = Self.problems(of: assertions.enumerated().map { ($0.offset, $0.element) })
        if !problems.isEmpty { throw GateConfigurationError(problems: problems) }
        self.assertions = assertions
    }

    init(validated assertions: [GateAssertion]) {
        self.assertions = assertions
    }

    /// Whether any assertion has a regression limit, so evaluation needs a baseline summary.
    package var needsBaseline: Bool {
        assertions.contains(where: \.needsBaseline)
    }

    /// The engines the assertions name, each once, in configuration order: what the analysis must
    /// run for the gate to be evaluated.
    package var engines: [SummaryRow.Engine] {
        var seen: Set<SummaryRow.Engine> = []
        return assertions.map(\.engine).filter { seen.insert($0).inserted }
    }

    /// Reads a configuration file's bytes (UTF-8 JSON).
    package static func parse(json data: Data) throws(GateConfigurationError) -> GateConfiguration {
        try GateConfigurationReader.read(try ConfigurationReader.document(data))
    }

    /// Reads a configuration from JSON text.
    package static func parse(jsonText: String) throws(GateConfigurationError) -> GateConfiguration {
        try parse(json: Data(jsonText.utf8))
    }

    /// Problems of each assertion (prefixed with `assertions[i].`) and of names used twice.
    static func problems(of indexed: [(index: Int, assertion: GateAssertion)]) -> [GateConfigurationError.Problem] {
        var problems: [GateConfigurationError.Problem] = []
        var firstIndexOfName: [String: Int] = [:]
        for (index, assertion) in indexed {
            for (field, reason) in assertion.problems() {
                problems.append(.init(path: path(index, field), reason: reason))
            }
            if let first = firstIndexOfName[assertion.name] {
                problems.append(
                    .init(
                        path: path(index, "name"),
                        reason:
                            "duplicate name \(MessageQuoting.quoted(assertion.name, limit: 80)) (also assertions[\(first)]); "
                            + "give each assertion a unique \"name\""
                    ))
            } else {
                firstIndexOfName[assertion.name] = index
            }
        }
        return problems
    }

    /// `assertions[i]` or `assertions[i].field`.
    static func path(_ index: Int, _ field: String) -> String {
        field.isEmpty ? "assertions[\(index)]" : "assertions[\(index)].\(field)"
    }
}
