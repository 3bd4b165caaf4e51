/// One pointer's recent samples, windowed by AOSP's rules
/// (`AccumulatingVelocityTrackerStrategy`, Android 14):
///
/// - at most `capacity` (20) samples: a new one pushes out the oldest;
/// - a sample with the same time as the newest replaces it;
/// - after each add, samples more than `horizon` (100 ms) older than the newest are dropped
///   (a sample exactly 100 ms old stays).
///
/// The 40 ms "pointer stopped" rule is the tracker's, not the history's: see `VelocityTracker`.
package struct VelocityHistory: Sendable, Hashable {
    /// AOSP `HISTORY_SIZE`.
    package static let defaultCapacity = 20
    /// AOSP `HORIZON`: 100 ms, in nanoseconds.
    package static let defaultHorizonNanoseconds: Int64 = 100_000_000

    package let capacity: Int
    package let horizonNanoseconds: Int64
    /// The retained samples, oldest first, times strictly increasing.
    package private(set) var samples: [VelocitySample] = []

    package init(
        capacity: Int = VelocityHistory.defaultCapacity,
        horizonNanoseconds: Int64 = VelocityHistory.defaultHorizonNanoseconds
    ) {
        self.capacity = max(1, capacity)
        self.horizonNanoseconds = horizonNanoseconds
        samples.reserveCapacity(self.capacity + 1)
    }

    package var isEmpty: Bool { samples.isEmpty }
    package var newest: VelocitySample? { samples.last }

    /// Adds one sample (times must not go backwards).
    package mutating func add(_ sample: VelocitySample) {
        if let last = samples.last, last.nanoseconds == sample.nanoseconds {
            samples.removeLast()
        }
        samples.append(sample)
        if samples.count > capacity {
            samples.removeFirst(samples.count - capacity)
        }
        var drop = 0
        while drop < samples.count - 1,
            VelocitySample.elapsed(from: samples[drop].nanoseconds, to: sample.nanoseconds) > horizonNanoseconds
        {
            drop += 1
        }
        if drop > 0 { samples.removeFirst(drop) }
    }

    /// Forgets every sample (keeps the storage).
    package mutating func clear() {
        samples.removeAll(keepingCapacity: true)
    }
}
