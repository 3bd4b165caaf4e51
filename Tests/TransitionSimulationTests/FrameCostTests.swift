import Foundation
import Testing
import TraceModel
import TransitionSimulation

/// A main-thread cost at a transition's start (docs/engines.md "Frame cost"): the frame that starts
/// it is presented late by whole periods, which delays the first response and drops refreshes.
/// `two-quick-taps.jsonl`: the first tap's up at 1056 ms starts a present.
@Suite("Engine frame cost")
struct FrameCostTests {
    static func replay(_ kind: EngineKind, refreshHz: Double, startCostMs: Double) throws -> ReplayResult {
        let cost = FrameCost(startCostMs: startCostMs)
        let configuration = EngineConfiguration(
            fluid: .init(cost: cost), legacy: .init(cost: cost), display: .init(refreshHz: refreshHz))
        return kind.engine(configuration: configuration, recognition: .default).replay(
            try ScenarioTraces.load("two-quick-taps.jsonl"))
    }

    @Test(
        "a 13 ms start at 120 Hz: the start frame is one period late, its next refresh dropped",
        arguments: [
            EngineKind.fluid, .legacy,
        ])
    func thirteenMillisecondsAt120Hz(kind: EngineKind) throws {
        let clock = FrameClock(refreshHz: 120)
        let free = try Self.replay(kind, refreshHz: 120, startCostMs: 0)
        let costly = try Self.replay(kind, refreshHz: 120, startCostMs: FrameCost.snapshotAfterScreenUpdatesMs)
        // The up at 1056 ms is applied in frame 127 (1058.333 ms), shown at frame 128 without the cost
        // and at frame 129 with it: 13 ms of work from 1058.333 ends after frame 128 (1066.667).
        #expect(free.decisions[0].firstResponse == clock.time(ofFrame: 128))
        #expect(costly.decisions[0].firstResponse == clock.time(ofFrame: 129))
        #expect(costly.transitions[0].tStart == clock.time(ofFrame: 129))
        #expect(free.lateFrames.isEmpty)
        #expect(costly.lateFrames == [LateFrame(index: 127, t: clock.time(ofFrame: 127), periods: 1)])
        let marked = try #require(costly.timeline.first { $0.t == clock.time(ofFrame: 127) })
        #expect(marked.latePeriods == 1)
        #expect(!costly.timeline.contains { $0.t == clock.time(ofFrame: 128) })
        #expect(TimelineCSV.row(marked).hasSuffix(",1"))
    }

    @Test("the same 13 ms start at 60 Hz fits in the frame: nothing is late", arguments: [EngineKind.fluid, .legacy])
    func thirteenMillisecondsAt60Hz(kind: EngineKind) throws {
        let free = try Self.replay(kind, refreshHz: 60, startCostMs: 0)
        let costly = try Self.replay(kind, refreshHz: 60, startCostMs: FrameCost.snapshotAfterScreenUpdatesMs)
        #expect(costly.lateFrames.isEmpty)
        #expect(costly.decisions.map(\.firstResponse) == free.decisions.map(\.firstResponse))
        #expect(costly.timeline == free.timeline)
    }

    @Test("a 250 ms snapshot of a very large view at 60 Hz: 14 periods late")
    func largeViewAt60Hz() throws {
        let clock = FrameClock(refreshHz: 60)
        let costly = try Self.replay(.fluid, refreshHz: 60, startCostMs: FrameCost.largeViewSnapshotMs)
        // Up at 1056 → frame 64 (1066.667); 250 ms = 15 periods: shown at frame 64 + 15.
        #expect(costly.lateFrames == [LateFrame(index: 64, t: clock.time(ofFrame: 64), periods: 14)])
        #expect(costly.decisions[0].firstResponse == clock.time(ofFrame: 79))
    }

    @Test("a per-frame cost over the 120 Hz budget: every frame in flight is late, every other refresh dropped")
    func perFrameCost() throws {
        let configuration = EngineConfiguration(
            legacy: .init(cost: FrameCost(frameCostMs: 10)), display: .init(refreshHz: 120))
        let result = EngineKind.legacy.engine(configuration: configuration, recognition: .default)
            .replay(try ScenarioTraces.load("two-quick-taps.jsonl"))
        let present = try #require(result.transitions.first)
        let inFlight = result.timeline.filter { $0.transitionId == present.id }
        #expect(!inFlight.isEmpty)
        #expect(inFlight.allSatisfy { $0.latePeriods == 1 })
        #expect(result.lateFrames.allSatisfy { $0.periods == 1 })
        // No two rendered frames in flight are on neighbouring refreshes.
        let clock = FrameClock(refreshHz: 120)
        let indices = result.lateFrames.map(\.index)
        #expect(zip(indices, indices.dropFirst()).allSatisfy { $1 - $0 >= 2 })
        #expect(result.lateFrames.first?.t == clock.time(ofFrame: 127))
    }

    @Test("the lateness rule: work within the period is on time, beyond it late by whole periods")
    func latePeriods() {
        let clock = FrameClock(refreshHz: 120)
        let frame = clock.frame(10)
        #expect(clock.latePeriods(work: 0, inFrame: frame) == 0)
        #expect(clock.latePeriods(work: 1000.0 / 120, inFrame: frame) == 0)
        #expect(clock.latePeriods(work: 8.34, inFrame: frame) == 1)
        #expect(clock.latePeriods(work: 13, inFrame: frame) == 1)
        #expect(clock.latePeriods(work: 17, inFrame: frame) == 2)
    }

    @Test("configuration: startCostMs by number or preset name, frameCostMs by number; bad values named")
    func configuration() throws {
        let json = """
            {"fluid": {"startCostMs": "snapshotAfterScreenUpdates", "frameCostMs": 2},
             "legacy": {"startCostMs": "largeViewSnapshot"}}
            """
        let configuration = try EngineConfiguration.parse(json: Data(json.utf8))
        #expect(configuration.fluid.cost == FrameCost(startCostMs: 13, frameCostMs: 2))
        #expect(configuration.legacy.cost == FrameCost(startCostMs: 250))
        #expect(EngineConfiguration.default.fluid.cost == .zero && EngineConfiguration.default.legacy.cost == .zero)
        #expect(configuration.frameCost(of: .recorded) == .zero)
        do {
            _ = try EngineConfiguration.parse(json: Data(#"{"fluid": {"startCostMs": "slow"}}"#.utf8))
            Issue.record("a preset that does not exist must be rejected")
        } catch {
            #expect(error.description.contains("fluid.startCostMs"))
            #expect(error.description.contains("\"snapshotAfterScreenUpdates\""))
        }
        #expect(throws: ConfigurationError.self) {
            _ = try EngineConfiguration.parse(json: Data(#"{"legacy": {"frameCostMs": -1}}"#.utf8))
        }
        // Encoded and read back unchanged.
        let encoded = try JSONEncoder().encode(configuration)
        #expect(try EngineConfiguration.parse(json: encoded) == configuration)
    }
}
