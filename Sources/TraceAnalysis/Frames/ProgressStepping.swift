/// Whether a transition's progress follows the display or advances in steps of its own
/// (docs/analysis.md "Frames"), from the progress each presented frame showed.
///
/// - `staleFrameShare`: of the frames after the first, the share whose progress did not change
///   from the previous frame (a change under `changeTolerance`, the precision traces are written
///   to, is no change).
/// - `stepped`: at least `minimumChanges` changes, and the median run of stale frames between
///   two consecutive changes is at least one frame. A timer that does not follow the display
///   changes progress on a cadence of its own: a steady 60 Hz `Timer` on a 120 Hz display leaves
///   one stale frame between changes, a 20 Hz one on a 60 Hz display two, so the typical (median)
///   run is at least 1. Progress computed each frame from elapsed time changes every frame (runs
///   of 0), and a hold in it (a finger resting on a transition, a pause) is one long run that
///   does not move the median.
package struct ProgressStepping: Sendable, Hashable {
    /// Progress changes smaller than this are no change (the 6 decimals traces are written to).
    package static let changeTolerance = 1e-6
    /// Fewer changes than this cannot show a cadence: not stepped.
    package static let minimumChanges = 3

    package private(set) var frames = 0
    package private(set) var staleFrames = 0
    package private(set) var changes = 0
    private var previous: Double?
    private var run = 0
    /// How many runs of each length lay between two consecutive changes.
    private var runs: [Int: Int] = [:]

    package init() {}

    /// Adds the progress the next presented frame showed.
    package mutating func add(progress: Double) {
        defer { previous = progress }
        guard let previous else { return }
        frames += 1
        if abs(progress - previous) < Self.changeTolerance {
            staleFrames += 1
            run += 1
            return
        }
        if changes > 0 { runs[run, default: 0] += 1 }
        changes += 1
        run = 0
    }

    /// The share of frames (after the first) whose progress did not change; nil without any.
    package var staleFrameShare: Double? { frames == 0 ? nil : Double(staleFrames) / Double(frames) }

    /// Whether progress advances in steps that do not follow the frames; nil without frames.
    package var stepped: Bool? {
        guard frames > 0 else { return nil }
        return changes >= Self.minimumChanges && medianRun >= 1
    }

    /// The lower median of the runs of stale frames between consecutive changes (0 without any).
    private var medianRun: Int {
        let total = runs.values.reduce(0, +)
        guard total > 0 else { return 0 }
        var seen = 0
        for length in runs.keys.sorted() {
            seen += runs[length]!
            if 2 * seen >= total { return length }
        }
        return 0
    }
}
