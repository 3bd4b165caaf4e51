import TraceAnalysis

/// The outcome of one assertion: a value, rendered by `GateReport`.
package struct GateResult: Sendable, Hashable {
    package let assertion: GateAssertion
    package let status: GateStatus
    /// The statistic read from the summary, rounded to 6 decimals; nil when it is empty (no data).
    package let observed: Double?
    /// The statistic in the baseline summary, for assertions with a regression limit; nil when
    /// there is none or it is empty.
    package let baseline: Double?
    /// Every limit of the assertion, in the order min, max, maxIncrease, maxDecrease.
    package let checks: [GateCheck]
    /// The check reported as the limit: the first failing one, or, when all hold, the one with the
    /// least headroom (the first of those on a tie).
    package let binding: GateCheck?
    /// What happened, without the status and name: `observed 131.5, max 120, over by 11.5 (9.6%)`.
    package let message: String

    /// The statistic's n: the row's `count` (samples of a distribution, the denominator of a
    /// rate); nil when the row has none.
    package let count: Double?

    /// How many of the observed distribution's values are infinite ("no answer", "never"), when
    /// the summary tells (`GateNeverCount`); nil for rates, counts and when unknown.
    package var observedNeverCount: Int? = nil
    /// The same for the baseline's distribution.
    package var baselineNeverCount: Int? = nil
    /// The baseline statistic's n (the baseline row's `count`); nil without a baseline row.
    package var baselineN: Double? = nil
    /// The observed row's population: `what-if` when the number is a model's replay of touches
    /// not given to it (docs/analysis.md "Like for like"), which every report of the check says.
    package var population: SummaryPopulation = .own
    /// Whether the observed row's intents were labelled or inferred (`IntentOrigin`).
    package var intents: IntentOrigin? = nil
    /// What changed against the baseline (`GateChangedIntents`), for a regression check whose run
    /// gathered it (`GateEvaluation.attaching(_:)`); nil otherwise.
    package var changed: GateChangedIntents? = nil

    /// The check's name as a person reads it (`GateAssertion.title`), with ` (what-if)` after it
    /// when the observed number is a model's replay, and ` (inferred)` (or `partly inferred`) when
    /// it rests on intents inferred from the touches: a gate never shows a model's number as a device's, nor an
    /// inferred one as labelled.
    package var title: String {
        let marks = (population == .whatIf ? ["what-if"] : []) + (intents?.mark.map { [$0] } ?? [])
        return marks.isEmpty ? assertion.title : assertion.title + " (" + marks.joined(separator: ", ") + ")"
    }

    /// The bound of the binding check.
    package var limit: Double? { binding?.bound }
    /// The signed headroom of the binding check (positive or zero: passed).
    package var margin: Double? { binding?.margin }

    package init(
        assertion: GateAssertion, status: GateStatus, observed: Double?, baseline: Double?,
        checks: [GateCheck], binding: GateCheck?, message: String, count: Double? = nil
    ) {
        self.count = count
        self.assertion = assertion
        self.status = status
        self.observed = observed
        self.baseline = baseline
        self.checks = checks
        self.binding = binding
        self.message = message
    }
}
