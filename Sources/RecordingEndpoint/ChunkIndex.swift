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
        var start = 0
        for position in 0..<bytes.count where bytes[position] == 0x0A {
            let fields = String(decoding: bytes[start..<position], as: UTF8.self).split(separator: " ")
            guard fields.count == 3, let sequence = Int(fields[0]), let offset = Int(fields[1]),
                let length = Int(fields[2]), sequence == index.entries.count, offset == index.dataLength, length > 0
            else { break }
            index.entries.append(Entry(offset: offset, length: length))
            start = position + 1
            valid = start
        }
        return (index, valid)
    }
}
