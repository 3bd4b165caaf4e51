import ArgumentParser
import CorpusAnalysis
import GestureRecognition
import TraceModel
import TraceReading
import TransitionSimulation

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension GestureTraceCommand {
    /// `gesturetrace crosscheck PATH...`: does the recorded engine answer the touches of traces a
    /// model engine emitted as that model did (`RecordedAgreement`)?
    struct Crosscheck: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "crosscheck",
            abstract: "Check that the recorded engine answers model-emitted traces as the model did.",
            discussion: """
                For every trace under PATH whose header names a model engine (engine.kind fluid or \
                legacy, as `gesturetrace synth` writes), replays it with that model and with the \
                recorded engine (its own transition events) and compares, touch sequence by touch \
                sequence, the decision (accepted or ignored) and the frame of the first response; \
                ignore reasons are not compared. Prints one line per trace, each disagreement, and \
                the total. Traces naming no model engine are counted as skipped. Touches are recognized \
                with the trace's platform profile (--platform overrides it), as in analyze, gate and \
                replay. Exit 1 when a sequence disagrees, 65 when a trace is invalid.
                """
        )

        @Argument(help: "Trace files or folders.")
        var paths: [String]

        @Option(help: "Traces checked at once (default: the number of cores).")
        var jobs: Int?

        @OptionGroup var engineOptions: EngineOptions
        @OptionGroup var platformOption: PlatformOption
        @OptionGroup var reading: ReadingOptions

        func validate() throws {
            try JobsOption.validate(jobs)
        }

        /// One trace's outcome.
        enum Outcome: Sendable {
            case compared(RecordedAgreement)
            case skipped(String)
            case failed(String)
        }

        func run() throws {
            let configuration = try engineOptions.configuration()
            let files: [String]
            do { files = try TracePathCollector.collect(paths) } catch { throw ValidationError("\(error)") }
            guard !files.isEmpty else {
                throw ValidationError(
                    "no trace files (*.jsonl, *.ndjson, *.json) under \(paths.joined(separator: " "))")
            }
            let options = reading.traceReadOptions
            let policy = platformOption.policy
            let outcomes = ParallelMap.map(
                count: files.count, jobs: try ParallelMap.jobs(jobs, work: files.count), progress: { _ in },
                { index in
                    Self.check(files[index], options: options, configuration: configuration, recognition: policy)
                })
            var text = ""
            var compared = 0
            var skipped = 0
            var failed = 0
            var sequences = 0
            var disagreeing = 0
            for (path, outcome) in zip(files, outcomes) {
                switch outcome {
                case .failed(let reason):
                    failed += 1
                    StandardStreams.errLine("\(path): failed: \(reason)")
                case .skipped(let why):
                    skipped += 1
                    text += "\(path): skipped (\(why))\n"
                case .compared(let agreement):
                    compared += 1
                    sequences += agreement.sequences
                    disagreeing += agreement.disagreements.count
                    text += Self.text(path: path, agreement)
                }
            }
            text +=
                "total: \(counted(compared, "trace")) compared, \(skipped) skipped, \(failed) failed; "
                + "\(sequences - disagreeing)/\(sequences) touch sequences agree, \(disagreeing) disagree\n"
            StandardStreams.out(text)
            StandardStreams.flush()
            if failed > 0 { throw CommandLineError.listed(ExitStatus.badInput) }
            if disagreeing > 0 { throw CommandLineError.gateFailed }
        }

        /// One trace's check; `recognition` chooses its profile from its header (`RecognitionPolicy`).
        static func check(
            _ path: String, options: TraceReadOptions, configuration: EngineConfiguration,
            recognition: RecognitionPolicy
        ) -> Outcome {
            do {
                let trace = try LoadedTrace.load(path: path, options: options)
                if let error = trace.diagnostics.first(where: { $0.severity == .error }) {
                    return .failed(error.description)
                }
                let input = ReplayInput(header: trace.header, events: trace.events)
                let settings = recognition.configuration(for: trace.header)
                guard
                    let agreement = RecordedAgreement.check(input, configuration: configuration, recognition: settings)
                else {
                    return .skipped("engine.kind is \(trace.header.engine?.kind ?? "absent"), not fluid or legacy")
                }
                return .compared(agreement)
            } catch {
                return .failed(error.description)
            }
        }

        /// `PATH: MODEL vs recorded: A/N touch sequences agree`, then one line per disagreement.
        static func text(path: String, _ agreement: RecordedAgreement) -> String {
            let model = agreement.model.rawValue
            var out =
                "\(path): \(model) vs recorded: \(agreement.agreeing)/\(agreement.sequences) touch sequences agree\n"
            for d in agreement.disagreements {
                out +=
                    "  touch \(d.model.touchId) (sequence \(d.model.sequenceIndex)) down \(ms(d.model.tDown)): "
                    + "\(model) \(describe(d.model)), recorded \(describe(d.recorded))\n"
            }
            return out
        }

        static func describe(_ d: TouchDecision) -> String {
            var out = d.decision.rawValue
            if let reason = d.reason { out += " (\(reason.rawValue))" }
            if let response = d.firstResponse { out += ", first response \(ms(response))" }
            return out
        }

        /// A time in ms with 3 decimals (locale-free).
        static func ms(_ t: Double) -> String { FixedDecimal.format(t, decimals: 3) + " ms" }
    }
}
