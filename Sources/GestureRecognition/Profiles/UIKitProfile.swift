/// UIKit's recognition, as documented by Apple and observed, with the project's corrections
/// where a recording showed otherwise (docs/recognition.md "Profiles"). The default profile:
/// its values are `RecognitionConfiguration`'s defaults, so reports made before profiles
/// existed are unchanged.
package enum UIKitProfile {
    /// 22 pt: half the 44 x 44 pt minimum tappable area of Apple's Human Interface Guidelines;
    /// real iPad taps drift up to about 19 pt (docs/recognition.md "Evidence").
    package static let tapSlop = 22.0
    /// 10 pt: `UIPanGestureRecognizer`'s hysteresis before it begins (undocumented, observed).
    package static let panSlop = 10.0
    /// 500 ms: `UILongPressGestureRecognizer.minimumPressDuration` default 0.5 s.
    package static let longPressDuration = 500.0
    /// 10 pt: `UILongPressGestureRecognizer.allowableMovement` default ("10 points").
    package static let longPressSlop = 10.0
    /// 300 ms from the first up, inclusive. UIKit documents no value for
    /// `UITapGestureRecognizer(numberOfTapsRequired: 2)`; the project's rule, kept.
    package static let doubleTapTimeout = 300.0
    /// 100 pt from the first down, inclusive (the project's rule, kept).
    package static let doubleTapSlop = 100.0
    package static let doubleTapTiming = DoubleTapTiming(
        timeoutFrom: .firstUp, timeoutIsInclusive: true, slopIsInclusive: true)
    /// 50 pt/s in speed; 18 pt of travel; 8000 pt/s cap in magnitude (the project's rules).
    package static let minimumFlickVelocity = 50.0
    package static let minimumSwipeDistance = 18.0
    package static let maximumFlickVelocity = 8000.0
    /// A velocity that moved no more than 1 pt over its window is jitter (the 120 Hz iPad
    /// recordings: a 1 pt twitch at lift read as 125 pt/s, backwards from the drag). A flick
    /// recorded with only a down and an up gets their slope: UIKit hands the lift location to
    /// the recognizer in `touchesEnded`. The 40 ms stop rule is kept: a gap that long cannot be
    /// told from a stop by timing alone, and no source says UIKit keeps the history across it.
    package static let releaseVelocity = ReleaseVelocityRule(upSample: .whenOnlySample, positionResolution: 1)

    /// The table as one configuration.
    package static let configuration = RecognitionConfiguration(
        tapSlop: tapSlop, longPressDuration: longPressDuration, longPressSlop: longPressSlop,
        doubleTapTimeout: doubleTapTimeout, doubleTapSlop: doubleTapSlop, panSlop: panSlop,
        minimumFlickVelocity: minimumFlickVelocity, minimumSwipeDistance: minimumSwipeDistance,
        maximumFlickVelocity: maximumFlickVelocity, platform: .uikit, doubleTapTiming: doubleTapTiming,
        flingTest: .speed, multiFingerTaps: true, releaseVelocity: releaseVelocity)
}
