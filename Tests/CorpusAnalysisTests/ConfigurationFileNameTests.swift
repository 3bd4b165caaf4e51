import CorpusAnalysis
import Testing

/// A folder walk leaves out configurations by name (docs/output-safety.md "Folder walks"), in any
/// case, and takes every other name for what it is.
@Suite("Configuration file names")
struct ConfigurationFileNameTests {
    @Test(
        "gate, engine and flow configurations are known in any case, with or without a prefix or a path",
        arguments: [
            ("gate.json", "a gate configuration"), ("GATES.JSON", "a gate configuration"),
            ("ci/release.Gate.Json", "a gate configuration"), ("engine.json", "an engine configuration"),
            ("a/b/phone.ENGINES.json/", "an engine configuration"), ("Flows.json", "a flow configuration"),
            ("onboarding.flows.jSoN", "a flow configuration"),
        ])
    func configurations(name: String, kind: String) {
        #expect(ConfigurationFileName.kind(of: name) == kind)
    }

    @Test(
        "traces and other names are not configurations",
        arguments: [
            "gate.jsonl", "gates.ndjson", "engine.json.bak", "flow.json", "trace.json", "json", ".json", "",
            "xgate.json", "gate.jso", "flows.json/x.jsonl", "gate\u{0E}json", "engine.j\u{53}on.txt",
        ])
    func others(name: String) {
        #expect(ConfigurationFileName.kind(of: name) == nil)
    }
}
