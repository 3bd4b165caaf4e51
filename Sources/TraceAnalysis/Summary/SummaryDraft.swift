/// The overall and scenario rows of every engine of a `CorpusSummary`, before their bootstrap
/// intervals are drawn (`CorpusSummary.draft()`).
///
/// A resample's draws depend only on the number of values and the seed (`BootstrapInterval`),
/// so every distribution of one size shares one set of draws, whatever its engine, scope, goal or
/// metric. Drawn per size over the whole summary rather than per scope, the bootstrap draws
/// about a third as much on a synthesized corpus (where both engines, and often several goals
/// and scenarios, have distributions of the same size), and each row's intervals are the same,
/// bit for bit, as drawn alone. The sizes are independent jobs, which the caller may run in
/// parallel (`jobs`, `intervals(job:)`, then `rows(_:)`).
public struct SummaryDraft: Sendable {
    /// The intervals drawn by one job, for the rows it covers.
    public struct Intervals: Sendable {
        fileprivate let found: [(offset: Int, intervals: [SummaryStatistic: ConfidenceInterval])]
    }

    /// Every engine's rows, one after the other; rates already carry their Wilson intervals.
    private var pending: [SummaryRow]
    /// How many of `rows` each engine has, in engine order.
    private let engineCounts: [Int]
    /// Each row's distribution values (empty for rates).
    private let values: [[Double]]
    /// The rows that get a bootstrap, by their number of values (ascending).
    private let bySize: [(size: Int, offsets: [Int])]

    /// `rows`: the engines' rows one after the other (`engineCounts` each), `values`: each row's
    /// distribution values.
    init(rows: [SummaryRow], values: [[Double]], engineCounts: [Int]) {
        var slice = rows[...]
        let bySize = CorpusSummarizer.wilsonIntervals(of: &slice, values: values, bootstrap: true)
        pending = Array(slice)
        self.values = values
        self.engineCounts = engineCounts
        self.bySize = bySize.keys.sorted().map { ($0, bySize[$0]!) }
    }

    /// How many bootstrap jobs there are: one per distinct number of values.
    public var jobs: Int { bySize.count }

    /// The intervals of job `job` (in `0..<jobs`).
    public func intervals(job: Int) -> Intervals {
        let (size, offsets) = bySize[job]
        return Intervals(found: CorpusSummarizer.bootstrapIntervals(size: size, offsets: offsets, values: values))
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
