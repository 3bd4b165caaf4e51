import Dispatch
import TraceModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Runs `body` for indices 0..<count on up to `jobs` threads and hands the results back in index
/// order, so output never depends on scheduling. `map` returns them all; `forEach` passes each to
/// `consume` on the calling thread as soon as it and every earlier one are done, holding at most
/// `window` results at once, so a corpus run's memory does not grow with the corpus.
package enum ParallelMap {
    /// The default of `--jobs`: the cores this process may use, as `ProcessInfo` counts them
    /// (CPU affinity and a cgroup's quota included), read once per process, and only by a run
    /// without `--jobs` (`jobs(_:)`): reading it opens the cgroup's files.
    package static let defaultJobs = ProcessInfo.processInfo.activeProcessorCount

    /// The threads a command's `--jobs` asks for: its value, or `defaultJobs` when it was not
    /// given. `--jobs` is optional in every command so that the argument parser, which builds each
    /// command's defaults several times, never reads the processor count itself, and so that
    /// `--help` does not print this machine's core count as the default.
    package static func jobs(_ requested: Int?) throws(CorpusError) -> Int {
        guard let requested else { return defaultJobs }
        guard requested >= 1 else { throw .usage("--jobs must be at least 1, found \(requested)") }
        return requested
    }

    /// `jobs(_:)` for `work` items: without `--jobs`, one thread when there is at most one item,
    /// so that a run over one file (a CI step per trace) never reads the processor count.
    package static func jobs(_ requested: Int?, work: Int) throws(CorpusError) -> Int {
        requested == nil && work <= 1 ? 1 : try jobs(requested)
    }

    /// Checks a `--jobs` value (a command's `validate()`) without reading the processor count: a
    /// usage error (exit 64) below 1.
    package static func validate(_ requested: Int?) throws(CorpusError) {
        if let requested { _ = try jobs(requested) }
    }

    package static func map<T: Sendable>(
        count: Int, jobs: Int, progress: @escaping (Int) -> Void,
        _ body: @escaping @Sendable (Int) -> T
    ) -> [T] {
        var results: [T] = []
        results.reserveCapacity(count)
        forEach(count: count, jobs: jobs, body) { index, value in
            results.append(value)
            progress(index + 1)
        }
        return results
    }

    /// Calls `consume(index, body(index))` for every index in order, on the calling thread; the
    /// bodies run on up to `jobs` threads, at most `window` indices ahead of the next consumed one.
    /// When `consume` throws, no new body starts and the error is rethrown once running ones end.
    package static func forEach<T: Sendable>(
        count: Int, jobs: Int, window: Int? = nil, _ body: @escaping @Sendable (Int) -> T,
        consume: (Int, T) throws -> Void
    ) rethrows {
        let workers = max(1, min(jobs, count))
        guard workers > 1 else {
            for index in 0..<count { try consume(index, body(index)) }
            return
        }
        let state = Window<T>(count: count, size: max(window ?? 4 * workers, workers))
        // The calling thread is one of the `jobs`: it runs bodies too while the result it must
        // consume next is not ready, and sleeps only when nothing is left to claim. `jobs`
        // threads in all, so on a machine with as many cores no thread waits for a core, and a
        // result wakes the caller only when it is waiting for one.
        let group = DispatchGroup()
        for _ in 1..<workers {
            DispatchQueue.global().async(group: group) {
                while let index = state.claim() { state.store(body(index), at: index) }
            }
        }
        defer {
            state.cancel()
            group.wait()
        }
        for index in 0..<count {
            var value = state.takeIfReady(index)
            while value == nil, let claimed = state.claimIfFree() {
                state.store(body(claimed), at: claimed)
                value = state.takeIfReady(index)
            }
            try consume(index, value ?? state.take(index))
        }
    }

    /// The indices to claim and a ring of `size` results, behind one condition lock.
    private final class Window<T>: @unchecked Sendable {
        private let condition = ThreadCondition()
        private let count: Int
        private var next = 0
        private var consumed = 0
        private var cancelled = false
        private var ring: [T?]

        package init(count: Int, size: Int) {
            self.count = count
            ring = Array(repeating: nil, count: size)
        }

        /// The next index to work on; waits while the ring is full; nil when all are claimed.
        package func claim() -> Int? {
            condition.lock()
            defer { condition.unlock() }
            while !cancelled, next < count, next >= consumed + ring.count { condition.wait() }
            guard !cancelled, next < count else { return nil }
            next += 1
            return next - 1
        }

        /// `claim` without waiting: nil when the window is full or every index is claimed.
        package func claimIfFree() -> Int? {
            condition.lock()
            defer { condition.unlock() }
            guard !cancelled, next < count, next < consumed + ring.count else { return nil }
            next += 1
            return next - 1
        }

        /// `take` without waiting: nil when the result of `index` is not there yet.
        package func takeIfReady(_ index: Int) -> T? {
            condition.lock()
            defer { condition.unlock() }
            guard let value = ring[index % ring.count] else { return nil }
            ring[index % ring.count] = nil
            consumed += 1
            condition.broadcast()
            return value
        }

        package func store(_ value: T, at index: Int) {
            condition.lock()
            ring[index % ring.count] = value
            condition.broadcast()
            condition.unlock()
        }

        /// Waits for the result of `index` (the next in order) and frees its place.
        package func take(_ index: Int) -> T {
            condition.lock()
            defer { condition.unlock() }
            while ring[index % ring.count] == nil { condition.wait() }
            let value = ring[index % ring.count]!
            ring[index % ring.count] = nil
            consumed += 1
            condition.broadcast()
            return value
        }

        package func cancel() {
            condition.lock()
            cancelled = true
            condition.broadcast()
            condition.unlock()
        }
    }
}
