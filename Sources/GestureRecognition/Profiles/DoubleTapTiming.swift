/// When a second tap's down may make a double tap with the first tap, and whether a far second
/// tap resets the wait: the parts of the double-tap rule in which the platforms differ.
///
/// Every profile also requires both taps to be single-finger taps (each within the tap slop of
/// its down) and the second down to be within `RecognitionConfiguration.doubleTapSlop` of the
/// first down.
package struct DoubleTapTiming: Sendable, Hashable {
    /// A moment of the first tap.
    package enum Moment: String, Sendable, Hashable {
        case firstDown
        case firstUp
    }

    /// What the double-tap timeout is measured from.
    package var timeoutFrom: Moment
    /// Whether a second down exactly at the timeout still counts. False where the platform runs
    /// a timer that fires first (Android's `TAP` message, Flutter's `_doubleTapTimer`).
    package var timeoutIsInclusive: Bool
    /// The earliest a second down counts, in ms after `minimumIntervalFrom` (0: no minimum).
    /// Earlier, the second tap starts afresh as a first tap.
    package var minimumInterval: Double
    package var minimumIntervalFrom: Moment
    /// Whether a second down exactly `doubleTapSlop` from the first down still counts.
    package var slopIsInclusive: Bool
    /// Flutter: a second down farther than the slop is ignored: the first tap keeps waiting and
    /// the far touch cannot start a double tap of its own. Elsewhere it ends the wait.
    package var ignoresFarSecondTap: Bool
    /// Android: the double tap is decided at the second down, and the whole second touch
    /// belongs to it (no scroll, fling or long press, wherever it goes). Elsewhere the second
    /// touch must also end as a tap, and the double tap is recognized at its up.
    package var decidedAtSecondDown: Bool

    package init(
        timeoutFrom: Moment, timeoutIsInclusive: Bool, minimumInterval: Double = 0,
        minimumIntervalFrom: Moment = .firstUp, slopIsInclusive: Bool, ignoresFarSecondTap: Bool = false,
        decidedAtSecondDown: Bool = false
    ) {
        self.timeoutFrom = timeoutFrom
        self.timeoutIsInclusive = timeoutIsInclusive
        self.minimumInterval = minimumInterval
        self.minimumIntervalFrom = minimumIntervalFrom
        self.slopIsInclusive = slopIsInclusive
        self.ignoresFarSecondTap = ignoresFarSecondTap
        self.decidedAtSecondDown = decidedAtSecondDown
    }
}
