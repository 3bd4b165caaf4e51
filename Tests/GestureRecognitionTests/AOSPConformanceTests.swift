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
