/// The target a display link calls on every refresh, standing between the link and its owner.
///
/// A `CADisplayLink` retains its target until it is invalidated. With the owner as target, the
/// owner could never be released without `stop()`: a frame source replaced on a later scene
/// connection would tick forever, keeping its session, timer and file alive. This target holds
/// its owner weakly, and invalidates the link on the first tick after the owner is gone.
@MainActor
public final class DisplayLinkTickTarget<Link: DisplayLinkProtocol> {
    private weak var owner: DisplayLinkFrames<Link>?

    init(owner: DisplayLinkFrames<Link>) {
        self.owner = owner
    }

    /// The link's callback: forwards the tick to the owner, or invalidates the link without one.
    public func tick(_ link: Link) {
        guard let owner else {
            link.invalidate()
            return
        }
        owner.tick(timestamp: link.timestamp, targetTimestamp: link.targetTimestamp)
    }
}
