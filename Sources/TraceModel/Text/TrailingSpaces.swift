extension String {
    /// The text without its trailing spaces (U+0020): the end of a line of padded text columns.
    /// Read as UTF-8 bytes, not characters: a space byte is always a whole character, and this
    /// runs for every line of a table.
    public var trailingSpacesRemoved: String {
        let bytes = utf8
        var end = bytes.endIndex
        while end > bytes.startIndex {
            let before = bytes.index(before: end)
            guard bytes[before] == UInt8(ascii: " ") else { break }
            end = before
        }
        return end == bytes.endIndex ? self : String(self[..<end])
    }
}
