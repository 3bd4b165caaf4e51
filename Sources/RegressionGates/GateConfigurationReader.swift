import TraceAnalysis
import TraceModel

/// Turns a decoded JSON document into a `GateConfiguration`, collecting every problem with its
/// field path rather than stopping at the first.
enum GateConfigurationReader {
    typealias Problem = GateConfigurationError.Problem

    static let topLevelKeys = ["version", "assertions"]
    static let assertionKeys = [
        "name", "metric", "statistic", "engine", "scenario", "min", "max", "maxIncrease", "maxDecrease", "level",
    ]

    static func read(_ document: JSONValue) throws(GateConfigurationError) -> GateConfiguration {
        guard let members = document.objectMembers else {
            throw GateConfigurationError(
                path: "",
                reason: "expected a JSON object with \"version\" and \"assertions\", got \(document.kindDescription)")
        }
        var problems: [Problem] = []
        switch members["version"] {
        case nil:
            problems.append(.init(path: "version", reason: "missing; expected \(GateConfiguration.currentVersion)"))
        case .number(let v) where v == Double(GateConfiguration.currentVersion):
            break
        case .number(let v):
            problems.append(
                .init(
                    path: "version",
                    reason:
                        "unsupported version \(GateNumber.format(v)); this gesturetrace reads version \(GateConfiguration.currentVersion)"
                ))
        case let value?:
            problems.append(
                .init(
                    path: "version",
                    reason: "expected the number \(GateConfiguration.currentVersion), got \(value.kindDescription)"))
        }
        problems += unknownKeys(in: members, known: topLevelKeys, path: { $0 })

        var assertions: [(index: Int, assertion: GateAssertion)] = []
        switch members["assertions"] {
        case nil:
            problems.append(.init(path: "assertions", reason: "missing; expected an array of assertions"))
        case .array(let items) where items.isEmpty:
            problems.append(.init(path: "assertions", reason: "empty; a gate needs at least one assertion"))
        case .array(let items):
            for (index, item) in items.enumerated() {
                let (assertion, found) = readAssertion(item, index: index)
                problems += found
                if let assertion { assertions.append((index, assertion)) }
            }
            problems += GateConfiguration.problems(of: assertions)
        case let value?:
            problems.append(.init(path: "assertions", reason: "expected an array, got \(value.kindDescription)"))
        }
        if !problems.isEmpty { throw GateConfigurationError(problems: problems) }
        return GateConfiguration(validated: assertions.map(\.assertion))
    }

    /// The assertion when its required fields could be read (its own semantic problems are then
    /// left to `GateConfiguration.problems(of:)`), and the problems found reading it.
    static func readAssertion(_ value: JSONValue, index: Int) -> (GateAssertion?, [Problem]) {
        let at = { (field: String) in GateConfiguration.path(index, field) }
        guard let members = value.objectMembers else {
            return (nil, [.init(path: at(""), reason: "expected an object, got \(value.kindDescription)")])
        }
        var problems: [Problem] = []
        let name = string(members, "name", at: at, problems: &problems)

        var metric: MetricName?
        if let text = string(members, "metric", at: at, problems: &problems, required: true) {
            metric = MetricName(rawValue: text)
            if metric == nil {
                problems.append(
                    .init(
                        path: at("metric"),
                        reason:
                            "unknown metric \"\(text)\"; expected one of \(list(MetricName.allCases.map(\.rawValue)))"))
            }
        }
        var statistic: GateStatistic?
        if let text = string(members, "statistic", at: at, problems: &problems, required: true) {
            statistic = GateStatistic(rawValue: text)
            if statistic == nil {
                problems.append(
                    .init(
                        path: at("statistic"),
                        reason:
                            "unknown statistic \"\(text)\"; expected one of \(list(GateStatistic.allCases.map(\.rawValue)))"
                    ))
            }
        }
        let engine = string(
            members, "engine", at: at, problems: &problems, required: true,
            missingReason: "missing; name the engine whose summary rows are checked, for example \"fluid\"")
        let scenario = string(members, "scenario", at: at, problems: &problems)

        let before = problems.count
        let min = number(members, "min", at: at, problems: &problems)
        let max = number(members, "max", at: at, problems: &problems)
        let maxIncrease = regressionLimit(members, "maxIncrease", at: at, problems: &problems)
        let maxDecrease = regressionLimit(members, "maxDecrease", at: at, problems: &problems)
        let limitsRead = problems.count == before

        var level = GateLevel.error
        if let text = string(members, "level", at: at, problems: &problems) {
            if let parsed = GateLevel(rawValue: text) {
                level = parsed
            } else {
                problems.append(
                    .init(path: at("level"), reason: "unknown level \"\(text)\"; expected warn or error (the default)"))
            }
        }
        problems += unknownKeys(in: members, known: assertionKeys, path: at)

        guard let metric, let statistic, let engine else {
            // Not an assertion yet; still report what can be said about the parts that were read.
            if let metric, let statistic, let reason = GateAssertion.statisticProblem(statistic, metric: metric) {
                problems.append(.init(path: at("statistic"), reason: reason))
            }
            if limitsRead {
                for (field, reason) in GateAssertion.limitProblems(
                    min: min, max: max, maxIncrease: maxIncrease, maxDecrease: maxDecrease)
                {
                    problems.append(.init(path: at(field), reason: reason))
                }
            }
            return (nil, problems)
        }
        guard problems.isEmpty else { return (nil, problems) }
        let assertion = GateAssertion(
            name: name, metric: metric, statistic: statistic, engine: engine, scenario: scenario,
            min: min, max: max, maxIncrease: maxIncrease, maxDecrease: maxDecrease, level: level)
        return (assertion, problems)
    }

