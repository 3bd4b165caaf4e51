import Foundation
import GestureRecognition
import Testing
import TraceModel

/// Recognition on recordings that people made on a real phone (`GeteventRecordings`, Galaxy S,
/// ~320 x 533 pt): taps stay taps, drags stay pans or swipes in their direction, and the new tap
/// rules change a gesture only where a short touch stayed within the tap slop. Skipped when the
/// recordings are not beside the checkout.
@Suite(.enabled(if: GeteventRecordings.isAvailable, "../shared/realdata/android-getevent is not beside the checkout"))
struct RealRecordingTests {
    /// The rules before drifting taps: tap slop = pan slop = 10 pt, no swipe distance.
    static let previousRules = RecognitionConfiguration(tapSlop: 10, minimumSwipeDistance: 0, releaseVelocity: .raw)

    static let recordings = [
        "phone-single-touch", "phone-three-touches", "phone-single-drag", "phone-two-finger-drag",
        "phone-openCalender", "phone-CalenderaddEvent", "phone-playAngryBirdsLevel1", "galaxys-paint",
        "galaxy-paint-new",
    ]

    /// One record per touch group (the extra double-tap records left out).
    static func touchGroups(_ name: String, _ configuration: RecognitionConfiguration = .default) throws -> [Gesture] {
        GestureRecognizer.recognize(try GeteventRecordings.events(name), configuration: configuration)
            .filter { $0.kind != .doubleTap }
    }

    @Test func tapsAreTaps() throws {
        #expect(try Self.touchGroups("phone-single-touch").map(\.kind) == [.tap])
        // Three taps about two seconds apart: three taps, no double tap.
        let three = try Self.touchGroups("phone-three-touches")
        #expect(three.map(\.kind) == [.tap, .tap, .tap])
        #expect(three.allSatisfy { $0.doubleTapRole == nil && $0.state == .ended })
    }

    @Test func dragsStayPansOrSwipesInTheirDirection() throws {
        let single = try #require(try Self.touchGroups("phone-single-drag").only)
        #expect(single.kind == .pan || single.kind == .swipe)
        #expect(single.direction == .right)
        #expect(single.translation.length > 100)
        let twoFingers = try #require(try Self.touchGroups("phone-two-finger-drag").only)
        #expect(twoFingers.kind == .pan || twoFingers.kind == .swipe)
        #expect(twoFingers.touchIds.count == 2)
        #expect(twoFingers.direction == .right)
        let slingshot = try #require(try Self.touchGroups("phone-playAngryBirdsLevel1").only)
        #expect(slingshot.kind == .pan || slingshot.kind == .swipe)
        #expect(slingshot.direction == .up)
    }

    /// Adding an event in the calendar: a sideways swipe, then seven taps; the last tap slid
    /// 12 pt in 175 ms, which the previous rules called a pan.
    @Test func aRealDriftingTapIsATap() throws {
        let touches = try Self.touchGroups("phone-CalenderaddEvent")
        #expect(touches.map(\.kind) == [.pan] + Array(repeating: .tap, count: 7))
        #expect(touches.first?.direction == .left)
        let drifting = try #require(touches.last)
        #expect(drifting.state == .ended)
        #expect(drifting.translation.length > 10 && drifting.translation.length <= 18)
        let before = try Self.touchGroups("phone-CalenderaddEvent", Self.previousRules)
        #expect(before.last?.kind == .pan)
    }

    /// Over every recording (including the 48 strokes of the two paint sessions), the new rules
    /// agree with the previous ones on every touch group except short touches that stayed within
    /// the tap slop, which become taps; every stroke that travelled farther keeps its kind and
    /// direction, and its release velocity unless that was a slow one (under the 50 pt/s flick
    /// speed) the window's positions do not support (`ReleaseVelocityRule.positionResolution`),
    /// which is now none: three slow paint strokes.
    @Test(arguments: recordings)
    func onlyDriftingTapsChange(_ name: String) throws {
        let now = try Self.touchGroups(name)
        let before = try Self.touchGroups(name, Self.previousRules)
        #expect(now.count == before.count)
        for (new, old) in zip(now, before) where new.kind != old.kind {
            #expect(new.kind == .tap && new.state == .ended, "\(name) t=\(new.tBegin)")
            #expect(old.kind == .pan || old.kind == .swipe)
            #expect(new.translation.length <= RecognitionConfiguration.default.tapSlop)
            #expect((new.tEnd ?? .infinity) - new.tBegin < RecognitionConfiguration.default.longPressDuration)
        }
        for (new, old) in zip(now, before) where new.kind == old.kind {
            var unsupported = old
            if new.releaseVelocity == nil, let velocity = old.releaseVelocity {
                #expect(velocity.magnitude < RecognitionConfiguration.default.minimumFlickVelocity)
                unsupported.releaseVelocity = nil
            }
            #expect(new == unsupported, "\(name) t=\(new.tBegin)")
        }
    }

    /// The paint sessions: of 48 strokes, two short ones (13 to 15 pt, lifted within 300 ms) are
    /// now taps; every other stroke is what it was. This is the rules' cost: a deliberate stroke
    /// shorter than the tap slop is a tap.
    @Test func paintStrokesThatChanged() throws {
        var strokes = 0
        var changed: [Gesture] = []
        for name in ["galaxys-paint", "galaxy-paint-new"] {
            let now = try Self.touchGroups(name)
            let before = try Self.touchGroups(name, Self.previousRules)
            strokes += now.count
            changed += zip(now, before).filter { $0.0.kind != $0.1.kind }.map(\.0)
        }
        #expect(strokes == 48)
        #expect(changed.count == 2)
        #expect(changed.allSatisfy { $0.translation.length > 12 && $0.translation.length < 16 })
        #expect(changed.allSatisfy { ($0.tEnd ?? .infinity) - $0.tBegin < 300 })
    }
}
