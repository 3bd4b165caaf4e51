import TraceModel

/// Validates a JSON Lines trace that arrives in pieces (chunks of whole lines), with the reader's
/// own rules, continuing from one chunk to the next: the header on the first non-blank line, every
/// field of every event, time never decreasing and touch phases in order across chunk boundaries.
///
/// A chunk is accepted whole or not at all: `accept(_:)` either takes every line of it (and the
/// state moves on) or reports the first problem and leaves the state as it was, so a rejected chunk
/// can be corrected and sent again. Line numbers in diagnostics count from the start of the trace,
/// not of the chunk. Unknown event types are kept, as `validate` keeps them (a warning there).
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
            return .failure(
                TraceReadError(
                    problem(.missingField, line: linesAccepted + 1, "empty chunk: expected one or more lines")))
        }
        guard last == 0x0A else {
            let lines = chunk.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
            return .failure(
                TraceReadError(
                    problem(
                        .truncatedLine, line: linesAccepted + lines + 1,
                        "a chunk must end with a newline: send whole lines only")))
        }
        var header = self.header
        var decoder = self.decoder
        var sequence = self.sequence
        var events = 0
        var line = linesAccepted
        var text = chunk
        let outcome: TraceDiagnostic? = text.withUnsafeMutableBytes { bytes in
            var start = 0
            for index in 0..<bytes.count where bytes[index] == 0x0A {
                line += 1
                bytes[index] = 0  // json-c wants the text followed by a NUL
                let raw = RawElement(
                    bytes: UnsafeRawBufferPointer(rebasing: bytes[start..<index]), line: line, column: 1)
                start = index + 1
                if raw.isBlank { continue }
                guard header != nil, let eventDecoder = decoder else {
                    switch decodeHeader(raw) {
                    case .success(let decoded):
                        header = decoded
                        decoder = EventDecoder(clock: decoded.clock)
                        sequence = EventSequenceValidator(clock: decoded.clock)
                    case .failure(let error): return error.diagnostic
                    }
                    continue
                }
                if let diagnostic = decodeEvent(raw, eventDecoder, &sequence) { return diagnostic }
                events += 1
            }
            return nil
        }
        if let outcome { return .failure(TraceReadError(outcome)) }
        self.header = header
        self.decoder = decoder
        self.sequence = sequence
        linesAccepted = line
        eventsAccepted += events
        return .success(events)
    }

    private func decodeEvent(
        _ raw: RawElement, _ decoder: EventDecoder, _ sequence: inout EventSequenceValidator?
    ) -> TraceDiagnostic? {
        switch parser {
        case .strictWalk(let walk): decodeEvent(raw, walk.parse(raw.bytes), decoder, &sequence)
        case .jsonc(let tokener): decodeEvent(raw, tokener.parse(raw.bytes), decoder, &sequence)
        }
    }

    private func decodeEvent<Value: JSONReadableValue>(
        _ raw: RawElement, _ result: JSONParseResult<Value>, _ decoder: EventDecoder,
        _ sequence: inout EventSequenceValidator?
    ) -> TraceDiagnostic? {
        switch result {
        case .failure(let kind, let message, let offset, let field):
            let at = raw.location(ofOffset: offset)
            let text = kind == .malformedJSON ? "malformed JSON: \(message)" : message
            return problem(kind, line: at.line, column: at.column, field: field, text)
        case .value(let object, let end):
            if let extra = firstNonWhitespace(raw.bytes, from: end) {
                let at = raw.location(ofOffset: extra)
                return problem(
                    .malformedJSON, line: at.line, column: at.column,
                    "malformed JSON: unexpected text after the event object (one event per line)")
            }
            do throws(FieldProblem) {
                let decoded = try decoder.decode(object)
                try sequence?.check(decoded)
                sequence?.commit(decoded, line: raw.line)
                return nil
            } catch {
                let at = error.columnKey.map { raw.location(ofKey: $0) } ?? (line: raw.line, column: raw.column)
                return problem(error.kind, line: at.line, column: at.column, field: error.field, error.message)
            }
        }
    }

    private func decodeHeader(_ raw: RawElement) -> Result<TraceHeader, TraceReadError> {
        switch parser {
        case .strictWalk(let walk): decodeHeader(raw, walk.parse(raw.bytes))
        case .jsonc(let tokener): decodeHeader(raw, tokener.parse(raw.bytes))
        }
    }

    private func decodeHeader<Value: JSONReadableValue>(
        _ raw: RawElement, _ result: JSONParseResult<Value>
    ) -> Result<TraceHeader, TraceReadError> {
        switch result {
        case .failure(let kind, let message, let offset, let field):
            let at = raw.location(ofOffset: offset)
            let text = kind == .malformedJSON ? "malformed JSON in the header: " : "header: "
            return .failure(
                TraceReadError(
                    problem(
                        kind, line: at.line, column: at.column, field: field.map { "header." + $0 },
                        text + message)))
        case .value(let object, _):
            let type = object.member("type")
            guard object.kind == .object, let type, type.kind == .string, type.stringEquals("header") else {
                return .failure(
                    TraceReadError(
                        problem(
                            .missingHeader, line: raw.line, field: "header.type",
                            "missing header: the first non-blank line must be the header, with \"type\": \"header\"")))
            }
            do throws(FieldProblem) {
                return .success(try HeaderDecoder().decode(object))
            } catch {
                let at = error.columnKey.map { raw.location(ofKey: $0) } ?? (line: raw.line, column: raw.column)
                return .failure(
                    TraceReadError(
                        problem(error.kind, line: at.line, column: at.column, field: error.field, error.message)))
            }
        }
    }

    private func problem(
        _ kind: TraceProblemKind, line: Int, column: Int = 1, field: String? = nil, _ message: String
    ) -> TraceDiagnostic {
        TraceDiagnostic(
            file: file, line: line, column: column, severity: .error, kind: kind, field: field, message: message)
    }

    private func firstNonWhitespace(_ bytes: UnsafeRawBufferPointer, from start: Int) -> Int? {
        var i = start
        while i < bytes.count {
            if !isJSONWhitespace(bytes[i]) { return i }
            i += 1
        }
        return nil
    }
}
