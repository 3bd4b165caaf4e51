/// The acknowledged chunks of an unfinished session, kept beside its data file as
/// `.partial/ID.chunks`, one line per chunk: `SEQUENCE OFFSET LENGTH`.
///
/// A chunk's bytes are synced to the data file first and its index line second; only then is the
/// chunk acknowledged. So after a crash the index names exactly the acknowledged chunks (a torn
/// last index line is an unacknowledged chunk), and data beyond the last indexed byte is cut off.
struct ChunkIndex {
    struct Entry: Equatable {
        var offset: Int
        var length: Int
    }

    /// Entry `i` is chunk `i`.
    private(set) var entries: [Entry] = []

    /// The sequence number the next chunk must carry.
    var nextSequence: Int { entries.count }
    /// The data file's length covered by acknowledged chunks.
    var dataLength: Int { entries.last.map { $0.offset + $0.length } ?? 0 }

    /// The longest index line a valid index can hold (three decimal numbers of at most 19 digits).
    static let maximumLineBytes = 64

    mutating func append(length: Int) -> String {
        let entry = Entry(offset: dataLength, length: length)
        entries.append(entry)
        return "\(entries.count - 1) \(entry.offset) \(entry.length)\n"
    }

    /// Reads the index text a crash may have left: the longest run of whole, consistent lines
    /// (sequence 0, 1, 2, ... with contiguous offsets). Returns it and the bytes it spans.
    static func recover(from bytes: [UInt8]) -> (index: ChunkIndex, validBytes: Int) {
        var index = ChunkIndex()
        var valid = 0
        _ = index.take(bytes[...], consumed: &valid)
        return (index, valid)
    }

    /// `recover(from:)` reading the file forward in blocks, so that memory does not grow with the
    /// file (only with the number of chunks, 16 bytes each).
    static func recover(from file: DurableFile, blockBytes: Int = 1 << 16) throws(EndpointIOError) -> (
        index: ChunkIndex, validBytes: Int
    ) {
        var index = ChunkIndex()
        var valid = 0
        var carry: [UInt8] = []
        var offset = 0
        while true {
            let block = try file.read(count: blockBytes, at: offset)
            if block.isEmpty { break }
            offset += block.count
            carry += block
            var consumed = 0
            let complete = index.take(carry[...], consumed: &consumed)
            valid += consumed
            if !complete || carry.count - consumed > maximumLineBytes { break }
            carry.removeFirst(consumed)
        }
        return (index, valid)
    }

    /// Appends the whole, consistent lines at the start of `bytes`; `consumed` is the bytes they
    /// span. False when a line breaks the rules (the index ends before it).
    private mutating func take(_ bytes: ArraySlice<UInt8>, consumed: inout Int) -> Bool {
        var start = bytes.startIndex
        for position in bytes.indices where bytes[position] == 0x0A {
            let fields = String(decoding: bytes[start..<position], as: UTF8.self).split(separator: " ")
            guard fields.count == 3, let sequence = Self.number(fields[0]), let offset = Self.number(fields[1]),
                let length = Self.number(fields[2]), sequence == entries.count, offset == dataLength, length > 0,
                !offset.addingReportingOverflow(length).overflow
            else { return false }
            entries.append(Entry(offset: offset, length: length))
            start = position + 1
            consumed = start - bytes.startIndex
        }
        return true
    }

    /// A decimal number as this index writes it: digits only.
    private static func number(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        return Int(text)
    }
}
