import TraceModel
import TraceReading

/// One open session: its data file `.partial/ID.jsonl`, its chunk index `.partial/ID.chunks`, and
/// the reader's state after the last acknowledged chunk. Requests for one session are served one
/// at a time (`lock`); different sessions proceed in parallel.
final class RecordingSession: @unchecked Sendable {
    let id: String
    let lock = ThreadLock()
    /// Seconds on the store's monotonic clock of the last request (for the idle limit).
    var lastActivity: Double
    private let data: DurableFile
    private let indexFile: DurableFile
    private var index: ChunkIndex
    private let validator: TraceChunkValidator

    var nextSequence: Int { index.nextSequence }
    var eventsAccepted: Int { validator.eventsAccepted }

    /// Opens (creating, or resuming after a crash or an idle close) the session's files in `partial`.
    /// Resuming cuts off what was written after the last acknowledged chunk and re-validates the rest.
    init(id: String, partial: String, now: Double) throws(SessionOpenError) {
        self.id = id
        lastActivity = now
        guard let validator = TraceChunkValidator(file: "\(id).jsonl") else {
            throw .unreadable("json-c could not allocate a tokener")
        }
        self.validator = validator
        do {
            data = try DurableFile(path: "\(partial)/\(id).jsonl", create: true)
            indexFile = try DurableFile(path: "\(partial)/\(id).chunks", create: true)
            let recovered = ChunkIndex.recover(from: try indexFile.read(count: try indexFile.size(), at: 0))
            index = recovered.index
            if try indexFile.size() != recovered.validBytes { try indexFile.truncate(to: recovered.validBytes) }
            let kept = index.dataLength
            if try data.size() != kept { try data.truncate(to: kept) }
            try data.sync()
            try indexFile.sync()
            try DurableFile.syncDirectory(partial)
            if kept > 0, case .failure(let error) = validator.accept(try data.read(count: kept, at: 0)) {
                throw SessionOpenError.unreadable(error.description)
            }
        } catch let error as EndpointIOError {
            throw .unreadable(error.description)
        } catch let error as SessionOpenError {
            throw error
        } catch {
            throw .unreadable("\(error)")
        }
    }

    /// Stores chunk `sequence` (validated first; synced before returning) or says why not.
    /// Call with `lock` held.
    func append(sequence: Int, chunk: [UInt8]) -> EndpointResponse {
        if sequence < index.nextSequence {
            let entry = index.entries[sequence]
            let stored = (try? data.read(count: entry.length, at: entry.offset)) ?? []
            guard stored == chunk else {
                return .error(
                    409, "chunk \(sequence) of session \(id) was already stored with different bytes",
                    [("expectedSequence", .integer(index.nextSequence))])
            }
            return acknowledged(sequence, "duplicate")
        }
        guard sequence == index.nextSequence else {
            return .error(
                409, "chunk \(sequence) of session \(id) leaves a gap: expected sequence \(index.nextSequence)",
                [("expectedSequence", .integer(index.nextSequence))])
        }
        switch validator.accept(chunk) {
        case .failure(let error): return .invalidChunk(error.diagnostic)
        case .success: break
        }
        do {
            try data.write(chunk, at: index.dataLength)
            try data.sync()
            var next = index
            let line = next.append(length: chunk.count)
            try indexFile.write(Array(line.utf8), at: try indexFile.size())
            try indexFile.sync()
            index = next
        } catch {
            // The validator has moved on but the disk has not: the store drops this session, and
            // the next request reopens it from the files.
            return .error(500, "cannot store chunk \(sequence) of session \(id): \(error)")
        }
        return acknowledged(sequence, "stored")
    }

    private func acknowledged(_ sequence: Int, _ status: String) -> EndpointResponse {
        EndpointResponse(
            status: 200,
            members: [
                ("session", .text(id)), ("sequence", .integer(sequence)), ("status", .text(status)),
                ("nextSequence", .integer(index.nextSequence)), ("events", .integer(validator.eventsAccepted)),
            ])
    }

    /// Whether `close()` was called (by an idle close, a finish or a failed write): a request that
    /// waited for the lock meanwhile must open the session again.
    private(set) var isClosed = false

    func close() {
        isClosed = true
        data.closeDescriptor()
        indexFile.closeDescriptor()
    }
}

/// Why a session's files could not be opened or resumed.
enum SessionOpenError: Error {
    case unreadable(String)
}
