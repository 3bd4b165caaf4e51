import Foundation
import GestureRecognition
import Testing
import TraceModel
import _TestSupport

/// The rules for a finger that slides a little while it taps (`docs/recognition.md`, "Drifting
/// taps"): the pan that begins at the pan slop is provisional until the movement leaves the tap
/// slop or the press outlasts the long-press time.
struct DriftingTapTests {
    /// A down, a slide to `drift` pt along `angle` in `slideMs` (120 Hz samples), then the up at
    /// `upMs` where the slide ended.
    static func tap(
        drift: Double, angle: Double = .pi / 2, slideMs: Double = 50, upMs: Double = 69, id: Int = 1,
        t0: Double = 0, at origin: Point = Point(x: 100, y: 100)
    ) -> TouchScript {
        var script = TouchScript().down(t0, id, origin.x, origin.y)
        let steps = max(1, Int((slideMs / (1000.0 / 120)).rounded()))
        for i in 1...steps {
            let f = Double(i) / Double(steps)
            script = script.move(
                t0 + slideMs * f, id, origin.x + drift * f * cos(angle), origin.y + drift * f * sin(angle))
        }
        return script.up(t0 + upMs, id, origin.x + drift * cos(angle), origin.y + drift * sin(angle))
    }

    @Test func driftingTapIsATapOnlineAndInBatch() throws {
        let script = Self.tap(drift: 11)
        var recognizer = GestureRecognizer(configuration: .default)
        var updates: [GestureUpdate] = []
        for event in script.events { recognizer.process(event, into: &updates) }
        // Online the pan began at the pan slop (an engine may follow the finger), then gave way.
        #expect(updates.first?.kind == .pan)
        #expect(updates.first?.state == .began)
        #expect(updates.suffix(2).map(\.kind) == [.pan, .tap])
        #expect(updates.suffix(2).map(\.state) == [.failed, .ended])
        let gesture = try #require(recognizer.allGestures.only)
        #expect(gesture.kind == .tap)
        #expect(gesture.state == .ended)
        #expect(gesture.tRecognized == 69)
        #expect(gesture.direction == .none)
        #expect(gesture.releaseVelocity == nil)
        #expect(gesture.progress == nil)
        // Under the previous rules (tap slop = pan slop = 10 pt) the same touch was a swipe.
        let old = RecognitionConfiguration(tapSlop: 10, minimumSwipeDistance: 0)
        #expect(script.recognize(old).only?.kind == .swipe)
    }

    @Test(arguments: [(21.9, GestureKind.tap), (22.0, .tap), (22.1, .swipe)])
    func tapSlopBoundaryWithAPanBegun(drift: Double, expected: GestureKind) throws {
        let gesture = try #require(Self.tap(drift: drift).recognize().only)
        #expect(gesture.kind == expected)
        #expect(gesture.state == .ended)
    }

    /// Within the tap slop, the press must lift before the long-press time to be a tap: the
    /// finger slides 12 pt in 30 ms (a pan begins), rests, and lifts.
    @Test(arguments: [(499.0, GestureKind.tap), (500.0, .pan), (501.0, .pan)])
    func aDriftingPressHeldToTheLongPressTimeStaysAPan(upMs: Double, expected: GestureKind) throws {
        let gesture = try #require(Self.tap(drift: 12, slideMs: 30, upMs: upMs).recognize().only)
        #expect(gesture.kind == expected)
        #expect(gesture.state == .ended)
    }

    /// A swipe must travel farther than `minimumSwipeDistance` (18 pt), as well as be fast. The
    /// tap slop is lowered here so that the short fast moves are not taps.
    @Test(arguments: [(17.9, GestureKind.pan), (18.0, .pan), (18.1, .swipe)])
    func swipeMinimumDistance(distance: Double, expected: GestureKind) throws {
        let configuration = RecognitionConfiguration(tapSlop: 5)
        let gesture = try #require(Self.tap(drift: distance).recognize(configuration).only)
        #expect(gesture.kind == expected)
        #expect(try #require(gesture.releaseVelocity).magnitude > 50)
    }

    /// A resting finger is a long press while it stays within `longPressSlop` (10 pt, UIKit's
    /// `allowableMovement`); the pan slop is raised so no pan interferes. Beyond the long-press
    /// slop and held past the long-press time it is neither a long press nor a tap.
    @Test(arguments: [
        (9.9, GestureKind.longPress, GestureState.ended), (10.0, .longPress, .ended), (10.1, .tap, .failed),
    ])
    func longPressSlopBoundary(drift: Double, kind: GestureKind, state: GestureState) throws {
        let configuration = RecognitionConfiguration(panSlop: 30)
        let gesture = try #require(Self.tap(drift: drift, upMs: 700).recognize(configuration).only)
        #expect(gesture.kind == kind)
        #expect(gesture.state == state)
    }

    @Test func twoDriftingTapsMakeADoubleTap() {
        let script = Self.tap(drift: 14, angle: 0.3).then(Self.tap(drift: 13, angle: 2, id: 2, t0: 250))
        let gestures = script.recognize()
        #expect(gestures.map(\.kind) == [.tap, .doubleTap, .tap])
        #expect(gestures.compactMap(\.doubleTapRole) == [.first, .second])
    }

    @Test func longerMovesStayPansAndSwipesWithTheirDirection() throws {
        let down = try #require(TouchScript.drag(by: Point(x: 3, y: 60), steps: 6).recognize().only)
        #expect(down.kind == .swipe && down.direction == .down)
        let left = try #require(TouchScript.drag(by: Point(x: -25, y: 4), steps: 5).recognize().only)
        #expect(left.kind == .swipe && left.direction == .left)
    }
}
