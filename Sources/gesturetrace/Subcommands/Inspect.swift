import ArgumentParser
import TraceModel
import TraceReading

extension GestureTraceCommand {
    /// `gesturetrace inspect TRACE`: what is in a trace, read as a stream.
    struct Inspect: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "inspect",
            abstract: "Summarize a trace: header, duration, events by type, touch sequences, transitions, intents.",
            discussion: "Reads the trace as a stream, in constant memory. Exit 65 when the trace is invalid."
        )

        enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }

        @Argument(help: "A trace file (.jsonl, .ndjson or .json).")
        var trace: String

        @OptionGroup var reading: ReadingOptions

        @Option(help: "Output format: text or json (the same JSON for both container forms of a trace).")
        var format: Format = .text

        func run() throws {
            let reader: TraceReader
            do {
                reader = try TraceReader(path: trace, options: reading.traceReadOptions)
            } catch {
                throw CommandLineError.badInput(error.description)
            }
            var inventory = TraceInventory()
            while let recorded = reader.next() { inventory.add(recorded.event) }
            for d in reader.diagnostics { StandardStreams.errLine(d.description) }
            guard reader.isValid else {
                throw CommandLineError.badInput(
                    "\(trace): invalid trace (\(reader.errorCount) errors); "
                        + "run 'gesturetrace validate \(trace)'"
                )
            }
            switch format {
            case .text:
                StandardStreams.outLine(
                    InventoryEncoding.text(path: trace, header: reader.header, inventory: inventory))
            case .json: StandardStreams.outLine(InventoryEncoding.json(header: reader.header, inventory: inventory))
            }
        }
    }
}
