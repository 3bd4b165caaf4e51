import Foundation
import Testing
import _TestSupport

/// A corpus run over a folder holding the traps of issue 14 (`Tests/Fixtures/ranges/`) and one
/// valid trace: every trap is that trace's `failed` status, the run goes on for the others.
@Suite struct OutOfRangeTraceRunTests {
    static let traps = try! FileManager.default.contentsOfDirectory(atPath: TestPaths.fixture("ranges").path)
        .filter { $0.hasSuffix(".jsonl") }.sorted()

    /// A folder with every trap and `traces/scenarios/two-quick-taps.jsonl`.
    func corpus() throws -> URL {
        let folder = try TestPaths.temporaryDirectory("out-of-range-run")
        for trap in Self.traps {
            try FileManager.default.copyItem(
                at: TestPaths.fixture("ranges/" + trap), to: folder.appendingPathComponent(trap))
        }
        try FileManager.default.copyItem(
            at: TestPaths.packageRoot.appendingPathComponent("traces/scenarios/two-quick-taps.jsonl"),
            to: folder.appendingPathComponent("two-quick-taps.jsonl"))
        return folder
    }

    @Test func validateRejectsEachTrap() throws {
        let folder = try corpus()
        let result = try CommandRunner.run(["validate", folder.path])
        #expect(result.status == 65)
        for trap in Self.traps {
            #expect(result.stdout.contains(folder.appendingPathComponent(trap).path + ":"), "\(trap)")
        }
        #expect(result.stdout.contains("13 traces: 1 valid, 12 invalid"))
    }

    @Test func analyzeSkipInvalidCompletesWithTheTrapsFailed() throws {
        let folder = try corpus()
        let out = try TestPaths.temporaryDirectory("out-of-range-reports")
        let result = try CommandRunner.run(["analyze", folder.path, "--skip-invalid", "--out", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        let traces = try String(contentsOf: out.appendingPathComponent("traces.csv"), encoding: .utf8)
        for trap in Self.traps {
            #expect(traces.contains("/" + trap + ",failed,"), "\(trap)")
        }
        #expect(traces.contains("two-quick-taps.jsonl,loaded,"))
    }

    @Test func gateSkipInvalidDoesNotCrash() throws {
        let result = try CommandRunner.run(
            ["gate", try corpus().path, "--gates", "traces/gates.json", "--skip-invalid"])
        // The bundled gates name scenarios this small corpus lacks: a configuration error (64),
        // reached only after every trace was read and analysed.
        #expect([0, 1, 64].contains(result.status), "\(result.stderr)")
        for trap in Self.traps { #expect(result.stderr.contains(trap + ": failed:"), "\(trap)") }
    }
}