    static func string(
        _ members: [String: JSONValue], _ key: String, at: (String) -> String, problems: inout [Problem],
        required: Bool = false, missingReason: String? = nil
    ) -> String? {
        switch members[key] {
        case nil:
            if required {
                var reason = missingReason ?? "missing"
                if missingReason == nil, key == "metric" {
                    reason += "; expected one of \(list(MetricName.allCases.map(\.rawValue)))"
                } else if missingReason == nil, key == "statistic" {
                    reason += "; expected one of \(list(GateStatistic.allCases.map(\.rawValue)))"
                }
                problems.append(.init(path: at(key), reason: reason))
            }
            return nil
        case .string(let text):
            return text
        case let value?:
            problems.append(.init(path: at(key), reason: "expected a string, got \(value.kindDescription)"))
            return nil
        }
    }

    static func number(
        _ members: [String: JSONValue], _ key: String, at: (String) -> String, problems: inout [Problem]
    ) -> Double? {
        switch members[key] {
        case nil: return nil
        case .number(let value): return value
        case let value?:
            problems.append(.init(path: at(key), reason: "expected a number, got \(value.kindDescription)"))
            return nil
        }
    }

    /// `{"absolute": N}` or `{"percent": N}`, exactly one of them.
    static func regressionLimit(
        _ members: [String: JSONValue], _ key: String, at: (String) -> String, problems: inout [Problem]
    ) -> GateRegressionLimit? {
        guard let value = members[key] else { return nil }
        let expected = "expected {\"absolute\": N} or {\"percent\": N}"
        guard let limit = value.objectMembers else {
            problems.append(.init(path: at(key), reason: "\(expected), got \(value.kindDescription)"))
            return nil
        }
        let before = problems.count
        problems += unknownKeys(in: limit, known: ["absolute", "percent"], path: { at("\(key).\($0)") })
        let units = GateRegressionLimit.Unit.allCases.filter { limit[$0.rawValue] != nil }
        if units.count > 1 {
            problems.append(.init(path: at(key), reason: "give either \"absolute\" or \"percent\", not both"))
        } else if units.isEmpty, problems.count == before {
            problems.append(.init(path: at(key), reason: expected))
        }
        guard problems.count == before, let unit = units.first else { return nil }
        guard let amount = number(limit, unit.rawValue, at: { at("\(key).\($0)") }, problems: &problems) else {
            return nil
        }
        return GateRegressionLimit(amount: amount, unit: unit)
    }

    /// One problem per key not in `known`, in sorted order (JSON objects have no order to keep).
    static func unknownKeys(in members: [String: JSONValue], known: [String], path: (String) -> String) -> [Problem] {
        members.keys.filter { !known.contains($0) }.sorted().map {
            Problem(path: path($0), reason: "unknown key; expected one of \(list(known))")
        }
    }

    static func list(_ names: [String]) -> String {
        names.joined(separator: ", ")
    }
}
