import Foundation
import GestureRecognition
import Testing
import TraceModel
import TraceRecorder
import _TestSupport

/// Whether TraceRecorder's reader is implemented yet: while `TraceReaderAPI.swift` is the contract
/// stub its bodies `fatalError`, which would take the whole test process down.
enum TraceReaderAvailability {
    static let isImplemented: Bool = {
        let stub = TestPaths.packageRoot.appendingPathComponent("Sources/TraceRecorder/TraceReaderAPI.swift")
        guard let text = try? String(contentsOf: stub, encoding: .utf8) else { return true }
        return !text.contains("fatalError(\"contract stub\")")
    }()
}

/// The same AOSP conformance, reading the fixtures through TraceRecorder (`LoadedTrace.load`).
@Suite(.enabled(if: TraceReaderAvailability.isImplemented, "TraceRecorder's reader is still the contract stub"))
struct TraceFileTests {
    @Test(arguments: AOSPConformanceTests.cases)
    func conformanceThroughTheReader(_ testCase: AOSPCase) throws {
        let path = AOSPConformanceTests.directory.appendingPathComponent(testCase.trace).path
        let trace = try LoadedTrace.load(path: path)
        #expect(trace.isValid)
        #expect(trace.header.clock == .nanoseconds)
        #expect(trace.events.count == (try AOSPFixtures.loadEvents(path)).count)
        var tracker = VelocityTracker(strategy: testCase.strategy)
        for event in trace.events { tracker.add(event) }
        let velocity = tracker.velocity(of: testCase.touchId)
        for (expected, actual) in [(testCase.vx, velocity?.x), (testCase.vy, velocity?.y)] {
            guard let expected else { continue }
            guard let expected else { #expect(actual == nil); continue }
            let value = try #require(actual)
            let bound = expected == 0 ? testCase.absoluteWhenZero : abs(expected) * testCase.allowedRelativeError
            #expect(abs(value - expected) <= bound, "\(testCase.name)")
        }
    }

    @Test func recordedFlingIsOneSwipe() throws {
        let path = AOSPConformanceTests.directory.appendingPathComponent("SailfishFlingUpFast3.jsonl").path
        let trace = try LoadedTrace.load(path: path)
        let gestures = GestureRecognizer.recognize(trace.events, header: trace.header)
        let gesture = try #require(gestures.only)
        #expect(gesture.kind == .swipe)
        #expect(gesture.direction == .up)
        #expect(gesture.releaseVelocity.map { abs($0.magnitude - 8000) < 1e-6 } == true)
        let velocities = SequenceVelocity.compute(trace.events)
        #expect(velocities.count == 1)
        #expect(velocities.first.flatMap(\.vy).map { abs($0 + 36461.421875) / 36461.421875 < 0.001 } == true)
    }
}
