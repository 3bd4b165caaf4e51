/// The overall and scenario rows of every engine of a `CorpusSummary`, before the intervals of
/// their means and percentiles are computed (`CorpusSummary.draft()`).
///
/// Those intervals need each distribution's values sorted (`MeanInterval`,
/// `OrderStatisticInterval`), and so does the distribution itself (`DistributionSummary`): with
/// intervals, a distribution's row is drawn whole in a job, from one sort of its values, and the
/// draft holds only its rates. The distributions are independent jobs of up to `rowsPerJob` rows
/// each, which the caller may run in parallel (`jobs`, `intervals(job:)`, then `rows(_:)`). A job
/// recomputes the values of its distributions from the summary, so memory holds one job's values
/// at a time, not all of them. Each row is the same whichever job computes it and in whatever
/// order.
package struct SummaryDraft: Sendable {
    /// The distributions and intervals computed by one job, for the rows it covers.
    package struct Intervals: Sendable {
        fileprivate let found:
            [(offset: Int, distribution: DistributionSummary, intervals: [SummaryStatistic: ConfidenceInterval])]
    }

    /// Distributions per job at most: enough jobs for every core on a corpus with a few scopes,
    /// few enough that a job is not dwarfed by handing it out.
    static let rowsPerJob = 32

    /// The most intents of a goal a job copies for its rows to read (`CorpusSummary.values(of:from:
    /// reusing:limit:)`): 0.3 MB of `SummarizedIntent`s, held by each job running, a corpus's
    /// scenarios of a few thousand traces; the goals of a larger part are read as iterated, as
    /// before there was a copy, so a larger corpus costs no more memory for it.
    static let copiedIntents = 1 << 12

    /// The summary the rows come from: a job recomputes its rows' values from it, so that only
    /// the values of the distributions being computed are held, not every row's at once.
    private let summary: CorpusSummary
    /// Every engine's rows, one after the other; rates already carry their Wilson intervals, and
    /// with intervals the distributions are still to draw.
    private let pending: [SummaryRow]
    /// Where each row comes from (`CorpusSummary.values(of:from:)`).
    private let sources: [CorpusSummary.RowSource]
    /// How many of `pending` each engine has, in engine order.
    private let engineCounts: [Int]
    /// The jobs: offsets in `pending` of the distributions still to draw, in row order.
    private let batches: [[Int]]

    /// The overall and scenario rows of `summary.engines[i]` for each i of `engines`.
    /// `rowsPerJob` is there for tests; the rows do not depend on it. Without `intervals`, means
    /// and percentiles get no interval and there are no jobs: the distributions are drawn here
    /// (rates keep their Wilson intervals).
    init(_ summary: CorpusSummary, engines: [Int], rowsPerJob: Int = Self.rowsPerJob, intervals: Bool = true) {
        var rows: [SummaryRow] = []
        var sources: [CorpusSummary.RowSource] = []
        var counts: [Int] = []
        for engine in engines {
            let drafted = summary.draftRows(engine: engine, distributions: !intervals)
            rows += drafted.map(\.row)
            sources += drafted.map(\.source)
            counts.append(drafted.count)
        }
        var slice = rows[...]
        // The rates' Wilson intervals; the distributions still to draw are the jobs.
        _ = CorpusSummarizer.wilsonIntervals(of: &slice, intervals: false)
        let offsets = intervals ? rows.indices.filter { !rows[$0].metric.isRate } : []
        self.summary = summary
        pending = Array(slice)
        self.sources = sources
        engineCounts = counts
        batches = stride(from: 0, to: offsets.count, by: rowsPerJob).map {
            Array(offsets[$0..<min($0 + rowsPerJob, offsets.count)])
        }
    }

    /// How many jobs there are: the distributions that get intervals, `rowsPerJob` a job.
    package var jobs: Int { batches.count }

    /// The distributions of job `job` (in `0..<jobs`), each with its intervals when it has two
    /// values or more.
    package func intervals(job: Int) -> Intervals {
        // A goal's rows follow one another: they read one copy of its intents.
        var copied: CorpusSummary.GoalIntents?
        // ... and many distributions share a count, so the ranks of its percentiles.
        var ranks = OrderStatisticInterval.Memo()
        return Intervals(
            found: batches[job].map { offset in
                var sorted = summary.values(of: pending[offset], from: sources[offset], reusing: &copied)
                sorted.sort()
                let distribution = DistributionSummary(sorted)
                let intervals =
                    sorted.count >= 2 ? CorpusSummarizer.distributionIntervals(ofSorted: sorted, memo: &ranks) : [:]
                return (offset, distribution, intervals)
            })
    }

    /// Each engine's rows, with the intervals of every job (`computed[i]` from `intervals(job: i)`).
    package func rows(_ computed: [Intervals]) -> [[SummaryRow]] {
        precondition(computed.count == jobs, "a summary draft needs the intervals of each of its \(jobs) jobs")
        var all = pending
        for job in computed {
            for (offset, distribution, intervals) in job.found {
                all[offset].distribution = distribution
                all[offset].intervals = intervals
            }
        }
        var start = 0
        return engineCounts.map { count in
            defer { start += count }
            return Array(all[start..<start + count])
        }
    }

    /// The rows with every job computed here, one after the other.
    package func rows() -> [[SummaryRow]] { rows((0..<jobs).map(intervals(job:))) }
}
