import Foundation
import GestureRecognition
import Testing
import TraceModel
import _TestSupport

/// Every planar case of AOSP's VelocityTracker tests (Tests/Fixtures/conformance/aosp, generated
/// by convert.py): the whole trace is fed to a `VelocityTracker`, and the pointer's velocity is
/// read at the end, as the source test does.
struct AOSPConformanceTests {
    static let directory = TestPaths.fixture("conformance/aosp")
    static let cases: [AOSPCase] = (try? AOSPFixtures.loadCases(from: directory)) ?? []

    @Test func fixturesArePresent() {
        #expect(Self.cases.count == 67)
        #expect(Self.cases.filter { $0.recordedFling && $0.strategy == .lsq2 }.count == 18)
    }

    @Test(arguments: cases)
    func velocityMatchesAOSP(_ testCase: AOSPCase) throws {
        let events = try AOSPFixtures.loadEvents(Self.directory.appendingPathComponent(testCase.trace).path)
        var tracker = VelocityTracker(strategy: testCase.strategy)
        for event in events { tracker.add(event) }
        let velocity = tracker.velocity(of: testCase.touchId)
        let relative = testCase.allowedRelativeError
        for (axis, expected) in [("vx", testCase.vx), ("vy", testCase.vy)] {
            guard let expected else { continue }  // not asserted
            guard let expected else {
                #expect(velocity == nil, "\(testCase.name) \(axis): expected no velocity")
                continue
            }
            let actual = try #require(velocity, "\(testCase.name) \(axis): no velocity").component(axis)
            if expected == 0 {
                #expect(abs(actual) <= testCase.absoluteWhenZero, "\(testCase.name) \(axis) = \(actual)")
            } else {
                let error = abs(actual - expected) / abs(expected)
                #expect(
                    error <= relative, "\(testCase.name) \(axis) = \(actual), expected \(expected), rel error \(error)")
            }
        }
    }
}

extension Velocity {
    fileprivate func component(_ axis: String) -> Double { axis == "vx" ? x : y }
}

/// The error summary the README quotes: worst relative error of LSQ2 on the recorded flings and
/// of impulse on every asserted non-zero value.
struct AOSPConformanceSummaryTests {
    @Test func worstRelativeErrors() throws {
        var worstLSQ2 = 0.0
        var worstImpulse = 0.0
        for testCase in AOSPConformanceTests.cases {
            let path = AOSPConformanceTests.directory.appendingPathComponent(testCase.trace).path
            var tracker = VelocityTracker(strategy: testCase.strategy)
            for event in try AOSPFixtures.loadEvents(path) { tracker.add(event) }
            guard let velocity = tracker.velocity(of: testCase.touchId) else { continue }
            for (expected, actual) in [(testCase.vx, velocity.x), (testCase.vy, velocity.y)] {
                guard let expected, let expected, expected != 0 else { continue }
                let error = abs(actual - expected) / abs(expected)
                if testCase.strategy == .lsq2, testCase.recordedFling { worstLSQ2 = max(worstLSQ2, error) }
                if testCase.strategy == .impulse { worstImpulse = max(worstImpulse, error) }
            }
        }
        print(
            "AOSP conformance: worst LSQ2 relative error on recorded flings \(worstLSQ2), worst impulse \(worstImpulse)"
        )
        #expect(worstLSQ2 < 0.001)
        #expect(worstLSQ2 > 0)  // float64 vs the device's float32: never bit-identical
        #expect(worstImpulse < 0.2)
    }
}

/// The drifting-tap rules leave AOSP's recorded flings alone: each gives the same gesture records
/// as under the previous rules (tap slop = pan slop = 10 pt, no swipe distance). AOSP's synthetic
/// unit-test traces that move a few points in a few milliseconds may change, but only where the
/// touch stayed within the tap slop and lifted before the long-press time (4 of them: three become
/// taps, a two-finger one whose centroid moved 5.5 pt becomes a pan instead of a swipe).
struct AOSPGestureStabilityTests {
    static let previous = RecognitionConfiguration(tapSlop: 10, minimumSwipeDistance: 0, releaseVelocity: .raw)
    static let traces: [String] =
        ((try? FileManager.default.contentsOfDirectory(atPath: AOSPConformanceTests.directory.path)) ?? [])
        .filter { $0.hasSuffix(".jsonl") }.sorted()
    static let recordedFlings = Set(AOSPConformanceTests.cases.filter(\.recordedFling).map(\.trace))

    static func compare(_ trace: String) throws -> (now: [Gesture], before: [Gesture]) {
        let events = try AOSPFixtures.loadEvents(AOSPConformanceTests.directory.appendingPathComponent(trace).path)
        return (
            GestureRecognizer.recognize(events, configuration: .default),
            GestureRecognizer.recognize(events, configuration: previous)
        )
    }

    @Test func fixturesArePresent() {
        #expect(Self.traces.count >= 30)
        #expect(Self.recordedFlings.count >= 9)
        #expect(Self.recordedFlings.isSubset(of: Set(Self.traces)))
    }

    @Test(arguments: recordedFlings.sorted())
    func recordedFlingsAreUnchanged(_ trace: String) throws {
        let (now, before) = try Self.compare(trace)
        #expect(now == before)
        #expect(now.allSatisfy { $0.kind == .swipe })
    }

    @Test func onlyShortSmallSyntheticTouchesChange() throws {
        var changed: [String] = []
        for trace in Self.traces {
            let (now, before) = try Self.compare(trace)
            #expect(now.count == before.count)
            for (new, old) in zip(now, before) where new != old {
                changed.append(trace)
                #expect(new.translation.length <= RecognitionConfiguration.default.tapSlop, "\(trace)")
                #expect((new.tEnd ?? .infinity) - new.tBegin < 500, "\(trace)")
                #expect(new.kind == .tap || new.kind == .pan, "\(trace)")
            }
        }
        #expect(changed.count == 4)
        #expect(changed.allSatisfy { !Self.recordedFlings.contains($0) })
    }
}
