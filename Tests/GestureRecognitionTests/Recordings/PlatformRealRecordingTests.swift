import GestureRecognition
import Testing
import TraceModel

/// Every profile on the real Galaxy S recordings (`GeteventRecordings`), judged against what
/// each recording's name says the person did (its README): one tap, three taps, a drag right,
/// a two-finger drag right, the game's slingshot pulled up, and in the calendar session a
/// sideways stroke left then seven taps. 15 labelled touch groups; the paint and calendar-opening
/// sessions carry no per-stroke label and are left out.
@Suite(.enabled(if: GeteventRecordings.isAvailable, "../shared/realdata/android-getevent is not beside the checkout"))
struct PlatformRealRecordingTests {
    enum Label: Equatable {
        case tap
        case drag(GestureDirection)
    }

    static let labelled: [(name: String, labels: [Label])] = [
        ("phone-single-touch", [.tap]),
        ("phone-three-touches", [.tap, .tap, .tap]),
        ("phone-single-drag", [.drag(.right)]),
        ("phone-two-finger-drag", [.drag(.right)]),
        ("phone-playAngryBirdsLevel1", [.drag(.up)]),
        ("phone-CalenderaddEvent", [.drag(.left)] + Array(repeating: .tap, count: 7)),
    ]

    static func agreeing(_ platform: RecognitionProfile) throws -> (agreeing: Int, total: Int) {
        var agreeing = 0
        var total = 0
        for (name, labels) in labelled {
            let groups = GestureRecognizer.recognize(
                try GeteventRecordings.events(name), configuration: platform.configuration
            )
            .filter { $0.kind != .doubleTap }
            #expect(groups.count == labels.count, "\(name)")
            for (gesture, label) in zip(groups, labels) {
                total += 1
                switch label {
                case .tap: if gesture.kind == .tap && gesture.state == .ended { agreeing += 1 }
                case .drag(let direction):
                    if (gesture.kind == .pan || gesture.kind == .swipe) && gesture.direction == direction {
                        agreeing += 1
                    }
                }
            }
        }
        return (agreeing, total)
    }

    /// uikit and flutter: 15 of 15. android: 14 of 15: the calendar's last tap slid 12 pt, past
    /// Android's 8 dp touch slop, which Android's own GestureDetector scrolls too.
    @Test func agreementPerProfile() throws {
        let figures = try RecognitionProfile.allCases.map { platform in
            let (agreeing, total) = try Self.agreeing(platform)
            return "\(platform.rawValue) \(agreeing)/\(total)"
        }
        #expect(figures == ["uikit 15/15", "android 14/15", "flutter 15/15"])
    }

    /// No profile pairs the three taps two seconds apart, and every recording gives each
    /// profile the same number of touch groups.
    @Test(arguments: RecognitionProfile.allCases)
    func noDoubleTapsAndSameGroups(_ platform: RecognitionProfile) throws {
        for name in RealRecordingTests.recordings {
            let events = try GeteventRecordings.events(name)
            let gestures = GestureRecognizer.recognize(events, configuration: platform.configuration)
            let uikit = GestureRecognizer.recognize(events, configuration: .default)
            #expect(gestures.filter { $0.kind != .doubleTap }.count == uikit.filter { $0.kind != .doubleTap }.count)
            #expect(!gestures.contains { $0.kind == .doubleTap }, "\(name)")
        }
    }
}
