import TraceModel

/// Checks that a span of text is exactly one JSON value as RFC 8259 defines it, and records it on
/// a tape the decoders read. One reading of JSON for both container forms (`traces/README.md`
/// "Strict JSON").
///
/// json-c's strict mode (`JSON_TOKENER_STRICT`, set in the reference path) misses several cases, which this pass
/// closes: `NaN`, `Infinity` and `-Infinity` literals, single-quoted member names, `-01` and `00`,
/// `1.`, raw control characters in strings, integers beyond 64 bits (json-c saturates them), and
/// invalid UTF-8 (json-c passes it on; Swift would turn it into U+FFFD). It also finds what no
/// json-c mode reports: duplicate member names in one object (compared after decoding escapes,
/// so `"t"` and `"\u0074"` are the same name; json-c keeps the last value), member names holding
/// an escaped NUL (json-c cuts names at NUL, so `"t\u0000"` would read as `t`), and lone
/// surrogate escapes (json-c turns them into U+FFFD).
///
/// The walk is also the reader's parser: it records every value on `tape` (`JSONTape`), from
/// which the decoders read (`parse`), so the bytes are walked once, not once here and again by
/// json-c. `JSONCTokener` keeps json-c's parse as the reference (`traces/README.md` "Strict JSON").
///
/// One instance is reused for every line or element; its two stacks and its tape keep their
/// storage, so the pass allocates nothing on the hot path. It is a single forward walk over the
/// bytes.
final class StrictJSONParser {
    /// The deepest nesting of objects and arrays accepted, as json-c's default depth.
    static let maximumDepth = 31
    /// Objects with more members than this are checked for duplicates with a set, not pairwise.
    private static let pairwiseLimit = 16

    private struct Container {
        var isObject: Bool
        /// Index of the container's entry on `tape`.
        var tapeIndex: Int
        /// Index in `keys` of this object's first member name.
        var firstKey: Int
    }

    /// One member name: the offset of its opening quote and the length of its content.
    private struct KeySpan {
        var start: Int
        var count: Int
        var escaped: Bool
    }

    private enum Expect { case value, arrayStart, key, objectStart, separator }

    // The walk touches both stacks once or twice per token: dynamic exclusivity checks on
    // these class properties cost more than the walk itself, and no access ever overlaps.
    @exclusivity(unchecked) private var containers = ParserStack<Container>(capacity: maximumDepth + 1)
    @exclusivity(unchecked) private var keys = ParserStack<KeySpan>(capacity: 64)
    /// The values of the last text walked; valid until the next `validate`.
    let tape = JSONTape()

    deinit {
        containers.deallocate()
        keys.deallocate()
    }

    /// Walks `text` (one strict JSON value with optional whitespace around it) and returns its
    /// root value, read from `tape` (valid until the next call), or the first violation.
    func parse(_ text: UnsafeRawBufferPointer) -> JSONParseResult<JSONTapeValue> {
        guard text.count < Int(Int32.max) else {
            return .failure(kind: .tooLong, message: "value too long to read (\(text.count) bytes)", offset: 0)
        }
        if let violation = validate(text) {
            return .failure(
                kind: violation.kind, message: violation.message, offset: violation.offset, field: violation.field)
        }
        return .value(tape.root, end: text.count)
    }

    /// The first violation in `text`, or nil when it is exactly one strict JSON value with
    /// optional whitespace around it.
    func validate(_ text: UnsafeRawBufferPointer) -> StrictJSONError? {
        containers.removeAll()
        keys.removeAll()
        guard let base = text.baseAddress?.assumingMemoryBound(to: UInt8.self), text.count > 0 else {
            return StrictJSONError(kind: .malformedJSON, offset: 0, message: "unexpected end of data")
        }
        tape.reset(text: base)
        do {
            try walk(JSONBytes(base: base, count: text.count))
            return nil
        } catch {
            return error
        }
    }

