import TraceAnalysis
import TransitionSimulation

/// The summary partial of `analyze --partial FILE` (docs/scale-out.md): every trace of the run
/// as it is tallied (in input order), written in the canonical order when the run ends, through a
/// replacement file (the old FILE stays as it was until the new one is complete).
final class PartialFileWriter {
    private let path: String
    private var partial: SummaryPartial

    /// A writer for `path`; `flows` are the names of the `--flows` flows; `recognition` the
    /// recognition and engine options of the run.
    init(
        path: String, engines: [EngineKind], whatIf: Bool, recordedWith: String?, flows: [String],
        recognition: PartialRecognition
    ) {
        self.path = path
        partial = SummaryPartial(
            options: SummaryPartial.Options(
                engines: engines, whatIf: whatIf, recordedWith: recordedWith, flows: flows, recognition: recognition))
    }

    /// Adds one entry of the run (a trace `--recorded-with` left out is never added).
    func add(_ entry: TraceTable.Entry) {
        switch entry {
        case .loaded(let trace): partial.add(PartialTrace(trace))
        case .failed(let failure): partial.add(PartialTrace(path: failure.path, failure: failure.reason))
        }
    }

    /// Writes the file; `leftOut` counts the traces `--recorded-with` left out.
    func finish(leftOut: Int) throws(OutputError) {
        partial.addLeftOut(leftOut)
        try ReplacementFile.write(partial.encoded(), to: path)
    }
}
