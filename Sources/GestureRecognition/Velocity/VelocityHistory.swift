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
    /// Dropped samples left before `start` until there are this many, then removed at once: a
    /// sample is added at every move, and shifting the rest down at each would cost more than
    /// the fit.
    private static let compactionSlack = 32

    package let capacity: Int
    package let horizonNanoseconds: Int64
    /// The retained samples are `storage[start...]`, oldest first, times strictly increasing.
    private var storage: [VelocitySample] = []
    private var start = 0

    package init(
        capacity: Int = VelocityHistory.defaultCapacity,
        horizonNanoseconds: Int64 = VelocityHistory.defaultHorizonNanoseconds
    ) {
        self.capacity = max(1, capacity)
        self.horizonNanoseconds = horizonNanoseconds
        storage.reserveCapacity(self.capacity + Self.compactionSlack + 1)
    }

    /// The retained samples in place, oldest first, times strictly increasing.
    package var window: ArraySlice<VelocitySample> { storage[start...] }

    package var isEmpty: Bool { start == storage.count }
    package var newest: VelocitySample? { isEmpty ? nil : storage[storage.count - 1] }

    /// Adds one sample (times must not go backwards).
    package mutating func add(_ sample: VelocitySample) {
        if let last = newest, last.nanoseconds == sample.nanoseconds {
            storage.removeLast()
        }
        storage.append(sample)
        start = max(start, storage.count - capacity)
        while start < storage.count - 1,
            VelocitySample.elapsed(from: storage[start].nanoseconds, to: sample.nanoseconds) > horizonNanoseconds
        {
            start += 1
        }
        if start >= Self.compactionSlack {
            storage.removeFirst(start)
            start = 0
        }
    }

    /// Forgets every sample (keeps the storage).
    package mutating func clear() {
        storage.removeAll(keepingCapacity: true)
        start = 0
    }

    /// Two histories are equal when they keep the same samples under the same rules, wherever
    /// their storage starts.
    package static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.capacity == rhs.capacity && lhs.horizonNanoseconds == rhs.horizonNanoseconds
            && lhs.window.elementsEqual(rhs.window)
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(capacity)
        hasher.combine(horizonNanoseconds)
        hasher.combine(window.count)
        for sample in window { hasher.combine(sample) }
    }
}
