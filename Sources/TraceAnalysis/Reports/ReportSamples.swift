import TraceModel
import TransitionSimulation

/// The per-intent values `report.html`'s figures need and `summary.csv` does not keep (docs/reports.md
/// "report.html"): per engine, every scored intent's first-touch latency, gesture count, time to
/// goal and time to cancel, and its worst intents. Gathered trace by trace (`of`) on the threads
/// that analyse, merged in input order (`merge`), so the same input gives the same report.
package struct ReportSamples: Sendable, Hashable {
    /// One intent in the "worst intents" table, with what replays it.
    package struct Intent: Sendable, Hashable {
        package var trace: String
        package var intentId: String
        package var goal: String
        package var scenario: String?
        /// First-touch latency, ms; infinite when unanswered.
        package var latency: Double
        package var gestures: Int
    }

    /// One engine's values.
    package struct Engine: Sendable, Hashable {
        /// First-touch latencies of intents with touches, ms; +infinity for unanswered ones.
        package var latencies: [Double] = []
        /// Touch sequences per intent with touches.
        package var gestures: [Int] = []
        /// Times to goal of open and close intents with touches, ms; +infinity when never reached.
        package var timesToGoal: [Double] = []
        /// Times to cancel of cancel intents with touches, ms; +infinity when the cancel failed.
        package var timesToCancel: [Double] = []
        /// The worst intents so far, worst first (at most `ReportSamples.worstKept`).
        package var worst: [Intent] = []
    }

    /// Worst intents kept per engine.
    package static let worstKept = 5

    package var engines: [EngineKind]
    package var byEngine: [Engine]

    package init(engines: [EngineKind]) {
        self.engines = engines
        byEngine = engines.map { _ in Engine() }
    }

    /// The values of one analysed trace: the intents each engine scored, as `summary.csv` counts them.
    package static func of(_ trace: AnalyzedTrace, engines: [EngineKind]) -> ReportSamples {
        var samples = ReportSamples(engines: engines)
        for (index, engine) in engines.enumerated() {
            var values = Engine()
            for metrics in CorpusSummarizer.scoredIntents(trace, engine: engine) {
                if let latency = metrics.firstTouchLatency { values.latencies.append(latency) }
                if metrics.tFirstTouch != nil { values.gestures.append(metrics.gestures) }
                if let time = metrics.timeToGoal { values.timesToGoal.append(time) }
                if let time = metrics.timeToCancel { values.timesToCancel.append(time) }
                if let latency = metrics.firstTouchLatency {
                    values.worst.append(
                        Intent(
                            trace: trace.path, intentId: metrics.intent.id, goal: metrics.intent.goal.rawValue,
                            scenario: trace.scenario, latency: latency, gestures: metrics.gestures))
                }
            }
            values.worst = Self.worstFirst(values.worst)
            samples.byEngine[index] = values
        }
        return samples
    }

    /// Adds `later` (the next traces in input order).
    package mutating func merge(_ later: ReportSamples) {
        for index in byEngine.indices where index < later.byEngine.count {
            let other = later.byEngine[index]
            byEngine[index].latencies += other.latencies
            byEngine[index].gestures += other.gestures
            byEngine[index].timesToGoal += other.timesToGoal
            byEngine[index].timesToCancel += other.timesToCancel
            byEngine[index].worst = Self.worstFirst(byEngine[index].worst + other.worst)
        }
    }

    /// Worst first: unanswered, then the longest latency, then the most gestures; ties keep input
    /// order (a stable sort), so the table is the same for the same input.
    static func worstFirst(_ intents: [Intent]) -> [Intent] {
        let ordered = intents.enumerated().sorted { a, b in
            if a.element.latency != b.element.latency { return a.element.latency > b.element.latency }
            if a.element.gestures != b.element.gestures { return a.element.gestures > b.element.gestures }
            return a.offset < b.offset
        }
        return Array(ordered.prefix(worstKept).map(\.element))
    }
}
