import GestureRecognition
import Testing
import TraceModel

/// `RecognitionPolicy`: a trace's profile from `--platform`, else its `device.platform` (web
/// recognizes as android), else uikit; then the threshold overrides (docs/recognition.md
/// "Profiles"). `analyze`, `gate`, `replay` and `crosscheck` all resolve through it.
@Suite("Recognition policy")
struct RecognitionPolicyTests {
    static func header(_ platform: DevicePlatform?, scale: Double? = nil) -> TraceHeader {
        TraceHeader(device: DeviceInfo(scale: scale, platform: platform))
    }

    @Test(
        "without --platform the header's platform chooses the profile",
        arguments: [
            (DevicePlatform.android as DevicePlatform?, RecognitionProfile.android), (.web, .android), (.uikit, .uikit),
            (.flutter, .flutter), (nil, .uikit),
        ])
    func headerChooses(device: DevicePlatform?, profile: RecognitionProfile) {
        let header = Self.header(device, scale: 3)
        let policy = RecognitionPolicy()
        #expect(policy.platform(for: header) == profile)
        #expect(policy.configuration(for: header) == profile.configuration(for: header))
    }

    @Test("--platform wins over the header, and an android trace's density still fits its slops")
    func overrideWins() {
        let android = Self.header(.android, scale: 2.75)
        #expect(RecognitionPolicy(platform: .uikit).configuration(for: android) == UIKitProfile.configuration)
        let fitted = RecognitionPolicy(platform: .android).configuration(for: android)
        #expect(fitted == AndroidProfile.configuration.fitted(to: android))
        #expect(fitted != AndroidProfile.configuration)
        #expect(RecognitionPolicy(platform: .android).configuration(for: Self.header(.web)).tapSlop == 8)
    }

    @Test("the threshold overrides and the velocity estimator apply over the chosen profile")
    func overridesApply() {
        let policy = RecognitionPolicy(
            tapSlop: 1, panSlop: 2, longPressMs: 3, longPressSlop: 4, swipeDistance: 5, velocity: .impulse)
        let configuration = policy.configuration(for: Self.header(.android))
        #expect(configuration.tapSlop == 1)
        #expect(configuration.panSlop == 2)
        #expect(configuration.longPressDuration == 3)
        #expect(configuration.longPressSlop == 4)
        #expect(configuration.minimumSwipeDistance == 5)
        #expect(configuration.velocityStrategy == .impulse)
        // What the overrides leave alone stays the profile's.
        #expect(configuration.slopGeometry == AndroidProfile.configuration.slopGeometry)
        #expect(RecognitionPolicy() == RecognitionPolicy(velocity: .lsq2))
    }
}
