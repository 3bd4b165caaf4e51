import CorpusAnalysis
import SystemPackage
import TraceModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The checks a command that writes files makes before it reads or writes anything
/// (docs/output-safety.md "What an output may replace", "Never over an input"), each a refusal
/// with exit 64 naming the option and the path:
///
/// - `-` is not taken as standard output (results already go there) nor as a file named `-`;
/// - each output may replace what is at its path (`OutputNode`: a regular file for a file, a
///   folder for a report folder, or nothing);
/// - no output is one of the command's inputs: the same file (device and inode, so a hard link
///   or a link to it too) as a file it reads, or, for a report folder, the folder or a file in it.
///
/// The inputs are looked at only when an output exists already; the traces under a folder are
/// then walked once more (`TracePathCollector`) to compare them.
struct OutputGuard {
    /// One output: the option that names it (nil: an argument), its path, what it writes there.
    struct Output {
        var option: String?
        var path: String
        var shape: OutputNode.Shape
    }

    private var outputs: [Output] = []
    private var inputs: [(option: String?, path: String)] = []
    private var walked: [String] = []

    /// A guard for `outputs` (option, path) files, `folders` (option, path) report folders,
    /// `inputs` (option, path) files the command reads, and `traces`, the trace paths (files
    /// or folders) it walks.
    init(
        outputs: [(String?, String?)], folders: [(String?, String?)] = [], inputs: [(String?, String?)] = [],
        traces: [String] = []
    ) {
        for (option, path) in outputs {
            if let path { self.outputs.append(Output(option: option, path: path, shape: .file)) }
        }
        for (option, path) in folders {
            if let path { self.outputs.append(Output(option: option, path: path, shape: .folder)) }
        }
        for (option, path) in inputs { if let path { self.inputs.append((option, path)) } }
        walked = traces
    }

    /// Runs every check; throws the first refusal.
    func check() throws(OutputError) {
        for output in outputs {
            if output.path == "-" {
                throw OutputError(
                    "-",
                    "standard output is not an output file (results already go there); give a file name "
                        + "(./- for a file named -)", option: output.option)
            }
            if case .refused(let kind) = OutputNode.inspect(output.path, as: output.shape) {
                let reason =
                    output.shape == .file
                    ? ReplacementFile.refusal(kind)
                    : "exists and is not a folder: it is \(kind); --out makes or replaces a folder of reports"
                throw OutputError(output.path, reason, option: output.option)
            }
        }
        let existing = outputs.flatMap { output in
            Self.paths(of: output).compactMap { path in Self.identity(path).map { (output, path, $0) } }
        }
        guard !existing.isEmpty else { return }
        let read = readIdentities()
        for (output, path, identity) in existing {
            guard let input = read[identity] else { continue }
            let what =
                path != output.path
                ? "holds \(MessageQuoting.escaped(path)), which is the same file as"
                : output.shape == .folder ? "is the same folder as" : "is the same file as"
            throw OutputError(
                output.path,
                "\(what) the input \(input); an output never replaces what the command reads: give another name",
                option: output.option)
        }
    }

    /// A file and its device and inode (`stat`, following links).
    struct Identity: Hashable {
        var device: DeviceID
        var inode: Inode
    }

    private static func identity(_ path: String) -> Identity? {
        guard let status = try? FilePath(path).stat() else { return nil }
        return Identity(device: status.deviceID, inode: status.inode)
    }

    /// An output's path, and for a report folder every entry in it.
    private static func paths(of output: Output) -> [String] {
        guard output.shape == .folder, let names = try? FileManager.default.contentsOfDirectory(atPath: output.path)
        else { return [output.path] }
        return [output.path] + names.sorted().map { FilePath(output.path).appending($0).string }
    }

    /// Every input's identity, with the words for it (`traces/a.jsonl`, `gate.json (--gates)`).
    private func readIdentities() -> [Identity: String] {
        var read: [Identity: String] = [:]
        func add(_ path: String, _ option: String?) {
            guard let identity = Self.identity(path), read[identity] == nil else { return }
            read[identity] = MessageQuoting.escaped(path) + (option.map { " (\($0))" } ?? "")
        }
        for input in inputs { add(input.path, input.option) }
        for path in walked {
            add(path, nil)
            guard (try? FilePath(path).stat().type) == .directory else { continue }
            for trace in (try? TracePathCollector.collect([path])) ?? [] { add(trace, nil) }
        }
        return read
    }
}
