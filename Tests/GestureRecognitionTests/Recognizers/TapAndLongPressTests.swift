import GestureRecognition
import Testing
import TraceModel
import _TestSupport

struct TapAndLongPressTests {
    @Test(arguments: [(499.0, GestureKind.tap), (500.0, .longPress), (501.0, .longPress)])
    func tapVersusLongPressBoundary(holdMs: Double, expected: GestureKind) throws {
        let gestures = TouchScript().down(0).up(holdMs).recognize()
        let gesture = try #require(gestures.only)
        #expect(gesture.kind == expected)
        #expect(gesture.state == .ended)
        #expect(gesture.tEnd == holdMs)
        #expect(gesture.tRecognized == (expected == .tap ? holdMs : 500))
    }

    @Test(arguments: [(21.9, GestureState.ended), (22.0, .ended), (22.1, .failed)])
    func tapSlopBoundary(distance: Double, expected: GestureState) throws {
        // Pan slop raised so that a move just beyond the tap slop (22) is no pan: the tap fails.
        let configuration = RecognitionConfiguration(panSlop: 30)
        let gestures = TouchScript().down(0).move(50, 1, 100 + distance, 100).up(100, 1, 100 + distance, 100)
            .recognize(configuration)
        let gesture = try #require(gestures.only)
        #expect(gesture.kind == .tap)
        #expect(gesture.state == expected)
        #expect(gesture.tRecognized == (expected == .ended ? 100 : nil))
    }

    @Test func longPressFiresOnlineAtItsDeadlineWithoutEvents() {
        var recognizer = GestureRecognizer(configuration: .default)
        var updates: [GestureUpdate] = []
        recognizer.process(
            TraceEvent(t: 0, .touch(TouchEvent(id: 3, phase: .began, location: Point(x: 5, y: 5)))), into: &updates)
        recognizer.advance(to: 499.9, into: &updates)
        #expect(updates.isEmpty)
        recognizer.advance(to: 650, into: &updates)
        #expect(updates.map(\.state) == [.began])
        #expect(updates.first?.kind == .longPress)
        #expect(updates.first?.t == 500)
    }

    @Test func longPressOwnsTheGroupAfterRecognition() throws {
        let gestures = TouchScript().down(0).move(600, 1, 100, 200).up(700, 1, 100, 200).recognize()
        let gesture = try #require(gestures.only)
        #expect(gesture.kind == .longPress)
        #expect(gesture.state == .ended)
        #expect(gesture.translation == Point(x: 0, y: 100))
    }

    @Test func noLongPressAfterLeavingTheTapSlop() throws {
        let configuration = RecognitionConfiguration(panSlop: 30)
        let gestures = TouchScript().down(0).move(100, 1, 120, 100).up(800, 1, 120, 100).recognize(configuration)
        let gesture = try #require(gestures.only)
        #expect(gesture.kind == .tap)
        #expect(gesture.state == .failed)
    }

    @Test func cancelledTouchCancelsTheTap() throws {
        let gestures = TouchScript().down(0).cancel(80).recognize()
        let gesture = try #require(gestures.only)
        #expect(gesture.kind == .tap)
        #expect(gesture.state == .cancelled)
        #expect(gesture.tRecognized == nil)
        #expect(gesture.tEnd == 80)
    }

    @Test func twoFingerTapIsOneTapWithBothIds() throws {
        let gestures = TouchScript().down(0, 1, 100, 100).down(20, 2, 200, 100).up(90, 1, 100, 100).up(100, 2, 200, 100)
            .recognize()
        let gesture = try #require(gestures.only)
        #expect(gesture.kind == .tap)
        #expect(gesture.touchIds == [1, 2])
        #expect(gesture.tEnd == 100)
    }
}

extension Array {
    /// The single element, or nil when there are none or several.
    var only: Element? { count == 1 ? first : nil }
}
