import Foundation
import TraceModel
import TraceReading
import TransitionSimulation
import _TestSupport

/// Loads the hand-written traces of `traces/scenarios/` for the engine tests.
enum ScenarioTraces {
    static func path(_ name: String) -> String { TestPaths.trace("scenarios/\(name)").path }

    static func load(_ name: String) throws -> ReplayInput {
        let trace = try LoadedTrace.load(path: path(name))
        return ReplayInput(header: trace.header, events: trace.events)
    }

    static let all = [
        "open-then-close-during-animation.jsonl", "pan-reverses-past-start.jsonl",
        "release-then-grab.jsonl", "two-quick-taps.jsonl",
    ]
}
