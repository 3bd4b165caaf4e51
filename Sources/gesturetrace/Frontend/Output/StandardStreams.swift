import SystemPackage
import TraceModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Buffered stdout for results and line-written stderr for diagnostics and progress, both on
/// swift-system's `FileDescriptor`. Results go to stdout only, so pipes stay clean.
///
/// A write to stdout that fails (a closed stdout, a full disk, a broken pipe with `SIGPIPE`
/// ignored) is never silent: the first failure is kept, later output is dropped, and
/// `GestureTraceCommand.main` ends the command with a message on stderr and exit 64
/// (docs/output-safety.md).
///
/// Text from files (paths, names, reasons) is escaped where it is rendered
/// (`MessageQuoting.escaped`); as a last guard, `out`, `outLine` and `errLine` escape any control
/// character left in what they are given, except the line breaks, so that no terminal escape, bell
/// or carriage return from a file reaches a terminal (docs/output-safety.md "Standard output").
enum StandardStreams {
    /// Bytes waiting for stdout, and the first write error, behind one lock.
    private final class Output: @unchecked Sendable {
        let lock = ThreadLock()
        var buffer: [UInt8] = []
        var failure: Errno?
    }

    private static let output = Output()
    /// Stdout is written when this many bytes are waiting.
    private static let bufferCapacity = 1 << 16

    /// Writes `text` to stdout (control characters escaped, `terminalSafe`).
    static func out(_ text: String) {
        let text = terminalSafe(text)
        output.lock.lock()
        defer { output.lock.unlock() }
        output.buffer.append(contentsOf: text.utf8)
        if output.buffer.count >= bufferCapacity { writeBuffered() }
    }

    /// Writes one line to stdout.
    static func outLine(_ text: String) { out(text + "\n") }

    /// Writes one line to stderr (after flushing stdout, so interleaving on a terminal reads well).
    static func errLine(_ text: String) {
        flush()
        err(terminalSafe(text) + "\n")
    }

    /// `text` with every character `MessageQuoting` escapes as `\uXXXX`, except the line
    /// endings (LF, and CR LF, which CSV on stdout uses); the same text when there is none, the
    /// usual case.
    static func terminalSafe(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0 != "\n" && MessageQuoting.needsEscape($0) }) else {
            return text
        }
        var out = String.UnicodeScalarView()
        var pendingReturn = false
        for scalar in text.unicodeScalars {
            if pendingReturn {
                out.append(contentsOf: (scalar == "\n" ? "\r" : "\\u000D").unicodeScalars)
                pendingReturn = false
            }
            if scalar == "\r" {
                pendingReturn = true
            } else if scalar != "\n" && MessageQuoting.needsEscape(scalar) {
                out.append(contentsOf: MessageQuoting.escaped(String(scalar)).unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        if pendingReturn { out.append(contentsOf: "\\u000D".unicodeScalars) }
        return String(out)
    }

    /// Writes `text` to stderr as is (progress bars). Errors are ignored: there is nowhere left
    /// to report them.
    static func err(_ text: String) {
        _ = try? FileDescriptor.standardError.writeAll(Array(text.utf8))
    }

    /// Whether stderr is a terminal (progress is shown only then).
    static var stderrIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

    /// Writes what is waiting for stdout.
    static func flush() {
        output.lock.lock()
        defer { output.lock.unlock() }
        writeBuffered()
    }

    /// Flushes stdout and returns the first error any stdout write met, if one did.
    static func finish() -> Errno? {
        flush()
        output.lock.lock()
        defer { output.lock.unlock() }
        return output.failure
    }

    /// Called under the lock.
    private static func writeBuffered() {
        defer { output.buffer.removeAll(keepingCapacity: true) }
        guard output.failure == nil, !output.buffer.isEmpty else { return }
        do {
            _ = try FileDescriptor.standardOutput.writeAll(output.buffer)
        } catch {
            output.failure = error as? Errno ?? .ioError
        }
    }

    /// Makes sure descriptors 0, 1 and 2 are open before any file is: a command started with
    /// stdout closed (`>&-`) would otherwise open its first file as descriptor 1 and write its
    /// results into it. A closed one is taken by `/dev/null`, and a closed stdout is recorded as
    /// a write failure (`EBADF`), so a command that prints anything fails as it should.
    static func reserveStandardDescriptors() {
        for standard in [FileDescriptor.standardInput, .standardOutput, .standardError] {
            guard (try? standard.stat()) == nil else { continue }
            if standard == .standardOutput { output.failure = .badFileDescriptor }
            // open(2) returns the lowest free descriptor, which is this one.
            _ = try? FileDescriptor.open("/dev/null", .readWrite)
        }
    }
}
