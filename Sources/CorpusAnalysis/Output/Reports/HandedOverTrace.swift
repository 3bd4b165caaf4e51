import TraceAnalysis
import TraceModel
import TransitionSimulation

/// A long trace whose parts a corpus run takes as they are measured (`TraceAnalyzer.analyze(path:
/// header:streaming:options:progress:handingOver:)`, docs/performance.md "A long trace"), so that
/// no more than a part's intents, transitions and gestures is ever held:
///
/// - each part's rows are encoded on the thread that analyses and written to spools in the new
///   report folder, one for `gestures.csv` and one per engine for `intents.csv` and
///   `transitions.csv` (those files list one engine's rows, then the next's); the run copies
///   them into their files in the trace's turn (`CorpusReportWriter.add(_:trace:partial:summary:)`);
/// - what the summary, the tally, `report.html` and a summary partial read of its intents and
///   transitions is kept as a `PartialTrace`'s shares (80 bytes an intent, 32 a transition),
///   the form a merge reads them in and the same figures;
/// - or, when it `spills` (a report folder, and no summary partial or gate that reads the
///   intents' ids), those intents and transitions go to scratch files of the folder as records
///   the summary reads back (`SpillFile`, `SummaryRecords`), and `report.html`'s worst intents
///   and the findings are gathered part by part (`samples`): what is held is a part's.
///
/// Made and fed on the thread that analyses the trace, then handed to the run's thread.
final class HandedOverTrace: @unchecked Sendable {
    private let staging: ReportFolderStaging?
    /// Whether the intents and transitions are spilled rather than kept as shares.
    let spills: Bool
    /// The run's engines (`samples`).
    private let engines: [EngineKind]
    /// The spools' names start with it: the trace's place in the run's input.
    private let prefix: String
    /// Per engine, in the runs' order: what its share of a summary partial lists.
    private struct Share {
        var intentCount = 0
        var intents: [SummarizedIntent] = []
        var intentIds: [String] = []
        var frames: [SummarizedTransition] = []
    }

    private var shares: [Share] = []

    /// Per engine, in the runs' order, when it spills: the scratch files and how many records
    /// went into each.
    private struct Spilled {
        var engine: EngineKind
        var intentCount = 0
        var intents: SpillFile
        var scored = 0
        var frames: SpillFile
        var framesCount = 0
    }

    private var spilled: [Spilled] = []
    /// When it spills: the worst intents and findings of the parts, merged in order.
    private(set) var samples: ReportSamples
    /// The spools written, in the order their rows go into the report files.
    private var gesturesSpool: String?
    private var engineSpools: [(intents: String, transitions: String)] = []
    /// The first write that failed; the run throws it in the trace's turn.
    private(set) var failure: OutputError?

    /// A trace at `index` of the run's input, its rows spooled into `staging` (none: no rows);
    /// with `spills` (and a folder), its intents and transitions spilled there too.
    init(index: Int, staging: ReportFolderStaging?, engines: [EngineKind], spills: Bool) {
        self.staging = staging
        self.engines = engines
        self.spills = spills && staging != nil
        samples = ReportSamples(engines: engines)
        prefix = ".trace-\(index)"
    }

    /// Takes one part: its rows to the spools, its intents and transitions to the shares (or
    /// the scratch files).
    func add(_ part: AnalyzedTrace) {
        guard failure == nil else { return }
        if spills {
            do throws(OutputError) { try spill(part) } catch { failure = error }
        } else {
            keep(part)
        }
        guard let staging, failure == nil else { return }
        do throws(OutputError) {
            try spoolRows(of: part, into: staging)
        } catch {
            failure = error
        }
    }

    private func spill(_ part: AnalyzedTrace) throws(OutputError) {
        guard let staging else { return }
        var before: [EngineKind: Int] = [:]
        for share in spilled { before[share.engine, default: 0] += share.framesCount }
        samples.merge(ReportSamples.of(part, engines: engines, transitionsBefore: before))
        for (position, run) in part.runs.enumerated() {
            if position == spilled.count {
                let engine = run.engine.rawValue
                spilled.append(
                    Spilled(
                        engine: run.engine, intents: try staging.scratch("\(prefix)-intents-\(engine).records"),
                        frames: try staging.scratch("\(prefix)-frames-\(engine).records")))
            }
            spilled[position].intentCount += run.intents.count
            // As `PartialTrace(_:)` keeps them: nothing of a recorded run that cannot be scored.
            let scored = run.recordedCoverage == .noTransitionEvents ? [] : run.intents
            if !scored.isEmpty {
                _ = try spilled[position].intents.append(scored.map(SummarizedIntent.init))
                spilled[position].scored += scored.count
            }
            if !run.frames.isEmpty {
                _ = try spilled[position].frames.append(run.frames.map { SummarizedTransition($0) })
                spilled[position].framesCount += run.frames.count
            }
        }
    }

