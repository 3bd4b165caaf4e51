import ArgumentParser
import CorpusAnalysis
import TraceModel
import TransitionSimulation

extension EngineKind: ExpressibleByArgument {}

/// `--config FILE` and `--refresh-hz N`: engine parameters for replay and analysis.
struct EngineOptions: ParsableArguments {
    @Option(
        name: .customLong("config"),
        help: "Engine parameters as JSON (docs/engines.md); missing keys keep their defaults.")
    var configPath: String?

    @Option(
        name: .customLong("refresh-hz"),
        help: "Replay on a fixed frame grid at this rate (Hz), ignoring the trace's frames.")
    var refreshHz: Double?

    func validate() throws {
        if let refreshHz, !DeviceInfo.refreshHzRange.contains(refreshHz) {
            throw ValidationError("--refresh-hz must be a number of hertz from 1 to 1000, found \(refreshHz)")
        }
    }

    /// The configuration: defaults, then the file, then `--refresh-hz` (`ConfigurationFile`). A
    /// bad file ends the command with exit 64 and every problem, naming the field, without the
    /// usage text.
    func configuration() throws(CorpusError) -> EngineConfiguration {
        try ConfigurationFile.engineConfiguration(path: configPath, refreshHz: refreshHz)
    }
}
