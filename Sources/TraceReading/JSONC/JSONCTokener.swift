internal import CJSONC
import TraceModel

/// One `json_tokener`, created once and reused (reset) for every line or element, as json-c
/// recommends for streams. Freed in `deinit`.
///
/// Every text is first checked by `StrictJSONParser` (RFC 8259, which json-c's strict mode
/// does not fully enforce), then parsed by json-c in strict mode (`JSON_TOKENER_STRICT`).
///
/// The reference parser: the reader decodes from the strict walk's own tape
/// (`StrictJSONParser.parse`); json-c is kept so the differential test and the reader fuzz
/// target can check that both give the same events and diagnostics (`TraceJSONParser.jsonc`).
final class JSONCTokener {
    private let tokener: UnsafeMutablePointer<json_tokener>
    private let validator = StrictJSONParser()
    /// The root of the last parse, released at the next parse (values are borrowed until then).
    private var root: OpaquePointer?

    /// Returns nil when json-c cannot allocate a tokener.
    init?() {
        guard let tokener = json_tokener_new() else { return nil }
        json_tokener_set_flags(tokener, JSON_TOKENER_STRICT)
        self.tokener = tokener
    }

    deinit {
        if let root { json_object_put(root) }
        json_tokener_free(tokener)
    }

    /// Parses the first JSON value of `text`, which must be followed in memory by a NUL byte
    /// (`text[text.count] == 0`): the NUL is passed to json-c as end of input, so that a value cut
    /// short fails with "unexpected end of data" instead of waiting for more bytes. The value is
    /// valid until the next parse.
    func parse(_ text: UnsafeRawBufferPointer) -> JSONParseResult<JSONCObject> {
        if let root { json_object_put(root) }
        root = nil
        json_tokener_reset(tokener)
        guard let start = text.baseAddress?.assumingMemoryBound(to: CChar.self) else {
            return .failure(kind: .malformedJSON, message: "no text", offset: 0)
        }
        // A span longer than Int32.max cannot be given to json-c in one call.
        guard text.count < Int(Int32.max) else {
            return .failure(kind: .tooLong, message: "value too long for json-c (\(text.count) bytes)", offset: 0)
        }
        if let violation = validator.validate(text) {
            return .failure(
                kind: violation.kind, message: violation.message, offset: violation.offset, field: violation.field)
        }
        let object = json_tokener_parse_ex(tokener, start, Int32(text.count + 1))
        let error = json_tokener_get_error(tokener)
        let end = json_tokener_get_parse_end(tokener)
        if error == json_tokener_success {
            // json-c represents JSON `null` as a NULL pointer.
            root = object
            return .value(JSONCObject(object), end: min(end, text.count))
        }
        if let object { json_object_put(object) }
        return .failure(
            kind: .malformedJSON, message: "json-c: " + String(cString: json_tokener_error_desc(error)),
            offset: min(end, text.count))
    }
}
