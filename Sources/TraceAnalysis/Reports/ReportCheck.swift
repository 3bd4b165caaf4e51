/// One gate check as `report.html` shows it: the cells of the gate's Markdown summary, already in
/// the units a person reads (built by `RegressionGates`, which this module does not know).
package struct ReportCheck: Sendable, Hashable {
    /// `pass`, `warn` or `fail`.
    package var status: String
    package var title: String
    package var baseline: String
    package var observed: String
    package var change: String
    package var limit: String
    package var n: String
    package var verdict: String

    package init(
        status: String, title: String, baseline: String, observed: String, change: String, limit: String, n: String,
        verdict: String
    ) {
        self.status = status
        self.title = title
        self.baseline = baseline
        self.observed = observed
        self.change = change
        self.limit = limit
        self.n = n
        self.verdict = verdict
    }
}
