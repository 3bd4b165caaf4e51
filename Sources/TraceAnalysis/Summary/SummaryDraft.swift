/// The overall and scenario rows of every engine of a `CorpusSummary`, before their bootstrap
/// intervals are drawn (`CorpusSummary.draft()`).
///
/// A resample's draws depend only on the number of values and the seed (`BootstrapInterval`),
/// so every distribution of one size shares one set of draws, whatever its engine, scope, goal or
/// metric. Drawn per size over the whole summary rather than per scope, the bootstrap draws
/// about a third as much on a synthesized corpus (where both engines, and often several goals
/// and scenarios, have distributions of the same size), and each row's intervals are the same,
/// bit for bit, as drawn alone. The sizes are independent jobs, which the caller may run in
/// parallel (`jobs`, `intervals(job:)`, then `rows(_:)`). A job recomputes the values of its
/// distributions from the summary, so memory holds one job's values at a time, not all of them.
public struct SummaryDraft: Sendable {
    /// The intervals drawn by one job, for the rows it covers.
    public struct Intervals: Sendable {
        fileprivate let found: [(offset: Int, intervals: [SummaryStatistic: ConfidenceInterval])]
    }

    /// Distributions bootstrapped together at most: more of one size are drawn again in groups
    /// of this many. A job holds its distributions' values and, per statistic, the two tails of
    /// its estimates the bounds read (`TailOrderStatistics`, 102 values); 32 keeps that small at
    /// any corpus size while a size with many distributions still yields jobs for every core.
    static let setsPerDraw = 32

    /// The summary the rows come from: a job recomputes its rows' values from it, so that only
    /// the values of the distributions being drawn are held, not every row's at once.
    private let summary: CorpusSummary
    /// Every engine's rows, one after the other; rates already carry their Wilson intervals.
    private let pending: [SummaryRow]
    /// Where each row comes from (`CorpusSummary.values(of:from:)`).
    private let sources: [CorpusSummary.RowSource]
    /// How many of `pending` each engine has, in engine order.
    private let engineCounts: [Int]
    /// The jobs: rows that get a bootstrap, with as many values, at most `setsPerDraw` a job.
    private let batches: [(size: Int, offsets: [Int])]

    /// The overall and scenario rows of `summary.engines[i]` for each i of `engines`.
    /// `setsPerDraw` is there for tests; the rows do not depend on it. Without `bootstrap`, means
    /// and percentiles get no interval and there are no jobs (rates keep their Wilson intervals).
    init(_ summary: CorpusSummary, engines: [Int], setsPerDraw: Int = Self.setsPerDraw, bootstrap: Bool = true) {
        var rows: [SummaryRow] = []
        var sources: [CorpusSummary.RowSource] = []
        var counts: [Int] = []
        for engine in engines {
            let drafted = summary.draftRows(engine: engine)
            rows += drafted.map(\.row)
            sources += drafted.map(\.source)
            counts.append(drafted.count)
        }
        var slice = rows[...]
        let bySize = CorpusSummarizer.wilsonIntervals(of: &slice, bootstrap: bootstrap)
        self.summary = summary
        pending = Array(slice)
        self.sources = sources
        engineCounts = counts
        // The largest jobs first (draws grow with the size, sums with size times distributions),
        // so that parallel workers finish together rather than one waiting on the last big size.
        // The order changes no result: each job fills its own rows.
        batches = bySize.keys.sorted().flatMap { size in
            stride(from: 0, to: bySize[size]!.count, by: setsPerDraw).map { start in
                (size, Array(bySize[size]![start..<min(start + setsPerDraw, bySize[size]!.count)]))
            }
        }.enumerated().sorted { a, b in
            let (costA, costB) = (
                a.element.size * (1 + a.element.offsets.count), b.element.size * (1 + b.element.offsets.count)
            )
            return costA != costB ? costA > costB : a.offset < b.offset
        }.map(\.element)
    }

    /// How many bootstrap jobs there are: one per distinct number of values (more for a size
    /// with more than `setsPerDraw` distributions).
    public var jobs: Int { batches.count }

    /// The intervals of job `job` (in `0..<jobs`).
    public func intervals(job: Int) -> Intervals {
        let (size, offsets) = batches[job]
        let valueSets = offsets.map { summary.values(of: pending[$0], from: sources[$0]) }
        return Intervals(
            found: CorpusSummarizer.bootstrapIntervals(size: size, offsets: offsets, valueSets: valueSets))
    }

    /// Each engine's rows, with the intervals of every job (`drawn[i]` from `intervals(job: i)`).
    public func rows(_ drawn: [Intervals]) -> [[SummaryRow]] {
        precondition(drawn.count == jobs, "a summary draft needs the intervals of each of its \(jobs) jobs")
        var all = pending[...]
        for job in drawn { CorpusSummarizer.fill(&all, with: job.found) }
        var start = 0
        return engineCounts.map { count in
            defer { start += count }
            return Array(all[start..<start + count])
        }
    }

    /// The rows with every job drawn here, one after the other.
    public func rows() -> [[SummaryRow]] { rows((0..<jobs).map(intervals(job:))) }
}
