import GestureRecognition

/// A gesture as flows see it: a recognized gesture the user finished, with the touch target of
/// its first down (docs/flows.md "Matching").
///
/// The gestures a flow walks are the user's gestures once: a double tap is one gesture (its two
/// taps, which the recognizer also reports, are left out), a lone tap is a tap. Only `ended`
/// gestures are walked: a cancelled or failed one (the system took the touches) and one still
/// down when the trace ends neither complete a step nor count as wrong; their downs still count
/// as touches during a timed step.
package struct FlowGesture: Sendable, Hashable {
    package var gesture: Gesture
    /// The `target` of the gesture's first touch-down (for a double tap: its first tap's).
    package var target: String?

    package init(gesture: Gesture, target: String?) {
        self.gesture = gesture
        self.target = target
    }

    /// The first down (ms): which step the gesture is made during.
    package var tBegin: Double { gesture.tBegin }
    /// The last up (ms): when a matching gesture completes its step.
    package var tEnd: Double { gesture.tEnd ?? gesture.tBegin }

    /// The walked gestures of a recognition, by first down (ties in recognition order).
    package static func gestures(of touches: RecognizedTouches) -> [FlowGesture] {
        var firstSequence: [Int: Int] = [:]
        for (sequence, gesture) in touches.gestureIndices.enumerated() where firstSequence[gesture] == nil {
            firstSequence[gesture] = sequence
        }
        var found: [(index: Int, gesture: FlowGesture)] = []
        for (index, gesture) in touches.gestures.enumerated() {
            guard gesture.state == .ended, gesture.tEnd != nil, gesture.doubleTapRole == nil else { continue }
            var target: String?
            if let sequence = firstSequence[index] {
                target = touches.sequences[sequence].target
            } else if let first = gesture.consumedTaps.first {
                target = touches.sequences.first { $0.touchId == first.touchId && $0.tBegin == first.tBegin }?.target
            }
            found.append((index, FlowGesture(gesture: gesture, target: target)))
        }
        found.sort { ($0.gesture.tBegin, $0.index) < ($1.gesture.tBegin, $1.index) }
        return found.map(\.gesture)
    }
}
