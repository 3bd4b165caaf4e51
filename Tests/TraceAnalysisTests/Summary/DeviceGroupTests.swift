import Testing
import TraceModel
import TransitionSimulation

@testable import TraceAnalysis

/// `DeviceGroup` labels, the `device` scope, and which rows are a model's replay (`what-if`).
@Suite("Device groups and replayed traces")
struct DeviceGroupTests {
    @Test(
        "a label is the model and the rate, at most two decimals, and reads back as the device scope",
        arguments: [
            (DeviceGroup(model: "Pixel 7", refreshHz: 120), "Pixel 7 @ 120 Hz"),
            (DeviceGroup(model: "iPhone15,2", refreshHz: 59.94), "iPhone15,2 @ 59.94 Hz"),
            (DeviceGroup(model: nil, refreshHz: 60), "unknown model @ 60 Hz"),
            (DeviceGroup(model: "Tab", refreshHz: 90.5), "Tab @ 90.5 Hz"),
            (DeviceGroup(model: "Tab", refreshHz: 143.996), "Tab @ 144 Hz"),
        ])
    func labels(group: DeviceGroup, label: String) {
        #expect(group.label == label)
        let scope = SummaryScope.device(group.label)
        #expect(scope.kind == "device")
        #expect(SummaryScope(kind: scope.kind, value: scope.value) == scope)
    }

    @Test("a model replays every trace not recorded against it; the recorded engine never does")
    func replays() {
        #expect(!SummaryPopulation.replays(recordedWith: "fluid", engine: .fluid))
        #expect(SummaryPopulation.replays(recordedWith: nil, engine: .fluid))
        #expect(SummaryPopulation.replays(recordedWith: "web-viewer", engine: .legacy))
        #expect(SummaryPopulation.replays(recordedWith: "legacy", engine: .fluid))
        #expect(!SummaryPopulation.replays(recordedWith: nil, engine: .recorded))
        #expect(SummaryPopulation.of(.fluid, whatIf: false, replays: true) == .whatIf)
        #expect(SummaryPopulation.of(.recorded, whatIf: true, replays: true) == .recorded)
        #expect(SummaryPopulation.of(.legacy, whatIf: false) == .own)
    }

    private static func trace(_ path: String, model: String?, hz: Double, recordedWith: String?, latency: Double)
        -> PartialTrace
    {
        var trace = PartialTrace(path: path)
        trace.scenario = "s"
        trace.device = DeviceGroup(model: model, refreshHz: hz)
        trace.recordedWith = recordedWith
        trace.populations = [.fluid]
        let intent = SummarizedIntent(
            goal: .open, gestures: 1, touched: true, unanswered: false, achieved: true, cancelOk: nil,
            firstTouchLatency: latency, responseLatency: 10, timeToCancel: nil, timeToGoal: 300, cancelDepth: nil)
        trace.shares = [
            PartialTrace.EngineShare(
                engine: .fluid, intentCount: 1, agreement: nil, intents: [intent], intentIds: ["i1"], frames: [])
        ]
        return trace
    }

    @Test("device rows hold their devices' intents only; a part with a replayed trace is what-if, the others own")
    func deviceRows() {
        var summary = CorpusSummary(engines: [.fluid], byDevice: true)
        summary.add(Self.trace("a", model: "P", hz: 120, recordedWith: "fluid", latency: 10))
        summary.add(Self.trace("b", model: "P", hz: 120, recordedWith: "fluid", latency: 30))
        summary.add(Self.trace("c", model: nil, hz: 60, recordedWith: nil, latency: 500))
        #expect(summary.devices == ["P @ 120 Hz", "unknown model @ 60 Hz"])
        let rows = summary.rows(engine: .fluid).filter { $0.metric == .firstTouchLatency && $0.goal == .all }
        let byScope = Dictionary(rows.map { ($0.scope, $0) }, uniquingKeysWith: { first, _ in first })
        #expect(byScope[.device("P @ 120 Hz")]?.n == 2)
        #expect(byScope[.device("P @ 120 Hz")]?.distribution?.max == 30)
        #expect(byScope[.device("P @ 120 Hz")]?.population == .own)
        #expect(byScope[.device("unknown model @ 60 Hz")]?.n == 1)
        #expect(byScope[.device("unknown model @ 60 Hz")]?.population == .whatIf)
        #expect(byScope[.overall]?.n == 3)
        #expect(byScope[.overall]?.population == .whatIf)
        #expect(byScope[.scenario("s")]?.population == .whatIf)
        #expect(summary.isWhatIf(engine: .fluid))

        var plain = CorpusSummary(engines: [.fluid])
        plain.add(Self.trace("a", model: "P", hz: 120, recordedWith: "fluid", latency: 10))
        #expect(plain.devices.isEmpty)
        #expect(plain.rows(engine: .fluid).allSatisfy { $0.population == .own })
        #expect(!plain.rows(engine: .fluid).contains { $0.scope.kind == "device" })
    }

    @Test("a partial keeps each trace's device, bit for bit")
    func partialRoundTrip() throws {
        let trace = Self.trace("a\tb", model: "iPhone15,2 %", hz: 59.94, recordedWith: nil, latency: 1)
        var partial = SummaryPartial(
            options: SummaryPartial.Options(engines: [.fluid], whatIf: false, recordedWith: nil, flows: []))
        partial.add(trace)
        let decoded = try SummaryPartial.decode(partial.encoded(), file: "p")
        var devices: [DeviceGroup] = []
        try decoded.forEachTrace { devices.append($0.device) }
        #expect(devices == [trace.device])
    }
}
