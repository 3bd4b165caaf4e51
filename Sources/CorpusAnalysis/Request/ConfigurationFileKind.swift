import TraceModel
import TransitionSimulation

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Which kind of configuration a JSON file looks like, from its top-level keys, so that a file
/// passed to the wrong option gets a message saying what it is (docs/configuration.md, "Which
/// file goes where"): `--config` takes an engine configuration in every command, `gate --gates`
/// a gate configuration, `--flows` flow definitions.
///
/// - gate: a top-level `assertions` (every gate file has it);
/// - engine: only the engine keys (`display`, `fluid`, `legacy`), at least one of them;
/// - flow: a top-level `flows` (every flow definition file has it).
package enum ConfigurationFileKind: Equatable {
    case gate
    case engine
    case flow

    /// The top-level keys of an engine configuration (`EngineConfiguration.keys`).
    package static let engineKeys = Set(EngineConfiguration.keys)

    /// The kind `data` looks like, or nil when it is neither (or not a JSON object).
    package static func sniff(_ data: Data) -> ConfigurationFileKind? {
        guard case .object(let members)? = try? ConfigurationReader.document(data) else { return nil }
        let keys = Set(members.map(\.key))
        if keys.contains("assertions") { return .gate }
        if keys.contains("flows") { return .flow }
        if !keys.isEmpty && keys.isSubset(of: engineKeys) { return .engine }
        return nil
    }

    /// A sentence for a file of this kind found where `expected` was wanted, naming the option
    /// that takes it; nil when the file is not of a known other kind.
    package static func misplacedNote(_ data: Data, expected: ConfigurationFileKind) -> String? {
        guard let kind = sniff(data), kind != expected else { return nil }
        if expected == .flow {
            return "this is \(kind == .gate ? "a gate" : "an engine") configuration, not flow definitions"
                + " (a top-level \"flows\"); pass it with \(kind == .gate ? "--gates" : "--config") FILE"
        }
        switch kind {
        case .gate:
            return "this is a gate configuration (it has \"assertions\"), not an engine configuration;"
                + " pass it to `gesturetrace gate --gates FILE` (--config takes an engine configuration)"
        case .engine:
            return "this is an engine configuration (keys display, fluid, legacy), not a gate configuration;"
                + " pass it with --config (engine parameters) and the gate file with --gates FILE"
        case .flow:
            return "this is a flow definition file (it has \"flows\"), not a"
                + (expected == .gate ? " gate" : "n engine") + " configuration; pass it with --flows FILE"
        }
    }
}
