import GestureRecognition
import TraceModel

/// Turns a decoded JSON document into a `FlowConfiguration` with the shared
/// `ConfigurationReader`, collecting every problem with its field path.
enum FlowConfigurationReader {
    static let topLevelKeys = ["version", "flows"]
    static let flowKeys = ["name", "mode", "start", "windowMs", "steps"]
    static let stepKeys = ["name", "gesture", "direction", "target", "waitMs", "windowMs"]
    static let directions: [GestureDirection] = [.up, .down, .left, .right]

    static func read(_ document: JSONValue) throws(ConfigurationError) -> FlowConfiguration {
        var reader = ConfigurationReader()
        let expected = "a JSON object with \"version\" and \"flows\""
        guard let root = reader.object(document, at: "", keys: topLevelKeys, expected: expected) else {
            throw ConfigurationError(problems: reader.problems)
        }
        reader.version(root, current: FlowConfiguration.currentVersion)
        var flows: [Flow] = []
        switch root["flows"] {
        case nil:
            reader.report("flows", "missing; expected an array of flows")
        case .array(let items) where items.isEmpty:
            reader.report("flows", "empty; a definition needs at least one flow")
        case .array(let items):
            var firstIndexOfName: [String: Int] = [:]
            for (index, item) in items.enumerated() {
                guard let flow = readFlow(item, path: "flows[\(index)]", reader: &reader) else { continue }
                if let first = firstIndexOfName[flow.name] {
                    reader.report(
                        "flows[\(index)].name",
                        "\(MessageQuoting.quoted(flow.name, limit: 80)) is already the name of flows[\(first)]")
                } else {
                    firstIndexOfName[flow.name] = index
                }
                flows.append(flow)
            }
        case let value?:
            reader.report("flows", "expected an array, got \(value.kindDescription)")
        }
        try reader.finish()
        return FlowConfiguration(flows: flows)
    }

    /// The flow when it could be read without a problem; the problems go to `reader`.
    static func readFlow(_ value: JSONValue, path: String, reader: inout ConfigurationReader) -> Flow? {
        let before = reader.problems.count
        guard let object = reader.object(value, at: path, keys: flowKeys) else { return nil }
        let name = reader.string(object, "name", required: true, missing: "missing; expected the flow's name")
        if let name, name.isEmpty || name.contains("/") {
            reader.report(
                object.path("name"),
                "expected a non-empty name without \"/\", got \(MessageQuoting.quoted(name, limit: 80))")
        }
        let mode = choice(object, "mode", FlowMode.allCases, default: .ordered, reader: &reader)
        let start = choice(object, "start", FlowStart.allCases, default: .trace, reader: &reader)
        let window = reader.number(object, "windowMs", .positive("number of ms"))
        var steps: [FlowStep] = []
        switch object["steps"] {
        case nil:
            reader.report(object.path("steps"), "missing; expected an array of steps")
        case .array(let items) where items.isEmpty:
            reader.report(object.path("steps"), "empty; a flow needs at least one step")
        case .array(let items):
            var firstIndexOfName: [String: Int] = [:]
            for (index, item) in items.enumerated() {
                let stepPath = "\(object.path("steps"))[\(index)]"
                guard let step = readStep(item, path: stepPath, reader: &reader) else { continue }
                if index == 0, step.isTimed {
                    reader.report(stepPath, "the first step must be a gesture step (a run starts with a gesture)")
                }
                if let first = firstIndexOfName[step.name] {
                    reader.report(
                        stepPath + ".name",
                        "\(MessageQuoting.quoted(step.name, limit: 80)) is already the name of steps[\(first)]")
                } else {
                    firstIndexOfName[step.name] = index
                }
                steps.append(step)
            }
        case let value?:
            reader.report(object.path("steps"), "expected an array, got \(value.kindDescription)")
        }
        guard reader.problems.count == before, let name, let mode, let start else { return nil }
        return Flow(name: name, steps: steps, mode: mode, start: start, windowMs: window)
    }

    static func readStep(_ value: JSONValue, path: String, reader: inout ConfigurationReader) -> FlowStep? {
        let before = reader.problems.count
        guard let object = reader.object(value, at: path, keys: stepKeys) else { return nil }
        let name = reader.string(object, "name", required: true, missing: "missing; expected the step's name")
        if name?.isEmpty == true { reader.report(object.path("name"), "must not be empty") }
        let kinds = GestureKind.allCases.map(\.rawValue).joined(separator: ", ")
        var kind: GestureKind?
        if let text = reader.string(object, "gesture") {
            kind = GestureKind(rawValue: text)
            if kind == nil {
                reader.report(
                    object.path("gesture"), "unknown gesture \(MessageQuoting.quoted(text)); expected one of \(kinds)")
            }
        }
        var direction: GestureDirection?
        if let text = reader.string(object, "direction") {
            direction = GestureDirection(rawValue: text).flatMap { directions.contains($0) ? $0 : nil }
            if direction == nil {
                reader.report(
                    object.path("direction"),
                    "unknown direction \(MessageQuoting.quoted(text)); expected up, down, left or right")
            } else if let kind, kind != .pan, kind != .swipe {
                reader.report(object.path("direction"), "only a pan or swipe step has a direction")
            }
        }
        let target = reader.string(object, "target")
        if target?.isEmpty == true {
            reader.report(object.path("target"), "must not be empty; leave it out for any target")
        }
        let wait = reader.number(object, "waitMs", .positive("number of ms"))
        let window = reader.number(object, "windowMs", .positive("number of ms"))
        let hasGesture = object["gesture"] != nil
        let hasWait = object["waitMs"] != nil
        if hasGesture == hasWait {
            reader.report(
                path,
                hasGesture
                    ? "give either \"gesture\" or \"waitMs\", not both"
                    : "missing; expected \"gesture\" (one of \(kinds)) or \"waitMs\"")
        }
        if hasWait {
            for key in ["direction", "target", "windowMs"] where object[key] != nil {
                reader.report(object.path(key), "a timed step (waitMs) has no \(key)")
            }
        }
        guard reader.problems.count == before, let name else { return nil }
        if let wait { return FlowStep(name: name, expectation: .wait(ms: wait)) }
        guard let kind else { return nil }
        return FlowStep(
            name: name,
            expectation: .gesture(kind: kind, direction: direction, target: target.map(FlowTargetPattern.init)),
            windowMs: window)
    }

    /// A string member that must be one of `cases` (by raw value); `fallback` when absent.
    static func choice<T: RawRepresentable>(
        _ object: ConfigurationObject, _ key: String, _ cases: [T], default fallback: T,
        reader: inout ConfigurationReader
    ) -> T? where T.RawValue == String {
        guard let text = reader.string(object, key) else { return object[key] == nil ? fallback : nil }
        guard let value = cases.first(where: { $0.rawValue == text }) else {
            let names = cases.map(\.rawValue).joined(separator: " or ")
            reader.report(object.path(key), "unknown \(key) \(MessageQuoting.quoted(text)); expected \(names)")
            return nil
        }
        return value
    }
}
