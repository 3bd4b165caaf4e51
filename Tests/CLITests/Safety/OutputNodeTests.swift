import Foundation
import Testing
import _TestSupport

/// Every output option refuses, with exit 64, a node that is not a regular file (docs/output-safety.md
/// "What an output may replace"), and leaves the node as it was. The nodes are made in a temporary
/// folder; no real `/dev` node is touched.
@Suite("Output nodes")
struct OutputNodeTests {
    static let root = TestPaths.packageRoot.path
    static let sample = root + "/traces/samples/two-fingers.jsonl"

    /// A node planted where an output goes.
    enum Node: String, CaseIterable, Sendable {
        case fifo, linkToFIFO, linkToDevice, device, socket

        /// How the refusal names it.
        var words: String {
            switch self {
            case .fifo: "is a FIFO"
            case .linkToFIFO: "is a symbolic link to a FIFO"
            case .linkToDevice: "is a symbolic link to a character device"
            case .device: "is a character device"
            case .socket: "is a socket"
            }
        }

        /// Makes the node at `path`; false when it cannot be made here (a device node needs root).
        func make(at path: String) throws -> Bool {
            switch self {
            case .fifo: return mkfifo(path, 0o644) == 0
            case .linkToFIFO:
                guard mkfifo(path + ".target", 0o644) == 0 else { return false }
                try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: path + ".target")
                return true
            case .linkToDevice:
                try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/null")
                return true
            case .device:
                // The null device's numbers (1, 3), made in the temporary folder.
                return geteuid() == 0 && mknod(path, S_IFCHR | 0o666, dev_t((1 << 8) | 3)) == 0
            case .socket: return Self.bindSocket(path)
            }
        }

        private static func bindSocket(_ path: String) -> Bool {
            let fd = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
            guard fd >= 0 else { return false }
            defer { close(fd) }
            var address = sockaddr_un()
            address.sun_family = sa_family_t(AF_UNIX)
            let bytes = Array(path.utf8)
            guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { return false }
            withUnsafeMutableBytes(of: &address.sun_path) { raw in
                for (index, byte) in bytes.enumerated() { raw[index] = byte }
            }
            return withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) == 0
                }
            }
        }
    }

    /// The node's identity and kind without following it, and where a link leads.
    static func snapshot(_ path: String) -> String {
        var status = stat()
        guard lstat(path, &status) == 0 else { return "missing" }
        let link = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? ""
        return "\(status.st_ino) \(status.st_mode) \(status.st_rdev) \(link)"
    }

    /// An output option: the command with `TARGET` where the node goes, the option's name, and
    /// where the node is put (the target, or a file the command writes under it).
    enum Output: String, CaseIterable, Sendable {
        case analyzePartial, gateJUnit, gateMarkdown, gateHTML, convert, importTrace, replayTimeline, mergePartial,
            synth, analyzeOut

        func arguments(_ target: String, in directory: URL) throws -> [String] {
            let gate = ["gate", OutputNodeTests.sample, "--gates", OutputNodeTests.root + "/traces/gates.json"]
            switch self {
            case .analyzePartial: return ["analyze", OutputNodeTests.sample, "--partial", target]
            case .gateJUnit: return gate + ["--junit", target]
            case .gateMarkdown: return gate + ["--markdown", target]
            case .gateHTML: return gate + ["--html", target]
            case .convert: return ["convert", OutputNodeTests.sample, target]
            case .importTrace:
                let log = directory.appendingPathComponent("tap.txt").path
                try Data(OutputGuardTests.tapLog.utf8).write(to: URL(fileURLWithPath: log))
                return ["import", "--from", "android-getevent", "--raw-units", log, target]
            case .replayTimeline:
                return ["replay", OutputNodeTests.sample, "--engine", "fluid", "--timeline", target]
            case .mergePartial:
                let partial = directory.appendingPathComponent("in.partial").path
                _ = try CommandRunner.run(["analyze", OutputNodeTests.sample, "--partial", partial])
                return ["merge", partial, "--partial", target]
            case .synth:
                return ["synth", "--scenario", "browse", "--engine", "fluid", "--users", "1", "--out", target]
            case .analyzeOut: return ["analyze", OutputNodeTests.sample, "--out", target]
            }
        }

        /// The option named in the refusal (nil: a positional argument).
        var option: String? {
            switch self {
            case .analyzePartial, .mergePartial: "--partial"
            case .gateJUnit: "--junit"
            case .gateMarkdown: "--markdown"
            case .gateHTML: "--html"
            case .convert, .importTrace: nil
            case .replayTimeline: "--timeline"
            case .synth, .analyzeOut: "--out"
            }
        }

        /// The node's path for `target`: synth writes DIR/browse/fluid-user00.jsonl.
        func nodePath(_ target: String) -> String {
            self == .synth ? target + "/browse/fluid-user00.jsonl" : target
        }
    }

    @Test(
        "an output refuses a node that is not a regular file and leaves it as it was",
        arguments: Output.allCases, Node.allCases)
    func refusesNode(output: Output, node: Node) throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("out.jsonl").path
        let nodePath = output.nodePath(target)
        try FileManager.default.createDirectory(
            atPath: (nodePath as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        guard try node.make(at: nodePath) else { return }
        let before = Self.snapshot(nodePath)
        let result = try CommandRunner.run(try output.arguments(target, in: directory), in: directory)
        #expect(result.status == 64, "\(result.stderr)")
        let named = (output.option.map { "\($0) " } ?? "") + nodePath
        if output == .analyzeOut {
            #expect(result.stderr.contains("\(named): exists and is not a folder"), "\(result.stderr)")
        } else {
            #expect(result.stderr.contains("\(named): \(node.words)"), "\(result.stderr)")
        }
        #expect(Self.snapshot(nodePath) == before)
        let left = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".tmp") }
        #expect(left.isEmpty)
    }

    @Test("`-` and /dev/stdout are refused, not taken as a file or replaced", arguments: ["-", "/dev/stdout"])
    func standardOutputRefused(name: String) throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for arguments in [
            ["analyze", Self.sample, "--partial", name],
            ["gate", Self.sample, "--gates", Self.root + "/traces/gates.json", "--junit", name],
        ] {
            let result = try CommandRunner.run(arguments, in: directory)
            #expect(result.status == 64, "\(result.stderr)")
            #expect(result.stdout.isEmpty)
            let expected =
                name == "-" ? "\(name): standard output is not an output file" : "\(name): is a symbolic link"
            #expect(result.stderr.contains(expected), "\(result.stderr)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }
}
