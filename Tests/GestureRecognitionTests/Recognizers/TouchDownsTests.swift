import Foundation
import GestureRecognition
import Testing
import TraceModel
import TraceReading
import _TestSupport

/// `TouchSequencer.Downs` keeps only when each sequence went down, for the first reading of a
/// long trace: the downs must be the sequencer's, on lenient input and on real recordings.
@Suite("Touch downs")
struct TouchDownsTests {
    static func downs(_ events: [TraceEvent]) -> [Double] {
        var downs = TouchSequencer.Downs()
        for event in events {
            if case .touch(let touch) = event.payload { downs.add(touch, at: event.t) }
        }
        return downs.times
    }

    @Test("lenient input: a move of an id not down, a second began, a lift of an unknown id, two fingers")
    func lenient() {
        let script = TouchScript().move(0, 1, 100, 100).up(10, 1)
            .down(20, 2).down(30, 2).down(35, 3).up(40, 2).up(45, 3)
            .up(60, 4).cancel(70, 5).down(80, 5).up(90, 5)
        let expected = TouchSequencer.sequences(in: script.events).map(\.tBegin)
        #expect(expected == [0, 20, 35, 60, 70, 80])
        #expect(Self.downs(script.events) == expected)
    }

    @Test("every bundled and third-party trace and every real Android recording: the sequencer's downs")
    func realTraces() throws {
        var compared = 0
        for url in TestPaths.bundledAndThirdPartyTraces {
            let trace = try LoadedTrace.load(path: url.path)
            let expected = TouchSequencer.sequences(in: trace.events).map(\.tBegin)
            #expect(Self.downs(trace.events) == expected, "\(url.path)")
            compared += 1
        }
        if GeteventRecordings.isAvailable {
            let names = try FileManager.default.contentsOfDirectory(atPath: GeteventRecordings.folder.path)
                .filter { $0.hasSuffix(".txt") }.map { String($0.dropLast(4)) }.sorted()
            for name in names {
                guard let events = try? GeteventRecordings.events(name) else { continue }
                #expect(Self.downs(events) == TouchSequencer.sequences(in: events).map(\.tBegin), "\(name)")
                compared += 1
            }
        }
        #expect(compared >= 100)
    }
}
