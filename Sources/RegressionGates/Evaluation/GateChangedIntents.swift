import TraceAnalysis

/// What changed against the baseline for one regression check (docs/gates.md "Output"): the
/// intents of this run in the check's population (engine, scope, goal) that lie beyond the
/// baseline's figure of the statistic, their count out of the population and the worst of them.
/// For a distribution, an intent is beyond when its value is worse than the baseline's figure
/// (above it for `maxIncrease`, below it for `maxDecrease`; "no answer" or "never" is above any
/// number); for a rate, when it is on the rate's bad side (unanswered, 2+ gestures, not achieved,
/// a failed cancel), whatever the baseline. Gathered by `GateChangeCollector`.
package struct GateChangedIntents: Sendable, Hashable {
    /// One intent beyond the baseline, with what replays it.
    package struct Item: Sendable, Hashable {
        package var trace: String
        package var intentId: String
        /// Its value as a person reads it: `412.3 ms`, `no answer`, `3 gestures`, `failed`.
        package var value: String

        /// `TRACE#ID`, as the Markdown lists it.
        package var place: String { "\(trace)#\(intentId)" }
    }

    /// What the check's intents are compared with.
    package enum Comparison: Sendable, Hashable {
        /// A distribution's intents against the baseline's figure, already in words:
        /// `the baseline's p50 (174.7 ms)`.
        case figure(String)
        /// A rate's intents on its bad side, described (`unanswered`, `needing 2+ gestures`),
        /// with the baseline's rate in words (`0.0%`).
        case badSide(what: String, baseline: String)
        /// No intent list, and why: `no intent list for per-transition metrics`.
        case none(String)
    }

    package var engine: SummaryRow.Engine
    package var comparison: Comparison
    /// The intents beyond the baseline.
    package var count = 0
    /// The intents of the check's population (the statistic's n, or the rate's denominator).
    package var population = 0
    /// The worst of them, worst first (at most `GateChangeCollector.worstKept`), ties in input order.
    package var worst: [Item] = []
    /// `intents` or, for `cancel_success`, `cancels`.
    package var noun = "intents"

    /// `12 of 48 intents beyond the baseline's p50 (174.7 ms)`, `3 of 24 cancels failed (baseline
    /// 0.0%)`, or why there is no list: the sentence every output gives after "changed against the
    /// baseline: ".
    package var summary: String {
        switch comparison {
        case .figure(let figure): "\(count) of \(population) \(noun) beyond \(figure)"
        case .badSide(let what, let baseline): "\(count) of \(population) \(noun) \(what) (baseline \(baseline))"
        case .none(let reason): reason
        }
    }

    /// Whether there is a list of intents (a distribution or a rate of intents).
    package var listsIntents: Bool {
        if case .none = comparison { return false }
        return true
    }

    /// The command that shows what the engine did on `item`'s trace, touch by touch (the one
    /// `report.html` gives for an intent).
    package func replayCommand(_ item: Item) -> String {
        "gesturetrace replay \(ReportHTML.shellQuoted(item.trace)) --engine \(engine.rawValue)"
    }
}
