import CorpusAnalysis
import Foundation
import Testing

/// `ParallelMap` is what makes `--jobs` safe: results in index order whatever the scheduling, and
/// progress counted once per item, serially.
@Suite("ParallelMap")
struct ParallelMapTests {
    static let ignoreProgress: @Sendable (Int) -> Void = { _ in }

    @Test("results come back in index order for any number of jobs", arguments: [1, 2, 3, 8, 64])
    func indexOrder(jobs: Int) {
        // Uneven work, so that items finish out of order on several threads.
        let results = ParallelMap.map(count: 200, jobs: jobs, progress: Self.ignoreProgress) { index in
            var x = UInt64(index)
            for _ in 0..<((index * 7919) % 5000) { x = x &* 6_364_136_223_846_793_005 &+ 1 }
            return (index, x)
        }
        #expect(results.map(\.0) == Array(0..<200))
        let serial = ParallelMap.map(count: 200, jobs: 1, progress: Self.ignoreProgress) { index in
            var x = UInt64(index)
            for _ in 0..<((index * 7919) % 5000) { x = x &* 6_364_136_223_846_793_005 &+ 1 }
            return (index, x)
        }
        #expect(results.map(\.1) == serial.map(\.1))
    }

    @Test("progress is reported once per item, counting up to the total")
    func progress() {
        final class Counts: @unchecked Sendable { var seen: [Int] = [] }
        let counts = Counts()
        let record: (Int) -> Void = { counts.seen.append($0) }
        _ = ParallelMap.map(count: 50, jobs: 4, progress: record) { $0 }
        #expect(counts.seen == Array(1...50))
    }

    @Test("no items, no work")
    func empty() {
        let unexpected: (Int) -> Void = { _ in Issue.record("no progress expected") }
        let results = ParallelMap.map(count: 0, jobs: 4, progress: unexpected) { $0 }
        #expect(results.isEmpty)
    }
}

/// `ParallelMap.forEach`, the streaming form `analyze` uses: results handed over in index order on
/// the calling thread, never more than the window ahead, and a thrown error stops the run.
@Suite("ParallelMap.forEach")
struct ParallelMapStreamTests {
    @Test("results are consumed in index order for any number of jobs", arguments: [1, 2, 3, 8])
    func order(jobs: Int) {
        var seen: [Int] = []
        let body: @Sendable (Int) -> Int = { index in
            var x = UInt64(index)
            for _ in 0..<((index * 7919) % 3000) { x = x &* 6_364_136_223_846_793_005 &+ 1 }
            return x == 0 ? index : index
        }
        ParallelMap.forEach(count: 300, jobs: jobs, window: 5, body) { index, value in
            #expect(index == value)
            seen.append(value)
        }
        #expect(seen == Array(0..<300))
    }

    @Test("no body runs more than the window ahead of what was consumed")
    func window() {
        final class Claims: @unchecked Sendable {
            let lock = NSLock()
            var highest = -1
            var consumed = 0
            var worstLead = 0
        }
        let claims = Claims()
        let body: @Sendable (Int) -> Int = { index in
            claims.lock.lock()
            claims.highest = max(claims.highest, index)
            claims.worstLead = max(claims.worstLead, index - claims.consumed)
            claims.lock.unlock()
            return index
        }
        ParallelMap.forEach(count: 200, jobs: 4, window: 6, body) { _, _ in
            claims.lock.lock()
            claims.consumed += 1
            claims.lock.unlock()
        }
        #expect(claims.highest == 199)
        // The consumer counts an item just after the window frees its place: at most one behind.
        #expect(claims.worstLead <= 6)
    }

    @Test("jobs threads in all: the calling thread runs bodies too, and never more run at once", arguments: [2, 3])
    func callerWorks(jobs: Int) {
        final class Threads: @unchecked Sendable {
            let lock = NSLock()
            var ids: Set<UInt> = []
            var running = 0
            var mostAtOnce = 0
        }
        let threads = Threads()
        let caller = UInt(bitPattern: Int(bitPattern: pthread_self()))
        let body: @Sendable (Int) -> Int = { index in
            threads.lock.lock()
            threads.ids.insert(UInt(bitPattern: Int(bitPattern: pthread_self())))
            threads.running += 1
            threads.mostAtOnce = max(threads.mostAtOnce, threads.running)
            threads.lock.unlock()
            usleep(1_000)  // long enough that the caller's next result is not ready when it looks
            threads.lock.lock()
            threads.running -= 1
            threads.lock.unlock()
            return index
        }
        var seen: [Int] = []
        ParallelMap.forEach(count: 40, jobs: jobs, body) { _, value in seen.append(value) }
        #expect(seen == Array(0..<40))
        #expect(threads.ids.contains(caller), "the calling thread ran no body")
        #expect(threads.ids.count <= jobs)
        #expect(threads.mostAtOnce <= jobs)
    }

    @Test("an error thrown by the consumer ends the run and is rethrown")
    func error() {
        struct Stop: Error {}
        var consumed = 0
        #expect(throws: Stop.self) {
            try ParallelMap.forEach(
                count: 1000, jobs: 3, { $0 },
                consume: { index, _ in
                    consumed += 1
                    if index == 10 { throw Stop() }
                })
        }
        #expect(consumed == 11)
    }

    @Test("--jobs: the value given, the processor count when absent, a usage error below 1")
    func jobsOption() throws {
        #expect(try ParallelMap.jobs(3) == 3)
        #expect(try ParallelMap.jobs(nil) == ParallelMap.defaultJobs)
        #expect(ParallelMap.defaultJobs >= 1)
        let zero = #expect(throws: (any Error).self) { try ParallelMap.jobs(0) }
        #expect(zero.map { "\($0)" } == "--jobs must be at least 1, found 0")
        #expect(throws: (any Error).self) { try ParallelMap.jobs(-2) }
        // For a known amount of work: one item runs on one thread, and the value given still wins.
        #expect(try ParallelMap.jobs(nil, work: 1) == 1)
        #expect(try ParallelMap.jobs(nil, work: 0) == 1)
        #expect(try ParallelMap.jobs(nil, work: 2) == ParallelMap.defaultJobs)
        #expect(try ParallelMap.jobs(4, work: 1) == 4)
        #expect(throws: (any Error).self) { try ParallelMap.jobs(0, work: 1) }
        #expect(throws: (any Error).self) { try ParallelMap.validate(0) }
        #expect(throws: Never.self) { try ParallelMap.validate(nil) }
    }
}
