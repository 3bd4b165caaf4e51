import Foundation
import TraceModel

extension EngineConfiguration: Codable {
    /// Reads a configuration from JSON: a partial file keeps the defaults of the keys it leaves
    /// out; unknown keys, values of the wrong type and values out of range are rejected with the
    /// field path and the expectation, e.g. `fluid.response: expected a positive number of seconds,
    /// found -1`.
    ///
    /// A UTF-8 byte order mark is skipped; bytes that are not JSON are `malformedJSON`, with what
    /// is wrong and where.
    public static func load(jsonData: Data) throws(EngineConfigurationError) -> EngineConfiguration {
        switch JSONValue.decode(jsonData: jsonData) {
        case .failure(let problem): throw .malformedJSON(message: problem.detail ?? problem.description)
        case .success(let root): return try EngineConfiguration(parsing: root)
        }
    }

    /// Decodes with the same rules as `load(jsonData:)`; configuration errors are thrown as
    /// `EngineConfigurationError`, unchanged.
    public init(from decoder: any Decoder) throws {
        let root = try JSONValue(from: decoder)
        self = try EngineConfiguration(parsing: root)
    }

    /// Encodes every parameter (keys sorted; `display.refreshHz` only when set; the curve by name
    /// when it has one, else as `[x1, y1, x2, y2]`).
    public func encode(to encoder: any Encoder) throws {
        try configurationValue.encode(to: encoder)
    }

    /// Checks every parameter against the rules `load(jsonData:)` applies, for configurations
    /// built in code; throws the first violation.
    public func validate() throws(EngineConfigurationError) {
        _ = try EngineConfiguration(parsing: configurationValue)
    }
}

// MARK: - Parsing with field paths

extension EngineConfiguration {
    static let keys = ["display", "fluid", "legacy"]

    init(parsing root: JSONValue) throws(EngineConfigurationError) {
        let object = try ConfigurationObject(root, path: "", allowedKeys: Self.keys)
        self.init()
        if let value = object["fluid"] { fluid = try Fluid(parsing: value, path: "fluid") }
        if let value = object["legacy"] { legacy = try Legacy(parsing: value, path: "legacy") }
        if let value = object["display"] { display = try Display(parsing: value, path: "display") }
    }

    var configurationValue: JSONValue {
        .sortedObject([
            "fluid": fluid.configurationValue, "legacy": legacy.configurationValue,
            "display": display.configurationValue,
        ])
    }
}

extension EngineConfiguration.Fluid {
    static let keys = [
        "dampingRatio", "decelerationRate", "panSlop", "projectionThreshold",
        "relativeVelocityCap", "response", "rest",
    ]
    static let restKeys = ["displacement", "speed"]

    init(parsing value: JSONValue, path: String) throws(EngineConfigurationError) {
        let object = try ConfigurationObject(value, path: path, allowedKeys: Self.keys)
        self.init()
        dampingRatio = try object.number("dampingRatio", .positive("damping ratio")) ?? dampingRatio
        response = try object.number("response", .positive("number of seconds")) ?? response
        relativeVelocityCap = try object.number("relativeVelocityCap", .positive("number")) ?? relativeVelocityCap
        if let restValue = object["rest"] {
            let rest = try ConfigurationObject(restValue, path: object.path("rest"), allowedKeys: Self.restKeys)
            self.rest.displacement =
                try rest.number("displacement", .positive("number of points"))
                ?? self.rest.displacement
            self.rest.speed = try rest.number("speed", .positive("number of points per second")) ?? self.rest.speed
        }
        decelerationRate = try object.number("decelerationRate", .openUnitInterval) ?? decelerationRate
        projectionThreshold = try object.number("projectionThreshold", .unitInterval) ?? projectionThreshold
        panSlop = try object.number("panSlop", .nonNegative("number of points")) ?? panSlop
    }

    var configurationValue: JSONValue {
        .sortedObject([
            "dampingRatio": .number(dampingRatio),
            "response": .number(response),
            "relativeVelocityCap": .number(relativeVelocityCap),
            "rest": .sortedObject(["displacement": .number(rest.displacement), "speed": .number(rest.speed)]),
            "decelerationRate": .number(decelerationRate),
            "projectionThreshold": .number(projectionThreshold),
            "panSlop": .number(panSlop),
        ])
    }
}

extension EngineConfiguration.Legacy {
    static let keys = ["curve", "dismissProgressThreshold", "dismissVelocityThreshold", "duration"]
    static let curveExpectation =
        CubicBezierTimingCurve.named.keys.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
        + " or [x1, y1, x2, y2] with x1 and x2 from 0 to 1"

