import ArgumentParser
import CorpusAnalysis
import TraceModel
import TraceReading
import TraceRecording

extension GestureTraceCommand {
    /// `gesturetrace convert IN OUT`: between JSON Lines and the JSON document form.
    struct Convert: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "convert",
            abstract: "Convert a trace between JSON Lines (.jsonl, .ndjson) and a JSON document (.json).",
            discussion: """
                The forms are chosen by extension. Defaults are written out explicitly in the header. \
                The output is written to a temporary file beside OUT and renamed over OUT only when the \
                whole input was read, so an invalid input or a failure never leaves a partial OUT and an \
                existing OUT is kept until then; a folder named OUT is refused (docs/output-safety.md). \
                Exit 65 when IN is invalid, 64 when OUT cannot be written.
                """
        )

        @Argument(help: "The trace to read.")
        var input: String

        @Argument(help: "The trace to write; its extension picks the form.")
        var output: String

        @OptionGroup var reading: ReadingOptions

        func validate() throws {
            guard TraceContainerForm(path: input) != nil else {
                throw ValidationError("\(input): unknown trace extension (expected .jsonl, .ndjson or .json)")
            }
            guard TraceContainerForm(path: output) != nil else {
                throw ValidationError("\(output): unknown trace extension (expected .jsonl, .ndjson or .json)")
            }
        }

        func run() throws {
            try OutputGuard(outputs: [(nil, output)], inputs: [(nil, input)]).check()
            let reader: TraceReader
            do {
                reader = try TraceReader(path: input, options: reading.traceReadOptions)
            } catch {
                throw CommandLineError.badInput(error.description)
            }
            let file = try ReplacementFile.create(replacing: output)
            do {
                let sink = FileLineSink(descriptor: file.descriptor, path: output, bufferCapacity: 1 << 16)
                switch TraceContainerForm(path: output)! {
                case .jsonLines:
                    var writer = try TraceWriter(header: reader.header, sink: sink)
                    while let recorded = reader.next() { try writer.append(recorded.event) }
                case .document:
                    var writer = try TraceDocumentWriter(header: reader.header, sink: sink)
                    while let recorded = reader.next() { try writer.append(recorded.event) }
                    try writer.finish()
                }
                try sink.flush()
                sink.close()
            } catch {
                file.discard()
                throw CommandLineError.usage("\(error)")
            }
            for d in reader.diagnostics { StandardStreams.errLine(d.description) }
            guard reader.isValid else {
                file.discard()
                throw CommandLineError.listed(ExitStatus.badInput)
            }
            try file.commit()
        }
    }
}
