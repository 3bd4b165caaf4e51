import TraceModel

/// Walks a JSON document trace, `{"header": {...}, "events": [...]}`, as a stream of bytes,
/// without building a tree for the whole document.
///
/// The scanner is lexical: it follows strings (with escapes) and nesting, finds the top-level
/// members, and cuts the `events` array into one span per element, which it copies into a reused
/// buffer (bounded by the largest element) for json-c to parse. It tracks the line and byte column
/// of every element start.
///
/// When `events` comes before `header`, `readHeader()` skips the array lexically, parses the
/// header, and seeks back to the array (trace files are seekable). Other top-level members are
/// checked as strict JSON and skipped. The document is strict JSON as a whole (RFC 8259): no
/// trailing comma, member names compared after decoding escapes (`"head\u0065r"` is `header`),
/// each name once. Every captured value (header, element, other member) is at most
/// `TraceLimits.maximumElementBytes` long.
final class DocumentScanner {
    private enum Phase {
        /// Looking for the `events` member among the top-level members.
        case members
        /// Positioned just before the `[` of `events` (after seeking back to it).
        case eventsArray
        /// Inside `events`; `first` until the first element.
        case elements(first: Bool)
        case done
    }

    private let input: ChunkedInput
    private let buffer = ByteBuffer(capacity: 64 * 1024)
    private var closers: [UInt8] = []
    private var line = 1
    private var column = 1
    private var phase = Phase.members
    /// Whether the next top-level member must be preceded by a comma.
    private var afterMember = false
    /// File offset of the header value parsed by `readHeader()`.
    private var headerOffset = -1
    private var sawEvents = false
    /// Where the document object's closing `}` was (missing-member errors point at it).
    private var closingBrace = (line: 0, column: 0)
    /// The names of the other top-level members, with the file offset of their value (a member
    /// seen again at the same offset, when the scanner walks back over it, is no duplicate).
    private var otherMembers: [[UInt8]: Int] = [:]
    private let validator = StrictJSONParser()
    /// The longest value captured into `buffer`.
    private let limit: Int
    /// Set by `consume` when a captured value passes `limit`; `peek` then throws.
    private var overLimit = false
    /// The last member name read, and where it starts.
    private var lastKey = MemberKey.header
    private var lastKeyStart = (line: 0, column: 0)

    init(input: ChunkedInput, limit: Int = TraceLimits.maximumElementBytes) {
        self.input = input
        self.limit = limit
    }

    // MARK: Header

    /// Finds the `header` member and returns its raw text, leaving the scanner ready to hand out
    /// the elements of `events`.
    func readHeader() throws(ScanError) -> RawElement {
        try skipByteOrderMark()
        guard let first = try skipWhitespace() else {
            throw problem(.missingHeader, "empty file: expected a JSON object {\"header\": {...}, \"events\": [...]}")
        }
        guard first == UInt8(ascii: "{") else {
            throw problem(
                .missingHeader,
                "expected a JSON object {\"header\": {...}, \"events\": [...]}, found \(describe(first))")
        }
        consume(first, capture: false)
        var eventsMark: (offset: Int, line: Int, column: Int)?
        while let key = try nextMemberKey() {
            switch key {
            case .header:
                let start = (line, column)
                headerOffset = input.fileOffset
                buffer.removeAll()
                try scanValue(capture: true)
                let header = RawElement(bytes: buffer.nulTerminated(), line: start.0, column: start.1)
                if let eventsMark {
                    input.seek(to: eventsMark.offset)
                    line = eventsMark.line
                    column = eventsMark.column
                    phase = .eventsArray
                }
                return header
            case .events:
                if eventsMark != nil { throw problem(.malformedJSON, "duplicate \"events\" member") }
                eventsMark = (input.fileOffset, line, column)
                sawEvents = true
                try scanValue(capture: false)
            case .other:
                try scanOtherMember()
            }
        }
        throw .problem(
            kind: .missingHeader, line: closingBrace.line, column: closingBrace.column,
            message: "the document has no \"header\" member")
    }

    // MARK: Events