    init(parsing value: JSONValue, path: String) throws(EngineConfigurationError) {
        let object = try ConfigurationObject(value, path: path, allowedKeys: Self.keys)
        self.init()
        duration = try object.number("duration", .positive("number of seconds")) ?? duration
        if let curveValue = object["curve"] {
            curve = try Self.curve(parsing: curveValue, path: object.path("curve"))
        }
        dismissProgressThreshold =
            try object.number("dismissProgressThreshold", .unitInterval)
            ?? dismissProgressThreshold
        dismissVelocityThreshold =
            try object.number(
                "dismissVelocityThreshold",
                .nonNegative("number of points per second"))
            ?? dismissVelocityThreshold
    }

    private static func curve(parsing value: JSONValue, path: String)
        throws(EngineConfigurationError) -> CubicBezierTimingCurve
    {
        switch value {
        case .string(let name):
            if let curve = CubicBezierTimingCurve.named[name] { return curve }
        case .array(let elements):
            let numbers = elements.compactMap { element -> Double? in
                if case .number(let number) = element { return number }
                return nil
            }
            if numbers.count == 4, elements.count == 4,
                CubicBezierTimingCurve.isValid(x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3])
            {
                return CubicBezierTimingCurve(x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3])
            }
        default:
            break
        }
        throw .invalidValue(path: path, expected: curveExpectation, found: value.summary)
    }

    var configurationValue: JSONValue {
        let curveValue: JSONValue =
            curve.name.map { .string($0) } ?? .array(curve.controlPoints.map { .number($0) })
        return .sortedObject([
            "duration": .number(duration),
            "curve": curveValue,
            "dismissProgressThreshold": .number(dismissProgressThreshold),
            "dismissVelocityThreshold": .number(dismissVelocityThreshold),
        ])
    }
}

extension EngineConfiguration.Display {
    static let keys = ["refreshHz", "renderLatencyFrames"]

    init(parsing value: JSONValue, path: String) throws(EngineConfigurationError) {
        let object = try ConfigurationObject(value, path: path, allowedKeys: Self.keys)
        self.init()
        if let frames = try object.number("renderLatencyFrames", .latencyFrames) {
            renderLatencyFrames = Int(frames)
        }
        if let refresh = object["refreshHz"], refresh != .null {
            refreshHz = try object.number("refreshHz", .refreshRate)
        }
    }

    var configurationValue: JSONValue {
        var members: [String: JSONValue] = ["renderLatencyFrames": .number(Double(renderLatencyFrames))]
        if let refreshHz { members["refreshHz"] = .number(refreshHz) }
        return .sortedObject(members)
    }
}

// MARK: - Rules

/// What a numeric field accepts, and how its error message words the expectation.
struct NumberRule: Sendable {
    let expected: String
    let accepts: @Sendable (Double) -> Bool

    static func positive(_ what: String) -> NumberRule {
        NumberRule(expected: "a positive \(what)") { $0.isFinite && $0 > 0 }
    }

    static func nonNegative(_ what: String) -> NumberRule {
        NumberRule(expected: "a non-negative \(what)") { $0.isFinite && $0 >= 0 }
    }

    static let unitInterval = NumberRule(expected: "a number from 0 to 1") { (0...1).contains($0) }
    static let openUnitInterval = NumberRule(expected: "a number greater than 0 and less than 1") {
        $0 > 0 && $0 < 1
    }
    static let latencyFrames = NumberRule(
        expected: "a whole number of frames from 0 to \(EngineConfiguration.Display.maximumRenderLatencyFrames)"
    ) {
        $0 == $0.rounded() && (0...Double(EngineConfiguration.Display.maximumRenderLatencyFrames)).contains($0)
    }
    static let refreshRate = NumberRule(expected: "a positive number of hertz or null") { $0.isFinite && $0 > 0 }
}

/// A JSON object being read at a field path, with its keys checked against the allowed ones.
struct ConfigurationObject {
    let members: [String: JSONValue]
    /// The object's own path; empty for the root.
    let prefix: String

    init(_ value: JSONValue, path: String, allowedKeys: [String]) throws(EngineConfigurationError) {
        guard let members = value.objectMembers else {
            throw .invalidValue(
                path: path.isEmpty ? "configuration" : path, expected: "an object",
                found: value.summary)
        }
        self.members = members
        self.prefix = path
        if let unknown = members.keys.sorted().first(where: { !allowedKeys.contains($0) }) {
            throw .unknownKey(path: self.path(unknown), expected: allowedKeys)
        }
    }

    subscript(key: String) -> JSONValue? { members[key] }

    /// The path of a member, e.g. `fluid.response`.
    func path(_ key: String) -> String { prefix.isEmpty ? key : prefix + "." + key }

    /// The member's number when present (nil when absent); an error when it is not a number or
    /// the rule rejects it.
    func number(_ key: String, _ rule: NumberRule) throws(EngineConfigurationError) -> Double? {
        guard let value = members[key] else { return nil }
        guard case .number(let number) = value, rule.accepts(number) else {
            throw .invalidValue(path: path(key), expected: rule.expected, found: value.summary)
        }
        return number
    }
}
