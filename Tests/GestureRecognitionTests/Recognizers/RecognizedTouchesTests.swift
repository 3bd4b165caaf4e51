import GestureRecognition
import Testing
import TraceModel
import _TestSupport

/// Each sequence's gesture is known by index, and each sequence's vertical travel by the
/// sequencer: facts recognition works out once.
@Suite("Recognized touches")
struct RecognizedTouchesTests {
    func recognized(_ script: TouchScript) -> RecognizedTouches {
        var recognizer = GestureRecognizer(configuration: .default)
        for event in script.events { _ = recognizer.process(event) }
        return recognizer.recognized
    }

    @Test("a double tap's taps point at their tap records, not at the double tap")
    func doubleTap() {
        let touches = recognized(TouchScript().down(0, 1).up(50, 1).down(150, 2).up(200, 2))
        #expect(touches.gestures.map(\.kind) == [.tap, .doubleTap, .tap])
        #expect(touches.gestureIndices == [0, 2])
        #expect(touches.gesture(ofSequence: 1).touchIds == [2])
    }

    @Test("fingers of one group share its gesture; a later group gets the next; one still down the open one")
    func groupsAndOpenGesture() {
        let script = TouchScript().down(0, 1).down(10, 2).up(40, 1).up(50, 2)
            .then(.drag(id: 3, t0: 1_000, by: Point(x: 0, y: 80)))
            .down(3_000, 4).move(3_010, 4, 100, 130)
        let touches = recognized(script)
        #expect(touches.sequences.count == 4)
        #expect(touches.gestureIndices == [0, 0, 1, 2])
        #expect(touches.gesture(ofSequence: 0).touchIds == [1, 2])
        #expect(touches.gesture(ofSequence: 2).direction == .down)
        #expect(touches.gesture(ofSequence: 3).tEnd == nil)
    }

    @Test("a finger joining a cancelled group still points at the group's cancelled gesture")
    func cancelledGroup() {
        let touches = recognized(
            TouchScript().down(0, 1).down(5, 2).cancel(20, 1).down(30, 3).up(40, 3).up(50, 2))
        #expect(touches.sequences.count == 3)
        #expect(touches.gestureIndices.allSatisfy { touches.gestures[$0].state == .cancelled })
    }

    @Test("vertical travel: farthest down and up, last place; predicted and cancelled samples do not count")
    func verticalTravel() {
        let script = TouchScript().down(0, 1, 100, 100).move(10, 1, 100, 160).move(20, 1, 100, 400, predicted: true)
            .move(30, 1, 100, 95).up(40, 1, 100, 98)
            .down(100, 2, 100, 100).move(110, 2, 100, 130).cancel(120, 2, 100, 50)
        let touches = recognized(script)
        #expect(touches.sequences[0].verticalTravel == AxisTravel(maxDown: 60, maxUp: 5, final: -2))
        #expect(touches.sequences[0].verticalTravel.reversesPastStart(slop: 10))
        #expect(!touches.sequences[0].verticalTravel.reversesPastStart(slop: 60))
        #expect(touches.sequences[1].verticalTravel == AxisTravel(maxDown: 30, maxUp: 0, final: 30))
        #expect(!touches.sequences[1].verticalTravel.reversesPastStart(slop: 10))
    }
}
