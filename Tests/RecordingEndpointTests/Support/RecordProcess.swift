import Foundation
import _TestSupport

#if canImport(Glibc)
import Glibc
#endif

/// A child `gesturetrace record` process on 127.0.0.1, for the fault test: started, killed with
/// SIGKILL, restarted on the same port.
final class RecordProcess: @unchecked Sendable {
    let directory: URL
    /// Options after `--out DIR` (limits, a token).
    let options: [String]
    /// A program and its arguments the server is started through (`bash -c 'ulimit -n 128; ...'`).
    let launcher: [String]
    private(set) var port = 0
    private var process: Process?

    init(directory: URL, options: [String] = [], launcher: [String] = []) {
        self.directory = directory
        self.options = options
        self.launcher = launcher
    }

    /// The server's process id (the launcher execs it, so the id stays), 0 when not running.
    var pid: Int32 { process?.processIdentifier ?? 0 }

    /// Starts the server (on `port`, or a free port the first time) and waits for its
    /// "listening on" line.
    func start() throws {
        let process = Process()
        let arguments = ["record", "--listen", "127.0.0.1:\(port)", "--out", directory.path] + options
        if let program = launcher.first {
            process.executableURL = URL(fileURLWithPath: program)
            process.arguments = Array(launcher.dropFirst()) + [CommandRunner.executable.path] + arguments
        } else {
            process.executableURL = CommandRunner.executable
            process.arguments = arguments
        }
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        self.process = process
        var text = ""
        while !text.contains("\n") {
            let data = out.fileHandleForReading.availableData
            if data.isEmpty { throw RecordProcessError(message: "record exited: \(text)") }
            text += String(decoding: data, as: UTF8.self)
        }
        // "listening on http://127.0.0.1:PORT writing DIR"
        let address = text.split(separator: " ")[2]
        guard let found = address.split(separator: ":").last.flatMap({ Int($0) }) else {
            throw RecordProcessError(message: "no port in \(text)")
        }
        port = found
    }

    /// SIGKILL, no chance to clean up.
    func kill() {
        guard let process else { return }
        Glibc.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        self.process = nil
    }
}

struct RecordProcessError: Error {
    var message: String
}
