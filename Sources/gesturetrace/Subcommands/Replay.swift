import ArgumentParser
import CorpusAnalysis
import TraceModel
import TraceReading
import TransitionSimulation

extension GestureTraceCommand {
    /// `gesturetrace replay TRACE --engine fluid|legacy|recorded`: what an engine does with a
    /// trace's touches.
    struct Replay: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "replay",
            abstract: "Replay a trace's touches against a transition engine: touch decisions and transitions.",
            discussion: """
                fluid: the interruptible engine (grab, reverse, spring); legacy: the blocking one \
                (350 ms animations that ignore touches); recorded: the trace's own transition events. \
                Prints one line per touch sequence (accepted, or ignored with the reason) and per \
                transition; --timeline writes the per-frame CSV (t_ms,state,progress,velocity,transition_id,late_periods; \
                late_periods > 0 marks a frame presented late because the engine's work overran the period). \
                Exit 65 when the trace is invalid, 64 for a bad option or configuration file.
                """
        )

        enum Format: String, ExpressibleByArgument, CaseIterable { case text, jsonl }

        @Argument(help: "A trace file (.jsonl, .ndjson or .json).")
        var trace: String

        @Option(help: "The engine: fluid, legacy or recorded.")
        var engine: EngineKind

        @OptionGroup var engineOptions: EngineOptions

        @Option(help: "Write the per-frame timeline to this CSV file.")
        var timeline: String?

        @Option(help: "Output format: text or jsonl (one object per touch sequence and per transition, times in ms).")
        var format: Format = .text

        @OptionGroup var platformOption: PlatformOption

        @OptionGroup var reading: ReadingOptions

        func run() throws {
            try OutputGuard(
                outputs: [("--timeline", timeline)], inputs: [(nil, trace), ("--config", engineOptions.configPath)]
            ).check()
            let configuration = try engineOptions.configuration()
            let loaded = try TraceLoading.load(trace, options: reading)
            let input = ReplayInput(header: loaded.header, events: loaded.events)
            let recognition = platformOption.policy.configuration(for: loaded.header)
            let result = engine.engine(configuration: configuration, recognition: recognition).replay(input)
            if result.recordedCoverage == .noTransitionEvents {
                StandardStreams.errLine("\(trace): warning: \(RecordedCoverage.noTransitionEventsWarning)")
            }
            if !loaded.header.scene.hasModelledTransition {
                StandardStreams.errLine(
                    "\(trace): warning: the scene is \"other\", not the media viewer the engines model: this replay "
                        + "treats its touches as if they were on the viewer (analyze replays no engine on it)")
            }
            if let timeline {
                do throws(OutputError) {
                    try ReplacementFile.write(TimelineCSV.encode(result.timeline), to: timeline)
                } catch {
                    throw CommandLineError.usage("\(error.path): cannot write the timeline: \(error.reason)")
                }
            }
            switch format {
            case .text: StandardStreams.out(ReplayEncoding.text(path: trace, result: result))
            case .jsonl: StandardStreams.out(ReplayEncoding.jsonLines(result))
            }
        }
    }
}
