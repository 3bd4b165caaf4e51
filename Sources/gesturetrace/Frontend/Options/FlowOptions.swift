import ArgumentParser
import TraceAnalysis
import TraceModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `--flows FILE`: multi-step flows (docs/flows.md) each trace is walked through.
struct FlowOptions: ParsableArguments {
    @Option(
        name: .customLong("flows"),
        help: "Flow definitions as JSON (docs/flows.md): write flows.csv and flow_steps.csv, print the funnels.")
    var path: String?

    /// The flows of the file, empty without `--flows`. A bad file ends the command with exit 64 and
    /// the message of every configuration (`FILE: invalid flow definitions:`, then one problem per
    /// line with its field path, docs/configuration.md).
    func flows() throws -> [Flow] {
        guard let path else { return [] }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CommandFailure.usage("\(path): cannot read the flow definitions")
        }
        do {
            return try FlowConfiguration.parse(json: data).flows
        } catch {
            if let note = ConfigurationFileKind.misplacedNote(data, expected: .flow) {
                throw CommandFailure.usage("\(path): \(note)")
            }
            throw CommandFailure.usage("\(path): invalid flow definitions:\n\(error.description)")
        }
    }
}
