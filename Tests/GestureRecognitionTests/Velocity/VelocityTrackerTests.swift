import GestureRecognition
import Testing
import TraceModel
import _TestSupport

struct VelocityTrackerTests {
    func touch(_ id: Int, _ phase: TouchPhase, _ x: Double, _ y: Double = 0, predicted: Bool = false) -> TouchEvent {
        TouchScript.sample(id, phase, x: x, y: y, predicted: predicted)
    }

    /// x = speed * t for samples every `interval` ms from t = 0, as down then moves.
    func uniform(
        count: Int, interval: Double = 10, speed: Double = 1000,
        strategy: VelocityStrategy = .lsq2
    ) -> VelocityTracker {
        var tracker = VelocityTracker(strategy: strategy)
        for i in 0..<count {
            let t = Double(i) * interval
            tracker.add(touch(1, i == 0 ? .began : .moved, speed * t / 1000), at: t)
        }
        return tracker
    }

    @Test(arguments: VelocityStrategy.allCases)
    func keepsAtMostTwentySamples(strategy: VelocityStrategy) {
        let tracker = uniform(count: 30, interval: 2, strategy: strategy)
        let samples = tracker.samples(of: 1)
        #expect(samples.count == 20)
        #expect(samples.first?.nanoseconds == 20_000_000)  // samples 10...29, 2 ms apart
    }

    /// AOSP's window, kept the plain way (an array shifted at every drop): what a history holds
    /// after each sample, however far its storage has run on.
    @Test func historyKeepsAospWindowAcrossItsStorage() {
        var history = VelocityHistory()
        var reference: [VelocitySample] = []
        var generator = SplitMix64(seed: 5)
        var t: Int64 = 0
        for step in 0..<2_000 {
            // Steps of 0 to 30 ms, and now and then a pause that empties the window but the newest.
            t += step % 97 == 0 ? 150_000_000 : Int64(generator.next() % 31) * 1_000_000
            let sample = VelocitySample(nanoseconds: t, x: Double(step), y: -Double(step))
            history.add(sample)
            if reference.last?.nanoseconds == t { reference.removeLast() }
            reference.append(sample)
            if reference.count > VelocityHistory.defaultCapacity {
                reference.removeFirst(reference.count - VelocityHistory.defaultCapacity)
            }
            while reference.count > 1, t - reference[0].nanoseconds > VelocityHistory.defaultHorizonNanoseconds {
                reference.removeFirst()
            }
            #expect(Array(history.window) == reference, "after sample \(step)")
            #expect(history.newest == reference.last)
            var plain = VelocityHistory()
            for kept in reference { plain.add(kept) }
            #expect(history == plain && history.hashValue == plain.hashValue)
        }
        history.clear()
        #expect(history.isEmpty && history.window.isEmpty && history == VelocityHistory())
    }

    @Test func dropsSamplesOlderThanTheHorizon() {
        let tracker = uniform(count: 16, interval: 10)  // 0...150 ms
        let samples = tracker.samples(of: 1)
        #expect(samples.first?.nanoseconds == 50_000_000)  // exactly 100 ms old stays
        #expect(samples.count == 11)
    }

    @Test func sampleAtTheSameTimeReplacesTheNewest() {
        var tracker = uniform(count: 3)  // x = 0, 10, 20 at 0, 10, 20 ms
        tracker.add(touch(1, .moved, 30), at: 20)
        #expect(tracker.samples(of: 1).map(\.x) == [0, 10, 30])
    }

    @Test(arguments: [(40.0, 3), (40.001, 1)])
    func gapOfMoreThan40msStartsANewHistory(gap: Double, expectedCount: Int) {
        var tracker = uniform(count: 2)  // 0, 10 ms
        tracker.add(touch(1, .moved, 50), at: 10 + gap)
        #expect(tracker.samples(of: 1).count == expectedCount)
    }

