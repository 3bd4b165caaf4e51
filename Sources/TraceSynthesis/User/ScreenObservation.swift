import TraceModel

/// What the simulated user sees on one displayed frame: the contract the closed-loop step fills
/// from a transition engine's timeline (one observation per frame, at its displayed-response
/// time, i.e. the frame time plus one frame of render latency).
///
/// The user reacts only to what an observation shows: a side coming to rest (start a reaction
/// time), a transition starting (anticipatory plans such as quick-dismiss count from it), and
/// whether the progress moved toward what the last gesture asked for (patience and retries; see
/// `ClosedLoopSession`).
package protocol ScreenObservation: Sendable {
    /// Displayed time of the frame (ms, the trace's time base).
    var t: Double { get }
    /// The side at rest, or nil while a transition is in flight or a finger is tracking one.
    var side: SceneSide? { get }
    /// Whether a transition is animating or being tracked.
    var isTransitionInFlight: Bool { get }
    /// Forward progress shown: 0 = source (chat), 1 = destination (viewer).
    var progress: Double { get }
}
