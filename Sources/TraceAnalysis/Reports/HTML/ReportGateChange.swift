/// What changed against the baseline for one gate check that failed or warned, as `report.html`
/// shows it under the gate's table (docs/reports.md "report.html"): the sentence and the worst
/// intents, each with the command that replays its trace. Plain text; the page escapes it.
package struct ReportGateChange: Sendable, Hashable {
    /// One intent beyond the baseline.
    package struct Intent: Sendable, Hashable {
        package var trace: String
        package var intentId: String
        /// Its value: `412.3 ms`, `no answer`, `failed`.
        package var value: String
        /// `gesturetrace replay TRACE --engine ENGINE`.
        package var replay: String

        package init(trace: String, intentId: String, value: String, replay: String) {
            self.trace = trace
            self.intentId = intentId
            self.value = value
            self.replay = replay
        }
    }

    /// `fail` or `warn`.
    package var status: String
    /// The check's name.
    package var title: String
    /// `24 of 48 intents beyond the baseline's p50 (174.7 ms)`, or why there is no list.
    package var summary: String
    /// The worst, worst first.
    package var intents: [Intent]

    package init(status: String, title: String, summary: String, intents: [Intent]) {
        self.status = status
        self.title = title
        self.summary = summary
        self.intents = intents
    }
}
