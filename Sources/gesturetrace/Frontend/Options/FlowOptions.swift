import ArgumentParser
import CorpusAnalysis
import TraceAnalysis

/// `--flows FILE`: multi-step flows (docs/flows.md) each trace is walked through.
struct FlowOptions: ParsableArguments {
    @Option(
        name: .customLong("flows"),
        help: "Flow definitions as JSON (docs/flows.md): write flows.csv and flow_steps.csv, print the funnels.")
    var path: String?

    /// The flows of the file, empty without `--flows` (`ConfigurationFile`). A bad file ends the
    /// command with exit 64 and the message of every configuration (`FILE: invalid flow
    /// definitions:`, then one problem per line with its field path, docs/configuration.md).
    func flows() throws(CorpusError) -> [Flow] { try ConfigurationFile.flows(path: path) }
}
