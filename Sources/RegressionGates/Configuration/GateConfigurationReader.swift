import TraceAnalysis
import TraceModel

/// Turns a decoded JSON document into a `GateConfiguration` with the shared
/// `ConfigurationReader`, collecting every problem with its field path rather than stopping at
/// the first.
enum GateConfigurationReader {
    typealias Problem = ConfigurationError.Problem

    static let topLevelKeys = ["version", "assertions"]
    static let assertionKeys = [
        "name", "metric", "statistic", "engine", "scenario", "device", "flow", "step", "goal", "min", "max",
        "maxIncrease", "maxDecrease", "minCount", "level",
    ]

    static func read(_ document: JSONValue) throws(ConfigurationError) -> GateConfiguration {
        var reader = ConfigurationReader()
        let expected = "a JSON object with \"version\" and \"assertions\""
        guard let root = reader.object(document, at: "", keys: topLevelKeys, expected: expected) else {
            throw ConfigurationError(problems: reader.problems)
        }
        // Unknown top-level keys come after the version's problem, as the file reads.
        let unknown = reader.problems
        reader = ConfigurationReader()
        reader.version(root, current: GateConfiguration.currentVersion)
        reader.report(unknown)

        var assertions: [(index: Int, assertion: GateAssertion)] = []
        switch root["assertions"] {
        case nil:
            reader.report("assertions", "missing; expected an array of assertions")
        case .array(let items) where items.isEmpty:
            reader.report("assertions", "empty; a gate needs at least one assertion")
        case .array(let items):
            for (index, item) in items.enumerated() {
                if let assertion = readAssertion(item, index: index, reader: &reader) {
                    assertions.append((index, assertion))
                }
            }
            reader.report(GateConfiguration.problems(of: assertions))
        case let value?:
            reader.report("assertions", "expected an array, got \(value.kindDescription)")
        }
        try reader.finish()
        return GateConfiguration(validated: assertions.map(\.assertion))
    }

    /// The assertion when its fields could be read without a problem (its own semantic problems
    /// are then left to `GateConfiguration.problems(of:)`); the problems go to `reader`.
    static func readAssertion(_ value: JSONValue, index: Int, reader: inout ConfigurationReader) -> GateAssertion? {
        let start = reader.problems.count
        let path = GateConfiguration.path(index, "")
        guard let object = reader.object(value, at: path, keys: assertionKeys) else { return nil }
        // Unknown keys are reported after the fields, as before.
        let unknown = Array(reader.problems[start...])
        var fields = ConfigurationReader()
        let assertion = readFields(object, reader: &fields)
        reader = reader.dropping(from: start)
        reader.report(fields.problems + unknown)
        return reader.problems.count == start ? assertion : nil
    }

