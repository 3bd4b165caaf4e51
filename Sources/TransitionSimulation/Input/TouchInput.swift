import GestureRecognition
import TraceModel

/// What the touch stream told an engine model in one event, after online recognition
/// (`GestureRecognizer`): the engines react to these, never to raw samples.
///
/// A touch *group* is the fingers down together (one gesture; docs/recognition.md "Decisions"); the
/// sequences are numbered in order of their downs (`TouchDecision.sequenceIndex`).
enum TouchInput: Sendable, Hashable {
    /// The first finger of a new group went down.
    case groupBegan(sequence: Int)
    /// Another finger joined the group that is down.
    case fingerAdded(sequence: Int)
    /// The group's translation from its touch-down point changed (a non-predicted move);
    /// `velocity` is the first finger's current velocity (pt/s), when the tracker has one.
    case moved(translation: Point, velocity: Velocity?)
    /// The group's pan crossed its slop, heading `direction` (the dominant axis then).
    case panBegan(translation: Point, direction: GestureDirection)
    /// A touch of the group was cancelled by the system: its gesture is cancelled.
    case gestureCancelled
    /// One finger lifted (or was cancelled) at `t`.
    case fingerLifted(sequence: Int, t: Double)
    /// The last finger lifted: the group's gesture record, and the release velocity (pt/s,
    /// clamped as the recognizer clamps it) of the last finger, when there is one. Boxed: a
    /// gesture record is large and comes once per group, and every input of a trace is held.
    indirect case groupEnded(gesture: Gesture, releaseVelocity: Velocity?)
}
