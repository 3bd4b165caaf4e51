/// Where a summary's spilled records are read back from (`SummaryRecords`): a scratch file of
/// the report folder, written by the corpus run. Reads never fail here: a reader that cannot
/// read fills zeros and keeps the error for the run to report (a summary made from them is then
/// thrown away).
package protocol SummaryRecordReader: AnyObject, Sendable {
    /// Copies `buffer.count` bytes from `offset` into `buffer`.
    func read(at offset: Int, into buffer: UnsafeMutableRawBufferPointer)
}

/// The records a summary keeps of one trace (`SummarizedIntent`, `SummarizedTransition`), in
/// input order: in memory, or spilled to a scratch file and read back a chunk at a time, so that
/// a trace of millions of intents costs a chunk of memory, not all of them (docs/performance.md
/// "A long trace"). Iterating gives the same records either way.
package struct SummaryRecords<Record: BitwiseCopyable & Sendable>: Sequence, Sendable {
    private enum Storage: Sendable {
        case memory([Record])
        case spilled(any SummaryRecordReader, offset: Int)
    }

    private let storage: Storage
    /// How many records.
    package let count: Int

    /// Records held in memory.
    package init(_ records: [Record]) {
        storage = .memory(records)
        count = records.count
    }

    /// `count` records spilled from `offset` of `reader`, each `MemoryLayout<Record>.stride` bytes.
    package init(spilledIn reader: any SummaryRecordReader, at offset: Int, count: Int) {
        storage = .spilled(reader, offset: offset)
        self.count = count
    }

    package var isEmpty: Bool { count == 0 }

    /// Records read back per chunk.
    static var chunkRecords: Int { Swift.max(1, (64 << 10) / MemoryLayout<Record>.stride) }

    package struct Iterator: IteratorProtocol {
        private let records: SummaryRecords
        private var position = 0
        private var chunk: [Record] = []
        private var chunkStart = 0

        fileprivate init(_ records: SummaryRecords) { self.records = records }

        package mutating func next() -> Record? {
            guard position < records.count else { return nil }
            defer { position += 1 }
            switch records.storage {
            case .memory(let array): return array[position]
            case .spilled(let reader, let offset):
                if position - chunkStart >= chunk.count || chunk.isEmpty {
                    chunkStart = position
                    let length = Swift.min(SummaryRecords.chunkRecords, records.count - position)
                    chunk = Array(unsafeUninitializedCapacity: length) { buffer, initialized in
                        let stride = MemoryLayout<Record>.stride
                        reader.read(
                            at: offset + position * stride,
                            into: UnsafeMutableRawBufferPointer(start: buffer.baseAddress, count: length * stride))
                        initialized = length
                    }
                }
                return chunk[position - chunkStart]
            }
        }
    }

    package func makeIterator() -> Iterator { Iterator(self) }

    package var underestimatedCount: Int { count }
}