    private static func readFields(_ object: ConfigurationObject, reader: inout ConfigurationReader) -> GateAssertion? {
        let name = reader.string(object, "name")
        let metricNames = list(MetricName.allCases.map(\.rawValue))
        let statisticNames = list(GateStatistic.allCases.map(\.rawValue))
        var metric: MetricName?
        if let text = reader.string(
            object, "metric", required: true, missing: "missing; expected one of \(metricNames)")
        {
            metric = MetricName(rawValue: text)
            if metric == nil {
                reader.report(
                    object.path("metric"),
                    "unknown metric \(MessageQuoting.quoted(text)); expected one of \(metricNames)")
            }
        }
        var statistic: GateStatistic?
        if let text = reader.string(
            object, "statistic", required: true, missing: "missing; expected one of \(statisticNames)")
        {
            statistic = GateStatistic(rawValue: text)
            if statistic == nil {
                reader.report(
                    object.path("statistic"),
                    "unknown statistic \(MessageQuoting.quoted(text)); expected one of \(statisticNames)")
            }
        }
        let engineNames = list(SummaryRow.Engine.allCases.map(\.rawValue))
        var engine: SummaryRow.Engine?
        if let text = reader.string(
            object, "engine", required: true,
            missing: "missing; name the engine whose summary rows are checked: one of \(engineNames)")
        {
            engine = SummaryRow.Engine(rawValue: text)
            if engine == nil {
                reader.report(
                    object.path("engine"),
                    "unknown engine \(MessageQuoting.quoted(text)); expected one of \(engineNames)")
            }
        }
        let scenario = reader.string(object, "scenario")
        let device = reader.string(object, "device")
        let flow = reader.string(object, "flow")
        let step = reader.string(object, "step")
        var goal = SummaryGoal.all
        if let text = reader.string(object, "goal") {
            if let parsed = SummaryGoal(rawValue: text) {
                goal = parsed
            } else {
                let goals = SummaryGoal.allCases.map(\.rawValue).joined(separator: ", ")
                reader.report(
                    object.path("goal"), "unknown goal \(MessageQuoting.quoted(text)); expected one of \(goals)")
            }
        }

        let before = reader.problems.count
        let min = reader.number(object, "min")
        let max = reader.number(object, "max")
        let maxIncrease = regressionLimit(object, "maxIncrease", reader: &reader)
        let maxDecrease = regressionLimit(object, "maxDecrease", reader: &reader)
        let limitsRead = reader.problems.count == before
        var minCount: Int?
        if let count = reader.number(
            object, "minCount",
            NumberRule(expected: "a whole number >= 1") { $0.isFinite && $0 >= 1 && $0 == $0.rounded() && $0 < 1e9 })
        {
            minCount = Int(count)
        }

        var level = GateLevel.error
        if let text = reader.string(object, "level") {
            if let parsed = GateLevel(rawValue: text) {
                level = parsed
            } else {
                reader.report(
                    object.path("level"),
                    "unknown level \(MessageQuoting.quoted(text)); expected warn or error (the default)")
            }
        }
        guard let metric, let statistic, let engine else {
            // Not an assertion yet; still report what can be said about the parts that were read.
            if let metric, let statistic, let reason = GateAssertion.statisticProblem(statistic, metric: metric) {
                reader.report(object.path("statistic"), reason)
            }
            if limitsRead {
                for (field, reason) in GateAssertion.limitProblems(
                    min: min, max: max, maxIncrease: maxIncrease, maxDecrease: maxDecrease)
                {
                    reader.report(object.path(field), reason)
                }
            }
            return nil
        }
        return GateAssertion(
            name: name, metric: metric, statistic: statistic, engine: engine, scenario: scenario, device: device,
            flow: flow, step: step, goal: goal, min: min, max: max, maxIncrease: maxIncrease,
            maxDecrease: maxDecrease, minCount: minCount, level: level)
    }

    /// `{"absolute": N}` or `{"percent": N}`, exactly one of them.
    static func regressionLimit(
        _ object: ConfigurationObject, _ key: String, reader: inout ConfigurationReader
    ) -> GateRegressionLimit? {
        guard let value = object[key] else { return nil }
        let expected = "{\"absolute\": N} or {\"percent\": N}, optionally with \"significant\": true"
        let before = reader.problems.count
        guard
            let limit = reader.object(
                value, at: object.path(key), keys: ["absolute", "percent", "significant"], expected: expected)
        else { return nil }
        let units = GateRegressionLimit.Unit.allCases.filter { limit[$0.rawValue] != nil }
        if units.count > 1 {
            reader.report(object.path(key), "give either \"absolute\" or \"percent\", not both")
        } else if units.isEmpty, reader.problems.count == before {
            reader.report(object.path(key), "expected \(expected)")
        }
        var significant = false
        switch limit["significant"] {
        case nil: break
        case .bool(let value): significant = value
        case let value?:
            reader.report(limit.path("significant"), "expected true or false, got \(value.kindDescription)")
        }
        guard reader.problems.count == before, let unit = units.first,
            let amount = reader.number(limit, unit.rawValue)
        else { return nil }
        return GateRegressionLimit(amount: amount, unit: unit, significant: significant)
    }

    static func list(_ names: [String]) -> String {
        names.joined(separator: ", ")
    }
}

extension ConfigurationReader {
    /// The reader with the problems from index `start` on removed (to put them back in file order).
    fileprivate func dropping(from start: Int) -> ConfigurationReader {
        var copy = ConfigurationReader()
        copy.report(Array(problems[..<start]))
        return copy
    }
}
