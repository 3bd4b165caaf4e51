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
        /// The records being handed out: all of them when in memory, else the last chunk read.
        private var chunk: [Record]
        private var offset = 0
        /// The index of `chunk`'s first record.
        private var chunkStart = 0

        fileprivate init(_ records: SummaryRecords) {
            self.records = records
            if case .memory(let array) = records.storage { chunk = array } else { chunk = [] }
        }

        package mutating func next() -> Record? {
            if offset < chunk.count {
                defer { offset += 1 }
                return chunk[offset]
            }
            guard case .spilled(let reader, let start) = records.storage else { return nil }
            chunkStart += chunk.count
            guard chunkStart < records.count else { return nil }
            let length = Swift.min(SummaryRecords.chunkRecords, records.count - chunkStart)
            chunk = Array(unsafeUninitializedCapacity: length) { buffer, initialized in
                let stride = MemoryLayout<Record>.stride
                reader.read(
                    at: start + chunkStart * stride,
                    into: UnsafeMutableRawBufferPointer(start: buffer.baseAddress, count: length * stride))
                initialized = length
            }
            offset = 1
            return chunk[0]
        }
    }

    package func makeIterator() -> Iterator { Iterator(self) }

    package var underestimatedCount: Int { count }
}
