import Foundation
import TraceModel
import TraceRecorder
import TransitionSimulation
import _TestSupport

/// Loads the hand-written traces of `traces/scenarios/` for the engine tests.
///
/// TEMPORARY: while TraceRecorder's reader is the contract stub (its bodies `fatalError`), the
/// files are read by the tiny JSON Lines parser below (test-only; sources never parse traces).
/// Once `Sources/TraceRecorder/TraceReaderAPI.swift` is the real reader this switches to
/// `LoadedTrace.load` by itself; then delete `MiniJSONLines`.
enum ScenarioTraces {
    static let isReaderImplemented: Bool = {
        let stub = TestPaths.packageRoot.appendingPathComponent("Sources/TraceRecorder/TraceReaderAPI.swift")
        guard let text = try? String(contentsOf: stub, encoding: .utf8) else { return true }
        return !text.contains("fatalError(\"contract stub\")")
    }()

    static func path(_ name: String) -> String { TestPaths.trace("scenarios/\(name)").path }

    static func load(_ name: String) throws -> ReplayInput {
        if isReaderImplemented {
            let trace = try LoadedTrace.load(path: path(name))
            return ReplayInput(header: trace.header, events: trace.events)
        }
        return try MiniJSONLines.load(path: path(name))
    }

    static let all = ["open-then-close-during-animation.jsonl", "pan-reverses-past-start.jsonl",
                      "release-then-grab.jsonl", "two-quick-taps.jsonl"]
}

/// TEMPORARY test-only reader for the scenario files (ms clock, touch/transition/frame events).
enum MiniJSONLines {
    struct Malformed: Error { var line: String }

    static func load(path: String) throws -> ReplayInput {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var header: TraceHeader?
        var events: [TraceEvent] = []
        for line in text.split(whereSeparator: \.isNewline) where !line.allSatisfy(\.isWhitespace) {
            guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                  let type = object["type"] as? String else { throw Malformed(line: String(line)) }
            if type == "header" { header = parseHeader(object); continue }
            guard let t = object["t"] as? Double else { throw Malformed(line: String(line)) }
            switch type {
            case "touch":
                guard let id = object["id"] as? Int, let phase = TouchPhase(name: object["phase"] as? String ?? ""),
                      let x = object["x"] as? Double, let y = object["y"] as? Double
                else { throw Malformed(line: String(line)) }
                events.append(TraceEvent(t: t, .touch(TouchEvent(
                    id: id, phase: phase, location: Point(x: x, y: y), target: object["target"] as? String,
                    predicted: object["predicted"] as? Bool ?? false))))
            case "transition":
                guard let id = object["id"] as? String,
                      let kind = TransitionEventKind(rawValue: object["event"] as? String ?? "")
                else { throw Malformed(line: String(line)) }
                events.append(TraceEvent(t: t, .transition(TransitionEvent(
                    id: id, event: kind, operation: (object["operation"] as? String).flatMap(TransitionOperation.init),
                    interactive: object["interactive"] as? Bool, progress: object["progress"] as? Double,
                    outcome: (object["outcome"] as? String).flatMap(TransitionOutcome.init)))))
            case "frame":
                events.append(TraceEvent(t: t, .frame))
            default:
                events.append(TraceEvent(t: t, .marker(name: type, fields: [])))
            }
        }
        guard let header else { throw Malformed(line: "no header") }
        return ReplayInput(header: header, events: events)
    }

    private static func parseHeader(_ object: [String: Any]) -> TraceHeader {
        let device = object["device"] as? [String: Any] ?? [:]
        let screenObject = object["screen"] as? [String: Any] ?? [:]
        let screen = ScreenSize(width: screenObject["width"] as? Double ?? 390,
                                height: screenObject["height"] as? Double ?? 844)
        let sceneObject = object["scene"] as? [String: Any] ?? [:]
        let scene = SceneInfo(transitionDistance: sceneObject["transitionDistance"] as? Double ?? screen.height / 2,
                              initial: SceneSide(rawValue: sceneObject["initial"] as? String ?? "") ?? .source)
        return TraceHeader(device: DeviceInfo(refreshHz: device["refreshHz"] as? Double ?? 60), screen: screen,
                           scene: scene)
    }
}
