import TraceModel

/// What the simulated user sees on one displayed frame: the contract the closed-loop step fills
/// from a transition engine's timeline (one observation per frame, at its displayed-response
/// time, i.e. the frame time plus one frame of render latency).
///
/// The user reacts only to what an observation shows: a side coming to rest (start a reaction
/// time), a transition starting (anticipatory plans such as quick-dismiss count from it), and
/// whether the progress moved toward what the last gesture asked for (patience and retries; see
/// `ClosedLoopSession`).
public protocol ScreenObservation: Sendable {
    /// Displayed time of the frame (ms, the trace's time base).
    var t: Double { get }
    /// The side at rest, or nil while a transition is in flight or a finger is tracking one.
    var side: SceneSide? { get }
    /// Whether a transition is animating or being tracked.
    var isTransitionInFlight: Bool { get }
    /// Forward progress shown: 0 = source (chat), 1 = destination (viewer).
    var progress: Double { get }
}

/// A plain observation value, for tests and for engines that copy their frame into it.
public struct ObservedFrame: ScreenObservation, Hashable {
    public var t: Double
    public var side: SceneSide?
    public var isTransitionInFlight: Bool
    public var progress: Double

    public init(t: Double, side: SceneSide?, isTransitionInFlight: Bool, progress: Double) {
        self.t = t
        self.side = side
        self.isTransitionInFlight = isTransitionInFlight
        self.progress = progress
    }

    /// A frame at rest on `side`.
    public static func atRest(_ side: SceneSide, t: Double) -> ObservedFrame {
        ObservedFrame(t: t, side: side, isTransitionInFlight: false, progress: side == .destination ? 1 : 0)
    }
}