    /// The raw text of the next element of `events`, or nil after the end of the document.
    func nextElement() throws(ScanError) -> RawElement? {
        while true {
            switch phase {
            case .done:
                return nil
            case .members:
                guard let key = try nextMemberKey() else {
                    phase = .done
                    if !sawEvents {
                        throw .problem(
                            kind: .missingHeader, line: closingBrace.line, column: closingBrace.column,
                            message: "the document has no \"events\" member")
                    }
                    if let extra = try skipWhitespace() {
                        throw problem(
                            .malformedJSON, "unexpected \(describe(extra)) after the end of the document object")
                    }
                    return nil
                }
                switch key {
                case .events:
                    if sawEvents { throw problem(.malformedJSON, "duplicate \"events\" member") }
                    sawEvents = true
                    phase = .eventsArray
                case .header:
                    if input.fileOffset != headerOffset { throw problem(.malformedJSON, "duplicate \"header\" member") }
                    try scanValue(capture: false)
                case .other:
                    try scanOtherMember()
                }
            case .eventsArray:
                guard let open = try skipWhitespace() else {
                    throw problem(.malformedJSON, "expected the \"events\" array, found end of file")
                }
                guard open == UInt8(ascii: "[") else {
                    throw problem(.wrongType, "member \"events\": expected an array, found \(describe(open))")
                }
                consume(open, capture: false)
                phase = .elements(first: true)
            case .elements(let first):
                guard var next = try skipWhitespace() else {
                    throw problem(.malformedJSON, "unclosed \"events\" array: end of file before ']'")
                }
                if !first {
                    if next == UInt8(ascii: ",") {
                        consume(next, capture: false)
                        guard let after = try skipWhitespace() else {
                            throw problem(.malformedJSON, "unclosed \"events\" array: end of file before ']'")
                        }
                        if after == UInt8(ascii: "]") { throw problem(.malformedJSON, "trailing comma before ']'") }
                        next = after
                    } else if next != UInt8(ascii: "]") {
                        throw problem(
                            .malformedJSON,
                            "expected ',' or ']' after an element of \"events\", found \(describe(next))")
                    }
                }
                if next == UInt8(ascii: "]") {
                    consume(next, capture: false)
                    phase = .members
                    continue
                }
                let element = (line, column)
                buffer.removeAll()
                try scanValue(capture: true)
                phase = .elements(first: false)
                return RawElement(bytes: buffer.nulTerminated(), line: element.0, column: element.1)
            }
        }
    }

    // MARK: Members

    private enum MemberKey {
        case header, events
        case other([UInt8])
    }

