/// Something sampled once per display refresh by a `FrameRecorder` (a transition's recorder),
/// until it is finished; the frame recorder then lets it go.
@MainActor
public protocol FrameObserving: AnyObject {
    /// Samples for the frame shown at `targetTimestamp` (seconds since boot), read while the frame
    /// shown since `timestamp` (the link's `timestamp`) is on screen. Default: `frame(at:)`.
    func frame(at targetTimestamp: Double, shownSince timestamp: Double)
    /// Samples for the frame shown at `targetTimestamp` (seconds since boot).
    func frame(at targetTimestamp: Double)
    /// Whether nothing more will be recorded (the transition ended).
    var isFinished: Bool { get }
}

extension FrameObserving {
    public func frame(at targetTimestamp: Double, shownSince timestamp: Double) { frame(at: targetTimestamp) }
}
