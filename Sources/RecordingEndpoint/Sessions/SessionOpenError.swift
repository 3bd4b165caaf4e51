/// Why a session's files could not be opened or resumed.
enum SessionOpenError: Error {
    /// A failed system call or a file that does not read back as it was written.
    case unreadable(String)
    /// Files this server cannot prove it wrote (a data file with no index, a link, a FIFO, ...):
    /// refused and left as they are.
    case refused(String)

    var reason: String {
        switch self {
        case .unreadable(let reason), .refused(let reason): reason
        }
    }
}
