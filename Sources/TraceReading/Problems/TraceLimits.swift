import TraceModel

/// The valid ranges of format v1 (`traces/README.md` "Valid ranges"): what the reader accepts,
/// so that everything after reading can compute without overflow, trap or unbounded memory.
///
/// `validate` and every reading path reject a value outside its range with the usual
/// `FILE:LINE:COLUMN` message naming the field and the range (`outOfRange`).
package enum TraceLimits {
    /// The largest |t|, in milliseconds after the header's clock is applied: 4e12 ms, about 126
    /// years, so every Unix-epoch time in ms until 2096 and every uptime clock fit. In integer
    /// nanoseconds (the velocity tracker's unit) any t is then within +-4e18 and any difference
    /// of two times within +-8e18, both inside Int64 (+-9.22e18).
    package static let maximumAbsoluteTimeMilliseconds = 4e12

    /// `device.refreshHz`: 1 to 1000 Hz. Displays run from 24 Hz (film) to about 500 Hz (the
    /// fastest gaming panels); the frame grid of replay has 1000 / refreshHz ms steps, so this keeps a
    /// step at least 1 ms and at most 1 s.
    package static let refreshHzRange: ClosedRange<Double> = DeviceInfo.refreshHzRange

    /// The shortest interval between two `frame` events at different times: 1 ms, the period of
    /// the fastest display `refreshHzRange` allows. Replay continues the grid of the last two
    /// frames past the last one; a shorter period would put times far after it beyond any frame
    /// index (frames 1e-9 ms apart, then a touch at 4e12 ms, used to trap in `FrameClock`).
    /// Frames at the same time are allowed (replay keeps one).
    package static let minimumFrameIntervalMilliseconds = 1.0

    /// `device.touchHz`: 1 to 10,000 Hz (touch panels sample at 60 to 480 Hz, pens up to 1 kHz).
    package static let touchHzRange: ClosedRange<Double> = 1...10_000

    /// `device.scale`: points to pixels, up to 100 (phones use 1 to 4).
    package static let maximumScale = 100.0

    /// The largest |x|, |y| of a touch, `force`, `radius`, and the largest screen side and
    /// transition distance, in points: 1e6, far beyond any screen (the largest are about 10^4
    /// points wide), so squares and sums of coordinates in the estimators stay exact enough
    /// and finite.
    package static let maximumCoordinate = 1e6

    /// The largest |id| of a touch: 2^53 - 1, the integers every JSON reader holds exactly
    /// (RFC 8259 section 6), so an id survives `convert` and any other tool.
    package static let maximumTouchId = 9_007_199_254_740_991

    /// Touches open at once (began, not yet ended or cancelled): at most 32. Android numbers
    /// pointer ids 0...31 (`MAX_POINTER_ID` in frameworks/native/include/input/Input.h, a
    /// BitSet32); ten fingers of two hands fit three times. A `began` beyond it is rejected, which
    /// also keeps per-event work over the open touches small.
    package static let maximumOpenTouches = 32

    /// The longest line of JSON Lines, or header, event or other member value of a document:
    /// 1 MiB (an event is about 100 bytes). A longer one is an error that names it, and reading
    /// stops there: memory per trace stays bounded even for a file with no newline at all.
    package static let maximumElementBytes = 1 << 20

    /// How many diagnostics a reader keeps in full for one trace: the first 100 (and the first
    /// error, should 100 warnings come before it). Beyond them only the counts by severity and
    /// kind are kept (`TraceReader.problemCounts`), so memory does not grow with bad events.
    package static let diagnosticsKept = 100
}
