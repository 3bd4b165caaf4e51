/// The raw text of one JSON Lines line or one document element, and where it starts.
///
/// `bytes` stays valid until the source is asked for the next element, and is NUL-terminated
/// (`bytes[count] == 0`, not counted), which json-c needs to finish a value at the end of input.
struct RawElement {
    var bytes: UnsafeRawBufferPointer
    /// 1-based line of the first byte.
    var line: Int
    /// 1-based byte column of the first byte.
    var column: Int
    /// The last line of a JSON Lines file that has no trailing newline: if it does not parse,
    /// the recording was cut off (`truncatedLine`).
    var isUnterminatedLastLine = false
    /// The line is longer than `TraceLimits.maximumElementBytes`: `bytes` is empty, and reading
    /// must stop (JSON Lines only; the document scanner throws instead).
    var exceedsLimit = false

    /// The line and column of the byte at `offset` within this element (elements of a document
    /// may span several lines).
    func location(ofOffset offset: Int) -> (line: Int, column: Int) {
        var line = self.line
        var column = self.column
        let limit = min(max(offset, 0), bytes.count)
        for i in 0..<limit {
            if bytes[i] == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return (line, column)
    }

    /// The location of member key `"key"` (a quoted key followed by optional whitespace and a
    /// colon) in the raw text, or the element's start when it cannot be found.
    func location(ofKey key: String) -> (line: Int, column: Int) {
        let needle = Array("\"\(key)\"".utf8)
        let total = bytes.count
        var offset = 0
        while offset + needle.count <= total {
            if bytes[offset] == UInt8(ascii: "\""), matches(needle, at: offset) {
                var after = offset + needle.count
                while after < total, isJSONWhitespace(bytes[after]) { after += 1 }
                if after < total, bytes[after] == UInt8(ascii: ":") { return location(ofOffset: offset) }
            }
            offset += 1
        }
        return (line, column)
    }

    private func matches(_ needle: [UInt8], at offset: Int) -> Bool {
        for i in 0..<needle.count where bytes[offset + i] != needle[i] { return false }
        return true
    }

    /// Whether the text holds only whitespace (space, tab, CR, LF).
    var isBlank: Bool {
        for byte in bytes where !isJSONWhitespace(byte) { return false }
        return true
    }
}

/// JSON's four whitespace characters.
@inline(__always)
func isJSONWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
}
