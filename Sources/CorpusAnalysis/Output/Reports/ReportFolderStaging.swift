import SystemPackage
import TraceModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A report set being written piece by piece into its fresh folder (`ReportFolder.stage`), so that
/// `analyze --out` streams its rows trace by trace instead of holding every report in memory.
/// Each file is created on its first `append`, exclusively and without following links; writes are
/// buffered per file. A spool is a hidden scratch file in the same folder, copied into a report
/// by `appendSpool` and then removed. `commit` puts the folder in DIR's place
/// (docs/output-safety.md); `abandon` removes it. Its calls hold a lock, so that a thread
/// analysing a long trace writes that trace's spools while the run appends other traces' rows
/// (signal-handler tracking happens on the main thread, `OutputCleanup`).
package final class ReportFolderStaging: @unchecked Sendable {
    package let directory: String
    private let target: FilePath
    private let fresh: FilePath
    private let replacing: Bool
    private var files: [String: FileDescriptor] = [:]
    private var buffers: [String: [UInt8]] = [:]
    /// Every name created in the fresh folder, in order (reports and spools).
    private var created: [String] = []
    private var finished = false
    private let lock = ThreadLock()
    /// Scratch files (`scratch(_:)`), by name: removed before the folder is committed.
    private var scratchFiles: [String: SpillFile] = [:]
    /// Bytes buffered per file before a write.
    private static let bufferSize = 1 << 16

    package init(directory: String, target: FilePath, fresh: FilePath, replacing: Bool) {
        self.directory = directory
        self.target = target
        self.fresh = fresh
        self.replacing = replacing
    }

    /// Appends `bytes` to the file `name` (created on first use).
    package func append(_ bytes: [UInt8], to name: String) throws(OutputError) {
        lock.lock()
        defer { lock.unlock() }
        if files[name] == nil { try open(name) }
        // A piece as large as the buffer goes straight to the file once what is buffered before
        // it has: copying it would only keep a buffer of its size for the rest of the run.
        if bytes.count >= Self.bufferSize {
            try flush(name)
            try write(bytes, to: name)
            return
        }
        buffers[name, default: []].append(contentsOf: bytes)
        if buffers[name]!.count >= Self.bufferSize { try flush(name) }
    }

    /// Copies the spool `spool` (written with `append`) to the end of `name`, then removes it.
    package func appendSpool(_ spool: String, to name: String) throws(OutputError) {
        lock.lock()
        defer { lock.unlock() }
        guard files[spool] != nil else { return }
        try flush(spool)
        if files[name] == nil { try open(name) }
        try flush(name)
        let source = files[spool]!
        let path = fresh.appending(spool).string
        do {
            _ = try source.seek(offset: 0, from: .start)
            var chunk = [UInt8](repeating: 0, count: Self.bufferSize)
            while true {
                let read = try chunk.withUnsafeMutableBytes { try source.read(into: $0) }
                if read == 0 { break }
                _ = try files[name]!.writeAll(chunk[0..<read])
            }
            try source.close()
        } catch {
            throw OutputError(path, cannot: "copy", error as? Errno ?? .ioError)
        }
        forget(spool)
    }

    /// A new scratch file `name` in the folder, for records read back before the folder is
    /// committed (`SpillFile`); removed by `commit`, `abandon` or `discardScratch`.
    func scratch(_ name: String) throws(OutputError) -> SpillFile {
        lock.lock()
        defer { lock.unlock() }
        let path = fresh.appending(name).string
        let mask = OutputCleanup.holdSignals()
        defer { OutputCleanup.resumeSignals(mask) }
        let descriptor: FileDescriptor
        do {
            descriptor = try FileDescriptor.open(
                FilePath(path), .readWrite, options: [.create, .exclusiveCreate, .noFollow, .closeOnExec],
                permissions: [.ownerReadWrite])
        } catch {
            throw OutputError(path, cannot: "write", error as? Errno ?? .ioError)
        }
        OutputCleanup.track(path)
        let file = SpillFile(name: name, path: path, descriptor: descriptor)
        scratchFiles[name] = file
        return file
    }

    /// Removes the scratch file `name`.
    func discardScratch(_ name: String) {
        lock.lock()
        defer { lock.unlock() }
        removeScratch(name)
    }

    private func removeScratch(_ name: String) {
        guard let file = scratchFiles.removeValue(forKey: name) else { return }
        file.close()
        _ = unlink(file.path)
        OutputCleanup.release(file.path)
    }

    /// Removes the spool `spool` unread (a trace the run leaves out).
    package func discardSpool(_ spool: String) {
        lock.lock()
        defer { lock.unlock() }
        guard let source = files[spool] else { return }
        try? source.close()
        forget(spool)
    }

    /// Unlinks a closed spool and forgets it.
    private func forget(_ spool: String) {
        let path = fresh.appending(spool).string
        files[spool] = nil
        buffers[spool] = nil
        _ = unlink(path)
        OutputCleanup.release(path)
        created.removeAll { $0 == spool }
    }

    /// Writes what is buffered, closes every file and puts the folder in DIR's place.
    package func commit() throws(OutputError) {
        lock.lock()
        defer { lock.unlock() }
        for name in scratchFiles.keys.sorted() { removeScratch(name) }
        for name in created { try flush(name) }
        for name in created {
            do { try files[name]?.close() } catch {
                throw OutputError(fresh.appending(name).string, cannot: "write", error as? Errno ?? .ioError)
            }
            files[name] = nil
        }
        finished = true
        try ReportFolder.install(fresh, at: target, replacing: replacing, files: created)
    }

    /// Removes the fresh folder and what was written in it; DIR stays as it was.
    package func abandon() {
        lock.lock()
        defer { lock.unlock() }
        guard !finished else { return }
        finished = true
        for name in scratchFiles.keys.sorted() { removeScratch(name) }
        for descriptor in files.values { try? descriptor.close() }
        files = [:]
        ReportFolder.remove(fresh, files: created)
    }

    private func open(_ name: String) throws(OutputError) {
        let path = fresh.appending(name).string
        // No signal between the file's creation and its tracking (OutputCleanup.holdSignals).
        let mask = OutputCleanup.holdSignals()
        defer { OutputCleanup.resumeSignals(mask) }
        do {
            files[name] = try FileDescriptor.open(
                FilePath(path), .readWrite, options: [.create, .exclusiveCreate, .noFollow, .closeOnExec],
                permissions: [.ownerReadWrite, .groupRead, .otherRead])
        } catch {
            throw OutputError(path, cannot: "write", error as? Errno ?? .ioError)
        }
        OutputCleanup.track(path)
        created.append(name)
    }

    private func flush(_ name: String) throws(OutputError) {
        guard let buffer = buffers[name], !buffer.isEmpty else { return }
        try write(buffer, to: name)
        buffers[name]!.removeAll(keepingCapacity: true)
    }

    private func write(_ bytes: [UInt8], to name: String) throws(OutputError) {
        guard let descriptor = files[name] else { return }
        do { _ = try descriptor.writeAll(bytes) } catch {
            throw OutputError(fresh.appending(name).string, cannot: "write", error as? Errno ?? .ioError)
        }
    }
}
