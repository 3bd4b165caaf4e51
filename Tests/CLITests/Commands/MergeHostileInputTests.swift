import Foundation
import Testing
import _TestSupport

/// `merge` and `gate --partial` on partials edited by hand (docs/scale-out.md "Format"): every
/// value outside what `analyze --partial` writes exits 65 naming the file, the line and the field;
/// partials made with other recognition options are refused naming both files and the option.
@Suite("gesturetrace merge: hostile partials")
struct MergeHostileInputTests {
    /// A partial of traces/scenarios/ made with `--engine fluid` and `extra` options, in `directory`.
    private static func partial(
        _ name: String, in directory: URL, _ extra: [String] = []
    ) throws -> (path: String, text: String) {
        let path = directory.appendingPathComponent(name).path
        let run = try CommandRunner.run(
            ["analyze", "traces/scenarios/", "--engine", "fluid", "--partial", path] + extra)
        #expect(run.status == 0, "\(run.stderr)")
        return (path, try String(contentsOfFile: path, encoding: .utf8))
    }

    /// `text` with every line for which `edit` gives a value replaced by it.
    private static func edited(_ text: String, _ edit: ([Substring]) -> String?) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            edit(line.split(separator: "\t", omittingEmptySubsequences: false)) ?? String(line)
        }.joined(separator: "\n")
    }

    @Test("huge intent counts exit 65 naming the file, the line and the field, not an overflow trap")
    func hugeIntentCount() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let (good, text) = try Self.partial("good", in: directory)
        let huge = Self.edited(text) { fields in
            fields[0] == "engine"
                ? (fields.prefix(2) + ["9223372036854775807"] + fields[3...]).joined(separator: "\t") : nil
        }
        let file = try TestPaths.write(huge, named: "huge", in: directory)
        let run = try CommandRunner.run(["merge", good, file])
        #expect(run.status == 65, "\(run.stderr)")
        #expect(run.stderr.hasPrefix("\(file):"), "\(run.stderr)")
        #expect(run.stderr.contains(": error: intent count: expected a count"), "\(run.stderr)")
    }

    @Test("a -inf latency, which made a failing gate pass, exits 65 from merge and gate --partial")
    func negativeInfinityLatency() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let (good, text) = try Self.partial("good", in: directory)
        let gates = try TestPaths.write(
            """
            {"version": 1, "assertions": [{"name": "fast", "metric": "first_touch_latency_ms", "statistic": "p50",
              "engine": "fluid", "max": 1}]}
            """, named: "gates.json", in: directory)
        #expect(try CommandRunner.run(["gate", "--partial", good, "--gates", gates]).status == 1)
        let faked = Self.edited(text) { fields in
            fields[0] == "i" && !fields[4].isEmpty
                ? (fields.prefix(4) + ["-inf"] + fields[5...]).joined(separator: "\t") : nil
        }
        let file = try TestPaths.write(faked, named: "faked", in: directory)
        for command in [["merge", file], ["gate", "--partial", file, "--gates", gates]] {
            let run = try CommandRunner.run(command)
            #expect(run.status == 65, "\(command): \(run.stderr)")
            #expect(run.stderr.contains("\(file):"), "\(run.stderr)")
            #expect(run.stderr.contains("error: first-touch latency: expected"), "\(run.stderr)")
        }
    }

    @Test("partials made with other recognition or engine options exit 65 naming both files and the option")
    func otherRecognition() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let (plain, _) = try Self.partial("plain", in: directory)
        let cases: [([String], String)] = [
            (["--platform", "android"], "platform android"), (["--tap-slop", "30"], "tap-slop 30.0"),
            (["--velocity", "impulse"], "velocity impulse"), (["--long-press-ms", "800"], "long-press-ms 800.0"),
            (["--refresh-hz", "120"], "engine-config "),
        ]
        for (index, (options, option)) in cases.enumerated() {
            let (other, _) = try Self.partial("other-\(index)", in: directory, options)
            let run = try CommandRunner.run(["merge", plain, other])
            #expect(run.status == 65, "\(options): \(run.stderr)")
            #expect(run.stderr.hasPrefix("\(other): error: made with \(option)"), "\(run.stderr)")
            #expect(run.stderr.contains("; \(plain) was made with "), "\(run.stderr)")
            // The same options merge.
            let (again, _) = try Self.partial("again-\(index)", in: directory, options)
            #expect(try CommandRunner.run(["merge", other, again]).status == 0, "\(options)")
        }
        let gate = try CommandRunner.run([
            "gate", "--partial", plain, "--gates", "traces/gates.json", "--platform", "android",
        ])
        #expect(gate.status == 64, "\(gate.stderr)")
    }

    @Test("the first line is checked before the rest is read: junk after it is never read")
    func firstLineFirst() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let (good, _) = try Self.partial("good", in: directory)
        let junk = directory.appendingPathComponent("junk")
        // Not a partial, then bytes that are not UTF-8: the first line alone decides.
        try (Data("{\"t\": 0}\n".utf8) + Data(repeating: 0xFF, count: 3 << 20)).write(to: junk)
        let run = try CommandRunner.run(["merge", good, junk.path])
        #expect(run.status == 65)
        #expect(run.stderr.hasPrefix("\(junk.path):1: error: not a summary partial"), "\(run.stderr)")
    }
}
