import GestureRecognition
import Testing
import TraceModel
import TraceSynthesis

struct MotorTests {
    let motor = Motor()
    let seeds: [UInt64] = Array(1...40)

    @Test("same generator state, same events")
    func deterministic() {
        var a = SeededGenerator(seed: 9)
        var b = SeededGenerator(seed: 9)
        let first = motor.pan(
            from: Point(x: 200, y: 300), direction: Point(x: 0, y: 1), distance: 200,
            peakSpeed: 1500, lift: .whileMoving(fraction: 0.6), startingAt: 1000, id: 4, using: &a)
        let second = motor.pan(
            from: Point(x: 200, y: 300), direction: Point(x: 0, y: 1), distance: 200,
            peakSpeed: 1500, lift: .whileMoving(fraction: 0.6), startingAt: 1000, id: 4, using: &b)
        #expect(first == second)
        #expect(first.compactMap(\.touch).allSatisfy { $0.id == 4 })
    }

    @Test("taps are recognized as taps: within the slop, under 500 ms")
    func tapsAreTaps() throws {
        for seed in seeds {
            var generator = SeededGenerator(seed: seed)
            let events = motor.tap(at: Point(x: 150, y: 500), startingAt: 100, id: 1, using: &generator)
            TouchAssertions.checkWellFormed(events)
            TouchAssertions.checkOnGrid(events, touchHz: 120, jitter: 0.5)
            let gesture = try #require(GestureRecognizer.recognize(events, configuration: .default).only)
            #expect(gesture.kind == .tap, "seed \(seed)")
            #expect(gesture.state == .ended)
            #expect(gesture.translation.length <= 10)
            #expect((gesture.tEnd ?? 0) - gesture.tBegin < 500)
        }
    }

    @Test("a double tap on two cells: two taps, second down within 300 ms of the first up")
    func doubleTapOnTwoCells() throws {
        for seed in seeds {
            var generator = SeededGenerator(seed: seed)
            let events = motor.doubleTap(
                first: Point(x: 146, y: 400), second: Point(x: 244, y: 400), gap: 150,
                startingAt: 0, firstID: 1, secondID: 2, using: &generator)
            let gestures = GestureRecognizer.recognize(events, configuration: .default)
            let taps = gestures.filter { $0.kind == .tap }
            #expect(taps.count == 2)
            #expect(taps[1].tBegin - (taps[0].tEnd ?? 0) < 300)
            #expect(taps[0].start.distance(to: taps[1].start) > 50)
            // 98 pt apart, within the 100 pt double-tap slop: also a double tap.
            #expect(gestures.contains { $0.kind == .doubleTap })
        }
    }

    @Test(
        "pans are pans or swipes in the intended direction",
        arguments: [
            (Point(x: 0, y: 1), GestureDirection.down), (Point(x: 0, y: -1), .up),
            (Point(x: 1, y: 0), .right), (Point(x: -1, y: 0), .left),
        ])
    func pansHaveTheirDirection(direction: Point, expected: GestureDirection) throws {
        for seed in seeds {
            var generator = SeededGenerator(seed: seed)
            let events = motor.pan(
                from: Point(x: 195, y: 422), direction: direction, distance: 150,
                peakSpeed: 1200, lift: .whileMoving(fraction: 0.65), onsetDelay: 20,
                startingAt: 50, id: 1, using: &generator)
            TouchAssertions.checkWellFormed(events)
            TouchAssertions.checkOnGrid(events, touchHz: 120, jitter: 0.5)
            let gesture = try #require(GestureRecognizer.recognize(events, configuration: .default).only)
            #expect(gesture.kind == .swipe, "seed \(seed)")
            #expect(gesture.direction == expected)
        }
    }

    @Test("a pan lifted at rest is a pan without release velocity")
    func liftAtRest() throws {
        var generator = SeededGenerator(seed: 5)
        let events = motor.pan(
            from: Point(x: 195, y: 300), direction: Point(x: 0, y: 1), distance: 300,
            peakSpeed: 350, lift: .atRest(hold: 80), startingAt: 0, id: 1, using: &generator)
        let gesture = try #require(GestureRecognizer.recognize(events, configuration: .default).only)
        #expect(gesture.kind == .pan)
        #expect(gesture.releaseVelocity == nil)
        #expect(gesture.direction == .down)
        #expect(abs(gesture.translation.y - 300) < 2)
    }

    /// Release velocity (LSQ2, as recognized) over the profile's velocity at the last move sample.
    func releaseRatios(peakSpeed: Double, distance: Double, fraction: Double) throws -> [Double] {
        try seeds.map { seed in
            var generator = SeededGenerator(seed: seed)
            let path = motor.panPath(
                from: Point(x: 195, y: 250), direction: Point(x: 0, y: 1), distance: distance,
                peakSpeed: peakSpeed, lift: .whileMoving(fraction: fraction), startingAt: 0)
            let events = motor.sampler.sample(path, id: 1, using: &generator)
            let lastMove = try #require(events.dropLast().last)
            // The profile's velocity at the last move's grid time (the sub-ms jitter aside).
            let tick = (lastMove.t / motor.sampler.period).rounded() * motor.sampler.period
            let intended = path.velocity(at: tick).y
            let gesture = try #require(GestureRecognizer.recognize(events, configuration: .default).only)
            #expect(gesture.kind == .swipe)
            return try #require(gesture.releaseVelocity).y / intended
        }
    }

