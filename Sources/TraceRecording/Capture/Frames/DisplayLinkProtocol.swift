/// A display link as the recorder uses it (`CADisplayLink`; the names are its own). Not tied to
/// the main actor: `invalidate()` may be called from any thread (Apple documents it as
/// thread-safe), so an owner released anywhere can stop its link.
public protocol DisplayLinkProtocol: AnyObject {
    /// When the frame before the one being prepared was shown (seconds since boot).
    var timestamp: Double { get }
    /// When the frame being prepared will be shown.
    var targetTimestamp: Double { get }
    /// Whether the link is suspended (`isPaused`): no callbacks until it is set back to false.
    var isPaused: Bool { get set }
    /// Removes the link from its run loops and releases its target: no more ticks.
    func invalidate()
}
