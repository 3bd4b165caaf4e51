/// AOSP's `android.view.GestureDetector` with `ViewConfiguration`'s defaults and
/// `VelocityTracker` (LSQ2), in dp (= the trace's points for imported Android logs, which
/// divide pixels by the density). Sources: `core/java/android/view/GestureDetector.java`
/// (`onTouchEvent`, `isConsideredDoubleTap`), `ViewConfiguration.java`,
/// `libs/input/VelocityTracker.cpp`.
package enum AndroidProfile {
    /// `TOUCH_SLOP` 8 dp: a touch stays "in the tap region" while every move is within it
    /// (`distance > mTouchSlopSquare` leaves it), and the scroll begins when it leaves; measured
    /// in whole pixels (`SlopGeometry.androidPixels`) once the trace gives the density.
    package static let touchSlop = 8.0
    /// `DOUBLE_TAP_TOUCH_SLOP` = `TOUCH_SLOP`: the first tap of a double tap stays within it.
    package static let doubleTapTouchSlop = touchSlop
    /// `LONG_PRESS` is posted at the down plus `getLongPressTimeout()`, `DEFAULT_LONG_PRESS_TIMEOUT`
    /// 500 ms (400 ms since Android 12; before Android 10 the post also added `TAP_TIMEOUT`),
    /// and removed when the touch leaves the tap region.
    package static let longPressTimeout = 500.0
    /// `DOUBLE_TAP_TIMEOUT` 300 ms: the `TAP` message is posted at the first *down* plus this;
    /// a second down counts only while it is pending (and `isConsideredDoubleTap` also bounds
    /// it by 300 ms from the first up, which is implied).
    package static let doubleTapTimeout = 300.0
    /// `DOUBLE_TAP_MIN_TIME` 40 ms: a second down sooner after the first up is a new first tap.
    package static let doubleTapMinTime = 40.0
    /// `DOUBLE_TAP_SLOP` 100 dp, first down to second down, strictly less.
    package static let doubleTapSlop = 100.0
    package static let doubleTapTiming = DoubleTapTiming(
        timeoutFrom: .firstDown, timeoutIsInclusive: false, minimumInterval: doubleTapMinTime,
        minimumIntervalFrom: .firstUp, slopIsInclusive: false, decidedAtSecondDown: true)
    /// `MINIMUM_FLING_VELOCITY` 50 dp/s, compared per axis; `MAXIMUM_FLING_VELOCITY` 8000 dp/s,
    /// each axis clamped. A fling needs only to have left the tap region (no travel minimum).
    package static let minimumFlingVelocity = 50.0
    package static let maximumFlingVelocity = 8000.0
    /// AOSP's estimator as it is, stop rule included (a sample more than
    /// `ASSUME_POINTER_STOPPED_TIME` 40 ms after the previous starts the history afresh), fed
    /// the up's position as the move Android sends before an up that moved. No jitter floor:
    /// Android has none.
    package static let releaseVelocity = ReleaseVelocityRule(upSample: .whenMoved)

    /// The table as one configuration. A second finger cancels taps, long presses and double
    /// taps (`ACTION_POINTER_DOWN`: `cancelTaps()`).
    package static let configuration = RecognitionConfiguration(
        tapSlop: touchSlop, longPressDuration: longPressTimeout, longPressSlop: touchSlop,
        doubleTapTimeout: doubleTapTimeout, doubleTapSlop: doubleTapSlop, panSlop: touchSlop,
        minimumFlickVelocity: minimumFlingVelocity, minimumSwipeDistance: 0,
        maximumFlickVelocity: maximumFlingVelocity, platform: .android, doubleTapTiming: doubleTapTiming,
        flingTest: .eitherAxis, multiFingerTaps: false, releaseVelocity: releaseVelocity,
        slopGeometry: .androidPixels(density: nil))
}
