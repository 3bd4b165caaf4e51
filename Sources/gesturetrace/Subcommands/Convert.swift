import ArgumentParser
import Foundation
import TraceModel
import TraceReading
import TraceRecording

extension GestureTraceCommand {
    /// `gesturetrace convert IN OUT`: between JSON Lines and the JSON document form.
    struct Convert: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Convert a trace between JSON Lines (.jsonl, .ndjson) and a JSON document (.json).",
            discussion: """
                The forms are chosen by extension. Defaults are written out explicitly in the header. \
                The output is written to a temporary file beside OUT and renamed only when the whole \
                input was read, so an invalid input never leaves a partial OUT. Exit 65 when IN is invalid.
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
            let reader: TraceReader
            do {
                reader = try TraceReader(path: input, options: reading.traceReadOptions)
            } catch {
                StandardStreams.errLine(error.description)
                throw ExitStatus.badInput
            }
            let temporary = output + ".partial"
            do {
                let sink = try FileLineSink(path: temporary, bufferCapacity: 1 << 16)
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
                try? FileManager.default.removeItem(atPath: temporary)
                StandardStreams.errLine("\(output): \(error)")
                throw ExitStatus.usage
            }
            for d in reader.diagnostics { StandardStreams.errLine(d.description) }
            guard reader.isValid else {
                try? FileManager.default.removeItem(atPath: temporary)
                throw ExitStatus.badInput
            }
            _ = try? FileManager.default.removeItem(atPath: output)
            try FileManager.default.moveItem(atPath: temporary, toPath: output)
        }
    }
}
