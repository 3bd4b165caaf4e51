import TraceModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension EngineConfiguration: Codable {
    /// Reads a configuration from JSON: a partial file keeps the defaults of the keys it leaves
    /// out; unknown keys, values of the wrong type and values out of range are rejected, every
    /// one with its field path and the expectation, e.g. `fluid.response: expected a positive
    /// number of seconds, got -1` (`ConfigurationReader`, docs/configuration.md).
    ///
    /// A UTF-8 byte order mark is skipped; bytes that are not JSON are one problem saying what is
    /// wrong and where.
    package static func parse(json data: Data) throws(ConfigurationError) -> EngineConfiguration {
        try EngineConfiguration(parsing: try ConfigurationReader.document(data))
    }

    /// Decodes with the same rules as `parse(json:)`; configuration errors are thrown as
    /// `ConfigurationError`, unchanged.
    package init(from decoder: any Decoder) throws {
        let root = try JSONValue(from: decoder)
        self = try EngineConfiguration(parsing: root)
    }

    /// Encodes every parameter (keys sorted; `display.refreshHz` only when set; the curve by name
    /// when it has one, else as `[x1, y1, x2, y2]`).
    package func encode(to encoder: any Encoder) throws {
        try configurationValue.encode(to: encoder)
    }

    /// Checks every parameter against the rules `parse(json:)` applies, for configurations
    /// built in code; throws every violation.
    package func validate() throws(ConfigurationError) {
        _ = try EngineConfiguration(parsing: configurationValue)
    }
}

// MARK: - Parsing with field paths

extension EngineConfiguration {
    /// The top-level keys of an engine configuration file: one per model engine, and `display`.
    package static let keys = ["display"] + EngineKind.models.map(\.rawValue)

    init(parsing root: JSONValue) throws(ConfigurationError) {
        var reader = ConfigurationReader()
        self.init()
        if let object = reader.object(root, at: "", keys: Self.keys, expected: "a JSON object") {
            if let value = object["fluid"] { fluid = Fluid(parsing: value, path: "fluid", reader: &reader) }
            if let value = object["legacy"] { legacy = Legacy(parsing: value, path: "legacy", reader: &reader) }
            if let value = object["display"] { display = Display(parsing: value, path: "display", reader: &reader) }
        }
        try reader.finish()
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
        "dampingRatio", "decelerationRate", "frameCostMs", "panSlop", "projectionThreshold",
        "relativeVelocityCap", "response", "rest", "startCostMs",
    ]
    static let restKeys = ["displacement", "speed"]

    init(parsing value: JSONValue, path: String, reader: inout ConfigurationReader) {
        self.init()
        guard let object = reader.object(value, at: path, keys: Self.keys) else { return }
        dampingRatio = reader.number(object, "dampingRatio", .positive("damping ratio")) ?? dampingRatio
        response = reader.number(object, "response", .positive("number of seconds")) ?? response
        relativeVelocityCap =
            reader.number(object, "relativeVelocityCap", .positive("number")) ?? relativeVelocityCap
        if let restValue = object["rest"],
            let rest = reader.object(restValue, at: object.path("rest"), keys: Self.restKeys)
        {
            self.rest.displacement =
                reader.number(rest, "displacement", .positive("number of points")) ?? self.rest.displacement
            self.rest.speed = reader.number(rest, "speed", .positive("number of points per second")) ?? self.rest.speed
        }
        decelerationRate = reader.number(object, "decelerationRate", .openUnitInterval) ?? decelerationRate
        projectionThreshold = reader.number(object, "projectionThreshold", .unitInterval) ?? projectionThreshold
        panSlop = reader.number(object, "panSlop", .nonNegative("number of points")) ?? panSlop
        cost = FrameCost(parsing: object, reader: &reader, defaults: cost)
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
            "startCostMs": .number(cost.startCostMs),
            "frameCostMs": .number(cost.frameCostMs),
        ])
    }
}

extension EngineConfiguration.Legacy {
    static let keys = [
        "curve", "dismissProgressThreshold", "dismissVelocityThreshold", "duration", "frameCostMs", "startCostMs",
    ]
    static let curveExpectation =
        CubicBezierTimingCurve.named.keys.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
        + " or [x1, y1, x2, y2] with x1 and x2 from 0 to 1"

