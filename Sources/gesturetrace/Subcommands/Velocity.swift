import ArgumentParser
import CorpusAnalysis
import GestureRecognition
import TraceModel
import TraceReading

extension GestureTraceCommand {
    /// `gesturetrace velocity TRACE`: the release velocity of every touch sequence.
    struct Velocity: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "velocity",
            abstract: "Estimate each touch sequence's velocity when it ended (AOSP-compatible LSQ2 or impulse).",
            discussion: """
                One record per touch sequence: touchId, t (ms, when it ended), vx and vy in pt/s, \
                null when the estimator reports no velocity (cancelled, stopped more than 40 ms \
                before lifting, a single sample). Values are the estimator's, not clamped to the \
                8000 pt/s flick cap. With --platform (or a trace's device.platform), the velocity \
                that platform's recognizer reads at each up: its up sample, its fewest samples and \
                its jitter floor (docs/recognition.md "Profiles").
                """
        )

        enum Format: String, ExpressibleByArgument, CaseIterable { case text, jsonl }

        @Argument(help: "A trace file.")
        var trace: String

        @Option(help: "Velocity estimator: lsq2 (AOSP's default) or impulse.")
        var velocity: VelocityStrategy = .lsq2

        @Option(help: "Output format: text or jsonl.")
        var format: Format = .text

        @OptionGroup var platformOption: PlatformOption

        @OptionGroup var reading: ReadingOptions

        func run() throws {
            let loaded = try TraceLoading.load(trace, options: reading)
            let chosen = velocity
            let records: [SequenceVelocity]
            if platformOption.platform == nil && loaded.header.device.platform == nil {
                records = SequenceVelocity.compute(loaded.events, strategy: chosen)
            } else {
                var policy = platformOption.policy
                policy.velocity = chosen
                let configuration = policy.configuration(for: loaded.header)
                records = SequenceVelocity.compute(loaded.events, configuration: configuration)
            }
            for record in records {
                switch format {
                case .jsonl: StandardStreams.outLine(GestureEncoding.jsonLine(record))
                case .text: StandardStreams.outLine(GestureEncoding.textLine(record))
                }
            }
        }
    }
}
