import TraceModel

/// How one line or element of a trace becomes its header or an event: the rules and messages are
/// the same for a file read whole (`TraceReader`) and for a trace that arrives in chunks
/// (`TraceChunkValidator`), so that the recording endpoint accepts exactly what `validate` accepts.
enum ElementDecoding {
    /// The problem of a line or element longer than `TraceLimits.maximumElementBytes`, where
    /// reading stops. `what` names it: `the header`, `line 12`.
    static func tooLong(line: Int, what: String) -> ElementError {
        ElementError(kind: .tooLong, line: line, message: tooLongMessage(what: what))
    }

    /// The message for a line or element over `TraceLimits.maximumElementBytes`.
    static func tooLongMessage(what: String) -> String {
        "\(what) is longer than \(TraceLimits.maximumElementBytes) bytes (1 MiB), the longest a trace may hold; "
            + "reading stopped here"
    }

    /// The header of `raw`, parsed by `parser`. `requiresType`: see the generic form below.
    static func header(
        _ raw: RawElement, parser: JSONParserInstance, requiresType: Bool
    ) throws(ElementError) -> TraceHeader {
        switch parser {
        case .strictWalk(let walk): try header(walk.parse(raw.bytes), raw, requiresType: requiresType)
        case .jsonc(let tokener): try header(tokener.parse(raw.bytes), raw, requiresType: requiresType)
        }
    }

    /// The event of `raw`, parsed by `parser` and decoded field by field.
    @inline(__always)
    static func event(
        _ raw: RawElement, parser: JSONParserInstance, decoder: EventDecoder
    ) throws(ElementError) -> DecodedEvent {
        switch parser {
        case .strictWalk(let walk): try event(walk.parse(raw.bytes), raw, decoder: decoder)
        case .jsonc(let tokener): try event(tokener.parse(raw.bytes), raw, decoder: decoder)
        }
    }

    /// Checks `decoded` against the events before it (time, touch phases) and, when it fits,
    /// records it in `sequence`.
    @inline(__always)
    static func order(
        _ decoded: DecodedEvent, _ raw: RawElement, in sequence: inout EventSequenceValidator
    ) throws(ElementError) {
        do throws(FieldError) {
            try sequence.check(decoded)
        } catch {
            throw problem(error, in: raw)
        }
        sequence.commit(decoded, line: raw.line)
    }

    /// The header from the parse of its text. `requiresType`: the header is told apart by its
    /// `"type": "header"` (JSON Lines; in a document it is the `header` member).
    private static func header<Value: JSONReadableValue>(
        _ result: JSONParseResult<Value>, _ raw: RawElement, requiresType: Bool
    ) throws(ElementError) -> TraceHeader {
        let object = try parsed(result, raw, isHeader: true)
        guard object.kind == .object else {
            throw ElementError(
                kind: .missingHeader, line: raw.line, column: raw.column,
                message: "expected the header object, found \(object.typedForMessage)")
        }
        if requiresType {
            let type = object.member("type")
            guard let type, type.kind == .string, type.stringEquals("header") else {
                let at = raw.location(ofKey: "type")
                let found = type.map { "\"type\" is \($0.quotedForMessage)" } ?? "it has no \"type\""
                throw ElementError(
                    kind: .missingHeader, line: at.line, column: at.column, field: "header.type",
                    message: "missing header: the first non-blank line must be the header, "
                        + "with \"type\": \"header\"; \(found)")
            }
        }
        do throws(FieldError) {
            return try HeaderDecoder().decode(object)
        } catch {
            throw problem(error, in: raw)
        }
    }

    /// The event from the parse of its text, decoded field by field (its order in time is the
    /// caller's to check, with `EventSequenceValidator`).
    @inline(__always)
    private static func event<Value: JSONReadableValue>(
        _ result: JSONParseResult<Value>, _ raw: RawElement, decoder: EventDecoder
    ) throws(ElementError) -> DecodedEvent {
        let object = try parsed(result, raw, isHeader: false)
        do throws(FieldError) {
            return try decoder.decode(object)
        } catch {
            throw problem(error, in: raw)
        }
    }

    /// The parsed value of a header or event, with nothing but whitespace after it; else the
    /// problem, worded for a header or for an event (a cut-off last line is `truncatedLine`).
    @inline(__always)
    private static func parsed<Value: JSONReadableValue>(
        _ result: JSONParseResult<Value>, _ raw: RawElement, isHeader: Bool
    ) throws(ElementError) -> Value {
        switch result {
        case .failure(let kind, let message, let offset, let field):
            let at = raw.location(ofOffset: offset)
            let truncated = kind == .malformedJSON && raw.isUnterminatedLastLine
            let text =
                switch (isHeader, truncated, kind == .malformedJSON) {
                case (true, _, true): "malformed JSON in the header: "
                case (true, _, false): "header: "
                case (false, true, _): "truncated last line: the recording was probably cut off; "
                case (false, false, true): "malformed JSON: "
                case (false, false, false): "event: "
                }
            throw ElementError(
                kind: truncated ? .truncatedLine : kind, line: at.line, column: at.column,
                field: isHeader ? field.map { "header." + $0 } : field, message: text + message)
        case .value(let object, let end):
            if let extra = firstNonWhitespace(raw.bytes, from: end) {
                let at = raw.location(ofOffset: extra)
                throw ElementError(
                    kind: .malformedJSON, line: at.line, column: at.column,
                    message: isHeader
                        ? "malformed JSON in the header: unexpected text after the header object"
                        : "malformed JSON: unexpected text after the event object (one event per line)")
            }
            return object
        }
    }

    /// A field's problem, at its key in the text when it can be found there, else at the start.
    static func problem(_ error: FieldError, in raw: RawElement) -> ElementError {
        let at = error.columnKey.map { raw.location(ofKey: $0) } ?? (line: raw.line, column: raw.column)
        return ElementError(
            kind: error.kind, line: at.line, column: at.column, field: error.field, message: error.message)
    }

    /// The offset of the first byte at or after `start` that is not whitespace, if any.
    private static func firstNonWhitespace(_ bytes: UnsafeRawBufferPointer, from start: Int) -> Int? {
        var i = start
        while i < bytes.count {
            if !isJSONWhitespace(bytes[i]) { return i }
            i += 1
        }
        return nil
    }
}
