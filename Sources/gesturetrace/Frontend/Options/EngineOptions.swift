import ArgumentParser
import Foundation
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
        if let refreshHz, !(refreshHz > 0 && refreshHz.isFinite) {
            throw ValidationError("--refresh-hz must be a positive number of hertz, found \(refreshHz)")
        }
    }

    /// The configuration: defaults, then the file, then `--refresh-hz`. A bad file is a usage
    /// error (64) naming the field.
    func configuration() throws -> EngineConfiguration {
        try Self.configuration(path: configPath, refreshHz: refreshHz)
    }

    /// The same, from plain values (for commands that name the option differently).
    static func configuration(path configPath: String?, refreshHz: Double? = nil) throws -> EngineConfiguration {
        var configuration = EngineConfiguration.default
        if let configPath {
            guard let data = FileManager.default.contents(atPath: configPath) else {
                throw ValidationError("\(configPath): cannot read the engine configuration")
            }
            do {
                configuration = try EngineConfiguration.load(jsonData: data)
            } catch {
                throw ValidationError("\(configPath): \(error.description)")
            }
        }
        if let refreshHz { configuration.display.refreshHz = refreshHz }
        return configuration
    }
}
