import SystemPackage

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes the report set of `analyze --out DIR` so that DIR never mixes two runs
/// (docs/output-safety.md).
///
/// The files are written into a fresh sibling folder (`.DIR.new-XXXXXX`, made by `mkdtemp`), which
/// then takes DIR's place: in one step where the system can exchange two paths (Linux
/// `renameat2(RENAME_EXCHANGE)`), otherwise by moving the old DIR aside and the new one in, a
/// window in which DIR is missing but never mixed. The old set is then removed. A write that
/// fails (a full disk) or a `SIGINT`/`SIGTERM` leaves DIR as it was and removes the new folder.
/// DIR may hold only files of a report set: `--out` replaces the whole folder, so a folder
/// holding anything else is refused rather than emptied.
package enum ReportFolder {
    /// Checks DIR and makes the fresh folder the set `names` will be written into
    /// (`ReportFolderStaging`); nothing is in DIR's place until `commit`.
    package static func stage(_ directory: String, names: [String]) throws(OutputError) -> ReportFolderStaging {
        let target = FilePath(directory).lexicallyNormalized()
        let name = target.lastComponent?.string ?? directory
        let parent = target.removingLastComponent().isEmpty ? FilePath(".") : target.removingLastComponent()
        let existing = try existingReportFolder(target, names: Set(names))
        do {
            // Like `mkdir -p`, the folders above DIR are created when missing.
            try FileManager.default.createDirectory(atPath: parent.string, withIntermediateDirectories: true)
        } catch {
            throw OutputError(directory, "cannot create the folder above it: \(FileSystemErrorText.reason(error))")
        }
        guard let fresh = makeTemporaryFolder(in: parent, prefix: ".\(name).new-") else {
            throw OutputError(directory, cannot: "create a folder beside it", Errno(rawValue: errno))
        }
        return ReportFolderStaging(directory: directory, target: target, fresh: fresh, replacing: existing)
    }

    /// Puts the fresh folder in DIR's place (an existing DIR by `swap`); `files` are its files' names.
    package static func install(
        _ fresh: FilePath, at target: FilePath, replacing existing: Bool, files: [String]
    ) throws(OutputError) {
        guard existing else {
            if rename(fresh.string, target.string) != 0 {
                let cause = Errno(rawValue: errno)
                remove(fresh, files: files)
                throw OutputError(target.string, cannot: "rename the new reports into place", cause)
            }
            OutputCleanup.release(fresh.string)
            for file in files { OutputCleanup.release(fresh.appending(file).string) }
            return
        }
        try swap(fresh, into: target, files: files)
    }

    /// Whether DIR exists; throws when it is not a folder or holds something that is not a report.
    private static func existingReportFolder(_ target: FilePath, names: Set<String>) throws(OutputError) -> Bool {
        guard let type = try? target.stat(followTargetSymlink: false).type else { return false }
        guard type == .directory else { throw OutputError(target.string, "exists and is not a folder") }
        let entries: [String]
        do { entries = try FileManager.default.contentsOfDirectory(atPath: target.string) } catch {
            throw OutputError(target.string, "cannot list the folder: \(FileSystemErrorText.reason(error))")
        }
        if let stranger = entries.sorted().first(where: { !names.contains($0) }) {
            throw OutputError(
                target.string,
                "holds \(stranger), which is not a report; --out replaces the whole folder, so give an empty "
                    + "folder or one an earlier `analyze --out` wrote")
        }
        return true
    }

    /// Exchanges FRESH and DIR, then removes the old set (now at FRESH's path).
    private static func swap(_ fresh: FilePath, into target: FilePath, files: [String]) throws(OutputError) {
        if exchange(fresh.string, target.string) {
            remove(fresh, files: files)
            return
        }
        let name = target.lastComponent?.string ?? "reports"
        let parent = target.removingLastComponent().isEmpty ? FilePath(".") : target.removingLastComponent()
        let aside = parent.appending(".\(name).old-\(String(UInt32.random(in: 0...UInt32.max), radix: 16))")
        guard rename(target.string, aside.string) == 0 else {
            let cause = Errno(rawValue: errno)
            remove(fresh, files: files)
            throw OutputError(target.string, cannot: "move the old reports aside", cause)
        }
        guard rename(fresh.string, target.string) == 0 else {
            let cause = Errno(rawValue: errno)
            _ = rename(aside.string, target.string)
            remove(fresh, files: files)
            throw OutputError(target.string, cannot: "rename the new reports into place", cause)
        }
        OutputCleanup.release(fresh.string)
        for file in files { OutputCleanup.release(fresh.appending(file).string) }
        removeFolder(aside)
    }

    /// `renameat2(RENAME_EXCHANGE)` where the C library has it (`RenameAt2`).
    private static func exchange(_ a: String, _ b: String) -> Bool {
        RenameAt2.rename(a, b, flags: RenameAt2.exchange) == nil
    }

    private static func makeTemporaryFolder(in parent: FilePath, prefix: String) -> FilePath? {
        var template = Array(parent.appending(prefix + "XXXXXX").string.utf8CString)
        // No signal between the folder's creation and its tracking (OutputCleanup.holdSignals).
        let held = OutputCleanup.holdSignals()
        defer { OutputCleanup.resumeSignals(held) }
        guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else { return nil }
        let path = String(cString: made)
        OutputCleanup.track(path)
        // mkdtemp makes the folder private (0700); give it the mode mkdir would (0777 less umask).
        let mask = umask(0)
        umask(mask)
        _ = chmod(path, 0o777 & ~mask)
        return FilePath(path)
    }

    /// Removes a folder this run made, with the report files in it.
    package static func remove(_ folder: FilePath, files: [String]) {
        for file in files {
            _ = unlink(folder.appending(file).string)
            OutputCleanup.release(folder.appending(file).string)
        }
        _ = rmdir(folder.string)
        OutputCleanup.release(folder.string)
    }

    /// Removes an old report folder (its files are all report files, checked before).
    private static func removeFolder(_ folder: FilePath) {
        try? FileManager.default.removeItem(atPath: folder.string)
    }
}
