#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Buffered stdout for results and line-written stderr for diagnostics and progress. Results go
/// to stdout only, so pipes stay clean.
enum StandardStreams {
    /// Our own buffered stream on file descriptor 1 (C's `stdout` global is not concurrency-safe
    /// to reference from Swift 6); flushed by `exit`, like every open stream.
    nonisolated(unsafe) private static let output: UnsafeMutablePointer<FILE> = fdopen(STDOUT_FILENO, "w")!

    /// Writes `text` to stdout as is.
    static func out(_ text: String) {
        fputs(text, output)
    }

    /// Writes one line to stdout.
    static func outLine(_ text: String) {
        fputs(text, output)
        fputc(0x0A, output)
    }

    /// Writes one line to stderr (after flushing stdout, so interleaving on a terminal reads well).
    static func errLine(_ text: String) {
        fflush(output)
        var line = text + "\n"
        line.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = write(STDERR_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
                if n <= 0 { return }
                offset += n
            }
        }
    }

    /// Whether stderr is a terminal (progress is shown only then).
    static var stderrIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

    static func flush() { fflush(output) }
}
