import Foundation

/// Runs `body` for indices 0..<count on up to `jobs` threads and returns the results in index
/// order, so output never depends on scheduling. `progress` is called (serially) after each item.
enum ParallelMap {
    static func map<T: Sendable>(
        count: Int, jobs: Int, progress: @escaping (Int) -> Void,
        _ body: @escaping @Sendable (Int) -> T
    ) -> [T] {
        let state = SharedState<T>(count: count, progress: progress)
        let workers = max(1, min(jobs, count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = state.claim() {
                state.store(body(index), at: index)
            }
        }
        return state.results.map { $0! }
    }

    /// The work queue and the results, behind one lock.
    private final class SharedState<T>: @unchecked Sendable {
        private let lock = NSLock()
        private var next = 0
        private var done = 0
        private let count: Int
        private let progress: (Int) -> Void
        var results: [T?]

        init(count: Int, progress: @escaping (Int) -> Void) {
            self.count = count
            self.progress = progress
            results = Array(repeating: nil, count: count)
        }

        func claim() -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard next < count else { return nil }
            next += 1
            return next - 1
        }

        func store(_ value: T, at index: Int) {
            lock.lock()
            defer { lock.unlock() }
            results[index] = value
            done += 1
            progress(done)
        }
    }
}
