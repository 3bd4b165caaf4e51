import Foundation

/// Runs the built `gesturetrace` executable, for end-to-end tests of the command-line layer.
public enum CommandRunner {
    /// What a run printed and how it exited.
    public struct Result: Sendable {
        public var status: Int32
        public var stdout: String
        public var stderr: String
    }

    /// The executable next to the test bundle (SwiftPM puts both in the same build folder).
    public static var executable: URL {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("gesturetrace")
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        return TestPaths.packageRoot.appendingPathComponent(".build/debug/gesturetrace")
    }

    /// Runs `gesturetrace ARGS` in the package root and waits for it. With a `launcher` (a program
    /// and its arguments, such as `setpriv --reuid=65534` or `bash -c 'ulimit -f 8; exec "$0" "$@"'`),
    /// runs `LAUNCHER... gesturetrace ARGS` instead.
    public static func run(
        _ arguments: [String], in directory: URL = TestPaths.packageRoot, launcher: [String] = []
    ) throws -> Result {
        let process = Process()
        if let program = launcher.first {
            process.executableURL = URL(fileURLWithPath: program)
            process.arguments = Array(launcher.dropFirst()) + [executable.path] + arguments
        } else {
            process.executableURL = executable
            process.arguments = arguments
        }
        process.currentDirectoryURL = directory
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Drain stderr on another thread while stdout is read here, so that neither pipe can
        // fill up and block the child.
        let errorBox = DataBox()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errorBox.data = err.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        let errData = errorBox.data
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }
}

private final class DataBox: @unchecked Sendable {
    var data = Data()
}
