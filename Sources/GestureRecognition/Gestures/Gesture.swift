import TraceModel

/// One recognized gesture: the record the batch API returns and reports print.
///
/// Every touch group (overlapping touch sequences) yields exactly one record of kind tap,
/// long-press, pan or swipe; a double tap adds one more record that lists the two taps it
/// consumed, and each of those taps carries its `doubleTapRole`. Taps never wait for the double
/// tap: each is recognized at its own up (as the media viewer's source screen needs), so a
/// reader sees the first tap, then the double tap that also claimed it.
package struct Gesture: Sendable, Hashable {
    package var kind: GestureKind
    /// The fingers, in order of their downs (two for a double tap: first tap's, second tap's).
    package var touchIds: [Int]
    /// The first down (ms).
    package var tBegin: Double
    /// When the recognizer recognized it: the up for a tap or double tap, the slop crossing for a
    /// pan or swipe, the timer for a long press; nil when it never was (failed, or cancelled or
    /// still possible before recognition).
    package var tRecognized: Double?
    /// When it finished: the last up, or the first cancel; nil while still down at the end of
    /// the trace.
    package var tEnd: Double?
    /// The first finger's down location.
    package var start: Point
    /// `start + translation`.
    package var end: Point
    /// From the down point. One finger: its last location minus its down. Several fingers: the
    /// centroid's movement, accumulated so that a finger joining or lifting does not make it jump.
    package var translation: Point
    /// Release velocity of a pan or swipe (pt/s, clamped in magnitude to the configured maximum):
    /// the velocity of the last finger to lift, read at its up. Nil for other kinds, for a
    /// cancelled or open pan, and when the estimator reports none or the profile's
    /// `ReleaseVelocityRule` finds it unsupported by the positions (uikit: jitter).
    package var releaseVelocity: Velocity?
    /// Where the finger went: the dominant axis of the translation, for pans and swipes; `none`
    /// for the other kinds.
    package var travelDirection: GestureDirection
    /// Forward progress at release for an ended pan or swipe that drives the transition (its
    /// direction at recognition lies along the transition axis), from `PanProgress` with its
    /// default grab; nil otherwise, or when no `PanProgress` was given.
    package var progress: Double?
    package var state: GestureState
    /// For a tap consumed by a double tap: which of the two it was.
    package var doubleTapRole: DoubleTapRole?
    /// For a double tap: the taps it consumed.
    package var consumedTaps: [TapReference]

    package init(
        kind: GestureKind, touchIds: [Int], tBegin: Double, tRecognized: Double?, tEnd: Double?,
        start: Point, end: Point, translation: Point, releaseVelocity: Velocity? = nil,
        direction: GestureDirection = .none, progress: Double? = nil, state: GestureState,
        doubleTapRole: DoubleTapRole? = nil, consumedTaps: [TapReference] = []
    ) {
        self.kind = kind
        self.touchIds = touchIds
        self.tBegin = tBegin
        self.tRecognized = tRecognized
        self.tEnd = tEnd
        self.start = start
        self.end = end
        self.translation = translation
        self.releaseVelocity = releaseVelocity
        self.travelDirection = direction
        self.progress = progress
        self.state = state
        self.doubleTapRole = doubleTapRole
        self.consumedTaps = consumedTaps
    }

    /// Whether its touches were still down when the trace ended.
    package var isOpen: Bool { tEnd == nil }

    /// Where the finger was thrown: the dominant axis of the release velocity; `none` without
    /// one (taps, long presses, cancelled or open gestures, a pan released with no velocity).
    package var releaseDirection: GestureDirection {
        releaseVelocity.map { GestureDirection(translation: Point(x: $0.x, y: $0.y)) } ?? .none
    }

    /// The gesture's direction: a swipe's is where it was thrown (`releaseDirection`), a pan's
    /// where it went (`travelDirection`); `none` for the other kinds. A flick that travelled
    /// right but was thrown up at the lift is a swipe up.
    package var direction: GestureDirection {
        kind == .swipe && releaseDirection != .none ? releaseDirection : travelDirection
    }
}
