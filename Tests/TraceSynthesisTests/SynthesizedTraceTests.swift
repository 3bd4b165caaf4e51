import Foundation
import Testing
import TraceModel
import TraceReading
import TraceSynthesis
import TransitionSimulation
import _TestSupport

/// Synthesized traces as files: valid, deterministic, and replaying to themselves.
@Suite("synthesized traces")
struct SynthesizedTraceTests {
    @Test("the header names the engine and carries meta.scenario, meta.user and meta.seed")
    func header() {
        let header = ClosedLoopSession(scenario: .browse, engine: .legacy, user: 7, seed: 99).header
        #expect(header.engine == EngineInfo(kind: "legacy", build: "gesturetrace-synth"))
        #expect(header.device == DeviceInfo(model: "simulated", refreshHz: 60, touchHz: 120))
        #expect(header.screen == .defaultScreen)
        #expect(header.scene == SceneInfo(kind: .mediaViewer, transitionDistance: 422, initial: .source))
        #expect(header.meta?["scenario"] == .string("browse"))
        #expect(header.meta?["user"] == .number(7))
        #expect(header.meta?["seed"] == .number(99))
        #expect(header.meta?["generator"] == .string("gesturetrace synth"))
        let huge = TraceHeader.synthesized(scenario: .browse, engine: .fluid, user: 0, seed: .max)
        #expect(huge.meta?["seed"] == .string("18446744073709551615"))
    }

    /// Every trace of the corpus reads back valid, with the same header and events; replaying it
    /// with its engine emits its transition events exactly.
    @Test("every trace reads back valid and replays its own transition events exactly")
    func readBackAndReplay() throws {
        let folder = try TestPaths.temporaryDirectory("synth-readback")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (entry, trace) in SynthesisFixture.traces {
            let file = folder.appendingPathComponent(entry.relativePath.replacingOccurrences(of: "/", with: "_"))
            try trace.jsonLines().write(to: file, atomically: true, encoding: .utf8)
            let loaded = try LoadedTrace.load(path: file.path)
            #expect(loaded.isValid, "\(entry.relativePath): \(loaded.diagnostics.map(\.description))")
            #expect(loaded.diagnostics.isEmpty, "\(entry.relativePath): \(loaded.diagnostics.map(\.description))")
            #expect(loaded.header == trace.header)
            // Written to `TraceWritePrecision` (1 ns, a millionth of a point): read back exactly so.
            #expect(loaded.events == trace.events.map { $0.roundedForWriting() }, "\(entry.relativePath)")

            let written = loaded.events.filter { $0.typeName == "transition" }
            #expect(!written.isEmpty)
            let replay = entry.engine.engine(recognition: .default).replay(
                ReplayInput(header: loaded.header, events: loaded.events))
            #expect(replay.emittedEvents.map { $0.roundedForWriting() } == written, "\(entry.relativePath)")
            #expect(replay.transitions == trace.result.transitions, "\(entry.relativePath)")
            #expect(replay.decisions == trace.result.decisions, "\(entry.relativePath)")
        }
    }

    @Test("events are in time order; at equal times intent, then touch, then transition")
    func order() {
        let rank = { (event: TraceEvent) -> Int in
            switch event.payload {
            case .intent: 0
            case .touch: 1
            default: 2
            }
        }
        for (entry, trace) in SynthesisFixture.traces {
            for (a, b) in zip(trace.events, trace.events.dropFirst()) {
                #expect(a.t < b.t || (a.t == b.t && rank(a) <= rank(b)), "\(entry.relativePath) at \(a.t)")
            }
        }
    }

    @Test(
        "the same seed gives byte-identical text; another seed or user gives another trace",
        arguments: Scenario.allCases)
    func deterministic(scenario: Scenario) throws {
        for engine in [EngineKind.fluid, .legacy] {
            let session = ClosedLoopSession(scenario: scenario, engine: engine, user: 3, seed: 2026)
            let first = try session.run().jsonLines()
            #expect(try session.run().jsonLines() == first)
            var reseeded = session
            reseeded.seed = 2027
            #expect(try reseeded.run().jsonLines() != first)
            var other = session
            other.user = 4
            #expect(try other.run().jsonLines() != first)
        }
    }

    @Test("a user's trace does not depend on how many users or scenarios the corpus has")
    func corpusIndependence() throws {
        let small = SyntheticCorpus(scenarios: [.grabInFlight], engines: [.legacy], users: 2, seed: 2026)
        let entry = try #require(small.entries.last)
        #expect(entry.relativePath == "grab-in-flight/legacy-user01.jsonl")
        let big = try #require(SynthesisFixture.traces.first { $0.entry.relativePath == entry.relativePath })
        #expect(try small.synthesize(entry).jsonLines() == big.trace.jsonLines())
    }

    @Test("file names: <scenario>/<engine>-user<NN>.jsonl, zero-padded to the largest index")
    func names() {
        #expect(
            SyntheticCorpus.relativePath(scenario: .openDismiss, engine: .fluid, user: 3)
                == "open-dismiss/fluid-user03.jsonl")
        let corpus = SyntheticCorpus(scenarios: [.browse], engines: [.fluid, .legacy], users: 120, seed: 1)
        #expect(corpus.entries.count == 240)
        #expect(corpus.entries.first?.relativePath == "browse/fluid-user000.jsonl")
        #expect(corpus.entries.last?.relativePath == "browse/legacy-user119.jsonl")
    }
}
