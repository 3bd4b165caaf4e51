/// Every threshold the recognizers use. Distances in points, times in milliseconds, velocities in
/// points per second. The defaults and where they come from:
///
/// | setting | default | source |
/// |---|---|---|
/// | `tapSlop` | 10 pt | UIKit: `UILongPressGestureRecognizer.allowableMovement` defaults to 10 pt, the movement a press tolerates; UIKit's tap recognizer fails after about the same (~10 pt hysteresis). Android `TOUCH_SLOP` is 8 dp, Flutter `kTouchSlop` 18 logical px. |
/// | `longPressDuration` | 500 ms | UIKit `UILongPressGestureRecognizer.minimumPressDuration` 0.5 s; Flutter `kLongPressTimeout` 500 ms; Android `DEFAULT_LONG_PRESS_TIMEOUT` was 500 ms and is 400 ms since Android 12. |
/// | `doubleTapTimeout` | 300 ms | Android `DOUBLE_TAP_TIMEOUT` 300 ms (from the first up to the second down); Flutter `kDoubleTapTimeout` 300 ms. |
/// | `doubleTapSlop` | 100 pt | Android `DOUBLE_TAP_SLOP` 100 dp; Flutter `kDoubleTapSlop` 100 (first down to second down). |
/// | `panSlop` | 10 pt | UIKit `UIPanGestureRecognizer`'s ~10 pt hysteresis before it begins (undocumented, observed). Android uses `TOUCH_SLOP` 8 dp, Flutter `kPanSlop` 36 (2 x `kTouchSlop`). |
/// | `minimumFlickVelocity` | 50 pt/s | Android `MINIMUM_FLING_VELOCITY` 50 dp/s; Flutter `kMinFlingVelocity` 50. |
/// | `maximumFlickVelocity` | 8000 pt/s | Android `MAXIMUM_FLING_VELOCITY` 8000 dp/s; Flutter `kMaxFlingVelocity` 8000. |
/// | `velocityStrategy` | `lsq2` | AOSP `VelocityTracker`'s default strategy for touch. |
///
/// Boundaries (each chosen and tested at the value, one below and one above):
/// - a tap tolerates movement up to and including `tapSlop` from its down point; beyond it fails;
/// - a pan begins when its translation from the down point is strictly greater than `panSlop`;
/// - a press is a long press when held for `longPressDuration` or longer (an up at exactly 500 ms
///   is a long press: its timer fires before the up is processed);
/// - two taps make a double tap when the second down comes at most `doubleTapTimeout` after the
///   first up and at most `doubleTapSlop` from the first down (both inclusive);
/// - a released pan is a swipe when its release speed is strictly greater than
///   `minimumFlickVelocity` (Android and Flutter compare with `>`); the release velocity a gesture
///   reports is clamped in magnitude to `maximumFlickVelocity`, keeping its direction (Flutter's
///   `clampMagnitude`; Android clamps each axis).
public struct RecognitionConfiguration: Sendable, Hashable {
    public var tapSlop: Double
    public var longPressDuration: Double
    public var doubleTapTimeout: Double
    public var doubleTapSlop: Double
    public var panSlop: Double
    public var minimumFlickVelocity: Double
    /// Use `.infinity` to report release velocities unclamped.
    public var maximumFlickVelocity: Double
    public var velocityStrategy: VelocityStrategy

    public init(
        tapSlop: Double = 10, longPressDuration: Double = 500, doubleTapTimeout: Double = 300,
        doubleTapSlop: Double = 100, panSlop: Double = 10, minimumFlickVelocity: Double = 50,
        maximumFlickVelocity: Double = 8000, velocityStrategy: VelocityStrategy = .defaultStrategy
    ) {
        self.tapSlop = tapSlop
        self.longPressDuration = longPressDuration
        self.doubleTapTimeout = doubleTapTimeout
        self.doubleTapSlop = doubleTapSlop
        self.panSlop = panSlop
        self.minimumFlickVelocity = minimumFlickVelocity
        self.maximumFlickVelocity = maximumFlickVelocity
        self.velocityStrategy = velocityStrategy
    }

    /// All defaults.
    public static let `default` = RecognitionConfiguration()
}
