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
/// (`O_NOFOLLOW`), and is removed on failure and on `SIGINT`/`SIGTERM`. Only a regular file (or
/// nothing) is replaced: anything else at the target (`OutputNode`: a folder, a FIFO, a device, a
/// socket, a symbolic link) is refused before anything is written, and checked again as the new
/// file takes its place (`commit`). The new file replaces the target in one step, so readers see
/// the old file or the new one, and of two commands writing the same target the last one wins
/// with a complete file.
package struct ReplacementFile {
    /// The file being replaced.
    package let target: String
    /// The temporary file the new content goes to.
    package let temporaryPath: String
    /// The temporary file, open for writing.
    package let descriptor: FileDescriptor

    /// Creates the temporary file for `target`.
    package static func create(replacing target: String) throws(OutputError) -> ReplacementFile {
        try refuseUnreplaceable(target)
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

    /// Refuses a target that is not a regular file (`OutputNode`): replacing a folder would lose
    /// it, and replacing a FIFO, a device or a link to one (`/dev/stdout`) would take it from every
    /// process that uses it. `option` names the option that gave the path, for the message.
    package static func refuseUnreplaceable(_ target: String, option: String? = nil) throws(OutputError) {
        if case .refused(let kind) = OutputNode.inspect(target, as: .file) {
            throw OutputError(target, refusal(kind), option: option)
        }
    }

    /// Why a node of `kind` is not replaced, and what to give instead.
    package static func refusal(_ kind: String) -> String {
        "is \(kind), not a regular file; an output replaces only a regular file (or makes a new one): "
            + "give a file name"
    }

    /// Puts the (closed, complete) temporary file in the target's place.
    ///
    /// Race-safe where the system can (Linux `renameat2`): with no target, `RENAME_NOREPLACE`
    /// creates it; with one, `RENAME_EXCHANGE` swaps the two in one step, and what was swapped out
    /// is looked at (`lstat`) before it is removed: when it is not a regular file (a FIFO or a link
    /// made there since `create` checked), the two are swapped back and the command fails, so the
    /// node is never lost. Elsewhere the target is checked again just before `rename(2)`, which
    /// leaves a window between the check and the rename. Signals are held meanwhile, so the
    /// cleanup handler never removes what was swapped out.
    package func commit() throws(OutputError) {
        let mask = OutputCleanup.holdSignals()
        defer {
            OutputCleanup.release(temporaryPath)
            OutputCleanup.resumeSignals(mask)
        }
        for _ in 0..<8 {
            switch RenameAt2.rename(temporaryPath, target, flags: RenameAt2.noReplace) {
            case nil: return
            case EEXIST: break
            case let cause? where cause == ENOSYS || cause == EINVAL: return try plainRename()
            case let cause?: return try fail(cannot: "rename the new version into place", cause)
            }
            switch RenameAt2.rename(temporaryPath, target, flags: RenameAt2.exchange) {
            case nil:
                guard case .refused(let kind) = OutputNode.inspect(temporaryPath, as: .file) else {
                    _ = unlink(temporaryPath)
                    return
                }
                if RenameAt2.rename(temporaryPath, target, flags: RenameAt2.exchange) != nil {
                    throw OutputError(
                        target, "became \(kind) while it was written; it was moved to \(temporaryPath)")
                }
                _ = unlink(temporaryPath)
                throw OutputError(target, "became \(kind) while it was written: " + Self.refusal(kind))
            case ENOENT: continue  // removed since: create it
            default: return try plainRename()
            }
        }
        try plainRename()
    }

    /// `rename(2)` after a last check, where `renameat2` cannot be used.
    private func plainRename() throws(OutputError) {
        if case .refused(let kind) = OutputNode.inspect(target, as: .file) {
            _ = unlink(temporaryPath)
            throw OutputError(target, Self.refusal(kind))
        }
        guard rename(temporaryPath, target) == 0 else {
            return try fail(cannot: "rename the new version into place", errno)
        }
    }

    private func fail(cannot operation: String, _ cause: Int32) throws(OutputError) {
        _ = unlink(temporaryPath)
        throw OutputError(target, cannot: operation, Errno(rawValue: cause))
    }

    /// Removes the temporary file (after a failure).
    package func discard() {
        try? descriptor.close()
        _ = unlink(temporaryPath)
        OutputCleanup.release(temporaryPath)
    }

    /// Writes `text` to `target` through a replacement file.
    package static func write(_ text: String, to target: String) throws(OutputError) {
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
