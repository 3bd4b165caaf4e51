import Foundation
import GestureRecognition
import Testing
import TraceModel
import TraceReading

/// One case of `expected.json`.
struct AOSPCase: Sendable, CustomTestStringConvertible {
    var name: String
    var trace: String
    var strategy: VelocityStrategy
    var touchId: Int
    /// nil: not asserted; .some(nil): no velocity expected.
    var vx: Double??
    var vy: Double??
    var relative: Double
    var absoluteWhenZero: Double
    var recordedFling: Bool

    var testDescription: String { name }

    /// LSQ2 on a recorded fling must match to 0.1 % (float64 vs the device's float32); everything
    /// else to the source's own tolerance (20 % for impulse, whose expectations are older than the
    /// current algorithm in places).
    var allowedRelativeError: Double {
        recordedFling && strategy == .lsq2 ? 0.001 : relative
    }
}

/// Reads the conformance fixtures: `expected.json` (not a trace) with Foundation, the traces with
/// TraceReading.
enum AOSPFixtures {
    static func loadCases(from directory: URL) throws -> [AOSPCase] {
        let data = try Data(contentsOf: directory.appendingPathComponent("expected.json"))
        let root = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
        let cases = root["cases"] as? [[String: Any]] ?? []
        return cases.compactMap { c in
            guard let name = c["name"] as? String, let trace = c["trace"] as? String,
                let strategy = (c["strategy"] as? String).flatMap(VelocityStrategy.init(rawValue:)),
                let touchId = c["touchId"] as? Int, let expected = c["expected"] as? [String: Any],
                let tolerance = c["tolerance"] as? [String: Any]
            else { return nil }
            func axis(_ key: String) -> Double?? {
                guard let value = expected[key] else { return nil }
                return .some((value as? NSNumber)?.doubleValue)  // NSNull -> no velocity
            }
            return AOSPCase(
                name: name, trace: trace, strategy: strategy, touchId: touchId,
                vx: axis("vx"), vy: axis("vy"),
                relative: (tolerance["relative"] as? NSNumber)?.doubleValue ?? 0,
                absoluteWhenZero: (tolerance["absoluteWhenExpectedIsZero"] as? NSNumber)?.doubleValue ?? 0,
                recordedFling: c["recordedFling"] as? Bool ?? false)
        }
    }

    /// The events of one fixture trace (clock "ns"), times in milliseconds, read by the
    /// product's own reader, so the conformance covers json-c ingestion and the ns clock too.
    static func loadEvents(_ path: String) throws -> [TraceEvent] {
        let trace = try LoadedTrace.load(path: path)
        guard trace.isValid, trace.header.clock == .nanoseconds else {
            throw FixtureProblem(path: path, diagnostics: trace.diagnostics.map(\.description))
        }
        return trace.events
    }

    struct FixtureProblem: Error {
        var path: String
        var diagnostics: [String]
    }
}
