import GestureRecognition
import TraceModel

/// The facts of one trace that no engine changes, worked out once, by one pass of the online
/// recognizer: the touch sequences, the gestures and each sequence's gesture (`touches`), and
/// what the touch stream told an engine at each event. Every engine's batch replay of the trace
/// is fed from it (`TransitionEngine.replay(_:)`), so `analyze` recognizes a trace once however
/// many engines it compares. A closed loop, which cannot know what comes next, recognizes online
/// (`ClosedLoopEngine`) with the same machine, so both see the same inputs.
package struct RecognizedTrace: Sendable {
    package let input: ReplayInput
    package let recognition: RecognitionConfiguration
    package let touches: RecognizedTouches
    /// Every event's touch inputs, in order: those of event i are `inputs[inputEnds[i - 1] ..<
    /// inputEnds[i]]` (from 0 for the first event).
    private let inputs: [TouchInput]
    private let inputEnds: [Int]
    /// The gesture of the fingers still down at the end, if any.
    let openGesture: Gesture?

    /// Recognizes `input`'s touches with `recognition` and the progress rule of its scene
    /// (`PanProgress.scene`).
    package init(_ input: ReplayInput, recognition: RecognitionConfiguration) {
        var source = TouchInputSource(configuration: recognition, scene: input.header.scene)
        var inputs: [TouchInput] = []
        inputs.reserveCapacity(input.events.count)  // about one input per event
        var ends: [Int] = []
        ends.reserveCapacity(input.events.count)
        input.events.withUnsafeBufferPointer { events in
            for index in events.indices {  // read in place, not copied out of the array
                source.process(events[index], into: &inputs)
                ends.append(inputs.count)
            }
        }
        self.input = input
        self.recognition = recognition
        self.inputs = inputs
        self.inputEnds = ends
        self.touches = source.recognizer.recognized
        self.openGesture = source.isDown ? source.openGesture : nil
    }

    /// The touch inputs of event `index`.
    func inputs(ofEvent index: Int) -> ArraySlice<TouchInput> {
        inputs[(index == 0 ? 0 : inputEnds[index - 1])..<inputEnds[index]]
    }
}
