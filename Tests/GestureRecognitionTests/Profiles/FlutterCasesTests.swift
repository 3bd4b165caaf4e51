import GestureRecognition
import Testing
import TraceModel
import _TestSupport

/// Flutter's own double-tap cases, re-expressed as touch scripts for the flutter profile.
///
/// Source: flutter/flutter, `packages/flutter/test/gestures/double_tap_test.dart` (its pointers
/// down1/up1 at (10, 10)/(11, 9), down2/up2 at (12, 12)/(13, 11), down3/up3 at (130, 130)/(131,
/// 129), down4 moving to (25, 25)); each test below names the Flutter test it restates. Times are
/// added where Flutter's tests elapse fake time; the first tap and the next down are at least
/// `kDoubleTapMinTime` (40 ms) apart, as the newer versions of those tests wait. Cases marked
/// "from the source" restate a branch of `multitap.dart` that the tests do not exercise.
struct FlutterCasesTests {
    static let flutter = FlutterProfile.configuration

    static func doubleTaps(_ script: TouchScript) -> Int {
        script.recognize(flutter).filter { $0.kind == .doubleTap }.count
    }

    static let tap1 = TouchScript().down(0, 1, 10, 10).up(10, 1, 11, 9)

    @Test("Should recognize double tap") func recognizesDoubleTap() {
        #expect(Self.doubleTaps(Self.tap1.down(100, 2, 12, 12).up(110, 2, 13, 11)) == 1)
    }

    @Test("Inter-tap distance cancels double tap") func interTapDistance() {
        #expect(Self.doubleTaps(Self.tap1.down(100, 3, 130, 130).up(110, 3, 131, 129)) == 0)
    }

    @Test("Intra-tap distance cancels double tap") func intraTapDistance() {
        let script = TouchScript().down(0, 4, 10, 10).move(5, 4, 25, 25).up(10, 4, 25, 25)
            .down(100, 1, 10, 10).up(110, 1, 11, 9)
        #expect(Self.doubleTaps(script) == 0)
    }

    @Test("Inter-tap delay cancels double tap") func interTapDelay() {
        #expect(Self.doubleTaps(Self.tap1.down(5010, 2, 12, 12).up(5020, 2, 13, 11)) == 0)
    }

    @Test("Inter-tap delay resets double tap, allowing third tap to be a double-tap") func thirdTap() {
        let script = Self.tap1.down(5010, 2, 12, 12).up(5020, 2, 13, 11).down(5120, 5, 10, 10).up(5130, 5, 11, 9)
        let gestures = script.recognize(Self.flutter)
        #expect(gestures.filter { $0.kind == .doubleTap }.map(\.touchIds) == [[2, 5]])
    }

    /// Flutter holds the first tap 1000 ms; here the hold stays under `kLongPressTimeout`, since
    /// the recognizers always include a long press (in Flutter's arena it would win at 500 ms).
    @Test("Intra-tap delay does not cancel double tap") func intraTapDelay() {
        let script = TouchScript().down(0, 1, 10, 10).up(450, 1, 11, 9).down(550, 2, 12, 12).up(560, 2, 13, 11)
        #expect(Self.doubleTaps(script) == 1)
    }

    @Test("Should not recognize two overlapping taps") func overlappingTaps() {
        let script = TouchScript().down(0, 1, 10, 10).down(1, 2, 12, 12).up(10, 1, 11, 9).up(11, 2, 13, 11)
        #expect(Self.doubleTaps(script) == 0)
    }

    /// From the source (`kDoubleTapMinTime`, counted from the first down): a second down 30 ms
    /// after the first down restarts as a first tap, which a third tap then completes.
    @Test func tooSoonRestartsAsFirstTap() {
        let script = TouchScript().down(0, 1, 10, 10).up(10, 1, 11, 9).down(30, 2, 12, 12).up(40, 2, 13, 11)
            .down(140, 3, 12, 12).up(150, 3, 13, 11)
        let gestures = script.recognize(Self.flutter)
        #expect(gestures.filter { $0.kind == .doubleTap }.map(\.touchIds) == [[2, 3]])
    }

    /// From the source ("Ignore out-of-bounds second taps"): the far tap is ignored and the first
    /// keeps waiting; a near tap within the timer (started at the first up) completes it.
    @Test func farSecondTapIsIgnored() {
        let script = Self.tap1.down(100, 3, 130, 130).up(110, 3, 131, 129).down(200, 2, 12, 12).up(210, 2, 13, 11)
        #expect(script.recognize(Self.flutter).filter { $0.kind == .doubleTap }.map(\.touchIds) == [[1, 2]])
        #expect(script.recognize(UIKitProfile.configuration).filter { $0.kind == .doubleTap }.isEmpty)
    }

    /// From the source (`_doubleTapTimer`, started at the first up): the timeout runs from the
    /// first up, so a long first tap still pairs; a down at exactly 300 ms is too late.
    @Test(arguments: [(299.0, 1), (300.0, 0)])
    func timeoutFromTheFirstUp(gap: Double, expected: Int) {
        let script = TouchScript().down(0, 1, 10, 10).up(250, 1, 11, 9).down(250 + gap, 2, 12, 12)
            .up(260 + gap, 2, 13, 11)
        #expect(Self.doubleTaps(script) == expected)
    }

    /// `velocity_tracker.dart` `_minSampleSize` 3: a flick with a down and an up (and the move the
    /// engine synthesizes at the up) has a zero velocity and is a drag, never a fling.
    @Test func twoSampleFlickIsNoFling() throws {
        let gesture = try #require(TouchScript().down(0, 1, 100, 100).up(16, 1, 100, 160).recognize(Self.flutter).first)
        #expect(gesture.kind == .pan)
        #expect(gesture.releaseVelocity == .zero)
    }

    /// `kTouchSlop` 18 for taps and drags: 18 pt is still a tap, 18.5 pt a drag.
    @Test(arguments: [(18.0, GestureKind.tap), (18.5, .pan)])
    func touchSlop(distance: Double, kind: GestureKind) {
        let script = TouchScript().down(0, 1, 100, 100).move(100, 1, 100 + distance, 100).up(
            300, 1, 100 + distance, 100)
        #expect(script.recognize(Self.flutter).first?.kind == kind)
    }
}
