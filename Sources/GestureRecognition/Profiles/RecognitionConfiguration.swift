import TraceModel

/// Every threshold the recognizers use. Distances in points, times in milliseconds, velocities in
/// points per second. The defaults, where they come from, and the real recordings behind them are in
/// `docs/recognition.md` ("Defaults and their sources", "Evidence"):
///
/// Boundaries (each chosen and tested at the value, one below and one above):
/// - a tap tolerates movement of every finger up to and including `tapSlop` from its own down
///   point, and must lift before `longPressDuration`; a pan that began on the way (at `panSlop`,
///   smaller) was provisional: the touch is still a tap at its up;
/// - a pan begins when its translation from the down point is strictly greater than `panSlop`;
/// - a press is a long press when held for `longPressDuration` or longer (an up at exactly 500 ms
///   is a long press: its timer fires before the up is processed) with every finger within
///   `longPressSlop` (inclusive) and no pan begun;
/// - two taps make a double tap when the second down comes at most `doubleTapTimeout` after the
///   first up and at most `doubleTapSlop` from the first down (both inclusive);
/// - a released pan is a swipe when its release speed is strictly greater than
///   `minimumFlickVelocity` and its farthest translation from the down point is strictly greater
///   than `minimumSwipeDistance` (Android and Flutter compare with `>`); the release velocity a
///   gesture reports is clamped in magnitude to `maximumFlickVelocity`, keeping its direction
///   (Flutter's `clampMagnitude`; Android clamps each axis).
///
/// These are the `uikit` profile's rules (`UIKitProfile`). The `android` and `flutter`
/// profiles (`AndroidProfile`, `FlutterProfile`, chosen through `RecognitionProfile`) change the thresholds
/// and the rules below them: `doubleTapTiming`, `flingTest`, `multiFingerTaps` and
/// `releaseVelocity`.
package struct RecognitionConfiguration: Sendable, Hashable {
    /// 22 pt: half of the 44 x 44 pt minimum tappable area of Apple's Human Interface Guidelines (a finger
    /// that landed on the centre of the smallest target still lifts on it), a little above Flutter's
    /// `kTouchSlop` 18 ("we started at 8.0 and increased it to 18.0 after getting complaints that it was
    /// too difficult to hit targets"), since real iPad taps drift up to about 19 pt (docs/recognition.md).
    /// The double-tap touch slops of Flutter and Android equal their touch slops, so the taps of a double
    /// tap use it too.
    package var tapSlop: Double
    /// 500 ms: UIKit `minimumPressDuration` 0.5 s, Flutter `kLongPressTimeout` (Android: 400 ms since 12).
    package var longPressDuration: Double
    /// 10 pt: UIKit `UILongPressGestureRecognizer.allowableMovement`, default 10 points.
    package var longPressSlop: Double
    /// 300 ms, first up to second down: Android `DOUBLE_TAP_TIMEOUT`, Flutter `kDoubleTapTimeout`.
    package var doubleTapTimeout: Double
    /// 100 pt, first down to second down: Android `DOUBLE_TAP_SLOP` 100 dp, Flutter `kDoubleTapSlop`.
    package var doubleTapSlop: Double
    /// 10 pt: UIKit's pan hysteresis (~10 pt, observed); Android `TOUCH_SLOP` 8 dp, Flutter `kPanSlop` 36.
    package var panSlop: Double
    /// 50 pt/s: Android `MINIMUM_FLING_VELOCITY` 50 dp/s, Flutter `kMinFlingVelocity`.
    package var minimumFlickVelocity: Double
    /// 18 pt: Flutter's fling also needs an offset above `minFlingDistance`, by default `kTouchSlop`.
    package var minimumSwipeDistance: Double
    /// 8000 pt/s: Android `MAXIMUM_FLING_VELOCITY`, Flutter `kMaxFlingVelocity`. Use `.infinity` to report
    /// release velocities unclamped.
    package var maximumFlickVelocity: Double
    /// `lsq2`: AOSP `VelocityTracker`'s default strategy for touch.
    package var velocityStrategy: VelocityStrategy
    /// The profile these values came from (thresholds may have been changed since).
    package var platform: RecognitionProfile
    /// When a second down makes a double tap (uikit: within 300 ms of the first up).
    package var doubleTapTiming: DoubleTapTiming
    /// Speed or either axis against `minimumFlickVelocity` (uikit: speed).
    package var flingTest: FlingTest
    /// Whether several fingers down together can make a tap or a long press (uikit: yes;
    /// Android's second finger cancels them).
    package var multiFingerTaps: Bool
    /// The up sample, the fewest samples and the jitter floor of a release velocity.
    package var releaseVelocity: ReleaseVelocityRule
    /// How movement is measured against the slops (uikit: exact points; android: whole pixels).
    package var slopGeometry: SlopGeometry

    package init(
        tapSlop: Double = 22, longPressDuration: Double = 500, longPressSlop: Double = 10,
        doubleTapTimeout: Double = 300, doubleTapSlop: Double = 100, panSlop: Double = 10,
        minimumFlickVelocity: Double = 50, minimumSwipeDistance: Double = 18,
        maximumFlickVelocity: Double = 8000, velocityStrategy: VelocityStrategy = .defaultStrategy,
        platform: RecognitionProfile = .uikit, doubleTapTiming: DoubleTapTiming = UIKitProfile.doubleTapTiming,
        flingTest: FlingTest = .speed, multiFingerTaps: Bool = true,
        releaseVelocity: ReleaseVelocityRule = UIKitProfile.releaseVelocity, slopGeometry: SlopGeometry = .points
    ) {
        self.tapSlop = tapSlop
        self.longPressDuration = longPressDuration
        self.longPressSlop = longPressSlop
        self.doubleTapTimeout = doubleTapTimeout
        self.doubleTapSlop = doubleTapSlop
        self.panSlop = panSlop
        self.minimumFlickVelocity = minimumFlickVelocity
        self.minimumSwipeDistance = minimumSwipeDistance
        self.maximumFlickVelocity = maximumFlickVelocity
        self.velocityStrategy = velocityStrategy
        self.platform = platform
        self.doubleTapTiming = doubleTapTiming
        self.flingTest = flingTest
        self.multiFingerTaps = multiFingerTaps
        self.releaseVelocity = releaseVelocity
        self.slopGeometry = slopGeometry
    }

    /// All defaults: the `uikit` profile.
    package static let `default` = RecognitionConfiguration()

    /// These settings for a trace with `header`: Android's whole-pixel slops at the density its
    /// header gives (`device.scale`), when it is an Android recording (a web page's touches are
    /// measured in CSS pixels with floats, as Chromium's detector does). Everything else as is.
    package func fitted(to header: TraceHeader) -> RecognitionConfiguration {
        guard case .androidPixels(nil) = slopGeometry, header.device.platform == .android,
            let scale = header.device.scale, scale.isFinite, scale > 0
        else { return self }
        var fitted = self
        fitted.slopGeometry = .androidPixels(density: scale)
        return fitted
    }
}
