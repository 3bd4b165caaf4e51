import TraceModel
import TraceReading

/// One open session: its data file `.partial/ID.jsonl`, its chunk index `.partial/ID.chunks`, and
/// the reader's state after the last acknowledged chunk. Requests for one session are served one
/// at a time (`gate`, held from the request's start to its answer, syncs included); different
/// sessions proceed in parallel, and share their syncs (`GroupCommit`).
///
/// A session that has stored nothing has no files: they are created (index first, both with
/// `O_EXCL`) only when its first chunk is valid and a slot is free, so a refused request leaves
/// nothing on disk. Every file is opened in the `.partial` folder by `SessionFolder` (never through
/// a link), and a data file is cut back only when its index proves this server wrote it.
final class UploadSession: @unchecked Sendable {
    let id: String
    let gate = SessionGate()
    /// Seconds on the store's monotonic clock of the last request (for the idle limit).
    var lastActivity: Double
    /// Whether the session counts against `maximumOpenSessions`; read and written under the
    /// store's lock only.
    var holdsSlot = false
    private let partial: SessionFolder
    private let maximumSessionBytes: Int
    private var indexFile: DurableFile?
    private var data: DurableFile?
    private var index = ChunkIndex()
    private let validator: TraceChunkValidator

    var nextSequence: Int { index.nextSequence }
    var eventsAccepted: Int { validator.eventsAccepted }
    /// Whether an accepted chunk held the header line (a session of blank lines only has none).
    var hasHeader: Bool { validator.header != nil }
    /// Whether the session has files in `.partial` (it holds a slot while open).
    var isOnDisk: Bool { indexFile != nil }
    var dataName: String { "\(id).jsonl" }
    var indexName: String { "\(id).chunks" }

    /// Opens the session `id` in `partial`: resumes it when its files are there (after a crash or
    /// an idle close), cutting off what was written after the last acknowledged chunk and
    /// re-validating the rest; otherwise it starts with no files. A data file without an index, an
    /// index naming more bytes than the data file holds, or a name that is not a regular file is
    /// refused and left as it is.
    init(id: String, partial: SessionFolder, maximumSessionBytes: Int, now: Double) throws(SessionOpenError) {
        self.id = id
        self.partial = partial
        self.maximumSessionBytes = maximumSessionBytes
        lastActivity = now
        guard let validator = TraceChunkValidator(file: "\(id).jsonl") else {
            throw .unreadable("json-c could not allocate a tokener")
        }
        self.validator = validator
        do {
            try resume()
        } catch {
            close()
            throw error
        }
    }

    private func resume() throws(SessionOpenError) {
        let folder = partial.path
        do {
            guard let indexFile = try partial.openExisting(indexName) else {
                if partial.entry(dataName) != .absent {
                    throw SessionOpenError.refused(
                        "\(folder)/\(dataName) has no chunk index (\(indexName)): not written by this server, or cut "
                            + "off before its first chunk was acknowledged; left as it is")
                }
                return
            }
            self.indexFile = indexFile
            let recovered = try ChunkIndex.recover(from: indexFile)
            index = recovered.index
            let kept = index.dataLength
            guard let data = try partial.openExisting(dataName) else {
                guard kept == 0 else {
                    throw SessionOpenError.refused(
                        "\(folder)/\(indexName) acknowledges \(index.nextSequence) chunks but \(dataName) is missing; "
                            + "left as it is")
                }
                return
            }
            self.data = data
            let size = try data.size()
            guard size >= kept else {
                throw SessionOpenError.refused(
                    "\(folder)/\(dataName) holds \(size) bytes, fewer than the \(kept) its index acknowledges; "
                        + "left as it is")
            }
            if try indexFile.size() != recovered.validBytes { try indexFile.truncate(to: recovered.validBytes) }
            if size != kept { try data.truncate(to: kept) }
            try data.sync()
            try indexFile.sync()
            try revalidate(data, bytes: kept)
        } catch let error as EndpointIOError {
            throw error.refusal == nil ? .unreadable(error.description) : .refused(error.description)
        } catch let error as SessionOpenError {
            throw error
        } catch {
            throw .unreadable("\(error)")
        }
    }

