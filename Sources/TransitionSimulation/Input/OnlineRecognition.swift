import GestureRecognition
import TraceModel

/// The recognition of a trace fed event by event, keeping the touch sequences and gestures but
/// not the touch inputs an engine would be fed: the same machine, and so the same touches, as a
/// `RecognizedTrace` of the same events. For a trace too long to hold, read once to recognize its
/// touches and again to replay them (`StreamedReplays`).
package struct OnlineRecognition: Sendable {
    private var source: TouchInputSource
    /// The inputs of the event being fed (dropped; kept to reuse the storage).
    private var inputs: [TouchInput] = []

    /// A recognition of a trace with `header` under `recognition`.
    package init(header: TraceHeader, recognition: RecognitionConfiguration) {
        source = TouchInputSource(configuration: recognition, scene: header.scene)
    }

    /// Feeds the next event, in time order.
    package mutating func add(_ event: TraceEvent) {
        inputs.removeAll(keepingCapacity: true)
        source.process(event, into: &inputs)
    }

    /// The touch sequences and gestures of the events fed so far.
    package var touches: RecognizedTouches { source.recognizer.recognized }
}
