import Testing
import TraceModel
import TraceRecording

/// Display-link ownership, on a fake link that retains its target as `CADisplayLink` does.
@MainActor
struct DisplayLinkFramesTests {
    private func makeFrames(_ recorder: FakeRecorder, links: Box<[FakeDisplayLink]>) -> DisplayLinkFrames<
        FakeDisplayLink
    > {
        DisplayLinkFrames(recorder: recorder) { target in
            let link = FakeDisplayLink(target: target)
            links.value.append(link)
            return link
        }
    }

    final class Box<Value> {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    @Test func aSourceReleasedWithoutStopInvalidatesItsLinkAndFreesItsRecorder() {
        let links = Box<[FakeDisplayLink]>([])
        weak var weakFrames: DisplayLinkFrames<FakeDisplayLink>?
        weak var weakRecorder: FakeRecorder?
        do {
            let recorder = FakeRecorder()
            weakRecorder = recorder
            let frames = makeFrames(recorder, links: links)
            weakFrames = frames
            frames.start()
            links.value[0].fire(1.0, 1.0167)
            #expect(recorder.calls.last == .frame(timestamp: 1.0, target: 1.0167))
        }
        // The app replaced its source on a later scene connection and never called stop().
        #expect(weakFrames == nil)
        #expect(weakRecorder == nil)
        #expect(!links.value[0].isValid)
    }

    @Test func aTickAfterTheOwnerIsGoneInvalidatesTheLink() {
        let links = Box<[FakeDisplayLink]>([])
        let recorder = FakeRecorder()
        // The link made by a source that is gone still holds its target.
        let orphan = FakeDisplayLink(
            target: {
                let frames = makeFrames(recorder, links: links)
                frames.start()
                return links.value[0].takeTarget()
            }())
        orphan.fire(2.0, 2.0167)
        #expect(!orphan.isValid)
        #expect(recorder.calls.isEmpty)
    }

    @Test func stopInvalidatesAndStartMakesANewLink() {
        let links = Box<[FakeDisplayLink]>([])
        let recorder = FakeRecorder()
        let frames = makeFrames(recorder, links: links)
        frames.start()
        frames.start()
        #expect(links.value.count == 1)
        frames.stop()
        #expect(!links.value[0].isValid)
        frames.start()
        links.value[1].fire(3.0, 3.0083)
        #expect(recorder.calls.last == .frame(timestamp: 3.0, target: 3.0083))
    }

    @Test func aProMotionScreenAsksForItsFullRate() {
        #expect(FrameRatePolicy(maximumFramesPerSecond: 120) == .init(minimum: 80, maximum: 120, preferred: 120))
        #expect(FrameRatePolicy(maximumFramesPerSecond: 60) == .init(minimum: 60, maximum: 60, preferred: 60))
    }
}

extension FrameRatePolicy {
    fileprivate init(minimum: Float, maximum: Float, preferred: Float) {
        self.init(maximumFramesPerSecond: 1)
        (self.minimum, self.maximum, self.preferred) = (minimum, maximum, preferred)
    }
}
