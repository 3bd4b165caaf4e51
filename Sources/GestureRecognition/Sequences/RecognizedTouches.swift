/// What recognition found in a trace's touches, each fact once: the touch sequences, the
/// gestures, and each sequence's gesture, by index (never matched back by time).
///
/// Every touch group (the sequences down together) has exactly one gesture record of kind tap,
/// long press, pan or swipe (see `Gesture`); a sequence points at its group's record. A double
/// tap's own record is pointed at by no sequence: its two taps point at their tap records.
package struct RecognizedTouches: Sendable, Hashable {
    /// The touch sequences, in order of their downs (`TouchDecision.sequenceIndex` numbering).
    package var sequences: [TouchSequence]
    /// Every gesture: the finished ones in order, then the one still open at the end, if any.
    package var gestures: [Gesture]
    /// For each sequence, the index in `gestures` of its group's gesture.
    package var gestureIndices: [Int]

    package init(sequences: [TouchSequence] = [], gestures: [Gesture] = [], gestureIndices: [Int] = []) {
        precondition(sequences.count == gestureIndices.count, "one gesture index per sequence")
        self.sequences = sequences
        self.gestures = gestures
        self.gestureIndices = gestureIndices
    }

    /// The gesture sequence `index` took part in.
    package func gesture(ofSequence index: Int) -> Gesture { gestures[gestureIndices[index]] }
}
