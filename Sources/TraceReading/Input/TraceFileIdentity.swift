import SystemPackage

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What identifies one state of a trace file: its device and inode (which file it is), its size,
/// and its modification and status-change times to the nanosecond (whether its bytes or its
/// inode changed). Two equal identities are the same file with the same bytes, as far as the
/// system can tell without reading it.
struct TraceFileIdentity: Hashable {
    /// Which file it is, whatever its state.
    var file: FileIdentity
    var size: Int
    var modified: Time
    var changed: Time

    /// A time as `stat` gives it: seconds and nanoseconds.
    struct Time: Hashable {
        var seconds: Int
        var nanoseconds: Int
    }

    var device: UInt64 { file.device }
    var inode: UInt64 { file.inode }

    init(_ status: Stat) {
        file = FileIdentity(status)
        size = Int(status.size)
        modified = Time(seconds: Int(status.st_mtim.tv_sec), nanoseconds: Int(status.st_mtim.tv_nsec))
        changed = Time(seconds: Int(status.st_ctim.tv_sec), nanoseconds: Int(status.st_ctim.tv_nsec))
    }

    /// What differs from `opened`, the file's identity when it was opened, in words: `"its size
    /// went from 1200 to 1300 bytes"`; nil when nothing does. The most telling difference is named:
    /// another file, then the size, then the modification, then the status change.
    func change(since opened: Self) -> String? {
        if file != opened.file {
            return "its path now names another file (device \(device), inode \(inode); "
                + "it was device \(opened.device), inode \(opened.inode))"
        }
        if size != opened.size { return "its size went from \(opened.size) to \(size) bytes" }
        if modified != opened.modified {
            return "it was modified (modification time \(opened.modified) became \(modified))"
        }
        if changed != opened.changed {
            return "its status changed (status change time \(opened.changed) became \(changed))"
        }
        return nil
    }
}

extension TraceFileIdentity.Time: CustomStringConvertible {
    /// `1700000000.000000123`: seconds since 1970 and nanoseconds.
    var description: String {
        let fraction = String(nanoseconds)
        return "\(seconds)." + String(repeating: "0", count: max(0, 9 - fraction.count)) + fraction
    }
}
