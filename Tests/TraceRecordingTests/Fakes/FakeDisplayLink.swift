import TraceRecording

/// A display link as `CADisplayLink` behaves: it retains its target until invalidated, and calls
/// it on each refresh while valid.
@MainActor
final class FakeDisplayLink: DisplayLinkProtocol {
    nonisolated(unsafe) var timestamp = 0.0
    nonisolated(unsafe) var targetTimestamp = 0.0
    nonisolated(unsafe) private(set) var isValid = true
    nonisolated(unsafe) var isPaused = false
    /// Held strongly, as `CADisplayLink(target:selector:)` does.
    private var target: DisplayLinkTickTarget<FakeDisplayLink>?

    init(target: DisplayLinkTickTarget<FakeDisplayLink>) {
        self.target = target
    }

    nonisolated func invalidate() {
        isValid = false
        MainActor.assumeIsolated { target = nil }
    }

    /// Hands over the target (the link stops holding it), as if it had been made for another link.
    func takeTarget() -> DisplayLinkTickTarget<FakeDisplayLink> {
        defer { target = nil }
        return target!
    }

    /// One refresh at `timestamp`, preparing the frame shown at `targetTimestamp`.
    func fire(_ timestamp: Double, _ targetTimestamp: Double) {
        guard isValid, !isPaused, let target else { return }
        (self.timestamp, self.targetTimestamp) = (timestamp, targetTimestamp)
        target.tick(self)
    }
}
