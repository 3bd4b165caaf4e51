#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A system call on a session file or folder failed, or a name in the data folder is not a
/// regular file the endpoint may use; the message names the file and the reason.
package struct EndpointIOError: Error, CustomStringConvertible {
    package var path: String
    package var operation: String
    package var code: Int32
    /// Why the file was refused, when it is not a failed call (a symbolic link, a FIFO, ...).
    package var refusal: String?

    /// A failed call: the reason is `errno` at the time of the call.
    init(path: String, operation: String) {
        self.init(path: path, operation: operation, code: errno)
    }

    init(path: String, operation: String, code: Int32, refusal: String? = nil) {
        self.path = path
        self.operation = operation
        self.code = code
        self.refusal = refusal
    }

    /// A name the endpoint refuses to use (`refusal` says what it is instead of a regular file).
    static func refused(_ path: String, _ refusal: String) -> Self {
        EndpointIOError(path: path, operation: "use", code: 0, refusal: refusal)
    }

    package var description: String {
        if let refusal { return "\(path): \(refusal)" }
        if code == ELOOP { return "\(path): is a symbolic link: refused (links in the data folder are never followed)" }
        return "\(path): cannot \(operation): \(String(cString: strerror(code)))"
    }
}
