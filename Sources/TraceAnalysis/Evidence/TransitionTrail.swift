import TransitionSimulation

/// What `ScreenHistory` keeps of the timeline frames of one transition (each at its displayed
/// time, with its progress), read one by one as the replay renders them: only what its questions
/// need, so that memory grows with the transitions, not with their frames.
///
/// - `backAtOrigin` needs the last frame and the start of the trailing run of frames at progress
///   0 or 1 (`runAtZero`, `runAtOne`).
/// - `depth(at:)` is asked at the down of a touch sequence (`IntentMetrics`' first touch): the
///   progress of the last frame at or before each sequence's down that falls between its first
///   and last frames is noted as the frames pass it (`progressAtDowns`).
struct TransitionTrail: Sendable {
    /// Progress closer than this to 0 or 1 is at that side (as `ScreenHistory` always compared).
    static let atSideTolerance = 1e-9

    /// The displayed times of its first and last frames, and the last frame's progress.
    private(set) var first: Double
    private(set) var last: Double
    private(set) var lastProgress: Double
    /// The displayed time of the first frame of the trailing run of frames at progress 1 (at 0);
    /// nil when the last frame is not there.
    private(set) var runAtOne: Double?
    private(set) var runAtZero: Double?
    /// The first sequence down (an index into the downs) not yet passed by a frame.
    private var nextDown: Int
    /// The first sequence down the frames could pass (`nextDown` at the first frame), counted
    /// from the first of the downs it is given.
    private let firstDown: Int
    /// For each sequence down passed by a later frame, from `firstDown` on (the downs are passed
    /// in order): the progress of the last frame at or before it.
    private var progressAtDowns: [Double] = []

    /// A trail that starts with the frame displayed at `t` showing `progress`; `downs` are the
    /// sequences' down times, in order (the first is sequence 0's, wherever the slice starts).
    init(t: Double, progress: Double, downs: ArraySlice<Double>) {
        first = t
        last = t
        lastProgress = progress
        nextDown = downs.partitionPoint { $0 >= t }
        firstDown = nextDown - downs.startIndex
        note(t: t, progress: progress)
    }

    /// Adds the next frame, displayed at `t` (never before the last).
    mutating func add(t: Double, progress: Double, downs: ArraySlice<Double>) {
        while nextDown < downs.endIndex, downs[nextDown] < t {
            progressAtDowns.append(lastProgress)
            nextDown += 1
        }
        last = t
        lastProgress = progress
        note(t: t, progress: progress)
    }

    private mutating func note(t: Double, progress: Double) {
        if abs(progress - 1) < Self.atSideTolerance { runAtOne = runAtOne ?? t } else { runAtOne = nil }
        if abs(progress - 0) < Self.atSideTolerance { runAtZero = runAtZero ?? t } else { runAtZero = nil }
    }

    /// The progress of the last frame at or before `t`, the down of sequence `down` (nil: none
    /// that early).
    func progress(atDown down: Int, t: Double) -> Double? {
        if t < first { return nil }
        if t >= last { return lastProgress }
        guard down >= firstDown, down - firstDown < progressAtDowns.count else {
            preconditionFailure("depth is asked at a sequence's down (IntentMetrics)")
        }
        return progressAtDowns[down - firstDown]
    }

    /// The displayed time of the first frame of the trailing run at `origin` (0 or 1); nil when
    /// the last frame is not there.
    func runStart(at origin: Double) -> Double? { origin == 1 ? runAtOne : runAtZero }
}
