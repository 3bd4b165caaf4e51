import TraceModel
import TransitionSimulation

/// Whether a model's what-if numbers mean something for the traces it replayed (docs/analysis.md
/// "Like for like"): a model that cannot express the recorded app's gestures (an app that closes
/// on a tap of its close button or backdrop, which the legacy and fluid models close only by a
/// drag) leaves most of the intents unanswered, and its numbers then read as if the model were
/// broken. Such an engine is left out of the verdict and the findings (its rows stay in the tables
/// and `summary.csv`, labelled what-if), with the reason printed.
///
/// The rule, on the engine's overall rows: its population is `what-if`, and it left more than half
/// of its intents with touches unanswered; when the run has the recorded engine too, the recording
/// must have answered most of them (else the app itself did not answer, and the model is no worse).
/// An engine's own users' numbers (`own`) and the recorded engine are never left out.
package struct WhatIfApplicability: Sendable, Hashable {
    /// An engine left out, and why, in a sentence.
    package struct LeftOut: Sendable, Hashable {
        package var engine: EngineKind
        package var reason: String
    }

    /// The engines left out, in run order.
    package var leftOut: [LeftOut]

    /// Applies the rule to `engines`' overall rows among `rows`.
    package init(rows: [SummaryRow], engines: [EngineKind]) {
        func unanswered(_ engine: EngineKind) -> (row: SummaryRow, rate: RateSummary)? {
            guard
                let row = rows.first(where: {
                    $0.engine == engine && $0.scope == .overall && $0.goal == .all && $0.metric == .unanswered
                }), let rate = row.rate, rate.denominator > 0
            else { return nil }
            return (row, rate)
        }
        let recorded = engines.contains(.recorded) ? unanswered(.recorded) : nil
        leftOut = engines.compactMap { engine in
            guard let (row, rate) = unanswered(engine), row.population == .whatIf,
                rate.numerator * 2 > rate.denominator
            else { return nil }
            var reason =
                "\(engine.rawValue) (what-if) left out of the verdict and findings: it leaves "
                + "\(VerdictText.rate(rate)) of the intents unanswered"
            if let recorded {
                guard recorded.rate.numerator * 2 <= recorded.rate.denominator else { return nil }
                reason += ", the recording \(VerdictText.rate(recorded.rate))"
            }
            reason +=
                ": the model does not answer the gestures the recorded app was used with (for example an app that"
                + " closes on a tap of its close button or backdrop, where the model closes only by a drag), so"
                + " its replay measures that gap, not how the app would feel on the model"
            return LeftOut(engine: engine, reason: reason)
        }
    }

    /// Whether `engine` is left out.
    package func excludes(_ engine: EngineKind) -> Bool { leftOut.contains { $0.engine == engine } }
}
