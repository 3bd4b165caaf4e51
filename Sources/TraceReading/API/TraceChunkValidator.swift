import TraceModel

/// Validates a JSON Lines trace that arrives in pieces (chunks of whole lines), with the reader's
/// own rules, continuing from one chunk to the next: the header on the first non-blank line, every
/// field of every event, time never decreasing and touch phases in order across chunk boundaries.
///
/// A chunk is accepted whole or not at all: `accept(_:)` either takes every line of it (and the
/// state moves on) or reports the first problem and leaves the state as it was, so a rejected chunk
/// can be corrected and sent again. Line numbers in diagnostics count from the start of the trace,
/// not of the chunk. Unknown event types are kept, as `validate` keeps them (a warning there). Each
/// line is read by `ElementDecoding`, as `TraceReader` reads a file, so that a trace accepted in
/// chunks is one that `validate` accepts (a line over `TraceLimits.maximumElementBytes` too is
/// refused here, since reading would stop there).
package final class TraceChunkValidator {
    /// The name diagnostics give as their file (for example `SESSION.jsonl`).
    package let file: String
    /// The header, once the first chunk has been accepted.
    package private(set) var header: TraceHeader?
    /// Lines accepted so far, blank ones included (the last accepted line's number).
    package private(set) var linesAccepted = 0
    /// Events accepted so far.
    package private(set) var eventsAccepted = 0

    private let parser: JSONParserInstance
    private var decoder: EventDecoder?
    private var sequence: EventSequenceValidator?

    /// Returns nil when json-c cannot allocate a tokener (`parser` `.jsonc` only).
    package init?(file: String, parser: TraceJSONParser = .strictWalk) {
        guard let parser = JSONParserInstance(parser) else { return nil }
        self.file = file
        self.parser = parser
    }

    /// Validates `chunk`, which must be whole lines (ending with `\n`), and accepts it, returning
    /// the number of events it holds; or returns the first problem, accepting nothing.
    package func accept(_ chunk: [UInt8]) -> Result<Int, TraceReadError> {
        guard let last = chunk.last else {
            return refusal(
                ElementError(
                    kind: .missingField, line: linesAccepted + 1, message: "empty chunk: expected one or more lines"))
        }
        guard last == 0x0A else {
            let lines = chunk.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
            return refusal(
                ElementError(
                    kind: .truncatedLine, line: linesAccepted + lines + 1,
                    message: "a chunk must end with a newline: send whole lines only"))
        }
        var header = self.header
        var decoder = self.decoder
        var sequence = self.sequence
        var events = 0
        var line = linesAccepted
        var text = chunk
        let outcome: ElementError? = text.withUnsafeMutableBytes { bytes in
            // A UTF-8 byte order mark at the very start of the session is skipped, as the reader
            // skips it at the start of a file.
            let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
            var start = linesAccepted == 0 && chunk.starts(with: byteOrderMark) ? byteOrderMark.count : 0
            for index in 0..<bytes.count where bytes[index] == 0x0A {
                line += 1
                if index - start > TraceLimits.maximumElementBytes {
                    return ElementDecoding.tooLong(line: line, what: "line \(line)")
                }
                bytes[index] = 0  // json-c wants the text followed by a NUL
                let raw = RawElement(
                    bytes: UnsafeRawBufferPointer(rebasing: bytes[start..<index]), line: line, column: 1)
                start = index + 1
                if raw.isBlank { continue }
                do throws(ElementError) {
                    guard header != nil, let eventDecoder = decoder, sequence != nil else {
                        let decoded = try ElementDecoding.header(raw, parser: parser, requiresType: true)
                        header = decoded
                        decoder = EventDecoder(clock: decoded.clock)
                        sequence = EventSequenceValidator(clock: decoded.clock)
                        continue
                    }
                    let event = try ElementDecoding.event(raw, parser: parser, decoder: eventDecoder)
                    try ElementDecoding.order(event, raw, in: &sequence!)  // in place: no copy per event
                } catch {
                    return error
                }
                events += 1
            }
            return nil
        }
        if let outcome { return refusal(outcome) }
        self.header = header
        self.decoder = decoder
        self.sequence = sequence
        linesAccepted = line
        eventsAccepted += events
        return .success(events)
    }

    private func refusal(_ problem: ElementError) -> Result<Int, TraceReadError> {
        .failure(TraceReadError(problem.diagnostic(file: file)))
    }
}
