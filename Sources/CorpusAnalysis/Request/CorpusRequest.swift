import GestureRecognition
import TraceAnalysis
import TraceReading
import TransitionSimulation

/// Everything a corpus analysis is asked to do (`analyze`, `gate`; docs/analysis.md): which
/// traces, which engines, how traces are recognized and replayed, which of them count, how the
/// summary is grouped, and what is written as the run goes (a report folder, a summary partial).
/// `CorpusRunner.run(_:)` carries it out and returns a `CorpusResult`.
public struct CorpusRequest {
    /// Trace files or folders (folders are walked for `*.jsonl`, `*.ndjson` and `*.json`,
    /// docs/output-safety.md "Folder walks").
    public var paths: [String]
    /// A trace list (`analyze --traces-from`, docs/scale-out.md) read instead of walking `paths`.
    package var traceList: String?
    /// The engines to replay against, each once, in order; empty: legacy and fluid.
    package var engines: [EngineKind] = []
    /// Traces analysed at once; nil: one per core (`ParallelMap.jobs`).
    public var jobs: Int?
    /// Infer intents even when traces carry labels (docs/analysis.md "Intents").
    public var inferIntents = false
    /// Replay every trace against every engine, whatever it was recorded against (a what-if).
    public var whatIf = false
    /// Only the traces recorded against this engine (`--recorded-with`); nil: every trace.
    public var recordedWith: RecordedWith?
    /// Summary rows per device besides the overall and scenario ones (`--by device`).
    public var byDevice = false
    /// Write the report set of `analyze --out` to this folder (docs/reports.md), replacing it
    /// only once every file is complete (docs/output-safety.md).
    public var reportFolder: String?
    /// Write the summary partial of `analyze --partial` to this file (docs/scale-out.md).
    package var partialFile: String?
    /// Gather what `report.html` needs without a folder (`gate --html`): `CorpusResult.html`.
    package var collectsReportPage = false
    /// Give the summary's means and percentiles their 95 % intervals (the report files always
    /// carry them; docs/analysis.md "Uncertainty").
    package var bootstrap = false
    package var engineConfiguration = EngineConfiguration.default
    package var reading = TraceReadOptions()
    /// The command's outputs that exist already: a trace that is one of them is refused when it
    /// is opened, and the run throws its `OutputError` (docs/output-safety.md "Never over an
    /// input").
    package var existingOutputs = ExistingOutputs()
    /// How each trace's recognition settings are chosen.
    package var recognition = RecognitionPolicy()
    /// The flows every trace is walked through (`--flows`, docs/flows.md).
    package var flows: [Flow] = []

    /// A request for the traces at `paths`, with every other choice at its default: legacy and
    /// fluid, like for like, every trace, one job per core, no report written.
    public init(paths: [String]) {
        self.paths = paths
    }

    /// The engines the run replays against: those asked for, each once, in the order given
    /// (default: `AnalysisOptions.defaultEngines`).
    package var runEngines: [EngineKind] {
        var kept: [EngineKind] = []
        for engine in engines.isEmpty ? AnalysisOptions.defaultEngines : engines where !kept.contains(engine) {
            kept.append(engine)
        }
        return kept
    }

    /// The partial's record of the options, so that only partials of the same options merge.
    package var partialOptions: SummaryPartial.Options {
        SummaryPartial.Options(
            engines: runEngines, whatIf: whatIf, recordedWith: recordedWith?.argument, flows: flows.map(\.name),
            recognition: PartialRecognition(
                recognition, engineConfiguration: engineConfiguration, inferIntents: inferIntents))
    }
}
