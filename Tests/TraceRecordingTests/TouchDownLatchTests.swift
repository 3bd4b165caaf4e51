import Testing
import TraceRecording

/// `.traceIntent` labels once per gesture, and again after a cancelled one.
struct TouchDownLatchTests {
    /// How SwiftUI drives a gesture's callbacks: changes, then `ended` or `cancelled`.
    enum Step { case changed, ended, cancelled }

    /// Labels counted with the flag reset only by `onEnded` (a `@State`), or by SwiftUI whenever the
    /// gesture becomes inactive (a `@GestureState`, which `.traceIntent` uses).
    private func labels(_ steps: [Step], resetOnCancel: Bool) -> Int {
        var isDown = false
        var count = 0
        for step in steps {
            switch step {
            case .changed: if TouchDownLatch.shouldLabel(&isDown) { count += 1 }
            case .ended: isDown = false
            case .cancelled: if resetOnCancel { isDown = false }  // `onEnded` does not run
            }
        }
        return count
    }

    @Test func aGestureStateLabelsAgainAfterACancelledGesture() {
        let steps: [Step] = [.changed, .changed, .cancelled, .changed, .cancelled, .changed, .ended]
        #expect(labels(steps, resetOnCancel: true) == 3)
        #expect(labels(steps, resetOnCancel: false) == 1)  // the flag reset in onEnded only
    }
}
