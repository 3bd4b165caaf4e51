import Foundation
import GestureRecognition
import Testing
import TraceModel
import TraceReading
import _TestSupport

/// Whole recorded traces through TraceReading and the batch recognizer.
@Suite
struct TraceFileTests {
    @Test func recordedFlingIsOneSwipe() throws {
        let path = AOSPConformanceTests.directory.appendingPathComponent("SailfishFlingUpFast3.jsonl").path
        let trace = try LoadedTrace.load(path: path)
        let gestures = GestureRecognizer.recognize(trace.events, header: trace.header, configuration: .default)
        let gesture = try #require(gestures.only)
        #expect(gesture.kind == .swipe)
        #expect(gesture.direction == .up)
        #expect(gesture.releaseVelocity.map { abs($0.magnitude - 8000) < 1e-6 } == true)
        let velocities = SequenceVelocity.compute(trace.events)
        #expect(velocities.count == 1)
        #expect(velocities.first.flatMap(\.vy).map { abs($0 + 36461.421875) / 36461.421875 < 0.001 } == true)
    }
}
