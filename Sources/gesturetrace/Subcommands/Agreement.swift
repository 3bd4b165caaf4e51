import ArgumentParser
import CorpusAnalysis
import GestureRecognition
import TraceModel
import TraceReading

extension GestureTraceCommand {
    /// `gesturetrace agreement PATH...`: how often the recognizer agrees with what people were
    /// asked to do (`meta.task`), per task, with what it said instead.
    struct Agreement: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "agreement",
            abstract: "How often recognition agrees with the task each trace was labelled with (meta.task).",
            discussion: """
                Reads every trace under PATH (files or folders). Each trace labelled with meta.task \
                (tap, double-tap, long-press, drag, swipe; drags and swipes optionally with \
                meta.direction up, down, left or right) has every touch group recognized and judged: \
                a tap task agrees with taps (also taps of a double tap), double-tap with taps of a \
                double tap, long-press with long presses, drag with pans and swipes, swipe with \
                swipes (in the labelled direction when given). Prints per task the attempts, how \
                many agree, the agreement and what the recognizer said (a confusion table). Traces \
                without meta.task are counted and skipped. An invalid trace or label is reported on \
                stderr and the exit code is 65 (the others are still counted). --platform recognizes \
                as UIKit, Android or Flutter do (default: each trace's device.platform, else uikit); \
                the thresholds can be changed to see what a rule costs; docs/recognition.md explains them.
                """
        )

        enum Format: String, ExpressibleByArgument, CaseIterable { case text, csv, json }

        @Argument(help: "Trace files or folders.")
        var paths: [String]

        @Option(help: "Output format: text (a table), csv (one row per task and label) or json.")
        var format: Format = .text

        @OptionGroup var recognition: RecognitionOptions

        @OptionGroup var reading: ReadingOptions

        func run() throws {
            let files: [String]
            do { files = try TracePathCollector.collect(paths) } catch { throw ValidationError("\(error)") }
            guard !files.isEmpty else {
                throw ValidationError(
                    "no trace files (*.jsonl, *.ndjson, *.json) under \(paths.joined(separator: " "))")
            }
            var agreement = TaskAgreement()
            var counts = AgreementEncoding.TraceCounts()
            for file in files {
                guard let (header, events) = load(file) else {
                    counts.failed += 1
                    continue
                }
                let task: GestureTask?
                do { task = try GestureTask.label(of: header) } catch {
                    StandardStreams.errLine("\(file): error: \(error)")
                    counts.failed += 1
                    continue
                }
                guard let task else {
                    counts.unlabelled += 1
                    continue
                }
                counts.labelled += 1
                let configuration = recognition.policy.configuration(for: header)
                agreement.add(
                    GestureRecognizer.recognize(events, configuration: configuration, progress: nil), task: task)
            }
            switch format {
            case .text: StandardStreams.out(AgreementEncoding.text(agreement, counts: counts))
            case .csv: StandardStreams.out(AgreementEncoding.csv(agreement))
            case .json: StandardStreams.outLine(AgreementEncoding.json(agreement, counts: counts))
            }
            if counts.failed > 0 { throw CommandLineError.listed(ExitStatus.badInput) }
        }

        /// The header and events of a valid trace; nil (with the first error on stderr) otherwise.
        private func load(_ path: String) -> (TraceHeader, [TraceEvent])? {
            do {
                let trace = try LoadedTrace.load(path: path, options: reading.traceReadOptions)
                if let error = trace.diagnostics.first(where: { $0.severity == .error }) {
                    StandardStreams.errLine(error.description)
                    return nil
                }
                return (trace.header, trace.events)
            } catch {
                StandardStreams.errLine(error.description)
                return nil
            }
        }
    }
}
