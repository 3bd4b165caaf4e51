import TraceModel

/// One gesture the user performed: its touch events and the finger paths they sample.
package struct PerformedGesture: Sendable, Hashable {
    package var goal: MotorGoal
    /// Touch events in time order (two fingers in sequence for `tapTwoCells`).
    package var events: [TraceEvent]
    /// The planned path of each finger, in order.
    package var paths: [FingerPath]
    /// For a reversing dismiss: when the corrective movement starts (the change of mind, where a
    /// `cancel` intent begins).
    package var reversalTime: Double?

    package init(goal: MotorGoal, events: [TraceEvent], paths: [FingerPath], reversalTime: Double? = nil) {
        self.goal = goal
        self.events = events
        self.paths = paths
        self.reversalTime = reversalTime
    }

    /// The first touch-down (ms).
    package var tBegin: Double { events.first?.t ?? 0 }
    /// The last lift (ms): patience counts from here.
    package var tEnd: Double { events.last?.t ?? 0 }
    /// Where the last finger lifted (the last sample's location).
    package var liftLocation: Point? { events.last?.touch?.location }
}