    /// The decoded name of a member from its raw quoted text, checked as a strict JSON string.
    private func memberName(_ raw: RawElement) throws(ScanError) -> [UInt8] {
        guard let base = raw.bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return [] }
        let text = JSONBytes(base: base, count: raw.bytes.count)
        let scanned: (end: Int, escaped: Bool, hasNUL: Bool)
        do { scanned = try text.scanString(at: 0) } catch { throw violation(error, in: raw) }
        let content = text.span(1, count: raw.bytes.count - 2)
        guard scanned.escaped else { return Array(content) }
        if scanned.hasNUL {
            throw violation(
                StrictJSONError(
                    kind: .malformedJSON, offset: 0,
                    message: "a member name holding an escaped NUL (\\u0000) cannot be read"), in: raw)
        }
        return decodeJSONStringContent(content)
    }

    /// Skips the value of a top-level member other than `header` and `events`, checking it is
    /// strict JSON and that its name was not used before.
    private func scanOtherMember() throws(ScanError) {
        guard case .other(let name) = lastKey else { return }
        let start = (line, column)
        let offset = input.fileOffset
        if let earlier = otherMembers[name], earlier != offset {
            throw .problem(
                kind: .duplicateMember, line: lastKeyStart.line, column: lastKeyStart.column,
                message: "duplicate member name \(MessageQuoting.quoted(bytes: name)) in the document object: "
                    + "a trace names each member once")
        }
        otherMembers[name] = offset
        buffer.removeAll()
        try scanValue(capture: true)
        let raw = RawElement(bytes: buffer.nulTerminated(), line: start.0, column: start.1)
        if let found = validator.validate(raw.bytes) { throw violation(found, in: raw) }
    }

    private func violation(_ found: StrictJSONError, in raw: RawElement) -> ScanError {
        let at = raw.location(ofOffset: found.offset)
        let prefix = found.kind == .malformedJSON ? "malformed JSON: " : ""
        return .problem(kind: found.kind, line: at.line, column: at.column, message: prefix + found.message)
    }

    /// Reads `"key":` of the next top-level member (and the comma before it), or consumes the
    /// closing `}` and returns nil.
    private func nextMemberKey() throws(ScanError) -> MemberKey? {
        guard var next = try skipWhitespace() else {
            throw problem(.malformedJSON, "unclosed document object: end of file before '}'")
        }
        if afterMember {
            if next == UInt8(ascii: ",") {
                consume(next, capture: false)
                guard let after = try skipWhitespace() else {
                    throw problem(.malformedJSON, "unclosed document object: end of file before '}'")
                }
                if after == UInt8(ascii: "}") { throw problem(.malformedJSON, "trailing comma before '}'") }
                next = after
            } else if next != UInt8(ascii: "}") {
                throw problem(
                    .malformedJSON, "expected ',' or '}' after a member of the document object, found \(describe(next))"
                )
            }
        }
        if next == UInt8(ascii: "}") {
            closingBrace = (line, column)
            consume(next, capture: false)
            return nil
        }
        guard next == UInt8(ascii: "\"") else {
            throw problem(.malformedJSON, "expected a member name in double quotes, found \(describe(next))")
        }
        let keyStart = (line, column)
        buffer.removeAll()
        try scanString(capture: true)
        let name = try memberName(RawElement(bytes: buffer.nulTerminated(), line: keyStart.0, column: keyStart.1))
        let kind: MemberKey =
            name.elementsEqual("header".utf8)
            ? .header
            : name.elementsEqual("events".utf8) ? .events : .other(name)
        guard let colon = try skipWhitespace(), colon == UInt8(ascii: ":") else {
            throw problem(
                .malformedJSON, "expected ':' after member name \(MessageQuoting.quoted(bytes: name, limit: 80))")
        }
        consume(colon, capture: false)
        lastKey = kind
        lastKeyStart = (keyStart.0, keyStart.1)
        afterMember = true
        _ = try skipWhitespace()
        return kind
    }

    // MARK: Lexical scanning

    /// Consumes one JSON value (copying it into `buffer` when `capture`): a string, an object or
    /// array with everything nested in it, or a bare literal (number, true, false, null, NaN).
    private func scanValue(capture: Bool) throws(ScanError) {
        guard let first = try peek() else { throw problem(.malformedJSON, "expected a value, found end of file") }
        switch first {
        case UInt8(ascii: "\""):
            try scanString(capture: capture)
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            let open = (line, column)
            closers.removeAll(keepingCapacity: true)
            while true {
                guard let byte = try peek() else {
                    throw problem(
                        .malformedJSON,
                        "unclosed '\(first == UInt8(ascii: "{") ? "{" : "[")' "
                            + "opened at line \(open.0), column \(open.1): end of file"
                    )
                }
                if byte == UInt8(ascii: "\"") {
                    try scanString(capture: capture)
                    continue
                }
                if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                    guard closers.count < 10_000 else { throw problem(.malformedJSON, "nesting too deep") }
                    closers.append(byte == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]"))
                } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
                    guard let expected = closers.last, expected == byte else {
                        throw problem(.malformedJSON, "unexpected \(describe(byte)): no '{' or '[' to close here")
                    }
                    closers.removeLast()
                }
                consume(byte, capture: capture)
                if closers.isEmpty { return }
            }
        case UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ":"):
            throw problem(.malformedJSON, "expected a value, found \(describe(first))")
        default:
            while let byte = try peek(), !isJSONWhitespace(byte), !isStructural(byte) {
                consume(byte, capture: capture)
            }
        }
    }

    /// Consumes a string from its opening to its closing quote, honouring backslash escapes.
    private func scanString(capture: Bool) throws(ScanError) {
        let start = (line, column)
        guard let quote = try peek() else { return }
        consume(quote, capture: capture)
        while true {
            guard let byte = try peek() else {
                throw problem(.malformedJSON, "unterminated string starting at line \(start.0), column \(start.1)")
            }
            consume(byte, capture: capture)
            if byte == UInt8(ascii: "\"") { return }
            if byte == UInt8(ascii: "\\") {
                guard let escaped = try peek() else {
                    throw problem(.malformedJSON, "unterminated string starting at line \(start.0), column \(start.1)")
                }
                consume(escaped, capture: capture)
            }
        }
    }

    @inline(__always)
    private func isStructural(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ",") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}")
            || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: ":")
            || byte == UInt8(ascii: "\"")
    }

    // MARK: Bytes

    @inline(__always)
    private func peek() throws(ScanError) -> UInt8? {
        if overLimit {
            throw problem(
                .tooLong,
                ElementDecoding.tooLongMessage(what: "a value of the document (the header, an event or another member)")
            )
        }
        do {
            guard try input.ensureByte() else { return nil }
        } catch {
            throw .io(error)
        }
        return input.currentByte
    }

    /// Consumes the byte `peek()` returned, updating line and column.
    @inline(__always)
    private func consume(_ byte: UInt8, capture: Bool) {
        input.position += 1
        if capture {
            buffer.append(byte)
            if buffer.count > limit { overLimit = true }
        }
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else {
            column += 1
        }
    }

    /// Skips whitespace and returns the next byte without consuming it (nil at end of file).
    private func skipWhitespace() throws(ScanError) -> UInt8? {
        while let byte = try peek() {
            guard isJSONWhitespace(byte) else { return byte }
            consume(byte, capture: false)
        }
        return nil
    }

    private func skipByteOrderMark() throws(ScanError) {
        guard try peek() == 0xEF, input.position + 2 < input.end else { return }
        let p = input.storage + input.position
        if p.load(fromByteOffset: 1, as: UInt8.self) == 0xBB, p.load(fromByteOffset: 2, as: UInt8.self) == 0xBF {
            input.position += 3
        }
    }

    private func problem(_ kind: TraceProblemKind, _ message: String) -> ScanError {
        .problem(kind: kind, line: line, column: column, message: message)
    }

    private func describe(_ byte: UInt8) -> String {
        if byte >= 0x20 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x\(String(byte, radix: 16))"
    }
}

/// A structural problem in a JSON document, or a read error, found by `DocumentScanner`.
enum ScanError: Error {
    case io(POSIXFileError)
    case problem(kind: TraceProblemKind, line: Int, column: Int, message: String)
}
