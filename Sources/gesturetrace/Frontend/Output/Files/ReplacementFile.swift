import SystemPackage

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A new version of one output file, built in a temporary file beside the target and renamed
/// over it only when complete (docs/output-safety.md).
///
/// The temporary file has a unique name (`.NAME.XXXXXXXX.tmp` in the target's folder), is created
/// exclusively (`O_CREAT|O_EXCL`) and without following a link planted at its name
/// (`O_NOFOLLOW`), and is removed on failure and on `SIGINT`/`SIGTERM`. A target that is a
/// folder is refused before anything is written. `rename(2)` replaces the target in one step, so
/// readers see the old file or the new one, and of two commands writing the same target the last
/// rename wins with a complete file.
struct ReplacementFile {
    /// The file being replaced.
    let target: String
    /// The temporary file the new content goes to.
    let temporaryPath: String
    /// The temporary file, open for writing.
    let descriptor: FileDescriptor

    /// Creates the temporary file for `target`.
    static func create(replacing target: String) throws(OutputError) -> ReplacementFile {
        try refuseFolder(target)
        let path = FilePath(target)
        let folder = path.removingLastComponent()
        let name = path.lastComponent?.string ?? target
        var attempts = 0
        while true {
            attempts += 1
            let suffix = String(UInt32.random(in: 0...UInt32.max), radix: 16)
            let temporary = folder.appending(".\(name).\(suffix).tmp").string
            let mask = OutputCleanup.holdSignals()
            defer { OutputCleanup.resumeSignals(mask) }
            do {
                let descriptor = try FileDescriptor.open(
                    FilePath(temporary), .writeOnly, options: [.create, .exclusiveCreate, .noFollow, .closeOnExec],
                    permissions: [.ownerReadWrite, .groupRead, .otherRead])
                OutputCleanup.track(temporary)
                return ReplacementFile(target: target, temporaryPath: temporary, descriptor: descriptor)
            } catch let error as Errno where error == .fileExists && attempts < 100 {
                continue
            } catch {
                throw OutputError(target, cannot: "create a temporary file beside it", error as? Errno ?? .ioError)
            }
        }
    }

    /// Refuses a target that is a folder (or a link to one): replacing it would lose the folder.
    static func refuseFolder(_ target: String) throws(OutputError) {
        if let type = try? FilePath(target).stat().type, type == .directory {
            throw OutputError(target, "is a folder; give a file name to write")
        }
    }

    /// Renames the (closed, complete) temporary file over the target.
    func commit() throws(OutputError) {
        defer { OutputCleanup.release(temporaryPath) }
        try Self.refuseFolder(target)
        guard rename(temporaryPath, target) == 0 else {
            let cause = Errno(rawValue: errno)
            _ = unlink(temporaryPath)
            throw OutputError(target, cannot: "rename the new version into place", cause)
        }
    }

    /// Removes the temporary file (after a failure).
    func discard() {
        try? descriptor.close()
        _ = unlink(temporaryPath)
        OutputCleanup.release(temporaryPath)
    }

    /// Writes `text` to `target` through a replacement file.
    static func write(_ text: String, to target: String) throws(OutputError) {
        let file = try create(replacing: target)
        do {
            _ = try file.descriptor.writeAll(Array(text.utf8))
            try file.descriptor.close()
        } catch {
            file.discard()
            throw OutputError(target, cannot: "write", error as? Errno ?? .ioError)
        }
        try file.commit()
    }
}