    private func walk(_ b: JSONBytes) throws(StrictJSONError) {
        var i = 0
        var expect = Expect.value
        while true {
            while i < b.count, isJSONWhitespace(b[i]) { i += 1 }
            guard i < b.count else {
                if expect == .separator && containers.isEmpty { return }
                throw b.fail(i, "unexpected end of data")
            }
            let c = b[i]
            switch expect {
            case .separator:
                guard let top = containers.last else {
                    throw b.fail(i, "unexpected \(b.describe(at: i)) after the end of the JSON value")
                }
                if c == UInt8(ascii: ",") {
                    i += 1
                    expect = top.isObject ? .key : .value
                } else if c == (top.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    if top.isObject {
                        try checkDuplicates(b, from: top.firstKey)
                        // The outermost object's names are dropped by the next `validate`.
                        if containers.count > 1 { keys.removeLast(keys.count - top.firstKey) }
                    }
                    tape.close(top.tapeIndex)
                    containers.removeLast()
                    i += 1
                } else {
                    let expected = top.isObject ? "',' or '}' after a member" : "',' or ']' after an element"
                    throw b.fail(i, "expected \(expected), found \(b.describe(at: i))")
                }
            case .objectStart, .key:
                if c == UInt8(ascii: "}") {
                    guard expect == .objectStart else { throw b.fail(i, "trailing comma before '}'") }
                    if let top = containers.last { tape.close(top.tapeIndex) }
                    containers.removeLast()
                    i += 1
                    expect = .separator
                    continue
                }
                guard c == UInt8(ascii: "\"") else {
                    if c == UInt8(ascii: "'") {
                        throw b.fail(i, "single quotes are not JSON: member names use double quotes")
                    }
                    throw b.fail(i, "expected a member name in double quotes, found \(b.describe(at: i))")
                }
                let string = try b.scanString(at: i)
                if string.escaped && string.hasNUL {
                    throw b.fail(i, "a member name holding an escaped NUL (\\u0000) cannot be read")
                }
                keys.append(KeySpan(start: i, count: string.end - i - 2, escaped: string.escaped))
                tape.append(.string, start: i, length: string.end - i, escaped: string.escaped)
                i = string.end
                while i < b.count, isJSONWhitespace(b[i]) { i += 1 }
                guard i < b.count, b[i] == UInt8(ascii: ":") else {
                    throw b.fail(i, "expected ':' after a member name, found \(b.describe(at: i))")
                }
                i += 1
                expect = .value
            case .value, .arrayStart:
                if c == UInt8(ascii: "]"), let top = containers.last, !top.isObject {
                    guard expect == .arrayStart else { throw b.fail(i, "trailing comma before ']'") }
                    tape.close(top.tapeIndex)
                    containers.removeLast()
                    i += 1
                    expect = .separator
                    continue
                }
                // A string or a number (nearly every value) is scanned here, a literal by
                // `scanLiteral`; anything else opens a container or is refused below.
                do {
                    if c == UInt8(ascii: "\"") {
                        let string = try b.scanString(at: i)
                        tape.append(.string, start: i, length: string.end - i, escaped: string.escaped)
                        i = string.end
                    } else if c == UInt8(ascii: "-") || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")) {
                        let number = try b.scanNumber(at: i)
                        tape.append(number.isInteger ? .integer : .double, start: i, length: number.end - i)
                        i = number.end
                    } else {
                        i = try scanLiteral(b, at: i)
                    }
                } catch {
                    throw named(error, b)
                }
                if i >= 0 {
                    expect = .separator
                    continue
                }
                i = -i - 1
                switch c {
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    guard containers.count < Self.maximumDepth else {
                        throw b.fail(i, "nesting deeper than \(Self.maximumDepth) objects and arrays")
                    }
                    let isObject = c == UInt8(ascii: "{")
                    let tapeIndex = tape.append(isObject ? .object : .array, start: i, length: 0)
                    containers.append(Container(isObject: isObject, tapeIndex: tapeIndex, firstKey: keys.count))
                    i += 1
                    expect = isObject ? .objectStart : .arrayStart
                default: throw named(b.unexpectedValue(at: i), b)
                }
            }
        }
    }

    /// Scans a literal (`true`, `false`, `null`) at `i`, records it on `tape` and returns the
    /// offset after it; for anything else returns `-i - 1` (the caller opens a container or
    /// reports the unexpected byte). The walk scans strings and numbers itself.
    private func scanLiteral(_ b: JSONBytes, at i: Int) throws(StrictJSONError) -> Int {
        let end: Int
        switch b[i] {
        case UInt8(ascii: "t"):
            end = try b.scanLiteral("true", at: i)
            tape.append(.trueLiteral, start: i, length: end - i)
        case UInt8(ascii: "f"):
            end = try b.scanLiteral("false", at: i)
            tape.append(.falseLiteral, start: i, length: end - i)
        case UInt8(ascii: "n"):
            end = try b.scanLiteral("null", at: i)
            tape.append(.null, start: i, length: end - i)
        default: return -i - 1
        }
        return end
    }

    /// The violation with the path of the member it is in (`extra.v`; array elements as `[]`) as
    /// its field, and that path named in the message.
    private func named(_ violation: StrictJSONError, _ b: JSONBytes) -> StrictJSONError {
        var path = ""
        for (level, container) in containers.elements.enumerated() {
            if container.isObject {
                let next = level + 1 < containers.count ? containers[level + 1].firstKey - 1 : keys.count - 1
                guard next >= container.firstKey, next < keys.count else { return violation }
                let key = keys[next]
                if !path.isEmpty { path += "." }
                path += String(
                    decoding: decodeJSONStringContent(b.span(key.start + 1, count: key.count)), as: UTF8.self)
            } else {
                path += "[]"
            }
        }
        guard !path.isEmpty else { return violation }
        var named = violation
        named.field = path
        named.message = "field \(MessageQuoting.quoted(path, limit: 80)): " + violation.message
        return named
    }

    /// Throws `duplicateMember` at the second occurrence of a name among the object's members
    /// `keys[first...]`.
    private func checkDuplicates(_ b: JSONBytes, from first: Int) throws(StrictJSONError) {
        let count = keys.count - first
        guard count > 1 else { return }
        // Pairwise on the raw bytes when no name has an escape (every event in practice): the
        // first byte and the length are compared before the rest.
        let pairwise: KeySpan?? = {
            let names = UnsafeBufferPointer(rebasing: keys.elements[first...])
            guard count <= Self.pairwiseLimit, !names.contains(where: \.escaped) else { return .none }
            for k in 1..<names.count {
                let key = names[k]
                let head = b[key.start + 1]
                for earlier in names[..<k]
                where earlier.count == key.count && b[earlier.start + 1] == head
                    && b.equalRaw(earlier.start + 1, key.start + 1, count: key.count)
                {
                    return .some(key)
                }
            }
            return .some(nil)
        }()
        switch pairwise {
        case .some(.some(let key)): throw duplicate(b, key)
        case .some(.none): return
        case .none: break
        }
        var seen = Set<[UInt8]>()
        for k in first..<keys.count {
            let key = keys[k]
            let name = decodeJSONStringContent(b.span(key.start + 1, count: key.count))
            if !seen.insert(name).inserted { throw duplicate(b, key) }
        }
    }

    private func duplicate(_ b: JSONBytes, _ key: KeySpan) -> StrictJSONError {
        let name = decodeJSONStringContent(b.span(key.start + 1, count: key.count))
        return StrictJSONError(
            kind: .duplicateMember, offset: key.start,
            message: "duplicate member name \(MessageQuoting.quoted(bytes: name)) in one object: "
                + "a trace names each member once (RFC 8259 leaves the meaning of duplicates undefined)")
    }
}
