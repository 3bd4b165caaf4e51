import SystemPackage
import TraceAnalysis
import TraceModel

/// A scratch file of the new report folder holding records a summary keeps of a long trace
/// (`SummaryRecords`, docs/performance.md "A long trace"): appended as the trace's parts are
/// measured, read back in chunks when the summary is made, removed before the folder is
/// committed (`ReportFolderStaging.scratch(_:)`). A failed write is thrown; a failed read
/// fills zeros and is kept (`failure`), and the run throws it before it writes a summary made
/// of them.
final class SpillFile: SummaryRecordReader, @unchecked Sendable {
    /// Its name in the folder, and its path.
    let name: String
    let path: String
    private let descriptor: FileDescriptor
    private let lock = ThreadLock()
    private var length = 0
    private var readFailure: OutputError?

    init(name: String, path: String, descriptor: FileDescriptor) {
        self.name = name
        self.path = path
        self.descriptor = descriptor
    }

    /// The first read that failed.
    var failure: OutputError? { lock.withLock { readFailure } }

    /// Appends `records`; returns the offset of the first.
    func append<Record: BitwiseCopyable>(_ records: [Record]) throws(OutputError) -> Int {
        lock.lock()
        defer { lock.unlock() }
        let offset = length
        do {
            let written = try records.withUnsafeBytes { bytes in
                try descriptor.writeAll(toAbsoluteOffset: Int64(offset), bytes)
            }
            length += written
        } catch {
            throw OutputError(path, cannot: "write", error as? Errno ?? .ioError)
        }
        return offset
    }

    func read(at offset: Int, into buffer: UnsafeMutableRawBufferPointer) {
        var done = 0
        while done < buffer.count {
            let rest = UnsafeMutableRawBufferPointer(rebasing: buffer[done...])
            let count: Int
            do {
                count = try descriptor.read(fromAbsoluteOffset: Int64(offset + done), into: rest)
            } catch {
                fail(OutputError(path, cannot: "read", error as? Errno ?? .ioError))
                break
            }
            if count == 0 {
                fail(OutputError(path, "cannot read: the scratch file ended early"))
                break
            }
            done += count
        }
        if done < buffer.count {
            UnsafeMutableRawBufferPointer(rebasing: buffer[done...]).initializeMemory(as: UInt8.self, repeating: 0)
        }
    }

    private func fail(_ error: OutputError) {
        lock.withLock { if readFailure == nil { readFailure = error } }
    }

    /// Closes the descriptor (the staging removes the file).
    func close() { try? descriptor.close() }
}
