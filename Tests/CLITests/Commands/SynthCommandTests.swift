import Foundation
import Testing
import _TestSupport

@Suite("gesturetrace synth")
struct SynthCommandTests {
    @Test("writes <scenario>/<engine>-user<NN>.jsonl, one summary line per file, and validate accepts them")
    func writesValidTraces() throws {
        let folder = try TestPaths.temporaryDirectory("synth-cli")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run([
            "synth", "--scenario", "quick-dismiss", "--scenario", "browse",
            "--engine", "legacy", "--engine", "fluid", "--users", "2", "--seed", "7",
            "--out", folder.path,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let expected = ["quick-dismiss", "browse"].flatMap { scenario in
            ["fluid", "legacy"].flatMap { engine in (0..<2).map { "\(scenario)/\(engine)-user0\($0).jsonl" } }
        }
        let found = try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".jsonl") }
        #expect(Set(found) == Set(expected))
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == expected.count + 1)
        #expect(lines.last == "wrote 8 traces to \(folder.path) (seed 7)")
        #expect(lines.first?.hasPrefix("\(folder.path)/quick-dismiss/fluid-user00.jsonl: ") == true)

        let validate = try CommandRunner.run(["validate", folder.path])
        #expect(validate.status == 0, "\(validate.stdout)")
        #expect(validate.stdout.split(separator: "\n").last?.hasPrefix("8 traces: 8 valid, 0 invalid") == true)
    }

    @Test("the same seed writes byte-identical files")
    func deterministic() throws {
        let a = try TestPaths.temporaryDirectory("synth-a")
        let b = try TestPaths.temporaryDirectory("synth-b")
        defer {
            try? FileManager.default.removeItem(at: a)
            try? FileManager.default.removeItem(at: b)
        }
        for folder in [a, b] {
            let result = try CommandRunner.run([
                "synth", "--scenario", "grab-in-flight", "--engine", "all",
                "--users", "3", "--seed", "11", "--out", folder.path,
            ])
            #expect(result.status == 0)
        }
        for engine in ["fluid", "legacy"] {
            for user in 0..<3 {
                let name = "grab-in-flight/\(engine)-user0\(user).jsonl"
                let first = try Data(contentsOf: a.appendingPathComponent(name))
                #expect(!first.isEmpty)
                #expect(first == (try Data(contentsOf: b.appendingPathComponent(name))), "\(name)")
            }
        }
    }

    @Test(
        "bad arguments exit 64",
        arguments: [
            ["--scenario", "no-such", "--engine", "fluid"],
            ["--scenario", "all", "--engine", "recorded"],
            ["--scenario", "all", "--engine", "fluid", "--users", "0"],
            ["--scenario", "all", "--engine", "fluid", "--seed", "-1"],
            ["--engine", "fluid"],
            ["--scenario", "all"],
        ])
    func badArguments(arguments: [String]) throws {
        let folder = try TestPaths.temporaryDirectory("synth-bad")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["synth"] + arguments + ["--out", folder.path])
        #expect(result.status == 64, "\(arguments): \(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test("the bundled corpus: 120 valid traces, and `make corpus`'s commands regenerate it byte for byte")
    func bundledCorpus() throws {
        let validate = try CommandRunner.run(["validate", "traces/synthetic/"])
        #expect(validate.status == 0, "\(validate.stdout)")
        #expect(
            validate.stdout.split(separator: "\n").last?.hasPrefix("120 traces: 120 valid, 0 invalid") == true,
            "\(validate.stdout.split(separator: "\n").last ?? "")")

        let folder = try TestPaths.temporaryDirectory("synth-corpus")
        defer { try? FileManager.default.removeItem(at: folder) }
        for engine in ["fluid", "legacy"] {
            let result = try CommandRunner.run([
                "synth", "--scenario", "all", "--engine", engine, "--users", "10",
                "--seed", "2026", "--out", folder.path,
            ])
            #expect(result.status == 0)
        }
        let bundled = TestPaths.trace("synthetic")
        let names = try FileManager.default.subpathsOfDirectory(atPath: bundled.path).filter { $0.hasSuffix(".jsonl") }
            .sorted()
        let fresh = try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".jsonl") }
            .sorted()
        #expect(names == fresh)
        #expect(names.count == 120)
        for name in names {
            let a = try Data(contentsOf: bundled.appendingPathComponent(name))
            let b = try Data(contentsOf: folder.appendingPathComponent(name))
            #expect(a == b, "traces/synthetic/\(name) differs from a fresh synth: run `make corpus`")
        }
    }
}
