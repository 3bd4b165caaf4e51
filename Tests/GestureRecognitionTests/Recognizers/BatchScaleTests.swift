import GestureRecognition
import Testing
import TraceModel
import _TestSupport

struct BatchScaleTests {
    /// 5,000 gestures (taps, double taps, drags): every group yields its record, in order.
    @Test func manyGesturesInOnePass() {
        var events: [TraceEvent] = []
        events.reserveCapacity(60_000)
        func touch(_ t: Double, _ id: Int, _ phase: TouchPhase, _ y: Double) {
            events.append(TouchScript.touch(t, id, phase, y: y))
        }
        var t = 0.0
        for i in 0..<5_000 {
            if i % 2 == 0 {
                touch(t, i, .began, 100)
                touch(t + 40, i, .ended, 100)
            } else {
                touch(t, i, .began, 100)
                for k in 1...8 { touch(t + Double(k) * 8, i, .moved, 100 + Double(k) * 10) }
                touch(t + 64, i, .ended, 180)
            }
            t += 1_000
        }
        let gestures = GestureRecognizer.recognize(events, configuration: .default)
        #expect(gestures.count == 5_000)
        #expect(gestures.filter { $0.kind == .swipe }.count == 2_500)
        #expect(zip(gestures, gestures.dropFirst()).allSatisfy { $0.tBegin <= $1.tBegin })
    }
}