    /// The records of each share (parallel to `partial(of:)`'s shares) when it spills.
    var records: [CorpusSummary.ShareRecords]? {
        guard spills else { return nil }
        return spilled.map { share in
            (
                SummaryRecords(spilledIn: share.intents, at: 0, count: share.scored),
                SummaryRecords(spilledIn: share.frames, at: 0, count: share.framesCount)
            )
        }
    }

    /// The first read of the scratch files that failed, once the summary has read them.
    var readFailure: OutputError? { spilled.lazy.compactMap { $0.intents.failure ?? $0.frames.failure }.first }

    private func keep(_ part: AnalyzedTrace) {
        for (position, run) in part.runs.enumerated() {
            if position == shares.count {
                shares.append(Share())
            }
            shares[position].intentCount += run.intents.count
            // As `PartialTrace(_:)` keeps them: nothing of a recorded run that cannot be scored.
            let scored = run.recordedCoverage == .noTransitionEvents ? [] : run.intents
            shares[position].intents += scored.map(SummarizedIntent.init)
            shares[position].intentIds += scored.map(\.intent.id)
            shares[position].frames += run.frames.map { SummarizedTransition($0) }
        }
    }

    private func spoolRows(of part: AnalyzedTrace, into staging: ReportFolderStaging) throws(OutputError) {
        if !part.gestures.isEmpty {
            var gestures = CSVRowWriter(columnCount: GestureTable.columns.count, capacity: 160 * part.gestures.count)
            GestureTable.append(part.gestures, trace: part.path, to: &gestures)
            let spool = "\(prefix)-gestures.part"
            gesturesSpool = spool
            try staging.append(gestures.bytes, to: spool)
        }
        for (position, run) in part.runs.enumerated() {
            if position == engineSpools.count {
                let engine = run.engine.rawValue
                engineSpools.append(("\(prefix)-intents-\(engine).part", "\(prefix)-transitions-\(engine).part"))
            }
            var one = part
            one.runs = [run]
            var intents = CSVRowWriter(columnCount: IntentTable.columns.count, capacity: 192 * run.intents.count)
            IntentTable.append(one, to: &intents)
            try staging.append(intents.bytes, to: engineSpools[position].intents)
            var transitions = CSVRowWriter(
                columnCount: TransitionTable.columns.count, capacity: 160 * run.replay.transitions.count)
            TransitionTable.append(one, to: &transitions)
            try staging.append(transitions.bytes, to: engineSpools[position].transitions)
        }
    }

    /// The trace's share of a summary partial: `trace` (the analysis's result, which keeps the
    /// counts and agreement) with the intents and transitions of every part; when it spills,
    /// with the counts only (`records` holds them).
    func partial(of trace: AnalyzedTrace) -> PartialTrace {
        var partial = PartialTrace(trace)
        for index in partial.shares.indices where index < spilled.count {
            partial.shares[index].intentCount = spilled[index].intentCount
        }
        for index in partial.shares.indices where index < shares.count {
            partial.shares[index].intentCount = shares[index].intentCount
            partial.shares[index].intents = shares[index].intents
            partial.shares[index].intentIds = shares[index].intentIds
            partial.shares[index].frames = shares[index].frames
        }
        shares = []
        return partial
    }

    /// The spools and the report file each goes into, in the order the files list rows: the
    /// gestures, then every engine's intents, then every engine's transitions.
    var spools: [(spool: String, file: String)] {
        let names = AnalysisReport.fileNames()
        return (gesturesSpool.map { [($0, names[1])] } ?? []) + engineSpools.map { ($0.intents, names[2]) }
            + engineSpools.map { ($0.transitions, names[3]) }
    }

    /// Removes the spools unread (a trace `--recorded-with` leaves out, or that failed), and the
    /// scratch files.
    func discard() {
        for (spool, _) in spools { staging?.discardSpool(spool) }
        for share in spilled {
            // Early: the commit would remove them, but a left-out trace's records need no disk.
            for file in [share.intents, share.frames] { staging?.discardScratch(file.name) }
        }
    }
}
