/// Flutter's `gestures` library (`packages/flutter/lib/src/gestures/`): `constants.dart` and
/// the recognizers in `tap.dart`, `long_press.dart`, `monodrag.dart`, `multitap.dart`
/// (`DoubleTapGestureRecognizer`) and `velocity_tracker.dart`, in logical pixels (= points).
package enum FlutterProfile {
    /// `kTouchSlop` 18: a tap, a long press (`preAcceptSlopTolerance`) and each tap of a double
    /// tap (`kDoubleTapTouchSlop`) fail beyond it (`distance > slop`), and the vertical and
    /// horizontal drags of every `Scrollable` begin beyond it (`computeHitSlop`).
    /// (`PanGestureRecognizer` alone waits for `kPanSlop`, 36.)
    package static let touchSlop = 18.0
    /// `kLongPressTimeout` 500 ms.
    package static let longPressTimeout = 500.0
    /// `kDoubleTapTimeout` 300 ms, a timer started at the first *up*; a second down must come
    /// before it fires.
    package static let doubleTapTimeout = 300.0
    /// `kDoubleTapMinTime` 40 ms, counted from the first *down* (`_TapTracker` starts its
    /// countdown when created); a second down sooner starts afresh as a first tap.
    package static let doubleTapMinTime = 40.0
    /// `kDoubleTapSlop` 100, first down to second down, inclusive; a farther second tap is
    /// ignored ("Ignore out-of-bounds second taps") and the first keeps waiting.
    package static let doubleTapSlop = 100.0
    package static let doubleTapTiming = DoubleTapTiming(
        timeoutFrom: .firstUp, timeoutIsInclusive: false, minimumInterval: doubleTapMinTime,
        minimumIntervalFrom: .firstDown, slopIsInclusive: true, ignoresFarSecondTap: true)
    /// `kMinFlingVelocity` 50 in speed, and `minFlingDistance` = the hit slop 18
    /// (`isFlingGesture`); `kMaxFlingVelocity` 8000, clamped in magnitude.
    package static let minimumFlingVelocity = 50.0
    package static let minimumFlingDistance = touchSlop
    package static let maximumFlingVelocity = 8000.0
    /// `VelocityTracker`: fewer than `_minSampleSize` 3 samples give a zero velocity (so a flick
    /// recorded with only a down and an up is no fling), and a gap of more than
    /// `_assumePointerMoveStoppedMilliseconds` 40 ms ends the history, as AOSP's does. The
    /// engine synthesizes a move before an up that moved. No jitter floor.
    package static let releaseVelocity = ReleaseVelocityRule(upSample: .whenMoved, minimumSamples: 3)

    /// The table as one configuration.
    package static let configuration = RecognitionConfiguration(
        tapSlop: touchSlop, longPressDuration: longPressTimeout, longPressSlop: touchSlop,
        doubleTapTimeout: doubleTapTimeout, doubleTapSlop: doubleTapSlop, panSlop: touchSlop,
        minimumFlickVelocity: minimumFlingVelocity, minimumSwipeDistance: minimumFlingDistance,
        maximumFlickVelocity: maximumFlingVelocity, platform: .flutter, doubleTapTiming: doubleTapTiming,
        flingTest: .speed, multiFingerTaps: true, releaseVelocity: releaseVelocity)
}