    @Test(arguments: [(40.0, true), (40.001, false)])
    func upMoreThan40msAfterTheLastSampleGivesNone(delay: Double, hasVelocity: Bool) {
        var tracker = uniform(count: 5)
        tracker.add(touch(1, .ended, 40), at: 40 + delay)
        #expect((tracker.velocity(of: 1) != nil) == hasVelocity)
        if hasVelocity { #expect(abs((tracker.velocity(of: 1)?.x ?? 0) - 1000) < 1e-9) }
    }

    @Test func upAddsNoSample() {
        var tracker = uniform(count: 5)
        tracker.add(touch(1, .ended, 500), at: 45)
        #expect(tracker.samples(of: 1).count == 5)
        #expect(abs((tracker.velocity(of: 1)?.x ?? 0) - 1000) < 1e-9)
    }

    @Test func cancelClearsAndDownClears() {
        var tracker = uniform(count: 5)
        tracker.add(touch(1, .cancelled, 40), at: 45)
        #expect(tracker.velocity(of: 1) == nil)
        var again = uniform(count: 5)
        again.add(touch(1, .ended, 40), at: 45)
        again.add(touch(1, .began, 0), at: 60)
        #expect(again.samples(of: 1).count == 1)
        #expect(again.velocity(of: 1) == nil)  // one LSQ2 sample: none
    }

    @Test func sampleCountRules() {
        #expect(uniform(count: 1).velocity(of: 1) == nil)
        #expect(uniform(count: 1, strategy: .impulse).velocity(of: 1) == .zero)  // AOSP: no work, 0
        #expect(uniform(count: 2).velocity(of: 1)?.x == 1000)
        #expect(abs((uniform(count: 2, strategy: .impulse).velocity(of: 1)?.x ?? 0) - 1000) < 1e-9)
        #expect(VelocityTracker().velocity(of: 42) == nil)
    }

    @Test func quadraticFitReturnsTheSlopeAtTheNewestSample() throws {
        // x = 5 + 2 t + 3000 t^2 (t in s); velocity at the newest (t = 0.03 s) = 2 + 6000 * 0.03 = 182.
        var tracker = VelocityTracker()
        for (i, ms) in [0.0, 10, 20, 30].enumerated() {
            let s = ms / 1000
            tracker.add(touch(1, i == 0 ? .began : .moved, 5 + 2 * s + 3000 * s * s), at: ms)
        }
        let v = try #require(tracker.velocity(of: 1))
        #expect(abs(v.x - 182) < 1e-6)
    }

    @Test func impulseMatchesTheWorkFormula() throws {
        // Segments 1000 then 2000 pt/s: W = 1000^2 / 2, then += (2000 - 1000) * 2000.
        var tracker = VelocityTracker(strategy: .impulse)
        tracker.add(touch(1, .began, 0), at: 0)
        tracker.add(touch(1, .moved, 10), at: 10)
        tracker.add(touch(1, .moved, 30), at: 20)
        let work = 1000.0 * 1000 / 2 + 1000 * 2000
        let v = try #require(tracker.velocity(of: 1))
        #expect(abs(v.x - (2 * work).squareRoot()) < 1e-6)
    }

    @Test func predictedSamplesAreNeverFed() {
        var tracker = uniform(count: 3)
        tracker.add(touch(1, .moved, 999, predicted: true), at: 25)
        #expect(tracker.samples(of: 1).count == 3)
    }

    @Test func pointersAreTrackedSeparately() throws {
        var tracker = VelocityTracker()
        tracker.add(touch(1, .began, 0), at: 0)
        tracker.add(touch(2, .began, 0, 0), at: 0)
        tracker.add(touch(1, .moved, 10), at: 10)
        tracker.add(touch(2, .moved, 0, -20), at: 10)
        #expect(tracker.velocity(of: 1) == Velocity(x: 1000, y: 0))
        #expect(tracker.velocity(of: 2) == Velocity(x: 0, y: -2000))
        tracker.add(touch(2, .cancelled, 0, -20), at: 15)
        #expect(tracker.velocity(of: 2) == nil)
        #expect(tracker.velocity(of: 1) != nil)
    }

    @Test func sequenceVelocityRecords() {
        let script = TouchScript.drag(by: Point(x: 100, y: 0))  // 1000 pt/s, ends at 100 ms
            .down(200, 2).cancel(220, 2)
            .down(300, 3).move(310, 3, 100, 110).up(360, 3, 100, 110)  // stopped 50 ms
            .down(400, 4)  // open
        let records = SequenceVelocity.compute(script.events)
        #expect(records.map(\.touchId) == [1, 2, 3, 4])
        #expect(records.map(\.t) == [100, 220, 360, 400])
        #expect(abs((records[0].vx ?? 0) - 1000) < 1e-6)
        #expect(abs(records[0].vy ?? 1) < 1e-6)
        #expect(records[1].velocity == nil && records[1].outcome == .cancelled)
        #expect(records[2].velocity == nil)
        #expect(records[3].velocity == nil && records[3].outcome == .open)
    }
}
