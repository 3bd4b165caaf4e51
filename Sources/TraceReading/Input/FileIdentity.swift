import SystemPackage

/// A file as the system tells files apart: its device and inode (`stat`, links followed). Two
/// paths with one identity name one file: the same path spelt twice, a hard link, a symbolic link
/// to it.
package struct FileIdentity: Hashable, Sendable {
    package var device: UInt64
    package var inode: UInt64

    package init(device: UInt64, inode: UInt64) {
        self.device = device
        self.inode = inode
    }

    /// The identity `status` gives.
    package init(_ status: Stat) {
        self.init(device: UInt64(status.deviceID.rawValue), inode: UInt64(status.inode.rawValue))
    }

    /// The identity of the file `path` names (links followed), or nil when there is none.
    package init?(path: String) {
        guard let status = try? FilePath(path).stat() else { return nil }
        self.init(status)
    }
}
