import GestureRecognition
import Testing
import TraceModel
import _TestSupport

/// Android's `GestureDetector` decisions, one case per branch of its source, for the android
/// profile. AOSP ships no unit test of `GestureDetector`'s timing (its CTS test checks only that
/// callbacks arrive), so each case restates a branch of `core/java/android/view/GestureDetector.java`
/// (`onTouchEvent`, `isConsideredDoubleTap`, `dispatchLongPress`) with `ViewConfiguration`'s
/// defaults; its velocities are checked against AOSP's own recorded cases in
/// `AOSPConformanceTests`.
struct AndroidCasesTests {
    static let android = AndroidProfile.configuration

    static func doubleTapTouchIds(_ script: TouchScript, _ configuration: RecognitionConfiguration = android)
        -> [[Int]]
    {
        script.recognize(configuration).filter { $0.kind == .doubleTap }.map(\.touchIds)
    }

    /// `ACTION_DOWN`: the `TAP` message is posted at the first down + `DOUBLE_TAP_TIMEOUT`; a
    /// second down counts only while it is pending. A first tap held 250 ms leaves 50 ms.
    @Test(arguments: [(290.0, true), (300.0, false)])
    func tapMessageRunsFromTheFirstDown(secondDown: Double, isDouble: Bool) {
        let script = TouchScript().down(0, 1).up(250, 1).down(secondDown, 2).up(secondDown + 50, 2)
        #expect(Self.doubleTapTouchIds(script) == (isDouble ? [[1, 2]] : []))
        // UIKit and Flutter measure from the first up: both are double taps there.
        #expect(Self.doubleTapTouchIds(script, UIKitProfile.configuration) == [[1, 2]])
        #expect(Self.doubleTapTouchIds(script, FlutterProfile.configuration) == [[1, 2]])
    }

    /// `isConsideredDoubleTap`: `deltaTime < DOUBLE_TAP_MIN_TIME` (40 ms after the first up) is
    /// a new first tap, which a third tap completes.
    @Test(arguments: [(39.0, [[2, 3]]), (40.0, [[1, 2]])])
    func minimumTimeAfterTheFirstUp(gap: Double, expected: [[Int]]) {
        let script = TouchScript().down(0, 1).up(60, 1).down(60 + gap, 2).up(100 + gap, 2)
            .down(200 + gap, 3).up(240 + gap, 3)
        #expect(Self.doubleTapTouchIds(script) == expected)
    }

    /// `isConsideredDoubleTap`: the second down must be strictly less than `DOUBLE_TAP_SLOP`
    /// (100 dp) from the first down.
    @Test(arguments: [(99.5, true), (100.0, false)])
    func doubleTapSlopIsStrict(distance: Double, isDouble: Bool) {
        let script = TouchScript().down(0, 1).up(60, 1).down(160, 2, 100 + distance, 100).up(
            200, 2, 100 + distance, 100)
        #expect(Self.doubleTapTouchIds(script).count == (isDouble ? 1 : 0))
    }

    /// `mIsDoubleTapping`: the second touch belongs to the double tap, decided at its down; it
    /// moves without scrolling and is no fling.
    @Test func theSecondTouchIsTheDoubleTaps() throws {
        let script = TouchScript().down(0, 1).up(60, 1).down(160, 2).move(180, 2, 100, 140).up(200, 2, 100, 160)
        let gestures = script.recognize(Self.android)
        #expect(gestures.map(\.kind) == [.tap, .doubleTap, .tap])
        let double = try #require(gestures.first { $0.kind == .doubleTap })
        #expect(double.tRecognized == 160)
        #expect(gestures.last?.doubleTapRole == .second)
    }

    /// `ACTION_MOVE`: `distance > mTouchSlopSquare` leaves the tap region (`TOUCH_SLOP` 8 dp) and
    /// starts the scroll; the `LONG_PRESS` message fires at the down + 500 ms while in the region.
    @Test(arguments: [(8.0, 200.0, GestureKind.tap), (8.5, 200.0, .pan), (8.0, 600.0, .longPress)])
    func tapRegionAndLongPress(distance: Double, upAt: Double, kind: GestureKind) {
        let script = TouchScript().down(0, 1).move(100, 1, 100 + distance, 100).up(upAt, 1, 100 + distance, 100)
        #expect(script.recognize(Self.android).first?.kind == kind)
    }

    /// `ACTION_UP`: `Math.abs(velocityY) > mMinimumFlingVelocity || Math.abs(velocityX) > ...`:
    /// per axis. A diagonal release at 40 pt/s on each axis (57 pt/s in speed) is no fling on
    /// Android, a swipe by speed.
    @Test func flingIsPerAxis() {
        var script = TouchScript().down(0, 1).move(5, 1, 120, 120)
        for step in 1...20 {
            let offset = 120 + 0.4 * Double(step)
            script = script.move(5 + Double(step) * 10, 1, offset, offset)
        }
        script = script.up(205, 1, 128, 128)
        #expect(script.recognize(Self.android).first?.kind == .pan)
        #expect(script.recognize(FlutterProfile.configuration).first?.kind == .swipe)
    }

    /// `ACTION_POINTER_DOWN`: `cancelTaps()`: two fingers down together are no tap.
    @Test func secondFingerCancelsTheTap() {
        let script = TouchScript().down(0, 1).down(10, 2, 150, 100).up(80, 1).up(90, 2, 150, 100)
        let gesture = script.recognize(Self.android).first
        #expect(gesture?.kind == .tap && gesture?.state == .failed)
        #expect(script.recognize(UIKitProfile.configuration).first?.state == .ended)
    }

    /// The input reader sends an `ACTION_MOVE` to the up's position before the `ACTION_UP`, so a
    /// flick recorded with only a down and an up has two samples: LSQ2 gives their slope.
    @Test func twoSampleFlickGetsItsSlope() throws {
        let gesture = try #require(TouchScript().down(0, 1, 100, 100).up(16, 1, 100, 160).recognize(Self.android).first)
        #expect(gesture.kind == .swipe)
        #expect(gesture.direction == .down)
        #expect(abs((gesture.releaseVelocity?.y ?? 0) - 3750) < 1e-6)
    }
}
