import Foundation
import Testing
import _TestSupport

/// docs/gates.md's baseline workflow and CI snippets, run as written in a fresh folder holding a
/// copy of `traces/` and a `gate.json`: no output folder exists beforehand.
@Suite("docs/gates.md: the CI snippet works verbatim on a fresh checkout")
struct CIDocumentationTests {
    /// The shell commands of the fenced blocks in the sections "Keeping a baseline" and "In CI":
    /// backslash-continued lines joined, YAML `- run:` and `- ` prefixes removed.
    static func documentedCommands() throws -> [String] {
        let text = try String(
            contentsOf: TestPaths.packageRoot.appendingPathComponent("docs/gates.md"), encoding: .utf8)
        let start = try #require(text.range(of: "## Keeping a baseline"))
        var commands: [String] = []
        var inBlock = false
        var pending = ""
        for raw in text[start.lowerBound...].split(separator: "\n", omittingEmptySubsequences: false) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("```") {
                inBlock.toggle()
                continue
            }
            guard inBlock else { continue }
            var command = pending + line
            for prefix in ["- run:", "- "] where command.hasPrefix(prefix) {
                command = String(command.dropFirst(prefix.count)).trimmingCharacters(in: .whitespaces)
            }
            if command.hasSuffix("\\") {
                pending = String(command.dropLast()).trimmingCharacters(in: .whitespaces) + " "
                continue
            }
            pending = ""
            if command.hasPrefix("gesturetrace ") || command.hasPrefix("cp ") { commands.append(command) }
        }
        return commands
    }

    @Test("make a baseline, then gate against it with JUnit and Markdown in folders that do not exist yet")
    func snippetRunsVerbatim() throws {
        let commands = try Self.documentedCommands()
        #expect(commands.contains { $0.hasPrefix("gesturetrace analyze ") })
        #expect(commands.contains { $0.contains("--junit reports/gate-junit.xml --markdown reports/gate.md") })
        let checkout = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: checkout) }
        let traces = checkout.appendingPathComponent("traces")
        try FileManager.default.copyItem(at: TestPaths.trace("scenarios"), to: traces)
        // The project's budgets and one regression limit, so the baseline is read.
        let gate = #"""
            {"version": 1, "assertions": [
              {"metric": "cancel_success", "statistic": "rate", "engine": "fluid", "min": 0.5},
              {"metric": "gestures_per_intent", "statistic": "mean", "engine": "fluid",
               "maxIncrease": {"percent": 10}}
            ]}
            """#
        try gate.write(to: checkout.appendingPathComponent("gate.json"), atomically: true, encoding: .utf8)
        // A gate file beside the traces must not be read as a trace either.
        try gate.write(to: traces.appendingPathComponent("gate.json"), atomically: true, encoding: .utf8)
        for command in commands {
            let words = command.split(separator: " ").map(String.init)
            if words[0] == "cp" {
                let target = checkout.appendingPathComponent(words[2])
                try? FileManager.default.removeItem(at: target)
                try FileManager.default.copyItem(at: checkout.appendingPathComponent(words[1]), to: target)
                continue
            }
            let result = try CommandRunner.run(Array(words.dropFirst()), in: checkout)
            #expect(result.status == 0, "\(command)\n\(result.stdout)\(result.stderr)")
        }
        for report in ["reports/gate-junit.xml", "reports/gate.md", "gate-junit.xml", "traces/baseline-summary.csv"] {
            #expect(FileManager.default.fileExists(atPath: checkout.appendingPathComponent(report).path), "\(report)")
        }
    }
}
