import ArgumentParser
import TraceModel
import TransitionSimulation

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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

    /// The configuration: defaults, then the file, then `--refresh-hz`. A bad file ends the command
    /// with exit 64 and every problem, naming the field, without the usage text (`CommandFailure`).
    func configuration() throws -> EngineConfiguration {
        try Self.configuration(path: configPath, refreshHz: refreshHz)
    }

    /// The same, from plain values (for commands that name the option differently).
    static func configuration(path configPath: String?, refreshHz: Double? = nil) throws -> EngineConfiguration {
        var configuration = EngineConfiguration.default
        if let configPath {
            guard let data = FileManager.default.contents(atPath: configPath) else {
                throw CommandFailure.usage("\(configPath): cannot read the engine configuration")
            }
            do {
                configuration = try EngineConfiguration.parse(json: data)
            } catch {
                if let note = ConfigurationFileKind.misplacedNote(data, expected: .engine) {
                    throw CommandFailure.usage("\(configPath): \(note)")
                }
                throw CommandFailure.usage("\(configPath): invalid engine configuration:\n\(error.description)")
            }
        }
        if let refreshHz { configuration.display.refreshHz = refreshHz }
        return configuration
    }
}
