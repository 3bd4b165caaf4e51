internal import CJSONC

/// The outcome of parsing one span of text with json-c.
enum JSONCParseResult {
    /// A complete value. `end` is the byte offset where json-c stopped (after the value and any
    /// whitespace it consumed); the caller owns `value` and must `release()` it.
    case value(JSONCObject, end: Int)
    /// json-c's own description of the error, and the byte offset where it stopped.
    case failure(message: String, offset: Int)
}

/// One `json_tokener`, created once and reused (reset) for every line or element, as json-c
/// recommends for streams. Freed in `deinit`.
final class JSONCTokener {
    private let tokener: UnsafeMutablePointer<json_tokener>

    /// Returns nil when json-c cannot allocate a tokener.
    init?() {
        guard let tokener = json_tokener_new() else { return nil }
        self.tokener = tokener
    }

    deinit { json_tokener_free(tokener) }

    /// Parses the first JSON value of `text`, which must be followed in memory by a NUL byte
    /// (`text[text.count] == 0`): the NUL is passed to json-c as end of input, so that a value cut
    /// short fails with "unexpected end of data" instead of waiting for more bytes.
    func parse(_ text: UnsafeRawBufferPointer) -> JSONCParseResult {
        json_tokener_reset(tokener)
        guard let start = text.baseAddress?.assumingMemoryBound(to: CChar.self) else {
            return .failure(message: "no text", offset: 0)
        }
        // A span longer than Int32.max cannot be given to json-c in one call.
        guard text.count < Int(Int32.max) else {
            return .failure(message: "value too long for json-c (\(text.count) bytes)", offset: 0)
        }
        let object = json_tokener_parse_ex(tokener, start, Int32(text.count + 1))
        let error = json_tokener_get_error(tokener)
        let end = json_tokener_get_parse_end(tokener)
        if error == json_tokener_success {
            // json-c represents JSON `null` as a NULL pointer.
            return .value(JSONCObject(object), end: min(end, text.count))
        }
        if let object { json_object_put(object) }
        return .failure(message: String(cString: json_tokener_error_desc(error)), offset: min(end, text.count))
    }
}
