#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One folder the endpoint writes in (`DIR` or `DIR/.partial`), held open by its descriptor.
///
/// Every name in it is reached relative to that descriptor (`openat`, `fstatat`, `linkat`,
/// `unlinkat`), never through a symbolic link (`O_NOFOLLOW`, `AT_SYMLINK_NOFOLLOW`), and files are
/// created with `O_EXCL`: a link planted in the folder, dangling or not, is refused rather than
/// followed, so nothing outside the folder is ever read, written, created or truncated. Anything
/// that is not a regular file (a link, a FIFO, a device, a folder) is refused with a message saying
/// what it is. Renaming the folder itself after it was opened does not redirect the endpoint either.
final class SessionFolder: SyncTarget, @unchecked Sendable {
    /// The folder's path, for messages.
    let path: String
    private let descriptor: Int32

    /// What a name in the folder is, without following a link.
    enum Entry: Equatable {
        case absent
        case regularFile(FileIdentity)
        /// Anything else, described for messages ("a symbolic link", "a FIFO", ...).
        case other(String)
    }

    /// Opens the folder `path`, creating it (and its parents) when missing. `path` may itself be
    /// or pass through a link: it is the user's choice, made once on the command line.
    init(creating path: String) throws(EndpointIOError) {
        var prefix = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            prefix += "/" + component
            if mkdir(prefix, 0o755) != 0 && errno != EEXIST {
                throw EndpointIOError(path: prefix, operation: "create the folder")
            }
        }
        self.path = path
        descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if descriptor < 0 { throw EndpointIOError(path: path, operation: "open the folder") }
    }

    /// Opens (creating it when missing) the folder `name` inside `parent`, which must be a real
    /// folder: a link named `name` is refused.
    init(creating name: String, in parent: SessionFolder) throws(EndpointIOError) {
        path = parent.path + "/" + name
        if mkdirat(parent.descriptor, name, 0o755) != 0 && errno != EEXIST {
            throw EndpointIOError(path: path, operation: "create the folder")
        }
        descriptor = openat(parent.descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        if descriptor < 0 {
            let code = errno
            if code == ENOTDIR || code == ELOOP {
                throw .refused(path, "is \(parent.describe(name)), not a folder: refused")
            }
            throw EndpointIOError(path: path, operation: "open the folder", code: code)
        }
    }

    deinit { _ = close(descriptor) }

    /// What `name` is, without following a link.
    func entry(_ name: String) -> Entry {
        var status = stat()
        guard fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else {
            return errno == ENOENT ? .absent : .other("unreadable (\(String(cString: strerror(errno))))")
        }
        if status.st_mode & S_IFMT == S_IFREG { return .regularFile(FileIdentity(status)) }
        return .other(Self.kind(status.st_mode))
    }

    /// The names in the folder (not `.` and `..`), in no particular order.
    func names() throws(EndpointIOError) -> [String] {
        let copy = openat(descriptor, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard copy >= 0, let stream = fdopendir(copy) else {
            throw EndpointIOError(path: path, operation: "list the folder")
        }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// Opens the existing regular file `name` for reading and writing; nil when there is none.
    /// A link or any other kind of file is refused.
    func openExisting(_ name: String) throws(EndpointIOError) -> DurableFile? {
        try openFile(name, flags: 0)
    }

    /// Creates the regular file `name`, which must not exist in any form (`O_EXCL`: not even as a
    /// dangling link).
    func create(_ name: String) throws(EndpointIOError) -> DurableFile {
        guard let file = try openFile(name, flags: O_CREAT | O_EXCL) else {
            throw EndpointIOError(path: path + "/" + name, operation: "create", code: ENOENT)
        }
        return file
    }

    /// Removes the name `name` (a link itself, never what it points to); a missing one is fine.
    func remove(_ name: String) {
        _ = unlinkat(descriptor, name, 0)
    }

    /// Gives the regular file `name` of this folder the same name in `target` without replacing
    /// anything there (`linkat`, which fails when the target name exists in any form). Returns true
    /// when it did: `name` is then in both folders, and the caller removes it here (`unlink`) once
    /// `target` is synced. When links are not supported (a FAT disk), it is renamed once the target
    /// is seen absent, and false is returned.
    func link(_ name: String, into target: SessionFolder) throws(EndpointIOError) -> Bool {
        let destination = target.path + "/" + name
        guard linkat(descriptor, name, target.descriptor, name, 0) != 0 else { return true }
        let code = errno
        switch code {
        case EEXIST:
            throw .refused(destination, "exists already (\(target.describe(name))): refused, nothing is replaced")
        case EPERM, ENOTSUP, EOPNOTSUPP, EMLINK, ENOSYS:
            guard target.entry(name) == .absent else {
                throw .refused(destination, "exists already: refused, nothing is replaced")
            }
            if renameat(descriptor, name, target.descriptor, name) != 0 {
                throw EndpointIOError(path: path + "/" + name, operation: "rename into \(target.path)")
            }
            return false
        default:
            throw EndpointIOError(path: path + "/" + name, operation: "link into \(target.path)", code: code)
        }
    }

    /// Removes the name `name`, failing when it cannot (unlike `remove`).
    func unlink(_ name: String) throws(EndpointIOError) {
        if unlinkat(descriptor, name, 0) != 0 { throw EndpointIOError(path: path + "/" + name, operation: "remove") }
    }

    /// Syncs the folder, so that a file created, linked or removed in it survives a crash.
    func sync() throws(EndpointIOError) {
        if fsync(descriptor) != 0 { throw EndpointIOError(path: path, operation: "fsync") }
    }

    /// "a symbolic link", "a FIFO", ... for the name `name`, or "a regular file".
    func describe(_ name: String) -> String {
        switch entry(name) {
        case .absent: "absent"
        case .regularFile: "a regular file"
        case .other(let kind): kind
        }
    }

    private func openFile(_ name: String, flags: Int32) throws(EndpointIOError) -> DurableFile? {
        let full = path + "/" + name
        // O_NONBLOCK: opening a FIFO must not wait for a writer; it is refused below anyway.
        let fd = openat(descriptor, name, O_RDWR | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK | flags, 0o644)
        if fd < 0 {
            let code = errno
            if code == ENOENT && flags & O_CREAT == 0 { return nil }
            if code == ELOOP || code == EEXIST || code == EISDIR || code == ENXIO {
                let kind = describe(name)
                let verb = code == EEXIST ? "exists already as" : "is"
                throw .refused(full, "\(verb) \(kind), not a session file this server wrote: refused, left as it is")
            }
            throw EndpointIOError(path: full, operation: flags & O_CREAT != 0 ? "create" : "open", code: code)
        }
        var status = stat()
        guard fstat(fd, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            _ = close(fd)
            throw .refused(full, "is \(Self.kind(status.st_mode)), not a regular file: refused, left as it is")
        }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        return DurableFile(descriptor: fd, path: full)
    }

    private static func kind(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFLNK: "a symbolic link"
        case S_IFIFO: "a FIFO"
        case S_IFDIR: "a folder"
        case S_IFSOCK: "a socket"
        case S_IFCHR, S_IFBLK: "a device"
        case S_IFREG: "a regular file"
        default: "not a regular file"
        }
    }
}
