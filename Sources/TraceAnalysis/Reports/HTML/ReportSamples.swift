import TraceModel
import TransitionSimulation

/// What `report.html`'s figures and tables need beyond the summary rows (docs/reports.md
/// "report.html"): per engine, its worst intents, and the findings. Gathered trace by trace
/// (`of`) on the threads that analyse, merged in input order (`merge`), so the same input gives
/// the same report; `merge` of summary partials gathers them from the partial's traces in path
/// order (docs/scale-out.md), which is the input order of one `analyze` over the folder. The
/// figures' per-intent values (every scored intent's first-touch latency, gesture count and time
/// to goal) are read from the summary, which keeps those intents anyway, once the run is over
/// (`addFigureValues(from:)`): not a second copy of them while it runs.
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

    /// How many intents with touches took 1, 2, 3 and 4 or more gestures.
    package struct GestureCounts: Sendable, Hashable {
        /// Every intent with touches.
        package var total = 0
        /// `byCount[k - 1]`: those that took k gestures (the last, 4 or more).
        package var byCount = [0, 0, 0, 0]
    }

    /// One engine's values.
    package struct Engine: Sendable, Hashable {
        /// First-touch latencies of intents with touches, ms, ascending; +infinity for unanswered
        /// ones. Empty until `addFigureValues(from:)`.
        package var latencies: [Double] = []
        /// Gestures per intent with touches. Empty until `addFigureValues(from:)`.
        package var gestures = GestureCounts()
        /// Times to goal of open and close intents with touches, ms, ascending; +infinity when
        /// never reached. Empty until `addFigureValues(from:)`.
        package var timesToGoal: [Double] = []
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
    /// `transitionsBefore`: as `FindingSet.of(_:engines:transitionsBefore:)`, for a part of a
    /// longer trace.
    package static func of(
        _ trace: AnalyzedTrace, engines: [EngineKind], transitionsBefore: [EngineKind: Int] = [:]
    ) -> ReportSamples {
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
        samples.findings = FindingSet.of(trace, engines: engines, transitionsBefore: transitionsBefore)
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
            byEngine[index].worst = Self.worstFirst(byEngine[index].worst, then: later.byEngine[index].worst)
        }
    }

    /// Reads the figures' values of every engine from `summary` (the run's or the merge's, which
    /// holds the same scored intents in input order): what `of` gathered trace by trace before.
    package mutating func addFigureValues(from summary: CorpusSummary) {
        for (index, engine) in engines.enumerated() {
            byEngine[index].latencies = Self.latencies(engine, from: summary)
            byEngine[index].timesToGoal = Self.timesToGoal(engine, from: summary)
            byEngine[index].gestures = Self.gestures(engine, from: summary)
        }
    }

    /// `engine`'s first-touch latencies of intents with touches, ascending (the figures read
    /// them in order of size: sorted once here, not copied for each).
    package static func latencies(_ engine: EngineKind, from summary: CorpusSummary) -> [Double] {
        var values = summary.scoredIntents(engine: engine).compactMap(\.firstTouchLatency)
        values.sort()
        return values
    }

    /// `engine`'s times to goal of open and close intents, ascending.
    package static func timesToGoal(_ engine: EngineKind, from summary: CorpusSummary) -> [Double] {
        var values = summary.scoredIntents(engine: engine).compactMap(\.timeToGoal)
        values.sort()
        return values
    }

    /// How many of `engine`'s intents with touches took 1, 2, 3 and 4 or more gestures.
    package static func gestures(_ engine: EngineKind, from summary: CorpusSummary) -> GestureCounts {
        var counts = GestureCounts()
        for intent in summary.scoredIntents(engine: engine) where intent.touched {
            counts.total += 1
            if intent.gestures >= 1 { counts.byCount[min(intent.gestures, 4) - 1] += 1 }
        }
        return counts
    }

    /// Worst first: unanswered, then never reached (a goal never reached, a cancel that failed),
    /// then the longest latency, then the most gestures; ties keep input order (a stable sort), so
    /// the table is the same for the same input.
    static func worstFirst(_ intents: [Intent]) -> [Intent] {
        let ordered = intents.enumerated().sorted { a, b in
            isWorse(a.element, than: b.element) || !isWorse(b.element, than: a.element) && a.offset < b.offset
        }
        return Array(ordered.prefix(worstKept).map(\.element))
    }

    /// `worstFirst(earlier + later)`, for two lists already worst first (as `worstFirst` leaves
    /// them), by merging them: at each trace of a run, without sorting. Lists in another order are
    /// sorted as `worstFirst` does.
    static func worstFirst(_ earlier: [Intent], then later: [Intent]) -> [Intent] {
        func ordered(_ list: [Intent]) -> Bool {
            list.indices.dropFirst().allSatisfy { !isWorse(list[$0], than: list[$0 - 1]) }
        }
        guard ordered(earlier), ordered(later) else { return worstFirst(earlier + later) }
        var merged: [Intent] = []
        merged.reserveCapacity(min(worstKept, earlier.count + later.count))
        var (i, j) = (0, 0)
        while merged.count < worstKept, i < earlier.count || j < later.count {
            // An earlier intent goes first unless a later one is strictly worse (input order on ties).
            if j < later.count, i == earlier.count || isWorse(later[j], than: earlier[i]) {
                merged.append(later[j])
                j += 1
            } else {
                merged.append(earlier[i])
                i += 1
            }
        }
        return merged
    }

    /// Whether `a` is worse than `b` (`worstFirst`'s order, ties aside).
    private static func isWorse(_ a: Intent, than b: Intent) -> Bool {
        let (unansweredA, unansweredB) = (a.latency == .infinity, b.latency == .infinity)
        if unansweredA != unansweredB { return unansweredA }
        if a.neverReached != b.neverReached { return a.neverReached }
        if a.latency != b.latency { return a.latency > b.latency }
        return a.gestures > b.gestures
    }
}
