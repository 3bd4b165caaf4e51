import SystemPackage
import TraceModel
import TraceReading

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Expands the paths given on the command line into trace files (docs/output-safety.md, "Folder
/// walks"): files as given (in the given order, links followed), folders recursively for
/// `*.jsonl`, `*.ndjson` and `*.json`, sorted by name so that output order never depends on the
/// file system. Folder walks leave out configurations that live beside the traces but are not
/// traces (`ConfigurationFileName`: gate, engine and flow configurations) and hidden folders
/// (`.partial/` of the recording endpoint, `.git/`); each is a `Note` printed on stderr, not a
/// failure.
///
/// A folder walk opens only regular files and does not follow symbolic links (a link can make a
/// loop or lead to `/dev/zero`); what it cannot or will not read is never dropped silently: each
/// is a `skipped` item with its reason (an unreadable folder, a link, a name that is not UTF-8, a
/// FIFO or device named like a trace), which the commands list on stderr and in `traces.csv`.
package enum TracePathCollector {
    /// A path that does not exist; reported as a usage error.
    package struct MissingPathError: Error, CustomStringConvertible {
        package var path: String
        package var description: String { "\(MessageQuoting.escaped(path)): no such file or folder" }
    }

    /// One item of the walk, in output order.
    package enum Item: Equatable {
        /// A trace file to read.
        case trace(String)
        /// Something under a folder that looked like a trace or a folder of traces but was not read.
        case skipped(path: String, reason: String)

        /// The item's path, read or not.
        package var path: String {
            switch self {
            case .trace(let path), .skipped(let path, _): path
            }
        }
    }

    /// Something a folder walk left out on purpose (a configuration, a hidden folder): said on
    /// stderr as `note: PATH: left out: REASON`, never a failure.
    package struct Note: Equatable {
        package var path: String
        package var reason: String
        package var description: String { "note: \(MessageQuoting.escaped(path)): left out: \(reason)" }
    }

    /// Every item of `paths`, for a command, after handing `notes` what the walk left out (the
    /// command line prints them on stderr): a missing path or an empty walk is a usage error
    /// (exit 64).
    package static func items(_ paths: [String], notes report: (Note) -> Void) throws(CorpusError) -> [Item] {
        let items: [Item]
        var notes: [Note] = []
        do { items = try walk(paths, notes: &notes) } catch { throw .usage("\(error)") }
        for note in notes { report(note) }
        guard !items.isEmpty else {
            throw .usage(
                "no trace files (*.jsonl, *.ndjson, *.json) under \(paths.joined(separator: " "))")
        }
        return items
    }

    /// The trace files alone (for tests and callers that have reported the skipped items).
    package static func collect(_ paths: [String]) throws -> [String] {
        var notes: [Note] = []
        return try walk(paths, notes: &notes).compactMap { if case .trace(let path) = $0 { path } else { nil } }
    }

    /// What a walk looks for: trace files (the default), or the logs of an importer (`import`'s
    /// folder form), with a count of the other regular files it passed over.
    package struct Selection {
        /// Whether a file name is one the walk collects.
        package var matches: (String) -> Bool = { TraceContainerForm(path: $0) != nil }
        /// Whether configurations beside the traces are left out with a note (traces only).
        package var leavesOutConfigurations = true
        /// Regular files the walk passed over because their names did not match.
        package var others = 0

        /// A selection of the files `matches` accepts, leaving out configurations or not.
        package init(
            matches: @escaping (String) -> Bool = { TraceContainerForm(path: $0) != nil },
            leavesOutConfigurations: Bool = true
        ) {
            self.matches = matches
            self.leavesOutConfigurations = leavesOutConfigurations
        }
    }

    /// Every item of every path, in output order.
    package static func walk(_ paths: [String], notes: inout [Note]) throws -> [Item] {
        var selection = Selection()
        return try walk(paths, notes: &notes, selection: &selection)
    }

    /// Every item of every path that `selection` collects, in output order: the one folder walk of
    /// every command (`import` walks its logs with it too).
    package static func walk(_ paths: [String], notes: inout [Note], selection: inout Selection) throws -> [Item] {
        var items: [Item] = []
        for path in paths {
            guard let type = try? FilePath(path).stat().type else {
                if (try? FilePath(path).stat(followTargetSymlink: false)) != nil {
                    items.append(.skipped(path: path, reason: brokenLinkReason(path)))
                    continue
                }
                throw MissingPathError(path: path)
            }
            if type == .directory {
                walkFolder(Array(path.utf8), into: &items, notes: &notes, selection: &selection)
            } else {
                items.append(.trace(path))
            }
        }
        return items
    }

    /// Walks one folder (its path as bytes, as names need not be UTF-8).
    private static func walkFolder(
        _ folder: [UInt8], into items: inout [Item], notes: inout [Note], selection: inout Selection
    ) {
        let folderText = display(folder)
        guard let names = entries(of: folder) else {
            items.append(.skipped(path: folderText, reason: "cannot open the folder: \(Errno(rawValue: errno))"))
            return
        }
        let separator: [UInt8] = folder.last == UInt8(ascii: "/") ? [] : [UInt8(ascii: "/")]
        for (name, listedKind) in names.sorted(by: { $0.name.lexicographicallyPrecedes($1.name) }) {
            let full = folder + separator + name
            guard let kind = listedKind ?? linkStatusKind(full) else { continue }
            let text = String(decoding: name, as: UTF8.self)
            if kind == S_IFDIR, name.first == UInt8(ascii: ".") {
                notes.append(Note(path: display(full), reason: "hidden folder (a name starting with \".\")"))
                continue
            }
            if kind != S_IFDIR, selection.leavesOutConfigurations,
                let configuration = ConfigurationFileName.kind(of: text)
            {
                notes.append(Note(path: display(full), reason: "\(configuration), not a trace"))
                continue
            }
            let looksLikeTrace = selection.matches(text)
            guard kind == S_IFDIR || looksLikeTrace || kind == S_IFLNK else {
                if kind == S_IFREG, name.first != UInt8(ascii: ".") { selection.others += 1 }
                continue
            }
            guard String(validating: name, as: UTF8.self) != nil else {
                items.append(.skipped(path: display(full), reason: "the name is not UTF-8"))
                continue
            }
            switch kind {
            case S_IFDIR:
                walkFolder(full, into: &items, notes: &notes, selection: &selection)
            case S_IFLNK:
                if let skipped = skippedLink(full, looksLikeTrace: looksLikeTrace) { items.append(skipped) }
            case S_IFREG:
                items.append(.trace(display(full)))
            default:
                items.append(.skipped(path: display(full), reason: "not a regular file (\(fileKind(kind)))"))
            }
        }
    }

    /// A link in a folder walk is not followed; it is reported when it names a trace or leads to
    /// a folder, or when it leads nowhere.
    private static func skippedLink(_ path: [UInt8], looksLikeTrace: Bool) -> Item? {
        let text = display(path)
        guard let target = try? FilePath(text).stat().type else {
            return looksLikeTrace ? .skipped(path: text, reason: brokenLinkReason(text)) : nil
        }
        if target == .directory {
            return .skipped(path: text, reason: "symbolic link to a folder, not followed (give the folder itself)")
        }
        guard looksLikeTrace else { return nil }
        return .skipped(path: text, reason: "symbolic link, not followed (give the file itself)")
    }

    /// Why a link that `stat` cannot follow leads nowhere: a loop (`ELOOP`, a link that leads back
    /// to itself through other links), a missing target, or the system's reason.
    package static func brokenLinkReason(_ path: String) -> String {
        do {
            _ = try FilePath(path).stat()
            return "symbolic link, not followed"
        } catch .tooManySymbolicLinkLevels {
            return "symbolic link loop (it leads back to itself)"
        } catch .noSuchFileOrDirectory {
            return "dangling symbolic link"
        } catch {
            return "symbolic link that cannot be followed: \(error)"
        }
    }

    /// The entries of a folder (without `.` and `..`), each with its kind (`S_IFREG`, `S_IFDIR`,
    /// ...) when the listing says it, or nil when it cannot be opened. The kind comes from the
    /// listing itself (`d_type`), as `find` and `ls` take it, so a folder of thousands of traces
    /// costs no `lstat` per file; a file system that does not say (`DT_UNKNOWN`) gets one.
    private static func entries(of folder: [UInt8]) -> [(name: [UInt8], kind: mode_t?)]? {
        let directory: OpaquePointer? = (folder + [0]).withUnsafeBufferPointer {
            opendir(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self))
        }
        guard let directory else { return nil }
        defer { closedir(directory) }
        var entries: [(name: [UInt8], kind: mode_t?)] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                Array(raw.prefix { $0 != 0 })
            }
            if name == [UInt8(ascii: ".")] || name == [UInt8(ascii: "."), UInt8(ascii: ".")] { continue }
            entries.append((name, listedKind(entry.pointee.d_type)))
        }
        return entries
    }

    /// The kind a folder listing gives (`d_type`) as `st_mode`'s file type bits, or nil when the
    /// listing does not say.
    private static func listedKind(_ type: UInt8) -> mode_t? {
        switch Int32(type) {
        case Int32(DT_REG): S_IFREG
        case Int32(DT_DIR): S_IFDIR
        case Int32(DT_LNK): S_IFLNK
        case Int32(DT_FIFO): S_IFIFO
        case Int32(DT_SOCK): S_IFSOCK
        case Int32(DT_CHR): S_IFCHR
        case Int32(DT_BLK): S_IFBLK
        default: nil
        }
    }

    /// The file type bits of `path` itself (a link is not followed), or nil when it cannot be
    /// read (it went away since the listing).
    private static func linkStatusKind(_ path: [UInt8]) -> mode_t? {
        var status = stat()
        let result = (path + [0]).withUnsafeBufferPointer {
            lstat(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), &status)
        }
        return result == 0 ? status.st_mode & S_IFMT : nil
    }

    /// A path for messages: UTF-8 as is, other bytes as `\xNN`.
    package static func display(_ path: [UInt8]) -> String {
        if let text = String(validating: path, as: UTF8.self) { return text }
        var out = ""
        var index = 0
        while index < path.count {
            var end = index + 1
            while end <= path.count && end - index <= 4 {
                if let piece = String(validating: path[index..<end], as: UTF8.self) {
                    out += piece
                    break
                }
                end += 1
            }
            if end > path.count || end - index > 4 {
                out += "\\x" + String(path[index], radix: 16, uppercase: true).leftPadded(to: 2)
                index += 1
            } else {
                index = end
            }
        }
        return out
    }

    private static func fileKind(_ kind: mode_t) -> String {
        switch kind {
        case S_IFIFO: "a FIFO"
        case S_IFSOCK: "a socket"
        case S_IFCHR, S_IFBLK: "a device"
        default: "not a file"
        }
    }

}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
