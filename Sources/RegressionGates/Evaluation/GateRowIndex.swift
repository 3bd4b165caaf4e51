import TraceAnalysis
import TraceModel

/// Summary rows by engine, scope and metric, answering "which row does this assertion read" or
/// naming the field of the assertion that has no row (a configuration error, exit 64).
struct GateRowIndex {
    struct Key: Hashable {
        var engine: SummaryRow.Engine
        var scope: SummaryScope
        var goal: SummaryGoal = .all
        var metric: MetricName
    }

    /// `summary` or `baseline summary`, for messages.
    let source: String
    private(set) var rows: [Key: SummaryRow] = [:]
    private var engines: Set<SummaryRow.Engine> = []
    private var scenariosByEngine: [SummaryRow.Engine: Set<String>] = [:]
    private var devicesByEngine: [SummaryRow.Engine: Set<String>] = [:]

    init(_ rows: [SummaryRow], source: String) {
        self.source = source
        for row in rows {
            let key = Key(engine: row.engine, scope: row.scope, goal: row.goal, metric: row.metric)
            if self.rows[key] == nil { self.rows[key] = row }
            engines.insert(row.engine)
            if case .scenario(let name) = row.scope { scenariosByEngine[row.engine, default: []].insert(name) }
            if case .device(let label) = row.scope { devicesByEngine[row.engine, default: []].insert(label) }
        }
    }

    /// The row `assertion` reads, or the field with no row and why.
    func row(for assertion: GateAssertion) -> Result<SummaryRow, GateFieldError> {
        let engine = assertion.engine
        if let row = rows[Key(engine: engine, scope: assertion.scope, goal: assertion.goal, metric: assertion.metric)] {
            return .success(row)
        }
        guard engines.contains(engine) else {
            let present =
                engines.isEmpty
                ? "it has no rows at all" : "engines there: " + engines.map(\.rawValue).sorted().joined(separator: ", ")
            return .failure(
                GateFieldError(
                    field: "engine",
                    reason:
                        "engine \(MessageQuoting.quoted(assertion.engine.rawValue)) has no rows in the \(source) (\(present))"
                )
            )
        }
        if let device = assertion.device, devicesByEngine[engine]?.contains(device) != true {
            let known = devicesByEngine[engine, default: []].sorted().map { MessageQuoting.quoted($0, limit: 80) }
            let present =
                known.isEmpty
                ? "it has no device rows: analyze with --by device" : "devices there: " + known.joined(separator: ", ")
            return .failure(
                GateFieldError(
                    field: "device",
                    reason:
                        "device \(MessageQuoting.quoted(device, limit: 80)) has no rows for engine \(MessageQuoting.quoted(assertion.engine.rawValue))"
                        + " in the \(source) (\(present))"))
        }
        if let scenario = assertion.scenario, scenariosByEngine[engine]?.contains(scenario) != true {
            let known = scenariosByEngine[engine, default: []].sorted()
            let present =
                known.isEmpty ? "it has no scenario rows" : "scenarios there: " + known.joined(separator: ", ")
            return .failure(
                GateFieldError(
                    field: "scenario",
                    reason:
                        "scenario \(MessageQuoting.quoted(scenario, limit: 80)) has no rows for engine \(MessageQuoting.quoted(assertion.engine.rawValue))"
                        + " in the \(source) (\(present))"
                ))
        }
        let scope =
            GateEvaluator.scopeDescription(assertion)
            + (assertion.flow != nil ? " (analyse with --flows naming it)" : "")
        return .failure(
            GateFieldError(
                field: "metric",
                reason:
                    "the \(source) has no \(assertion.metric.rawValue) row for engine \(MessageQuoting.quoted(assertion.engine.rawValue)), \(scope)"
            ))
    }
}

/// A problem with one field of an assertion, before it gets its `assertions[i].` prefix.
struct GateFieldError: Error, Hashable {
    var field: String
    var reason: String
}
