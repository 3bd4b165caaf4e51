import Foundation
import Testing
import _TestSupport

/// `analyze --partial`, `merge` and `gate --partial` on the bundled corpus split several ways
/// (docs/scale-out.md): the same summary.csv, schema.json, report.html and text as one `analyze --out`.
@Suite("gesturetrace merge")
struct MergeCommandTests {
    private static let engines = ["--engine", "legacy", "--engine", "fluid"]

    /// The trace files of traces/, in the order `analyze traces/` walks them.
    private static func corpus() throws -> [String] {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("corpus.partial").path
        _ = try CommandRunner.run(["analyze", "traces/", "--engine", "fluid", "--partial", file])
        return try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n")
            .filter { $0.hasPrefix("trace\t") }.map { String($0.dropFirst(6)) }
    }

    private func read(_ path: URL) throws -> Data { try Data(contentsOf: path) }

    @Test("the corpus split several ways and merged in any order gives one run's reports and text")
    func splitsMergeToOneRun() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let full = directory.appendingPathComponent("full")
        let one = try CommandRunner.run(["analyze", "traces/"] + Self.engines + ["--out", full.path])
        #expect(one.status == 0, "\(one.stderr)")
        let traces = try Self.corpus()
        #expect(traces.count > 100)
        // Round robin (interleaved paths), contiguous ranges, and one trace a part for the first few.
        let splits: [[[String]]] = [
            (0..<3).map { part in traces.enumerated().filter { $0.offset % 3 == part }.map(\.element) },
            stride(from: 0, to: traces.count, by: 40).map { Array(traces[$0..<min($0 + 40, traces.count)]) },
            traces.prefix(4).map { [$0] } + [Array(traces.dropFirst(4))],
        ]
        for (number, split) in splits.enumerated() {
            var partials: [String] = []
            for (index, part) in split.enumerated() {
                let file = directory.appendingPathComponent("s\(number)-\(index).partial").path
                let run = try CommandRunner.run(["analyze"] + part + Self.engines + ["--partial", file])
                #expect(run.status == 0, "\(run.stderr)")
                partials.append(file)
            }
            for order in [partials, partials.reversed()] {
                let out = directory.appendingPathComponent("merged-\(number)")
                let merged = try CommandRunner.run(["merge"] + order + ["--out", out.path])
                #expect(merged.status == 0, "\(merged.stderr)")
                #expect(merged.stdout == one.stdout)
                for file in Self.mergedFiles {
                    #expect(
                        try read(out.appendingPathComponent(file)) == read(full.appendingPathComponent(file)),
                        "split \(number): \(file)")
                }
            }
        }
    }

    /// The files `merge --out` writes, each byte for byte one `analyze --out`'s.
    private static let mergedFiles = ["summary.csv", "schema.json", "report.html"]

    @Test("merged partials made with --flows give one run's reports, funnels in report.html included")
    func flowsMergeToOneRun() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let flows = ["--flows", "traces/flows/highlight-onboarding.flows.json"]
        let users = directory.appendingPathComponent("users")
        let synth = try CommandRunner.run([
            "synth", "--scenario", "highlight-onboarding", "--users", "12", "--seed", "16", "--out", users.path,
        ])
        #expect(synth.status == 0, "\(synth.stderr)")
        let full = directory.appendingPathComponent("full")
        let one = try CommandRunner.run(["analyze", users.path] + Self.engines + flows + ["--out", full.path])
        #expect(one.status == 0, "\(one.stderr)")
        let page = try String(contentsOf: full.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(page.contains("Flow funnel: highlight-onboarding"))
        let whole = directory.appendingPathComponent("whole.partial").path
        let wholeRun = try CommandRunner.run(["analyze", users.path] + Self.engines + flows + ["--partial", whole])
        #expect(wholeRun.status == 0, "\(wholeRun.stderr)")
        let traces = try String(contentsOfFile: whole, encoding: .utf8).split(separator: "\n")
            .filter { $0.hasPrefix("trace\t") }.map { String($0.dropFirst(6)) }
        #expect(traces.count == 12)
        var partials: [String] = []
        for part in 0..<3 {
            let file = directory.appendingPathComponent("p\(part)").path
            let mine = traces.enumerated().filter { $0.offset % 3 == part }.map(\.element)
            #expect(try CommandRunner.run(["analyze"] + mine + Self.engines + flows + ["--partial", file]).status == 0)
            partials.append(file)
        }
        let out = directory.appendingPathComponent("merged")
        let merged = try CommandRunner.run(["merge"] + partials.reversed() + flows + ["--out", out.path])
        #expect(merged.status == 0, "\(merged.stderr)")
        #expect(merged.stdout == one.stdout)
        for file in Self.mergedFiles {
            #expect(try read(out.appendingPathComponent(file)) == read(full.appendingPathComponent(file)), "\(file)")
        }
    }

    @Test("a merge in stages writes the bytes of a merge in one go, whatever the grouping")
    func stagedMergeIsByteIdentical() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let traces = try Self.corpus()
        var partials: [String] = []
        for (index, start) in stride(from: 0, to: traces.count, by: 30).enumerated() {
            let file = directory.appendingPathComponent("p\(index)").path
            let part = Array(traces[start..<min(start + 30, traces.count)])
            #expect(try CommandRunner.run(["analyze"] + part + Self.engines + ["--partial", file]).status == 0)
            partials.append(file)
        }
        let all = directory.appendingPathComponent("all").path
        #expect(try CommandRunner.run(["analyze", "traces/"] + Self.engines + ["--partial", all]).status == 0)
        let left = directory.appendingPathComponent("left").path
        let right = directory.appendingPathComponent("right").path
        let staged = directory.appendingPathComponent("staged").path
        #expect(try CommandRunner.run(["merge", partials[3], partials[0], "--partial", left]).status == 0)
        #expect(
            try CommandRunner.run(["merge"] + partials[4...] + [partials[1], partials[2], "--partial", right]).status
                == 0)
        #expect(try CommandRunner.run(["merge", right, left, "--partial", staged]).status == 0)
        #expect(try read(URL(fileURLWithPath: staged)) == read(URL(fileURLWithPath: all)))
    }

    @Test("gate --partial gives the verdicts and report.html of gate over the traces")
    func gateOnPartials() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let traces = try Self.corpus()
        let half = traces.count / 2
        let a = directory.appendingPathComponent("a").path
        let b = directory.appendingPathComponent("b").path
        #expect(try CommandRunner.run(["analyze"] + traces[..<half] + Self.engines + ["--partial", a]).status == 0)
        #expect(try CommandRunner.run(["analyze"] + traces[half...] + Self.engines + ["--partial", b]).status == 0)
        let direct = try CommandRunner.run(["gate", "traces/", "--gates", "traces/gates.json"])
        let merged = try CommandRunner.run(["gate", "--partial", b, a, "--gates", "traces/gates.json"])
        #expect(merged.status == direct.status)
        #expect(merged.stdout == direct.stdout)

        // --html: partials made with the gate's engines (fluid) give gate's page, byte for byte.
        let (fluidA, fluidB) = (
            directory.appendingPathComponent("fa").path, directory.appendingPathComponent("fb").path
        )
        let fluid = ["--engine", "fluid"]
        #expect(try CommandRunner.run(["analyze"] + traces[..<half] + fluid + ["--partial", fluidA]).status == 0)
        #expect(try CommandRunner.run(["analyze"] + traces[half...] + fluid + ["--partial", fluidB]).status == 0)
        let (directPage, mergedPage) = (
            directory.appendingPathComponent("direct.html").path, directory.appendingPathComponent("merged.html").path
        )
        let gates = ["--gates", "traces/gates.json", "--html"]
        let withPage = try CommandRunner.run(["gate", "traces/"] + gates + [directPage])
        #expect(withPage.status == direct.status, "\(withPage.stderr)")
        let mergedWithPage = try CommandRunner.run(["gate", "--partial", fluidB, fluidA] + gates + [mergedPage])
        #expect(mergedWithPage.status == direct.status, "\(mergedWithPage.stderr)")
        let page = try Data(contentsOf: URL(fileURLWithPath: directPage))
        #expect(page.count > 10_000)
        #expect(try Data(contentsOf: URL(fileURLWithPath: mergedPage)) == page)
        #expect(String(decoding: page, as: UTF8.self).contains("<h2>Gate: 0 of 9 checks failed</h2>"))
    }

    @Test("a corrupt, other-version or mismatched partial exits 65 naming the file")
    func badPartials() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let good = directory.appendingPathComponent("good").path
        let fluid = directory.appendingPathComponent("fluid").path
        #expect(try CommandRunner.run(["analyze", "traces/scenarios/", "--partial", good] + Self.engines).status == 0)
        #expect(
            try CommandRunner.run(["analyze", "traces/scenarios/", "--partial", fluid, "--engine", "fluid"]).status == 0
        )
        let text = try String(contentsOfFile: good, encoding: .utf8)
        // The first line is `gesturetrace-partial VERSION`: this build's version.
        let version = text.prefix { $0 != "\n" }.split(separator: "\t").last.map(String.init) ?? ""
        let future = try TestPaths.write(
            text.replacingOccurrences(of: "gesturetrace-partial\t\(version)\n", with: "gesturetrace-partial\t9\n"),
            named: "future", in: directory)
        let cut = try TestPaths.write(String(text.prefix(text.count / 2)), named: "cut", in: directory)
        let cases: [(String, String)] = [
            (future, "\(future):1: error: partial format version 9; this gesturetrace reads version \(version)"),
            (cut, "\(cut): error: truncated"),
            (fluid, "\(fluid): error: made with engines fluid"),
            ("traces/gates.json", "traces/gates.json:1: error: not a summary partial"),
        ]
        for (file, message) in cases {
            let run = try CommandRunner.run(["merge", good, file])
            #expect(run.status == 65, "\(file)")
            #expect(run.stderr.hasPrefix(message), "\(run.stderr)")
        }
    }
}
