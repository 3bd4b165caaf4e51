import TraceModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A flow definition file (`gesturetrace analyze --flows FILE`): a version and the flows, in file
/// order, which is the order of every report. Read with the shared `ConfigurationReader`, so every
/// problem is reported with its field path (`flows[0].steps[2].gesture: ...`) and a bad file is a
/// usage error (exit 64), as gate and engine configurations (docs/flows.md "Definition").
package struct FlowConfiguration: Sendable, Hashable {
    /// The one version of the format this build reads.
    package static let currentVersion = 1

    package let flows: [Flow]

    package init(flows: [Flow]) { self.flows = flows }

    /// Reads a definition from JSON bytes.
    package static func parse(json data: Data) throws(ConfigurationError) -> FlowConfiguration {
        try FlowConfigurationReader.read(try ConfigurationReader.document(data))
    }

    /// Reads a definition from JSON text.
    package static func parse(jsonText: String) throws(ConfigurationError) -> FlowConfiguration {
        try parse(json: Data(jsonText.utf8))
    }
}
