#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The fuzz input as a file, since `TraceReader` reads paths: one file per container form, in a
/// private folder under /dev/shm (memory) when it exists, else $TMPDIR, rewritten for each input.
enum FuzzInputFile {
    static let folder: String = {
        let base = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : String(cString: getenv("TMPDIR") ?? strdup("/tmp"))
        var template = Array("\(base)/gesturetrace-fuzz-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { fatalError("mkdtemp failed") }
        return String(cString: made)
    }()

    /// Writes `size` bytes at `data` to `folder/input.<ext>` and returns the path.
    static func write(_ data: UnsafePointer<UInt8>, _ size: Int, extension ext: String) -> String {
        let path = "\(folder)/input.\(ext)"
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        precondition(fd >= 0, "cannot write \(path)")
        var written = 0
        while written < size {
            let n = Glibc.write(fd, data + written, size - written)
            precondition(n > 0, "short write to \(path)")
            written += n
        }
        close(fd)
        return path
    }
}
