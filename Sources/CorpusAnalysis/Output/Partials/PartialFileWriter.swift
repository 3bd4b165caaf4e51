import TraceAnalysis
import TransitionSimulation

/// The summary partial of `analyze --partial FILE` (docs/scale-out.md): every trace of the run
/// as it is tallied (in input order), written in the canonical order when the run ends, through a
/// replacement file (the old FILE stays as it was until the new one is complete).
package final class PartialFileWriter {
    private let path: String
    private var partial: SummaryPartial

    /// A writer for `path`; `options` are the run's (engines, `--what-if`, `--recorded-with`,
    /// the flows' names, the recognition and engine options: `CorpusRequest.partialOptions`).
    package init(path: String, options: SummaryPartial.Options) {
        self.path = path
        partial = SummaryPartial(options: options)
    }

    /// Adds one entry of the run (a trace `--recorded-with` left out is never added).
    package func add(_ entry: TraceTable.Entry) {
        switch entry {
        case .loaded(let trace): partial.add(PartialTrace(trace))
        case .failed(let failure): partial.add(PartialTrace(path: failure.path, failure: failure.reason))
        }
    }

    /// Adds one analysed trace's share, made already (a trace whose parts were handed over).
    package func add(_ trace: PartialTrace) { partial.add(trace) }

    /// Writes the file; `leftOut` counts the traces `--recorded-with` left out.
    package func finish(leftOut: Int) throws(OutputError) {
        partial.addLeftOut(leftOut)
        try ReplacementFile.write(partial.encoded(), to: path)
    }
}
