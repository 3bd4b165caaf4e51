import GestureRecognition
import Testing
import TraceModel
import _TestSupport

struct DoubleTapTests {
    /// First tap: down 0, up 80. Second tap: down at 80 + gap, `distance` to the right.
    func twoTaps(gap: Double, distance: Double = 0) -> [Gesture] {
        let secondDown = 80 + gap
        return TouchScript().down(0, 1).up(80, 1)
            .down(secondDown, 2, 100 + distance, 100).up(secondDown + 60, 2, 100 + distance, 100)
            .recognize()
    }

    @Test(arguments: [(299.0, true), (300.0, true), (301.0, false)])
    func timeoutBoundaryUpToNextDown(gap: Double, isDouble: Bool) {
        let gestures = twoTaps(gap: gap)
        #expect(gestures.map(\.kind) == (isDouble ? [.tap, .doubleTap, .tap] : [.tap, .tap]))
    }

    @Test(arguments: [(99.0, true), (100.0, true), (101.0, false)])
    func slopBoundary(distance: Double, isDouble: Bool) {
        let gestures = twoTaps(gap: 100, distance: distance)
        #expect(gestures.contains { $0.kind == .doubleTap } == isDouble)
    }

    @Test func recordsShowWhatTheDoubleTapConsumed() throws {
        let gestures = twoTaps(gap: 100)
        try #require(gestures.count == 3)
        let (first, double, second) = (gestures[0], gestures[1], gestures[2])
        #expect(first.doubleTapRole == .first)
        #expect(second.doubleTapRole == .second)
        #expect(first.state == .ended && second.state == .ended)  // taps never wait
        #expect(first.tRecognized == 80)
        #expect(double.touchIds == [1, 2])
        #expect(double.consumedTaps == [TapReference(touchId: 1, tBegin: 0), TapReference(touchId: 2, tBegin: 180)])
        #expect(double.tBegin == 0)
        #expect(double.tRecognized == 240)
    }

    @Test func onlineTheDoubleTapFollowsTheSecondTapsUp() {
        var recognizer = GestureRecognizer(configuration: .default)
        var kinds: [GestureKind] = []
        for event in TouchScript().down(0).up(50).down(150).up(200).events {
            kinds += recognizer.process(event).map(\.kind)
        }
        #expect(kinds == [.tap, .tap, .doubleTap])
    }

    @Test func aThirdTapStartsAfresh() {
        let gestures = TouchScript().down(0).up(50).down(100).up(150).down(200).up(250).recognize()
        #expect(gestures.map(\.kind) == [.tap, .doubleTap, .tap, .tap])
        #expect(gestures.last?.doubleTapRole == nil)
    }

    @Test func aPanInBetweenDropsTheWaitingTap() {
        let gestures = TouchScript().down(0).up(50)
            .then(TouchScript.drag(t0: 100, by: Point(x: 0, y: 40), steps: 4))
            .down(250).up(300).recognize()
        #expect(gestures.map(\.kind) == [.tap, .swipe, .tap])
    }
}