    init(parsing value: JSONValue, path: String, reader: inout ConfigurationReader) {
        self.init()
        guard let object = reader.object(value, at: path, keys: Self.keys) else { return }
        duration = reader.number(object, "duration", .positive("number of seconds")) ?? duration
        if let curveValue = object["curve"] {
            if let parsed = Self.curve(parsing: curveValue) {
                curve = parsed
            } else {
                reader.report(object.path("curve"), "expected \(Self.curveExpectation), got \(curveValue.summary)")
            }
        }
        dismissProgressThreshold =
            reader.number(object, "dismissProgressThreshold", .unitInterval) ?? dismissProgressThreshold
        dismissVelocityThreshold =
            reader.number(object, "dismissVelocityThreshold", .nonNegative("number of points per second"))
            ?? dismissVelocityThreshold
        cost = FrameCost(parsing: object, reader: &reader, defaults: cost)
    }

    /// A curve by name, or four control points with x1 and x2 from 0 to 1; nil otherwise.
    private static func curve(parsing value: JSONValue) -> CubicBezierTimingCurve? {
        switch value {
        case .string(let name):
            return CubicBezierTimingCurve.named[name]
        case .array(let elements):
            let numbers = elements.compactMap { element -> Double? in
                if case .number(let number) = element { return number }
                return nil
            }
            guard numbers.count == 4, elements.count == 4,
                CubicBezierTimingCurve.isValid(x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3])
            else { return nil }
            return CubicBezierTimingCurve(x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3])
        default:
            return nil
        }
    }

    var configurationValue: JSONValue {
        let curveValue: JSONValue =
            curve.name.map { .string($0) } ?? .array(curve.controlPoints.map { .number($0) })
        return .sortedObject([
            "duration": .number(duration),
            "curve": curveValue,
            "dismissProgressThreshold": .number(dismissProgressThreshold),
            "dismissVelocityThreshold": .number(dismissVelocityThreshold),
            "startCostMs": .number(cost.startCostMs),
            "frameCostMs": .number(cost.frameCostMs),
        ])
    }
}

extension EngineConfiguration.Display {
    static let keys = ["refreshHz", "renderLatencyFrames"]

    init(parsing value: JSONValue, path: String, reader: inout ConfigurationReader) {
        self.init()
        guard let object = reader.object(value, at: path, keys: Self.keys) else { return }
        if let frames = reader.number(object, "renderLatencyFrames", .latencyFrames) {
            renderLatencyFrames = Int(frames)
        }
        if let refresh = object["refreshHz"], refresh != .null {
            refreshHz = reader.number(object, "refreshHz", .refreshRate)
        }
    }

    var configurationValue: JSONValue {
        var members: [String: JSONValue] = ["renderLatencyFrames": .number(Double(renderLatencyFrames))]
        if let refreshHz { members["refreshHz"] = .number(refreshHz) }
        return .sortedObject(members)
    }
}

// MARK: - Rules

extension NumberRule {
    /// `display.renderLatencyFrames`: a whole number of frames within the documented range.
    static let latencyFrames = NumberRule(
        expected: "a whole number of frames from 0 to \(EngineConfiguration.Display.maximumRenderLatencyFrames)"
    ) {
        $0 == $0.rounded() && (0...Double(EngineConfiguration.Display.maximumRenderLatencyFrames)).contains($0)
    }
    /// `display.refreshHz`.
    static let refreshRate = NumberRule(expected: "a number of hertz from 1 to 1000, or null") {
        DeviceInfo.refreshHzRange.contains($0)
    }
}

extension FrameCost {
    /// The most work a configuration may give a frame: 10 s (a view that takes longer to snapshot
    /// is a hang, not a hitch).
    package static let maximumMs = 10_000.0
    static let rule = NumberRule(expected: "a number of milliseconds from 0 to 10000") {
        $0.isFinite && (0...FrameCost.maximumMs).contains($0)
    }
    static let startCostExpectation =
        "a number of milliseconds from 0 to 10000 or one of "
        + startCostPresets.keys.sorted().map { "\"\($0)\"" }.joined(separator: ", ")

    /// `startCostMs` (a number or a preset's name) and `frameCostMs` of an engine's section.
    init(parsing object: ConfigurationObject, reader: inout ConfigurationReader, defaults: FrameCost) {
        self = defaults
        if let value = object["startCostMs"] {
            switch value {
            case .string(let name) where Self.startCostPresets[name] != nil:
                startCostMs = Self.startCostPresets[name]!
            case .number(let ms) where Self.rule.accepts(ms):
                startCostMs = ms
            default:
                reader.report(object.path("startCostMs"), "expected \(Self.startCostExpectation), got \(value.summary)")
            }
        }
        frameCostMs = reader.number(object, "frameCostMs", Self.rule) ?? frameCostMs
    }
}
