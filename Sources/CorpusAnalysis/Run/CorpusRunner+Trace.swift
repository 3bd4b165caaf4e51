import GestureRecognition
import TraceAnalysis
import TraceModel
import TraceReading
import TransitionSimulation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension CorpusRunner {
    /// The size from which a trace file is analysed streamed, read twice rather than held
    /// (`TraceAnalyzer.analyze(path:header:streaming:options:progress:)`, docs/performance.md
    /// "A long trace"): 4 MiB, about 50,000 events, which held take about 25 MB. Below it a
    /// trace is read once and held, which costs less time; at or above it, one more reading of
    /// the file (about 15 % more CPU) keeps memory flat whatever the trace's length (a part's,
    /// and what the summary cannot spill: 18 MB at 1 million events, 32 MB at 10 million). The
    /// results are the same either way.
    /// `GESTURETRACE_STREAMED_TRACE_BYTES` changes it (the tests stream every trace with 0).
    package static let streamedTraceBytes: Int = {
        if let text = getenv("GESTURETRACE_STREAMED_TRACE_BYTES").map({ String(cString: $0) }), let bytes = Int(text) {
            return bytes
        }
        return 4 << 20
    }()

    /// The touch sequences a streamed trace's parts hold at least (`AnalysisOptions.partSequences`):
    /// `GESTURETRACE_PART_SEQUENCES` when set (the tests cut at every point that can be one,
    /// with 1), else the default.
    package static let partSequences: Int = {
        if let text = getenv("GESTURETRACE_PART_SEQUENCES").map({ String(cString: $0) }), let count = Int(text) {
            return count
        }
        return AnalysisOptions.defaultPartSequences
    }()

    /// Reads and analyses one trace; a trace that cannot be read or is invalid becomes a failure
    /// carrying its first error. `recognition` (the command's `--platform` and thresholds)
    /// chooses its recognition settings from its header, as in every recognizing command, and
    /// `options` makes the analysis options with them.
    /// `progress`, when it shows, hears how far a long trace has come: read, then replayed.
    package static func analyze(
        _ path: String, readOptions: TraceReadOptions, options: (RecognitionConfiguration) -> AnalysisOptions,
        recognition: RecognitionPolicy, progress: (any CorpusProgress)? = nil
    ) -> TraceTable.Entry {
        do {
            return try analyzeTrace(
                path, readOptions: readOptions, options: options, recognition: recognition, progress: progress
            ).entry
        } catch {
            return .failed(TraceTable.Failure(path: path, reason: error.description))
        }
    }

    /// `analyze`, and whether the trace was streamed (at or above `streamedTraceBytes`). A
    /// streamed trace measured in parts hands them to `handOver` when given, and comes back
    /// without them (`AnalyzedTrace.isHandedOver`). Throws only for a file `readOptions` refuses
    /// (`TraceReadError.refusedFile`): that is the command's fault, not the trace's.
    package static func analyzeTrace(
        _ path: String, readOptions: TraceReadOptions, options: (RecognitionConfiguration) -> AnalysisOptions,
        recognition: RecognitionPolicy, progress: (any CorpusProgress)? = nil,
        handOver: ((AnalyzedTrace) -> Void)? = nil
    ) throws(TraceReadError) -> (entry: TraceTable.Entry, streamed: Bool) {
        let progress = progress?.isEnabled == true ? progress : nil
        let file: TraceEventFile
        do { file = try TraceEventFile(path: path, options: readOptions) } catch {
            if error.refusedFile != nil { throw error }
            return (.failed(TraceTable.Failure(path: path, reason: error.description)), false)
        }
        file.progress = progress.map { reporter in
            { read, size in reporter.note("reading, \(percent(read, of: size))", for: path) }
        }
        let options = options(recognition.configuration(for: file.header))
        let replayProgress = progress.map { reporter in
            { (step: AnalysisProgress) in reporter.note(Self.replayNote(step), for: path) }
        }
        let analysed: AnalyzedTrace
        let streamed = file.fileSize >= streamedTraceBytes
        if !streamed {
            // Reserved once when the file's lines are already counted, not grown by doubling.
            var events: [TraceEvent] = []
            if let bound = file.eventCountBound { events.reserveCapacity(bound) }
            events.append(contentsOf: file)
            if let error = file.firstError {
                return (.failed(TraceTable.Failure(path: path, reason: error.description)), streamed)
            }
            analysed = TraceAnalyzer.analyze(
                path: path, header: file.header, events: events, options: options, progress: replayProgress)
        } else {
            analysed = TraceAnalyzer.analyze(
                path: path, header: file.header, streaming: file, options: options, progress: replayProgress,
                handingOver: handOver)
            // A file that changed between or during the readings is its first error
            // (`TraceEventFile`): the analysis mixed two states of it and is dropped.
            if let error = file.firstError {
                return (.failed(TraceTable.Failure(path: path, reason: error.description)), streamed)
            }
            guard file.isUnchangedAndValid else {
                let counts = file.eventCounts.map(String.init).joined(separator: ", then ")
                let reason = "the readings of the file gave different events: \(counts) events"
                return (.failed(TraceTable.Failure(path: path, reason: reason)), streamed)
            }
        }
        return (.loaded(analysed), streamed)
    }

    /// `replaying against fluid (2 of 2), 42 %`, or for engines replayed in step (a streamed
    /// trace) `replaying against legacy and fluid, 42 %`.
    package static func replayNote(_ step: AnalysisProgress) -> String {
        let engines = step.engines.map(\.rawValue).joined(separator: " and ")
        let place = step.replays > 1 ? " (\(step.replay + 1) of \(step.replays))" : ""
        return "replaying against \(engines)\(place), " + percent(step.fraction)
    }
}

/// `37 %`: a share for the progress line, rounded down so that 100 % means done.
private func percent(_ fraction: Double) -> String { "\(Int((min(max(fraction, 0), 1) * 100).rounded(.down))) %" }

/// `37 %` of `total` bytes read.
private func percent(_ part: Int, of total: Int) -> String { percent(total > 0 ? Double(part) / Double(total) : 1) }
