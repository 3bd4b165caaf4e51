import Foundation
import Testing
import _TestSupport

/// `analyze --flows` and `gate --flows` end to end on the hand-made traces of Tests/Fixtures/flows.
@Suite("Flow commands")
struct FlowCommandTests {
    static let traces = "Tests/Fixtures/flows"
    static let flows = "Tests/Fixtures/flows/onboarding.flows.json"

    @Test("analyze --flows writes flows.csv and flow_steps.csv, lists them in schema.json and prints the funnel")
    func analyzeWritesFlowReports() throws {
        let out = try TestPaths.temporaryDirectory()
        let result = try CommandRunner.run(["analyze", Self.traces, "--flows", Self.flows, "--out", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        let runs = try String(contentsOf: out.appendingPathComponent("flows.csv"), encoding: .utf8)
        #expect(
            runs.contains(
                "Tests/Fixtures/flows/drop-at-step-3.jsonl,highlight-onboarding,1,false,3,drag,trace-ended,"
                    + "0.000,6000.000\r\n"
            ))
        let steps = try String(contentsOf: out.appendingPathComponent("flow_steps.csv"), encoding: .utf8)
        #expect(
            steps.hasPrefix(
                "trace,flow,run,step,index,reached,completed,time_ms,attempts,wrong_gestures,touches_during_wait\r\n"))
        #expect(
            steps.contains(
                "Tests/Fixtures/flows/touch-during-wait.jsonl,highlight-onboarding,1,tip,2,true,true,2000.000,0,0,1"))
        let schema = try String(contentsOf: out.appendingPathComponent("schema.json"), encoding: .utf8)
        #expect(schema.contains("\"flows.csv\"") && schema.contains("\"flow_steps.csv\""))
        let summary = try String(contentsOf: out.appendingPathComponent("summary.csv"), encoding: .utf8)
        #expect(summary.contains("fluid,own,,flow,highlight-onboarding,all,flow_completion,5,"))
        #expect(summary.contains("fluid,own,,flow_step,highlight-onboarding/drag,all,step_time_ms,4,"))
        #expect(
            result.stdout.contains(
                "Flow highlight-onboarding (ordered, runs start at trace): 5 runs, 4/5 (80.0%) completed"))
        #expect(result.stdout.contains("3 drag"))
    }

    @Test("without --flows no flow report is written")
    func noFlowsNoReports() throws {
        let out = try TestPaths.temporaryDirectory()
        let result = try CommandRunner.run(["analyze", Self.traces, "--out", out.path])
        #expect(result.status == 0)
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("flows.csv").path))
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("flow_steps.csv").path))
        #expect(!result.stdout.contains("Flow "))
    }

    @Test("a bad flow file is a usage error naming the file and each field")
    func badFlowFile() throws {
        let folder = try TestPaths.temporaryDirectory()
        let file = folder.appendingPathComponent("bad.flows.json")
        try #"{"version":1,"flows":[{"name":"f","steps":[{"name":"a","gesture":"pinch"}]}]}"#.write(
            to: file, atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["analyze", Self.traces, "--flows", file.path])
        #expect(result.status == 64)
        #expect(
            result.stderr.contains(
                "\(file.path): invalid flow definitions:\nflows[0].steps[0].gesture: unknown gesture \"pinch\""),
            "\(result.stderr)")
        let gate = try CommandRunner.run(["analyze", Self.traces, "--flows", "traces/gates.json"])
        #expect(gate.status == 64 && gate.stderr.contains("this is a gate configuration, not flow definitions"))
    }

    @Test(
        "the gate asserts on flows: completion >= 80 % and the drag step's p90 <= 4 s; a strict flow's completion fails"
    )
    func gateOnFlowMetrics() throws {
        let folder = try TestPaths.temporaryDirectory()
        func gate(_ assertions: String) throws -> CommandRunner.Result {
            let file = folder.appendingPathComponent("flow-gate-\(UUID().uuidString).json")
            try #"{"version":1,"assertions":[\#(assertions)]}"#.write(to: file, atomically: true, encoding: .utf8)
            return try CommandRunner.run(["gate", Self.traces, "--flows", Self.flows, "--gates", file.path])
        }
        let passing = try gate(
            #"""
            {"metric":"flow_completion","statistic":"rate","engine":"fluid","flow":"highlight-onboarding","min":0.8},
            {"metric":"step_time_ms","statistic":"p90","engine":"fluid","flow":"highlight-onboarding",
             "step":"drag","max":4000}
            """#)
        #expect(passing.status == 0, "\(passing.stdout)\(passing.stderr)")
        #expect(passing.stdout.contains("PASS"))
        let failing = try gate(
            #"""
            {"metric":"flow_completion","statistic":"rate","engine":"fluid",
             "flow":"highlight-onboarding-strict","min":0.8}
            """#)
        #expect(failing.status == 1, "\(failing.stdout)\(failing.stderr)")
        #expect(failing.stdout.contains("FAIL") && failing.stdout.contains("highlight-onboarding-strict"))
        let missingFlow = try gate(#"{"metric":"step_time_ms","statistic":"p90","engine":"fluid","max":4000}"#)
        #expect(missingFlow.status == 64 && missingFlow.stderr.contains("flow: missing"), "\(missingFlow.stderr)")
        let unknownFlow = try gate(
            #"{"metric":"flow_completion","statistic":"rate","engine":"fluid","flow":"nope","min":0.5}"#)
        #expect(unknownFlow.status == 64 && unknownFlow.stderr.contains("flow \"nope\""), "\(unknownFlow.stderr)")
    }
}

extension FlowCommandTests {
    @Test("docs/reports.md documents the columns of flows.csv and flow_steps.csv as written")
    func documentedColumns() throws {
        let out = try TestPaths.temporaryDirectory()
        let result = try CommandRunner.run(["analyze", Self.traces, "--flows", Self.flows, "--out", out.path])
        #expect(result.status == 0)
        let documentation = try String(
            contentsOf: TestPaths.packageRoot.appendingPathComponent("docs/reports.md"), encoding: .utf8)
        for name in ["flows.csv", "flow_steps.csv"] {
            let text = try String(contentsOf: out.appendingPathComponent(name), encoding: .utf8)
            let header = try #require(text.components(separatedBy: "\r\n").first)
            let documented = AnalyzeCommandTests.documentedColumns(of: name, in: documentation)
            #expect(header.split(separator: ",").map(String.init) == documented, "\(name)")
        }
    }
}

extension FlowCommandTests {
    @Test("flow definitions given to --gates or --config are named as what they are (exit 64)")
    func misplacedFlowFile() throws {
        let gate = try CommandRunner.run(["gate", Self.traces, "--gates", Self.flows])
        #expect(gate.status == 64)
        #expect(gate.stderr.contains("this is a flow definition file (it has \"flows\"), not a gate configuration"))
        let config = try CommandRunner.run(["analyze", Self.traces, "--config", Self.flows])
        #expect(config.status == 64)
        #expect(config.stderr.contains("not an engine configuration; pass it with --flows FILE"), "\(config.stderr)")
    }
}
