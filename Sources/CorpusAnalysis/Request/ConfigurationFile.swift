import TraceAnalysis
import TransitionSimulation

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The one reader of the configuration files a request names (docs/configuration.md): an engine
/// configuration (`--config`), flow definitions (`--flows`), a gate configuration (`gate --gates`)
/// and a baseline `summary.csv`. A file that cannot be read or does not parse is a usage error
/// (exit 64): `FILE: cannot read the WHAT`, or `FILE: invalid WHAT:` then every problem with its
/// field. A file of another configuration kind says which kind it is and which option takes it
/// (`ConfigurationFileKind`).
package enum ConfigurationFile {
    /// Reads the file at `path` and parses it; `what` names it in messages, `kind` is the kind of
    /// configuration expected (nil: no kind, as a baseline).
    package static func read<T>(
        _ path: String, what: String, kind: ConfigurationFileKind? = nil, parse: (Data) throws -> T
    ) throws(CorpusError) -> T {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .usage("\(path): cannot read the \(what)")
        }
        do {
            return try parse(data)
        } catch {
            if let kind, let note = ConfigurationFileKind.misplacedNote(data, expected: kind) {
                throw .usage("\(path): \(note)")
            }
            throw .usage("\(path): invalid \(what):\n\(error)")
        }
    }

    /// The engine configuration: the defaults, then the file at `path` (missing keys keep their
    /// defaults, docs/engines.md), then `refreshHz`.
    package static func engineConfiguration(path: String?, refreshHz: Double? = nil) throws(CorpusError)
        -> EngineConfiguration
    {
        var configuration = EngineConfiguration.default
        if let path {
            configuration = try read(path, what: "engine configuration", kind: .engine) { data in
                try EngineConfiguration.parse(json: data)
            }
        }
        if let refreshHz { configuration.display.refreshHz = refreshHz }
        return configuration
    }

    /// The flows of the file at `path` (docs/flows.md); none without a file.
    package static func flows(path: String?) throws(CorpusError) -> [Flow] {
        guard let path else { return [] }
        return try read(path, what: "flow definitions", kind: .flow) { data in
            try FlowConfiguration.parse(json: data).flows
        }
    }
}
