/// The display refreshes a replay runs on, in trace milliseconds (docs/engines.md "Scene and time").
///
/// Frames come either from a fixed grid, t_k = k · (1000 / refreshHz) ms for every integer k
/// (each computed as a product, never by summing periods, so no error accumulates), or from an
/// explicit list of frame times (a trace's `frame` events).
///
/// Rules the engines rely on:
///
/// - an input event at t is applied at the first frame with t_k ≥ t (`firstFrame(atOrAfter:)`);
/// - what that frame shows is displayed `renderLatencyFrames` frames later (one frame by default:
///   UIKit commits a frame's changes to the render server, which shows them on the next refresh),
///   so the displayed response to an input at t is at `displayTime(forInputAt:)`.
///
/// Boundaries:
///
/// - a time within `onFrameTolerance` (1e-6 ms = 1 ns) below a frame time counts as on that frame,
///   so floating-point noise in k · period (50 ms is 3 · 16.666… at 60 Hz) cannot skip a frame;
/// - explicit frame times are sorted and de-duplicated;
/// - past the last explicit frame the clock continues on the grid of the last interval
///   (f_last + j · (f_last − f_previous)); with a single explicit frame, at the fallback refresh
///   rate; an input before the first explicit frame is applied at the first explicit frame, and
///   explicit frames have no indices below 0;
/// - with no explicit frames at all, the clock is the grid of the fallback refresh rate.
package struct FrameClock: Sendable, Hashable {
    /// One display refresh: its index in the clock and its time in milliseconds.
    package struct Frame: Sendable, Hashable, Comparable {
        package let index: Int
        package let t: Double

        package init(index: Int, t: Double) {
            self.index = index
            self.t = t
        }

        package static func < (lhs: Frame, rhs: Frame) -> Bool { lhs.index < rhs.index }
    }

    /// A time this close below a frame (in ms) counts as on the frame.
    package static let onFrameTolerance = 1e-6
    /// One frame of render latency: the frame after the one an input is applied in is the one
    /// that shows it (docs/engines.md "Scene and time").
    package static let defaultRenderLatencyFrames = 1

    /// Explicit frame times (sorted, unique); empty for a pure grid.
    package let explicitTimes: [Double]
    /// The grid period in ms: the whole clock for a pure grid, the extension past the last
    /// explicit frame otherwise.
    package let period: Double
    /// Frames between the frame an input is applied in and the frame that displays it.
    package let renderLatencyFrames: Int
    /// The period (ms) of the nominal refresh rate: the grid's, or the fallback rate's when the
    /// frames are explicit (the device's `refreshHz`). Frame pacing judges a presented frame late
    /// against it (`TransitionFrames`, `FramePacing`); attribution windows do not use it, they
    /// count frames on the clock itself, whatever the trace's own frame times.
    package let nominalPeriod: Double

    /// A fixed grid at `refreshHz`: t_k = k · (1000 / refreshHz) ms.
    ///
    /// - Precondition: refreshHz positive and finite; renderLatencyFrames ≥ 0.
    package init(refreshHz: Double, renderLatencyFrames: Int = FrameClock.defaultRenderLatencyFrames) {
        self.init(frameTimes: [], fallbackRefreshHz: refreshHz, renderLatencyFrames: renderLatencyFrames)
    }

    /// Frames at the given times (ms), continued past the last one on the grid of the last
    /// interval; `fallbackRefreshHz` gives the grid when there are fewer than two frame times.
    ///
    /// - Precondition: every time finite; fallbackRefreshHz positive and finite;
    ///   renderLatencyFrames ≥ 0.
    package init(
        frameTimes: [Double], fallbackRefreshHz: Double = 60,
        renderLatencyFrames: Int = FrameClock.defaultRenderLatencyFrames
    ) {
        precondition(fallbackRefreshHz.isFinite && fallbackRefreshHz > 0, "refresh rate must be positive")
        precondition(renderLatencyFrames >= 0, "render latency must be at least 0 frames")
        precondition(frameTimes.allSatisfy(\.isFinite), "frame times must be finite")
        var unique: [Double] = []
        for t in frameTimes.sorted() where unique.last != t {
            unique.append(t)
        }
        explicitTimes = unique
        if unique.count >= 2 {
            period = unique[unique.count - 1] - unique[unique.count - 2]
        } else {
            period = 1000 / fallbackRefreshHz
        }
        self.renderLatencyFrames = renderLatencyFrames
        nominalPeriod = 1000 / fallbackRefreshHz
    }

    /// Whether the frames are a pure grid (no explicit frame times).
    package var isGrid: Bool { explicitTimes.isEmpty }

    /// The index of the frame the continuation grid is anchored to, and that frame's time.
    private var anchor: (index: Int, t: Double) {
        explicitTimes.isEmpty ? (0, 0) : (explicitTimes.count - 1, explicitTimes[explicitTimes.count - 1])
    }

    /// The time of frame `index` in ms.
    ///
    /// - Precondition: index ≥ 0 when the clock has explicit frames.
    package func time(ofFrame index: Int) -> Double {
        if explicitTimes.isEmpty { return Double(index) * period }
        precondition(index >= 0, "explicit frames have no index below 0")
        if index < explicitTimes.count { return explicitTimes[index] }
        let anchor = self.anchor
        return anchor.t + Double(index - anchor.index) * period
    }

    /// Frame `index`.
    package func frame(_ index: Int) -> Frame { Frame(index: index, t: time(ofFrame: index)) }

    /// The first frame with t_k ≥ t (within `onFrameTolerance`): the frame an input at t is
    /// applied in.
    ///
    /// - Precondition: t is finite (trace readers reject NaN and infinite times).
    package func firstFrame(atOrAfter t: Double) -> Frame {
        precondition(t.isFinite, "frame lookup needs a finite time")
        let bound = t - Self.onFrameTolerance
        if !explicitTimes.isEmpty, bound <= explicitTimes[explicitTimes.count - 1] {
            // Binary search for the first explicit time ≥ bound.
            var low = 0
            var high = explicitTimes.count - 1
            while low < high {
                let middle = (low + high) / 2
                if explicitTimes[middle] >= bound { high = middle } else { low = middle + 1 }
            }
            return frame(low)
        }
        // On the grid (the whole clock, or its continuation past the last explicit frame):
        // estimate, then correct against the exact frame times for rounding.
        let anchor = self.anchor
        var index = anchor.index + Int(((bound - anchor.t) / period).rounded(.up))
        let lowest = explicitTimes.isEmpty ? Int.min : anchor.index + 1
        while index > lowest, time(ofFrame: index - 1) >= bound { index -= 1 }
        while time(ofFrame: index) < bound { index += 1 }
        return frame(index)
    }

    /// The frame after `frame`.
    package func frame(after frame: Frame) -> Frame { self.frame(frame.index + 1) }

    /// The frame that displays the response to an input at t: the frame the input is applied in,
    /// plus `renderLatencyFrames`.
    package func displayFrame(forInputAt t: Double) -> Frame {
        frame(firstFrame(atOrAfter: t).index + renderLatencyFrames)
    }

    /// The time (ms) the response to an input at t is displayed.
    package func displayTime(forInputAt t: Double) -> Double {
        displayFrame(forInputAt: t).t
    }

    /// The frames with start ≤ t_k ≤ end (both within `onFrameTolerance`), in order.
    package func frames(from start: Double, through end: Double) -> Frames {
        Frames(clock: self, first: firstFrame(atOrAfter: start), end: end)
    }

    /// A lazy, finite sequence of consecutive frames of a clock up to an end time.
    package struct Frames: Sequence, IteratorProtocol, Sendable {
        let clock: FrameClock
        var upcoming: Frame
        let end: Double

        init(clock: FrameClock, first: Frame, end: Double) {
            self.clock = clock
            self.upcoming = first
            self.end = end
        }

        package mutating func next() -> Frame? {
            guard upcoming.t <= end + FrameClock.onFrameTolerance else { return nil }
            defer { upcoming = clock.frame(after: upcoming) }
            return upcoming
        }
    }
}

extension FrameClock {
    /// Whole refresh periods a frame is presented late when the main thread works `work` ms in it
    /// (docs/engines.md "Frame cost"): the frame's changes are committed when the work is done,
    /// at `frame.t + work`, and shown from the first refresh at or after that instead of the next
    /// one; every refresh skipped on the way is a dropped frame. Work within the frame's period
    /// (up to `onFrameTolerance` over) is on time: 0.
    package func latePeriods(work: Double, inFrame frame: Frame) -> Int {
        guard work > 0 else { return 0 }
        let ready = firstFrame(atOrAfter: frame.t + work)
        return max(0, ready.index - frame.index - 1)
    }
}
