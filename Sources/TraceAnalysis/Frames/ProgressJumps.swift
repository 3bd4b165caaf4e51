/// Discontinuities in the progress a transition's presented frames show (docs/analysis.md
/// "Frames"): a step the user sees as a jump, because it is out of line with the motion around
/// it, never a fast start or a fast finger, whose following frames move as fast.
///
/// Only frames that change progress count as steps (a change under
/// `ProgressStepping.changeTolerance` is none); each step covers the refresh periods since the
/// previous change (by the frames' times, so a late frame's step covers the refreshes it missed),
/// its *rate* is its size per period, and neither a timer's cadence (`stepped`) nor a hitch is a
/// jump.
///
/// - **Start jump** (`startJump`): the first presented frame's step from where the screen was
///   when the transition began (`screenAtStart`), less what the motion that follows explains: the
///   rate of the next step (over the frames since the first). 0 when the first frame shows the
///   screen as it was. An animation started without applying pending layout (the Auto Layout
///   write-up's case) starts from the wrong place: a large first step, then ordinary ones.
/// - **Mid jump** (`midJump`): the largest excess of any later step over its neighbours' motion
///   (the larger rate of the step before and the step after, times the frames it covers); the
///   start step is no neighbour, so a start jump hides nothing after it. A backdrop that flashes
///   back by 0.3 in one frame while the rest moves by 0.02 is one.
/// - **Out and back** (a flash): two steps in turn that go opposite ways, a photo blanked for one
///   frame or a backdrop that flashes and returns, are one excursion. Each step would otherwise be
///   the other's neighbour and explain it away, so the pair is measured against the steps around
///   it instead: the smaller of the two (how far the screen went and came back) less the larger
///   rate of the step before the pair and the step after it, times the fewer frames of the two.
///   It counts as a start jump when the pair's first step is the first frame's, else as a mid jump.
///   A finger that reverses moves no further in one frame than in the frames around it, so its
///   reversal is explained; a flicker that goes on frame after frame explains itself and is not
///   a jump (each excursion is as large as its neighbours).
/// - Either is flagged over `threshold`.
package struct ProgressJumps: Sendable, Hashable {
    /// A jump over this (in forward progress, a tenth of the transition distance: 40 pt on the
    /// default 400 pt) is flagged. The first frame of an animation that starts from rest moves far
    /// less: UIKit's ease-in-out covers about 0.1 % of the way in its first 8.33 ms frame of a
    /// 0.35 s animation, a linear 0.25 s one 6.7 % in a 16.67 ms frame, and what the motion that
    /// follows explains is taken off first.
    package static let threshold = 0.1

    /// Whether a jump is flagged.
    package static func isFlagged(_ jump: Double) -> Bool { jump > threshold }

    /// One change of progress: its size, its direction, the frames it covers, whether it is the
    /// first frame's.
    private struct Step: Sendable, Hashable {
        var size: Double
        var rises: Bool
        var frames: Int
        var isStart: Bool
        var rate: Double { size / Double(frames) }
    }

    private let period: Double
    private var previous: Double?
    /// The time of the last presented frame that changed progress (or of the first frame).
    private var lastChange: Double?
    private var sawFirstFrame = false
    /// The latest step, whose excess waits for the step after it, and the two before it (an
    /// out-and-back pair ending at `last` waits for the step after it too).
    private var last: Step?
    private var beforeLast: Step?
    private var thirdLast: Step?
    private var start: Double?
    private var mid: Double?

    /// Jumps measured from `screenAtStart`, the progress on screen when the transition began at
    /// `tStart` (nil when unknown: no start jump then, the first frame is the baseline), at refresh
    /// `period` (ms). The first step covers the periods from `tStart` to its frame, so a first frame
    /// presented late is no jump.
    package init(screenAtStart: Double?, at tStart: Double, period: Double) {
        previous = screenAtStart
        lastChange = screenAtStart == nil ? nil : tStart
        self.period = period
    }

    /// Adds the progress the presented frame shown at `t` (ms) showed.
    package mutating func add(progress: Double, at t: Double) {
        defer { sawFirstFrame = true }
        guard let before = previous, let since = lastChange else {
            previous = progress
            lastChange = t
            return
        }
        let size = abs(progress - before)
        guard size >= ProgressStepping.changeTolerance else {
            if !sawFirstFrame { start = 0 }
            return
        }
        let periods = max(1, Int(((t - since) / period).rounded()))
        let step = Step(size: size, rises: progress > before, frames: periods, isStart: !sawFirstFrame)
        lastChange = t
        previous = progress
        if let last { settle(last, next: step) }
        thirdLast = beforeLast
        beforeLast = last
        last = step
    }

    /// Records the excess of `step` now that its neighbours are known (`next` nil: none after it),
    /// and the excursion of an out-and-back pair that `step` closes: then the step out is its
    /// neighbour even when it is the start step, so one flash is not counted twice.
    private mutating func settle(_ step: Step, next: Step?) {
        var before = Self.motion(beforeLast)
        if let out = beforeLast, out.rises != step.rises {
            let around = max(next?.rate ?? 0, Self.motion(thirdLast))
            let excursion = min(out.size, step.size) - Double(min(out.frames, step.frames)) * around
            if excursion > 0 {
                record(excursion, startingAt: out)
                before = out.rate
            }
        }
        let neighbour = max(next?.rate ?? 0, before)
        record(max(0, step.size - Double(step.frames) * neighbour), startingAt: step)
    }

    /// The motion a neighbouring step explains, per period: none for the start step or no step.
    private static func motion(_ step: Step?) -> Double {
        guard let step, !step.isStart else { return 0 }
        return step.rate
    }

    /// Records an excess measured from `step`: a start jump when it is the first frame's step.
    private mutating func record(_ excess: Double, startingAt step: Step) {
        if step.isStart {
            start = max(start ?? 0, excess)
        } else {
            mid = max(mid ?? 0, excess)
        }
    }

    /// The start jump (see the type); nil when no frame was presented or the start is unknown.
    package var startJump: Double? { finished.start }

    /// The largest mid jump (see the type); 0 with no step after the first, nil with no frame.
    package var midJump: Double? {
        let done = finished
        return done.mid ?? (sawFirstFrame ? 0 : nil)
    }

    /// This accumulator with its last step settled (no step after it).
    private var finished: ProgressJumps {
        var done = self
        if let last = done.last {
            done.settle(last, next: nil)
            done.last = nil
        }
        return done
    }
}
