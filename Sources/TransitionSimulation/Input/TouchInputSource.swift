import GestureRecognition
import TraceModel

/// Runs the online `GestureRecognizer` over the touch events fed to a simulation and turns its
/// state changes into `TouchInput`s, numbering sequences in order of their downs.
struct TouchInputSource: Sendable {
    private(set) var recognizer: GestureRecognizer
    /// The recognizer's updates of the event being processed (kept to reuse its storage).
    private var updates: [GestureUpdate] = []

    init(configuration: RecognitionConfiguration, scene: SceneInfo) {
        recognizer = GestureRecognizer(configuration: configuration, progress: .scene(scene))
    }

    /// Whether a finger is down.
    var isDown: Bool { !recognizer.sequencer.isIdle }

    /// The gesture of the group that is down, as the recognizer sees it now.
    var openGesture: Gesture? { recognizer.openGesture }

    /// Every touch sequence so far.
    var sequences: [TouchSequence] { recognizer.sequencer.sequences }

    /// Feeds one event; appends what it means for an engine (nothing for non-touch events).
    mutating func process(_ event: TraceEvent, into inputs: inout [TouchInput]) {
        updates.removeAll(keepingCapacity: true)
        guard let touch = event.touch else {
            recognizer.advance(to: event.t, into: &updates)
            return
        }
        let sequenceCount = recognizer.sequencer.sequences.count
        let startsGroup = recognizer.sequencer.isIdle
        recognizer.process(event, into: &updates)
        let sequences = recognizer.sequencer.sequences
        if sequences.count > sequenceCount {
            let index = sequences.count - 1
            inputs.append(startsGroup ? .groupBegan(sequence: index) : .fingerAdded(sequence: index))
        }
        if let began = updates.first(where: { $0.kind == .pan && $0.state == .began }) {
            inputs.append(
                .panBegan(
                    translation: began.translation,
                    direction: GestureDirection(translation: began.translation)))
        }
        if updates.contains(where: { $0.state == .cancelled }) { inputs.append(.gestureCancelled) }
        let isMove = touch.phase == .moved || touch.phase == .stationary || touch.phase == .ended
        if isMove, !touch.predicted, let open = recognizer.openMotion, open.state != .cancelled {
            inputs.append(
                .moved(
                    translation: open.translation,
                    velocity: recognizer.velocityTracker.velocity(of: open.firstTouchId)))
        }
        if touch.phase.isTerminal,
            let index = sequences.lastIndex(where: { $0.touchId == touch.id && $0.tEnd == event.t })
        {
            inputs.append(.fingerLifted(sequence: index, t: event.t))
            if recognizer.sequencer.isIdle, let gesture = recognizer.gestures.last {
                let velocity =
                    gesture.releaseVelocity
                    ?? recognizer.velocityTracker.velocity(of: touch.id)?
                    .clampingMagnitude(to: recognizer.configuration.maximumFlickVelocity)
                inputs.append(.groupEnded(gesture: gesture, releaseVelocity: velocity))
            }
        }
    }

    /// Feeds one event; returns what it means for an engine.
    mutating func process(_ event: TraceEvent) -> [TouchInput] {
        var inputs: [TouchInput] = []
        process(event, into: &inputs)
        return inputs
    }
}
