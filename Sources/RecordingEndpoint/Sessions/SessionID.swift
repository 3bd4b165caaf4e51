/// The syntax of a session id, which names the session's file (`ID.jsonl`): 1 to 128 characters
/// from `A-Z a-z 0-9 . _ -`, not starting with a dot (no hidden files, no `..`, no path separator).
enum SessionID {
    /// The longest id accepted.
    static let maximumLength = 128
    /// What a valid id looks like, for error messages.
    static let expectation = "1 to 128 characters from A-Z a-z 0-9 . _ -, not starting with a dot"

    static func isValid(_ id: String) -> Bool {
        let bytes = Array(id.utf8)
        guard (1...maximumLength).contains(bytes.count), bytes[0] != UInt8(ascii: ".") else { return false }
        return bytes.allSatisfy { byte in
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
        }
    }
}