    /// Feeds the first `bytes` of `data` to the validator forward, whole lines at a time, so that
    /// memory stays bounded (a block and one line at most) whatever the session's size.
    private func revalidate(_ data: DurableFile, bytes: Int) throws {
        let block = 1 << 20
        var pending: [UInt8] = []
        var offset = 0
        while offset < bytes {
            let read = try data.read(count: min(block, bytes - offset), at: offset)
            guard !read.isEmpty else { throw SessionOpenError.unreadable("\(data.path): shorter than expected") }
            offset += read.count
            pending += read
            guard let lastNewline = pending.lastIndex(of: 0x0A) else {
                if pending.count > TraceLimits.maximumElementBytes + 1 {
                    throw SessionOpenError.unreadable("\(data.path): a line longer than the 1 MiB limit")
                }
                continue
            }
            if case .failure(let error) = validator.accept(Array(pending[...lastNewline])) {
                throw SessionOpenError.unreadable(error.description)
            }
            pending.removeFirst(lastNewline + 1)
        }
        if !pending.isEmpty { throw SessionOpenError.unreadable("\(data.path): does not end with a newline") }
    }

    /// Stores chunk `sequence` (validated first) or says why not, calling `answer` once: at once
    /// for a chunk that stores nothing, otherwise once it is durable. The chunk is written to the
    /// data file, which `commit` syncs (with the folder when the files were just created); only
    /// then is its index line written, and synced in a later round; only then is it acknowledged.
    /// So the index never names bytes that are not on the disk, and an acknowledged chunk is in
    /// both. `reserveSlot` is asked before a session with no files creates them (false: 503).
    /// Call with `gate` held; it is still held when `answer` runs (on a thread of `commit`).
    func append(
        sequence: Int, chunk: [UInt8], commit: GroupCommit, reserveSlot: () -> EndpointResponse?,
        answer: @escaping @Sendable (EndpointResponse) -> Void
    ) {
        if sequence < index.nextSequence {
            let entry = index.entries[sequence]
            let stored = (try? data?.read(count: entry.length, at: entry.offset)) ?? []
            guard stored == chunk else {
                return answer(
                    .error(
                        409, "chunk \(sequence) of session \(id) was already stored with different bytes",
                        [("expectedSequence", .integer(index.nextSequence))]))
            }
            return answer(acknowledged(sequence, "duplicate"))
        }
        guard sequence == index.nextSequence else {
            return answer(
                .error(
                    409, "chunk \(sequence) of session \(id) leaves a gap: expected sequence \(index.nextSequence)",
                    [("expectedSequence", .integer(index.nextSequence))]))
        }
        guard index.dataLength + chunk.count <= maximumSessionBytes else {
            return answer(
                .error(
                    413,
                    "session \(id) would grow past \(maximumSessionBytes) bytes with chunk \(sequence): "
                        + "finish it and start a new session",
                    [("maximumSessionBytes", .integer(maximumSessionBytes))]))
        }
        switch validator.accept(chunk) {
        case .failure(let error): return answer(.invalidChunk(error.diagnostic))
        case .success: break
        }
        // From here on the validator has moved on: a failure answers 500 (409 for a refused name),
        // the store drops this session, and the next request reopens it from the files.
        let data: DurableFile
        let indexFile: DurableFile
        let created: Bool
        do throws(EndpointIOError) {
            if self.indexFile == nil, let refusal = reserveSlot() { return answer(refusal) }
            (data, indexFile, created) = try filesForWriting()
            try data.write(chunk, at: index.dataLength)
        } catch {
            return answer(notStored(sequence, error))
        }
        var grown = index
        let line = Array(grown.append(length: chunk.count).utf8)
        let next = grown
        commit.sync(created ? [data, partial] : [data]) { failure in
            if let failure { return answer(self.notStored(sequence, failure)) }
            do throws(EndpointIOError) {
                try indexFile.write(line, at: try indexFile.size())
            } catch {
                return answer(self.notStored(sequence, error))
            }
            commit.sync([indexFile]) { failure in
                if let failure { return answer(self.notStored(sequence, failure)) }
                self.index = next
                answer(self.acknowledged(sequence, "stored"))
            }
        }
    }

    private func notStored(_ sequence: Int, _ error: EndpointIOError) -> EndpointResponse {
        .error(error.refusal == nil ? 500 : 409, "cannot store chunk \(sequence) of session \(id): \(error)")
    }

    /// The data file and the index, creating the index and then the data file (both `O_EXCL`)
    /// when missing; `created` says that the folder must be synced before the chunk is acknowledged.
    private func filesForWriting() throws(EndpointIOError) -> (data: DurableFile, index: DurableFile, created: Bool) {
        if let data, let indexFile { return (data, indexFile, false) }
        let indexFile: DurableFile
        if let existing = self.indexFile {
            indexFile = existing
        } else {
            indexFile = try partial.create(indexName)
            self.indexFile = indexFile
        }
        let created = try partial.create(dataName)
        data = created
        return (created, indexFile, true)
    }

    /// The data file's identity, to check that the name still is this file before it is moved.
    func dataIdentity() throws(EndpointIOError) -> FileIdentity? {
        try data?.identity()
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
        data?.closeDescriptor()
        indexFile?.closeDescriptor()
    }
}
