import GestureRecognition
import Testing
import TraceModel
import _TestSupport

struct PanAndSwipeTests {
    @Test(arguments: [(9.9, false), (10.0, false), (10.1, true)])
    func panSlopBoundary(distance: Double, isPan: Bool) throws {
        let gestures = TouchScript().down(0).move(40, 1, 100, 100 + distance).up(800, 1, 100, 100 + distance)
            .recognize(RecognitionConfiguration(tapSlop: 5, longPressDuration: .infinity))
        let gesture = try #require(gestures.only)
        #expect((gesture.kind == .pan) == isPan)
        if isPan { #expect(gesture.tRecognized == 40) }
    }

    @Test func panBeganOnlineCarriesTranslationFromTheDownPoint() {
        var recognizer = GestureRecognizer(configuration: .default)
        var updates: [GestureUpdate] = []
        for event in TouchScript().down(0, 7, 50, 50).move(10, 7, 50, 55).move(20, 7, 50, 64).move(30, 7, 50, 80).events
        {
            recognizer.process(event, into: &updates)
        }
        #expect(updates.map(\.state) == [.began, .changed])
        #expect(updates[0].t == 20)
        #expect(updates[0].translation == Point(x: 0, y: 14))  // not 14 - 10
        #expect(updates[1].translation == Point(x: 0, y: 30))
        #expect(updates[0].touchId == 7)
    }

    /// Uniform motion at `speed` pt/s along x for 100 ms: LSQ2 reproduces it exactly. Slops and
    /// the swipe distance lowered so that only the speed decides.
    func flick(speed: Double) -> [Gesture] {
        TouchScript.drag(by: Point(x: speed * 0.1, y: 0), steps: 10, interval: 10)
            .recognize(RecognitionConfiguration(tapSlop: 1, panSlop: 1, minimumSwipeDistance: 1))
    }

    @Test(arguments: [(49.0, GestureKind.pan), (50.0, .pan), (51.0, .swipe)])
    func flickThreshold(speed: Double, expected: GestureKind) throws {
        let gesture = try #require(flick(speed: speed).only)
        #expect(gesture.kind == expected)
        let velocity = try #require(gesture.releaseVelocity)
        #expect(abs(velocity.x - speed) < 1e-6)
    }

    @Test(arguments: [(7999.0, 7999.0), (8000.0, 8000.0), (12000.0, 8000.0)])
    func releaseVelocityIsClampedToTheMaximum(speed: Double, reported: Double) throws {
        let gesture = try #require(flick(speed: speed).only)
        #expect(gesture.kind == .swipe)
        #expect(abs((gesture.releaseVelocity?.x ?? 0) - reported) < 1e-6)
        #expect(gesture.direction == .right)
    }

    @Test func stoppedBeforeLiftingIsAPanWithoutVelocity() throws {
        let gestures = TouchScript.drag(by: Point(x: 0, y: 80), steps: 8)
            .events.dropLast()  // remove the up
        let script = TouchScript(events: Array(gestures)).up(300, 1, 100, 180)
        let gesture = try #require(script.recognize().only)
        #expect(gesture.kind == .pan)
        #expect(gesture.releaseVelocity == nil)
        #expect(gesture.direction == .down)
    }

    @Test func cancelledPanIsCancelledWithoutVelocity() throws {
        let script = TouchScript().down(0).move(10, 1, 100, 130).move(20, 1, 100, 160).cancel(30, 1, 100, 160)
        var recognizer = GestureRecognizer(configuration: .default)
        var states: [GestureState] = []
        for event in script.events { states += recognizer.process(event).map(\.state) }
        #expect(states == [.began, .changed, .cancelled])
        let gesture = try #require(recognizer.allGestures.only)
        #expect(gesture.kind == .pan)
        #expect(gesture.state == .cancelled)
        #expect(gesture.releaseVelocity == nil)
        #expect(gesture.tEnd == 30)
    }

    @Test func twoFingerPanUsesTheCentroidAndBothIds() throws {
        let script = TouchScript().down(0, 1, 100, 100).down(0, 2, 200, 100)
            .move(10, 1, 100, 120).move(10, 2, 200, 120)
            .move(20, 1, 100, 140).move(20, 2, 200, 140)
            .up(30, 1, 100, 140).up(30, 2, 200, 140)
        let gesture = try #require(script.recognize().only)
        #expect(gesture.kind == .swipe)
        #expect(gesture.touchIds == [1, 2])
        #expect(gesture.translation == Point(x: 0, y: 40))
        #expect(abs((gesture.releaseVelocity?.y ?? 0) - 2000) < 1e-6)
    }

    @Test func fingerJoiningDoesNotMakeTheTranslationJump() throws {
        let script = TouchScript().down(0, 1, 100, 100).move(10, 1, 100, 150)
            .down(20, 2, 300, 400)  // far away: the centroid would jump
            .move(30, 2, 300, 410)
            .up(40, 1, 100, 150).up(50, 2, 300, 410)
        let gesture = try #require(script.recognize().only)
        #expect(gesture.translation == Point(x: 0, y: 55))  // 50 + 10 / 2
    }

    @Test func predictedSamplesAreSkipped() throws {
        // A predicted sample far away neither starts a pan nor changes the velocity.
        let tap = TouchScript().down(0).move(20, 1, 100, 300, predicted: true).up(40)
        #expect(tap.recognize().only?.kind == .tap)
        let drag = TouchScript.drag(by: Point(x: 100, y: 0), steps: 10)
        var withPrediction = drag
        withPrediction.events.insert(TouchScript().move(95, 1, 900, 900, predicted: true).events[0], at: 10)
        let plain = try #require(drag.recognize().only?.releaseVelocity)
        let predicted = try #require(withPrediction.recognize().only?.releaseVelocity)
        #expect(plain == predicted)
        #expect(abs(plain.x - 1000) < 1e-6)
    }

    @Test func openSequencesAtTheEndAreReported() throws {
        let script = TouchScript().down(0).up(50).down(100, 2).move(110, 2, 100, 150)
        let gestures = script.recognize()
        #expect(gestures.map(\.kind) == [.tap, .pan])
        let open = try #require(gestures.last)
        #expect(open.isOpen)
        #expect(open.state == .began)
        #expect(open.tRecognized == 110)
        let sequences = TouchSequencer.sequences(in: script.events)
        #expect(sequences.map(\.outcome) == [.ended, .open])
        #expect(sequences[1].tEnd == nil && sequences[1].tLast == 110)
    }

    @Test func batchOutputIsSortedByBeginThenTouchId() {
        let script = TouchScript().down(0, 5).up(30, 5).down(60, 2).up(90, 2)
            .then(TouchScript.drag(id: 9, t0: 200, by: Point(x: 60, y: 0), steps: 3))
            .down(400, 1).up(420, 1)
        let gestures = script.recognize()
        #expect(gestures.map(\.tBegin) == [0, 0, 60, 200, 400])
        #expect(gestures.map(\.kind) == [.tap, .doubleTap, .tap, .swipe, .tap])
    }
}