    @Test(
        "a flick lifted near its peak releases within 15 % of the profile's velocity",
        arguments: [
            (800.0, 150.0, 0.42), (800, 300, 0.48), (1400, 150, 0.45), (1400, 300, 0.42),
            (2000, 150, 0.48), (2500, 150, 0.42), (2500, 300, 0.48),
        ])
    func flickReleaseVelocity(peakSpeed: Double, distance: Double, fraction: Double) throws {
        for ratio in try releaseRatios(peakSpeed: peakSpeed, distance: distance, fraction: fraction) {
            #expect(abs(ratio - 1) <= 0.15, "released / intended = \(ratio)")
        }
    }

    @Test("lifted late in the deceleration, LSQ2 overestimates (why flicks lift near the peak)")
    func lateLiftIsOverestimated() throws {
        let ratios = try releaseRatios(peakSpeed: 1400, distance: 175, fraction: 0.75)
        #expect(ratios.allSatisfy { $0 > 1.25 })
    }

    @Test("sample times follow the header's touchHz", arguments: [60.0, 120, 240])
    func samplingRate(touchHz: Double) {
        let header = TraceHeader(device: DeviceInfo(touchHz: touchHz))
        let motor = Motor(header: header)
        #expect(motor.sampler.touchHz == touchHz)
        var generator = SeededGenerator(seed: 77)
        let events = motor.pan(
            from: Point(x: 100, y: 200), direction: Point(x: 1, y: 1), distance: 200,
            peakSpeed: 900, lift: .atRest(hold: 50), startingAt: 12.5, id: 3, using: &generator)
        TouchAssertions.checkWellFormed(events)
        TouchAssertions.checkOnGrid(events, touchHz: touchHz, jitter: 0.5)
        #expect(events.first?.t == 12.5)
    }

    @Test("positions are clamped to the screen")
    func staysOnScreen() throws {
        var generator = SeededGenerator(seed: 21)
        let events = motor.pan(
            from: Point(x: 380, y: 700), direction: Point(x: 1, y: 1), distance: 400,
            peakSpeed: 2000, lift: .atRest(hold: 60), startingAt: 0, id: 1, using: &generator)
        TouchAssertions.checkOnScreen(events)
        let last = try #require(events.last?.touch?.location)
        #expect(last == Point(x: 390, y: 844))
        let corner = motor.tap(at: Point(x: 0, y: 0), startingAt: 0, id: 2, using: &generator)
        TouchAssertions.checkOnScreen(corner)
    }

    @Test("a reversing pan ends above its start and reads as an upward pan")
    func reversingPanEndsAbove() throws {
        for seed in seeds {
            var generator = SeededGenerator(seed: seed)
            let start = Point(x: 195, y: 300)
            let path = motor.reversingPanPath(
                from: start, direction: Point(x: 0, y: 1), distance: 300, peakSpeed: 400,
                reversalFraction: 0.5, overshoot: 30, reversalPeakSpeed: 700,
                lift: .atRest(hold: 80), startingAt: 0)
            let events = motor.sampler.sample(path, id: 1, using: &generator)
            TouchAssertions.checkWellFormed(events)
            let ys = events.compactMap { $0.touch?.location.y }
            #expect((ys.max() ?? 0) > start.y + 50, "it went down first")
            #expect((ys.last ?? .infinity) < start.y - 20, "it ends above its start")
            let gesture = try #require(GestureRecognizer.recognize(events, configuration: .default).only)
            #expect(gesture.kind == .pan)
            #expect(gesture.direction == .up)
            // The superposed correction keeps the velocity continuous: no jump between samples.
            for (a, b) in zip(ys, ys.dropFirst()) { #expect(abs(b - a) < 15) }
        }
    }

    @Test("a grab holds still, then drags back")
    func grab() throws {
        var generator = SeededGenerator(seed: 4)
        let still = motor.grab(at: Point(x: 200, y: 600), hold: 100, startingAt: 0, id: 1, using: &generator)
        #expect(still.map { $0.touch?.phase } == [.began, .ended])
        #expect(try #require(GestureRecognizer.recognize(still, configuration: .default).only).kind == .tap)
        let back = motor.grab(
            at: Point(x: 200, y: 600), hold: 80, drag: Point(x: 0, y: -150), peakSpeed: 600,
            startingAt: 0, id: 2, using: &generator)
        TouchAssertions.checkWellFormed(back)
        let firstMove = try #require(back.dropFirst().first)
        #expect(firstMove.t > 80, "no sample while holding still")
        let gesture = try #require(GestureRecognizer.recognize(back, configuration: .default).only)
        #expect(gesture.direction == .up)
        #expect(gesture.kind == .pan)
    }

    @Test func horizontalPanGoesSideways() throws {
        var generator = SeededGenerator(seed: 6)
        let events = motor.horizontalPan(
            from: Point(x: 300, y: 400), toward: .left, distance: 180, peakSpeed: 1000,
            lift: .whileMoving(fraction: 0.7), startingAt: 0, id: 1, using: &generator)
        let gesture = try #require(GestureRecognizer.recognize(events, configuration: .default).only)
        #expect(gesture.direction == .left)
        #expect(gesture.kind == .swipe)
    }
}

extension Array {
    /// The single element, or nil.
    var only: Element? { count == 1 ? first : nil }
}
