import Foundation
import Testing
import _TestSupport

/// Numbers that rest on inferred intents say so (docs/analysis.md "Intents", "Saying so"), and
/// `analyze` prints the agreement per scenario when labels exist.
@Suite("Inferred intents are marked")
struct InferredMarkingTests {
    static let tobii = TestPaths.fixture("third-party/tobii").path

    @Test("--infer-intents: summary.csv says inferred, the text and report.html mark the engine")
    func inferredRun() throws {
        let out = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try CommandRunner.run([
            "analyze", Self.tobii, "--engine", "recorded", "--infer-intents", "--out", out.path,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("recorded (inferred)"))
        let summary = try String(contentsOf: out.appendingPathComponent("summary.csv"), encoding: .utf8)
        #expect(summary.hasPrefix("engine,population,intents,scope,"))
        #expect(summary.contains("\r\nrecorded,recorded,inferred,overall,,all,first_touch_latency_ms,"))
        #expect(!summary.contains(",labelled,"))
        let page = try String(contentsOf: out.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(page.contains("<strong>Inferred:</strong>"))
    }

    @Test("labelled: no mark, and the agreement per engine and per scenario")
    func labelledRun() throws {
        let result = try CommandRunner.run(["analyze", Self.tobii, "--engine", "recorded"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.contains("(inferred)"))
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let overall = try #require(lines.firstIndex { $0.hasPrefix("Inferred vs labelled intents (recorded): ") })
        let perScenario = lines[(overall + 1)...].prefix { $0.hasPrefix("  ") }
        // One line per scenario of the fixtures, whose counts add up to the overall line's.
        #expect(perScenario.count == 5)
        #expect(perScenario.contains { $0.hasPrefix("  tap-during-opening: ") })
        let counts = perScenario.compactMap { line -> (Int, Int)? in
            guard let part = line.split(separator: ": ").last?.split(separator: " ").first else { return nil }
            let numbers = part.split(separator: "/").compactMap { Int($0) }
            return numbers.count == 2 ? (numbers[0], numbers[1]) : nil
        }
        let total = lines[overall].split(separator: ": ")[1].split(separator: " ")[0].split(separator: "/")
        #expect(counts.map(\.0).reduce(0, +) == Int(total[0]))
        #expect(counts.map(\.1).reduce(0, +) == Int(total[1]))
    }
}
