import ArgumentParser
import CorpusAnalysis
import GestureRecognition
import TraceAnalysis
import TraceModel
import TraceReading

extension GestureTraceCommand {
    /// `gesturetrace gestures TRACE`: the recognized gestures, one record each.
    struct Gestures: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "gestures",
            abstract: "Recognize taps, double taps, long presses, pans and swipes in a trace.",
            discussion: """
                One record per gesture, in order of their begin time: kind, touch ids, begin, \
                recognized and end times (ms), start and end points, translation, release velocity \
                (pt/s, null when none), direction, progress at release along the scene's transition \
                axis, and state. A tap that was the first or second of a double tap says so. \
                --platform recognizes as UIKit, Android or Flutter do (default: the trace's \
                device.platform, else uikit). Profiles and their sources: docs/recognition.md.
                """
        )

        enum Format: String, ExpressibleByArgument, CaseIterable { case text, jsonl, csv }

        @Argument(help: "A trace file.")
        var trace: String

        @Option(help: "Output format: text, jsonl (one object per gesture) or csv (the gestures.csv schema).")
        var format: Format = .text

        @OptionGroup var recognition: RecognitionOptions

        @OptionGroup var reading: ReadingOptions

        func run() throws {
            let loaded = try TraceLoading.load(trace, options: reading)
            let configuration = recognition.policy.configuration(for: loaded.header)
            let gestures = GestureRecognizer.recognize(
                loaded.events, header: loaded.header, configuration: configuration)
            switch format {
            case .csv:
                var table = CSVTable(columns: GestureTable.columns)
                GestureTable.append(gestures, trace: trace, to: &table)
                StandardStreams.out(table.encoded())
            case .jsonl:
                for g in gestures { StandardStreams.outLine(GestureEncoding.jsonLine(g)) }
            case .text:
                for g in gestures { StandardStreams.outLine(GestureEncoding.textLine(g)) }
                StandardStreams.outLine("\(gestures.count) \(gestures.count == 1 ? "gesture" : "gestures")")
            }
        }
    }
}
