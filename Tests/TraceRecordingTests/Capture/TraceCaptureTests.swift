import Testing
import TraceModel
import TraceRecording

/// `GestureTrace`'s app-wide recorder on fakes of `UITouch`, `UIEvent` and `CADisplayLink`:
/// what stays right across windows, scenes, pauses and privacy rules.
@MainActor
struct TraceCaptureTests {
    private let recorder = FakeRecorder()
    private let links = LinkBox()

    final class LinkBox {
        var links: [FakeDisplayLink] = []
    }

    private func capture(_ options: GestureTraceOptions = GestureTraceOptions()) -> TraceCapture<
        FakeTouch, FakeDisplayLink
    > {
        let capture = TraceCapture<FakeTouch, FakeDisplayLink>(recorder: recorder, options: options) { [links] in
            let link = FakeDisplayLink(target: $0)
            links.links.append(link)
            return link
        }
        capture.start()
        return capture
    }

    @Test func aTouchDownOnACellWritesNoIntent() {
        let capture = capture()
        let window = FakeWindow()
        capture.windowWillSend(
            FakeEvent(FakeTouch(.began, at: 1, view: FakeView("gt.cell:3"), window: window)), in: window)
        #expect(recorder.calls.allSatisfy { if case .intent = $0 { false } else { true } })
        #expect(recorder.touches.map(\.target) == ["cell:3"])
    }

    @Test func twoWindowsRecordIntoOneTraceWithDistinctIdsAcrossAReconnection() {
        let capture = capture()
        let (first, second) = (FakeWindow(), FakeWindow())
        capture.windowWillSend(FakeEvent(FakeTouch(.began, at: 1, window: first)), in: first)
        capture.windowWillSend(FakeEvent(FakeTouch(.began, at: 1.01, window: second)), in: second)
        // The first scene disconnects; a new window of a reconnected scene records on, in the same file.
        capture.sceneWillDeactivate(now: 1.02)
        let reconnected = FakeWindow()
        capture.windowWillSend(FakeEvent(FakeTouch(.began, at: 2, window: reconnected)), in: reconnected)
        #expect(recorder.touches.map(\.id) == [1, 2, 1, 2, 1])
        #expect(recorder.touches.map(\.phase) == [.began, .began, .cancelled, .cancelled, .began])
    }

    @Test func resigningActiveCancelsTheTouchesDownAtTheirLastPosition() {
        let capture = capture()
        let window = FakeWindow()
        let finger = FakeTouch(.began, at: 1, x: 10, y: 20, window: window)
        capture.windowWillSend(FakeEvent(finger), in: window)
        finger.move(.moved, at: 1.05, y: 80)
        capture.windowWillSend(FakeEvent(finger), in: window)
        capture.sceneWillDeactivate(now: 1.2)
        // UIKit delivers no more of it: the next sample (after the scene is back) is skipped.
        finger.move(.ended, at: 1.5)
        capture.windowWillSend(FakeEvent(finger), in: window)
        guard case .touch(let last, _, _)? = recorder.calls.last(where: { if case .touch = $0 { true } else { false } })
        else {
            Issue.record("no touch")
            return
        }
        #expect(last.touch.phase == .cancelled)
        #expect(last.touch.location == Point(x: 10, y: 80))
        #expect(last.timestamp == 1.2)
        #expect(recorder.touches.count == 3)
    }

    @Test func pauseCancelsAndRecordsNothingUntilResume() {
        let capture = capture()
        let window = FakeWindow()
        let finger = FakeTouch(.began, at: 1, window: window)
        capture.windowWillSend(FakeEvent(finger), in: window)
        capture.pause(now: 1.1)
        finger.move(.moved, at: 1.2)
        capture.windowWillSend(FakeEvent(finger), in: window)
        capture.windowWillSend(FakeEvent(FakeTouch(.began, at: 1.3, window: window)), in: window)
        capture.resume()
        capture.windowWillSend(FakeEvent(FakeTouch(.began, at: 2, window: window)), in: window)
        #expect(recorder.touches.map(\.phase) == [.began, .cancelled, .began])
        #expect(recorder.markers.contains(DisplayLinkFrames<FakeDisplayLink>.pausedMarkerName))
    }

    @Test func excludedViewsAndRegionsAreNotRecordedAndIdentifiersNeedOptingIn() {
        let capture = capture()
        let window = FakeWindow()
        let keypad = FakeView("gt.keypad")
        capture.touches.exclude(keypad)
        let regions = TraceTargetRegions()
        regions.exclude("signature", frame: .init(x: 0, y: 500, width: 100, height: 100))
        capture.touches.isExcluded = { regions.isExcluded(at: $0) }
        capture.windowWillSend(
            FakeEvent(FakeTouch(.began, at: 1, view: FakeView(in: keypad), window: window)), in: window)
        capture.windowWillSend(FakeEvent(FakeTouch(.began, at: 1.1, x: 50, y: 550, window: window)), in: window)
        // An identifier set for UI tests, holding content: not exported.
        capture.windowWillSend(
            FakeEvent(FakeTouch(.began, at: 1.2, view: FakeView("message from Ann"), window: window)), in: window)
        #expect(recorder.touches.map(\.target) == [nil])
        #expect(capture.touches.excludedSamples == 2)
        #expect(TraceTargetPolicy.allowlist(["close"]).exported("close") == "close")
        #expect(TraceTargetPolicy.allowlist(["close"]).exported("cell:1") == nil)
    }

    @Test func theFrontmostRegionWinsNotTheSmallest() {
        let regions = TraceTargetRegions()
        regions.set("cell:4", frame: .init(x: 0, y: 400, width: 90, height: 90))
        // A sheet appears over the grid: a touch on it at the cell's place touches the sheet.
        regions.set("viewer", frame: .init(x: 0, y: 300, width: 390, height: 544))
        #expect(regions.target(at: Point(x: 40, y: 440)) == "viewer")
        regions.set("cell:4", frame: .init(x: 0, y: 410, width: 90, height: 90))  // scrolled: keeps its place
        #expect(regions.target(at: Point(x: 40, y: 440)) == "viewer")
        regions.set("badge", frame: .init(x: 0, y: 0, width: 390, height: 844), zIndex: -1)
        #expect(regions.target(at: Point(x: 40, y: 100)) == "badge")
        #expect(regions.target(at: Point(x: 40, y: 440)) == "viewer")
    }
}
