import CorpusAnalysis
import SystemPackage
import TraceModel
import TraceReading

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
/// then walked once more (`TracePathCollector`) to compare them, or, for a corpus run, left to the
/// run, which refuses one when it opens it (`checkForCorpusRun()`).
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
        let existing = try checkOutputs()
        guard !existing.isEmpty else { return }
        try compare(existing, with: readIdentities(walkingFolders: true))
    }

    /// Runs every check but the comparison of the traces a folder walk finds, and returns the
    /// outputs that exist, for the corpus run to refuse a trace that is one of them when it opens
    /// it (`CorpusRequest.existingOutputs`). The outcome is the same refusal, with nothing
    /// written, and it costs no walk and no `stat` per trace: the run opens every trace anyway.
    func checkForCorpusRun() throws(OutputError) -> ExistingOutputs {
        let existing = try checkOutputs()
        if !existing.isEmpty { try compare(existing, with: readIdentities(walkingFolders: false)) }
        return existing
    }

    /// Checks what each output may replace; returns the files at the outputs that exist.
    private func checkOutputs() throws(OutputError) -> ExistingOutputs {
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
        var existing = ExistingOutputs()
        for output in outputs {
            for path in Self.paths(of: output) {
                guard let identity = FileIdentity(path: path) else { continue }
                existing.add(
                    ExistingOutputs.File(
                        option: output.option, output: output.path, path: path, isFolder: output.shape == .folder),
                    identity: identity)
            }
        }
        return existing
    }

    /// Throws the refusal of the first of `existing` that is one of the inputs `read` names.
    private func compare(_ existing: ExistingOutputs, with read: [FileIdentity: String]) throws(OutputError) {
        for (identity, file) in existing.files {
            if let input = read[identity] { throw file.refusal(readAs: input) }
        }
    }

    /// An output's path, and for a report folder every entry in it.
    private static func paths(of output: Output) -> [String] {
        guard output.shape == .folder, let names = try? FileManager.default.contentsOfDirectory(atPath: output.path)
        else { return [output.path] }
        return [output.path] + names.sorted().map { FilePath(output.path).appending($0).string }
    }

    /// Every input's identity, with the words for it (`traces/a.jsonl`, `gate.json (--gates)`):
    /// the traces a folder walk finds only when `walkingFolders`.
    private func readIdentities(walkingFolders: Bool) -> [FileIdentity: String] {
        var read: [FileIdentity: String] = [:]
        func add(_ path: String, _ option: String?) {
            guard let identity = FileIdentity(path: path), read[identity] == nil else { return }
            read[identity] = MessageQuoting.escaped(path) + (option.map { " (\($0))" } ?? "")
        }
        for input in inputs { add(input.path, input.option) }
        for path in walked {
            add(path, nil)
            guard walkingFolders, (try? FilePath(path).stat().type) == .directory else { continue }
            for trace in (try? TracePathCollector.collect([path])) ?? [] { add(trace, nil) }
        }
        return read
    }
}
