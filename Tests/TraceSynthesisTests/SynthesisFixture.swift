import TraceModel
import TraceSynthesis
import TransitionSimulation

/// A small synthesized corpus shared by the closed-loop tests (computed once): every scenario,
/// both engines, 10 users, seed 2026 (the bundled corpus's parameters).
enum SynthesisFixture {
    static let corpus = SyntheticCorpus(users: 10, seed: 2026)

    static let traces: [(entry: SyntheticCorpus.Entry, trace: SynthesizedTrace)] = corpus.entries.map {
        ($0, corpus.synthesize($0))
    }

    static func traces(_ scenario: Scenario, _ engine: EngineKind) -> [SynthesizedTrace] {
        traces.filter { $0.entry.scenario == scenario && $0.entry.engine == engine }.map(\.trace)
    }
}

/// A trace's intents as the analysis reads labels: each touch sequence belongs to the latest
/// intent that started at or before its down.
struct LabelledIntent: Equatable {
    var t: Double
    var goal: IntentGoal
    /// The down times of the intent's touch sequences.
    var downs: [Double]

    static func of(_ events: [TraceEvent]) -> (intents: [LabelledIntent], unlabelledDowns: [Double]) {
        var intents: [LabelledIntent] = []
        var orphans: [Double] = []
        for event in events {
            switch event.payload {
            case .intent(let intent):
                intents.append(LabelledIntent(t: event.t, goal: intent.goal, downs: []))
            case .touch(let touch) where touch.phase == .began:
                if let owner = intents.lastIndex(where: { $0.t <= event.t }) {
                    intents[owner].downs.append(event.t)
                } else {
                    orphans.append(event.t)
                }
            default:
                break
            }
        }
        return (intents, orphans)
    }
}

extension SynthesizedTrace {
    /// The trace's `transition` events, in order.
    var transitionEvents: [TraceEvent] {
        events.filter { if case .transition = $0.payload { true } else { false } }
    }
}
