import TraceModel
import TransitionSimulation

/// The per-intent values `report.html`'s figures need and `summary.csv` does not keep (docs/reports.md
/// "report.html"): per engine, every scored intent's first-touch latency, gesture count, time to
/// goal and time to cancel, and its worst intents. Gathered trace by trace (`of`) on the threads
/// that analyse, merged in input order (`merge`), so the same input gives the same report; `merge`
/// of summary partials gathers them from the partial's traces in path order (docs/scale-out.md),
/// which is the input order of one `analyze` over the folder.
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
        /// Whether it never reached its goal: an open or close whose time to goal, or a cancel
        /// whose time to cancel, is infinite (a failed cancel).
        package var neverReached: Bool = false
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
    /// Every finding's evidence (`FindingSet`), in input order.
    package var findings = FindingSet()

    package init(engines: [EngineKind]) {
        self.engines = engines
        byEngine = engines.map { _ in Engine() }
    }

    /// The values of one analysed trace: the intents each engine scored, as `summary.csv` counts them.
    package static func of(_ trace: AnalyzedTrace, engines: [EngineKind]) -> ReportSamples {
        var samples = ReportSamples(engines: engines)
        for (index, engine) in engines.enumerated() {
            samples.byEngine[index] = Self.values(
                CorpusSummarizer.scoredIntents(trace, engine: engine).lazy.map { metrics in
                    Scored(
                        id: metrics.intent.id, goal: metrics.intent.goal, touched: metrics.tFirstTouch != nil,
                        gestures: metrics.gestures, firstTouchLatency: metrics.firstTouchLatency,
                        timeToGoal: metrics.timeToGoal, timeToCancel: metrics.timeToCancel)
                }, trace: trace.path, scenario: trace.scenario)
        }
        samples.findings = FindingSet.of(trace, engines: engines)
        return samples
    }

    /// The values of one trace of a summary partial (`merge`, docs/scale-out.md): those `of(_:engines:)`
    /// gives for the analysed trace it came from. None for a failed trace.
    package static func of(_ trace: PartialTrace, engines: [EngineKind]) -> ReportSamples {
        var samples = ReportSamples(engines: engines)
        guard trace.failure == nil else { return samples }
        for (index, engine) in engines.enumerated() {
            // Read in place, not gathered first: a long trace has hundreds of thousands.
            let scored = trace.shares.lazy.filter { $0.engine == engine }.flatMap { share in
                share.intents.indices.lazy.map { position in
                    let intent = share.intents[position]
                    return Scored(
                        id: share.intentIds.indices.contains(position) ? share.intentIds[position] : "",
                        goal: intent.goal, touched: intent.touched, gestures: intent.gestures,
                        firstTouchLatency: intent.firstTouchLatency, timeToGoal: intent.timeToGoal,
                        timeToCancel: intent.timeToCancel)
                }
            }
            samples.byEngine[index] = Self.values(scored, trace: trace.path, scenario: trace.scenario)
        }
        samples.findings = FindingSet.of(trace, engines: engines)
        return samples
    }

    /// What the page reads of one scored intent, from its metrics or from a partial.
    private struct Scored {
        var id: String
        var goal: IntentGoal
        var touched: Bool
        var gestures: Int
        var firstTouchLatency: Double?
        var timeToGoal: Double?
        var timeToCancel: Double?
    }

    /// One engine's values of one trace's scored intents, in order.
    private static func values(_ intents: some Sequence<Scored>, trace: String, scenario: String?) -> Engine {
        var values = Engine()
        for intent in intents {
            if let latency = intent.firstTouchLatency { values.latencies.append(latency) }
            if intent.touched { values.gestures.append(intent.gestures) }
            if let time = intent.timeToGoal { values.timesToGoal.append(time) }
            if let time = intent.timeToCancel { values.timesToCancel.append(time) }
            if let latency = intent.firstTouchLatency {
                let neverReached = [intent.timeToGoal, intent.timeToCancel].contains { $0 == .infinity }
                values.worst.append(
                    Intent(
                        trace: trace, intentId: intent.id, goal: intent.goal.rawValue, scenario: scenario,
                        latency: latency, gestures: intent.gestures, neverReached: neverReached))
                // Kept bounded as it goes (a long trace has hundreds of thousands of intents):
                // the worst of the worst so far and the later ones are the worst of all, since
                // `worstFirst` keeps input order among equals.
                if values.worst.count >= 16 * worstKept { values.worst = Self.worstFirst(values.worst) }
            }
        }
        values.worst = Self.worstFirst(values.worst)
        return values
    }

    /// Adds `later` (the next traces in input order).
    package mutating func merge(_ later: ReportSamples) {
        findings.merge(later.findings)
        for index in byEngine.indices where index < later.byEngine.count {
            let other = later.byEngine[index]
            byEngine[index].latencies += other.latencies
            byEngine[index].gestures += other.gestures
            byEngine[index].timesToGoal += other.timesToGoal
            byEngine[index].timesToCancel += other.timesToCancel
            byEngine[index].worst = Self.worstFirst(byEngine[index].worst + other.worst)
        }
    }

    /// Worst first: unanswered, then never reached (a goal never reached, a cancel that failed),
    /// then the longest latency, then the most gestures; ties keep input order (a stable sort), so
    /// the table is the same for the same input.
    static func worstFirst(_ intents: [Intent]) -> [Intent] {
        let ordered = intents.enumerated().sorted { a, b in
            let (unansweredA, unansweredB) = (a.element.latency == .infinity, b.element.latency == .infinity)
            if unansweredA != unansweredB { return unansweredA }
            if a.element.neverReached != b.element.neverReached { return a.element.neverReached }
            if a.element.latency != b.element.latency { return a.element.latency > b.element.latency }
            if a.element.gestures != b.element.gestures { return a.element.gestures > b.element.gestures }
            return a.offset < b.offset
        }
        return Array(ordered.prefix(worstKept).map(\.element))
    }
}
