import Testing
import TraceModel
import TraceRecording

/// The frame period as the link measures it, and the cost of the link when nothing moves.
@MainActor
struct FrameCostTests {
    private let recorder = FakeRecorder()

    private func frames() -> (DisplayLinkFrames<FakeDisplayLink>, () -> FakeDisplayLink) {
        var made: [FakeDisplayLink] = []
        let frames = DisplayLinkFrames<FakeDisplayLink>(recorder: recorder) {
            let link = FakeDisplayLink(target: $0)
            made.append(link)
            return link
        }
        frames.start()
        return (frames, { made[0] })
    }

    @Test func thePeriodComesFromTheLinksTimesAndEachChangeIsWritten() {
        let (frames, link) = frames()
        defer { withExtendedLifetime(frames) {} }
        let period120 = 1.0 / 120
        var t = 10.0
        for _ in 0..<3 {
            link().fire(t, t + period120)
            t += period120
        }
        // The system drops the screen to 60 Hz (ProMotion): the link's own times say so.
        for _ in 0..<2 {
            link().fire(t, t + 1.0 / 60)
            t += 1.0 / 60
        }
        #expect(recorder.markers == [FrameRecorder.periodMarkerName, FrameRecorder.periodMarkerName])
        guard case .marker(_, let at)? = recorder.calls.last(where: { if case .marker = $0 { true } else { false } })
        else { return }
        #expect(abs((at ?? 0) - (10 + 3 * period120)) < 1e-9)
        #expect(recorder.calls.filter { if case .frame = $0 { true } else { false } }.count == 5)
    }

    @Test func theLinkPausesWhenNothingMovesAndSaysSo() {
        let (frames, link) = frames()
        var fingerDown = false
        frames.isActive = { fingerDown }
        let period = 1.0 / 120
        // Two idle seconds at 120 Hz: 240 refreshes offered.
        for k in 0..<240 { link().fire(Double(k) * period, Double(k + 1) * period) }
        #expect(frames.isPaused)
        // Main-thread work: the ticks handled while idle are the idle delay's worth, not 240.
        #expect(frames.ticks == Int((frames.idleDelay / period).rounded(.up)) + 1)
        #expect(recorder.markers.last == DisplayLinkFrames<FakeDisplayLink>.pausedMarkerName)
        fingerDown = true
        frames.wake()
        link().fire(3, 3 + period)
        #expect(recorder.markers.suffix(1) == [DisplayLinkFrames<FakeDisplayLink>.resumedMarkerName])
        #expect(recorder.calls.last == .frame(timestamp: 3, target: 3 + period))
    }

    @Test func aTransitionObservedWakesThePausedLink() {
        let (frames, link) = frames()
        frames.idleDelay = 0
        link().fire(1, 1.01)
        link().fire(1.01, 1.02)
        #expect(frames.isPaused)
        let animator = TimedTransitionAnimator()
        frames.frames.add(
            AnimatorTransitionRecorder(animator, id: "t", operation: .present, interactive: false, recorder: recorder))
        #expect(!frames.isPaused)
    }
}
