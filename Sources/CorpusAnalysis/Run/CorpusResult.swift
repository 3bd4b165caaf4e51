import TraceAnalysis
import TransitionSimulation

/// What a corpus run found (`CorpusRunner.run(_:)`, or a merge of summary partials,
/// `PartialMerge`): the counts of the traces, the summary rows of every engine and flow, and what
/// the text prints beside them. A value: it renders nothing (the command line's
/// `CorpusRunRendering` turns it into text, JSON and failure lines).
public struct CorpusResult {
    /// The engines, in the run's order.
    package var engines: [EngineKind]
    /// `--what-if`: every trace replayed against every engine (else like for like).
    package var whatIf: Bool
    /// The counts of the traces (`CorpusTally`).
    package var tally: CorpusTally
    /// `--recorded-with KIND`: the kind asked for and how many traces it left out.
    package var recordedWithFilter: (kind: RecordedWith, leftOut: Int)?
    /// `--flows`: the flows every trace was walked through (docs/flows.md); empty without it.
    package var flows: [Flow]
    /// Each engine's overall and scenario rows of `summary.csv`, in engine order (without the
    /// per-trace rows, which only the report files hold).
    package var engineRows: [[SummaryRow]] = []
    /// The flow rows, after every engine's (docs/flows.md "Summary rows").
    package var flowRows: [SummaryRow] = []
    /// The scenarios of the analysed traces, sorted.
    package var scenarios: [String] = []
    /// `--by device`: the devices of the analysed traces (`DeviceGroup.label`), sorted; else none.
    package var devices: [String] = []
    /// Per engine: whether its overall rows are `what-if` (`--what-if`, or a trace it replays;
    /// `SummaryPopulation`).
    package var whatIfEngines: [Bool] = []
    /// Every analysed trace's flow runs, in input order (for the text's funnel).
    package var flowRuns: [FlowRun] = []
    /// Per engine (in `engines` order): the frames section's totals of every transition it replayed.
    package var frames: [FrameTotals] = []
    /// `report.html`'s worst intents and findings, when the run gathered them (a report folder,
    /// `gate --html`, a merge that writes one); with the figures' values only when the page is
    /// drawn from the result (`html`: `gate --html`, a merge), since a report folder's page read
    /// them from the summary.
    package var samples: ReportSamples?

    package init(engines: [EngineKind], whatIf: Bool, flows: [Flow]) {
        self.engines = engines
        self.whatIf = whatIf
        self.flows = flows
        tally = CorpusTally(engines: engines)
    }

    /// Traces given (after `--recorded-with`), analysed or failed.
    public var traceCount: Int { tally.traceCount }
    /// Traces analysed.
    public var analysedCount: Int { tally.analysedCount }
    /// Traces that could not be read or are invalid.
    public var failureCount: Int { tally.failedTraces.count }
    /// Each trace that could not be read or is invalid, in input order, with its first error.
    public var failures: [(path: String, reason: String)] { tally.failedTraces.map { ($0.path, $0.reason) } }

    /// Every engine's overall and scenario rows, then the flow rows: what gates check.
    package var summary: [SummaryRow] { engineRows.flatMap { $0 } + flowRows }

    /// `report.html` for the run (docs/reports.md); `gate` adds the gate's checks, `baseline` its
    /// baseline's rows (the verdict), `gateChanges` what changed against it under the checks.
    /// Empty values without `samples`.
    package func html(
        gate: (headline: String, checks: [ReportCheck])? = nil, baseline: [SummaryRow]? = nil,
        gateChanges: [ReportGateChange] = []
    ) -> String {
        ReportHTML.render(
            ReportHTML.Input(
                engines: engines, rows: summary, samples: samples ?? ReportSamples(engines: engines), gate: gate,
                whatIf: whatIf, baseline: baseline, gateChanges: gateChanges))
    }

    /// Fills the summary rows, flow runs and frame figures from `summary`: every engine's rows, the
    /// intervals of their distributions computed (`SummaryDraft`) on `jobs` threads when
    /// `bootstrap`, then the flow rows. One definition for a run and a merge.
    package mutating func summarize(_ summary: CorpusSummary, bootstrap: Bool, jobs: Int) {
        scenarios = summary.scenarios
        devices = summary.devices
        whatIfEngines = engines.map { summary.isWhatIf(engine: $0) }
        let draft = summary.draft(intervals: bootstrap)
        let draw: @Sendable (Int) -> SummaryDraft.Intervals = { draft.intervals(job: $0) }
        engineRows = draft.rows(ParallelMap.map(count: draft.jobs, jobs: jobs, progress: { _ in }, draw))
        flowRows = summary.flowRows(intervals: bootstrap)
        flowRuns = summary.flowRuns
        frames = engines.map { summary.frameTotals(engine: $0) }
    }
}
