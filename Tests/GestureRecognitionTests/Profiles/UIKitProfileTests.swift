import GestureRecognition
import Testing
import TraceModel
import _TestSupport

/// The uikit profile's corrections and the choice of profile: a release velocity the positions
/// do not support is none, a down-and-up flick gets their slope, a swipe's direction is where it
/// was thrown, and a trace's `device.platform` picks the profile.
struct UIKitProfileTests {
    /// A drag right that stops, then a 1 pt twitch back at lift, 120 Hz: the last interval reads
    /// as -120 pt/s. The window moved 1 pt: jitter, no velocity, a pan right.
    @Test func jitterAtLiftIsNoVelocity() throws {
        var script = TouchScript().down(0, 1, 100, 100)
        for step in 1...12 { script = script.move(Double(step) * 8.333, 1, 100 + Double(step) * 10, 100) }
        script = script.move(200, 1, 220, 100).move(208.333, 1, 219, 100).up(210, 1, 219, 100)
        let gesture = try #require(script.recognize().first)
        #expect(gesture.kind == .pan)
        #expect(gesture.releaseVelocity == nil)
        #expect(gesture.direction == .right)
        let raw = RecognitionConfiguration(releaseVelocity: .raw)
        #expect(script.recognize(raw).first?.kind == .swipe)
        #expect(script.recognize(raw).first?.releaseDirection == .left)
    }

    /// A flick with only a down and an up 16 ms apart: their slope, a swipe down.
    @Test func downAndUpFlickGetsItsSlope() throws {
        let gesture = try #require(TouchScript().down(0, 1, 100, 100).up(16, 1, 100, 160).recognize().first)
        #expect(gesture.kind == .swipe)
        #expect(abs((gesture.releaseVelocity?.y ?? 0) - 3750) < 1e-6)
        #expect(
            TouchScript().down(0, 1, 100, 100).up(16, 1, 100, 160).recognize(.init(releaseVelocity: .raw))
                .first?.kind == .pan)
    }

    /// A drag that travels right, then is thrown up at the end: travel right, release up; the
    /// swipe's direction is the release's.
    @Test func swipeDirectionIsWhereItWasThrown() throws {
        var script = TouchScript().down(0, 1, 100, 300)
        for step in 1...20 { script = script.move(Double(step) * 8.333, 1, 100 + Double(step) * 10, 300) }
        for step in 1...4 { script = script.move(166.66 + Double(step) * 8.333, 1, 300, 300 - Double(step) * 12) }
        script = script.up(200, 1, 300, 252)
        let gesture = try #require(script.recognize().first)
        #expect(gesture.kind == .swipe)
        #expect(gesture.travelDirection == .right)
        #expect(gesture.releaseDirection == .up)
        #expect(gesture.direction == .up)
    }

    @Test func theHeaderChoosesTheProfile() {
        #expect(RecognitionProfile.of(TraceHeader()) == .uikit)
        #expect(RecognitionProfile.of(TraceHeader(device: DeviceInfo(platform: .android))) == .android)
        #expect(RecognitionProfile.of(TraceHeader(device: DeviceInfo(platform: .flutter))) == .flutter)
        #expect(RecognitionProfile.of(TraceHeader(device: DeviceInfo(platform: .web))) == .android)
        #expect(RecognitionProfile.uikit.configuration == .default)
    }
}
